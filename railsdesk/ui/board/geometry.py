"""Hex geometry for drawing: centres, corners, edge midpoints and the layout of a tile's parts.

Scene units follow the usual 18xx drawing size: a hex has radius 100 (centre to corner). Flat
maps put hex (x, y) at (150 x, 86.6 y), pointy maps at (86.6 x, 150 y). Edges are numbered
clockwise on screen; a flat hex's edge 0 is south, a pointy hex's edge 0 is south-west, which is
the flat hex turned 30 degrees clockwise.

Everything here is computed in hex-local coordinates (the hex centre at 0, 0) without rotating the
painter, so text stays upright whatever the tile's rotation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import shapely  # type: ignore[import-untyped]  # shapely ships no type hints
from shapely.geometry import Polygon  # type: ignore[import-untyped]

from railsdesk.engine.contract import TileDef

RADIUS = 100.0
APOTHEM = RADIUS * math.sqrt(3) / 2  # 86.6: centre to edge midpoint
SLOT_RADIUS = 25.0
TRACK_WIDTH = 12.0
CURVE_K = {1: 4 / 3 * math.tan(math.radians(30)) * 50, 2: 4 / 3 * math.tan(math.radians(15)) * 150}

Pt = tuple[float, float]


def centre(layout: str, x: int, y: int) -> Pt:
    if layout == "flat":
        return 150.0 * x, APOTHEM * y
    return APOTHEM * x, 150.0 * y


def edge_angle(layout: str, edge: float) -> float:
    """Screen angle (radians, y down) from the hex centre to the middle of an edge."""
    base = 90.0 if layout == "flat" else 120.0
    return math.radians(base + 60.0 * edge)


def edge_mid(layout: str, edge: int) -> Pt:
    a = edge_angle(layout, edge)
    return APOTHEM * math.cos(a), APOTHEM * math.sin(a)


def corner(layout: str, index: int) -> Pt:
    """Corner `index` lies between edges index and index + 1."""
    a = edge_angle(layout, index + 0.5)
    return RADIUS * math.cos(a), RADIUS * math.sin(a)


@lru_cache(maxsize=4)
def corners(layout: str) -> tuple[Pt, ...]:
    return tuple(corner(layout, i) for i in range(6))


def polar(layout: str, edge: float, distance: float) -> Pt:
    a = edge_angle(layout, edge)
    return distance * math.cos(a), distance * math.sin(a)


def hex_polygon(layout: str) -> Polygon:
    return Polygon(corners(layout))


# --- curves -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Curve:
    """A cubic Bezier segment p0 -> p3 with control points p1, p2."""

    p0: Pt
    p1: Pt
    p2: Pt
    p3: Pt

    def at(self, t: float) -> Pt:
        u = 1 - t
        return (
            u**3 * self.p0[0]
            + 3 * u * u * t * self.p1[0]
            + 3 * u * t * t * self.p2[0]
            + t**3 * self.p3[0],
            u**3 * self.p0[1]
            + 3 * u * u * t * self.p1[1]
            + 3 * u * t * t * self.p2[1]
            + t**3 * self.p3[1],
        )

    def tangent(self, t: float) -> Pt:
        u = 1 - t
        dx = (
            3 * u * u * (self.p1[0] - self.p0[0])
            + 6 * u * t * (self.p2[0] - self.p1[0])
            + 3 * t * t * (self.p3[0] - self.p2[0])
        )
        dy = (
            3 * u * u * (self.p1[1] - self.p0[1])
            + 6 * u * t * (self.p2[1] - self.p1[1])
            + 3 * t * t * (self.p3[1] - self.p2[1])
        )
        return dx, dy

    def points(self, n: int = 12) -> list[Pt]:
        return [self.at(i / n) for i in range(n + 1)]

    def split(self, t: float = 0.5) -> tuple[Curve, Curve]:
        def lerp(a: Pt, b: Pt) -> Pt:
            return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t

        a, b = lerp(self.p0, self.p1), lerp(self.p1, self.p2)
        c = lerp(self.p2, self.p3)
        d, e = lerp(a, b), lerp(b, c)
        f = lerp(d, e)
        return Curve(self.p0, a, d, f), Curve(f, e, c, self.p3)


def _inward(layout: str, edge: int, k: float) -> Pt:
    mx, my = edge_mid(layout, edge)
    scale = (APOTHEM - k) / APOTHEM
    return mx * scale, my * scale


def edge_curve(layout: str, a: int, b: int) -> Curve:
    """Track between two edges: a straight line, a gentle or a sharp arc."""
    diff = (b - a) % 6
    pa, pb = edge_mid(layout, a), edge_mid(layout, b)
    if diff == 3 or diff == 0:
        return Curve(pa, _lerp(pa, pb, 1 / 3), _lerp(pa, pb, 2 / 3), pb)
    k = CURVE_K[min(diff, 6 - diff)]
    return Curve(pa, _inward(layout, a, k), _inward(layout, b, k), pb)


def edge_to_point(layout: str, edge: int, point: Pt) -> Curve:
    """Track from an edge to a point inside the hex, leaving the edge straight inward."""
    pa = edge_mid(layout, edge)
    dist = math.dist(pa, point)
    c1 = _inward(layout, edge, dist * 0.45)
    return Curve(pa, c1, _lerp(c1, point, 0.5), point)


def point_to_point(a: Pt, b: Pt) -> Curve:
    return Curve(a, _lerp(a, b, 1 / 3), _lerp(a, b, 2 / 3), b)


def _lerp(a: Pt, b: Pt, t: float) -> Pt:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


# --- the layout of one tile ---------------------------------------------------------------------


@dataclass
class NodeGeom:
    kind: str  # city, town, offboard, junction, ...
    index: int  # node index in the tile definition
    pos: Pt
    slots: list[Pt] = field(default_factory=list)  # city slot centres
    angle: float = 0.0  # town bar direction (degrees)
    bar: bool = False  # town drawn as a bar on its track
    hidden: bool = False


@dataclass
class Track:
    curve: Curve
    terminal: bool = False  # off-board arrow end at p3
    track: str = "broad"


@dataclass
class Placed:
    """A text or symbol placed in a free spot of the hex."""

    kind: str  # revenue, label, terrain, name, phase_revenue
    pos: Pt
    node: int | None = None  # node index (revenues)
    text: str = ""
    size: tuple[float, float] = (30.0, 30.0)


@dataclass
class TileGeom:
    layout: str
    tracks: list[Track]
    nodes: list[NodeGeom]
    placed: list[Placed]
    stubs: list[int]
    # the tile's parts and placed texts on the grid, where a location name finds its room
    occupied: Occupancy = field(init=False, repr=False, compare=False)

    def city_geoms(self) -> list[NodeGeom]:
        return [n for n in self.nodes if n.kind == "city"]


def slot_offsets(slots: int) -> list[Pt]:
    r = SLOT_RADIUS
    if slots <= 1:
        return [(0.0, 0.0)]
    if slots == 2:
        return [(-r, 0.0), (r, 0.0)]
    if slots == 3:
        return [(-r, r * 0.58), (r, r * 0.58), (0.0, -r * 1.15)]
    if slots == 4:
        return [(-r, -r), (r, -r), (-r, r), (r, r)]
    # rare: a row of circles
    return [((i - (slots - 1) / 2) * 2 * r, 0.0) for i in range(slots)]


def _node_positions(tile: TileDef, rotation: int, layout: str) -> list[NodeGeom]:
    exits = tile.node_exits(rotation)
    nodes = tile.nodes
    result: list[NodeGeom] = []
    visible = [n for n in nodes if n.kind in ("city", "town", "halt", "offboard")]
    n_cities = sum(1 for n in nodes if n.kind == "city")
    taken: list[Pt] = []
    pending: list[int] = []
    for node in nodes:
        geom = NodeGeom(kind=node.kind, index=node.index, pos=(0.0, 0.0), hidden=node.hidden)
        node_exits = sorted(exits[node.index])
        if node.loc is not None:
            loc = float(node.loc) + rotation
            dist = 50.0 if float(node.loc).is_integer() else 57.0
            geom.pos = polar(layout, loc, dist)
        elif len(visible) <= 1 or node.kind == "offboard":
            geom.pos = (0.0, 0.0)
        elif node.kind in ("town", "halt") and len(node_exits) == 2 and n_cities == 0:
            a, b = node_exits
            curve = edge_curve(layout, a, b)
            geom.pos = curve.at(0.5)
            tx, ty = curve.tangent(0.5)
            geom.angle = math.degrees(math.atan2(ty, tx)) + 90
            geom.bar = True
        elif node_exits:
            vx = sum(math.cos(edge_angle(layout, e)) for e in node_exits)
            vy = sum(math.sin(edge_angle(layout, e)) for e in node_exits)
            norm = math.hypot(vx, vy)
            if norm < 1e-6:
                geom.pos = (0.0, 0.0)
            else:
                dist = 50.0 if node.kind == "city" else 45.0
                if node.kind == "city" and n_cities > 2:
                    dist = 55.0
                geom.pos = (vx / norm * dist, vy / norm * dist)
        else:
            pending.append(len(result))
        if node.kind in ("town", "halt") and len(node_exits) == 2 and not geom.bar:
            a, b = node_exits
            if geom.pos == (0.0, 0.0):
                curve = edge_curve(layout, a, b)
                tx, ty = curve.tangent(0.5)
                geom.angle = math.degrees(math.atan2(ty, tx)) + 90
                geom.bar = (b - a) % 6 == 3
        if node.kind == "city":
            ox, oy = geom.pos
            geom.slots = [(ox + dx, oy + dy) for dx, dy in slot_offsets(node.slots)]
        result.append(geom)
        if node.index not in pending:
            taken.append(geom.pos)
    _separate_towns(tile, rotation, layout, result)
    if pending:
        # nodes without track: spread them over free directions (e.g. the OO hexes of 1830)
        options = [e for e in range(6)] if len(pending) > 1 else []
        if not options:
            result[pending[0]].pos = (0.0, 0.0)
        else:
            chosen: list[int] = []
            order = [1, 4, 3, 0, 2, 5] if layout == "pointy" else [2, 5, 1, 4, 0, 3]
            for _ in pending:
                best = max(
                    order,
                    key=lambda e: min(
                        [math.dist(polar(layout, e, 50), t) for t in taken]
                        + [math.dist(polar(layout, e, 50), polar(layout, c, 50)) for c in chosen]
                        + [999.0]
                    ),
                )
                chosen.append(best)
            for idx, e in zip(pending, chosen, strict=True):
                result[idx].pos = polar(layout, e, 50)
        for idx in pending:
            geom = result[idx]
            if geom.kind == "city":
                ox, oy = geom.pos
                geom.slots = [(ox + dx, oy + dy) for dx, dy in slot_offsets(nodes[idx].slots)]
    return result


def _separate_towns(tile: TileDef, rotation: int, layout: str, nodes: list[NodeGeom]) -> None:
    """Towns on crossing straight track (tile 55) would share the centre: move each along its
    own track, one towards each end, so that both can be seen and clicked."""
    exits = tile.node_exits(rotation)
    towns = [n for n in nodes if n.bar and len(exits[n.index]) == 2]
    for i, a in enumerate(towns):
        for b in towns[i + 1 :]:
            if math.dist(a.pos, b.pos) >= 24:
                continue
            for node, t in ((a, 0.3), (b, 0.7)):
                e1, e2 = sorted(exits[node.index])
                curve = edge_curve(layout, e1, e2)
                node.pos = curve.at(t)
                tx, ty = curve.tangent(t)
                node.angle = math.degrees(math.atan2(ty, tx)) + 90


def _tracks(tile: TileDef, rotation: int, layout: str, nodes: list[NodeGeom]) -> list[Track]:
    tracks: list[Track] = []
    through: dict[int, list[int]] = {}
    for node in nodes:
        if node.bar and node.kind in ("town", "halt"):
            through[node.index] = sorted(tile.node_exits(rotation)[node.index])
    done_bar: set[int] = set()
    for path in tile.rotated_paths(rotation):
        a, b = path.a, path.b
        if isinstance(a, int):
            if isinstance(b, int):
                tracks.append(Track(edge_curve(layout, a, b), track=path.track))
                continue
            edge, node_end = a, b
        elif isinstance(b, int):
            edge, node_end = b, a
        else:
            pa, pb = nodes[a[1]].pos, nodes[b[1]].pos
            tracks.append(Track(point_to_point(pa, pb), track=path.track))
            continue
        node = nodes[node_end[1]]
        if node.index in through and nodes[node.index].pos != (0.0, 0.0):
            if node.index in done_bar:
                continue
            e1, e2 = through[node.index]
            tracks.append(Track(edge_curve(layout, e1, e2), track=path.track))
            done_bar.add(node.index)
            continue
        if node.kind == "offboard":
            mx, my = edge_mid(layout, edge)
            tip = (mx * 0.3, my * 0.3)
            tracks.append(Track(point_to_point((mx, my), tip), terminal=True, track=path.track))
            continue
        curve = edge_to_point(layout, edge, node.pos)
        tracks.append(Track(curve, terminal=path.terminal, track=path.track))
    return tracks


# --- free space for texts and symbols -----------------------------------------------------------
#
# A tile's parts are rasterised on a grid of GRID units: "hard" cells (cities, towns, revenues,
# labels: nothing may cover them), "soft" cells (track: better left visible) and cells outside
# the hex. A box's cost is the share of each kind of cell it covers, read from summed-area
# tables, so that every candidate spot of a tile is scored at once.

GRID = 4.0
_CELLS = 54  # the grid spans [-108, 108] in both directions
_ORIGIN = -_CELLS * GRID / 2
_AXIS = _ORIGIN + (np.arange(_CELLS) + 0.5) * GRID
_X, _Y = np.meshgrid(_AXIS, _AXIS)  # [row = y, column = x]


# where a box may be centred: a row of spots for each y, spot by spot along x
_SPOTS = np.arange(-84.0, 84.1, 4.0)
_SPOT_X, _SPOT_Y = (a.ravel() for a in np.meshgrid(_SPOTS, _SPOTS))


def _cells(low: float, high: float) -> slice:
    """The grid's rows (or columns) whose centres may lie between low and high."""
    first = max(0, math.floor((low - _ORIGIN) / GRID))
    return slice(first, max(first, min(_CELLS, math.ceil((high - _ORIGIN) / GRID) + 1)))


