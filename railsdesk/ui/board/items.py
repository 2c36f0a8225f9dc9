"""Graphics items of the board: hexes (with their tile), tokens, tile previews and routes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem

from railsdesk.engine.contract import TileDef
from railsdesk.ui.board import geometry as g
from railsdesk.ui.board.paint import (
    BORDER_COLORS,
    TILE_COLORS,
    font,
    hex_path,
    paint_edge_line,
    paint_tile,
    paint_token,
    qpt,
)

HIGHLIGHT = {
    "legal": QColor(40, 160, 255, 230),
    "hover": QColor(255, 140, 0, 255),
    "illegal": QColor(200, 30, 30, 200),
    "selected": QColor(255, 140, 0, 255),
    "history": QColor(120, 60, 200, 200),
}


class HexItem(QGraphicsItem):
    """One map hex and the tile on it. Tokens are child items."""

    def __init__(self, hex_id: str, layout: str, board_scene) -> None:
        super().__init__()
        self.hex_id = hex_id
        self.layout = layout
        self.board_scene = board_scene
        self.tile: TileDef | None = None
        self.tile_rotation = 0
        self.location_name: str | None = None
        self.highlight: str | None = None
        self.blocker: str | None = None  # the private company that reserves this hex
        self.badges: list[tuple[str, QColor, QColor]] = []  # see set_badges
        self.printed_borders: tuple[tuple[int, str], ...] = ()  # (edge, kind) of printed borders
        self.borders: tuple[int, ...] = ()  # untyped printed borders (joined areas)
        self.token_items: list[TokenItem] = []
        # the name's layout, kept while the tile, its rotation and the name stay the same
        self._name_cache: tuple[tuple, tuple[QRectF, float, list[str]]] | None = None
        self._name_places: NamePlaces = {}  # for the tile and name of _name_cache
        self._path = hex_path(layout)
        self._bounds = self._path.boundingRect().adjusted(-6, -6, 6, 6)
        self.setAcceptHoverEvents(True)
        # a hex is drawn once per zoom level and then copied: moving a tile over the board,
        # turning it or lighting hexes up repaints only the hexes that change
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._path

    def set_tile(self, tile: TileDef, rotation: int) -> None:
        if tile is self.tile and rotation == self.tile_rotation:
            return
        self.tile, self.tile_rotation = tile, rotation
        self.update()

    def set_highlight(self, kind: str | None) -> None:
        if kind != self.highlight:
            self.highlight = kind
            self.update()

    def set_badges(self, badges: list[tuple[str, QColor, QColor]], tooltip: str) -> None:
        """Small labels along the hex's foot: a destination, a bridge or tunnel, the port."""
        if badges != self.badges:
            self.badges = badges
            self.update()
        if not self.blocker:
            self.setToolTip(tooltip)

    def set_blocker(self, company: str | None, tooltip: str) -> None:
        if company != self.blocker:
            self.blocker = company
            self.setToolTip(tooltip)
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self.tile is None:
            return
        scene = self.board_scene
        paint_tile(
            p,
            self.tile,
            self.tile_rotation,
            self.layout,
            currency=scene.currency,
        )
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(0, 0, 0, 90), 1.5))
        p.drawPath(self._path)
        for e in self.borders:  # parts of one off-board area: no line between them
            paint_edge_line(p, self.layout, e, QColor(TILE_COLORS.get(self.tile.color)), 4)
        for e, kind in self.printed_borders:
            paint_edge_line(p, self.layout, e, QColor(BORDER_COLORS.get(kind, "#222222")), 9)
        if self.blocker:
            self._paint_blocker(p, self.blocker)
        if self.badges:
            self._paint_badges(p)
        if self.location_name and scene.show_names:  # above the marks, clear of them
            self._paint_name(p, self.tile, self.location_name)
        if self.highlight:
            color = HIGHLIGHT[self.highlight]
            fill = QColor(color)
            fill.setAlpha(45 if self.highlight != "hover" else 60)
            p.setBrush(fill)
            p.setPen(QPen(color, 7))
            p.drawPath(self._path)

    def _paint_blocker(self, p: QPainter, blocker: str) -> None:
        """A hex reserved by a private company: hatched, with the company's badge."""
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(BLOCKED_COLOR, Qt.BrushStyle.BDiagPattern))
        p.drawPath(self._path)
        badge = self._blocker_rect(blocker)
        badge_font = font(24, True)
        p.setPen(QPen(BLOCKED_COLOR, 3))
        p.setBrush(QColor("#fff4e8"))
        p.drawRoundedRect(badge, 8, 8)
        p.setFont(badge_font)
        p.setPen(BLOCKED_COLOR)
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, blocker)

    def _paint_badges(self, p: QPainter) -> None:
        p.setFont(font(20, True))
        for (text, fill, ink), badge in zip(self.badges, self._badge_rects(), strict=True):
            p.setPen(QPen(ink, 2))
            p.setBrush(fill)
            p.drawRoundedRect(badge, 6, 6)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def _name_below(self) -> bool:
        """The location name sits in the hex's lower half (the marks then go above it)."""
        if self.tile is None or not self.location_name:
            return False
        rect, _, _ = self._name(self.tile, self.location_name)
        return rect.center().y() > 0

    def _blocker_rect(self, blocker: str) -> QRectF:
        """The reserving private's badge: at the hex's top, or its foot when the name is at
        the top."""
        width = QFontMetricsF(font(24, True)).horizontalAdvance(blocker) + 16
        y = -g.APOTHEM * 0.62 if self._name_below() or not self.location_name else g.APOTHEM * 0.62
        return QRectF(-width / 2, y - 16, width, 32)

    def _badge_rects(self) -> list[QRectF]:
        """The title's marks side by side along the hex's foot, or its top when the name is
        at the foot."""
        metrics = QFontMetricsF(font(20, True))
        widths = [metrics.horizontalAdvance(text) + 12 for text, _, _ in self.badges]
        x = -sum(widths) / 2 - 2 * (len(widths) - 1)
        y = -g.APOTHEM * 0.62 if self._name_below() else g.APOTHEM * 0.62
        rects = []
        for width in widths:
            rects.append(QRectF(x, y - 14, width, 28))
            x += width + 4
        return rects

    def _name(self, tile: TileDef, name: str) -> tuple[QRectF, float, list[str]]:
        key = (tile, self.tile_rotation, name)
        if self._name_cache is None or self._name_cache[0] != key:
            self._name_cache = (key, name_layout(tile, self.tile_rotation, self.layout, name))
            self._name_places = {}
        return self._name_cache[1]

    def _paint_name(self, p: QPainter, tile: TileDef, name: str) -> None:
        rect, px, lines = self._name(tile, name)
        paint_name(p, tile, rect, px, lines, *self.name_place(painter_zoom(p)))

    def mark_rects(self) -> list[QRectF]:
        """The title's badges and the reserving private's badge, where they are drawn."""
        blocker = [self._blocker_rect(self.blocker)] if self.blocker else []
        return self._badge_rects() + blocker

    def name_place(self, zoom: float) -> tuple[QPointF, float]:
        """The location name's centre at this zoom and how much it is grown there."""
        assert self.tile is not None and self.location_name
        rect, px, _ = self._name(self.tile, self.location_name)
        boxes = tuple((m.x(), m.y(), m.width(), m.height()) for m in self.mark_rects())
        return name_placement(self._name_places, zoom, self.tile, self.tile_rotation,
                              self.layout, self._path, rect, px, boxes)  # fmt: skip

    def name_rect(self, zoom: float) -> QRectF:
        """The location name's plate as drawn at this zoom, in the hex's coordinates."""
        assert self.tile is not None and self.location_name
        rect, _, _ = self._name(self.tile, self.location_name)
        centre, grow = self.name_place(zoom)
        drawn = QRectF(0, 0, rect.width() * grow, rect.height() * grow)
        drawn.moveCenter(centre)
        return drawn

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self.board_scene.hex_hovered(self.hex_id)
        super().hoverEnterEvent(event)


