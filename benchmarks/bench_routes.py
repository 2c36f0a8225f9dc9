"""Route finder benchmark: best_run on every run_routes position of the recorded 1830 games,
on dense synthetic late-game boards (two D-trains and other long trains), and on every run of
the recorded 1880 games and of seeded random 1880 games from phase C on (checked never to fall
below the logged revenue).

Prints the distribution of the times (median, p90, max) and the slowest positions; asserts
nothing. Run: .venv/bin/python benchmarks/bench_routes.py [--runs N] [--synthetic SEEDS]
[--profile] [--games N]
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
from railsdesk.engine.readings import SITE  # noqa: E402
from railsdesk.engine.route_finder import best_run  # noqa: E402
from railsdesk.engine.routes import RouteContext, RouteTrain  # noqa: E402
from railsdesk.engine.tiles import TileSet  # noqa: E402
from railsdesk.formats.log18xx import game_from_log  # noqa: E402
from railsdesk.formats.routes import positions_from_trace  # noqa: E402
from railsdesk.games import new_game  # noqa: E402
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


def log_1880_positions():
    """Every run_routes of the recorded 1880 games, with the logged revenue."""
    for log_file in sorted((FIXTURES / "logs" / "1880").glob("*.json")):
        game, actions = game_from_log(json.loads(log_file.read_text()))
        yield from run_positions(f"{log_file.stem}", game.state, filter_undone(actions))


def random_1880_positions(games: int):
    """Every run_routes from phase C on of seeded random 1880 games (3 to 7 players)."""
    for seed in range(1, games + 1):
        played = play_random_game("1880", 3 + seed % 5, seed)
        replay = new_game("1880", played.players_setup, [], seed=seed, reading=SITE)
        late = (
            (label, ctx, logged)
            for label, ctx, logged in run_positions(
                f"random{seed}", replay.state, played.live_actions()
            )
            if replay.state.phase.name[0] in "CD"
        )
        yield from late


def run_positions(name: str, state, actions):
    """(label, route context, logged revenue) at each run_routes, replaying as it goes."""
    for action in actions:
        if action.type == "run_routes":
            ctx = state.route_context(state.entity(action))
            logged = sum(r.get("revenue", 0) for r in action.get("routes") or [])
            yield f"{name}#{action.id} {action.entity}", ctx, logged
        state.process(action)


def report_against_log(title: str, positions, runs: int) -> None:
    """Times of the optimal run, and whether it ever falls below the logged revenue."""
    times, below = [], []
    for label, ctx, logged in positions:
        elapsed, result = timed(ctx, runs)
        times.append(elapsed)
        if result.total < logged:
            below.append(f"{label}: {result.total} < {logged}")
    if not times:
        print(f"{title}: no positions (fixtures not found at {FIXTURES})")
        return
    print(
        f"{title}: {len(times)} positions, median {statistics.median(times):.2f} ms, "
        f"worst {max(times):.2f} ms, below the logged revenue: {len(below)}"
    )
    for line in below[:5]:
        print(f"   {line}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per position (best counts)")
    parser.add_argument("--synthetic", type=int, default=20, help="dense boards (seeds)")
    parser.add_argument("--profile", action="store_true", help="profile the slowest position")
    parser.add_argument("--games", type=int, default=20, help="random 1880 games (seeds)")
    args = parser.parse_args(argv)
    rows = report("1830 logs", fixture_positions(), args.runs)
    rows += report("dense boards", synthetic_positions(args.synthetic), 1)
    report_against_log("1880 logs", log_1880_positions(), args.runs)
    report_against_log("1880 random late games", random_1880_positions(args.games), args.runs)
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
