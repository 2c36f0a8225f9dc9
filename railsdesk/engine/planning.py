"""Planning a corporation's run by clicking stops: one route per train, checked by the engine's
route rules as it grows, written as 18xx.games ``run_routes`` route entries.

The program reaches it through ``engine.contract.route_planner``. The rules live in
``railsdesk.engine.routes``; this module only keeps the stops chosen per train and joins them
over free track.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.routes import (
    Route,
    build_route,
    counted_range,
    evaluate_route,
    free_stops,
    parse_logged_run,
    route_to_log,
    validate_run,
    with_revenue,
)
from railsdesk.engine.track_view import Segment

if TYPE_CHECKING:
    from railsdesk.engine.game import GameState

NodeRef = tuple[str, int]
STOP_KINDS = ("city", "town", "halt", "offboard")
MAX_HOPS = 16  # a click joins the previous stop to the new one over at most this many stops


@dataclass
class TrainPlan:
    train: str
    nodes: list[NodeRef]
    segments: list[Segment]


class RoutePlanner:
    """The routes being planned for the acting corporation's trains."""

    def __init__(self, state: GameState, corporation: str) -> None:
        self.corporation = corporation
        # a corporation, or a minor that runs trains (1880's foreign investors)
        corp = state.minors_by_sym.get(corporation) or state.corporation(corporation)
        self.ctx = state.route_context(corp)
        self.view = self.ctx.track
        self.plans: dict[str, TrainPlan] = {t.id: TrainPlan(t.id, [], []) for t in self.ctx.trains}
        self.current: str | None = next(iter(self.plans), None)

    # --- facts ----------------------------------------------------------------------------------

    @property
    def trains(self) -> list[str]:
        return list(self.plans)

    def stops_at(self, hex_id: str) -> list[NodeRef]:
        """The stops (cities, towns, off-boards) of a hex."""
        hex_ = self.view.board.hexes.get(hex_id)
        if hex_ is None:
            return []
        return [(hex_id, n.index) for n in hex_.tile.nodes if n.kind in STOP_KINDS]

    def label(self, node: NodeRef) -> str:
        return node[0]

    def node_name(self, node: NodeRef) -> str:
        """A stop as route entries name it: "<hex>-<city index>" (the part of the tile)."""
        return f"{node[0]}-{self.view.board.hexes[node[0]].tile.nodes[node[1]].part_index}"

    def nodes(self, train: str) -> list[NodeRef]:
        return list(self.plans[train].nodes)

    def route(self, train: str) -> Route | None:
        plan = self.plans[train]
        if len(plan.nodes) < 2:
            return None
        return build_route(self.ctx, train, plan.nodes, plan.segments)

    def entry(self, train: str) -> dict[str, Any] | None:
        """The planned route as a ``run_routes`` route entry (no revenue); None when it has
        fewer than two stops."""
        route = self.route(train)
        return None if route is None else route_to_log(route)

    def revenue(self, train: str) -> tuple[int | None, IllegalAction | None]:
        """The route's revenue, or why it is not a legal route yet (None, None when empty)."""
        plan = self.plans[train]
        if not plan.nodes:
            return None, None
        if len(plan.nodes) < 2:
            return None, IllegalAction("route.too_short", "Route must have at least 2 stops")
        try:
            route = build_route(self.ctx, train, plan.nodes, plan.segments)
            return evaluate_route(self.ctx, route), None
        except IllegalAction as exc:
            return None, exc

    def free_stops(self, train: str) -> set[NodeRef]:
        """The stops a train's route passes without counting (1880's plus and E-trains); ask
        it of a route that revenue() found legal."""
        route = self.route(train)
        return set() if route is None else free_stops(self.ctx, route)

    def counted_range(self, train: str) -> tuple[int, int] | None:
        """The range the route uses and the train's, for a train that counts more than its
        stops (1849: hex sides, "5 of 6"), as the engine's route rules count it; None for a
        train that counts stops or a route with fewer than two stops."""
        route = self.route(train)
        if route is None:
            return None
        try:
            return counted_range(self.ctx, route)
        except IllegalAction:
            return None

    def check(self) -> tuple[list[int], IllegalAction | None]:
        """Revenue of every planned route and the first rule the whole run breaks, if any."""
        routes = [r for r in (self.route(t) for t in self.plans) if r is not None]
        for train in self.plans:
            if len(self.plans[train].nodes) == 1:
                return [], IllegalAction(
                    "route.too_short", "Route must have at least 2 stops", train=train
                )
        try:
            return validate_run(self.ctx, routes), None
        except IllegalAction as exc:
            return [], exc

    def total(self) -> int | None:
        revenues, error = self.check()
        return None if error is not None else sum(revenues)

    def entries(self) -> list[dict[str, Any]]:
        """The run as ``run_routes`` route entries (raises IllegalAction if it is not legal)."""
        routes = [r for r in (self.route(t) for t in self.plans) if r is not None]
        revenues, error = self.check()
        if error is not None:
            raise error
        return [route_to_log(with_revenue(r, v)) for r, v in zip(routes, revenues, strict=True)]

    def used_keys(self, except_train: str | None = None) -> int:
        keys = 0
        for train, plan in self.plans.items():
            if train == except_train:
                continue
            for seg in plan.segments:
                keys |= seg.keys
        return keys

    # --- changes --------------------------------------------------------------------------------

    def select(self, train: str) -> None:
        if train in self.plans:
            self.current = train

    def clear(self, train: str | None = None) -> None:
        for t in [train] if train else list(self.plans):
            if t in self.plans:
                self.plans[t] = TrainPlan(t, [], [])

    def load(self, entries: list[dict[str, Any]]) -> None:
        """Take a run given as route entries (the route finder's or a logged one)."""
        routes = parse_logged_run(self.ctx, entries)
        self.clear()
        for route in routes:
            if route.train.id in self.plans:
                self.plans[route.train.id] = TrainPlan(
                    route.train.id, list(route.nodes), list(route.segments)
                )

    def click(self, node: NodeRef) -> IllegalAction | None:
        """A stop clicked for the current train: start, extend or shorten its route.

        Clicking the last (or first) stop removes it; clicking a stop inside the route cuts the
        route after it; a new stop is joined to the route's end (or start) over track, taking in
        the stops on the way. The track of every route is then chosen so that no two routes
        share any (the player names stops; where parallel track allows, the planner picks).
        Returns why a stop could not be added, if it could not.
        """
        if self.current is None:
            return IllegalAction("route.no_train", "The corporation has no train to run")
        plan = self.plans[self.current]
        nodes, segs = plan.nodes, plan.segments
        if node in nodes:
            i = nodes.index(node)
            if i == len(nodes) - 1:
                nodes.pop()
                if segs:
                    segs.pop()
            elif i == 0:
                nodes.pop(0)
                segs.pop(0)
            else:
                del nodes[i + 1 :]
                del segs[i:]
            return None
        if not nodes:
            nodes.append(node)
            return None
        own = 0
        for seg in segs:
            own |= seg.keys
        # first over any track but the route's own (the others' may move to parallel track),
        # then keeping clear of the other routes as they are
        for used in (own, own | self.used_keys(self.current)):
            for candidate in self._extensions(nodes, node, used):
                saved = {t: (list(p.nodes), list(p.segments)) for t, p in self.plans.items()}
                plan.nodes = candidate
                if self._assign_track():
                    return None
                for t, (n, sg) in saved.items():
                    self.plans[t].nodes, self.plans[t].segments = n, sg
                plan = self.plans[self.current]
        return IllegalAction(
            "route.not_connected",
            f"Route is not connected between {nodes[-1][0]} and {node[0]}",
            hex=nodes[-1][0],
            other=node[0],
        )

    def _extensions(
        self, nodes: list[NodeRef], node: NodeRef, used: int
    ) -> Iterator[list[NodeRef]]:
        """The route's stops with `node` joined at its end, or else at its start."""
        forbidden = set(nodes)
        # a stop that may not be passed can only stay at an end of the route
        if len(nodes) == 1 or not self.view.blocks(nodes[-1]):
            found = self._join(nodes[-1], node, used, forbidden)
            if found is not None:
                yield nodes + [seg.b for seg in found]
        if len(nodes) > 1 and not self.view.blocks(nodes[0]):
            found = self._join(nodes[0], node, used, forbidden)
            if found is not None:
                yield [seg.b for seg in reversed(found)] + nodes

    def _assign_track(self, budget: int = 20000) -> bool:
        """Choose the track between consecutive stops of every route so that no piece of
        track is used twice; False if there is no such choice."""
        view = self.view
        slots = []  # (train, a, b)
        for train, plan in self.plans.items():
            for a, b in zip(plan.nodes, plan.nodes[1:], strict=False):
                slots.append((train, a, b))
        options = []
        for train, a, b in slots:
            found = sorted(
                (seg for seg in view.segments_from(a) if seg.b == b),
                key=self.preference_for(train),
            )
            if not found:
                return False
            options.append(found)
        chosen: list[Segment] = []
        steps = 0

        def search(i: int, used: int) -> bool:
            nonlocal steps
            if i == len(slots):
                return True
            for seg in options[i]:
                steps += 1
                if steps > budget:
                    return False
                if seg.keys & used:
                    continue
                chosen.append(seg)
                if search(i + 1, used | seg.keys):
                    return True
                chosen.pop()
            return False

        if not search(0, 0):
            return False
        for plan in self.plans.values():
            plan.segments = []
        for (train, _, _), seg in zip(slots, chosen, strict=True):
            self.plans[train].segments.append(seg)
        return True

    def preference_for(self, train: str | None) -> Callable[[Segment], tuple[bool, int]]:
        """The order in which to try track for a train: track it may run on first (1849: no
        gauge break, no narrow gauge for an E-train), then the shortest. Track it may not
        use stays possible, so that the route shows why it is refused."""
        rules, ctx = self.ctx.rules, self.ctx
        runner = ctx.train(train) if train is not None else None

        def key(segment: Segment) -> tuple[bool, int]:
            usable = runner is None or rules.segment_usable(ctx, runner, segment)
            return (not usable, len(segment.paths))

        return key

    def _join(
        self, start: NodeRef, goal: NodeRef, used: int, forbidden: set[NodeRef]
    ) -> list[Segment] | None:
        """The fewest segments from start to goal over track not in `used`, passing only through
        stops that may be passed (no full cities, no off-boards, none already on the route)."""
        view = self.view
        queue: deque[tuple[NodeRef, int, list[Segment]]] = deque([(start, used, [])])
        seen = {start}
        prefer = self.preference_for(self.current)
        while queue:
            at, keys, trail = queue.popleft()
            if len(trail) >= MAX_HOPS:
                continue
            if trail and view.blocks(at):
                continue
            for seg in sorted(view.segments_from(at), key=prefer):
                if seg.keys & keys:
                    continue
                if seg.b == goal:
                    return trail + [seg]
                if seg.b in seen or seg.b in forbidden:
                    continue
                seen.add(seg.b)
                queue.append((seg.b, keys | seg.keys, trail + [seg]))
        return None
