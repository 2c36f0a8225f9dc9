"""Seeded random games of 1830 played from the legal-moves query to their end, with the
invariants checked after every action."""

from __future__ import annotations

import pytest

from railsdesk.engine.steps.trains import DiscardTrain
from railsdesk.random_play import play_random_game

SEEDS = range(1, 101)
# Seeds that once found a bug; they stay in the run.
REGRESSIONS = (3,)


def check_invariants(game) -> None:
    state = game.state
    assert state.total_money() == state.data["bank_cash"], "money created or destroyed"
    for corp in state.corporations:
        holders = [corp, state.pool, *state.players, *state.corporations]
        assert sum(h.percent_of(corp.sym) for h in set(holders)) == 100, corp.sym
        assert state.pool.percent_of(corp.sym) <= state.MARKET_SHARE_LIMIT, corp.sym
        if corp.owner is not None:
            pres = corp.presidents_share.owner
            assert pres is corp.owner, f"{corp.sym} president does not hold the certificate"
    last = game.raw_actions[-1]
    if last.type in ("buy_shares", "par") and last.entity_type == "player":
        player = state.player(last.entity)
        assert state.num_certs(player) <= state.cert_limit(), "certificate limit broken"
        for corp in state.corporations:
            assert state.holding_ok(player, corp), f"holding limit broken in {corp.sym}"
    discarding = any(isinstance(s, DiscardTrain) and s.active for s in state.round.steps)
    if not discarding:
        for corp in state.corporations:
            assert state.num_corp_trains(corp) <= state.train_limit(corp), corp.sym


@pytest.mark.parametrize("seed", sorted(set(SEEDS) | set(REGRESSIONS)))
def test_random_game_reaches_the_end(seed):
    players = 2 + seed % 5
    game = play_random_game("1830", players, seed, check=check_invariants)
    assert game.state.finished, f"seed {seed} stopped in {game.state.round_label()}"
    assert game.state.game_end_reason in ("bank", "bankrupt")


@pytest.mark.parametrize("seed", range(201, 211))
def test_random_game_with_both_optional_rules(seed):
    options = ["optional_6_train", "multiple_brown_from_ipo"]
    game = play_random_game("1830", 2 + seed % 5, seed, options, check=check_invariants)
    assert game.state.finished
    sixes = [t for t in game.state.all_trains() if t.name == "6"]
    assert len(sixes) == 3
