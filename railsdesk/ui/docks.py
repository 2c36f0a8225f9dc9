"""The docks' contents: tile tray, tile manifest, stock market, trains and phases, players and
companies, game log. Each renders from the session's snapshot and legal moves."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
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
    QVBoxLayout,
    QWidget,
)

from railsdesk.ui.board.paint import tile_pixmap
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, term, with_terms
from railsdesk.ui.money import format_money
from railsdesk.ui.titles import screens_for

TILE_PX = 64


def tile_counts(data, board) -> dict[str, tuple[int, int]]:
    """Tile name -> (remaining, total) from the manifest and the tiles on the board."""
    used: dict[str, int] = {}
    if board is not None:
        for hex_ in board.hexes.values():
            used[hex_.tile.name] = used.get(hex_.tile.name, 0) + 1
    counts = {}
    for name, spec in data.tiles.items():
        total = spec.get("count", 0)
        if total in ("unlimited", None) or (isinstance(total, int) and total < 0):
            counts[name] = (-1, -1)
        else:
            counts[name] = (max(0, int(total) - used.get(name, 0)), int(total))
    return counts


class TileButton(QWidget):
    """A tile in the tray. Press and drag it onto the board, or click it to carry it."""

    def __init__(self, tray: TileTray, name: str) -> None:
        super().__init__(tray)
        self.tray = tray
        self.name = name
        self.enabled_for_lay = False
        self.count_text = ""
        self._press: QPoint | None = None
        self._dragging = False
        self.setFixedSize(TILE_PX + 8, TILE_PX + 22)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        data = self.tray.data
        tile = data.tile_def(self.name)
        if tile is not None:
            pix = self.tray.pixmap(self.name)
            if not self.enabled_for_lay:
                p.setOpacity(0.3)
            p.drawPixmap(4, 2, pix)
            p.setOpacity(1.0)
        p.setPen(self.palette().text().color())
        f = QFont(self.font())
        f.setBold(self.enabled_for_lay)
        p.setFont(f)
        p.drawText(
            QRectF(0, TILE_PX + 2, self.width(), 18),
            Qt.AlignmentFlag.AlignCenter,
            f"{self.name}  {self.count_text}".strip(),
        )
        if self.tray.controller is not None and self.tray.controller.tool.tile == self.name:
            p.setPen(QPen(QColor(255, 140, 0), 3))
            p.drawRoundedRect(QRectF(1.5, 1.5, self.width() - 3, self.height() - 3), 6, 6)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._dragging = False

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        ctrl = self.tray.controller
        if self._press is None or ctrl is None or not self.enabled_for_lay:
            return
        pos = event.position().toPoint()
        if not self._dragging:
            if (pos - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = ctrl.begin(self.name)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging:
            ctrl.hover_at(ctrl.view.scene_pos_of_global(event.globalPosition().toPoint()))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        ctrl = self.tray.controller
        if event.button() != Qt.MouseButton.LeftButton:
            return  # only the left button's release drops (a right click cancels the drag)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self._press is None or ctrl is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            if ctrl.tool.tile == self.name:  # not cancelled on the way
                ctrl.drop_at(ctrl.view.scene_pos_of_global(event.globalPosition().toPoint()))
        elif self.enabled_for_lay:
            if ctrl.tool.tile == self.name:
                ctrl.cancel()
            else:
                ctrl.begin(self.name)  # carry it: hovering the board previews, a click lays
        else:
            ctrl.message.emit(self.toolTip())
        self.tray.update_buttons()


class TileTray(QScrollArea):
    """The tiles the acting company may lay now; others greyed with the reason."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.controller = None
        self.buttons: dict[str, TileButton] = {}
        self._pixmaps: dict = {}
        self._gauges: dict[str, frozenset[str]] = {}  # by tile name
        self.setWidgetResizable(True)
        self.setObjectName("tileTray")
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setSpacing(2)
        self.grid.setContentsMargins(2, 2, 2, 2)
        self.setWidget(self.inner)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.setMinimumWidth(2 * (TILE_PX + 8) + 28)

    def pixmap(self, name: str):
        """The tray's picture of a tile (drawn once)."""
        pix = self._pixmaps.get(name)
        if pix is None:
            tile = self.data.tile_def(name)
            pix = tile_pixmap(tile, 0, self.data.layout, TILE_PX, self.data.currency_format)
            self._pixmaps[name] = pix
        return pix

    def gauge_note(self, name: str) -> str:
        """The gauges of a tile with other track than standard gauge (1849), as a second line
        of its tooltip; "" for a tile of standard gauge only."""
        gauges = self._gauges.get(name)
        if gauges is None:
            tile = self.data.tile_def(name)
            gauges = frozenset(path.track for path in tile.paths) if tile else frozenset()
            self._gauges[name] = gauges
        if gauges <= {"broad"}:
            return ""
        words = {
            "broad": self.tr("standard gauge"),
            "narrow": self.tr("narrow gauge (drawn thin, with white ties)"),
            "dual": self.tr("dual gauge (drawn as two rails)"),
        }
        kinds = [words[g] for g in ("broad", "narrow", "dual") if g in gauges]
        return "\n" + self.tr("Track: %1").replace("%1", ", ".join(kinds))

    def set_state(self, board, legal: dict, phase: str | None) -> None:
        for b in self.buttons.values():
            b.setParent(None)
            b.deleteLater()
        self.buttons = {}
        while self.grid.count():
            self.grid.takeAt(0)
        counts = tile_counts(self.data, board)
        lay = legal.get("lay_tile") if "lay_tile" in legal.get("actions", []) else None
        layable = set()
        if isinstance(lay, dict):
            for opts in lay.values():
                layable.update(o["tile"] for o in opts if o.get("rotations"))
        colors = self.data.phase_tile_colors(phase)
        names = list(self.data.tiles)
        names.sort(key=lambda n: (n not in layable, _color_rank(self.data.tiles[n]["color"])))
        col_count = max(1, (self.viewport().width() - 4) // (TILE_PX + 10))
        row = col = 0
        for name in names:
            spec = self.data.tiles[name]
            remaining, total = counts.get(name, (0, 0))
            if spec["color"] not in colors and name not in layable:
                continue
            b = TileButton(self, name)
            b.enabled_for_lay = name in layable
            b.count_text = "∞" if remaining < 0 else f"×{remaining}"
            if name in layable:
                tip = self.tr("Tile %1: drag it onto a highlighted hex")
            elif remaining == 0:
                tip = self.tr("Tile %1: none left")
            elif lay is None:
                tip = self.tr("Tile %1: no track may be laid now")
            else:
                tip = self.tr("Tile %1: no hex the company reaches can take it")
            b.setToolTip(tip.replace("%1", name) + self.gauge_note(name))
            self.buttons[name] = b
            self.grid.addWidget(b, row, col)
            col += 1
            if col >= col_count:
                row, col = row + 1, 0
        self.grid.setRowStretch(row + 1, 1)
        self.grid.setColumnStretch(col_count, 1)

    def update_buttons(self) -> None:
        for b in self.buttons.values():
            b.update()


def _color_rank(color: str) -> int:
    order = ["yellow", "green", "brown", "gray"]
    return order.index(color) if color in order else 9


class ManifestWidget(QScrollArea):
    """Every tile of the title with how many are left."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.setWidgetResizable(True)
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setSpacing(4)
        self.labels: dict[str, QLabel] = {}
        names = sorted(data.tiles, key=lambda n: (_color_rank(data.tiles[n]["color"]), _num(n)))
        for i, name in enumerate(names):
            tile = data.tile_def(name)
            icon = QLabel()
            icon.setPixmap(tile_pixmap(tile, 0, data.layout, 48, data.currency_format))
            text = QLabel()
            text.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.labels[name] = text
            cell = QWidget()
            lay = QVBoxLayout(cell)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.setSpacing(0)
            lay.addWidget(icon, 0, Qt.AlignmentFlag.AlignCenter)
            lay.addWidget(text)
            self.grid.addWidget(cell, i // 4, i % 4)
        self.setWidget(self.inner)

    def set_state(self, board) -> None:
        for name, (remaining, total) in tile_counts(self.data, board).items():
            label = self.labels.get(name)
            if label is not None:
                label.setText(f"{name}: ∞" if total < 0 else f"{name}: {remaining}/{total}")
                label.setEnabled(remaining != 0)


def _num(name: str) -> int:
    digits = "".join(ch for ch in name if ch.isdigit())
    return int(digits) if digits else 0


class MarketWidget(QWidget):
    """The stock market grid with its colour zones, par values and company tokens."""

    ZONES = {"y": "#f5e6a3", "o": "#f5c28a", "b": "#c9a27a", "c": "#999999", "": "#fbf8f0"}

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.tokens: dict[tuple[int, int], list[str]] = {}
        self.par: dict[tuple[int, int], list[str]] = {}
        self.bonus: dict[str, int] = {}  # a zone letter's revenue bonus (1880)
        self.rows = len(data.market)
        self.cols = max((len(r) for r in data.market), default=0)
        self.setMinimumSize(self.cols * self.MIN_CELL[0] + 2, self.rows * self.MIN_CELL[1] + 2)

    MIN_CELL = (32, 30)
    MAX_CELL = (72, 60)

    @property
    def cell(self) -> QSize:
        """Cells grow with the dock (up to a limit) and shrink to a readable minimum."""
        cols, rows = max(1, self.cols), max(1, self.rows)
        w = min(self.MAX_CELL[0], max(self.MIN_CELL[0], (self.width() - 2) // cols))
        h = min(self.MAX_CELL[1], max(self.MIN_CELL[1], (self.height() - 2) // rows))
        h = min(h, int(w * 0.9) + 4)
        return QSize(w, max(self.MIN_CELL[1], h))

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.cols * 46 + 2, self.rows * 40 + 2)

    def set_state(self, snapshot: dict) -> None:
        self.tokens = {}
        self.bonus = (snapshot.get("title_view") or {}).get("bonus") or {}
        corps = snapshot.get("corporations") or {}
        for sym, c in corps.items():
            market = c.get("market")
            if market and not c.get("closed"):
                self.tokens.setdefault((int(market[0]), int(market[1])), []).append(sym)
        self.update()
        self.show_markers()

    def markers_rect(self) -> QRect:
        """The cells holding companies' markers (empty when there are none)."""
        w, h = self.cell.width(), self.cell.height()
        rect = QRect()
        for r, c in self.tokens:
            rect = rect.united(QRect(c * w, r * h, w + 2, h + 2))
        return rect

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        QTimer.singleShot(0, self.show_markers)  # once the scroll area knows the new size

    def show_markers(self) -> None:
        """Scroll the market (in its scroll area) so that the markers are in view."""
        area = self.parent().parent() if self.parent() is not None else None
        rect = self.markers_rect()
        if not isinstance(area, QScrollArea) or rect.isEmpty():
            return
        centre = rect.center()
        area.ensureVisible(centre.x(), centre.y(), rect.width() // 2 + 4, rect.height() // 2 + 4)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.cell.width(), self.cell.height()
        disc_d = max(16.0, min(26.0, h * 0.48))
        small = QFont(self.font())
        small.setPixelSize(max(10, round(disc_d * 0.55)))
        bold = QFont(self.font())
        bold.setPixelSize(max(11, round(h * 0.3)))
        bold.setBold(True)
        for r, row in enumerate(self.data.market):
            for c, cell in enumerate(row):
                if not cell:
                    continue
                zone = cell.get("zone") or ""
                color = next((v for k, v in self.ZONES.items() if k and k in zone), self.ZONES[""])
                rect = QRectF(c * w + 1, r * h + 1, w - 1, h - 1)
                p.setPen(QPen(QColor("#888888"), 1))
                p.setBrush(QColor(color))
                p.drawRect(rect)
                if "p" in zone:
                    p.setPen(QPen(QColor("#c0392b"), 2.5))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
                p.setPen(QColor("#222222"))
                p.setFont(bold)
                p.drawText(
                    rect.adjusted(2, 1, -2, 0), Qt.AlignmentFlag.AlignLeft, str(cell["price"])
                )
                bonus = max((self.bonus.get(letter, 0) for letter in zone), default=0)
                if bonus:  # the revenue a run earns more on this cell
                    text = f"+{bonus}"
                    beside = (
                        QFontMetricsF(bold).horizontalAdvance(str(cell["price"]))
                        + QFontMetricsF(small).horizontalAdvance(text)
                        + 6
                        <= rect.width()
                    )
                    # beside the price where the cell is wide enough, else below it
                    place = rect.adjusted(2, 1, -2, 0)
                    if not beside:
                        place.setTop(place.top() + QFontMetricsF(bold).height())
                    p.setPen(QColor("#1a6b1a"))
                    p.setFont(small)
                    corner = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
                    p.drawText(place, corner, text)
                syms = self.tokens.get((r, c), [])
                for i, sym in enumerate(syms):
                    color, text_color = self.data.corp_qcolors(sym)
                    d = min(disc_d, (w - 4 - disc_d) / max(1, len(syms) - 1))
                    cx = rect.left() + 2 + i * d
                    font = fitted_font(small, sym, disc_d - 2)
                    width = marker_width(font, sym, disc_d, w - 4)
                    disc = QRectF(cx, rect.bottom() - disc_d - 2, width, disc_d)
                    p.setPen(QPen(QColor("#111111"), 1))
                    p.setBrush(color)
                    p.drawRoundedRect(disc, disc_d / 2, disc_d / 2)
                    p.setPen(text_color)
                    p.setFont(font)
                    p.drawText(disc, Qt.AlignmentFlag.AlignCenter, sym)
        p.end()

    def corporations_at(self, row: int, col: int) -> list[str]:
        return list(self.tokens.get((row, col), []))


def marker_width(font: QFont, text: str, disc_d: float, room: float) -> float:
    """A market marker is a disc; a symbol wider than the disc at the smallest font widens it
    to a pill, as far as the cell has room."""
    return min(max(disc_d, QFontMetricsF(font).horizontalAdvance(text) + 2), room)


def fitted_font(base: QFont, text: str, width: float, smallest: int = 6) -> QFont:
    """The base font, smaller where needed for the whole text to fit the width."""
    font = QFont(base)
    while font.pixelSize() > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        font.setPixelSize(font.pixelSize() - 1)
    return font


def market_scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    return area


class TrainsWidget(QWidget):
    """Trains for sale and the phases, the current phase highlighted."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.phase_label = QLabel()
        self.phase_label.setWordWrap(True)
        layout.addWidget(self.phase_label)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        layout.addWidget(self.table, 3)
        # what each phase changes, the current one in bold
        self.changes = QLabel()
        self.changes.setObjectName("phaseChanges")
        self.changes.setWordWrap(True)
        self.changes.setTextFormat(Qt.TextFormat.RichText)
        self.changes.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        changes = QScrollArea()
        changes.setWidgetResizable(True)
        changes.setFrameShape(QFrame.Shape.NoFrame)
        changes.setWidget(self.changes)
        # it takes the room the dock has, never asks for more
        changes.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        layout.addWidget(changes, 2)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.setColumnCount(5)
        self.table.setHorizontalHeaderLabels(
            [term(self.data.title, "Train"), self.tr("Price"), self.tr("Left"), self.tr("Rusts on"),
             term(self.data.title, "Train limit")]
        )  # fmt: skip
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def set_state(self, snapshot: dict) -> None:
        phase_name = snapshot.get("phase")
        trains = self.data.trains
        left = snapshot.get("trains_left") or {}
        self.table.setRowCount(len(trains))
        phases = {ph.get("on") or ph["name"]: ph for ph in self.data.phases}
        for r, t in enumerate(trains):
            ph = phases.get(t["name"], {})
            remaining = left.get(t["name"])
            values = [
                t["name"],
                format_money(self.data.currency_format, t.get("price")),
                "∞" if remaining is None else str(remaining),
                str(t.get("rusts_on") or "–"),
                str(ph.get("train_limit", "")),
            ]
            for c, v in enumerate(values):
                item = QTableWidgetItem(v)
                if ph and ph["name"] == phase_name:
                    item.setBackground(QColor("#ffe9a8"))
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(r, c, item)
        self.changes.setText(self.phase_changes(phase_name))
        ph = self.data.phase(phase_name)
        colors = ", ".join(self.tr(c) for c in ph.get("tiles", []))
        self.phase_label.setText(
            with_terms(self.tr("%1 %2 — tiles: %3 — operating rounds: %4"), self.data.title)
            .replace("%1", term(self.data.title, "Phase"))
            .replace("%2", str(phase_name or ""))
            .replace("%3", colors)
            .replace("%4", str(ph.get("operating_rounds", "")))
        )

    def phase_changes(self, current: str | None) -> str:
        """One line per phase with the rules that hold in it and the events its first train
        brings (only the phase rules and events the program can name)."""
        events_by_train = {
            t["name"]: [e["type"] for e in t.get("events", []) if "when" not in e]
            for t in self.data.trains
        }
        title, lines = self.data.title, []
        for ph in self.data.phases:
            parts = [
                with_terms(QCoreApplication.translate("TrainsWidget", PHASE_EVENTS[e]), title)
                for e in events_by_train.get(ph.get("on") or ph["name"], [])
                if e in PHASE_EVENTS
            ]
            for status in ph.get("status", []):
                if status in PHASE_RULES:
                    rule = QCoreApplication.translate("TrainsWidget", PHASE_RULES[status])
                    parts.append(with_terms(rule, title))
                elif status.startswith("facing_") and status[7:].isdigit():
                    parts.append(self.tr("%1% sold to operate").replace("%1", status[7:] + "0"))
            if not parts:
                continue
            line = f"{term(self.data.title, 'Phase')} {ph['name']}: " + "; ".join(parts)
            lines.append(f"<b>{line}</b>" if ph["name"] == current else line)
        return "<br>".join(lines)


# The phase rules and events the trains dock describes (data keys -> sentences).
PHASE_RULES = {
    "escrow": QT_TRANSLATE_NOOP("TrainsWidget", "new companies: escrow capitalization"),
    "incremental": QT_TRANSLATE_NOOP("TrainsWidget", "new companies: incremental capitalization"),
    "fullcap": QT_TRANSLATE_NOOP("TrainsWidget", "new companies: full capitalization"),
    "can_buy_companies": QT_TRANSLATE_NOOP(
        "TrainsWidget", "companies may buy {term:Private companies:lower}"
    ),
    "upgradeable_towns": QT_TRANSLATE_NOOP(
        "TrainsWidget", "towns may become cities or plain track"
    ),
    "no_loans": QT_TRANSLATE_NOOP("TrainsWidget", "no more loans"),
    "blue_zone": QT_TRANSLATE_NOOP("TrainsWidget", "the blue zone of the stock market opens"),
}
PHASE_EVENTS = {
    "close_companies": QT_TRANSLATE_NOOP("TrainsWidget", "{term:Private companies} close"),
    "nationalization": QT_TRANSLATE_NOOP(
        "TrainsWidget", "loans are repaid, or the indebted companies form the CGR"
    ),
    "remove_tokens": QT_TRANSLATE_NOOP("TrainsWidget", "the port marker leaves the map"),
    "green_par": QT_TRANSLATE_NOOP("TrainsWidget", "companies may also start at L.144"),
    "brown_par": QT_TRANSLATE_NOOP("TrainsWidget", "companies may also start at L.216"),
    "earthquake": QT_TRANSLATE_NOOP(
        "TrainsWidget",
        "earthquake in Messina: its stations are lost, its tile goes back to the printed one, "
        "and it is not upgraded until the next stock round",
    ),
}

# Colour names as the trains dock shows them (marked for the translation tools).
_COLOR_WORDS = [
    QT_TRANSLATE_NOOP("TrainsWidget", "yellow"),
    QT_TRANSLATE_NOOP("TrainsWidget", "green"),
    QT_TRANSLATE_NOOP("TrainsWidget", "brown"),
    QT_TRANSLATE_NOOP("TrainsWidget", "gray"),
]


# What a title's players owe, shown in a column of its own when someone owes anything: the
# title_view key, the column's term and its header's tooltip.
PLAYER_DEBTS = (
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


class PlayersWidget(QWidget):
    """The spreadsheet: players (cash, certificates, worth) and companies (shares, treasury,
    trains, tokens, price, last revenue). Clicking a company shows its last run."""

    corporationChosen = Signal(str)  # noqa: N815

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.player_colors: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.players = QTableWidget()
        self.corps = QTableWidget()
        for t in (self.players, self.corps):
            t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            t.verticalHeader().setVisible(False)
            t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            t.verticalHeader().setDefaultSectionSize(t.fontMetrics().height() + 6)
            split.addWidget(t)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        self.split = split
        self._needs: tuple[int, int] | None = None  # the tables' widths when last shared
        self.corps.cellClicked.connect(self._corp_clicked)
        layout.addWidget(split)
        self._last: tuple | None = None

    def set_state(self, snapshot: dict, names: dict, current_player=None, extra=None) -> None:
        """Refill both tables; their columns fit their contents once, after the filling (a
        column fitted at every cell would make each change of the game slow)."""
        self._last = (snapshot, names, current_player, extra)
        for table in (self.players, self.corps):
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._fill(snapshot, names, current_player)
        for table in (self.players, self.corps):
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        QTimer.singleShot(0, self._share_when_needs_change)  # once the columns have their size

    def _fill(self, snapshot: dict, names: dict, current_player) -> None:
        money = lambda v: format_money(self.data.currency_format, v)  # noqa: E731
        players = snapshot.get("players") or {}
        corps = snapshot.get("corporations") or {}
        companies = snapshot.get("companies") or {}
        pids = list(players)
        n = len(pids)
        limit = snapshot.get("cert_limit")
        if not isinstance(limit, int):
            limit = (self.data.raw.get("cert_limit") or {}).get(str(n), "")
        # players table
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
            header_item.setToolTip(QCoreApplication.translate("PlayersWidget", tip))
        self.players.setRowCount(n)
        for r, pid in enumerate(pids):
            p = players[pid]
            certs = p.get("certs", 0)
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
        # companies table: one row per corporation, a column per player's shares; minors that
        # operate (1880's foreign investors) sit beside the corporations
        minors = {
            sym: m
            for sym, m in (snapshot.get("minors") or {}).items()
            if m.get("president") is not None and not m.get("closed")
        }
        corps = {**corps, **minors}
        syms = list(corps)
        # a title without a bank pool (1880: sold shares go back to the bank) shows no column
        has_pool = view.get("bank_pool", True)
        pool_header = [term(self.data.title, "Bank pool")] if has_pool else []
        headers = [self.tr("Company")] + [str(names.get(str(pid), pid)) for pid in pids] + [
            term(self.data.title, "Initial offering"), *pool_header,
            term(self.data.title, "Treasury"), term(self.data.title, "Trains"),
            term(self.data.title, "Tokens"), term(self.data.title, "Share price"),
            self.tr("Last revenue"),
        ]  # fmt: skip
        # the title's own columns (1856's loans, 1849's company order), from its screens
        columns = screens_for(self.data.title).company_columns(view, money)
        national = view.get("national") or {}
        headers += columns.headers
        self.corps.setColumnCount(len(headers))
        self.corps.setHorizontalHeaderLabels([two_lines(h) for h in headers])
        self.corps.setRowCount(len(syms))
        total_tokens = {s: len(c.get("tokens", [])) for s, c in self.data.corporations.items()}
        for r, sym in enumerate(syms):
            c = corps[sym]
            cells = [sym]
            for pid in pids:
                pct = (players[pid].get("shares") or {}).get(sym, 0)
                mark = "*" if str(c.get("president")) == str(pid) else ""
                cells.append(f"{pct}%{mark}" if pct else mark if sym in minors else "")
            trains = c.get("trains") or []
            train_names = [
                (t.split("-")[0] if isinstance(t, str) else str(t))
                + ("*" if t == national.get("borrowed_train") else "")
                for t in trains
            ]
            placed = len(c.get("tokens") or [])
            total = total_tokens.get(sym, placed)
            pool = [f"{c.get('pool', 0)}%" if c.get("pool") else ""] if has_pool else []
            cells += [
                f"{c.get('ipo', 0)}%" if c.get("ipo") else "",
                *pool,
                money(c.get("cash", 0)),
                " ".join(train_names),
                f"{placed}/{total}",
                money(c["price"]) if c.get("price") else "",
                money(c["last_revenue"]) if c.get("last_revenue") is not None else "",
            ]
            tips: dict[int, str] = {}
            for text, tip in columns.cells(sym):
                if tip:
                    tips[len(cells)] = tip
                cells.append(text)
            color, text_color = self.data.corp_qcolors(sym)
            for col, v in enumerate(cells):
                item = QTableWidgetItem(v)
                if col == 0:
                    item.setBackground(color)
                    item.setForeground(text_color)
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                    item.setToolTip(self.data.corp_name(sym))
                else:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col in tips:
                    item.setToolTip(tips[col])
                if c.get("closed"):
                    item.setForeground(QColor("#999999"))
                self.corps.setItem(r, col, item)
        self.companies_owned = companies

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        QTimer.singleShot(0, self._share_width)  # once the splitter has the new size

    def _share_when_needs_change(self) -> None:
        """Share the room again when a table's columns grew or shrank (a private bought, a new
        language), not at every change of the game, so a splitter the user moved stays."""
        if self._needs != (needed_width(self.players), needed_width(self.corps)):
            self._share_width()

    def _share_width(self) -> None:
        """Each table as wide as its columns need when both fit (the companies' table takes
        what is left over); else the room shared in proportion to their needs."""
        players, corps = needed_width(self.players), needed_width(self.corps)
        total = self.split.width() - self.split.handleWidth()
        if total <= 100 or players + corps <= 0:
            return
        self._needs = (players, corps)
        left = players if players + corps <= total else total * players // (players + corps)
        self.split.setSizes([left, total - left])

    def retranslate(self) -> None:
        if self._last is not None:
            self.set_state(*self._last)

    def _corp_clicked(self, row: int, col: int) -> None:
        item = self.corps.item(row, 0)
        if item is not None and item.text():
            self.corporationChosen.emit(item.text())


def needed_width(table: QTableWidget) -> int:
    """The width a table needs to show every column whole."""
    bar = table.verticalScrollBar()
    return (
        table.horizontalHeader().length()
        + 2 * table.frameWidth()
        + (bar.sizeHint().width() if bar.isVisible() else 0)
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


def player_worth(snapshot: dict, pid) -> int:
    """The player's worth as the engine values it for the final score (0 on a map only)."""
    p = (snapshot.get("players") or {}).get(str(pid)) or {}
    return int(p.get("value") or 0)


class LogList(QListWidget):
    """The log's list: ``movedByKey`` when a key (arrows, Page Up/Down, Home, End) moves the
    current entry. Only keys count: the list also picks a current entry by itself, e.g. when
    it gets the focus."""

    movedByKey = Signal(QListWidgetItem)  # noqa: N815

    def keyPressEvent(self, event) -> None:  # noqa: N802
        before = self.currentItem()
        super().keyPressEvent(event)
        item = self.currentItem()
        if item is not None and item is not before:
            self.movedByKey.emit(item)


class LogWidget(QWidget):
    """The game log as sentences; clicking an entry shows the game as it was then."""

    entryChosen = Signal(int)  # noqa: N815 - index of the action (-1 = the present)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.list = LogList()
        self.list.setWordWrap(True)
        self.list.setObjectName("logList")
        self.list.itemClicked.connect(self._clicked)
        # the arrow keys browse the history as clicks do
        self.list.movedByKey.connect(self._clicked)
        self._chosen: int | None = None  # the action shown (None: the present)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.history_label = QLabel()
        self.present = QPushButton()
        self.present.clicked.connect(lambda: self.entryChosen.emit(-1))
        self.present.setVisible(False)
        row.addWidget(self.history_label, 1)
        row.addWidget(self.present)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.present.setText(self.tr("Back to the present"))

    def set_entries(self, entries: list[tuple[int, str]]) -> None:
        """(action index, sentence) pairs, oldest first. Unchanged entries are kept."""
        lst = self.list
        same = 0
        for index, text in entries:
            if same >= lst.count():
                break
            item = lst.item(same)
            if item.data(Qt.ItemDataRole.UserRole) != index or item.text() != text:
                break
            same += 1
        if same == lst.count() == len(entries):
            return
        at_end = lst.verticalScrollBar().value() >= lst.verticalScrollBar().maximum() - 2
        while lst.count() > same:
            lst.takeItem(lst.count() - 1)
        for index, text in entries[same:]:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, index)
            lst.addItem(item)
        if at_end or same == 0:
            lst.scrollToBottom()

    def set_history(self, index: int | None, text: str = "") -> None:
        self._chosen = index
        self.present.setVisible(index is not None)
        self.history_label.setText(text if index is not None else "")

    def _clicked(self, item: QListWidgetItem) -> None:
        """Show the entry's moment (once: a key held down repeats)."""
        index = item.data(Qt.ItemDataRole.UserRole)
        if index is not None and int(index) != self._chosen:
            self._chosen = int(index)
            self.entryChosen.emit(int(index))


EXPAND = QSizePolicy.Policy.Expanding
