"""1849's own kinds of company and train depot."""

from __future__ import annotations

from typing import Any

from railsdesk.engine.depot import Depot
from railsdesk.engine.entities import Corporation, Train
from railsdesk.engine.rounds import OperatingRound
from railsdesk.games.g1849.routes import E_TRAIN


class Corporation1849(Corporation):
    """A company with a token fee paid when it starts, and its place in the company order."""

    def __init__(self, data: dict[str, Any]):
        super().__init__(data)
        self.token_fee: int = data.get("token_fee", 0)
        self.next_to_par = False  # the company next in line: the only one that may start
        self.closed_recently = False  # closed (or left without a home) in this stock round
        self.slot_open = True  # the AFG: some home city has a free slot
        self.e_token = False  # Electric Dreams: may buy E-trains
        self.reached_max_value = False  # has been at L. 377: the game ends after its turn

    def create_shares(self, layout: list[int]) -> None:
        super().create_shares(layout)
        self.ipo_shares[-1].last_cert = True


class Depot1849(Depot):
    """The cheapest train a company must buy is an E-train only if it holds an E-token."""

    def min_depot_train(self) -> Train | None:
        round_ = self.game.round
        corp = round_.current_operator if isinstance(round_, OperatingRound) else None
        trains = self.depot_trains()
        if not (isinstance(corp, Corporation1849) and corp.e_token):
            trains = [t for t in trains if t.name != E_TRAIN]
        return min(trains, key=lambda t: t.price) if trains else None
