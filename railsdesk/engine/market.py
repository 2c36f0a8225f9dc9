"""The stock market grid: share price cells, par values and price movements."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from railsdesk.engine.entities import Corporation

# Zone letters of the market cells (see the title data): what a price zone allows.
ZONE_TYPES = {
    "p": "par",
    "y": "no_cert_limit",
    "o": "unlimited",
    "b": "multiple_buy",
    "c": "close",
    "e": "endgame",
}


@dataclass(eq=False)
class SharePrice:
    row: int
    column: int
    price: int
    zone: str
    corporations: list[Corporation] = field(
        default_factory=list
    )  # in arrival order: ties operate in it

    @property
    def coordinates(self) -> tuple[int, int]:
        return self.row, self.column

    def __post_init__(self) -> None:
        found = _ZONES.get(self.zone)
        if found is None:  # worked out once per zone (a market has a hundred cells, few zones)
            types = frozenset(ZONE_TYPES[z] for z in self.zone if z in ZONE_TYPES)
            found = _ZONES[self.zone] = (
                types,
                not types & {"no_cert_limit", "unlimited", "multiple_buy"},
                "multiple_buy" in types,
                bool(types & {"multiple_buy", "unlimited"}),
            )
        self.types, self.counts_for_limit, self.buy_multiple, self.unlimited_holding = found

    @property
    def is_par(self) -> bool:
        return "p" in self.zone

    def id(self) -> str:
        return f"{self.price},{self.row},{self.column}"


# zone letters -> (types, counts for the certificate limit, buy multiple, unlimited holding)
_ZONES: dict[str, tuple[frozenset[str], bool, bool, bool]] = {}


def price_of(corporation: Corporation) -> SharePrice:
    assert corporation.share_price is not None  # only a corporation with a price moves
    return corporation.share_price


class StockMarket:
    def __init__(self, grid: list[list[dict[str, Any] | None]]):
        self.grid: list[list[SharePrice | None]] = [
            [
                SharePrice(r, c, cell["price"], cell["zone"]) if cell else None
                for c, cell in enumerate(row)
            ]
            for r, row in enumerate(grid)
        ]
        self.par_prices = [p for row in self.grid for p in row if p and p.is_par]
        self.par_prices.sort(key=lambda p: -p.price)

    def cell(self, row: int, column: int) -> SharePrice | None:
        if row < 0 or column < 0 or row >= len(self.grid) or column >= len(self.grid[row]):
            return None
        return self.grid[row][column]

    def par_price(self, share_price_id: str) -> SharePrice | None:
        """The par cell of that id ("67,5,6"), if it is one."""
        return next((p for p in self.par_prices if p.id() == share_price_id), None)

    # Movements follow the two-dimensional market: left off the edge goes down, right off the
    # edge goes up, up and down stop at the top and bottom rows.
    def _left(self, row: int, col: int) -> tuple[int, int]:
        if col > 0 and self.cell(row, col - 1):
            return row, col - 1
        return self._down(row, col)

    def _right(self, row: int, col: int) -> tuple[int, int]:
        if col + 1 >= len(self.grid[row]):
            return self._up(row, col)
        return row, col + 1

    def _down(self, row: int, col: int) -> tuple[int, int]:
        return (row + 1 if row + 1 < len(self.grid) else row), col

    def _up(self, row: int, col: int) -> tuple[int, int]:
        return (row - 1 if row > 0 else row), col

    def _move(self, corporation: Corporation, target: tuple[int, int]) -> None:
        new = self.cell(*target)
        old = corporation.share_price
        if new is None or new is old:
            return
        assert old is not None  # only a corporation with a price moves
        old.corporations.remove(corporation)
        corporation.share_price = new
        new.corporations.append(corporation)

    def move_left(self, corporation: Corporation) -> None:
        self._move(corporation, self._left(*price_of(corporation).coordinates))

    def move_right(self, corporation: Corporation) -> None:
        self._move(corporation, self._right(*price_of(corporation).coordinates))

    def move_up(self, corporation: Corporation) -> None:
        self._move(corporation, self._up(*price_of(corporation).coordinates))

    def move_down(self, corporation: Corporation) -> None:
        self._move(corporation, self._down(*price_of(corporation).coordinates))

    def set_par(self, corporation: Corporation, share_price: SharePrice) -> None:
        share_price.corporations.append(corporation)
        corporation.share_price = share_price
        corporation.par_price = share_price
