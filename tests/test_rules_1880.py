"""1880's pre-phase and first stock round: the rules the recorded game does not show (price
cuts, a forced win, income rounds in the auction, a raise that is no multiple of 5) and the
ones it does, each in a game set up for it. The auction checks were run on the 18xx.games
engine with the same actions (docs/titles/1880.md, 2.2)."""

from __future__ import annotations

import pytest

from railsdesk.engine.actions import Action
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.readings import RULEBOOK, SITE
from railsdesk.engine.validate import refusal
from railsdesk.games import new_game

PLAYERS = [{"id": i, "name": f"Player {i + 1}"} for i in range(3)]


def new_1880(reading: str = SITE):
    return new_game("1880", PLAYERS, reading=reading)


def act(game, action_type: str, entity, **fields):
    entity_type = "player" if isinstance(entity, int) else "corporation"
    game.process({"type": action_type, "entity": entity, "entity_type": entity_type, **fields})


def acting(game):
    return game.legal()["entity"]


def sell_privates(game, *, until: str = "") -> None:
    """Each private goes to the player who opens its auction, at its minimum (the buyer of
    P6 founds the BCR in the first slot with the permits ABC); stops before `until`."""
    state = game.state
    step = state.round.steps[1]
    while step.companies and step.companies[0].sym != until:
        company = step.companies[0]
        buyer = acting(game)
        act(game, "bid", buyer, company=company.sym, price=company.min_bid)
        while company.owner is None:
            act(game, "pass", acting(game))
        if state.companies_pending_par:
            act(game, "par", buyer, corporation="BCR", share_price="100,1,3", slot=0)
            act(game, "choose", buyer, choice="ABC")


def test_setup_pays_the_players_from_an_unlimited_bank_and_places_the_investors():
    state = new_1880().state
    assert state.bank.cash == -3 * 600
    assert [p.cash for p in state.players] == [600, 600, 600]
    homes = {m.sym: [f"{t.hex}-{t.city}" for t in m.tokens if t.used] for m in state.minors}
    assert homes == {
        "1": ["A3-0"],
        "2": ["E13-0"],
        "3": ["H6-0"],
        "4": ["H14-0"],
        "5": ["Q15-0"],
        "6": ["P12-0"],
        "7": ["Q7-0"],
    }


def test_auction_goes_in_order_and_the_next_seat_starts_the_next_private():
    game = new_1880()
    assert game.legal()["bid"] == [{"company": "P0", "min": 5, "max": 600}]
    act(game, "bid", 0, company="P0", price=5)
    act(game, "pass", 1)
    assert acting(game) == 2
    act(game, "pass", 2)
    assert game.state.company("P0").owner is game.state.players[0]
    assert game.state.company("P0").value == 0
    assert acting(game) == 1
    assert game.legal()["bid"][0]["company"] == "P1"


@pytest.mark.parametrize(("reading", "next_starter"), [(SITE, 2), (RULEBOOK, 1)])
def test_all_passing_on_p0_makes_it_free_and_the_starter_takes_it(reading, next_starter):
    game = new_1880(reading)
    for player in (0, 1, 2):
        act(game, "pass", player)
    state = game.state
    assert state.company("P0").owner is state.players[0]
    assert state.players[0].cash == 600
    assert acting(game) == next_starter


def test_all_passing_on_p1_lowers_its_minimum_and_reopens_it():
    game = new_1880()
    sell_privates(game, until="P1")
    starter = acting(game)
    for _ in range(3):
        act(game, "pass", acting(game))
    assert game.state.company("P1").min_bid == 5
    assert acting(game) == starter


def test_all_passing_on_a_later_private_pays_the_owned_privates_income():
    game = new_1880()
    sell_privates(game, until="P2")
    state = game.state
    owner = state.company("P1").owner
    cash, bank = owner.cash, state.bank.cash
    starter = acting(game)
    for _ in range(3):
        act(game, "pass", acting(game))
    assert owner.cash == cash + 5
    assert state.bank.cash == bank - 5
    assert state.company("P2").min_bid == 25
    assert acting(game) == starter


