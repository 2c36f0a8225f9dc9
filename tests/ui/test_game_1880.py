"""1880 China played through the action panel: a seeded random game (the 18xx.games reading)
is replayed up to an operating round of phase B2, then every move is made by clicking the
panel's own controls (tiles dragged onto the board, stations and routes as a person makes
them) until an interrupting stock round has come and gone and the communist takeover holds
the whole screen. The moves are the seeded random player's; the engine is never called to
make one."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.docks.players import SYMBOL_ROLE
from railsdesk.ui.session import GameSession
from tests.ui.players import PanelPlayer, UiPlayer

PLAYERS = [{"id": i, "name": name} for i, name in enumerate(("Ann", "Ben", "Cai", "Dee"), 1)]
SEED = 7
LEFT = Qt.MouseButton.LeftButton


def game_in_phase_b2():
    """The seeded random game at the start of the first operating turn in phase B2."""
    game = new_game("1880", PLAYERS, [], seed=SEED, reading=SITE)
    rng = random.Random(SEED)
    while not game.state.finished:
        state = game.state
        if state.phase.name == "B2" and state.round.kind == "Operating":
            return game, rng
        game.process(choose(rng, game))
    raise AssertionError("the game never reached phase B2")


def test_1880_through_an_interrupting_stock_round_and_the_communist_takeover(window, qtbot):
    game, rng = game_in_phase_b2()
    window.show_document(GameSession(game))
    player = PanelPlayer(window, qtbot, SEED)
    status = window.editor.panel.title_status
    seen_interruption = seen_resumption = seen_resumed_notice = seen_communism = False
    for _ in range(400):
        document = window.document
        if document.finished or seen_resumption and seen_resumed_notice and seen_communism:
            break
        before = len(document.history())
        player.move(choose(rng, document.game))
        assert len(document.history()) > before, "the click made no move"
        view = document.snapshot()["title_view"]
        if view["interrupted"]:
            seen_interruption = True
            assert "interrupts" in status.text()
        elif seen_interruption and document.snapshot()["round"] == "Operating":
            seen_resumption = True
        if view["resumed"]:  # the interrupted operating round goes on
            assert "resumes" in status.text()
            seen_resumed_notice = True
        if view["communism"]:
            seen_communism = True
            assert "Communist takeover" in status.text()
            assert status.isVisible()
    assert seen_interruption and seen_resumption, "no stock round interrupted an operating round"
    assert seen_resumed_notice, "the resumed operating round was never announced"
    assert seen_communism, "the communist takeover never came"
    editor = window.editor
    view = window.document.snapshot()["title_view"]
    grid = editor.title_docks["order"].grid
    drawn = {sym for _, slots in grid.rows for sym in slots if sym}
    assert drawn == {s for slots in view["order_track"].values() for s in slots if s}
    assert editor.docks["order"].windowTitle() == "Order track"
    marker = view["train_marker"]
    assert marker in drawn and "Train marker" in grid.slot_text(marker)
    assert "Building permits " + " ".join(view["permits"][marker]) in grid.slot_text(marker)
    assert editor.market.bonus == {"B": 50, "W": 100, "X": 150, "Y": 200, "Z": 400}
    corps = editor.players.corps
    headers = [corps.horizontalHeaderItem(c).text() for c in range(corps.columnCount())]
    assert not any("pool" in h.lower() for h in headers), "1880 has no bank pool"
    rows = {corps.item(r, 0).data(SYMBOL_ROLE) for r in range(corps.rowCount())}
    investors = set(window.document.snapshot()["title_view"]["investors"])
    assert investors and investors <= rows, "the investors are listed beside the corporations"
    assert player.done["lay_tile"] and player.done["run_routes"] and player.done["dividend"]


def test_a_forced_purchase_shows_the_directors_loan_before_it_is_made(window, qtbot):
    """A corporation that must buy a train it cannot pay for: the purchase names what the
    director borrows and owes (R 616); clicking it makes the debt."""
    game = new_game("1880", PLAYERS, [], seed=SEED, reading=SITE)
    rng = random.Random(SEED)
    while True:
        assert not game.state.finished, "no forced purchase with a loan in this game"
        legal = game.legal()
        if "buy_train" in legal["actions"] and "pass" not in legal["actions"]:
            state = game.state
            corp = state.corporation(legal["entity"])
            prices = [o["list_price"] for o in legal["buy_train"] if o["source"] == "depot"]
            if prices and min(prices) > corp.cash + corp.owner.cash:
                break
        game.process(choose(rng, game))
    window.show_document(GameSession(game))
    panel = window.editor.panel
    index, option = min(
        ((i, o) for i, o in enumerate(legal["buy_train"]) if o["source"] == "depot"),
        key=lambda pair: pair[1]["list_price"],
    )
    button = panel.buttons[f"train_{index}"]
    note = panel.findChild(QLabel, f"train_loan_{index}").text()  # below, never cut off
    assert "borrows" in note and "owes" in note
    director = corp.owner
    qtbot.mouseClick(button, LEFT)
    assert window.document.game.state.debt(window.document.game.state.player(director.id)) > 0
    assert "Debt" in panel.title_status.text()


def test_a_corporation_without_a_permit_for_the_phase_is_told_so_at_the_hex(window, qtbot):
    """R 461: track only with a building permit for the current phase; a click on a hex says
    why nothing may be built there."""
    game = new_game("1880", PLAYERS, [], seed=SEED, reading=SITE)
    rng = random.Random(SEED)
    while not game.state.title_view()["without_permit"]:
        assert not game.state.finished, "every corporation always had a permit"
        game.process(choose(rng, game))
    window.show_document(GameSession(game))
    player = UiPlayer(window, qtbot, SEED)
    corp = game.state.title_view()["without_permit"]
    hex_id = next(h for h, x in window.document.board.hexes.items() if x.tile.color == "white")
    player.click_board(window.editor.scene.hex_centre(hex_id))
    bubble = window.editor.scene.refusal
    assert bubble.isVisible() and corp in bubble.text and hex_id in bubble.text
    assert "permit" in bubble.text


def test_the_p0_payout_and_the_merger_cash_name_the_amounts_the_engine_gives(window, qtbot):
    """The answers' amounts come from the engine's choice data, not from its English text
    (seed 4: both questions come up)."""
    game = new_game("1880", PLAYERS, [], seed=4, reading=SITE)
    rng = random.Random(4)
    seen = set()
    while seen != {"p0_payout", "merger_cash"}:
        assert not game.state.finished, f"only {sorted(seen)} came up"
        legal = game.legal()
        question = legal.get("question")
        if question in ("p0_payout", "merger_cash") and question not in seen:
            seen.add(question)
            window.show_document(GameSession(game))
            panel = window.editor.panel
            for i, money in enumerate(legal["choose_money"]):
                text = panel.buttons[f"choose_{i}"].text()
                assert panel.money(money["amount"]) in text, text
            game = window.document.game
        game.process(choose(rng, game))
