"""What a title's own state shows in the window, from the snapshot's title view: what a
player owes, in a column of the players' table under the title's own word and only while
someone owes anything (1849's bankruptcy loans, what they take off the player's wealth at the
end; 1880's director's debt, with its interest), and Messina marked on the map while the
earthquake keeps it from being upgraded (1849)."""

from __future__ import annotations

import random

from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.board.scene import BoardScene
from railsdesk.ui.docks import PlayersWidget
from railsdesk.ui.money import format_money
from railsdesk.ui.titledata import TitleData
from tests.ui.conftest import PLAYERS


def played_until(title, players, seed, options, key):
    """A random game of the title played until its title view holds something under key."""
    game = new_game(title, PLAYERS[:players], options, seed)
    rng = random.Random(seed)
    while not game.state.title_view().get(key):
        assert not game.state.finished, f"seed {seed}: the game never came to {key}"
        game.process(choose(rng, game))
    return game


def table_of(game, qtbot) -> PlayersWidget:
    widget = PlayersWidget(TitleData.load(game.title))
    qtbot.addWidget(widget)
    names = {str(p["id"]): p["name"] for p in PLAYERS}
    widget.set_state(game.snapshot(), names)
    return widget


def column(widget: PlayersWidget, header: str) -> dict[str, str]:
    table = widget.players
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert header in headers, headers
    at = headers.index(header)
    return {table.item(r, 0).text(): table.item(r, at).text() for r in range(table.rowCount())}


def test_1849_shows_the_bankruptcy_loans_under_its_word_kredit(window, qtbot):
    window.set_language("de")
    game = played_until("1849", 3, 5, [], "loan_penalties")
    owed = game.state.title_view()["loan_penalties"]
    widget = table_of(game, qtbot)
    shown = column(widget, "Kredit")
    assert "Kredite" in widget.players.horizontalHeaderItem(5).toolTip()  # the header says why
    money = TitleData.load("1849").currency_format
    for pid, name in ((str(p["id"]), p["name"]) for p in PLAYERS[:3]):
        assert shown[name] == (format_money(money, owed[pid]) if pid in owed else ""), shown


def test_1880_shows_the_directors_debt_under_its_word_schulden(window, qtbot):
    window.set_language("de")
    game = played_until("1880", 3, 3, [], "debts")
    owed = game.state.title_view()["debts"]
    shown = column(table_of(game, qtbot), "Schulden")
    assert [name for name, text in shown.items() if text] == [
        p["name"] for p in PLAYERS[:3] if str(p["id"]) in owed
    ]


def test_no_column_while_nobody_owes_anything(window, qtbot):
    game = new_game("1849", PLAYERS[:3], [], 5)
    widget = table_of(game, qtbot)
    assert widget.players.columnCount() == 5


def messina_badges(game, qtbot) -> list[str]:
    data = TitleData.load("1849")
    scene = BoardScene(data)
    scene.load_board(data.new_board())
    scene.set_title_marks(game.snapshot().get("title_view") or {})
    return [text for text, _, _ in scene.hex_items["B14"].badges]


def test_1849_marks_messina_after_the_earthquake_until_the_next_stock_round(window, qtbot):
    window.set_language("de")
    game = played_until("1849", 3, 3, [], "messina_locked")
    assert messina_badges(game, qtbot) == ["Erdbeben"]
    rng = random.Random(3)
    while game.state.round.kind != "Stock":
        game.process(choose(rng, game))
    assert messina_badges(game, qtbot) == []
