"""Engine benchmarks: the 1856, 1849 and 1880 logs replayed as a user meets it (`railsdesk
replay` in a fresh process, the elapsed_ms it reports) against the 18xx.games engine's best of
three (its time_replay.rb, when Ruby is installed and RAILSDESK_ORACLE_LIB names the engine's
unpacked lib folder), in turns so that both meet the machine's slow spells alike; ours also
timed as the reference is (the best of three replays in one process); and the
whole process's time with the compiled modules cached and with none (as a test run with
PYTHONDONTWRITEBYTECODE=1 meets it); replay of the 1830 logs, legal tile lays on a late map,
undo rebuild.

With --instructions, only the processor instructions each replay takes in a fresh process
(valgrind's callgrind, when installed): a count that the machine's slow spells do not move, to
compare one version of the engine with another.

Prints figures; asserts nothing. Run: .venv/bin/python benchmarks/bench_engine.py
[--instructions]
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from railsdesk.engine.actions import filter_undone  # noqa: E402
from railsdesk.formats import game_from_data  # noqa: E402
from railsdesk.formats.log18xx import game_from_log  # noqa: E402

LOGS = ROOT.parent / "shared" / "fixtures" / "logs" / "1830"


def best_of(fn, runs: int = 7) -> tuple[float, float]:
    """(best, median) wall time in ms."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        times.append((time.perf_counter() - started) * 1000)
    return min(times), statistics.median(times)


def bench_replay() -> None:
    for path in sorted(LOGS.glob("*.json")):
        data = json.loads(path.read_text())
        game_from_data(data)  # warm caches (title data, tile geometry)
        best, median = best_of(lambda data=data: game_from_data(data))
        applied = len(filter_undone(game_from_log(data)[1]))
        print(f"replay {path.name}: {applied} actions, best {best:.1f} ms, median {median:.1f} ms")


def bench_highest_revenue_check() -> None:
    """What the rulebook's highest-revenue check (1830 §20.3, 1849 R 4.3.2) costs a run made
    in the window: at every run of the 1830 and 1849 logs, the check of that position's best
    run (the usual case: the run found best is accepted), beside the log's whole replay,
    which does not judge its runs again (processor time)."""
    from railsdesk.engine.routes import parse_logged_run, validate_run

    for path in sorted(LOGS.glob("*.json")) + sorted((LOGS.parent / "1849").glob("*.json")):
        data = json.loads(path.read_text())
        game_from_data(data)  # warm caches
        started = time.process_time()
        game_from_data(data)
        replay = time.process_time() - started
        game, actions = game_from_log(data)
        state, spent, runs = game.state, 0.0, 0
        for action in filter_undone(actions):
            if action.type == "run_routes":
                runner = state.entity(action)
                best = sum(route["revenue"] for route in state.best_routes(runner))
                ctx = state.route_context(runner)
                ctx.checks_log = True  # as the check of a run_routes action reads it
                validate_run(ctx, parse_logged_run(ctx, action.get("routes") or [], False))
                started = time.process_time()
                state.refuse_below_best(ctx, best)
                spent += time.process_time() - started
                runs += 1
            state.process(action)
        print(
            f"highest-revenue check {path.parent.name}/{path.name}: {runs} runs, "
            f"{spent * 1000 / max(runs, 1):.2f} ms a run, {spent * 1000:.0f} ms in all "
            f"(the replay: {replay * 1000:.0f} ms)"
        )


def late_track_position(data):
    """A late-game state with a corporation about to lay track."""
    game, actions = game_from_log(data)
    live = filter_undone(actions)
    found = None
    for action in live:
        game.state.process(action)
        if game.state.finished:
            break
        legal = game.state.legal()
        if "lay_tile" in legal["actions"] and legal["entity_type"] == "corporation":
            found = action.id
    game2, _ = game_from_log(data)
    for action in live:
        if action.id > found:
            break
        game2.state.process(action)
    return game2.state


def bench_tile_options() -> None:
    for path in sorted(LOGS.glob("*.json")):
        state = late_track_position(json.loads(path.read_text()))
        corp = state.current_entity()

        def query(state=state, corp=corp):
            state.map_changed()  # no cached reach: the full query
            return state.tile_options(corp)

        options = query()
        best, median = best_of(query, 15)
        lays = sum(len(r["rotations"]) for v in options.values() for r in v)
        print(
            f"tile lays {path.name} ({state.round_label()}, {corp.sym}): {len(options)} hexes, "
            f"{lays} tile+rotation choices, best {best:.1f} ms, median {median:.1f} ms"
        )


def bench_undo() -> None:
    for path in sorted(LOGS.glob("*.json")):
        data = json.loads(path.read_text())
        game = game_from_data(data)
        actions = list(game.raw_actions)

        def undo_once(game=game, actions=actions):
            game.raw_actions = list(actions)
            game.process({"type": "undo", "entity": game.players_setup[0]["id"]})

        best, median = best_of(undo_once)
        print(
            f"undo {path.name}: rebuild of {len(filter_undone(actions))} actions, "
            f"best {best:.1f} ms, median {median:.1f} ms"
        )


