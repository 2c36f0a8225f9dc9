"""1856's rules: its data, capitalization and escrow, loans, the CGR's price, exchange and
certificate limit, and new games played from the legal moves."""

from __future__ import annotations

import importlib.util
import json
import random

import pytest
from conftest import ROOT, SHARED

from railsdesk.engine.actions import Action
from railsdesk.engine.errors import GameDataError, IllegalAction
from railsdesk.engine.readings import RULEBOOK, SITE
from railsdesk.formats import state_hash
from railsdesk.formats.log18xx import game_from_log, replay, to_log
from railsdesk.games import TITLES, check_data, new_game, title_data
from railsdesk.games.g1856.steps import BuySellParShares1856
from railsdesk.random_play import choose, play_random_game

PLAYERS = [{"id": i, "name": f"Player {i}"} for i in (1, 2, 3)]


def converter():
    spec = importlib.util.spec_from_file_location(
        "convert_facts", ROOT / "tools" / "convert_facts.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def act(game, kind: str, entity, entity_type: str = "player", **fields) -> None:
    game.process(Action(kind, entity, entity_type, fields))


def after_auction(reading=SITE):
    """A 3-player game whose privates have been bought at face value, player by player."""
    game = new_game("1856", PLAYERS, reading=reading)
    for index, company in enumerate(sorted(game.state.companies, key=lambda c: c.value)):
        act(game, "bid", PLAYERS[index % 3]["id"], company=company.sym, price=company.value)
    assert game.state.round.kind == "Stock"
    return game


# -- data -----------------------------------------------------------------------------------
def test_trains_and_phases_follow_the_rulebook():
    state = new_game("1856", PLAYERS).state
    trains = {name: (t["price"], t.get("num")) for name, t in state.train_specs.items()}
    assert trains == {
        "2": (100, 6),
        "3": (225, 5),
        "4": (350, 4),
        "5": (550, 3),
        "6": (700, 2),
        "D": (1100, "unlimited"),
    }
    assert [(p["name"], p["train_limit"], p["operating_rounds"]) for p in state.phase.phases] == [
        ("2", 4, 1),
        ("3", 4, 2),
        ("4", 3, 2),
        ("5", 2, 3),
        ("6", 2, 3),
        ("D", 2, 3),
    ]


def test_the_eight_train_variant_replaces_the_diesels():
    state = new_game("1856", PLAYERS, ["eight_train_variant"]).state
    assert "D" not in state.train_specs and state.train_specs["8"]["price"] == 1000
    assert state.train_specs["4"]["rusts_on"] == "8"
    assert [p["name"] for p in state.phase.phases][-1] == "8"


def test_alternate_destinations():
    state = new_game("1856", PLAYERS, ["alternate_destinations"]).state
    assert state.destinations["CA"] == ("F15", ("A20",))
    assert state.destinations["TGB"] == (None, ("O2", "N1"))
    assert new_game("1856", PLAYERS).state.destinations["CA"] == (None, ("H15",))


def test_an_event_belongs_to_the_train_it_names():
    state = new_game("1856", PLAYERS).state
    events = {t.id: [e["type"] for e in t.events] for t in state.all_trains() if t.events}
    assert events == {
        "2-5": ["change_float"],
        "3-4": ["change_float"],
        "4-3": ["no_more_escrow_corps", "change_float"],
        "5-0": ["close_companies"],
        "5-2": ["no_more_incremental_corps", "change_float"],
        "6-0": ["nationalization", "remove_tokens"],
    }


def test_the_data_file_is_what_the_converter_writes():
    facts = SHARED / "reference" / "facts" / "1856.json"
    if not facts.exists():
        pytest.skip("reference facts not available")
    tool = converter()
    written = tool.convert(json.loads(facts.read_text()), tool.supplement_for("1856"))
    assert written == title_data("1856")


def test_the_converter_names_what_the_facts_lack():
    path = SHARED / "reference" / "facts" / "1856.json"
    if not path.exists():
        pytest.skip("reference facts not available")
    tool = converter()
    facts = json.loads(path.read_text())
    with pytest.raises(ValueError, match="no phases, trains"):
        tool.convert(facts)
    supplement = tool.supplement_for("1856")
    with pytest.raises(ValueError, match="in the facts and in the supplement"):
        tool.convert(dict(facts, phases=supplement["phases"]), supplement)


def test_broken_data_is_refused_with_the_part_named():
    data = json.loads(json.dumps(title_data("1856")))
    check_data(data)
    with pytest.raises(GameDataError, match="no trains"):
        check_data(dict(data, trains=[]))
    data["phases"][1]["on"] = "9"
    with pytest.raises(GameDataError, match="unknown train 9"):
        check_data(data)


# -- stock round ----------------------------------------------------------------------------
def test_escrow_pays_the_treasury_for_half_the_shares_and_holds_the_rest():
    game = after_auction()
    state = game.state
    first = state.round.current_entity()
    act(game, "par", first.id, corporation="BBG", share_price="65,5,4")
    bbg = state.corporation("BBG")
    assert bbg.capitalization == "escrow" and bbg.cash == 130
    bank = state.bank.cash
    for index in range(1, 9):  # in the first stock round a purchase ends the turn
        player = state.round.current_entity()
        act(game, "buy_shares", player.id, shares=[f"BBG_{index}"], percent=10)
    assert bbg.cash == 130 + 3 * 65
    assert bbg.escrow == 5 * 65
    assert state.bank.cash == bank + 5 * 65


def test_a_corporation_operates_once_enough_shares_are_sold():
    game = after_auction()
    state = game.state
    act(game, "par", state.round.current_entity().id, corporation="CV", share_price="100,0,4")
    cv = state.corporation("CV")
    assert state.floatable(cv) and not cv.floated  # 20% sold: enough while 2-trains are sold
    state.percent_to_operate = 30
    assert not state.floatable(cv)
    assert cv not in state.operating_order()


def test_by_the_rulebook_a_private_is_bought_from_a_player_as_the_turns_purchase():
    assert not after_auction().state.legal().get("buy_company")
    game = after_auction(RULEBOOK)
    state = game.state
    buyer = state.round.current_entity()
    offer = state.legal()["buy_company"][0]
    company = state.company(offer["company"])
    seller = company.owner
    cash = seller.cash
    act(game, "buy_company", buyer.id, company=company.sym, price=1)
    assert company.owner is buyer and seller.cash == cash + 1
    assert state.round.current_entity() is not buyer  # the purchase ended the turn


@pytest.mark.parametrize(("reading", "must"), [(RULEBOOK, True), (SITE, False)])
def test_the_cgr_must_buy_a_d_when_it_can_pay_for_it_by_the_rulebook(reading, must):
    state = new_game("1856", PLAYERS, reading=reading).state
    state.national.cash = 1100
    assert state.must_buy_train(state.national) is must


# -- loans ----------------------------------------------------------------------------------
def test_a_loan_brings_100_or_90_after_the_interest_and_is_limited_by_player_shares():
    game = after_auction()
    state = game.state
    player = state.round.current_entity()
    act(game, "par", player.id, corporation="CV", share_price="100,0,4")
    while state.round.kind == "Stock":  # everyone passes: the operating round starts
        act(game, "pass", state.round.current_entity().id)
    cv = state.corporation("CV")
    assert state.maximum_loans(cv) == 2
    cash = cv.cash
    act(game, "take_loan", "CV", "corporation", loan=0)
    assert cv.cash == cash + 100 and [loan.id for loan in cv.loans] == [0]
    assert not state.can_take_loan(cv)  # one loan per operating round
    state.round.took_loan.clear()
    state.round.paid_interest.add(cv)
    assert state.loan_amount(cv) == 90
    assert state.interest_owed(cv) == 10
    assert state.player_value(player) == player.cash + 2 * 100 - 20 + sum(
        c.value for c in player.companies
    )


# -- the CGR --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("prices", "price"),
    [([90, 90, 90, 175], 110), ([120, 120], 125), ([65, 70], 100), ([200, 150, 100], 175)],
)
def test_the_cgr_price_averages_the_merged_prices(prices, price):
    state = new_game("1856", PLAYERS).state
    state.pre_national_prices = prices
    assert state.national_price().price == price
    assert state.national_price().row == 0