@lru_cache(maxsize=2048)
def _band(points: tuple[Pt, ...], half_width: float) -> np.ndarray:
    """The cells within half_width of a line through the points (read only: kept, as the same
    track runs through many tiles and rotations, and drawing it took a fifth of a tile's
    layout)."""
    mask = np.zeros((_CELLS, _CELLS), dtype=bool)
    reach = half_width + GRID  # no cell beyond this from a segment's box is near it
    for (ax, ay), (bx, by) in zip(points, points[1:], strict=False):
        # only the cells around the segment (the whole grid took a tile's tracks a
        # millisecond): the same sums, cell by cell
        rows = _cells(min(ay, by) - reach, max(ay, by) + reach)
        cols = _cells(min(ax, bx) - reach, max(ax, bx) + reach)
        xs, ys = _X[rows, cols], _Y[rows, cols]
        dx, dy = bx - ax, by - ay
        length = dx * dx + dy * dy or 1e-9
        t = np.clip(((xs - ax) * dx + (ys - ay) * dy) / length, 0.0, 1.0)
        mask[rows, cols] |= (xs - ax - t * dx) ** 2 + (ys - ay - t * dy) ** 2 <= half_width**2
    mask.flags.writeable = False
    return mask


@lru_cache(maxsize=4)
def _outside(layout: str) -> np.ndarray:
    inside = shapely.contains_xy(hex_polygon(layout).buffer(-3), _X, _Y)
    return ~inside


