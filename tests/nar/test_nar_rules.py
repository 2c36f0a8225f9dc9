"""The rulebook's examples and rules, played as scripted games (3 players: Marion, Angelika,
Daniela, as in the rulebook's examples). The practice deck is used: its cities p01.. have
cost $100 x (2 + a + b), revenue $100 x max(1, (2 + a + b) // 2 - b) and b symbols, where
a = k % 9, b = k // 9 for city p(k+1); start cities ps1..ps5 have revenue 200, 200, 300, 300,
400 and are dealt in that order."""

from __future__ import annotations

import pytest

from railsdesk.games.nar import IllegalNarAction, practice_deck
from railsdesk.games.nar.rules import (
    PHASE_CITIES,
    PHASE_SHARES,
    final_payout,
    rank_players,
    split_income,
)

from .helpers import buy, cash, choice, pass_, scripted_game, take, treasury


def bank(game) -> int:
    return game.money_breakdown()["bank"]


def opening(shares, cities=None, prices=(600, 100, 100), deck=None, city_buy=True):
    """Round 1: Marion founds blue (column 0), Angelika red (column 1), Daniela green (column 2);
    in Phase II Marion buys the bottom city of city column 0 for blue (if ``city_buy``)."""
    game = scripted_game(shares, cities or [["p01"]], deck=deck)
    take(game, "M", 0, prices[0])
    take(game, "A", 1, prices[1])
    take(game, "D", 2, prices[2])
    assert game.phase == PHASE_CITIES
    if city_buy:
        buy(game, "M", "blue", 0)
    return game


# --- Phase I ---------------------------------------------------------------------------------


def test_founding_blue_for_600() -> None:
    game = scripted_game([["blue"]])
    bank_before = bank(game)
    events = take(game, "M", 0, 600)
    assert cash(game)["M"] == 1400
    assert treasury(game, "blue") == 600
    assert bank(game) == bank_before  # nothing goes to the bank
    blue = game.state_dict()["companies"][0]
    assert blue["director"] == "M" and blue["start_city"] == "ps1" and blue["founded"]
    assert game.state_dict()["players"][0]["shares"] == {"blue": 1}
    assert game.start_stack == ["ps2", "ps3", "ps4", "ps5"]
    assert events[0]["kind"] == "found"
    assert game.current_player == "A"


def test_founding_price_rules() -> None:
    game = scripted_game([["blue"]])
    for price, reason in [(None, "needed"), (0, "at least"), (250, "multiple"), (2100, "cannot")]:
        with pytest.raises(IllegalNarAction, match=reason):
            take(game, "M", 0, price)
    with pytest.raises(IllegalNarAction, match="turn"):
        take(game, "A", 0, 100)
    take(game, "M", 0, 2000)  # all his money is allowed
    assert cash(game)["M"] == 0


def test_starting_capital_by_player_count() -> None:
    from railsdesk.games.nar import NarGame, new_game

    for n, amount in [(3, 2000), (4, 1700), (5, 1400)]:
        players = [f"P{i}" for i in range(n)]
        game = NarGame.from_log(new_game(practice_deck(), players, seed=n))
        assert set(game.result().values()) == {amount}


def test_own_company_share_costs_1000() -> None:
    game = opening([["blue", "blue"], ["red", "company5"], ["green"], ["company4"]])
    # after round 1: M 1400 + 300 income, blue treasury 600 - 200 (p01)
    assert cash(game) == {"M": 1700, "A": 2100, "D": 2200}
    assert treasury(game, "blue") == 400
    assert game.round == 2 and game.current_player == "A"
    take(game, "A", 3, 100)
    take(game, "D", 1, 100)
    actions = game.legal_actions()
    own = [a for a in actions if a["column"] == 0]
    assert own == [{"type": "take_share", "entity": "M", "column": 0}]  # no price to name
    with pytest.raises(IllegalNarAction, match=r"costs \$1000 here, not \$900"):
        take(game, "M", 0, 900)
    bank_before = bank(game)
    take(game, "M", 0)
    assert cash(game)["M"] == 700
    assert treasury(game, "blue") == 900
    assert bank(game) - bank_before == 500


