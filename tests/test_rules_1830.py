"""The 1830 rulebook's worked examples (rules §3.9) and rules around them."""

from __future__ import annotations

import pytest

from railsdesk.engine.actions import Action
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.readings import RULEBOOK, SITE
from railsdesk.games import new_game

PLAYERS = [{"id": i, "name": f"P{i}"} for i in (1, 2, 3, 4)]


@pytest.fixture
def game():
    return new_game("1830", PLAYERS)


def stock_round(state, turn: int = 2, first: int = 0):
    """Put the game into a stock round (after the first, so selling is allowed)."""
    state.turn = turn
    state.round = state.new_stock_round()
    state.round.entity_index = first
    state.round.start()


def give_shares(state, player, corp, count: int) -> None:
    for _ in range(count):
        share = next(s for s in corp.ipo_shares if not s.president)
        state.transfer_bundle([share], share.percent, player, 0)


def prr_with_a_rival(state):
    """P1 presides over the PRR with 40 %, P2 holds 30 %, in a stock round where selling is
    allowed: a sale of 20 % or more by P1 hands the presidency to P2."""
    p1, p2 = state.players[0], state.players[1]
    prr = state.corporation("PRR")
    state.par_corporation(p1, prr, "67,5,6")
    give_shares(state, p1, prr, 2)
    give_shares(state, p2, prr, 3)
    stock_round(state)
    return p1, p2, prr


def act(game, **action):
    game.process(action)


def test_sale_moves_price_down_a_row_per_share(game):
    state = game.state
    p1, p2 = state.players[0], state.players[1]
    cpr = state.corporation("CPR")
    state.par_corporation(p1, cpr, "100,0,6")
    give_shares(state, p1, cpr, 3)
    give_shares(state, p2, cpr, 1)
    stock_round(state)
    cash = p1.cash
    sold = [s.id for s in p1.shares_of("CPR") if not s.president][:2]
    act(game, type="sell_shares", entity=1, entity_type="player", shares=sold, percent=20)
    assert p1.cash == cash + 200
    assert cpr.share_price.coordinates == (2, 6) and cpr.share_price.price == 82


@pytest.mark.parametrize("reading", [RULEBOOK, SITE])
def test_full_capitalization(reading):
    """Rulebook: paid when the corporation first operates; 18xx.games: when it floats."""
    game = new_game("1830", PLAYERS, reading=reading)
    state = game.state
    nyc = state.corporation("NYC")
    players = state.players
    state.par_corporation(players[0], nyc, "90,1,6")
    give_shares(state, players[1], nyc, 2)
    give_shares(state, players[2], nyc, 2)
    bank = state.bank.cash
    stock_round(state, turn=1, first=3)
    act(game, type="buy_shares", entity=4, entity_type="player", shares=["NYC_5"], percent=10)
    assert nyc.floated
    assert nyc.cash == (900 if reading == SITE else 0)
    state.round = state.operating_round(1)
    state.round.start()
    assert state.round.current_entity() is nyc and nyc.cash == 900
    assert state.bank.cash == bank + 90 - 900


def test_presidency_passes_to_the_bigger_holder(game):
    state = game.state
    p1, p2 = state.players[0], state.players[1]
    prr = state.corporation("PRR")
    state.par_corporation(p1, prr, "67,5,6")
    give_shares(state, p1, prr, 1)
    give_shares(state, p2, prr, 3)
    assert prr.owner is p1 and p1.percent_of("PRR") == 30 and p2.percent_of("PRR") == 30
    stock_round(state, turn=1, first=1)
    act(game, type="buy_shares", entity=2, entity_type="player", shares=["PRR_6"], percent=10)
    assert prr.owner is p2
    assert prr.presidents_share.owner is p2
    assert p2.percent_of("PRR") == 40
    assert p1.percent_of("PRR") == 30
    assert [s.percent for s in p1.shares_of("PRR")] == [10, 10, 10]


