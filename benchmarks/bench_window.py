"""The window's speed on late games: the real window code (offscreen) on every fixture log
(../shared/fixtures/logs) and on seeded random games of each title; prints figures against
their targets, asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_window.py [--games N]
        [--profile-routes] [--profile-clicks]

Each game is shown at its late state, just before its last run of trains:
- the best routes through the planner's own path: the search the planner opens with, from the
  window's refresh to the routes shown, and the Auto button's search           (target 1 s)
- click to redraw: each of the next actions of the log sent as the panel sends it, until the
  window and the board are drawn again (p95 over every game)                   (target 50 ms)
- undo and redo: the document's undo, then its redo, each until redrawn        (target 100 ms)
- settling: what a change leaves for after it is drawn (the autosave, the engine's copy for
  undo, now and then the collector's full pass), run next as the event loop would (no target:
  the player does not wait for it, unless clicking again within those milliseconds)
- opening a log: reading the file and showing it; the three logs nearest 1,200 actions and the
  longest                                                                       (target 0.5 s)

--profile-routes prints where the slowest best-routes search spends its time (cProfile of the
worker's search and of the window around it); --profile-clicks where the clicks to redraw spend
theirs, over every game (cProfile of the window's thread).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="railsdesk-bench-window-")
os.environ.setdefault("XDG_CONFIG_HOME", _tmp)
os.environ.setdefault("XDG_DATA_HOME", _tmp)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402

from railsdesk.engine.actions import filter_undone  # noqa: E402
from railsdesk.formats import load_game, log_source, save_data  # noqa: E402
from railsdesk.formats.log18xx import game_from_log  # noqa: E402
from railsdesk.random_play import play_random_game  # noqa: E402
from railsdesk.ui.app import build_window, create_app  # noqa: E402
from railsdesk.ui.session import GameSession  # noqa: E402

FIXTURES = Path(os.environ.get("RAILSDESK_FIXTURES", ROOT.parent / "shared" / "fixtures"))
TITLES = ("1830", "1849", "1856", "1880")
TARGETS = {"routes": 1.0, "redraw": 0.050, "undo": 0.100, "open": 0.5}
OPEN_SIZE = 1200  # actions of the log the opening target speaks of
FOLLOWING = 12  # the actions after the late state sent through the window


class Clock:
    """Wall time and the process's processor time (every thread's: the route search runs in
    a worker) since it was made: on a busy machine the second says what the program itself
    spent."""

    def __init__(self) -> None:
        self.wall = time.perf_counter()
        self.cpu = time.process_time()

    def read(self) -> tuple[float, float]:
        return time.perf_counter() - self.wall, time.process_time() - self.cpu


def line(name: str, timing: tuple[float, float], target: float) -> None:
    wall, cpu = timing
    mark = "ok" if wall <= target else ("ok in cpu" if cpu <= target else "SLOW")
    print(
        f"{name:<46} {wall * 1000:8.1f} ms  cpu {cpu * 1000:8.1f} ms  "
        f"(target {target * 1000:g} ms)  {mark}"
    )


def without(timing: tuple[float, float], parts: list[tuple[float, float]]) -> tuple[float, float]:
    """A timing less the parts timed apart within it."""
    return timing[0] - sum(p[0] for p in parts), timing[1] - sum(p[1] for p in parts)


def percentile(values: list[tuple[float, float]], share: float) -> tuple[float, float]:
    """The timing at a share of the way up, by wall time."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def sources(games: int) -> list[tuple[str, dict]]:
    """(name, log or save data) of every fixture log and of `games` random games per title."""
    found = [
        (f"{path.parent.name}/{path.name}", json.loads(path.read_text(encoding="utf-8")))
        for path in sorted((FIXTURES / "logs").glob("*/*.json"))
    ]
    for title in TITLES:
        for seed in range(1, games + 1):
            found.append((f"{title} random {seed}", save_data(play_random_game(title, 4, seed))))
    return found


def late_game(data: dict):
    """The game just before its last live run of trains (else at its last action), and the
    live actions from there on."""
    game, actions = game_from_log(log_source(data))
    live = filter_undone(actions)
    runs = [i for i, a in enumerate(live) if a.type == "run_routes"]
    stop = runs[-1] if runs else len(live) - 1
    for action in live[:stop]:
        game.process(action, trusted_id=True)
        game.keep_copy_if_due()  # as the window does once each action is drawn
    return game, [a.to_dict() for a in live[stop : stop + FOLLOWING]]


