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
    QAbstractScrollArea,
    QComboBox,
    QLabel,
    QScrollArea,
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


def table_cut(table: QTableWidget) -> list[str]:
    """A table wider than its place, or a column narrower than its header or cells."""
    problems = []
    header = table.horizontalHeader()
    if header.length() > table.viewport().width():
        problems.append(f"table {table.objectName()} wider than its place")
    for c in range(table.columnCount()):
        if header.isSectionHidden(c):
            continue
        needed = max(header.sectionSizeHint(c), table.sizeHintForColumn(c))
        if table.columnWidth(c) < needed:
            item = table.horizontalHeaderItem(c)
            problems.append(f"column too narrow: {item.text() if item else c!r}")
    return problems


def sideways_scrolling(root: QWidget) -> list[str]:
    """Scroll areas under root that scroll sideways, or are narrower than their contents."""
    problems = []
    for area in root.findChildren(QAbstractScrollArea):
        if not area.isVisibleTo(root):
            continue
        if area.horizontalScrollBar().isVisible():
            problems.append(f"horizontal scroll bar: {area.objectName() or type(area).__name__}")
        elif isinstance(area, QScrollArea) and area.widget() is not None:
            needed = area.widget().minimumSizeHint().width()
            if needed > area.viewport().width():
                problems.append(f"{area.widget().objectName()} needs {needed} px")
    return problems


def layout_problems(root: QWidget, preferred: bool = False) -> list[str]:
    """Everything that does not fit under root: cut or elided texts, tables and their columns
    too narrow, sideways scrolling. preferred: widgets measured at their preferred widths."""
    problems = cut_texts(root, preferred=preferred, table_cut=table_cut)
    return problems + sideways_scrolling(root)
