"""Route reports and the positions of recorded games: the optimal run beside a logged one
(the command line's `route`), and every run_routes position of a log with its trace (tests
and benchmarks). The optimiser itself is engine/route_finder.py."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from railsdesk.engine.actions import Action, filter_undone
from railsdesk.engine.board import Board
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.route_finder import best_run
from railsdesk.engine.routes import (
    RouteContext,
    RouteTrain,
    parse_logged_run,
    route_to_log,
    validate_run,
)
from railsdesk.engine.tiles import TileSet


def route_report(
    ctx: RouteContext, logged_routes: Sequence[Mapping[str, Any]] | None = None
) -> dict[str, Any]:
    """The optimal run as plain data; with ``logged_routes`` also the logged run, checked."""
    started = time.perf_counter()
    result = best_run(ctx)
    elapsed = (time.perf_counter() - started) * 1000
    by_train = {r.train.id: r for r in result.routes}
    view = ctx.track
    trains = []
    for train in ctx.trains:
        route = by_train.get(train.id)
        trains.append(
            {
                "train": train.id,
                "hexes": list(route.hexes) if route else [],
                "stops": [view.signature(n) for n in route.nodes] if route else [],
                "revenue": route.revenue if route else 0,
                "revenue_str": route.revenue_str if route else "",
                "route": route_to_log(route) if route else None,
            }
        )
    report: dict[str, Any] = {
        "corporation": ctx.corporation,
        "phase": ctx.phase,
        "trains": trains,
        "total": result.total,
        "elapsed_ms": round(elapsed, 3),
    }
    if logged_routes is not None:
        logged: dict[str, Any] = {"routes": [dict(r) for r in logged_routes]}
        try:
            routes = parse_logged_run(ctx, logged_routes)
            revenues = validate_run(ctx, routes)
            logged.update(valid=True, revenues=revenues, total=sum(revenues))
        except IllegalAction as error:
            logged.update(valid=False, error=error.message, key=error.key)
        report["logged"] = logged
    return report


# Positions recorded in 18xx.games logs and state traces


@dataclass(frozen=True)
class TracePosition:
    """A ``run_routes`` action and the route context of the moment before it."""

    action: Mapping[str, Any]
    context: RouteContext


def positions_from_trace(
    data: Mapping[str, Any],
    log: Mapping[str, Any],
    trace: Sequence[Mapping[str, Any]],
    rules: Any = None,
) -> Iterator[TracePosition]:
    """Every applied ``run_routes`` action of a log with the board, tokens, trains and phase
    of the trace line before it (tests, benchmarks, and the command line until the engine
    replays logs). ``data`` is the title's data file."""
    manifest = TileSet.from_data(data).manifest
    live = filter_undone([Action.from_dict(a) for a in log["actions"]])
    runs = {a.id: a.to_dict() for a in live if a.type == "run_routes"}
    phases = {p["name"]: tuple(p["tiles"]) for p in data["phases"]}
    tiles: dict[str, str] = {}
    previous: Mapping[str, Any] | None = None
    for line in trace:
        if line.get("type") == "start":
            tiles = dict(line.get("tiles") or {})
            continue
        if line.get("id") == "result":
            continue
        action = runs.get(line.get("id"))
        if action is not None and previous is not None:
            board = board_from_trace(data, manifest, tiles, previous)
            state = previous["corporations"][action["entity"]]
            trains = tuple(RouteTrain.from_data(t, data) for t in state.get("trains", ()))
            kwargs = {"rules": rules} if rules is not None else {}
            context = RouteContext(
                board=board,
                corporation=action["entity"],
                phase_colors=phases[previous["phase"]],
                trains=trains,
                phase=previous["phase"],
                **kwargs,
            )
            yield TracePosition(action, context)
        tiles.update(line.get("tiles") or {})
        previous = line


def board_from_trace(
    data: Mapping[str, Any],
    manifest: Mapping[str, Any],
    tiles: Mapping[str, str],
    state: Mapping[str, Any],
) -> Board:
    """The board of a trace state: tiles as "name@rotation" per hex, and every corporation's
    tokens as "<hex>-<city index>"."""
    board = Board.from_data(data)
    counts: dict[str, int] = defaultdict(int)
    for hex_id, placed in tiles.items():
        name, _, rotation = placed.rpartition("@")
        hex_ = board.hexes.get(hex_id)
        if hex_ is None or name not in manifest:
            continue  # a pre-printed tile: the map already has it
        if hex_.tile.name == name and hex_.rotation == int(rotation):
            continue
        board.lay_tile(hex_id, manifest[name], f"{name}-{counts[name]}", int(rotation))
        counts[name] += 1
    for hex_ in board.hexes.values():
        for city in hex_.cities:
            city.tokens = [None] * len(city.tokens)
    for corporations in ("corporations", "minors"):
        for sym, entry in (state.get(corporations) or {}).items():
            for token in entry.get("tokens") or ():
                hex_id, _, city_index = token.rpartition("-")
                city = board.hexes[hex_id].cities[int(city_index)]
                if None in city.tokens:
                    city.tokens[city.tokens.index(None)] = sym
                else:
                    city.tokens.append(sym)
    return board
