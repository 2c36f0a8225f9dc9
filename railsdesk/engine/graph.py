"""Where a corporation's track network reaches: the hex sides it may build from, the cities it
may token, and whether it has a route to run. Computed from the board on demand."""

from __future__ import annotations

from dataclasses import dataclass, field

from railsdesk.engine.board import Board
from railsdesk.engine.hexgrid import opposite


@dataclass
class Reach:
    hex_edges: dict[str, set[int]] = field(default_factory=dict)  # hex -> sides reached
    nodes: set[tuple[str, int]] = field(default_factory=set)  # (hex, node index)
    paths: set[tuple[str, int]] = field(default_factory=set)  # (hex, path index)
    route_available: bool = False  # a token reaches another stop
    route_available_for_purchase: bool = False  # ... so a train must be bought

    def reaches_hex(self, hex_id: str) -> bool:
        return hex_id in self.hex_edges


def _paths_at(board: Board, hex_id: str):
    """Rotated paths of the hex's tile with their indices."""
    hex_ = board.hexes[hex_id]
    return list(enumerate(hex_.tile.rotated_paths(hex_.rotation)))


def compute_reach(
    board: Board, corporation: str, extra_hexes: tuple[str, ...] = (), home_as_token: bool = False
) -> Reach:
    """Walk the track from every city holding the corporation's token.

    A walk passes through towns and through cities with a free slot or the corporation's own
    token, stops at cities filled by others and at off-boards, and never reuses a hex side in a
    way that reverses direction on the same tile.
    """
    reach = Reach()
    starts: list[tuple[str, int]] = []
    for hex_id, hex_ in board.hexes.items():
        for city_index, city in enumerate(hex_.cities):
            if corporation in city.tokens:
                node = hex_.tile.cities[city_index].index
                starts.append((hex_id, node))
    for hex_id in extra_hexes:
        hex_ = board.hexes[hex_id]
        reach.hex_edges.setdefault(hex_id, set()).update(hex_.neighbors)
        for city in hex_.tile.cities:
            reach.nodes.add((hex_id, city.index))
    for hex_id, _node in starts:
        reach.hex_edges.setdefault(hex_id, set()).update(board.hexes[hex_id].neighbors)
    start_set = set(starts)

    for start in starts:
        local_nodes = {start}
        visited: set[tuple[str, int, object]] = set()
        stack: list[tuple[str, int, object]] = []
        hex_id, node = start
        for index, path in _paths_at(board, hex_id):
            if ("n", node) in (path.a, path.b):
                stack.append((hex_id, index, ("n", node)))
        while stack:
            state = stack.pop()
            if state in visited:
                continue
            visited.add(state)
            hex_id, index, entered = state
            hex_ = board.hexes[hex_id]
            path = hex_.tile.rotated_paths(hex_.rotation)[index]
            reach.paths.add((hex_id, index))
            for end in (path.a, path.b):
                if isinstance(end, int):
                    reach.hex_edges.setdefault(hex_id, set()).add(end)
                    other = hex_.neighbors.get(end)
                    if other is not None:
                        reach.hex_edges.setdefault(other, set()).add(opposite(end))
                else:
                    reach.nodes.add((hex_id, end[1]))
                    local_nodes.add((hex_id, end[1]))
            exit_end = path.b if entered == path.a else path.a
            if isinstance(exit_end, int):
                other = hex_.neighbors.get(exit_end)
                if other is None:
                    continue
                back = opposite(exit_end)
                for other_index, other_path in _paths_at(board, other):
                    if back in (other_path.a, other_path.b):
                        stack.append((other, other_index, back))
            else:
                node_index = exit_end[1]
                if path.terminal or (hex_id, node_index) in start_set:
                    continue
                if _blocks(hex_, node_index, corporation):
                    continue
                for other_index, other_path in _paths_at(board, hex_id):
                    if other_index != index and exit_end in (other_path.a, other_path.b):
                        stack.append((hex_id, other_index, exit_end))
        stops = sum(1 for h, n in local_nodes if board.hexes[h].tile.nodes[n].route == "mandatory")
        if stops > 1:
            reach.route_available = True
            reach.route_available_for_purchase = True
    return reach


def _blocks(hex_, node_index: int, corporation: str) -> bool:
    node = hex_.tile.nodes[node_index]
    if node.is_offboard:
        return True
    if not node.is_city:
        return False
    city_index = hex_.tile.cities.index(node)
    return hex_.cities[city_index].blocks(corporation)
