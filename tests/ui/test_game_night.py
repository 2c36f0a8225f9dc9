"""The smaller traps of a game night: a refusal that no longer applies leaves the screen, the
loans of 1856 read as over once they are, the controls of a step stay where the mouse is, and
the keys shown on the panel's buttons do what the buttons do (and nothing when they are off).
Played with real mouse and key events on the window's own controls."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from railsdesk.engine.contract import SHARE_REFUSALS
from railsdesk.engine.readings import RULEBOOK, SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.actionbase import AmountField
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS
from tests.ui.players import LEFT
from tests.ui.test_consent import another_players, game_with_a_deal
from tests.ui.test_hotseat import can_lay, game_until
from tests.ui.test_traps import type_amount


def test_a_refusal_leaves_the_panel_when_its_controls_are_gone(window, qtbot):
    game, private = game_with_a_deal("company", RULEBOOK)
    train = another_players(game, "train")
    assert train is not None, "a train of another director's company is offered too"
    window.show_document(GameSession(game))
    panel = window.editor.panel
    refusal = panel.findChild(QLabel, "refusalNote")
    legal = window.document.legal()
    sym = private["company"]
    type_amount(panel.findChild(AmountField, f"company_amount_{sym}"), "9999")
    qtbot.mouseClick(panel.buttons[f"company_{sym}"], LEFT)
    assert refusal.isVisible() and "9999" in refusal.text().replace(",", "")
    # another offer: the refused amount's field is gone, and so is its refusal
    qtbot.mouseClick(panel.buttons[f"train_{legal['buy_train'].index(train)}"], LEFT)
    assert not refusal.isVisible()
    qtbot.mouseClick(panel.buttons["confirm_back"], LEFT)
    assert refusal.isVisible() and refusal.text().endswith("declines the offer; nothing is sold.")


def test_a_refusal_leaves_the_board_and_the_status_bar_when_the_game_moves_on(window, qtbot):
    window.show_document(GameSession(new_game("1830", PLAYERS, [], seed=1, reading=SITE)))
    editor = window.editor
    editor.show_refusal("H12", "Not here")
    assert window.statusBar().currentMessage() == "Not here"
    assert editor.scene.refusal.isVisible()
    bid = next(key for key in editor.panel.buttons if key.startswith("bid_"))
    qtbot.mouseClick(editor.panel.buttons[bid], LEFT)
    assert window.document.history(), "the bid was placed"
    assert window.statusBar().currentMessage() != "Not here"
    assert not editor.scene.refusal.isVisible()
    assert not editor.panel.findChild(QLabel, "refusalNote").isVisible()


def first_moment_without_loans(seed: int = 2):
    """A seeded random 1856 game stopped when loans have ended (phase 6), some still owed."""
    players = [{"id": i, "name": n} for i, n in enumerate(("Ann", "Ben", "Cai", "Dee"), 1)]
    game = new_game("1856", players, [], seed=seed, reading=SITE)
    rng = random.Random(seed)
    while game.state.title_view()["loan"]["allowed"]:
        game.process(choose(rng, game))
    return game


def test_the_loans_column_says_loans_are_over_once_they_are(window):
    game = first_moment_without_loans()
    window.show_document(GameSession(game))
    corps = window.editor.players.corps
    headers = [corps.horizontalHeaderItem(c).text() for c in range(corps.columnCount())]
    column = headers.index("Loans")
    rows = {corps.item(r, 0).text(): r for r in range(corps.rowCount())}
    owed = game.snapshot()["title_view"]["corporations"]
    assert any(view["loans"] for view in owed.values()) and not all(
        view["loans"] for view in owed.values()
    )
    for sym, view in owed.items():
        cell = corps.item(rows[sym], column)
        assert cell.text() == (str(view["loans"]) if view["loans"] else "–")
        assert "/" not in cell.text(), "no limit once loans are over"
        assert "Loans are over" in cell.toolTip()


def test_the_keys_shown_on_the_buttons_do_what_the_buttons_do(window, qtbot):
    window.show_document(GameSession(new_game("1830", PLAYERS, [], seed=1, reading=SITE)))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel = window.editor.panel
    qtbot.waitUntil(lambda: panel.buttons["pass"].isVisible())
    before = len(window.document.history())
    pass_ = panel.buttons["pass"]
    assert pass_.text().endswith("[P]")
    pass_.setEnabled(False)  # a button that is off answers no key
    QTest.keyClick(window, Qt.Key.Key_P)
    qtbot.wait(300)  # a key clicks its button after a short press (animateClick)
    assert len(window.document.history()) == before
    pass_.setEnabled(True)
    QTest.keyClick(window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: len(window.document.history()) == before + 1)
    assert window.document.history()[-1]["type"] == "pass"


def press(window, qtbot, key) -> None:
    """A key pressed in the window: its button clicks after a short press (animateClick).
    The window is made active first (offscreen, a popup such as a tooltip may take that)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, key)
    qtbot.wait(250)


