"""Engine benchmarks: replay of the 1830 logs, legal tile lays on a late map, undo rebuild;
the 1856 logs replayed as a user meets it (`railsdesk replay` in a fresh process, its own
elapsed_ms) against the 18xx.games engine's best of three (its time_replay.rb, when Ruby and
the engine are there: RAILSDESK_ORACLE_LIB names the engine's lib folder).

Prints figures; asserts nothing. Run: .venv/bin/python benchmarks/bench_engine.py
"""

from __future__ import annotations

import json
import os
import shutil
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
SHARED = ROOT.parent / "shared"
ORACLE_TOOLS = SHARED / "tools" / "oracle"
ORACLE_LIB = Path(os.environ.get("RAILSDESK_ORACLE_LIB", ROOT.parent / "oracle" / "lib"))


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


def fresh_process_replay(path: Path) -> float:
    """`railsdesk replay` in a new process: the elapsed_ms it reports (best of three)."""
    times = []
    for _ in range(3):
        out = subprocess.run(
            [sys.executable, "-m", "railsdesk", "replay", str(path)],
            cwd=ROOT, capture_output=True, text=True, check=True,
        )  # fmt: skip
        times.append(json.loads(out.stdout)["elapsed_ms"])
    return min(times)


def reference_replay(path: Path) -> float | None:
    """The 18xx.games engine's best of three in-process replays, in ms (None: not set up)."""
    ruby = shutil.which("ruby")
    if ruby is None or not ORACLE_LIB.is_dir():
        return None
    out = subprocess.run(
        [ruby, "time_replay.rb", str(ORACLE_LIB), str(path)],
        cwd=ORACLE_TOOLS, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return float(out.stdout.strip())


def bench_replay_against_reference(title: str = "1856") -> None:
    for path in sorted((SHARED / "fixtures" / "logs" / title).glob("*.json")):
        ours = fresh_process_replay(path)
        theirs = reference_replay(path)
        line = f"replay {title} {path.name}: railsdesk {ours:.1f} ms"
        if theirs is not None:
            line += f", 18xx.games {theirs:.1f} ms, ratio {ours / theirs:.2f}"
        print(line)


if __name__ == "__main__":
    if not LOGS.is_dir():
        sys.exit(f"fixtures not found at {LOGS}")
    bench_replay()
    bench_tile_options()
    bench_undo()
    bench_replay_against_reference("1856")
