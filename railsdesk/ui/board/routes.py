"""Drawing a train's route: the track it uses, from stop to stop, as one painter path."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from railsdesk.ui.board import geometry as g


def _node_pos(board, layout: str, hex_id: str, part_index: int | None) -> g.Pt:
    hex_ = board.hexes[hex_id]
    geom = g.tile_geom(hex_.tile, hex_.rotation, layout)
    if part_index is not None:
        for node in hex_.tile.nodes:
            if node.part_index == part_index:
                return geom.nodes[node.index].pos
    stops = [n for n in geom.nodes if n.kind in ("city", "town", "halt", "offboard")]
    return stops[0].pos if stops else (0.0, 0.0)


def _edge_between(board, a: str, b: str) -> int | None:
    for edge, other in board.hexes[a].all_neighbors.items():
        if other == b:
            return edge
    return None


def route_path(board, layout: str, route: dict) -> QPainterPath:
    """A path through the route's chains of hexes (18xx.games 'connections' form)."""
    nodes: dict[str, list[int]] = {}
    for sig in route.get("nodes") or []:
        hex_id, _, part = str(sig).rpartition("-")
        if part.isdigit():
            nodes.setdefault(hex_id, []).append(int(part))
    path = QPainterPath()
    for chain in route.get("connections") or []:
        chain = [h for h in chain if h in board.hexes]
        if len(chain) < 2:
            continue
        pieces: list[g.Curve] = []
        for i, hex_id in enumerate(chain):
            cx, cy = g.centre(layout, board.hexes[hex_id].x, board.hexes[hex_id].y)
            entry = _edge_between(board, hex_id, chain[i - 1]) if i > 0 else None
            exit_ = _edge_between(board, hex_id, chain[i + 1]) if i + 1 < len(chain) else None
            if entry is not None and exit_ is not None:
                local = g.edge_curve(layout, entry, exit_)
            else:
                edge = exit_ if exit_ is not None else entry
                parts = nodes.get(hex_id, [])
                pos = _node_pos(board, layout, hex_id, parts[0] if parts else None)
                local = g.edge_to_point(layout, edge, pos)
                if exit_ is not None:  # leaving the start stop: reverse direction
                    local = g.Curve(local.p3, local.p2, local.p1, local.p0)
            pieces.append(
                g.Curve(*[(x + cx, y + cy) for x, y in (local.p0, local.p1, local.p2, local.p3)])
            )
        path.moveTo(QPointF(*pieces[0].p0))
        for c in pieces:
            path.lineTo(QPointF(*c.p0))
            path.cubicTo(QPointF(*c.p1), QPointF(*c.p2), QPointF(*c.p3))
    return path
