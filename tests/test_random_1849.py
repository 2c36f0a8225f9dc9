"""Seeded random games of 1849 played from the legal-moves query to their end (both
scenarios; basic, advanced and Electric Dreams; the 18xx.games reading, and a dozen in the
rulebook's), with money conserved and every certificate accounted for after every action.
Bonds leave a company in debt (negative cash) until its president pays: money is still
conserved."""

from __future__ import annotations

from collections import Counter

import pytest

from railsdesk.engine.readings import RULEBOOK
from railsdesk.engine.steps.trains import DiscardTrain
from railsdesk.random_play import play_random_game
from tests.engine_fuzz import check_invariants as certificates_and_money

SEEDS = range(1, 101)


ADVANCED = ["acquiring_station_tokens", "bonds"]


def game_setup(seed: int) -> tuple[int, list[str]]:
    """Three to five players; a quarter of the games basic, a quarter basic with the reduced
    four-player game and the delayed IFT where they apply, a quarter advanced and a quarter
    advanced with Electric Dreams."""
    players = 3 + seed % 3
    kind = seed % 4
    if kind == 0:
        return players, []
    if kind == 1:
        return players, ["delay_ift"] + (["reduced_4p_corps"] if players == 4 else [])
    if kind == 2:
        return players, list(ADVANCED)
    return players, [*ADVANCED, "electric_dreams"]


def check_invariants(game) -> None:
    certificates_and_money(game)
    state = game.state
    for corp in state.corporations:
        holders = {id(h): h for h in [corp, state.pool, *state.players, *state.corporations]}
        assert sum(h.percent_of(corp.sym) for h in holders.values()) == 100, corp.sym
        assert state.pool.percent_of(corp.sym) <= state.MARKET_SHARE_LIMIT, corp.sym
        if corp.owner is not None:
            assert corp.presidents_share.owner is corp.owner, f"{corp.sym}: president"
    last = game.raw_actions[-1]
    if last.type in ("buy_shares", "par") and last.entity_type == "player":
        assert state.num_certs(state.player(last.entity)) <= state.cert_limit()
    if not any(isinstance(s, DiscardTrain) and s.active for s in state.round.steps):
        for corp in state.corporations:
            assert state.num_corp_trains(corp) <= state.train_limit(corp), corp.sym


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_reaches_the_end(seed):
    players, options = game_setup(seed)
    game = play_random_game("1849", players, seed, options, check=check_invariants)
    state = game.state
    assert state.finished, f"seed {seed} stopped in {state.round_label()}"
    assert state.game_end_reason in ("bank", "stock_market", "bankrupt")


RULEBOOK_SEEDS = range(1, 13)


def test_rulebook_reading_games_reach_the_end():
    """New games follow the rulebook's reading (the seller's consent for a station slot, the
    bankrupt director's whole property lost, ...): they too play to the end, and the
    readings' own situations come up."""
    seen = Counter()
    for seed in RULEBOOK_SEEDS:
        players, options = game_setup(seed)
        game = play_random_game(
            "1849", players, seed, options, check=check_invariants, reading=RULEBOOK
        )
        state = game.state
        assert state.finished, f"seed {seed} stopped in {state.round_label()}"
        seen.update({entry.key for entry in state.log})
    assert seen["offers_for_marker"] and seen["loses_property"]


def test_a_swap_question_goes_with_its_closing_company():
    """Seed 704 (three players): a sale makes the buyer director of ATA, leaving the seller the
    choice of certificates, and drops ATA into the closing row; the company closes with all
    its certificates, and the question goes with it (once the game stopped there)."""
    game = play_random_game("1849", 3, 704, check=check_invariants)
    state = game.state
    assert state.finished
    assert state.swap_choice is None
    assert any(e.key == "corporation_closes" for e in state.log)