@lru_cache(maxsize=4)
def _outside_table(layout: str) -> np.ndarray:
    return _table(_outside(layout))


def _table(mask: np.ndarray) -> np.ndarray:
    table = np.zeros((_CELLS + 1, _CELLS + 1), dtype=int)
    table[1:, 1:] = mask.cumsum(0).cumsum(1)
    return table


class Occupancy:
    """Where a tile's parts are, for placing texts and symbols in the free space left."""

    def __init__(self, layout: str) -> None:
        self.layout = layout
        self.hard = np.zeros((_CELLS, _CELLS), dtype=bool)
        self.soft = np.zeros((_CELLS, _CELLS), dtype=bool)
        self._tables: np.ndarray | None = None
        self._last_costs: tuple = ((), ())  # the size asked last and its shares

    def copy(self) -> Occupancy:
        other = Occupancy(self.layout)
        other.hard, other.soft = self.hard.copy(), self.soft.copy()
        return other

    def circle(self, centre: Pt, radius: float, hard: bool = True) -> None:
        mask = (_X - centre[0]) ** 2 + (_Y - centre[1]) ** 2 <= radius * radius
        self._add(mask, hard)

    def polyline(self, points: list[Pt], half_width: float, hard: bool = False) -> None:
        self._add(_band(tuple(points), half_width), hard)

    def box(self, centre: Pt, size: tuple[float, float], hard: bool = True) -> None:
        (x, y), (w, h) = centre, size
        mask = (abs(_X - x) <= w / 2) & (abs(_Y - y) <= h / 2)
        self._add(mask, hard)

    def _add(self, mask: np.ndarray, hard: bool) -> None:
        if hard:
            self.hard |= mask
        else:
            self.soft |= mask
        self._tables = None
        self._last_costs = ((), ())

    def costs(self, size: tuple[float, float]):
        """Shares of hard, soft and outside cells under boxes of `size` centred at each spot
        (_SPOT_X, _SPOT_Y). A box's columns follow from its spot's x alone and its rows from
        its y alone: they are worked out once per row and column of spots."""
        if self._last_costs[0] == size:  # asked again by place_free after least_cover
            return self._last_costs[1]
        if self._tables is None:
            self._tables = np.stack(
                [
                    _table(self.hard),
                    _table(self.soft & ~self.hard),
                    _outside_table(self.layout),
                ]
            )
        w, h = size

        def bounds(lo, hi):
            a = np.rint((lo - _ORIGIN) / GRID).astype(int)
            b = np.maximum(np.rint((hi - _ORIGIN) / GRID).astype(int), a + 1)
            return a, b

        j0, j1 = bounds(_SPOTS - w / 2, _SPOTS + w / 2)
        i0, i1 = bounds(_SPOTS - h / 2, _SPOTS + h / 2)
        full = np.multiply.outer(i1 - i0, j1 - j0).ravel()
        j0, j1, i0, i1 = (np.minimum(np.maximum(v, 0), _CELLS) for v in (j0, j1, i0, i1))
        inside = np.multiply.outer(i1 - i0, j1 - j0).ravel()
        # cells counted in whole numbers: the sums come out the same in any order
        rows = self._tables[:, i1] - self._tables[:, i0]
        counts = (rows[:, :, j1] - rows[:, :, j0]).reshape(3, -1)
        hard, soft, out = counts / full
        shares = hard, soft, out + (full - inside) / full  # cells beyond the grid are outside
        self._last_costs = (size, shares)
        return shares


