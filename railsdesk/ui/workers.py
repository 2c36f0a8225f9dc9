"""Long work off the window's thread: route search, rebuilding an earlier moment of a game."""

from __future__ import annotations

import threading

from PySide6.QtCore import QThread, Signal


class Cancelled(Exception):
    pass


class Worker(QThread):
    """Runs fn(cancel, progress) in a thread; cancel() asks it to stop at its next check."""

    done = Signal(object)
    failed = Signal(str)
    progress = Signal(int, int)

    def __init__(self, fn, parent=None) -> None:
        super().__init__(parent)
        self.fn = fn
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def run(self) -> None:
        try:
            result = self.fn(self._cancel.is_set, self.progress.emit)
        except Cancelled:
            return
        except Exception as exc:  # noqa: BLE001 - reported to the window
            if not self._cancel.is_set():
                self.failed.emit(str(exc) or exc.__class__.__name__)
            return
        if not self._cancel.is_set():
            self.done.emit(result)
