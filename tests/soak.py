"""The long fuzz run (`make soak`, minutes, outside the test suite): every reader is given
mutated files for a while, then the command line is run as a program with bad arguments and bad
files. Prints, per reader, how many files were tried, refused cleanly, accepted, reported as an
engine bug, crashed and hung. Then the engine: per title, mutated legal actions at random
moments (refused cleanly, accepted as legal, wrongly accepted, crashed) and whole random games
with the invariants after every action and undo/redo round trips. Exits 1 if anything
crashed, hung, was wrongly accepted or broke an invariant.

    python tests/soak.py [--seconds-per-reader N] [--cli-seconds N] [--engine-seconds N]
                         [--games N] [--seed S] [--keep DIR]
"""

from __future__ import annotations

import argparse
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
        if result in (fuzzing.CRASHED, fuzzing.HUNG, fuzzing.ENGINE_BUG):
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
    parser.add_argument("--keep", type=Path, help="a folder for the files that failed")
    args = parser.parse_args()
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    signal.signal(signal.SIGALRM, on_alarm)
    from PySide6.QtCore import qInstallMessageHandler

    qInstallMessageHandler(lambda *message: None)  # Qt's warnings about damaged settings values
    rng = random.Random(args.seed)
    print(f"seed {args.seed}; {args.seconds_per_reader:g} s per reader, {args.cli_seconds:g} s CLI")
    rows = []
    failures = 0
    with tempfile.TemporaryDirectory(prefix="railsdesk-soak-") as tmp:
        work = Path(tmp)
        for reader in fuzzing.readers(actions=None) + [fuzzing.settings_reader()]:
            counts, examples = soak_reader(reader, args.seconds_per_reader, rng, work, args.keep)
            rows.append((reader.name, counts, examples))
            failures += counts[fuzzing.CRASHED] + counts[fuzzing.HUNG]
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
    failures += soak_engine(args.engine_seconds, args.games, rng)
    return 1 if failures else 0


def soak_engine(seconds: float, games: int, rng: random.Random) -> int:
    """Action fuzzing and whole random games per title; prints the counts, returns failures."""
    failed = 0
    for title in engine_fuzz.TITLES:
        counts: Counter = Counter()
        problems: list = []
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            engine_fuzz.fuzz_game(title, rng.randrange(10**9), 40, counts, problems)
        for _ in range(games):
            engine_fuzz.soak_game(title, rng.randrange(10**9), counts, problems)
        print(f"engine {title}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
        for problem, action in problems[:10]:
            print(f"engine {title}: {problem}: {action}")
        failed += len(problems) + counts["crashed"]
    return failed


if __name__ == "__main__":
    sys.exit(main())
