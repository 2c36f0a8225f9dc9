"""Route finder benchmark: best_run on every run_routes position of the recorded 1830 games,
on dense synthetic late-game boards (two D-trains and other long trains), and on every
run_routes position of the recorded 1856, 1849 and 1880 games and of the last operating
rounds of seeded random 1856, 1849 and 1880 games (D-trains, bridge, tunnel and port bonuses;
hex trains, gauges, E-trains; plus trains and the Trans-Siberian bonus), each checked never to
fall below the revenue the game logged.

Prints the distribution of the times (median, p90, max) and the slowest positions; asserts
nothing. Run: .venv/bin/python benchmarks/bench_routes.py [--runs N] [--synthetic SEEDS]
[--random GAMES] [--profile]
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
from railsdesk.formats.log18xx import game_from_log, to_log  # noqa: E402
from railsdesk.formats.routes import positions_from_trace  # noqa: E402
from railsdesk.random_play import play_random_game  # noqa: E402

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


def replayed_positions(title: str, logs: list[tuple[str, dict]], late: float = 1.0):
    """(label, context, logged revenue) at each run_routes of the logs, replayed here (only the
    last `late` share of each game's). The context reads the live board: use it at once."""
    for name, log in logs:
        game, actions = game_from_log(log)
        live = filter_undone(actions)
        runs = [a for a in live if a.type == "run_routes"]
        first = runs[int(len(runs) * (1 - late))].id if runs else None
        started = False
        for action in live:
            started = started or action.id == first
            if action.type == "run_routes" and started:
                corp = game.state.entity(action)
                logged = sum(r.get("revenue", 0) for r in action.get("routes") or [])
                yield f"{title} {name}#{action.id}", game.state.route_context(corp), logged
            game.state.process(action)


def fixture_logs(title: str) -> list[tuple[str, dict]]:
    logs = FIXTURES / "logs" / title
    found = sorted(logs.glob("*.json")) if logs.is_dir() else []
    return [(path.stem, json.loads(path.read_text())) for path in found]


def random_late_logs(title: str, games: int) -> list[tuple[str, dict]]:
    """Seeded random games (4 players; the advanced game with Electric Dreams for 1849), to be
    read from their last stock round and operating rounds."""
    options = ["acquiring_station_tokens", "bonds", "electric_dreams"] if title == "1849" else []
    found = []
    for seed in range(1, games + 1):
        log = to_log(play_random_game(title, 4, seed, options))
        log["id"] = seed
        found.append((f"random {seed}", log))
    return found


def report_against_log(title: str, positions, runs: int, slowest: int = 3):
    """Like report, and how often the optimum fell below the logged revenue (never should)."""
    rows = []
    below = []
    for label, ctx, logged in positions:
        elapsed, result = timed(ctx, runs)
        rows.append((elapsed, label, result))
        if result.total < logged:
            below.append((label, result.total, logged))
    if not rows:
        print(f"{title}: no positions")
        return rows
    times = sorted(r[0] for r in rows)
    print(
        f"{title}: {len(rows)} positions, median {statistics.median(times):.2f} ms, "
        f"max {times[-1]:.2f} ms, below the logged revenue: {len(below)}"
    )
    for label, total, logged in below:
        print(f"   BELOW {label}: found {total}, logged {logged}")
    for elapsed, label, result in sorted(rows, key=lambda r: -r[0])[:slowest]:
        print(f"   {elapsed:8.2f} ms  {label}: total {result.total}")
    return rows


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
    parser.add_argument("--random", type=int, default=20, help="random games per title")
    parser.add_argument("--profile", action="store_true", help="profile the slowest position")
    args = parser.parse_args(argv)
    rows = report("1830 logs", fixture_positions(), args.runs)
    rows += report("dense boards", synthetic_positions(args.synthetic), 1)
    for title in ("1856", "1849", "1880"):
        logs = fixture_logs(title)
        report_against_log(f"{title} logs", replayed_positions(title, logs), args.runs)
    for title in ("1856", "1849", "1880"):
        late = replayed_positions(title, random_late_logs(title, args.random), late=0.3)
        report_against_log(f"{title} random late games", late, 1)
    if args.profile and rows:
        _, label, _ = max(rows, key=lambda r: r[0])
        ctx = dict(list(fixture_positions()) + list(synthetic_positions(args.synthetic)))[label]
        print(f"profile of {label}:")
        profiler = cProfile.Profile()
        profiler.runcall(best_run, ctx)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(12)
    return 0


if __name__ == "__main__":
    sys.exit(main())
