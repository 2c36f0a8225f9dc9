"""1849's track: terrain paid on every lay by the gauge a tile adds, the gauge rule at a
neighbour's track, and the S.M.S.'s building in a coastal city without a connection
(docs/titles/1849.md)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from railsdesk.engine.board import Hex
from railsdesk.engine.contract import TileChoice, TokenChoice
from railsdesk.engine.entities import Ability, Corporation, Operator
from railsdesk.engine.game import GameState
from railsdesk.engine.graph import Reach
from railsdesk.engine.hexgrid import opposite
from railsdesk.engine.readings import Rule
from railsdesk.engine.tiles import TileDef

SMS_BUILDS_FREE = Rule(
    "sms_builds_free",
    "1849 R 2.4 (l. 167)",
    "the tile laid with the S.M.S. costs no terrain",
    "its terrain is paid as for any lay",
)

# The coastal cities the SMS opens.
SMS_HEXES = ("B14", "C1", "C5", "E1", "H12", "J6", "M9", "M13")


def added_gauge(old: TileDef, new: TileDef) -> str:
    """The gauge of the track a tile adds to the one it replaces: dual if any added path is
    dual, else standard ("broad") if any is, else narrow."""
    added = [p.track for p in new.paths]
    for path in old.paths:
        if path.track in added:
            added.remove(path.track)
    if "dual" in added:
        return "dual"
    return "broad" if "broad" in added else "narrow"


class TrackRules1849(GameState):
    """Mixed into the 1849 game state: where and at what cost track is laid."""

    def setup_track(self) -> None:
        # the terrain of a hex costs on every lay and upgrade, not only on the first
        self.terrain_costs = {h.id: h.tile.upgrade_cost for h in self.board.hexes.values()}
        self.coast_open: dict[str, list[str]] = {}  # coastal cities open to a company (SMS)

    # -- track ----------------------------------------------------------------------------
    def gauge_costs(self, corp: Corporation) -> dict[str, list[int]]:
        """Companion games: what a lay can cost the company on the terrain of the map, by the
        gauge of the track it adds (as `tile_cost`), those it can pay."""
        terrain = sorted({0, *self.terrain_costs.values()})
        half = bool(self.abilities(corp, "tile_discount"))
        costs = {
            "narrow": [c // 4 for c in terrain],
            "broad": [c - c // 2 if half else c for c in terrain],
            "dual": terrain,
        }
        return {gauge: [c for c in found if c <= corp.cash] for gauge, found in costs.items()}

    def tile_cost(
        self, hex_: Hex, new: TileDef, rotation: int, corp: Operator | None = None
    ) -> int:
        """The terrain cost for standard gauge (half with the SIGI), a quarter for narrow
        gauge, in full for dual gauge: by the gauge of the track the tile adds (the rulebook:
        nothing for the S.M.S.'s lay)."""
        if corp is not None and self.coast_open.get(corp.sym) and self.by_rulebook(SMS_BUILDS_FREE):
            return 0
        cost = self.terrain_costs.get(hex_.id, 0)
        gauge = added_gauge(hex_.tile, new)
        if gauge == "narrow":
            return cost // 4
        if gauge == "broad" and corp is not None and self.abilities(corp, "tile_discount"):
            return cost - cost // 2
        return cost

    def rotation_legal(
        self, corp: Operator, hex_: Hex, tile: TileDef, rotation: int, reach_edges: set[int] | None
    ) -> bool:
        """Besides the common rules: new track that meets a neighbour's track on a reached
        side must have its gauge there, unless no reached side meets any (a company's own
        station, and the SMS's building, may turn a tile any way)."""
        if not super().rotation_legal(corp, hex_, tile, rotation, reach_edges):
            return False
        if reach_edges is None or self.coast_open.get(corp.sym):
            return True
        if any(city.tokened_by(corp.sym) for city in hex_.cities):
            return True
        met = False
        new_paths = tile.rotated_paths(rotation)
        for edge in sorted(reach_edges):
            path = next((p for p in new_paths if edge in (p.a, p.b)), None)
            neighbor_id = hex_.neighbors.get(edge)
            if path is None or neighbor_id is None:
                continue
            neighbor = self.board.hexes[neighbor_id]
            back = opposite(edge)
            other = next(
                (p for p in neighbor.tile.rotated_paths(neighbor.rotation) if back in (p.a, p.b)),
                None,
            )
            if other is None:
                continue
            met = True
            if path.track == other.track or "dual" in (path.track, other.track):
                return True
        return not met

    def upgrade_needs_new_track(self, corp: Operator) -> bool:
        """An upgrade must give new track or a changed city value (18xx.games' track rule),
        except the SMS's building in a coastal city."""
        return not self.coast_open.get(corp.sym)

    # -- the SMS: building in a coastal city without a connection ---------------------------
    def open_coast(self, corp: Corporation) -> None:
        self.coast_open[corp.sym] = list(SMS_HEXES)
        self.map_changed()

    def sides_reached(self, corp: Operator, hex_id: str, sides: Collection[int]) -> set[int]:
        """Every reached side: the gauge rule of rotation_legal looks at each."""
        return self.reach(corp).hex_edges.get(hex_id, set())

    def reaches_hex(self, corp: Operator, hex_id: str) -> bool:
        """With the SMS used, the coastal cities count as reached in this turn (reach). Read
        from the whole reach, not a walk stopped at the hex: the lay checked next needs it."""
        return self.reach(corp).reaches_hex(hex_id)

    def reach(self, corp: Operator) -> Reach:
        """With the SMS used, the coastal cities count as reached in this turn."""
        found = super().reach(corp)
        hexes = self.coast_open.get(corp.sym)
        if not hexes:
            return found
        cities = {
            (h, i)
            for h in hexes
            for i, node in enumerate(self.board.hexes[h].tile.nodes)
            if node.is_city
        }
        return replace(
            found, start_hexes=found.start_hexes | set(hexes), nodes=found.nodes | cities
        )

    def tile_options(
        self,
        corp: Operator,
        ability: Ability | None = None,
        hexes: list[str] | None = None,
        tiles: list[str] | None = None,
        with_rotations: bool = True,
    ) -> dict[str, list[TileChoice]]:
        """With the SMS used, the company builds only in the coastal cities in that turn."""
        options = super().tile_options(corp, ability, hexes, tiles, with_rotations)
        coast = self.coast_open.get(corp.sym)
        return {h: o for h, o in options.items() if h in coast} if coast else options

    def can_place_token(self, corp: Operator, budget: int | None = None) -> bool:
        if self.coast_open.get(corp.sym):  # only the coastal cities: listed
            return bool(self.token_options(corp, budget))
        return super().can_place_token(corp, budget)

    def token_options(self, corp: Operator, budget: int | None = None) -> list[TokenChoice]:
        options = super().token_options(corp, budget)
        hexes = self.coast_open.get(corp.sym)
        return [o for o in options if o["hex"] in hexes] if hexes else options
