"""A deal between two players at a price they agree (the rulebook's reading): the buyer
offers, the screen goes to the seller, who accepts or declines. Played with real mouse events
on the window's own controls."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLabel

from railsdesk.engine.readings import RULEBOOK, SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.actionbase import AmountField
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS
from tests.ui.players import LEFT
from tests.ui.test_traps import type_amount


def player_of(snap, holder) -> str | None:
    if str(holder) in snap["players"]:
        return str(holder)
    company = snap["corporations"].get(str(holder)) or snap["minors"].get(str(holder)) or {}
    president = company.get("president")
    return None if president is None else str(president)


def another_players(game, kind: str) -> dict | None:
    """The first offer of a private (kind "company") or a company's train ("train") whose
    seller another player decides for than the buyer."""
    legal, snap = game.legal(), game.snapshot()
    buyer = player_of(snap, legal.get("entity"))
    if kind == "company":
        offers = [(o, o.get("owner")) for o in legal.get("buy_company") or []]
    else:
        offers = [
            (o, o.get("source"))
            for o in legal.get("buy_train") or []
            if "max" in o and "list_price" not in o
        ]
    return next((o for o, seller in offers if player_of(snap, seller) not in (None, buyer)), None)


def game_with_a_deal(kind: str, reading: str, seed: int = 1, title: str = "1830"):
    """A seeded random game stopped where a deal with another player is offered."""
    game = new_game(title, PLAYERS, [], seed=seed, reading=reading)
    rng = random.Random(seed)
    while not game.state.finished:
        offer = another_players(game, kind)
        if offer is not None:
            return game, offer
        game.process(choose(rng, game))
    raise AssertionError("no such deal in this game")


def names(window) -> dict[str, str]:
    return {str(p["id"]): p["name"] for p in window.document.players()}


@pytest.mark.parametrize(
    ("title", "seed"),
    [("1830", 1), ("1856", 3)],  # a company buys from a player; a player from another (R2)
)
def test_a_private_sale_between_players_asks_the_seller(window, qtbot, title, seed):
    game, offer = game_with_a_deal("company", RULEBOOK, seed, title)
    window.show_document(GameSession(game))
    panel = window.editor.panel
    sym, seller = offer["company"], names(window)[str(offer["owner"])]
    before = len(window.document.history())
    field = panel.findChild(AmountField, f"company_amount_{sym}")
    price = offer["min"] + 1  # not the field's first amount: a declined offer keeps it
    assert price <= offer["max"] and field.value() != price
    type_amount(field, str(price))
    assert panel.buttons[f"company_{sym}"].text() == "Offer"
    banner = window.editor.round_label
    buyer_banner = banner.text()
    qtbot.mouseClick(panel.buttons[f"company_{sym}"], LEFT)
    # the screen goes to the seller, who sees the offer and its price; the banner names them
    assert panel.header.text() == f"Hand over to {seller}"
    assert banner.text().endswith(f"{seller} decides on the offer"), banner.text()
    offer_text = panel.findChild(QLabel, "confirmText").text()
    assert offer_text.endswith(f"offers {panel.money(price)} for "
                               f"{panel.data.company_name(sym)}, owned by {seller}.")  # fmt: skip
    assert panel.buttons["confirm"].text() == f"{seller} accepts"
    assert panel.buttons["confirm"].shortcut().isEmpty(), "accepted by a deliberate click only"
    assert set(panel.buttons) == {"confirm", "confirm_back"}, "the buyer's controls stay away"
    qtbot.mouseClick(panel.buttons["confirm_back"], LEFT)
    assert len(window.document.history()) == before
    refusal = panel.findChild(QLabel, "refusalNote")
    assert refusal.isVisible()
    assert refusal.text() == f"{seller} declines the offer; nothing is sold."
    assert banner.text() == buyer_banner
    # the price typed is still there, to be offered again and accepted
    assert panel.findChild(AmountField, f"company_amount_{sym}").value() == price
    qtbot.mouseClick(panel.buttons[f"company_{sym}"], LEFT)
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert len(window.document.history()) == before + 1
    sold = window.document.history()[-1]
    assert (sold["type"], sold["company"], sold["price"]) == ("buy_company", sym, price)
    assert not refusal.isVisible()


@pytest.mark.parametrize(("title", "seed"), [("1830", 1), ("1849", 2)])
def test_a_train_between_companies_of_two_directors_asks_the_seller(window, qtbot, title, seed):
    game, offer = game_with_a_deal("train", RULEBOOK, seed, title)
    window.show_document(GameSession(game))
    panel = window.editor.panel
    snap = window.document.snapshot()
    director = names(window)[player_of(snap, offer["source"])]
    index = window.document.legal()["buy_train"].index(offer)
    before = len(window.document.history())
    assert panel.buttons[f"train_{index}"].text() == "Offer"
    qtbot.mouseClick(panel.buttons[f"train_{index}"], LEFT)
    assert panel.header.text() == f"Hand over to {director}"
    assert f"train of {offer['source']} ({director})." in (
        panel.findChild(QLabel, "confirmText").text()
    )
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert len(window.document.history()) == before + 1
    assert window.document.history()[-1]["type"] == "buy_train"


def test_an_open_offer_stays_through_a_language_switch(window, qtbot):
    game, offer = game_with_a_deal("train", RULEBOOK)
    window.show_document(GameSession(game))
    panel = window.editor.panel
    director = names(window)[player_of(window.document.snapshot(), offer["source"])]
    index = window.document.legal()["buy_train"].index(offer)
    qtbot.mouseClick(panel.buttons[f"train_{index}"], LEFT)
    window.set_language("de")
    assert panel.header.text() == f"Gib den Rechner an {director} weiter"
    assert " bietet " in panel.findChild(QLabel, "confirmText").text()
    assert window.editor.round_label.text().endswith(f"{director} entscheidet über das Angebot")
    window.set_language("en")
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert window.document.history()[-1]["type"] == "buy_train"


@pytest.mark.parametrize("kind", ["company", "train"])
def test_on_18xx_games_the_buyer_names_the_price_and_confirms(window, qtbot, kind):
    game, offer = game_with_a_deal(kind, SITE)
    window.show_document(GameSession(game))
    panel = window.editor.panel
    if kind == "company":
        key = f"company_{offer['company']}"
    else:
        key = f"train_{window.document.legal()['buy_train'].index(offer)}"
    assert panel.buttons[key].text() == "Buy"
    header = panel.header.text()
    qtbot.mouseClick(panel.buttons[key], LEFT)
    assert panel.header.text() == header
    assert " buys " in panel.findChild(QLabel, "confirmText").text()
    assert panel.buttons["confirm"].text() == "Confirm  [Return]"


def test_the_companion_never_asks_the_seller(window):
    """At the table the players have agreed already: the companion's panel confirms only."""
    from railsdesk.engine.contract import COMPANION

    window.new_game("1830", PLAYERS, [COMPANION], 1)
    assert window.document.reading == RULEBOOK
    assert not window.editor.view.panel.asks_sellers


