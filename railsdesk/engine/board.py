"""The map: hexes with their current tile and rotation, city tokens and reservations.

The board is part of a game's mutable state; it changes only through the engine's actions.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from railsdesk.engine.hexgrid import default_letter_axis, directions, hex_xy, opposite
from railsdesk.engine.tiles import TileDef, WalkInfo

if TYPE_CHECKING:
    from railsdesk.engine.track_view import TrackKeys

IMPASSABLE_COLORS = ("gray", "red", "blue")


@dataclass
class City:
    """Token slots of one city on the hex's current tile (None = free)."""

    tokens: list[str | None]
    reservations: list[str | None]

    def free_slot_for(self, corporation: str) -> int | None:
        """The slot a corporation's token would take: its reservation, else the first open slot."""
        for slot, owner in enumerate(self.reservations):
            if owner == corporation and self.tokens[slot] is None:
                return slot
        for slot, token in enumerate(self.tokens):
            if token is None and self.reservations[slot] is None:
                return slot
        return None

    def tokened_by(self, corporation: str) -> bool:
        return corporation in self.tokens

    def blocks(self, corporation: str) -> bool:
        """A city full of other companies' tokens cannot be passed through."""
        return None not in self.tokens and corporation not in self.tokens


@dataclass
class Hex:
    id: str
    x: int
    y: int
    tile: TileDef
    tile_id: str
    rotation: int = 0
    cities: list[City] = field(default_factory=list)
    reservations: list[str] = field(default_factory=list)  # hex-level (city not yet known)
    location_name: str | None = None
    neighbors: dict[int, str] = field(default_factory=dict)  # connectable neighbours by edge
    all_neighbors: dict[int, str] = field(default_factory=dict)

    @property
    def tile_name(self) -> str:
        return self.tile.name

    def exits(self) -> frozenset[int]:
        return self.tile.exits(self.rotation)


class _WalkInfos(dict[str, WalkInfo]):
    """Hex id -> the walk data of its tile as laid, worked out when a walk first comes by
    (most hexes are never walked early in a game, many never)."""

    def __init__(self, hexes: dict[str, Hex]):
        super().__init__()
        self.hexes = hexes

    def __missing__(self, hex_id: str) -> WalkInfo:
        hex_ = self.hexes[hex_id]
        info = self[hex_id] = hex_.tile.walk_info(hex_.rotation)
        return info

    def get(self, hex_id: str, default: WalkInfo | None = None) -> WalkInfo | None:  # type: ignore[override]
        return self[hex_id] if hex_id in self.hexes else default


def _new_cities(tile: TileDef) -> list[City]:
    cities = tile.cities
    return [City([None] * c.slots, [None] * c.slots) for c in cities] if cities else []