def occupancy(geom: TileGeom) -> Occupancy:
    """The tile's track (soft), stops and stubs (hard) on a grid."""
    occ = Occupancy(geom.layout)
    for t in geom.tracks:
        occ.polyline(t.curve.points(10), TRACK_WIDTH / 2 + 3, hard=False)
    for node in geom.nodes:
        if node.hidden and node.kind == "offboard":
            continue
        if node.kind == "city":
            for slot in node.slots:
                occ.circle(slot, SLOT_RADIUS + 3)
        elif node.kind in ("town", "halt"):
            occ.circle(node.pos, 15 if node.bar else 13)
        elif node.kind == "offboard":
            occ.circle((0.0, 0.0), 8)
    for e in geom.stubs:
        mx, my = edge_mid(geom.layout, e)
        occ.polyline([(mx, my), (mx * 0.6, my * 0.6)], TRACK_WIDTH)
    return occ


def place_free(
    occ: Occupancy,
    size: tuple[float, float],
    prefer: Pt | None = None,
    track_weight: float = 0.5,
    margin: float = 6.0,
) -> tuple[Pt, float]:
    """The spot where a box of `size` covers least of the tile (nothing hard, little track),
    stays inside the hex and keeps some room around it; near `prefer` among equals.
    Returns the spot and its cost (0 for a perfectly free spot)."""
    xs, ys = _SPOT_X, _SPOT_Y
    hard, soft, out = occ.costs(size)
    w, h = size
    near_hard, near_soft, _ = occ.costs((w + 2 * margin, h + 2 * margin))
    cost = 10.0 * hard + 4.0 * out + track_weight * soft + 1.0 * near_hard + 0.3 * near_soft
    if prefer is not None:
        cost = cost + np.hypot(xs - prefer[0], ys - prefer[1]) * 0.0015
    best = int(np.argmin(cost))
    return (float(xs[best]), float(ys[best])), float(10.0 * hard[best] + 4.0 * out[best])


