"""Undo and redo reuse states where they can (the state an undo or redo left, the present one
taking redone actions): each step must reach the very state a replay of its live actions
reaches."""

from __future__ import annotations

import pytest

from railsdesk.engine.actions import filter_undone
from railsdesk.formats import save_data, state_hash
from railsdesk.games import new_game
from railsdesk.random_play import choose, play_random_game


def replayed_hash(game) -> str:
    fresh = new_game(game.title, game.players_setup, game.options, seed=game.seed,
                     reading=game.reading)  # fmt: skip
    for action in filter_undone(game.raw_actions):
        fresh.process(action, trusted_id=True)
    return state_hash(fresh)


def player(game) -> dict:
    return {"entity": game.players_setup[0]["id"], "entity_type": "player"}


@pytest.mark.parametrize("title", ["1830", "1880"])
def test_undo_and_redo_in_any_order_reach_the_replayed_state(title):
    import random

    game = play_random_game(title, 4, seed=2, max_actions=250)
    rng = random.Random(5)
    steps = ["undo", "redo", "undo", "undo", "redo", "redo", "undo", "undo", "redo", "move",
             "undo", "redo", "redo"]  # fmt: skip
    for step in steps:
        if step == "move":
            game.process(choose(rng, game))
        elif step == "redo" and not game.can_redo:
            continue
        else:
            game.process({"type": step, **player(game)})
        assert state_hash(game) == replayed_hash(game), step
    assert save_data(game)["actions"]  # the log still saves
