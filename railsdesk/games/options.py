"""How a new game offers a title's options: switches in the rulebook's terms, each setting one
or more of the options the engine and the logs name."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OptionSwitch:
    """One switch a new game offers (in the rulebook's terms): the options it sets, the
    switch it needs on, and the player counts it applies to."""

    key: str
    description: str
    sets: tuple[str, ...]
    requires: str | None = None
    players: tuple[int, ...] = ()  # empty: every player count

    def applies(self, players: int) -> bool:
        return not self.players or players in self.players


def one_switch_per_option(options: dict[str, str]) -> tuple[OptionSwitch, ...]:
    return tuple(OptionSwitch(name, text, (name,)) for name, text in options.items())
