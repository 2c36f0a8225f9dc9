"""Drawing a tile from its data with QPainter: track, cities, towns, off-boards, labels, costs."""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from railsdesk.engine.contract import TileDef
from railsdesk.ui.board import geometry as g

TILE_COLORS = {
    "white": "#ece3cc",
    "yellow": "#f7dc3a",
    "green": "#6fb84c",
    "brown": "#bd7a45",
    "gray": "#b9babd",
    "red": "#d9443a",
    "blue": "#5aa9e6",
}
PHASE_COLORS = {
    "yellow": "#f7dc3a",
    "green": "#6fb84c",
    "brown": "#bd7a45",
    "gray": "#b9babd",
    "red": "#d9443a",
    "blue": "#5aa9e6",
}
TRACK = QColor("#111111")
TRACK_GAP = QColor("#ffffff")


def qpt(p: g.Pt) -> QPointF:
    return QPointF(p[0], p[1])


def curve_path(curve: g.Curve, path: QPainterPath | None = None) -> QPainterPath:
    if path is None:
        path = QPainterPath(qpt(curve.p0))
    else:
        path.lineTo(qpt(curve.p0))
    path.cubicTo(qpt(curve.p1), qpt(curve.p2), qpt(curve.p3))
    return path


@cache
def hex_path(layout: str) -> QPainterPath:
    """The hex's outline (made once per layout, for every hex: not to be changed)."""
    path = QPainterPath()
    path.addPolygon(QPolygonF([qpt(c) for c in g.corners(layout)]))
    path.closeSubpath()
    return path


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def _text(p: QPainter, pos: g.Pt, text: str, px: float, bold: bool = False, color=None) -> None:
    p.setFont(font(px, bold))
    p.setPen(QColor(color or "#111111"))
    rect = QRectF(pos[0] - 60, pos[1] - px, 120, 2 * px)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_tile(
    p: QPainter,
    tile: TileDef,
    rotation: int,
    layout: str,
    *,
    fill: bool = True,
    currency: str = "$%s",
) -> None:
    geom = g.tile_geom(tile, rotation, layout)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if fill:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(TILE_COLORS.get(tile.color, "#dddddd")))
        p.drawPath(hex_path(layout))
    _paint_tracks(p, geom)
    for node in geom.nodes:
        if node.kind in ("town", "halt"):
            _paint_town(p, node)
    for node in geom.nodes:
        if node.kind == "city":
            _paint_city(p, node)
    _paint_placed(p, geom, tile, currency)


BORDER_COLORS = {"impassable": "#c0392b", "water": "#1f6fb5", "mountain": "#7a4a1e"}


def paint_edge_line(p: QPainter, layout: str, edge: int, color: QColor, width: float) -> None:
    a, b = g.corner(layout, edge - 1), g.corner(layout, edge)
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.drawLine(qpt(a), qpt(b))


def _track_pen(color: QColor, width: float, style: str = "broad") -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    if style == "narrow":
        pen.setWidthF(width * 0.6)
    return pen


def _paint_tracks(p: QPainter, geom: g.TileGeom) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    paths = [(curve_path(t.curve), t) for t in geom.tracks]
    for e in geom.stubs:
        mx, my = g.edge_mid(geom.layout, e)
        path = QPainterPath(QPointF(mx, my))
        path.lineTo(QPointF(mx * 0.55, my * 0.55))
        paths.append((path, g.Track(g.point_to_point((mx, my), (mx * 0.55, my * 0.55)))))
    for path, track in paths:
        p.setPen(_track_pen(TRACK_GAP, g.TRACK_WIDTH + 6, track.track))
        p.drawPath(path)
        p.setPen(_track_pen(TRACK, g.TRACK_WIDTH, track.track))
        p.drawPath(path)
        if track.track == "narrow":  # thin, with white ties
            dash = QPen(TRACK_GAP, 2.5)
            dash.setDashPattern([3, 3])
            p.setPen(dash)
            p.drawPath(path)
        elif track.track == "dual":  # full width, split into two rails by a white line
            rails = QPen(TRACK_GAP, g.TRACK_WIDTH * 0.3)
            rails.setCapStyle(Qt.PenCapStyle.FlatCap)
            p.setPen(rails)
            p.drawPath(path)
        if track.terminal:
            _paint_arrow(p, track.curve)


