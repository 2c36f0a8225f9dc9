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


# What taking a path leads to (track_moves): the sides it may not be taken across again, the
# path, the nodes it touches (a walk passes only into those without a station marker in its
# way, see _blocks), and per side it crosses: (hex, side), side, neighbour, the side entered
# there, whether the side is converging, the neighbour's paths there whose gauge meets
Crossing = tuple[SideRef, int, str, int, bool, tuple[int, ...]]
Moves = tuple[tuple[SideRef, ...], Path, tuple[int, ...], tuple[Crossing, ...]]


def track_moves(board: Board, hex_id: str, index: int) -> Moves:
    """What taking the path leads to, kept on the board until its hex's or a neighbour's
    tile changes (Board.forget_moves): the walks' innermost loop reads it."""
    kept = board.track_moves.setdefault(hex_id, {})
    found = kept.get(index)
    if found is None:
        found = kept[index] = path_moves(board, hex_id, index)
    return found


def path_moves(board: Board, hex_id: str, index: int) -> Moves:
    """What taking the path leads to, worked out from the board."""
    info = board.walk_info[hex_id]
    path = info.paths[index]
    track = path.track
    hexes = board.hexes
    neighbors = hexes[hex_id].neighbors
    sides = []
    crossings = []
    for edge in info.path_edges[index]:
        sides.append((hex_id, edge))
        neighbor = neighbors.get(edge)
        if neighbor is None:
            continue
        back = (edge + 3) % 6
        others: tuple[int, ...] = ()
        if hexes[neighbor].tile.paths:  # (no walk data for a hex without track)
            other_info = board.walk_info[neighbor]
            others = tuple(
                [
                    other
                    for other in other_info.edge_paths.get(back, ())
                    if gauges_meet(track, other_info.paths[other].track)
                ]
            )
        crossings.append(((hex_id, edge), edge, neighbor, back, edge in info.converging, others))
    nodes = () if path.terminal else info.path_nodes[index]
    return tuple(sides), path, nodes, tuple(crossings)


class _Walker:
    """Depth-first walk over track, as the 18xx.games engine walks it.

    The order and the bookkeeping matter: a path is walked once per walk, except beyond a
    hex side where several paths of a tile meet (a converging side), where paths are freed
    again after their branch, so that other branches may use them; a hex side may not be
    crossed twice on the current branch; nodes are not revisited.

    Beyond a converging side the walk tries every way along the track: on a dense map tens
    of thousands of steps over a few hundred paths. A way that can find nothing new is left
    out (_Cuts), what a path leads to is read from the board (track_moves), and `on_path` is
    told of each path once per walk from a node (taking it again adds nothing to what the
    walk collects).
    """

    def __init__(
        self, board: Board, corporation: str | None, on_path: Callable[[str, int, Path], None]
    ):
        self.board = board
        self.moves = board.track_moves
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
        self.told: set[PathRef] = set()  # the paths on_path was told of
        # beyond converging sides (see _Cuts): per freed walk taken, the cuts of its ways so
        # far, and the walks taken, each with what cut its ways then
        self.cuts: list[_Cuts] = []
        self.taken: dict[tuple[PathRef, int | None, NodeRef | None], list[_Cuts]] = {}

    def walk_from(self, start: NodeRef, visited_nodes: set[NodeRef]) -> None:
        """One walk from a node, not entering the nodes given."""
        self.visited_paths = set()
        self.visited_nodes = visited_nodes
        self.crossing = set()
        self.told = set()
        self.cuts = []
        self.taken = {}
        self.walk_node(start, False)

    def walk_node(self, node: NodeRef, converging_path: bool) -> None:
        visited_nodes = self.visited_nodes
        if node in visited_nodes:
            if self.cuts:
                self.cuts[-1].nodes.add(node)
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
        # the walk's innermost loop: lookups hoisted
        ref = (hex_id, path_index)
        visited = self.visited_paths
        cuts = self.cuts
        if ref in visited:
            if cuts:
                cuts[-1].paths.add(ref)
            return
        hex_moves = self.moves.get(hex_id)
        moves = None if hex_moves is None else hex_moves.get(path_index)
        if moves is None:
            moves = track_moves(self.board, hex_id, path_index)
        sides, path, nodes, crossings = moves
        crossing = self.crossing
        for side in sides:
            if side in crossing:
                if cuts:
                    cuts[-1].sides.add(side)
                return
        if converging:
            key = (ref, skip, from_node)
            for cut in self.taken.get(key, ()):
                if cut.within(visited, self.visited_nodes, crossing):
                    if cuts:
                        cuts[-1].add(cut)
                    return  # every way from here was taken before (see _Cuts)
            cuts.append(_Cuts())
        visited.add(ref)
        told = self.told
        if ref not in told:
            told.add(ref)
            self.on_path(hex_id, path_index, path)
        if nodes:
            hex_ = self.hexes[hex_id]
            for node_index in nodes:
                next_node = (hex_id, node_index)
                if next_node != from_node and not _blocks(hex_, node_index, self.corporation):
                    self.walk_node(next_node, converging)
        entries = self.entries
        for side, edge, neighbor, back, converges, others in crossings:
            if edge == skip:
                continue
            crossing.add(side)
            if neighbor not in entries:
                entries[neighbor] = (back, path.track)
                if neighbor == self.stop_at:
                    raise _Found
            branch_converging = converging or converges
            for other in others:
                self.walk_path(neighbor, other, back, branch_converging, None)
            crossing.discard(side)
        if converging:
            visited.discard(ref)
            cut = cuts.pop().outer(visited, self.visited_nodes, crossing)
            self.taken.setdefault(key, []).append(cut)
            if cuts:
                cuts[-1].add(cut)


class _Cuts:
    """What cut a freed walk's ways short: the paths, nodes and sides it found taken.

    Beyond a converging side the walk frees what it takes after each branch, so it takes every
    way from a path that the paths, nodes and sides already taken allow, and on dense track
    meets the same path again and again (tens of thousands of steps). A way taken before told
    every path and made every entry it could: taking it again changes nothing. So a walk from
    the same path (entered the same way) is left out when everything that cut the earlier
    walk's ways is still taken: it could only take some of those ways again. The cuts kept are
    those of the state the walk started in (what the walk took itself is freed again)."""

    __slots__ = ("paths", "nodes", "sides")

    def __init__(self) -> None:
        self.paths: set[PathRef] = set()
        self.nodes: set[NodeRef] = set()
        self.sides: set[SideRef] = set()

    def add(self, other: _Cuts) -> None:
        self.paths |= other.paths
        self.nodes |= other.nodes
        self.sides |= other.sides

    def outer(self, paths: set[PathRef], nodes: set[NodeRef], sides: set[SideRef]) -> _Cuts:
        """Only the cuts still taken once the walk has freed its own."""
        self.paths &= paths
        self.nodes &= nodes
        self.sides &= sides
        return self

    def within(self, paths: set[PathRef], nodes: set[NodeRef], sides: set[SideRef]) -> bool:
        """Whether every cut is taken in the state given."""
        return self.paths <= paths and self.nodes <= nodes and self.sides <= sides


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
