"""Seeded random games of 1856 (3 to 6 players, every combination of the options) played from
the legal-moves query to their end, with money and certificates checked after every action.
Seeds 1 to 120 of the same series were replayed by the 18xx.games engine and matched state for
state (docs/titles/1856.md, "Random games against the reference")."""

from __future__ import annotations

from collections import Counter

import pytest

from railsdesk.random_play import play_random_game
from tests.engine_fuzz import check_invariants

OPTIONS = ("alternate_destinations", "unlimited_bonus_tokens", "eight_train_variant")
SEEDS = range(1, 101)
# What the log shows when a game passes through the rarer parts of the rules.
FEATURES = {
    "takes_loan": "loan",
    "destinated": "destination",
    "goes_bankrupt": "bankruptcy",
    "interest_from_president": "president pays interest",
}
seen: Counter[str] = Counter()


def options_for(seed: int) -> list[str]:
    """Each run of 32 seeds has every player count with every combination of options."""
    combination = (seed // 4) % 8
    return [name for bit, name in enumerate(OPTIONS) if combination >> bit & 1]


def check_every_share(game) -> None:
    """Money and certificates as for every title; and every corporation but the CGR (whose
    certificates are issued at its formation) is held whole: 100% between its holders."""
    check_invariants(game)
    state = game.state
    holders = [state.pool, *state.players, *state.corporations]
    for corp in state.corporations:
        if corp is state.national:
            continue
        assert sum(h.percent_of(corp.sym) for h in holders) == 100, corp.sym


@pytest.mark.parametrize("seed", SEEDS)
def test_random_1856_game_reaches_the_end(seed):
    game = play_random_game("1856", 3 + seed % 4, seed, options_for(seed), check=check_every_share)
    state = game.state
    assert state.finished, f"seed {seed} stopped in {state.round_label()}"
    assert state.game_end_reason in ("bank", "bankrupt")
    keys = {entry.key for entry in state.log}
    seen.update(name for key, name in FEATURES.items() if key in keys)
    if state.national_formed:
        seen["CGR formed"] += 1
    seen["games"] += 1


def test_the_random_games_reach_the_rarer_rules():
    """Run after the games above (same module, in order): loans, destinations, the CGR, a
    president paying interest and bankruptcy each happened in some of them."""
    if seen["games"] < len(SEEDS):
        pytest.skip("runs after the whole series of random games")
    for name in [*FEATURES.values(), "CGR formed"]:
        assert seen[name] > 0, f"no random game reached: {name}"


def test_a_player_left_idle_by_a_closing_yields_his_turn():
    """Seed 376029887: a sale in SR 7 drops LPS into the closed zone, and the next player, whose
    only possible trade was LPS, has nothing left to do: his turn passes (once the game
    stopped there with nobody able to act). The 18xx.games engine matches it state for state."""
    game = play_random_game("1856", 6, 376029887, check=check_every_share)
    assert game.state.finished
    closings = [e for e in game.state.log if e.key == "corporation_closes"]
    assert closings, "the seed no longer closes a corporation"
