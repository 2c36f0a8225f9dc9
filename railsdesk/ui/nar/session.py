"""One open North American Railways game: actions, undo and redo, saving and autosaving.

The screen never changes the engine's objects. An action is tried on a copy of the game rebuilt
from the log (:meth:`NarSession.preview`); only a legal action's copy becomes the game
(:meth:`NarSession.commit`). Undo rebuilds the game from the log without its last action.
"""

from __future__ import annotations

from pathlib import Path

from railsdesk.formats import IN_WORDS, FormatError, read_json, write_json_atomic
from railsdesk.games.nar import TITLE, IllegalNarAction, NarError, NarGame
from railsdesk.games.nar.state import NarEvent
from railsdesk.ui import settings as user
from railsdesk.ui.document import GameDocument
from railsdesk.ui.nar.messages import log_error, refusal
from railsdesk.ui.nar.text import Names, translate

AUTOSAVE_NAME = "autosave_nar.json"
# extra top-level field of the log (kept by the engine): a deck whose cards companion mode offers
# for picking when a card is turned over
CARD_CHOICES = "card_choices"


def autosave_path() -> Path:
    return user.data_dir() / AUTOSAVE_NAME


def decks_dir() -> Path:
    """The folder of the user's decks (created when needed)."""
    path = user.data_dir() / "decks"
    path.mkdir(parents=True, exist_ok=True)
    return path


def read_log(path) -> dict:
    """A North American Railways log from a file; FormatError names the file and the reason."""
    data = read_json(path)
    if not isinstance(data, dict) or data.get("title") != TITLE:
        raise FormatError(
            path,
            translate("NarLogMessages", "This file is not a North American Railways game."),
            key=IN_WORDS,
        )
    return data


def is_nar_file(path) -> bool:
    """True when ``path`` holds a North American Railways log (read cheaply first)."""
    from railsdesk.files import FileProblem, read_bytes

    try:  # checked before opening: a pipe must not block the window
        head = read_bytes(path)[:65536].decode("utf-8", "ignore")
    except FileProblem:
        return False
    if TITLE not in head:
        return False
    try:
        read_log(path)
    except Exception:  # noqa: BLE001 - anything unreadable is left to the normal opening
        return False
    return True


def starting_names(data: dict) -> Names | None:
    """The names of a log's players, companies and cards (None: its setup is unusable)."""
    try:
        return Names(NarGame.from_log({**data, "actions": []}).state_dict())
    except NarError:
        return None


COMPUTER_SEATS = "computer_seats"  # a field of the saved log the rules engine keeps aside


def computer_seats_of(log: dict) -> dict[str, str]:
    """The seats a saved log gives to the computer (none in an older one)."""
    seats = log.get(COMPUTER_SEATS)
    if not isinstance(seats, dict):
        return {}
    return {str(k): v for k, v in seats.items() if isinstance(v, str) and v}


class NarActionRefused(FormatError):
    """A card-game log with an action the rules refuse (its reason in the player's words);
    `log` is the log with the actions before it, which opens as a new game if the player
    wants."""

    def __init__(self, path, reason: str, log: dict) -> None:
        super().__init__(path, reason, key=IN_WORDS)
        self.log = log


