"""The game document interface: what the main window knows of an open game and of its editor.

A document is one game with its file: open, save, save as, autosave, undo and redo, its history
and its title. An editor shows one kind of document: it brings the central view, the docks and
the menu and toolbar actions of that kind, and the main window installs it and removes it with
one call each (``MainWindow.show_document``, ``MainWindow.close_game``). Kinds:

    18xx titles                 session.GameSession     boardeditor.BoardEditor
    a title without rules yet   mapgame.MapDocument     boardeditor.BoardEditor
    North American Railways     nar.session.NarSession  nar.host.NarEditor
"""

from __future__ import annotations

import os
import time
from abc import abstractmethod
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QWidget

from railsdesk import files
from railsdesk.engine.contract import freeze_long_lived
from railsdesk.ui import settings as user
from railsdesk.ui.engine_messages import save_reason

FREEZE_EVERY = 40  # changes settled between two of the collector's full passes


def _check_complete(obj) -> None:
    """Qt's metaclass does not run ABCMeta's check, so an incomplete kind is refused here."""
    cls = type(obj)
    missing = sorted(
        name
        for name in dir(cls)
        if getattr(getattr(cls, name, None), "__isabstractmethod__", False)
    )
    if missing:
        raise TypeError(f"{cls.__name__} does not define {', '.join(missing)}")


class GameDocument(QObject):
    """One open game and its file. Every change goes through process, undo or redo (each kind's
    own), which emit aboutToChange before and changed after, and autosave."""

    changed = Signal()  # the game changed (an action, undo, redo)
    aboutToChange = Signal()  # noqa: N815 - before the game changes (stop work that reads it)
    error = Signal(str)  # an action refused, in the player's language
    autosaveFailed = Signal(str)  # noqa: N815 - the reason; the game stays in memory

    savable = True  # False: nothing to save (a map without rules)
    # True while the game's file is another program's (an 18xx.games log): Save asks for a name
    foreign_file = False
    reportable = False  # True: report_data gives the game for the end-of-game report

    def __init__(self, path: str | None = None, parent=None) -> None:
        super().__init__(parent)
        _check_complete(self)
        self.path = path  # the file the game was opened from or last saved to
        self.dirty = False
        self.autosave_enabled = True
        self.autosave_error: str | None = None  # the last autosave's failure, until one works
        # what follows a change without the player waiting for it (settle): once the window
        # has drawn the change, and once for a burst of changes
        self._settling = QTimer(self)
        self._settling.setSingleShot(True)
        self._settling.setInterval(0)
        self._settling.timeout.connect(self.settle)
        self._settled = 0  # changes settled: the heap is frozen at the first and every 40th

    # --- the game -------------------------------------------------------------------------------

    @property
    @abstractmethod
    def title(self) -> str:
        """The game's title ("1830", "North American Railways")."""

    @property
    @abstractmethod
    def can_undo(self) -> bool: ...

    @property
    @abstractmethod
    def can_redo(self) -> bool: ...

    @abstractmethod
    def undo(self) -> bool:
        """Take back the last action; False when nothing changed."""

    @abstractmethod
    def redo(self) -> bool:
        """Bring back the last action taken back; False when nothing changed."""

    @abstractmethod
    def history(self) -> list[dict]:
        """The actions that count, in order (undone ones left out)."""

    @property
    def reading(self) -> str:
        """The reading of the rules the game follows (engine/readings.py: the rulebook or
        18xx.games); "" for a kind that has only one."""
        return ""

    def reading_name(self) -> str:
        """The reading's name as the title bar shows it ("" for a kind that has only one)."""
        return ""

    def information(self) -> list[tuple[str, str]]:
        """What the game is, as the game information shows it: (label, text) rows."""
        translate = QCoreApplication.translate
        return [
            (translate("GameDocument", "Game"), self.title),
            (translate("GameDocument", "File"), self.display_name()),
            (translate("GameDocument", "Actions"), str(len(self.history()))),
        ]

    @property
    def finished(self) -> bool:
        """Whether the game has ended."""
        return False

    def report_data(self) -> dict:
        """The game as its file holds it, for the end-of-game report (railsdesk.report); only
        kinds with rules to count worth by are reportable."""
        raise NotImplementedError(f"{type(self).__name__} has no report")

    def display_name(self) -> str:
        """The file's name, or "New game" for a game not saved yet."""
        if self.path:
            return Path(self.path).name
        return QCoreApplication.translate("MainWindow", "New game")

    # --- files ----------------------------------------------------------------------------------

    @abstractmethod
    def write(self, path) -> None:
        """Write the game to ``path``; raises with the reason when it cannot."""

    @abstractmethod
    def autosave_path(self) -> Path:
        """Where this kind of game is saved after every change."""

    @abstractmethod
    def default_file_name(self) -> str: ...

    @abstractmethod
    def file_filter(self) -> str:
        """The save dialog's filter, translated."""

    def save(self) -> None:
        """Write the game to its file (a game without one is saved with save_as)."""
        if not self.path:
            raise ValueError("the game has no file yet")
        self.save_as(self.path)

    def save_as(self, path) -> None:
        """Write the game to ``path``, which becomes its file; raises when it cannot."""
        self.write(path)
        self.path = str(path)
        self.dirty = False
        self.foreign_file = False

    def autosave(self) -> bool:
        """Write the game to the autosave file and note it for recovery. A failure is
        reported once through autosaveFailed (again only after an autosave has worked)."""
        if not self.autosave_enabled or not self.savable:
            return False
        target = self.autosave_path()
        try:
            self.write(target)
        except files.SaveError as exc:  # the system's reason, without the English frame
            return self._autosave_failed(f"{exc.path}: {save_reason(exc)}")
        except Exception as exc:  # noqa: BLE001 - reported to the player, the game stays open
            return self._autosave_failed(str(exc) or exc.__class__.__name__)
        self.autosave_error = None
        mark_running(target, self.path)
        return True

    def _autosave_failed(self, reason: str) -> bool:
        first = self.autosave_error is None
        self.autosave_error = reason
        if first:
            self.autosaveFailed.emit(reason)
        return False

    def _changed(self) -> None:
        """After every change of the game: dirty, changed emitted, then settled (autosaved)
        once the change is drawn: writing a late game's save with the disk's sync takes ten
        milliseconds and more, which the click need not wait for."""
        self.dirty = True
        self._settling.start()
        self.changed.emit()

    def settle(self) -> None:
        """The work a change leaves for after it is drawn: the autosave (a kind may add its
        own), and now and then the collector's full pass (freeze_long_lived). settle_now
        runs it at once when it is still due."""
        self.autosave()
        if self._settled % FREEZE_EVERY == 0:
            freeze_long_lived()
        self._settled += 1

    def settle_now(self) -> None:
        """Settle a change not settled yet (before the game is closed)."""
        if self._settling.isActive():
            self._settling.stop()
            self.settle()


