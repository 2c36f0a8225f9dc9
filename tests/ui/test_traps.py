"""A hurried table loses nothing by accident: a double-click ending a stock round leaves the
next company's step alone, a typed amount outside its range is refused with the range and kept
as typed, and a company short of a train sees every way out with what is missing. Played with
real mouse events on the window's own controls."""

from __future__ import annotations

import copy
import random

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton

from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.actionbase import AmountField
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS
from tests.ui.helpers import cut_texts
from tests.ui.players import LEFT, NO_MOD
from tests.ui.test_hotseat import can_lay, game_until


def click_at(window, where: QPoint) -> None:
    """A click at a point of the window, received by whatever widget is there now (as the
    window system delivers it: a panel rebuilt by the last click has other widgets there)."""
    widget = window.childAt(window.mapFromGlobal(where))
    if widget is not None:
        QTest.mouseClick(widget, LEFT, NO_MOD, widget.mapFromGlobal(where))


def before_the_pass_that_ends_a_stock_round(seed: int = 4):
    """A seeded random 1830 game just before the pass that ends a stock round and opens an
    operating round whose first company can lay a tile."""
    game = new_game("1830", PLAYERS, [], seed=seed, reading=SITE)
    rng = random.Random(seed)
    made = []
    while not game.state.finished:
        in_stock_round = game.state.round.kind == "Stock"
        action = choose(rng, game)
        made.append(copy.deepcopy(action))
        game.process(action)
        if (
            in_stock_round
            and action["type"] == "pass"
            and game.state.round.kind == "Operating"
            and can_lay(game, game.legal())
        ):
            replay = new_game("1830", PLAYERS, [], seed=seed, reading=SITE)
            for earlier in made[:-1]:
                replay.process(earlier)
            return replay
    raise AssertionError("no such stock round in this game")


def test_a_double_click_ending_a_stock_round_leaves_the_next_companys_step_alone(window, qtbot):
    window.show_document(GameSession(before_the_pass_that_ends_a_stock_round()))
    editor = window.editor
    panel = editor.panel
    editor.docks["actions"].raise_()
    before = len(window.document.history())
    pass_button = panel.buttons["pass"]
    qtbot.waitUntil(pass_button.isVisible)
    qtbot.wait(50)  # laid out
    assert pass_button.text() == "Pass  [P]"  # the key is shown on the button
    where = pass_button.mapToGlobal(pass_button.rect().center())
    for _ in range(4):  # two hurried double-clicks
        click_at(window, where)
        qtbot.wait(30)  # the window lays the new controls out between the clicks
    assert len(window.document.history()) == before + 1, "more than the stock round's pass"
    assert window.document.history()[-1]["type"] == "pass"
    legal = window.document.legal()
    assert legal["entity_type"] == "corporation" and "lay_tile" in legal["actions"]
    assert panel.pending is None
    # the company's skip is elsewhere, says what it costs and asks before it skips
    skip = panel.buttons["pass"]
    assert not skip.rect().contains(skip.mapFromGlobal(where))
    assert skip.text() == "Skip: lay track – a tile could be laid  [S]"
    qtbot.mouseClick(skip, LEFT)
    assert len(window.document.history()) == before + 1
    confirm = panel.findChild(QLabel, "confirmText").text()
    assert confirm.endswith("lays no tile this turn, although one could be laid.")
    qtbot.mouseClick(panel.buttons["confirm_back"], LEFT)
    assert len(window.document.history()) == before + 1
    assert "lay_tile" in window.document.legal()["actions"]


def test_a_withheld_revenue_is_confirmed_first(window, qtbot):
    def paying(game, legal) -> bool:
        choice = legal.get("dividend") or {}
        return "dividend" in legal["actions"] and choice.get("revenue", 0) > 0

    window.show_document(GameSession(game_until(paying)))
    panel = window.editor.panel
    before = len(window.document.history())
    withhold = panel.buttons["dividend_withhold"]
    assert "the share price falls" in withhold.text() and withhold.text().endswith("[W]")
    qtbot.mouseClick(withhold, LEFT)
    assert len(window.document.history()) == before
    assert "withholds" in panel.findChild(QLabel, "confirmText").text()
    qtbot.mouseClick(panel.buttons["confirm_back"], LEFT)
    assert len(window.document.history()) == before
    # the keys shown on the buttons are theirs (setText alone would drop them)
    assert panel.buttons["dividend_withhold"].shortcut() == QKeySequence("W")
    assert panel.buttons["dividend_payout"].shortcut() == QKeySequence("D")
    qtbot.mouseClick(panel.buttons["dividend_withhold"], LEFT)
    assert panel.buttons["confirm"].shortcut() == QKeySequence("Return")
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert len(window.document.history()) == before + 1
    assert window.document.history()[-1]["kind"] == "withhold"


def type_amount(field: AmountField, text: str) -> None:
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, text)


