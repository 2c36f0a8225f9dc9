"""The log dock's filter and search: by who takes part, by what an entry is about (money,
shares, track, trains) and by its words; a line the filter shows still jumps the history to
its action."""

from __future__ import annotations

import pytest

from railsdesk.cli import main
from railsdesk.ui.docks.log import INDEX_ROLE


@pytest.fixture(scope="module")
def saved_1830(tmp_path_factory):
    save = tmp_path_factory.mktemp("log") / "1830.json"
    assert main(["random-game", "1830", "--players", "3", "--seed", "5", "-o", str(save)]) == 0
    return save


def shown(log) -> list:
    return [log.list.item(r) for r in range(log.list.count()) if not log.list.item(r).isHidden()]


def opened_log(window, qtbot, path, quiet_dialogs):
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.document is not None or bool(quiet_dialogs), timeout=60000)
    assert not quiet_dialogs
    return window.editor.log


def test_the_log_is_filtered_by_topic_and_by_who(window, qtbot, saved_1830, quiet_dialogs):
    log = opened_log(window, qtbot, saved_1830, quiet_dialogs)
    total = log.list.count()
    assert len(shown(log)) == total
    for topic in ("money", "shares", "track", "trains"):
        log.topic.setCurrentIndex(log.topic.findData(topic))
        items = shown(log)
        assert 0 < len(items) < total, topic
        assert all(topic in log.entry_topics[log.list.row(item)] for item in items)
    trains = [item.text() for item in shown(log)]
    assert any(" runs " in text for text in trains) and any("rust" in text for text in trains)
    log.topic.setCurrentIndex(0)
    names = [log.party.itemData(row) for row in range(1, log.party.count())]
    assert {"Player 1", "Player 2", "Player 3", "PRR"} <= set(names)
    log.party.setCurrentIndex(log.party.findData("Player 2"))
    items = shown(log)
    assert 0 < len(items) < total
    assert all("Player 2" in log.entry_parties[log.list.row(item)] for item in items)
    assert any("Player 2" in item.text() for item in items)
    log.party.setCurrentIndex(0)
    assert len(shown(log)) == total


def test_the_log_is_searched_in_the_players_language(window, qtbot, saved_1830, quiet_dialogs):
    window.set_language("de")
    log = opened_log(window, qtbot, saved_1830, quiet_dialogs)
    assert log.search.placeholderText() == "Im Spielprotokoll suchen"
    assert log.topic.itemText(log.topic.findData("trains")) == "Loks"
    log.search.setText("LOK")  # whatever the case
    items = shown(log)
    assert items and all("lok" in item.text().casefold() for item in items)
    log.search.clear()
    assert len(shown(log)) == log.list.count()


def test_a_filtered_line_jumps_the_history_to_its_action(window, qtbot, saved_1830, quiet_dialogs):
    log = opened_log(window, qtbot, saved_1830, quiet_dialogs)
    log.topic.setCurrentIndex(log.topic.findData("shares"))
    item = shown(log)[len(shown(log)) // 2]
    index = item.data(INDEX_ROLE)
    with qtbot.waitSignal(log.entryChosen) as chosen:
        log._clicked(item)
    assert chosen.args == [index]
    qtbot.waitUntil(lambda: window.editor.history.index == index, timeout=30000)
    assert not item.isHidden()  # the filter stays while the history is shown


def test_entries_added_under_a_filter_are_filtered_too(qtbot):
    from railsdesk.ui.docks.log import LogWidget

    log = LogWidget()
    qtbot.addWidget(log)
    laid = {"key": "lays_tile", "params": {"corporation": "PRR"}}
    passed = {"key": "passes_stock_round", "params": {"player": "Alice"}}
    log.set_entries([(0, "PRR lays a tile")], [laid])
    log.topic.setCurrentIndex(log.topic.findData("track"))
    log.set_entries([(0, "PRR lays a tile"), (1, "Alice passes")], [laid, passed])
    assert [item.text() for item in shown(log)] == ["PRR lays a tile"]
    log.topic.setCurrentIndex(0)
    log.party.setCurrentIndex(log.party.findData("Alice"))
    log.set_entries([(0, "PRR lays a tile"), (1, "Alice passes"), (2, "PRR lays a tile")],
                    [laid, passed, laid])  # fmt: skip
    assert [item.text() for item in shown(log)] == ["Alice passes"]


def test_the_lines_a_search_finds_are_in_view(window, qtbot, saved_1830, quiet_dialogs):
    """Typed letter by letter, as a player does: every step's lines are shown in the list,
    not left below a scroll range laid out for the entries before the search."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    log = opened_log(window, qtbot, saved_1830, quiet_dialogs)
    window.editor.docks["log"].raise_()
    qtbot.wait(100)
    for letter in "bank":
        QTest.keyClicks(log.search, letter)
        qtbot.wait(50)
        items = shown(log)
        assert items, log.search.text()
        top = log.list.itemAt(QPoint(5, 5))
        assert top is not None and not top.isHidden(), log.search.text()


def test_a_line_chosen_in_a_search_stays_in_view_when_the_search_is_cleared(
    window, qtbot, saved_1830, quiet_dialogs
):
    from PySide6.QtCore import Qt

    log = opened_log(window, qtbot, saved_1830, quiet_dialogs)
    window.editor.docks["log"].raise_()
    qtbot.wait(100)
    log.search.setText("rust")
    qtbot.wait(50)
    item = shown(log)[0]
    rect = log.list.visualItemRect(item)
    qtbot.mouseClick(log.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.wait(100)
    assert log.list.currentItem() is item  # the game at that moment, the line still in view
    assert log.list.viewport().rect().intersects(log.list.visualItemRect(item))
    log.search.clear()
    qtbot.wait(200)
    assert log.list.viewport().rect().intersects(log.list.visualItemRect(item))
