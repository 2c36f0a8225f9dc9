"""Computer games held against two outside references.

    python benchmarks/check_bots.py [--games N] [--titles 1830,1856] [--seed S] [--keep DIR]

1. Legality: per title, N seeded games of computer players (alternately the strong level
   against basic players and the basic level against random players) are written as
   18xx.games logs and replayed by the 18xx.games engine (the referee of
   ../shared/tools/oracle: Ruby, and RAILSDESK_ORACLE_LIB naming its unpacked `lib`); its
   state after every action is compared with ours by ../shared/tools/trace_diff.py. Skipped,
   with the reason, where the referee is not installed.
2. Human-like length: the operating rounds and the players' final worth of those games beside
   the recorded 18xx.games games of ../shared/fixtures/logs.

It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from railsdesk.bots import RANDOM, play_bot_game  # noqa: E402
from railsdesk.bots.generic import BASIC, STRONG  # noqa: E402
from railsdesk.files import write_json_atomic  # noqa: E402
from railsdesk.formats import load_game  # noqa: E402
from railsdesk.formats.log18xx import to_log  # noqa: E402

SHARED = ROOT.parent / "shared"
ORACLE = SHARED / "tools" / "oracle"
PLAYERS = {"1830": 4, "1856": 4, "1849": 3, "1880": 4}
PAIRINGS = ((STRONG, BASIC), (BASIC, RANDOM))


def referee_missing() -> str | None:
    """Why the reference engine cannot be run here, or None."""
    lib = os.environ.get("RAILSDESK_ORACLE_LIB")
    if shutil.which("ruby") is None:
        return "Ruby is not installed"
    if not lib or not Path(lib).is_dir():
        return "RAILSDESK_ORACLE_LIB does not name the reference engine's lib folder"
    if not (ORACLE / "trace.rb").is_file():
        return f"no referee tools at {ORACLE}"
    return None


def operating_rounds(path: Path) -> tuple[int, list[int]]:
    """The operating rounds a game's log went through, and its players' final worth."""
    labels: set[str] = set()
    game = load_game(path, lambda state, action: labels.add(state.round_label()))
    worth = sorted(game.state.result().values())
    return sum(1 for label in labels if label.startswith("OR")), worth


def ended_by_rule(path: Path) -> bool:
    state = load_game(path).state
    return state.finished and state.game_end_reason != "manually_ended"


def bot_game(title: str, pairing: tuple[str, str], seed: int, folder: Path) -> Path:
    tested, others = pairing
    levels = [others] * PLAYERS[title]
    levels[seed % len(levels)] = tested
    game = play_bot_game(title, levels, seed)
    path = folder / f"{title}_{tested}_vs_{others}_{seed}.json"
    write_json_atomic(path, to_log(game))
    return path


def referee(path: Path, folder: Path) -> str:
    """'same' when the reference accepts every action and its states equal ours, else why not."""
    lib = os.environ["RAILSDESK_ORACLE_LIB"]
    theirs = folder / "reference"
    run = subprocess.run(
        ["ruby", "trace.rb", lib, str(theirs), str(path)],
        cwd=ORACLE,
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:  # its first line names the action and the reason
        return "refused: " + (run.stderr.strip().splitlines() or ["?"])[0][:300]
    expected = next(theirs.rglob(path.stem + ".jsonl"))
    ours = folder / (path.stem + ".ours.jsonl")
    subprocess.run(
        [sys.executable, "-m", "railsdesk", "trace", "-o", str(ours), str(path)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    diff = subprocess.run(
        [sys.executable, str(SHARED / "tools" / "trace_diff.py"), str(expected), str(ours)],
        capture_output=True,
        text=True,
    )
    if diff.returncode == 0:
        return "same"
    return "differs: " + (diff.stdout.strip().splitlines() or ["?"])[0][:200]


def summary(rounds: list[int], worths: list[list[int]]) -> str:
    everyone = [w for worth in worths for w in worth]
    return (
        f"operating rounds median {statistics.median(rounds)} ({min(rounds)}-{max(rounds)}), "
        f"final worth {min(everyone)}..{max(everyone)} "
        f"(median {statistics.median(everyone):.0f}, winner's median "
        f"{statistics.median(max(w) for w in worths):.0f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="computer games per title")
    parser.add_argument("--titles", default=",".join(PLAYERS))
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--keep", help="keep the games' logs and traces in this folder")
    args = parser.parse_args()
    missing = referee_missing()
    if missing:
        print(f"the reference engine is not run: {missing}")
    folder = Path(args.keep or tempfile.mkdtemp(prefix="check-bots-"))
    folder.mkdir(parents=True, exist_ok=True)
    for title in args.titles.split(","):
        rounds, worths, verdicts = [], [], []
        for number in range(args.games):
            seed = args.seed + number
            pairing = PAIRINGS[number % len(PAIRINGS)]
            path = bot_game(title, pairing, seed, folder)
            count, worth = operating_rounds(path)
            rounds.append(count)
            worths.append(worth)
            verdict = referee(path, folder) if not missing else "not refereed"
            verdicts.append(verdict)
            print(f"{title} seed {seed} {pairing[0]} vs {pairing[1]}: {count} ORs, {verdict}")
        same = sum(v == "same" for v in verdicts)
        print(f"{title}: {same}/{len(verdicts)} replayed by the reference, state for state")
        print(f"{title} computer games: {summary(rounds, worths)}")
        recorded = sorted((SHARED / "fixtures" / "logs" / title).glob("*.json"))
        # games played to their end: the fixtures also hold excerpts ended by hand
        finished = [path for path in recorded if ended_by_rule(path)]
        if finished:
            counted = [operating_rounds(path) for path in finished]
            print(
                f"{title} recorded games ({len(finished)} finished): "
                + summary([c for c, _ in counted], [w for _, w in counted])
            )
    if not args.keep:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
