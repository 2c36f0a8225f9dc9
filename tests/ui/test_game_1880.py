"""1880 China played through the action panel: a seeded random game (the 18xx.games reading)
is replayed up to an operating round of phase B2, then every move is made by clicking the
panel's own controls (tiles dragged onto the board, stations and routes as a person makes
them) until an interrupting stock round has come and gone and the communist takeover holds
the whole screen. The moves are the seeded random player's; the engine is never called to
make one."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.session import GameSession
from tests.ui.test_full_game import UiPlayer

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


class PanelPlayer(UiPlayer):
    """Makes the seeded random player's move with the panel's controls."""

    def move(self, wanted: dict) -> None:
        legal = self.w.document.legal()
        kind = wanted["type"]
        if kind == "lay_tile":
            options = legal["lay_tile"][wanted["hex"]]
            option = next(o for o in options if o["tile_id"] == wanted["tile"])
            self.drag_tile(
                option["tile"], wanted["hex"], option["rotations"].index(wanted["rotation"])
            )
        elif kind == "place_token":
            offers = legal.get("place_token") or []
            self.place_token(next(o for o in offers if o["city"] == wanted["city"]))
        elif kind == "run_routes":
            self.auto_routes()
        else:
            self.click(self.control_for(legal, wanted))
        self.done[kind] += 1

    def control_for(self, legal: dict, wanted: dict) -> str:
        kind = wanted["type"]
        if wanted["entity_type"] == "company" and kind == "purchase_train":
            return f"power_train_{wanted['entity']}"
        if wanted["entity_type"] == "company" and kind == "assign":
            if legal["entity_type"] == "company":
                return f"assign_{wanted['target']}"
            return f"power_assign_{wanted['entity']}_{wanted['target']}"
        if kind == "par":
            combo = self.panel.findChild(QComboBox, f"par_combo_{wanted['corporation']}")
            index = next(
                i
                for i in range(combo.count())
                if combo.itemData(i)["share_price"] == wanted["share_price"]
                and combo.itemData(i)["slot"] == wanted["slot"]
            )
            combo.setCurrentIndex(index)
            return f"par_{wanted['corporation']}"
        if kind == "choose":
            return f"choose_{[str(c) for c in legal['choose']].index(str(wanted['choice']))}"
        if kind in ("buy_shares", "sell_shares"):
            prefix = "buy" if kind == "buy_shares" else "sell"
            index = next(i for i, o in enumerate(legal[kind]) if o["shares"] == wanted["shares"])
            return f"{prefix}_{index}"
        if kind == "buy_train":
            index = next(
                i
                for i, o in enumerate(legal["buy_train"])
                if o["train"] == wanted["train"] and "exchange" not in o
            )
            return f"train_{index}"
        if kind == "dividend":
            return f"dividend_{wanted['kind']}"
        if kind == "discard_train":
            return f"discard_{legal['discard_train'].index(wanted['train'])}"
        if kind == "bid" and "minor" in wanted:
            return f"draft_{wanted['minor']}"
        if kind == "payoff_player_debt":
            return "payoff_debt"
        assert kind == "pass", f"no panel control for {wanted}"
        return "pass"


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
    assert "order track" in status.text().lower()
    editor = window.editor
    assert editor.market.bonus == {"B": 50, "W": 100, "X": 150, "Y": 200, "Z": 400}
    corps = editor.players.corps
    headers = [corps.horizontalHeaderItem(c).text() for c in range(corps.columnCount())]
    assert not any("pool" in h.lower() for h in headers), "1880 has no bank pool"
    rows = {corps.item(r, 0).text() for r in range(corps.rowCount())}
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
    assert "borrows" in button.text() and "owes" in button.text()
    director = corp.owner
    qtbot.mouseClick(button, LEFT)
    assert window.document.state.debt(window.document.state.player(director.id)) > 0
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