def test_proposal_refused_then_accepted_marion_example() -> None:
    """Marion proposes $800 for red; Angelika buys it herself ($400 to red, $400 to Marion).
    Marion then proposes $900 for green; Daniela allows ($500 to green, $400 to the bank)."""
    game = opening([["blue", "red"], ["red", "company5"], ["green", "green"], ["company4"]])
    take(game, "A", 3, 100)
    take(game, "D", 1, 100)
    assert cash(game) == {"M": 1700, "A": 2000, "D": 2100}
    red_before, green_before = treasury(game, "red"), treasury(game, "green")

    take(game, "M", 0, 800)
    assert game.current_player == "A"  # the director decides
    assert game.step == "director_choice"
    assert {a["buy"] for a in game.legal_actions()} == {True, False}
    with pytest.raises(IllegalNarAction, match="director"):
        choice(game, "D", True)
    choice(game, "A", True)
    assert cash(game) == {"M": 2100, "A": 1200, "D": 2100}
    assert treasury(game, "red") == red_before + 400
    assert game.holdings[1]["red"] == 2 and game.holdings[0]["red"] == 0
    assert game.current_player == "M"  # Marion may choose again, or end her turn
    offered = game.legal_actions()
    assert {"type": "pass", "entity": "M"} in offered
    takes = [a for a in offered if a["type"] == "take_share"]
    assert takes and all(game.share_columns[a["column"]][-1] != "red" for a in takes)

    bank_before = bank(game)
    take(game, "M", 2, 900)
    choice(game, "D", False)
    assert cash(game) == {"M": 1200, "A": 1200, "D": 2100}
    assert treasury(game, "green") == green_before + 500
    assert bank(game) - bank_before == 400
    # Marion now holds as many green shares as Daniela: the tie goes to the buyer
    assert game.companies["green"].director == 0
    assert game.phase == PHASE_CITIES  # Marion was the last player of Phase I


def test_director_keeps_the_marker_with_more_shares() -> None:
    game = opening([["blue", "red"], ["red", "red"], ["green"], ["company4"]])
    take(game, "A", 1)  # Angelika buys her own red share: 2 red shares
    take(game, "D", 3, 100)
    take(game, "M", 0, 300)
    choice(game, "A", False)
    assert game.holdings[0]["red"] == 1 and game.companies["red"].director == 1


def test_after_refusal_another_company_must_be_chosen_and_turn_may_end() -> None:
    game = opening([["blue", "red", "red"], ["red", "company5"], ["green"], ["company4"]])
    take(game, "A", 3, 100)
    take(game, "D", 1, 100)
    take(game, "M", 0, 500)
    choice(game, "A", True)
    assert game.share_columns[0][-1] == "red"
    with pytest.raises(IllegalNarAction, match="already chosen this turn"):
        take(game, "M", 0, 500)
    assert {"type": "pass", "entity": "M"} in game.legal_actions()
    pass_(game, "M")
    assert game.phase == PHASE_CITIES


def test_pass_is_not_allowed_before_a_refusal() -> None:
    game = scripted_game([["blue"]])
    with pytest.raises(IllegalNarAction, match="must be chosen"):
        pass_(game, "M")
    assert {"type": "pass", "entity": "M"} not in game.legal_actions()


def test_turn_ends_when_every_company_in_the_display_was_chosen() -> None:
    shares = [["blue", "red", "red"], ["red", "company5", "red"], ["green", "company4", "red"]]
    game = opening(shares + [["red"]])
    take(game, "A", 2, 100)  # company4
    take(game, "D", 1, 100)  # company5
    assert {c[-1] for c in game.share_columns} == {"red"}
    take(game, "M", 0, 300)
    choice(game, "A", True)
    # only red lies at the bottom, and red was chosen: Marion's turn ends by itself
    assert game.phase == PHASE_CITIES
    assert game.holdings[0]["red"] == 0