def test_a_president_s_sale_says_who_would_take_the_presidency(game):
    """P1 (40 %) and P2 (30 %): selling 10 % keeps it, 20 % hands it to P2; P2's own sales
    name nobody (he is not the president). The sale then does as it said."""
    state = game.state
    _, p2, prr = prr_with_a_rival(state)
    successors = {o["percent"]: o.get("new_president") for o in game.legal()["sell_shares"]}
    assert successors[10] is None and successors[20] == p2.id
    assert all("new_president" not in o for o in state.sell_options(p2, prr))
    twenty = next(o for o in game.legal()["sell_shares"] if o["percent"] == 20)
    act(game, type="sell_shares", entity=1, entity_type="player", shares=twenty["shares"],
        percent=20)  # fmt: skip
    assert prr.owner is p2


def test_dividend_split_president_treasury_bank(game):
    state = game.state
    p1 = state.players[0]
    corp = state.corporation("B&M")
    state.par_corporation(p1, corp, "100,0,6")
    give_shares(state, p1, corp, 3)  # 50% with the president's certificate
    for _ in range(2):  # 20% in the pool, 30% stays in the IPO
        share = next(s for s in corp.ipo_shares if not s.president)
        state.transfer_bundle([share], 10, state.pool, 0)
    from railsdesk.engine.steps.operating import Dividend

    state.round = state.operating_round(1)
    state.round.entities = [corp]
    state.round.routes = [{"revenue": 50}]
    state.round.extra_revenue = 0
    step = next(s for s in state.round.steps if isinstance(s, Dividend))
    before = (p1.cash, corp.cash, state.bank.cash)
    step.pay_dividend(corp, "payout")
    assert p1.cash - before[0] == 25
    assert corp.cash - before[1] == 10
    assert before[2] - state.bank.cash == 35  # the IPO's $15 stays in the bank


def test_route_revenue_counts_each_stop():
    from railsdesk.engine.board import Board
    from railsdesk.engine.route_finder import best_run
    from railsdesk.engine.routes import RouteContext, RouteTrain

    def hex_(parts):
        return {"color": "gray", "name": "x", "index": 0, "parts": parts}

    data = {
        "layout": "pointy",
        "axes": None,
        "hexes": {
            "A1": hex_([{"type": "city", "revenue": 30}, {"type": "path", "a": 4, "b": "n0"}]),
            "A3": hex_(
                [
                    {"type": "town", "revenue": 10},
                    {"type": "path", "a": 1, "b": "n0"},
                    {"type": "path", "a": "n0", "b": 4},
                ]
            ),
            "A5": hex_([{"type": "city", "revenue": 20}, {"type": "path", "a": 1, "b": "n0"}]),
        },
    }
    board = Board.from_data(data)
    board.hexes["A1"].cities[0].tokens[0] = "PRR"
    ctx = RouteContext(
        board,
        "PRR",
        ("yellow", "green"),
        (RouteTrain.from_spec("3-0", {"name": "3", "distance": 3}),),
    )
    assert best_run(ctx).total == 60


def test_corporation_may_pay_twice_face_value_for_a_private(game):
    state = game.state
    p1 = state.players[0]
    prr = state.corporation("PRR")
    ca = state.company("CA")
    state.give_company(ca, p1, 0)
    state.par_corporation(p1, prr, "100,0,6")
    give_shares(state, p1, prr, 5)
    prr.floated, prr.capitalized, prr.cash = True, True, 1000
    state.phase.index = 1  # the first 3-train has been bought
    state.round = state.operating_round(1)
    state.round.start()
    legal = state.legal()
    assert legal["entity"] == "PRR"
    offer = next(o for o in legal["buy_company"] if o["company"] == "CA")
    assert (offer["min"], offer["max"]) == (80, 320)
    too_much = {
        "type": "buy_company",
        "entity": "PRR",
        "entity_type": "corporation",
        "company": "CA",
        "price": 321,
    }
    with pytest.raises(IllegalAction):
        state.process(Action.from_dict(too_much))
    act(game, type="buy_company", entity="PRR", entity_type="corporation", company="CA", price=320)
    assert ca.owner is prr and prr.cash == 680


