"""Desktop program timings against their targets; prints numbers, asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_ui.py [LOG.json]

- window shown: a fresh process from its start to the main window on screen   (target 1.5 s)
- opening a log of about 900 actions: reading it and showing it in the window   (target 1 s)
- late-game board redraw, whole view, at zooms from "fit" to the largest       (target 50 ms)
- tile drag: hovering a hex (highlight and preview) and turning the tile        (target 16 ms)
- memory with the late game open (resident set)                                (target 300 MB)

Without LOG.json a seeded random 1830 game of about 900 actions is played and used.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="railsdesk-bench-")
os.environ.setdefault("XDG_CONFIG_HOME", _tmp)
os.environ.setdefault("XDG_DATA_HOME", _tmp)

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"shown": 1.5, "open": 1.0, "redraw": 0.050, "drag": 0.016, "memory": 300.0}

STARTUP = """
import time, sys
t0 = float(sys.argv[1])
from railsdesk.ui.app import build_window, create_app
app = create_app()
window = build_window(app)
window.resize(1600, 900)
window.show()
app.processEvents()
print(time.time() - t0)
"""


def rss_mb() -> float:
    """The resident set now (Linux), else the peak."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def line(name: str, seconds: float, target: float, unit: str = "ms") -> None:
    value = seconds * 1000 if unit == "ms" else seconds
    goal = target * 1000 if unit == "ms" else target
    mark = "ok" if seconds <= target else "SLOW"
    print(f"{name:<38} {value:9.1f} {unit}   (target {goal:g} {unit})  {mark}")


def window_shown() -> float:
    """Seconds from a new process's start to its window shown (best of three)."""
    times = []
    for _ in range(3):
        out = subprocess.run(
            [sys.executable, "-c", STARTUP, repr(time.time())],
            capture_output=True,
            text=True,
            check=True,
            env=dict(os.environ),
        )
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return min(times)


def late_log(path: Path | None) -> Path:
    if path is not None:
        return path
    from railsdesk.formats import save_game
    from railsdesk.random_play import play_random_game

    game = play_random_game("1830", 4, seed=3)
    out = Path(_tmp) / "late-1830.json"
    save_game(game, out)
    return out


def main() -> int:
    shown = window_shown()
    line("window shown (new process)", shown, TARGETS["shown"], "s")

    from PySide6.QtGui import QImage, QPainter

    from railsdesk.formats import load_game
    from railsdesk.ui.app import build_window, create_app
    from railsdesk.ui.session import GameSession

    app = create_app()
    window = build_window(app)
    window.resize(1600, 900)
    window.show()
    app.processEvents()

    log = late_log(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
    actions = len(json.loads(log.read_text(encoding="utf-8")).get("actions", []))
    t = time.perf_counter()
    game = load_game(str(log))
    loaded = time.perf_counter()
    window.show_document(GameSession(game, str(log)))
    app.processEvents()
    done = time.perf_counter()
    print(f"log: {log.name}, {actions} actions")
    line("  read the log (engine)", loaded - t, TARGETS["open"])
    line("  show it in the window", done - loaded, TARGETS["open"])
    line(f"open a {actions}-action log", done - t, TARGETS["open"])

    view, scene = window.editor.view, window.editor.scene
    view.fit()
    app.processEvents()
    worst = 0.0
    for zoom in (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, view.zoom()):  # the last: fit to window
        view.set_zoom(zoom)
        view.centerOn(scene.hex_centre("G17"))
        t = time.perf_counter()
        view.viewport().repaint()  # the first paint at a zoom draws every hex anew
        cold = time.perf_counter() - t
        t = time.perf_counter()
        view.viewport().repaint()
        warm = time.perf_counter() - t
        worst = max(worst, cold)
        line(f"  board redraw at zoom {zoom:4.2f}", cold, TARGETS["redraw"])
        line("    again (hexes cached)", warm, TARGETS["redraw"])
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    t = time.perf_counter()
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    line("  whole view into an image", time.perf_counter() - t, TARGETS["redraw"])
    line("board redraw, slowest zoom", worst, TARGETS["redraw"])

    # a tile carried over every hex, then turned: a legal list offering every hex
    ctrl = window.editor.controller
    hexes = list(scene.hex_items)
    legal = {
        "entity": "PRR",
        "entity_type": "corporation",
        "actions": ["lay_tile"],
        "lay_tile": {h: [{"tile": "57", "tile_id": "57-0", "rotations": [0, 1, 2, 3, 4, 5]}]
                     for h in hexes},
    }  # fmt: skip
    ctrl.set_state(window.document.board, legal)
    view.fit()
    app.processEvents()
    t = time.perf_counter()
    ctrl.begin("57")
    app.processEvents()
    line("  pick up a tile (every hex lit)", time.perf_counter() - t, TARGETS["drag"])
    times = []
    for h in hexes:  # the hover as the user sees it: the view and the tray repainted
        t = time.perf_counter()
        ctrl.hover_at(scene.hex_centre(h))
        app.processEvents()
        view.viewport().repaint()
        times.append(time.perf_counter() - t)
    times.sort()
    line("drag hover, median hex", times[len(times) // 2], TARGETS["drag"])
    line("drag hover, slowest hex", times[-1], TARGETS["drag"])
    ctrl.hover_at(scene.hex_centre("G17"))
    times = []
    for _ in range(60):
        t = time.perf_counter()
        ctrl.rotate(1)
        app.processEvents()
        view.viewport().repaint()
        times.append(time.perf_counter() - t)
    times.sort()
    line("rotate the tile, median step", times[len(times) // 2], TARGETS["drag"])
    line("rotate the tile, slowest step", times[-1], TARGETS["drag"])
    ctrl.cancel(quiet=True)

    line("memory with the late game open", rss_mb(), TARGETS["memory"], "MB")
    window.close_game(confirm=False)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
