"""1856's corporations (a capitalization kind fixed when parred, money held in escrow until the
destination is reached, "floated" meaning the corporation has begun to operate), the title's
options and the rules its two readings apply differently."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from railsdesk.engine.entities import Corporation, Operator
from railsdesk.engine.market import StockMarket
from railsdesk.engine.readings import Rule

# The title's options.
EIGHT_TRAINS = "eight_train_variant"
ALTERNATE_DESTINATIONS = "alternate_destinations"
UNLIMITED_RIGHTS = "unlimited_bonus_tokens"

PRIVATES_BETWEEN_PLAYERS = Rule(
    "privates_between_players",
    "1856 Rb L102, L323",
    "in a stock round a player may buy a private from another at any price, as his purchase",
    "not offered",
)
PORT_BONUS_PER_STOP = Rule(
    "port_bonus_per_stop",
    "1856 spec §2.1 (Great Lakes Shipping card)",
    "every revenue location of the port hex on the route earns $20 more",
    "$20 once per route that stops in the port hex",
)
AUCTION_FROM_LEFT_OF_HIGHEST = Rule(
    "auction_from_left_of_highest",
    "1856 Rb L287",
    "several bidders for a private bid in turn from the player left of the highest bidder",
    "the lowest bidder acts",
)
BANKRUPTCY_KEEPS_SHARES = Rule(
    "bankruptcy_keeps_shares",
    "1856 Rb L405, example L456",
    "a bankrupt player's cash goes to the bank; nothing more is sold, his shares count for him",
    "every bundle he may still sell is sold first",
)
CGR_BUYS_D_WHEN_AFFORDABLE = Rule(
    "cgr_buys_d_when_affordable",
    "1856 Rb L473",
    "the CGR must buy a D as soon as it can pay for it",
    "only when it has more than the price",
)

ESCROW = "escrow"
INCREMENTAL = "incremental"
FULL = "full"


class StockMarket1856(StockMarket):
    """The CGR's marker stays put until the CGR has owned a permanent train, and never enters
    the closed zone."""

    national: Corporation | None = None  # the CGR, set by the game
    # whether the CGR's price may not move yet
    frozen: Callable[[], bool] = staticmethod(lambda: True)

    def _move(self, corporation: Corporation, target: tuple[int, int]) -> None:
        if corporation is self.national:
            cell = self.cell(*target)
            if self.frozen() or (cell is not None and "close" in cell.types):
                return
        super()._move(corporation, target)


class Corporation1856(Corporation):
    def __init__(self, data: dict[str, Any]):
        super().__init__(data)
        self.capitalization: str | None = None  # fixed at par
        self.escrow: int | None = None  # IPO money the bank holds until the destination
        self.destinated = False

    def capitalization_for(self, game_capitalization: str) -> str:
        """The kind this corporation gets if parred now: a corporation already connected to
        its destination is never escrow."""
        if game_capitalization == ESCROW and self.destinated:
            return INCREMENTAL
        return game_capitalization


def as_1856(corp: Operator) -> Corporation1856:
    """A corporation of the 1856 game as its own kind (every corporation of it is one)."""
    assert isinstance(corp, Corporation1856)
    return corp
