"""The route finder: the best run on hand-built boards, against a brute force on random
networks, cancelling, and the report for the command line."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_routes_support import (
    BROWN,
    YELLOW,
    BonusRules,
    HexBonusRules,
    HexRules,
    OneTownRules,
    brute_force_total,
    city,
    context,
    make_board,
    offboard,
    path,
    put_tokens,
    revenue_of,
    town,
    trains,
)

from railsdesk.engine.actions import filter_undone
from railsdesk.engine.route_finder import Cancelled, best_run
from railsdesk.engine.routes import RouteRules, validate_run
from railsdesk.formats.log18xx import game_from_log, to_log
from railsdesk.formats.routes import route_report
from railsdesk.games.g1856 import RouteRules1856
from railsdesk.random_play import play_random_game


def solve(hexes, tokens, names, phase=YELLOW, rules=None, corporation="A"):
    board = put_tokens(make_board(hexes), tokens)
    ctx = context(board, trains(*names), corporation, phase, rules)
    result = best_run(ctx)
    assert validate_run(ctx, result.routes) == list(result.revenues)
    assert sum(result.revenues) == result.total
    return ctx, result


def stops(route):
    return "-".join(route.hexes)


# -- hand-built boards with known optima

# Two trains competing for one piece of track: from A1 the track east runs into A3, where it
# splits to A5 (50) and B4 (40); a second track leads from A1 to B2 (10).
COMPETING = {
    "A1": [city(20), path(4, "n0"), path(5, "n0")],
    "A3": [path(1, 4), path(1, 5)],
    "A5": [city(50), path(1, "n0")],
    "B4": [city(40), path(2, "n0")],
    "B2": [city(10), path(2, "n0")],
}


def test_two_trains_compete_for_one_track():
    ctx, result = solve(COMPETING, {"A1": [["A"]]}, ("2", "2"))
    assert result.total == 100  # A1-A5 (70) and A1-B2 (30); A1-B4 would share A1-A3
    assert sorted(stops(r) for r in result.routes) == ["A1-A5", "B2-A1"] or sorted(
        stops(r) for r in result.routes
    ) == sorted(["A1-A5", "A1-B2"])
    assert brute_force_total(ctx) == 100


def test_one_train_takes_the_best_branch():
    _, result = solve(COMPETING, {"A1": [["A"]]}, ("3",))
    assert result.total == 80  # B2-A1-A5
    assert set(result.routes[0].hexes) == {"B2", "A1", "A5"}


def test_hex_bonuses_on_the_fast_path():
    # from A1 east to A3 (+15) and A5 earns 85, south to B2 and B4 (+25) 95: the search, which
    # tries A3 first, must not give up the way south for its stops alone (70 against 85)
    hexes = {
        "A1": [city(10), path(4, "n0"), path(5, "n0")],
        "A3": [city(30), path(1, "n0"), path(4, "n0")],
        "A5": [city(30), path(1, "n0")],
        "B2": [city(20), path(2, "n0"), path(4, "n0")],
        "B4": [city(40), path(1, "n0")],
    }
    ctx, result = solve(hexes, {"A1": [["A"]]}, ("3",), rules=HexBonusRules())
    assert ctx.rules.additive(ctx, ctx.trains[0])
    assert (result.total, set(result.routes[0].hexes)) == (95, {"A1", "B2", "B4"})
    assert brute_force_total(ctx) == 95


def test_blocked_city_ends_the_route():
    hexes = {
        "A1": [city(20), path(4, "n0")],
        "A3": [city(30), path(1, "n0"), path(4, "n0")],
        "A5": [city(100), path(1, "n0")],
    }
    _, blocked = solve(hexes, {"A1": [["A"]], "A3": [["B"]]}, ("3",))
    assert blocked.total == 50
    assert stops(blocked.routes[0]) in ("A1-A3", "A3-A1")
    _, free = solve(hexes, {"A1": [["A"]], "A3": [["B", None]]}, ("3",))
    assert free.total == 150


def test_offboards_at_both_ends():
    hexes = {
        "A1": [offboard({"yellow": 40, "brown": 60}), path(4, "n0")],
        "A3": [city(20), path(1, "n0"), path(4, "n0")],
        "A5": [offboard(30), path(1, "n0")],
    }
    _, yellow = solve(hexes, {"A3": [["A"]]}, ("3",))
    assert yellow.total == 90
    assert set(yellow.routes[0].hexes) == {"A1", "A3", "A5"}
    _, brown = solve(hexes, {"A3": [["A"]]}, ("3",), phase=BROWN)
    assert brown.total == 110
    _, short = solve(hexes, {"A3": [["A"]]}, ("2", "2"))
    assert short.total == 110  # both ends, one train each: they share only the city
    grouped = dict(hexes)
    grouped["A1"] = [offboard(40, groups=["Canada"]), path(4, "n0")]
    grouped["A5"] = [offboard(30, groups=["Canada"]), path(1, "n0")]
    _, one = solve(grouped, {"A3": [["A"]]}, ("3",))
    assert one.total == 60


def test_offboard_in_the_middle_is_an_end():
    hexes = {
        "A1": [city(20), path(4, "n0")],
        "A3": [offboard(40), path(1, "n0"), path(4, "n0")],
        "A5": [city(90), path(1, "n0")],
    }
    _, result = solve(hexes, {"A1": [["A"]]}, ("3",))
    assert result.total == 60


def test_unlimited_train_runs_everything_reachable():
    hexes = {f"A{2 * i + 1}": [city(10 * (i + 1)), path(1, "n0"), path(4, "n0")] for i in range(8)}
    hexes["A1"] = [city(10), path(4, "n0")]
    hexes["A15"] = [city(80), path(1, "n0")]
    ctx, result = solve(hexes, {"A7": [["A"]]}, ("D",))
    assert result.total == 360
    # with a 2-train as well, the D leaves it the track on one side of the token
    ctx, result = solve(hexes, {"A7": [["A"]]}, ("D", "2"))
    assert result.total == 370  # A7 ... A15 (300) and A5-A7 (70)
    assert brute_force_total(ctx) == 370


def test_no_token_no_run():
    _, result = solve(COMPETING, {"A1": [["B"]]}, ("2",))
    assert result.total == 0 and result.routes == ()
    _, result = solve(COMPETING, {"A1": [["A"]]}, ())
    assert result.total == 0


def test_identical_trains_share_cities():
    hexes = {
        "A3": [city(50), path(1, "n0"), path(4, "n0"), path(0, "n0"), path(5, "n0")],
        "A1": [city(30), path(4, "n0")],
        "A5": [city(30), path(1, "n0")],
        "B2": [town(20), path(3, "n0")],
        "B4": [town(20), path(2, "n0")],
    }
    ctx, result = solve(hexes, {"A3": [["A"]]}, ("2", "2", "2", "2"))
    assert result.total == 4 * 50 + 30 + 30 + 20 + 20
    assert brute_force_total(ctx) == result.total


def test_cancel_stops_the_search():
    hexes = {}
    for row, letter in enumerate("ABCD"):
        for col in range(6):
            x = 2 * col + (row % 2)
            hexes[f"{letter}{x + 1}"] = [city(10 + 10 * ((row + col) % 4))] + [
                path(e, "n0") for e in range(6)
            ]
    board = put_tokens(make_board(hexes), {"B4": [["A"]]})
    ctx = context(board, trains("D", "D"), "A", YELLOW)
    with pytest.raises(Cancelled):
        best_run(ctx, cancel=lambda: True)


def test_route_report():
    board = put_tokens(make_board(COMPETING), {"A1": [["A"]]})
    ctx = context(board, trains("2", "2", "3"), "A", YELLOW)
    logged = [{"train": "2-0", "connections": [["A1", "A3", "A5"]], "hexes": ["A1", "A5"]}]
    report = route_report(ctx, logged)
    assert [t["train"] for t in report["trains"]] == ["2-0", "2-1", "3-0"]
    assert report["total"] == sum(t["revenue"] for t in report["trains"]) == 100
    assert report["logged"]["valid"] and report["logged"]["total"] == 70
    assert report["elapsed_ms"] >= 0
    running = [t for t in report["trains"] if t["revenue"]]
    for entry in running:
        assert entry["hexes"] and entry["stops"][0].startswith(entry["hexes"][0])
    bad = route_report(ctx, [{"train": "2-0", "connections": [["A1", "A3", "B4"]]}] * 2)
    assert not bad["logged"]["valid"] and bad["logged"]["key"].startswith("route.")


# -- random networks against the brute force

# A small pointy map: rows A-C, every hex may hold a city (one or two), a town, an off-board,
# or plain track between edges.
GRID = [f"{row}{x + 1}" for r, row in enumerate("ABC") for x in range(r % 2, 8, 2)]
_XY = {f"{row}{x + 1}": (x, r) for r, row in enumerate("ABC") for x in range(r % 2, 8, 2)}
_STEPS = ((-1, 1), (-2, 0), (-1, -1), (1, -1), (2, 0), (1, 1))  # pointy edges 0..5
INNER_EDGES = {
    hex_id: [e for e, (dx, dy) in enumerate(_STEPS) if (x + dx, y + dy) in _XY.values()]
    for hex_id, (x, y) in _XY.items()
}
TRAIN_NAMES = ["2", "3", "4", "D", "2+2", "1+2", "2E", "3E"]
RULES = {
    "1830": RouteRules,
    "hexes": HexRules,
    "bonus": BonusRules,
    "hex bonus": HexBonusRules,
    "one town": OneTownRules,
}


@st.composite
def networks(draw, mesh: bool = False):
    """A random network; ``mesh`` makes most hexes plain track with several paths, so that
    stops are joined by parallel track."""
    hexes = {}
    tokens = {}
    owners = st.sampled_from([None, "A", "A", "B"])
    values = st.sampled_from([0, 10, 20, 30, 40, 60])
    tracks = st.sampled_from(["broad"] * 8 + ["narrow", "dual"])
    for hex_id in GRID:
        kinds = ["empty", "plain", "plain", "city", "city", "town", "off"]
        if mesh:
            kinds = ["plain"] * 5 + ["city", "town"]
        kind = draw(st.sampled_from(kinds))
        if kind == "empty":
            continue
        inner = INNER_EDGES[hex_id]
        edges = sorted(
            draw(st.sets(st.sampled_from(inner), min_size=1, max_size=min(4, len(inner))))
        )
        gauge = draw(tracks)
        if kind == "plain":
            parts = []
            for _ in range(draw(st.integers(2 if mesh else 1, 4 if mesh else 3))):
                a, b = draw(st.lists(st.sampled_from(inner), min_size=2, max_size=2, unique=True))
                parts.append(path(a, b, track=draw(tracks)))
        elif kind == "city" and len(edges) >= 2 and draw(st.booleans()):
            split = len(edges) // 2
            parts = [city(draw(values)), city(draw(values))]
            parts += [path(e, "n0", track=gauge) for e in edges[:split]]
            parts += [path(e, "n1", track=gauge) for e in edges[split:]]
            tokens[hex_id] = [[draw(owners)], [draw(owners)]]
        elif kind == "city":
            slots = draw(st.integers(1, 2))
            parts = [city(draw(values), slots=slots)]
            terminal = draw(st.sampled_from([False] * 5 + [True]))
            parts += [path(e, "n0", track=gauge, terminal=terminal) for e in edges]
            tokens[hex_id] = [[draw(owners) for _ in range(slots)]]
        elif kind == "town":
            parts = [town(draw(values))] + [path(e, "n0", track=gauge) for e in edges]
        else:
            group = draw(st.sampled_from([[], [], ["west"]]))
            revenue = draw(st.sampled_from([20, {"yellow": 20, "brown": 50}]))
            parts = [offboard(revenue, groups=group)]
            parts += [path(e, "n0", track=gauge) for e in edges[:2]]
        hexes[hex_id] = parts
    names = draw(st.lists(st.sampled_from(TRAIN_NAMES), min_size=1, max_size=3))
    rules = draw(st.sampled_from(sorted(RULES)))
    phase = draw(st.sampled_from([YELLOW, BROWN]))
    return hexes, tokens, tuple(names), rules, phase


@settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(networks())
def test_finder_equals_brute_force(network):
    hexes, tokens, names, rules, phase = network
    board = put_tokens(make_board(hexes), tokens)
    ctx = context(board, trains(*names), "A", phase, RULES[rules]())
    result = best_run(ctx)
    assert result.total == brute_force_total(ctx)
    assert revenue_of(ctx, result.routes) == result.total
    assert [r.revenue for r in result.routes] == validate_run(ctx, result.routes)


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(networks(mesh=True))
def test_finder_equals_brute_force_on_meshes(network):
    test_finder_equals_brute_force.hypothesis.inner_test(network)


class _GenericRules1856(RouteRules1856):
    """1856's rules on the finder's generic path: each candidate valued by ``bonus``."""

    def additive(self, ctx, train):
        return False


@pytest.mark.parametrize("seed", [3, 4])
def test_1856_bonuses_on_the_fast_path_equal_the_generic_path(seed):
    """1856's port and rights as hex bonuses: the best runs of every position of a random
    game whose corporation has them equal those valued route by route by the rules."""
    game = play_random_game("1856", 4, seed, [])
    replay, actions = game_from_log(to_log(game))
    compared = 0
    for action in filter_undone(actions):
        if action.type == "run_routes":
            ctx = replay.state.route_context(replay.state.entity(action))
            if ctx.params.get("port") or ctx.params.get("rights"):
                assert all(ctx.rules.additive(ctx, train) for train in ctx.trains)
                generic = replace(ctx, rules=_GenericRules1856())
                assert best_run(ctx).total == best_run(generic).total
                compared += 1
        replay.state.process(action)
    assert compared >= 10