def test_a_private_that_earns_nothing_pays_and_logs_nothing():
    """P0 earns nothing: its owner's income is no news for the log (18xx.games logs only
    positive revenues)."""
    game = new_1880()
    sell_privates(game, until="P2")
    for _ in range(3):
        act(game, "pass", acting(game))
    paid = [e.params for e in game.state.log if e.key == "company_pays"]
    assert game.state.company("P0").owner is not None and game.state.company("P0").revenue == 0
    assert [p["company"] for p in paid] == [game.state.company("P1").name]


def test_a_raise_that_is_no_multiple_of_5_only_by_the_site_reading():
    game = new_1880(SITE)
    act(game, "bid", 0, company="P0", price=7)
    assert game.state.round.steps[1].high[1] == 7
    game = new_1880(RULEBOOK)
    with pytest.raises(IllegalAction):
        act(game, "bid", 0, company="P0", price=7)


def test_a_bid_must_raise_by_at_least_5():
    game = new_1880()
    act(game, "bid", 0, company="P0", price=20)
    with pytest.raises(IllegalAction):
        act(game, "bid", 1, company="P0", price=24)


def test_p6_founds_the_bcr_at_100_with_a_slot_and_permits():
    game = new_1880()
    sell_privates(game, until="P6")
    buyer = acting(game)
    act(game, "bid", buyer, company="P6", price=160)
    while game.state.company("P6").owner is None:
        act(game, "pass", acting(game))
    legal = game.legal()
    assert [c["slot"] for c in legal["par"]] == [0, 1, 2, 3]
    assert {c["share_price"] for c in legal["par"]} == {"100,1,3"}
    act(game, "par", buyer, corporation="BCR", share_price="100,1,3", slot=2)
    assert game.legal()["choose"] == ["ABC", "BCD"]
    with pytest.raises(IllegalAction):
        act(game, "choose", buyer, choice="AB")
    act(game, "choose", buyer, choice="BCD")
    state = game.state
    bcr = state.corporation("BCR")
    assert bcr.owner is state.player(buyer)
    assert bcr.building_permits == "BCD"
    assert bcr.share_price.price == 100
    assert bcr.percent_of("BCR") == 80
    assert not bcr.floated
    assert state.company("P6").closed
    assert state.par_chart[100][2] is bcr


def draft(game) -> None:
    """Through the auction (player 0 buys the BCR) and the draft."""
    sell_privates(game)
    state = game.state
    assert state.round.kind == "Draft"
    for minor in ("7", "6", "4"):
        act(game, "bid", acting(game), minor=minor, price=0)


def test_the_draft_goes_by_least_cash_and_the_bcr_owner_reserves_a_share():
    game = new_1880()
    sell_privates(game)
    state = game.state
    cash = {p.id: p.cash for p in state.players}
    order = sorted(cash, key=lambda pid: (cash[pid], [p.id for p in state.seat_order].index(pid)))
    assert [p.id for p in state.players] == order
    bcr_owner = state.corporation("BCR").owner
    for minor in ("7", "6", "4"):
        act(game, "bid", acting(game), minor=minor, price=0)
    assert [p.id for p in state.players] == [0, 1, 2]  # cash 390, 470, 475
    investors = {m.sym: m for m in state.minors}
    assert investors["7"].owner is state.player(0) and investors["7"].floated
    assert [m.sym for m in state.minors if m.closed] == ["1", "2", "3", "5"]
    assert all(not t.used for m in state.minors if m.closed for t in m.tokens)
    holder = next(m for m in state.minors if m.owner is bcr_owner)
    assert [s.id for s in holder.all_shares()] == ["BCR_1"]
    assert state.corporation("BCR").percent_of("BCR") == 70
    assert state.round.kind == "Stock"


def hkr_ipo_percent(state) -> int:
    return state.corporation("HKR").percent_of("HKR")