def open_active(window, qtbot, game):
    window.show_document(GameSession(game))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.editor.docks["actions"].raise_()
    panel = window.editor.panel
    # shown: every button but those folded away (a long list of pars waits behind its own)
    qtbot.waitUntil(
        lambda: panel.isVisible() and any(b.isVisible() for b in panel.buttons.values())
    )
    qtbot.wait(300)  # the docks have settled to their sizes
    return panel


def test_the_dividend_keys_withhold_after_asking_and_pay_out(window, qtbot):
    def paying(game, legal) -> bool:
        choice = legal.get("dividend") or {}
        return "dividend" in legal["actions"] and choice.get("revenue", 0) > 0

    panel = open_active(window, qtbot, game_until(paying))
    before = len(window.document.history())
    press(window, qtbot, Qt.Key.Key_W)  # withholding costs: asked first
    assert len(window.document.history()) == before
    assert "withholds" in panel.findChild(QLabel, "confirmText").text()
    press(window, qtbot, Qt.Key.Key_Escape)  # Back
    assert "dividend_payout" in panel.buttons and len(window.document.history()) == before
    press(window, qtbot, Qt.Key.Key_D)
    assert len(window.document.history()) == before + 1
    assert window.document.history()[-1]["kind"] == "payout"


def test_the_skip_key_asks_and_enter_confirms(window, qtbot):
    panel = open_active(window, qtbot, game_until(lambda game, legal: can_lay(game, legal)))
    before = len(window.document.history())
    assert panel.buttons["pass"].text().endswith("[S]")
    press(window, qtbot, Qt.Key.Key_S)
    assert len(window.document.history()) == before
    assert "lays no tile" in panel.findChild(QLabel, "confirmText").text()
    press(window, qtbot, Qt.Key.Key_Return)
    assert len(window.document.history()) == before + 1
    assert window.document.history()[-1]["type"] == "pass"


def test_auto_and_run_trains_answer_their_keys_and_nothing_while_off(window, qtbot):
    def running(game, legal) -> bool:
        corp = game.snapshot()["corporations"].get(str(legal.get("entity"))) or {}
        return "run_routes" in legal["actions"] and bool(corp.get("trains"))

    panel = open_active(window, qtbot, game_until(running))
    before = len(window.document.history())
    # the planner opens with the best routes, searched in the background
    qtbot.waitUntil(lambda: not panel.busy and "$0" not in panel.buttons["run_routes"].text(),
                    timeout=30000)  # fmt: skip
    qtbot.waitUntil(lambda: panel.buttons["auto_routes"].isVisible())  # rebuilt, laid out
    assert panel.buttons["auto_routes"].text().endswith("[A]")
    with qtbot.waitSignal(panel.autoRoutesRequested):  # Auto searches again
        press(window, qtbot, Qt.Key.Key_A)
    qtbot.waitUntil(lambda: not panel.busy, timeout=30000)
    qtbot.waitUntil(lambda: panel.buttons["run_routes"].isVisible())
    run = panel.buttons["run_routes"]
    assert run.text().endswith("[T]")
    run.setEnabled(False)
    press(window, qtbot, Qt.Key.Key_T)  # a button that is off answers no key
    assert len(window.document.history()) == before
    run.setEnabled(True)
    press(window, qtbot, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: len(window.document.history()) == before + 1)
    assert window.document.history()[-1]["type"] == "run_routes"


