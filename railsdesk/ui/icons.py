"""Toolbar and window icons, drawn with QPainter (no image files)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

INK = QColor("#2c3e50")
ACCENT = QColor("#d35400")
# an action's property: the main toolbar shows its icon alone, its name as the tooltip
ICON_ONLY = "iconOnly"


def _pixmap(size: int, draw) -> QPixmap:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 24.0, size / 24.0)
    draw(p)
    p.end()
    return pix


def _pen(color=INK, width=1.8) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _new(p: QPainter) -> None:
    p.setPen(_pen())
    p.setBrush(QColor("#ffffff"))
    path = QPainterPath(QPointF(5, 2))
    for x, y in ((14, 2), (19, 7), (19, 22), (5, 22)):
        path.lineTo(x, y)
    path.closeSubpath()
    p.drawPath(path)
    p.drawLine(QPointF(14, 2), QPointF(14, 7))
    p.drawLine(QPointF(14, 7), QPointF(19, 7))
    p.setPen(_pen(ACCENT, 2.2))
    p.drawLine(QPointF(12, 11), QPointF(12, 18))
    p.drawLine(QPointF(8.5, 14.5), QPointF(15.5, 14.5))


def _open(p: QPainter) -> None:
    p.setPen(_pen())
    p.setBrush(QColor("#f6d37a"))
    path = QPainterPath(QPointF(2, 5))
    for x, y in ((9, 5), (11, 7), (21, 7), (21, 19), (2, 19)):
        path.lineTo(x, y)
    path.closeSubpath()
    p.drawPath(path)
    p.setBrush(QColor("#f9e3a6"))
    front = QPolygonF([QPointF(2, 19), QPointF(5, 10), QPointF(23, 10), QPointF(21, 19)])
    p.drawPolygon(front)


def _save(p: QPainter) -> None:
    p.setPen(_pen())
    p.setBrush(QColor("#5d8fc9"))
    p.drawRoundedRect(QRectF(3, 3, 18, 18), 2, 2)
    p.setBrush(QColor("#ffffff"))
    p.drawRect(QRectF(7, 3, 10, 6))
    p.drawRect(QRectF(6, 13, 12, 8))


def _arrow(p: QPainter, mirror: bool) -> None:
    if mirror:
        p.translate(24, 0)
        p.scale(-1, 1)
    p.setPen(_pen(INK, 2.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    path = QPainterPath(QPointF(6, 9))
    path.cubicTo(QPointF(12, 4), QPointF(21, 7), QPointF(20, 14))
    path.cubicTo(QPointF(19, 19), QPointF(14, 20), QPointF(10, 19))
    p.drawPath(path)
    p.setBrush(INK)
    p.drawPolygon(QPolygonF([QPointF(3, 10), QPointF(9, 4), QPointF(10, 11)]))


def _auto(p: QPainter) -> None:
    p.setPen(_pen(INK, 2.6))
    path = QPainterPath(QPointF(3, 20))
    path.cubicTo(QPointF(8, 20), QPointF(8, 6), QPointF(14, 6))
    path.lineTo(21, 6)
    p.drawPath(path)
    p.setPen(_pen(QColor("#ffffff"), 1))
    for i in range(5):
        t = i / 4
        p.drawPoint(QPointF(3 + 18 * t, 20 - 14 * t))
    p.setPen(_pen(INK, 1.5))
    p.setBrush(ACCENT)
    p.drawEllipse(QPointF(3.5, 20), 2.5, 2.5)
    p.drawEllipse(QPointF(20.5, 6), 2.5, 2.5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f1c40f"))
    bolt = QPolygonF([QPointF(15, 11), QPointF(11, 17), QPointF(14, 17), QPointF(12, 23),
                      QPointF(18, 15), QPointF(15, 15), QPointF(17, 11)])  # fmt: skip
    p.drawPolygon(bolt)


def _magnifier(p: QPainter, sign: str) -> None:
    p.setPen(_pen(INK, 2.2))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(10, 10), 7, 7)
    p.drawLine(QPointF(15, 15), QPointF(21, 21))
    p.setPen(_pen(ACCENT, 2.2))
    p.drawLine(QPointF(7, 10), QPointF(13, 10))
    if sign == "+":
        p.drawLine(QPointF(10, 7), QPointF(10, 13))


def _fit(p: QPainter) -> None:
    p.setPen(_pen(INK, 2.2))
    for x, y, dx, dy in ((3, 3, 1, 1), (21, 3, -1, 1), (3, 21, 1, -1), (21, 21, -1, -1)):
        p.drawLine(QPointF(x, y), QPointF(x + 5 * dx, y))
        p.drawLine(QPointF(x, y), QPointF(x, y + 5 * dy))
    _hex(p, 12, 12, 5.5, QColor("#f7dc3a"))


def _hex(p: QPainter, cx: float, cy: float, r: float, fill: QColor) -> None:
    pts = [
        QPointF(
            cx + r * math.cos(math.radians(30 + 60 * i)),
            cy + r * math.sin(math.radians(30 + 60 * i)),
        )
        for i in range(6)
    ]
    p.setPen(_pen(INK, 1.4))
    p.setBrush(fill)
    p.drawPolygon(QPolygonF(pts))


def _app(p: QPainter) -> None:
    _hex(p, 12, 12, 11, QColor("#f7dc3a"))
    p.setPen(_pen(QColor("#111111"), 2.4))
    path = QPainterPath(QPointF(12 - 9.5 * math.cos(math.radians(30)), 12 + 4.75))
    path.cubicTo(QPointF(8, 10), QPointF(12, 6), QPointF(12, 2))
    p.drawPath(path)
    p.drawLine(QPointF(12, 12), QPointF(12 + 9.5 * math.cos(math.radians(30)), 12 + 4.75))
    p.setPen(_pen(QColor("#111111"), 1.4))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(12, 12), 3.6, 3.6)


_DRAW = {
    "new": _new,
    "open": _open,
    "save": _save,
    "undo": lambda p: _arrow(p, False),
    "redo": lambda p: _arrow(p, True),
    "auto": _auto,
    "zoom_in": lambda p: _magnifier(p, "+"),
    "zoom_out": lambda p: _magnifier(p, "-"),
    "fit": _fit,
    "app": _app,
}


def icon(name: str) -> QIcon:
    ic = QIcon()
    for size in (16, 24, 32, 48, 64):
        ic.addPixmap(_pixmap(size, _DRAW[name]))
    return ic


def app_icon() -> QIcon:
    ic = QIcon()
    for size in (16, 32, 48, 64, 128, 256):
        ic.addPixmap(_pixmap(size, _app))
    return ic