def test_founding_a_corporation_with_a_larger_presidents_certificate():
    game = new_1880()
    draft(game)  # player 0 owns the BCR (its investor holds BCR_1), player 1 investor 6
    state = game.state
    act(game, "pass", 0)
    player = state.player(1)
    player.cash = 500
    act(game, "par", 1, corporation="HKR", share_price="100,1,3", slot=1)
    assert game.legal()["choose"] == [20, 30, 40]  # numbers, as 18xx.games logs the answer
    assert player.percent_of("HKR") == 0 and hkr_ipo_percent(state) == 100
    act(game, "choose", 1, choice=30)
    assert hkr_ipo_percent(state) == 100  # the president's certificate grew, HKR_3 went
    assert game.legal()["choose"] == ["AB", "BC", "CD"]
    act(game, "choose", 1, choice="BC")
    hkr = state.corporation("HKR")
    assert hkr.building_permits == "BC"
    assert player.percent_of("HKR") == 30
    assert player.cash == 200
    # the president's certificate replaced HKR_3; HKR_1 went onto the investor
    assert sorted(s.index for s in hkr.ipo_shares) == [2, 4, 5, 6, 7, 8]
    assert [s.id for s in state.minor("6").all_shares()] == ["HKR_1"]
    assert state.first_buyable(hkr).id == "HKR_2"


def test_a_40_percent_president_chooses_one_of_four_single_permits():
    game = new_1880()
    draft(game)
    state = game.state
    player = state.player(0)
    player.cash = 400
    act(game, "par", 0, corporation="JHA", share_price="90,3,3", slot=0)
    act(game, "choose", 0, choice=40)
    assert game.legal()["choose"] == ["A", "B", "C", "D"]
    act(game, "choose", 0, choice="D")
    jha = state.corporation("JHA")
    assert player.percent_of("JHA") == 40
    assert player.cash == 40
    # the investor already holds its BCR share: no JHA share is reserved
    assert sorted(s.index for s in jha.ipo_shares) == [1, 4, 5, 6, 7, 8]


def test_the_percent_question_is_skipped_when_only_20_is_affordable():
    game = new_1880()
    draft(game)
    state = game.state
    player = state.players[0]
    player.cash = 170
    act(game, "par", player.id, corporation="CKR", share_price="80,5,3", slot=0)
    assert game.legal()["choose"] == ["ABC", "BCD"]


def test_a_taken_slot_is_not_offered():
    game = new_1880()
    draft(game)
    state = game.state
    first = state.players[0]
    first.cash = 300
    act(game, "par", first.id, corporation="CKR", share_price="80,5,3", slot=0)
    act(game, "choose", first.id, choice=20)
    act(game, "choose", first.id, choice="ABC")
    second = acting(game)
    state.player(second).cash = 300
    slots = [c["slot"] for c in game.legal()["par"] if c["share_price"] == "80,5,3"]
    assert 0 not in slots
    with pytest.raises(IllegalAction):
        act(game, "par", second, corporation="SCR", share_price="80,5,3", slot=0)


def found_ckr(game):
    """Player 0 founds the CKR at 80 with 20 % (its investor holds the BCR share)."""
    draft(game)
    game.state.player(0).cash = 300
    act(game, "par", 0, corporation="CKR", share_price="80,5,3", slot=0)
    act(game, "choose", 0, choice=20)
    act(game, "choose", 0, choice="ABC")
    return game.state.corporation("CKR")


def upper_half_to_player_1(state, ckr) -> None:
    """The rest of the CKR's upper half (certificates 1-3) into player 1's hands."""
    for index in (1, 2, 3):
        state.transfer_share(state.find_share(ckr, index), state.player(1))


def test_corporations_float_at_the_end_of_the_stock_round_with_five_times_par():
    game = new_1880()
    ckr = found_ckr(game)
    assert not ckr.floated and ckr.cash == 0
    game.state.round.finish_round()
    assert ckr.floated
    assert ckr.cash == 400
    assert ckr.share_price.price == 80  # shares of the upper half are left


def test_a_corporation_without_buyable_shares_left_rises_at_the_end_of_the_round():
    game = new_1880()
    ckr = found_ckr(game)
    state = game.state
    upper_half_to_player_1(state, ckr)
    assert state.first_buyable(ckr) is None
    assert game.legal()["entity"] == 1
    assert all(b["corporation"] != "CKR" for b in game.legal()["buy_shares"])
    state.round.finish_round()
    assert ckr.share_price.price > 80


def into_first_operating_round(game):
    """Player 0 founds the CKR (80, 20 %, ABC) with cash to spare; all others pass; the first
    operating round starts with the investors."""
    ckr = found_ckr(game)
    state = game.state
    while state.round.kind == "Stock":
        act(game, "pass", acting(game))
    return ckr


