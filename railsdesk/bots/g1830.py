"""1830 for the computer player: what its privates are worth, which companies are good to
lead, and a company handed over before it costs its president a train."""

from __future__ import annotations

from railsdesk.bots.generic import (
    STRONG,
    ComputerPlayer,
    Knowledge,
    Turn,
    cheapest_train,
    hand_over,
    lasting_trains,
)
from railsdesk.engine.contract import CorporationView, Snapshot
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


def hand_over_liability(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """A president sells the fewest shares that make another holder president of a company
    whose trains all rust with the next train and whose treasury cannot pay for one (its
    president would), but only to a holder who can pay for that train: handed to one who
    cannot, the company bankrupts him and ends the game."""
    price = cheapest_train(turn)

    def liable(corp: CorporationView) -> bool:
        return not lasting_trains(bot, turn, corp) and corp["cash"] < price

    def heir_pays(after: Snapshot, sym: str) -> bool:
        corp = after["corporations"][sym]
        heir = corp["president"]
        return heir is not None and after["players"][str(heir)]["cash"] + corp["cash"] >= price

    return hand_over(turn, liable, heir_pays)


KNOWLEDGE = Knowledge1830("1830")
