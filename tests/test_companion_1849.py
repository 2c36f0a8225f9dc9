"""Companion games of 1849 (the map on the table, the program keeps the books): random games
played to their end through the book entries with money and certificates checked after every
action, and what the books need of the map entered as the rules name it: a lay's cost by the
gauge of its track, the token fee, a marker in Messina taken by the earthquake, the C.N.M.'s
port bonus, a station slot bought, the run typed per H train."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from railsdesk.engine.errors import IllegalAction
from railsdesk.games import new_game
from railsdesk.random_play import choose, play_random_game
from tests.test_random_1849 import check_invariants

ADVANCED = ["acquiring_station_tokens", "bonds", "electric_dreams"]
BASIC_TERRAIN = [0, 40, 80, 160]  # no terrain, rough, hills, mountains (standard gauge)


def players(count: int) -> list[dict]:
    return [{"id": i, "name": f"P{i}"} for i in range(1, count + 1)]


def play_until(game, wanted, seed: int = 3, limit: int = 6000) -> None:
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(game):
            return
        assert not game.state.finished, "the game ended first"
        game.process(choose(rng, game))
    raise AssertionError("not reached")


def who(game) -> dict:
    legal = game.legal()
    return {"entity": legal["entity"], "entity_type": legal["entity_type"]}


@pytest.mark.parametrize("seed, options", [(2, []), (1, ADVANCED), (2, ADVANCED)])
def test_random_1849_companion_game_keeps_the_books_whole(seed, options):
    game = play_random_game(
        "1849", 3 + seed % 3, seed, ["companion", *options], check=check_invariants
    )
    state = game.state
    assert state.finished
    types = Counter(a.type for a in game.raw_actions)
    assert {"book_tile", "book_token", "book_revenue"} <= set(types)
    assert not set(types) & {"lay_tile", "run_routes"}
    assert types["place_token"] <= 2  # only a home the AFG chooses is placed on the screen
    keys = {entry.key for entry in state.log}
    assert {"books_tile_narrow", "books_tile_standard", "books_tile_dual"} <= keys
    assert "books_token_named" in keys  # a marker in Messina
    if options:  # the advanced game with Electric Dreams
        assert "book_slot" in types and {"issues_bond", "buys_e_token"} <= keys
    if options and seed == 2:  # E-trains bought (their runs are typed as any train's)
        bought = {a["train"] for a in game.raw_actions if a.type == "buy_train"}
        assert any(train.startswith("E-") for train in bought)


def test_a_lay_costs_by_the_gauge_of_its_track():
    game = new_game("1849", players(4), ["companion"])
    play_until(game, lambda g: "book_tile" in g.legal()["actions"])
    corp = game.state.current_entity()
    gauges = game.legal()["book_tile"]["gauges"]
    affordable = [c for c in BASIC_TERRAIN if c <= corp.cash]
    assert gauges["broad"] == affordable
    assert gauges["dual"] == affordable
    assert gauges["narrow"] == [c // 4 for c in BASIC_TERRAIN]
    cash = corp.cash
    game.process({"type": "book_tile", **who(game), "cost": 40, "gauge": "narrow"})
    assert game.state.current_entity().cash == cash - 40
    assert game.state.log[-1].key == "books_tile_narrow"


def test_a_lay_of_unknown_gauge_is_refused_and_changes_nothing():
    game = new_game("1849", players(3), ["companion"])
    play_until(game, lambda g: "book_tile" in g.legal()["actions"])
    before = (len(game.raw_actions), game.state.current_entity().cash)
    with pytest.raises(IllegalAction) as refused:
        game.process({"type": "book_tile", **who(game), "cost": 10, "gauge": "meter"})
    assert refused.value.key == "bad_gauge"
    assert before == (len(game.raw_actions), game.state.current_entity().cash)


def test_the_sigi_halves_standard_gauge_only():
    game = new_game("1849", players(4), ["companion"])

    def sigi_lays(g) -> bool:
        corp = g.state.current_entity()
        return "book_tile" in g.legal()["actions"] and any(
            c.sym == "SIGI" for c in getattr(corp, "companies", [])
        )

    play_until(game, sigi_lays, limit=20000)
    cash = game.state.current_entity().cash
    gauges = game.legal()["book_tile"]["gauges"]
    assert gauges["broad"] == [c // 2 for c in BASIC_TERRAIN if c // 2 <= cash]
    assert gauges["dual"] == [c for c in BASIC_TERRAIN if c <= cash]


def test_the_token_fee_is_paid_when_a_company_starts():
    game = new_game("1849", players(3), ["companion"])
    rng = random.Random(3)
    while True:
        action = choose(rng, game)
        if action["type"] == "par":
            break
        game.process(action)
    director = game.state.player(action["entity"])
    cash = director.cash
    game.process(action)
    corp = game.state.corporation(action["corporation"])
    assert corp.token_fee > 0
    # the treasury has what the director paid (and what the R.S.A. brings), less the fee
    paid = cash - game.state.player(action["entity"]).cash
    received = sum(
        e.params["amount"]
        for e in game.state.log
        if e.key == "capitalized" and e.params["corporation"] == corp.sym
    )
    assert corp.cash == paid + received - corp.token_fee


def test_a_marker_in_messina_is_taken_by_the_earthquake():
    game = new_game("1849", players(4), ["companion"])
    play_until(game, lambda g: (g.legal().get("book_token") or {}).get("hexes"))
    corp = game.state.current_entity()
    assert game.legal()["book_token"]["hexes"] == ["B14"]
    game.process({"type": "book_token", **who(game), "hex": "B14"})
    assert [t.hex for t in corp.tokens if t.used].count("B14") == 1
    booked = next(e for e in reversed(game.state.log) if e.key == "books_token_named")
    assert booked.params == {"corporation": corp.sym, "city": "Messina", "price": 0}
    state = game.state
    markers = len(corp.tokens)
    state.event_earthquake()
    assert len(corp.tokens) == markers - 1
    assert all(t.hex != "B14" for t in corp.tokens)


def test_the_cnm_port_bonus_is_shown_beside_the_run():
    game = new_game("1849", players(3), ["companion"])
    play_until(game, lambda g: g.state.port_marker is not None, limit=20000)
    owner, port = game.state.port_marker
    play_until(
        game,
        lambda g: "book_revenue" in g.legal()["actions"] and g.state.current_entity() is owner,
        limit=20000,
    )
    assert game.legal()["book_revenue"]["bonus"] == {"hex": port, "amount": 20}


def test_revenue_typed_per_h_train():
    game = new_game("1849", players(3), ["companion"])
    play_until(
        game,
        lambda g: (
            "book_revenue" in g.legal()["actions"] and len(g.state.current_entity().trains) > 1
        ),
        limit=20000,
    )
    corp = game.state.current_entity()
    trains = game.legal()["book_revenue"]["trains"]
    assert all("H" in t for t in trains)
    runs = [10 * (i + 5) for i in range(len(trains))]
    game.process({"type": "book_revenue", **who(game), "revenues": runs})
    booked = next(e for e in reversed(game.state.log) if e.key == "books_revenue")
    assert booked.params == {"corporation": corp.sym, "amount": sum(runs)}


def test_a_station_slot_bought_at_the_table():
    game = new_game("1849", players(4), ["companion", *ADVANCED])
    play_until(game, lambda g: bool(g.legal().get("book_slot")), limit=20000)
    buyer = game.state.current_entity()
    offer = game.legal()["book_slot"][0]
    seller = game.state.corporation(offer["seller"])
    with pytest.raises(IllegalAction) as refused:
        game.process(
            {"type": "book_slot", **who(game), "seller": seller.sym, "price": buyer.cash + 1}
        )
    assert refused.value.key == "bad_price"
    buyer, seller = game.state.current_entity(), game.state.corporation(seller.sym)  # replayed
    placed = (sum(t.used for t in buyer.tokens), sum(t.used for t in seller.tokens))
    cash = (buyer.cash, seller.cash)
    where = {"hex": offer["hex"]} if "hex" in offer else {}
    game.process({"type": "book_slot", **who(game), "seller": seller.sym, "price": 30, **where})
    assert sum(t.used for t in buyer.tokens) == placed[0] + 1
    assert sum(t.used for t in seller.tokens) == placed[1] - 1
    assert (buyer.cash, seller.cash) == (cash[0] - 30, cash[1] + 30)
