"""Desktop program timings: window shown, late-game board redraw at several zooms, tile-drag
hover and rotation, memory. Prints numbers; asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_ui.py [LOG.json]
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="railsdesk-bench-")
os.environ.setdefault("XDG_CONFIG_HOME", _tmp)
os.environ.setdefault("XDG_DATA_HOME", _tmp)

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_LOG = ROOT.parent / "shared" / "fixtures" / "logs" / "1830" / "26855.json"


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def main() -> int:
    t0 = time.perf_counter()
    from PySide6.QtGui import QImage, QPainter

    from railsdesk.ui.app import build_window, create_app

    app = create_app()
    window = build_window(app)
    window.resize(1600, 900)
    window.show()
    app.processEvents()
    print(f"window shown (start page)   {ms(time.perf_counter() - t0)}   rss {rss_mb():.0f} MB")

    log = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_LOG
    t = time.perf_counter()
    if log.exists():
        from railsdesk.formats import load_game
        from railsdesk.ui.session import GameSession

        game = load_game(str(log))
        loaded = time.perf_counter()
        window.open_session(GameSession(game, str(log)))
        print(f"load log {log.name:<18} {ms(loaded - t)}")
        print(f"open game in window         {ms(time.perf_counter() - loaded)}")
    else:
        players = [{"id": i, "name": f"P{i}"} for i in range(1, 5)]
        window.new_game("1830", players, [], 0)
        print(f"new game (no log found)     {ms(time.perf_counter() - t)}")
    app.processEvents()
    view, scene = window.view, window.scene
    view.fit()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    for zoom in (view.zoom(), 0.5, 1.0, 2.0, 4.0):
        view.set_zoom(zoom)
        view.centerOn(scene.hex_centre("G17"))
        runs = 5
        t = time.perf_counter()
        for _ in range(runs):
            image.fill(0)
            painter = QPainter(image)
            view.render(painter)
            painter.end()
        print(f"board redraw at zoom {zoom:4.2f}   {ms((time.perf_counter() - t) / runs)}")

    # drag hover and rotation with a synthetic legal list over every hex
    from railsdesk.ui.board.controller import BoardController

    ctrl = window.controller
    hexes = list(scene.hex_items)
    legal = {
        "entity": "PRR",
        "entity_type": "corporation",
        "actions": ["lay_tile"],
        "lay_tile": {h: [{"tile": "57", "tile_id": "57-0", "rotations": [0, 1, 2, 3, 4, 5]}]
                     for h in hexes},
    }  # fmt: skip
    assert isinstance(ctrl, BoardController)
    ctrl.set_enabled(True)
    ctrl.set_state(window.session.board, legal)
    view.fit()
    t = time.perf_counter()
    ctrl.begin("57")
    app.processEvents()
    print(f"pick up a tile (highlight)  {ms(time.perf_counter() - t)}")
    t = time.perf_counter()
    for h in hexes:
        ctrl.hover_at(scene.hex_centre(h))
        app.processEvents()
    print(f"drag hover, per hex         {ms((time.perf_counter() - t) / len(hexes))}")
    t = time.perf_counter()
    for _ in range(60):
        ctrl.rotate(1)
        app.processEvents()
    print(f"rotate preview, per step    {ms((time.perf_counter() - t) / 60)}")
    ctrl.cancel(quiet=True)
    print(f"peak memory (max rss)       {rss_mb():8.0f} MB")
    window.close_game(confirm=False)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
