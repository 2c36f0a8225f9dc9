"""The desktop program: QApplication, language, main window."""

from __future__ import annotations

import os
import sys

from railsdesk.ui import systemlibs

try:
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
except ImportError as exc:  # a system library of Qt's is missing: say which, and how to get it
    raise SystemExit(systemlibs.startup_problem() or str(exc)) from exc

from railsdesk.ui.i18n import Languages
from railsdesk.ui.settings import APP, Settings


def create_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(APP)
        QCoreApplication.setApplicationName(APP)
        scale = Settings().ui_scale
        if abs(scale - 1.0) > 1e-3 and "QT_SCALE_FACTOR" not in os.environ:
            os.environ["QT_SCALE_FACTOR"] = f"{scale:g}"
        app = QApplication(argv if argv is not None else [sys.argv[0]])
    if not isinstance(app, QApplication):
        raise RuntimeError("The program needs a QApplication, not a QCoreApplication.")
    app.setApplicationDisplayName("railsdesk")
    app.setDesktopFileName("railsdesk")  # matches the window to the installed menu entry
    app.setStyle("Fusion")
    return app


def build_window(app=None, settings: Settings | None = None):
    from railsdesk.ui.mainwindow import MainWindow

    app = app or create_app()
    settings = settings or Settings()
    languages = Languages(app)
    languages.switch(settings.language or Languages.system_language())
    window = MainWindow(settings, languages)
    app._railsdesk_languages = languages  # keep the translators alive with the app
    return window


class FileOpenFilter(QObject):
    """Files the system asks the running program to open (macOS: a double-clicked save)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FileOpen and event.file():
            self.window.open_file(event.file())
            return True
        return False


def run_app(path: str | None = None, screenshot: str | None = None) -> int:
    """Open the program (and a game file when given); returns the exit code."""
    problem = systemlibs.startup_problem()
    if problem is not None:  # Qt itself would stop with a message that names no library
        print(problem, file=sys.stderr)
        return 1
    app = create_app()
    window = build_window(app)
    if sys.platform == "darwin":  # the only system that sends FileOpen events
        # on the application every event passes through it: elsewhere that would only cost
        # (a Python call holding the interpreter lock, taken from the route search's worker)
        app.installEventFilter(FileOpenFilter(window))
    window.show_at_start()
    if path:
        QTimer.singleShot(0, lambda: window.open_file(path))
    shot = screenshot or os.environ.get("RAILSDESK_SCREENSHOT")
    if shot:
        # for documentation: grab the window once it has settled, then quit
        def grab() -> None:
            window.grab().save(shot)
            window.close()
            app.quit()

        QTimer.singleShot(int(os.environ.get("RAILSDESK_SCREENSHOT_DELAY", "1500")), grab)
    return app.exec()
