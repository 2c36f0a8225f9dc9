"""The route optimiser: the run with the highest total revenue the route rules allow.

``best_run(ctx)`` is exact. It works on a compact graph built once per call: the stops a
corporation can reach are the vertices, the segments of plain track between them the edges,
each carrying the set of track pieces it occupies as a bit set; parallel segments between two
stops are the variants of one step of a route, so routes are enumerated as chains of stops,
not as ways to lay them on the track. It then

1. finds an incumbent run greedily (the best route of each train in turn, on the track the
   trains before it left free) and each train type's best single route (an upper bound);
   an incumbent that earns the upper bounds' sum (a single train's always does) is the best
   run, and the search ends there;
2. enumerates, for each train type, every route that can be part of a better run: a route of
   train t is needed only if its revenue reaches ``incumbent - sum of the other trains' upper
   bounds``; the depth-first enumeration prunes a partial route as soon as an admissible bound
   of its best extension (the best values among the stops still reachable from its end) falls
   below that threshold;
3. combines the trains by branch and bound over the candidate lists sorted by revenue, bounding
   by the best candidate of each remaining train that does not share track with the routes
   chosen so far (bit sets of clashing candidates per track piece); two trains (the usual late
   game) take a direct pair search instead (``route_combine.py``).

A candidate route is a chain of stops with, per step, the parallel segments it may take; the
choice of one per step is made in ``route_candidates.py``.

Revenue and legality come from the rules in ``routes.py``: trains whose revenue is the plain sum
of their stops take a fast path with the same stop values and limits; every other train (n+m,
express, hex-counted, bonuses) is evaluated candidate by candidate with the rules' hooks.
See docs/routes.md.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.graph import NodeRef
from railsdesk.engine.route_candidates import (
    Candidate,
    Step,
    Variant,
    assign_variants,
    fix_together,
)
from railsdesk.engine.route_combine import CandidatePool, combine, combine_pair, run_passes
from railsdesk.engine.routes import (
    UNLIMITED,
    Route,
    RouteContext,
    RouteTrain,
    Stop,
    StopAllowance,
    build_route,
    route_revenue,
)
from railsdesk.engine.track_view import Segment


class Cancelled(Exception):
    """The search was stopped by its ``cancel`` callback."""


@dataclass(frozen=True)
class RunResult:
    """The best run: one route per train that runs (with its revenue), and the total."""

    routes: tuple[Route, ...]
    total: int
    stats: Mapping[str, Any] = field(default_factory=dict)

    @property
    def revenues(self) -> tuple[int, ...]:
        return tuple(r.revenue or 0 for r in self.routes)


# --------------------------------------------------------------------------------------------
# The compact graph


# What a step on a segment with a terminal flag (RouteGraph.adj) allows, by whether the route
# so far is its first stop only: None, the step is not allowed; else whether the route must
# end after it.
TERMINAL_STEP: tuple[tuple[bool | None, bool | None], ...] = (
    (False, False),  # 0: no terminal path
    (None, False),  # 1: the route must start at this stop
    (True, True),  # 2: it must end at the other stop
    (True, False),  # 3: it must start here or end there
    (None, True),  # 4: it is this segment only
)


class RouteGraph:
    """Stops reachable by the corporation's routes, and the segments between them."""

    def __init__(self, ctx: RouteContext):
        view = ctx.track
        tokened = view.tokened_nodes()
        seen = set(tokened)
        order: list[NodeRef] = list(tokened)
        stack = list(tokened)
        while stack:
            node = stack.pop()
            if node not in tokened and view.blocks(node):
                continue
            for seg in view.segments_from(node):
                if seg.b not in seen:
                    seen.add(seg.b)
                    order.append(seg.b)
                    stack.append(seg.b)
        self.nodes = order
        self.index = {ref: i for i, ref in enumerate(order)}
        count = len(order)
        self.blocks = [view.blocks(ref) for ref in order]
        self.tokened = [view.tokened(ref) for ref in order]
        group_bits: dict[str, int] = {}
        self.groups = []
        for ref in order:
            bits = 0
            for group in ctx.rules.stop_groups(ctx, ref, view.node(ref)):
                bits |= 1 << group_bits.setdefault(group, len(group_bits))
            self.groups.append(bits)
        # adjacency: (other vertex, track keys, segment, terminal flag)
        # terminal flag: 0 none, 1 the route must start here, 2 it must end at the other
        # vertex, 3 one terminal path: it must start here or end there, 4 both (the route is
        # this segment only); what each allows: TERMINAL_STEP.
        self.adj: list[list[tuple[int, int, Segment, int]]] = [[] for _ in range(count)]
        self.neighbors = [0] * count
        for i, ref in enumerate(order):
            for seg in view.segments_from(ref):
                j = self.index.get(seg.b)
                if j is None or seg.term_inner:
                    continue
                if len(seg.paths) == 1 and seg.term_a:
                    flag = 3
                else:
                    flag = (1 if seg.term_a else 0) | (2 if seg.term_b else 0)
                    if flag == 3:
                        flag = 4  # both ends terminal: the route is this segment only
                self.adj[i].append((j, seg.keys, seg, flag))
                self.neighbors[i] |= 1 << j
        # track pieces: one id per distinct key set (a segment and its reverse share one)
        self.piece_of: dict[int, int] = {}
        for edges in self.adj:
            for _, keys, _, _ in edges:
                self.piece_of.setdefault(keys, len(self.piece_of))
        pieces = list(self.piece_of)
        self.clashes: list[list[int]] = [
            [q for q, other in enumerate(pieces) if keys & other] for keys in pieces
        ]
        self.pieces = pieces
        # the track every variant of a step between two stops uses, as a piece (per segment)
        self.step_piece: dict[int, int] = {}
        self.tokened_mask = sum(1 << i for i in range(count) if self.tokened[i])
        # stops a route can only end at: blocked ones, and those with one neighbour
        self.end_mask = 0
        for i in range(count):
            near = self.neighbors[i]
            if self.blocks[i] or (near & (near - 1)) == 0:
                self.end_mask |= 1 << i
        self.inner_mask = ((1 << count) - 1) & ~self.end_mask
        self.passable = 0
        for i in range(count):
            if not self.blocks[i]:
                self.passable |= 1 << i

    def add_piece(self, keys: int) -> int:
        """The piece of a key set, made (with its clashes) if new."""
        piece = self.piece_of.get(keys)
        if piece is None:
            piece = self.piece_of[keys] = len(self.pieces)
            self.pieces.append(keys)
            clash = []
            for other, other_keys in enumerate(self.pieces):
                if other_keys & keys:
                    clash.append(other)
                    if other != piece:
                        self.clashes[other].append(piece)
            self.clashes.append(clash)
        return piece

    def neighbors_without(self, forbidden: int) -> list[int]:
        """Neighbour masks over the segments that avoid the given track."""
        if not forbidden:
            return self.neighbors
        masks = [0] * len(self.adj)
        for i, edges in enumerate(self.adj):
            for j, keys, _, _ in edges:
                if not keys & forbidden:
                    masks[i] |= 1 << j
        return masks

    def reach_parts(self, start: int, visited: int, neighbors: list[int]) -> list[int]:
        """The vertices a route ending at ``start`` could still extend to, split into the
        parts it could enter: once it leaves ``start`` for one part it cannot reach another.

        A part is grown through stops a route may pass; stops it cannot pass (blocked, or
        only ends) are included but not grown through. Track use is ignored.
        """
        allowed = ~visited & ~(1 << start)
        passable = self.passable
        todo = neighbors[start] & allowed
        parts = []
        while todo:
            part = frontier = todo & -todo
            while frontier:
                grow = frontier & passable
                new = 0
                while grow:
                    low = grow & -grow
                    new |= neighbors[low.bit_length() - 1]
                    grow ^= low
                frontier = new & allowed & ~part
                part |= frontier
            parts.append(part)
            todo &= ~part
        return parts


