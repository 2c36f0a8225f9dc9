"""1849's own decisions in the action panel: each has its control, offered only when legal,
naming its price and effect; clicking it sends the action the engine then accepts."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton

from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose

OPTIONS = ["acquiring_station_tokens", "bonds", "electric_dreams"]
NAMES = ["Ann", "Bob", "Cy", "Di"]


def play_until(game, rng, wanted):
    """Random legal moves until the acting entity may do `wanted`."""
    for _ in range(5000):
        legal = game.legal()
        if wanted in legal["actions"] and legal.get(wanted):
            return legal
        game.process(choose(rng, game))
    raise AssertionError(f"no {wanted} reached")


def panel_for(qtbot, game):
    from railsdesk.ui.actionpanel import ActionPanel
    from railsdesk.ui.titledata import TitleData

    panel = ActionPanel(TitleData.load("1849"))
    qtbot.addWidget(panel)
    names = {str(i + 1): n for i, n in enumerate(NAMES)}
    panel.set_state(game.legal(), game.snapshot(), names)
    return panel


def click(qtbot, panel, name):
    button = panel.findChild(QPushButton, name)
    assert button is not None, name
    with qtbot.waitSignal(panel.actionRequested) as sent:
        button.click()
    return sent.args[0]


def test_the_bond_and_the_e_token_have_their_own_controls(qtbot):
    players = [{"id": i + 1, "name": n} for i, n in enumerate(NAMES)]
    game = new_game("1849", players, OPTIONS, seed=1, reading=SITE)
    rng = random.Random(1)
    play_until(game, rng, "take_loan")
    panel = panel_for(qtbot, game)
    button = panel.findChild(QPushButton, "take_loan_0")
    assert "L.500" in button.text() and "left" in button.text()
    action = click(qtbot, panel, "take_loan_0")
    assert action["type"] == "take_loan" and action["loan"] == 0
    corp = game.state.corporation(action["entity"])
    game.process(action)
    assert corp.loans
    legal = play_until(game, rng, "choose")
    while legal.get("question") != "e_token":
        game.process(choose(rng, game))
        legal = play_until(game, rng, "choose")
    panel = panel_for(qtbot, game)
    button = panel.findChild(QPushButton, "choose_0")
    # the price is the engine's figure, not read out of its answer's English text
    assert legal["amount"] == 1100
    assert "E-token" in button.text() and "L.1,100" in button.text()
    note = panel.findChild(QLabel, "choose_note_0")
    assert "E-trains" in note.text()
    action = click(qtbot, panel, "choose_0")
    game.process(action)
    assert game.state.corporation(action["entity"]).e_token


def test_the_cnm_port_marker_has_one_button_per_port_and_says_what_it_earns(qtbot):
    players = [{"id": i + 1, "name": n} for i, n in enumerate(NAMES[:3])]
    game = new_game("1849", players, OPTIONS, seed=1, reading=SITE)
    rng = random.Random(1)
    for _ in range(5000):
        legal = game.legal()
        if "assign" in ((legal.get("companies") or {}).get("CNM") or {}).get("actions", []):
            break
        game.process(choose(rng, game))
    ports = legal["companies"]["CNM"]["assign"]
    panel = panel_for(qtbot, game)
    for hex_id in ports:
        found = [b for b in panel.findChildren(QPushButton) if b.objectName().endswith(hex_id)]
        assert len(found) == 1 and found[0].text().startswith("Port marker in"), found
    note = panel.findChild(QLabel, "port_note_CNM")
    assert "L.20" in note.text()
    action = click(qtbot, panel, f"power_assign_CNM_{ports[0]}")
    game.process(action)
    assert game.snapshot()["title_view"]["port"]["hex"] == ports[0]


def test_the_seller_agrees_to_a_station_slots_sale_with_its_own_control(qtbot):
    """The rulebook's reading: a station slot offered for another player's company is put to
    that company's director, who sells or refuses with a control naming the price."""
    players = [{"id": i + 1, "name": n} for i, n in enumerate(NAMES[:3])]
    game = new_game("1849", players, OPTIONS[:2], seed=2)
    rng = random.Random(2)
    while True:
        legal = play_until(game, rng, "buy_token")
        state = game.state
        buyer = state.corporation(legal["entity"])
        foreign = [
            o for o in legal["buy_token"] if state.corporation(o["owner"]).owner is not buyer.owner
        ]
        if foreign:
            break
        game.process(choose(rng, game))
    assert all(o["seller_decides"] for o in foreign)
    slot = foreign[0]
    game.process(
        {"type": "buy_token", "entity": buyer.sym, "entity_type": "corporation",
         "city": slot["city"], "slot": slot["slot"], "price": 30}
    )  # fmt: skip
    panel = panel_for(qtbot, game)
    seller = state.corporation(slot["owner"])
    assert panel.header.text() == f"Hand over to {NAMES[seller.owner.id - 1]}"
    assert panel.findChild(QPushButton, "choose_0") is None  # no plain answers
    sell = panel.findChild(QPushButton, "slot_sale_agree")
    assert "L.30" in sell.text() and slot["owner"] in sell.text()
    action = click(qtbot, panel, "slot_sale_refuse")
    assert action["type"] == "choose" and action["choice"] == "Refuse"
    assert action["entity"] == seller.owner.id
    game.process(action)
    assert state.legal()["entity"] == buyer.sym  # the buyer again


