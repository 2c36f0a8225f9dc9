"""The stock market dock: the grid with its colour zones, par values and company markers."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QScrollArea, QWidget

from railsdesk.engine.contract import Snapshot


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

    def set_state(self, snapshot: Snapshot) -> None:
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
        viewport = self.parent()
        area = viewport.parent() if viewport is not None else None
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
