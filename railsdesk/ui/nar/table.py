"""The card table of North American Railways: displays, company boards, players, log.

What the table shows comes from the engine's state; what a player does becomes an action, tried
on a copy of the game first (:meth:`NarSession.preview`). Cash is secret: the table shows only
``public_view`` - the acting player's cash appears on demand ("Show my cash") and is hidden
again when the turn passes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from railsdesk.games.nar import IllegalNarAction, NarGame
from railsdesk.games.nar.game import CITY_ROWS, COLUMNS, SHARE_ROWS, START_CITY_CHOOSE
from railsdesk.games.nar.state import NarEvent
from railsdesk.ui.nar.boards import CompanyBoard
from railsdesk.ui.nar.cards import ColumnWidget
from railsdesk.ui.nar.dialogs import (
    NarConfirmDialog,
    NarIncomeDialog,
    NarPriceDialog,
    NarProposalDialog,
    NarResultDialog,
    NarRevealDialog,
)
from railsdesk.ui.nar.income import income_forecast, income_text
from railsdesk.ui.nar.messages import refusal
from railsdesk.ui.nar.prompts import (
    cannot_buy_for,
    card_place,
    no_company_left,
    nobody_can_pay,
    own_share_texts,
    price_texts,
    prompt,
    start_city_text,
)
from railsdesk.ui.nar.session import NarSession
from railsdesk.ui.nar.text import (
    Names,
    company_colour,
    describe_event,
    fill,
    money,
    phase_name,
    text_colour,
    translate,
)
from railsdesk.ui.nar.widgets import CashPeek, bold, wrapping

RIGHT_PANEL = 380  # the players, the log and the income at 1280 and 1366 pixels wide


class NarTable(QWidget):
    """The whole table of one game. ``titleChanged`` when the file name or dirty mark change."""

    titleChanged = Signal()  # noqa: N815
    decksRequested = Signal()  # noqa: N815

    def __init__(self, session: NarSession, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("narTable")
        self.session = session
        self.dialog: QDialog | None = None
        self._queue: list = []
        self.selected_company: str | None = None
        self._last_actor: tuple | None = None
        self._auto_opened: tuple | None = None
        self.message = ""
        # why a person may not move now ("": he may); the editor answers for the computer
        self.held_turn: Callable[[], str] = lambda: ""

        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(4)
        outer.addWidget(self._build_banner())
        outer.addLayout(self._build_action_bar())
        # the table: displays and company boards on the left, players and log on the right
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self._left = self._build_left()
        # never a horizontal scrollbar: the cards shrink and the labels wrap instead
        self.left_scroll = QScrollArea()
        self.left_scroll.setWidget(self._left)
        self.left_scroll.setWidgetResizable(True)
        self.left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.splitter.addWidget(self.left_scroll)
        self.splitter.addWidget(self._build_right())
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self._sized = False
        outer.addWidget(self.splitter, 1)

        session.changed.connect(self.refresh)
        session.error.connect(self.show_message)
        self.retranslate()

    # --- building -------------------------------------------------------------------------------

    def _build_banner(self) -> QFrame:
        """Round, phase, who acts; the last round; the start player."""
        self.banner = QFrame()
        self.banner.setObjectName("narBanner")
        self.banner.setStyleSheet("#narBanner { background: #eaf2f8; border-radius: 5px; }")
        blay = QHBoxLayout(self.banner)
        blay.setContentsMargins(10, 4, 10, 4)
        self.round_label = bold(QLabel(), 1.25)
        self.round_label.setObjectName("narRoundLabel")
        self.start_label = QLabel()
        self.start_label.setObjectName("narStartLabel")
        self.last_round_label = bold(QLabel())
        self.last_round_label.setStyleSheet("color: #b03a2e;")
        blay.addWidget(self.round_label, 1)
        blay.addWidget(self.last_round_label)
        blay.addSpacing(16)
        blay.addWidget(self.start_label)
        return self.banner

    def _build_action_bar(self) -> QHBoxLayout:
        """What to do, the company chips of Phase II, pass, the cash peek."""
        bar = QHBoxLayout()
        self.prompt = QLabel()
        self.prompt.setObjectName("narPrompt")
        self.prompt.setWordWrap(True)
        bar.addWidget(self.prompt, 1)
        self.chips_box = QWidget()
        self.chips_layout = QHBoxLayout(self.chips_box)
        self.chips_layout.setContentsMargins(0, 0, 0, 0)
        self.chips: dict[str, QPushButton] = {}
        bar.addWidget(self.chips_box)
        self.reveal_button = QPushButton()
        self.reveal_button.setObjectName("revealButton")
        self.reveal_button.clicked.connect(self.open_reveal)
        # only games with cards whose values are entered at the table (companion mode) need it;
        # widgets are never shown or hidden later, which would lay out the whole table again
        self.reveal_button.setVisible(bool(self.game.unknown_cards()))
        bar.addWidget(self.reveal_button)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("passButton")
        self.pass_button.clicked.connect(self.do_pass)
        bar.addWidget(self.pass_button)
        self.cash = CashPeek()
        self.cash.shownChanged.connect(lambda _: self.refresh())
        bar.addWidget(self.cash)
        self.decks_button = QPushButton()
        self.decks_button.setObjectName("decksButton")
        self.decks_button.clicked.connect(self.decksRequested.emit)
        bar.addWidget(self.decks_button)
        return bar

    def _build_left(self) -> QWidget:
        """The share and city displays side by side, the company boards below them."""
        left = QWidget()
        llay = QVBoxLayout(left)
        llay.setContentsMargins(0, 0, 0, 0)
        displays = QHBoxLayout()
        self.share_title = bold(QLabel())
        self.city_title = bold(QLabel())
        self.share_columns = self._display("share", SHARE_ROWS, self.share_clicked)
        self.city_columns = self._display("city", CITY_ROWS, self.city_clicked)
        displays.addLayout(self._titled(self.share_title, self.share_columns))
        displays.addSpacing(10)
        displays.addLayout(self._titled(self.city_title, self.city_columns))
        displays.addStretch(1)
        llay.addLayout(displays)
        self.companies_title = bold(QLabel())
        llay.addWidget(self.companies_title)
        boards = QHBoxLayout()
        boards.setSpacing(6)
        self.boards: dict[str, CompanyBoard] = {}
        for cid in self.game.company_ids:
            board = CompanyBoard(cid)
            board.clicked.connect(self.select_company)
            board.revealRequested.connect(self.open_reveal)
            self.boards[cid] = board
            boards.addWidget(board, 1)
        llay.addLayout(boards, 1)
        return left

    @staticmethod
    def _display(kind: str, rows: int, clicked) -> list[ColumnWidget]:
        columns = []
        for c in range(COLUMNS):
            col = ColumnWidget(kind, c, rows)
            col.setObjectName(f"{kind}Column{c}")
            col.cardClicked.connect(clicked)
            columns.append(col)
        return columns

    @staticmethod
    def _titled(title: QLabel, columns: list[ColumnWidget]) -> QVBoxLayout:
        box = QVBoxLayout()
        box.addWidget(title)
        row = QHBoxLayout()
        row.setSpacing(3)
        for col in columns:
            row.addWidget(col, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(row)
        box.addStretch(1)
        return box

    def _build_right(self) -> QWidget:
        """The players' table and its legend; the game log and the income in tabs."""
        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        self.players_title = bold(QLabel())
        rlay.addWidget(self.players_title)
        self.players = QTableWidget()
        self.players.setObjectName("narPlayers")
        self.players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.players.verticalHeader().setVisible(False)
        self.players.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rlay.addWidget(self.players)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: #566573;")
        rlay.addWidget(self.legend)
        self.tabs = QTabWidget()
        self.log = QListWidget()
        self.log.setObjectName("narLog")
        self.log.setWordWrap(True)
        self.tabs.addTab(self.log, "")
        self.tabs.addTab(self._build_forecast(), "")
        rlay.addWidget(self.tabs, 1)
        return right

    def _build_forecast(self) -> QWidget:
        self.forecast = QWidget()
        flay = QVBoxLayout(self.forecast)
        flay.setContentsMargins(2, 2, 2, 2)
        self.forecast_note = wrapping()
        flay.addWidget(self.forecast_note)
        # the split as wrapping lines, which fit the narrow panel in every language
        self.forecast_text = wrapping()
        self.forecast_text.setObjectName("forecastText")
        self.forecast_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.forecast_scroll = QScrollArea()
        self.forecast_scroll.setWidget(self.forecast_text)
        self.forecast_scroll.setWidgetResizable(True)
        self.forecast_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.forecast_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        flay.addWidget(self.forecast_scroll, 1)
        return self.forecast

    # --- language -------------------------------------------------------------------------------

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._sized:
            # the displays at most at full size; the players, log and income keep RIGHT_PANEL
            # (narrower windows shrink the cards, wider ones give the rest to the right)
            self._sized = True
            total = self.splitter.width() - self.splitter.handleWidth()
            left = min(self._left.sizeHint().width() + 8, total - RIGHT_PANEL)
            self.splitter.setSizes([left, total - left])

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.share_title.setText(translate("NarTable", "Share display"))
        self.city_title.setText(translate("NarTable", "City display"))
        self.companies_title.setText(translate("NarTable", "Railway companies"))
        self.players_title.setText(translate("NarTable", "Players"))
        self.tabs.setTabText(0, translate("NarTable", "Game log"))
        self.tabs.setTabText(1, translate("NarTable", "Income"))
        self.legend.setText(
            translate(
                "NarTable",
                "D director · ★ start player · ↻ bought a city for that company in this phase · "
                "cash is secret",
            )
        )
        self.decks_button.setText(translate("NarTable", "Decks…"))
        self.decks_button.setToolTip(
            translate("NarTable", "Enter, check and share the card data of your copy")
        )
        self.reveal_button.setText(translate("NarTable", "Enter card values…"))
        self.cash.retranslate()
        self.refresh()
        self.titleChanged.emit()

    # --- state ----------------------------------------------------------------------------------

    @property
    def game(self) -> NarGame:
        return self.session.game

    def viewer(self) -> str | None:
        """Whose cash may be shown now: the acting player's, on demand."""
        return self.game.current_player if self.cash.shown else None

    def legal(self) -> list[dict]:
        return self.game.legal_actions()

    def refresh(self) -> None:
        game = self.game
        actor = (game.current_player, game.step, game.state_dict()["round"])
        last, self._last_actor = self._last_actor, actor
        if last is not None and actor[0] != last[0]:
            self.selected_company = None
            self.cash.hide_cash()  # the turn passed: the cash goes back into hiding
        if actor[1] != "buy_city":
            self.selected_company = None
        state = game.public_view(self.viewer())
        full = game.state_dict()
        names = Names(full)
        legal = self.legal()
        buyers = list(dict.fromkeys(a["company"] for a in legal if a["type"] == "buy_city"))
        if self.selected_company not in buyers:
            self.selected_company = buyers[0] if len(buyers) == 1 else None
        self._update_banner(state, names)
        self._update_displays(full, legal)
        self._update_boards(full, names)
        self._update_players(state, full)
        self._update_bar(full, names, legal)
        self._update_log(names)
        self._update_forecast(full, names)
        self.titleChanged.emit()
        self._maybe_open_dialog()

    def _update_banner(self, state: dict, names: Names) -> None:
        game = self.game
        parts = [
            fill(translate("NarTable", "Round %1"), state["round"]),
            phase_name(state["phase"]),
        ]
        if game.step == "reveal":
            parts.append(translate("NarTable", "card values needed"))
        elif game.current_player is not None:
            parts.append(
                fill(translate("NarTable", "%1 to act"), names.player(game.current_player))
            )
        if game.finished:
            ranking = game.ranking()
            parts.append(fill(translate("NarTable", "%1 wins"), names.player(ranking[0])))
        self.round_label.setText(" — ".join(parts))
        self.start_label.setText(
            fill(translate("NarTable", "Start player: %1"), names.player(state["start_player"]))
        )
        self.last_round_label.setText(
            translate("NarTable", "Last round") if state["last_round"] and not game.finished else ""
        )

    def _update_displays(self, full: dict, legal: list[dict]) -> None:
        companies = {c["id"]: c for c in full["companies"]}
        takeable = self._open_share_columns(full)
        for c, col in enumerate(self.share_columns):
            ids = full["share_columns"][c]
            infos = [
                {"company": cid, "name": companies[cid]["name"], "colour": companies[cid]["colour"]}
                for cid in ids
            ]
            active = c in takeable
            col.set_cards(infos, active, {len(ids) - 1} if active else set())
        buys = [a for a in legal if a["type"] == "buy_city"]
        if self.selected_company is not None:
            buyable = {a["column"] for a in buys if a["company"] == self.selected_company}
        else:
            buyable = {a["column"] for a in buys}
        unknown = set(self.game.unknown_cards())
        for c, col in enumerate(self.city_columns):
            ids = full["city_columns"][c]
            infos = [{"id": cid, **full["cards"][cid]} for cid in ids]
            active = c in buyable
            # every bottom city answers a click in Phase II: one that cannot be bought says why
            bottom = self.game.step == "buy_city" and bool(ids)
            clickable = {len(ids) - 1} if bottom else set()
            clickable |= {i for i, cid in enumerate(ids) if cid in unknown}
            col.set_cards(infos, active, clickable)

    def _open_share_columns(self, full: dict) -> set[int]:
        """Columns whose bottom share the acting player may choose, whatever his cash: the
        outline must not tell the table that his cash is short (he learns it when he buys)."""
        if self.game.step != "choose_share":
            return set()
        chosen = set(full["shares_turn"]["chosen"])
        return {c for c, ids in enumerate(full["share_columns"]) if ids and ids[-1] not in chosen}

    def _update_boards(self, full: dict, names: Names) -> None:
        for comp in full["companies"]:
            board = self.boards[comp["id"]]
            board.set_state(comp, full, names, comp["id"] == self.selected_company)

    def _update_players(self, state: dict, full: dict) -> None:
        """One row per player: name (with marks), shares as chips in the companies' colours
        (the names are on the boards and in the tooltips), cash."""
        table = self.players
        table.setColumnCount(3)
        table.setHorizontalHeaderLabels(
            [
                translate("NarTable", "Player"),
                translate("NarTable", "Shares"),
                translate("NarTable", "Cash"),
            ]
        )
        table.setRowCount(len(state["players"]))
        passed = set(full["cities_phase"]["passed"]) if full["phase"] == "buy_cities" else set()
        for r, p in enumerate(state["players"]):
            table.setItem(r, 0, self._player_item(p, state["start_player"], p["id"] in passed))
            table.setItem(r, 1, QTableWidgetItem())
            table.setCellWidget(r, 1, self._shares_label(p, full))
            table.setItem(r, 2, self._cash_item(p["cash"]))
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        table.setFixedHeight(
            table.horizontalHeader().height()
            + sum(table.rowHeight(r) for r in range(len(state["players"])))
            + 4
        )

    def _player_item(self, player: dict, start_player: str, passed: bool) -> QTableWidgetItem:
        """The player's name: "▶" acting, "★" start player, "(passed)"; his place at the end."""
        pid = player["id"]
        current = pid == self.game.current_player
        name = ("▶ " if current else "") + player["name"]
        if pid == start_player:
            name += " ★"
        if self.game.finished:
            name = f"{self.game.ranking().index(pid) + 1}. {name}"
        if passed:
            name += " " + translate("NarTable", "(passed)")
        item = QTableWidgetItem(name)
        item.setData(Qt.ItemDataRole.UserRole, pid)
        if current:
            f = item.font()
            f.setBold(True)
            item.setFont(f)
            item.setBackground(QColor("#fdebd0"))
        if passed:
            item.setForeground(QColor("#7f8c8d"))
        return item

    def _shares_label(self, player: dict, full: dict) -> QLabel:
        """A chip per company the player holds shares of: "2 D" two shares, director; "↻"
        bought a city for it in this phase."""
        pid = player["id"]
        acted = {tuple(x) for x in full["cities_phase"]["acted"]}
        chips, tips = [], []
        for comp in full["companies"]:
            n = player["shares"].get(comp["id"], 0)
            if not n:
                continue
            text = str(n)
            tip = [fill(self.tr("%1: %n share(s)", "", n), comp["name"])]
            if comp["director"] == pid:
                text += " " + translate("NarTable", "D")
                tip.append(translate("NarTable", "Director"))
            if (pid, comp["id"]) in acted:
                text += " ↻"
                tip.append(translate("NarTable", "Bought a city for it in this phase"))
            colour = company_colour(comp["colour"])
            chips.append(
                f"<span style='background:{colour.name()}; "
                f"color:{text_colour(colour).name()}'>&nbsp;{text}&nbsp;</span>"
            )
            tips.append(", ".join(tip))
        shares = QLabel(" ".join(chips))
        shares.setObjectName(f"shares_{pid}")
        shares.setContentsMargins(4, 0, 4, 0)
        shares.setToolTip("\n".join(tips))
        return shares

    @staticmethod
    def _cash_item(cash: int | None) -> QTableWidgetItem:
        item = QTableWidgetItem("••••" if cash is None else money(cash))
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if cash is None:
            item.setToolTip(translate("NarTable", "Cash is secret"))
            item.setForeground(QColor("#7f8c8d"))
        return item

    def _update_bar(self, full: dict, names: Names, legal: list[dict]) -> None:
        game = self.game
        step = game.step
        current = game.current_player
        who = names.player(current) if current else ""
        if self.message:
            self.prompt.setText(self.message)
        else:
            chosen = self.selected_company
            company = names.company(chosen) if chosen is not None else None
            self.prompt.setText(prompt(step, full, who, company))
        self._update_chips(full, legal)
        passes = [a for a in legal if a["type"] == "pass"]
        self.pass_button.setEnabled(bool(passes))
        if step == "choose_share":
            self.pass_button.setText(translate("NarTable", "End my turn"))
        else:
            self.pass_button.setText(translate("NarTable", "Pass"))
            self.pass_button.setToolTip(
                translate("NarTable", "Drop out of this phase; passing is final for this phase")
            )
        self.reveal_button.setEnabled(step == "reveal")
        self.cash.setEnabled(current is not None and not game.finished)
        amount = full["players"][game.player_ids.index(current)]["cash"] if current else None
        self.cash.set_owner(who, amount)

    def _update_chips(self, full: dict, legal: list[dict]) -> None:
        """A button per company the acting player may buy a city for (Phase II)."""
        buyers = list(dict.fromkeys(a["company"] for a in legal if a["type"] == "buy_city"))
        for cid in list(self.chips):
            if cid not in buyers:
                gone = self.chips.pop(cid)
                gone.hide()
                self.chips_layout.removeWidget(gone)
                gone.deleteLater()
        companies = {c["id"]: c for c in full["companies"]}
        for cid in buyers:
            chip = self.chips.get(cid)
            if chip is None:
                chip = self._new_chip(cid)
            colour = company_colour(companies[cid]["colour"])
            chip.setText(companies[cid]["name"])
            chip.setChecked(cid == self.selected_company)
            border = "3px solid #d35400" if cid == self.selected_company else "1px solid #555"
            chip.setStyleSheet(
                f"QPushButton {{ background: {colour.name()}; color: "
                f"{text_colour(colour).name()}; border: {border}; border-radius: 4px; "
                "padding: 4px 10px; }"
            )
            chip.setToolTip(
                fill(translate("NarTable", "Buy a city for %1"), companies[cid]["name"])
            )

    def _new_chip(self, cid: str) -> QPushButton:
        chip = QPushButton()
        chip.setObjectName(f"chip_{cid}")
        chip.setCheckable(True)
        chip.clicked.connect(lambda _=False, c=cid: self.select_company(c))
        self.chips[cid] = chip
        self.chips_layout.addWidget(chip)
        return chip

    def _update_log(self, names: Names) -> None:
        events = self.game.events
        self.log.clear()
        for ev in events:
            item = QListWidgetItem(describe_event(ev, names))
            if ev["kind"] in ("new_round", "game_end", "end_trigger"):
                f = QFont(item.font())
                f.setBold(True)
                item.setFont(f)
            self.log.addItem(item)
        QTimer.singleShot(0, self.log, self.log.scrollToBottom)  # dropped if the list is gone

    def _update_forecast(self, full: dict, names: Names) -> None:
        self.forecast_rows = income_forecast(full)
        self.forecast_note.setText(
            translate(
                "NarTable",
                "How each company's revenue would be split if income were paid now "
                "(the director's extra is part of what he receives).",
            )
        )
        self.forecast_text.setText(income_text(self.forecast_rows, names))

    def show_message(self, text: str) -> None:
        self.message = text
        self.prompt.setText(text)
        self.prompt.setStyleSheet("color: #b03a2e;")

    def clear_message(self) -> None:
        self.message = ""
        self.prompt.setStyleSheet("")

    # --- acting ---------------------------------------------------------------------------------

    def send(self, action: dict) -> bool:
        """Try ``action`` on a copy; show the income split before it is paid; then commit."""
        self.clear_message()
        held = self.held_turn()
        if held:
            self.show_message(held)
            return False
        before = self.game.state_dict()
        try:
            game, events = self.session.preview(action)
        except IllegalNarAction as exc:
            self.show_message(refusal(exc, Names(before)))
            return False
        if any(ev["kind"] in ("income", "final_payout") for ev in events):
            dialog = NarIncomeDialog(before, events, game.state_dict(), self)

            def done(result: int) -> None:
                if result == QDialog.DialogCode.Accepted:
                    self._commit(game, events)
                else:
                    self.refresh()

            self._show_dialog(dialog, done)
            return True
        self._commit(game, events)
        return True

    def send_for_computer(self, action: dict) -> bool:
        """The computer's move; the income it pays (its move ended Phase II) is shown after
        it is paid to the people at the table, who see their own moves' before."""
        before = self.game.state_dict()
        if not self.session.process_for_computer(action):
            return False
        events = self.session.last_events
        people = set(self.game.player_ids) - set(self.session.computer_seats)
        if people and any(ev["kind"] in ("income", "final_payout") for ev in events):
            dialog = NarIncomeDialog(before, events, self.game.state_dict(), self, paid=True)
            self._show_dialog(dialog, lambda _result: None)
        return True

    def _commit(self, game: NarGame, events: list[NarEvent]) -> None:
        self.session.commit(game, events)
        if any(ev["kind"] == "game_end" for ev in events):
            self.show_result(events)
        # companion mode: the founder turns up his start city now; its value can be entered
        # at once (or later by clicking it on the company's board)
        unknown = set(self.game.unknown_cards())
        for ev in events:
            if ev["kind"] == "found" and ev["start_city"] in unknown:
                self.open_reveal(ev["start_city"])

    def show_result(self, events: list[NarEvent]) -> None:
        game = self.game
        dialog = NarResultDialog(game.state_dict(), game.ranking(), events, self)
        self._show_dialog(dialog, lambda _r: None)

    def refusal_of(self, action: dict) -> str | None:
        """The rules' reason to refuse ``action`` now, in the player's language, or None."""
        try:
            self.session.preview(action)
        except IllegalNarAction as exc:
            return refusal(exc, Names(self.game.state_dict()))
        return None

    def share_clicked(self, column: int, row: int) -> None:
        if self.dialog is not None:
            return
        full = self.game.state_dict()
        if column not in self._open_share_columns(full):
            return
        cid = full["share_columns"][column][-1]
        comp = next(c for c in full["companies"] if c["id"] == cid)
        pid = self.game.current_player
        base = {"type": "take_share", "entity": pid, "column": column}
        if comp["director"] == pid:
            self._ask_own_share(comp, base)
        else:
            self._ask_price(full, comp, base)

    def _ask_own_share(self, comp: dict, base: dict) -> None:
        """A share of the player's own company, at the fixed price: confirmed or not."""
        title, text, yes = own_share_texts(comp["name"])
        dialog = NarConfirmDialog(title, text, yes, lambda: self.refusal_of(base), self)
        self._show_dialog(
            dialog, lambda r: r == QDialog.DialogCode.Accepted and self.send(dict(base))
        )

    def _ask_price(self, full: dict, comp: dict, base: dict) -> None:
        """The price of founding ``comp`` or of a proposal (and the start city, if chosen)."""
        pid = base["entity"]
        names = Names(full)
        starts = None
        if self.game.start_city_rule == START_CITY_CHOOSE and not comp["founded"]:
            starts = [(s, start_city_text(full, s)) for s in full["start_city_stack"]]

        def priced(price: int, start: str | None) -> dict:
            action = {**base, "price": price}
            if start is not None:
                action["start_city"] = start
            return action

        title, message = price_texts(comp, names)
        cash = full["players"][self.game.player_ids.index(pid)]["cash"]
        dialog = NarPriceDialog(
            title,
            message,
            names.player(pid),
            cash,
            lambda price, start: self.refusal_of(priced(price, start)),
            starts,
            self,
        )
        if self.cash.shown:
            dialog.cash.set_shown(True)

        def done(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.send(priced(dialog.price(), dialog.start_city()))

        self._show_dialog(dialog, done)

    def select_company(self, cid: str) -> None:
        pid = self.game.current_player
        if self.game.step != "buy_city" or pid is None or self.dialog is not None:
            return
        buys = [a for a in self.legal() if a["type"] == "buy_city" and a["company"] == cid]
        if not buys:
            self.show_message(cannot_buy_for(self.game.state_dict(), pid, cid))
            return
        self.selected_company = None if self.selected_company == cid else cid
        self.clear_message()
        self.refresh()

    def city_clicked(self, column: int, row: int) -> None:
        if self.dialog is not None:
            return
        full = self.game.state_dict()
        ids = full["city_columns"][column]
        cid = ids[row]
        if cid in self.game.unknown_cards():
            self.open_reveal(cid)
            return
        if row != len(ids) - 1 or self.game.step != "buy_city":
            return
        pid = self.game.current_player
        buys = [a for a in self.legal() if a["type"] == "buy_city" and a["column"] == column]
        if self.selected_company is not None:
            buys = [a for a in buys if a["company"] == self.selected_company]
        companies = {a["company"] for a in buys}
        if len(companies) == 1:
            self.send(dict(buys[0]))
            return
        if companies:
            self.show_message(translate("NarTable", "Choose the company first."))
            return
        # nothing to buy here: say why, in the rules' words where there is one company
        player = next(p for p in full["players"] if p["id"] == pid)
        acted = {c for p, c in full["cities_phase"]["acted"] if p == pid}
        own = [c for c in player["shares"] if c not in acted]
        if self.selected_company is not None:
            own = [self.selected_company]
        if len(own) == 1:
            action = {"type": "buy_city", "entity": pid, "company": own[0], "column": column}
            self.show_message(self.refusal_of(action) or "")
        elif own:
            self.show_message(nobody_can_pay(full, cid))
        else:
            self.show_message(no_company_left())

    def do_pass(self) -> None:
        passes = [a for a in self.legal() if a["type"] == "pass"]
        if passes and self.dialog is None:
            self.send(dict(passes[0]))

    def open_reveal(self, card: str | None = None) -> None:
        if self.dialog is not None:
            return
        game = self.game
        if not card:
            needed = game.needed_reveals()
            if not needed:
                return
            card = needed[0]
        full = game.state_dict()
        info = full["cards"][card]
        dialog = NarRevealDialog(
            card,
            info["name"],
            info["start_city"],
            card_place(full, card),
            self.session.acting_entity(),
            self.refusal_of,
            self.session.cards_to_pick(),
            self,
        )

        def done(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.send(dialog.action(dialog.entity))

        self._show_dialog(dialog, done)

    # --- dialogs --------------------------------------------------------------------------------

    def _show_dialog(self, dialog: QDialog, done) -> None:
        """Open ``dialog`` window-modal; ``done(result)`` when it closes. One at a time."""
        if self.dialog is not None:
            self._queue.append((dialog, done))
            return
        self.dialog = dialog

        def finished(result: int) -> None:
            self.dialog = None
            dialog.deleteLater()
            done(result)
            if self.dialog is None and self._queue:
                nxt, nxt_done = self._queue.pop(0)
                self._show_dialog(nxt, nxt_done)
            elif self.dialog is None:
                self._maybe_open_dialog()

        dialog.finished.connect(finished)
        dialog.open()

    def _maybe_open_dialog(self) -> None:
        """Open the director's dialog or the card-value dialog when the game waits for them."""
        game = self.game
        if self.dialog is not None or game.current_player in self.session.computer_seats:
            return  # the computer answers for its seats
        key = (len(game.actions), game.step, tuple(game.needed_reveals()))
        if game.step not in ("director_choice", "reveal"):
            self._auto_opened = None
        if key == self._auto_opened:
            return
        if game.step == "director_choice":
            self._auto_opened = key
            self.open_proposal()
        elif game.step == "reveal":
            self._auto_opened = key
            self.open_reveal()

    def open_proposal(self) -> None:
        game = self.game
        full = game.state_dict()
        proposal = full["shares_turn"]["proposal"]
        director = game.current_player  # the proposal waits for him
        if proposal is None or director is None or self.dialog is not None:
            return
        names = Names(full)
        cash = full["players"][game.player_ids.index(director)]["cash"]
        # shares are public: warn the director when allowing makes the proposer director
        holdings = {p["id"]: p["shares"] for p in full["players"]}
        mine = holdings[director].get(proposal["company"], 0)
        theirs = holdings[proposal["proposer"]].get(proposal["company"], 0) + 1
        # only a proposal a person made at this table is his to take back: an undo of a
        # computer's proposal would reach back to the last person's move, the director's too
        last = game.actions[-1]
        by_a_person = (
            last.get("type") == "take_share"
            and last.get("entity") == proposal["proposer"]
            and proposal["proposer"] not in self.session.computer_seats
            and len(game.actions) not in self.session.computer_moves
        )
        dialog = NarProposalDialog(
            names.player(proposal["proposer"]),
            names.player(director),
            names.company(proposal["company"]),
            proposal["price"],
            cash,
            lambda buy: self.refusal_of(
                {"type": "director_choice", "entity": director, "buy": buy}
            ),
            (theirs, mine) if theirs >= mine else None,
            by_a_person,
            self,
        )

        def done(result: int) -> None:
            if dialog.undo_requested:
                self.session.undo()
                return
            if dialog.answer is not None:
                self.send({"type": "director_choice", "entity": director, "buy": dialog.answer})

        self._show_dialog(dialog, done)