def test_a_companys_debt_is_paid_with_the_amount_the_engine_names(qtbot):
    players = [{"id": i + 1, "name": n} for i, n in enumerate(NAMES)]
    game = new_game("1849", players, OPTIONS, seed=1, reading=SITE)
    legal = play_until(game, random.Random(1), "payoff_debt")
    debt = legal["payoff_debt"]
    corp = game.state.corporation(debt["corporation"])
    assert debt["amount"] == -corp.cash > 0
    panel = panel_for(qtbot, game)
    button = panel.findChild(QPushButton, "payoff_debt")
    assert corp.sym in button.text() and f"L.{debt['amount']}" in button.text()
    game.process(click(qtbot, panel, "payoff_debt"))
    assert corp.cash == 0 and game.state.company_in_debt() is None


def in_the_issue_step(game) -> bool:
    return game.snapshot()["current"]["step"] == "issue_shares"


def test_a_company_issuing_its_shares_is_no_player_s_sale(qtbot, english):
    from railsdesk.ui.logtext import step_text

    players = [{"id": i + 1, "name": n} for i, n in enumerate(NAMES)]
    game = new_game("1849", players, [], seed=1, reading=SITE)
    rng = random.Random(1)
    for _ in range(5000):
        # a company that may issue and redeem (seed 1: the 100th move)
        if in_the_issue_step(game) and game.legal().get("sell_shares"):
            if game.legal().get("buy_shares"):
                break
        game.process(choose(rng, game))
    legal = game.legal()
    corp = legal["entity"]
    panel = panel_for(qtbot, game)
    # issuing and redeeming under one heading
    groups = [g for g in panel.findChildren(QGroupBox) if g.objectName() == "issueShares"]
    assert len(groups) == 1 and groups[0].findChild(QPushButton, "buy_0") is not None
    issue = panel.findChild(QPushButton, "sell_0")
    assert issue.text().startswith(f"{corp} sells 10% of its own shares for L.")
    assert issue.text().endswith("into its treasury")
    assert "bank pool" in issue.toolTip()
    titles = [g.title() for g in panel.findChildren(QGroupBox)]
    assert "Issue or redeem shares" in titles and "Sell shares" not in titles
    current = game.snapshot()["current"]
    assert step_text("1849", legal, current) == "issue or redeem shares"
    assert "▶ issue or redeem shares" in panel.steps.text()
    assert click(qtbot, panel, "sell_0")["type"] == "sell_shares"
