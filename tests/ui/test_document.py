"""The game document interface in the window: saving that fails keeps the game and offers Save
as, a failing autosave is shown once, recovery brings back the game's own file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from railsdesk.ui import settings as user
from railsdesk.ui.document import GameDocument, recovery_candidate
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS


def first_bid(window) -> dict:
    legal = window.document.legal()
    option = legal["bid"][0]
    return {
        "type": "bid",
        "entity": legal["entity"],
        "entity_type": "player",
        "company": option["company"],
        "price": option["min"],
    }


def unwritable(tmp_path: Path) -> Path:
    """A path that cannot be written: its folder is a file."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    return blocker / "game.rdsave"


def save_dialog_answers(monkeypatch, path: Path) -> list:
    """The save dialog answers ``path``; the list records each time it was asked."""
    asked = []

    def answer(*args, **kwargs):
        asked.append(args)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    return asked


def test_a_kind_without_every_part_of_the_interface_is_refused():
    class Unfinished(GameDocument):
        @property
        def title(self) -> str:
            return "1830"

    with pytest.raises(TypeError, match="can_undo.*write"):
        Unfinished()


def test_a_failing_autosave_is_shown_once_and_the_game_stays(
    window, qtbot, monkeypatch, quiet_dialogs
):
    window.new_game("1830", PLAYERS, [], 0)
    target = unwritable(user.data_dir())
    monkeypatch.setattr(GameSession, "autosave_path", lambda self: target)
    assert window.editor.do_action(first_bid(window))
    assert quiet_dialogs == []  # the autosave comes once the change is drawn
    qtbot.waitUntil(lambda: quiet_dialogs != [])
    assert [(kind, title) for kind, title, _ in quiet_dialogs] == [("warning", "Autosave failed")]
    assert "still open" in quiet_dialogs[0][2]
    assert window.editor.do_action(first_bid(window))  # failing again: no second dialog
    window.document.settle_now()  # the second autosave, failing too
    assert len(quiet_dialogs) == 1
    assert len(window.document.history()) == 2


def test_autosave_failure_offers_save_as(window, qtbot, monkeypatch, tmp_path):
    window.new_game("1830", PLAYERS, [], 0)
    monkeypatch.setattr(GameSession, "autosave_path", lambda self: unwritable(tmp_path))
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Save)
    )
    elsewhere = tmp_path / "elsewhere.rdsave"
    save_dialog_answers(monkeypatch, elsewhere)
    window.editor.do_action(first_bid(window))
    qtbot.waitUntil(elsewhere.exists)
    assert json.loads(elsewhere.read_text(encoding="utf-8"))["title"] == "1830"
    assert window.document.path == str(elsewhere) and not window.document.dirty


def test_a_failing_save_keeps_the_game_and_offers_save_as(window, tmp_path, quiet_dialogs):
    window.new_game("1830", PLAYERS, [], 0)
    window.editor.do_action(first_bid(window))
    window.document.path = str(unwritable(tmp_path))
    assert not window.save()
    kind, title, text = quiet_dialogs[-1]
    assert (kind, title) == ("critical", "Cannot save")
    assert "game.rdsave" in text and "Save it somewhere else?" in text
    assert window.document.dirty and len(window.document.history()) == 1


def test_recovery_restores_the_file_and_title(window, qtbot, monkeypatch, tmp_path):
    window.new_game("1830", PLAYERS, [], 0)
    saved = tmp_path / "our-game.rdsave"
    save_dialog_answers(monkeypatch, saved)
    assert window.save()
    window.editor.do_action(first_bid(window))
    # the program ends without a normal exit: the autosave and its note stay
    window.document.dirty = False
    window.close_game(confirm=False)
    candidate = recovery_candidate()
    assert candidate is not None and candidate.path == str(saved)
    window.recover(str(candidate.autosave))
    qtbot.waitUntil(lambda: window.document is not None, timeout=10000)
    assert window.document.path == str(saved)
    assert window.windowTitle() == "our-game.rdsave* — 1830 (rulebook) — railsdesk"
    assert len(window.document.history()) == 1
    assert window.settings.recent_files == [str(saved)]  # never the autosave
    asked = save_dialog_answers(monkeypatch, tmp_path / "not-asked.rdsave")
    assert window.save()
    assert asked == []
    assert len(json.loads(saved.read_text(encoding="utf-8"))["actions"]) == 1


def test_undo_and_redo_go_through_the_document(window):
    window.new_game("1830", PLAYERS, [], 0)
    window.editor.do_action(first_bid(window))
    seen = []
    window.document.aboutToChange.connect(lambda: seen.append("about"))
    window.document.changed.connect(lambda: seen.append("changed"))
    window.a_undo.trigger()
    assert window.document.history() == [] and window.a_redo.isEnabled()
    window.a_redo.trigger()
    assert len(window.document.history()) == 1
    assert seen == ["about", "changed", "about", "changed"]


def test_a_new_game_ends_the_recovery_offer(window):
    window.start_page.show_recovery(str(user.autosave_path()))
    window.new_game("1830", PLAYERS, [], 0)
    assert window.start_page.recovery.isHidden()
    assert recovery_candidate().autosave == user.autosave_path()


def test_the_card_game_reports_a_failing_autosave_too(window, monkeypatch, quiet_dialogs):
    from railsdesk.games.nar import new_game, practice_deck
    from railsdesk.ui.nar.session import NarSession

    monkeypatch.setattr(NarSession, "autosave_path", lambda self: unwritable(user.data_dir()))
    window.show_document(NarSession(new_game(practice_deck(), ["A", "B", "C"], 1)))
    assert [(kind, title) for kind, title, _ in quiet_dialogs] == [("warning", "Autosave failed")]
    assert window.a_save_as.isEnabled()


@pytest.mark.parametrize("note", ['["a list"]', '"text"', "{broken", '{"autosave": 5, "path": []}'])
def test_a_damaged_recovery_note_offers_nothing(window, note):
    user.running_marker().write_text(note, encoding="utf-8")
    candidate = recovery_candidate()
    assert candidate is None or candidate.path is None


def test_changes_are_autosaved_once_drawn_and_a_burst_once(window, qtbot, monkeypatch):
    window.new_game("1830", PLAYERS, [], 0)
    written = []
    autosave = GameSession.autosave
    monkeypatch.setattr(GameSession, "autosave", lambda self: written.append(1) or autosave(self))
    assert window.editor.do_action(first_bid(window))
    assert window.editor.do_action(first_bid(window))
    assert written == []  # the clicks do not wait for the disk
    qtbot.waitUntil(lambda: written != [])
    qtbot.wait(20)
    assert written == [1]
    saved = json.loads(window.document.autosave_path().read_text(encoding="utf-8"))
    assert len(saved["actions"]) == 2


def test_the_open_game_is_kept_out_of_the_collectors_passes_and_freed_after_closing(window, qtbot):
    import gc
    import weakref

    window.new_game("1830", PLAYERS, [], 0)
    window.editor.do_action(first_bid(window))
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 0)
    first = weakref.ref(window.document.game.state)
    window.close_game(confirm=False)
    window.new_game("1830", PLAYERS, [], 0)
    window.editor.do_action(first_bid(window))
    qtbot.waitUntil(lambda: first() is None)  # the next full pass frees the closed game
