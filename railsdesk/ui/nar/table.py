"""The card table of North American Railways: displays, company boards, players, log.

What the table shows comes from the engine's state; what a player does becomes an action, tried
on a copy of the game first (:meth:`NarSession.preview`). Cash is secret: the table shows only
``public_view`` - the acting player's cash appears on demand ("Show my cash") and is hidden
again when the turn passes.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from railsdesk.games.nar import IllegalNarAction
from railsdesk.games.nar.game import CITY_ROWS, COLUMNS, SHARE_ROWS, START_CITY_CHOOSE
from railsdesk.ui.nar.cards import ACCENT, ColumnWidget
from railsdesk.ui.nar.dialogs import (
    CashPeek,
    NarConfirmDialog,
    NarIncomeDialog,
    NarPriceDialog,
    NarProposalDialog,
    NarResultDialog,
    NarRevealDialog,
    income_forecast,
    income_text,
)
from railsdesk.ui.nar.messages import refusal
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

RIGHT_PANEL = 380  # the players, the log and the income at 1280 and 1366 pixels wide
MARGIN = 6  # inside a company board


def _bold(label: QLabel, scale: float = 1.0) -> QLabel:
    f = label.font()
    f.setBold(True)
    if scale != 1.0:
        f.setPointSizeF(f.pointSizeF() * scale)
    label.setFont(f)
    return label


def _wrapping(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


class CompanyBoard(QFrame):
    """One company's place on the table: treasury, start city, network, director. Labels wrap
    (German words at their soft hyphens) so that a narrow board still shows every word."""

    clicked = Signal(str)
    revealRequested = Signal(str)  # noqa: N815  a start city whose revenue is to be entered

    FIGURES = 4

    def __init__(self, company: str, parent=None) -> None:
        super().__init__(parent)
        self.company = company
        self.setObjectName(f"company_{company}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 6)
        lay.setSpacing(2)
        self.header = _bold(_wrapping(), 1.1)
        self.header.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.header.setMinimumHeight(26)
        lay.addWidget(self.header)
        self.note = _wrapping()
        self.note.setContentsMargins(MARGIN, 2, MARGIN, 0)
        lay.addWidget(self.note)  # "not founded yet", or the director
        self.figures = QGridLayout()
        self.figures.setContentsMargins(MARGIN, 2, MARGIN, 0)
        self.figures.setHorizontalSpacing(6)
        self.figures.setVerticalSpacing(1)
        self.figure_labels: list[tuple[QLabel, QLabel]] = []
        for row in range(self.FIGURES):
            name, value = _wrapping(), _bold(QLabel())
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self.figures.addWidget(name, row, 0)
            self.figures.addWidget(value, row, 1)
            self.figure_labels.append((name, value))
        self.figures.setColumnStretch(0, 1)
        lay.addLayout(self.figures)
        self.network_title = QLabel()
        self.network_title.setContentsMargins(MARGIN, 4, MARGIN, 0)
        f = self.network_title.font()
        f.setItalic(True)
        self.network_title.setFont(f)
        lay.addWidget(self.network_title)
        self.network = QGridLayout()
        self.network.setContentsMargins(MARGIN, 0, MARGIN, 0)
        self.network.setHorizontalSpacing(4)
        self.network.setVerticalSpacing(1)
        self.network.setColumnStretch(0, 1)
        self.network_rows: list[tuple[QLabel, QLabel, QLabel]] = []
        lay.addLayout(self.network)
        lay.addStretch(1)
        self.start_label: QLabel | None = None
        self.highlight = False

    def _network_row(self, row: int) -> tuple[QLabel, QLabel, QLabel]:
        while len(self.network_rows) <= row:
            k = len(self.network_rows)
            name, revenue, symbols = _wrapping(), QLabel(), QLabel()
            name.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
            name.linkActivated.connect(lambda link: self.revealRequested.emit(link))
            revenue.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            revenue.setStyleSheet("color: #1e8449;")
            symbols.setStyleSheet("color: #1f4e79;")
            self.network.addWidget(name, k, 0)
            self.network.addWidget(revenue, k, 1)
            self.network.addWidget(symbols, k, 2)
            self.network_rows.append((name, revenue, symbols))
        return self.network_rows[row]

    def set_state(self, comp: dict, state: dict, names: Names, highlight: bool) -> None:
        colour = company_colour(comp["colour"])
        ink = text_colour(colour)
        self.header.setText(comp["name"])
        self.header.setStyleSheet(
            f"background: {colour.name()}; color: {ink.name()}; border-radius: 3px; padding: 2px;"
        )
        self.highlight = highlight
        border = ACCENT.name() if highlight else "#aab7b8"
        width = 3 if highlight else 1
        self.setStyleSheet(
            f"#company_{self.company} {{ border: {width}px solid {border}; border-radius: 5px; "
            "background: #fdfefe; }"
        )
        founded = comp["founded"]
        if founded:
            # a line of its own: a long name would make the figures too wide
            self.note.setText(
                fill(
                    translate("NarTable", "%1: %2"),
                    translate("NarTable", "Director"),
                    f"<b>{escape(names.player(comp['director']))}</b>",
                )
            )
        else:
            self.note.setText("<i>" + translate("NarTable", "not founded yet") + "</i>")
        self.network_title.setVisible(founded)
        self.network_title.setText(translate("NarTable", "Network"))
        figures = [
            (translate("NarTable", "Treasury"), money(comp["treasury"])),
            (translate("NarTable", "Revenue"), money(comp["revenue"])),
            (translate("NarTable", "Coast-to-Coast"), str(comp["coast_to_coast"])),
            (translate("NarTable", "Shares held"), str(comp["shares_held"])),
        ]
        for (name, value), (label, figure) in zip(self.figure_labels, figures, strict=True):
            name.setText(label)
            value.setText(figure)
            name.setVisible(founded)
            value.setVisible(founded)
        cards = state["cards"]
        rows: list[tuple[str, str, str]] = []
        self.start_label = None
        if founded:
            start = cards.get(comp["start_city"]) or {}
            start_name = start.get("name", "?")
            if start and start.get("revenue") is None:
                start_name = escape(start_name)  # a link makes the label rich text
                link = translate("NarTable", "enter its revenue")
                start_name += f" <a href='{comp['start_city']}'>{link}</a>"
            rows.append((start_name, money(start.get("revenue")), ""))
            for cid in comp["cities"]:
                card = cards[cid]
                sym = "◆" * int(card.get("symbols") or 0)
                rows.append((card["name"], money(card.get("revenue")), sym))
        for k in range(max(len(rows), len(self.network_rows))):
            name, revenue, symbols = self._network_row(k)
            shown = k < len(rows)
            for label in (name, revenue, symbols):
                label.setVisible(shown)
            if not shown:
                continue
            name.setText(rows[k][0])
            revenue.setText(rows[k][1])
            symbols.setText(rows[k][2])
            name.setStyleSheet("background: #f6e3b4;" if k == 0 else "")
        if founded:
            self.start_label = self.network_rows[0][0]

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.company)
        super().mousePressEvent(event)


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

        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(4)

        # banner: round, phase, who acts
        self.banner = QFrame()
        self.banner.setObjectName("narBanner")
        self.banner.setStyleSheet("#narBanner { background: #eaf2f8; border-radius: 5px; }")
        blay = QHBoxLayout(self.banner)
        blay.setContentsMargins(10, 4, 10, 4)
        self.round_label = _bold(QLabel(), 1.25)
        self.round_label.setObjectName("narRoundLabel")
        self.start_label = QLabel()
        self.start_label.setObjectName("narStartLabel")
        self.last_round_label = _bold(QLabel())
        self.last_round_label.setStyleSheet("color: #b03a2e;")
        blay.addWidget(self.round_label, 1)
        blay.addWidget(self.last_round_label)
        blay.addSpacing(16)
        blay.addWidget(self.start_label)
        outer.addWidget(self.banner)

        # action bar: what to do, the company chips of Phase II, pass, the cash peek
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
        self.reveal_button.setVisible(bool(session.game.unknown_cards()))
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
        outer.addLayout(bar)

        # the table: displays and company boards on the left, players and log on the right
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        llay = QVBoxLayout(left)
        llay.setContentsMargins(0, 0, 0, 0)
        displays = QHBoxLayout()
        self.share_title = _bold(QLabel())
        self.city_title = _bold(QLabel())
        self.share_columns: list[ColumnWidget] = []
        self.city_columns: list[ColumnWidget] = []
        share_box = QVBoxLayout()
        share_box.addWidget(self.share_title)
        srow = QHBoxLayout()
        srow.setSpacing(3)
        for c in range(COLUMNS):
            col = ColumnWidget("share", c, SHARE_ROWS)
            col.setObjectName(f"shareColumn{c}")
            col.cardClicked.connect(self.share_clicked)
            self.share_columns.append(col)
            srow.addWidget(col, 0, Qt.AlignmentFlag.AlignTop)
        share_box.addLayout(srow)
        share_box.addStretch(1)
        city_box = QVBoxLayout()
        city_box.addWidget(self.city_title)
        crow = QHBoxLayout()
        crow.setSpacing(3)
        for c in range(COLUMNS):
            col = ColumnWidget("city", c, CITY_ROWS)
            col.setObjectName(f"cityColumn{c}")
            col.cardClicked.connect(self.city_clicked)
            self.city_columns.append(col)
            crow.addWidget(col, 0, Qt.AlignmentFlag.AlignTop)
        city_box.addLayout(crow)
        city_box.addStretch(1)
        displays.addLayout(share_box)
        displays.addSpacing(10)
        displays.addLayout(city_box)
        displays.addStretch(1)
        llay.addLayout(displays)
        self.companies_title = _bold(QLabel())
        llay.addWidget(self.companies_title)
        boards = QHBoxLayout()
        boards.setSpacing(6)
        self.boards: dict[str, CompanyBoard] = {}
        for cid in session.game.company_ids:
            board = CompanyBoard(cid)
            board.clicked.connect(self.select_company)
            board.revealRequested.connect(self.open_reveal)
            self.boards[cid] = board
            boards.addWidget(board, 1)
        llay.addLayout(boards, 1)
        # never a horizontal scrollbar: the cards shrink and the labels wrap instead
        self.left_scroll = QScrollArea()
        self.left_scroll.setWidget(left)
        self.left_scroll.setWidgetResizable(True)
        self.left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.splitter.addWidget(self.left_scroll)

        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        self.players_title = _bold(QLabel())
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
        self.forecast = QWidget()
        flay = QVBoxLayout(self.forecast)
        flay.setContentsMargins(2, 2, 2, 2)
        self.forecast_note = _wrapping()
        flay.addWidget(self.forecast_note)
        # the split as wrapping lines, which fit the narrow panel in every language
        self.forecast_text = _wrapping()
        self.forecast_text.setObjectName("forecastText")
        self.forecast_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.forecast_scroll = QScrollArea()
        self.forecast_scroll.setWidget(self.forecast_text)
        self.forecast_scroll.setWidgetResizable(True)
        self.forecast_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.forecast_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        flay.addWidget(self.forecast_scroll, 1)
        self.tabs.addTab(self.log, "")
        self.tabs.addTab(self.forecast, "")
        rlay.addWidget(self.tabs, 1)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self._left = left
        self._sized = False
        outer.addWidget(self.splitter, 1)

        session.changed.connect(self.refresh)
        session.error.connect(self.show_message)
        self.retranslate()

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
    def game(self):
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
        self._update_boards(full, names, legal)
        self._update_players(state, full, names)
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

    def _update_boards(self, full: dict, names: Names, legal: list[dict]) -> None:
        for comp in full["companies"]:
            board = self.boards[comp["id"]]
            board.set_state(comp, full, names, comp["id"] == self.selected_company)

    def _update_players(self, state: dict, full: dict, names: Names) -> None:
        """One row per player: name (with marks), shares as chips in the companies' colours
        (the names are on the boards and in the tooltips), cash."""
        companies = full["companies"]
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
        acted = {tuple(x) for x in full["cities_phase"]["acted"]}
        passed = set(full["cities_phase"]["passed"]) if full["phase"] == "buy_cities" else set()
        current = self.game.current_player
        directors = {c["id"]: c["director"] for c in companies}
        ranking = self.game.ranking() if self.game.finished else []
        for r, p in enumerate(state["players"]):
            pid = p["id"]
            marks = ""
            if pid == state["start_player"]:
                marks += " ★"
            name = ("▶ " if pid == current else "") + p["name"] + marks
            if self.game.finished:
                name = f"{ranking.index(pid) + 1}. {name}"
            if pid in passed:
                name += " " + translate("NarTable", "(passed)")
            item = QTableWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, pid)
            if pid == current:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
                item.setBackground(QColor("#fdebd0"))
            if pid in passed:
                item.setForeground(QColor("#7f8c8d"))
            table.setItem(r, 0, item)
            chips, tips = [], []
            for comp in companies:
                n = p["shares"].get(comp["id"], 0)
                if not n:
                    continue
                text = str(n)
                tip = [fill(self.tr("%1: %n share(s)", "", n), comp["name"])]
                if directors[comp["id"]] == pid:
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
            table.setItem(r, 1, QTableWidgetItem())
            table.setCellWidget(r, 1, shares)
            cash = p["cash"]
            cash_item = QTableWidgetItem("••••" if cash is None else money(cash))
            cash_item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if cash is None:
                cash_item.setToolTip(translate("NarTable", "Cash is secret"))
                cash_item.setForeground(QColor("#7f8c8d"))
            table.setItem(r, 2, cash_item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        table.setFixedHeight(
            table.horizontalHeader().height()
            + sum(table.rowHeight(r) for r in range(len(state["players"])))
            + 4
        )

    def _update_bar(self, full: dict, names: Names, legal: list[dict]) -> None:
        game = self.game
        step = game.step
        current = game.current_player
        who = names.player(current) if current else ""
        if self.message:
            prompt = self.message
        elif step == "finished":
            prompt = translate("NarTable", "The game is over.")
        elif step == "reveal":
            prompt = translate(
                "NarTable", "Turn up the card and enter its values (companion mode)."
            )
        elif step == "choose_share":
            if full["shares_turn"]["chosen"]:
                prompt = fill(
                    translate(
                        "NarTable",
                        "%1: the director bought the share. Choose a share of another company, "
                        "or end your turn.",
                    ),
                    who,
                )
            else:
                prompt = fill(
                    translate("NarTable", "%1: choose the bottom share of a column."), who
                )
        elif step == "director_choice":
            prompt = fill(translate("NarTable", "%1 decides on the proposal."), who)
        else:
            if self.selected_company is None:
                prompt = fill(
                    translate(
                        "NarTable",
                        "%1: choose a company you hold shares in, then a city at the bottom of "
                        "the city display; or pass.",
                    ),
                    who,
                )
            else:
                prompt = fill(
                    translate(
                        "NarTable", "%1: choose a city for %2 (paid from its treasury), or pass."
                    ),
                    who,
                    names.company(self.selected_company),
                )
        self.prompt.setText(prompt)
        # company chips for Phase II
        buyers = []
        for a in legal:
            if a["type"] == "buy_city" and a["company"] not in buyers:
                buyers.append(a["company"])
        for cid in list(self.chips):
            if cid not in buyers:
                chip = self.chips.pop(cid)
                chip.hide()
                self.chips_layout.removeWidget(chip)
                chip.deleteLater()
        companies = {c["id"]: c for c in full["companies"]}
        for cid in buyers:
            chip = self.chips.get(cid)
            if chip is None:
                chip = QPushButton()
                chip.setObjectName(f"chip_{cid}")
                chip.setCheckable(True)
                chip.clicked.connect(lambda _=False, c=cid: self.select_company(c))
                self.chips[cid] = chip
                self.chips_layout.addWidget(chip)
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

    def _commit(self, game, events: list[dict]) -> None:
        self.session.commit(game, events)
        if any(ev["kind"] == "game_end" for ev in events):
            self.show_result(events)
        # companion mode: the founder turns up his start city now; its value can be entered
        # at once (or later by clicking it on the company's board)
        unknown = set(self.game.unknown_cards())
        for ev in events:
            if ev["kind"] == "found" and ev["start_city"] in unknown:
                self.open_reveal(ev["start_city"])

    def show_result(self, events: list[dict] | None = None) -> None:
        game = self.game
        if events is None:
            events = game.events
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
        names = Names(full)
        cid = full["share_columns"][column][-1]
        comp = next(c for c in full["companies"] if c["id"] == cid)
        pid = self.game.current_player
        cash = full["players"][self.game.player_ids.index(pid)]["cash"]
        base = {"type": "take_share", "entity": pid, "column": column}
        if comp["director"] == pid:
            # the same words whatever his cash, which is secret
            text = fill(
                translate(
                    "NarDialogs",
                    "You are the director of %1: a share costs the fixed price of $1000 - $500 "
                    "into the treasury and $500 to the bank. If you have less than $1000 and "
                    "direct every company whose share lies at the bottom of the display, you pay "
                    "all your cash instead (half of it, rounded up, into the treasury).",
                ),
                comp["name"],
            )
            dialog = NarConfirmDialog(
                fill(translate("NarDialogs", "A share of %1"), comp["name"]),
                text,
                translate("NarDialogs", "Buy the share"),
                lambda: self.refusal_of(base),
                self,
            )
            self._show_dialog(
                dialog, lambda r: r == QDialog.DialogCode.Accepted and self.send(dict(base))
            )
            return
        starts = None
        if self.game.start_city_rule == START_CITY_CHOOSE and not comp["founded"]:
            starts = [(s, self._start_text(full, s)) for s in full["start_city_stack"]]
        if not comp["founded"]:
            title = fill(translate("NarDialogs", "Found %1"), comp["name"])
            message = translate(
                "NarDialogs",
                "You take the first share and become director. Name the price (a multiple of "
                "$100 that you can pay); all of it goes into the company's treasury.",
            )
        else:
            title = fill(translate("NarDialogs", "Propose a price for %1"), comp["name"])
            message = fill(
                translate(
                    "NarDialogs",
                    "%1 is the director of %2. Name a price (a multiple of $100 that you can "
                    "pay); the director then allows you to buy the share or buys it himself "
                    "for that price.",
                ),
                names.player(comp["director"]),
                comp["name"],
            )

        def priced(price: int, start: str | None) -> dict:
            action = {**base, "price": price}
            if start is not None:
                action["start_city"] = start
            return action

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

    def _start_text(self, full: dict, cid: str) -> str:
        card = full["cards"][cid]
        return f"{card['name']} ({money(card.get('revenue'))})"

    def select_company(self, cid: str) -> None:
        if self.game.step != "buy_city" or self.dialog is not None:
            return
        buys = [a for a in self.legal() if a["type"] == "buy_city" and a["company"] == cid]
        if not buys:
            self.show_message(self._cannot_buy_for(cid))
            return
        self.selected_company = None if self.selected_company == cid else cid
        self.clear_message()
        self.refresh()

    def _cannot_buy_for(self, cid: str) -> str:
        """Why the acting player cannot buy a city for ``cid`` now (all of it public)."""
        full = self.game.state_dict()
        names = Names(full)
        pid = self.game.current_player
        player = next(p for p in full["players"] if p["id"] == pid)
        if not player["shares"].get(cid):
            return fill(translate("NarTable", "You hold no share of %1."), names.company(cid))
        if [pid, cid] in full["cities_phase"]["acted"]:
            return fill(
                translate("NarTable", "You already bought a city for %1 in this phase."),
                names.company(cid),
            )
        comp = next(c for c in full["companies"] if c["id"] == cid)
        return fill(
            translate("NarTable", "The treasury of %1 (%2) cannot pay for any city at the bottom."),
            names.company(cid),
            money(comp["treasury"]),
        )

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
            self.show_message(
                fill(
                    translate("NarTable", "None of your companies can pay %1 for %2."),
                    money(full["cards"][cid]["cost"]),
                    Names(full).card(cid),
                )
            )
        else:
            self.show_message(
                translate(
                    "NarTable",
                    "You have no company left that may buy a city in this phase: pass.",
                )
            )

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
        if info["start_city"]:
            owner = next((c for c in full["companies"] if c["start_city"] == card), None)
            where = (
                fill(translate("NarDialogs", "(the start city of %1)"), owner["name"])
                if owner
                else fill(translate("NarDialogs", "(start city %1)"), info["name"])
            )
        else:
            col = next(i for i, c in enumerate(full["city_columns"]) if card in c)
            row = full["city_columns"][col].index(card)
            if row == len(full["city_columns"][col]) - 1:
                where = fill(translate("NarDialogs", "at the bottom of column %1"), col + 1)
            else:
                where = fill(
                    translate("NarDialogs", "in column %1, row %2 from the top"), col + 1, row + 1
                )
        dialog = NarRevealDialog(
            card,
            info["name"],
            info["start_city"],
            where,
            self.session.acting_entity(),
            self.refusal_of,
            self.card_choices(),
            self,
        )

        def done(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.send(dialog.action(dialog.entity))

        self._show_dialog(dialog, done)

    def card_choices(self) -> list[dict]:
        """The saved deck's cards not yet seen in this game, for picking in companion mode."""
        deck = self.session.card_choices
        if not deck:
            return []
        seen = {
            card["name"]
            for card in self.game.state_dict()["cards"].values()
            if card.get("revenue") is not None
        }
        out = []
        for c in deck.get("start_cities", []):
            if c.get("name") not in seen and c.get("revenue") is not None:
                out.append({**c, "start": True})
        for c in deck.get("cities", []):
            if c.get("name") not in seen and c.get("cost") is not None:
                out.append({**c, "start": False})
        return out

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
        if self.dialog is not None:
            return
        game = self.game
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
        if proposal is None or self.dialog is not None:
            return
        names = Names(full)
        director = game.current_player
        cash = full["players"][game.player_ids.index(director)]["cash"]
        # shares are public: warn the director when allowing makes the proposer director
        holdings = {p["id"]: p["shares"] for p in full["players"]}
        mine = holdings[director].get(proposal["company"], 0)
        theirs = holdings[proposal["proposer"]].get(proposal["company"], 0) + 1
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
            self,
        )
        dialog.take_back = QPushButton(translate("NarDialogs", "Take back the proposal"))
        dialog.take_back.setObjectName("takeBackButton")
        dialog.layout().addWidget(dialog.take_back, 0, Qt.AlignmentFlag.AlignRight)
        dialog.undo_requested = False

        def take_back() -> None:
            dialog.undo_requested = True
            dialog.done(QDialog.DialogCode.Rejected)

        dialog.take_back.clicked.connect(take_back)

        def done(result: int) -> None:
            if dialog.undo_requested:
                self.session.undo()
                return
            if dialog.answer is not None:
                self.send({"type": "director_choice", "entity": director, "buy": dialog.answer})

        self._show_dialog(dialog, done)
