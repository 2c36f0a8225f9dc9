"""Candidate routes of the route optimiser (``route_finder.py``): chains of stops with their
revenue and, per step between two stops, the parallel segments the step may run on; and the
choice of one segment per step so that routes share no track (``assign_variants``,
``fix_together``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from railsdesk.engine.track_view import Segment

Variant = tuple[int, Segment]  # a segment a step may take, with its track keys
Step = tuple[Variant, ...]  # the segments between two consecutive stops a route may take


@dataclass(slots=True)
class Candidate:
    """A chain of stops with its revenue and, per step, the segments it may run on.

    Parallel segments between two stops give a step several variants; the chain is a route
    when one variant per step can be chosen with no track used twice (``assign_variants``).
    """

    revenue: int
    vertices: tuple[int, ...]
    steps: tuple[Step, ...]
    forced: int = 0  # track every choice of variants uses

    @property
    def fixed(self) -> bool:
        return all(len(step) == 1 for step in self.steps)

    @property
    def keys(self) -> int:
        """The track used (of a candidate whose every step is fixed)."""
        keys = 0
        for step in self.steps:
            keys |= step[0][0]
        return keys

    @property
    def segments(self) -> tuple[Segment, ...]:
        return tuple(step[0][1] for step in self.steps)

    def fix(self, choice: Sequence[Variant]) -> Candidate:
        keys = 0
        for variant in choice:
            keys |= variant[0]
        return Candidate(self.revenue, self.vertices, tuple((v,) for v in choice), keys)


def assign_variants(steps: Sequence[Step], avoid: int = 0) -> list[Variant] | None:
    """One variant per step, no track used twice nor any of ``avoid``; None if impossible."""
    used = avoid
    open_steps = []
    for i, step in enumerate(steps):
        if len(step) == 1:
            keys = step[0][0]
            if keys & used:
                return None
            used |= keys
        else:
            open_steps.append(i)
    chosen = [step[0] for step in steps]
    if not open_steps:
        return chosen
    remaining = [(i, steps[i]) for i in open_steps]

    def place(remaining: Sequence[tuple[int, Sequence[Variant]]], used: int) -> bool:
        # fix the steps left with one free variant; fail as soon as a step has none
        while True:
            narrowed: list[tuple[int, Sequence[Variant]]] = []
            grew = False
            for i, options in remaining:
                left = [v for v in options if not v[0] & used]
                if not left:
                    return False
                if len(left) == 1:
                    chosen[i] = left[0]
                    used |= left[0][0]
                    grew = True
                else:
                    narrowed.append((i, left))
            remaining = narrowed
            if not grew or not remaining:
                break
        if not remaining:
            return True
        pick = min(range(len(remaining)), key=lambda k: len(remaining[k][1]))
        i, options = remaining[pick]
        rest = remaining[:pick] + remaining[pick + 1 :]
        for variant in options:
            chosen[i] = variant
            if place(rest, used | variant[0]):
                return True
        return False

    return chosen if place(remaining, used) else None


def fix_together(cands: Sequence[Candidate], avoid: int = 0) -> list[Candidate] | None:
    """The candidates on track choices sharing nothing with each other (or None)."""
    steps = [step for cand in cands for step in cand.steps]
    choice = assign_variants(steps, avoid)
    if choice is None:
        return None
    fixed = []
    at = 0
    for cand in cands:
        fixed.append(cand.fix(choice[at : at + len(cand.steps)]))
        at += len(cand.steps)
    return fixed
