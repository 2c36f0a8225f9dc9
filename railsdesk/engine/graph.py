"""Where a corporation's track network reaches: the hex sides it may build from, the cities it
may token, and whether it has a route to run. Computed from the board on demand."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from functools import cached_property

from railsdesk.engine.board import Board, Hex
from railsdesk.engine.hexgrid import opposite
from railsdesk.engine.tiles import Path

NodeRef = tuple[str, int]  # (hex, node index)
PathRef = tuple[str, int]  # (hex, path index)
SideRef = tuple[str, int]  # (hex, side)


@dataclass
class Reach:
    board: Board
    start_hexes: set[str] = field(default_factory=set)  # hexes with the corporation's token
    nodes: set[tuple[str, int]] = field(default_factory=set)  # (hex, node index)
    paths: set[tuple[str, int]] = field(default_factory=set)  # (hex, path index)
    # hex -> how the walk first came to it: (side, track) of its first crossing into the hex
    # (paths there or not), or None from a station marker in it (see first_entries); the
    # hexes the walk looked into, so the only ones whose change can change the reach
    entries: dict[str, tuple[int, str] | None] = field(default_factory=dict)
    route_available: bool = False  # a token reaches another stop
    route_available_for_purchase: bool = False  # ... so a train must be bought
    # False: the walk stopped early (compute_reach); only its entries, up to the stop, are
    # those of the whole walk
    whole: bool = True

    @cached_property
    def cities(self) -> list[tuple[str, int]]:
        """(hex, city index) of the cities among the nodes reached, in the order of the nodes
        (the tiles of the hexes reached stand while the reach does)."""
        found = []
        for hex_id, node in sorted(self.nodes):
            tile = self.board.hexes[hex_id].tile
            tile_node = tile.nodes[node]
            if tile_node.is_city:
                found.append((hex_id, tile.cities.index(tile_node)))
        return found

    def reaches_hex(self, hex_id: str) -> bool:
        """Whether the network reaches a side of the hex (a key of hex_edges, without working
        them all out): a hex with its station marker, or one the walk looked into."""
        return hex_id in self.start_hexes or hex_id in self.entries

    @cached_property
    def hex_edges(self) -> dict[str, set[int]]:
        """Hex -> the sides the network reaches (every side of a tokened hex)."""
        hexes = self.board.hexes
        edges: dict[str, set[int]] = {h: set(hexes[h].neighbors) for h in self.start_hexes}
        for hex_id, index in self.paths:
            for end in self.board.walk_info[hex_id].path_edges[index]:
                edges.setdefault(hex_id, set()).add(end)
                other = hexes[hex_id].neighbors.get(end)
                if other is not None:
                    edges.setdefault(other, set()).add(opposite(end))
        return edges


def gauges_meet(track: str, other: str) -> bool:
    """Whether track continues into the other track at a hex side (1849's narrow and
    standard gauges meet only where one of them is dual)."""
    return track == other or "dual" in (track, other)


class _Walker:
    """Depth-first walk over track, as the 18xx.games engine walks it.

    The order and the bookkeeping matter: a path is walked once per walk, except beyond a
    hex side where several paths of a tile meet (a converging side), where paths are freed
    again after their branch, so that other branches may use them; a hex side may not be
    crossed twice on the current branch; nodes are not revisited.
    """

    def __init__(
        self, board: Board, corporation: str | None, on_path: Callable[[str, int, Path], None]
    ):
        self.hexes = board.hexes
        self.corporation = corporation
        self.on_path = on_path
        self.info = board.walk_info
        self.entries: dict[str, tuple[int, str] | None] = {}
        self.stop_at: str | None = None  # a hex whose first entry ends the walk (_Found)
        # one walk's bookkeeping (walk_from sets it)
        self.visited_paths: set[PathRef] = set()
        self.visited_nodes: set[NodeRef] = set()
        self.crossing: set[SideRef] = set()  # the sides crossed on the current branch

    def walk_from(self, start: NodeRef, visited_nodes: set[NodeRef]) -> None:
        """One walk from a node, not entering the nodes given."""
        self.visited_paths = set()
        self.visited_nodes = visited_nodes
        self.crossing = set()
        self.walk_node(start, False)

    def walk_node(self, node: NodeRef, converging_path: bool) -> None:
        visited_nodes = self.visited_nodes
        if node in visited_nodes:
            return
        visited_nodes.add(node)
        hex_id, index = node
        for path_index in self.info[hex_id].node_paths.get(index, ()):
            self.walk_path(hex_id, path_index, None, converging_path, node)
        if converging_path:
            visited_nodes.discard(node)

    def walk_path(
        self,
        hex_id: str,
        path_index: int,
        skip: int | None,
        converging: bool,
        from_node: NodeRef | None,
    ) -> None:
        # the walk's innermost loop: lookups hoisted, opposite() and gauges_meet() written out
        ref = (hex_id, path_index)
        visited = self.visited_paths
        if ref in visited:
            return
        info = self.info[hex_id]
        edges = info.path_edges[path_index]
        crossing = self.crossing
        for e in edges:
            if (hex_id, e) in crossing:
                return
        visited.add(ref)
        path = info.paths[path_index]
        self.on_path(hex_id, path_index, path)
        if not path.terminal:
            for node_index in info.path_nodes[path_index]:
                next_node = (hex_id, node_index)
                if next_node == from_node or _blocks(
                    self.hexes[hex_id], node_index, self.corporation
                ):
                    continue
                self.walk_node(next_node, converging)
        if edges:
            neighbors = self.hexes[hex_id].neighbors
            track = path.track
            entries = self.entries
            for edge in edges:
                if edge == skip:
                    continue
                neighbor = neighbors.get(edge)
                if neighbor is None:
                    continue
                key = (hex_id, edge)
                crossing.add(key)
                back = (edge + 3) % 6
                if neighbor not in entries:
                    entries[neighbor] = (back, track)
                    if neighbor == self.stop_at:
                        raise _Found
                branch_converging = converging or edge in info.converging
                other_paths = self.info[neighbor].paths
                for other in self.info[neighbor].edge_paths.get(back, ()):
                    other_track = other_paths[other].track
                    if other_track != track and "dual" not in (track, other_track):
                        continue
                    self.walk_path(neighbor, other, back, branch_converging, None)
                crossing.discard(key)
        if converging:
            visited.discard(ref)


def token_nodes(board: Board, corporation: str) -> list[NodeRef]:
    """The city nodes holding the corporation's station markers, where its walks start."""
    return [
        (hex_.id, hex_.tile.cities[city_index].index)
        for hex_ in board.city_hexes()
        for city_index, city in enumerate(hex_.cities)
        if corporation in city.tokens
    ]


