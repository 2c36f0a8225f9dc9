"""The North American Railways card table: a whole game through its widgets, proposals,
income, secret cash and companion mode."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from railsdesk.bots.generic import BASIC
from railsdesk.games.nar import (
    NarGame,
    make_log,
    new_companion_game,
    new_game,
    practice_deck,
)
from railsdesk.games.nar.state import NarEvent
from railsdesk.ui.nar.dialogs import (
    NarConfirmDialog,
    NarIncomeDialog,
    NarPriceDialog,
    NarProposalDialog,
    NarResultDialog,
    NarRevealDialog,
)
from railsdesk.ui.nar.income import income_from_events
from railsdesk.ui.nar.session import CARD_CHOICES, NarSession
from railsdesk.ui.nar.table import NarTable
from railsdesk.ui.nar.text import Names, describe_event

LEFT = Qt.MouseButton.LeftButton
PLAYERS = [
    {"id": "ann", "name": "Ann"},
    {"id": "bob", "name": "Bob"},
    {"id": "cleo", "name": "Cleo"},
]


def choose(actions: list[dict], rng: random.Random) -> dict:
    """Seeded choices that keep a game going: middling prices, few voluntary passes."""
    passes = [a for a in actions if a["type"] == "pass"]
    others = [a for a in actions if a["type"] != "pass"]
    if not others or (passes and rng.random() < 0.1):
        return passes[0]
    if others[0]["type"] == "take_share":
        column = rng.choice(sorted({a["column"] for a in others}))
        options = [a for a in others if a["column"] == column]
        priced = sorted((a for a in options if "price" in a), key=lambda a: a["price"])
        if not priced:
            return options[0]
        low, high = len(priced) // 3, max(len(priced) // 3, 2 * len(priced) // 3)
        return rng.choice([a for a in priced[low : high + 1] if a["price"] <= 1200] or priced[:1])
    return rng.choice(others)


def make_table(qtbot, log: dict) -> NarTable:
    session = NarSession(log)
    session.autosave_enabled = False
    table = NarTable(session)
    qtbot.addWidget(table)
    table.resize(1366, 760)
    table.show()
    return table


def click(qtbot, widget) -> None:
    assert widget is not None
    assert widget.isEnabled(), widget
    qtbot.mouseClick(widget, LEFT)


def type_into(qtbot, edit, text: str) -> None:
    """Replace what a line edit holds by typing ``text``."""
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def enter_values(qtbot, dialog: NarRevealDialog, cost: int, revenue: int, symbols: int) -> None:
    """Type a card's values into the card-value dialog and confirm them."""
    if not dialog.start:
        type_into(qtbot, dialog.cost_edit, str(cost))
    type_into(qtbot, dialog.revenue_edit, str(revenue))
    if not dialog.start:
        dialog.symbols_combo.setCurrentIndex(dialog.symbols_combo.findData(symbols))
    click(qtbot, dialog.ok_button)


def perform(qtbot, table: NarTable, action: dict) -> None:
    """Carry out ``action`` the way a player would: cards, buttons and dialogs."""
    kind = action["type"]
    if kind == "take_share":
        click(qtbot, table.share_columns[action["column"]].bottom_card())
        dialog = table.dialog
        if isinstance(dialog, NarConfirmDialog):
            assert "price" not in action
            click(qtbot, dialog.ok_button)
            return
        assert isinstance(dialog, NarPriceDialog)
        type_into(qtbot, dialog.price_edit, str(action["price"]))
        if "start_city" in action:
            dialog.start_combo.setCurrentIndex(dialog.start_combo.findData(action["start_city"]))
        click(qtbot, dialog.ok_button)
    elif kind == "director_choice":
        dialog = table.dialog
        assert isinstance(dialog, NarProposalDialog)
        click(qtbot, dialog.buy_button if action["buy"] else dialog.allow_button)
    elif kind == "buy_city":
        if table.selected_company != action["company"]:
            click(qtbot, table.chips[action["company"]])
        assert table.selected_company == action["company"]
        click(qtbot, table.city_columns[action["column"]].bottom_card())
    elif kind == "pass":
        click(qtbot, table.pass_button)
    else:  # pragma: no cover - the table offers nothing else
        raise AssertionError(kind)


