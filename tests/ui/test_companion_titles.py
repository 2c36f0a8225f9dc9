"""The table companion of 1856 and 1880 in the window: started from the start page, a few
rounds of random entries (the view redrawn after each), and what only the table can say
entered with its own button: 1856's destination reached (its escrow paid out), 1880's
investor joining its corporation."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from railsdesk.formats.log18xx import game_from_log
from railsdesk.random_play import choose
from railsdesk.ui.companion import CompanionEditor
from railsdesk.ui.i18n import term
from railsdesk.ui.session import GameSession
from tests.companion_support import companion_of, play_at_table
from tests.conftest import FIXTURES
from tests.ui.test_companion import Table

LOGS_1856 = FIXTURES / "logs" / "1856"


def start_companion(window, qtbot, title: str, players: int = 4, options=()):
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData(title))
    page.count_spin.setValue(players)
    for name in options:
        page.option_boxes[name].setChecked(True)
    assert page.companion_button.isVisible()
    qtbot.mouseClick(page.companion_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.editor, CompanionEditor)
    return window.editor.view


def play_until(view, wanted, seed: int = 3, limit: int = 3000) -> None:
    game = view.document.game
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(game):
            return
        assert not game.state.finished, "the game ended first"
        assert view.document.process(choose(rng, game)), view.refusal.text()
    raise AssertionError("not reached")


@pytest.mark.parametrize("title", ["1856", "1880", "1849"])
def test_a_few_rounds_at_the_table(window, qtbot, title):
    view = start_companion(window, qtbot, title)
    game = view.document.game
    assert "companion" in game.options
    play_until(view, lambda g: g.state.round_label().startswith("OR 3"))
    types = {a.type for a in game.raw_actions}
    assert {"book_tile", "book_revenue"} <= types
    assert not types & {"lay_tile", "run_routes"}
    # the books: trains by their names, 1856's loans (1849's bond in its advanced game)
    books = view.books
    headers = [books.horizontalHeaderItem(c).text() for c in range(books.columnCount())]
    assert ("Loans" in headers) == (title == "1856")
    trains = headers.index("Trains")
    for r in range(books.rowCount()):
        assert "-" not in books.item(r, trains).text()
    # the market's title in the player's language
    window.set_language("de")
    assert view.market_box.title() == term(title, "Stock market") != "Stock market"


# 51745, and a game through the CGR's formation
@pytest.mark.parametrize("name", ["51745.json", "1856_game_end_bank.json"])
def test_recorded_1856_game_entered_at_the_table_reaches_the_same_scores(window, qtbot, name):
    """Costs clicked or typed, runs typed with Enter, P to pass, destinations by their
    buttons: the same scores as the game played on the map."""
    path = LOGS_1856 / name
    if not path.exists():
        pytest.skip(f"1856 log {name} not found in {FIXTURES}")
    data = json.loads(path.read_text())
    map_game, actions = game_from_log(data)
    window.show_document(GameSession(companion_of(map_game)))
    view = window.editor.view
    play_at_table(map_game, actions, Table(view, qtbot).enter, view.document.game)
    state = view.document.game.state
    assert state.finished
    assert state.result() == {str(k): v for k, v in data["result"].items()}


def test_1856_destination_button_pays_out_the_escrow(window, qtbot):
    view = start_companion(window, qtbot, "1856")
    game = view.document.game

    def escrow_waiting(g) -> bool:
        reached = g.legal().get("destination_connection") or []
        return any(g.state.corporation(s).escrow for s in reached)

    play_until(view, escrow_waiting)
    # only the started corporations have a button
    shown = [name.removeprefix("destination_") for name in view.widgets if "destination_" in name]
    assert shown and all(game.state.corporation(s).ipoed for s in shown)
    sym = next(
        s for s in game.legal()["destination_connection"] if game.state.corporation(s).escrow
    )
    corp = game.state.corporation(sym)
    cash, escrow = corp.cash, corp.escrow
    button = view.widgets[f"destination_{sym}"]
    assert button.text() == sym and "destination" in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    corp = game.state.corporation(sym)
    assert corp.destinated and corp.cash == cash + escrow
    assert f"destination_{sym}" not in view.widgets


def test_1880_investor_joins_by_its_button(window, qtbot):
    view = start_companion(window, qtbot, "1880")
    assert "Bank unlimited" in view.todo.text()  # 1880's bank has no limit
    game = view.document.game
    play_until(view, lambda g: "destination_connection" in g.legal()["actions"])
    legal = game.legal()
    investor = game.state.minor(legal["entity"])
    corp = investor.linked
    button = view.widgets[f"destination_{corp.sym}"]
    assert corp.sym in button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert game.raw_actions[-1].type == "destination_connection"
    assert any(e.key == "investor_merges" for e in game.state.log)


def click(qtbot, view, name: str) -> None:
    button = view.widgets[name]
    assert button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    # the entries shown are those of now: none left over from before (rows and grids too)
    assert set(view.entry_box.findChildren(QPushButton)) <= set(view.widgets.values())


def test_1849_lays_by_gauge_messina_and_station_slots_by_their_buttons(window, qtbot):
    # the start page's switches: the advanced game (two options of the engine) and its variant
    view = start_companion(window, qtbot, "1849", options=("advanced_game", "electric_dreams"))
    game = view.document.game
    assert {"acquiring_station_tokens", "bonds", "electric_dreams"} < set(game.options)
    # a lay: the gauge of its new track and the terrain's cost, one click
    play_until(view, lambda g: "cost_narrow_20" in view.widgets)
    corp = game.state.current_entity()
    cash = corp.cash
    assert {"cost_broad_80", "cost_dual_80"} <= set(view.widgets) or cash < 80
    click(qtbot, view, "cost_narrow_20")
    assert game.state.corporation(corp.sym).cash == cash - 20
    assert any(e.key == "books_tile_narrow" for e in game.state.log)
    # a station marker in Messina, where the earthquake will take it
    play_until(view, lambda g: "book_token_B14" in view.widgets)
    corp = game.state.current_entity()
    assert "Messina" in view.widgets["book_token_B14"].text()
    click(qtbot, view, "book_token_B14")
    assert "B14" in [t.hex for t in game.state.corporation(corp.sym).tokens if t.used]
    # a station slot bought at the price the two companies agree on
    play_until(view, lambda g: "book_slot_0" in view.widgets, limit=20000)
    offer = game.legal()["book_slot"][0]
    seller_cash = game.state.corporation(offer["seller"]).cash
    view.widgets["slot_price_0"].setValue(30)
    click(qtbot, view, "book_slot_0")
    assert game.raw_actions[-1].type == "book_slot"
    assert game.state.corporation(offer["seller"]).cash == seller_cash + 30


@pytest.mark.parametrize("title", ["1830", "1856", "1880", "1849"])
def test_a_plain_operating_turn_takes_at_most_five_inputs(window, qtbot, title):
    """Lay (a cost), station marker, run (the number) and pay out (its button), buy a train
    and finish: five inputs in every title (1880's lay step, open for a second yellow tile,
    is passed by the marker's button)."""
    view = start_companion(window, qtbot, title)
    game = view.document.game
    table = Table(view, qtbot)

    def plain(g) -> bool:
        """A corporation with a train at the start of its turn, room for another and a
        station marker left."""
        state = g.state
        corp = state.current_entity()
        return (
            "book_tile" in g.legal()["actions"]
            and getattr(corp, "kind", "") == "corporation"
            and bool(corp.trains)
            and len(corp.trains) < state.train_limit(corp)
            and any(not t.used for t in corp.tokens)
            and (title != "1880" or rich(corp, state))
        )

    def rich(corp, state) -> bool:
        """Rich enough for a station marker and the bank's next train."""
        return corp.cash >= state.depot.min_depot_price() + 100

    play_until(view, plain, seed=5, limit=8000)
    corp = game.state.current_entity()
    if not rich(corp, game.state):  # made so by the table's correction (1880's bank refuses)
        correction = {"type": "correction", "entity": view.document.acting_player()}
        correction |= {"entity_type": "player", "reason": "a rich company", "kind": "cash"}
        assert view.act({**correction, "holder": corp.sym, "amount": 1500}), view.refusal.text()
    lay = next(n for n in ("cost_0", "cost_narrow_0", "cost_broad_0") if n in view.widgets)
    table.whole = True  # each entry shown whole at 1366x768, nothing to scroll to
    table.click(lay)
    table.click("book_token")
    assert game.raw_actions[-1].type == "book_token", view.refusal.text()
    prompt = next(w.text() for w in view.entry_box.findChildren(QLabel) if "%" not in w.text()
                  and w.text().startswith(("Trains:", "Loks:", "Treinen:")))  # fmt: skip
    # the trains as players name them, not the engine's ids
    assert all(t.id not in prompt and t.name in prompt for t in corp.trains), prompt
    table.run_and_pay("80")
    assert game.raw_actions[-1].type == "dividend", view.refusal.text()
    trains = len(corp.trains)
    table.click("buy_and_finish")
    assert len(game.state.corporation(corp.sym).trains) == trains + 1
    assert game.state.current_entity() is not corp
    print(f"\n{title}: inputs for a plain operating turn: {table.inputs}")
    assert table.inputs == 5


def test_1856_a_player_who_can_only_trade_with_the_others_is_not_asked(window, qtbot):
    """One whose only choice in a stock round is to buy a private from another player
    passes unasked after the entry before him; undo takes his pass back."""
    view = start_companion(window, qtbot, "1856")
    game = view.document.game
    play_until(view, lambda g: view.can_only_trade(g.legal()))
    trader = game.legal()["entity"]
    before = {k: v for k, v in view.document.actions()[-1].items() if k != "id"}
    assert view.document.undo()
    count = len(game.raw_actions)
    assert view.act(before)  # the entry before his turn, made again at the table
    passed = [(a.type, a.entity) for a in game.raw_actions[count + 1 :]]
    assert passed and ("pass", trader) == passed[0]  # and those after him like him
    assert all(kind == "pass" for kind, _ in passed)
    assert game.legal()["entity"] != trader
    for _ in passed:
        view.document.undo()
    assert game.legal()["entity"] == trader  # his turn again: he may buy after all


def test_a_revenue_no_map_can_give_is_questioned_before_it_is_booked(window, qtbot):
    """1830's revenues are multiples of $10: 55 is most likely mistyped. Said first, booked
    when entered again as it is."""
    view = start_companion(window, qtbot, "1830")
    assert not view.entry_box.isVisible()  # the auction: nothing to enter for the table
    play_until(view, lambda game: "book_revenue" in game.legal()["actions"])
    assert view.entry_box.isVisible()
    game = view.document.game
    booked = len(game.raw_actions)
    edit = view.widgets["revenue"]
    qtbot.keyClicks(edit, "55")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert len(game.raw_actions) == booked
    assert "$55 is not a multiple of $10" in view.refusal.text()
    qtbot.keyClick(view.widgets["revenue"], Qt.Key.Key_Return)
    assert len(game.raw_actions) > booked
