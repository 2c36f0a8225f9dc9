"""The players' and the companies' tables, each shown in a dock of its own (the companies'
table, wide with a column per player, goes where the window has the width for it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from railsdesk.engine.contract import Snapshot, train_name
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, term
from railsdesk.ui.money import certificate_count, format_money
from railsdesk.ui.names import names_for
from railsdesk.ui.titles import screens_for

# What a title's players owe, shown in a column of its own when someone owes anything: the
# title_view key, the column's term and its header's tooltip.
PLAYER_DEBTS: tuple[tuple[Literal["debts", "loan_penalties"], str, str], ...] = (
    (
        "debts",
        "Debt",
        QT_TRANSLATE_NOOP("PlayersWidget", "Owed to the bank, with its interest, until repaid"),
    ),
    (
        "loan_penalties",
        "Loan",
        QT_TRANSLATE_NOOP(
            "PlayersWidget", "What the bankruptcy loans take off the player's wealth at the end"
        ),
    ),
)

SYMBOL_ROLE = Qt.ItemDataRole.UserRole  # a company row's symbol, which a minor's name is not

# The companies' table's headers for the general words, narrow enough for a laptop's screen
# ("Erst-/ausgabe", "Marker" for "Bahnhofsmarker").
COLUMN_HEADERS: dict[str, Callable[[], str]] = {
    "Initial offering": lambda: QCoreApplication.translate(
        "PlayersWidget", "Initial offering", "companies' table header"
    ),
    "Bank pool": lambda: QCoreApplication.translate(
        "PlayersWidget", "Bank pool", "companies' table header"
    ),
    "Treasury": lambda: QCoreApplication.translate(
        "PlayersWidget", "Treasury", "companies' table header"
    ),
    "Tokens": lambda: QCoreApplication.translate(
        "PlayersWidget", "Tokens", "companies' table header"
    ),
    "Share price": lambda: QCoreApplication.translate(
        "PlayersWidget", "Share price", "companies' table header"
    ),
}


class PlayersWidget(QWidget):
    """The spreadsheet: players (cash, certificates, worth) and companies (shares, treasury,
    trains, tokens, price, last revenue). The players' table is this widget's own; the
    companies' table (``corps``) is shown apart. Clicking a company shows its last run."""

    corporationChosen = Signal(str)  # noqa: N815

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.players = FittedTable()
        self.corps = FittedTable()
        for t in (self.players, self.corps):
            t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            t.verticalHeader().setVisible(False)
            t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            t.verticalHeader().setDefaultSectionSize(t.fontMetrics().height() + 6)
        self.corps.setObjectName("companiesTable")
        self.players.setObjectName("playersTable")
        self.corps.cellClicked.connect(self._corp_clicked)
        layout.addWidget(self.players)
        self._last: tuple | None = None

    def set_state(self, snapshot: Snapshot, names: dict, current_player=None, extra=None) -> None:
        """Refill both tables; their columns fit their contents once, after the filling (a
        column fitted at every cell would make each change of the game slow)."""
        self._last = (snapshot, names, current_player, extra)
        for table in (self.players, self.corps):
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._fill(snapshot, names, current_player)
        for table in (self.players, self.corps):
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.updateGeometry()  # its dock learns the width its columns now need

    def _fill(self, snapshot: Snapshot, names: dict, current_player) -> None:
        money = lambda v: format_money(self.data.currency_format, v)  # noqa: E731
        self._fill_players(snapshot, names, current_player, money)
        self._fill_corporations(snapshot, names, money)

    def _fill_players(
        self, snapshot: Snapshot, names: dict, current_player, money: Callable[[object], str]
    ) -> None:
        """The players' table: cash, certificates, worth, privates and what each owes."""
        players = snapshot.get("players") or {}
        pids = list(players)
        n = len(pids)
        limit: int | str | None = snapshot.get("cert_limit")
        if not isinstance(limit, int):
            limit = (self.data.raw.get("cert_limit") or {}).get(str(n), "")
        headers = [
            self.tr("Player"), self.tr("Cash"), term(self.data.title, "Certificates"),
            self.tr("Worth"), term(self.data.title, "Private companies"),
        ]  # fmt: skip
        view = snapshot.get("title_view") or {}
        debts = [(view[key], word, tip) for key, word, tip in PLAYER_DEBTS if view.get(key)]
        first_debt = len(headers)
        headers += [term(self.data.title, word) for _, word, _ in debts]
        self.players.setColumnCount(len(headers))
        self.players.setHorizontalHeaderLabels([two_lines(h) for h in headers])
        for column, (_, _, tip) in enumerate(debts, start=first_debt):
            header_item = self.players.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(QCoreApplication.translate("PlayersWidget", tip))
        self.players.setRowCount(n)
        for r, pid in enumerate(pids):
            p = players[pid]
            certs = certificate_count(p.get("certs", 0))
            worth = player_worth(snapshot, pid)
            cells = [
                str(names.get(str(pid), pid)),
                money(p.get("cash", 0)),
                f"{certs}/{limit}" if limit != "" else str(certs),
                money(worth),
                ", ".join(p.get("companies") or []),
            ]
            cells += [money(owed[str(pid)]) if str(pid) in owed else "" for owed, _, _ in debts]
            for c, v in enumerate(cells):
                item = QTableWidgetItem(v)
                if c not in (0, 4):  # amounts to the right; names and privates as text
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if str(pid) == str(current_player):
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                    item.setBackground(QColor("#ffe9a8"))
                self.players.setItem(r, c, item)

    def _fill_corporations(
        self, snapshot: Snapshot, names: dict, money: Callable[[object], str]
    ) -> None:
        """The companies' table: one row per corporation, a column per player's shares; minors
        that operate (1880's foreign investors) sit beside the corporations."""
        players = snapshot.get("players") or {}
        pids = list(players)
        view = snapshot.get("title_view") or {}
        minors = operating_minors(snapshot)
        corps = {**(snapshot.get("corporations") or {}), **minors}
        syms = list(corps)
        # a title without a bank pool (1880: sold shares go back to the bank) shows no column
        has_pool = view.get("bank_pool", True)
        pool_header = [self._header("Bank pool")] if has_pool else []
        player_names = [str(names.get(str(pid), pid)) for pid in pids]
        # each header with its whole word as tooltip: the symbols in their colours need no
        # header, the players' names and the longest words a short form (the narrow tables of
        # a laptop)
        title = self.data.title
        headers = [("", self.tr("Company"))]
        headers += [(short_name(name, player_names), name) for name in player_names]
        headers += [
            self._header("Initial offering"), *pool_header, self._header("Treasury"),
            (term(title, "Trains"), ""), self._header("Tokens"), self._header("Share price"),
            (self.tr("Last revenue"), ""),
        ]  # fmt: skip
        # the title's own columns (1856's loans, 1849's company order), from its screens
        columns = screens_for(title).company_columns(view, money)
        headers += [(h, "") for h in columns.headers]
        # the privates companies own, once any does (the players' table has the players')
        owns_privates = any(c.get("companies") for c in corps.values())
        if owns_privates:
            headers.append((term(title, "Private companies"), ""))
        self.corps.setColumnCount(len(headers))
        self.corps.setHorizontalHeaderLabels([two_lines(h) for h, _ in headers])
        for column, (header, tip) in enumerate(headers):
            header_item = self.corps.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(tip or header)
        self.corps.setRowCount(len(syms))
        for r, sym in enumerate(syms):
            c = corps[sym]
            cells = [names_for(title).company(sym)]  # a minor by its rulebook name
            for pid in pids:
                pct = (players[pid].get("shares") or {}).get(sym, 0)
                mark = "*" if str(c.get("president")) == str(pid) else ""
                cells.append(f"{pct}%{mark}" if pct else mark if sym in minors else "")
            pool = [f"{c.get('pool', 0)}%" if c.get("pool") else ""] if has_pool else []
            trains, trains_tip = trains_cell(sym, c, columns)
            cells += [f"{c.get('ipo', 0)}%" if c.get("ipo") else "", *pool, money(c.get("cash", 0))]
            tips: dict[int, str] = {len(cells): trains_tip} if trains_tip else {}
            cells += [
                trains,
                tokens_text(self.data, sym, c),
                money(c["price"]) if c.get("price") else "",
                money(c["last_revenue"]) if c.get("last_revenue") is not None else "",
            ]
            for text, tip in columns.cells(sym):
                if tip:
                    tips[len(cells)] = tip
                cells.append(text)
            if owns_privates:
                privates = c.get("companies") or []
                tips[len(cells)] = ", ".join(self.data.company_name(p) for p in privates)
                cells.append(", ".join(privates))
            self._corporation_row(r, sym, cells, tips, bool(c.get("closed")))

    def _header(self, word: str) -> tuple[str, str]:
        """A column's header and tooltip for a game term: the language's narrow form of the
        general word (broken or shortened, the whole word in the tooltip), or the title's own
        word where its rulebook has one."""
        whole = term(self.data.title, word)
        if whole != QCoreApplication.translate("Terms", word):
            return whole, ""
        return COLUMN_HEADERS[word](), whole

    def _corporation_row(
        self, row: int, sym: str, cells: list[str], tips: dict[int, str], closed: bool
    ) -> None:
        """A company's row: its name in its colours (a corporation's full name, which a
        minor's name already is, in the tooltip), the rest centred, greyed once closed."""
        color, text_color = self.data.corp_qcolors(sym)
        for col, v in enumerate(cells):
            item = QTableWidgetItem(v)
            if col == 0:
                item.setBackground(color)
                item.setForeground(text_color)
                f = item.font()
                f.setBold(True)
                item.setFont(f)
                item.setData(SYMBOL_ROLE, sym)
                corporation = sym in self.data.corporations
                item.setToolTip(self.data.corp_name(sym) if corporation else v)
            else:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if col in tips:
                item.setToolTip(tips[col])
            if closed:
                item.setForeground(QColor("#999999"))
            self.corps.setItem(row, col, item)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.players.sizeHint() + QSize(4, 4)  # the layout's margins

    def retranslate(self) -> None:
        if self._last is not None:
            self.set_state(*self._last)

    def _corp_clicked(self, row: int, col: int) -> None:
        item = self.corps.item(row, 0)
        if item is not None and item.data(SYMBOL_ROLE):
            self.corporationChosen.emit(str(item.data(SYMBOL_ROLE)))