def play_through(qtbot, table: NarTable, seed: int, max_actions: int = 400) -> dict:
    """Play the table's game to its end with seeded choices; check every income against the
    engine and return what was seen."""
    rng = random.Random(seed)
    shadow = NarGame.from_log(table.session.log())
    seen = {"incomes": 0, "forecasts": 0, "ranking": None, "actions": 0}
    for _ in range(max_actions):
        if table.game.finished:
            break
        legal = table.game.legal_actions()
        assert legal == shadow.legal_actions()
        action = choose(legal, rng)
        forecast = [dict(r) for r in table.forecast_rows]
        last_round = table.game.last_round
        perform(qtbot, table, action)
        events = shadow.process(dict(action))
        seen["actions"] += 1
        if any(e["kind"] == "income" for e in events):
            dialog = table.dialog
            assert isinstance(dialog, NarIncomeDialog)
            expected = income_from_events(shadow.state_dict(), events)
            assert dialog.rows == expected
            for row in dialog.rows:
                ev = next(
                    e for e in events if e["kind"] == "income" and e["company"] == row["company"]
                )
                assert {h["player"]: h["total"] for h in row["holders"]} == ev["payouts"]
                assert row["to_treasury"] == ev["to_treasury"]
            # the panel showed the same split before a closing pass (unless that pass made
            # the round the last one, which changes how a remainder is split)
            if shadow.last_round == last_round and action["type"] == "pass":
                assert forecast == expected
            texts = [dialog.table.item(r, 6).text() for r in range(dialog.table.rowCount())]
            for ev in events:
                if ev["kind"] == "income":
                    for amount in ev["payouts"].values():
                        assert f"${amount:,}" in texts
            click(qtbot, dialog.ok_button)
            seen["incomes"] += 1
            # the income panel now shows the split just paid (nothing has changed since)
            assert table.forecast_rows == expected
            seen["forecasts"] += 1
        assert table.session.log()["actions"] == shadow.to_log()["actions"]
        if shadow.finished:
            dialog = table.dialog
            assert isinstance(dialog, NarResultDialog)
            seen["ranking"] = dialog.ranked_players()
            assert seen["ranking"] == shadow.ranking()
            click(qtbot, dialog.buttons.buttons()[0])
    assert table.game.finished
    return seen


@pytest.mark.parametrize("count, seed", [(3, 4), (4, 6), (5, 1)])
def test_whole_game_through_the_widgets(qtbot, count, seed):
    players = (PLAYERS + [{"id": "dan", "name": "Dan"}, {"id": "eve", "name": "Eve"}])[:count]
    log = new_game(practice_deck(), players, seed)
    table = make_table(qtbot, log)
    seen = play_through(qtbot, table, seed=seed)
    final = NarGame.from_log(table.session.log())
    assert seen["ranking"] == final.ranking() == table.game.ranking()
    assert seen["incomes"] >= 3 and seen["forecasts"] >= 1
    # the end is open: everybody's cash shows, and the banner names the winner
    winner = final.player_names[final.player_ids.index(final.ranking()[0])]
    assert winner in table.round_label.text()
    cash_col = table.players.columnCount() - 1
    shown = {table.players.item(r, cash_col).text() for r in range(count)}
    assert "••••" not in shown
    places = [table.players.item(r, 0).text() for r in range(count)]
    for place, pid in enumerate(final.ranking(), start=1):
        name = final.player_names[final.player_ids.index(pid)]
        assert any(t.startswith(f"{place}. ") and name in t for t in places)


