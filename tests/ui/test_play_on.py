"""Going on from an earlier moment of the game, and the reading of the rules the game follows
shown in the window's title bar and the game information."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QLabel, QMessageBox

from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.docks.log import INDEX_ROLE
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS
from tests.ui.players import LEFT


def five_moves(window) -> list[dict]:
    """A new 1830 game with five seeded moves made through the window; its history."""
    window.new_game("1830", PLAYERS, [], 3)
    rng = random.Random(3)
    for _ in range(5):
        assert window.editor.do_action(choose(rng, window.document.game))
    return window.document.history()


def test_play_on_from_an_earlier_moment_drops_the_later_actions_for_redo(window, qtbot):
    made = five_moves(window)
    editor, panel = window.editor, window.editor.panel
    editor.show_history(1)
    qtbot.waitUntil(lambda: editor.history.index == 1, timeout=10000)
    assert "The 3 later actions are dropped; Redo brings them back." in [
        label.text() for label in panel.findChildren(QLabel)
    ]
    qtbot.mouseClick(panel.buttons["play_on"], LEFT)
    assert "dropped" in panel.findChild(QLabel, "confirmText").text()
    qtbot.mouseClick(panel.buttons["confirm_back"], LEFT)  # changed my mind
    assert editor.history.index == 1 and len(window.document.history()) == 5
    qtbot.mouseClick(panel.buttons["play_on"], LEFT)
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert not editor.history.active, "back in the present, where moves are made"
    assert window.document.history() == made[:2]
    assert "play_on" not in panel.buttons
    assert window.a_redo.isEnabled()
    window.a_redo.trigger()  # one redo brings every dropped action back
    assert window.document.history() == made


def test_play_on_from_a_line_of_the_log_asks_first(window, qtbot):
    made = five_moves(window)
    editor, log = window.editor, window.editor.log
    items = [log.list.item(row) for row in range(log.list.count())]
    line = next(item for item in items if item.data(INDEX_ROLE) == 1)
    last = next(item for item in reversed(items) if item.data(INDEX_ROLE) is not None)
    assert not log.entry_menu(last).actions()[0].isEnabled(), "the last action is the present"
    play_on = log.entry_menu(line).actions()[0]
    assert play_on.text() == "Play on from here"
    play_on.trigger()
    qtbot.waitUntil(lambda: editor.history.index == 1, timeout=10000)
    confirm = editor.panel.findChild(QLabel, "confirmText")
    assert confirm.text() == "The 3 later actions are dropped; Redo brings them back."
    qtbot.mouseClick(editor.panel.buttons["confirm"], LEFT)
    assert not editor.history.active
    assert window.document.history() == made[:2]


def test_the_reading_of_the_rules_is_in_the_title_bar_and_the_game_information(window, monkeypatch):
    shown = []
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda parent, title, text: shown.append(text))
    )
    window.new_game("1849", PLAYERS[:3], [], 1)
    assert window.windowTitle() == "New game — 1849 (rulebook) — railsdesk"
    window.a_info.trigger()
    assert (
        "Where 18xx.games plays a rule differently, the published rulebook decides." in (shown[-1])
    )
    window.show_document(GameSession(new_game("1830", PLAYERS, [], seed=1, reading=SITE)))
    assert window.windowTitle() == "New game — 1830 (18xx.games) — railsdesk"
    window.a_info.trigger()
    assert "<b>Reading of the rules</b></td><td>18xx.games: " in shown[-1]
    assert "Alice, Bob, Carol, Dave" in shown[-1]
    window.set_language("de")
    assert window.windowTitle() == "Neues Spiel — 1830 (18xx.games) — railsdesk"