def test_buying_the_first_5_forces_a_discard(game):
    state = game.state
    p1 = state.players[0]
    corp = state.corporation("C&O")
    state.par_corporation(p1, corp, "100,0,6")
    give_shares(state, p1, corp, 5)
    corp.floated, corp.capitalized, corp.cash = True, True, 2000
    for name in ("2", "3", "4"):  # sell out the 2s, 3s and 4s; C&O keeps a 3 and a 4
        while state.depot.upcoming[0].name == name:
            train = state.depot.upcoming[0]
            state.remove_train(train)
            keep = name != "2" and not any(t.name == name for t in corp.trains)
            train.owner = corp if keep else None
            if keep:
                corp.trains.append(train)
            state.buying_train(train)
    assert [t.name for t in corp.trains] == ["3", "4"] and state.phase.name == "4"
    state.round = state.operating_round(1)
    state.round.entities = [corp]
    state.round.start()
    while "buy_train" not in state.legal()["actions"]:
        act(game, type="pass", entity="C&O", entity_type="corporation")
    five = next(o for o in state.legal()["buy_train"] if o["name"] == "5")
    act(
        game,
        type="buy_train",
        entity="C&O",
        entity_type="corporation",
        train=five["train"],
        price=450,
    )
    assert state.phase.name == "5" and state.train_limit(corp) == 2
    legal = state.legal()
    assert legal["entity"] == "C&O" and legal["actions"] == ["discard_train"]
    act(
        game, type="discard_train", entity="C&O", entity_type="corporation", train=corp.trains[0].id
    )
    assert len(corp.trains) == 2


@pytest.mark.parametrize("reading, cost", [(RULEBOOK, 0), (SITE, 80)])
def test_water_on_preprinted_yellow(reading, cost):
    """Gap G13: the rulebook charges nothing to replace a pre-printed yellow tile."""
    state = new_game("1830", PLAYERS, reading=reading).state
    ny = state.board.hexes["G19"]
    green = state.tileset.manifest["54"]
    assert state.tile_cost(ny, green, 0) == cost
    plain_water = state.board.hexes["D6"]
    assert state.tile_cost(plain_water, state.tileset.manifest["9"], 0) == 80


@pytest.mark.parametrize("reading", [RULEBOOK, SITE])
def test_private_bought_from_a_player(reading):
    """Gap G9: in the rulebook a private bought from a player is not the turn's purchase."""
    game = new_game("1830", PLAYERS, reading=reading)
    state = game.state
    p1, p2 = state.players[0], state.players[1]
    state.give_company(state.company("DH"), p2, 0)
    prr = state.corporation("PRR")
    state.par_corporation(p2, prr, "67,5,6")
    stock_round(state, turn=2)
    act(game, type="buy_company", entity=1, entity_type="player", company="DH", price=100)
    assert state.company("DH").owner is p1
    legal = state.legal()
    still_buying = legal["entity"] == 1 and "buy_shares" in legal["actions"]
    assert still_buying == (reading == RULEBOOK)


@pytest.mark.parametrize("reading, grouped", [(RULEBOOK, True), (SITE, False)])
def test_gulf_is_one_area_in_the_rulebook(reading, grouped):
    state = new_game("1830", PLAYERS, reading=reading).state
    rules = state.route_rules()
    assert (rules.extra_groups.get("J2") == ("Gulf",)) == grouped


@pytest.mark.parametrize("reading", [RULEBOOK, SITE])
def test_a_bankrupt_player_scores_what_he_was_not_allowed_to_sell(reading):
    """§25 (Dutch rulebook: "de waarde van de effecten die hij nog in bezit heeft maar niet
    mocht verkopen"): the game ends at once; the bankrupt player's cash is gone and his score
    is the market value of the certificates left to him, the same in both readings (gap G16)."""
    from railsdesk.random_play import play_random_game

    state = play_random_game("1830", 4, 1, reading=reading).state
    assert state.finished and state.game_end_reason == "bankrupt"
    (player,) = [p for p in state.players if p.bankrupt]
    left = player.all_shares()
    assert player.cash == 0 and left and not player.companies
    assert state.player_value(player) == sum(
        state.share_price_for(s) * s.percent // s.corporation.share_percent for s in left
    )
    for share in left:  # what is left could not have been sold
        corp = share.corporation
        assert share.president or state.pool.percent_of(corp.sym) + share.percent > 50


