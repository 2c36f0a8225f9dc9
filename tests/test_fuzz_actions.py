"""Mutated legal actions at random moments of random games: refused cleanly with the game
unchanged, or accepted only as a legal move; never another error (a fixed budget here,
minutes in `make soak`)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine_fuzz import TITLES, fuzz_game, soak_game


@pytest.mark.parametrize("title", TITLES)
# the same examples on every run, so that the suite's verdict is repeatable; `make soak` draws
# new ones
@settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(0, 10**6))
def test_mutated_actions_are_refused_or_legal(title, seed):
    counts: Counter = Counter()
    failures: list = []
    fuzz_game(title, seed, tries=25, counts=counts, failures=failures)
    assert failures == [], failures[:3]
    assert counts["tried"] > 0


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("seed", [5, 23])
def test_random_games_keep_invariants_and_undo_redo_round_trips(title, seed):
    counts: Counter = Counter()
    failures: list = []
    soak_game(title, seed, counts, failures)
    assert failures == []
    assert counts["games"] == 1 and counts["undo/redo round trips"] > 0
