"""The numbers of North American Railways and the arithmetic of its money (rulebook and rules
specification): table sizes, amounts in units of $100, phases, and how revenue and the final
payout are split. Pure functions, shared by the game and the program's forecasts."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TypeVar

from .deck import UNIT

TITLE = "North American Railways"

MIN_PLAYERS = 3
MAX_PLAYERS = 5
STARTING_CASH = {3: 20, 4: 17, 5: 14}  # units of $100
COLUMNS = 4
EMPTY_COLUMN = {"share": "share_column_empty", "city": "city_column_empty"}  # refusal keys
SHARE_ROWS = 7
CITY_ROWS = 9
SHARES_PER_COMPANY = 6
OWN_SHARE_PRICE = 10  # $1000
NO_MONEY_GRANT = 2  # $200
CITY_TRIGGER = 5  # trigger 2: five or fewer cities in the display

PHASE_SHARES = "trade_shares"
PHASE_CITIES = "buy_cities"
PHASE_INCOME = "receive_income"
PHASE_FINISHED = "finished"

START_CITY_TOP = "top"
START_CITY_CHOOSE = "choose"

ACTION_TYPES = ("take_share", "director_choice", "buy_city", "pass", "reveal_city")
# a shareholder: a player's seat in the game, or their id in the program's forecasts
Holder = TypeVar("Holder", bound=Hashable)


def dollars(units: int) -> int:
    """Units of $100 to dollars."""
    return units * UNIT


def treasury_half(units: int) -> int:
    """Half of an amount, rounded up to the next $100 (the treasury's part of a share price)."""
    return (units + 1) // 2


def split_income(
    revenue: int,
    holdings: dict[Holder, int],
    director: Holder,
    last_round: bool = False,
    unit: int = 1,
) -> tuple[dict[Holder, int], int]:
    """Split a company's revenue (rulebook: Phase III, and the change in the last round).

    ``holdings`` maps each shareholder to their number of shares; amounts are in multiples of
    ``unit`` (1 for the engine's units of $100, 100 for dollars). Each share gets the largest
    multiple of ``unit`` that can be paid on every share; of an indivisible remainder the
    director gets one ``unit`` ($100), or in the last round half of it rounded up; the rest goes
    into the treasury. Returns (payment per holder, amount for the treasury).
    """
    count = sum(holdings.values())
    if count <= 0:
        raise ValueError("a company's revenue needs at least one share to be split")
    per_share = revenue // unit // count * unit
    rem = revenue - per_share * count
    payouts = {holder: per_share * k for holder, k in holdings.items() if k}
    to_treasury = 0
    if rem:
        bonus = (rem // unit + 1) // 2 * unit if last_round else unit
        bonus = min(bonus, rem)
        payouts[director] = payouts.get(director, 0) + bonus
        to_treasury = rem - bonus
    return payouts, to_treasury


def final_payout(symbols: int, holdings: dict[Holder, int], unit: int = 1) -> dict[Holder, int]:
    """The final payout of one company (rulebook "Schlusszahlung"): one ``unit`` ($100) per
    Coast-to-Coast symbol of its network, on every share held."""
    return {holder: symbols * unit * k for holder, k in holdings.items() if k and symbols}


def rank_players(cash: list[int], start: int) -> list[int]:
    """Player positions from first to last place: most cash first; among equals, the player
    first in turn order counted clockwise from ``start`` (the last round's start player)."""
    n = len(cash)
    return sorted(range(n), key=lambda i: (-cash[i], (i - start) % n))
