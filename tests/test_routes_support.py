"""Helpers for the route tests: small hand-built boards, rule variants, and a brute force.

The brute force enumerates every chain of stops the track allows, asks the route rules for each
one's revenue, and tries every combination of routes: no bounds, no pruning, no shortcuts.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from railsdesk.engine.board import Board
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.routes import (
    Route,
    RouteContext,
    RouteRules,
    RouteTrain,
    StopAllowance,
    evaluate_route,
)
from railsdesk.engine.track_view import Segment

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(os.environ.get("RAILSDESK_FIXTURES", ROOT.parent / "shared" / "fixtures"))

YELLOW = ("yellow",)
BROWN = ("yellow", "green", "brown")


# -- boards


def city(revenue=20, slots=1, **extra) -> dict:
    return {"type": "city", "revenue": revenue, "slots": slots, **extra}


def town(revenue=10, **extra) -> dict:
    return {"type": "town", "revenue": revenue, **extra}


def offboard(revenue=30, **extra) -> dict:
    return {"type": "offboard", "revenue": revenue, **extra}


def path(a, b, **extra) -> dict:
    return {"type": "path", "a": a, "b": b, **extra}


def make_board(hexes: dict[str, list[dict]], layout: str = "pointy", color="yellow") -> Board:
    """A board from hex id -> parts (node parts first; paths name nodes as "n0", "n1")."""
    data = {
        "layout": layout,
        "hexes": {
            hex_id: {"color": color, "name": hex_id, "index": 0, "parts": parts}
            for hex_id, parts in hexes.items()
        },
    }
    return Board.from_data(data)


def put_tokens(board: Board, tokens: dict[str, list]) -> Board:
    """Tokens per hex: a list per city of its slots' owners (None = free)."""
    for hex_id, cities in tokens.items():
        for index, owners in enumerate(cities):
            board.hexes[hex_id].cities[index].tokens = list(owners)
            board.hexes[hex_id].cities[index].reservations = [None] * len(owners)
    return board


def trains(*names: str) -> tuple[RouteTrain, ...]:
    """Trains by name: "2", "D" (unlimited), "2+2" (n+m), "3E" (express), "4H" (hexes)."""
    made = []
    counts: dict[str, int] = {}
    for name in names:
        index = counts.get(name, 0)
        counts[name] = index + 1
        made.append(train_named(name, f"{name}-{index}"))
    return tuple(made)


def train_named(name: str, train_id: str) -> RouteTrain:
    if name == "D":
        return RouteTrain(train_id, "D", 999)
    if "+" in name:
        n, m = (int(x) for x in name.split("+"))
        return RouteTrain(
            train_id,
            name,
            n + m,
            (
                StopAllowance(frozenset({"town"}), m, m),
                StopAllowance(frozenset({"city", "offboard", "town"}), n, n),
            ),
        )
    if name.endswith("E"):
        n = int(name[:-1])
        return RouteTrain(
            train_id, name, n, (StopAllowance(frozenset({"city", "offboard", "town"}), n, 99),)
        )
    if name.endswith("H"):
        return RouteTrain(train_id, name, int(name[:-1]))
    return RouteTrain(train_id, name, int(name))


def context(board, trains_, corporation="A", phase=YELLOW, rules=None) -> RouteContext:
    kwargs = {"rules": rules} if rules is not None else {}
    return RouteContext(board, corporation, phase, tuple(trains_), **kwargs)


# -- rule variants for later titles (plug-in points)


class HexRules(RouteRules):
    """Trains count hexes (1849): each hex side crossed costs 1, on narrow-only track 2."""

    title = "hexes"

    def visit_cost(self, ctx, train, ref, node):
        return 0

    def segment_cost(self, ctx, train, segment: Segment) -> int:
        narrow = "narrow" in segment.tracks and "broad" not in segment.tracks
        return segment.sides * (2 if narrow else 1)

    def fits(self, ctx, train, visits, track):
        return track <= train.distance

    def segment_usable(self, ctx, train, segment):
        return not (train.name == "E" and "narrow" in segment.tracks)