@pytest.mark.parametrize(
    ("players", "corporations", "limit"), [(5, 7, 11), (3, 11, 28), (6, 4, 6), (4, 8, 16)]
)
def test_the_certificate_limit_after_the_formation(players, corporations, limit):
    ids = [{"id": i, "name": str(i)} for i in range(players)]
    state = new_game("1856", ids).state
    state.corporations = state.corporations[:corporations]
    assert state.cert_limit_after_formation() == limit


def test_the_cgr_second_issue_makes_twenty_shares():
    state = new_game("1856", PLAYERS).state
    cgr = state.national
    state.national_second_issue()
    ids = [s.id for s in cgr.ipo_shares]
    assert ids[:9] == [f"CGR_{i}" for i in range(9)] and ids[9:] == [
        f"CGR_{i}" for i in range(20, 30)
    ]
    assert cgr.presidents_share.percent == 10 and sum(s.percent for s in cgr.ipo_shares) == 100
    assert cgr.total_shares == 20
    assert state.cert_size(cgr.ipo_shares[1]) == 0.5


# -- title and new games --------------------------------------------------------------------
def test_1856_is_offered_for_new_games():
    assert TITLES["1856"].playable
    assert TITLES["1856"].options.keys() == {
        "alternate_destinations",
        "unlimited_bonus_tokens",
        "eight_train_variant",
    }


