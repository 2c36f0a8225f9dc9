"""Computer seats in the window: chosen on the start page, played off the window's thread at a
pace, handed over and taken back during the game, undone back to the person's decision, kept
in saves."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from railsdesk.bots.generic import BASIC, STRONG
from railsdesk.games.nar import new_game, random_deck, random_players
from railsdesk.ui import computerturns
from railsdesk.ui.nar.dialogs import NarIncomeDialog
from railsdesk.ui.nar.session import NarSession
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS

PERSON = "4"  # Dave, the one person at the table


def start_with_computers(window, qtbot) -> None:
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1830"))
    page.count_spin.setValue(4)
    for edit, combo, p in zip(page.name_edits, page.seat_combos, PLAYERS, strict=True):
        edit.setText(p["name"])
        combo.setCurrentIndex(combo.findData({1: BASIC, 2: STRONG, 3: BASIC}.get(p["id"], "")))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)


def in_operating_round(session) -> bool:
    return session.snapshot()["round_label"].startswith("OR")


def persons_turn(turns) -> bool:
    session = turns.session
    return not turns.thinking and turns.computer_to_move() is None and not session.finished


def moves_of(session, player: str) -> list[int]:
    """The ids of the computer's moves for a player (his own actions, not his companies')."""
    return [
        a["id"]
        for a in session.history()
        if a["id"] in session.computer_moves and str(a.get("entity")) == player
    ]


def test_three_computers_and_a_person_reach_the_operating_round(window, qtbot, monkeypatch):
    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 0)
    start_with_computers(window, qtbot)
    session, turns = window.document, window.editor.computer
    assert session.computer_seats == {"1": BASIC, "2": STRONG, "3": BASIC}
    assert window.editor.computer.menu.menuAction() in window.m_game.actions()
    handed_over = taken_back = undone = False
    while not in_operating_round(session):
        qtbot.waitUntil(lambda: persons_turn(turns) or in_operating_round(session), timeout=60000)
        if in_operating_round(session):
            break
        if not undone:  # the person passes, the computers answer, the undo takes all back
            before = len(session.history())
            assert window.editor.do_action({"type": "pass", "entity": 4, "entity_type": "player"})
            qtbot.waitUntil(lambda n=before: len(session.history()) > n + 1, timeout=60000)
            turns.a_pause.setChecked(True)
            qtbot.waitUntil(lambda: not turns.thinking)
            window.a_undo.trigger()
            assert len(session.history()) == before
            assert persons_turn(turns)
            turns.a_pause.setChecked(False)
            undone = True
        elif not handed_over:  # the computer plays Dave's turn
            turns.seat_actions[(PERSON, STRONG)].trigger()
            assert session.computer_seats[PERSON] == STRONG and session.dirty
            qtbot.waitUntil(lambda: bool(moves_of(session, PERSON)), timeout=60000)
            turns.seat_actions[(PERSON, "")].trigger()  # and Dave takes his seat back
            assert PERSON not in session.computer_seats
            handed_over = taken_back = True
        else:
            assert "pass" in session.legal()["actions"]
            assert window.editor.do_action({"type": "pass", "entity": 4, "entity_type": "player"})
    turns.a_pause.setChecked(True)
    assert undone and handed_over and taken_back
    assert in_operating_round(session)
    assert any(str(a.get("entity")) == "1" for a in session.history())
    assert window.editor.log.list.count() >= len(session.history()) // 2


def test_the_thinking_runs_off_the_window_thread_and_is_shown(window, qtbot, monkeypatch):
    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 300)
    start_with_computers(window, qtbot)
    turns = window.editor.computer
    qtbot.waitUntil(lambda: turns.thinking, timeout=10000)
    assert turns.label.isVisibleTo(window) and "thinking" in turns.label.text()
    turns.a_pause.setChecked(True)  # stopped: no move follows
    count = window.document.log_length
    qtbot.wait(600)
    assert window.document.log_length == count and not turns.thinking
    assert not turns.busy.isVisibleTo(window) and "thinking" not in turns.label.text()


def test_a_save_remembers_who_is_the_computer(tmp_path):
    session = GameSession.new(
        "1830", [*PLAYERS[:3], {**PLAYERS[3], "computer": STRONG}], [], seed=1
    )
    assert session.computer_seats == {"4": STRONG}
    assert all("computer" not in p for p in session.game.players_setup)
    path = tmp_path / "game.rdsave"
    session.write(path)
    assert GameSession.open(str(path)).computer_seats == {"4": STRONG}
    older = json.loads(path.read_text())
    del older["computer_seats"]  # a save of before the computer's seats
    path.write_text(json.dumps(older))
    assert GameSession.open(str(path)).computer_seats == {}


def test_the_card_game_with_three_computers_and_a_person(window, qtbot, monkeypatch, tmp_path):
    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 0)
    log = new_game(random_deck(3), random_players(4), 3)
    session = NarSession(log, computer_seats={"p1": BASIC, "p2": STRONG, "p3": BASIC})
    window.show_document(session)
    turns = window.editor.computer
    game = lambda: session.game  # noqa: E731 - the session replaces its game on every move

    def persons_turn_or_round_two() -> bool:
        return game().round > 1 or (not turns.thinking and game().current_player == "p4")

    undone = False
    while game().round == 1:
        qtbot.waitUntil(persons_turn_or_round_two, timeout=60000)
        if game().round > 1:
            break
        if window.editor.table.dialog is not None:  # the person's (he directs a company)
            window.editor.table.dialog.reject()  # he answers below, as every time
        before = len(game().actions)
        assert session.process(game().legal_actions()[0])
        if not undone and game().current_player != "p4":
            qtbot.waitUntil(lambda n=before: len(game().actions) > n + 1, timeout=60000)
            turns.a_pause.setChecked(True)
            window.a_undo.trigger()  # the computer's moves and the person's choice
            assert len(game().actions) == before and game().current_player == "p4"
            turns.a_pause.setChecked(False)
            undone = True
    assert undone
    table = window.editor.table
    assert isinstance(table.dialog, NarIncomeDialog)  # round 1's income, paid by a computer
    count = len(game().actions)
    qtbot.wait(500)
    assert len(game().actions) == count  # the computer waits while the person reads it
    table.dialog.accept()
    turns.seat_actions[("p4", STRONG)].trigger()  # the computer plays on for the person
    qtbot.waitUntil(lambda: game().finished, timeout=60000)
    path = tmp_path / "nar.json"
    session.write(path)
    assert NarSession.open(path).computer_seats == {
        "p1": BASIC,
        "p2": STRONG,
        "p3": BASIC,
        "p4": STRONG,
    }


def test_a_person_cannot_move_for_the_computer_unless_it_is_stopped(window, qtbot, monkeypatch):
    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 5000)
    start_with_computers(window, qtbot)  # Alice, the first to bid, is the computer's
    session, turns = window.document, window.editor.computer
    qtbot.waitUntil(lambda: turns.thinking, timeout=10000)
    alice = session.legal()["entity"]
    assert str(alice) in session.computer_seats
    option = session.legal()["bid"][0]
    bid = {
        "type": "bid",
        "entity": alice,
        "entity_type": "player",
        "company": option["company"],
        "price": option["min"],
    }
    assert not window.editor.panel.isEnabled()  # greyed while the computer plays the seat
    assert not window.editor.do_action(bid)  # a hurried click during the computer's pause
    assert session.history() == []
    assert "played by the computer" in window.statusBar().currentMessage()
    turns.a_pause.setChecked(True)  # stopped: the table may play the seat by hand
    qtbot.waitUntil(window.editor.panel.isEnabled)
    assert window.editor.do_action(bid)
    assert len(session.history()) == 1


def test_the_card_table_refuses_a_move_for_the_computer_too(window, qtbot, monkeypatch):
    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 5000)
    session = NarSession(new_game(random_deck(3), random_players(3), 3), computer_seats={})
    first = session.game.current_player
    session.computer_seats[first] = BASIC
    window.show_document(session)
    table, turns = window.editor.table, window.editor.computer
    qtbot.waitUntil(lambda: turns.thinking, timeout=10000)
    assert not table.send(session.game.legal_actions()[0])
    assert session.game.actions == [] and "played by the computer" in table.message


def test_the_computer_answers_a_position_as_it_would_have_without_a_dropped_answer(
    window, qtbot, monkeypatch
):
    """Its player is seeded by the position: an answer dropped (the computer stopped while it
    thought, a move undone) leaves no trace in the next one."""
    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 5000)
    seeds = []
    make = computerturns.computer_player
    monkeypatch.setattr(
        computerturns,
        "computer_player",
        lambda title, level, seed: seeds.append(seed) or make(title, level, seed),
    )
    start_with_computers(window, qtbot)  # Alice, the first to bid, is the computer's
    turns = window.editor.computer
    qtbot.waitUntil(lambda: turns.thinking, timeout=10000)
    turns.a_pause.setChecked(True)  # its answer is dropped
    turns.a_pause.setChecked(False)  # and it thinks again about the same position
    qtbot.waitUntil(lambda: len(seeds) == 2, timeout=10000)
    assert seeds[0] == seeds[1]


def test_the_computer_waits_while_a_modal_dialog_is_open(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QDialog

    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 0)
    question = QDialog(window)  # as the question whether to save before closing
    question.setModal(True)
    question.show()
    start_with_computers(window, qtbot)
    count = window.document.log_length
    qtbot.waitUntil(lambda: window.editor.computer.ready_move is not None, timeout=30000)
    qtbot.wait(500)
    assert window.document.log_length == count
    question.reject()
    qtbot.waitUntil(lambda: window.document.log_length > count, timeout=10000)


def test_the_stopped_computer_is_shown_beside_the_message(window, qtbot, monkeypatch):
    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 300)
    start_with_computers(window, qtbot)
    turns = window.editor.computer
    bar = window.statusBar()
    window.editor.show_message("a move's log line · " * 20)  # wider than the status bar
    turns.a_pause.setChecked(True)
    qtbot.waitUntil(lambda: turns.label.isVisibleTo(window) and not turns.thinking)
    assert turns.label.text() == "The computer is stopped"
    qtbot.wait(50)
    # the label over the status bar's own background: the message ends before it
    under_label = bar.grab().copy(turns.label.geometry()).toImage()
    assert under_label == turns.label.grab().toImage()
    turns.a_pause.setChecked(False)
    qtbot.waitUntil(lambda: "thinking" in turns.label.text(), timeout=10000)


def test_an_undo_takes_the_undone_moves_line_from_the_status_bar(window, qtbot):
    window.new_game("1830", PLAYERS, [], 0)
    bid = window.document.legal()["bid"][0]
    qtbot.mouseClick(
        window.editor.panel.buttons[f"bid_{bid['company']}"], Qt.MouseButton.LeftButton
    )
    assert window.statusBar().currentMessage()
    window.a_undo.trigger()
    assert window.statusBar().currentMessage() == ""


@pytest.mark.parametrize("language", ["de", "nl"])
def test_the_computer_s_toolbar_actions_fit_at_1366_pixels(window, qtbot, monkeypatch, language):
    monkeypatch.setitem(computerturns.PACES, computerturns.DEFAULT_PACE, 300)
    window.set_language(language)
    start_with_computers(window, qtbot)
    window.editor.computer.a_pause.setChecked(True)
    toolbar = window.main_toolbar
    qtbot.wait(50)  # the toolbar lays out its buttons
    turns = window.editor.computer
    for act in (turns.a_hurry, turns.a_pause, window.editor.a_fit):
        assert toolbar.widgetForAction(act).isVisible(), act.text()  # not behind the overflow
    assert window.editor.a_fit.toolTip()  # an icon alone says its name on hovering