class _Found(Exception):
    """Ends a walk early: what it looked for is reached."""


def reaches_any_path(board: Board, corporation: str, targets: set[PathRef]) -> bool:
    """Whether the corporation's network reaches one of the paths: compute_reach's walk,
    stopped at the first target it meets."""
    if not targets:
        return False

    def on_path(hex_id: str, index: int, path: Path) -> None:
        if (hex_id, index) in targets:
            raise _Found

    starts = token_nodes(board, corporation)
    # a walk from a station marker takes every path of its city first
    for hex_id, node in starts:
        if any((hex_id, p) in targets for p in board.walk_info[hex_id].node_paths.get(node, ())):
            return True
    walker = _Walker(board, corporation, on_path)
    try:
        for start in starts:
            walker.walk_from(start, {s for s in starts if s != start})
    except _Found:
        return True
    return False


def compute_reach(
    board: Board,
    corporation: str,
    stop_at_hex: str | None = None,
    wanted: Callable[[NodeRef], bool] | None = None,
    wanted_paths: Callable[[PathRef], bool] | None = None,
) -> Reach:
    """Walk the track from every city holding the corporation's token.

    The walk may stop early, as soon as it enters `stop_at_hex`, reaches a node that is
    `wanted` (one of the reach's nodes) or takes a path that is (one of the reach's paths):
    the reach is then not whole (a question about one hex, one kind of node or a few paths
    needs no more), and its entries end with the first into `stop_at_hex`."""
    reach = Reach(board)
    starts = token_nodes(board, corporation)
    for start in starts:
        reach.start_hexes.add(start[0])
        reach.nodes.add(start)
    if stop_at_hex in reach.start_hexes or (wanted and any(map(wanted, starts))):
        reach.whole = False
        return reach

    local_nodes: set[tuple[str, int]] = set()
    paths_add, nodes_add, local_add = reach.paths.add, reach.nodes.add, local_nodes.add

    walk_info = board.walk_info

    def on_path(hex_id: str, index: int, path: Path) -> None:
        if wanted_paths is not None and wanted_paths((hex_id, index)):
            raise _Found
        paths_add((hex_id, index))
        for node_index in walk_info[hex_id].path_nodes[index]:
            node = (hex_id, node_index)
            if wanted is not None and wanted(node):
                raise _Found
            nodes_add(node)
            local_add(node)

    walker = _Walker(board, corporation, on_path)
    walker.entries = reach.entries
    walker.stop_at = stop_at_hex
    for start in starts:
        walker.entries.setdefault(start[0], None)
        local_nodes.clear()
        try:
            walker.walk_from(start, {s for s in starts if s != start})
        except _Found:
            reach.whole = False
            return reach
        kinds = [board.hexes[h].tile.nodes[n].route for h, n in local_nodes]
        stops = kinds.count("mandatory")
        if stops > 1:
            reach.route_available = True
            reach.route_available_for_purchase = True
        elif stops == 1 and "optional" in kinds:
            # an optional stop (1849's ports) makes a route, but not a train compulsory
            reach.route_available = True
    return reach


