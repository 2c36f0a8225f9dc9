"""The route planner opens with the best routes found and shows their revenue beside the
planned one; a run below them is confirmed first, naming the difference (the trap: a run for
¥0 offered while a ¥320 route exists), and in the rulebook reading of 1849, which refuses it,
it is not offered, the rule named."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from railsdesk.engine.readings import RULEBOOK, SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS

LEFT = Qt.MouseButton.LeftButton


def game_at_a_paying_run(title: str, reading: str, seed: int = 3):
    """A seeded random game stopped where the acting company's best run earns something."""
    import random

    game = new_game(title, PLAYERS, [], seed=seed, reading=reading)
    rng = random.Random(seed)
    while not game.state.finished:
        if "run_routes" in game.legal()["actions"]:
            best = game.best_routes()
            if best:
                return game, sum(route["revenue"] for route in best)
        game.process(choose(rng, game))
    raise AssertionError("no paying run in this game")


def opened_at_a_run(window, qtbot, title: str, reading: str):
    game, best = game_at_a_paying_run(title, reading)
    window.show_document(GameSession(game))
    qtbot.waitUntil(lambda: not window.editor.routes.searching, timeout=60000)
    return game, best


def money(window, amount: int) -> str:
    return window.editor.data.currency_format % f"{amount:,}"


def clear_every_route(window, qtbot) -> None:
    panel = window.editor.panel
    for train in window.editor.routes.planner.trains:
        qtbot.mouseClick(panel.buttons[f"route_clear_{train}"], LEFT)


def test_the_planner_opens_with_the_best_routes_and_shows_their_revenue(window, qtbot):
    _, best = opened_at_a_run(window, qtbot, "1880", SITE)
    panel = window.editor.panel
    assert window.editor.routes.planner.total() == best
    total = panel.findChild(QLabel, "routeTotal").text()
    assert money(window, best) in total and "best routes" in total
    clear_every_route(window, qtbot)  # the best stays beside the planned run
    total = panel.findChild(QLabel, "routeTotal").text()
    assert money(window, 0) in total and money(window, best) in total


def test_a_run_for_nothing_while_a_route_exists_asks_first(window, qtbot):
    game, best = opened_at_a_run(window, qtbot, "1880", SITE)
    panel = window.editor.panel
    clear_every_route(window, qtbot)
    actions = len(game.raw_actions)
    run = panel.buttons["run_routes"]
    assert money(window, 0) in run.text()
    qtbot.mouseClick(run, LEFT)
    assert len(game.raw_actions) == actions  # nothing run yet
    asked = panel.findChild(QLabel, "confirmText").text()
    assert money(window, best) in asked and f"{money(window, best)} less" in asked
    qtbot.mouseClick(panel.buttons["confirm_back"], LEFT)
    assert len(game.raw_actions) == actions
    qtbot.mouseClick(panel.buttons["run_routes"], LEFT)
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert len(game.raw_actions) == actions + 1
    assert game.raw_actions[-1].type == "run_routes" and not game.raw_actions[-1].get("routes")


def test_the_best_routes_run_without_a_question(window, qtbot):
    game, best = opened_at_a_run(window, qtbot, "1880", SITE)
    actions = len(game.raw_actions)
    qtbot.mouseClick(window.editor.panel.buttons["run_routes"], LEFT)
    assert len(game.raw_actions) == actions + 1
    assert sum(r["revenue"] for r in game.raw_actions[-1].get("routes")) == best


@pytest.mark.parametrize("reading, refused", [(RULEBOOK, True), (SITE, False)])
def test_1849s_rulebook_refuses_a_run_below_the_best_before_it_is_asked_for(
    window, qtbot, reading, refused
):
    """The rulebook reading's run below the best is not offered (no confirmation for the
    engine to overrule), the rule named where the Run button is; the site's is confirmed."""
    game, best = opened_at_a_run(window, qtbot, "1849", reading)
    panel = window.editor.panel
    clear_every_route(window, qtbot)
    actions = len(game.raw_actions)
    run = panel.buttons["run_routes"]
    assert run.isEnabled() is not refused
    note = panel.findChild(QLabel, "bestRequired")
    if refused:
        assert note is not None and "(R 4.3.2)" in note.text()
        return
    assert note is None
    qtbot.mouseClick(run, LEFT)
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert len(game.raw_actions) == actions + 1