class Bench:
    def __init__(self) -> None:
        self.app = create_app()
        self.window = build_window(self.app)
        self.window.resize(1366, 768)
        self.window.show()
        self.app.processEvents()
        self.redraws: list[tuple[tuple[float, float], str]] = []
        self.undos: list[tuple[tuple[float, float], str]] = []
        self.redos: list[tuple[tuple[float, float], str]] = []
        self.routes: list[tuple[tuple[float, float], str]] = []
        self.opens: list[tuple[int, tuple[float, float], str]] = []
        # the end-of-game report opens by itself when an action ends the game: a window of
        # its own after the redraw, timed apart
        self.reports: list[tuple[float, float]] = []
        self.settles: list[tuple[tuple[float, float], str]] = []
        self.click_profile: cProfile.Profile | None = None
        show_report = self.window.show_report

        def timed_report() -> None:
            clock = Clock()
            show_report()
            self.reports.append(clock.read())
            dialog = getattr(self.window, "report_dialog", None)
            if dialog is not None:
                dialog.close()

        self.window.show_report = timed_report

    def drawn(self) -> None:
        """The window's waiting events handled (its widgets drawn) and the board painted, as
        the event loop does before its timers (the planner's search starts on one)."""
        self.app.sendPostedEvents()
        self.window.editor.view.viewport().repaint()

    def wait_for_search(self) -> None:
        """Until the planner's search (started or about to start) has ended."""
        editor = self.window.editor
        if not editor.routes.searching:
            return
        loop = QEventLoop()
        editor.routes.busyChanged.connect(lambda busy: None if busy else loop.quit())
        loop.exec()
        editor.routes.busyChanged.disconnect()
        self.app.processEvents()

    def game(self, name: str, data: dict) -> None:
        game, following = late_game(data)
        self.window.show_document(GameSession(game))
        self.drawn()  # as it opens (the first drawing places the map's names: not a click's)
        self.wait_for_search()  # the planner opens with the best routes
        if following and following[0]["type"] == "run_routes":
            self.auto(name)
        editor = self.window.editor
        for action in following:
            clock = Clock()
            reports = len(self.reports)
            if self.click_profile is not None:
                self.click_profile.enable()
            editor.do_action(action)
            self.drawn()
            if self.click_profile is not None:
                self.click_profile.disable()
            elapsed = without(clock.read(), self.reports[reports:])
            self.redraws.append((elapsed, f"{name}: {action['type']}"))
            self.settle(f"{name}: {action['type']}")
            self.wait_for_search()  # a following run's search, not counted as a redraw
        for _ in range(3):
            self.undos.append((self.timed(self.window.document.undo), name))
        for _ in range(3):
            self.redos.append((self.timed(self.window.document.redo), name))
        self.window.close_game(confirm=False)

    def settle(self, name: str) -> None:
        """What a change leaves for after it is drawn (the autosave, the engine's copy for
        undo, now and then the collector's full pass, tile pictures not drawn yet), as the
        event loop runs it next."""
        clock = Clock()
        self.app.processEvents()
        self.window.document.settle_now()
        self.settles.append((clock.read(), name))

    def auto(self, name: str) -> None:
        editor = self.window.editor
        loop = QEventLoop()
        editor.routes.busyChanged.connect(lambda busy: None if busy else loop.quit())
        clock = Clock()
        QTimer.singleShot(0, editor.auto_routes)
        loop.exec()
        self.drawn()
        self.routes.append((clock.read(), name))
        editor.routes.busyChanged.disconnect()

    def timed(self, act) -> tuple[float, float]:
        clock = Clock()
        reports = len(self.reports)
        act()
        self.drawn()
        elapsed = without(clock.read(), self.reports[reports:])
        self.settle("undo or redo")
        self.wait_for_search()  # a run's search the undo or redo led to, not counted
        return elapsed

    def open_file(self, name: str, data: dict) -> None:
        path = Path(_tmp) / "open.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        clock = Clock()
        self.window.show_document(GameSession(load_game(path), str(path)))
        self.app.processEvents()
        elapsed = clock.read()
        self.wait_for_search()
        self.opens.append((len(data.get("actions") or []), elapsed, name))
        self.window.close_game(confirm=False)

    def report(self) -> None:
        print(f"{len(self.redraws)} actions, {len(self.undos)} undos, {len(self.redos)} redos")
        for what, timings, target in (
            ("click to redraw", self.redraws, TARGETS["redraw"]),
            ("undo", self.undos, TARGETS["undo"]),
            ("redo", self.redos, TARGETS["undo"]),
        ):
            times = [t for t, _ in timings]
            line(f"{what}, median", percentile(times, 0.5), target)
            line(f"{what}, p95", percentile(times, 0.95), target)
            slowest = sorted(timings, key=lambda t: -t[0][0])
            for timing, name in slowest[: max(2, len(slowest) // 20 + 1)]:  # down to the p95
                line(f"  {what}, slow: {name}", timing, target)
        settles = [t for t, _ in self.settles]
        print("after the redraw, not waited for (autosave, copy for undo, collector):")
        line("  settling, median", percentile(settles, 0.5), TARGETS["redraw"])
        line("  settling, p95", percentile(settles, 0.95), TARGETS["redraw"])
        for timing, name in sorted(self.settles, key=lambda t: -t[0][0])[:2]:
            line(f"  settling, slow: {name}", timing, TARGETS["redraw"])
        slow = sorted(self.routes, reverse=True)
        line("best routes (Auto), median", percentile([t for t, _ in slow], 0.5), 1.0)
        for timing, name in slow[:3]:
            line(f"best routes (Auto): {name}", timing, TARGETS["routes"])
        for actions, timing, name in sorted(self.opens, reverse=True):
            line(f"open {name} ({actions} actions)", timing, TARGETS["open"])
        if self.reports:
            print(f"end-of-game report opened {len(self.reports)} times (no target):")
            line("  report, median", percentile(self.reports, 0.5), TARGETS["open"])
            line("  report, slowest", max(self.reports), TARGETS["open"])


def profile_slowest_search(bench: Bench, data_by_name: dict[str, dict]) -> None:
    """cProfile of the slowest position's search, in the worker and in the window."""
    name = max(bench.routes)[1]
    game, _ = late_game(data_by_name[name])
    bench.window.show_document(GameSession(game))
    bench.wait_for_search()
    session = bench.window.document
    search = session.best_routes
    worker_profile = cProfile.Profile()

    def profiled(cancel=None):
        worker_profile.enable()
        try:
            return search(cancel)
        finally:
            worker_profile.disable()

    session.best_routes = profiled
    window_profile = cProfile.Profile()
    window_profile.enable()
    bench.auto(name)
    window_profile.disable()
    print(f"== the search at {name}, in the worker")
    pstats.Stats(worker_profile).sort_stats("cumulative").print_stats(12)
    print("== the window meanwhile")
    pstats.Stats(window_profile).sort_stats("cumulative").print_stats(12)
    bench.window.close_game(confirm=False)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20, help="random games per title")
    parser.add_argument("--profile-routes", action="store_true")
    parser.add_argument("--profile-clicks", action="store_true")
    args = parser.parse_args()
    if not (FIXTURES / "logs").is_dir():
        sys.exit(f"fixtures not found at {FIXTURES}")
    bench = Bench()
    if args.profile_clicks:
        bench.click_profile = cProfile.Profile()
    games = sources(args.games)
    for name, data in games:
        bench.game(name, data)
    # the logs nearest the target's 1,200 actions, and the longest
    by_length = sorted(games, key=lambda g: len(g[1].get("actions") or []))
    nearest = sorted(by_length, key=lambda g: abs(len(g[1].get("actions") or []) - OPEN_SIZE))
    for name, data in [*nearest[:3], *[g for g in by_length[-1:] if g not in nearest[:3]]]:
        bench.open_file(name, data)
    bench.report()
    if args.profile_routes:
        profile_slowest_search(bench, dict(games))
    if bench.click_profile is not None:
        print("== the clicks to redraw, in the window's thread")
        pstats.Stats(bench.click_profile).sort_stats("cumulative").print_stats(40)
    bench.window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
