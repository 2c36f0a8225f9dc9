"""One open 18xx game (the engine's Game) as a document: sends actions to the engine,
autosaves, and answers what the board editor needs.

The window never changes the engine's objects: it sends actions and redraws from the new state,
which it reads through the engine's contract (engine/contract.py) only.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from railsdesk import formats
from railsdesk.engine import contract
from railsdesk.engine.contract import (
    RULEBOOK,
    SITE,
    BoardSnapshot,
    IllegalAction,
    Legal,
    Moment,
    RoutePlanner,
    Snapshot,
)
from railsdesk.ui import settings as user
from railsdesk.ui.document import GameDocument
from railsdesk.ui.engine_messages import (
    save_reason,
    translate_engine_message,
    translate_export_refusal,
)
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, with_window_names
from railsdesk.ui.money import format_money
from railsdesk.ui.names import player_names
from railsdesk.ui.titledata import TitleData

if TYPE_CHECKING:
    from railsdesk.engine.contract import Game


def save_problem(exc: Exception) -> str:
    """Why a file could not be written: the file and the reason (save_reason: in the
    player's language where the program knows it), without the English frame of str()."""
    if isinstance(exc, formats.SaveError):
        return f"{exc.path}: {save_reason(exc)}"
    return str(exc)


def translate_error(exc: Exception, money=None, title: str | None = None) -> str:
    """An IllegalAction in the player's language and the title's terms (see engine_messages);
    other errors as they are."""
    if isinstance(exc, IllegalAction):
        text = translate_engine_message(exc.key, exc.params, money, title)
        if text is not None:
            return text
        return exc.message
    return str(exc)


# Each reading of the rules (engine/readings.py): its name in the title bar and what it means.
READINGS = {
    RULEBOOK: (
        QT_TRANSLATE_NOOP("GameSession", "rulebook"),
        QT_TRANSLATE_NOOP(
            "GameSession",
            "Where 18xx.games plays a rule differently, the published rulebook decides.",
        ),
    ),
    SITE: (
        QT_TRANSLATE_NOOP("GameSession", "18xx.games"),
        QT_TRANSLATE_NOOP(
            "GameSession",
            "The rules as 18xx.games plays them, so that the game replays there move for move.",
        ),
    ),
}


class GameSession(GameDocument):
    """An 18xx game: its setup, action log and state (undo and redo are engine actions)."""

    def __init__(
        self,
        game: Game,
        path: str | None = None,
        parent=None,
        computer_seats: dict[str, str] | None = None,
    ) -> None:
        super().__init__(path, parent)
        self.game = game
        # the seats the computer plays (player id as text: level), and the ids of the actions
        # it took, which an undo takes back together with the person's decision before them
        self.computer_seats: dict[str, str] = dict(computer_seats or {})
        self.computer_moves: set[int] = set()
        self._snapshot: Snapshot | None = None
        self._legal: Legal | None = None
        self._history: list[dict] | None = None
        self._currency = TitleData.load(game.title).currency_format

    @classmethod
    def new(cls, title: str, players: list[dict], options: list[str], seed: int) -> GameSession:
        """A new game; a player with a "computer" level is played by the computer."""
        from railsdesk.games import new_game

        seats = {str(p["id"]): p["computer"] for p in players if p.get("computer")}
        people = [{"id": p["id"], "name": p["name"]} for p in players]
        return cls(new_game(title, people, list(options), seed), computer_seats=seats)

    @classmethod
    def open(cls, path: str) -> GameSession:
        """Read and replay a save or an 18xx.games log; FormatError names the file and the
        reason. A game read from a log is saved under a name of its own (asked)."""
        data = formats.read_json(path)
        if formats.kind_of(data) == "18xx":  # a save records its names with its state
            data = with_window_names(data)
        game = formats.game_from_data(data, path)
        session = cls(game, path, computer_seats=formats.computer_seats(data))
        session.foreign_file = formats.kind_of(data) == "18xx"
        return session

    # --- facts ----------------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return self.game.title

    @property
    def board(self) -> BoardSnapshot:
        """The board as it stands, to draw."""
        return self.snapshot()["board"]

    @property
    def reading(self) -> str:
        return self.game.reading

    def reading_name(self) -> str:
        return QCoreApplication.translate("GameSession", READINGS[self.reading][0])

    def information(self) -> list[tuple[str, str]]:
        translate = QCoreApplication.translate
        meaning = translate("GameSession", READINGS[self.reading][1])
        players = ", ".join(str(p["name"]) for p in self.players())
        return [
            *super().information(),
            (translate("GameSession", "Reading of the rules"), f"{self.reading_name()}: {meaning}"),
            (translate("GameSession", "Players"), players),
            (translate("GameSession", "Seed"), str(self.game.seed)),
        ]

    @property
    def options(self) -> list[str]:
        return list(self.game.options)

    def players(self) -> list[dict]:
        return [{"id": p["id"], "name": p["name"]} for p in self.game.players_setup]

    def snapshot(self) -> Snapshot:
        if self._snapshot is None:
            self._snapshot = self.game.snapshot()
        return self._snapshot

    def legal(self) -> Legal:
        if self._legal is None:
            try:
                self._legal = self.game.legal()
            except Exception as exc:  # noqa: BLE001 - shown, never fatal
                self.error.emit(self._engine_failed(exc))
                self._legal = Legal()
        return self._legal

    def actions(self) -> list[dict]:
        """The whole log, undo and redo entries included."""
        return [a.to_dict() for a in self.game.raw_actions]

    def history(self) -> list[dict]:
        """The actions that count (undone ones and the undo/redo entries left out), in order;
        moment_at(n) is the game after the first n of them. The same list until the game
        changes (a window asks several times per change): not to be changed."""
        if self._history is None:
            self._history = [a.to_dict() for a in self.game.live_actions()]
        return self._history

    def moment_at(self, count: int) -> Moment:
        return contract.moment_at(self.game, count)

    def lay_refusal(self, hex_id: str, tile_name: str | None) -> str | None:
        return contract.lay_refusal(self.game, hex_id, tile_name)

    def route_planner(self, corporation: str) -> RoutePlanner:
        return contract.route_planner(self.game, corporation)

    def share_lots(self) -> list[contract.ShareLot]:
        return contract.share_lots(self.game)

    def best_routes(self, cancel=None) -> list[dict]:
        return self.game.best_routes(cancel=cancel)

    @property
    def log_length(self) -> int:
        """Grows with every entry of the log (undo and redo too)."""
        return len(self.game.raw_actions)

    @property
    def can_undo(self) -> bool:
        return self.game.can_undo

    @property
    def can_redo(self) -> bool:
        return self.game.can_redo

    @property
    def finished(self) -> bool:
        return bool(self.snapshot().get("finished"))

    def acting_player(self):
        """The player who acts now (for a corporation: its president; for a minor: its owner,
        None for one nobody owns)."""
        snap = self.snapshot()
        cur = snap.get("current") or {}
        if cur.get("entity_type") == "player":
            return cur.get("entity")
        if cur.get("entity_type") == "minor":
            # a minor's number may be a player's id too (1880's investor "2"): looked up apart
            minor = (snap.get("minors") or {}).get(str(cur.get("entity")))
            return minor.get("president") if minor else None
        corp = (snap.get("corporations") or {}).get(str(cur.get("entity")))
        if corp and corp.get("president") is not None:
            return corp["president"]
        players = self.players()
        return players[0]["id"] if players else None

    def money(self, amount) -> str:
        return format_money(self._currency, amount)

    # --- changing the game ----------------------------------------------------------------------

    def process(self, action: dict) -> bool:
        """Send an action; a refused one is reported through ``error``."""
        self.aboutToChange.emit()
        try:
            self.game.process(dict(action))
        except IllegalAction as exc:
            self.error.emit(translate_error(exc, self.money, self.game.title))
            return False
        except Exception as exc:  # noqa: BLE001 - an engine fault must not close the window
            self.error.emit(self._engine_failed(exc))
            return False
        self._snapshot = None
        self._legal = None
        self._history = None
        self._changed()
        return True

    def settle(self) -> None:
        """The autosave, and the engine's copy of the present when one is due (for undo)."""
        self.game.keep_copy_if_due()
        super().settle()

    def undo(self) -> bool:
        """Take back the last decision of a person, and the computer's moves after it."""
        while self.can_undo and self._last_move_id() in self.computer_moves:
            if not self._undo_one():
                return False
        return self.can_undo and self._undo_one()

    def _last_move_id(self) -> int | None:
        live = self.game.live_actions()
        return live[-1].id if live else None

    def _undo_one(self) -> bool:
        return self.process(
            {"type": "undo", "entity": self.acting_player(), "entity_type": "player"}
        )

    def process_for_computer(self, action: dict) -> bool:
        """Send the computer's move (the session's normal path), remembered for undo."""
        if not self.process(action):
            return False
        move_id = self._last_move_id()
        if move_id is not None:
            self.computer_moves.add(move_id)
        return True

    def redo(self) -> bool:
        return self.process(
            {"type": "redo", "entity": self.acting_player(), "entity_type": "player"}
        )

    @staticmethod
    def _engine_failed(exc: Exception) -> str:
        return QCoreApplication.translate("GameSession", "The rules engine failed: %1").replace(
            "%1", str(exc)
        )

    # --- files ----------------------------------------------------------------------------------

    def write(self, path) -> None:
        formats.save_game(self.game, path, self.computer_seats)

    def export(self, path) -> None:
        formats.export_18xx(self.game, path)

    def export_problem(self, exc: Exception) -> str:
        """Why export() failed, in the player's language."""
        if isinstance(exc, formats.ExportRefused):
            players = player_names(self.game.players_setup)
            return translate_export_refusal(exc, self.money, self.title, players)
        return save_problem(exc)

    reportable = True

    def report_data(self) -> dict:
        return formats.save_data(self.game)

    def autosave_path(self) -> Path:
        return user.autosave_path()

    def default_file_name(self) -> str:
        return f"{self.title}.rdsave"

    def file_filter(self) -> str:
        return QCoreApplication.translate("MainWindow", "railsdesk games (*.rdsave *.json)")