NAME_SIZES = (14.0, 12.0, 10.0)
NAME_MIN_SCREEN_PX = 8.0  # a location name is never drawn smaller on screen than this...
NAME_MAX_GROWTH = 3.2  # ...unless that would mean growing it more than this
BLOCKED_COLOR = QColor(170, 40, 20)


def name_layout(
    tile: TileDef, rotation: int, layout: str, name: str
) -> tuple[QRectF, float, list[str]]:
    """A location name's box, font size and lines on a tile: the largest size that leaves the
    tile's stops, revenues and labels uncovered (smaller, or on one line, in crowded hexes)."""
    choices = []
    for px in NAME_SIZES:
        metrics = QFontMetricsF(font(px, False))
        for wrapped in {tuple(_wrap(name)): None, (name,): None}:
            width = max(metrics.horizontalAdvance(line) for line in wrapped) + 8
            height = metrics.height() * len(wrapped) + 2
            choices.append((px, list(wrapped), (width, height)))
    geom = g.tile_geom(tile, rotation, layout)
    (x, y), index = g.name_spot(geom, [size for _, _, size in choices])
    px, lines, (w, h) = choices[index]
    return QRectF(x - w / 2, y - h / 2, w, h), px, lines


# Where a name goes, by the tile's rotation, the growth, the marks and the name's own box.
NamePlaces = dict[tuple, tuple[QPointF, float]]


