"""Cards on the table: shares and cities drawn with QPainter, and the display's columns.

A column lists its cards from top to bottom; the last one is the card that can be taken. The
cards above it are covered: only their top strip shows, as on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from railsdesk.ui.nar.text import company_colour, money, symbols_text, text_colour, translate

ACCENT = QColor("#d35400")
CITY_BG = QColor("#fbfaf5")
START_BG = QColor("#e9c46a")  # the start cities' ochre
COST_RED = QColor("#b03a2e")
REVENUE_GREEN = QColor("#1e8449")
SYMBOL_BLUE = QColor("#1f4e79")


class CardButton(QAbstractButton):
    """One card. ``info`` for a share: {"company", "name", "colour"}; for a city: {"id", "name",
    "cost", "revenue", "symbols", "start_city"} (values None while unknown)."""

    def __init__(self, kind: str, parent=None) -> None:
        super().__init__(parent)
        self.kind = kind  # "share" | "city"
        self.info: dict = {}
        self.covered = False
        self.active = False
        self.selected = False
        self.column = -1
        self.row = -1
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def set_card(self, info: dict, covered: bool, active: bool, clickable: bool) -> None:
        self.info = info
        self.covered = covered
        self.active = active
        self.setEnabled(clickable)
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
        )
        self.setToolTip(self.tooltip())
        self.setAccessibleName(self.tooltip())
        self.update()

    def card_id(self) -> str:
        return str(self.info.get("id") or self.info.get("company") or "")

    def tooltip(self) -> str:
        i = self.info
        if self.kind == "share":
            return translate("NarTable", "Share of %1").replace("%1", str(i.get("name", "")))
        if i.get("cost") is None and i.get("revenue") is None:
            return translate("NarTable", "%1 (values not entered yet)").replace(
                "%1", str(i.get("name", ""))
            )
        return (
            translate("NarTable", "%1 — cost %2, revenue %3, Coast-to-Coast symbols: %4")
            .replace("%4", str(i.get("symbols") if i.get("symbols") is not None else "?"))
            .replace("%3", money(i.get("revenue")))
            .replace("%2", money(i.get("cost")))
            .replace("%1", str(i.get("name", "")))
        )

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(90, 62) if self.kind == "share" else QSize(132, 80)

    # --- painting -------------------------------------------------------------------------------

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self.kind == "share":
            self._paint_share(p, r)
        else:
            self._paint_city(p, r)
        if self.active or self.selected:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(ACCENT if self.active else QColor("#2471a3"), 3.2))
            p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 7, 7)
        if self.hasFocus():
            p.setPen(QPen(QColor("#2471a3"), 1.2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(r.adjusted(4, 4, -4, -4), 5, 5)
        p.end()

    def _frame(self, p: QPainter, r: QRectF, fill: QColor) -> None:
        p.setPen(QPen(QColor("#5d6d7e"), 1.0))
        p.setBrush(fill)
        p.drawRoundedRect(r, 7, 7)

    def _font(self, scale: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(max(6.0, f.pointSizeF() * scale))
        f.setBold(bold)
        return f

    def _paint_share(self, p: QPainter, r: QRectF) -> None:
        colour = company_colour(self.info.get("colour"))
        self._frame(p, r, colour)
        ink = text_colour(colour)
        p.setPen(ink)
        name = str(self.info.get("name", ""))
        if self.covered:
            p.setFont(self._font(0.85, True))
            p.drawText(r.adjusted(8, 1, -6, 0), Qt.AlignmentFlag.AlignLeft, name)
            return
        inner = r.adjusted(5, 5, -5, -5)
        p.setPen(QPen(ink, 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, 5, 5)
        font = self._font(1.05, True)
        while font.pointSizeF() > 6.5:
            p.setFont(font)
            if p.fontMetrics().horizontalAdvance(name) <= inner.width() - 8:
                break
            font.setPointSizeF(font.pointSizeF() - 0.5)
        p.setFont(font)
        p.drawText(
            inner.adjusted(4, 2, -4, -inner.height() / 2), Qt.AlignmentFlag.AlignCenter, name
        )
        p.setFont(self._font(0.8))
        p.drawText(
            inner.adjusted(4, inner.height() / 2, -4, -2),
            Qt.AlignmentFlag.AlignCenter,
            translate("NarTable", "Share"),
        )

    def _paint_city(self, p: QPainter, r: QRectF) -> None:
        start = bool(self.info.get("start_city"))
        self._frame(p, r, START_BG if start else CITY_BG)
        name = str(self.info.get("name", ""))
        cost, revenue, symbols = (
            self.info.get("cost"),
            self.info.get("revenue"),
            self.info.get("symbols"),
        )
        if self.covered:
            band = QRectF(r.left() + 6, r.top() + 1, r.width() - 12, 15)
            p.setFont(self._font(0.75, True))
            fm = p.fontMetrics()
            right = band.right()
            if cost is None and revenue is None:
                p.setPen(QColor("#555555"))
                p.drawText(band, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "?")
                right -= fm.horizontalAdvance("?") + 4
            else:
                parts = [(symbols_text(symbols) if symbols else "", SYMBOL_BLUE)]
                parts.append((money(revenue), REVENUE_GREEN))
                if not start:
                    parts.append((money(cost), COST_RED))
                for text, colour in parts:
                    if not text:
                        continue
                    w = fm.horizontalAdvance(text)
                    p.setPen(colour)
                    p.drawText(
                        QRectF(right - w, band.top(), w, band.height()),
                        Qt.AlignmentFlag.AlignVCenter,
                        text,
                    )
                    right -= w + 5
            p.setPen(QColor("#222222"))
            p.setFont(self._font(0.8, True))
            name_rect = QRectF(
                band.left(), band.top(), max(0.0, right - band.left()), band.height()
            )
            p.drawText(
                name_rect,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                p.fontMetrics().elidedText(
                    name, Qt.TextElideMode.ElideRight, int(name_rect.width())
                ),
            )
            return
        # name band
        p.setPen(QColor("#222222"))
        p.setFont(self._font(0.9, True))
        band = QRectF(r.left() + 6, r.top() + 3, r.width() - 12, 18)
        p.drawText(
            band,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
            p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(band.width())),
        )
        lower = QRectF(r.left() + 6, r.bottom() - 28, r.width() - 12, 22)
        p.setFont(self._font(0.95, True))
        if not start:
            cost_box = QRectF(lower.left(), lower.top(), lower.width() * 0.4, lower.height())
            p.setPen(QPen(COST_RED, 1.2))
            p.setBrush(QColor("#fdedec"))
            p.drawRoundedRect(cost_box, 4, 4)
            p.drawText(cost_box, Qt.AlignmentFlag.AlignCenter, money(cost))
        rev_box = QRectF(
            lower.right() - lower.width() * 0.4, lower.top(), lower.width() * 0.4, lower.height()
        )
        p.setPen(QPen(REVENUE_GREEN, 1.2))
        p.setBrush(QColor("#e9f7ef"))
        p.drawRoundedRect(rev_box, 4, 4)
        p.drawText(rev_box, Qt.AlignmentFlag.AlignCenter, money(revenue))
        if not start:
            mid = QRectF(
                r.left() + 6, band.bottom() + 1, r.width() - 12, lower.top() - band.bottom()
            )
            self._paint_symbols(p, mid, symbols)

    def _paint_symbols(self, p: QPainter, area: QRectF, count) -> None:
        if count is None:
            p.setPen(QColor("#555555"))
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, "?")
            return
        size = min(12.0, area.height() - 4)
        gap = 4.0
        total = count * size + max(0, count - 1) * gap
        x = area.center().x() - total / 2
        y = area.center().y() - size / 2
        p.setPen(QPen(SYMBOL_BLUE, 1.0))
        p.setBrush(SYMBOL_BLUE)
        for _ in range(int(count)):
            path = QPainterPath()
            path.moveTo(x + size / 2, y)
            path.lineTo(x + size, y + size / 2)
            path.lineTo(x + size / 2, y + size)
            path.lineTo(x, y + size / 2)
            path.closeSubpath()
            p.drawPath(path)
            x += size + gap


class ColumnWidget(QWidget):
    """One column of a display. ``cardClicked(column, row)`` when a clickable card is pressed."""

    cardClicked = Signal(int, int)  # noqa: N815

    def __init__(self, kind: str, column: int, rows: int, parent=None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.column = column
        self.rows = rows
        self.cards: list[CardButton] = []
        proto = CardButton(kind)
        self.card_size = proto.sizeHint()
        proto.deleteLater()
        self.strip = 18 if kind == "share" else 19
        self.setFixedSize(
            self.card_size.width() + 4, (rows - 1) * self.strip + self.card_size.height() + 4
        )
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.empty = True

    def set_cards(self, infos: list[dict], active: bool, clickable_rows: set[int]) -> None:
        """Show ``infos`` top to bottom; the last card is drawn whole and is ``active`` (it can
        be taken now); rows in ``clickable_rows`` respond to clicks."""
        while len(self.cards) < len(infos):
            card = CardButton(self.kind, self)
            card.column = self.column
            card.row = len(self.cards)
            card.clicked.connect(lambda _=False, c=card: self.cardClicked.emit(c.column, c.row))
            self.cards.append(card)
        for i, card in enumerate(self.cards):
            if i >= len(infos):
                card.hide()
                continue
            last = i == len(infos) - 1
            card.set_card(
                infos[i], covered=not last, active=last and active, clickable=i in clickable_rows
            )
            card.setGeometry(
                2,
                2 + i * self.strip,
                self.card_size.width(),
                self.card_size.height() if last else self.strip + 8,
            )
            card.show()
            card.raise_()
        self.empty = not infos
        self.update()

    def bottom_card(self) -> CardButton | None:
        shown = [c for c in self.cards if not c.isHidden()]
        return shown[-1] if shown else None

    def paintEvent(self, event) -> None:  # noqa: N802
        if not self.empty:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(2, 2, self.card_size.width(), self.card_size.height())
        p.setPen(QPen(QColor("#95a5a6"), 1.2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 7, 7)
        p.setPen(QColor("#7f8c8d"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, translate("NarTable", "empty"))
        p.end()