def test_director_who_cannot_pay_must_allow() -> None:
    game = opening([["blue", "red"], ["red", "company5"], ["green"], ["company4"]])
    take(game, "A", 3, 2000)  # Angelika keeps $100
    take(game, "D", 1, 100)
    take(game, "M", 0, 800)
    assert game.legal_actions() == [{"type": "director_choice", "entity": "A", "buy": False}]
    with pytest.raises(IllegalNarAction, match="cannot pay"):
        choice(game, "A", True)
    choice(game, "A", False)
    assert game.holdings[0]["red"] == 1


def test_proposal_may_exceed_the_directors_cash_but_not_the_proposers() -> None:
    game = opening([["blue", "red"], ["red", "company5"], ["green"], ["company4"]])
    take(game, "A", 3, 100)
    take(game, "D", 1, 100)
    with pytest.raises(IllegalNarAction, match="cannot pay"):
        take(game, "M", 0, 1800)
    take(game, "M", 0, 1700)


def test_player_without_money_takes_200_and_no_share() -> None:
    deck = practice_deck()
    deck["start_cities"][0]["revenue"] = 0  # blue earns nothing
    game = scripted_game(
        [["blue"], ["red", "company5"], ["green"], ["company4"]], [["p01"]], deck=deck
    )
    take(game, "M", 0, 2000)
    take(game, "A", 1, 500)
    take(game, "D", 2, 100)
    pass_(game, "M")  # blue could buy, Marion passes voluntarily
    buy(game, "A", "red", 0)  # Daniela cannot afford anything: forced pass
    assert game.round == 2 and cash(game)["M"] == 0
    take(game, "A", 3, 100)
    bank_before = bank(game)
    events = take(game, "D", 1, 100)
    assert [e for e in events if e["kind"] == "no_money"][0]["player"] == "M"
    assert cash(game)["M"] == 200
    assert bank_before - bank(game) == 200
    assert game.holdings[0] == {"blue": 1, "red": 0, "green": 0, "company4": 0, "company5": 0}
    assert game.phase == PHASE_CITIES


def _all_director_game(founding_price: int):
    shares = [["blue", "blue"], ["red", "company4", "blue"], ["green", "company5", "blue"]]
    game = opening(shares + [["blue"]], prices=(founding_price, 100, 100))
    take(game, "A", 1, 100)
    take(game, "D", 2, 100)
    assert {c[-1] for c in game.share_columns} == {"blue"}
    return game


def test_director_of_all_bottom_shares_with_700_pays_everything() -> None:
    game = _all_director_game(1600)
    assert cash(game)["M"] == 700
    actions = game.legal_actions()
    assert actions == [{"type": "take_share", "entity": "M", "column": c} for c in range(4)]
    with pytest.raises(IllegalNarAction, match=r"costs \$700 here"):
        take(game, "M", 0, 1000)
    before_treasury, before_bank = treasury(game, "blue"), bank(game)
    take(game, "M", 0)
    assert cash(game)["M"] == 0
    assert treasury(game, "blue") - before_treasury == 400
    assert bank(game) - before_bank == 300
    assert game.holdings[0]["blue"] == 2


def test_director_of_all_bottom_shares_with_1000_or_more_pays_1000() -> None:
    game = _all_director_game(1000)
    assert cash(game)["M"] == 1300
    take(game, "M", 3)
    assert cash(game)["M"] == 300


