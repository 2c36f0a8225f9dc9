"""Screenshots of the main window of each 18xx title at 1366x768 in German for docs/screenshots:
the default arrangement of the docks on a laptop, at a moment of an operating round with
stations and trains on the map.

Each title is played with seeded random moves until its third set of operating rounds, where
a company lays track, then the window is drawn offscreen and saved as
docs/screenshots/layout-1366x768-<title>-de.png (as a palette image, a few hundred KB).

Run: QT_QPA_PLATFORM=offscreen python tools/layout_screenshots.py (from the project folder).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QElapsedTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from railsdesk.engine.game import Game
from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "docs" / "screenshots"
SIZE = (1366, 768)
PLAYERS = [{"id": i + 1, "name": n} for i, n in enumerate(("Anna", "Bruno", "Carla", "Dieter"))]
SEED = 5
TITLES = ("1830", "1849", "1856", "1880")


def laying_track(game: Game) -> bool:
    """A company lays track in the third set of operating rounds or later."""
    label = game.state.round_label()
    if not label.startswith("OR") or int(label.split()[1].split(".")[0]) < 3:
        return False
    legal = game.legal()
    return legal["entity_type"] == "corporation" and bool(legal.get("lay_tile"))


def settle(app: QApplication, ms: int = 500) -> None:
    """Let the window lay out its docks and draw (timers included)."""
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        app.processEvents()


def take(window, app: QApplication, title: str) -> Path:
    from railsdesk.ui.session import GameSession

    game = new_game(title, PLAYERS, [], seed=SEED, reading=SITE)
    rng = random.Random(SEED)
    while not laying_track(game):
        if game.state.finished:
            raise SystemExit(f"{title}: the game ended before its third operating rounds")
        game.process(choose(rng, game))
    window.show_document(GameSession(game))
    settle(app)
    path = SHOTS / f"layout-{SIZE[0]}x{SIZE[1]}-{title}-de.png"
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_Indexed8)
    if not image.save(str(path), "PNG"):
        raise SystemExit(f"cannot write {path}")
    window.document.dirty = False
    window.close_game(confirm=False)
    return path


def main() -> None:
    # the settings of a fresh start: the default arrangement, not the user's own
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    from railsdesk.ui.app import build_window, create_app

    app = create_app()
    window = build_window(app)
    window.resize(*SIZE)
    window.show()
    window.set_language("de")
    for title in sys.argv[1:] or TITLES:
        print(take(window, app, title))


if __name__ == "__main__":
    main()