def pass_until(game, sym: str) -> None:
    """Everything before `sym`'s turn passes (investors lay no track and do not merge); a
    corporation without a train buys the first one offered."""
    while acting(game) != sym:
        legal = game.legal()
        entity, entity_type = legal["entity"], legal["entity_type"]
        if "pass" not in legal["actions"]:
            offer = legal["buy_train"][0]
            price = offer.get("price", offer.get("max"))
            game.process(
                {
                    "type": "buy_train",
                    "entity": entity,
                    "entity_type": entity_type,
                    "train": offer["train"],
                    "price": price,
                }
            )
            continue
        game.process({"type": "pass", "entity": entity, "entity_type": entity_type})


def test_operating_order_is_investors_then_the_order_track():
    game = new_1880()
    ckr = into_first_operating_round(game)
    state = game.state
    # BCR (player 0's, 100) before CKR (80): the order track, not the share price
    assert [e.sym for e in state.round.entities] == ["4", "6", "7", "BCR", "CKR"]
    assert ckr.cash == 400
    assert [f"{t.hex}-{t.city}" for t in ckr.tokens if t.used] == ["O5-0"]
    assert acting(game) == "4"


def test_a_corporation_builds_only_with_a_permit_for_the_phase():
    game = new_1880()
    ckr = into_first_operating_round(game)
    state = game.state
    assert state.tile_lays(ckr)  # ABC in phase A
    assert len(state.tile_lays(state.corporation("BCR"))) == 2  # BCR lays two yellow tiles
    ckr.building_permits = "BC"
    assert state.tile_lays(ckr) == []
    state.permit_letter = "B"
    state.phase.index = [p["name"] for p in state.data["phases"]].index("B1")
    assert len(state.tile_lays(ckr)) == 2  # from phase B a second yellow tile


def test_circuit_without_a_bank_purchase_removes_the_rest_and_a_stock_round_interrupts():
    game = new_1880()
    ckr = into_first_operating_round(game)
    state = game.state
    pass_until(game, "CKR")
    act(game, "pass", "CKR")  # no track
    act(game, "buy_train", "CKR", train=game.legal()["buy_train"][0]["train"], price=100)
    assert state.train_marker is ckr
    act(game, "pass", "CKR")  # the marker holder bought this turn: nothing is removed
    assert state.round.kind == "Operating"
    assert state.round.round_num == 2
    pass_until(game, "CKR")
    act(game, "pass", "CKR")  # no track
    act(game, "pass", "CKR")  # a circuit without a bank purchase: the 2s leave the game
    assert [t.name for t in state.depot.upcoming[:1]] == ["2+2"]
    assert not any(t.name == "2" and t.owner is state.depot for t in state.depot.trains)
    assert state.round.kind == "Stock" and state.turn == 2
    saved = state.saved_operating_round
    while state.round.kind == "Stock":
        act(game, "pass", acting(game))
    assert state.round is saved
    assert acting(game) == "CKR"  # the interrupted corporation goes on buying
    assert state.round.round_num == 2


@pytest.mark.parametrize("reading", [RULEBOOK, SITE])
def test_a_bank_train_is_offered_at_what_the_reading_accepts(reading):
    """The rulebook: the printed price only. 18xx.games: any price from 1 up to it (older
    logs hold older prices; it refuses to "spend zero or negative money"), offered as that
    range with the printed price beside it."""
    game = new_1880(reading)
    into_first_operating_round(game)
    pass_until(game, "CKR")
    act(game, "pass", "CKR")  # no track
    offer = next(o for o in game.legal()["buy_train"] if o["source"] == "depot")
    if reading == RULEBOOK:
        assert offer["price"] == 100 and "min" not in offer
        with pytest.raises(IllegalAction):
            act(game, "buy_train", "CKR", train=offer["train"], price=90)
    else:
        assert (offer["list_price"], offer["min"], offer["max"]) == (100, 1, 100)
        with pytest.raises(IllegalAction):
            act(game, "buy_train", "CKR", train=offer["train"], price=0)
        act(game, "buy_train", "CKR", train=offer["train"], price=90)
        assert game.state.corporation("CKR").cash == 400 - 90


