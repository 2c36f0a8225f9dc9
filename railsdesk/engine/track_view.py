"""The track a route may use, as the route rules and the route finder see it: segments (the
track between two nodes), the numbering of track pieces as the bits of masks, and one
corporation's view of the board's track (``TrackView``), walked lazily from the board's
per-tile data.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from railsdesk.engine.board import Board, City
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.graph import NodeRef, token_nodes
from railsdesk.engine.hexgrid import opposite
from railsdesk.engine.tiles import End, Node, Path

if TYPE_CHECKING:
    from railsdesk.engine.routes import RouteRules

PathRef = tuple[str, int]  # (hex id, index of the path on the hex's tile)
# A piece of track a route occupies: (hex id, side), or (hex id, "path", index) for a path
# that reaches no side.
TrackKey = tuple[str, int] | tuple[str, str, int]


class Segment(NamedTuple):
    """Track between two nodes with no node in between (a "chain" of an 18xx.games route).
    A named tuple: routes are read and searched by the thousand, and tuples are made fast."""

    a: NodeRef
    b: NodeRef
    paths: tuple[PathRef, ...]  # in order from a to b
    keys: int  # set of track pieces occupied (bit per hex side end, per node-to-node path)
    tracks: frozenset[str]  # track gauges on the segment ("broad", "narrow", "dual")
    sides: int  # hex sides crossed
    term_a: bool = False  # the path at end a is terminal
    term_b: bool = False
    term_inner: bool = False  # a terminal path strictly inside

    def reversed(self) -> Segment:
        return Segment(
            self.b,
            self.a,
            self.paths[::-1],
            self.keys,
            self.tracks,
            self.sides,
            self.term_b,
            self.term_a,
            self.term_inner,
        )

    @property
    def hex_ids(self) -> tuple[str, ...]:
        return tuple(hex_id for hex_id, _ in self.paths)

    def other(self, node: NodeRef) -> NodeRef:
        return self.b if node == self.a else self.a


def _other_end(path: Path, end: End) -> Any:
    return path.b if path.a == end else path.a


class _HexPaths:
    """hex id -> the rotated paths of its tile."""

    def __init__(self, board: Board):
        self.info = board.walk_info

    def __getitem__(self, hex_id: str) -> tuple[Path, ...]:
        return self.info[hex_id].paths


class _NodePaths:
    """(hex id, node index) -> indices of the paths touching the node."""

    def __init__(self, board: Board):
        self.info = board.walk_info

    def get(self, key: tuple[str, int], default: tuple[int, ...] = ()) -> tuple[int, ...]:
        info = self.info.get(key[0])
        return default if info is None else info.node_paths.get(key[1], default)


class TrackKeys:
    """The pieces of track (hex sides, and paths that reach none) numbered as the bits of the
    masks that tell which track a segment or route uses. A view made to find routes numbers
    its own (its masks stay narrow); the views that check logged runs share the board's, so
    that the track matched for a logged chain keeps its masks from one run to the next."""

    def __init__(self, shared: bool = False) -> None:
        self.names: list[TrackKey] = []
        self.bits: dict[TrackKey, int] = {}
        # (hex, tile name, rotation, path index) -> mask; kept only by a board's shared keys
        self.path_masks: dict[tuple[str, str, int, int], int] | None = {} if shared else None

    def bit(self, key: TrackKey) -> int:
        bit = self.bits.get(key)
        if bit is None:
            bit = self.bits[key] = len(self.names)
            self.names.append(key)
        return 1 << bit


def logged_track_keys(board: Board) -> TrackKeys:
    """The board's shared track keys (see TrackKeys), made on first use."""
    if board.track_keys is None:
        board.track_keys = TrackKeys(shared=True)
    return board.track_keys


class _PathKeys(dict[PathRef, int]):
    """(hex id, path index) -> the set of track pieces the path occupies, as bits (worked out
    on first use; a dict, so that the many later lookups cost no Python call)."""

    def __init__(self, view: TrackView):
        super().__init__()
        self.view = view

    def __missing__(self, ref: PathRef) -> int:
        hex_id, index = ref
        keys = self.view.track_keys
        shared = keys.path_masks
        if shared is not None:
            hex_ = self.view.board.hexes[hex_id]
            kept = (hex_id, hex_.tile.name, hex_.rotation, index)
            mask = shared.get(kept)
            if mask is None:
                mask = shared[kept] = self._mask(keys, hex_id, index)
        else:
            mask = self._mask(keys, hex_id, index)
        self[ref] = mask
        return mask

    def _mask(self, keys: TrackKeys, hex_id: str, index: int) -> int:
        edges = self.view.board.walk_info[hex_id].path_edges[index]
        if not edges:
            return keys.bit((hex_id, "path", index))
        mask = 0
        for edge in edges:
            mask |= keys.bit((hex_id, edge))
        return mask


