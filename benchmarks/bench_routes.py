"""Route finder benchmark: best_run on every run_routes position of the recorded 1830 and 1856
games (1856 with its D-trains, bridge, tunnel and port bonuses; each optimal run checked against
the logged revenue), and on dense synthetic late-game boards (two D-trains and other long
trains).

Prints the distribution of the times (median, p90, max) and the slowest positions; asserts
nothing. Run: .venv/bin/python benchmarks/bench_routes.py [--runs N] [--synthetic SEEDS]
[--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from railsdesk.engine.actions import filter_undone  # noqa: E402
from railsdesk.engine.board import Board  # noqa: E402
from railsdesk.engine.route_finder import best_run  # noqa: E402
from railsdesk.engine.routes import RouteContext, RouteTrain  # noqa: E402
from railsdesk.engine.tiles import TileSet  # noqa: E402
from railsdesk.formats.log18xx import game_from_log  # noqa: E402
from railsdesk.formats.routes import positions_from_trace  # noqa: E402

FIXTURES = Path(os.environ.get("RAILSDESK_FIXTURES", ROOT.parent / "shared" / "fixtures"))
DATA = json.loads((ROOT / "railsdesk" / "games" / "g1830" / "data.json").read_text())


def timed(ctx, runs: int):
    """(best time in ms, result) over a few runs."""
    best = None
    result = None
    for _ in range(runs):
        started = time.perf_counter()
        result = best_run(ctx)
        elapsed = (time.perf_counter() - started) * 1000
        best = elapsed if best is None else min(best, elapsed)
    return best, result


def fixture_positions():
    logs = FIXTURES / "logs" / "1830"
    for log_file in sorted(logs.glob("*.json")) if logs.is_dir() else []:
        trace_file = FIXTURES / "traces" / "1830" / f"{log_file.stem}.jsonl"
        if not trace_file.is_file():
            continue
        log = json.loads(log_file.read_text())
        trace = [json.loads(line) for line in trace_file.read_text().splitlines() if line]
        for position in positions_from_trace(DATA, log, trace):
            yield f"{log_file.stem}#{position.action['id']}", position.context


def replayed_positions(title: str, logged: dict[str, int]):
    """Each run_routes of a title's logs, from a replay by the engine (the title's bonuses in
    the route context); logged[label] is the revenue the log records."""
    logs = FIXTURES / "logs" / title
    for log_file in sorted(logs.glob("*.json")) if logs.is_dir() else []:
        game, actions = game_from_log(json.loads(log_file.read_text()))
        state = game.state
        for action in filter_undone(actions):
            if action.type == "run_routes":
                label = f"{log_file.stem}#{action.id}"
                logged[label] = sum(r.get("revenue", 0) for r in action.get("routes") or [])
                yield label, state.route_context(state.corporation(action.entity))
            state.process(action)


def below_logged(rows, logged: dict[str, int]) -> None:
    """The optimal run must never earn less than the run the log records."""
    short = [(label, result.total, logged[label]) for _, label, result in rows
             if result.total < logged[label]]  # fmt: skip
    print(f"   below the logged revenue: {len(short)} of {len(rows)} {short[:5]}")


def dense_board(seed: int) -> Board:
    """A late-game 1830 board: every hex upgraded to green or brown, rotations chosen to join
    the neighbours' track, random tokens in about half of the city slots."""
    rnd = random.Random(seed)
    manifest = TileSet.from_data(DATA).manifest
    board = Board.from_data(DATA)
    by_kind: dict[tuple, list] = {}
    for tile in manifest.values():
        if tile.color in ("green", "brown"):
            key = (len(tile.cities), len(tile.towns), tile.label)
            by_kind.setdefault(key, []).append(tile)
    hexes = list(board.hexes.values())
    rnd.shuffle(hexes)
    for hex_ in hexes * 2:
        if hex_.tile.color in ("red", "gray", "blue"):
            continue
        options = by_kind.get((len(hex_.tile.cities), len(hex_.tile.towns), hex_.tile.label))
        if not options:
            continue
        best = None
        for tile in rnd.sample(options, min(4, len(options))):
            for rotation in range(6):
                score = rnd.random()
                for edge in tile.exits(rotation):
                    other = hex_.neighbors.get(edge)
                    if other is None:
                        score -= 2
                    elif (edge + 3) % 6 in board.hexes[other].exits():
                        score += 2
                if best is None or score > best[0]:
                    best = (score, tile, rotation)
        _, tile, rotation = best
        board.lay_tile(hex_.id, tile, f"{tile.name}-0", rotation)
    corporations = [c["sym"] for c in DATA["corporations"]]
    for hex_ in board.hexes.values():
        for city in hex_.cities:
            for slot in range(len(city.tokens)):
                if rnd.random() < 0.45:
                    city.tokens[slot] = rnd.choice(corporations)
    return board


TRAIN_SETS = (("D-0", "D-1"), ("6-0", "D-0"), ("5-0", "6-0"), ("4-0", "4-1", "4-2"))


def synthetic_positions(seeds: int):
    phase = next(p for p in DATA["phases"] if p["name"] == "D")
    for seed in range(seeds):
        board = dense_board(seed)
        for corporation in ("PRR", "NYC", "B&O", "ERIE"):
            tokened = any(
                city.tokened_by(corporation) for h in board.hexes.values() for city in h.cities
            )
            if not tokened:
                continue
            for names in TRAIN_SETS:
                trains = tuple(RouteTrain.from_data(t, DATA) for t in names)
                ctx = RouteContext(board, corporation, tuple(phase["tiles"]), trains, phase="D")
                yield f"dense{seed} {corporation} {'+'.join(names)}", ctx


def report(title: str, positions, runs: int, slowest: int = 5):
    rows = []
    for label, ctx in positions:
        elapsed, result = timed(ctx, runs)
        rows.append((elapsed, label, result))
    if not rows:
        print(f"{title}: no positions (fixtures not found at {FIXTURES})")
        return rows
    times = sorted(r[0] for r in rows)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    print(
        f"{title}: {len(rows)} positions, median {statistics.median(times):.2f} ms, "
        f"p90 {p90:.2f} ms, max {times[-1]:.2f} ms, total {sum(times) / 1000:.2f} s"
    )
    for elapsed, label, result in sorted(rows, key=lambda r: -r[0])[:slowest]:
        stats = result.stats
        print(
            f"   {elapsed:8.2f} ms  {label}: total {result.total}, {stats.get('stops')} stops, "
            f"{stats.get('segments')} segments, candidates {stats.get('candidates')}, "
            f"{stats.get('expanded')} partial routes"
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per position (best counts)")
    parser.add_argument("--synthetic", type=int, default=20, help="dense boards (seeds)")
    parser.add_argument("--profile", action="store_true", help="profile the slowest position")
    args = parser.parse_args(argv)
    rows = report("1830 logs", fixture_positions(), args.runs)
    logged: dict[str, int] = {}
    rows_1856 = report("1856 logs", replayed_positions("1856", logged), args.runs)
    below_logged(rows_1856, logged)
    rows += rows_1856
    rows += report("dense boards", synthetic_positions(args.synthetic), 1)
    if args.profile and rows:
        _, label, _ = max(rows, key=lambda r: r[0])
        positions = [*fixture_positions(), *replayed_positions("1856", {})]
        ctx = dict(positions + list(synthetic_positions(args.synthetic)))[label]
        print(f"profile of {label}:")
        profiler = cProfile.Profile()
        profiler.runcall(best_run, ctx)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(12)
    return 0


if __name__ == "__main__":
    sys.exit(main())
