"""Arbitrary actions at arbitrary moments: accepted with all invariants holding, or refused
with IllegalNarAction and the state unchanged; never another exception."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from railsdesk.games.nar import IllegalNarAction, NarGame, new_game, random_deck, random_players
from railsdesk.games.nar.newgame import choose_random_action

from .helpers import check_invariants, share_counts

junk = st.one_of(st.none(), st.booleans(), st.text(max_size=3), st.lists(st.integers(), max_size=2))
money = st.one_of(st.integers(-200, 3000), st.sampled_from([0, 100, 200, 1000, 1500]), junk)
actions = st.fixed_dictionaries(
    {
        "type": st.one_of(
            st.sampled_from(["take_share", "director_choice", "buy_city", "pass", "reveal_city"]),
            junk,
        ),
        "entity": st.one_of(st.sampled_from(["p1", "p2", "p3", "p4"]), junk),
    },
    optional={
        "column": st.one_of(st.integers(-1, 4), junk),
        "price": money,
        "buy": st.one_of(st.booleans(), junk),
        "company": st.one_of(st.sampled_from(["co1", "co2", "co3", "co4", "co5"]), junk),
        "city": st.one_of(st.sampled_from(["r01", "r36", "rs1"]), junk),
        "cost": money,
        "revenue": money,
        "symbols": st.one_of(st.integers(-1, 4), junk),
        "start_city": st.one_of(st.sampled_from(["rs1", "rs2"]), junk),
    },
)


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 30),
    prefix=st.integers(0, 120),
    attempts=st.lists(actions, min_size=1, max_size=6),
)
def test_arbitrary_actions(seed: int, prefix: int, attempts: list[dict]) -> None:
    game = NarGame.from_log(new_game(random_deck(seed), random_players(4), seed))
    counts = share_counts(game)
    rng = random.Random(seed)
    for _ in range(prefix):
        if game.finished:
            break
        game.process(choose_random_action(game.legal_actions(), rng))
    for action in attempts:
        before = game.state_dict()
        n_actions = len(game.actions)
        try:
            game.process(action)
        except IllegalNarAction as exc:
            assert exc.message
            assert game.state_dict() == before
            assert len(game.actions) == n_actions
        else:
            assert len(game.actions) == n_actions + 1
            check_invariants(game, counts)
            # the accepted action was one of the legal ones (or a reveal, never needed here)
            assert action["type"] in ("take_share", "director_choice", "buy_city", "pass")
