"""The table companion of an 18xx game: the map is on the table and the program keeps the books.

A companion game is a `GameSession` whose game has the "companion" option; its editor shows a
large, high-contrast view meant to be read across a table: whose turn and what they may do,
the bank, the phase and the next train, the stock market with the companies' markers, the
players and companies, the game log (corrections in their own colour) and the entries of the
turn. Tile lays and station markers are booked by their cost, runs typed per train or as one
total (a number and Enter), P passes. Everything else is the ordinary action panel.
"""

from __future__ import annotations

from typing import TypeGuard

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from railsdesk.engine.contract import (
    COMPANION,
    BookCostChoice,
    BookRevenueChoice,
    BookSlotChoice,
    Legal,
    Snapshot,
    TokenChoice,
    TrainChoice,
    train_name,
)
from railsdesk.ui.actionpanel import ActionPanel
from railsdesk.ui.companion_style import STYLE
from railsdesk.ui.correction import CorrectionDialog
from railsdesk.ui.docks.players import short_name, two_lines
from railsdesk.ui.document import GameDocument, GameEditor
from railsdesk.ui.i18n import phase_name, term, with_terms
from railsdesk.ui.logtext import LogSentences, bank_text, log_entries, snapshot_round, step_text
from railsdesk.ui.names import names_for, player_names
from railsdesk.ui.routetool import train_names
from railsdesk.ui.session import GameSession
from railsdesk.ui.tableview import MarketBoard
from railsdesk.ui.titledata import TitleData

# the book entries of a turn ("Nothing here (P)" passes them), and the dividend
BOOK_ENTRIES = ("book_tile", "book_token", "book_revenue", "book_slot")
BOOK_ACTIONS = (*BOOK_ENTRIES, "dividend")
# what only the table sees, answered here: a destination reached (1856), an investor's home
# joined to its corporation's network (1880), a home chosen (1849's A.F.G.; no map to click)
TABLE_ANSWERS = ("destination_connection", "place_token")
DESTINATION_COLUMNS = 6  # 1856: the corporations that may reach their destination, a row
# 1849: the gauges of the track a lay adds, as the engine names them
GAUGE_TERMS = {"narrow": "Narrow gauge", "broad": "Standard gauge", "dual": "Dual gauge"}
CORRECTION_COLOUR = "#ff9f1c"  # corrections stand out in the log


def snap_players(document: GameSession) -> list[str]:
    """The players' ids in seating order, as the snapshot lists them."""
    return [str(pid) for pid in document.snapshot().get("players_order") or []]


def clear_layout(layout) -> None:
    """Remove a layout's widgets, also those of the rows and grids nested in it (left alone,
    they would stay drawn where they were)."""
    while layout.count():
        item = layout.takeAt(0)
        widget, nested = item.widget(), item.layout()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif nested is not None:
            clear_layout(nested)


def is_companion(document: GameDocument) -> TypeGuard[GameSession]:
    return isinstance(document, GameSession) and COMPANION in document.options


class CompanionEditor(GameEditor):
    """The editor of a companion game: the table view, with corrections, the final scores as
    a picture and a note on switching to a map game in the Game menu."""

    def __init__(self, document: GameSession, window) -> None:
        super().__init__(document, window)
        self.view = CompanionView(document)
        self.view.changed.connect(self.changed)
        self.correct_action = QAction(window)
        self.correct_action.triggered.connect(self.view.open_correction)
        self.scores_action = QAction(window)
        self.scores_action.triggered.connect(self.view.save_scores_dialog)
        self.switch_action = QAction(window)
        self.switch_action.triggered.connect(self.explain_switch)
        self.retranslate()

    @property
    def central_widget(self) -> QWidget:
        return self.view

    def menu_actions(self, menu: str) -> list[QAction | None]:
        if menu == "game":
            return [self.correct_action, self.scores_action, None, self.switch_action]
        return []

    def retranslate(self) -> None:
        self.correct_action.setText(self.tr("Correction…"))
        self.scores_action.setText(self.tr("Save final scores as picture…"))
        self.switch_action.setText(self.tr("Switch to a map game…"))
        self.view.retranslate()

    def update_actions(self) -> None:
        finished = self.view.document.finished
        self.scores_action.setEnabled(finished)
        self.correct_action.setEnabled(not finished)

    def explain_switch(self) -> None:
        QMessageBox.information(
            self.window,
            self.tr("Switch to a map game"),
            self.tr(
                "A companion game keeps only the books: the map is on the table. Switching it "
                "to a map game is one-way (a map game cannot become a companion game again) and "
                "needs every tile and station marker of the table entered on the map first. "
                "This version does not offer the switch: finish the game here, or start a map "
                "game and enter the table's map."
            ),
        )


