"""Cards on the table: shares and cities drawn with QPainter, and the display's columns.

A column lists its cards from top to bottom; the last one is the card that can be taken. The
cards above it are covered: only their top strip shows, as on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from railsdesk.ui.nar.text import (
    company_colour,
    money,
    short_name,
    symbols_text,
    text_colour,
    translate,
)

ACCENT = QColor("#d35400")
CITY_BG = QColor("#fbfaf5")
START_BG = QColor("#e9c46a")  # the start cities' ochre
COST_RED = QColor("#b03a2e")
REVENUE_GREEN = QColor("#1e8449")
SYMBOL_BLUE = QColor("#1f4e79")
MIN_POINTS = 6.0  # the smallest text on a card
READABLE_POINTS = 7.0  # a covered share's name smaller than this is shown by its initials
WRAP = Qt.TextFlag.TextWordWrap
CARD_SIZE = {"share": (90, 62), "city": (132, 80)}  # a whole card at full size
MIN_CARD_WIDTH = {"share": 74, "city": 108}  # narrower windows shrink the cards to this
COVERED_SHARE = 18  # the visible strip of a covered card
COVERED_CITY = 30


class Piece:
    """One text on a card: where it goes and how it is drawn."""

    def __init__(self, text: str, rect: QRectF, font: QFont, flags, colour: QColor) -> None:
        self.text = text
        self.rect = rect
        self.font = font
        self.flags = flags
        self.colour = colour

    def fits(self) -> bool:
        needed = QFontMetricsF(self.font).boundingRect(self.rect, int(self.flags), self.text)
        return needed.width() <= self.rect.width() + 0.5 and needed.height() <= (
            self.rect.height() + 0.5
        )


class CardButton(QAbstractButton):
    """One card. ``info`` for a share: {"company", "name", "colour"}; for a city: {"id", "name",
    "cost", "revenue", "symbols", "start_city"} (values None while unknown)."""

    def __init__(self, kind: str, parent=None) -> None:
        super().__init__(parent)
        self.kind = kind  # "share" | "city"
        self.info: dict = {}
        self.covered = False
        self.active = False
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
        return QSize(*CARD_SIZE[self.kind])

    # --- painting -------------------------------------------------------------------------------

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self.kind == "share":
            self._paint_share(p, r)
        else:
            self._paint_city(p, r)
        for piece in self.texts(r):
            p.setPen(piece.colour)
            p.setFont(piece.font)
            p.drawText(piece.rect, piece.flags, piece.text)
        if self.active:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(ACCENT, 3.2))
            p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 7, 7)
        if self.hasFocus():
            p.setPen(QPen(QColor("#2471a3"), 1.2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(r.adjusted(4, 4, -4, -4), 5, 5)
        p.end()

    def clipped_texts(self) -> list[str]:
        """Texts of the card that do not fit their place (the fonts shrink first; a name so long
        that it does not fit even then is listed here)."""
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        return [piece.text for piece in self.texts(r) if not piece.fits()]

    def _frame(self, p: QPainter, r: QRectF, fill: QColor) -> None:
        p.setPen(QPen(QColor("#5d6d7e"), 1.0))
        p.setBrush(fill)
        p.drawRoundedRect(r, 7, 7)

    def _font(self, scale: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(max(MIN_POINTS, f.pointSizeF() * scale))
        f.setBold(bold)
        return f

    def _fitted(self, text: str, rect: QRectF, scale: float, bold: bool, flags, colour) -> Piece:
        """``text`` in ``rect`` at the largest size from ``scale`` down to the smallest readable
        one that fits; wrapped onto two lines when ``flags`` allow it."""
        font = self._font(scale, bold)
        piece = Piece(text, rect, font, flags, colour)
        while not piece.fits() and font.pointSizeF() > MIN_POINTS:
            font = QFont(font)
            font.setPointSizeF(max(MIN_POINTS, font.pointSizeF() - 0.5))
            piece = Piece(text, rect, font, flags, colour)
        return piece

    def texts(self, r: QRectF) -> list[Piece]:
        """Where each text of the card goes, in which font and colour."""
        if self.kind == "share":
            return self._share_texts(r)
        return self._city_texts(r)

    def _paint_share(self, p: QPainter, r: QRectF) -> None:
        colour = company_colour(self.info.get("colour"))
        self._frame(p, r, colour)
        if not self.covered:
            p.setPen(QPen(text_colour(colour), 1.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(5, 5, -5, -5), 5, 5)

    def _share_texts(self, r: QRectF) -> list[Piece]:
        ink = text_colour(company_colour(self.info.get("colour")))
        name = str(self.info.get("name", ""))
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if self.covered:
            band = QRectF(r.left() + 8, r.top() + 1, r.width() - 14, COVERED_SHARE - 2)
            piece = self._fitted(name, band, 0.85, True, left, ink)
            if piece.font.pointSizeF() < READABLE_POINTS or not piece.fits():
                # the initials, as railways are called (the whole name is in the tooltip)
                piece = self._fitted(short_name(name), band, 0.85, True, left, ink)
            return [piece]
        inner = r.adjusted(7, 7, -7, -7)
        centre = Qt.AlignmentFlag.AlignCenter
        name_rect = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.66)
        below = QRectF(inner.left(), name_rect.bottom(), inner.width(), inner.height() * 0.34)
        share = self._fitted(translate("NarTable", "Share"), below, 0.8, False, centre, ink)
        piece = self._fitted(name, name_rect, 1.05, True, centre, ink)
        if piece.fits():
            return [piece, share]
        piece = self._fitted(name, name_rect, 1.0, True, centre | WRAP, ink)
        if piece.fits():  # a long name on two lines
            return [piece, share]
        # a very long name takes the whole card; the colour says that it is a share
        return [self._fitted(name, inner, 1.0, True, centre | WRAP, ink)]

    def _paint_city(self, p: QPainter, r: QRectF) -> None:
        start = bool(self.info.get("start_city"))
        self._frame(p, r, START_BG if start else CITY_BG)
        if self.covered:
            return
        lower = self._value_row(r)
        if not start:
            p.setPen(QPen(COST_RED, 1.2))
            p.setBrush(QColor("#fdedec"))
            p.drawRoundedRect(self._cost_box(lower), 4, 4)
        p.setPen(QPen(REVENUE_GREEN, 1.2))
        p.setBrush(QColor("#e9f7ef"))
        p.drawRoundedRect(self._revenue_box(lower), 4, 4)
        if not start:
            band = self._name_band(r)
            mid = QRectF(
                r.left() + 6, band.bottom() + 1, r.width() - 12, lower.top() - band.bottom()
            )
            self._paint_symbols(p, mid, self.info.get("symbols"))

    def _name_band(self, r: QRectF) -> QRectF:
        return QRectF(r.left() + 6, r.top() + 3, r.width() - 12, 18)

    def _value_row(self, r: QRectF) -> QRectF:
        return QRectF(r.left() + 6, r.bottom() - 28, r.width() - 12, 22)

    def _cost_box(self, lower: QRectF) -> QRectF:
        return QRectF(lower.left(), lower.top(), lower.width() * 0.44, lower.height())

    def _revenue_box(self, lower: QRectF) -> QRectF:
        w = lower.width() * 0.44
        return QRectF(lower.right() - w, lower.top(), w, lower.height())

    def _city_texts(self, r: QRectF) -> list[Piece]:
        start = bool(self.info.get("start_city"))
        name = str(self.info.get("name", ""))
        cost, revenue, symbols = (
            self.info.get("cost"),
            self.info.get("revenue"),
            self.info.get("symbols"),
        )
        dark = QColor("#222222")
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if self.covered:
            # the top strip: the name on the first line, cost, revenue and symbols below it
            line = (COVERED_CITY - 4) / 2
            top = QRectF(r.left() + 6, r.top() + 1, r.width() - 12, line)
            pieces = [self._fitted(name, top, 0.8, True, left, dark)]
            values = QRectF(top.left(), top.bottom(), top.width(), line)
            if cost is None and revenue is None:
                pieces.append(self._fitted("?", values, 0.75, True, right, QColor("#555555")))
                return pieces
            parts = [] if start else [(money(cost), COST_RED)]
            parts.append((money(revenue), REVENUE_GREEN))
            if not start:
                parts.append((symbols_text(symbols), SYMBOL_BLUE))
            width = values.width() / len(parts)
            for k, (text, colour) in enumerate(parts):
                cell = QRectF(values.left() + k * width, values.top(), width, values.height())
                align = left if k == 0 and len(parts) > 1 else right
                pieces.append(self._fitted(text, cell, 0.75, True, align, colour))
            return pieces
        centre = Qt.AlignmentFlag.AlignCenter
        pieces = [self._fitted(name, self._name_band(r), 0.9, True, centre, dark)]
        lower = self._value_row(r)
        if not start:
            box = self._cost_box(lower).adjusted(2, 0, -2, 0)
            pieces.append(self._fitted(money(cost), box, 0.95, True, centre, COST_RED))
        box = self._revenue_box(lower).adjusted(2, 0, -2, 0)
        pieces.append(self._fitted(money(revenue), box, 0.95, True, centre, REVENUE_GREEN))
        return pieces

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
    """One column of a display. ``cardClicked(column, row)`` when a clickable card is pressed.
    Its height is fixed; its width follows the room the table has, down to a narrowest card."""

    cardClicked = Signal(int, int)  # noqa: N815

    def __init__(self, kind: str, column: int, rows: int, parent=None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.column = column
        self.cards: list[CardButton] = []
        width, height = CARD_SIZE[kind]
        self.card_height = height
        self.strip = COVERED_SHARE if kind == "share" else COVERED_CITY
        self.setMinimumSize(MIN_CARD_WIDTH[kind] + 4, (rows - 1) * self.strip + height + 4)
        self.setMaximumSize(width + 4, self.minimumHeight())
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.infos: list[dict] = []
        self.empty = True

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.maximumSize()

    def card_width(self) -> int:
        return self.width() - 4

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
            card.show()
            card.raise_()
        self.infos = infos
        self._place_cards()
        self.empty = not infos
        self.update()

    def _place_cards(self) -> None:
        for i, card in enumerate(self.cards[: len(self.infos)]):
            last = i == len(self.infos) - 1
            height = self.card_height if last else self.strip + 8
            card.setGeometry(2, 2 + i * self.strip, self.card_width(), height)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_cards()

    def bottom_card(self) -> CardButton | None:
        shown = [c for c in self.cards if not c.isHidden()]
        return shown[-1] if shown else None

    def paintEvent(self, event) -> None:  # noqa: N802
        if not self.empty:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(2, 2, self.card_width(), self.card_height)
        p.setPen(QPen(QColor("#95a5a6"), 1.2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 7, 7)
        p.setPen(QColor("#7f8c8d"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, translate("NarTable", "empty"))
        p.end()