class FittedTable(QTableWidget):
    """A table that asks for the width of all its columns and the height of all its rows, so
    that the dock it is in is laid out to show it whole where there is room."""

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(needed_width(self), needed_height(self))


def operating_minors(snapshot: Snapshot) -> dict[str, Any]:
    """The minors that operate beside the corporations (1880's foreign investors): those
    with a president, not closed."""
    return {
        sym: minor
        for sym, minor in (snapshot.get("minors") or {}).items()
        if minor.get("president") is not None and not minor.get("closed")
    }


def tokens_text(data, sym: str, company: Mapping[str, Any]) -> str:
    """Station markers placed of those printed: "3/4" (a company with none printed, such as
    1856's national railway, counts those it placed)."""
    placed = len(company.get("tokens") or [])
    printed = (data.corporations.get(sym) or data.minors.get(sym) or {}).get("tokens") or []
    return f"{placed}/{max(len(printed), placed)}"


def trains_cell(sym: str, company: Mapping[str, Any], columns) -> tuple[str, str]:
    """A company's trains by name, each with its title's mark (1856's borrowed train); for one
    that owns none, the train it runs all the same (1880's investors), with its tooltip."""
    owned = " ".join(train_name(t) + columns.train_mark(t) for t in company.get("trains") or [])
    return (owned, "") if owned else columns.run_train(sym)


