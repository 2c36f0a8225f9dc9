"""The history view of an 18xx game: the game as it was after an earlier action, rebuilt in a
worker thread (``GameSession.moment_at``); read-only until "Back to the present"."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from railsdesk.engine.contract import Moment
from railsdesk.ui.workers import Worker


class HistoryView(QObject):
    """Which earlier moment is shown. ``changed`` when it is shown or left; ``message`` for the
    status bar (text, milliseconds; 0 = until replaced)."""

    changed = Signal()
    message = Signal(str, int)

    def __init__(self, document, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.index: int | None = None  # the live action shown; None: the present
        self.moment: Moment | None = None
        self.worker: Worker | None = None

    @property
    def active(self) -> bool:
        return self.index is not None

    def show(self, index: int) -> None:
        """Show the game after the live action ``index`` (-1 or the last one: the present)."""
        count = len(self.document.history())
        if index < 0 or index >= count - 1:
            self.leave()
            return
        self.cancel()
        worker = Worker(lambda cancel, progress: self.document.moment_at(index + 1), self)
        worker.done.connect(lambda moment, w=worker, i=index: self._ready(w, i, moment))
        worker.failed.connect(
            lambda m: self.message.emit(
                self.tr("Cannot show that moment: %1").replace("%1", m), 8000
            )
        )
        self.worker = worker
        self.message.emit(self.tr("Rebuilding the game at that moment…"), 0)
        worker.start()

    def leave(self) -> None:
        """Back to the present."""
        self.cancel()
        self.index, self.moment = None, None
        self.changed.emit()

    def cancel(self, wait: bool = False) -> None:
        """Drop a rebuild in progress (wait: until its thread has ended, before closing)."""
        if self.worker is not None:
            self.worker.cancel()
            if wait:
                self.worker.wait(5000)
            self.worker = None

    def _ready(self, worker: Worker, index: int, moment: Moment) -> None:
        if worker is not self.worker:
            return
        self.worker = None
        self.index, self.moment = index, moment
        self.changed.emit()
        self.message.emit("", 0)
