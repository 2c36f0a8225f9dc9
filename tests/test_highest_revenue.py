"""The rulebooks of 1830 (§20.3) and 1849 (R 4.3.2) demand the highest possible revenue: in
their rulebook reading a lower run is refused with the rule's section and both figures. 1856
and 1880 leave the run to the director, and the 18xx.games reading accepts any legal run."""

from __future__ import annotations

import pytest

from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.readings import RULEBOOK, SITE
from railsdesk.random_play import action, play_random_game


class AtARun(Exception):
    """Raised to stop a random game where a company may run trains for some revenue."""


def stop_at_a_paying_run(game) -> None:
    if "run_routes" in game.legal().get("actions", []) and game.best_routes():
        raise AtARun


def game_at_a_paying_run(title: str, reading: str):
    """A seeded random game stopped where the acting company can earn something."""
    for seed in range(1, 20):
        found = {}

        def check(game, found=found) -> None:
            found["game"] = game
            stop_at_a_paying_run(game)

        try:
            play_random_game(title, 4, seed, check=check, reading=reading)
        except AtARun:
            return found["game"]
    raise AssertionError(f"no {title} game reached a paying run")


@pytest.mark.parametrize("title, section", [("1830", "§20.3"), ("1849", "R 4.3.2")])
def test_a_run_below_the_best_is_refused_by_the_rulebook(title, section):
    game = game_at_a_paying_run(title, RULEBOOK)
    best = game.best_routes()
    total = sum(route["revenue"] for route in best)
    with pytest.raises(IllegalAction) as refused:
        game.process(action(game.legal(), "run_routes", routes=[]))
    assert refused.value.key == "route.below_best"
    assert refused.value.params == {"amount": 0, "max": total, "section": section}
    # every route without one train's is below the best too; the best itself is run
    if len(best) > 1:
        with pytest.raises(IllegalAction):
            game.check_routes(best[1:])
    game.process(action(game.legal(), "run_routes", routes=best))


@pytest.mark.parametrize(
    "title, reading",
    [("1830", SITE), ("1849", SITE), ("1856", RULEBOOK), ("1880", RULEBOOK)],
)
def test_a_lower_run_is_accepted_where_the_rules_leave_it_to_the_director(title, reading):
    game = game_at_a_paying_run(title, reading)
    game.process(action(game.legal(), "run_routes", routes=[]))
    assert game.state.round.routes == []