def a_computer_sells(window, game, seller: str) -> None:
    """The game in the window with the seller's seat played by the computer, at the fast
    pace."""
    session = GameSession(game)
    session.computer_seats[seller] = "basic"
    window.show_document(session)
    window.editor.computer.set_pace("fast")


def test_a_computer_seat_answers_an_offer_for_its_private_itself(window, qtbot):
    game, offer = game_with_a_deal("company", RULEBOOK, 1, "1830")
    owner = str(offer["owner"])
    a_computer_sells(window, game, owner)
    panel = window.editor.panel
    sym, seller = offer["company"], names(window)[owner]
    face = panel.data.companies[sym]["value"]
    assert offer["min"] < face <= offer["max"]
    before = len(window.document.history())
    refusal = panel.findChild(QLabel, "refusalNote")
    # below the private's face value: the computer declines; the person is never asked
    type_amount(panel.findChild(AmountField, f"company_amount_{sym}"), str(offer["min"]))
    qtbot.mouseClick(panel.buttons[f"company_{sym}"], LEFT)
    assert set(panel.buttons) == {"confirm_back"}, "no accept button for the person"
    assert panel.buttons["confirm_back"].text().startswith("Withdraw the offer")
    qtbot.waitUntil(refusal.isVisible, timeout=5000)
    assert refusal.text() == f"{seller} declines the offer; nothing is sold."
    assert len(window.document.history()) == before
    # at its face value the basic player agrees: the private is sold at that price
    type_amount(panel.findChild(AmountField, f"company_amount_{sym}"), str(face))
    qtbot.mouseClick(panel.buttons[f"company_{sym}"], LEFT)
    qtbot.waitUntil(lambda: len(window.document.history()) == before + 1, timeout=5000)
    sold = window.document.history()[-1]
    assert (sold["type"], sold["company"], sold["price"]) == ("buy_company", sym, face)


def test_a_computer_seat_declines_its_train_for_next_to_nothing(window, qtbot):
    game, offer = game_with_a_deal("train", RULEBOOK, 1, "1830")
    director = player_of(game.snapshot(), offer["source"])
    a_computer_sells(window, game, director)
    panel = window.editor.panel
    index = window.document.legal()["buy_train"].index(offer)
    before = len(window.document.history())
    type_amount(panel.findChild(AmountField, f"train_amount_{index}"), "1")
    qtbot.mouseClick(panel.buttons[f"train_{index}"], LEFT)
    refusal = panel.findChild(QLabel, "refusalNote")
    qtbot.waitUntil(refusal.isVisible, timeout=5000)
    assert len(window.document.history()) == before


def test_a_stopped_computer_leaves_the_answer_to_the_person(window, qtbot):
    game, offer = game_with_a_deal("company", RULEBOOK, 1, "1830")
    owner = str(offer["owner"])
    a_computer_sells(window, game, owner)
    window.editor.computer.a_pause.setChecked(True)
    panel = window.editor.panel
    qtbot.mouseClick(panel.buttons[f"company_{offer['company']}"], LEFT)
    assert set(panel.buttons) == {"confirm", "confirm_back"}
    assert panel.buttons["confirm"].text() == f"{names(window)[owner]} accepts"
