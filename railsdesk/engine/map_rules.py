"""The map rules every title shares, mixed into ``GameState``: where a corporation's network
reaches (walked once and kept while the map stands), the home stations' reservations, placing
station markers, and which tile may replace which."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

from railsdesk.engine.board import Board, Hex
from railsdesk.engine.entities import Bank, CashHolder, Corporation, Operator
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.graph import NodeRef, PathRef, Reach, compute_reach, paths_at_sides
from railsdesk.engine.steps.companion import COMPANION
from railsdesk.engine.tiles import COLORS, TileDef, paths_maintained

if TYPE_CHECKING:
    from railsdesk.engine.contract import TokenChoice
    from railsdesk.engine.operations import PendingToken


class MapRules:
    if TYPE_CHECKING:  # what these rules use of GameState, which defines them
        bank: Bank
        board: Board
        corporations: list[Corporation]
        future_labels: dict[str, Any]
        options: set[str]
        pending_tokens: list[PendingToken]
        routes_found: set[str]
        _new_track: dict[tuple[str, str, str, int], bool]
        _reach: dict[str, Reach]
        _hex_walks: dict[tuple[str, str], Reach]

        def log_entry(self, key: str, **params: object) -> None: ...
        def pay(self, payer: CashHolder, receiver: CashHolder, amount: int) -> None: ...

    def reach(self, corp: Operator) -> Reach:
        found = self.walked_reach(corp)
        assert found is not None  # a walk told to stop nowhere goes to its end
        return found

    def walked_reach(
        self,
        corp: Operator,
        stop_at_hex: str | None = None,
        wanted: Callable[[NodeRef], bool] | None = None,
        wanted_paths: Callable[[PathRef], bool] | None = None,
    ) -> Reach | None:
        """The corporation's reach, kept or walked (and then kept); None when the walk stopped
        at the hex, node or path it was told to look for (compute_reach) before it was whole
        (a walk that entered `stop_at_hex` is kept for what it tells of the hex: hex_walk)."""
        found = self._reach.get(corp.sym)
        if found is None:
            found = compute_reach(self.board, corp.sym, stop_at_hex, wanted, wanted_paths)
            if not found.whole:
                if stop_at_hex in found.entries:
                    self._hex_walks[(corp.sym, stop_at_hex)] = found
                return None
            if found.route_available_for_purchase:
                self.routes_found.add(corp.sym)
            self._reach[corp.sym] = found
        return found

    def hex_walk(self, corp: Operator, hex_id: str) -> Reach | None:
        """A kept walk of the corporation's network that entered the hex (the whole reach, or
        a walk stopped at its first entry there): up to that entry, the whole walk's."""
        found = self._reach.get(corp.sym)
        if found is None:
            found = self._hex_walks.get((corp.sym, hex_id))
        return found if found is not None and hex_id in found.entries else None

    def reaches_hex(self, corp: Operator, hex_id: str) -> bool:
        """Whether the corporation's network reaches a side of the hex (checking one lay
        needs no more than a walk that stops there)."""
        if (corp.sym, hex_id) in self._hex_walks:
            return True
        found = self.walked_reach(corp, stop_at_hex=hex_id)
        return found is None or found.reaches_hex(hex_id)

    def sides_reached(self, corp: Operator, hex_id: str, sides: Collection[int]) -> set[int]:
        """The hex's sides the network reaches (its reach's hex_edges), or as many of them as
        checking a lay whose track ends at `sides` needs: the side of a kept walk's first entry
        into the hex, if it is one of those, or a walk stops at the first path that reaches one
        of those, and only the sides known by then are returned (a walk that reaches none goes
        to its end, and its reach is kept)."""
        if any(corp.sym in city.tokens for city in self.board.hexes[hex_id].cities):
            return set(self.board.hexes[hex_id].neighbors)  # every side of a tokened hex
        if corp.sym not in self._reach:
            entered = self.hex_walk(corp, hex_id)
            entry = None if entered is None else entered.entries[hex_id]
            if entry is not None and entry[0] in sides:  # crossed from a path ending there
                return {entry[0]}
        targets = paths_at_sides(self.board, hex_id, sides)
        met: set[int] = set()

        def wanted_path(path: PathRef) -> bool:
            side = targets.get(path)
            if side is None:
                return False
            met.add(side)
            return True

        found = self.walked_reach(corp, wanted_paths=wanted_path)
        return met if found is None else found.hex_edges.get(hex_id, set())

    def reaches_node(self, corp: Operator, wanted: Callable[[NodeRef], bool]) -> bool:
        """Whether the network reaches a node that is wanted (a walk stops at the first)."""
        found = self.walked_reach(corp, wanted=wanted)
        return found is None or any(map(wanted, found.nodes))

    def has_route(self, corp: Operator) -> bool:
        """Whether the corporation has (or, as 18xx.games keeps it, ever had) a route."""
        return self.has_train_route(corp) or self.reach(corp).route_available

    def has_train_route(self, corp: Operator) -> bool:
        """Whether its network has (or ever had) a route that makes a train compulsory: two
        stops that always count (a route to an optional stop, such as 1849's ports, does not).

        Once a corporation's network has held such a route, it must run (and buy) trains even
        if the route is later cut off; 18xx.games remembers this and logs depend on it."""
        if corp.sym in self.routes_found or COMPANION in self.options:
            return True  # a companion game's map is on the table: every one is taken to have one
        if self.reach(corp).route_available_for_purchase:
            self.routes_found.add(corp.sym)
            return True
        return False

    def map_changed(self, hex_id: str | None = None, corporation: Operator | None = None) -> None:
        """Forget what was worked out from the map. A change on one hex (a tile there, or a
        station marker of `corporation`) keeps the reach, and the walks kept by hex_walk, of
        every other corporation whose walk never looked into that hex: walked again, it would
        go the same way."""
        if hex_id is None:
            self._reach.clear()
            self._hex_walks.clear()
        else:
            for sym in [
                sym
                for sym, reach in self._reach.items()
                if hex_id in reach.entries or (corporation is not None and sym == corporation.sym)
            ]:
                del self._reach[sym]
            for key in [
                key
                for key, walk in self._hex_walks.items()
                if hex_id in walk.entries or (corporation is not None and key[0] == corporation.sym)
            ]:
                del self._hex_walks[key]
        self._new_track.clear()

    def setup_reservations(self) -> None:
        for corp in self.corporations:
            if not corp.coordinates:
                continue
            hex_ = self.board.hexes[corp.coordinates]
            city = corp.home_city
            if city is None and len(hex_.cities) == 1:
                city = 0
            if city is None:
                hex_.reservations.append(corp.sym)
                continue
            target = hex_.cities[city]
            slot = target.free_slot_for(corp.sym)
            if slot is not None:
                target.reservations[slot] = corp.sym

    def city_by_id(self, city_id: str) -> tuple[str, int]:
        """'57-0-0' -> (hex id, city index) on the current map."""
        if not isinstance(city_id, str) or city_id.count("-") < 2:
            raise IllegalAction("unknown_city", f"no city {city_id!r}")
        tile_id, part = city_id.rsplit("-", 1)
        for hex_ in self.board.hexes.values():
            if hex_.tile_id == tile_id:
                for index, node in enumerate(hex_.tile.cities):
                    if str(node.part_index) == part:
                        return hex_.id, index
        raise IllegalAction("unknown_city", f"no city {city_id!r} on the map")

    def city_id(self, hex_id: str, city_index: int) -> str:
        hex_ = self.board.hexes[hex_id]
        return f"{hex_.tile_id}-{hex_.tile.cities[city_index].part_index}"

    def token_choice(self, hex_id: str, city_index: int, slot: int, cost: int) -> TokenChoice:
        """A city a station marker may go to, as the legal choices list it."""
        return {
            "city": self.city_id(hex_id, city_index),
            "hex": hex_id,
            "city_index": city_index,
            "slot": slot,
            "cost": cost,
        }

    def token_blocked_by_reservation(self, hex_: Hex, corp: Operator) -> bool:
        return bool(hex_.reservations) and corp.sym not in hex_.reservations

    def can_token_city(self, corp: Operator, hex_id: str, city_index: int) -> bool:
        hex_ = self.board.hexes[hex_id]
        city = hex_.cities[city_index]
        if city.free_slot_for(corp.sym) is None:
            return False
        if any(c.tokened_by(corp.sym) for c in hex_.cities):
            return False
        if corp.sym in city.reservations:
            return True
        return not self.token_blocked_by_reservation(hex_, corp)

    def place_token(self, corp: Operator, hex_id: str, city_index: int, cost: int) -> None:
        token = corp.next_token()
        if token is None:
            raise IllegalAction("no_tokens", f"{corp.name} has no station markers left")
        city = self.board.hexes[hex_id].cities[city_index]
        slot = city.free_slot_for(corp.sym)
        if slot is None:
            raise IllegalAction("city_full", f"no free space in {hex_id}")
        if cost:
            self.pay(corp, self.bank, cost)
        city.tokens[slot] = corp.sym
        if corp.sym in city.reservations:
            city.reservations[city.reservations.index(corp.sym)] = None
        token.used, token.hex, token.city = True, hex_id, city_index
        hex_ = self.board.hexes[hex_id]
        if corp.sym in hex_.reservations:
            hex_.reservations.remove(corp.sym)
        self.map_changed(hex_id, corp)
        if cost:
            self.log_entry("places_token_for", corporation=corp.sym, hex=hex_id, price=cost)
        else:
            self.log_entry("places_token", corporation=corp.sym, hex=hex_id)

    def place_home_token(self, corp: Corporation) -> None:
        if corp.next_token() is None or corp.tokens[0].used or not corp.coordinates:
            return
        hex_ = self.board.hexes[corp.coordinates]
        if corp.sym in hex_.reservations and hex_.tile.paths:
            if not any(p["entity"] is corp for p in self.pending_tokens):
                self.pending_tokens.append({"entity": corp, "hexes": [hex_.id]})
            return
        index = next((i for i, c in enumerate(hex_.cities) if corp.sym in c.reservations), 0)
        if self.can_token_city(corp, hex_.id, index) or corp.sym in hex_.reservations:
            self.place_token(corp, hex_.id, index, 0)

    def upgrades_to(self, hex_: Hex, new: TileDef, special: bool = False) -> bool:
        """Colour, label, towns and cities, and existing track kept in some rotation.

        A private's special lay checks colour and track only."""
        old = hex_.tile
        if old.color not in COLORS or new.color not in COLORS:
            return False
        if COLORS.index(new.color) != COLORS.index(old.color) + 1:
            return False
        if not special:  # the cheap checks before the track's
            if self.label_for(hex_, new) != new.label or len(old.towns) != len(new.towns):
                return False
            if not old.label and len(old.cities) != len(new.cities):
                return False
        return any(paths_maintained(old, hex_.rotation, new, r) for r in range(6))

    def label_for(self, hex_: Hex, new: TileDef) -> str | None:
        """The label a tile laid on the hex must carry: the hex's future label for tiles of
        its colour (1856's "L" cities take #125 in brown), else the current tile's."""
        future = self.future_labels.get(hex_.id)
        if future is not None and future["color"] == new.color:
            return str(future["label"])
        return hex_.tile.label