# --------------------------------------------------------------------------------------------
# One train type's routes


def _undominated(edges: list[tuple[int, int, Segment, int]]) -> list[tuple[int, int, Segment, int]]:
    """Leave out a segment when another between the same stops uses part of its track and no
    more terminal paths: a route on the larger one may always take the smaller instead (same
    stops, same revenue, less track)."""
    kept = []
    for entry in edges:
        target, keys, _, flag = entry
        dominated = False
        for other in edges:
            if other is entry or other[0] != target:
                continue
            other_keys, other_flag = other[1], other[3]
            if other_keys & keys != other_keys or (other_flag and other_flag != flag):
                continue
            # strictly less track, or the same track and listed first
            if other_keys != keys or other_flag != flag or edges.index(other) < edges.index(entry):
                dominated = True
                break
        if not dominated:
            kept.append(entry)
    return kept


class _TrainSearch:
    """Depth-first enumeration of one train type's routes with revenue bounds."""

    def __init__(self, ctx: RouteContext, graph: RouteGraph, train: RouteTrain, ticker: Ticker):
        self.ctx = ctx
        self.graph = graph
        self.train = train
        self.ticker = ticker
        rules = ctx.rules
        self.stops: list[Stop] = [rules.stop(ctx, train, ref) for ref in graph.nodes]
        self.values = [s.value for s in self.stops]
        self.additive = rules.additive(ctx, train)
        self.paid = rules.max_paid_stops(train)
        self.max_bonus = rules.max_bonus(ctx, train)
        # the fast path's bonuses, once per hex a route stops in: the hex of each stop
        self.hex_bonus = rules.hex_bonuses(ctx, train) if self.additive else {}
        self.bonus_hex = [ref[0] if ref[0] in self.hex_bonus else None for ref in graph.nodes]
        self.by_value = sorted(range(len(self.values)), key=lambda i: -self.values[i])
        # the stops that earn, best first, as (bit, value): what the bounds add up
        self.earning = [(1 << i, self.values[i]) for i in self.by_value if self.values[i] > 0]
        self.earning_mask = sum(bit for bit, _ in self.earning)
        self.byte_sums: list[list[int]] | None = None  # made when a bound first needs it
        self.positive_total = sum(v for v in self.values if v > 0)
        self.max_value = max((v for v in self.values if v > 0), default=0)
        if self.additive:
            self.usable = None
        else:
            self.usable = {
                id(seg): rules.segment_usable(ctx, train, seg)
                for edges in graph.adj
                for _, _, seg, _ in edges
            }
            self.seg_cost = {
                id(seg): rules.segment_cost(ctx, train, seg)
                for edges in graph.adj
                for _, _, seg, _ in edges
            }
        # neighbours in order of value: good routes early, so bounds bite sooner
        values = self.values
        adj = graph.adj
        if self.additive:
            adj = [_undominated(edges) for edges in adj]
        self.adj = [sorted(edges, key=lambda e: (-values[e[0]], len(e[2].paths))) for edges in adj]
        # the fast path steps from stop to stop; parallel segments are the step's variants
        self.hops: list[list[tuple[int, int, Step]]] = []
        for edges in self.adj:
            grouped: dict[tuple[int, int], list[Variant]] = {}
            for target, keys, seg, flag in edges:
                grouped.setdefault((target, flag), []).append((keys, seg))
            self.hops.append([(target, flag, tuple(v)) for (target, flag), v in grouped.items()])
            for variants in grouped.values():
                if len(variants) > 1:
                    common = -1
                    for keys, _ in variants:
                        common &= keys
                    if common:
                        piece = graph.add_piece(common)
                        for _, seg in variants:
                            graph.step_piece[id(seg)] = piece
        self.expanded = 0

    # -- bounds

    def _top(self, mask: int, count: int) -> int:
        """Sum of the ``count`` best positive values among the vertices in ``mask``."""
        total = 0
        left = mask & self.earning_mask
        if count <= 0 or not left:
            return 0
        if count >= len(self.earning):
            # a train that counts every stop: add up the mask a byte at a time
            if self.byte_sums is None:
                self.byte_sums = _byte_sums([max(v, 0) for v in self.values])
            for sums in self.byte_sums:
                total += sums[left & 255]
                left >>= 8
                if not left:
                    break
            return total
        for bit, value in self.earning:
            if left & bit:
                total += value
                count -= 1
                left ^= bit
                if not count or not left:
                    break
        return total

    def _extension(self, inner: int, ends: int, count: int) -> int:
        """Best values of at most ``count`` more stops: any of ``inner``, and at most one of
        ``ends`` (stops a route cannot pass through: it would have to end there)."""
        total = 0
        last = 0
        best_end = 0
        for bit, value in self.earning:
            if count > 0 and inner & bit:
                total += value
                last = value
                count -= 1
            elif not best_end and ends & bit:
                best_end = value
            if count <= 0 and best_end:
                break
        if count > 0:
            return total + best_end
        return total - last + max(last, best_end)

    def _hex_bonus(self, verts: list[int]) -> int:
        hexes = {hex_id for v in verts if (hex_id := self.bonus_hex[v]) is not None}
        return sum(self.hex_bonus[hex_id] for hex_id in hexes)

    def _best_of(self, mask: int) -> int:
        """The best positive value among the vertices in ``mask``."""
        if mask & self.earning_mask:
            for bit, value in self.earning:
                if mask & bit:
                    return value
        return 0

    # -- enumeration

    def best(self, forbidden: int = 0) -> Candidate | None:
        found = self._run(1, forbidden, best_only=True)
        return found[-1] if found else None

    def all(self, threshold: int, forbidden: int = 0) -> list[Candidate]:
        """Every route reaching the threshold, in the order the search found them (routes
        found one after the other mostly share their first segments)."""
        return self._run(max(threshold, 1), forbidden, best_only=False)

    def _run(self, threshold: int, forbidden: int, best_only: bool) -> list[Candidate]:
        graph = self.graph
        starts = sorted(
            range(len(graph.nodes)),
            key=lambda i: (not graph.tokened[i], -self.values[i]),
        )
        state = _DfsState(threshold, best_only)
        state.neighbors = graph.neighbors_without(forbidden)
        ticks = self.ticker.count
        for start in starts:
            if self.additive:
                self._dfs_additive(start, forbidden, state)
            else:
                self._dfs_generic(start, forbidden, state)
        self.expanded += self.ticker.count - ticks
        return state.found

    def _dfs_additive(self, start: int, forbidden: int, state: _DfsState) -> None:
        # the search's constants as local names: the walk below reads them at every step
        graph, hops, values, ticker = self.graph, self.hops, self.values, self.ticker
        blocks, tokened, groups_of = graph.blocks, graph.tokened, graph.groups
        tokened_mask, inner, ends = graph.tokened_mask, graph.inner_mask, graph.end_mask
        distance, max_value = self.train.distance, self.max_value
        positive_total, max_bonus = self.positive_total, self.max_bonus
        near = state.neighbors
        higher = ~((2 << start) - 1)
        keep = ~forbidden
        verts = [start]
        steps: list[Step] = []

        # ``forced``: track the route surely uses (forbidden track, and what every variant of
        # a step uses); ``taken``: the track of one choice of variants that runs the chain
        def visit(u: int, count: int, revenue: int, token: bool, seen: int, forced: int,
                  groups: int, visited_positive: int, must_end: bool,
                  taken: int) -> None:  # fmt: skip
            ticker.tick()
            if count >= 2 and token and u > start and revenue + max_bonus >= state.threshold:
                earned = revenue + self._hex_bonus(verts) if max_bonus else revenue
                if earned >= state.threshold:
                    state.add(Candidate(earned, tuple(verts), tuple(steps), forced & keep))
            if must_end or count >= distance or (count >= 2 and blocks[u]):
                return
            left = distance - count
            need = state.threshold - revenue - max_bonus
            if need > 0 and min(left * max_value, positive_total - visited_positive) < need:
                return
            parts = graph.reach_parts(u, seen, near)
            reach = 0
            for part in parts:
                reach |= part
            # the route is kept from its end with the lower index: it must end above start
            if not reach & higher or not (token or reach & tokened_mask):
                return
            if need > 0:
                for part in parts:
                    if self._extension(part & inner, part & ends, left) >= need:
                        break
                else:
                    return
            busy = forced | taken  # track a step of one segment must avoid to be taken as it is
            step: Step
            for v, flag, variants in hops[u]:
                if seen >> v & 1 or groups_of[v] & groups:
                    continue
                end_here = False
                if flag:
                    ending = TERMINAL_STEP[flag][count == 1]
                    if ending is None:
                        continue
                    end_here = ending
                surely = variants[0][0]
                if len(variants) == 1 and not surely & busy:
                    step, grown = variants, taken | surely
                else:  # parallel segments, or track taken by this choice of variants
                    chosen = self._open_step(variants, forced, taken, steps, forbidden)
                    if chosen is None:
                        continue
                    step, surely, grown = chosen
                value = values[v]
                verts.append(v)
                steps.append(step)
                visit(v, count + 1, revenue + value, token or tokened[v], seen | (1 << v),
                      forced | surely, groups | groups_of[v],
                      visited_positive + (value if value > 0 else 0), end_here,
                      grown)  # fmt: skip
                verts.pop()
                steps.pop()

        value = values[start]
        visit(start, 1, value, tokened[start], 1 << start, forbidden, groups_of[start],
              value if value > 0 else 0, False, forbidden)  # fmt: skip

    @staticmethod
    def _open_step(
        variants: Step, forced: int, taken: int, steps: list[Step], forbidden: int
    ) -> tuple[Step, int, int] | None:
        """The next step of a chain where it is not one segment on free track: the variants
        left by the track the chain surely uses, the track they all use, and the track of a
        choice of variants that runs the chain with it (kept, or searched again); None when
        there is none."""
        step: Step
        if len(variants) == 1:
            step = variants if not variants[0][0] & forced else ()
        else:
            step = tuple(x for x in variants if not x[0] & forced)
        if not step:
            return None
        surely = -1
        for step_keys, _ in step:
            surely &= step_keys
        for step_keys, _ in step:
            if not step_keys & taken:
                return step, surely, taken | step_keys
        choice = assign_variants([*steps, step], forbidden)
        if choice is None:
            return None
        grown = forbidden
        for step_keys, _ in choice:
            grown |= step_keys
        return step, surely, grown

    def _dfs_generic(self, start: int, forbidden: int, state: _DfsState) -> None:
        ctx = self.ctx
        rules = ctx.rules
        train = self.train
        graph = self.graph
        adj = self.adj
        stops = self.stops
        blocks = graph.blocks
        groups_of = graph.groups
        ticker = self.ticker
        usable = self.usable
        assert usable is not None  # this search is for trains whose segments are checked
        seg_cost = self.seg_cost
        paid = self.paid
        max_bonus = self.max_bonus
        verts = [start]
        segs: list[Segment] = []
        nodes = graph.nodes
        near = state.neighbors
        inner, ends = graph.inner_mask, graph.end_mask

        def visit(u: int, seen: int, keys: int, groups: int, visits: dict[str, int],
                  track: int, token: bool, must_end: bool) -> None:  # fmt: skip
            ticker.tick()
            count = len(verts)
            if count >= 2 and token and u > start:
                bound = self._top(seen, paid) + max_bonus
                if bound >= state.threshold:
                    route = Route(train, tuple([nodes[i] for i in verts]), tuple(segs))
                    try:
                        revenue = route_revenue(ctx, route, [stops[i] for i in verts])
                    except IllegalAction:
                        revenue = None
                    if revenue is not None and revenue >= state.threshold:
                        fixed = tuple(((seg.keys, seg),) for seg in segs)
                        state.add(Candidate(revenue, tuple(verts), fixed, keys & ~forbidden))
            if must_end or (count >= 2 and blocks[u]):
                return
            need = state.threshold - max_bonus
            # the route goes on into one part of the track left (it cannot come back through u)
            for part in graph.reach_parts(u, seen, near):
                if self._top(seen | (part & inner), paid) + self._best_of(part & ends) >= need:
                    break
            else:
                return
            for v, seg_keys, seg, flag in adj[u]:
                if seen >> v & 1 or seg_keys & keys or groups_of[v] & groups:
                    continue
                if not usable[id(seg)]:
                    continue
                end_here = False
                if flag:
                    ending = TERMINAL_STEP[flag][count == 1]
                    if ending is None:
                        continue
                    end_here = ending
                stop = stops[v]
                grown = dict(visits)
                grown[stop.kind] = grown.get(stop.kind, 0) + stop.cost
                cost = track + seg_cost[id(seg)]
                if not rules.fits(ctx, train, grown, cost):
                    continue
                verts.append(v)
                segs.append(seg)
                visit(v, seen | (1 << v), keys | seg_keys, groups | groups_of[v], grown, cost,
                      token or stop.tokened, end_here)  # fmt: skip
                verts.pop()
                segs.pop()

        first = stops[start]
        visits = {first.kind: first.cost}
        if rules.fits(ctx, train, visits, 0):
            visit(start, 1 << start, forbidden, groups_of[start], visits, 0, first.tokened,
                  False)  # fmt: skip


