"""Drawing a train's route from its 18xx.games route entry: the track of each chain of hexes
in its ``connections``, from stop to stop, as one painter path, over the board the contract
gives to draw."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from railsdesk.engine.contract import BoardSnapshot, HexView
from railsdesk.ui.board import geometry as g


def _edge_between(board: BoardSnapshot, a: str, b: str) -> int | None:
    for edge, other in board.hexes[a].neighbors.items():
        if other == b:
            return edge
    return None


def _node_at_edge(hex_: HexView, edge: int, wanted: set[int]) -> int | None:
    """The node a path joins to an edge of the hex's tile (the route's node when several)."""
    found = []
    for path in hex_.tile.rotated_paths(hex_.rotation):
        for end, other in ((path.a, path.b), (path.b, path.a)):
            if end == edge and not isinstance(other, int):
                found.append(other[1])
    if not found:
        return None
    for index in found:
        if hex_.tile.nodes[index].part_index in wanted:
            return index
    return found[0]


def _node_by_part(hex_: HexView, part: int) -> int | None:
    for node in hex_.tile.nodes:
        if node.part_index == part:
            return node.index
    return None


def _stop_pos(board: BoardSnapshot, layout: str, hex_id: str, node_index: int | None) -> g.Pt:
    hex_ = board.hexes[hex_id]
    geom = g.tile_geom(hex_.tile, hex_.rotation, layout)
    if node_index is not None and node_index < len(geom.nodes):
        node = geom.nodes[node_index]
        if node.kind == "city" and len(node.slots) == 1:
            return node.slots[0]
        return node.pos
    return (0.0, 0.0)


def _shift(c: g.Curve, dx: float, dy: float) -> g.Curve:
    return g.Curve(*[(x + dx, y + dy) for x, y in (c.p0, c.p1, c.p2, c.p3)])


def route_path(board: BoardSnapshot, layout: str, route: dict) -> QPainterPath:
    """The track a route entry runs over: one subpath per chain of its ``connections``."""
    parts: dict[str, set[int]] = {}
    for sig in route.get("nodes") or []:
        hex_id, _, part = str(sig).rpartition("-")
        if part.isdigit():
            parts.setdefault(hex_id, set()).add(int(part))
    path = QPainterPath()
    for chain in route.get("connections") or []:
        chain = [str(h) for h in chain]
        if len(chain) == 1 and " " in chain[0]:  # "H12 0.1": between two stops of one tile
            hex_id, _, pair = chain[0].partition(" ")
            hex_ = board.hexes.get(hex_id)
            ends = [p for p in pair.split(".") if p.isdigit()]
            if hex_ is None or len(ends) != 2:
                continue
            cx, cy = g.centre(layout, hex_.x, hex_.y)
            a, b = (_stop_pos(board, layout, hex_id, _node_by_part(hex_, int(p))) for p in ends)
            path.moveTo(QPointF(a[0] + cx, a[1] + cy))
            path.lineTo(QPointF(b[0] + cx, b[1] + cy))
            continue
        if len(chain) < 2 or any(h not in board.hexes for h in chain):
            continue
        pieces: list[g.Curve] = []
        for i, hex_id in enumerate(chain):
            hex_ = board.hexes[hex_id]
            cx, cy = g.centre(layout, hex_.x, hex_.y)
            entry = _edge_between(board, hex_id, chain[i - 1]) if i > 0 else None
            exit_ = _edge_between(board, hex_id, chain[i + 1]) if i + 1 < len(chain) else None
            if entry is not None and exit_ is not None:
                local = g.edge_curve(layout, entry, exit_)
            else:
                edge = exit_ if exit_ is not None else entry
                if edge is None:
                    continue
                node = _node_at_edge(hex_, edge, parts.get(hex_id, set()))
                pos = _stop_pos(board, layout, hex_id, node)
                local = g.edge_to_point(layout, edge, pos)
                if exit_ is not None:  # leaving the first stop: run from the stop to the edge
                    local = g.Curve(local.p3, local.p2, local.p1, local.p0)
            pieces.append(_shift(local, cx, cy))
        if not pieces:
            continue
        path.moveTo(QPointF(*pieces[0].p0))
        for c in pieces:
            path.lineTo(QPointF(*c.p0))
            path.cubicTo(QPointF(*c.p1), QPointF(*c.p2), QPointF(*c.p3))
    return path


def stop_points(board: BoardSnapshot, layout: str, route: dict) -> list[QPointF]:
    """Scene positions of a route entry's stops (from its node signatures)."""
    points = []
    for sig in route.get("nodes") or []:
        hex_id, _, part = str(sig).rpartition("-")
        hex_ = board.hexes.get(hex_id)
        if hex_ is None or not part.isdigit():
            continue
        x, y = _stop_pos(board, layout, hex_id, _node_by_part(hex_, int(part)))
        cx, cy = g.centre(layout, hex_.x, hex_.y)
        points.append(QPointF(x + cx, y + cy))
    return points