def proposal_layout() -> dict:
    """Ann founds Blue, Bob may propose for Blue or found Red, Cleo may propose for Red."""
    deck = practice_deck()
    blue, red, green, c4, c5 = (c["id"] for c in deck["companies"])
    shares = [
        [c4] * 5 + [blue, blue],
        [c5] * 5 + [red, red],
        [green] * 5 + [c4, blue],
        [red] * 3 + [green, blue, blue, c5],
    ]
    cities = [[c["id"] for c in deck["cities"][k * 9 : (k + 1) * 9]] for k in range(4)]
    starts = [c["id"] for c in deck["start_cities"]]
    return make_log(deck, PLAYERS, shares, cities, starts, "ann")


def test_proposal_refused_then_accepted_through_the_dialogs(qtbot):
    table = make_table(qtbot, proposal_layout())
    blue, red = "blue", "red"
    # Ann founds blue for $600
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 600})
    assert table.game.companies[blue].director == 0
    # Bob proposes $800 for blue; Ann buys it herself: $400 to the treasury, $400 to Bob
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 800})
    dialog = table.dialog
    assert isinstance(dialog, NarProposalDialog)
    assert "Bob proposes $800 for a share of Blue" in dialog.text_label.text()
    click(qtbot, dialog.buy_button)
    game = table.game
    assert game.holdings[0][blue] == 2 and game.holdings[1][blue] == 0
    assert game.cash[1] == 24  # $2000 + $400
    assert game.companies[blue].treasury == 10
    assert game.current_player == "bob" and game.step == "choose_share"
    assert "another company" in table.prompt.text()
    assert table.pass_button.isEnabled() and table.pass_button.text() == "End my turn"
    # Bob founds red, Cleo proposes $900 for red and Bob allows it
    perform(qtbot, table, {"type": "take_share", "column": 1, "price": 500})
    perform(qtbot, table, {"type": "take_share", "column": 1, "price": 900})
    dialog = table.dialog
    assert isinstance(dialog, NarProposalDialog)
    click(qtbot, dialog.allow_button)
    game = table.game
    assert game.holdings[2][red] == 1
    assert game.companies[red].director == 2  # a tie goes to the buyer
    assert game.companies[red].treasury == 5 + 5
    kinds = [e["kind"] for e in game.events]
    assert "director_buys" in kinds and "director_allows" in kinds and "new_director" in kinds
    log_texts = [table.log.item(i).text() for i in range(table.log.count())]
    assert any("Cleo becomes director of Red" in t for t in log_texts)


def log_lines(table: NarTable) -> list[str]:
    return [table.log.item(i).text() for i in range(table.log.count())]


def test_the_log_says_where_a_share_s_price_went(qtbot):
    table = make_table(qtbot, proposal_layout())
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 600})
    start_city = Names(table.game.state_dict()).card(table.game.companies["blue"].start_city)
    assert log_lines(table)[-1] == (
        f"Ann founds Blue for $600 (all of it into its treasury) and takes the start city "
        f"{start_city}"
    )
    # all of $100 goes into the treasury: the proposer receives nothing, and no rest is named
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 100})
    perform(qtbot, table, {"type": "director_choice", "buy": True})
    assert log_lines(table)[-1] == (
        "Ann buys the share of Blue for $100 themselves (all of it into the treasury)"
    )
    perform(qtbot, table, {"type": "take_share", "column": 1, "price": 500})
    perform(qtbot, table, {"type": "take_share", "column": 1, "price": 300})
    perform(qtbot, table, {"type": "director_choice", "buy": True})
    assert log_lines(table)[-1] == (
        "Bob buys the share of Red for $300 themselves ($200 into the treasury, $100 to Cleo)"
    )
    perform(qtbot, table, {"type": "take_share", "column": 2, "price": 900})
    perform(qtbot, table, {"type": "director_choice", "buy": False})
    assert log_lines(table)[-1] == (
        "Ann allows it: Cleo buys a share of Blue for $900 ($500 into the treasury, "
        "$400 to the bank)"
    )


