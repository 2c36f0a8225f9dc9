"""The route rules: reading logged routes, writing them back, and checking runs."""

from __future__ import annotations

import pytest
from test_routes_support import (
    BROWN,
    YELLOW,
    HexRules,
    city,
    context,
    make_board,
    offboard,
    path,
    put_tokens,
    town,
    trains,
)

from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.routes import (
    RouteContext,
    RouteTrain,
    build_route,
    free_stops,
    parse_logged_route,
    parse_logged_run,
    route_to_log,
    validate_run,
)

# Pointy hexes: A1, A3, A5 ... lie in one row; edge 4 is east, 1 west, 5 south-east, 2 north-west.


def line(*parts_by_hex) -> dict:
    """Hexes A1, A3, ... in a row, each joined to the next (nodes get paths to both sides)."""
    hexes = {}
    count = len(parts_by_hex)
    for i, parts in enumerate(parts_by_hex):
        hex_id = f"A{2 * i + 1}"
        parts = [parts] if isinstance(parts, dict) else list(parts)
        nodes = [p for p in parts if p["type"] in ("city", "town", "offboard")]
        edges = ([1] if i > 0 else []) + ([4] if i < count - 1 else [])
        if nodes:
            paths = [path(e, "n0") for e in edges]
        else:
            paths = [path(1, 4)] if len(edges) == 2 else []
        hexes[hex_id] = nodes + paths
    return hexes


def ctx_for(hexes, tokens, names=("3",), phase=YELLOW, rules=None, corporation="A"):
    board = put_tokens(make_board(hexes), tokens)
    return context(board, trains(*names), corporation, phase, rules)


def route(ctx, train_id, *hexes):
    return build_route(ctx, train_id, [(h, 0) for h in hexes])


# -- revenue


def test_revenue_is_the_sum_of_the_stops():
    ctx = ctx_for(line(city(30), town(10), city(20)), {"A1": [["A"]]})
    assert validate_run(ctx, [route(ctx, "3-0", "A1", "A3", "A5")]) == [60]


def test_offboard_takes_the_latest_colour_the_phase_defines():
    hexes = line(offboard({"yellow": 40, "brown": 70}), city(20))
    yellow = ctx_for(hexes, {"A3": [["A"]]})
    brown = ctx_for(hexes, {"A3": [["A"]]}, phase=BROWN)
    green = ctx_for(hexes, {"A3": [["A"]]}, phase=("yellow", "green"))
    assert validate_run(yellow, [route(yellow, "3-0", "A1", "A3")]) == [60]
    assert validate_run(green, [route(green, "3-0", "A1", "A3")]) == [60]
    assert validate_run(brown, [route(brown, "3-0", "A1", "A3")]) == [90]


def test_diesel_value_for_d_trains():
    hexes = line(offboard({"yellow": 40, "brown": 70, "diesel": 100}), city(20))
    ctx = ctx_for(hexes, {"A3": [["A"]]}, names=("D", "6"), phase=BROWN)
    assert validate_run(ctx, [route(ctx, "D-0", "A1", "A3")]) == [120]
    assert validate_run(ctx, [route(ctx, "6-0", "A3", "A1")]) == [90]


# -- what a route may not do


def check_fails(ctx, routes, key):
    with pytest.raises(IllegalAction) as error:
        validate_run(ctx, routes)
    assert error.value.key == key, error.value.message
    return error.value


def test_route_needs_a_token():
    ctx = ctx_for(line(city(30), city(20)), {"A1": [["B"]]})
    error = check_fails(ctx, [route(ctx, "3-0", "A1", "A3")], "route.no_token")
    assert "A" in error.message


def test_route_needs_two_stops():
    ctx = ctx_for(line(city(30), city(20)), {"A1": [["A"]]})
    check_fails(ctx, [route(ctx, "3-0", "A1")], "route.too_short")


def test_train_length_counts_every_stop():
    hexes = line(city(30), town(10), town(10), city(20))
    ctx = ctx_for(hexes, {"A1": [["A"]]}, names=("3", "D"))
    check_fails(ctx, [route(ctx, "3-0", "A1", "A3", "A5", "A7")], "route.too_long")
    assert validate_run(ctx, [route(ctx, "D-0", "A1", "A3", "A5", "A7")]) == [70]


def test_blocked_city_only_at_an_end():
    hexes = line(city(30), city(40), city(20))
    tokens = {"A1": [["A"]], "A3": [["B"]]}
    ctx = ctx_for(hexes, tokens)
    error = check_fails(ctx, [route(ctx, "3-0", "A1", "A3", "A5")], "route.blocked")
    assert error.params["hex"] == "A3"
    assert validate_run(ctx, [route(ctx, "3-0", "A1", "A3")]) == [70]
    free = ctx_for(hexes, {"A1": [["A"]], "A3": [["B", None]]})
    assert validate_run(free, [route(free, "3-0", "A1", "A3", "A5")]) == [90]
    own = ctx_for(hexes, {"A3": [["A"]], "A5": [["B"]]})
    assert validate_run(own, [route(own, "3-0", "A1", "A3", "A5")]) == [90]


