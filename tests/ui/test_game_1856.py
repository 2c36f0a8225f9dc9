"""An 1856 game played through the window's own controls into and through the formation of the
CGR: a seeded random game is replayed to the operating round before the first 6-train, opened
from its log, and from there a player clicks the action panel (loans, rights, the port, the
formation's choices, the CGR's stations and trains) as a person would, until the CGR has run."""

from __future__ import annotations

import json
import random

from PySide6.QtWidgets import QLabel

from railsdesk.engine.readings import SITE
from railsdesk.formats.log18xx import to_log
from railsdesk.games import new_game
from railsdesk.random_play import choose
from tests.ui.players import UiPlayer

PLAYERS = [{"id": i, "name": name} for i, name in enumerate(["Anna", "Ben", "Cleo", "Dirk"], 1)]
SEED = 45


def log_before_the_first_six(path) -> None:
    """A random game up to its last operating turn before a 6-train can be bought: the next
    train for sale is the last 5 (written as an 18xx.games log)."""
    game = new_game("1856", PLAYERS, [], seed=SEED, reading=SITE)
    rng = random.Random(SEED)
    while True:
        state = game.state
        upcoming = [t.name for t in state.depot.depot_trains()]
        if upcoming[:1] == ["6"] and state.round.kind == "Operating":
            break
        game.process(choose(rng, game))
    path.write_text(json.dumps(to_log(game)), encoding="utf-8")


class Player1856(UiPlayer):
    """The 1830 player's gestures, and 1856's own decisions through their buttons."""

    def act(self) -> None:
        legal = self.w.document.legal()
        acts = legal["actions"]
        result = self.panel.body.findChild(QLabel, "formationResult")
        if result is not None:
            self.formation_results.append(result.text())
        own = (self._formation, self._station, self._borrow, self._loan, self._right, self._forced)
        for chooser in own:
            if chooser(self.rng, legal, acts):
                return
        super().act()

    def _formation(self, rng, legal, acts) -> bool:
        if "merge" not in acts:
            return False
        texts = [label.text() for label in self.panel.body.findChildren(QLabel)]
        question = next(t for t in texts if "Repay them, or join the CGR?" in t)
        assert legal["entity"] in question
        self.formation_questions.append(question)
        # the consequences are shown before the choice: what joining does
        assert any("go to the CGR" in t for t in texts), texts
        if "pass" in acts and rng.random() < 0.4:
            self.click("formation_repay")
            self.done["repay at the formation"] += 1
        else:
            self.click("formation_merge")
            self.done["join the CGR"] += 1
        return True

    def _station(self, rng, legal, acts) -> bool:
        if "remove_token" not in acts:
            return False
        offer = rng.choice(legal["remove_token"])
        self.click(f"remove_token_{offer['city']}_{offer['slot']}")
        self.done["CGR station removed"] += 1
        return True

    def _borrow(self, rng, legal, acts) -> bool:
        if "borrow_train" in acts and legal.get("borrow_train"):
            self.click("borrow_train")
            self.done["borrowed a D"] += 1
            return True
        return False

    def _loan(self, rng, legal, acts) -> bool:
        # loans taken before the 6-train make the CGR form
        if "take_loan" in acts and legal.get("take_loan") and rng.random() < 0.5:
            label = self.panel.findChild(QLabel, "loanConsequence")
            assert label is not None and "interest per operating round" in label.text()
            self.click("take_loan")
            self.done["take a loan"] += 1
            return True
        if "payoff_loan" in acts and legal.get("payoff_loan") and rng.random() < 0.2:
            self.click("payoff_loan")
            self.done["repay a loan"] += 1
            return True
        return False

    def _forced(self, rng, legal, acts) -> bool:
        """A false CGR president must buy his second share: no Pass is offered."""
        if "pass" not in acts and "buy_shares" in acts and legal.get("buy_shares"):
            self.click("buy_0")
            self.done["forced purchase"] += 1
            return True
        return False

    def _right(self, rng, legal, acts) -> bool:
        if "special_buy" in acts and legal.get("special_buy") and rng.random() < 0.3:
            self.click("special_buy_0")
            self.done["bought a right"] += 1
            return True
        return False


