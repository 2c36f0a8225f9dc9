"""1880's route rules: stops on blue hexes count as towns, ferries cost 10 per ferry hex a
route crosses (not for the owner of P2), Taiwan earns 20 more for the owner of P3."""

from __future__ import annotations

from collections.abc import Sequence

from railsdesk.engine.routes import NodeRef, Route, RouteContext, RouteRules, RouteTrain, Stop
from railsdesk.engine.tiles import Node

FERRY_HEXES = frozenset({"F12", "F14", "J16"})
FERRY_FEE = 10
TAIWAN = "N16"
TAIWAN_BONUS = 20


class RouteRules1880(RouteRules):
    title = "1880"

    def stop_kind(self, ctx: RouteContext, ref: NodeRef, node: Node) -> str:
        if ctx.board.hexes[ref[0]].tile.color == "blue":
            return "town"
        return super().stop_kind(ctx, ref, node)

    def bonus(self, ctx: RouteContext, route: Route, counted: Sequence[Stop]) -> int:
        bonus = 0
        if ctx.params.get("taiwan_bonus") and any(s.ref[0] == TAIWAN for s in counted):
            bonus += TAIWAN_BONUS
        if not ctx.params.get("ferry_free"):
            bonus -= FERRY_FEE * len({hex_id for hex_id, _ in route.paths} & FERRY_HEXES)
        return bonus

    def max_bonus(self, ctx: RouteContext, train: RouteTrain) -> int:
        return TAIWAN_BONUS if ctx.params.get("taiwan_bonus") else 0
