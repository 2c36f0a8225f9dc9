"""1830 for the computer player: what its privates are worth, which companies are good to
lead, and a company handed over before it costs its president a train."""

from __future__ import annotations

from railsdesk.bots.generic import (
    STRONG,
    ComputerPlayer,
    Knowledge,
    Turn,
    hand_over_liability,
)
from railsdesk.random_play import Move

# Beyond face value and revenue: the Mohawk & Hudson's exchange for a NYC share, the Camden
# & Amboy's PRR share, the Baltimore & Ohio's president's certificate of the B&O.
SHARE_BONUS = {"MH": 20, "CA": 40, "BO": 60}

# Homes with good neighbours first (New York, Philadelphia, Baltimore), the crowded or far
# corners last.
PREFERENCE = {"PRR": 9, "NYC": 8, "B&O": 7, "NYNH": 6, "C&O": 5, "ERIE": 5, "B&M": 4, "CPR": 3}


class Knowledge1830(Knowledge):
    def private_worth(self, sym: str, level: str) -> int:
        worth = super().private_worth(sym, level)
        return worth + (SHARE_BONUS.get(sym, 0) if level == STRONG else 0)

    def corporation_preference(self, sym: str) -> int:
        return PREFERENCE.get(sym, 5)

    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        if turn.kind == "player" and turn.can_pass():
            return hand_over_liability(bot, turn)
        return None


KNOWLEDGE = Knowledge1830("1830")