class GameEditor(QObject):
    """Shows one document in the main window: its central widget, docks, toolbars and actions.

    ``install`` puts the docks and toolbars into the window, ``remove`` takes them out again; the
    window adds the central widget to its pages and the actions to its menus and toolbar.
    ``changed`` after the editor has shown a change (the window then updates its actions)."""

    changed = Signal()

    def __init__(self, document: GameDocument, window: QMainWindow) -> None:
        super().__init__(window)
        _check_complete(self)
        self.document = document
        self.window = window

    @property
    @abstractmethod
    def central_widget(self) -> QWidget: ...

    def menu_actions(self, menu: str) -> list[QAction | None]:
        """This kind's actions for the window's menu "game", "edit" or "view" (None: a
        separator)."""
        return []

    def toolbar_actions(self) -> list[QAction | None]:
        return []

    @property
    def read_only(self) -> bool:
        """True while the game cannot be changed or saved (an earlier moment shown)."""
        return False

    def install(self) -> None:
        """Put this kind's docks and toolbars into the window."""

    def remove(self) -> None:
        """Take the docks and toolbars out of the window and stop any work in progress."""

    def retranslate(self) -> None:
        """Texts in the new language."""

    def apply_settings(self) -> None:
        """Follow the window's settings (coordinates, names, colours)."""

    def update_actions(self) -> None:
        """Enable this kind's actions for the game as it is now."""


# --- crash recovery -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Recovery:
    """The autosave left by a run that did not end normally, and the game's own file."""

    autosave: Path
    path: str | None


def mark_running(autosave: Path, path: str | None) -> None:
    """Note the autosave and the game's file; removed again on a normal exit."""
    data = {"pid": os.getpid(), "time": time.time(), "autosave": str(autosave), "path": path}
    try:
        files.write_json_atomic(user.running_marker(), data)
    except OSError:
        pass  # without the note only the recovery offer is lost; the autosave is written


def clear_running() -> None:
    try:
        user.running_marker().unlink(missing_ok=True)
    except OSError:
        pass  # the next start offers a recovery the player can discard


def recovery_candidate() -> Recovery | None:
    """The autosave left by a run that did not end normally, if any."""
    marker = user.running_marker()
    if not marker.exists():
        return None
    try:
        info = files.read_json(marker)
    except files.FileProblem:
        return None
    if not isinstance(info, dict):
        return None  # a damaged note: nothing to recover from it
    autosave, original = info.get("autosave"), info.get("path")
    path = Path(autosave) if isinstance(autosave, str) and autosave else user.autosave_path()
    original = original if isinstance(original, str) else None
    if not path.exists():
        return None
    return Recovery(path, str(original) if original else None)


def is_autosave(path) -> bool:
    """True for the autosave files in the user data folder (never a recent game)."""
    p = Path(path)
    return p.name.startswith("autosave") and p.resolve().parent == user.data_dir().resolve()
