"""Every title on a 1366x768 laptop in English, German and Dutch: every dock, the action panel
at each kind of step of a whole seeded game (in the window maximized there), the game's report
and the dialogs show their texts whole, without sideways scrolling (the check the card game's
table test makes of its own screens, tests.ui.helpers), the controls of most moves stay in view
without scrolling the panel, and the map's place names stay clear of the markers; the
companion's dividend screen is shown whole."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QTabBar, QTableWidget

from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.session import GameSession
from tests.ui.helpers import layout_problems
from tests.ui.test_companion_titles import play_until, start_companion

PLAYERS = ["Annemarie", "Bartholomew", "Cleo", "Maximilian", "Eve"]
TITLES = {"1830": 4, "1849": 4, "1856": 5, "1880": 4}
LANGUAGES = ["en", "de", "nl"]
# the window maximized on a 1366x768 laptop: the screen less a taskbar and a title bar
LAPTOP_WINDOW = (1366, 698)


def step_kind(legal) -> tuple:
    """What decides the panel's sections: who acts, the kinds of moves and the question."""
    actions = tuple(sorted(a for a in legal.get("actions", []) if a not in ("undo", "redo")))
    powers = tuple(sorted(legal.get("companies") or {}))
    return legal.get("entity_type"), actions, legal.get("question"), bool(powers)


def docks_problems(editor, qtbot) -> list[str]:
    """What does not fit in each dock, brought to the front in turn, and the docks' tabs
    elided."""
    problems = []
    for name, dock in editor.docks.items():
        dock.raise_()
        qtbot.wait(10)
        problems += [f"{name}: {problem}" for problem in layout_problems(dock)]
    window = editor.window
    for bar in window.findChildren(QTabBar):
        if bar.parent() is window and bar.isVisible():
            for i in range(bar.count()):
                if bar.tabRect(i).width() < bar.tabSizeHint(i).width():
                    problems.append(f"dock tab elided: {bar.tabText(i)!r}")
    return problems


def panel_overflow(panel) -> str | None:
    """The panel's controls taller than its room (the panel would have to be scrolled)."""
    needed = panel.body.sizeHint().height()
    room = panel.scroll_area.viewport().height()
    return f"controls need {needed} px, the panel has {room}" if needed > room else None


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("title", sorted(TITLES))
def test_a_whole_game_fits_a_laptop(window, qtbot, title, language):
    players = [{"id": i + 1, "name": n} for i, n in enumerate(PLAYERS[: TITLES[title]])]
    game = new_game(title, players, [], seed=5, reading=SITE)
    names = {str(p["id"]): p["name"] for p in players}
    window.set_language(language)
    window.resize(*LAPTOP_WINDOW)
    window.show_document(GameSession(game))
    editor = window.editor
    qtbot.wait(100)
    problems = docks_problems(editor, qtbot)
    editor.docks["actions"].raise_()
    rng, moves = random.Random(5), Counter()
    tall: dict[tuple, str] = {}
    while not game.state.finished:
        legal = game.legal()
        kind = step_kind(legal)
        if kind not in moves:  # the panel as this kind of step shows it
            editor.panel.set_state(legal, game.snapshot(), names)
            qtbot.wait(10)  # laid out at the panel's width, with its scroll bar if any
            problems += [f"{kind}: {p}" for p in layout_problems(editor.docks["actions"])]
            overflow = panel_overflow(editor.panel)
            if overflow:
                tall[kind] = overflow
        moves[kind] += 1
        game.process(choose(rng, game))
    # the end of the game, in every dock and in its report
    window.show_document(GameSession(game))
    qtbot.wait(100)
    problems += docks_problems(window.editor, qtbot)
    window.show_report()
    qtbot.wait(50)
    problems += [f"report: {p}" for p in layout_problems(window.report_dialog)]
    window.report_dialog.close()
    assert problems == [], "\n".join(problems)
    # the common case needs no scrolling: most moves of the game
    scrolled = sum(moves[kind] for kind in tall)
    assert scrolled <= sum(moves.values()) // 5, tall


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("title", sorted(TITLES))
def test_the_dialogs_of_a_game_fit_a_laptop(window, qtbot, title, language):
    """The settings and, in a companion game, the correction of the books."""
    from railsdesk.ui.correction import CorrectionDialog
    from railsdesk.ui.settingsdialog import SettingsDialog

    window.set_language(language)
    window.resize(1366, 768)
    start = window.start_page
    start.title_combo.setCurrentIndex(start.title_combo.findData(title))
    start._start(companion=True)
    for dialog in (
        SettingsDialog(window.settings, window.languages, window),
        CorrectionDialog(window.document, window),
    ):
        dialog.show()
        qtbot.wait(20)
        assert layout_problems(dialog) == [], type(dialog).__name__
        dialog.close()


