"""The whole test suite in several pytest processes at once (`make test`): the seeded random
games take minutes of one processor each, so they start first, each in a process of its own,
and the other test files follow in small groups as processes come free. Each group's report
is printed when it ends; the exit status is 1 if any group failed.

    python tests/run_suite.py [--jobs N] [pytest arguments...]

`--jobs 1` (or RAILSDESK_TEST_JOBS=1) runs one plain pytest over everything.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The longest files, started first; the rest of the suite fills the time beside them.
LONGEST = ["test_random_1856.py", "test_random_1849.py", "test_random_1880.py"]
GROUP_SIZE = 8  # test files per process after the longest


def groups() -> list[list[str]]:
    files = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests").rglob("test_*.py"))
    longest = [f for f in files if Path(f).name in LONGEST]
    longest.sort(key=lambda f: LONGEST.index(Path(f).name))
    rest = [f for f in files if f not in longest]
    return [[f] for f in longest] + [
        rest[i : i + GROUP_SIZE] for i in range(0, len(rest), GROUP_SIZE)
    ]


def run_group(files: list[str], extra: list[str], basetemp: Path) -> tuple[int, str, float]:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", f"--basetemp={basetemp}",
         *extra, *files],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )  # fmt: skip
    return done.returncode, done.stdout, time.monotonic() - started


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_jobs = int(os.environ.get("RAILSDESK_TEST_JOBS", min(os.cpu_count() or 1, 4)))
    parser.add_argument("--jobs", type=int, default=default_jobs)
    args, extra = parser.parse_known_args(argv)
    if args.jobs <= 1:
        return subprocess.call([sys.executable, "-m", "pytest", *extra], cwd=ROOT)
    started = time.monotonic()
    failed = []
    with tempfile.TemporaryDirectory(prefix="railsdesk-tests-") as tmp:
        with ThreadPoolExecutor(args.jobs) as pool:
            futures = {
                pool.submit(run_group, files, extra, Path(tmp) / f"group{i}"): files
                for i, files in enumerate(groups())
            }
            for future in as_completed(futures):  # each report as soon as its group ends
                files = futures[future]
                code, output, seconds = future.result()
                print(f"=== {' '.join(files)} ({seconds:.0f} s)", flush=True)
                print(output.rstrip(), flush=True)
                if code != 0:
                    failed.append(files)
    print(f"=== {len(futures)} groups in {args.jobs} processes, {time.monotonic() - started:.0f} s")
    for files in failed:
        print(f"FAILED: {' '.join(files)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