def fresh_process_replay_ms(path: Path, compiled: bool = True) -> tuple[float, float]:
    """`railsdesk replay` in a new process: the replay time it reports itself, and the whole
    process's wall time (start-up and imports too), in ms. compiled: as a user's installation
    runs it, with the compiled modules cached; else every module compiled afresh and nothing
    written (as a test run with PYTHONDONTWRITEBYTECODE=1 in a fresh clone)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as empty:
        if not compiled:
            env.update(PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=empty)
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "railsdesk", "replay", str(path)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        wall = (time.perf_counter() - started) * 1000
    return float(json.loads(done.stdout.splitlines()[-1])["elapsed_ms"]), wall


BEST_OF_THREE_SCRIPT = """
import sys, time
from railsdesk.cli import load_data, read
data = read(sys.argv[1])
times = []
for _ in range(3):
    started = time.perf_counter()
    load_data(sys.argv[1], data)
    times.append((time.perf_counter() - started) * 1000)
print(min(times))
"""


def best_of_three_in_process_ms(path: Path) -> float:
    """Ours timed as the reference's time_replay.rb times it: three replays in one process
    (the first makes the caches a process keeps, as the reference's first does), the best."""
    done = subprocess.run(
        [sys.executable, "-c", BEST_OF_THREE_SCRIPT, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(done.stdout.split()[-1])


def reference_replay_ms(path: Path) -> float | None:
    """The reference engine's best of three in-process replays (when it is set up: its
    engine folder in RAILSDESK_ORACLE_LIB, its tools beside the fixtures)."""
    lib = os.environ.get("RAILSDESK_ORACLE_LIB")
    script = ROOT.parent / "shared" / "tools" / "oracle" / "time_replay.rb"
    if not lib or not script.is_file() or shutil.which("ruby") is None:
        return None
    done = subprocess.run(
        ["ruby", script.name, lib, str(path)],
        cwd=script.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(done.stdout.split()[-1])


def bench_replay_against_reference(title: str, rounds: int = 3) -> None:
    """Both sides measured in turns (`rounds` times: three fresh processes of ours, then the
    reference's best of three), so that a slow spell of the machine meets both; the best of
    each is compared."""
    for path in sorted((LOGS.parent / title).glob("*.json")):
        fresh_process_replay_ms(path)  # the first run caches the compiled modules
        cached_runs: list[tuple[float, float]] = []
        references: list[float] = []
        alike: list[float] = []
        for _ in range(rounds):
            cached_runs += [fresh_process_replay_ms(path) for _ in range(3)]
            alike.append(best_of_three_in_process_ms(path))
            reference_run = reference_replay_ms(path)
            if reference_run is not None:
                references.append(reference_run)
        uncached_runs = [fresh_process_replay_ms(path, compiled=False) for _ in range(3)]
        ours, wall = min(r[0] for r in cached_runs), min(r[1] for r in cached_runs)
        uncached = min(r[0] for r in uncached_runs)
        uncached_wall = min(r[1] for r in uncached_runs)
        line = f"replay {title}/{path.name} (railsdesk replay, fresh process): best {ours:.1f} ms"
        if references:
            reference = min(references)
            line += (
                f"; reference engine best of {3 * len(references)} {reference:.1f} ms"
                f" ({ours / reference:.0%})"
            )
        print(line)
        timed_alike = min(alike)
        line = f"  timed as the reference is (best of three in one process): {timed_alike:.1f} ms"
        if references:
            line += f" ({timed_alike / min(references):.0%} of the reference's)"
        print(line)
        print(
            f"  whole process {wall:.0f} ms; modules compiled afresh: replay {uncached:.1f} ms, "
            f"whole process {uncached_wall:.0f} ms"
        )


# Reads a log, then replays it or not: the difference is the replay's instructions.
INSTRUCTIONS_SCRIPT = """
import sys
from railsdesk.cli import load_data, read
data = read(sys.argv[1])
if sys.argv[2] == "replay":
    load_data(sys.argv[1], data)
"""


def callgrind_instructions(path: Path, what: str) -> int:
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            INSTRUCTIONS_SCRIPT,
            str(path),
            what,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    collected = [line for line in done.stderr.splitlines() if "Collected" in line]
    return int(collected[-1].split()[-1])


def bench_instructions() -> None:
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed")
    for title in ("1856", "1849", "1880"):
        for path in sorted((LOGS.parent / title).glob("*.json")):
            replay = callgrind_instructions(path, "replay") - callgrind_instructions(path, "read")
            print(f"instructions {title}/{path.name}: {replay / 1e6:.0f} million")


if __name__ == "__main__":
    if not LOGS.is_dir():
        sys.exit(f"fixtures not found at {LOGS}")
    print(f"Python {sys.version.split()[0]} at {sys.executable}")  # the figures depend on it
    if "--instructions" in sys.argv:
        bench_instructions()
        sys.exit()
    for title in ("1856", "1849", "1880"):
        bench_replay_against_reference(title)
    bench_replay()
    bench_highest_revenue_check()
    bench_tile_options()
    bench_undo()
