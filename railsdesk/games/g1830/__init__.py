"""1830: Railways & Robber Barons. Data in data.json; the rules here are the few that differ
from the shared engine: its rounds and their steps, the 6-train count and the brown-zone
buying variant."""

from __future__ import annotations

from typing import Any

from railsdesk.engine.game import GameState
from railsdesk.engine.readings import Rule
from railsdesk.engine.rounds import AuctionRound, OperatingRound, StockRound
from railsdesk.engine.routes import RouteRules
from railsdesk.engine.steps.auction import CompanyPendingPar, WaterfallAuction
from railsdesk.engine.steps.operating import (
    BuyCompany,
    Dividend,
    Exchange,
    HomeToken,
    Route,
    SpecialToken,
    SpecialTrack,
    Token,
    Track,
)
from railsdesk.engine.steps.stock import BuySellParShares
from railsdesk.engine.steps.trains import Bankrupt, BuyTrain, DiscardTrain

TITLE = "1830"
FULL_NAME = "1830: Railways & Robber Barons"
COMPANION = True  # a companion game (the map on the table) is offered
PLAYERS = (2, 6)
OPTIONS = {
    "multiple_brown_from_ipo": "Several brown-zone shares may be bought from the IPO, too",
    "optional_6_train": "A third 6-train",
}


GULF_ONE_AREA = Rule(
    "gulf_one_area",
    "1830 §2.7",
    "the Gulf off-boards I1 and J2 are one area: a route may not end at both",
    "only I1 carries the group, so a route may run from I1 to J2",
)


class Game1830(GameState):
    title = TITLE
    # "De route die de meeste winst oplevert moet gereden worden" (Dutch rulebook l. 288)
    HIGHEST_REVENUE_SECTION = "§20.3"

    def num_trains(self, spec: dict[str, Any]) -> int:
        if spec["name"] == "6":
            return 3 if "optional_6_train" in self.options else 2
        return super().num_trains(spec)

    def route_rules(self) -> RouteRules:
        if self.by_rulebook(GULF_ONE_AREA):
            return RouteRules(extra_groups={"J2": ["Gulf"]})
        return RouteRules()

    def multiple_buy_only_from_market(self) -> bool:
        return "multiple_brown_from_ipo" not in self.options

    def init_round(self) -> AuctionRound:
        return AuctionRound(self, [CompanyPendingPar, WaterfallAuction])

    def stock_round(self) -> StockRound:
        return StockRound(
            self, self.table_steps([DiscardTrain, Exchange, SpecialTrack, BuySellParShares])
        )

    def operating_round(self, round_num: int) -> OperatingRound:
        return OperatingRound(
            self,
            self.table_steps(
                [
                    Bankrupt,
                    Exchange,
                    SpecialTrack,
                    SpecialToken,
                    BuyCompany,
                    HomeToken,
                    Track,
                    Token,
                    Route,
                    Dividend,
                    DiscardTrain,
                    BuyTrain,
                    (BuyCompany, {"blocks": True}),
                ]
            ),
            round_num,
        )


STATE = Game1830
