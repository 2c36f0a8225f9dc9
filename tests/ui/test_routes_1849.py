"""1849's routes in the window: an H-train's route shows how many hexes it uses of its range as
it is built, and a route the rules refuse says why (the E-train's narrow gauge, too many hexes,
a gauge change outside a station). The counts and the reasons are the engine's route rules'."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLabel

from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.readings import SITE
from railsdesk.engine.routes import RouteContext, RouteTrain, evaluate_route, parse_logged_run
from railsdesk.games import new_game
from railsdesk.games.g1849.routes import RouteRules1849
from railsdesk.random_play import choose
from railsdesk.ui.session import GameSession
from tests.ui.players import UiPlayer

OPTIONS = ["acquiring_station_tokens", "bonds", "electric_dreams"]
PLAYERS = [{"id": i, "name": name} for i, name in enumerate(("Ann", "Ben", "Cy"), 1)]


@pytest.fixture(scope="module")
def ata_runs():
    """Seed 1, move 515 (the 18xx.games reading): the ATA runs a 12H and an E-train from
    Siracusa (M13), whose track to Ragusa (M11) is narrow gauge."""
    game = new_game("1849", PLAYERS, OPTIONS, seed=1, reading=SITE)
    rng = random.Random(1)
    for _ in range(515):
        game.process(choose(rng, game))
    legal = game.legal()
    assert legal["entity"] == "ATA" and "run_routes" in legal["actions"]
    return game


def route_label(window, train: str) -> str:
    return window.editor.panel.findChild(QLabel, f"route_text_{train}").text()


def test_a_route_shows_its_hexes_and_why_it_is_refused(window, qtbot, ata_runs):
    window.show_document(GameSession(ata_runs))
    player = UiPlayer(window, qtbot, 1)
    planner = window.editor.routes.planner
    player.click("route_train_12H-0")
    for hex_id in ("M13", "M11"):
        player.click_board(player.stop_position(hex_id, 0))
    used, limit = planner.counted_range("12H-0")
    route = planner.route("12H-0")
    rules = RouteRules1849()
    assert limit == 12
    assert used == sum(rules.segment_cost(None, route.train, s) for s in route.segments)
    assert f"{used} / 12 H" in route_label(window, "12H-0")
    # the E-train may not run on the narrow gauge to Ragusa: the route says so
    player.click("route_train_E-0")
    for hex_id in ("M13", "M11"):
        player.click_board(player.stop_position(hex_id, 0))
    text = route_label(window, "E-0")
    assert "E-train" in text and "narrow gauge" in text, text
    assert " H" not in text  # an E-train's range has no limit
    # German: the rulebook's words
    window.languages.switch("de")
    qtbot.waitUntil(lambda: "Schmalspur" in route_label(window, "E-0"), timeout=2000)


def test_the_refusals_name_their_reason(ata_runs):
    state = ata_runs.state
    best = state.best_routes(state.corporation("ATA"))
    long_run = next(r for r in best if r["train"] == "12H-0")
    four = RouteTrain("4H-0", "4H", 4)
    ctx = RouteContext(state.board, "ATA", (), (four,), RouteRules1849(), state.phase.name)
    (route,) = parse_logged_run(ctx, [{**long_run, "train": "4H-0"}])
    with pytest.raises(IllegalAction) as refused:
        evaluate_route(ctx, route)
    assert refused.value.key == "route.too_many_hexes"
    assert refused.value.params["limit"] == 4 and refused.value.params["used"] > 4
