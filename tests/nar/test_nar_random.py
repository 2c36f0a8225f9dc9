"""Seeded random games: played from the legal-moves query to the end, invariants after every
action, replay identical, money conserved."""

from __future__ import annotations

import copy
import json
import random

import pytest

from railsdesk.games.nar import (
    IllegalNarAction,
    NarGame,
    new_game,
    random_deck,
    random_game,
    random_players,
)
from railsdesk.games.nar.newgame import choose_random_action

from .helpers import check_invariants, check_transition, share_counts, snapshot

SEEDS = range(120)


def _play_checked(seed: int, players: int, uniform: bool, probe: bool = False) -> NarGame:
    log = new_game(random_deck(seed), random_players(players), seed)
    game = NarGame.from_log(log)
    counts = share_counts(game)
    assert sum(counts.values()) == 28
    rng = random.Random(seed * 31 + players)
    check_invariants(game, counts)
    for _ in range(5000):
        if game.finished:
            break
        actions = game.legal_actions()
        if probe:
            # every listed action must be accepted
            for action in rng.sample(actions, min(3, len(actions))):
                copy.deepcopy(game).process(action)
        before = snapshot(game)
        events = game.process(choose_random_action(actions, rng, uniform))
        after = snapshot(game)
        check_invariants(game, counts, after)
        check_transition(before, after, events, players)
    assert game.finished
    return game


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("uniform", [False, True])
def test_random_games_play_to_the_end(players: int, uniform: bool) -> None:
    for seed in SEEDS:
        game = _play_checked(seed, players, uniform, probe=seed < 10)
        # the log replays to the same state, also through JSON
        log = json.loads(json.dumps(game.to_log()))
        again = NarGame.from_log(log)
        assert again.state_dict() == game.state_dict()
        assert again.ranking() == game.ranking()
        assert set(game.result()) == {f"p{i + 1}" for i in range(players)}


def test_all_end_triggers_and_exceptions_occur_in_random_games() -> None:
    """The random games above reach every trigger and the rare rules (else they test less)."""
    triggers: set[int] = set()
    kinds: set[str] = set()
    exception = False
    for seed in range(60):
        for players in (3, 4, 5):
            game = NarGame.from_log(random_game(seed, players=players))
            triggers.update(game.end_triggers)
            kinds.update(e["kind"] for e in game.events)
            exception |= any(e.get("exception") for e in game.events)
    assert triggers == {1, 2, 3}
    expected = {"found", "own_share", "director_buys", "director_allows", "new_director"}
    expected |= {"no_money", "end_turn", "forced_pass", "pass", "buy_city", "final_payout"}
    assert expected <= kinds
    assert exception


def test_random_game_is_deterministic() -> None:
    assert random_game(7, players=4) == random_game(7, players=4)
    assert random_game(7, players=4) != random_game(8, players=4)
    log = random_game(3, players=5)
    assert len(log["players"]) == 5
    assert NarGame.from_log(log).finished


def test_illegal_actions_leave_the_state_unchanged() -> None:
    rng = random.Random(5)
    for seed in range(15):
        game = NarGame.from_log(new_game(random_deck(seed), random_players(4), seed))
        while not game.finished:
            actions = game.legal_actions()
            action = rng.choice(actions)
            before = snapshot(game)
            n_events = len(game.events)
            for bad in _spoil(action, game):
                with pytest.raises(IllegalNarAction):
                    game.process(bad)
                assert snapshot(game) == before, bad
                assert len(game.events) == n_events
            game.process(action)


def _spoil(action: dict, game: NarGame) -> list[dict]:
    """Variants of a legal action that must be refused."""
    other = next(p for p in game.player_ids if p != action["entity"])
    bad = [
        {**action, "entity": other},
        {**action, "entity": "nobody"},
        {**action, "type": "jump"},
        {k: v for k, v in action.items() if k != "entity"},
    ]
    if action["type"] == "take_share":
        bad.append({**action, "column": 4})
        bad.append({**action, "column": "0"})
        if "price" in action:
            cash = game.result()[action["entity"]]
            bad.append({**action, "price": cash + 100})
            bad.append({**action, "price": 150})
            bad.append({**action, "price": 0})
        bad.append({"type": "buy_city", "entity": action["entity"], "company": "co1", "column": 0})
    if action["type"] == "director_choice":
        bad.append({**action, "buy": "yes"})
        bad.append({"type": "pass", "entity": action["entity"]})
    if action["type"] == "buy_city":
        bad.append({**action, "company": "nope"})
        bad.append({**action, "column": -1})
        bad.append({"type": "take_share", "entity": action["entity"], "column": 0, "price": 100})
    return bad