@pytest.mark.parametrize(
    "price, to_treasury, exception, line",
    [
        (
            1000,
            500,
            False,
            "Ann buys a share of Blue for $1,000 ($500 into the treasury, $500 to the bank)",
        ),
        (
            100,
            100,
            True,
            "Ann directs every company at the bottom of the share display and "
            "pays all their cash for a share of Blue: $100 (all of it into the treasury)",
        ),
    ],
)
def test_the_log_says_where_the_price_of_one_s_own_share_went(price, to_treasury, exception, line):
    names = Names(NarGame.from_log(proposal_layout()).state_dict())
    event: NarEvent = {
        "action": 5,
        "round": 2,
        "kind": "own_share",
        "text": "",
        "player": "ann",
        "company": "blue",
        "price": price,
        "to_treasury": to_treasury,
        "exception": exception,
    }
    assert describe_event(event, names) == line


def test_director_who_cannot_pay_must_allow(qtbot):
    table = make_table(qtbot, proposal_layout())
    blue = "blue"
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 1900})  # Ann keeps $100
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 800})
    dialog = table.dialog
    click(qtbot, dialog.buy_button)
    assert table.dialog is dialog and dialog.problem.isVisible()
    assert "must allow" in dialog.problem.text()
    click(qtbot, dialog.allow_button)
    assert table.game.holdings[1][blue] == 1


def test_take_back_a_proposal(qtbot):
    table = make_table(qtbot, proposal_layout())
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 500})
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 300})
    assert isinstance(table.dialog, NarProposalDialog)
    assert table.dialog.take_back.text() == "Bob takes the proposal back"
    click(qtbot, table.dialog.take_back)
    assert table.dialog is None
    assert table.game.current_player == "bob" and table.game.step == "choose_share"
    assert len(table.game.actions) == 1


def test_the_director_cannot_take_back_the_computer_s_proposal(qtbot):
    """Undo would take back the computer's moves down to the person's last decision, the
    director's own too: his dialog offers only to answer."""
    table = make_table(qtbot, proposal_layout())
    table.session.computer_seats["bob"] = BASIC
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 500})
    proposal = {"type": "take_share", "entity": "bob", "column": 0, "price": 300}
    assert table.session.process_for_computer(proposal)
    dialog = table.dialog
    assert isinstance(dialog, NarProposalDialog)
    assert dialog.take_back is None and dialog.findChild(QPushButton, "takeBackButton") is None
    click(qtbot, dialog.allow_button)
    assert table.game.holdings[1]["blue"] == 1 and len(table.game.actions) == 3


def test_income_dialog_back_leaves_the_game_unchanged(qtbot):
    log = new_game(practice_deck(), PLAYERS, 4)
    table = make_table(qtbot, log)
    rng = random.Random(4)
    while True:
        legal = table.game.legal_actions()
        action = choose(legal, rng)
        before = table.session.log()
        perform(qtbot, table, action)
        if isinstance(table.dialog, NarIncomeDialog):
            break
    click(qtbot, table.dialog.back_button)
    assert table.dialog is None
    assert table.session.log() == before
    # the same action again, paid out this time
    perform(qtbot, table, action)
    click(qtbot, table.dialog.ok_button)
    assert len(table.session.log()["actions"]) == len(before["actions"]) + 1


def test_the_income_a_computer_s_move_pays_is_shown_to_the_person(qtbot):
    """A computer's pass that ends Phase II pays at once; the person at the table sees the
    split afterwards (and the computer waits while it is open: it is modal)."""
    table = make_table(qtbot, new_game(practice_deck(), PLAYERS, 4))
    table.session.computer_seats.update({"bob": BASIC, "cleo": BASIC})
    rng = random.Random(4)
    while True:
        action = choose(table.game.legal_actions(), rng)
        if table.game.current_player == "ann":
            perform(qtbot, table, action)
            if isinstance(table.dialog, NarIncomeDialog):  # her own, before it is paid
                click(qtbot, table.dialog.ok_button)
            continue
        before = len(table.game.actions)
        assert table.send_for_computer(action)
        assert len(table.game.actions) == before + 1  # paid at once
        events = table.session.last_events
        if any(e["kind"] == "income" for e in events):
            break
        assert table.dialog is None
    dialog = table.dialog
    assert isinstance(dialog, NarIncomeDialog) and dialog.back_button is None
    assert dialog.rows == income_from_events(table.game.state_dict(), events)
    assert QApplication.activeModalWidget() is dialog
    click(qtbot, dialog.ok_button)
    assert table.dialog is None and len(table.game.actions) == before + 1


