"""Tiles as data: nodes (cities, towns, off-boards), paths between edges and nodes, labels, costs.

A tile definition is rotation-free; a placed tile is a definition plus a rotation. Part indices
(the position of a part in the definition) name cities in the 18xx.games identifiers
("57-0-0" = tile 57-0, part 0).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, NamedTuple

from railsdesk.engine.hexgrid import rotate

COLORS = ("white", "yellow", "green", "brown", "gray")
NODE_KINDS = ("city", "town", "offboard", "halt", "junction", "pass")


class Node(NamedTuple):
    """A city, town, off-board... of a tile (named tuples: a map's tiles make hundreds)."""

    kind: str
    index: int  # type: ignore[assignment]  # (tuple.index unused) place among the nodes ("_N")
    part_index: int  # position among all parts: the city id suffix
    revenue: int | dict[str, int] = 0
    slots: int = 1
    groups: tuple[str, ...] = ()
    hidden: bool = False
    loc: float | None = None
    route: str = "mandatory"  # 'mandatory' stops count for trains; 'optional'/'never' (1849)

    @property
    def max_revenue(self) -> int:
        return self.revenue if isinstance(self.revenue, int) else max(self.revenue.values())

    @property
    def is_city(self) -> bool:
        return self.kind == "city"

    @property
    def is_town(self) -> bool:
        return self.kind in ("town", "halt")

    @property
    def is_offboard(self) -> bool:
        return self.kind == "offboard"


# A path end is an edge number (int) or a node index written as ("n", index).
End = int | tuple[str, int]


class Path(NamedTuple):
    a: End
    b: End
    terminal: bool = False
    track: str = "broad"

    def ends(self) -> tuple[End, End]:
        return self.a, self.b


class Border(NamedTuple):
    edge: int
    type: str | None = None  # 'impassable', 'water', 'mountain', ...
    cost: int = 0


def _end(value: int | str) -> End:
    if isinstance(value, str) and value.startswith("n"):
        return ("n", int(value[1:]))
    return int(value)


@dataclass(frozen=True)
class TileDef:
    name: str
    color: str
    nodes: tuple[Node, ...]
    paths: tuple[Path, ...]
    label: str | None = None
    upgrade_costs: tuple[tuple[int, str], ...] = ()  # (cost, terrain)
    borders: tuple[Border, ...] = ()
    stubs: tuple[int, ...] = ()
    count: int | None = None  # copies in the manifest (None for map-only tiles)

    @classmethod
    def from_parts(
        cls, name: str, color: str, parts: list[dict[str, Any]], count: int | None = None
    ) -> TileDef:
        """The definition of a tile; shared between games built from the same data, so that
        its per-rotation caches are computed once (and between the map's hexes with nothing
        printed on them that share a name and colour)."""
        key = (id(parts) if parts else 0, name, color, count)
        cached = _DEFINITIONS.get(key)
        if cached is not None and (cached[0] is parts or not parts):
            return cached[1]
        tile = cls._build(name, color, parts, count)
        _DEFINITIONS[key] = (parts, tile)  # holding parts keeps its id from being reused
        return tile

    @classmethod
    def _build(
        cls, name: str, color: str, parts: list[dict[str, Any]], count: int | None
    ) -> TileDef:
        nodes: list[Node] = []
        paths: list[Path] = []
        upgrades: list[tuple[int, str]] = []
        borders: list[Border] = []
        stubs: list[int] = []
        label: str | None = None
        for part_index, part in enumerate(parts):
            kind = part["type"]
            if kind in NODE_KINDS:
                groups = part.get("groups", ())
                nodes.append(
                    Node(
                        kind=kind,
                        index=len(nodes),
                        part_index=part_index,
                        revenue=part.get("revenue", 0),
                        slots=part.get("slots", 1) if kind == "city" else 0,
                        groups=tuple(groups),
                        hidden=bool(part.get("hide")),
                        loc=part.get("loc"),
                        route=part.get("route", "mandatory"),
                    )
                )
            elif kind == "path":
                paths.append(
                    Path(
                        _end(part["a"]),
                        _end(part["b"]),
                        terminal=bool(part.get("terminal")),
                        track=part.get("track", "broad"),
                    )
                )
            elif kind == "label":
                label = part["label"]
            elif kind == "upgrade":
                upgrades.append((part.get("cost", 0), part.get("terrain", "")))
            elif kind == "border":
                borders.append(Border(part["edge"], part.get("border_type"), part.get("cost", 0)))
            elif kind == "stub":
                stubs.append(part["edge"])
        return cls(
            name=name,
            color=color,
            nodes=tuple(nodes),
            paths=tuple(paths),
            label=label,
            upgrade_costs=tuple(upgrades),
            borders=tuple(borders),
            stubs=tuple(stubs),
            count=count,
        )

    @cached_property
    def cities(self) -> tuple[Node, ...]:
        return tuple(n for n in self.nodes if n.is_city)

    @cached_property
    def city_numbers(self) -> dict[int, int]:
        """Node index -> the city's place among the tile's cities."""
        return {node.index: number for number, node in enumerate(self.cities)}

    @cached_property
    def towns(self) -> tuple[Node, ...]:
        return tuple(n for n in self.nodes if n.is_town)

    @cached_property
    def city_towns(self) -> tuple[Node, ...]:
        return tuple(n for n in self.nodes if n.is_city or n.is_town)

    @property
    def upgrade_cost(self) -> int:
        return sum(cost for cost, _ in self.upgrade_costs)

    @property
    def terrain(self) -> tuple[str, ...]:
        return tuple(t for _, t in self.upgrade_costs if t)

    def rotated_paths(self, rotation: int) -> tuple[Path, ...]:
        return _rotated_paths(self, rotation)

    def exits(self, rotation: int) -> frozenset[int]:
        return _exits(self, rotation)

    def walk_info(self, rotation: int) -> WalkInfo:
        return _walk_info(self, rotation)

    def node_exits(self, rotation: int) -> tuple[frozenset[int], ...]:
        """For each node, the hex edges its paths lead to directly."""
        return _node_exits(self, rotation)

    def city_town_edges(self, rotation: int) -> list[frozenset[int]]:
        """Exits of each city and town that has track (a bare city has none)."""
        exits = self.node_exits(rotation)
        return [exits[n.index] for n in self.city_towns if exits[n.index]]


# (id of the parts, 0 for none, name, color, count) -> (the parts, their tile)
_DEFINITIONS: dict[tuple[int, str, str, int | None], tuple[list[Any], TileDef]] = {}


@dataclass(frozen=True)
class WalkInfo:
    """A rotated tile's track arranged for walking: which paths meet each side and node."""

    paths: tuple[Path, ...]
    path_edges: tuple[tuple[int, ...], ...]  # the hex sides each path reaches
    edge_paths: dict[int, tuple[int, ...]]  # side -> paths reaching it, in tile order
    node_paths: dict[int, tuple[int, ...]]  # node index -> paths touching it
    converging: frozenset[int]  # sides where several paths meet
    path_nodes: tuple[tuple[int, ...], ...]  # the node indices each path touches


def _walk_info(tile: TileDef, rotation: int) -> WalkInfo:
    cache = _tile_cache(tile, "_walk_info_cache")
    cached = cache.get(rotation)
    if cached is None:
        paths = tile.rotated_paths(rotation)
        edge_paths: dict[int, list[int]] = {}
        node_paths: dict[int, list[int]] = {}
        ends: list[End] = []
        for index, path in enumerate(paths):
            for end in (path.a, path.b):
                ends.append(end)
                if isinstance(end, int):
                    edge_paths.setdefault(end, []).append(index)
                else:
                    node_paths.setdefault(end[1], []).append(index)
        cached = WalkInfo(
            paths=paths,
            path_edges=tuple(tuple(e for e in (p.a, p.b) if isinstance(e, int)) for p in paths),
            edge_paths={k: tuple(v) for k, v in edge_paths.items()},
            node_paths={k: tuple(v) for k, v in node_paths.items()},
            converging=frozenset(e for e in set(ends) if isinstance(e, int) and ends.count(e) > 1),
            path_nodes=tuple(
                tuple(e[1] for e in (p.a, p.b) if not isinstance(e, int)) for p in paths
            ),
        )
        cache[rotation] = cached
    return cached


def _tile_cache(tile: TileDef, name: str) -> dict[Any, Any]:
    """A per-tile cache (keyed by rotation); lives and dies with the tile definition."""
    cache = tile.__dict__.get(name)
    if cache is None:
        cache = tile.__dict__[name] = {}
    return cache


def _rotate_end(end: End, rotation: int) -> End:
    return rotate(end, rotation) if isinstance(end, int) else end


def _rotated_paths(tile: TileDef, rotation: int) -> tuple[Path, ...]:
    cache = _tile_cache(tile, "_rotated_paths_cache")
    cached = cache.get(rotation)
    if cached is None:
        cached = tuple(
            Path(_rotate_end(p.a, rotation), _rotate_end(p.b, rotation), p.terminal, p.track)
            for p in tile.paths
        )
        cache[rotation] = cached
    return cached


def _exits(tile: TileDef, rotation: int) -> frozenset[int]:
    cache = _tile_cache(tile, "_exits_cache")
    cached = cache.get(rotation)
    if cached is None:
        edges = {e for p in tile.rotated_paths(rotation) for e in p.ends() if isinstance(e, int)}
        edges.update(rotate(e, rotation) for e in tile.stubs)
        cached = frozenset(edges)
        cache[rotation] = cached
    return cached


def _node_exits(tile: TileDef, rotation: int) -> tuple[frozenset[int], ...]:
    cache = _tile_cache(tile, "_node_exits_cache")
    cached = cache.get(rotation)
    if cached is None:
        found: list[set[int]] = [set() for _ in tile.nodes]
        for p in tile.rotated_paths(rotation):
            for node_end, other in ((p.a, p.b), (p.b, p.a)):
                if not isinstance(node_end, int) and isinstance(other, int):
                    found[node_end[1]].add(other)
        cached = tuple(frozenset(s) for s in found)
        cache[rotation] = cached
    return cached


def _end_kind(tile: TileDef, end: End) -> str:
    return "edge" if isinstance(end, int) else tile.nodes[end[1]].kind


# The gauges a path's track may become in an upgrade (dual gauge carries both).
KEPT_GAUGES = {"broad": ("broad", "dual"), "narrow": ("narrow", "dual"), "dual": ("dual",)}


def path_within(small_tile: TileDef, small: Path, big_tile: TileDef, big: Path) -> bool:
    """Whether path `small` is kept by path `big`: same edges, nodes of the same kind, and a
    gauge that carries the old one."""
    if big.track not in KEPT_GAUGES.get(small.track, (small.track,)):
        return False

    def same(x: End, y: End) -> bool:
        if isinstance(x, int) or isinstance(y, int):
            return x == y
        kx, ky = _end_kind(small_tile, x), _end_kind(big_tile, y)
        return kx == ky or (kx in ("town", "halt") and ky in ("town", "halt"))

    return (same(small.a, big.a) and same(small.b, big.b)) or (
        same(small.a, big.b) and same(small.b, big.a)
    )


def paths_maintained(old: TileDef, old_rot: int, new: TileDef, new_rot: int) -> bool:
    cache = _tile_cache(old, "_maintained_cache")  # (old rotation, new name, new rotation)
    key = (old_rot, new.name, new_rot)
    entry = cache.get(key)
    if entry is None or entry[0] is not new:
        new_paths = new.rotated_paths(new_rot)
        kept = all(
            any(path_within(old, op, new, np) for np in new_paths)
            for op in old.rotated_paths(old_rot)
        )
        entry = cache[key] = (new, kept)
    return entry[1]


class _Manifest(Mapping[str, TileDef]):
    """Tile name -> its definition, built when first asked for (a game lays a few kinds)."""

    def __init__(self, tiles: Mapping[str, Any]):
        self.tiles = tiles
        self.built: dict[str, TileDef] = {}

    def __getitem__(self, name: str) -> TileDef:
        tile = self.built.get(name)
        if tile is None:
            spec = self.tiles[name]
            tile = TileDef.from_parts(name, spec["color"], spec["parts"], spec["count"])
            self.built[name] = tile
        return tile

    def __iter__(self) -> Iterator[str]:
        return iter(self.tiles)

    def __len__(self) -> int:
        return len(self.tiles)


@dataclass
class TileSet:
    """The tile definitions of a title: manifest tiles and the map's pre-printed tiles."""

    manifest: Mapping[str, TileDef] = field(default_factory=dict)

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> TileSet:
        return cls(_Manifest(data["tiles"]))