@dataclass
class Board:
    layout: str
    hexes: dict[str, Hex]
    walk_info: dict[str, WalkInfo] = field(default_factory=dict)  # track per hex, for walks
    # the hexes whose tile has cities (where station markers stand), worked out on demand
    _city_hexes: list[Hex] | None = None
    # logged route chains already matched against the track (engine/routes.py), with the
    # tiles they were matched on: hex chain -> (tiles and rotations, segments, their keys)
    matched_chains: dict[tuple[str, ...], tuple[Any, Any, Any]] = field(default_factory=dict)
    # the track keys shared by the views that check logged runs (track_view.TrackKeys)
    track_keys: TrackKeys | None = None
    # hex -> path index -> what taking the path leads to (graph.track_moves), worked out
    # when a walk first comes by and dropped when the hex's or a neighbour's tile changes
    track_moves: dict[str, dict[int, Any]] = field(default_factory=dict)

    def city_hexes(self) -> list[Hex]:
        """The hexes whose tile has a city, in board order (every walk starts from some)."""
        if self._city_hexes is None:
            self._city_hexes = [h for h in self.hexes.values() if h.tile.cities]
        return self._city_hexes

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Board:
        layout = data["layout"]
        axes = data.get("axes")
        if axes:  # the axis the letters of hex ids count, where the data names it
            letter_axis = "x" if axes.get("x") == "letter" else "y"
        else:
            letter_axis = default_letter_axis(layout)
        names = data.get("location_names", {})
        hexes: dict[str, Hex] = {}
        for hex_id, spec in data["hexes"].items():
            tile = TileDef.from_parts(spec["name"], spec["color"], spec["parts"])
            x, y = hex_xy(hex_id, layout, letter_axis)
            hexes[hex_id] = Hex(
                id=hex_id,
                x=x,
                y=y,
                tile=tile,
                tile_id=f"{spec['name']}-{spec['index']}",
                cities=_new_cities(tile),
                location_name=names.get(hex_id),
            )
        board = cls(layout, hexes)
        board._connect()
        board.walk_info = _WalkInfos(hexes)
        return board

    def _connect(self) -> None:
        """Each hex's neighbours by edge, and those its track may lead to: not across an
        impassable border, nor into a gray, red or blue hex by a side without an exit. The few
        hexes with such sides take their exceptions out afterwards."""
        hexes = self.hexes
        by_xy = {(h.x, h.y): h.id for h in hexes.values()}
        steps = list(enumerate(directions(self.layout)))
        for hex_ in hexes.values():
            x, y = hex_.x, hex_.y
            hex_.all_neighbors = {
                edge: other
                for edge, (dx, dy) in steps
                if (other := by_xy.get((x + dx, y + dy))) is not None
            }
            hex_.neighbors = dict(hex_.all_neighbors)
        self.track_moves.clear()
        for hex_ in hexes.values():
            tile = hex_.tile
            for border in tile.borders:  # closed from both sides
                other = hex_.all_neighbors.get(border.edge)
                if border.type == "impassable" and other is not None:
                    hex_.neighbors.pop(border.edge, None)
                    hexes[other].neighbors.pop(opposite(border.edge), None)
            if tile.color in IMPASSABLE_COLORS:  # entered only by its exits
                exits = hex_.exits()
                for edge, other in hex_.all_neighbors.items():
                    if edge not in exits:
                        hexes[other].neighbors.pop(opposite(edge), None)

    def lay_tile(self, hex_id: str, tile: TileDef, tile_id: str, rotation: int) -> None:
        """Replace a hex's tile, keeping tokens and reservations in the matching cities."""
        hex_ = self.hexes[hex_id]
        old, old_rot = hex_.tile, hex_.rotation
        new_cities = _new_cities(tile)
        city_map = city_map_for(old, old_rot, tile, rotation)
        for old_index, new_index in city_map.items():
            if new_index is None:
                continue
            source, target = hex_.cities[old_index], new_cities[new_index]
            # reservations keep their slots; tokens then take their own reserved slot or the
            # first one that is neither taken nor reserved (a token with no room squeezes in)
            for slot, owner in enumerate(source.reservations):
                if owner is not None and slot < len(target.reservations):
                    target.reservations[slot] = owner
            for token in source.tokens:
                if token is None:
                    continue
                free = target.free_slot_for(token)
                if free is None:
                    target.tokens.append(token)
                    target.reservations.append(None)
                else:
                    target.tokens[free] = token
        hex_.tile, hex_.tile_id, hex_.rotation, hex_.cities = tile, tile_id, rotation, new_cities
        self.walk_info[hex_id] = tile.walk_info(rotation)
        self.forget_moves(hex_id)
        if bool(old.cities) != bool(tile.cities):  # the hex joins or leaves them
            self._city_hexes = None
        if old.color in IMPASSABLE_COLORS:
            self._connect()

    def forget_moves(self, hex_id: str) -> None:
        """The hex's tile changed: its paths and its neighbours' lead elsewhere now."""
        moves = self.track_moves
        moves.pop(hex_id, None)
        for other in self.hexes[hex_id].all_neighbors.values():
            moves.pop(other, None)

    @contextmanager
    def tile_tried(self, hex_id: str, tile: TileDef, rotation: int) -> Iterator[None]:
        """The tile laid on the hex for a while (to walk the track with it), then the hex
        as it was, its markers included."""
        hex_ = self.hexes[hex_id]
        saved = hex_.tile, hex_.tile_id, hex_.rotation, hex_.cities
        saved_walk = self.walk_info[hex_id]
        self.lay_tile(hex_id, tile, hex_.tile_id, rotation)
        try:
            yield
        finally:
            hex_.tile, hex_.tile_id, hex_.rotation, hex_.cities = saved
            self.walk_info[hex_id] = saved_walk
            self.forget_moves(hex_id)
            if bool(saved[0].cities) != bool(tile.cities):  # the hex came back to them
                self._city_hexes = None


def city_map_for(old: TileDef, old_rot: int, new: TileDef, new_rot: int) -> dict[int, int | None]:
    """Old city index -> new city index on an upgrade (by contained exits, else by position)."""
    old_exits = old.node_exits(old_rot)
    new_exits = new.node_exits(new_rot)
    old_cities = [old_exits[c.index] for c in old.cities]
    new_cities = [new_exits[c.index] for c in new.cities]
    mapping: dict[int, int | None] = {}
    if not any(old_cities) and len(old_cities) == len(new_cities):
        return {i: i for i in range(len(old_cities))}
    for i, edges in enumerate(old_cities):
        mapping[i] = next(
            (j for j, new_edges in enumerate(new_cities) if edges and edges <= new_edges), None
        )
    used = {j for j in mapping.values() if j is not None}
    for i in range(len(old_cities)):
        if mapping[i] is not None:
            continue
        j = i if i < len(new_cities) and i not in used else None
        if j is None:
            j = next((k for k in range(len(new_cities)) if k not in used), None)
        mapping[i] = j
        if j is not None:
            used.add(j)
    return mapping
