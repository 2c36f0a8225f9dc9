"""The table view: one key (in the View menu) shows the game full screen in large type, to be
read from across a table, and the same key or Esc returns; in every title, hotseat and
companion, at 1366x768 every company's and player's figures are shown whole, in the
rulebook's words, with trains by their names and the market's markers readable."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from railsdesk.random_play import choose
from railsdesk.ui.names import names_for
from railsdesk.ui.session import GameSession
from railsdesk.ui.tableview import TableView, needed_size
from tests.ui.conftest import PLAYERS
from tests.ui.helpers import cut_texts

SIZE = (1366, 768)


def later_rounds(session: GameSession) -> None:
    """A seeded companion game played on to its third set of operating rounds."""
    rng = random.Random(3)
    while not session.game.state.round_label().startswith("OR 3"):
        assert not session.game.state.finished
        assert session.process(choose(rng, session.game))


def shown_texts(table) -> list[list[str]]:
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def headers(table) -> list[str]:
    return [
        table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(table.columnCount())
    ]


def test_the_key_switches_to_the_table_view_and_back(window, qtbot):
    assert not window.a_table.isEnabled()  # no game open
    assert window.a_table in window.m_view.actions()
    window.show_document(GameSession.new("1830", PLAYERS, [], 1))
    assert window.a_table.isEnabled()
    window.a_table.trigger()
    view = window.table_view
    assert isinstance(view, TableView) and view.isFullScreen()
    # the same key in the table view, and Esc
    assert window.a_table in view.actions()
    window.a_table.trigger()
    assert window.table_view is None
    window.a_table.trigger()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Escape)
    assert window.table_view is None
    # closing the game closes its table view
    window.a_table.trigger()
    window.close_game(confirm=False)
    assert window.table_view is None


def test_a_companion_game_has_its_table_view_which_follows_the_game(window, qtbot):
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1830"))
    qtbot.mouseClick(page.companion_button, Qt.MouseButton.LeftButton)
    window.a_table.trigger()
    view = window.table_view
    before = view.banner.text()
    rng = random.Random(1)
    session = window.document
    while session.snapshot()["round"] != "Stock":
        session.process(choose(rng, session.game))
    assert view.banner.text() != before  # redrawn with the game


@pytest.mark.parametrize("title", ["1830", "1856", "1849", "1880"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_everything_is_shown_whole_at_a_laptop_size(window, qtbot, title, language):
    window.set_language(language)
    advanced = ["acquiring_station_tokens", "bonds"] if title == "1849" else []
    options = ["companion", *advanced]
    session = GameSession.new(title, PLAYERS, options, 3)
    later_rounds(session)
    view = TableView(session, window)
    qtbot.addWidget(view)
    view.resize(*SIZE)
    view.show()
    qtbot.wait(20)
    assert view.width() == SIZE[0]  # nothing asks for more than the screen
    # every column and row whole, every label whole
    for table in (view.companies, view.players):
        width, height = needed_size(table)
        assert width <= table.width() and height <= table.height(), table.objectName()
    assert cut_texts(view) == []
    # large type: the tables at 10 points or more (1856 in German has the most columns)
    assert view.text_size[1] >= (10 if title == "1856" else 12)
    snap = session.snapshot()
    started = [s for s, c in snap["corporations"].items() if c["president"] is not None]
    rows = shown_texts(view.companies)
    assert set(started) <= {row[0] for row in rows}
    columns = headers(view.companies)
    # trains by their rulebook names, never the engine's ids ("2-0"); 1880's investors with
    # the bank's train they run
    investors = snap["title_view"].get("investors") or {}
    runs = {names_for(title).company(sym): i["train"] for sym, i in investors.items()}
    for row in rows:
        corp = snap["corporations"].get(row[0]) or {}
        trains = [t.rsplit("-", 1)[0] for t in corp.get("trains") or []]
        trains += [runs[row[0]]] if runs.get(row[0]) else []
        assert row[4].split() == trains or (row[4] == "—" and not trains), row
    # station markers placed of the company's total
    tokens = [row[5] for row in rows]
    assert all("/" in cell for cell in tokens)
    # the players: their names and cash
    players = shown_texts(view.players)
    names = {str(p["id"]): p["name"] for p in PLAYERS}
    assert [row[:2] for row in players] == [
        [names[pid], session.money(p["cash"])] for pid, p in snap["players"].items()
    ]
    # the markers on the market readable from across the table
    sizes = view.market.marker_sizes()
    assert sizes and max(sizes.values()) >= 16 and min(sizes.values()) >= 9, sizes
    # the title's own columns: 1856's loans, 1849's bond
    own = {"1856": "Loans", "1849": "Bond"}
    if title in own:
        assert QCoreApplication.translate("PlayersWidget", own[title]) in columns
    if title == "1880":
        assert "Bank unlimited" in view.facts.text() or language != "en"
        investors = [r[0] for r in rows if r[0].startswith("A")]
        assert investors, rows  # the rulebook's letter before an investor's number


def test_the_next_train_says_what_it_brings(window):
    session = GameSession.new("1830", PLAYERS, ["companion"], 3)
    later_rounds(session)
    view = TableView(session, window)
    text = view.next_train_text(session.snapshot())
    depot = session.snapshot()["depot"][0]
    assert text.startswith(f"Next train: {depot['name']} for {session.money(depot['price'])}")
    # the first 4-train: phase 4, and the 2-trains rust
    assert view.train_brings("4", "3") == [
        "Phase 4",
        "tiles: yellow, green",
        "Train limit 3",
        "2-trains rust",
        "companies may buy private companies",
    ]
    assert view.train_brings("3", "3") == []  # the phase has begun
    view.close()