def test_offboard_never_in_the_middle():
    hexes = line(city(30), offboard(40), city(20))
    ctx = ctx_for(hexes, {"A1": [["A"]]})
    check_fails(ctx, [route(ctx, "3-0", "A1", "A3", "A5")], "route.through_offboard")
    assert validate_run(ctx, [route(ctx, "3-0", "A1", "A3")]) == [70]


def test_offboards_of_one_group_count_once():
    hexes = line(offboard(40, groups=["Canada"]), city(20), offboard(30, groups=["Canada"]))
    ctx = ctx_for(hexes, {"A3": [["A"]]})
    check_fails(ctx, [route(ctx, "3-0", "A1", "A3", "A5")], "route.group_reused")
    other = line(offboard(40, groups=["Canada"]), city(20), offboard(30))
    ok = ctx_for(other, {"A3": [["A"]]})
    assert validate_run(ok, [route(ok, "3-0", "A1", "A3", "A5")]) == [90]


def test_a_stop_only_once():
    hexes = {
        "A1": [city(20), path(4, "n0"), path(5, "n0")],
        "A3": [city(30), path(1, "n0"), path(0, "n0")],
        "B2": [path(2, 3)],
    }
    ctx = ctx_for(hexes, {"A1": [["A"]]})
    there, back = sorted(ctx.track.segments_from(("A1", 0)), key=lambda s: len(s.paths))
    loop = build_route(ctx, "3-0", [("A1", 0), ("A3", 0), ("A1", 0)], [there, back.reversed()])
    check_fails(ctx, [loop], "route.reuses_stop")
    again = build_route(ctx, "3-0", [("A1", 0), ("A3", 0), ("A1", 0)], [there, there.reversed()])
    check_fails(ctx, [again], "route.reuses_track")


def test_trains_may_not_share_track_but_may_share_cities():
    hexes = {
        "A1": [city(20), path(4, "n0"), path(5, "n0")],
        "A3": [city(30), path(1, "n0"), path(4, "n0")],
        "A5": [city(40), path(1, "n0")],
        "B2": [city(10), path(2, "n0")],
    }
    ctx = ctx_for(hexes, {"A1": [["A"]]}, names=("2", "2"))
    a = route(ctx, "2-0", "A1", "A3")
    b = route(ctx, "2-1", "A3", "A1")
    error = check_fails(ctx, [a, b], "route.overlap")
    assert error.params["hex"] in ("A1", "A3")
    c = route(ctx, "2-1", "B2", "A1")
    assert validate_run(ctx, [a, c]) == [50, 30]
    d = route(ctx, "2-1", "A3", "A5")  # shares city A3 only
    with pytest.raises(IllegalAction) as no_token:
        validate_run(ctx, [a, d])
    assert no_token.value.key == "route.no_token"


def test_one_route_per_train_and_known_trains_only():
    ctx = ctx_for(line(city(30), city(20), city(10)), {"A3": [["A"]]}, names=("2", "2"))
    a = route(ctx, "2-0", "A1", "A3")
    b = route(ctx, "2-0", "A3", "A5")
    check_fails(ctx, [a, b], "route.train_reused")
    with pytest.raises(IllegalAction) as error:
        parse_logged_route(ctx, {"train": "9-9", "connections": [["A1", "A3"]]})
    assert error.value.key == "route.unknown_train"


def test_terminal_paths_only_at_the_ends():
    hexes = {
        "A1": [city(20), path(4, "n0")],
        "A3": [city(30), path(1, "n0", terminal=1), path(4, "n0", terminal=1)],
        "A5": [city(40), path(1, "n0")],
    }
    ctx = ctx_for(hexes, {"A1": [["A"]], "A5": [["A"]]}, names=("3", "2"))
    check_fails(ctx, [route(ctx, "3-0", "A1", "A3", "A5")], "route.through_terminal")
    assert validate_run(ctx, [route(ctx, "2-0", "A1", "A3")]) == [50]


def test_gauges_do_not_mix_at_a_hex_side():
    hexes = {
        "A1": [city(20), path(4, "n0", track="broad")],
        "A3": [path(1, 4, track="narrow")],
        "A5": [city(40), path(1, "n0", track="narrow")],
        "A7": [city(10), path(1, "n0", track="dual")],
    }
    board = put_tokens(make_board(hexes), {"A1": [["A"]]})
    ctx = context(board, trains("2"))
    assert ctx.track.segments_from(("A1", 0)) == ()
    hexes["A3"] = [path(1, 4, track="dual")]
    board = put_tokens(make_board(hexes), {"A1": [["A"]]})
    ctx = context(board, trains("2"))
    assert [s.b for s in ctx.track.segments_from(("A1", 0))] == [("A5", 0)]


def test_hex_counted_trains():
    hexes = line(city(30), {"type": "label", "label": "x"}, city(20), town(10))
    hexes["A3"] = [path(1, 4)]
    ctx = ctx_for(hexes, {"A1": [["A"]]}, names=("2H", "3H"), rules=HexRules())
    check_fails(ctx, [route(ctx, "2H-0", "A1", "A5", "A7")], "route.too_long")
    assert validate_run(ctx, [route(ctx, "3H-0", "A1", "A5", "A7")]) == [60]
    assert validate_run(ctx, [route(ctx, "2H-0", "A1", "A5")]) == [50]