def test_a_sale_goes_back_to_the_corporation_less_the_fee():
    game = new_1880()
    ckr = into_first_operating_round(game)
    state = game.state
    player = state.player(1)
    share = state.find_share(ckr, 1)
    state.transfer_share(share, player)
    cash = player.cash
    state.sell_shares_and_change_price([share], 10)
    assert share.owner is ckr
    assert player.cash == cash + 80 - 5
    assert ckr.share_price.price < 80
    state.communism = True
    price = ckr.share_price
    state.transfer_share(share, player)
    state.sell_shares_and_change_price([share], 10)
    assert ckr.share_price is price


def test_p0_pays_out_once_at_the_start_of_a_stock_round_in_phase_a2():
    game = new_1880()
    draft(game)
    state = game.state
    p0 = state.company("P0")
    owner = p0.owner
    state.phase.index = [p["name"] for p in state.data["phases"]].index("A2")
    state.round = state.new_stock_round()
    state.round.start()
    legal = game.legal()
    assert legal["entity"] == "P0" and legal["choose"] == ["Receive ¥40"]
    cash = owner.cash
    game.process(
        {"type": "choose", "entity": "P0", "entity_type": "company", "choice": "Receive ¥40"}
    )
    assert owner.cash == cash + 40 and p0.closed


def test_declining_p0_holds_for_the_rest_of_that_stock_round():
    game = new_1880()
    draft(game)
    state = game.state
    state.phase.index = [p["name"] for p in state.data["phases"]].index("B1")
    state.round = state.new_stock_round()
    state.round.start()
    game.process({"type": "pass", "entity": "P0", "entity_type": "company"})
    assert game.legal()["entity"] == state.round.entities[0].id
    act(game, "pass", acting(game))
    assert game.legal()["entity"] != "P0"
    assert not state.company("P0").closed


def test_the_second_half_of_the_capital_once_five_shares_are_out():
    game = new_1880()
    ckr = into_first_operating_round(game)
    state = game.state
    assert not ckr.fully_funded
    for index in (1, 2):
        state.transfer_share(state.find_share(ckr, index), state.player(1))
    state.receive_capital(ckr)
    assert not ckr.fully_funded  # six certificates still in the IPO
    state.transfer_share(state.find_share(ckr, 3), state.player(1))
    cash = ckr.cash
    state.receive_capital(ckr)
    assert ckr.fully_funded and ckr.cash == cash + 400


def test_a_train_kinds_events_belong_to_its_first_copy():
    state = new_1880().state
    threes = [t for t in state.depot.trains if t.name == "3"]
    assert [bool(t.events) for t in threes] == [True, False, False, False, False]
    eights = [t for t in state.depot.trains if t.name == "8"]
    assert [sorted(e["type"] for e in t.events) for t in eights] == [
        ["permit_d", "token_cost_doubled"],
        ["signal_end_game"],
    ]


def test_a_rotation_laying_the_same_track_as_an_offered_one_is_accepted():
    """8878's four exits repeat after three turns: the offer lists rotation 2, not 5."""
    state = new_1880().state
    offer = {"K15": [{"tile": "8878", "tile_id": "8878-0", "rotations": [2], "cost": 0}]}

    def lay(rotation):
        fields = {"hex": "K15", "tile": "8878-0", "rotation": rotation}
        return Action("lay_tile", "BCR", "corporation", fields)

    assert refusal(state, lay(5), offer) is None
    assert refusal(state, lay(1), offer) is not None


def test_an_e_train_from_one_trans_siberian_end_to_the_other_earns_50_more():
    """R 663-669: both ends (A3, A15) on a run bring 50; an E-train counts both ends besides
    its best stops (the 18xx.games count, both readings)."""
    from railsdesk.engine.routes import RouteTrain, Stop
    from railsdesk.games.g1880.routes import RouteRules1880

    data = new_1880().state.data
    spec = next(t for t in data["trains"] if t["name"] == "6E")
    train = RouteTrain.from_spec("6E-0", spec)
    ends = [Stop((hex_id, 0), "offboard", 10, 1, False, ()) for hex_id in ("A3", "A15")]
    cities = [Stop((f"C{i}", 0), "city", 50, 1, i == 0, ()) for i in range(8)]
    rules = RouteRules1880()
    counted = rules.counted_stops(None, train, [ends[0], *cities, ends[1]])
    assert len(counted) == 8  # the six best stops, one of them tokened, and both ends
    assert set(ends) <= set(counted)
    without_both = rules.counted_stops(None, train, [ends[0], *cities])
    assert len(without_both) == 6


