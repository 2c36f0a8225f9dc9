"""1880's route rules: stops on blue hexes count as towns, ferries cost 10 per ferry hex a
route crosses (not for the owner of P2), Taiwan earns 20 more for the owner of P3, a train
from one Trans-Siberian end (A3) to the other (A15) 50 more."""

from __future__ import annotations

from collections.abc import Sequence

from railsdesk.engine.graph import NodeRef
from railsdesk.engine.routes import Route, RouteContext, RouteRules, RouteTrain, Stop
from railsdesk.engine.tiles import Node

FERRY_HEXES = frozenset({"F12", "F14", "J16"})
FERRY_FEE = 10
TAIWAN = "N16"
TAIWAN_BONUS = 20
TRANS_SIBERIAN = frozenset({"A3", "A15"})
TRANS_SIBERIAN_BONUS = 50


class RouteRules1880(RouteRules):
    title = "1880"

    def __init__(self, trans_siberian_within_range: bool = False):
        super().__init__()
        # the rulebook: an E-train's counted stops include both ends within its number
        self.trans_siberian_within_range = trans_siberian_within_range

    def stop_kind(self, ctx: RouteContext, ref: NodeRef, node: Node) -> str:
        if ctx.board.hexes[ref[0]].tile.color == "blue":
            return "town"
        return super().stop_kind(ctx, ref, node)

    def counted_stops(
        self, ctx: RouteContext, train: RouteTrain, stops: Sequence[Stop]
    ) -> tuple[Stop, ...]:
        """An E-train that runs from one Trans-Siberian end to the other counts both ends
        besides its best stops (as 18xx.games counts them; both readings)."""
        counted = super().counted_stops(ctx, train, stops)
        if not express(train) or not trans_siberian(stops):
            return counted
        if self.trans_siberian_within_range:
            return best_with_both_ends(train, stops)
        return counted + tuple(s for s in stops if s.ref[0] in TRANS_SIBERIAN and s not in counted)

    def bonus(self, ctx: RouteContext, route: Route, counted: Sequence[Stop]) -> int:
        bonus = 0
        if ctx.params.get("taiwan_bonus") and any(s.ref[0] == TAIWAN for s in counted):
            bonus += TAIWAN_BONUS
        if trans_siberian(counted):
            bonus += TRANS_SIBERIAN_BONUS
        if not ctx.params.get("ferry_free"):
            bonus -= FERRY_FEE * len({hex_id for hex_id, _ in route.paths} & FERRY_HEXES)
        return bonus

    def max_bonus(self, ctx: RouteContext, train: RouteTrain) -> int:
        taiwan = TAIWAN_BONUS if ctx.params.get("taiwan_bonus") else 0
        return taiwan + TRANS_SIBERIAN_BONUS

    def max_paid_stops(self, train: RouteTrain) -> int:
        # an E-train may count both Trans-Siberian ends beyond the stops it pays for
        extra = (
            len(TRANS_SIBERIAN) if express(train) and not self.trans_siberian_within_range else 0
        )
        return super().max_paid_stops(train) + extra

    def revenue_str(self, ctx: RouteContext, route: Route) -> str:
        text = super().revenue_str(ctx, route)
        return f"{text} + Trans-Siberian" if set(route.hexes) >= TRANS_SIBERIAN else text


def best_with_both_ends(train: RouteTrain, stops: Sequence[Stop]) -> tuple[Stop, ...]:
    """The rulebook's count: both ends and the best other stops up to the train's number, one
    of the counted stops with the corporation's station."""
    ends = [s for s in stops if s.ref[0] in TRANS_SIBERIAN]
    others = sorted((s for s in stops if s not in ends), key=lambda s: s.value, reverse=True)
    chosen = others[: max(0, sum(a.pay for a in train.allowances) - len(ends))]
    if not any(s.tokened for s in ends + chosen):
        tokened = next((s for s in others if s.tokened), None)
        chosen = chosen[:-1] + ([tokened] if tokened else [])
    return tuple(ends + chosen)


def express(train: RouteTrain) -> bool:
    return "E" in train.name


def trans_siberian(stops: Sequence[Stop]) -> bool:
    """Whether the stops hold both ends of the Trans-Siberian line (R 663-669)."""
    return TRANS_SIBERIAN <= {s.ref[0] for s in stops}