def test_random_play_reaches_the_end_and_its_log_replays_to_the_same_game():
    game = play_random_game("1856", 4, seed=1, options=["eight_train_variant"])
    assert game.state.finished
    autos = [a for action in game.raw_actions for a in action.auto_actions]
    assert autos and {a.type for a in autos} == {"destination_connection"}
    log = json.loads(json.dumps(to_log(game)))
    again, actions = game_from_log(log)
    replay(again, actions)
    assert state_hash(again) == state_hash(game)
    assert again.state.result() == game.state.result()


def test_no_loan_outside_an_operating_round():
    game = after_auction()
    with pytest.raises(IllegalAction):
        act(game, "take_loan", "BBG", "corporation", loan=0)
    assert game.state.round.kind == "Stock"


def test_random_game_on_the_command_line_writes_a_log_that_replays(tmp_path):
    from railsdesk.cli import main

    out = tmp_path / "g.json"
    args = ["random-game", "1856", "--players", "5", "--seed", "3", "-o", str(out)]
    assert main([*args, "--option", "eight_train_variant"]) == 0
    log = json.loads(out.read_text())
    assert log["settings"]["optional_rules"] == ["eight_train_variant"]
    again, actions = game_from_log(log)
    replay(again, actions)
    assert again.state.finished


def test_the_cgr_sells_its_trains_only_at_face_value():
    """Rules: the CGR buys and sells trains only at face value (18xx.games alike)."""
    game = new_game("1856", PLAYERS, seed=6)
    rng = random.Random(6)
    while True:  # a seeded game, played until a corporation may buy one of the CGR's trains
        legal = game.legal()
        offers = [o for o in legal.get("buy_train") or [] if o.get("source") == "CGR"]
        if offers:
            break
        game.process(choose(rng, game))
    offer = offers[0]
    face = game.state.train(offer["train"]).price
    assert (offer["min"], offer["max"]) == (face, face)
    before = len(game.raw_actions)
    buyer = legal["entity"]
    cheap = {"train": offer["train"], "price": 1}
    with pytest.raises(IllegalAction) as refused:
        act(game, "buy_train", buyer, "corporation", **cheap)
    assert refused.value.key == "bad_price" and len(game.raw_actions) == before
    act(game, "buy_train", buyer, "corporation", train=offer["train"], price=face)
    assert game.state.train(offer["train"]).owner.sym == buyer