@pytest.mark.parametrize("reading", [RULEBOOK, SITE])
def test_the_dh_station_marker_is_the_turns_one_marker(reading):
    """D&H: its free station marker in Scranton counts as the turn's placement (rules
    1830.md, D&H); its corporation places no second one that turn."""
    import random

    from railsdesk.random_play import choose

    game = new_game("1830", PLAYERS, reading=reading)
    rng = random.Random(23)  # seed 23: the D&H tile in action 67, and a second city in reach
    while not (game.legal()["entity"] == "DH" and "place_token" in game.legal()["actions"]):
        game.process(choose(rng, game))
    corp = game.state.company("DH").owner
    offer = game.legal()["place_token"][0]
    act(game, type="place_token", entity="DH", entity_type="company", city=offer["city"], slot=0)
    assert game.state.board.hexes["F16"].cities[0].tokened_by(corp.sym)
    legal = game.legal()
    assert legal["entity"] != corp.sym or not legal.get("place_token")


def refusals(game) -> dict[tuple[str, str], dict]:
    """Why the acting player may not buy from a place, by (corporation, source)."""
    return {(r["corporation"], r["source"]): r for r in game.legal()["refused_shares"]}


def test_each_refused_place_names_the_rule_that_refuses_it(game):
    state = game.state
    p1, p2 = state.players[0], state.players[1]
    cpr, nyc = state.corporation("CPR"), state.corporation("NYC")
    state.par_corporation(p1, cpr, "100,0,6")
    give_shares(state, p1, cpr, 3)
    state.par_corporation(p1, nyc, "90,1,6")
    give_shares(state, p1, nyc, 4)  # 60 %, the most a player may hold
    state.par_corporation(p2, state.corporation("PRR"), "100,0,6")
    state.par_corporation(p2, state.corporation("B&O"), "67,5,6")
    stock_round(state)
    sold = next(s.id for s in p1.shares_of("CPR") if not s.president)
    act(game, type="sell_shares", entity=1, entity_type="player", shares=[sold], percent=10)
    p1.cash = 80
    assert refusals(game) == {
        ("CPR", "ipo"): {"reason": "sold", "corporation": "CPR", "source": "ipo"},
        ("CPR", "market"): {"reason": "sold", "corporation": "CPR", "source": "market"},
        ("NYC", "ipo"): {"reason": "holding", "limit": 60, "corporation": "NYC", "source": "ipo"},
        ("PRR", "ipo"): {
            "reason": "cash", "price": 100, "cash": 80, "corporation": "PRR", "source": "ipo"
        },
    }  # fmt: skip
    assert [b["corporation"] for b in game.legal()["buy_shares"]] == ["B&O"]
    act(game, type="buy_shares", entity=1, entity_type="player", shares=["B&O_1"], percent=10)
    assert {place: r["reason"] for place, r in refusals(game).items()} == {
        ("CPR", "ipo"): "sold",
        ("CPR", "market"): "sold",
        ("NYC", "ipo"): "bought",  # one certificate a turn comes before the holding limit
        ("PRR", "ipo"): "bought",
        ("B&O", "ipo"): "bought",
    }


def test_a_player_at_the_certificate_limit_is_told_the_limit(game):
    state = game.state
    p1 = state.players[0]
    cpr = state.corporation("CPR")
    state.par_corporation(p1, cpr, "100,0,6")
    give_shares(state, p1, cpr, 3)
    state.cert_limit_value = 4
    stock_round(state)
    assert refusals(game) == {
        ("CPR", "ipo"): {"reason": "cert_limit", "limit": 4, "corporation": "CPR", "source": "ipo"}
    }