@pytest.mark.parametrize("title", sorted(TITLES))
def test_place_names_stay_clear_of_the_markers_at_every_zoom(window, qtbot, title):
    """A city's name is never under its station markers, the title's badges (a destination,
    a port) or a private's reservation, from the whole map on a laptop to a close look."""
    players = [{"id": i + 1, "name": n} for i, n in enumerate(PLAYERS[: TITLES[title]])]
    game = new_game(title, players, [], seed=5, reading=SITE)
    rng = random.Random(5)
    for _ in range(300):  # stations and marks on the map
        game.process(choose(rng, game))
    window.show_document(GameSession(game))
    editor = window.editor
    qtbot.wait(50)
    editor.view.fit()
    covered = []
    for zoom in (editor.view.zoom(), 0.3, 0.6, 1.0):
        for item in editor.scene.hex_items.values():
            if not item.location_name or item.tile is None:
                continue
            name = QPainterPath()
            name.addRect(item.name_rect(zoom))
            markers = [token.mapToParent(token.shape()) for token in item.token_items]
            for badge in item.mark_rects():
                markers.append(QPainterPath())
                markers[-1].addRect(badge)
            if any(name.intersects(marker) for marker in markers):
                covered.append((round(zoom, 2), item.hex_id, item.location_name))
    assert covered == []


@pytest.mark.parametrize(("size", "beside"), [((1366, 768), False), ((2560, 1440), True)])
def test_the_default_arrangement_follows_the_screen(window, qtbot, size, beside):
    """The action panel above the players' table on the right; the stock market tabbed behind
    the companies' table on a laptop, beside it where the screen leaves it room."""
    window.resize(*size)
    players = [{"id": i + 1, "name": n} for i, n in enumerate(PLAYERS[:4])]
    window.show_document(GameSession(new_game("1830", players, [], seed=5)))
    qtbot.wait(50)
    docks = window.editor.docks
    right = Qt.DockWidgetArea.RightDockWidgetArea
    assert (
        window.dockWidgetArea(docks["actions"]) == window.dockWidgetArea(docks["players"]) == right
    )
    assert docks["actions"].geometry().bottom() < docks["players"].geometry().top()
    tabbed = docks["market"] in window.tabifiedDockWidgets(docks["companies"])
    assert tabbed is not beside


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("title", sorted(TITLES))
def test_the_companion_s_dividend_screen_fits_a_laptop(window, qtbot, title, language):
    """A run typed with Enter at the table: every player's and the treasury's income for each
    choice, whole above the Pay out and Withhold buttons, the action panel and the log below
    taking what is left."""
    window.set_language(language)
    view = start_companion(window, qtbot, title, players=TITLES[title])

    def dividend_to_several(game) -> bool:
        legal = game.legal()
        return "dividend" in legal["actions"] and len(legal["dividend"]["payouts"]) >= 3

    play_until(view, dividend_to_several, seed=5, limit=8000)
    qtbot.waitUntil(lambda: view.widgets["dividend_payout"].isVisible())
    qtbot.wait(10)
    box = view.entry_box
    assert box.height() >= box.minimumSizeHint().height()
    table = box.findChild(QTableWidget, "dividendTable")
    for widget in [table, *view.widgets.values()]:
        shown = widget.visibleRegion().boundingRect().size()
        assert shown == widget.size(), f"{widget.objectName()} cut"
    assert layout_problems(box) == []
    assert layout_problems(view.books_box) == []  # the books beside the entries, whole


def test_a_tab_bar_left_from_the_last_game_is_hidden(window, qtbot):
    """Qt can leave the last game's tab bar shown where this game's is: a tab of a dock this
    game has not (1880's order track after a 1880 game) would show through."""
    window.show()
    window.new_game("1830", [{"id": i, "name": n} for i, n in enumerate(PLAYERS[:4], 1)], [], 0)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QTabBar)))
    editor = window.editor
    used = [b for b in window.findChildren(QTabBar) if b.isVisible() and b.count() > 2]
    assert used
    stale = QTabBar(window)
    for text in [used[0].tabText(i) for i in range(used[0].count())] + ["Zugreihenfolge-Leiste"]:
        stale.addTab(text)
    stale.setGeometry(used[0].geometry())
    stale.show()
    editor._tidy_tab_bars()
    assert stale.isHidden() and used[0].isVisible()