def test_own_share_unaffordable_when_not_director_of_all() -> None:
    game = opening(
        [["blue", "blue"], ["red", "company5"], ["green"], ["company4"]], prices=(1600, 100, 100)
    )
    take(game, "A", 3, 100)
    take(game, "D", 1, 100)
    assert cash(game)["M"] == 700
    with pytest.raises(IllegalNarAction, match="cannot pay"):
        take(game, "M", 0)
    assert all(a["column"] != 0 for a in game.legal_actions())


def test_founder_chooses_start_city_option() -> None:
    game = scripted_game([["blue", "blue"], ["red"]], options={"start_city": "choose"})
    with pytest.raises(IllegalNarAction, match="choose a start city"):
        take(game, "M", 0, 100)
    with pytest.raises(IllegalNarAction, match="not in the stack"):
        take(game, "M", 0, 100, start_city="nowhere")
    take(game, "M", 0, 100, start_city="ps5")
    assert game.companies["blue"].start_city == "ps5"
    assert game.start_stack == ["ps1", "ps2", "ps3", "ps4"]
    founding = [a for a in game.legal_actions() if a["column"] == 1]
    assert {a["start_city"] for a in founding} == {"ps1", "ps2", "ps3", "ps4"}
    assert len(founding) == 4 * 20  # every start city at every price up to $2000
    with pytest.raises(IllegalNarAction, match="only given when founding"):
        take(game, "A", 0, 100, start_city="ps1")


def test_start_city_given_for_top_rule_must_be_the_top_card() -> None:
    game = scripted_game([["blue"]])
    with pytest.raises(IllegalNarAction, match="top start city"):
        take(game, "M", 0, 100, start_city="ps3")
    take(game, "M", 0, 100, start_city="ps1")


# --- Phase II ----------------------------------------------------------------------------------


def test_buying_cities_once_per_company_and_player() -> None:
    game = opening(
        [["blue", "blue"], ["red", "company5"], ["green"], ["company4"]],
        cities=[["p01", "p02"], ["p03"]],
        city_buy=False,
        prices=(900, 100, 100),
    )
    bank_before = bank(game)
    events = buy(game, "M", "blue", 0)  # p01 costs $200
    # the cost goes to the bank, which then pays this round's income
    income = sum(sum(e["payouts"].values()) for e in events if e["kind"] == "income")
    assert treasury(game, "blue") == 700 and bank(game) - bank_before == 200 - income
    assert game.companies["blue"].cities == ["p01"]
    # Angelika and Daniela cannot afford anything and passed by themselves; Marion again
    assert game.phase == PHASE_SHARES  # Marion has no other company: Phase II is over


def test_shareholder_needs_no_consent_and_treasury_limits() -> None:
    game = opening(
        [["blue", "blue"], ["red", "company5"], ["green"], ["company4"]],
        cities=[["p01", "p02"], ["p13"]],
        city_buy=False,
        prices=(300, 100, 100),
    )
    with pytest.raises(IllegalNarAction, match="owns no share"):
        buy(game, "M", "red", 0)
    with pytest.raises(IllegalNarAction, match="holds only"):
        buy(game, "M", "blue", 1)  # p13 costs $700
    buy(game, "M", "blue", 0)
    assert game.phase == PHASE_SHARES


def test_two_shareholders_buy_for_the_same_company() -> None:
    shares = [["blue", "blue"], ["red", "company5"], ["green"], ["company4"]]
    game = opening(shares, cities=[["p01", "p02", "p03", "p04"]], prices=(1500, 900, 100))
    pass_(game, "A")  # red could buy, Angelika passes
    # round 2: Angelika proposes for blue and Marion allows
    take(game, "A", 0, 200)
    choice(game, "M", False)
    take(game, "D", 3, 100)
    take(game, "M", 1, 100)
    assert game.phase == PHASE_CITIES and game.current_player == "A"
    buy(game, "A", "blue", 0)  # p02, $300
    # Daniela's companies cannot pay anything: she passed by force
    assert game.current_player == "M"
    buy(game, "M", "blue", 0)  # p03, $400, for the same company
    assert game.companies["blue"].cities == ["p01", "p02", "p03"]
    assert game.current_player == "A"  # red can still pay
    with pytest.raises(IllegalNarAction, match="already bought a city for blue"):
        buy(game, "A", "blue", 0)
    assert {a.get("company") for a in game.legal_actions()} == {"red", None}
    buy(game, "A", "red", 0)
    assert game.phase == PHASE_SHARES and game.round == 3


