"""The operating rules every title shares: tile lays, station markers, routes, the train
depot's effects (phases, rusting) and privates' powers. Mixed into GameState."""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
from functools import cached_property
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from railsdesk.engine.contract import TileChoice, TokenChoice
from railsdesk.engine.entities import (
    Ability,
    Bank,
    CashHolder,
    Company,
    Corporation,
    Entity,
    Operator,
    Share,
    ShareHolder,
    SharePool,
    Train,
)
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.graph import first_entry_reaches, reaches_any_path
from railsdesk.engine.readings import HIGHEST_REVENUE, PREPRINTED_YELLOW_FREE, Rule
from railsdesk.engine.tiles import Path, TileDef, TileSet, paths_maintained

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.board import Board, Hex
    from railsdesk.engine.depot import Depot
    from railsdesk.engine.graph import NodeRef, Reach
    from railsdesk.engine.phase import Phase
    from railsdesk.engine.rounds import Round
    from railsdesk.engine.routes import RouteContext, RouteRules, RouteTrain


# The gauges of new track that an old path of each gauge already provides.
TRACK_COVERED_BY = {"broad": ("broad",), "narrow": ("narrow",), "dual": ("broad", "narrow", "dual")}


PathShape = tuple[frozenset[int | str], str, list[int]]


def path_shape(tile: TileDef, path: Path) -> PathShape:
    """A path's ends (edges, the kind of a city or town), its gauge and its stops' values,
    to compare the paths of an old and a new tile."""
    ends = frozenset(e if isinstance(e, int) else tile.nodes[e[1]].kind for e in path.ends())
    values = sorted(tile.nodes[e[1]].max_revenue for e in path.ends() if not isinstance(e, int))
    return ends, path.track, values


def same_path(old: PathShape, new: PathShape) -> bool:
    """Whether a new path is the old one: same ends and stop values, a gauge it provided."""
    return old[0] == new[0] and new[1] in TRACK_COVERED_BY[old[1]] and old[2] == new[2]


class PendingToken(TypedDict):
    """A station marker waiting for its city to be chosen: a home with several cities, or a
    marker lifted by a multi-city tile on an unconnected hex (placed by `entity`)."""

    entity: Operator
    hexes: list[str]
    token_owner: NotRequired[Corporation]


