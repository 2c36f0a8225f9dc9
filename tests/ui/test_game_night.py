"""The smaller traps of a game night: a refusal that no longer applies leaves the screen, the
loans of 1856 read as over once they are, the controls of a step stay where the mouse is, and
the keys shown on the panel's buttons do what the buttons do (and nothing when they are off).
Played with real mouse and key events on the window's own controls."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from railsdesk.engine.readings import RULEBOOK, SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.actionbase import AmountField
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS
from tests.ui.players import LEFT
from tests.ui.test_consent import another_players, game_with_a_deal
from tests.ui.test_hotseat import can_lay, game_until
from tests.ui.test_traps import type_amount


def test_a_refusal_leaves_the_panel_when_its_controls_are_gone(window, qtbot):
    game, private = game_with_a_deal("company", RULEBOOK)
    train = another_players(game, "train")
    assert train is not None, "a train of another director's company is offered too"
    window.show_document(GameSession(game))
    panel = window.editor.panel
    refusal = panel.findChild(QLabel, "refusalNote")
    legal = window.document.legal()
    sym = private["company"]
    type_amount(panel.findChild(AmountField, f"company_amount_{sym}"), "9999")
    qtbot.mouseClick(panel.buttons[f"company_{sym}"], LEFT)
    assert refusal.isVisible() and "9999" in refusal.text().replace(",", "")
    # another offer: the refused amount's field is gone, and so is its refusal
    qtbot.mouseClick(panel.buttons[f"train_{legal['buy_train'].index(train)}"], LEFT)
    assert not refusal.isVisible()
    qtbot.mouseClick(panel.buttons["confirm_back"], LEFT)
    assert refusal.isVisible() and refusal.text().endswith("declines the offer; nothing is sold.")


def test_a_refusal_leaves_the_board_and_the_status_bar_when_the_game_moves_on(window, qtbot):
    window.show_document(GameSession(new_game("1830", PLAYERS, [], seed=1, reading=SITE)))
    editor = window.editor
    editor.show_refusal("H12", "Not here")
    assert window.statusBar().currentMessage() == "Not here"
    assert editor.scene.refusal.isVisible()
    bid = next(key for key in editor.panel.buttons if key.startswith("bid_"))
    qtbot.mouseClick(editor.panel.buttons[bid], LEFT)
    assert window.document.history(), "the bid was placed"
    assert window.statusBar().currentMessage() != "Not here"
    assert not editor.scene.refusal.isVisible()
    assert not editor.panel.findChild(QLabel, "refusalNote").isVisible()


def first_moment_without_loans(seed: int = 2):
    """A seeded random 1856 game stopped when loans have ended (phase 6), some still owed."""
    players = [{"id": i, "name": n} for i, n in enumerate(("Ann", "Ben", "Cai", "Dee"), 1)]
    game = new_game("1856", players, [], seed=seed, reading=SITE)
    rng = random.Random(seed)
    while game.state.title_view()["loan"]["allowed"]:
        game.process(choose(rng, game))
    return game


def test_the_loans_column_says_loans_are_over_once_they_are(window):
    game = first_moment_without_loans()
    window.show_document(GameSession(game))
    corps = window.editor.players.corps
    headers = [corps.horizontalHeaderItem(c).text() for c in range(corps.columnCount())]
    column = headers.index("Loans")
    rows = {corps.item(r, 0).text(): r for r in range(corps.rowCount())}
    owed = game.snapshot()["title_view"]["corporations"]
    assert any(view["loans"] for view in owed.values()) and not all(
        view["loans"] for view in owed.values()
    )
    for sym, view in owed.items():
        cell = corps.item(rows[sym], column)
        assert cell.text() == (str(view["loans"]) if view["loans"] else "–")
        assert "/" not in cell.text(), "no limit once loans are over"
        assert "Loans are over" in cell.toolTip()


def test_the_keys_shown_on_the_buttons_do_what_the_buttons_do(window, qtbot):
    window.show_document(GameSession(new_game("1830", PLAYERS, [], seed=1, reading=SITE)))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel = window.editor.panel
    qtbot.waitUntil(lambda: panel.buttons["pass"].isVisible())
    before = len(window.document.history())
    pass_ = panel.buttons["pass"]
    assert pass_.text().endswith("[P]")
    pass_.setEnabled(False)  # a button that is off answers no key
    QTest.keyClick(window, Qt.Key.Key_P)
    qtbot.wait(300)  # a key clicks its button after a short press (animateClick)
    assert len(window.document.history()) == before
    pass_.setEnabled(True)
    QTest.keyClick(window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: len(window.document.history()) == before + 1)
    assert window.document.history()[-1]["type"] == "pass"


def press(window, qtbot, key) -> None:
    """A key pressed in the window: its button clicks after a short press (animateClick)."""
    QTest.keyClick(window, key)
    qtbot.wait(250)


def open_active(window, qtbot, game):
    window.show_document(GameSession(game))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.editor.docks["actions"].raise_()
    panel = window.editor.panel
    qtbot.waitUntil(lambda: all(b.isVisible() for b in panel.buttons.values()))
    return panel


def test_the_dividend_keys_withhold_after_asking_and_pay_out(window, qtbot):
    def paying(game, legal) -> bool:
        choice = legal.get("dividend") or {}
        return "dividend" in legal["actions"] and choice.get("revenue", 0) > 0

    panel = open_active(window, qtbot, game_until(paying))
    before = len(window.document.history())
    press(window, qtbot, Qt.Key.Key_W)  # withholding costs: asked first
    assert len(window.document.history()) == before
    assert "withholds" in panel.findChild(QLabel, "confirmText").text()
    press(window, qtbot, Qt.Key.Key_Escape)  # Back
    assert "dividend_payout" in panel.buttons and len(window.document.history()) == before
    press(window, qtbot, Qt.Key.Key_D)
    assert len(window.document.history()) == before + 1
    assert window.document.history()[-1]["kind"] == "payout"


def test_the_skip_key_asks_and_enter_confirms(window, qtbot):
    panel = open_active(window, qtbot, game_until(lambda game, legal: can_lay(game, legal)))
    before = len(window.document.history())
    assert panel.buttons["pass"].text().endswith("[S]")
    press(window, qtbot, Qt.Key.Key_S)
    assert len(window.document.history()) == before
    assert "lays no tile" in panel.findChild(QLabel, "confirmText").text()
    press(window, qtbot, Qt.Key.Key_Return)
    assert len(window.document.history()) == before + 1
    assert window.document.history()[-1]["type"] == "pass"


def test_auto_and_run_trains_answer_their_keys_and_nothing_while_off(window, qtbot):
    def running(game, legal) -> bool:
        corp = game.snapshot()["corporations"].get(str(legal.get("entity"))) or {}
        return "run_routes" in legal["actions"] and bool(corp.get("trains"))

    panel = open_active(window, qtbot, game_until(running))
    before = len(window.document.history())
    assert panel.buttons["auto_routes"].text().endswith("[A]")
    press(window, qtbot, Qt.Key.Key_A)  # Auto finds the best routes
    qtbot.waitUntil(lambda: not panel.busy and "$0" not in panel.buttons["run_routes"].text(),
                    timeout=30000)  # fmt: skip
    qtbot.wait(100)  # the rebuilt controls laid out
    run = panel.buttons["run_routes"]
    assert run.text().endswith("[T]")
    run.setEnabled(False)
    press(window, qtbot, Qt.Key.Key_T)  # a button that is off answers no key
    assert len(window.document.history()) == before
    run.setEnabled(True)
    press(window, qtbot, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: len(window.document.history()) == before + 1)
    assert window.document.history()[-1]["type"] == "run_routes"