def name_placement(
    places: NamePlaces, zoom: float, tile: TileDef, rotation: int, layout: str,
    hex_shape: QPainterPath, rect: QRectF, px: float,
    marks: tuple[tuple[float, float, float, float], ...] = (),
) -> tuple[QPointF, float]:  # fmt: skip
    """Where a location name is drawn at this zoom, and how much it is grown there (zoomed
    far out, a whole map on a laptop, it keeps a readable size on screen). marks: the hex's
    badges (x, y, width, height), which the name keeps clear of. places: the placements
    found so far for this tile (each is looked for once)."""
    inside = hex_shape.boundingRect().adjusted(4, 4, -4, -4)
    grow = round(name_growth(px, zoom, rect.width(), inside.width()), 1)
    key = (rotation, grow, marks, rect.x(), rect.y(), rect.width(), rect.height())
    if key not in places:
        places[key] = grown_name(tile, rotation, layout, rect, grow, marks)
    return places[key]


def painter_zoom(p: QPainter) -> float:
    return QStyleOptionGraphicsItem.levelOfDetailFromTransform(p.worldTransform())


def grown_name(
    tile: TileDef,
    rotation: int,
    layout: str,
    rect: QRectF,
    grow: float,
    marks: tuple[tuple[float, float, float, float], ...],
) -> tuple[QPointF, float]:
    """The centre of a location name grown this much and how much it is grown: the spot
    nearest its own that covers no stop, revenue, label or mark of the hex, grown less where
    the hex has no room for it (never less than its own size)."""
    centre = rect.center()
    if grow <= 1.0:
        return centre, 1.0
    occ = g.tile_geom(tile, rotation, layout).occupied
    if marks:
        occ = occ.copy()
        for mx, my, mw, mh in marks:
            occ.box((mx + mw / 2, my + mh / 2), (mw, mh))
    while grow > 1.0:
        size = (rect.width() * grow, rect.height() * grow)
        if g.least_cover(occ, size) < 0.02:  # else no spot has room for it: not looked for
            spot, cost = g.place_free(occ, size, (centre.x(), centre.y()), 0.8, margin=1.0)
            if cost < 0.02:
                return QPointF(*spot), grow
        grow = round(max(1.0, grow - 0.2), 1)
    return centre, 1.0