def paths_at_sides(board: Board, hex_id: str, sides: Collection[int]) -> dict[PathRef, int]:
    """The paths whose taking puts one of the hex's sides among a reach's hex_edges, each with
    that side: the hex's own paths that end there and the neighbours' paths that end across."""
    hex_ = board.hexes[hex_id]
    found: dict[PathRef, int] = {}
    for side in sorted(sides):
        for index in board.walk_info[hex_id].edge_paths.get(side, ()):
            found.setdefault((hex_id, index), side)
        neighbor = hex_.neighbors.get(side)
        if neighbor is not None:
            for index in board.walk_info[neighbor].edge_paths.get(opposite(side), ()):
                found.setdefault((neighbor, index), side)
    return found


def first_entry_reaches(reach: Reach, hex_id: str, tracks: dict[int, list[str]]) -> bool:
    """Whether a walk over the board with another tile on the hex takes one of that tile's
    paths at once: up to its first crossing into the hex the walk is the one that made
    `reach`, and that crossing takes every path at its side whose gauge meets. `tracks`:
    side -> the gauges of the paths asked about that end there."""
    entry = reach.entries.get(hex_id)
    if entry is None:
        return False
    side, track = entry
    return any(gauges_meet(track, other) for other in tracks.get(side, ()))


def connected_hexes(board: Board, hex_id: str) -> set[str]:
    """Hexes with track connected to the cities of a hex, walked as 18xx.games walks it, with
    no station marker in the way (off-boards still end a walk)."""
    hex_ = board.hexes[hex_id]
    starts = [(hex_id, node.index) for node in hex_.tile.cities]
    found: set[str] = set()
    walker = _Walker(board, None, lambda hex_id, index, path: found.add(hex_id))
    for start in starts:
        walker.walk_from(start, {s for s in starts if s != start})
    return found


def _blocks(hex_: Hex, node_index: int, corporation: str | None) -> bool:
    """corporation None: no station marker blocks."""
    tile = hex_.tile
    kind = tile.nodes[node_index].kind  # (read directly: walks ask it of every node they meet)
    if kind == "offboard":
        return True
    if kind != "city" or corporation is None:
        return False
    return hex_.cities[tile.city_numbers[node_index]].blocks(corporation)
