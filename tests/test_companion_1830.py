"""Companion games of 1830 (the map on the table, the program keeps the books): the recorded
game entered as the table enters it reaches the same scores, random games keep money and
shares whole, and corrections replay, save, load and undo."""

from __future__ import annotations

import json

import pytest
from companion_support import companion_of, play_at_table, table_action
from conftest import FIXTURES
from test_random_1830 import check_invariants

from railsdesk.engine.errors import IllegalAction
from railsdesk.formats import load_game, save_game
from railsdesk.formats.log18xx import game_from_log
from railsdesk.games import new_game
from railsdesk.random_play import choose, play_random_game

RECORDED = FIXTURES / "logs" / "1830" / "26855.json"


def book_entry(table, kind, value) -> dict:
    """The action a table entry makes for the acting entity."""
    legal = table.legal()
    who = {"entity": legal["entity"], "entity_type": legal["entity_type"]}
    if kind == "skip":
        return {"type": value, **who, **({"total": 0} if value == "book_revenue" else {})}
    if kind == "tile":
        return {"type": "book_tile", **who, "cost": value}
    if kind == "token":
        return {"type": "book_token", **who}
    if kind == "revenues":
        return {"type": "book_revenue", **who, "revenues": value}
    if kind == "destinations":
        return {"type": "destination_connection", **who, "corporations": value}
    return table_action(value)


@pytest.mark.skipif(not RECORDED.exists(), reason=f"1830 log 26855 not found in {FIXTURES}")
def test_recorded_game_at_the_table_reaches_the_same_scores():
    data = json.loads(RECORDED.read_text())
    map_game, actions = game_from_log(data)
    table = companion_of(map_game)
    play_at_table(map_game, actions, lambda k, v: table.process(book_entry(table, k, v)), table)
    assert table.state.finished
    assert table.state.result() == {str(k): v for k, v in data["result"].items()}
    assert table.state.total_money() == table.state.data["bank_cash"]


@pytest.mark.parametrize("seed", [4, 11])
def test_random_companion_game_keeps_the_books_whole(seed):
    game = play_random_game("1830", 2 + seed % 5, seed, ["companion"], check=check_invariants)
    assert game.state.finished
    types = {a.type for a in game.raw_actions}
    assert {"book_tile", "book_token", "book_revenue"} <= types
    assert not types & {"lay_tile", "run_routes"}


def operating_game(seed: int = 5):
    """A companion game played until a corporation is about to type its run."""
    import random

    game = new_game("1830", [{"id": i, "name": f"P{i}"} for i in (1, 2, 3, 4)], ["companion"])
    rng = random.Random(seed)
    while "book_revenue" not in game.legal()["actions"]:
        game.process(choose(rng, game))
    return game


def test_a_corporation_without_a_train_runs_nothing():
    game = operating_game()
    corp = game.state.current_entity()
    assert corp.trains
    legal = game.legal()
    assert legal["book_revenue"]["trains"] == [t.id for t in corp.trains]
    who = {"entity": legal["entity"], "entity_type": legal["entity_type"]}
    with pytest.raises(IllegalAction) as refused:
        game.process({"type": "book_revenue", **who, "revenues": [10] * 9})
    assert refused.value.key == "too_many_runs"
    with pytest.raises(IllegalAction):
        game.process({"type": "book_revenue", **who, "total": -10})
    # the same moment with the corporation's trains gone: it is not asked for a run
    state = game.state_at(len(game.raw_actions))
    state.current_entity().trains.clear()
    assert "book_revenue" not in state.legal()["actions"]


def test_corrections_replay_save_load_and_undo(tmp_path):
    game = operating_game()
    money = game.state.total_money()
    sym = game.state.current_entity().sym
    cash_before = {p.id: p.cash for p in game.state.players}
    price_before = game.state.corporation(sym).share_price.price
    share = next(
        s
        for s in game.state.pool.shares_of(sym) + game.state.corporation(sym).shares_of(sym)
        if not s.president
    )
    corrections = [
        {"kind": "cash", "holder": 1, "amount": 30, "reason": "forgot a private's income"},
        {"kind": "cash", "holder": 2, "amount": -20, "reason": "paid twice"},
        {"kind": "price", "corporation": sym, "direction": "right", "reason": "moved wrongly"},
        {"kind": "share", "share": share.id, "to": 3, "reason": "handed to the wrong player"},
    ]
    for fields in corrections:
        game.process({"type": "correction", "entity": 1, "entity_type": "player", **fields})
        assert game.state.total_money() == money
    state = game.state
    assert state.player(1).cash == cash_before[1] + 30
    assert state.player(2).cash == cash_before[2] - 20
    assert state.corporation(sym).share_price.price > price_before
    assert share.id in [s.id for s in state.player(3).shares_of(sym)]
    keys = [e.key for e in state.log if e.key.startswith("correction")]
    assert keys == [
        "correction_cash",
        "correction_cash_taken",
        "correction_price",
        "correction_share",
    ]
    assert any(e.text.endswith("(forgot a private's income)") for e in state.log)

    path = tmp_path / "table.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.state.result() == game.state.result()
    assert loaded.state.player(3).percent_of(sym) == state.player(3).percent_of(sym)
    assert "companion" in loaded.options

    loaded.process({"type": "undo", "entity": 1, "entity_type": "player"})
    assert loaded.state.player(3).percent_of(sym) == state.player(3).percent_of(sym) - share.percent
    loaded.process({"type": "redo", "entity": 1, "entity_type": "player"})
    assert loaded.state.player(3).percent_of(sym) == state.player(3).percent_of(sym)


@pytest.mark.parametrize(
    "fields, key",
    [
        ({"kind": "cash", "holder": 1, "amount": 10**6, "reason": "x"}, "bank_short"),
        ({"kind": "cash", "holder": 1, "amount": -(10**5), "reason": "x"}, "not_enough_cash"),
        ({"kind": "cash", "holder": 1, "amount": 10, "reason": "  "}, "no_reason"),
        ({"kind": "cash", "holder": 9, "amount": 10, "reason": "x"}, "unknown_holder"),
        ({"kind": "share", "share": "PRR_0", "to": 2, "reason": "x"}, "president_share"),
        (
            {"kind": "price", "corporation": "PRR", "direction": "sideways", "reason": "x"},
            "bad_direction",
        ),
        ({"kind": "teleport", "reason": "x"}, "bad_correction"),
    ],
)
def test_a_correction_that_would_break_the_books_is_refused(fields, key):
    game = operating_game()
    before = (game.state.total_money(), [p.cash for p in game.state.players], len(game.raw_actions))
    with pytest.raises(IllegalAction) as refused:
        game.process({"type": "correction", "entity": 1, "entity_type": "player", **fields})
    assert refused.value.key == key
    assert before == (
        game.state.total_money(),
        [p.cash for p in game.state.players],
        len(game.raw_actions),
    )
