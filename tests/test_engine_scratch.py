"""An action tried on a scratch copy (engine/scratch.py, contract.try_action) never changes the
game it was taken from, and gives what playing it gives: checked at every action of whole
random games, which must then end exactly as the same games played without the trials."""

from __future__ import annotations

import json
import random

import pytest

from railsdesk.engine.contract import (
    IllegalAction,
    hex_revenue,
    in_sequence,
    snapshot_without_log,
    tile_revenue,
    try_action,
)
from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose, play_random_game

GAMES = [("1830", 4, 5), ("1856", 4, 2), ("1849", 3, 1), ("1880", 4, 1)]


def seated(count: int) -> list[dict[str, object]]:
    return [{"id": index + 1, "name": f"Player {index + 1}"} for index in range(count)]


@pytest.mark.parametrize(("title", "players", "seed"), GAMES)
def test_a_trial_leaves_the_game_alone_and_gives_what_playing_gives(title, players, seed):
    game = new_game(title, seated(players), seed=seed, reading=SITE)
    data = json.dumps(game.state.data, sort_keys=True)
    rng = random.Random(seed)  # the moves of play_random_game for this seed
    with in_sequence(game):
        while not game.state.finished:
            move = choose(rng, game)
            before = game.snapshot()  # the log too: the trial must not add to it
            trial = try_action(game, move)
            assert game.snapshot() == before, f"the trial of {move} changed the game"
            game.process(move)
            assert trial.snapshot() == snapshot_without_log(game), f"the trial of {move}"
    assert json.dumps(game.state.data, sort_keys=True) == data, "the title's data changed"
    untried = play_random_game(title, players, seed)
    assert game.state.result() == untried.state.result()
    assert [a.to_dict() for a in game.raw_actions] == [a.to_dict() for a in untried.raw_actions]


def test_a_trial_gives_the_best_run_after_a_tile_and_refuses_what_the_engine_refuses():
    game = new_game("1830", seated(4), seed=3)
    rng = random.Random(3)
    with in_sequence(game):
        while not game.state.finished:
            legal = game.legal()
            if (
                "lay_tile" in legal["actions"]
                and game.snapshot()["corporations"][str(legal["entity"])]["trains"]
            ):
                break
            game.process(choose(rng, game))
    sym = str(legal["entity"])
    hex_id, tiles = next(iter(sorted(legal["lay_tile"].items())))
    choice = tiles[0]
    move = {
        "type": "lay_tile",
        "entity": sym,
        "entity_type": "corporation",
        "hex": hex_id,
        "tile": choice["tile_id"],
        "rotation": choice["rotations"][0],
    }
    tried = try_action(game, move)
    game.process(move)
    ran = sum(route["revenue"] for route in game.state.best_routes(game.state.corporation(sym)))
    assert tried.best_revenue(sym) == ran
    assert hex_revenue(game, hex_id) == tile_revenue(game, choice["tile"])
    with pytest.raises(IllegalAction):
        try_action(game, {**move, "hex": "Z99"})
