"""The random numbers of 18xx.games: a linear congruential generator seeded from the game's
settings, so that a title drawing from it (1849's company order) sets up as the site does."""

from __future__ import annotations

import re
from typing import Any

from railsdesk.engine.errors import GameDataError

_DIGITS = re.compile(r"\d+")

MODULUS = 2**31
MULTIPLIER = 1103515245
INCREMENT = 12345


class SiteRandom:
    """Each draw returns the next state: (1103515245 × state + 12345) mod 2³¹."""

    def __init__(self, seed: int):
        self.state = seed % MODULUS

    def next(self) -> int:
        self.state = (MULTIPLIER * self.state + INCREMENT) % MODULUS
        return self.state


def seed_for(settings: dict[str, Any], game_id: object) -> int:
    """The seed 18xx.games uses: the settings' seed, else the first digits of the game id
    (a hotseat id such as "hs_abc_1234" gives 1234), else 0."""
    seed = settings.get("seed")
    if isinstance(seed, bool) or isinstance(seed, float):
        raise GameDataError(f"unsupported seed {seed!r}: only whole numbers are understood")
    if isinstance(seed, int):
        return seed
    if isinstance(seed, str) and seed.strip():
        if not seed.strip().lstrip("-").isdigit():
            raise GameDataError(f"unsupported seed {seed!r}: only whole numbers are understood")
        return int(seed)
    digits = _DIGITS.search(str(game_id if game_id is not None else ""))
    return int(digits.group()) if digits else 0