def least_cover(occ: Occupancy, size: tuple[float, float]) -> float:
    """The least that a box of `size` covers of the tile at any spot, as place_free counts
    its cost: no spot place_free finds for it costs less."""
    hard, _, out = occ.costs(size)
    return float((10.0 * hard + 4.0 * out).min())


def _revenue_text(node) -> str:
    rev = node.revenue
    if isinstance(rev, dict):
        return ""
    return str(rev) if rev else ""


_GEOM_CACHE: dict[tuple[int, int, str], tuple[TileDef, TileGeom]] = {}


def _build_geom(tile: TileDef, rotation: int, layout: str) -> TileGeom:
    nodes = _node_positions(tile, rotation, layout)
    tracks = _tracks(tile, rotation, layout, nodes)
    stubs = [(e + rotation) % 6 for e in tile.stubs]
    geom = TileGeom(layout, tracks, nodes, [], stubs)
    occ = occupancy(geom)
    placed: list[Placed] = []

    def put(kind: str, size: tuple[float, float], prefer: Pt | None, **kw) -> None:
        pos, _ = place_free(occ, size, prefer, track_weight=2.0)
        placed.append(Placed(kind, pos, size=size, **kw))
        occ.box(pos, size)

    # revenues: one circle for cities sharing a value, else one per node
    rev_nodes = [n for n in tile.nodes if n.kind in ("city", "town", "halt") and n.revenue]
    # off-board revenues by phase colour
    phase_revenues = [
        (n.index, n.revenue)
        for n in tile.nodes
        if n.kind == "offboard" and isinstance(n.revenue, dict) and not n.hidden
    ]
    values = {_revenue_text(n) for n in rev_nodes if _revenue_text(n)}
    if len(values) == 1 and len(rev_nodes) > 1 and all(n.kind == "city" for n in rev_nodes):
        put("revenue", (30, 30), (0.0, 0.0), node=rev_nodes[0].index, text=values.pop())
    else:
        for n in rev_nodes:
            text = _revenue_text(n)
            if text:
                put("revenue", (28, 28), nodes[n.index].pos, node=n.index, text=text)
    for index, by_phase in phase_revenues:
        put("phase_revenue", (30.0 * len(by_phase) + 6, 28), (0.0, -40.0), node=index)
    if tile.label:
        put("label", (14.0 * len(tile.label) + 8, 28), polar(layout, 2.5, 60), text=tile.label)
    for cost, terrain in tile.upgrade_costs:
        put("terrain", (44, 40), polar(layout, 0.5, 55), text=f"{terrain}:{cost}")
    geom.placed = placed
    geom.occupied = occ
    return geom


def tile_geom(tile: TileDef, rotation: int, layout: str) -> TileGeom:
    """The layout of a tile in a rotation (cached; the cache keeps the tile alive)."""
    key = (id(tile), rotation % 6, layout)
    hit = _GEOM_CACHE.get(key)
    if hit is not None and hit[0] is tile:
        return hit[1]
    geom = _build_geom(tile, rotation % 6, layout)
    _GEOM_CACHE[key] = (tile, geom)
    return geom


def name_spot(geom: TileGeom, sizes: list[tuple[float, float]]) -> tuple[Pt, int]:
    """Where a location name fits best on this tile, and which of its `sizes` (largest first)
    to use: the first that covers no stop, revenue or label, else the least covering one."""
    occ = geom.occupied
    best: tuple[float, Pt, int] | None = None
    for index, size in enumerate(sizes):
        pos, cost = place_free(occ, size, (0.0, 62.0), track_weight=0.8, margin=3.0)
        if cost < 0.02:
            return pos, index
        if best is None or cost < best[0] - 0.02:
            best = (cost, pos, index)
    if best is None:
        raise ValueError("name_spot needs at least one size")
    return best[1], best[2]