class CompanionPanel(ActionPanel):
    """The action panel under the turn's entries, scrolled in the room they leave: no height
    for its width, which the column takes as its least height, squeezing the entries."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False


class CompanionView(QWidget):
    """The table view of a companion game."""

    changed = Signal()

    def __init__(self, document: GameSession, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("companionView")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.text_size = 0  # the point size the style sheet was made for (see resizeEvent)
        self.document = document
        self.data = TitleData.load(document.title)
        self.dialog: QDialog | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.todo = QLabel()
        self.todo.setObjectName("todo")
        self.todo.setWordWrap(True)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.unusual_revenue = ""  # a revenue warned about, booked if entered again as it is
        self.refusal.setWordWrap(True)
        outer.addWidget(self.banner)
        outer.addWidget(self.todo)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        outer.addWidget(self.refusal)
        columns.addLayout(self._left_column(), 3)
        columns.addLayout(self._right_column(), 2)
        self.widgets: dict[str, QWidget] = {}  # the entry widgets now shown, by name
        QShortcut(QKeySequence("P"), self, self.pass_key)
        document.changed.connect(self.refresh)
        document.error.connect(self.refusal.setText)
        self.retranslate()
        self.refresh()

    def _left_column(self) -> QVBoxLayout:
        """The stock market above the players' and companies' books."""
        left = QVBoxLayout()
        self.market_box = QGroupBox()
        market_layout = QVBoxLayout(self.market_box)
        # the printed market, each company's marker as large as its cell allows
        self.market = MarketBoard(self.data)
        self.market.setObjectName("market")
        market_layout.addWidget(self.market)
        left.addWidget(self.market_box, 1)
        self.books_box = QGroupBox()
        books_layout = QVBoxLayout(self.books_box)
        self.books = QTableWidget()
        self.books.setObjectName("books")
        self.books.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.books.verticalHeader().setVisible(False)
        self.books.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        books_layout.addWidget(self.books)
        left.addWidget(self.books_box)
        return left

    def _right_column(self) -> QVBoxLayout:
        """The turn's entries, the action panel and the game log."""
        right = QVBoxLayout()
        self.entry_box = QGroupBox()
        self.entry_layout = QVBoxLayout(self.entry_box)
        right.addWidget(self.entry_box)
        self.panel = CompanionPanel(self.data, shortcuts=False)  # P is this page's own
        # a light card, as in the map game's window: the panel's notes are dark grey
        self.panel.setObjectName("companionPanel")
        self.panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.panel.actionRequested.connect(self.act)
        right.addWidget(self.panel, 3)
        self.log_box = QGroupBox()
        log_layout = QVBoxLayout(self.log_box)
        self.log = QListWidget()
        self.sentences = LogSentences()  # the log's sentences, each made once
        self.log.setObjectName("companionLog")
        self.log.setWordWrap(True)
        log_layout.addWidget(self.log)
        right.addWidget(self.log_box, 1)
        return right

    # --- reading the game -------------------------------------------------------------------

    def money(self, amount) -> str:
        return self.document.money(amount)

    def names(self) -> dict[str, str]:
        return player_names(self.document.players())

    def who(self, entity, entity_type) -> str:
        snapshot = self.document.snapshot()
        return names_for(self.data.title).holder(snapshot, self.names(), entity, entity_type)

    # --- acting -----------------------------------------------------------------------------

    def act(self, action: dict) -> bool:
        self.refusal.setText("")
        if not self.document.process(action):
            return False
        self.pass_those_who_can_only_trade()
        return True

    def pass_those_who_can_only_trade(self) -> None:
        """The players next whose only choice is to buy a private from another player pass
        at once, unasked (a deal between players is rare; undo takes such a pass back)."""
        legal = self.document.legal()
        while self.can_only_trade(legal):
            who = {"entity": legal.get("entity"), "entity_type": "player"}
            if not self.document.process({"type": "pass", **who}):
                return
            legal = self.document.legal()

    def can_only_trade(self, legal: Legal) -> bool:
        """Whether a player may only pass or buy a private another player owns."""
        players = set(snap_players(self.document))
        return (
            legal.get("entity_type") == "player"
            and set(legal.get("actions", [])) == {"pass", "buy_company"}
            and not legal.get("companies")
            and all(str(c["owner"]) in players for c in legal.get("buy_company") or [])
        )

    def book(self, action_type: str, **fields) -> bool:
        legal = self.document.legal()
        return self.act(
            {
                "type": action_type,
                "entity": legal.get("entity"),
                "entity_type": legal.get("entity_type"),
                **fields,
            }
        )

    def pass_key(self) -> None:
        if "pass" in self.document.legal().get("actions", []):
            self.book("pass")

    def buy_and_finish(self, offer: dict) -> bool:
        """The usual last entry of a turn in one input: a train from the bank, then the turn
        finished (what it still offers passed, such as 1856's private to buy; each action in
        the log is undone on its own)."""
        corp = self.document.legal().get("entity")
        if not self.book("buy_train", train=offer["train"], price=offer["price"]):
            return False
        while True:  # each pass closes a step of the turn
            legal = self.document.legal()
            if legal.get("entity") != corp or "pass" not in legal.get("actions", []):
                return True
            if not self.book("pass"):
                return False

    def submit_revenue(self, kind: str | None = None) -> bool:
        """The run as typed: one number is the total, several (space or + between them) one
        per train. With a kind, the dividend follows at once when the turn asks for it (Enter
        shows every player's income first)."""
        edit = self.widgets.get("revenue")
        assert isinstance(edit, QLineEdit)
        parts = edit.text().replace("+", " ").replace(",", " ").split()
        if not parts or not all(p.isdigit() for p in parts):
            self.refusal.setText(self.tr("Type the revenue as a number, or one per train."))
            return False
        numbers = [int(p) for p in parts]
        offered: BookRevenueChoice | dict = self.document.legal().get("book_revenue") or {}
        unit = int(offered.get("unit", 1))
        odd = [n for n in numbers if n % unit]
        if odd and self.unusual_revenue != edit.text():
            # most likely mistyped: said first, booked when entered again as it is
            self.unusual_revenue = edit.text()
            self.refusal.setText(
                self.tr("%1 is not a multiple of %2, as every revenue on this map is. Enter "
                        "it again to book it as it is.")
                .replace("%1", self.money(odd[0])).replace("%2", self.money(unit))
            )  # fmt: skip
            return False
        self.unusual_revenue = ""
        corp = self.document.legal().get("entity")
        revenue = {"total": numbers[0]} if len(numbers) == 1 else {"revenues": numbers}
        if not self.book("book_revenue", **revenue):
            return False
        legal = self.document.legal()
        if kind is None or legal.get("entity") != corp or "dividend" not in legal["actions"]:
            return True
        if kind not in legal["dividend"]["kinds"]:
            return True  # the dividend screen offers what the title allows
        return self.book("dividend", kind=kind)

    def pass_then_token(self) -> bool:
        """A station marker placed while the lay step still waits for a second tile (1880's
        yellow tiles): the lay step passed, then the marker booked."""
        corp = self.document.legal().get("entity")
        if not self.book("pass"):
            return False
        legal = self.document.legal()
        if legal.get("entity") != corp or "book_token" not in legal["actions"]:
            return True  # no marker to place: the turn goes on from here
        return self.book("book_token")

    def submit_cost(self) -> bool:
        spin = self.widgets.get("cost")
        assert isinstance(spin, QSpinBox)
        return self.book("book_tile", cost=spin.value())

    # --- showing the game -------------------------------------------------------------------

    def retranslate(self) -> None:
        self.market_box.setTitle(term(self.data.title, "Stock market"))
        self.books_box.setTitle(self.tr("Players and companies"))
        self.log_box.setTitle(self.tr("Game log"))
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        """Text grows with the window, so that a TV across the table reads as a laptop does."""
        size = round(max(9.0, min(self.height(), self.width() * 0.56) / 56))
        if size != self.text_size:
            self.text_size = size
            self.setStyleSheet(
                STYLE
                + f"QWidget {{ font-size: {size}pt; }}"
                + f"QLabel#banner {{ font-size: {round(size * 1.6)}pt; }}"
                + f"QLabel#todo {{ font-size: {round(size * 1.25)}pt; }}"
            )
        super().resizeEvent(event)
        self._books(self.document.snapshot())  # its height follows the type and the page

    def refresh(self) -> None:
        snap, legal = self.document.snapshot(), self.document.legal()
        self._banner(snap, legal)
        self.market.set_state(snap)
        self._books(snap)
        self._entries(snap, legal)
        actions = [a for a in legal.get("actions", []) if a not in (*BOOK_ACTIONS, *TABLE_ANSWERS)]
        if any(a in legal.get("actions", []) for a in BOOK_ENTRIES):
            actions = [a for a in actions if a != "pass"]
        self.panel.set_state({**legal, "actions": actions}, snap, self.names())
        self._log(snap)
        self.changed.emit()

    def _banner(self, snap: Snapshot, legal: Legal) -> None:
        title = self.data.title
        if snap.get("finished"):
            self.banner.setText(term(title, "Game over"))
        else:
            round_text = snapshot_round(title, snap)
            entity = legal.get("entity")
            who = self.who(entity, legal.get("entity_type")) if entity is not None else ""
            self.banner.setText(f"{round_text} — {who}")
        depot = snap.get("depot") or []
        next_train = (
            self.tr("next train: %1 for %2")
            .replace("%1", str(depot[0]["name"]))
            .replace("%2", self.money(depot[0]["price"]))
            if depot
            else self.tr("no trains left")
        )
        bank = snap.get("bank")
        facts = [
            bank_text(bank, self.money),
            with_terms(self.tr("{term:Phase} %1"), title).replace(
                "%1", phase_name(title, snap.get("phase"))
            ),
            next_train,
        ]
        doing = step_text(title, legal, snap.get("current") or {}) if legal.get("actions") else ""
        self.todo.setText(" · ".join([doing, *facts] if doing else facts))

    def _books(self, snap: Snapshot) -> None:
        """Players' cash and worth; floated companies' treasury, price, trains, loans or bond."""
        names = self.names()
        corps = [
            (sym, c) for sym, c in (snap.get("corporations") or {}).items() if c.get("floated")
        ]
        view = snap.get("title_view") or {}
        loans = (
            [self.tr("Loans")] if "loan" in view else [self.tr("Bond")] if "bonds" in view else []
        )
        players = snap.get("players") or {}
        # a column per player (fewer than companies), short names, long headers on two lines
        full = [self.tr("Name"), self.tr("Cash"), self.tr("Worth / price"), self.tr("Trains")]
        full += [*loans, *(names.get(pid, pid) for pid in players)]
        everyone = [str(names.get(pid, pid)) for pid in players]
        headers = [two_lines(h) for h in full[: len(full) - len(players)]]
        headers += [short_name(name, everyone) for name in everyone]
        rows = [
            [names.get(pid, pid), self.money(p["cash"]), self.money(p.get("value", 0)), ""]
            + ["" for _ in [*loans, *players]]
            for pid, p in players.items()
        ]
        for sym, c in corps:
            price = self.money(c["price"]) if c.get("price") is not None else ""
            trains = " ".join(train_name(t) for t in c.get("trains") or []) or "—"
            rows.append(
                [sym, self.money(c["cash"]), price, trains]
                + [str(c.get("loans", 0)) for _ in loans]
                + [f"{p['shares'][sym]}%" if p["shares"].get(sym) else "" for p in players.values()]
            )
        self.books.setColumnCount(len(headers))
        self.books.setHorizontalHeaderLabels(headers)
        tip = Qt.ItemDataRole.ToolTipRole  # the whole header
        for column, whole in enumerate(full):
            self.books.model().setHeaderData(column, Qt.Orientation.Horizontal, whole, tip)
        self.books.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for column, text in enumerate(cells):
                self.books.setItem(r, column, QTableWidgetItem(str(text)))
        # as tall as its rows, up to half the page (then it scrolls): the market takes the rest
        self.books.resizeRowsToContents()
        rows_height = (
            self.books.horizontalHeader().sizeHint().height()
            + self.books.verticalHeader().length()
            + 2 * self.books.frameWidth()
            + self.books.horizontalScrollBar().sizeHint().height()  # should it be needed
        )
        self.books.setFixedHeight(min(rows_height, self.height() // 2))

    def _log(self, snap: Snapshot) -> None:
        self.log.clear()
        entries = snap.get("log") or []
        actions, title = self.document.actions(), self.data.title
        texts = log_entries(snap, actions, self.money, title, self.sentences)
        for entry, (_index, text) in list(zip(entries, texts, strict=True))[-200:]:
            item = QListWidgetItem(text)
            if str(entry.get("key", "")).startswith("correction"):
                item.setForeground(QColor(CORRECTION_COLOUR))
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.log.addItem(item)
        self.log.scrollToBottom()

    # --- the entries of the turn ------------------------------------------------------------

    def _clear_entries(self) -> None:
        clear_layout(self.entry_layout)
        self.widgets = {}

    def _button(self, name: str, text: str, slot) -> QPushButton:
        button = QPushButton(text.replace("&", "&&"))
        button.setObjectName(name)
        button.clicked.connect(lambda _=False: slot())
        self.widgets[name] = button
        return button

    def _entries(self, snap: Snapshot, legal: Legal) -> None:
        self._clear_entries()
        actions = legal.get("actions", [])
        self.entry_box.setTitle(self.tr("At the table"))
        self.entry_box.setVisible(True)
        if snap.get("finished"):
            self._scores(snap)
            return
        if "book_tile" in actions:
            self._tile_costs(legal["book_tile"])
            if "pass" in actions and self._laid_and_marker_next(snap, legal):
                self.entry_layout.addWidget(
                    self._button(
                        "book_token", self.tr("Station marker placed"), self.pass_then_token
                    )
                )
        if "book_token" in actions:
            self._token_entries(legal["book_token"])
        if "place_token" in actions:
            self._home_choices(legal.get("place_token") or [])
        if "book_slot" in actions:
            self._station_slots(legal.get("book_slot") or [])
        if "book_revenue" in actions:
            self._revenue_entry(legal["book_revenue"])
        if "destination_connection" in actions:
            self._connections(legal)
        if "dividend" in actions:
            self._dividend_screen(legal)
        if "buy_train" in actions and "pass" in actions:
            self._buy_and_finish_entry(legal.get("buy_train") or [])
        if any(a in actions for a in BOOK_ENTRIES) and "pass" in actions:
            self.entry_layout.addWidget(
                self._button("skip", self.tr("Nothing here (P)"), lambda: self.book("pass"))
            )
        # nothing to enter for the table (an auction, a stock round): the panel below says all
        self.entry_box.setVisible(self.entry_layout.count() > 0)

    def _laid_and_marker_next(self, snap: Snapshot, legal: Legal) -> bool:
        """Whether the acting company has booked a tile this turn and may lay another, with
        its station marker next (1880's second yellow tile)."""
        actions = self.document.actions()
        last = actions[-1] if actions else {}
        steps = {part["name"]: part["status"] for part in snap.get("steps") or []}
        return (
            last.get("type") == "book_tile"
            and last.get("entity") == legal.get("entity")
            and steps.get("token") == "to do"
        )

    def _tile_costs(self, choice: BookCostChoice) -> None:
        """A tile laid on the table: its cost, one button each (per gauge in 1849), or typed."""
        self.entry_box.setTitle(term(self.data.title, "lay track"))
        gauges = choice.get("gauges")
        if gauges:
            self._gauge_costs(gauges)
        else:
            self.entry_layout.addWidget(
                QLabel(self.tr("Lay the tile on the table, then its cost:"))
            )
            row = QHBoxLayout()
            for cost in choice["costs"]:
                row.addWidget(
                    self._button(
                        f"cost_{cost}",
                        self.money(cost),
                        lambda c=cost: self.book("book_tile", cost=c),
                    )
                )
            self.entry_layout.addLayout(row)
        other = QHBoxLayout()
        spin = QSpinBox()
        spin.setObjectName("cost")
        spin.setRange(0, choice["max"])
        spin.setSingleStep(10)
        spin.lineEdit().returnPressed.connect(self.submit_cost)
        self.widgets["cost"] = spin
        other.addWidget(QLabel(self.tr("Other cost:")))
        other.addWidget(spin)
        other.addWidget(self._button("book_cost", self.tr("Book"), self.submit_cost))
        self.entry_layout.addLayout(other)

    def _token_entries(self, choice: BookCostChoice) -> None:
        self.entry_box.setTitle(term(self.data.title, "place a token"))
        price = choice["costs"][0]
        self.entry_layout.addWidget(
            self._button(
                "book_token",
                self.tr("Station marker placed (%1)").replace("%1", self.money(price)),
                lambda: self.book("book_token"),
            )
        )
        # where the books must know a marker stands (1849: Messina, for the earthquake)
        for hex_id in choice.get("hexes") or []:
            text = (
                self.tr("Station marker placed in %1 (%2)")
                .replace("%1", self.place(hex_id))
                .replace("%2", self.money(price))
            )
            self.entry_layout.addWidget(
                self._button(
                    f"book_token_{hex_id}",
                    text,
                    lambda h=hex_id: self.book("book_token", hex=h),
                )
            )

    def _revenue_entry(self, choice: BookRevenueChoice) -> None:
        self.entry_box.setTitle(term(self.data.title, "run trains"))
        # the trains as players name them ("3", "2+2 (1)"), not the engine's ids
        trains = ", ".join(train_names(choice["trains"]).values())
        self.entry_layout.addWidget(
            QLabel(
                self.tr("Trains: %1. Type the revenue (or one per train) and Enter:").replace(
                    "%1", trains
                )
            )
        )
        bonus = choice.get("bonus")
        if bonus:  # 1849: the C.N.M.'s port marker
            self.entry_layout.addWidget(
                QLabel(
                    self.tr("A route to %1 earns %2 more.")
                    .replace("%1", self.place(bonus["hex"]))
                    .replace("%2", self.money(bonus["amount"]))
                )
            )
        row = QHBoxLayout()
        edit = QLineEdit()
        edit.setObjectName("revenue")
        edit.returnPressed.connect(self.submit_revenue)
        self.widgets["revenue"] = edit
        row.addWidget(edit, 1)
        # a company's run and its dividend in one: the number, then Pay out or Withhold
        if self.document.legal().get("entity_type") == "corporation":
            for kind in ("payout", "withhold"):
                row.addWidget(
                    self._button(
                        f"revenue_{kind}",
                        self._kind_name(kind),
                        lambda k=kind: self.submit_revenue(k),
                    )
                )
        self.entry_layout.addLayout(row)
        edit.setFocus()

    def _buy_and_finish_entry(self, offers: list[TrainChoice]) -> None:
        """The depot's next train bought and the turn finished in one press."""
        depot = [
            o for o in offers if o["source"] == "depot" and "exchange" not in o and "price" in o
        ]
        if not depot:
            return
        offer = depot[0]
        self.entry_box.setTitle(term(self.data.title, "buy trains"))
        self.entry_layout.addWidget(
            self._button(
                "buy_and_finish",
                self.tr("Buy a %1 train for %2 and finish")
                .replace("%1", offer["name"])
                .replace("%2", self.money(offer["price"])),
                lambda o=offer: self.buy_and_finish(o),
            )
        )

    def place(self, hex_id: str) -> str:
        """A hex as the players name it (by the nearest name where it has none)."""
        return names_for(self.data.title).place(hex_id)

    def _gauge_costs(self, gauges: dict[str, list[int]]) -> None:
        """1849: a row of costs for each gauge of the track the lay adds (the terrain's cost,
        narrow a quarter, standard half with the S.I.G.I.)."""
        title = self.data.title
        self.entry_layout.addWidget(
            QLabel(
                self.tr("Lay the tile on the table, then the gauge of its new track and its cost:")
            )
        )
        grid = QGridLayout()
        for r, (gauge, costs) in enumerate(gauges.items()):
            grid.addWidget(QLabel(term(title, GAUGE_TERMS.get(gauge, gauge))), r, 0)
            for c, cost in enumerate(costs):
                grid.addWidget(
                    self._button(
                        f"cost_{gauge}_{cost}",
                        self.money(cost),
                        lambda g=gauge, k=cost: self.book("book_tile", cost=k, gauge=g),
                    ),
                    r,
                    c + 1,
                )
        self.entry_layout.addLayout(grid)

    def _home_choices(self, offers: list[TokenChoice]) -> None:
        """A home the director chooses (1849's A.F.G.): one button a city."""
        self.entry_box.setTitle(term(self.data.title, "place a token"))
        self.entry_layout.addWidget(QLabel(self.tr("Where does the home station stand?")))
        for offer in offers:
            self.entry_layout.addWidget(
                self._button(
                    f"home_{offer['city']}",
                    self.place(offer["hex"]),
                    lambda o=offer: self.book("place_token", city=o["city"], slot=o["slot"]),
                )
            )

    def _station_slots(self, offers: list[BookSlotChoice]) -> None:
        """1849's advanced game: another company's station marker, at a price agreed on."""
        self.entry_box.setTitle(term(self.data.title, "buy a station slot"))
        grid = QGridLayout()
        for i, offer in enumerate(offers):
            if "hex" in offer:
                text = (
                    self.tr("%1's station in %2")
                    .replace("%1", offer["seller"])
                    .replace("%2", self.place(offer["hex"]))
                )
            else:
                text = self.tr("A station of %1").replace("%1", offer["seller"])
            spin = QSpinBox()
            spin.setObjectName(f"slot_price_{i}")
            spin.setRange(offer["min"], max(offer["min"], offer["max"]))
            spin.setSingleStep(10)
            self.widgets[f"slot_price_{i}"] = spin
            where = {"hex": offer["hex"]} if "hex" in offer else {}
            button = self._button(
                f"book_slot_{i}",
                self.tr("Buy"),
                lambda o=offer, sp=spin, w=where: self.book(
                    "book_slot", seller=o["seller"], price=sp.value(), **w
                ),
            )
            grid.addWidget(QLabel(text), i, 0)
            grid.addWidget(spin, i, 1)
            grid.addWidget(button, i, 2)
        self.entry_layout.addLayout(grid)

    def _connections(self, legal: Legal) -> None:
        """One button per corporation whose connection the table may declare: the corporation
        the acting investor joins, or (in a compact grid, as every corporation with an escrow
        may be listed) a corporation whose destination is reached."""
        reached = legal.get("destination_connection") or []
        if legal.get("entity_type") == "minor":
            for sym in reached:
                text = (
                    self.tr("%1's home joins the network of %2")
                    .replace("%1", self.who(legal.get("entity"), "minor"))
                    .replace("%2", sym)
                )
                self.entry_layout.addWidget(self._destination_button(sym, text))
            return
        # only the started corporations: one not yet started has no station to reach from
        corporations = self.document.snapshot()["corporations"]
        started = [
            s for s in reached if s in corporations and corporations[s]["president"] is not None
        ]
        if not started:
            return
        self.entry_layout.addWidget(QLabel(self.tr("Destination reached:")))
        grid = QGridLayout()
        for i, sym in enumerate(started):
            button = self._destination_button(sym, sym)
            button.setToolTip(self.tr("%1 reached its destination").replace("%1", sym))
            grid.addWidget(button, i // DESTINATION_COLUMNS, i % DESTINATION_COLUMNS)
        self.entry_layout.addLayout(grid)

    def _destination_button(self, sym: str, text: str) -> QPushButton:
        return self._button(
            f"destination_{sym}",
            text,
            lambda: self.book("destination_connection", corporations=[sym]),
        )

    def _dividend_screen(self, legal: Legal) -> None:
        """Every player's and the treasury's income for each choice, before it is confirmed."""
        title = self.data.title
        self.entry_box.setTitle(term(title, "pay dividends"))
        corp = str(legal.get("entity"))
        choice = legal["dividend"]
        revenue = choice["revenue"]
        names = self.names()
        table = QTableWidget()
        table.setObjectName("dividendTable")
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        kinds = choice["kinds"]
        table.setColumnCount(1 + len(kinds))
        headers = [self.tr("Receives")] + [self._kind_name(k) for k in kinds]
        table.setHorizontalHeaderLabels(headers)
        incomes: dict[str, dict[str, int]] = {}
        for kind in kinds:
            if kind == "withhold":
                incomes.setdefault(corp, {})[kind] = revenue
                continue
            for payout in choice.get("payouts", []):
                label = names.get(str(payout["holder"]), str(payout["holder"]))
                incomes.setdefault(label, {})[kind] = payout["amount"]
        players = [names.get(str(pid), str(pid)) for pid in snap_players(self.document)]
        labels = [label for label in players if label in incomes]
        labels += [k for k in incomes if k not in labels]
        table.setRowCount(len(labels))
        for r, label in enumerate(labels):
            shown = label
            if label == corp:
                shown = self.tr("%1 treasury").replace("%1", corp)
            table.setItem(r, 0, QTableWidgetItem(shown))
            for c, kind in enumerate(kinds):
                amount = incomes[label].get(kind, 0)
                table.setItem(r, c + 1, QTableWidgetItem(self.money(amount)))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.entry_layout.addWidget(
            QLabel(self.tr("%1 earns %2:").replace("%1", corp).replace("%2", self.money(revenue)))
        )
        self.entry_layout.addWidget(table)
        table.ensurePolished()  # the page's type, then every income shown, none scrolled to
        table.resizeRowsToContents()
        table.setFixedHeight(
            table.horizontalHeader().sizeHint().height()
            + table.verticalHeader().length()
            + 2 * table.frameWidth()
        )
        row = QHBoxLayout()
        for kind in kinds:
            row.addWidget(
                self._button(
                    f"dividend_{kind}",
                    self._kind_name(kind),
                    lambda k=kind: self.book("dividend", kind=k),
                )
            )
        self.entry_layout.addLayout(row)

    def _kind_name(self, kind: str) -> str:
        words = {"payout": "Pay out", "withhold": "Withhold"}
        return term(self.data.title, words[kind]) if kind in words else kind

    # --- the end ----------------------------------------------------------------------------

    def _scores(self, snap: Snapshot) -> None:
        """The final scores as the title values them (the engine's result)."""
        self.entry_box.setTitle(self.tr("Final scores"))
        names = self.names()
        grid = QGridLayout()
        players = snap.get("players") or {}
        ranking = sorted(players.items(), key=lambda kv: -int(kv[1].get("value", 0)))
        for r, (pid, player) in enumerate(ranking):
            value, cash = player.get("value", 0), player.get("cash", 0)
            grid.addWidget(QLabel(f"{r + 1}. {names.get(pid, pid)}"), r, 0)
            grid.addWidget(QLabel(self.money(value)), r, 1)
            grid.addWidget(QLabel(self.tr("(cash %1)").replace("%1", self.money(cash))), r, 2)
        box = QWidget()
        box.setObjectName("scores")
        box.setLayout(grid)
        self.widgets["scores"] = box
        self.entry_layout.addWidget(box)
        self.entry_layout.addWidget(
            self._button("save_scores", self.tr("Save as picture…"), self.save_scores_dialog)
        )

    def save_scores_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save final scores"), "scores.png", self.tr("Pictures (*.png)")
        )
        if path:
            self.save_scores(path)

    def save_scores(self, path: str) -> bool:
        """The scores and the board of the end as a picture (the whole view)."""
        if not self.grab().save(path, "PNG"):
            QMessageBox.warning(
                self,
                self.tr("Save final scores"),
                self.tr("The picture could not be written to %1.").replace("%1", path),
            )
            return False
        return True

    # --- corrections ------------------------------------------------------------------------

    def open_correction(self) -> None:
        # the window's child, not this view's: the view's light-on-dark style stays here
        dialog = CorrectionDialog(self.document, self.window())
        self.dialog = dialog

        def finished(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.act(dialog.action())
            self.dialog = None
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