def paint_name(
    p: QPainter,
    tile: TileDef,
    rect: QRectF,
    px: float,
    lines: list[str],
    centre: QPointF,
    grow: float,
) -> None:
    """A location name on its plate; grown (zoomed far out, a whole map on a laptop) about
    the centre grown_name chose, so that it stays readable on screen."""
    p.save()
    if grow > 1.0:
        p.translate(centre)
        p.scale(grow, grow)
        p.translate(-rect.center())
    dark = tile.color in ("red", "blue")
    plate = QColor(TILE_COLORS.get(tile.color, "#ffffff"))
    plate.setAlpha(215)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(plate)
    p.drawRoundedRect(rect, 4, 4)
    p.setFont(font(px, False))
    p.setPen(QColor("#ffffff") if dark else QColor("#222222"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
    p.restore()


def name_growth(px: float, zoom: float, width: float, room: float) -> float:
    """How much to enlarge a location name drawn at px (scene units) with this zoom so that it
    reaches NAME_MIN_SCREEN_PX on screen: at most NAME_MAX_GROWTH, never wider than room."""
    if px * zoom <= 0:
        return 1.0
    return max(1.0, min(NAME_MAX_GROWTH, NAME_MIN_SCREEN_PX / (px * zoom), room / width))


def _wrap(name: str) -> list[str]:
    if len(name) <= 16:
        return [name]
    for sep in (" & ", " "):
        if sep in name:
            head, _, tail = name.partition(sep)
            return [head + (" &" if sep == " & " else ""), tail]
    return [name]


class TokenItem(QGraphicsItem):
    """A city's token slot: empty, reserved, tokened; a free slot can be offered with its cost."""

    def __init__(self, hex_item: HexItem, city: int, slot: int, pos: g.Pt) -> None:
        super().__init__(hex_item)
        self.hex_item = hex_item
        self.city = city
        self.slot = slot
        self.owner: str | None = None
        self.reserved: str | None = None
        self.offer: dict | None = None  # place_token option when this slot is legal now
        self.setPos(qpt(pos))
        self.setZValue(2)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = g.SLOT_RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), g.SLOT_RADIUS, g.SLOT_RADIUS)
        return path

    def set_state(self, owner: str | None, reserved: str | None, offer: dict | None) -> None:
        if (owner, reserved, offer) != (self.owner, self.reserved, self.offer):
            self.owner, self.reserved, self.offer = owner, reserved, offer
            scene = self.hex_item.board_scene
            self.setToolTip(scene.token_tooltip(self) if (owner or reserved or offer) else "")
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        scene = self.hex_item.board_scene
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.owner:
            color, text_color = scene.corp_colors(self.owner)
            paint_token(p, QPointF(0, 0), color, text_color, scene.token_label(self.owner))
        elif self.reserved:
            color, text_color = scene.corp_colors(self.reserved)
            label = scene.token_label(self.reserved)
            paint_token(p, QPointF(0, 0), color, text_color, label, ghost=True)
        if self.offer is not None:
            pen = QPen(HIGHLIGHT["legal"], 5)
            p.setPen(pen)
            p.setBrush(QColor(40, 160, 255, 60))
            p.drawEllipse(QPointF(0, 0), g.SLOT_RADIUS, g.SLOT_RADIUS)


class PreviewItem(QGraphicsItem):
    """The tile being laid, shown over its hex in the rotation under consideration."""

    def __init__(self, layout: str) -> None:
        super().__init__()
        self.layout = layout
        self.tile: TileDef | None = None
        self.tile_rotation = 0
        self.currency = "$%s"
        self.location_name: str | None = None  # the hex's name, shown on the new tile too
        self._names: dict[tuple, tuple[QRectF, float, list[str]]] = {}
        self._name_places: NamePlaces = {}  # for the tile and name of _names
        self._path = hex_path(layout)
        self.setZValue(10)  # opaque: nothing of the tile it replaces shows through

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._path.boundingRect().adjusted(-8, -8, 8, 8)

    def show_tile(
        self, tile: TileDef, rotation: int, pos: QPointF, location_name: str | None = None
    ) -> None:
        if tile is not self.tile or location_name != self.location_name:
            self._names, self._name_places = {}, {}
        self.tile, self.tile_rotation, self.location_name = tile, rotation, location_name
        self.setPos(pos)
        self.setVisible(True)
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.tile is None:
            return
        paint_tile(p, self.tile, self.tile_rotation, self.layout, currency=self.currency)
        if self.location_name:
            key = (self.tile, self.tile_rotation, self.location_name)
            if key not in self._names:  # laid out once per rotation while it is carried
                layout = name_layout(self.tile, self.tile_rotation, self.layout, self.location_name)
                self._names[key] = layout
            rect, px, lines = self._names[key]
            zoom = painter_zoom(p)
            placed = name_placement(self._name_places, zoom, self.tile, self.tile_rotation,
                                    self.layout, self._path, rect, px)  # fmt: skip
            paint_name(p, self.tile, rect, px, lines, *placed)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(HIGHLIGHT["hover"], 7))
        p.drawPath(self._path)