def _byte_sums(values: list[int]) -> list[list[int]]:
    """For each byte of a vertex mask, the sum of values of every pattern of its 8 bits."""
    tables = []
    for first in range(0, len(values), 8):
        chunk = values[first : first + 8] + [0] * 8
        table = [0] * 256
        for byte in range(1, 256):
            low = byte & -byte
            table[byte] = table[byte ^ low] + chunk[low.bit_length() - 1]
        tables.append(table)
    return tables


class _DfsState:
    def __init__(self, threshold: int, best_only: bool):
        self.threshold = threshold
        self.best_only = best_only
        self.found: list[Candidate] = []
        self.neighbors: list[int] = []

    def add(self, candidate: Candidate) -> None:
        if self.best_only:
            self.found = [candidate]
            self.threshold = candidate.revenue + 1
        else:
            self.found.append(candidate)


class Ticker:
    def __init__(self, cancel: Callable[[], bool] | None, every: int = 2048):
        self.cancel = cancel
        self.every = every
        self.count = 0

    def tick(self) -> None:
        self.count += 1
        if self.count % self.every == 0 and self.cancel is not None and self.cancel():
            raise Cancelled("route search cancelled")


# --------------------------------------------------------------------------------------------
# The whole run


# Trains alike in everything the search looks at share their search.
TrainKey = tuple[str, int, tuple[StopAllowance, ...], int, tuple[tuple[str, Any], ...]]


