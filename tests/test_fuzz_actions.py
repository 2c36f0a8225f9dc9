"""Mutated legal actions at random moments of random games: refused cleanly with the game
unchanged, or accepted only as a legal move; never another error (a fixed budget here,
minutes in `make soak`)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from railsdesk.engine.readings import RULEBOOK, SITE
from tests.engine_fuzz import (
    TITLES,
    export_round_trip,
    fuzz_game,
    play_with_private_sale,
    soak_game,
)


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


@pytest.mark.parametrize("title", ["1830", "1856"])
@pytest.mark.parametrize("reading", [RULEBOOK, SITE])
def test_exports_of_games_with_a_private_sold_between_players_round_trip(tmp_path, title, reading):
    """1830 and 1856 sell privates between players in the rulebook (1856 only there), which
    18xx.games reads otherwise: an export is refused with nothing written, or reopens as the
    same game."""
    counts: Counter = Counter()
    failures: list = []
    sold = 0
    for seed in (3, 11):
        game, private_sold = play_with_private_sale(title, seed, reading)
        sold += private_sold
        export_round_trip(game, tmp_path, counts, failures)
    assert failures == []
    assert sold or (title, reading) == ("1856", SITE)  # 18xx.games' 1856 has no such sale
    assert counts["export refused"] + counts["export written"] == 2
