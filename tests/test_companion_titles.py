"""Companion games of 1856 and 1880 (the map on the table, the program keeps the books): random
games played to their end through the book entries with money and shares checked after every
action, and what only the table can say entered as the rules name it (1856: a destination
reached; 1880: an investor's run and its joining its corporation)."""

from __future__ import annotations

import json
import random

import pytest
from companion_support import companion_of, play_at_table
from conftest import FIXTURES
from test_companion_1830 import book_entry
from test_random_1856 import check_every_share
from test_random_1880 import check_invariants as check_1880

from railsdesk.engine.errors import IllegalAction
from railsdesk.formats.log18xx import game_from_log
from railsdesk.games import new_game
from railsdesk.random_play import choose, play_random_game

MAP_ACTIONS = {"lay_tile", "place_token", "run_routes"}


def played_types(game) -> set[str]:
    return {a.type for a in game.raw_actions}


def play_until(game, wanted, seed: int = 3, limit: int = 5000) -> None:
    """Random legal moves until wanted(game) holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(game):
            return
        assert not game.state.finished, "the game ended first"
        game.process(choose(rng, game))
    raise AssertionError("not reached")


def players(count: int) -> list[dict]:
    return [{"id": i, "name": f"P{i}"} for i in range(1, count + 1)]


# -- 1856 ------------------------------------------------------------------------------------

# the recorded games entered at the table (1856_game_end_bank through the CGR's formation,
# where the map removes particular station markers and the books drop booked ones)
RECORDED_1856 = [
    "51745.json",
    "hotseat001.json",
    "hotseat004.json",
    "hotseat005.json",
    "1856_game_end_bank.json",
]


@pytest.mark.parametrize("name", RECORDED_1856)
def test_recorded_1856_game_at_the_table_reaches_the_same_scores(name):
    path = FIXTURES / "logs" / "1856" / name
    if not path.exists():
        pytest.skip(f"1856 log {name} not found in {FIXTURES}")
    data = json.loads(path.read_text())
    map_game, actions = game_from_log(data)
    table = companion_of(map_game)
    play_at_table(map_game, actions, lambda k, v: table.process(book_entry(table, k, v)), table)
    assert table.state.finished
    assert table.state.result() == {str(k): v for k, v in data["result"].items()}
    assert table.state.total_money() == map_game.state.total_money()
    types = {a.type for a in table.raw_actions}
    assert {"book_tile", "book_revenue", "destination_connection"} <= types


@pytest.mark.parametrize("seed", [2, 4])
def test_random_1856_companion_game_keeps_the_books_whole(seed):
    game = play_random_game("1856", 3 + seed % 4, seed, ["companion"], check=check_every_share)
    state = game.state
    assert state.finished
    types = played_types(game)
    assert {"book_tile", "book_token", "book_revenue", "destination_connection"} <= types
    assert {"take_loan"} <= types
    # only home stations and the Waterloo & Saugeen's marker are placed on the screen's map
    assert not types & {"lay_tile", "run_routes"}
    keys = {entry.key for entry in state.log}
    assert {"destinated", "escrow_released", "takes_loan"} <= keys
    assert state.national_formed


def escrow_waiting(game) -> bool:
    legal = game.legal()
    if "destination_connection" not in legal["actions"]:
        return False
    return any(game.state.corporation(s).escrow for s in legal["destination_connection"])


def test_1856_destination_reached_at_the_table_releases_the_escrow():
    game = new_game("1856", players(4), ["companion"])
    play_until(game, escrow_waiting)
    legal = game.legal()
    who = {"entity": legal["entity"], "entity_type": legal["entity_type"]}
    sym = next(s for s in legal["destination_connection"] if game.state.corporation(s).escrow)
    corp = game.state.corporation(sym)
    cash, escrow = corp.cash, corp.escrow
    game.process({"type": "destination_connection", **who, "corporations": [sym]})
    corp = game.state.corporation(sym)
    assert corp.destinated and corp.escrow is None
    assert corp.cash == cash + escrow
    assert sym not in (game.legal().get("destination_connection") or [])
    # reached once: the same entry again is refused and changes nothing
    before = (len(game.raw_actions), corp.cash)
    with pytest.raises(IllegalAction) as refused:
        game.process({"type": "destination_connection", **who, "corporations": [sym]})
    assert refused.value.key == "no_destination"
    assert before == (len(game.raw_actions), game.state.corporation(sym).cash)


def test_1856_loans_are_taken_as_in_hotseat():
    game = new_game("1856", players(3), ["companion"])
    play_until(game, lambda g: "take_loan" in g.legal()["actions"])
    legal = game.legal()
    corp = game.state.current_entity()
    offer = legal["take_loan"][0]
    cash = corp.cash
    game.process(
        {
            "type": "take_loan",
            "entity": legal["entity"],
            "entity_type": legal["entity_type"],
            "loan": offer["loan"],
        }
    )
    assert len(corp.loans) == 1 and corp.cash == cash + offer["amount"]


# -- 1880 ------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 3])
def test_random_1880_companion_game_keeps_the_books_whole(seed):
    game = play_random_game("1880", 3 + seed % 5, seed, ["companion"], check=check_1880)
    state = game.state
    assert state.finished and state.game_end_reason == "final_train"
    types = played_types(game)
    assert {"book_tile", "book_token", "book_revenue", "destination_connection"} <= types
    assert not types & {"lay_tile", "run_routes"}
    assert any(a.type == "book_revenue" and a.entity_type == "minor" for a in game.raw_actions)
    keys = {entry.key for entry in state.log}
    assert {"investor_merges", "stock_market_bonus"} <= keys


def test_1880_investor_types_its_run_for_the_banks_cheapest_train():
    game = new_game("1880", players(4), ["companion"])
    play_until(
        game,
        lambda g: g.legal()["entity_type"] == "minor" and "book_revenue" in g.legal()["actions"],
    )
    legal = game.legal()
    state = game.state
    investor = state.minor(legal["entity"])
    assert legal["book_revenue"]["trains"] == [state.investor_train().id]
    cash = investor.cash
    game.process(
        {"type": "book_revenue", "entity": investor.sym, "entity_type": "minor", "total": 40}
    )
    assert game.state.minor(investor.sym).cash == cash + 40


def test_1880_investor_joins_its_corporation_when_the_table_says_so():
    game = new_game("1880", players(4), ["companion"])
    play_until(game, lambda g: "destination_connection" in g.legal()["actions"])
    legal = game.legal()
    investor = game.state.minor(legal["entity"])
    corp = investor.linked
    assert legal["destination_connection"] == [corp.sym]
    assert "pass" in legal["actions"]  # not joined yet: the owner passes
    owner = investor.owner
    percent = owner.percent_of(corp.sym)
    game.process(
        {
            "type": "destination_connection",
            "entity": investor.sym,
            "entity_type": "minor",
            "corporations": [corp.sym],
        }
    )
    assert owner.percent_of(corp.sym) > percent  # the investor's share went to its owner
    assert any(e.key == "investor_merges" for e in game.state.log)