def test_nobody_is_shown_the_income_of_a_table_of_computers(qtbot):
    table = make_table(qtbot, new_game(practice_deck(), PLAYERS, 4))
    table.session.computer_seats.update({p["id"]: BASIC for p in PLAYERS})
    rng = random.Random(4)
    while not any(e["kind"] == "income" for e in table.session.last_events):
        assert table.send_for_computer(choose(table.game.legal_actions(), rng))
        assert table.dialog is None


def test_cash_is_secret_by_default(qtbot):
    log = new_game(practice_deck(), PLAYERS, 4)
    table = make_table(qtbot, log)
    cash_col = table.players.columnCount() - 1
    texts = [table.players.item(r, cash_col).text() for r in range(3)]
    assert texts == ["••••"] * 3
    assert table.cash.label.text() == "••••"
    assert table.cash.button.text() == "Show my cash"
    actor = table.game.current_player
    row = table.game.player_ids.index(actor)
    # a click keeps the acting player's cash shown; only his
    click(qtbot, table.cash.button)
    assert table.cash.label.text() == "$2,000"
    assert table.players.item(row, cash_col).text() == "$2,000"
    others = [table.players.item(r, cash_col).text() for r in range(3) if r != row]
    assert others == ["••••"] * 2
    # the turn passes: hidden again
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 300})
    assert table.game.current_player != actor
    assert table.cash.label.text() == "••••"
    assert [table.players.item(r, cash_col).text() for r in range(3)] == ["••••"] * 3
    # holding the button shows it only while held
    table.cash.hold_ms = 0
    qtbot.mouseClick(table.cash.button, LEFT)
    assert table.cash.label.text() == "••••"
    table.cash.hold_ms = 10_000
    qtbot.mousePress(table.cash.button, LEFT)
    assert table.cash.label.text() == "$2,000"  # every player starts with $2000
    qtbot.mouseRelease(table.cash.button, LEFT)
    assert table.cash.label.text() == "$2,000"  # a quick click keeps it
    qtbot.mouseClick(table.cash.button, LEFT)
    assert table.cash.label.text() == "••••"


@pytest.mark.parametrize(
    "typed, reason",
    [
        ("650", "multiple of $100 of at least $100, not $650"),
        ("750", "multiple of $100 of at least $100, not $750"),
        ("$250", "multiple of $100 of at least $100, not $250"),
        ("0", "multiple of $100 of at least $100, not $0"),
        ("5000", "You cannot pay $5,000."),
        ("six hundred", "“six hundred” is not an amount in dollars."),
        ("", "Enter the price."),
    ],
)
def test_a_price_that_is_not_allowed_is_refused_never_rounded(qtbot, typed, reason):
    log = new_game(practice_deck(), PLAYERS, 4)
    table = make_table(qtbot, log)
    click(qtbot, table.share_columns[2].bottom_card())
    dialog = table.dialog
    assert isinstance(dialog, NarPriceDialog)
    type_into(qtbot, dialog.price_edit, typed)
    click(qtbot, dialog.ok_button)
    assert table.dialog is dialog and dialog.problem.isVisible()
    assert reason in dialog.problem.text()
    assert dialog.price_edit.text() == typed  # what was typed stays as typed
    assert table.session.log()["actions"] == []
    # the dialog grew to show the reason
    assert dialog.height() >= dialog.sizeHint().height()
    type_into(qtbot, dialog.price_edit, "$300")
    click(qtbot, dialog.ok_button)
    assert table.dialog is None
    assert table.session.log()["actions"][0]["price"] == 300


