"""The table view: the whole game on one full screen, in large type, to be read from across a
table (a laptop turned round, a TV). One key switches the main window's game to it and back
(Esc too); it works for hotseat and companion games alike, as it reads only the snapshot.

It shows the stock market with large company markers; per company its president, treasury,
share price, trains by their rulebook names, station markers placed of its total and the
title's own columns (1856's loans, 1849's bond); per player cash, certificates, shares,
privates and what he owes (1880's debt, 1849's loans); the round, who acts, the bank, the
phase and what the next train brings. The card game has no such view: its card table is
already the one screen the whole table reads.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from railsdesk.engine.contract import Snapshot
from railsdesk.ui.board.controller import color_name
from railsdesk.ui.docks.players import (
    PLAYER_DEBTS,
    operating_minors,
    tokens_text,
    trains_cell,
    two_lines,
)
from railsdesk.ui.docks.trains import PHASE_EVENTS, PHASE_RULES
from railsdesk.ui.i18n import phase_name, term, with_terms
from railsdesk.ui.logtext import bank_text, snapshot_round, step_text
from railsdesk.ui.money import certificate_count
from railsdesk.ui.names import names_for, player_names
from railsdesk.ui.session import GameSession
from railsdesk.ui.titledata import TitleData
from railsdesk.ui.titles import screens_for

BACKGROUND = "#101418"
TEXT = "#f4f4f4"
ACTING = "#ffd166"  # the acting company's or player's row
# the market's zones, dark enough for light text
ZONE_COLOURS = {"y": "#8a7a1c", "o": "#8a5418", "b": "#6b3b1e", "p": "#2c5d8a"}
PLAIN_CELL = "#1b2128"
STYLE = f"""
QWidget#tableView {{ background: {BACKGROUND}; }}
QWidget#tableView QLabel {{ color: {TEXT}; }}
QLabel#tableBanner {{ font-weight: bold; color: #ffffff; }}
QLabel#tableNext {{ color: {ACTING}; }}
QTableWidget {{ background: {PLAIN_CELL}; color: {TEXT}; gridline-color: #3a424c;
    border: none; }}
