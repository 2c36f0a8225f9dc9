"""Combining the trains' candidate routes into the best run (step 3 of the route optimiser,
``route_finder.py``): branch and bound over the candidates of each train, sorted by revenue,
bounded by the best candidate of each remaining train that shares no track with the routes
chosen so far; two trains take a direct pair search instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.route_candidates import Candidate, Step, fix_together
from railsdesk.engine.routes import Route, RouteContext, RouteTrain

if TYPE_CHECKING:
    from railsdesk.engine.route_finder import RouteGraph, Ticker, TrainKey


def _routes_of(
    ctx: RouteContext,
    graph: RouteGraph,
    trains: Sequence[RouteTrain],
    choice: Sequence[Candidate | None],
) -> list[Route]:
    return [
        Route(train, tuple(graph.nodes[i] for i in c.vertices), c.segments)
        for train, c in zip(trains, choice, strict=True)
        if c is not None
    ]


def run_passes(
    ctx: RouteContext,
    graph: RouteGraph,
    trains: Sequence[RouteTrain],
    choice: Sequence[Candidate | None],
) -> bool:
    try:
        ctx.rules.check_run(ctx, _routes_of(ctx, graph, trains, choice))
    except IllegalAction:
        return False
    return True


def _bit_sets(members: list[list[int]], size: int) -> list[int]:
    """Index lists as bit sets."""
    found = []
    width = size // 8 + 1
    for indices in members:
        if not indices:
            found.append(0)
            continue
        buffer = bytearray(width)
        for i in indices:
            buffer[i >> 3] |= 1 << (i & 7)
        found.append(int.from_bytes(buffer, "little"))
    return found


class CandidatePool:
    """One train type's candidates, best first, indexed by the track pieces they use.

    ``clashing(piece)`` is the bit set (over this pool) of candidates that cannot avoid the
    piece: a fixed step of theirs, or the track all variants of an open step share, clashes
    with it. For candidates whose steps are all fixed that is exact; one with open steps may
    still clash with a route, which callers check (``fix_together``).
    """

    def __init__(self, graph: RouteGraph, candidates: list[Candidate]):
        self.graph = graph
        self.candidates = candidates
        self.revenues = [c.revenue for c in candidates]
        self.full = (1 << len(candidates)) - 1
        piece_of = graph.piece_of
        step_piece = graph.step_piece
        own: list[list[int]] = [[] for _ in graph.pieces]
        for i, cand in enumerate(candidates):
            for step in cand.steps:
                if len(step) == 1:
                    own[piece_of[step[0][0]]].append(i)
                else:
                    piece = step_piece.get(id(step[0][1]))
                    if piece is not None:
                        own[piece].append(i)
        self.users = _bit_sets(own, len(candidates))
        self._clash_users: dict[int, int] = {}

    def clashing(self, piece: int) -> int:
        found = self._clash_users.get(piece)
        if found is None:
            found = 0
            users = self.users
            for other in self.graph.clashes[piece]:
                found |= users[other]
            self._clash_users[piece] = found
        return found

    def step_clashing(self, step: Step) -> int:
        """The candidates clashing with a step whichever variant it takes."""
        piece_of = self.graph.piece_of
        found = self.clashing(piece_of[step[0][0]])
        for keys, _ in step[1:]:
            found &= self.clashing(piece_of[keys])
        return found

    def conflicts(self, cand: Candidate) -> int:
        found = 0
        for step in cand.steps:
            found |= self.step_clashing(step)
        return found


def combine_pair(
    graph: RouteGraph,
    keys: Sequence[TrainKey],
    candidates: Mapping[TrainKey, list[Candidate]],
    pools: Mapping[TrainKey, CandidatePool],
    lower: int,
    incumbent: Sequence[Candidate | None],
    ticker: Ticker,
) -> tuple[int, list[Candidate | None]]:
    """Two trains: for every route of one that could lead a better pair, the best route of
    the other sharing no track with it.

    Every pair beating the incumbent has a route of the first train (identical trains: a
    route earning more than half the incumbent). The other train's candidates clashing with a
    route are an OR of bit sets, one per step of the route; the routes are taken in the order
    the search found them, so the OR over their common first steps is kept, not redone. Where
    a step has several variants, the pair found is checked for a choice of track.
    """
    first, second = keys
    if first != second and len(candidates[second]) < len(candidates[first]):
        first, second = second, first
    identical = first == second
    leading = candidates[first]
    pool = pools[second]
    revenues = pool.revenues
    partners = pool.candidates
    top = revenues[0] if revenues else 0
    best_total = lower
    best_pair: list[Candidate] | None = None
    previous: tuple[Step, ...] = ()
    ors = [0]  # ors[i]: candidates clashing with the first i steps of the previous route
    for cand in leading:
        ticker.tick()
        revenue = cand.revenue
        if revenue + top <= best_total or (identical and 2 * revenue <= best_total):
            continue
        steps = cand.steps
        shared = 0
        for mine, theirs in zip(steps, previous, strict=False):
            if mine != theirs:
                break
            shared += 1
        del ors[shared + 1 :]
        for step in steps[shared:]:
            ors.append(ors[-1] | pool.step_clashing(step))
        previous = steps
        free = pool.full & ~ors[-1]
        exact = cand.fixed
        while free:
            low = free & -free
            index = low.bit_length() - 1
            if revenue + revenues[index] <= best_total:
                break
            partner = partners[index]
            if exact and partner.fixed:
                pair = [cand, partner]
            elif cand.forced & partner.forced:
                pair = None
            else:
                pair = fix_together([cand, partner])
            if pair is not None:
                best_total = revenue + revenues[index]
                best_pair = pair
                break
            free ^= low
    if best_pair is None:
        return lower, list(incumbent)
    lead, partner = best_pair
    if identical or keys[0] == first:
        return best_total, [lead, partner]
    return best_total, [partner, lead]


def combine(
    ctx: RouteContext,
    graph: RouteGraph,
    trains: Sequence[RouteTrain],
    keys: Sequence[TrainKey],
    pools_by_key: Mapping[TrainKey, CandidatePool],
    lower: int,
    incumbent: Sequence[Candidate | None],
    ticker: Ticker,
) -> tuple[int, list[Candidate | None]]:
    """Branch and bound: one candidate (or none) per train, no shared track, best total.

    Trains are taken best first, identical trains next to each other (an identical train takes
    a candidate after the previous one's: no symmetric duplicates). For each train still to
    choose, the conflicts with the routes chosen so far are kept as a bit set over its
    candidates, so the best compatible candidate is the lowest bit left: an exact bound per
    train.
    """
    count = len(trains)
    order = sorted(
        range(count),
        key=lambda i: (-(pools_by_key[keys[i]].revenues or [0])[0], keys[i]),
    )
    pools = [pools_by_key[keys[i]] for i in order]
    run_checks = ctx.rules.has_run_checks()

    def runnable(chosen: Sequence[Candidate | None]) -> list[Candidate | None] | None:
        """The chosen routes on track they share with no other (None: there is no such
        choice of track, or the run breaks a rule of the whole run)."""
        picked = [c for c in chosen if c is not None]
        fixed = picked if all(c.fixed for c in picked) else fix_together(picked)
        if fixed is None:
            return None
        on_track = iter(fixed)
        final = [next(on_track) if c is not None else None for c in chosen]
        if run_checks:
            trial: list[Candidate | None] = [None] * count
            for p, cand in enumerate(final):
                trial[order[p]] = cand
            if not run_passes(ctx, graph, trains, trial):
                return None
        return final

    best_total, best_choice = _branch_and_bound(
        pools, lower, [incumbent[i] for i in order], runnable, run_checks, ticker
    )
    result: list[Candidate | None] = [None] * count
    for p, cand in enumerate(best_choice):
        result[order[p]] = cand
    return best_total, result


def _suffix_tops_and_runs(pools: Sequence[CandidatePool]) -> tuple[list[int], list[int]]:
    """For each train in order: the sum of the best revenues of it and the trains after it
    (one more entry: 0 after the last), and how many following trains are identical to it."""
    count = len(pools)
    suffix = [0] * (count + 1)
    for p in range(count - 1, -1, -1):
        suffix[p] = suffix[p + 1] + (pools[p].revenues[0] if pools[p].revenues else 0)
    run = [0] * count
    for p in range(count - 2, -1, -1):
        run[p] = run[p + 1] + 1 if pools[p + 1] is pools[p] else 0
    return suffix, run


def _branch_and_bound(
    pools: Sequence[CandidatePool],
    lower: int,
    incumbent: list[Candidate | None],
    runnable: Callable[[Sequence[Candidate | None]], list[Candidate | None] | None],
    run_checks: bool,
    ticker: Ticker,
) -> tuple[int, list[Candidate | None]]:
    """The search of ``combine`` over the pools in the order the trains are taken."""
    count = len(pools)
    suffix, run = _suffix_tops_and_runs(pools)
    best_total = lower
    best_choice = incumbent
    chosen: list[Candidate | None] = [None] * count

    def leaf(total: int) -> bool:
        nonlocal best_total, best_choice
        if total <= best_total:
            return False
        final = runnable(chosen)
        if final is None:
            return False
        best_total = total
        best_choice = final
        return True

    def search(p: int, total: int, conflicts: list[int], first: int) -> None:
        ticker.tick()
        if p == count:
            leaf(total)
            return
        if total + suffix[p] <= best_total:
            return
        pool = pools[p]
        revenues = pool.revenues
        rest_after_run = suffix[p + 1 + run[p]]
        following_same = run[p] > 0
        last = p + 1 == count
        mask = pool.full & ~conflicts[p] & ~((1 << first) - 1)
        while mask:
            low = mask & -mask
            mask ^= low
            j = low.bit_length() - 1
            revenue = revenues[j]
            if total + revenue * (1 + run[p]) + rest_after_run <= best_total:
                break
            cand = pool.candidates[j]
            chosen[p] = cand
            if last:
                if leaf(total + revenue) and not run_checks:
                    break
                continue
            grown = list(conflicts)
            cache: dict[int, int] = {}
            bound = total + revenue
            # the same chain twice only on parallel track: it must have open steps
            after = j if not cand.fixed else j + 1
            for q in range(p + 1, count):
                other = pools[q]
                add = cache.get(id(other))
                if add is None:
                    add = cache[id(other)] = other.conflicts(cand)
                grown[q] = conflicts[q] | add
                free = other.full & ~grown[q]
                if other is pool:
                    free &= ~((1 << after) - 1)
                if free:
                    bound += other.revenues[(free & -free).bit_length() - 1]
            if bound <= best_total:
                continue
            search(p + 1, total + revenue, grown, after if following_same else 0)
        chosen[p] = None
        if not last or total > best_total:
            nxt = len(pools[p + 1].candidates) if following_same else 0
            search(p + 1, total, conflicts, nxt)

    search(0, 0, [0] * count, 0)
    return best_total, best_choice
