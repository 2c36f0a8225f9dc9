"""Screenshots of the table companion of each title at 1366x768 for docs/screenshots, and of
the table view in German.

Each title's companion game is played with seeded random entries until a moment worth showing
(a company typing its run; for 1849 also a lay booked by the gauge of its track), then the view
is drawn offscreen and saved as docs/screenshots/companion-<moment>-1366x768-<title>.png
(1830 also at its dividend screen, and its run at 1920x1080). The
table view (ui/tableview.py) of 1830 and 1856 at the run of the third operating rounds is saved
as docs/screenshots/table-view-1366x768-de-<title>.png.

Run: QT_QPA_PLATFORM=offscreen python tools/companion_screenshots.py (from the project folder).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from railsdesk.engine.game import Game
from railsdesk.random_play import choose
from railsdesk.ui.companion import CompanionView
from railsdesk.ui.i18n import Languages
from railsdesk.ui.session import GameSession
from railsdesk.ui.tableview import TableView

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "docs" / "screenshots"
SIZE = (1366, 768)
PLAYERS = [{"id": i + 1, "name": n} for i, n in enumerate(("Alice", "Bob", "Carol", "Dave"))]
SEED = 3
TABLE_VIEW_TITLES = ["1830", "1856"]


def later_rounds(game: Game) -> bool:
    """The third set of operating rounds or later (companies with trains and shares held)."""
    label = game.state.round_label()
    return label.startswith("OR") and int(label.split()[1].split(".")[0]) >= 3


def running(game: Game) -> bool:
    """A company types its run."""
    legal = game.legal()
    return (
        later_rounds(game)
        and "book_revenue" in legal["actions"]
        and legal["entity_type"] == "corporation"
    )


def dividing(game: Game) -> bool:
    """A company's dividend screen: every player's income for each choice."""
    legal = game.legal()
    return later_rounds(game) and "dividend" in legal["actions"]


def laying_by_gauge(game: Game) -> bool:
    """1849: a company books a lay, able to pay every cost of standard gauge."""
    gauges = (game.legal().get("book_tile") or {}).get("gauges") or {}
    return later_rounds(game) and len(gauges.get("broad", [])) == 4


# title -> (moment name, when to take it), in the order taken
MOMENTS: dict[str, list[tuple[str, Callable[[Game], bool]]]] = {
    "1830": [("run", running), ("dividend", dividing)],
    "1856": [("run", running)],
    "1880": [("run", running)],
    "1849": [("lay", laying_by_gauge), ("run", running)],
}


def play_until(session: GameSession, rng: random.Random, moment: str, wanted) -> None:
    while not wanted(session.game):
        if session.game.state.finished:
            raise SystemExit(f"{session.title}: the game ended before the moment {moment!r}")
        session.process(choose(rng, session.game))


def save(view, path: Path) -> Path:
    QApplication.processEvents()
    if not view.grab().save(str(path), "PNG"):
        raise SystemExit(f"cannot write {path}")
    return path


def take(title: str, size: tuple[int, int] = SIZE) -> list[Path]:
    session = GameSession.new(title, PLAYERS, ["companion"], SEED)
    view = CompanionView(session)
    view.resize(*size)
    view.show()
    rng = random.Random(SEED)
    saved = []
    moments = MOMENTS[title] if size == SIZE else MOMENTS[title][:1]
    for moment, wanted in moments:
        play_until(session, rng, moment, wanted)
        saved.append(save(view, SHOTS / f"companion-{moment}-{size[0]}x{size[1]}-{title}.png"))
    view.close()
    return saved


def take_table_view(title: str) -> Path:
    """The table view of the companion game at its run in the third operating rounds."""
    session = GameSession.new(title, PLAYERS, ["companion"], SEED)
    play_until(session, random.Random(SEED), "run", running)
    view = TableView(session)
    view.resize(*SIZE)
    view.show()
    path = save(view, SHOTS / f"table-view-{SIZE[0]}x{SIZE[1]}-de-{title}.png")
    view.close()
    return path


def main(titles: list[str]) -> None:
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("railsdesk")
    for title in titles or list(MOMENTS):
        for path in take(title):
            print(path.relative_to(ROOT))
    if not titles or "1830" in titles:  # a TV across the table
        for path in take("1830", (1920, 1080)):
            print(path.relative_to(ROOT))
    Languages(app).switch("de")
    for title in titles or TABLE_VIEW_TITLES:
        if title in TABLE_VIEW_TITLES:
            print(take_table_view(title).relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