def test_the_price_box_does_not_reveal_the_cash(qtbot):
    """Up runs past the player's cash: the box has no upper limit that would give it away."""
    log = new_game(practice_deck(), PLAYERS, 4)
    table = make_table(qtbot, log)
    click(qtbot, table.share_columns[2].bottom_card())
    edit = table.dialog.price_edit
    type_into(qtbot, edit, "1900")
    for _ in range(3):
        qtbot.keyClick(edit, Qt.Key.Key_Up)
    assert edit.text() == "$2,200"
    qtbot.keyClick(edit, Qt.Key.Key_Down)
    assert edit.text() == "$2,100"
    click(qtbot, table.dialog.ok_button)
    assert "You cannot pay $2,100." in table.dialog.problem.text()


@pytest.mark.parametrize("actions, short", [(9, False), (23, True)])
def test_own_share_is_outlined_whatever_the_cash(qtbot, actions, short):
    """Seed 0 after 9 and after 23 seeded actions: the acting player directs a company at the
    bottom of the display with $1000 or more, and with less. The table looks the same; only
    his click on "Buy the share" tells him."""
    log = new_game(practice_deck(), PLAYERS, 0)
    game, rng = NarGame.from_log(log), random.Random(0)
    for _ in range(actions):
        game.process(choose(game.legal_actions(), rng))
    log["actions"] = game.to_log()["actions"]
    table = make_table(qtbot, log)
    player = table.game.current_player
    index = table.game.player_ids.index(player)
    assert (table.game.cash[index] < 10) is short
    state = table.game.state_dict()
    directed = {c["id"] for c in state["companies"] if c["director"] == player}
    column = next(c for c, ids in enumerate(state["share_columns"]) if ids[-1] in directed)
    own = table.share_columns[column].bottom_card()
    assert own.active and own.isEnabled()
    click(qtbot, own)
    dialog = table.dialog
    assert isinstance(dialog, NarConfirmDialog)
    assert "If you have less than $1000" in dialog.findChildren(QLabel)[1].text()
    click(qtbot, dialog.ok_button)
    if short:
        assert table.dialog is dialog and dialog.problem.isVisible()
        assert "costs $1,000, and you cannot pay it. Choose another share." in (
            dialog.problem.text()
        )
        dialog.reject()
        assert len(table.game.actions) == actions
    else:
        assert table.dialog is None
        assert table.game.actions[-1] == {"type": "take_share", "entity": player, "column": column}


def test_phase_two_refusals_say_why(qtbot):
    """Seed 0 after 18 seeded actions: the acting player holds only Blue, whose treasury pays
    for the bottom city of column 3 but not for those of columns 0 to 2."""
    log = new_game(practice_deck(), PLAYERS, 0)
    game, rng = NarGame.from_log(log), random.Random(0)
    for _ in range(18):
        game.process(choose(game.legal_actions(), rng))
    log["actions"] = game.to_log()["actions"]
    table = make_table(qtbot, log)
    assert table.game.step == "buy_city"
    state = table.game.state_dict()
    blue = next(c for c in state["companies"] if c["id"] == "blue")
    city = state["cards"][state["city_columns"][0][-1]]
    too_dear = table.city_columns[0].bottom_card()
    assert too_dear.isEnabled() and not too_dear.active
    click(qtbot, too_dear)
    assert table.message == (
        f"{city['name']} costs ${city['cost']:,}; the treasury of Blue holds only "
        f"${blue['treasury']:,}."
    )
    assert table.prompt.text() == table.message
    assert len(table.game.actions) == 18
    click(qtbot, table.boards["red"])
    assert table.message == "You hold no share of Red."
    # the city it can pay for is bought as before
    assert table.city_columns[3].bottom_card().active
    click(qtbot, table.city_columns[3].bottom_card())
    assert table.game.actions[-1]["type"] == "buy_city"
    assert table.message == ""