def test_n_plus_m_and_express_trains():
    hexes = line(city(30), town(10), town(20), city(40), city(50))
    ctx = ctx_for(hexes, {"A1": [["A"]]}, names=("2+2", "1+1", "2E"))
    # 2+2: two cities and two towns
    assert validate_run(ctx, [route(ctx, "2+2-0", "A1", "A3", "A5", "A7")]) == [100]
    # 1+1 cannot visit two cities
    check_fails(ctx, [route(ctx, "1+1-0", "A1", "A3", "A5", "A7")], "route.too_long")
    # an express train counts its best two stops, one of them tokened
    express = route(ctx, "2E-0", "A1", "A3", "A5", "A7", "A9")
    assert validate_run(ctx, [express]) == [80]
    assert free_stops(ctx, express) == {("A3", 0), ("A5", 0), ("A7", 0)}
    assert free_stops(ctx, route(ctx, "2+2-0", "A1", "A3", "A5", "A7")) == set()


def test_train_from_data_specs():
    d = RouteTrain.from_spec("D-3", {"name": "D", "distance": 999})
    assert (d.id, d.name, d.distance, d.express) == ("D-3", "D", 999, False)
    spec = {
        "name": "6E",
        "distance": [{"nodes": ["city", "offboard", "town"], "pay": 6, "visit": 99}],
    }
    e = RouteTrain.from_spec("6E-0", spec)
    assert e.express and e.distance == 6
    data = {"trains": [{"name": "2", "distance": 2}, {"name": "4H", "distance": 4}]}
    assert RouteTrain.from_data("4H-1", data).distance == 4
    with pytest.raises(KeyError):
        RouteTrain.from_data("5-0", data)


# -- logged routes


def test_logged_route_round_trip():
    hexes = {
        "A1": [city(20), path(4, "n0")],
        "A3": [path(1, 4)],
        "A5": [city(30), path(1, "n0"), path(4, "n0")],
        "A7": [city(40), path(1, "n0")],
    }
    ctx = ctx_for(hexes, {"A5": [["A"]]})
    entry = {
        "train": "3-0",
        "connections": [["A5", "A3", "A1"], ["A7", "A5"]],
        "hexes": ["A1", "A5", "A7"],
        "revenue": 90,
        "revenue_str": "A1-A5-A7",
        "nodes": ["A5-0", "A1-0", "A7-0"],
    }
    parsed = parse_logged_route(ctx, entry)
    assert parsed.nodes == (("A1", 0), ("A5", 0), ("A7", 0))
    assert validate_run(ctx, [parsed]) == [90]
    written = route_to_log(parsed)
    written["revenue"] = 90
    assert written == entry


def test_logged_run_avoids_track_of_earlier_routes():
    hexes = {
        "A1": [city(20), path(4, "n0"), path(5, "n0")],
        "A3": [city(30), path(1, "n0"), path(0, "n0")],
        "B2": [path(2, 3)],
    }
    # two ways from A1 to A3: directly, and through B2
    ctx = ctx_for(hexes, {"A1": [["A"]]}, names=("2", "2"))
    direct = {"train": "2-0", "connections": [["A1", "A3"]]}
    around = {"train": "2-1", "connections": [["A1", "B2", "A3"]]}
    routes = parse_logged_run(ctx, [direct, around])
    assert validate_run(ctx, routes) == [50, 50]
    assert [len(r.paths) for r in routes] == [2, 3]


def test_unreadable_logged_routes():
    ctx = ctx_for(line(city(30), city(20)), {"A1": [["A"]]})
    for bad in (
        {"train": "3-0", "connections": []},
        {"train": "3-0", "connections": [["A1", "A5"]]},
        {"train": "3-0", "connections": [["local", "A1"]]},
    ):
        with pytest.raises(IllegalAction) as error:
            parse_logged_route(ctx, bad)
        assert error.value.key == "route.unreadable"


def test_context_is_what_the_engine_builds():
    board = put_tokens(make_board(line(city(30), city(20))), {"A1": [["A"]]})
    ctx = RouteContext(
        board, "A", ["yellow"], (RouteTrain.from_spec("2-0", {"name": "2", "distance": 2}),)
    )
    assert validate_run(ctx, [route(ctx, "2-0", "A1", "A3")]) == [50]


def test_rulebook_reading_joins_offboard_areas():
    """1830 rulebook: I1 and J2 are one off-board area; the 18xx.games map groups only I1."""
    from railsdesk.engine.routes import RouteRules

    hexes = line(offboard(30, groups=["Gulf"]), city(20), offboard(30))
    site = ctx_for(hexes, {"A3": [["A"]]})
    assert validate_run(site, [route(site, "3-0", "A1", "A3", "A5")]) == [80]
    book = ctx_for(hexes, {"A3": [["A"]]}, rules=RouteRules(extra_groups={"A5": ["Gulf"]}))
    check_fails(book, [route(book, "3-0", "A1", "A3", "A5")], "route.group_reused")