def test_an_1856_game_through_the_formation_of_the_cgr(window, qtbot, quiet_dialogs, tmp_path):
    path = tmp_path / "before_the_six.json"
    log_before_the_first_six(path)
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.document is not None or bool(quiet_dialogs), timeout=60000)
    assert not quiet_dialogs, quiet_dialogs
    player = Player1856(window, qtbot, seed=SEED)
    player.formation_questions = []
    player.formation_results = []
    state = lambda: window.document.game.state  # noqa: E731
    cgr_ran = False
    for _ in range(600):
        before = len(window.document.history())
        player.act()
        assert not quiet_dialogs, quiet_dialogs
        assert len(window.document.history()) == before + 1, "the click did not act"
        national = state().national
        if national.operating_history:
            cgr_ran = True
            break
    assert cgr_ran, ("the CGR did not form and run", player.done)
    done = player.done
    assert player.formation_questions, done
    assert done["join the CGR"] > 0, done
    # while its president settles trains and stations the panel says how the formation went
    assert player.formation_results, done
    assert "President" in player.formation_results[0]
    # the books show what the formation did: the CGR with its president, its trains
    snap = window.document.snapshot()
    view = snap["title_view"]["national"]
    assert view["formed"] and view["merged"]
    kinds = {entry["kind"] for entry in view["record"]}
    assert "merges" in kinds
    corps = window.editor.players.corps
    rows = {corps.item(r, 0).text(): r for r in range(corps.rowCount())}
    assert "CGR" in rows
    for sym in view["merged"]:
        assert sym not in rows, f"{sym} joined the CGR but is still listed"
    # the companies dock has the loans and capitalization columns
    headers = [corps.horizontalHeaderItem(c).text() for c in range(corps.columnCount())]
    assert "Loans" in headers and "Capitalization" in headers


def test_the_start_page_offers_1856_with_its_options_by_name(window, qtbot):
    from PySide6.QtCore import Qt

    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1856"))
    boxes = page.option_boxes
    assert set(boxes) == {"alternate_destinations", "unlimited_bonus_tokens", "eight_train_variant"}
    assert boxes["eight_train_variant"].text().startswith("8-trains")
    assert not page.engine_note.isVisibleTo(page)
    page.count_spin.setValue(5)
    boxes["alternate_destinations"].setChecked(True)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    state = window.document.game.state
    assert state.title == "1856" and len(state.players) == 5
    assert set(state.options) == {"alternate_destinations"}
    # the first decision of the game, the private auction, is in the panel
    assert any(key.startswith("bid_") for key in window.editor.panel.buttons)


def test_a_president_in_debt_is_told_why_he_must_sell_or_go_bankrupt(qtbot):
    """Seed 42 (5 players) reaches a cash crisis whose president has nothing left to sell."""
    from railsdesk.ui.actionpanel import ActionPanel
    from railsdesk.ui.titledata import TitleData

    players = [{"id": i, "name": f"Player {i}"} for i in range(1, 6)]
    game = new_game("1856", players, [], seed=42, reading=SITE)
    rng = random.Random(42)
    while not game.state.finished:
        legal = game.state.legal()
        if legal["entity_type"] == "player" and game.state.player(legal["entity"]).cash < 0:
            break
        game.process(choose(rng, game))
    else:
        raise AssertionError("no president in debt")
    panel = ActionPanel(TitleData.load("1856"))
    qtbot.addWidget(panel)
    panel.set_state(legal, game.snapshot(), {str(p["id"]): p["name"] for p in players})
    note = panel.body.findChild(QLabel, "obligationNote")
    debt = -game.state.player(legal["entity"]).cash
    assert note is not None and f"${debt}" in note.text()
    # bankruptcy asks first, saying what it brings; only the confirmation sends it
    sent = []
    panel.actionRequested.connect(sent.append)
    panel.buttons["bankrupt"].click()
    assert sent == [] and panel.pending is not None
    question = panel.body.findChild(QLabel, "confirmText")
    assert question is not None and "The game ends with it" in question.text()
    assert "nothing is left to sell" in question.text()  # a player in debt, no company
    panel.buttons["confirm"].click()
    assert [a["type"] for a in sent] == ["bankrupt"]


def test_a_company_s_train_step_with_loans_shows_its_skip_without_scrolling(window, qtbot):
    from railsdesk.ui.session import GameSession

    game = new_game("1856", PLAYERS, [], seed=1)
    rng = random.Random(1)
    while not ("buy_train" in game.legal()["actions"] and game.legal().get("payoff_loan")):
        game.process(choose(rng, game))
    window.set_language("nl")  # the longest words
    window.show_document(GameSession(game))
    panel = window.editor.panel
    qtbot.waitUntil(lambda: panel.scroll_area.viewport().height() > 100)
    viewport = panel.scroll_area.viewport()

    def bottom() -> int:  # the panel may be built again meanwhile: its Skip of the moment
        skip = panel.buttons["pass"]
        return skip.mapTo(viewport, skip.rect().bottomLeft()).y()

    # as the window settles (the docks take their sizes), then as the player sees it
    qtbot.waitUntil(lambda: bottom() <= viewport.height(), timeout=3000)
    qtbot.wait(300)
    assert bottom() <= viewport.height(), (bottom(), viewport.height())
    assert "6-trein" in panel.buttons["take_loan"].toolTip()  # what a loan costs, on hovering