def _paint_arrow(p: QPainter, curve: g.Curve) -> None:
    tx, ty = curve.tangent(1.0)
    norm = math.hypot(tx, ty) or 1.0
    ux, uy = tx / norm, ty / norm
    x, y = curve.p3
    tri = QPolygonF(
        [
            QPointF(x + ux * 18, y + uy * 18),
            QPointF(x - uy * 14, y + ux * 14),
            QPointF(x + uy * 14, y - ux * 14),
        ]
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(TRACK)
    p.drawPolygon(tri)
    p.setBrush(Qt.BrushStyle.NoBrush)


def _paint_town(p: QPainter, node: g.NodeGeom) -> None:
    x, y = node.pos
    if node.bar:
        p.save()
        p.translate(x, y)
        p.rotate(node.angle)
        p.setPen(QPen(TRACK_GAP, 2))
        p.setBrush(TRACK)
        p.drawRoundedRect(QRectF(-16, -5.5, 32, 11), 2, 2)
        p.restore()
    else:
        p.setPen(QPen(TRACK_GAP, 3))
        p.setBrush(TRACK)
        p.drawEllipse(QPointF(x, y), 10, 10)


def city_shape(node: g.NodeGeom) -> QPainterPath:
    path = QPainterPath()
    r = g.SLOT_RADIUS
    slots = node.slots
    if len(slots) == 1:
        path.addEllipse(qpt(slots[0]), r, r)
        return path
    x, y = node.pos
    if len(slots) == 2:
        path.addRoundedRect(QRectF(x - 2 * r, y - r, 4 * r, 2 * r), r, r)
    elif len(slots) == 4:
        path.addRoundedRect(QRectF(x - 2 * r, y - 2 * r, 4 * r, 4 * r), r, r)
    else:
        for s in slots:
            path.addEllipse(qpt(s), r, r)
        hull = QPolygonF([qpt(s) for s in slots])
        path.addPolygon(hull)
        path = path.simplified()
    return path


def _paint_city(p: QPainter, node: g.NodeGeom) -> None:
    p.setPen(QPen(TRACK, 3))
    p.setBrush(QColor("#ffffff"))
    p.drawPath(city_shape(node))
    p.setPen(QPen(QColor("#555555"), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for s in node.slots:
        p.drawEllipse(qpt(s), g.SLOT_RADIUS - 1, g.SLOT_RADIUS - 1)


def _paint_placed(p: QPainter, geom: g.TileGeom, tile: TileDef, currency: str) -> None:
    for item in geom.placed:
        x, y = item.pos
        if item.kind == "revenue":
            p.setPen(QPen(TRACK, 2))
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(QPointF(x, y), 14, 14)
            _text(p, (x, y), item.text, 17 if len(item.text) < 3 else 13, bold=True)
        elif item.kind == "label":
            _text(p, (x, y), item.text, 24, bold=True)
        elif item.kind == "terrain":
            terrain, cost = item.text.split(":")
            _paint_terrain(p, (x, y), terrain, currency % cost)
        elif item.kind == "phase_revenue" and item.node is not None:
            rev = tile.nodes[item.node].revenue
            if isinstance(rev, dict):
                _paint_phase_revenue(p, (x, y), rev)


def _paint_terrain(p: QPainter, pos: g.Pt, terrain: str, cost: str) -> None:
    x, y = pos
    if terrain == "water":
        path = QPainterPath(QPointF(x - 16, y - 8))
        for i in range(4):
            path.quadTo(QPointF(x - 12 + i * 8, y - 14), QPointF(x - 8 + i * 8, y - 8))
        pen = QPen(QColor("#1f6fb5"), 3.5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    else:
        tri = QPolygonF([QPointF(x, y - 22), QPointF(x - 14, y - 2), QPointF(x + 14, y - 2)])
        p.setPen(QPen(QColor("#5b3a1a"), 2))
        p.setBrush(QColor("#a0703c") if terrain == "mountain" else QColor("#7f8c8d"))
        p.drawPolygon(tri)
    _text(p, (x, y + 9), cost, 15, bold=True)


def _paint_phase_revenue(p: QPainter, pos: g.Pt, revenue: dict) -> None:
    items = list(revenue.items())
    w = 30.0
    total = w * len(items)
    x0 = pos[0] - total / 2
    for i, (color, value) in enumerate(items):
        rect = QRectF(x0 + i * w, pos[1] - 13, w, 26)
        p.setPen(QPen(TRACK, 1.5))
        p.setBrush(QColor(PHASE_COLORS.get(color, "#ffffff")))
        p.drawRect(rect)
        p.setFont(font(15, True))
        p.setPen(TRACK)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))


def paint_token(
    p: QPainter, center: QPointF, color: QColor, text_color: QColor, label: str, ghost=False
) -> None:
    r = g.SLOT_RADIUS - 2
    if ghost:
        c = QColor(color)
        c.setAlpha(70)
        p.setPen(QPen(color, 2, Qt.PenStyle.DashLine))
        p.setBrush(c)
    else:
        p.setPen(QPen(QColor("#111111"), 2))
        p.setBrush(color)
    p.drawEllipse(center, r, r)
    px = 15 if len(label) <= 3 else 12 if len(label) <= 4 else 10
    p.setFont(font(px, True))
    p.setPen(text_color if not ghost else QColor("#333333"))
    p.drawText(
        QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label
    )


def tile_pixmap(tile: TileDef, rotation: int, layout: str, size: int, currency: str = "$%s"):
    """A tile drawn into a square pixmap of `size` device pixels (tray, menus)."""
    from PySide6.QtGui import QGuiApplication, QPixmap

    app = QGuiApplication.instance()
    ratio = app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0
    pix = QPixmap(round(size * ratio), round(size * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.translate(size / 2, size / 2)
    scale = size / 210.0
    p.scale(scale, scale)
    paint_tile(p, tile, rotation, layout, currency=currency)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#333333"), 2.5))
    p.drawPath(hex_path(layout))
    p.end()
    return pix