def test_voluntary_pass_is_final_for_the_phase() -> None:
    game = opening(
        [["blue", "blue"], ["red", "company5"], ["green"], ["company4"]],
        cities=[["p01"], ["p02"]],
        city_buy=False,
        prices=(900, 900, 100),
    )
    pass_(game, "M")
    assert game.current_player == "A"
    buy(game, "A", "red", 0)
    # Marion passed, Daniela cannot pay, Angelika has acted for red: phase over
    assert game.phase == PHASE_SHARES and game.round == 2


# --- Phase III ---------------------------------------------------------------------------------


def test_income_split_rulebook_examples() -> None:
    assert split_income(400, {"M": 1}, "M", unit=100) == ({"M": 400}, 0)
    assert split_income(800, {"A": 2, "D": 1}, "A", unit=100) == ({"A": 500, "D": 200}, 100)
    # the director gets $100 even when a share gets nothing (gap A17)
    assert split_income(400, {"A": 3, "D": 2}, "A", unit=100) == ({"A": 100, "D": 0}, 300)
    assert split_income(900, {"A": 2, "D": 1}, "A", unit=100) == ({"A": 600, "D": 300}, 0)


def test_income_split_in_the_last_round() -> None:
    # indivisible $300: half rounded up ($200) to the director, the rest to the treasury
    assert split_income(300, {"A": 2, "D": 2}, "A", True, unit=100) == ({"A": 200, "D": 0}, 100)
    assert split_income(300, {"A": 2, "D": 2}, "A", False, unit=100) == ({"A": 100, "D": 0}, 200)
    assert split_income(800, {"A": 2, "D": 1}, "A", True, unit=100) == ({"A": 500, "D": 200}, 100)
    # $1100 on 6 shares: $100 each, $500 left: the director gets $300, the treasury $200
    assert split_income(1100, {"A": 3, "D": 3}, "D", True, unit=100) == (
        {"A": 300, "D": 600},
        200,
    )


def test_income_800_split_in_play() -> None:
    deck = practice_deck()
    deck["start_cities"][1]["revenue"] = 800  # red's start city
    game = opening(
        [["blue"], ["red", "red", "red"], ["green"], ["company4"]],
        cities=[["p01", "p02"]],
        deck=deck,
    )
    income = [e for e in game.events if e["kind"] == "income" and e["company"] == "red"]
    assert income[-1]["payouts"] == {"A": 800}  # the only shareholder gets everything
    take(game, "A", 1)  # own share, $1000
    take(game, "D", 1, 100)
    choice(game, "A", False)
    take(game, "M", 3, 100)
    red_before = treasury(game, "red")
    pass_(game, "A")
    pass_(game, "D")
    buy(game, "M", "blue", 0)
    income = [e for e in game.events if e["kind"] == "income" and e["company"] == "red"]
    assert income[-1]["payouts"] == {"A": 500, "D": 200}
    assert income[-1]["to_treasury"] == 100
    assert treasury(game, "red") == red_before + 100


def test_income_is_paid_by_the_bank_not_the_treasury() -> None:
    game = opening([["blue"], ["red"], ["green"], ["company4"]])
    # blue: $600 - $200 for p01; its income ($300) did not come out of the treasury
    assert treasury(game, "blue") == 400
    assert cash(game)["M"] == 1400 + 300


# --- end of the game ---------------------------------------------------------------------------