def needed_width(table: QTableWidget) -> int:
    """The width a table needs to show every column whole (with room for a vertical
    scroll bar, which appears when the dock is shorter than the rows)."""
    return (
        table.horizontalHeader().length()
        + 2 * table.frameWidth()
        + table.verticalScrollBar().sizeHint().width()
    )


def needed_height(table: QTableWidget) -> int:
    """The height a table needs to show its header and every row."""
    return (
        table.horizontalHeader().sizeHint().height()
        + table.verticalHeader().length()
        + 2 * table.frameWidth()
    )


def two_lines(header: str) -> str:
    """A header of several words on two lines, so that its column is no wider than its
    figures need ("Initial offering", "Last revenue")."""
    words = header.split(" ")
    if len(words) < 2 or len(header) <= 8:
        return header
    best = min(
        range(1, len(words)),
        key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))),
    )
    return " ".join(words[:best]) + "\n" + " ".join(words[best:])


def short_name(name: str, names: list[str], longest: int = 6) -> str:
    """A player's name as a column header: whole up to `longest` letters, else its first
    letters, as few as tell it from the other names (at least four), with a full stop."""
    if len(name) <= longest:
        return name
    others = [other for other in names if other != name]
    for length in range(4, len(name) - 1):
        prefix = name[:length]
        if not any(other.startswith(prefix) for other in others):
            return prefix + "."
    return name


def player_worth(snapshot: Mapping[str, Any], pid) -> int:
    """The player's worth as the engine values it for the final score (0 on a map only)."""
    player = (snapshot.get("players") or {}).get(str(pid))
    return int(player.get("value") or 0) if player is not None else 0
