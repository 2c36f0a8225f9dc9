"""What 1880 shows beyond the shared snapshot (Game1880.title_view), read by its screens
(ui/titles/g1880.py)."""

from __future__ import annotations

from typing import TypedDict

from railsdesk.engine.contract import TitleView


class Interrupted1880(TypedDict):
    """The operating round a stock round interrupted, and who was to operate next."""

    round: str
    entity: str


class Investor1880(TypedDict):
    owner: str | int | None
    cash: int
    home: str | None
    share: str | None  # the corporation it is linked to
    percent: int  # of that corporation it holds
    train: str | None  # the train it runs (the bank's cheapest), while investors operate


class TitleView1880(TitleView):
    # and the shared keys: bonus, bank_pool (False) and debts

    without_permit: str | None  # the operating corporation cannot build this phase
    order_track: dict[str, list[str | None]]  # par price -> its slots' corporations
    permits: dict[str, str]  # corporation -> the phase letters it may build in
    permit_letter: str
    fully_funded: list[str]
    train_marker: str | None
    communism: bool
    interrupted: Interrupted1880 | None
    resumed: str | None  # the operating round going on after the stock round
    investors: dict[str, Investor1880]
