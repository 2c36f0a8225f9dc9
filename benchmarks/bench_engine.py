"""Engine benchmarks: replay of the 1830 logs, legal tile lays on a late map, undo rebuild;
and for 1849, `railsdesk replay` of each log in a fresh process against the reference engine's
replay time (when RAILSDESK_ORACLE_LIB names its unpacked lib folder; its timing script is
taken from the shared tools folder beside the project, or RAILSDESK_ORACLE_TOOLS).

Prints figures; asserts nothing. Run: .venv/bin/python benchmarks/bench_engine.py
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from railsdesk.engine.actions import filter_undone  # noqa: E402
from railsdesk.formats import game_from_data  # noqa: E402
from railsdesk.formats.log18xx import game_from_log  # noqa: E402

LOGS = ROOT.parent / "shared" / "fixtures" / "logs" / "1830"
FRESH_PROCESS_TITLES = ("1849",)
ORACLE_TOOLS = Path(
    os.environ.get("RAILSDESK_ORACLE_TOOLS", ROOT.parent / "shared" / "tools" / "oracle")
)


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


def fresh_replay_ms(path: Path, runs: int = 3) -> tuple[float, float]:
    """Best wall time and best processor time (user + system) of `railsdesk replay` in a new
    process, start-up included; the processor time does not count waiting for a busy CPU."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "railsdesk", "replay", str(path)],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        walls.append((time.perf_counter() - started) * 1000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    return min(walls), min(cpus)


def reference_replay_ms(path: Path) -> float | None:
    """The reference engine's best of three in-process replays, if it is set up here."""
    lib = os.environ.get("RAILSDESK_ORACLE_LIB")
    script = ORACLE_TOOLS / "time_replay.rb"
    if not lib or not script.is_file():
        return None
    done = subprocess.run(
        ["ruby", script.name, lib, str(path)],
        cwd=ORACLE_TOOLS,
        capture_output=True,
        text=True,
        check=False,
    )
    try:
        return float(done.stdout.split()[-1]) if done.returncode == 0 else None
    except (IndexError, ValueError):
        return None


def bench_fresh_replay() -> None:
    for title in FRESH_PROCESS_TITLES:
        for path in sorted((LOGS.parent / title).glob("*.json")):
            ours, cpu = fresh_replay_ms(path)
            reference = reference_replay_ms(path)
            versus = (
                f", reference {reference:.0f} ms (ratio {ours / reference:.2f})"
                if reference
                else " (reference engine not set up: RAILSDESK_ORACLE_LIB)"
            )
            print(
                f"fresh replay {title}/{path.name}: railsdesk {ours:.0f} ms "
                f"(processor {cpu:.0f} ms){versus}"
            )


if __name__ == "__main__":
    if not LOGS.is_dir():
        sys.exit(f"fixtures not found at {LOGS}")
    bench_fresh_replay()
    bench_replay()
    bench_tile_options()
    bench_undo()