def rows(panel, prefixes: tuple[str, ...]) -> list[tuple[str, int]]:
    """The panel's buttons whose keys start so: (text, top in the panel), in panel order."""
    return [
        (button.text(), button.mapTo(panel, QPoint(0, 0)).y())
        for key, button in panel.buttons.items()
        if key.startswith(prefixes)
    ]


def test_bids_leave_the_bidding_rows_where_they_are(window, qtbot):
    panel = open_active(window, qtbot, new_game("1830", PLAYERS, [], seed=1, reading=SITE))
    window.resize(1366, 1100)  # room for every line: no scroll bar comes or goes
    qtbot.wait(300)
    before = rows(panel, ("bid_",))
    for _ in range(3):  # three players bid on the last private, one after the other
        last = [key for key in panel.buttons if key.startswith("bid_")][-1]
        qtbot.mouseClick(panel.buttons[last], LEFT)
        qtbot.wait(50)  # laid out
    assert len(panel.snapshot["bids"]) == 3
    assert [y for _, y in rows(panel, ("bid_",))] == [y for _, y in before]


def test_the_shares_to_buy_stand_in_the_same_places_from_player_to_player(window, qtbot):
    game = new_game("1830", PLAYERS, [], seed=1, reading=SITE)
    rng = random.Random(1)
    for _ in range(18):  # a stock round where the next player may buy less and par nothing
        game.process(choose(rng, game))
    panel = open_active(window, qtbot, game)
    window.resize(1366, 1100)  # room for every line: no scroll bar comes or goes
    qtbot.wait(300)
    first = rows(panel, ("buy_", "not_buyable_"))
    buyer = window.document.legal()["entity"]
    qtbot.mouseClick(panel.buttons["buy_0"], LEFT)
    qtbot.wait(50)  # laid out
    assert window.document.legal()["entity"] != buyer, "the next player's turn"
    second = rows(panel, ("buy_", "not_buyable_"))
    assert any(key.startswith("not_buyable_") for key in panel.buttons), "less to buy, in place"
    assert [y for _, y in second] == [y for _, y in first]
    companies = [text.split()[2] for text, _ in first]  # "Buy 10% PRR from …", "PRR from …"
    assert [text.split()[2 if text.startswith("Buy") else 0] for text, _ in second] == companies


def a_stock_turn_after_a_sale():
    """1830, Player 1's turn: he has sold a CPR share in this round and has $80 left; he
    holds 60 % of the NYC; the PRR costs $100, the B&O $67."""
    game = new_game("1830", PLAYERS, [], seed=1, reading=SITE)
    state = game.state
    p1, p2 = state.players[0], state.players[1]
    for holder, sym, price, more in (
        (p1, "CPR", "100,0,6", 3), (p1, "NYC", "90,1,6", 4),
        (p2, "PRR", "100,0,6", 0), (p2, "B&O", "67,5,6", 0),
    ):  # fmt: skip
        corp = state.corporation(sym)
        state.par_corporation(holder, corp, price)
        for _ in range(more):
            share = next(s for s in corp.ipo_shares if not s.president)
            state.transfer_bundle([share], share.percent, holder, 0)
    state.turn = 2  # after the first stock round: sales are open
    state.round = state.new_stock_round()
    state.round.start()
    sold = next(s.id for s in p1.shares_of("CPR") if not s.president)
    game.process({"type": "sell_shares", "entity": p1.id, "entity_type": "player",
                  "shares": [sold], "percent": 10})  # fmt: skip
    p1.cash = 80
    return game


def test_with_nothing_to_buy_a_line_says_why(window, qtbot):
    game = a_stock_turn_after_a_sale()
    game.state.players[0].cash = 50  # the B&O's 67 is out of reach too
    panel = open_active(window, qtbot, game)
    assert not any(key.startswith(("buy_", "not_buyable_")) for key in panel.buttons)
    line = panel.findChild(QLabel, "nothingToBuy")
    assert line.text() == "Nothing to buy now (point at this line for each company's reason)"
    assert "B&O from Initial offering: costs $67, you have $50" in line.toolTip().splitlines()
    assert "CPR from Bank pool: sold this round" in line.toolTip().splitlines()