def test_in_the_rulebook_an_e_train_counts_both_trans_siberian_ends_within_its_number():
    from railsdesk.engine.routes import RouteTrain, Stop
    from railsdesk.games.g1880.routes import RouteRules1880

    spec = next(t for t in new_1880().state.data["trains"] if t["name"] == "6E")
    train = RouteTrain.from_spec("6E-0", spec)
    ends = [Stop((hex_id, 0), "offboard", 10, 1, False, ()) for hex_id in ("A3", "A15")]
    cities = [Stop((f"C{i}", 0), "city", 50 - i, 1, i == 7, ()) for i in range(8)]
    counted = RouteRules1880(trans_siberian_within_range=True).counted_stops(
        None, train, [ends[0], *cities, ends[1]]
    )
    assert len(counted) == 6 and set(ends) <= set(counted)
    assert cities[7] in counted  # the stop with the corporation's station replaces the last


@pytest.mark.parametrize(("reading", "drops"), [(RULEBOOK, 0), (SITE, 1)])
def test_a_sale_moves_an_unfloated_corporations_price_only_on_18xx_games(reading, drops):
    """R 747: the price marker is placed when the corporation goes into operation."""
    state = new_1880(reading).state
    corp = state.corporation("HKR")
    assert not corp.floated
    assert state.sale_price_drops(corp, 10) == drops


def test_in_phase_d_the_d_permit_is_given_by_p5_and_declined_by_either():
    """P5's extra D permit, asked in phase D during a turn of its owner's corporation without
    one: P5 gives it (a corporation that sent it crashed the engine); the corporation may
    only decline."""
    import random

    from railsdesk.games.g1880.operating import AssignPermit
    from railsdesk.random_play import choose

    four = [{"id": i, "name": f"Player {i}"} for i in (1, 2, 3, 4)]
    game = new_game("1880", four, seed=17)
    rng = random.Random(17)

    def asked() -> bool:
        steps = game.state.round.steps if game.state.round.kind == "Operating" else []
        return any(isinstance(s, AssignPermit) and s.asks() for s in steps)

    while not asked():  # a seeded game, played until P5 is asked
        game.process(choose(rng, game))
    legal = game.legal()
    corporation = legal["entity"]
    assert legal["actions"] == ["pass"]
    assert legal["companies"]["P5"]["actions"] == ["assign", "pass"]
    before = len(game.raw_actions)
    with pytest.raises(IllegalAction):
        game.process(
            {
                "type": "assign",
                "entity": corporation,
                "entity_type": "corporation",
                "target": corporation,
                "target_type": "corporation",
            }
        )
    assert len(game.raw_actions) == before
    game.process(
        {
            "type": "assign",
            "entity": "P5",
            "entity_type": "company",
            "target": corporation,
            "target_type": "corporation",
        }
    )
    assert "D" in game.state.corporation(corporation).building_permits


def test_the_second_half_is_refused_until_it_becomes_available():
    game = new_1880()
    ckr = found_ckr(game)
    state = game.state
    upper_half_to_player_1(state, ckr)
    assert game.legal()["entity"] == 1
    refused = [r for r in game.legal()["refused_shares"] if r["corporation"] == "CKR"]
    assert refused == [{"reason": "locked_half", "corporation": "CKR", "source": "ipo"}]


@pytest.mark.parametrize(("reading", "refused"), [(SITE, ["locked_sold"]), (RULEBOOK, [])])
def test_a_locked_certificate_sold_back_after_the_first_3_says_it_stays_locked(reading, refused):
    """One of the second 50 % a player held when the first 3 came (a change of director's
    swap) is locked for good once sold back under 18xx.games' reading, and says so."""
    game = new_1880(reading)
    ckr = found_ckr(game)
    state = game.state
    locked = state.find_share(ckr, state.UNBUYABLE_FROM)
    state.transfer_share(locked, state.player(2))
    upper_half_to_player_1(state, ckr)
    state.event_all_shares_available()
    for share in [s for s in ckr.ipo_shares if not s.president]:  # the rest sold out
        state.transfer_share(share, state.player(2))
    state.transfer_share(locked, ckr)
    assert game.legal()["entity"] == 1
    reasons = [r["reason"] for r in game.legal()["refused_shares"] if r["corporation"] == "CKR"]
    assert reasons == refused