class OperatingRules:
    # who places a station marker lifted by a multi-city tile: the layer, or (1880) its owner
    TOKEN_OWNER_CHOOSES_CITY = False
    # where the title's rulebook demands the highest possible revenue of every run (None: the
    # director chooses any legal run)
    HIGHEST_REVENUE_SECTION: str | None = None

    if TYPE_CHECKING:  # what these rules use of GameState, which defines them
        MUST_BUY_TRAIN: str
        bank: Bank
        board: Board
        companies: list[Company]
        corporations: list[Corporation]
        depot: Depot
        pending_tokens: list[PendingToken]
        phase: Phase
        pool: SharePool
        round: Round
        tile_changes: dict[str, str]
        tiles_left: dict[str, list[str]]
        _new_track: dict[tuple[str, str, str, int], bool]
        tileset: TileSet
        train_specs: dict[str, dict[str, Any]]
        _crowded: list[Corporation] | None
        _in_sequence: bool
        _route_trains: dict[tuple[str, str], RouteTrain]

        def all_trains(self) -> list[Train]: ...
        def blocking_companies(self, hex_id: str) -> list[Company]: ...
        def by_rulebook(self, rule: Rule) -> bool: ...
        def can_token_city(self, corp: Operator, hex_id: str, city_index: int) -> bool: ...
        def city_by_id(self, city_id: str) -> tuple[str, int]: ...
        def city_id(self, hex_id: str, city_index: int) -> str: ...
        def token_choice(
            self, hex_id: str, city_index: int, slot: int, cost: int
        ) -> TokenChoice: ...
        def close_company(self, company: Company) -> None: ...
        def corporation(self, sym: str) -> Corporation: ...
        def has_route(self, corp: Operator) -> bool: ...
        def hex_walk(self, corp: Operator, hex_id: str) -> Reach | None: ...
        def has_train_route(self, corp: Operator) -> bool: ...
        def holding_ok(self, holder: ShareHolder, corp: Corporation, extra: int = 0) -> bool: ...
        def log_entry(self, key: str, **params: object) -> None: ...
        def map_changed(
            self, hex_id: str | None = None, corporation: Operator | None = None
        ) -> None: ...
        def money(self, amount: int) -> str: ...
        def pay(self, payer: CashHolder, receiver: CashHolder, amount: int) -> None: ...
        def place_token(self, corp: Operator, hex_id: str, city_index: int, cost: int) -> None: ...
        def reach(self, corp: Operator) -> Reach: ...
        def reaches_hex(self, corp: Operator, hex_id: str) -> bool: ...
        def reaches_node(self, corp: Operator, wanted: Callable[[NodeRef], bool]) -> bool: ...
        def sides_reached(
            self, corp: Operator, hex_id: str, sides: Collection[int]
        ) -> set[int]: ...
        def remove_train(self, train: Train) -> None: ...
        def upgrades_to(self, hex_: Hex, new: TileDef, special: bool = False) -> bool: ...

    # -- tiles ----------------------------------------------------------------------------
    def tile_def(self, tile_id: object) -> tuple[str, TileDef]:
        if not isinstance(tile_id, str) or "-" not in tile_id:
            raise IllegalAction("unknown_tile", f"no tile {tile_id!r}")
        name = tile_id.rsplit("-", 1)[0]
        tile = self.tileset.manifest.get(name)
        if tile is None:
            raise IllegalAction("unknown_tile", f"no tile {tile_id!r}")
        return name, tile

    def tile_cost(
        self, hex_: Hex, new: TileDef, rotation: int, corp: Operator | None = None
    ) -> int:
        """What laying the tile costs (terrain, borders; corp: who lays, for titles with
        discounts)."""
        preprinted = hex_.tile.name not in self.tileset.manifest
        free = (
            self.by_rulebook(PREPRINTED_YELLOW_FREE) and preprinted and hex_.tile.color == "yellow"
        )
        cost = 0 if free else hex_.tile.upgrade_cost
        for border in hex_.tile.borders:
            if border.cost and border.edge in new.exits(rotation):
                cost += border.cost
        return cost

    def rotation_legal(
        self, corp: Operator, hex_: Hex, tile: TileDef, rotation: int, reach_edges: set[int] | None
    ) -> bool:
        old, old_rot = hex_.tile, hex_.rotation
        new_exits = tile.exits(rotation)
        if any(edge not in hex_.neighbors for edge in new_exits):
            return False
        if reach_edges is not None and not (new_exits & reach_edges):
            return False
        if not paths_maintained(old, old_rot, tile, rotation):
            return False
        old_ct = [e for e in old.city_town_edges(old_rot)]
        new_ct = [e for e in tile.city_town_edges(rotation)]
        added = max(0, len(new_ct) - len(old_ct))
        unmatched = sum(1 for n in new_ct if all(not (n & o) for o in old_ct))
        if added < unmatched:
            return False
        if len(tile.cities) > 1 and len(old.cities) > 1:
            for o in old_ct:
                if sum(1 for n in new_ct if (o & n) == o) != 1:
                    return False
        if reach_edges is not None and self.upgrade_needs_new_track(corp):
            return self.new_track_reached(corp, hex_, tile, rotation)
        return True

    def upgrade_needs_new_track(self, corp: Operator) -> bool:
        """Whether the company's upgrades must pass new_track_reached (a title's track rule;
        by default any upgrade that keeps the old track is legal)."""
        return False

    def new_track_reached(self, corp: Operator, hex_: Hex, tile: TileDef, rotation: int) -> bool:
        """Whether the tile gives the company track it did not have (a new path, or one of a
        wider gauge), or a city or town of another value, that its network reaches once the
        tile is laid (18xx.games' semi-restrictive track rule)."""
        old = hex_.tile
        if not old.paths:
            return True
        old_paths = [path_shape(old, path) for path in old.rotated_paths(hex_.rotation)]
        new = [
            index
            for index, path in enumerate(tile.rotated_paths(rotation))
            if not any(same_path(o, path_shape(tile, path)) for o in old_paths)
        ]
        if not new:
            return False
        key = (corp.sym, hex_.id, tile.name, rotation)
        found = self._new_track.get(key)
        if found is None:
            found = self._new_track[key] = self.reaches_new_paths(corp, hex_, tile, rotation, new)
        return found

    def reaches_new_paths(
        self, corp: Operator, hex_: Hex, tile: TileDef, rotation: int, new: list[int]
    ) -> bool:
        """Whether the company's network takes one of the tile's paths `new` once the tile is
        laid: at once when a kept walk of its network (hex_walk) enters the hex on one of their
        sides, else by a walk with the tile laid (laid for the walk and taken up again)."""
        paths = tile.rotated_paths(rotation)
        sides: dict[int, list[str]] = {}
        for index in new:
            for end in (paths[index].a, paths[index].b):
                if isinstance(end, int):
                    sides.setdefault(end, []).append(paths[index].track)
        entered = self.hex_walk(corp, hex_.id)
        if entered is not None and first_entry_reaches(entered, hex_.id, sides):
            return True
        with self.board.tile_tried(hex_.id, tile, rotation):
            return reaches_any_path(self.board, corp.sym, {(hex_.id, i) for i in new})

    def legal_rotations(
        self, corp: Operator, hex_: Hex, tile: TileDef, reach_edges: set[int] | None
    ) -> list[int]:
        rotations: list[int] = []
        seen: set[tuple[str, ...]] = set()
        for rotation in range(6):
            key = tuple(sorted(map(str, tile.rotated_paths(rotation))))
            if key in seen:
                continue
            if self.rotation_legal(corp, hex_, tile, rotation, reach_edges):
                seen.add(key)
                rotations.append(rotation)
        return rotations

    def tile_options(
        self,
        corp: Operator,
        ability: Ability | None = None,
        hexes: list[str] | None = None,
        tiles: list[str] | None = None,
        with_rotations: bool = True,
    ) -> dict[str, list[TileChoice]]:
        """For each hex the corporation may build on now: tiles, rotations and cost (only of
        `hexes` and `tiles`, if given: checking one lay need not list them all; without
        rotations the tiles are listed with none and their cost unchecked, for checking one lay:
        the lay itself checks its rotation and its cost)."""
        options: dict[str, list[TileChoice]] = {}
        if ability is not None:
            allowed = ability.hexes
            candidates = [h for h in (list(allowed) if hexes is None else hexes) if h in allowed]
        elif hexes is None:
            candidates = list(self.reach(corp).hex_edges)
        else:  # one lay checked: whether the network reaches the hex is enough to start
            candidates = [h for h in hexes if self.reaches_hex(corp, h)]
        for hex_id in candidates:
            hex_ = self.board.hexes[hex_id]
            if ability is None and self.blocking_companies(hex_id):
                continue
            edges = None
            if ability is None and with_rotations:
                edges = self.reach(corp).hex_edges.get(hex_id, set())
            found: list[TileChoice] = []
            names = ability.tiles if ability is not None else self.tiles_left
            if tiles is not None:  # only those asked about (in the order asked)
                names = [name for name in tiles if name in names]
            for name in names:
                if not self.tiles_left.get(name):
                    continue
                tile = self.tileset.manifest[name]
                if ability is None and tile.color not in self.phase.tiles:
                    continue
                if not self.upgrades_to(hex_, tile, special=ability is not None):
                    continue
                if not with_rotations:
                    cost = self.tile_cost(hex_, tile, hex_.rotation, corp)
                    found.append(
                        {
                            "tile": name,
                            "tile_id": self.tiles_left[name][0],
                            "rotations": [],
                            "cost": cost,
                        }
                    )
                    continue
                rotations = self.legal_rotations(corp, hex_, tile, edges)
                if not rotations:
                    continue
                cost = self.tile_cost(hex_, tile, rotations[0], corp)
                if cost > corp.cash:
                    continue
                found.append(
                    {
                        "tile": name,
                        "tile_id": self.tiles_left[name][0],
                        "rotations": rotations,
                        "cost": cost,
                    }
                )
            if found:
                options[hex_id] = found
        return options

    def lay_tile(
        self,
        entity: Entity,
        corp: Operator,
        action: Action,
        lay: dict[str, Any] | None = None,
        ability: Ability | None = None,
    ) -> bool:
        """Lay or upgrade a tile; returns whether it was an upgrade."""
        hex_id, tile_id, rotation = action.get("hex"), action.get("tile"), action.get("rotation")
        hex_ = self.board.hexes.get(hex_id)
        if hex_ is None:
            raise IllegalAction("unknown_hex", f"no hex {hex_id!r}")
        name, tile = self.tile_def(tile_id)
        if tile_id not in self.tiles_left.get(name, []):
            raise IllegalAction("tile_used", f"tile {tile_id} is not available", tile=tile_id)
        if rotation not in range(6):
            raise IllegalAction("bad_rotation", f"rotation must be 0 to 5, not {rotation!r}")
        upgrade = hex_.tile.color != "white"
        if ability is None:
            if upgrade and not (lay and lay.get("upgrade")):
                raise IllegalAction("no_upgrade", "cannot upgrade a tile now")
            if not upgrade and not (lay and lay.get("lay")):
                raise IllegalAction("no_lay", "cannot lay a tile now")
            blockers = self.blocking_companies(hex_id)
            if blockers:
                raise IllegalAction(
                    "hex_blocked", f"{hex_id} is blocked by {blockers[0].name}", hex=hex_id
                )
            if tile.color not in self.phase.tiles:
                raise IllegalAction("tile_color", f"{tile.color} tiles are not available yet")
        else:
            if hex_id not in ability.hexes or name not in ability.tiles:
                raise IllegalAction("ability", f"{entity.name} cannot lay {name} on {hex_id}")
        if not self.upgrades_to(hex_, tile, special=ability is not None):
            raise IllegalAction(
                "not_upgrade", f"{hex_.tile.name} cannot be upgraded to {name}", hex=hex_id
            )
        if not self.rotation_legal(
            corp,
            hex_,
            tile,
            rotation,
            None if ability is not None else self.sides_reached(corp, hex_id, tile.exits(rotation)),
        ):
            raise IllegalAction(
                "bad_rotation", f"{name} cannot be laid on {hex_id} with rotation {rotation}"
            )
        cost = self.tile_cost(hex_, tile, rotation, corp)
        if cost > corp.cash:
            raise IllegalAction("not_enough_cash", f"{corp.name} cannot pay {self.money(cost)}")
        old = hex_.tile
        old_name, old_id = old.name, hex_.tile_id
        had_paths = bool(old.paths)
        self.pay(corp, self.bank, cost)
        self.board.lay_tile(hex_id, tile, tile_id, rotation)
        self.tiles_left[name].remove(tile_id)
        for c in self.corporations:
            for token in c.tokens:
                if token.used and token.hex == hex_id:
                    token.city = next(
                        i for i, city in enumerate(hex_.cities) if c.sym in city.tokens
                    )
        if old_name in self.tileset.manifest:
            self.tiles_left[old_name].append(old_id)
            self.tiles_left[old_name].sort(key=lambda t: int(t.rsplit("-", 1)[1]))
        self.tile_changes[hex_id] = f"{name}@{rotation}"
        self.map_changed(hex_id)
        if cost:
            self.log_entry("lays_tile_for", corporation=corp.sym, tile=name, hex=hex_id, price=cost)
        else:
            self.log_entry("lays_tile", corporation=corp.sym, tile=name, hex=hex_id)
        if ability is None:
            # 18xx.games checks the new track against the network here, before tokens on a
            # newly split city are lifted; a route seen now is remembered (see has_route).
            self.has_route(corp)
        if not had_paths and len(tile.cities) > 1:
            self.tokens_to_replace(corp, hex_)
        return upgrade

    def tokens_to_replace(self, corp: Operator, hex_: Hex) -> None:
        """A multi-city tile on an unconnected hex: the tokens there are placed again."""
        for city in hex_.cities:
            for slot, token in enumerate(city.tokens):
                if token is None:
                    continue
                owner = self.corporation(token)
                city.tokens[slot] = None
                marker = next(t for t in owner.tokens if t.used and t.hex == hex_.id)
                marker.used, marker.hex, marker.city = False, None, None
                chooser = owner if self.TOKEN_OWNER_CHOOSES_CITY else corp
                self.pending_tokens.append(
                    {"entity": chooser, "hexes": [hex_.id], "token_owner": owner}
                )
        self.map_changed()

    # -- station markers ------------------------------------------------------------------
    def next_token_price(self, corp: Operator) -> int | None:
        token = corp.next_token()
        return None if token is None else token.price

    def buying_power(self, corp: Operator) -> int:
        """What the corporation could spend now (a title may add money it could still raise,
        such as 1856's loan)."""
        return corp.cash

    def can_place_token(self, corp: Operator, budget: int | None = None) -> bool:
        """Whether token_options offers a city (found without listing them all)."""
        price = self.next_token_price(corp)
        if price is None or price > (corp.cash if budget is None else budget):
            return False
        hexes = self.board.hexes

        def free(node: NodeRef) -> bool:
            tile = hexes[node[0]].tile
            tile_node = tile.nodes[node[1]]
            return tile_node.is_city and self.can_token_city(
                corp, node[0], tile.cities.index(tile_node)
            )

        return self.reaches_node(corp, free)

    def token_options(self, corp: Operator, budget: int | None = None) -> list[TokenChoice]:
        """Cities the corporation may place its next station marker in, if the budget (its
        cash unless given) covers the price."""
        price = self.next_token_price(corp)
        if price is None or price > (corp.cash if budget is None else budget):
            return []
        options: list[TokenChoice] = []
        for hex_id, index in self.reach(corp).cities:
            if not self.can_token_city(corp, hex_id, index):
                continue
            slot = self.board.hexes[hex_id].cities[index].free_slot_for(corp.sym)
            assert slot is not None  # can_token_city found room
            options.append(self.token_choice(hex_id, index, slot, price))
        return options

    def place_token_action(
        self, corp: Operator, action: Action, options: list[TokenChoice]
    ) -> None:
        hex_id, index = self.city_by_id(action.get("city"))
        option = next((o for o in options if o["hex"] == hex_id and o["city_index"] == index), None)
        if option is None:
            raise IllegalAction(
                "cannot_token", f"{corp.name} cannot place a station marker in {hex_id}", hex=hex_id
            )
        self.place_token(corp, hex_id, index, option["cost"])

    # -- routes ---------------------------------------------------------------------------
    def route_context(self, corp: Operator) -> RouteContext:
        """What the route rules need for the corporation's run now."""
        from railsdesk.engine.routes import RouteContext

        trains = tuple(self.route_train(t) for t in corp.trains)
        return RouteContext(
            self.board, corp.sym, self.phase.tiles, trains, self.route_rules(), self.phase.name
        )

    def route_train(self, train: Train) -> RouteTrain:
        """The train as the route rules see it (made once: a train's kind never changes)."""
        from railsdesk.engine.routes import RouteTrain

        key = (train.id, train.name)
        found = self._route_trains.get(key)
        if found is None:
            found = RouteTrain.from_spec(train.id, self.train_specs[train.name])
            self._route_trains[key] = found
        return found

    def route_rules(self) -> RouteRules:
        """The title's route rules (a hook: titles and readings differ)."""
        from railsdesk.engine.routes import RouteRules

        return RouteRules()

    def check_routes(self, corp: Operator, routes: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The routes of a run_routes action, each with the revenue the rules give it."""
        from railsdesk.engine.routes import parse_logged_run, validate_run

        if not isinstance(routes, list) or not all(isinstance(r, dict) for r in routes):
            raise IllegalAction("bad_routes", "routes must be a list of route objects")
        ctx = self.route_context(corp)
        ctx.checks_log = True
        revenues = validate_run(ctx, parse_logged_run(ctx, routes, log_fields=False))
        if self.highest_revenue_required() and not self._in_sequence:  # see refuse_below_best
            self.refuse_below_best(ctx, sum(revenues))
        return [dict(r, revenue=revenue) for r, revenue in zip(routes, revenues, strict=True)]

    @cached_property
    def revenue_unit(self) -> int:
        """The amount every stop's revenue on this map is a multiple of (10 on these maps):
        a run booked at the table in other amounts is most likely mistyped. Worked out once:
        the map's tiles and the manifest's do not change."""
        tiles = [*self.tileset.manifest.values(), *(h.tile for h in self.board.hexes.values())]
        values: list[int] = []
        for tile in tiles:
            for node in tile.nodes:
                revenue = node.revenue
                values += [revenue] if isinstance(revenue, int) else list(revenue.values())
        return math.gcd(*values) or 1

    def highest_revenue_required(self) -> str | None:
        """The rulebook's section refusing a run below the highest revenue, where this game
        follows it (None: any legal run is accepted)."""
        if self.HIGHEST_REVENUE_SECTION is not None and self.by_rulebook(HIGHEST_REVENUE):
            return self.HIGHEST_REVENUE_SECTION
        return None

    def refuse_below_best(self, ctx: RouteContext, revenue: int) -> None:
        """The rulebook's "the highest possible revenue must be run": a run earning less than
        the best is refused, naming both. The search looks only for a run beating this one.
        It is made when a run is made: a recorded sequence (a save replayed, an undo's
        rebuild) is not judged again, as the rulebook has no one point out a better route
        afterwards; the search would double a replay's time, and saves written before the
        rule still open."""
        from railsdesk.engine.route_finder import best_run
        from railsdesk.engine.routes import validate_run

        better = best_run(ctx, beat=revenue)
        # the better run as the rules count it (the search's figure is only its bound)
        best = sum(validate_run(ctx, list(better.routes))) if better.routes else revenue
        if best > revenue:
            raise IllegalAction(
                "route.below_best",
                f"the highest possible revenue must be run ({self.HIGHEST_REVENUE_SECTION}): "
                f"this run earns {revenue}, {best} is possible",
                amount=revenue,
                max=best,
                section=self.HIGHEST_REVENUE_SECTION,
            )

    def best_routes(
        self, corp: Operator, cancel: Callable[[], bool] | None = None
    ) -> list[dict[str, Any]]:
        """The routes earning the most for the corporation now, as a run_routes would hold them."""
        from railsdesk.engine.route_finder import best_run
        from railsdesk.engine.routes import route_to_log

        return [route_to_log(r) for r in best_run(self.route_context(corp), cancel).routes]

    # -- trains ---------------------------------------------------------------------------
    def train_limit(self, corp: Operator) -> int:
        return self.phase.train_limit

    def num_corp_trains(self, corp: Operator) -> int:
        return sum(1 for t in corp.trains if not t.obsolete)

    def trains_changed(self) -> None:
        """Forget which corporations are over their limit (trains moved or the phase changed)."""
        self._crowded = None

    def crowded_corps(self) -> list[Corporation]:
        """Corporations over their train limit (kept until trains or the phase change)."""
        if self._crowded is None:
            self._crowded = [
                c for c in self.corporations if self.num_corp_trains(c) > self.train_limit(c)
            ]
        return self._crowded

    def other_trains(self, corp: Operator) -> list[Train]:
        return [
            t
            for c in self.corporations
            if c is not corp and not c.closed
            for t in c.trains
            if not t.obsolete
        ]

    def discountable_trains(self, corp: Operator) -> list[tuple[Train, Train, int]]:
        """(own train, depot train, price) for trains that may be traded in."""
        found: list[tuple[Train, Train, int]] = []
        for depot_train in self.depot.depot_trains():
            for own in corp.trains:
                discount = depot_train.discount.get(own.name)
                if discount:
                    found.append((own, depot_train, depot_train.price - discount))
        return found

    def must_buy_train(self, corp: Operator) -> bool:
        if corp.trains or not self.depot.depot_trains():
            return False
        if self.MUST_BUY_TRAIN == "always":
            return True
        return self.MUST_BUY_TRAIN == "route" and self.has_train_route(corp)

    def buying_train(self, train: Train) -> None:
        """Phases change and older trains rust when a new kind of train is first bought."""
        while train.name in self.phase.next_on():
            self.phase.index += 1
            self.trains_changed()
            self.log_entry("phase_begins", phase=self.phase.name)
            self.phase_changed()
        rusted = set()
        for other in list(self.all_trains()):
            if other.rusted or other.rusts_on != train.name:
                continue
            other.rusted = True
            self.remove_train(other)
            other.owner = None
            rusted.add(other.name)
        for name in sorted(rusted):
            self.log_entry("trains_rust", train=name)
        for event in train.events:
            getattr(self, f"event_{event['type']}")()
        train.events.clear()

    def phase_changed(self) -> None:
        """Title hook for phase effects beyond tiles, limits and rounds."""

    def event_close_companies(self) -> None:
        for company in self.companies:
            self.close_company(company)

    # -- privates' special powers ---------------------------------------------------------
    def tile_ability(self, company: Company) -> Ability | None:
        """The private's unused tile-laying power, if it can be used now.

        A power with a time ("when") works only then: during its owning corporation's turn, or
        in its track step; one without works during the owner's turn."""
        corp = company.owner
        if not isinstance(corp, Corporation) or self.round.kind != "Operating":
            return None
        if self.round.current_entity() is not corp:
            return None
        for ability in company.abilities:
            if ability.used or ability.type not in ("tile_lay", "teleport"):
                continue
            if ability.data.get("owner_type") not in (None, "corporation"):
                continue
            if not any(self.tiles_left.get(t) for t in ability.tiles):
                continue
            if not self.ability_time_now(ability):
                continue
            return ability
        return None

    def ability_time_now(self, ability: Ability) -> bool:
        when = ability.when or ("track" if ability.type == "teleport" else None)
        if when is None or when == "owning_corp_or_turn":
            return True
        current = next(
            (s for s in self.round.steps if s.ability_time and s.active and not s.passed), None
        )
        return current is not None and current.ability_time == when

    def has_active_abilities(self, corp: Operator) -> bool:
        """Whether a private it owns has a power to use at a chosen time (holds the turn open)."""
        for company in corp.companies:
            ability = self.tile_ability(company)
            if ability is not None and (ability.when or ability.type == "teleport"):
                return True
        return False

    def exchangeable_shares(self, company: Company, ability: Ability) -> list[Share]:
        player = company.owner
        assert player is not None  # the exchange step asks for player-owned privates only
        found: list[Share] = []
        for sym in ability.corporations:
            corp = self.corporation(sym)
            sources: list[ShareHolder] = []
            if "ipo" in ability.data.get("from", []):
                sources.append(corp)
            if "market" in ability.data.get("from", []):
                sources.append(self.pool)
            for source in sources:
                shares = [s for s in source.shares_of(sym) if not s.president]
                if shares and self.holding_ok(player, corp, shares[0].percent):
                    found.append(shares[0])
        return found
