"""Route rules: which routes a corporation's trains may run and what they earn.

One place for the rules, used both to check a submitted ``run_routes`` action and by the route
finder (``route_finder.py``), so that the two always agree.

Vocabulary (as in 18xx.games logs):

* a *node* is a stop on a tile: a city, town or off-board (``NodeRef`` = hex id, node index);
* a *path* is one piece of track on a tile (``PathRef`` = hex id, path index);
* a *segment* (a "chain" in the logs) is the track between two nodes with no node in between;
* a *route* is a chain of nodes joined by segments, run by one train.

The rules of 1830 as 18xx.games applies them are the default (``RouteRules``); later titles
subclass ``RouteRules`` and override its hooks (see docs/routes.md). The track routes run on
(segments, and a corporation's view of the board's track) is in ``track_view.py``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import combinations
from typing import Any, NamedTuple

from railsdesk.engine.board import Board
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.graph import NodeRef
from railsdesk.engine.tiles import Node
from railsdesk.engine.track_view import PathRef, Segment, TrackView, logged_track_keys

UNLIMITED = 999  # the distance of a train that may visit any number of stops (1830 'D')


# --------------------------------------------------------------------------------------------
# Trains


@dataclass(frozen=True)
class StopAllowance:
    """One row of an n+m or express train: how many stops of some kinds it visits and pays for.

    A 1880 2+2 train has the rows (towns: visit 2, pay 2) and (any stop: visit 2, pay 2); a 6E
    express train has one row (any stop: visit unlimited, pay 6).
    """

    kinds: frozenset[str]
    pay: int
    visit: int


@dataclass(frozen=True)
class RouteTrain:
    """A train as the route rules see it.

    ``distance`` is the train's number: stops for most titles, hexes where a title counts hexes
    (the title's rules interpret it). ``allowances`` replaces the plain stop count for n+m and
    express trains. ``params`` carries anything a title's rules need beyond these.
    """

    id: str
    name: str
    distance: int = UNLIMITED
    allowances: tuple[StopAllowance, ...] = ()
    multiplier: int = 1
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def from_spec(cls, train_id: str, spec: Mapping[str, Any]) -> RouteTrain:
        """A train from a title's data entry (``name``, ``distance``, optional ``multiplier``)."""
        distance = spec.get("distance", UNLIMITED)
        allowances: tuple[StopAllowance, ...] = ()
        if isinstance(distance, list):
            allowances = tuple(
                StopAllowance(
                    frozenset(row["nodes"]),
                    int(row.get("pay", 0)),
                    int(row.get("visit", row.get("pay", 0))),
                )
                for row in distance
            )
            distance = sum(a.pay for a in allowances)
        return cls(
            id=train_id,
            name=str(spec["name"]),
            distance=int(distance),
            allowances=allowances,
            multiplier=int(spec.get("multiplier", 1)),
        )

    @classmethod
    def from_data(cls, train_id: str, data: Mapping[str, Any]) -> RouteTrain:
        """A train by its id ("2-0", "4H-1", "D-3") from a title's data file."""
        name = train_id.rsplit("-", 1)[0]
        for spec in data["trains"]:
            if spec["name"] == name:
                return cls.from_spec(train_id, spec)
        raise KeyError(f"no train type {name!r} in {data.get('title', 'this title')}")

    @property
    def express(self) -> bool:
        """Whether the train may pass stops without counting them (1880 E-trains)."""
        return any(a.visit > a.pay for a in self.allowances)


# --------------------------------------------------------------------------------------------
# Context


@dataclass
class RouteContext:
    """Everything the route rules need for one corporation's run.

    The board must not change while a context is in use: the track view is built once, on
    first use, from the board's tiles and tokens.
    """

    board: Board
    corporation: str
    phase_colors: tuple[str, ...]
    trains: tuple[RouteTrain, ...]
    rules: RouteRules = field(default_factory=lambda: RouteRules())
    phase: str | None = None
    params: dict[str, Any] = field(default_factory=dict)
    checks_log: bool = False  # checks logged runs: its view shares the board's track keys

    @cached_property
    def track(self) -> TrackView:
        keys = logged_track_keys(self.board) if self.checks_log else None
        return TrackView(self.board, self.corporation, self.rules, keys)

    def train(self, train_id: str) -> RouteTrain:
        for train in self.trains:
            if train.id == train_id:
                return train
        raise IllegalAction(
            "route.unknown_train",
            f"{self.corporation} has no train {train_id}",
            train=train_id,
            corporation=self.corporation,
        )


# --------------------------------------------------------------------------------------------
# Routes


@dataclass(frozen=True)
class Route:
    """One train's route: its nodes in running order and the segments joining them.

    ``segments[i]`` joins ``nodes[i]`` to ``nodes[i + 1]`` (oriented that way).
    ``log_reversed[i]`` says that the log writes segment i from its far end, so that a parsed
    route is written back as it was read. ``revenue`` is filled in by ``validate_run`` and the
    finder.
    """

    train: RouteTrain
    nodes: tuple[NodeRef, ...]
    segments: tuple[Segment, ...]
    log_reversed: tuple[bool, ...] = ()
    revenue: int | None = None
    connections: tuple[tuple[str, ...], ...] = ()
    signatures: tuple[str, ...] = ()
    revenue_str: str = ""

    @property
    def hexes(self) -> tuple[str, ...]:
        return tuple(hex_id for hex_id, _ in self.nodes)

    @property
    def keys(self) -> int:
        keys = 0
        for seg in self.segments:
            keys |= seg.keys
        return keys

    @property
    def paths(self) -> tuple[PathRef, ...]:
        return tuple(p for seg in self.segments for p in seg.paths)


def build_route(
    ctx: RouteContext,
    train: RouteTrain | str,
    nodes: Sequence[NodeRef],
    segments: Sequence[Segment] | None = None,
    log_reversed: Sequence[bool] = (),
) -> Route:
    """A route from its nodes (and segments; by default the shortest between each pair).

    The route is not checked here: ``validate_run`` does that.
    """
    view = ctx.track
    if isinstance(train, str):
        train = ctx.train(train)
    nodes = tuple(nodes)
    if segments is None:
        chosen = []
        for a, b in zip(nodes, nodes[1:], strict=False):
            options = [s for s in view.segments_from(a) if s.b == b]
            if not options:
                raise IllegalAction(
                    "route.not_connected",
                    f"Route is not connected between {a[0]} and {b[0]}",
                    hex=a[0],
                    other=b[0],
                )
            chosen.append(min(options, key=lambda s: len(s.paths)))
        segments = chosen
    segments = tuple(segments)
    flags = tuple(log_reversed) or (False,) * len(segments)
    return _with_log_fields(ctx, Route(train, nodes, segments, flags))


def _with_log_fields(ctx: RouteContext, route: Route) -> Route:
    view = ctx.track
    connections: list[tuple[str, ...]] = []
    signatures: list[str] = []
    for seg, flipped in zip(route.segments, route.log_reversed, strict=False):
        seg_log = seg.reversed() if flipped else seg
        if len(seg.paths) == 1 and view.ambiguous_tile(seg.paths[0][0]):
            parts = sorted(view.node(n).part_index for n in (seg.a, seg.b))
            connections.append((f"{seg.paths[0][0]} {parts[0]}.{parts[1]}",))
        else:
            connections.append(seg_log.hex_ids)
        for ref in (seg_log.a, seg_log.b):
            sig = view.signature(ref)
            if sig not in signatures:
                signatures.append(sig)
    if not route.segments:
        signatures = [view.signature(n) for n in route.nodes]
    route = replace(route, connections=tuple(connections), signatures=tuple(signatures))
    return replace(route, revenue_str=ctx.rules.revenue_str(ctx, route))


def route_to_log(route: Route) -> dict[str, Any]:
    """The route as an 18xx.games ``run_routes`` route entry."""
    entry: dict[str, Any] = {
        "train": route.train.id,
        "connections": [list(c) for c in route.connections],
        "hexes": list(route.hexes),
        "revenue": route.revenue if route.revenue is not None else 0,
        "revenue_str": route.revenue_str,
        "nodes": list(route.signatures),
    }
    return entry


# --------------------------------------------------------------------------------------------
# Reading logged routes


# A reading of a logged route: (its ranking, nodes, segments, which segments run reversed).
_Reading = tuple[tuple[int, ...], tuple[NodeRef, ...], tuple[Segment, ...], tuple[bool, ...]]


def parse_logged_route(
    ctx: RouteContext, route_json: Mapping[str, Any], taken: int = 0, log_fields: bool = True
) -> Route:
    """Rebuild a route from an 18xx.games ``run_routes`` route entry.

    Each logged chain lists the hexes of its paths from one node to the next; the chains are
    matched against the board's segments and joined where consecutive chains share exactly one
    node. Where several readings fit, the one naming most of the logged ``nodes`` wins, then the
    one with the fewest paths. ``taken`` is the track already used by earlier routes of the
    same run (a reading must avoid it). The route is not validated here. Without
    ``log_fields`` the fields a log writes (connections, nodes, revenue text) are left empty:
    checking a logged run needs none of them.
    """
    view = ctx.track
    if "train" not in route_json:
        raise IllegalAction("bad_action", "a route names no train", field="train")
    train = ctx.train(str(route_json["train"]))
    chains = route_json.get("connections") or []

    def unreadable(reason: str, problem: str, hexes: str = "") -> IllegalAction:
        """`problem` names the reason for the translations (`hexes`: the chain at fault)."""
        return IllegalAction(
            "route.unreadable",
            f"Route of train {train.id} cannot be read: {reason}",
            train=train.id,
            reason=reason,
            problem=problem,
            hexes=hexes,
        )

    if not chains:
        raise unreadable("no connections", "no_connections")
    if any(isinstance(c, list) and c and c[0] == "local" for c in chains):
        raise unreadable("local trains are not supported", "local_train")
    # the logged nodes, as the nodes they name (a reading that names most of them wins)
    logged_nodes: set[NodeRef] = set()
    for signature in route_json.get("nodes") or ():
        ref = view.node_by_signature(signature) if isinstance(signature, str) else None
        if ref is not None and view.signature(ref) == signature:
            logged_nodes.add(ref)
    options = [_matching_segments(view, list(chain)) for chain in chains]
    for chain, found in zip(chains, options, strict=False):
        if not found:
            hexes = "-".join(map(str, chain))
            raise unreadable(f"no track matches {hexes}", "no_track", hexes)
    if len(options) == 1:
        reading = _one_chain_reading(view, options[0], taken, logged_nodes)
        if reading is None:
            raise unreadable("its track is used by another route", "track_taken")
        nodes, segs, flags = _orient_single(view, route_json, reading[1], reading[2])
    else:
        reading = _joined_reading(options, taken, logged_nodes)
        if reading is None:
            raise unreadable("its chains do not join into one route", "no_join")
        _, nodes, segs, flags = reading
    route = Route(train, tuple(nodes), tuple(segs), tuple(flags))
    return _with_log_fields(ctx, route) if log_fields else route


def _one_chain_reading(
    view: TrackView, found: Sequence[Segment], taken: int, logged_nodes: set[NodeRef]
) -> _Reading | None:
    """The best reading of a route of one chain: a segment that avoids ``taken`` and touches
    a station marker of the corporation, else any that avoids ``taken``."""
    best: _Reading | None = None
    for counter, seg in enumerate(seg for seg in found if not seg.keys & taken):
        if not (view.tokened(seg.a) or view.tokened(seg.b)):
            continue
        named = (seg.a in logged_nodes) + (seg.b in logged_nodes)
        key = (named, -len(seg.paths), -counter)
        if best is None or key > best[0]:
            best = (key, (seg.a, seg.b), (seg,), (False,))
    if best is None:
        for seg in found:
            if not seg.keys & taken:
                return ((0, 0, 0), (seg.a, seg.b), (seg,), (False,))
    return best


def _joined_reading(
    options: Sequence[Sequence[Segment]], taken: int, logged_nodes: set[NodeRef]
) -> _Reading | None:
    """The best reading of a route of several chains: one segment per chain, each starting
    where the one before ends, no track used twice nor any of ``taken``."""
    results: list[_Reading] = []

    def extend(
        i: int, nodes: list[NodeRef], segs: list[Segment], flags: list[bool], used: int
    ) -> None:
        if i == len(options):
            distinct = len(set(nodes)) == len(nodes)
            named = sum(1 for n in nodes if n in logged_nodes)
            key = (distinct, named, -sum(len(s.paths) for s in segs), -len(results))
            results.append((key, tuple(nodes), tuple(segs), tuple(flags)))
            return
        last = nodes[-1]
        for seg in options[i]:
            if seg.keys & used:
                continue
            if seg.a == last:
                oriented, flipped = seg, False
            elif seg.b == last:
                oriented, flipped = seg.reversed(), True
            else:
                continue
            nodes.append(oriented.b)
            segs.append(oriented)
            flags.append(flipped)
            extend(i + 1, nodes, segs, flags, used | seg.keys)
            nodes.pop()
            segs.pop()
            flags.pop()

    for first in options[0]:
        if first.keys & taken:
            continue
        for oriented, flipped in ((first, False), (first.reversed(), True)):
            extend(1, [oriented.a, oriented.b], [oriented], [flipped], taken | first.keys)
    return max(results, key=lambda r: r[0]) if results else None


def _orient_single(
    view: TrackView,
    route_json: Mapping[str, Any],
    nodes: tuple[NodeRef, ...],
    segs: tuple[Segment, ...],
) -> tuple[tuple[NodeRef, ...], tuple[Segment, ...], tuple[bool, ...]]:
    """A one-chain route runs in the order of the logged ``nodes`` (else ``hexes``)."""
    seg = segs[0]
    logged = list(route_json.get("nodes") or ())
    hexes = list(route_json.get("hexes") or ())
    flip = False
    if len(logged) >= 2 and view.signature(seg.b) == logged[0]:
        flip = True
    elif not logged and len(hexes) >= 2 and hexes[0] == seg.b[0] and hexes[0] != seg.a[0]:
        flip = True
    if flip:
        return (seg.b, seg.a), (seg.reversed(),), (True,)
    return nodes, segs, (False,)


def _matching_segments(view: TrackView, chain: list[str]) -> list[Segment]:
    """Segments whose paths lie in exactly the logged hexes, in order (from the first hex)."""
    if len(chain) == 1 and isinstance(chain[0], str) and " " in chain[0]:
        hex_id, _, pair = chain[0].partition(" ")
        parts = {int(p) for p in pair.split(".") if p.strip().isdigit()}
        found = []
        for start in view.nodes_on(hex_id):
            for seg in view.segments_from(start):
                if (
                    len(seg.paths) == 1
                    and seg.b[0] == hex_id
                    and {view.node(seg.a).part_index, view.node(seg.b).part_index} == parts
                    and seg.a < seg.b
                ):
                    found.append(seg)
        return found
    target = tuple(chain)
    hexes = view.board.hexes
    if not all(h in hexes for h in target):
        return []
    # A chain is matched again and again (a corporation runs the same route round after
    # round): while its hexes keep their tiles, the board keeps the segments found; a view
    # takes them with its own track keys.
    tiles = tuple((hexes[h].tile_id, hexes[h].rotation) for h in target)
    kept = view.board.matched_chains.get(target)
    if kept is not None and kept[0] == tiles:
        found = kept[1]
        if kept[2] is not view.track_keys:  # masks numbered by another view: renumbered
            found = [seg._replace(keys=view.keys_of(seg.paths)) for seg in found]
        view.remember(found)
        return found
    found = [seg for start in view.nodes_on(chain[0]) for seg in view.segments_along(start, target)]
    found.sort(key=lambda s: len(s.paths))
    view.board.matched_chains[target] = (tiles, found, view.track_keys)
    return found


# --------------------------------------------------------------------------------------------
# Rules


class Stop(NamedTuple):
    """A node a route visits, with what the rules say about it for this train (a named
    tuple: every route checked makes one per stop)."""

    ref: NodeRef
    kind: str  # 'city' | 'town' | 'offboard' (as the title's rules classify it)
    value: int  # revenue if counted
    cost: int  # visits it uses of the train's range
    tokened: bool
    groups: tuple[str, ...]


class RouteRules:
    """The route rules of 1830 as 18xx.games applies them; the base for other titles.

    Hooks a title may override (see docs/routes.md): ``stop_kind``, ``stop_value``,
    ``stop_groups``, ``visit_cost``, ``tracks_connect``, ``segment_usable``, ``segment_cost``,
    ``fits``, ``max_paid_stops``, ``counted_stops``, ``bonus``, ``max_bonus``,
    ``check_route``, ``check_run``, ``revenue_str``. The finder takes a fast path for trains
    whose revenue is the plain sum of the stops' values and whose range is a plain stop count;
    it detects overridden hooks and otherwise evaluates every candidate route with these hooks.
    """

    title = "1830"

    def __init__(self, extra_groups: Mapping[str, Sequence[str]] | None = None):
        """``extra_groups``: group names by hex id added to the map's own (stops of one group
        count once per route). The 1830 rulebook treats I1 and J2 as one off-board area, where
        the 18xx.games map puts only I1 in the group "Gulf": ``{"J2": ["Gulf"]}`` gives the
        rulebook's reading."""
        self.extra_groups = {k: tuple(v) for k, v in (extra_groups or {}).items()}

    # -- track

    def tracks_connect(self, track_from: str, track_to: str) -> bool:
        """Whether track of one gauge continues into track of another at a hex side."""
        if track_from == "dual":
            return True
        return track_to == track_from or track_to == "dual"

    def segment_usable(self, ctx: RouteContext, train: RouteTrain, segment: Segment) -> bool:
        """Whether the train may run over this segment at all (1849 E-trains: no narrow)."""
        return True

    def segment_cost(self, ctx: RouteContext, train: RouteTrain, segment: Segment) -> int:
        """What the segment uses of the train's range besides stops (1849: hexes)."""
        return 0

    def track_refusal(
        self, ctx: RouteContext, train: RouteTrain, segment: Segment
    ) -> IllegalAction:
        """Why the train may not run over a segment that is not usable (1849 names the gauge
        change or the E-train's narrow gauge)."""
        return IllegalAction(
            "route.track_not_allowed",
            f"A {train.name} train cannot run on the track between {segment.a[0]} and "
            f"{segment.b[0]}",
            train=train.id,
            hex=segment.a[0],
        )

    # -- stops

    def stop_kind(self, ctx: RouteContext, ref: NodeRef, node: Node) -> str:
        if node.kind in ("town", "halt"):
            return "town"
        return node.kind

    def visit_cost(self, ctx: RouteContext, train: RouteTrain, ref: NodeRef, node: Node) -> int:
        return 1

    def stop_value(self, ctx: RouteContext, train: RouteTrain, ref: NodeRef, node: Node) -> int:
        """Revenue of a stop: phase-coloured values use the latest colour of the phase."""
        revenue = node.revenue
        if isinstance(revenue, int):
            return revenue * train.multiplier
        if train.name.upper() == "D" and "diesel" in revenue:
            return revenue["diesel"] * train.multiplier
        for color in reversed(ctx.phase_colors):
            if color in revenue:
                return revenue[color] * train.multiplier
        return 0

    def stop_groups(self, ctx: RouteContext, ref: NodeRef, node: Node) -> tuple[str, ...]:
        """Groups of a stop: a route visits at most one stop of each group."""
        extra = self.extra_groups.get(ref[0])
        return node.groups + extra if extra else node.groups

    def stop(self, ctx: RouteContext, train: RouteTrain, ref: NodeRef) -> Stop:
        view = ctx.track
        node = view.node(ref)
        return Stop(
            ref=ref,
            kind=self.stop_kind(ctx, ref, node),
            value=self.stop_value(ctx, train, ref, node),
            cost=self.visit_cost(ctx, train, ref, node),
            tokened=view.tokened(ref),
            groups=self.stop_groups(ctx, ref, node),
        )

    # -- range

    def fits(
        self, ctx: RouteContext, train: RouteTrain, visits: Mapping[str, int], track: int
    ) -> bool:
        """Whether visits (per stop kind, in visit cost) and track cost are in range.

        Must be monotone: if a route does not fit, no longer route does.
        """
        if train.allowances:
            return allowances_fit(train.allowances, visits)
        return sum(visits.values()) <= train.distance

    def length_text(
        self, ctx: RouteContext, train: RouteTrain, visits: Mapping[str, int], track: int
    ) -> str:
        return f"{sum(visits.values())} is too many stops for a {train.name} train"

    def length_refusal(
        self, ctx: RouteContext, train: RouteTrain, visits: Mapping[str, int], track: int
    ) -> IllegalAction:
        """The refusal of a route too long for its train."""
        return IllegalAction(
            "route.too_long",
            self.length_text(ctx, train, visits, track),
            train=train.id,
            name=train.name,
        )

    def counted_range(
        self, ctx: RouteContext, train: RouteTrain, visits: Mapping[str, int], track: int
    ) -> tuple[int, int] | None:
        """How much of its range a route uses and the train's range, where the train counts
        something the stops do not show (1849: hex sides); None when it counts stops."""
        return None

    # -- revenue

    def counted_stops(
        self, ctx: RouteContext, train: RouteTrain, stops: Sequence[Stop]
    ) -> tuple[Stop, ...]:
        """The stops that earn revenue: all of them, or the best set an n+m/E train pays for."""
        if not train.allowances:
            return tuple(stops)
        return best_paid_stops(train.allowances, stops)

    def bonus(self, ctx: RouteContext, route: Route, counted: Sequence[Stop]) -> int:
        """Revenue beyond the stops' values (1880 Trans-Siberian, east-west bonuses ...)."""
        return 0

    def max_bonus(self, ctx: RouteContext, train: RouteTrain) -> int:
        """An upper bound of ``bonus`` for any route of the train (for the finder's bounds)."""
        return 0

    def max_paid_stops(self, train: RouteTrain) -> int:
        """At most how many stops of a route earn revenue (for the finder's bounds).

        Contract: a route's revenue never exceeds the sum of its ``max_paid_stops`` best stop
        values plus ``max_bonus``.
        """
        if train.allowances:
            return sum(a.pay for a in train.allowances)
        if type(self).fits is RouteRules.fits:
            return train.distance
        return UNLIMITED

    def check_route(self, ctx: RouteContext, route: Route, stops: Sequence[Stop]) -> None:
        """Title-specific checks of one route; raise IllegalAction."""

    def check_run(self, ctx: RouteContext, routes: Sequence[Route]) -> None:
        """Title-specific checks of all routes together; raise IllegalAction."""

    def revenue_str(self, ctx: RouteContext, route: Route) -> str:
        return "-".join(route.hexes)

    # -- finder support

    def additive(self, ctx: RouteContext, train: RouteTrain) -> bool:
        """Whether a route of this train earns exactly the sum of its stops' values and of
        ``hex_bonuses`` and its range is the number of stops (the finder's fast path)."""
        return self.plain_stops_and_track(train) and type(self).bonus is RouteRules.bonus

    def hex_bonuses(self, ctx: RouteContext, train: RouteTrain) -> Mapping[str, int]:
        """For a title whose ``bonus`` is a sum over the hexes a route stops in, once per
        hex, that sum's terms by hex (the finder's fast path adds them)."""
        return {}

    def plain_stops_and_track(self, train: RouteTrain) -> bool:
        """Whether the train's range, the stops it counts and the track it may use follow
        these plain rules (a title's bonuses aside)."""
        if train.allowances:
            return False
        cls = type(self)
        return all(
            getattr(cls, name) is getattr(RouteRules, name)
            for name in (
                "visit_cost",
                "segment_cost",
                "fits",
                "counted_stops",
                "check_route",
                "segment_usable",
            )
        )

    def has_run_checks(self) -> bool:
        return type(self).check_run is not RouteRules.check_run


def allowances_fit(allowances: Sequence[StopAllowance], visits: Mapping[str, int]) -> bool:
    """Whether visits per kind fit the rows of an n+m/E train.

    Kinds accepted by fewer rows are placed first; each kind fills the rows that accept it in
    their order.
    """
    if len(allowances) == 1:  # an express train's one row: the common case, kept quick
        (row,) = allowances
        total = 0
        for kind, count in visits.items():
            if count > 0:
                if kind not in row.kinds:
                    return False
                total += count
        return total <= row.visit
    room = [a.visit for a in allowances]
    order = sorted(visits, key=lambda k: sum(1 for a in allowances if k in a.kinds))
    for kind in order:
        left = visits[kind]
        for i, row in enumerate(allowances):
            if left <= 0:
                break
            if kind in row.kinds and room[i] > 0:
                used = min(left, room[i])
                room[i] -= used
                left -= used
        if left > 0:
            return False
    return True


def _rows_accept(rows: Sequence[StopAllowance], stops: Iterable[Stop]) -> bool:
    used = [0] * len(rows)
    for stop in stops:
        for i, row in enumerate(rows):
            if stop.kind in row.kinds and used[i] < row.pay:
                used[i] += 1
                break
        else:
            return False
    return True


def best_paid_stops(allowances: Sequence[StopAllowance], stops: Sequence[Stop]) -> tuple[Stop, ...]:
    """The stops an n+m or express train is paid for: the most stops its rows pay for, best
    revenue among those, including a stop with the corporation's token."""
    rows = sorted(allowances, key=lambda a: len(a.kinds))
    limit = min(sum(a.pay for a in rows), len(stops))
    if len(rows) == 1:
        ranked = sorted(
            (s for s in stops if s.kind in rows[0].kinds), key=lambda s: s.value, reverse=True
        )
        chosen = ranked[:limit]
        if chosen and not any(s.tokened for s in chosen):
            tokened = next((s for s in ranked if s.tokened), None)
            chosen = chosen[:-1] + ([tokened] if tokened else [])
        return tuple(chosen) if sum(s.value for s in chosen) > 0 else ()
    for size in range(limit, 0, -1):
        best: tuple[int, tuple[Stop, ...]] | None = None
        for subset in combinations(stops, size):
            if not any(s.tokened for s in subset) or not _rows_accept(rows, subset):
                continue
            value = sum(s.value for s in subset)
            if best is None or value > best[0]:
                best = (value, subset)
        if best is not None and best[0] > 0:
            return best[1]
    return ()


DEFAULT_RULES = RouteRules()


# --------------------------------------------------------------------------------------------
# Checking routes


def _fail(key: str, message: str, route: Route, **params: Any) -> IllegalAction:
    return IllegalAction(key, message, train=route.train.id, **params)


def route_stops(ctx: RouteContext, route: Route) -> list[Stop]:
    rules = ctx.rules
    return [rules.stop(ctx, route.train, ref) for ref in route.nodes]


def free_stops(ctx: RouteContext, route: Route) -> set[NodeRef]:
    """The stops a route passes without counting them (an n+m or E train pays for some)."""
    stops = route_stops(ctx, route)
    counted = ctx.rules.counted_stops(ctx, route.train, stops)
    return {s.ref for s in stops} - {s.ref for s in counted}


def evaluate_route(ctx: RouteContext, route: Route) -> int:
    """Check one route on its own and return its revenue; raise IllegalAction if illegal."""
    view = ctx.track
    rules = ctx.rules
    train = route.train
    nodes = route.nodes
    for ref in nodes:
        if not view.has_node(ref):
            raise _fail("route.unknown_stop", f"No stop {ref[0]}-{ref[1]}", route, hex=ref[0])
    if len(nodes) < 2 or len(route.segments) != len(nodes) - 1:
        raise _fail("route.too_short", "Route must have at least 2 stops", route)
    used = 0
    for i, seg in enumerate(route.segments):
        checked = view.segment_for(nodes[i], nodes[i + 1], seg.paths)
        if checked.keys & used:
            hex_id = view.key_hex(checked.keys & used)
            raise _fail(
                "route.reuses_track", f"Route cannot reuse track on {hex_id}", route, hex=hex_id
            )
        used |= checked.keys
        if not rules.segment_usable(ctx, train, checked):
            raise rules.track_refusal(ctx, train, checked)
    seen: set[NodeRef] = set()
    for ref in nodes:
        if ref in seen:
            raise _fail("route.reuses_stop", f"Cannot use {ref[0]} twice", route, hex=ref[0])
        seen.add(ref)
    for ref in nodes[1:-1]:
        if view.blocks(ref):
            if view.node(ref).is_offboard:
                raise _fail(
                    "route.through_offboard",
                    f"Route cannot pass through the off-board area {ref[0]}",
                    route,
                    hex=ref[0],
                )
            raise _fail(
                "route.blocked",
                f"Route cannot pass through {ref[0]}: its city is full of other tokens",
                route,
                hex=ref[0],
            )
    paths = [view.paths[h][i] for seg in route.segments for h, i in seg.paths]
    if len(paths) >= 3 and any(p.terminal for p in paths[1:-1]):
        raise _fail("route.through_terminal", "Route cannot pass through terminal", route)
    stops = route_stops(ctx, route)
    groups: set[str] = set()
    for stop in stops:
        for group in stop.groups:
            if group in groups:
                raise _fail(
                    "route.group_reused",
                    f"Cannot use group {group} more than once",
                    route,
                    group=group,
                )
            groups.add(group)
    if not any(s.tokened for s in stops):
        raise _fail(
            "route.no_token",
            f"Route must contain a city with a {ctx.corporation} token",
            route,
            corporation=ctx.corporation,
        )
    visits, track = route_range(ctx, route, stops)
    if not rules.fits(ctx, train, visits, track):
        raise rules.length_refusal(ctx, train, visits, track)
    return route_revenue(ctx, route, stops)


def route_range(
    ctx: RouteContext, route: Route, stops: Sequence[Stop]
) -> tuple[dict[str, int], int]:
    """What a route uses of its train's range: the visits per stop kind (in visit cost) and
    the track cost."""
    visits: dict[str, int] = defaultdict(int)
    for stop in stops:
        visits[stop.kind] += stop.cost
    track = sum(ctx.rules.segment_cost(ctx, route.train, seg) for seg in route.segments)
    return visits, track


def counted_range(ctx: RouteContext, route: Route) -> tuple[int, int] | None:
    """The range a route uses and its train's, for a train that counts something besides
    stops (1849's hexes); None otherwise."""
    visits, track = route_range(ctx, route, route_stops(ctx, route))
    return ctx.rules.counted_range(ctx, route.train, visits, track)


def route_revenue(ctx: RouteContext, route: Route, stops: Sequence[Stop]) -> int:
    """The revenue of a route whose track, stops and range are legal (title checks apply)."""
    rules = ctx.rules
    rules.check_route(ctx, route, stops)
    counted = rules.counted_stops(ctx, route.train, stops)
    if route.train.allowances and counted and not any(s.tokened for s in counted):
        raise _fail(
            "route.no_token",
            f"Route must count a city with a {ctx.corporation} token",
            route,
            corporation=ctx.corporation,
        )
    return sum(s.value for s in counted) + rules.bonus(ctx, route, counted)


def validate_run(ctx: RouteContext, routes: Sequence[Route]) -> list[int]:
    """Check a whole run (one route per train at most); the revenue of each route.

    Raises IllegalAction (key ``route.*``) naming the first rule broken.
    """
    view = ctx.track
    revenues = []
    used = 0
    trains: set[str] = set()
    for route in routes:
        if route.train.id in trains:
            raise _fail(
                "route.train_reused",
                f"RouteTrain {route.train.id} can run only one route",
                route,
            )
        trains.add(route.train.id)
        ctx.train(route.train.id)
        revenue = evaluate_route(ctx, route)
        keys = route.keys
        if keys & used:
            hex_id = view.key_hex(keys & used)
            raise _fail(
                "route.overlap",
                f"Routes cannot share track on {hex_id}",
                route,
                hex=hex_id,
            )
        used |= keys
        revenues.append(revenue)
    ctx.rules.check_run(ctx, routes)
    return revenues


def with_revenue(route: Route, revenue: int) -> Route:
    return replace(route, revenue=revenue)


def parse_logged_run(
    ctx: RouteContext, routes_json: Sequence[Mapping[str, Any]], log_fields: bool = True
) -> list[Route]:
    """All routes of a logged ``run_routes`` action, each avoiding the track of those before
    (``log_fields``: as parse_logged_route)."""
    taken = 0
    routes = []
    for entry in routes_json:
        route = parse_logged_route(ctx, entry, taken, log_fields)
        taken |= route.keys
        routes.append(route)
    return routes