class TrackView:
    """The board's track for one corporation at one moment: paths, nodes and segments."""

    def __init__(
        self, board: Board, corporation: str, rules: RouteRules, keys: TrackKeys | None = None
    ):
        self.board = board
        self.corporation = corporation
        self.rules = rules
        self.track_keys = TrackKeys() if keys is None else keys
        # Track indices are read lazily from the board's per-tile walk data: a view is made for
        # every run checked, and most runs touch a handful of hexes.
        self.paths = _HexPaths(board)
        self.node_paths = _NodePaths(board)
        self.path_keys = _PathKeys(self)
        self._segments: dict[NodeRef, tuple[Segment, ...]] = {}
        # (a, b, paths) -> a segment this view walked from a to b (see segment_for)
        self._walked: dict[tuple[NodeRef, NodeRef, tuple[PathRef, ...]], Segment] = {}

    def keys_of(self, paths: Sequence[PathRef]) -> int:
        keys = 0
        path_keys = self.path_keys
        for ref in paths:
            keys |= path_keys[ref]
        return keys

    def has_path(self, ref: PathRef) -> bool:
        info = self.board.walk_info.get(ref[0])
        return info is not None and 0 <= ref[1] < len(info.paths)

    def key_hex(self, keys: int) -> str:
        """The hex of the lowest track piece in a key set (for messages)."""
        bit = (keys & -keys).bit_length() - 1
        return self.track_keys.names[bit][0]

    # -- nodes

    def node(self, ref: NodeRef) -> Node:
        return self.board.hexes[ref[0]].tile.nodes[ref[1]]

    def has_node(self, ref: NodeRef) -> bool:
        hex_ = self.board.hexes.get(ref[0])
        return hex_ is not None and 0 <= ref[1] < len(hex_.tile.nodes)

    def city(self, ref: NodeRef) -> City | None:
        index = self.board.hexes[ref[0]].tile.city_numbers.get(ref[1])
        if index is None:
            return None
        cities = self.board.hexes[ref[0]].cities
        return cities[index] if index < len(cities) else None

    def tokened(self, ref: NodeRef) -> bool:
        city = self.city(ref)
        return city is not None and city.tokened_by(self.corporation)

    def blocks(self, ref: NodeRef) -> bool:
        """Whether a route may not pass through the node (it may still start or end there)."""
        node = self.node(ref)
        if node.is_offboard:
            return True
        city = self.city(ref)
        return city is not None and city.blocks(self.corporation)

    def signature(self, ref: NodeRef) -> str:
        """The node as 18xx.games logs name it: "<hex>-<part index>"."""
        return f"{ref[0]}-{self.node(ref).part_index}"

    def node_by_signature(self, signature: str) -> NodeRef | None:
        hex_id, _, part = signature.rpartition("-")
        hex_ = self.board.hexes.get(hex_id)
        if hex_ is None or not part.lstrip("-").isdigit():
            return None
        for node in hex_.tile.nodes:
            if node.part_index == int(part):
                return (hex_id, node.index)
        return None

    def nodes_on(self, hex_id: str) -> list[NodeRef]:
        hex_ = self.board.hexes.get(hex_id)
        return [] if hex_ is None else [(hex_id, n.index) for n in hex_.tile.nodes]

    def tokened_nodes(self) -> list[NodeRef]:
        return token_nodes(self.board, self.corporation)

    # -- segments

    def segments_from(self, start: NodeRef) -> tuple[Segment, ...]:
        """Every segment from a node: walks over plain track ending at the next node.

        A walk never uses the same hex side or path twice and follows the gauge rule of the
        title's rules at every hex side it crosses.
        """
        cached = self._segments.get(start)
        if cached is not None:
            return cached
        found: list[Segment] = []
        hex_id = start[0]
        for index in self.node_paths.get(start, ()):
            path = self.paths[hex_id][index]
            ref = (hex_id, index)
            far = _other_end(path, ("n", start[1]))
            if not isinstance(far, int):
                if far[1] != start[1]:
                    found.append(self._segment(start, (hex_id, far[1]), [ref]))
                continue
            self._walk(start, [ref], self.path_keys[ref], hex_id, path, far, found)
        result = tuple(found)
        self._segments[start] = result
        self.remember(result)
        return result

    def remember(self, segments: Sequence[Segment]) -> None:
        """Segments this view walked (or took as walked: see segment_for)."""
        walked = self._walked
        for seg in segments:
            walked[(seg.a, seg.b, seg.paths)] = seg

    def segments_along(self, start: NodeRef, chain: tuple[str, ...]) -> list[Segment]:
        """The segments from a node that cross exactly the given hexes in order (a logged
        chain): the same walk as segments_from, entering only the chain's next hex."""
        found: list[Segment] = []
        hex_id = start[0]
        for index in self.node_paths.get(start, ()):
            path = self.paths[hex_id][index]
            ref = (hex_id, index)
            far = _other_end(path, ("n", start[1]))
            if not isinstance(far, int):
                if far[1] != start[1] and len(chain) == 1:
                    found.append(self._segment(start, (hex_id, far[1]), [ref]))
                continue
            self._walk(start, [ref], self.path_keys[ref], hex_id, path, far, found, chain, 1)
        self.remember(found)  # each ends in the chain's last hex: its whole chain
        return found

    def _walk(
        self,
        start: NodeRef,
        trail: list[PathRef],
        used: int,
        hex_id: str,
        path: Path,
        out_edge: int,
        found: list[Segment],
        chain: tuple[str, ...] | None = None,
        step: int = 0,
    ) -> None:
        neighbor = self.board.hexes[hex_id].neighbors.get(out_edge)
        if neighbor is None:
            return
        if chain is not None and (step >= len(chain) or chain[step] != neighbor):
            return
        entry = opposite(out_edge)
        info = self.board.walk_info[neighbor]
        paths = info.paths
        path_keys = self.path_keys
        connects = self.rules.tracks_connect
        for index in info.edge_paths.get(entry, ()):
            nxt = paths[index]
            ref = (neighbor, index)
            keys = path_keys[ref]
            if keys & used or not connects(path.track, nxt.track):
                continue
            far = _other_end(nxt, entry)
            trail.append(ref)
            if isinstance(far, int):
                self._walk(start, trail, used | keys, neighbor, nxt, far, found, chain, step + 1)
            elif (neighbor, far[1]) != start and (chain is None or step + 1 == len(chain)):
                found.append(self._segment(start, (neighbor, far[1]), trail))
            trail.pop()

    def _segment(self, a: NodeRef, b: NodeRef, trail: Sequence[PathRef]) -> Segment:
        info = self.board.walk_info
        paths = [info[h].paths[i] for h, i in trail]
        return Segment(
            a,
            b,
            tuple(trail),
            self.keys_of(trail),
            frozenset(p.track for p in paths),
            len(trail) - 1,  # each path after the first lies beyond a hex side
            paths[0].terminal,
            paths[-1].terminal,
            any(p.terminal for p in paths[1:-1]),
        )

    def segment_for(self, a: NodeRef, b: NodeRef, trail: Sequence[PathRef]) -> Segment:
        """Check that paths lead from node a to node b over plain track; the segment."""
        # a segment this view walked (either way round) holds: its walk made these checks
        paths = tuple(trail)
        walked = self._walked.get((a, b, paths))
        if walked is not None:
            return walked
        walked = self._walked.get((b, a, paths[::-1]))
        if walked is not None:
            return walked.reversed()

        def broken() -> IllegalAction:
            return IllegalAction(
                "route.not_connected",
                f"Route is not connected between {a[0]} and {b[0]}",
                hex=a[0],
                other=b[0],
            )

        if not trail or a == b:
            raise broken()
        for ref in trail:
            if not self.has_path(ref):
                raise broken()
        first = self.paths[trail[0][0]][trail[0][1]]
        if trail[0][0] != a[0] or ("n", a[1]) not in (first.a, first.b):
            raise broken()
        end = _other_end(first, ("n", a[1]))
        hex_id, path = trail[0][0], first
        used = self.path_keys[trail[0]]
        for ref in trail[1:]:
            if not isinstance(end, int):
                raise broken()
            neighbor = self.board.hexes[hex_id].neighbors.get(end)
            nxt = self.paths[ref[0]][ref[1]]
            entry = opposite(end)
            if (
                neighbor != ref[0]
                or entry not in (nxt.a, nxt.b)
                or not self.rules.tracks_connect(path.track, nxt.track)
                or self.path_keys[ref] & used
            ):
                raise broken()
            used |= self.path_keys[ref]
            end = _other_end(nxt, entry)
            hex_id, path = ref[0], nxt
        if isinstance(end, int) or (hex_id, end[1]) != b:
            raise broken()
        return self._segment(a, b, trail)

    def ambiguous_tile(self, hex_id: str) -> bool:
        """Whether the tile has more than one node-to-node path (logged as "H12 0.1")."""
        count = 0
        for path in self.paths[hex_id]:
            if not isinstance(path.a, int) and not isinstance(path.b, int):
                count += 1
        return count > 1
