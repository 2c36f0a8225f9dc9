"""1849's stock market: before phase 16 the blue zone is closed, so a price that would move
into it moves up instead (from 218, 240 and 276) or stays (at 230)."""

from __future__ import annotations

from railsdesk.engine.market import StockMarket
from railsdesk.engine.phase import Phase

BLOCKED_RIGHT_PRICES = frozenset({218, 240, 276})
BLOCKED_UP_PRICES = frozenset({230})
BLUE_ZONE = "blue_zone"  # the phase status that opens it


class Market1849(StockMarket):
    phase: Phase | None = None  # the game's phase, set by the game

    def blue_zone_open(self) -> bool:
        return self.phase is not None and BLUE_ZONE in self.phase.status

    def price_at(self, row: int, col: int) -> int:
        cell = self.cell(row, col)
        assert cell is not None  # movements start from the corporation's own cell
        return cell.price

    def _right(self, row: int, col: int) -> tuple[int, int]:
        if not self.blue_zone_open():
            price = self.price_at(row, col)
            if price in BLOCKED_RIGHT_PRICES:
                return self._up(row, col)
            if price in BLOCKED_UP_PRICES:
                return row, col
        return super()._right(row, col)

    def _up(self, row: int, col: int) -> tuple[int, int]:
        if not self.blue_zone_open() and self.price_at(row, col) in BLOCKED_UP_PRICES:
            return row, col
        return super()._up(row, col)