class NarSession(GameDocument):
    """A game with its file, its undo history and its autosave."""

    def __init__(
        self,
        log: dict,
        path: str | None = None,
        parent=None,
        computer_seats: dict[str, str] | None = None,
    ) -> None:
        super().__init__(path, parent)
        self.game = NarGame.from_log(log)
        self.redo_stack: list[dict] = []
        self.last_events: list[NarEvent] = []
        # the seats the computer plays (player id: level), kept in the saved log, and the
        # numbers of the actions it took, which an undo takes back with the person's before
        self.computer_seats: dict[str, str] = dict(computer_seats or computer_seats_of(log))
        self.computer_moves: set[int] = set()

    @classmethod
    def open(cls, path) -> NarSession:
        """Read and replay a saved game; FormatError names the file and the problem."""
        data = read_log(path)
        try:
            return cls(data, str(path))
        except NarError as exc:  # the reason names the action, if one is illegal
            reason = log_error(exc, starting_names(data))
            if exc.action_index is None:
                raise FormatError(path, reason, key=IN_WORDS) from None
            legal = {**data, "actions": data["actions"][: exc.action_index]}
            raise NarActionRefused(path, reason, legal) from None

    # --- facts ----------------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return TITLE

    def log(self) -> dict:
        return self.game.to_log()

    @property
    def finished(self) -> bool:
        return bool(self.game.finished)

    reportable = True

    def report_data(self) -> dict:
        return self.log()

    def players(self) -> list[dict]:
        return [{"id": p["id"], "name": p["name"]} for p in self.game.to_log()["players"]]

    def history(self) -> list[dict]:
        return [dict(a) for a in self.game.actions]

    @property
    def card_choices(self) -> dict | None:
        deck = self.game.to_log().get(CARD_CHOICES)
        return deck if isinstance(deck, dict) else None

    def cards_to_pick(self) -> list[dict]:
        """The saved deck's cards not yet seen in this game, for picking in companion mode."""
        deck = self.card_choices
        if not deck:
            return []
        seen = {
            card["name"]
            for card in self.game.state_dict()["cards"].values()
            if card.get("revenue") is not None
        }
        out = []
        for c in deck.get("start_cities", []):
            if c.get("name") not in seen and c.get("revenue") is not None:
                out.append({**c, "start": True})
        for c in deck.get("cities", []):
            if c.get("name") not in seen and c.get("cost") is not None:
                out.append({**c, "start": False})
        return out

    @property
    def can_undo(self) -> bool:
        return bool(self.game.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def acting_entity(self) -> str:
        """Who sends an action now: the acting player, else (values of cards awaited outside a
        turn) the round's start player."""
        return self.game.current_player or self.game.state_dict()["start_player"]

    # --- changing the game ----------------------------------------------------------------------

    def preview(self, action: dict) -> tuple[NarGame, list[NarEvent]]:
        """The game after ``action``, on a copy rebuilt from the log, and the events it caused.

        Raises IllegalNarAction; the session's game is not touched."""
        copy = NarGame.from_log(self.game.to_log())
        events = copy.process(dict(action))
        return copy, events

    def commit(self, game: NarGame, events: list[NarEvent], keep_redo: bool = False) -> None:
        """Make a previewed game the current one."""
        self.aboutToChange.emit()
        self.game = game
        self.last_events = list(events)
        if not keep_redo:
            self.redo_stack = []
        self._changed()

    def process(self, action: dict) -> bool:
        """Preview and commit in one; an illegal action is reported through ``error``."""
        try:
            game, events = self.preview(action)
        except IllegalNarAction as exc:
            self.error.emit(refusal(exc, Names(self.game.state_dict())))
            return False
        self.commit(game, events)
        return True

    def process_for_computer(self, action: dict) -> bool:
        """Send the computer's move (the session's normal path), remembered for undo."""
        if not self.process(action):
            return False
        self.computer_moves.add(len(self.game.actions))
        return True

    def undo(self) -> bool:
        """Take back the last decision of a person, and the computer's moves after it."""
        while len(self.game.actions) in self.computer_moves:
            if not self._undo_one():
                return False
        return self._undo_one()

    def _undo_one(self) -> bool:
        log = self.game.to_log()
        if not log["actions"]:
            return False
        self.computer_moves.discard(len(log["actions"]))
        self.aboutToChange.emit()
        action = log["actions"].pop()
        self.game = NarGame.from_log(log)
        self.redo_stack.append(action)
        self.last_events = []
        self._changed()
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        action = self.redo_stack[-1]
        try:
            game, events = self.preview(action)
        except IllegalNarAction as exc:
            self.redo_stack = []
            self.error.emit(refusal(exc, Names(self.game.state_dict())))
            self.changed.emit()
            return False
        self.redo_stack.pop()
        self.commit(game, events, keep_redo=True)
        return True

    # --- files ----------------------------------------------------------------------------------

    def write(self, path) -> None:
        log = self.game.to_log()
        log.pop(COMPUTER_SEATS, None)
        if self.computer_seats:
            log[COMPUTER_SEATS] = dict(self.computer_seats)
        write_json_atomic(path, log)

    def autosave_path(self) -> Path:
        return autosave_path()

    def default_file_name(self) -> str:
        return "north-american-railways.json"

    def file_filter(self) -> str:
        return translate("NarTable", "railsdesk games (*.json)")
