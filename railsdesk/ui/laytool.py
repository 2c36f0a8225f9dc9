"""The tile-laying tool's logic: which hexes and rotations are legal, and the action it makes.

It knows nothing of the rules: everything comes from the legal-moves query's "lay_tile" entry,
{hex: [{"tile": name, "tile_id": id, "rotations": [...], "cost": n}, ...]}.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


class LayTool:
    def __init__(self, options: Mapping[str, Sequence[Mapping[str, Any]]] | None = None) -> None:
        self.options: dict[str, list[dict]] = {
            hex_id: [dict(o) for o in opts] for hex_id, opts in (options or {}).items()
        }
        self.tile: str | None = None  # tile name being laid
        self.hex: str | None = None  # hex under consideration
        self.fixed = False  # True when the hex was chosen by clicking it (pending placement)
        self._rotations: list[int] = []
        self._index = 0

    # --- queries --------------------------------------------------------------------------------

    def layable_tiles(self) -> list[str]:
        names: list[str] = []
        for opts in self.options.values():
            for o in opts:
                if o["tile"] not in names and o.get("rotations"):
                    names.append(o["tile"])
        return names

    def hexes_for(self, tile: str | None = None) -> dict[str, dict]:
        tile = tile if tile is not None else self.tile
        found: dict[str, dict] = {}
        for hex_id, opts in self.options.items():
            for o in opts:
                if o["tile"] == tile and o.get("rotations"):
                    found[hex_id] = o
                    break
        return found

    def tiles_at(self, hex_id: str) -> list[dict]:
        return [o for o in self.options.get(hex_id, []) if o.get("rotations")]

    def option(self) -> dict | None:
        if self.tile is None or self.hex is None:
            return None
        return self.hexes_for().get(self.hex)

    @property
    def active(self) -> bool:
        return self.tile is not None

    @property
    def rotations(self) -> list[int]:
        return list(self._rotations)

    @property
    def rotation(self) -> int | None:
        if not self._rotations:
            return None
        return self._rotations[self._index % len(self._rotations)]

    # --- gestures -------------------------------------------------------------------------------

    def begin(self, tile: str) -> dict[str, dict]:
        """Pick up a tile from the tray; returns the hexes where it may go."""
        self.tile, self.hex, self.fixed = tile, None, False
        self._rotations, self._index = [], 0
        return self.hexes_for()

    def choose(self, hex_id: str, tile: str) -> bool:
        """Pick a tile for a clicked hex (pending placement on that hex)."""
        self.tile, self.fixed = tile, True
        return self.hover(hex_id)

    def hover(self, hex_id: str | None) -> bool:
        """Move over a hex: a legal hex shows the tile in its first legal rotation."""
        if self.fixed and hex_id != self.hex and self.hex is not None:
            return self.option() is not None
        if hex_id == self.hex and self._rotations:
            return True
        self.hex = hex_id
        opt = self.option()
        self._rotations = list(opt["rotations"]) if opt else []
        self._index = 0
        return opt is not None

    def rotate(self, step: int = 1) -> int | None:
        """Cycle through the legal rotations only."""
        if not self._rotations:
            return None
        self._index = (self._index + step) % len(self._rotations)
        return self.rotation

    def action(self, entity, entity_type: str) -> dict | None:
        opt = self.option()
        if opt is None or self.rotation is None:
            return None
        return {
            "type": "lay_tile",
            "entity": entity,
            "entity_type": entity_type,
            "hex": self.hex,
            "tile": opt["tile_id"],
            "rotation": self.rotation,
        }

    def cancel(self) -> None:
        self.tile, self.hex, self.fixed = None, None, False
        self._rotations, self._index = [], 0
