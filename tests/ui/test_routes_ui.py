"""Running trains in the window: routes built by clicking stops, each train in its colour with
its revenue, the total before submitting, Auto in a worker thread with Cancel, the last run of
a corporation, routes drawn along their track."""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from railsdesk.ui.board import geometry as g
from railsdesk.ui.board.items import RouteItem
from railsdesk.ui.board.routes import route_path
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS

LEFT = Qt.MouseButton.LeftButton


def game_at_a_run(seed: int = 4, trains: int = 2):
    """A seeded random 1830 game stopped where a corporation with `trains` trains is to run
    them and has a route worth running."""
    from railsdesk.engine.readings import SITE
    from railsdesk.games import new_game
    from railsdesk.random_play import choose

    game = new_game("1830", PLAYERS, [], seed=seed, reading=SITE)
    rng = random.Random(seed)
    while not game.state.finished:
        legal = game.legal()
        if "run_routes" in legal["actions"]:
            corp = game.state.corporation(legal["entity"])
            if len(corp.trains) >= trains and game.state.last_run.get(corp.sym):
                best = game.best_routes()
                if len(best) >= trains:
                    return game, best
        game.process(choose(rng, game))
    raise AssertionError("no such moment in this game")


@pytest.fixture
def at_run(window, qtbot):
    """The window at a run, with the routes the planner opened with taken back (the tests
    plan their own)."""
    game, best = game_at_a_run()
    window.show_document(GameSession(game))
    window.editor.view.resize(1000, 700)
    qtbot.waitUntil(lambda: not window.editor.routes.searching, timeout=60000)
    window.editor.routes.clear("")
    return window, game, best


def click_stop(window, sig: str) -> None:
    hex_id, _, part = sig.rpartition("-")
    hex_ = window.document.board.hexes[hex_id]
    node = next(n for n in hex_.tile.nodes if n.part_index == int(part))
    x, y = g.tile_geom(hex_.tile, hex_.rotation, window.editor.data.layout).nodes[node.index].pos
    view = window.editor.view
    view.set_zoom(0.6)
    point = window.editor.scene.hex_centre(hex_id) + QPointF(x, y)
    view.centerOn(point)
    at = view.mapFromScene(point)
    QTest.mouseClick(view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)


def money(window, amount: int) -> str:
    return window.editor.data.currency_format % f"{amount:,}"


def test_routes_by_clicking_show_revenue_per_train_and_total(at_run, qtbot):
    window, game, best = at_run
    panel = window.editor.panel
    assert set(window.editor.routes.planner.trains) >= {r["train"] for r in best}
    for route in best:
        qtbot.mouseClick(panel.buttons[f"route_train_{route['train']}"], LEFT)
        assert window.editor.routes.planner.current == route["train"]
        for sig in route["nodes"]:
            click_stop(window, sig)
        text = panel.findChild(QLabel, f"route_text_{route['train']}").text()
        assert money(window, route["revenue"]) in text
    total = sum(r["revenue"] for r in best)
    assert money(window, total) in panel.findChild(QLabel, "routeTotal").text()
    assert money(window, total) in panel.buttons["run_routes"].text()
    # each train its own colour on the board, with its revenue
    items = [i for i in window.editor.scene.route_items if not i.dashed]
    assert len(items) == len(best)
    assert len({i.color.name() for i in items}) == len(items)
    assert all(money(window, r["revenue"]) in i.label for r, i in zip(best, items, strict=True))
    sent = []
    window.document.changed.connect(lambda: sent.append(window.document.history()[-1]))
    qtbot.mouseClick(panel.buttons["run_routes"], LEFT)
    action = sent[-1]
    assert action["type"] == "run_routes"
    for entry in action["routes"]:
        assert set(entry) >= {"train", "connections", "hexes", "revenue", "revenue_str", "nodes"}
    assert sum(e["revenue"] for e in action["routes"]) == total
    assert "dividend" in window.document.legal()["actions"]


def test_clicking_the_last_stop_takes_it_back_and_unreachable_stops_are_refused(at_run, qtbot):
    window, game, best = at_run
    route = best[0]
    qtbot.mouseClick(window.editor.panel.buttons[f"route_train_{route['train']}"], LEFT)
    for sig in route["nodes"]:
        click_stop(window, sig)
    full = window.editor.routes.planner.nodes(route["train"])
    click_stop(window, route["nodes"][-1])
    assert window.editor.routes.planner.nodes(route["train"]) == full[:-1]
    # a town or city without track: refused, with the reason
    planner = window.editor.routes.planner
    far = next(
        stop
        for h in window.document.board.hexes
        for stop in planner.stops_at(h)
        if not planner.view.segments_from(stop) and h not in route["hexes"]
    )
    before = planner.nodes(route["train"])
    part = window.document.board.hexes[far[0]].tile.nodes[far[1]].part_index
    click_stop(window, f"{far[0]}-{part}")
    assert planner.nodes(route["train"]) == before
    assert far[0] in window.statusBar().currentMessage()
    # where the eye is: at the hex and at the top of the action panel
    note = window.editor.panel.findChild(QLabel, "refusalNote")
    bubble = window.editor.scene.refusal
    assert note.isVisible() and far[0] in note.text()
    assert bubble.isVisible() and bubble.text == note.text()
    qtbot.mouseClick(window.editor.panel.buttons[f"route_clear_{route['train']}"], LEFT)
    assert window.editor.routes.planner.nodes(route["train"]) == []