def test_director_is_warned_before_losing_the_directorship(qtbot, english):
    table = make_table(qtbot, proposal_layout())
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 600})  # Ann founds Blue
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 300})  # Bob proposes
    dialog = table.dialog
    assert isinstance(dialog, NarProposalDialog)
    assert dialog.warning is not None and dialog.warning.isVisible()
    assert "Bob holds 1 share of Blue and you 1" in dialog.warning.text()
    assert "Bob becomes its director" in dialog.warning.text()
    click(qtbot, dialog.allow_button)
    assert table.game.companies["blue"].director == 1


def test_covered_cards_cannot_be_taken(qtbot):
    log = new_game(practice_deck(), PLAYERS, 4)
    table = make_table(qtbot, log)
    col = table.share_columns[0]
    assert not col.cards[0].isEnabled()
    assert col.bottom_card().isEnabled() and col.bottom_card().active
    assert not any(c.isEnabled() for c in table.city_columns[0].cards)


def companion_log(with_deck: bool) -> dict:
    deck = practice_deck()
    ids = [c["id"] for c in deck["companies"]]
    dealt = (ids * 6)[:28]
    shares = [dealt[k * 7 : (k + 1) * 7] for k in range(4)]
    log = new_companion_game(PLAYERS, shares, "ann", companies=deck["companies"])
    if with_deck:
        log[CARD_CHOICES] = deck
    return log


def test_companion_reveal_dialog(qtbot):
    table = make_table(qtbot, companion_log(with_deck=True))
    game = table.game
    assert game.step == "choose_share"
    # three foundings: Phase I ends with the next turns; found what is offered
    rng = random.Random(1)
    while table.game.step in ("choose_share", "director_choice"):
        if isinstance(table.dialog, NarRevealDialog):  # a founder's start city: later
            assert table.dialog.start
            table.dialog.reject()
            continue
        perform(qtbot, table, choose(table.game.legal_actions(), rng))
    assert table.game.step == "reveal"
    dialog = table.dialog
    assert isinstance(dialog, NarRevealDialog)
    needed = table.game.needed_reveals()
    assert dialog.card_id == needed[0]
    assert "bottom of column" in dialog.where_label.text()
    # type the first card in
    dialog.name_edit.setText("Chicago")
    enter_values(qtbot, dialog, 600, 300, 2)
    card = table.game.state_dict()["cards"][needed[0]]
    assert (card["name"], card["cost"], card["revenue"], card["symbols"]) == (
        "Chicago",
        600,
        300,
        2,
    )
    # the next one is picked from the saved deck's cards
    dialog = table.dialog
    assert isinstance(dialog, NarRevealDialog) and dialog.card_id == needed[1]
    assert dialog.pick.count() > 1
    dialog.pick.setCurrentIndex(3)
    picked = dialog.choices[dialog.pick.currentData()]
    click(qtbot, dialog.ok_button)
    card = table.game.state_dict()["cards"][needed[1]]
    assert (card["name"], card["cost"], card["revenue"], card["symbols"]) == (
        picked["name"],
        picked["cost"],
        picked["revenue"],
        picked["symbols"],
    )
    reveal = table.game.actions[-1]
    assert reveal["type"] == "reveal_city" and reveal["city"] == needed[1]
    # cancel the third: the table offers a button to come back to it
    table.dialog.reject()
    assert table.dialog is None
    assert table.reveal_button.isVisible() and table.reveal_button.isEnabled()
    click(qtbot, table.reveal_button)
    assert isinstance(table.dialog, NarRevealDialog)


