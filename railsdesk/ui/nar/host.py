"""The card table inside the main window.

The main window calls these functions from a few small hooks (new game, open, close, confirm):
the table becomes the window's central page, the window's Save, Save as, Undo, Redo and Close
act on it, and its title names the game. Nothing here changes the 18xx parts of the window.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from railsdesk.games.nar import TITLE
from railsdesk.ui.nar.session import NarSession, autosave_path, decks_dir, is_nar_file
from railsdesk.ui.nar.text import translate

__all__ = [
    "TITLE",
    "close",
    "confirm_discard",
    "intercept_open",
    "is_open",
    "new_game",
    "open_deck_editor",
    "open_log",
]


def table_of(window):
    return getattr(window, "nar_table", None)


def is_open(window) -> bool:
    return table_of(window) is not None


# --- new game and opening -------------------------------------------------------------------


def new_game(window, players: list, seed: int = 0) -> bool:
    """Ask for the deck (and companion setup) of a new game, then open its table."""
    from railsdesk.ui.nar.newgame import NarNewGameDialog

    if not close(window):
        return False
    names = [str(p.get("name", "")) if isinstance(p, dict) else str(p) for p in players]
    dialog = NarNewGameDialog(decks_dir(), names, seed, window)
    dialog.decksRequested.connect(lambda: open_deck_editor(window, dialog))
    window.nar_dialog = dialog

    def finished(result: int) -> None:
        window.nar_dialog = None
        dialog.deleteLater()
        if result == QDialog.DialogCode.Accepted and dialog.log is not None:
            open_log(window, dialog.log, None)

    dialog.finished.connect(finished)
    dialog.open()
    return True


def open_deck_editor(window, new_game_dialog=None) -> None:
    from railsdesk.ui.nar.deckeditor import NarDeckEditor

    editor = NarDeckEditor(decks_dir(), new_game_dialog or window)
    window.nar_deck_editor = editor

    def finished(_result: int) -> None:
        window.nar_deck_editor = None
        editor.deleteLater()
        if new_game_dialog is not None:
            new_game_dialog.refresh_decks()

    editor.finished.connect(finished)
    editor.open()


def intercept_open(window, path: str) -> bool:
    """Called before the window opens ``path``: True when handled here (a card-game log, or
    the user kept the open card game), False to let the window open the file."""
    if is_nar_file(path):
        if close(window):
            window.close_game(confirm=True)
            if window.session is None:
                open_file(window, path)
        return True
    return not close(window)


def open_file(window, path: str) -> bool:
    from railsdesk.formats import FormatError

    try:
        session = NarSession.load(path)
    except FormatError as exc:
        window.show_load_error(path, exc.reason)
        return False
    if Path(path).resolve() == autosave_path().resolve():
        session.path = None  # a recovered game is saved under a new name
    else:
        window.settings.add_recent(str(path))
        window.start_page.refresh_recent()
    _show(window, session)
    window.status.showMessage(
        translate("NarTable", "Opened %1").replace("%1", Path(path).name), 5000
    )
    return True


def open_log(window, log: dict, path: str | None = None) -> None:
    _show(window, NarSession(log, path))


def _show(window, session: NarSession) -> None:
    from railsdesk.ui.nar.table import NarTable

    table = NarTable(session)
    window.nar_table = table
    window.stack.addWidget(table)
    window.stack.setCurrentWidget(table)
    handlers = {
        window.a_save: lambda: save(window),
        window.a_save_as: lambda: save_as(window),
        window.a_undo: lambda: session.undo(),
        window.a_redo: lambda: session.redo(),
    }
    for act, handler in handlers.items():
        act.triggered.connect(handler)
    table._window_handlers = handlers
    table.titleChanged.connect(lambda: _update_window(window))
    table.decksRequested.connect(lambda: open_deck_editor(window))
    session.autosave()
    _update_window(window)


def _update_window(window) -> None:
    table = table_of(window)
    if table is None:
        return
    s = table.session
    name = Path(s.path).name if s.path else translate("NarTable", "New game")
    window.setWindowTitle(f"{name}{'*' if s.dirty else ''} — {TITLE} — railsdesk")
    for act in (window.a_save, window.a_save_as, window.a_close):
        act.setEnabled(True)
    window.a_undo.setEnabled(s.can_undo)
    window.a_redo.setEnabled(s.can_redo)
    for act in (window.a_export, window.a_auto, window.a_zoom_in, window.a_zoom_out, window.a_fit):
        act.setEnabled(False)


# --- saving ---------------------------------------------------------------------------------


def save(window) -> bool:
    table = table_of(window)
    if table is None:
        return False
    if not table.session.path:
        return save_as(window)
    return _save_to(window, table.session.path)


def save_as(window) -> bool:
    table = table_of(window)
    if table is None:
        return False
    path, _ = QFileDialog.getSaveFileName(
        window,
        translate("NarTable", "Save the game"),
        str(Path.home() / "north-american-railways.json"),
        translate("NarTable", "railsdesk games (*.json)"),
    )
    if not path:
        return False
    return _save_to(window, path)


def _save_to(window, path: str) -> bool:
    table = table_of(window)
    try:
        table.session.save(path)
    except Exception as exc:  # noqa: BLE001 - a dialog, never a traceback
        QMessageBox.critical(
            window,
            translate("NarTable", "Cannot save"),
            translate("NarTable", "The game could not be saved to %1:\n%2")
            .replace("%2", str(exc))
            .replace("%1", path),
        )
        return False
    window.settings.add_recent(path)
    window.start_page.refresh_recent()
    _update_window(window)
    window.status.showMessage(
        translate("NarTable", "Saved %1").replace("%1", Path(path).name), 5000
    )
    return True


# --- closing --------------------------------------------------------------------------------


def confirm_discard(window) -> bool:
    """Ask to save an unsaved card game; False when the user cancels."""
    table = table_of(window)
    if table is None or not table.session.dirty:
        return True
    answer = QMessageBox.question(
        window,
        translate("NarTable", "Unsaved game"),
        translate("NarTable", "Save the game before closing it?"),
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
    )
    if answer == QMessageBox.StandardButton.Save:
        return save(window)
    return answer == QMessageBox.StandardButton.Discard


def close(window) -> bool:
    """Close the card table (asking to save first); False when the user cancels."""
    table = table_of(window)
    if table is None:
        return True
    if not confirm_discard(window):
        return False
    for act, handler in getattr(table, "_window_handlers", {}).items():
        try:
            act.triggered.disconnect(handler)
        except (RuntimeError, TypeError):
            pass
    if table.dialog is not None:
        table.dialog.done(QDialog.DialogCode.Rejected)
    window.nar_table = None
    window.stack.removeWidget(table)
    table.deleteLater()
    window.stack.setCurrentWidget(window.start_page)
    window.setWindowTitle("railsdesk")
    window.update_actions()
    return True