def test_with_one_reason_for_every_place_the_line_names_it(window, qtbot):
    game = new_game("1830", PLAYERS, [], seed=1, reading=SITE)
    state = game.state
    p1, p2 = state.players[0], state.players[1]
    corp = state.corporation("PRR")
    state.par_corporation(p2, corp, "100,0,6")
    share = next(s for s in corp.ipo_shares if not s.president)
    state.transfer_bundle([share], share.percent, p1, 0)  # a share he may sell
    p1.cash = 50
    state.turn = 2  # after the first stock round: sales are open
    state.round = state.new_stock_round()
    state.round.start()
    panel = open_active(window, qtbot, game)
    line = panel.findChild(QLabel, "nothingToBuy")
    assert line.text() == "Nothing to buy now: costs $100, you have $50"


def test_a_share_the_player_may_not_buy_says_which_rule_forbids_it(window, qtbot):
    panel = open_active(window, qtbot, a_stock_turn_after_a_sale())
    rows = {key: panel.buttons[key] for key in panel.buttons if key.startswith("not_buyable_")}
    assert {key: b.text() for key, b in rows.items()} == {
        "not_buyable_CPR_ipo": "CPR from Initial offering: sold this round",
        "not_buyable_CPR_market": "CPR from Bank pool: sold this round",
        "not_buyable_NYC_ipo": "NYC from Initial offering: only 60 % allowed",
        "not_buyable_PRR_ipo": "PRR from Initial offering: costs $100, you have $80",
    }
    assert not any(b.isEnabled() for b in rows.values())
    assert rows["not_buyable_CPR_ipo"].toolTip() == (
        "You sold shares of CPR in this Stock Round: you may buy its shares again only in "
        "the next one."
    )
    assert rows["not_buyable_PRR_ipo"].toolTip() == (
        "A certificate costs $100 and you have $80 in cash: you may buy only with enough cash."
    )
    window.set_language("de")
    qtbot.waitUntil(lambda: "not_buyable_CPR_ipo" in panel.buttons)
    german = panel.buttons["not_buyable_CPR_ipo"]
    assert german.text() == "CPR aus Erstausgabe: in dieser Runde verkauft"
    assert german.toolTip().startswith("Du hast in dieser Aktienrunde Aktien der CPR verkauft")
    window.set_language("en")


def test_every_refusal_the_engine_gives_has_its_own_words(window, qtbot):
    panel = open_active(window, qtbot, a_stock_turn_after_a_sale())
    for language in ("en", "de", "nl"):
        window.set_language(language)
        general = panel.refusal_words(None)
        for reason in SHARE_REFUSALS:
            short, full = panel.refusal_words({"reason": reason, "corporation": "CPR",
                                               "source": "ipo"})  # fmt: skip
            assert short != general[0] and full != general[1], (language, reason)
            assert "{term:" not in short + full, (language, reason)
    window.set_language("en")


def test_the_seller_declines_with_esc_and_no_key_accepts_for_him(window, qtbot):
    game, private = game_with_a_deal("company", RULEBOOK)
    panel = open_active(window, qtbot, game)
    before = len(window.document.history())
    qtbot.mouseClick(panel.buttons[f"company_{private['company']}"], LEFT)
    qtbot.waitUntil(lambda: panel.buttons["confirm"].isVisible())
    press(window, qtbot, Qt.Key.Key_Return)  # the buyer's hurried Enter
    assert len(window.document.history()) == before
    assert "confirm" in panel.buttons, "still the seller's to answer"
    press(window, qtbot, Qt.Key.Key_Escape)
    assert "confirm" not in panel.buttons and len(window.document.history()) == before
    answer = panel.findChild(QLabel, "refusalNote").text()
    assert answer.endswith("declines the offer; nothing is sold.")