def test_auto_finds_the_best_routes_in_a_worker(at_run, qtbot):
    window, game, best = at_run
    main = threading.get_ident()
    seen = []
    finder = game.best_routes

    def watched(cancel=None):
        seen.append(threading.get_ident())
        return finder(cancel=cancel)

    game.best_routes = watched
    qtbot.mouseClick(window.editor.panel.buttons["auto_routes"], LEFT)
    qtbot.waitUntil(lambda: not window.editor.routes.searching, timeout=60000)
    assert seen and seen[0] != main
    assert window.editor.routes.planner.total() == sum(r["revenue"] for r in best)
    assert not window.editor.panel.progress.isVisible()
    assert window.editor.panel.buttons["run_routes"].isEnabled()


def test_auto_can_be_cancelled(at_run, qtbot):
    window, game, best = at_run
    from railsdesk.engine.route_finder import Cancelled

    started = threading.Event()

    def endless(cancel=None):
        started.set()
        while not cancel():
            threading.Event().wait(0.001)
        raise Cancelled("route search cancelled")

    game.best_routes = endless
    qtbot.mouseClick(window.editor.panel.buttons["auto_routes"], LEFT)
    assert window.editor.panel.progress.isVisibleTo(window.editor.panel)
    assert window.editor.panel.buttons["auto_routes"].text() == "Cancel  [A]"
    assert started.wait(10)
    qtbot.mouseClick(window.editor.panel.buttons["auto_routes"], LEFT)
    qtbot.waitUntil(lambda: not window.editor.routes.searching, timeout=10000)
    assert window.editor.routes.planner.total() == 0
    assert not window.editor.panel.progress.isVisibleTo(window.editor.panel)
    assert window.editor.panel.buttons["auto_routes"].text() == "Auto  [A]"


def test_last_run_of_a_company_is_shown_dashed(at_run, qtbot):
    window, game, best = at_run
    sym = window.editor.routes.planner.corporation
    qtbot.mouseClick(window.editor.panel.buttons["last_run"], LEFT)
    dashed = [i for i in window.editor.scene.route_items if i.dashed]
    assert len(dashed) == len(game.state.last_run[sym])
    qtbot.mouseClick(window.editor.panel.buttons["last_run"], LEFT)
    assert not [i for i in window.editor.scene.route_items if i.dashed]
    # any company's, from the players and companies table
    table = window.editor.players.corps
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == sym)
    table.cellClicked.emit(row, 0)
    assert [i for i in window.editor.scene.route_items if i.dashed]


def test_routes_are_drawn_along_their_track(at_run):
    window, game, best = at_run
    board, layout = window.document.board, window.editor.data.layout
    for route in best:
        path = route_path(board, layout, route)
        assert not path.isEmpty()
        # the path passes through every hex of its chains (sampled along its length)
        points = [path.pointAtPercent(t / 200) for t in range(201)]
        hexes = {window.editor.scene.hex_at(p) for p in points}
        assert {h for c in route["connections"] for h in c} <= hexes


def test_history_shows_the_routes_of_a_run(at_run, qtbot):
    window, game, best = at_run
    actions = window.document.history()
    index = max(i for i, a in enumerate(actions) if a["type"] == "run_routes")
    window.editor.show_history(index)
    qtbot.waitUntil(lambda: window.editor.history.index == index, timeout=10000)
    items = window.editor.scene.route_items
    assert len(items) == len(actions[index]["routes"])
    assert all(isinstance(i, RouteItem) for i in items)
    window.editor.show_history(-1)
    assert window.editor.history.index is None


def test_route_tags_leave_tokens_and_off_board_values_readable(at_run, qtbot):
    window, game, best = at_run
    qtbot.mouseClick(window.editor.panel.buttons["auto_routes"], LEFT)
    qtbot.waitUntil(lambda: not window.editor.routes.searching, timeout=60000)
    scene = window.editor.scene
    covered = scene._tag_obstacles()
    items = [item for item in scene.route_items if not item.tag_rect().isEmpty()]
    assert len(items) == len(best)
    placed = 0
    for item in items:
        tag = item.tag_rect()
        assert sum(tag.intersects(other.tag_rect()) for other in items) == 1  # only itself
        if not any(tag.intersects(rect) for rect in covered):
            placed += 1
            continue
        for spot in item.tag_spots():  # covering something only where no spot is free
            tag.moveCenter(spot)
            assert any(tag.intersects(r) for r in covered) or any(
                tag.intersects(o.tag_rect()) for o in items if o is not item
            )
    assert placed > 0


def test_a_stop_passed_without_counting_is_shown_in_parentheses(at_run, qtbot, monkeypatch):
    """An express or plus train's stops it does not pay for (1880): the planner's answer is
    shown in the train's line, with a tooltip that says what the parentheses mean."""
    window, game, best = at_run
    panel, planner = window.editor.panel, window.editor.routes.planner
    train = best[0]["train"]
    # the route's second stop is the one its train passes
    monkeypatch.setattr(
        planner, "free_stops", lambda t: set(planner.nodes(t)[1:2]) if t == train else set()
    )
    qtbot.mouseClick(panel.buttons[f"route_train_{train}"], LEFT)
    for sig in best[0]["nodes"]:
        click_stop(window, sig)
    label = panel.findChild(QLabel, f"route_text_{train}")
    passed = planner.nodes(train)[1][0]
    assert f"({window.editor.routes.place_name(passed)})" in label.text()
    assert "without counting" in label.toolTip() and passed in label.toolTip()


def test_an_undo_before_the_opening_search_leaves_no_busy_bar(window, qtbot):
    game, _best = game_at_a_run()
    window.show_document(GameSession(game))
    assert window.editor.routes.searching  # the planner's opening search, not started yet
    assert window.editor.panel.progress.isVisibleTo(window.editor.panel)
    window.a_undo.trigger()
    assert "run_routes" not in window.document.legal()["actions"]
    qtbot.wait(100)
    assert not window.editor.routes.searching
    assert not window.editor.panel.progress.isVisibleTo(window.editor.panel)