def test_the_cgr_price_waits_for_a_permanent_train_and_never_closes():
    state = new_game("1856", PLAYERS).state
    cgr, market = state.national, state.market
    market.set_par(cgr, market.cell(0, 4))
    market.move_down(cgr)
    assert cgr.share_price is market.cell(0, 4)
    state.national_owned_permanent = True
    market.move_down(cgr)
    assert cgr.share_price is market.cell(1, 4)
    market._move(cgr, (8, 0))
    market.move_down(cgr)  # the cell below is in the closed zone
    assert cgr.share_price is market.cell(8, 0)


def features(game) -> set[str]:
    """Which of the rarer 1856 situations a replay of the game passes through."""
    from railsdesk.games.g1856.steps import BorrowTrain, CashCrisis

    seen: set[str] = set()

    def note(state, action):
        if state.round.kind == "Operating":
            for step in state.round.steps:
                if isinstance(step, CashCrisis) and step.active:
                    seen.add("cash crisis")
                if isinstance(step, BorrowTrain) and step.current_actions():
                    seen.add("borrow")
        if state.national_formed:
            seen.add("formed")
        if state.false_president is not None:
            seen.add("false president")

    again, actions = game_from_log(json.loads(json.dumps(to_log(game))))
    replay(again, actions, note)
    assert state_hash(again) == state_hash(game)
    return seen


@pytest.mark.parametrize(
    ("seed", "expected"),
    [(45, {"formed", "borrow", "false president"}), (42, {"cash crisis"})],
)
def test_random_games_pass_through_the_cgr_and_the_cash_crisis(seed, expected):
    game = play_random_game("1856", 3 + seed % 4, seed)
    assert game.state.finished
    assert expected <= features(game)


@pytest.mark.parametrize(
    ("reading", "president_pays", "corporation_keeps"), [(RULEBOOK, 200, 50), (SITE, 150, 0)]
)
def test_paying_off_at_the_cgr_formation(reading, president_pays, corporation_keeps):
    from railsdesk.engine.entities import Loan

    state = new_game("1856", PLAYERS, reading=reading).state
    corp, president = state.corporation("BBG"), state.players[0]
    corp.floated, corp.owner, corp.cash = True, president, 50
    corp.loans = [Loan(0, 100), Loan(1, 100)]
    cash = president.cash
    state.nationalizables = [corp]
    state.pay_off_for_nationalization(corp)
    assert president.cash == cash - president_pays
    assert corp.cash == corporation_keeps and not corp.loans
    assert state.national.closed  # nobody merged: the CGR does not form


def test_by_the_rulebook_a_bankrupt_player_keeps_his_shares():
    players = [{"id": i, "name": f"P{i}"} for i in range(1, 7)]
    game = new_game("1856", players, seed=43)
    rng = random.Random(43)
    while not game.state.finished:
        game.process(choose(rng, game))
    assert game.state.game_end_reason == "bankrupt"
    (player,) = [p for p in game.state.players if p.bankrupt]
    before = game.state_at(len(game.raw_actions) - 1)
    held = before.player(player.id).all_shares()
    assert held and {s.id for s in held} == {s.id for s in player.all_shares()}
    assert player.cash == 0


@pytest.mark.parametrize(("reading", "first"), [(RULEBOOK, 3), (SITE, 1)])
def test_bidding_for_a_private_goes_round_from_left_of_the_highest_bid(reading, first):
    game = new_game("1856", PLAYERS, reading=reading)
    for player, company, price in [
        (1, "WSRC", 45),
        (2, "TCC", 55),
        (3, "WSRC", 50),
        (1, "GLSC", 75),
        (2, "WSRC", 55),
        (3, "FT", 20),  # the cheapest is bought: WSRC's three bidders bid it out
    ]:
        act(game, "bid", player, company=company, price=price)
    assert game.state.current_entity().id == first