def _train_key(train: RouteTrain) -> TrainKey:
    return (train.name, train.distance, train.allowances, train.multiplier, train.params)


def _greedy_run(
    ctx: RouteContext,
    graph: RouteGraph,
    trains: list[RouteTrain],
    keys: list[TrainKey],
    searches: dict[TrainKey, _TrainSearch],
    upper: dict[TrainKey, Candidate | None],
    upper_value: dict[TrainKey, int],
) -> list[Candidate | None]:
    """A first run to beat: each train's best route on the track the stronger ones left
    (none at all when it breaks a rule of the whole run)."""
    order = sorted(range(len(trains)), key=lambda i: -upper_value[keys[i]])
    incumbent: list[Candidate | None] = [None] * len(trains)
    used = 0
    for position, i in enumerate(order):
        candidate = upper[keys[i]] if position == 0 else searches[keys[i]].best(used)
        if candidate is not None:
            fixed = fix_together([candidate], used)
            candidate = fixed[0] if fixed else None
        if candidate is not None:
            used |= candidate.keys
        incumbent[i] = candidate
    if ctx.rules.has_run_checks() and not run_passes(ctx, graph, trains, incumbent):
        return [None] * len(trains)
    return incumbent


def best_run(
    ctx: RouteContext, cancel: Callable[[], bool] | None = None, beat: int | None = None
) -> RunResult:
    """The run with the highest total revenue: one route per train at most.

    Exact. ``cancel`` is polled now and then; when it returns True the search raises
    ``Cancelled``. Each returned route carries its revenue; trains without a profitable route
    do not appear. With ``beat``, only a run earning more than that is looked for (a run
    checked against the best): the result has no routes and that total when there is none.
    """
    started = time.perf_counter()
    ticker = Ticker(cancel)
    graph = RouteGraph(ctx)
    trains = list(ctx.trains)
    stats: dict[str, Any] = {"stops": len(graph.nodes), "segments": sum(map(len, graph.adj)) // 2}
    if not trains or not graph.nodes:
        return RunResult((), 0, stats)

    searches: dict[TrainKey, _TrainSearch] = {}
    for train in trains:
        key = _train_key(train)
        if key not in searches:
            searches[key] = _TrainSearch(ctx, graph, train, ticker)
    keys = [_train_key(t) for t in trains]

    # 1. upper bounds: each type's best route on free track
    upper: dict[TrainKey, Candidate | None] = {k: s.best() for k, s in searches.items()}
    upper_value = {k: (c.revenue if c else 0) for k, c in upper.items()}
    total_upper = sum(upper_value[k] for k in keys)
    if beat is not None and total_upper <= beat:  # even free track earns no more
        return RunResult((), beat, stats)

    # 2. an incumbent run, greedily: strongest trains first
    incumbent = _greedy_run(ctx, graph, trains, keys, searches, upper, upper_value)
    lower = sum(c.revenue for c in incumbent if c is not None)
    if beat is not None and lower <= beat:  # only a run earning more is of interest
        incumbent = [None] * len(trains)
        lower = beat

    stats["bounds_ms"] = (time.perf_counter() - started) * 1000
    if lower == total_upper:  # the greedy run earns what free track would: none earns more
        return _result(ctx, graph, trains, incumbent, lower, searches, stats, started)
    # 3. every route that can be part of a better run
    candidates: dict[TrainKey, list[Candidate]] = {}
    for key, search in searches.items():
        threshold = lower - (total_upper - upper_value[key])
        candidates[key] = search.all(threshold)
    stats["candidates"] = {searches[k].train.name: len(v) for k, v in candidates.items()}

    stats["enumerate_ms"] = (time.perf_counter() - started) * 1000 - stats["bounds_ms"]
    # 4. branch and bound over the trains
    pools = {
        key: CandidatePool(graph, sorted(found, key=lambda c: -c.revenue))
        for key, found in candidates.items()
    }
    if len(trains) == 2 and not ctx.rules.has_run_checks():
        best_total, best_choice = combine_pair(
            graph, keys, candidates, pools, lower, incumbent, ticker
        )
    else:
        best_total, best_choice = combine(ctx, graph, trains, keys, pools, lower, incumbent, ticker)
    return _result(ctx, graph, trains, best_choice, best_total, searches, stats, started)


def _result(
    ctx: RouteContext,
    graph: RouteGraph,
    trains: list[RouteTrain],
    chosen_routes: list[Candidate | None],
    total: int,
    searches: dict[TrainKey, _TrainSearch],
    stats: dict[str, Any],
    started: float,
) -> RunResult:
    routes = []
    for train, chosen in zip(trains, chosen_routes, strict=True):
        if chosen is None:
            continue
        route = build_route(
            ctx, train, [graph.nodes[i] for i in chosen.vertices], list(chosen.segments)
        )
        routes.append(replace(route, revenue=chosen.revenue))
    stats["expanded"] = sum(s.expanded for s in searches.values())
    stats["elapsed_ms"] = (time.perf_counter() - started) * 1000
    return RunResult(tuple(routes), total, stats)


__all__ = [
    "Cancelled",
    "RunResult",
    "UNLIMITED",
    "best_run",
]
