"""North American Railways in the main window: the editor that shows a NarSession (the card
table as the central view; no docks, no actions of its own), and the dialogs that come before a
game (the new game's deck, the deck editor).

The window's Save, Save as, Undo, Redo and Close act on the session through the document
interface (railsdesk.ui.document) like on any game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from railsdesk.games.nar import TITLE
from railsdesk.ui.computerturns import ComputerTurns
from railsdesk.ui.document import GameEditor
from railsdesk.ui.nar.session import NarSession, decks_dir
from railsdesk.ui.nar.table import NarTable

__all__ = ["TITLE", "NarEditor", "ask_new_game", "open_deck_editor"]


class NarEditor(GameEditor):
    """The card table of one game. ``changed`` when the table was redrawn."""

    def __init__(self, document: NarSession, window) -> None:
        super().__init__(document, window)
        self.table = NarTable(document)
        self.table.titleChanged.connect(self.changed)
        self.table.decksRequested.connect(lambda: open_deck_editor(self.window))
        self.computer = ComputerTurns(document, self.table.send_for_computer, lambda: False, self)
        self.table.held_turn = self.computer.held_turn

    @property
    def central_widget(self) -> QWidget:
        return self.table

    def menu_actions(self, menu: str) -> list[QAction | None]:
        return [self.computer.menu.menuAction()] if menu == "game" else []

    def toolbar_actions(self) -> list[QAction | None]:
        return [self.computer.a_hurry, self.computer.a_pause]

    def install(self) -> None:
        self.window.statusBar().addPermanentWidget(self.computer.label)
        self.window.statusBar().addPermanentWidget(self.computer.busy)
        self.computer.schedule()

    def retranslate(self) -> None:
        self.computer.retranslate()

    def remove(self) -> None:
        self.computer.stop()
        self.window.statusBar().removeWidget(self.computer.label)
        self.window.statusBar().removeWidget(self.computer.busy)
        if self.table.dialog is not None:
            self.table.dialog.done(QDialog.DialogCode.Rejected)


def ask_new_game(parent, players: list, seed: int, start: Callable[[NarSession], None]) -> None:
    """Ask for the deck (and companion setup) of a new game; ``start`` gets its session."""
    from railsdesk.ui.nar.newgame import NarNewGameDialog

    names = [str(p.get("name", "")) if isinstance(p, dict) else str(p) for p in players]
    # the start page's seats, by place at the table
    levels = [str(p.get("computer") or "") if isinstance(p, dict) else "" for p in players]
    dialog = NarNewGameDialog(decks_dir(), names, seed, parent)
    dialog.decksRequested.connect(lambda: open_deck_editor(dialog, dialog))

    def finished(result: int) -> None:
        dialog.deleteLater()
        if result == QDialog.DialogCode.Accepted and dialog.log is not None:
            ids = [str(p["id"]) for p in dialog.log["players"]]
            seats = {pid: level for pid, level in zip(ids, levels, strict=False) if level}
            start(NarSession(dialog.log, computer_seats=seats))

    dialog.finished.connect(finished)
    dialog.open()


def open_deck_editor(parent, new_game_dialog=None) -> None:
    """The deck editor (a new game's deck list is read again when it closes)."""
    from railsdesk.ui.nar.deckeditor import NarDeckEditor

    editor = NarDeckEditor(decks_dir(), parent)

    def finished(_result: int) -> None:
        editor.deleteLater()
        if new_game_dialog is not None:
            new_game_dialog.refresh_decks()

    editor.finished.connect(finished)
    editor.open()
