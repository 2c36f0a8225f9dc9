"""Seeded random games of 1880 (3 to 7 players, the 18xx.games reading) played from the
legal-moves query to their end, with money and certificates checked after every action; and
the share of games that reach 1880's own situations (the interrupting stock rounds, the
communist takeover, the investors' mergers, the Rocket of China, the director's debt)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from railsdesk.engine.readings import RULEBOOK
from railsdesk.engine.rounds import OperatingRound
from railsdesk.engine.steps.trains import DiscardTrain
from railsdesk.games import new_game
from railsdesk.random_play import choose, play_random_game

SEEDS = range(1, 101)


def players_for(seed: int) -> int:
    return 3 + seed % 5


def check_invariants(game) -> None:
    state = game.state
    assert state.total_money() == 0, "money created or destroyed (the bank starts at 0)"
    holders = [*state.players, *state.corporations, *state.minors]
    for corp in state.corporations:
        # at the end the unmerged investors leave the game with their reserved shares
        if not state.finished:
            assert sum(h.percent_of(corp.sym) for h in holders) == 100, corp.sym
        if corp.owner is not None:
            assert corp.presidents_share.owner is corp.owner, f"{corp.sym}: president"
    assert all(debt > 0 for debt in state.debts.values()), "a debt that is not owed"
    # surplus trains go in the operating round's discard step (after a stock round that the
    # new phase started)
    discarding = any(isinstance(s, DiscardTrain) and s.active for s in state.round.steps)
    if isinstance(state.round, OperatingRound) and not discarding:
        for corp in state.corporations:
            assert state.num_corp_trains(corp) <= state.train_limit(corp), corp.sym


def situations(game) -> set[str]:
    """Which of 1880's own situations the game went through."""
    state = game.state
    keys = {entry.key for entry in state.log}
    phases = {entry.params.get("phase") for entry in state.log if entry.key == "phase_begins"}
    found = set()
    if state.turn > 1:
        found.add("interrupting stock round")
    if "B3" in phases:
        found.add("communist takeover")
    if "investor_merges" in keys:
        found.add("investor merger")
    if any(a.entity == "P7" and a.type in ("purchase_train", "assign") for a in game.raw_actions):
        found.add("Rocket of China")
    if "player_loan" in keys:
        found.add("director's debt")
    return found


@pytest.fixture(scope="module")
def played() -> dict[int, tuple[str | None, set[str]]]:
    """Every seed played once: the broken invariant or unfinished game (None if fine), and
    the situations it reached."""
    results: dict[int, tuple[str | None, set[str]]] = {}
    for seed in SEEDS:
        try:
            game = play_random_game("1880", players_for(seed), seed, check=check_invariants)
        except AssertionError as exc:
            results[seed] = (str(exc), set())
            continue
        state = game.state
        problem = None if state.finished else f"stopped in {state.round_label()}"
        if state.finished and state.game_end_reason != "final_train":
            problem = f"ended by {state.game_end_reason}"
        results[seed] = (problem, situations(game))
    return results


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_reaches_the_end(played, seed):
    problem, _ = played[seed]
    assert problem is None, f"seed {seed} ({players_for(seed)} players): {problem}"


def test_random_games_reach_1880s_situations(played):
    counts = Counter(s for _, found in played.values() for s in found)
    for situation in (
        "interrupting stock round",
        "communist takeover",
        "investor merger",
        "Rocket of China",
        "director's debt",
    ):
        assert counts[situation] >= len(SEEDS) // 4, f"{situation}: {counts[situation]} games"


@pytest.mark.parametrize("seed", range(1, 6))
def test_rulebook_reading_games_reach_the_end(seed):
    """New games follow the rulebook's reading (debt repaid in part, unfloated prices still,
    every investor paid at the end ...): they too play to the end."""
    players = [{"id": i, "name": f"Player {i}"} for i in range(1, players_for(seed) + 1)]
    game = new_game("1880", players, [], seed=seed, reading=RULEBOOK)
    rng = random.Random(seed)
    while not game.state.finished:
        game.process(choose(rng, game))
        check_invariants(game)
    assert game.state.game_end_reason == "final_train"
