"""1849's routes: trains count the hex sides they cross (narrow track twice, standard
track twice for the R6H), a route changes gauge only at a station, a route to a port needs two
other stops, and the gray cities earn by phase."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.graph import NodeRef
from railsdesk.engine.routes import Route, RouteContext, RouteRules, RouteTrain, Stop
from railsdesk.engine.tiles import Node
from railsdesk.engine.track_view import Segment

# The route context's parameter naming the port with the operating company's CNM marker.
CNM_PORT = "cnm_port"
CNM_BONUS = 20
PORT_HEXES = frozenset({"a12", "A5", "L14", "N8"})
# Electric Dreams: E-trains run on standard or dual gauge only and earn double in the
# four capitals (Messina, Palermo, Catania, Siracusa).
E_TRAIN = "E"
E_DOUBLE_HEXES = frozenset({"B14", "C5", "H12", "M13"})
# The gray cities' revenue (Trapani, Marsala, Terranova, Calabria) by phase.
GRAY_REVENUE = {
    "C1": {"4H": 20, "6H": 20, "8H": 30, "10H": 30, "12H": 40, "16H": 40},
    "E1": {"4H": 20, "6H": 20, "8H": 30, "10H": 30, "12H": 40, "16H": 40},
    "M9": {"4H": 20, "6H": 20, "8H": 30, "10H": 30, "12H": 40, "16H": 40},
    "C15": {"4H": 10, "6H": 10, "8H": 30, "10H": 30, "12H": 90, "16H": 90},
}


def segment_gauge(segment: Segment) -> str:
    if "narrow" in segment.tracks:
        return "narrow"
    return "broad" if "broad" in segment.tracks else "dual"


def gauge_change(ctx: RouteContext, segment: Segment) -> str:
    """The hex where a segment's track turns from one gauge to the other (dual track goes
    with both)."""
    paths = ctx.track.paths
    gauge = None
    for hex_id, index in segment.paths:
        track = paths[hex_id][index].track
        if track == "dual":
            continue
        if gauge is not None and track != gauge:
            return hex_id
        gauge = track
    return segment.a[0]


class RouteRules1849(RouteRules):
    title = "1849"

    def segment_usable(self, ctx: RouteContext, train: RouteTrain, segment: Segment) -> bool:
        """The gauge changes only at a station; E-trains use no narrow gauge."""
        if train.name == E_TRAIN and "narrow" in segment.tracks:
            return False
        return not {"narrow", "broad"} <= segment.tracks

    def track_refusal(
        self, ctx: RouteContext, train: RouteTrain, segment: Segment
    ) -> IllegalAction:
        if train.name == E_TRAIN and "narrow" in segment.tracks:
            return IllegalAction(
                "route.e_train_narrow",
                f"An E-train never runs on narrow gauge (between {segment.a[0]} and "
                f"{segment.b[0]})",
                train=train.id,
                hex=segment.a[0],
                other=segment.b[0],
            )
        where = gauge_change(ctx, segment)
        return IllegalAction(
            "route.gauge_break",
            f"The gauge changes at {where}, which has no station: a route changes gauge only "
            "in a station",
            train=train.id,
            hex=where,
        )

    def segment_cost(self, ctx: RouteContext, train: RouteTrain, segment: Segment) -> int:
        slow = "broad" if train.name == "R6H" else "narrow"
        return segment.sides * (2 if segment_gauge(segment) == slow else 1)

    def visit_cost(self, ctx: RouteContext, train: RouteTrain, ref: NodeRef, node: Node) -> int:
        return 0

    def fits(
        self, ctx: RouteContext, train: RouteTrain, visits: Mapping[str, int], track: int
    ) -> bool:
        return track <= train.distance

    def length_text(
        self, ctx: RouteContext, train: RouteTrain, visits: Mapping[str, int], track: int
    ) -> str:
        return f"{track} is too many hex sides for a {train.name} train"

    def length_refusal(
        self, ctx: RouteContext, train: RouteTrain, visits: Mapping[str, int], track: int
    ) -> IllegalAction:
        return IllegalAction(
            "route.too_many_hexes",
            self.length_text(ctx, train, visits, track),
            train=train.id,
            name=train.name,
            used=track,
            limit=train.distance,
        )

    def counted_range(
        self, ctx: RouteContext, train: RouteTrain, visits: Mapping[str, int], track: int
    ) -> tuple[int, int] | None:
        """Hexes of the H-trains' range; an E-train's range has no limit (R 4.3.1)."""
        return None if train.name == E_TRAIN else (track, train.distance)

    def stop_value(self, ctx: RouteContext, train: RouteTrain, ref: NodeRef, node: Node) -> int:
        gray = GRAY_REVENUE.get(ref[0])
        if gray is not None and ctx.phase in gray:
            return gray[ctx.phase]
        value = super().stop_value(ctx, train, ref, node)
        return value * 2 if train.name == E_TRAIN and ref[0] in E_DOUBLE_HEXES else value

    def bonus(self, ctx: RouteContext, route: Route, counted: Sequence[Stop]) -> int:
        port = ctx.params.get(CNM_PORT)
        return CNM_BONUS if port is not None and any(s.ref[0] == port for s in counted) else 0

    def max_bonus(self, ctx: RouteContext, train: RouteTrain) -> int:
        return CNM_BONUS if ctx.params.get(CNM_PORT) is not None else 0

    def check_route(self, ctx: RouteContext, route: Route, stops: Sequence[Stop]) -> None:
        if len(stops) <= 2 and any(stop.ref[0] in PORT_HEXES for stop in stops):
            raise IllegalAction("route.port", "a route to a port needs two other stops")
