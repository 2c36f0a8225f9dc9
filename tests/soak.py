"""The long fuzz run (`make soak`, minutes, outside the test suite): every reader is given
mutated files for a while, then the command line is run as a program with bad arguments and bad
files. Prints, per reader, how many files were tried, refused cleanly, accepted, reported as an
engine bug, crashed and hung. Then the engine: per title, mutated legal actions at random
moments (refused cleanly, accepted as legal, wrongly accepted, crashed) and whole random games
with the invariants after every action and undo/redo round trips. Exits 1 if anything
crashed, hung, was wrongly accepted or broke an invariant.

    python tests/soak.py [--seconds-per-reader N] [--cli-seconds N] [--engine-seconds N]
                         [--games N] [--jobs J] [--only-games] [--seed S] [--keep DIR]

The whole random games are the long part (seconds each): `--jobs` plays them in that many
processes, `--only-games` skips the readers, the command line and the action fuzzing, e.g.
`--only-games --games 10000 --jobs 8` for the ten thousand games per title.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import engine_fuzz
import fuzzing
from conftest import ROOT

HANG_SECONDS = 20  # a reader that takes longer on one file counts as hung
CLI_HANG_SECONDS = 120  # a whole command (a random game, every route of a log) may take long


class Hung(Exception):
    pass


def on_alarm(signum, frame):
    raise Hung()


def soak_reader(reader, seconds: float, rng: random.Random, work: Path, keep: Path | None):
    counts: Counter = Counter()
    examples: dict[str, str] = {}
    base = reader.base()
    path = work / f"fuzzed{reader.suffix}"
    specials = fuzzing.special_files(work).items() if reader.specials else []
    candidates = [("special " + name, p) for name, p in specials]
    deadline = time.monotonic() + seconds
    while candidates or time.monotonic() < deadline:
        if candidates:
            label, target = candidates.pop()
        else:
            label, target = "mutated", path
            target.write_bytes(reader.mutate(base, fuzzing.Chooser.seeded(rng)))
        signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
        try:
            result, message = fuzzing.outcome(reader, target)
        except Hung:
            result, message = fuzzing.HUNG, f"no answer within {HANG_SECONDS} s"
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        counts[result] += 1
        if result in (*fuzzing.FAILURES, fuzzing.ENGINE_BUG):
            key = f"{result}: {message.split(': action')[-1][:120]}"
            if key not in examples:
                examples[key] = label
                if keep is not None and target == path:
                    kept = keep / f"{reader.name.replace(' ', '-')}-{len(examples)}{reader.suffix}"
                    kept.write_bytes(path.read_bytes())
                    examples[key] += f" (kept as {kept})"
    return counts, examples


def soak_cli(seconds: float, rng: random.Random, work: Path):
    counts: Counter = Counter()
    examples: dict[str, str] = {}
    files = fuzzing.cli_files(work / "in", actions=None)
    outputs = fuzzing.cli_outputs(work / "out")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        argv = fuzzing.cli_arguments(fuzzing.Chooser.seeded(rng), files, outputs)
        try:
            run = subprocess.run(
                [sys.executable, "-m", "railsdesk", *argv],
                capture_output=True,
                text=True,
                env=env,
                cwd=work,  # outputs named by a fuzzed argument land in the soak's folder
                timeout=CLI_HANG_SECONDS,
            )
        except subprocess.TimeoutExpired:
            counts[fuzzing.HUNG] += 1
            examples.setdefault(f"hung: {argv}", "")
            continue
        problem = fuzzing.cli_problem(run.returncode, run.stdout, run.stderr)
        if problem:
            counts[fuzzing.CRASHED] += 1
            examples.setdefault(f"{problem}: {argv}", run.stderr[-300:])
        elif "a bug in railsdesk" in run.stderr:
            counts[fuzzing.ENGINE_BUG] += 1
            examples.setdefault(f"engine bug: {run.stderr.strip()[:160]}", str(argv))
        else:
            counts[fuzzing.ACCEPTED if run.returncode == 0 else fuzzing.REFUSED] += 1
    return counts, examples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds-per-reader", type=float, default=45)
    parser.add_argument("--cli-seconds", type=float, default=90)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument(
        "--engine-seconds", type=float, default=120, help="action fuzzing per title"
    )
    parser.add_argument("--games", type=int, default=20, help="whole random games per title")
    parser.add_argument("--jobs", type=int, default=1, help="processes for the random games")
    parser.add_argument(
        "--only-games", action="store_true", help="only the whole random games of each title"
    )
    parser.add_argument("--keep", type=Path, help="a folder for the files that failed")
    args = parser.parse_args()
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    signal.signal(signal.SIGALRM, on_alarm)
    from PySide6.QtCore import qInstallMessageHandler

    qInstallMessageHandler(lambda *message: None)  # Qt's warnings about damaged settings values
    rng = random.Random(args.seed)
    if args.only_games:
        print(f"seed {args.seed}; {args.games} random games per title in {args.jobs} processes")
        return 1 if soak_engine(0, args.games, rng, args.jobs) else 0
    print(f"seed {args.seed}; {args.seconds_per_reader:g} s per reader, {args.cli_seconds:g} s CLI")
    rows = []
    failures = 0
    with tempfile.TemporaryDirectory(prefix="railsdesk-soak-") as tmp:
        work = Path(tmp)
        readers = fuzzing.readers(actions=None) + fuzzing.rules_readers(actions=None)
        for reader in readers + [fuzzing.settings_reader()]:
            counts, examples = soak_reader(reader, args.seconds_per_reader, rng, work, args.keep)
            rows.append((reader.name, counts, examples))
            failures += sum(counts[outcome] for outcome in fuzzing.FAILURES)
        counts, examples = soak_cli(args.cli_seconds, rng, work)
        rows.append(("command line", counts, examples))
        failures += counts[fuzzing.CRASHED] + counts[fuzzing.HUNG]
    columns = ["tried", *fuzzing.OUTCOMES]
    print(f"{'reader':<16}" + "".join(f"{c:>17}" for c in columns))
    for name, counts, _ in rows:
        cells = [sum(counts.values())] + [counts[c] for c in fuzzing.OUTCOMES]
        print(f"{name:<16}" + "".join(f"{n:>17}" for n in cells))
    for name, _, examples in rows:
        for key, where in examples.items():
            print(f"{name}: {key} [{where}]")
    failures += soak_engine(args.engine_seconds, args.games, rng, args.jobs)
    return 1 if failures else 0


def soak_engine(seconds: float, games: int, rng: random.Random, jobs: int = 1) -> int:
    """Action fuzzing and whole random games per title; prints the counts, returns failures."""
    failed = 0
    for title in engine_fuzz.TITLES:
        counts: Counter = Counter()
        problems: list = []
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            engine_fuzz.fuzz_game(title, rng.randrange(10**9), 40, counts, problems)
        started = time.monotonic()
        seeds = [(title, rng.randrange(10**9)) for _ in range(games)]
        with multiprocessing.Pool(jobs) as pool:
            for game_counts, game_problems in pool.imap_unordered(soak_one_game, seeds):
                counts.update(game_counts)
                problems += game_problems
        elapsed = time.monotonic() - started
        counts["seconds for the games"] = round(elapsed)
        print(f"engine {title}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
        for problem, action in problems[:10]:
            print(f"engine {title}: {problem}: {action}")
        failed += len(problems) + counts["crashed"]
    return failed


def soak_one_game(job: tuple[str, int]) -> tuple[Counter, list]:
    """One whole random game (in a worker process): its counts and its problems."""
    title, seed = job
    counts: Counter = Counter()
    problems: list = []
    try:
        engine_fuzz.soak_game(title, seed, counts, problems)
    except Exception as exc:  # noqa: BLE001 - a crash is counted and shown with its seed
        counts["crashed"] += 1
        problems.append((f"crashed: {exc!r}", {"seed": seed}))
    return counts, problems


if __name__ == "__main__":
    sys.exit(main())