class BonusRules(RouteRules):
    """A route counting both A1 and A9 earns 50 more (an east-west bonus, as in 1880)."""

    title = "bonus"

    def bonus(self, ctx, route, counted):
        hexes = {s.ref[0] for s in counted}
        return 50 if {"A1", "A9"} <= hexes else 0

    def max_bonus(self, ctx, train):
        return 50


class HexBonusRules(RouteRules):
    """A route stopping in A3 earns 15 more, in B4 25 more, once per hex (as 1856's port and
    rights): the finder's fast path adds them."""

    title = "hex bonus"
    BONUSES = {"A3": 15, "B4": 25}

    def bonus(self, ctx, route, counted):
        return sum(self.BONUSES.get(h, 0) for h in {s.ref[0] for s in counted})

    def max_bonus(self, ctx, train):
        return sum(self.BONUSES.values())

    def additive(self, ctx, train):
        return self.plain_stops_and_track(train)

    def hex_bonuses(self, ctx, train):
        return self.BONUSES


class OneTownRules(RouteRules):
    """All routes together may visit at most one town (a whole-run check)."""

    title = "one town"

    def check_run(self, ctx, routes):
        towns = sum(1 for r in routes for n in r.nodes if ctx.track.node(n).is_town)
        if towns > 1:
            raise IllegalAction("route.towns", "Only one town in all")


# -- brute force


def all_routes(
    ctx: RouteContext, train: RouteTrain, max_stops: int | None = None
) -> list[tuple[int, Route]]:
    """Every legal route of a train with its revenue (each found from both of its ends);
    ``max_stops`` cuts the enumeration short for long boards."""
    view = ctx.track
    found: list[tuple[int, Route]] = []
    starts = [ref for hex_id in view.board.hexes for ref in view.nodes_on(hex_id)]

    def grow(nodes: list, segs: list[Segment]) -> None:
        if len(nodes) >= 2:
            route = Route(train, tuple(nodes), tuple(segs))
            try:
                found.append((evaluate_route(ctx, route), route))
            except IllegalAction:
                pass
        if max_stops is not None and len(nodes) >= max_stops:
            return
        for seg in view.segments_from(nodes[-1]):
            if seg.b in nodes:
                continue
            nodes.append(seg.b)
            segs.append(seg)
            grow(nodes, segs)
            nodes.pop()
            segs.pop()

    for start in starts:
        grow([start], [])
    return found


def brute_force_total(ctx: RouteContext, stop_limit: bool = False) -> int:
    """The best total over every combination of routes, one per train at most.

    ``stop_limit``: enumerate no route longer than the train's distance in stops (only valid
    for rules that count stops)."""
    options = []
    for train in ctx.trains:
        cut = train.distance if stop_limit else None
        routes = [
            (rev, route)
            for rev, route in all_routes(ctx, train, cut)
            if rev > 0 and route.nodes[0] < route.nodes[-1]
        ]
        options.append(sorted(routes, key=lambda item: -item[0]))
    rest = [0] * (len(options) + 1)
    for i in range(len(options) - 1, -1, -1):
        rest[i] = rest[i + 1] + (options[i][0][0] if options[i] else 0)
    best = 0

    def pick(i: int, used: int, total: int, chosen: list[Route]) -> None:
        nonlocal best
        if total + rest[i] <= best:
            return
        if i == len(options):
            if total > best:
                try:
                    ctx.rules.check_run(ctx, chosen)
                except IllegalAction:
                    return
                best = total
            return
        pick(i + 1, used, total, chosen)
        for rev, route in options[i]:
            keys = route.keys
            if keys & used:
                continue
            chosen.append(route)
            pick(i + 1, used | keys, total + rev, chosen)
            chosen.pop()

    pick(0, 0, 0, [])
    return best


def revenue_of(ctx: RouteContext, routes: Sequence[Route]) -> int:
    from railsdesk.engine.routes import validate_run

    return sum(validate_run(ctx, routes))