class RefusalItem(QGraphicsItem):
    """Why a move was refused, in a bubble pointing at its hex. It keeps its size on screen
    at every zoom, so it can be read where the eye is."""

    WIDTH = 300  # the widest line, in screen pixels

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._box = QRectF()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(30)
        self.setVisible(False)

    def show_text(self, text: str, pos: QPointF) -> None:
        self.prepareGeometryChange()
        self.text = text
        metrics = QFontMetricsF(font(14))
        flags = int(Qt.TextFlag.TextWordWrap)
        size = metrics.boundingRect(QRectF(0, 0, self.WIDTH, 1000), flags, text).size()
        w, h = size.width() + 20, size.height() + 14
        self._box = QRectF(-w / 2, -h - 14, w, h)  # above the point, with a pointer
        self.setPos(pos)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._box.adjusted(-3, -3, 3, 17)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        bubble = QPainterPath()
        bubble.addRoundedRect(self._box, 8, 8)
        pointer = QPainterPath()
        bottom = self._box.bottom()
        pointer.moveTo(-9, bottom - 1)
        pointer.lineTo(0, 0)
        pointer.lineTo(9, bottom - 1)
        pointer.closeSubpath()
        p.setPen(QPen(BLOCKED_COLOR, 2))
        p.setBrush(QColor("#fff4e8"))
        p.drawPath(bubble.united(pointer))
        p.setFont(font(14))
        p.setPen(QColor("#5a0e00"))
        p.drawText(
            self._box.adjusted(10, 7, -10, -7),
            int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
            self.text,
        )


TAG_SPOTS = (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.12, 0.88)


class RouteItem(QGraphicsPathItem):
    """One train's route, drawn in the train's colour over the track, with rings on its stops
    and a tag (train and revenue) at its first stop. A dashed route is an earlier run."""

    def __init__(
        self,
        path: QPainterPath,
        color: QColor,
        label: str,
        stops: list[QPointF] | None = None,
        dashed: bool = False,
    ) -> None:
        super().__init__(path)
        self.color = QColor(color)
        self.label = label
        self.stops = list(stops or [])
        self.dashed = dashed
        pen = QPen(color, 9 if not dashed else 7)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setZValue(5)
        self.setOpacity(0.85)
        self.setToolTip(label)
        self._font = font(22, True)
        metrics = QFontMetricsF(self._font)
        self._tag = QRectF()
        if label and (self.stops or not path.isEmpty()):
            # the tag sits on the middle of the route (a lone first stop: above it)
            w, h = metrics.horizontalAdvance(label) + 14, metrics.height() + 6
            at = path.pointAtPercent(0.5) if not path.isEmpty() else self.stops[0]
            self._tag = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
            if path.isEmpty():
                self._tag.translate(0, -34 - h / 2)

    def tag_rect(self) -> QRectF:
        return QRectF(self._tag)

    def tag_spots(self) -> list[QPointF]:
        """Where along the route the tag may sit, the middle first."""
        path = self.path()
        if path.isEmpty():
            return []
        return [path.pointAtPercent(t) for t in TAG_SPOTS]

    def place_tag(self, centre: QPointF) -> None:
        self.prepareGeometryChange()
        self._tag.moveCenter(centre)

    def move_tag(self, dx: float, dy: float) -> None:
        self.prepareGeometryChange()
        self._tag.translate(dx, dy)

    def boundingRect(self) -> QRectF:  # noqa: N802
        rect = super().boundingRect()
        for pt in self.stops:
            rect = rect.united(QRectF(pt.x() - 32, pt.y() - 32, 64, 64))
        return rect.united(self._tag.adjusted(-2, -2, 2, 2))

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(12)
        return stroker.createStroke(self.path())

    def paint(self, p: QPainter, option, widget=None) -> None:
        super().paint(p, option, widget)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(self.color, 6))
        for pt in self.stops:
            p.drawEllipse(pt, g.SLOT_RADIUS + 5, g.SLOT_RADIUS + 5)
        if not self._tag.isEmpty():
            p.setPen(QPen(QColor("#111111"), 1.5))
            p.setBrush(self.color)
            p.drawRoundedRect(self._tag, 6, 6)
            p.setFont(self._font)
            p.setPen(QColor("#ffffff") if self.color.lightness() < 150 else QColor("#111111"))
            p.drawText(self._tag, Qt.AlignmentFlag.AlignCenter, self.label)


ITEM_FLAGS = QGraphicsItem.GraphicsItemFlag
