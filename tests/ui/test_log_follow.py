"""The log dock follows the game's new entries unless the player reads an earlier part: the
wheel takes him there and back to following at the end; an undo shows the present again."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication


def entries(count: int, start: int = 0) -> list[tuple[int | None, str]]:
    return [(i, f"entry {i}") for i in range(start, start + count)]


def wheel(log, notches: int) -> None:
    """Turn the mouse wheel over the list (positive: up, toward the older entries)."""
    viewport = log.list.viewport()
    centre = QPointF(viewport.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(viewport.mapToGlobal(viewport.rect().center())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def at_end(bar) -> bool:
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def a_log(qtbot, count: int):
    from railsdesk.ui.docks.log import LogWidget

    log = LogWidget()
    qtbot.addWidget(log)
    log.resize(400, 150)
    log.show()
    log.set_entries(entries(count))
    bar = log.list.verticalScrollBar()
    qtbot.waitUntil(lambda: at_end(bar) and bar.maximum() > count - 10)  # all laid out
    return log, bar


def test_the_log_keeps_the_row_read_while_new_entries_are_laid_out(qtbot):
    log, bar = a_log(qtbot, 300)
    wheel(log, 2)
    read = bar.value()
    assert read < bar.maximum()
    shown = entries(320)
    for end in range(301, 321):  # the computer's moves, each laying the list out anew
        log.set_entries(shown[:end])
        qtbot.wait(20)
    qtbot.wait(200)
    assert bar.value() == read


def test_the_wheel_back_to_the_end_follows_again(qtbot):
    log, bar = a_log(qtbot, 300)
    wheel(log, 2)
    qtbot.wait(50)
    while bar.value() < bar.maximum():
        wheel(log, -1)
    log.set_entries(entries(310))
    qtbot.waitUntil(lambda: bar.maximum() >= 300)
    qtbot.wait(200)
    assert at_end(bar)


def test_a_click_at_the_end_keeps_following(qtbot):
    log, bar = a_log(qtbot, 300)
    item = log.list.item(298)
    qtbot.mouseClick(
        log.list.viewport(), Qt.MouseButton.LeftButton, pos=log.list.visualItemRect(item).center()
    )
    log.set_entries(entries(310))
    qtbot.wait(200)
    assert at_end(bar)


def test_an_undo_follows_the_present_again(qtbot):
    log, bar = a_log(qtbot, 300)
    wheel(log, 5)
    log.set_entries(entries(295))  # the last entries undone
    log.set_entries(entries(295) + entries(10, start=1000))
    qtbot.wait(200)
    assert at_end(bar)