def test_card_values_start_empty_and_wrong_values_are_refused(qtbot):
    table = make_table(qtbot, companion_log(with_deck=False))
    rng = random.Random(1)
    while table.game.step != "reveal":
        if isinstance(table.dialog, NarRevealDialog):
            table.dialog.reject()
            continue
        perform(qtbot, table, choose(table.game.legal_actions(), rng))
    dialog = table.dialog
    assert isinstance(dialog, NarRevealDialog) and not dialog.start
    assert (dialog.cost_edit.text(), dialog.revenue_edit.text()) == ("", "")
    assert dialog.symbols_combo.currentData() is None
    count = len(table.game.actions)
    # an accidental OK records nothing
    click(qtbot, dialog.ok_button)
    assert table.dialog is dialog and dialog.problem.text() == "Enter the cost."
    type_into(qtbot, dialog.cost_edit, "650")
    type_into(qtbot, dialog.revenue_edit, "300")
    click(qtbot, dialog.ok_button)
    assert dialog.problem.text() == "Choose the number of Coast-to-Coast symbols."
    dialog.symbols_combo.setCurrentIndex(dialog.symbols_combo.findData(1))
    click(qtbot, dialog.ok_button)
    assert table.dialog is dialog
    assert dialog.problem.text() == "The cost must be a multiple of $100 (0 or more), not $650."
    assert dialog.cost_edit.text() == "650" and len(table.game.actions) == count
    type_into(qtbot, dialog.cost_edit, "700")
    click(qtbot, dialog.ok_button)
    card = table.game.state_dict()["cards"][dialog.card_id]
    assert (card["cost"], card["revenue"], card["symbols"]) == (700, 300, 1)


def test_founders_start_city_is_entered_when_placed(qtbot):
    table = make_table(qtbot, companion_log(with_deck=False))
    founding = next(a for a in table.game.legal_actions() if a.get("price") == 500)
    perform(qtbot, table, founding)
    companies = table.game.state_dict()["companies"]
    comp = next(c for c in companies if c["director"] == "ann")
    dialog = table.dialog
    assert isinstance(dialog, NarRevealDialog) and dialog.start
    assert dialog.card_id == comp["start_city"]
    # later is fine: the board offers it until it is entered
    dialog.reject()
    board = table.boards[comp["id"]]
    assert "enter its revenue" in board.start_label.text()
    board.start_label.linkActivated.emit(comp["start_city"])
    dialog = table.dialog
    assert isinstance(dialog, NarRevealDialog) and dialog.card_id == comp["start_city"]
    enter_values(qtbot, dialog, 0, 400, 0)
    assert table.game.state_dict()["cards"][comp["start_city"]]["revenue"] == 400
    assert "enter its revenue" not in board.start_label.text()
    assert table.game.current_player == "bob"


def test_companion_game_to_the_end(qtbot):
    table = make_table(qtbot, companion_log(with_deck=False))
    rng = random.Random(5)
    values = random.Random(9)
    for _ in range(600):
        game = table.game
        if game.finished:
            break
        dialog = table.dialog
        if isinstance(dialog, NarRevealDialog):
            cost, revenue = values.randint(1, 6) * 100, values.randint(1, 4) * 100
            enter_values(qtbot, dialog, cost, revenue, values.randint(0, 3))
        elif isinstance(dialog, NarIncomeDialog):
            click(qtbot, dialog.ok_button)
        elif isinstance(dialog, NarResultDialog):
            click(qtbot, dialog.buttons.buttons()[0])
        else:
            perform(qtbot, table, choose(game.legal_actions(), rng))
    assert table.game.finished
    assert NarGame.from_log(table.session.log()).ranking() == table.game.ranking()


def test_undo_and_redo_rebuild_from_the_log(qtbot):
    log = new_game(practice_deck(), PLAYERS, 4)
    table = make_table(qtbot, log)
    perform(qtbot, table, {"type": "take_share", "column": 1, "price": 400})
    after = table.session.log()
    assert table.session.undo()
    assert table.session.log()["actions"] == []
    assert table.share_columns[1].bottom_card().isEnabled()
    assert table.session.redo()
    assert table.session.log() == after


@pytest.mark.parametrize("players", [3, 5])
def test_tables_for_three_and_five_players(qtbot, players):
    names = [f"P{i}" for i in range(players)]
    table = make_table(qtbot, new_game(practice_deck(), names, 2))
    assert table.players.rowCount() == players
