"""Shared helpers of the program's tests: compiled translations and an opened main window."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QTableWidget,
    QTabWidget,
    QWidget,
)

from railsdesk.ui.nar.cards import CardButton

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


def cut_texts(
    root: QWidget,
    preferred: bool = False,
    table_cut: Callable[[QTableWidget], list[str]] | None = None,
) -> list[str]:
    """The visible texts under root that are elided or do not fit their widget: labels,
    buttons (a card: its clipped texts), choices and tabs, and tables as table_cut finds
    them. preferred: measured against the widgets' preferred width, not their minimum."""

    def width_needed(widget: QWidget) -> int:
        return (widget.sizeHint() if preferred else widget.minimumSizeHint()).width()

    problems = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text():
            continue
        if label.wordWrap():
            if label.heightForWidth(label.width()) > label.height():
                problems.append(f"label cut at the bottom: {label.text()!r}")
        elif width_needed(label) > label.width():
            problems.append(f"label too narrow: {label.text()!r}")
    for button in root.findChildren(QAbstractButton):
        if isinstance(button, CardButton):
            if button.isVisibleTo(root):
                problems += [f"card text cut: {t!r}" for t in button.clipped_texts()]
        elif button.isVisibleTo(root) and button.text():
            if width_needed(button) > button.width():
                problems.append(f"button too narrow: {button.text()!r}")
    for combo in root.findChildren(QComboBox):
        if combo.isVisibleTo(root) and width_needed(combo) > combo.width():
            problems.append(f"choice too narrow: {combo.currentText()!r}")
    for tabs in root.findChildren(QTabWidget):
        bar = tabs.tabBar()
        for i in range(bar.count()):
            if bar.tabRect(i).width() < bar.tabSizeHint(i).width():
                problems.append(f"tab elided: {bar.tabText(i)!r}")
    if table_cut is not None:
        for table in root.findChildren(QTableWidget):
            if table.isVisibleTo(root):
                problems += table_cut(table)
    return problems