def test_a_bid_outside_its_range_is_refused_with_the_range_and_kept_as_typed(window, qtbot):
    window.show_document(GameSession(new_game("1830", PLAYERS, [], seed=1, reading=SITE)))
    panel = window.editor.panel
    option = next(
        o
        for o in window.document.legal()["bid"]
        if panel.findChild(AmountField, f"bid_amount_{o['company']}") is not None
    )
    sym, low, high = option["company"], option["min"], option["max"]
    field = panel.findChild(AmountField, f"bid_amount_{sym}")
    refusal = panel.findChild(QLabel, "refusalNote")
    before = len(window.document.history())
    for typed in (str(low - 5), str(high + 1), "9999"):
        type_amount(field, typed)
        qtbot.mouseClick(panel.buttons[f"bid_{sym}"], LEFT)
        assert len(window.document.history()) == before, f"a bid of {typed} was placed"
        assert field.text() == typed, "the amount typed was replaced"
        assert refusal.isVisible()
        assert f"Allowed: ${low} to ${high}." in refusal.text()
        reason = "less than the least" if int(typed) < low else "more than the most"
        shown = panel.money(int(typed))
        assert f"Bid for {sym}: {shown} is refused, it is {reason} allowed." in refusal.text()
    type_amount(field, str(low))  # changing the amount puts the refusal away
    assert not refusal.isVisible()
    qtbot.mouseClick(panel.buttons[f"bid_{sym}"], LEFT)
    assert len(window.document.history()) == before + 1
    bid = window.document.history()[-1]
    assert (bid["type"], bid["company"], bid["price"]) == ("bid", sym, low)


def short_of_a_train(game) -> bool:
    """A company must buy a train, and the bank's cheapest is beyond its treasury."""
    legal = game.legal()
    if "buy_train" not in legal["actions"] or "pass" in legal["actions"]:
        return False
    cash = game.snapshot()["corporations"][legal["entity"]]["cash"]
    return min(t["price"] for t in game.snapshot()["depot"]) > cash


def first_moment(title: str, seed: int, wanted):
    """A seeded random game (the 18xx.games reading) stopped where wanted(game)."""
    players = [{"id": i, "name": n} for i, n in enumerate(("Ann", "Ben", "Cai", "Dee"), 1)]
    game = new_game(title, players, [], seed=seed, reading=SITE)
    rng = random.Random(seed)
    while not game.state.finished:
        if wanted(game):
            return game
        game.process(choose(rng, game))
    raise AssertionError("no such moment in this game")


@pytest.mark.parametrize(("title", "seed"), [("1830", 4), ("1856", 4), ("1880", 7)])
def test_a_company_short_of_a_train_sees_the_banks_train_and_every_way_out(
    window, qtbot, title, seed
):
    game = first_moment(title, seed, short_of_a_train)
    legal = game.legal()
    snap = game.snapshot()
    corp = snap["corporations"][legal["entity"]]
    president = snap["players"][str(corp["president"])]
    train = min(snap["depot"], key=lambda t: t["price"])
    window.show_document(GameSession(game))
    panel = window.editor.panel
    note = panel.findChild(QLabel, "emergencyNote").text()
    money = panel.money
    missing = train["price"] - corp["cash"]
    assert (
        f"The bank's cheapest train: a {train['name']} train for {money(train['price'])}. "
        f"The treasury has {money(corp['cash'])}; {money(missing)} is missing." in note
    )
    if title == "1880":  # the director borrows what he lacks
        assert f"borrows {money(missing - president['cash'])}" in note
    elif missing > president["cash"]:
        assert f"has {money(president['cash'])} and must raise the other" in note
    if "take_loan" in legal["actions"]:
        assert "A loan into the treasury (below)." in note
    if legal.get("sell_shares"):
        assert "Selling shares (below)." in note
    if any("max" in o and "list_price" not in o for o in legal["buy_train"]):
        assert "A train of another company" in note
    window.resize(1366, 768)
    qtbot.wait(50)
    assert cut_texts(panel) == []
    assert outside_the_panel(panel) == []


def outside_the_panel(panel) -> list[str]:
    """The panel's buttons that reach beyond its visible width (their text cut at the edge)."""
    viewport = panel.scroll_area.viewport()
    return [
        button.text()
        for button in panel.body.findChildren(QPushButton)
        if button.isVisibleTo(panel)
        and button.mapTo(viewport, button.rect().topRight()).x() >= viewport.width()
    ]


def test_a_broken_bank_is_named_in_the_rulebooks_words(window, monkeypatch):
    window.new_game("1830", PLAYERS, [], 0)
    snapshot = dict(window.document.snapshot(), bank=-2899)
    monkeypatch.setattr(window.document, "snapshot", lambda: snapshot)
    window.editor.refresh()
    assert window.editor.bank_label.text() == "The bank has no money left ($2,899 more paid out)"
    window.set_language("de")
    assert window.editor.bank_label.text().startswith("Die Bank hat kein Geld mehr")


def test_a_refused_route_names_its_train_as_the_rulebook_does(window):
    from railsdesk.ui.engine_messages import translate_engine_message

    text = translate_engine_message("route.too_short", {"train": "2-5"})
    assert text == "Train 2: a route needs at least two stops."
    window.set_language("nl")
    assert translate_engine_message("route.too_short", {"train": "4+4-1"}).startswith("Trein 4+4:")


def test_a_sale_that_hands_over_the_presidency_says_so_and_asks_first(qtbot, english):
    from railsdesk.ui.actionpanel import ActionPanel
    from railsdesk.ui.titledata import TitleData
    from tests.test_rules_1830 import prr_with_a_rival

    game = new_game("1830", PLAYERS)
    prr_with_a_rival(game.state)
    panel = ActionPanel(TitleData.load("1830"))
    qtbot.addWidget(panel)
    panel.set_state(game.legal(), game.snapshot(), {str(p["id"]): p["name"] for p in PLAYERS})
    sent = []
    panel.actionRequested.connect(sent.append)
    index = next(i for i, o in enumerate(game.legal()["sell_shares"]) if o["percent"] == 20)
    button = panel.buttons[f"sell_{index}"]
    assert button.text().endswith(f"{PLAYERS[1]['name']} becomes president of PRR")
    button.click()
    assert sent == [] and panel.pending is not None
    panel.buttons["confirm"].click()
    assert [a["type"] for a in sent] == ["sell_shares"]