def test_trigger_3_no_city_bought_ends_after_this_round() -> None:
    game = scripted_game([["blue"], ["red"], ["green"], ["company4"]], [["p01"]])
    take(game, "M", 0, 100)
    take(game, "A", 1, 100)
    events = take(game, "D", 2, 100)
    # nobody can pay a city (all cost $200 or more): everyone passed by force, no city bought
    assert [e["kind"] for e in events].count("forced_pass") == 3
    assert game.finished
    assert game.end_triggers == [3]
    assert game.round == 1
    assert cash(game) == {"M": 1900 + 200, "A": 1900 + 200, "D": 1900 + 300}


def test_final_payout_and_last_round_split() -> None:
    game = opening(
        [["blue", "blue"], ["red", "company5"], ["green"], ["company4"]], cities=[["p28", "p36"]]
    )
    assert game.companies["blue"].cities == ["p28"] and game.company_symbols("blue") == 3
    assert cash(game) == {"M": 1700, "A": 2100, "D": 2200}
    take(game, "A", 0, 200)
    choice(game, "M", False)
    assert game.companies["blue"].director == 1  # tie goes to the buyer
    take(game, "D", 3, 100)
    take(game, "M", 1, 100)
    # nothing affordable: all pass by force -> trigger 3, last Phase III, final payout
    assert game.finished and game.end_triggers == [3] and game.round == 2
    payout = [e for e in game.events if e["kind"] == "final_payout"]
    assert [(e["company"], e["per_share"]) for e in payout] == [("blue", 300)]
    assert cash(game) == {"A": 2600, "M": 2400, "D": 2700}
    assert game.ranking() == ["D", "A", "M"]
    assert game.winner() == "D"
    state = game.state_dict()
    assert state["finished"] and state["phase"] == "finished"
    with pytest.raises(IllegalNarAction, match="over"):
        pass_(game, "M")


def test_final_payout_rulebook_example_9_symbols_3_shares() -> None:
    # green: 9 symbols; Angelika holds 3 green shares and gets 3 x $900 = $2700
    assert final_payout(9, {"A": 3, "D": 1}, unit=100) == {"A": 2700, "D": 900}
    assert final_payout(0, {"A": 3}, unit=100) == {}


def test_tie_break_first_in_turn_order_of_the_last_round() -> None:
    assert rank_players([5, 7, 7, 5], start=0) == [1, 2, 0, 3]
    assert rank_players([5, 7, 7, 5], start=2) == [2, 1, 3, 0]
    assert rank_players([5, 7, 7, 5], start=3) == [1, 2, 3, 0]
    game = opening(
        [["blue", "blue"], ["red", "company5"], ["green"], ["company4"]], cities=[["p28", "p36"]]
    )
    take(game, "A", 0, 200)
    choice(game, "M", False)
    take(game, "D", 3, 100)
    take(game, "M", 1, 100)
    assert game.finished and game.player_ids[game.start_player] == "A"
    game.cash = [24, 24, 24]  # all equal: order from the last round's start player, Angelika
    assert game.ranking() == ["A", "D", "M"]
    game.cash = [24, 20, 24]
    assert game.ranking() == ["D", "M", "A"]


@pytest.mark.parametrize(
    "price, reason, params",
    [
        (650, "amount", {"what": "founding price", "value": 650, "lowest": 100}),
        (0, "amount", {"what": "founding price", "value": 0, "lowest": 100}),
        ("600", "amount", {"what": "founding price", "value": "600", "lowest": 100}),
        (2100, "cannot_pay", {"what": "founding price", "price": 2100}),
    ],
)
def test_refusals_a_player_can_type_carry_their_reason(price, reason, params) -> None:
    """The screen says why in the player's language: the reason and its amounts in dollars."""
    game = scripted_game([["blue"]])
    with pytest.raises(IllegalNarAction) as caught:
        take(game, "M", 0, price)
    assert (caught.value.reason, caught.value.params) == (reason, params)
    assert game.actions == []