def test_waterloo_and_saugeen_marker_is_the_turns_marker():
    """Its free marker in Kitchener is the turn's station marker: not after another one (the
    18xx.games engine refuses it: "Token already placed this turn")."""
    from railsdesk.engine.steps.operating import Token

    players = [{"id": i, "name": f"Player {i}"} for i in (1, 2, 3, 4)]
    game = new_game("1856", players, [], seed=14, reading=SITE)
    rng = random.Random(14)
    for _ in range(700):
        state = game.state
        wsrc = state.companies_by_sym["WSRC"]
        corp = state.current_entity()
        unused = any(a.type == "token" and not a.used for a in wsrc.abilities)
        if state.round.kind == "Operating" and wsrc.owner is corp and unused:
            before_the_run = corp not in state.round.paid_interest
            has_marker = corp.next_token() is not None
            if state.round.step(Token).tokened and before_the_run and has_marker:
                break
        game.process(choose(rng, game))
    else:
        pytest.fail("no turn with Waterloo & Saugeen after a station marker")
    assert "WSRC" not in (state.legal().get("companies") or {})
    kitchener = state.city_id("I12", 0)
    with pytest.raises(IllegalAction):
        act(game, "place_token", "WSRC", "company", city=kitchener, slot=0)


def test_a_false_cgr_president_whose_sales_cannot_pay_for_a_share_is_bankrupt():
    # seed 22 leaves Player 2 holding half the CGR president's certificate in a stock round;
    # he is given one CV share and no cash, and the other CGR shares go to the pool (so his
    # certificate cannot follow them and a share costs the market price)
    game = play_random_game("1856", 5, 22, ["alternate_destinations", "eight_train_variant"], 889)
    state = game.state
    player = state.false_president
    assert player is not None and state.round.kind == "Stock"
    other = next(p for p in state.players if p is not player)
    for holder in state.players:
        for share in list(holder.shares_of("CGR")):
            if holder is not player:
                state.move_share(share, state.pool)
        for corp, shares in list(holder.shares_by_corp.items()):
            if holder is player and corp not in ("CV", "CGR"):
                for share in list(shares):
                    state.move_share(share, other)
    other.cash += player.cash
    player.cash = 0
    (share,) = player.shares_of("CV")
    assert state.legal()["actions"] == ["sell_shares"]
    sale = {"type": "sell_shares", "entity": player.id, "entity_type": "player"}
    game.process({**sale, "shares": [share.id], "percent": 10})
    assert game.state.finished and game.state.game_end_reason == "bankrupt"


def test_the_cgr_and_the_bank_pool_rules_name_themselves_in_a_refusal():
    game = after_auction()
    state = game.state
    act(game, "par", 1, corporation="BBG", share_price="100,0,4")
    bbg, cgr = state.corporation("BBG"), state.national
    for share in [s for s in bbg.ipo_shares if not s.president][:6]:
        state.move_share(share, state.pool)  # 60 %, more than the pool's 50 %
    legal = game.legal()
    assert legal["entity"] == 2
    assert legal["refused_shares"] == [
        {"reason": "pool_first", "percent": 60, "corporation": "BBG", "source": "ipo"}
    ]
    step = state.round.step(BuySellParShares1856)
    player, share = state.player(2), state.pool.shares_of("BBG")[0]
    state.false_president = player
    assert step.refusal(player, [share], state.pool, 10) == {
        "reason": "national_first",
        "national": "CGR",
    }
    state.false_president = None
    cgr_share = cgr.ipo_shares[1]
    assert step.refusal(player, [cgr_share], cgr, 10) == {"reason": "national_unformed"}
