"""The table companion of 1830 in the window: started from the start page, the recorded game
entered as a table enters it (costs clicked or typed, runs typed with Enter, P to pass)
reaches the same scores as on the map; corrections from the dialog; the final scores saved as
a picture. (The inputs of a plain operating turn are counted per title in
test_companion_titles.py.)"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QSpinBox

from railsdesk.ui.companion import CompanionEditor, CompanionView

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from companion_support import companion_of, play_at_table, table_action
from conftest import FIXTURES

RECORDED = FIXTURES / "logs" / "1830" / "26855.json"


def start_companion(window, qtbot, players: int = 4):
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1830"))
    page.count_spin.setValue(players)
    assert page.companion_button.isVisible()
    qtbot.mouseClick(page.companion_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.editor, CompanionEditor)
    return window.editor.view


class Table:
    """Enters the table's entries through the companion view, as players would, and counts
    the inputs (a click, a key, a number typed)."""

    def __init__(self, view: CompanionView, qtbot):
        self.view, self.qtbot = view, qtbot
        self.inputs = 0
        self.whole = False  # whether each button clicked must be shown whole

    def click(self, name: str) -> None:
        button = self.view.widgets[name]
        assert isinstance(button, QPushButton) and button.isEnabled(), name
        if self.whole:
            self.qtbot.wait(10)  # laid out
            shown = button.visibleRegion().boundingRect().size()
            assert shown == button.size() and self.view.isVisible(), f"{name} cut or hidden"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.inputs += 1

    def type_revenue(self, text: str) -> None:
        edit = self.view.widgets["revenue"]
        assert isinstance(edit, QLineEdit)
        self.qtbot.keyClicks(edit, text)
        self.qtbot.keyClick(edit, Qt.Key.Key_Return)
        self.inputs += 2  # the number, Enter

    def run_and_pay(self, text: str) -> None:
        """The run typed, then paid out by the button beside it."""
        edit = self.view.widgets["revenue"]
        assert isinstance(edit, QLineEdit)
        self.qtbot.keyClicks(edit, text)
        self.inputs += 1  # the number
        self.click("revenue_payout")

    def cost(self, cost: int) -> None:
        if f"cost_{cost}" in self.view.widgets:
            self.click(f"cost_{cost}")
            return
        spin = self.view.widgets["cost"]
        assert isinstance(spin, QSpinBox)
        spin.setValue(cost)
        self.click("book_cost")

    def press_p(self) -> None:
        self.qtbot.keyClick(self.view, Qt.Key.Key_P)
        self.inputs += 1

    def enter(self, kind, value) -> None:
        view = self.view
        if (
            kind == "action"
            and value.type in ("pass", "buy_company")
            and value.entity_type == "player"
        ):
            # the table passed this player unasked (he could only trade with the others)
            if value.type == "pass" and not self.acting(value.entity):
                return
            while not self.acting(value.entity):  # he trades after all: his pass taken back
                assert view.document.undo()
        before = len(view.document.game.raw_actions)
        if kind == "destinations":  # 1856: one button a corporation
            for sym in value:
                self.click(f"destination_{sym}")
            assert len(view.document.game.raw_actions) == before + len(value)
            return
        if kind == "skip":
            if value == "book_revenue":
                self.type_revenue("0")
            else:
                self.press_p()
        elif kind == "tile":
            self.cost(value)
        elif kind == "token":
            self.click("book_token")
        elif kind == "revenues":
            self.type_revenue(" ".join(str(r) for r in value))
        elif value.type == "dividend":
            self.click(f"dividend_{value['kind']}")
        else:
            view.panel.actionRequested.emit(table_action(value))  # as the panel's buttons send
        # one action, and the passes of the players who can only trade, unasked
        assert len(view.document.game.raw_actions) >= before + 1, view.refusal.text()

    def acting(self, player) -> bool:
        legal = self.view.document.legal()
        return legal.get("entity_type") == "player" and str(legal.get("entity")) == str(player)


@pytest.mark.skipif(not RECORDED.exists(), reason=f"1830 log 26855 not found in {FIXTURES}")
def test_recorded_game_entered_at_the_table_reaches_the_same_scores(window, qtbot, tmp_path):
    from railsdesk.formats.log18xx import game_from_log

    data = json.loads(RECORDED.read_text())
    map_game, actions = game_from_log(data)
    reference = companion_of(map_game)
    # the window's game has the log's players, options and reading
    from railsdesk.ui.session import GameSession

    window.show_document(GameSession(reference))
    view = window.editor.view
    table = Table(view, qtbot)
    play_at_table(map_game, actions, table.enter, view.document.game)
    state = view.document.game.state
    assert state.finished
    assert state.result() == {str(k): v for k, v in data["result"].items()}
    assert "scores" in view.widgets
    picture = tmp_path / "scores.png"
    assert view.save_scores(str(picture)) and picture.stat().st_size > 0


def test_corrections_from_the_dialog_are_logged_in_their_colour(window, qtbot):
    from railsdesk.ui.companion import CORRECTION_COLOUR

    view = start_companion(window, qtbot)
    bank = view.document.game.state.bank.cash
    view.open_correction()
    dialog = view.dialog
    # its labels readable: dark on the dialog's light ground, not the page's white type
    ground = dialog.palette().color(QPalette.ColorRole.Window).lightness()
    for label in dialog.findChildren(QLabel):
        ink = label.palette().color(QPalette.ColorRole.WindowText).lightness()
        assert abs(ground - ink) > 120, label.text()
    shares = [dialog.share.itemText(i) for i in range(dialog.share.count())]
    assert "PRR 10% (Initial offering)" in shares
    assert len(set(shares)) == len(shares)  # alike shares once each, no engine ids
    assert not [text for text in shares if "_" in text]
    assert not dialog.ok.isEnabled()  # no reason yet
    dialog.amount.setValue(25)
    qtbot.keyClicks(dialog.reason, "forgot a private's income")
    assert dialog.ok.isEnabled()
    dialog.accept()
    state = view.document.game.state
    assert state.bank.cash == bank - 25
    last = view.log.item(view.log.count() - 1)
    assert "forgot a private's income" in last.text()
    assert last.foreground().color().name() == CORRECTION_COLOUR
    assert window.editor.switch_action.text()
    view.document.undo()
    assert view.document.game.state.bank.cash == bank
