"""The phases of a game: which tiles may be laid, the train limit and the operating rounds
per set, and what starts each phase."""

from __future__ import annotations

from typing import Any


class Phase:
    def __init__(self, phases: list[dict[str, Any]]):
        self.phases = phases
        self.index = 0
        # where each phase name first comes, so that asking whether one has begun is cheap
        self.position: dict[str, int] = {}
        for position, phase in enumerate(phases):
            self.position.setdefault(phase["name"], position)

    @property
    def current(self) -> dict[str, Any]:
        return self.phases[self.index]

    @property
    def name(self) -> str:
        name: str = self.current["name"]
        return name

    @property
    def tiles(self) -> tuple[str, ...]:
        return tuple(self.current["tiles"])

    @property
    def train_limit(self) -> int:
        limit: int = self.current["train_limit"]
        return limit

    @property
    def operating_rounds(self) -> int:
        # a title without sets of operating rounds (1880: they run until a train triggers a
        # stock round) has no number in its phases; its own round sequence ignores this one
        rounds: int = self.current.get("operating_rounds", 1)
        return rounds

    @property
    def status(self) -> list[str]:
        status: list[str] = self.current.get("status", [])
        return status

    def next_on(self) -> list[str]:
        if self.index + 1 < len(self.phases):
            on = self.phases[self.index + 1].get("on")
            return on if isinstance(on, list) else [on] if on else []
        return []

    def available(self, phase_name: str | None) -> bool:
        """Whether the phase of that name has begun (None: never, for trains without one)."""
        position = self.position.get(phase_name) if phase_name is not None else None
        return position is not None and position <= self.index
