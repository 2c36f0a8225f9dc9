"""A rebuild from a kept copy (engine/checkpoints.py) is the rebuild from the first action:
the same snapshot, log included, the same legal moves, and the game goes on alike."""

from __future__ import annotations

import random

import pytest

from railsdesk.engine.actions import filter_undone
from railsdesk.engine.view import snapshot
from railsdesk.games import new_game
from railsdesk.random_play import choose

PLAYERS = [{"id": i, "name": f"P{i}"} for i in (1, 2, 3, 4)]


def played(title: str, seed: int, moves: int):
    game = new_game(title, PLAYERS[:3] if title == "1849" else PLAYERS, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if not game.legal()["actions"]:
            break
        game.process(choose(rng, game))
    return game


def from_the_start(game, count: int):
    state = game.fresh_state()
    with state.in_sequence():
        for action in filter_undone(game.raw_actions)[:count]:
            state.process(action)
    return state


@pytest.mark.parametrize("title", ["1830", "1856", "1849", "1880"])
def test_a_rebuild_from_a_kept_copy_is_the_rebuild_from_the_start(title):
    game = played(title, seed=4, moves=260)
    total = len(filter_undone(game.raw_actions))
    game.state_at(total)  # a whole rebuild keeps copies near its end
    assert game.checkpoints.kept
    for back in (1, 7, 40, 41, 79):
        rebuilt = game.state_at(total - back)
        expected = from_the_start(game, total - back)
        assert snapshot(rebuilt) == snapshot(expected), back
        assert rebuilt.legal() == expected.legal(), back


@pytest.mark.parametrize("title", ["1830", "1856", "1849", "1880"])
def test_undo_then_play_on_is_the_same_game(title):
    game = played(title, seed=9, moves=220)
    game.state_at(len(filter_undone(game.raw_actions)))  # copies kept near the end
    for _ in range(3):
        game.process({"type": "undo", "entity": 1, "entity_type": "player"})
    twin = new_game(title, PLAYERS[:3] if title == "1849" else PLAYERS, seed=9)
    for action in game.live_actions():
        twin.process(action, trusted_id=True)
    assert alike(game.state) == alike(twin.state)
    rng, twin_rng = random.Random(5), random.Random(5)
    for _ in range(30):
        if not game.legal()["actions"]:
            break
        game.process(choose(rng, game))
        twin.process(choose(twin_rng, twin))
    assert alike(game.state) == alike(twin.state)


def alike(state) -> dict:
    """The snapshot with the log's entries without their action ids (which count the undo
    entries too)."""
    snap = snapshot(state)
    return {**snap, "log": [(entry["key"], entry["params"]) for entry in snap["log"]]}


def test_a_game_played_move_by_move_keeps_a_copy_when_one_is_due():
    game = played("1830", seed=4, moves=39)
    assert not game.copy_due
    game.process(choose(random.Random(1), game))
    assert game.copy_due and not game.checkpoints.kept  # kept when asked: after the redraw
    game.keep_copy_if_due()
    assert not game.copy_due
    [(actions, _)] = game.checkpoints.kept
    assert actions == filter_undone(game.raw_actions)