QHeaderView::section {{ background: #2a323c; color: {TEXT}; border: none; padding: 1px 3px; }}
QHeaderView {{ background: #2a323c; }}
"""
SMALLEST_TEXT = 9  # points: the tables' type shrinks no further to fit the screen


class MarketBoard(QWidget):
    """The title's printed stock market, each company's marker a coloured plate with its
    name in type as large as the cell allows (several markers on a cell share it)."""

    def __init__(self, data: TitleData, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.markers: dict[tuple[int, int], list[str]] = {}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(120)

    def set_state(self, snap: Snapshot) -> None:
        self.markers = {}
        for sym, corp in (snap.get("corporations") or {}).items():
            market = corp.get("market")
            if market and not corp.get("closed"):
                self.markers.setdefault((market[0], market[1]), []).append(sym)
        self.update()

    def cell_size(self) -> tuple[float, float]:
        grid = self.data.market
        columns = max((len(row) for row in grid), default=1)
        return self.width() / columns, self.height() / max(len(grid), 1)

    def marker_rects(self, cell: QRectF, syms: list[str]) -> list[QRectF]:
        """Where each of a cell's markers goes: one below the other, or in two columns when
        that makes their names larger."""
        return max(
            (self.plates(cell, len(syms), columns) for columns in (1, 2)),
            key=lambda plates: min(
                self.marker_pixel_size(plate, sym) for plate, sym in zip(plates, syms, strict=True)
            ),
        )

    @staticmethod
    def plates(cell: QRectF, count: int, columns: int) -> list[QRectF]:
        """A cell shared by markers in rows of `columns`."""
        rows = -(-count // columns)
        width, height = cell.width() / columns, cell.height() / rows
        return [
            QRectF(
                cell.left() + (i % columns) * width,
                cell.top() + (i // columns) * height,
                width,
                height,
            ).adjusted(1.5, 1.5, -1.5, -1.5)
            for i in range(count)
        ]

    def marker_pixel_size(self, rect: QRectF, text: str) -> int:
        """The largest type in which a marker's name fits its plate."""
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(100)
        width = QFontMetricsF(font).horizontalAdvance(text) or 1.0
        return max(6, int(min(rect.height() * 0.8, 100 * (rect.width() - 4) / width)))

    def marker_sizes(self) -> dict[str, int]:
        """The pixel size of each marker's name as now drawn."""
        width, height = self.cell_size()
        return {
            sym: self.marker_pixel_size(rect, sym)
            for syms in self.markers.values()
            for rect, sym in zip(
                self.marker_rects(QRectF(0, 0, width, height), syms), syms, strict=True
            )
        }

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width, height = self.cell_size()
        price_font = QFont(self.font())
        price_font.setPixelSize(max(8, int(min(height * 0.42, width * 0.3))))
        for r, row in enumerate(self.data.market):
            for c, cell in enumerate(row):
                if cell is None:
                    continue
                rect = QRectF(c * width, r * height, width, height)
                zone = next((z for z in cell.get("zone", "") if z in ZONE_COLOURS), "")
                painter.fillRect(rect, QColor(ZONE_COLOURS.get(zone, PLAIN_CELL)))
                painter.setPen(QPen(QColor("#3a424c")))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect)
                syms = self.markers.get((r, c), [])
                if not syms:
                    painter.setFont(price_font)
                    painter.setPen(QColor("#b8c0c8"))
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(cell["price"]))
                    continue
                for plate, sym in zip(self.marker_rects(rect, syms), syms, strict=True):
                    self._marker(painter, plate, sym)
        painter.end()

    def _marker(self, painter: QPainter, plate: QRectF, sym: str) -> None:
        colour, text_colour = self.data.corp_qcolors(sym)
        painter.setPen(QPen(QColor("#000000"), 1))
        painter.setBrush(colour)
        painter.drawRoundedRect(plate, 4, 4)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(self.marker_pixel_size(plate, sym))
        painter.setFont(font)
        painter.setPen(text_colour)
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, sym)


def read_only_table(name: str) -> QTableWidget:
    """A table to read, never to click: no scrollbars, no editing, no selection."""
    table = QTableWidget()
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setTextElideMode(Qt.TextElideMode.ElideNone)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def needed_size(table: QTableWidget) -> tuple[int, int]:
    """The width and height that show every column and row of a table whole."""
    frame = 2 * table.frameWidth()
    header = table.horizontalHeader()
    rows = table.verticalHeader().length()
    return header.length() + frame, header.sizeHint().height() + rows + frame


class TableView(QWidget):
    """The table view of a game, a full-screen window of its own over the main window."""

    closed = Signal()

    def __init__(self, document: GameSession, parent=None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tableView")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.document = document
        self.data = TitleData.load(document.title)
        self.text_size = (0, 0)  # the labels' and the tables' point sizes now (see fit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        self.margins = layout.contentsMargins()
        # the market beside the round, the next train and the players; the companies below
        # across the whole width
        top = QHBoxLayout()
        layout.addLayout(top, 1)
        self.market = MarketBoard(self.data)
        top.addWidget(self.market, 1)
        self.side = QWidget()
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.side)
        self.banner = QLabel()
        self.banner.setObjectName("tableBanner")
        self.facts = QLabel()
        self.facts.setObjectName("tableFacts")
        self.next_train = QLabel()
        self.next_train.setObjectName("tableNext")
        self.players = read_only_table("tablePlayers")
        for widget in (self.banner, self.facts, self.next_train, self.players):
            if isinstance(widget, QLabel):
                widget.setWordWrap(True)
            side.addWidget(widget)
        side.addStretch(1)
        self.companies = read_only_table("tableCompanies")
        layout.addWidget(self.companies)
        document.changed.connect(self.refresh)
        self.refresh()

    # --- reading the game -------------------------------------------------------------------

    def names(self) -> dict[str, str]:
        return player_names(self.document.players())

    def acting(self) -> str:
        """The company or player who acts now, as the table names it."""
        current = self.document.snapshot().get("current") or {}
        entity = current.get("entity")
        if entity is None:
            return ""
        if current.get("entity_type") == "player":
            return self.names().get(str(entity), str(entity))
        return names_for(self.data.title).company(entity)

    # --- showing it -------------------------------------------------------------------------

    def refresh(self) -> None:
        snap = self.document.snapshot()
        self._header(snap)
        self.market.set_state(snap)
        self._companies(snap)
        self._players(snap)
        self.fit()

    def _header(self, snap: Snapshot) -> None:
        title = self.data.title
        money = self.document.money
        if snap.get("finished"):
            self.banner.setText(term(title, "Game over"))
        else:
            current = snap.get("current") or {}
            entity, kind = current.get("entity"), current.get("entity_type")
            acting = (
                "" if entity is None else names_for(title).holder(snap, self.names(), entity, kind)
            )
            self.banner.setText(f"{snapshot_round(title, snap)} — {acting}" if acting else "")
        legal = self.document.legal()
        doing = step_text(title, legal, snap.get("current") or {}) if legal.get("actions") else ""
        bank = snap.get("bank")
        phase = self.data.phase(snap.get("phase"))
        facts = [
            bank_text(bank, money),
            f"{term(title, 'Phase')} {phase_name(title, snap.get('phase'))}",
            f"{term(title, 'Train limit')} {phase.get('train_limit', '')}",
        ]
        self.facts.setText(" · ".join([doing, *facts] if doing else facts))
        self.next_train.setText(self.next_train_text(snap))

    def next_train_text(self, snap: Snapshot) -> str:
        """The bank's next train, its price, and what buying it brings: a new phase with its
        tiles, train limit and events, and the trains that rust."""
        depot = snap.get("depot") or []
        if not depot:
            return self.tr("No trains left in the bank")
        name, price = str(depot[0]["name"]), depot[0]["price"]
        text = (
            self.tr("Next train: %1 for %2")
            .replace("%1", name)
            .replace("%2", self.document.money(price))
        )
        brings = self.train_brings(name, snap.get("phase"))
        return f"{text} — {'; '.join(brings)}" if brings else text

    def train_brings(self, train: str, current: str | None) -> list[str]:
        """What the first train of a kind changes, when it starts a phase not yet reached."""
        title = self.data.title
        names = [ph["name"] for ph in self.data.phases]
        starts = [ph for ph in self.data.phases if (ph.get("on") or ph["name"]) == train]
        if not starts or current not in names:
            return []
        phase = starts[0]
        if names.index(phase["name"]) <= names.index(current):
            return []
        colours = ", ".join(color_name(c) for c in phase.get("tiles", []))
        brings = [
            f"{term(title, 'Phase')} {phase_name(title, phase['name'])}",
            self.tr("tiles: %1").replace("%1", colours),
            f"{term(title, 'Train limit')} {phase.get('train_limit', '')}",
        ]
        brings += [
            self.tr("%1-trains rust").replace("%1", t["name"])
            for t in self.data.trains
            if t.get("rusts_on") == train
        ]
        spec = next((t for t in self.data.trains if t["name"] == train), {})
        for event in spec.get("events", []):
            if "when" not in event and event["type"] in PHASE_EVENTS:
                words = QCoreApplication.translate("TrainsWidget", PHASE_EVENTS[event["type"]])
                brings.append(with_terms(words, title))
        for status in phase.get("status", []):
            if status in PHASE_RULES:
                words = QCoreApplication.translate("TrainsWidget", PHASE_RULES[status])
                brings.append(with_terms(words, title))
        return brings

    def _companies(self, snap: Snapshot) -> None:
        """One row per started company (and per operating minor, 1880's investors), the
        acting one marked, with each player's share of it ("*": the president's)."""
        title, money = self.data.title, self.document.money
        names = self.names()
        players = snap.get("players") or {}
        view = snap.get("title_view") or {}
        minors = operating_minors(snap)
        corps = {
            sym: c
            for sym, c in {**(snap.get("corporations") or {}), **minors}.items()
            if not c.get("closed") and (c.get("president") is not None or c.get("floated"))
        }
        columns = screens_for(title).company_columns(view, money)
        with_privates = any(c.get("companies") for c in corps.values())
        headers = [
            self.tr("Company"), term(title, "President"), term(title, "Treasury"),
            term(title, "Share price"), term(title, "Trains"), term(title, "Tokens"),
            *columns.headers,
        ]  # fmt: skip
        if with_privates:
            headers.append(term(title, "Private companies"))
        headers += [names.get(pid, pid) for pid in players]
        rows: list[list[str]] = []
        for sym, c in corps.items():
            president = c.get("president")
            cells = [
                names_for(self.data.title).company(sym),
                names.get(str(president), str(president)) if president is not None else "—",
                money(c.get("cash", 0)),
                money(c["price"]) if c.get("price") else "",
                trains_cell(sym, c, columns)[0] or "—",
                tokens_text(self.data, sym, c),
                *(text for text, _ in columns.cells(sym)),
            ]
            if with_privates:
                cells.append(", ".join(c.get("companies") or []))
            for pid, p in players.items():
                percent = (p.get("shares") or {}).get(sym, 0)
                mark = "*" if str(president) == pid and sym not in minors else ""
                cells.append(f"{percent}%{mark}" if percent else mark)
            rows.append(cells)
        self._fill(self.companies, headers, rows, acting=self.acting())
        for r, sym in enumerate(corps):  # each company's name in its colours
            item = self.companies.item(r, 0)
            colour, text_colour = self.data.corp_qcolors(sym)
            if item is not None:
                item.setBackground(colour)
                item.setForeground(text_colour)

    def _players(self, snap: Snapshot) -> None:
        """One row per player: cash, certificates of the limit, privates and debts."""
        title, money = self.data.title, self.document.money
        names = self.names()
        players = snap.get("players") or {}
        view = snap.get("title_view") or {}
        debts = [(view[key], word) for key, word, _ in PLAYER_DEBTS if view.get(key)]
        limit = snap.get("cert_limit")
        headers = [
            self.tr("Player"), self.tr("Cash"), term(title, "Certificates"),
            term(title, "Private companies"), *(term(title, word) for _, word in debts),
        ]  # fmt: skip
        rows = []
        for pid, p in players.items():
            certs = certificate_count(p.get("certs", 0))
            rows.append(
                [
                    names.get(pid, pid),
                    money(p.get("cash", 0)),
                    f"{certs}/{limit}" if limit else certs,
                    ", ".join(p.get("companies") or []),
                    *(money(owed[pid]) if pid in owed else "" for owed, _ in debts),
                ]
            )
        self._fill(self.players, headers, rows, acting=self.acting())

    def _fill(
        self, table: QTableWidget, headers: list[str], rows: list[list[str]], acting: str
    ) -> None:
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels([two_lines(h) for h in headers])
        table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c > 0 and any(ch.isdigit() for ch in text[:3]):  # amounts, counts
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if cells[0] == acting:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setForeground(QColor(ACTING))
                table.setItem(r, c, item)

    # --- size -------------------------------------------------------------------------------

    def fit(self) -> None:
        """Type as large as the screen allows: it grows with the window (a TV reads as a
        laptop does); the tables' type shrinks until both show every column and row whole."""
        heading = round(max(SMALLEST_TEXT, self.height() / 48))
        size = heading
        while True:
            self._set_text_size(heading, size)
            if size <= SMALLEST_TEXT or self.tables_fit():
                return
            size -= 1

    def room(self) -> int:
        """The width the tables may take."""
        return self.width() - self.margins.left() - self.margins.right()

    def tables_fit(self) -> bool:
        """Whether both tables show every cell whole in their room: the companies' across
        the width in at most 40% of the height, the players' beside the market in at most
        40% of the width."""
        companies, players = needed_size(self.companies), needed_size(self.players)
        return (
            companies[0] <= self.room()
            and companies[1] <= self.height() * 0.4
            and players[0] <= self.room() * 0.4
            and players[1] <= self.height() * 0.4
        )

    def _set_text_size(self, heading: int, size: int) -> None:
        """The labels' type in points, the banner's larger, and the tables' (which fit)."""
        if (heading, size) == self.text_size:
            return
        self.text_size = (heading, size)
        self.setStyleSheet(
            STYLE
            + f"QLabel {{ font-size: {heading}pt; }}"
            + f"QLabel#tableBanner {{ font-size: {round(heading * 1.5)}pt; }}"
            + f"QTableWidget, QHeaderView {{ font-size: {size}pt; }}"
        )
        self.ensurePolished()
        for table in (self.companies, self.players):
            table.resizeColumnsToContents()
            table.resizeRowsToContents()
            width, height = needed_size(table)
            table.setFixedHeight(height)
        players_width = needed_size(self.players)[0]
        self.players.setFixedWidth(players_width)
        self.side.setFixedWidth(max(players_width, int(self.room() * 0.25)))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.text_size = (0, 0)
        self.fit()

    def show_full_screen(self, screen) -> None:
        """The whole screen the main window is on (its size given first: without a window
        manager full screen alone does not resize a window)."""
        self.setGeometry(screen.geometry())
        self.showFullScreen()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:  # back, as from any full screen
            self.close()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.document.changed.disconnect(self.refresh)
        self.closed.emit()
        super().closeEvent(event)


def table_view_for(document: object, parent: QWidget) -> TableView | None:
    """The table view of a document that has one (an 18xx game, hotseat or companion)."""
    return TableView(document, parent) if isinstance(document, GameSession) else None
