"""A whole hotseat game of 1849, the advanced game with Electric Dreams, started from the start
page and played through the window's own controls to the final scores: the seeded random
player of the command line decides each move (privates, companies in their order, the AFG's
home, the S.M.S., the C.N.M.'s port, bonds, station slots bought, E-tokens, bankruptcies and
their loans), and the move is made as a person would make it — the panel's buttons and spin
boxes, tiles dragged from the tray, stations and routes on the board. The engine is never
called to make a move."""

from __future__ import annotations

import random

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.session import GameSession
from tests.ui.players import LEFT, PanelPlayer

PLAYERS = [{"id": 1, "name": "Anna"}, {"id": 2, "name": "Bruno"}, {"id": 3, "name": "Carla"}]
# A game (about 700 moves in the rulebook's reading) that has every decision of the advanced
# game, a station slot's sale put to its seller among them.
SEED = 43
ADVANCED = ["acquiring_station_tokens", "bonds", "electric_dreams"]


def start_from_the_page(window, qtbot) -> None:
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1849"))
    page.count_spin.setValue(len(PLAYERS))
    for edit, p in zip(page.name_edits, PLAYERS, strict=True):
        edit.clear()
        QTest.keyClicks(edit, p["name"])
    qtbot.mouseClick(page.option_boxes["advanced_game"].box, LEFT)
    qtbot.mouseClick(page.option_boxes["electric_dreams"].box, LEFT)
    page.seed_spin.setValue(SEED)
    qtbot.mouseClick(page.start_button, LEFT)


def test_a_whole_1849_game_through_the_window(window, qtbot, quiet_dialogs):
    start_from_the_page(window, qtbot)
    document = window.document
    assert document is not None and document.title == "1849"
    assert set(document.game.state.options) == set(ADVANCED)
    # writing the autosave after each of some 600 moves would take a third of the run; the
    # autosave has its own tests (test_document.py)
    document.autosave_enabled = False
    player = PanelPlayer(window, qtbot, SEED)
    rng = random.Random(SEED)
    questions = set()
    for _ in range(2000):
        if document.finished:
            break
        legal = document.legal()
        if "choose" in legal["actions"]:
            questions.add(legal["question"])
            qtbot.wait(5)  # laid out: each answer's button shows its whole text
            # (a station slot's sale has its own two buttons for the seller)
            answers = [] if legal["question"] == "station_slot_sale" else legal["choose"]
            for i in range(len(answers)):
                button = player.button(f"choose_{i}")
                assert button.width() >= button.minimumSizeHint().width(), button.text()
        before = len(document.history())
        player.move(choose(rng, document.game))
        assert not quiet_dialogs, quiet_dialogs
        assert len(document.history()) == before + 1, "the click made no move"
    snap = document.snapshot()
    assert snap["finished"], ("the game did not end", player.done)
    done = player.done
    for kind in ("bid", "par", "buy_shares", "lay_tile", "place_token", "run_routes",
                 "dividend", "buy_train", "take_loan", "buy_token", "assign", "bankrupt",
                 "buy_company"):  # fmt: skip
        assert done[kind] > 0, (kind, done)
    assert {"sms", "e_token", "bankruptcy_loan", "station_slot_sale"} <= questions, questions
    # the end: the final standings by worth, as the engine counts it
    assert window.editor.panel.header.text() == "The game is over"
    texts = [label.text() for label in window.editor.panel.body.findChildren(QLabel)]
    for p in snap["players"].values():
        worth = window.editor.data.currency_format % f"{p['value']:,}"
        assert any(t.startswith(p["name"]) and worth in t for t in texts), (p, texts)


def test_the_start_page_offers_the_rulebooks_switches(window, qtbot):
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1849"))
    boxes = page.option_boxes
    assert list(boxes) == ["advanced_game", "electric_dreams", "reduced_4p_corps", "delay_ift"]
    # Electric Dreams only with the advanced game
    assert not boxes["electric_dreams"].isEnabled()
    qtbot.mouseClick(boxes["advanced_game"].box, LEFT)
    assert boxes["electric_dreams"].isEnabled()
    qtbot.mouseClick(boxes["electric_dreams"].box, LEFT)
    assert page.chosen_options() == ["acquiring_station_tokens", "bonds", "electric_dreams"]
    qtbot.mouseClick(boxes["advanced_game"].box, LEFT)  # off again: Electric Dreams goes too
    assert not boxes["electric_dreams"].isChecked() and page.chosen_options() == []
    # the scenario follows the player count; four players may choose scenario 5
    scenario = page.scenario_label
    page.count_spin.setValue(3)
    assert scenario.text() == "Scenario 5: five companies"
    assert not boxes["reduced_4p_corps"].isVisibleTo(page)
    page.count_spin.setValue(5)
    assert scenario.text() == "Scenario 6: six companies"
    page.count_spin.setValue(4)
    assert boxes["reduced_4p_corps"].isVisibleTo(page)
    assert scenario.text() == "Scenario 6: six companies"
    qtbot.mouseClick(boxes["reduced_4p_corps"].box, LEFT)
    assert scenario.text() == "Scenario 5: five companies"
    assert page.chosen_options() == ["reduced_4p_corps"]
    page.count_spin.setValue(5)  # the choice is not the five players'
    assert page.chosen_options() == [] and scenario.text() == "Scenario 6: six companies"
    # in German, the rulebook's words
    window.set_language("de")
    assert boxes["advanced_game"].text().startswith("Spiel für Fortgeschrittene")
    assert scenario.text() == "Szenario 6: sechs Gesellschaften"


def test_the_company_order_bonds_and_e_tokens_are_shown(window):
    """R 2.3: only the company next in the order may start; scenario 5 leaves the last out."""
    game = new_game("1849", PLAYERS, ADVANCED, seed=5)
    window.show_document(GameSession(game))
    view = game.state.title_view()
    first, *rest = [e["corporation"] for e in view["company_order"]]
    status = window.editor.panel.title_status.text()
    assert f"{first} ▶ next" in status and f"{rest[0]} (locked)" in status
    assert f"{view['removed']} is not in the game (scenario 5)" in status
    corps = window.editor.players.corps
    headers = [
        corps.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(corps.columnCount())
    ]
    order, bond, e_token = (headers.index(h) for h in ("Place card", "Bond", "E-token"))
    rows = {corps.item(r, 0).text(): r for r in range(corps.rowCount())}
    assert corps.item(rows[first], order).text() == "1 ▶"
    assert corps.item(rows[rest[0]], order).text() == "2"
    assert "Locked" in corps.item(rows[rest[0]], order).toolTip()
    assert corps.item(rows[first], bond).text() == corps.item(rows[first], e_token).text() == ""
    # the trains dock names 1849's phase events
    changes = window.editor.trains.changes.text()
    assert "companies may also start at L.144" in changes and "earthquake in Messina" in changes
