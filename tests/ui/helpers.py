"""Shared helpers of the program's tests: compiled translations and an opened main window."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def compile_translations(out: Path) -> Path:
    """translations/*.ts compiled into out (skips when pyside6-lrelease is missing)."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    tool = str(lrelease) if lrelease.exists() else shutil.which("pyside6-lrelease")
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    for ts in sorted((ROOT / "translations").glob("railsdesk_*.ts")):
        subprocess.run([tool, "-silent", str(ts), "-qm", str(out / (ts.stem + ".qm"))], check=True)
    return out


def open_window(qtbot, monkeypatch, qm_dir: Path):
    """The main window at 1366x768 with translations from qm_dir."""
    from railsdesk.ui import i18n
    from railsdesk.ui.app import build_window, create_app

    monkeypatch.setattr(i18n, "QM_DIR", qm_dir)
    win = build_window(create_app())
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    return win
