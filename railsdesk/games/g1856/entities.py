"""1856's corporations: a capitalization kind fixed when parred, money held in escrow until the
destination is reached, and "floated" meaning the corporation has begun to operate."""

from __future__ import annotations

from railsdesk.engine.entities import Corporation

# The title's options.
EIGHT_TRAINS = "eight_train_variant"
ALTERNATE_DESTINATIONS = "alternate_destinations"
UNLIMITED_RIGHTS = "unlimited_bonus_tokens"

ESCROW = "escrow"
INCREMENTAL = "incremental"
FULL = "full"


class Corporation1856(Corporation):
    def __init__(self, data: dict):
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
