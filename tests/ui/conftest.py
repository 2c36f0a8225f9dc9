"""UI test setup: offscreen Qt, settings and user folders in a temporary place, translations."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.ui.helpers import compile_translations, open_window

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def collect_between_tests():
    """Collect widget cycles between tests, never while Qt paints (which would crash)."""
    import gc

    gc.collect()
    gc.disable()
    yield
    gc.enable()
    gc.collect()


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path, monkeypatch):
    """Every test gets its own settings and data folders; nothing touches the real ones."""
    from PySide6.QtCore import QSettings

    config = tmp_path / "config"
    data = tmp_path / "data"
    config.mkdir()
    data.mkdir()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(config))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(config))
    yield tmp_path


@pytest.fixture(autouse=True)
def quiet_dialogs(monkeypatch):
    """Modal message boxes would block an offscreen test: record them instead."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[tuple[str, str, str]] = []

    def record(kind, answer):
        def box(parent, title, text, *args, **kwargs):
            shown.append((kind, title, text))
            return answer

        return staticmethod(box)

    monkeypatch.setattr(QMessageBox, "critical", record("critical", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "warning", record("warning", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(
        QMessageBox, "question", record("question", QMessageBox.StandardButton.Discard)
    )
    monkeypatch.setattr(QMessageBox, "about", record("about", None))
    return shown


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory):
    """Compiled translations: the package's own, or compiled now from translations/*.ts."""
    from railsdesk.ui import i18n

    if (i18n.QM_DIR / "railsdesk_de.qm").exists():
        return i18n.QM_DIR
    return compile_translations(tmp_path_factory.mktemp("qm"))


def widgets_in(language, qapp, qm_dir, monkeypatch):
    """A language as the program starts it, with its translation file, for tests of widgets
    without the main window; removed before qtbot closes the widgets."""
    from railsdesk.ui import i18n

    monkeypatch.setattr(i18n, "QM_DIR", qm_dir)
    languages = i18n.Languages(qapp)
    languages.switch(language)
    yield
    for translator in languages._translators:
        qapp.removeTranslator(translator)


@pytest.fixture
def english(qapp, qtbot, qm_dir, monkeypatch):
    """English with its translation file (its plural forms)."""
    yield from widgets_in("en", qapp, qm_dir, monkeypatch)


@pytest.fixture
def german(qapp, qtbot, qm_dir, monkeypatch):
    yield from widgets_in("de", qapp, qm_dir, monkeypatch)


@pytest.fixture
def window(qtbot, qm_dir, monkeypatch):
    win = open_window(qtbot, monkeypatch, qm_dir)
    yield win
    win.languages.switch("en")
    win.close_game(confirm=False)


PLAYERS = [
    {"id": 1, "name": "Alice"},
    {"id": 2, "name": "Bob"},
    {"id": 3, "name": "Carol"},
    {"id": 4, "name": "Dave"},
]
