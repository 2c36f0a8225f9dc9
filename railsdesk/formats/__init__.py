"""Files: railsdesk saves, 18xx.games logs (import and export), and North American Railways
logs. Every reader raises FormatError naming the file and the reason (EngineBug, a kind of
FormatError, when the rules engine fails); writers are atomic and raise SaveError."""

from __future__ import annotations

import hashlib
import json
from typing import Any, NamedTuple

from railsdesk import files
from railsdesk.engine.actions import Action
from railsdesk.engine.collector import collector_paused
from railsdesk.engine.errors import GameDataError, IllegalAction
from railsdesk.engine.game import Game
from railsdesk.engine.readings import RULEBOOK
from railsdesk.files import PathArg
from railsdesk.files import SaveError as SaveError
from railsdesk.files import write_json_atomic as write_json_atomic
from railsdesk.formats import log18xx
from railsdesk.formats.log18xx import OnApplied
from railsdesk.games import ENGINE_CARDS, TITLES

SAVE_FORMAT = "railsdesk-save"
SAVE_VERSION = 1
MAX_REASON_LENGTH = 300  # a reason echoing a huge value from the file is cut


IN_WORDS = "in_words"  # a FormatError key: the reason is in the player's language already


class FormatError(Exception):
    """A file that cannot be used; str() names the file and the reason. `key` and `params`
    let the program say the reason in the player's language ("bad_log": only the English
    reason says it; IN_WORDS: the reason is said already)."""

    def __init__(
        self,
        path: PathArg,
        reason: str,
        action_id: Any = None,
        key: str = "bad_log",
        params: dict[str, Any] | None = None,
    ):
        if len(reason) > MAX_REASON_LENGTH:
            reason = reason[: MAX_REASON_LENGTH - 3] + "..."
        self.path = str(path)
        self.reason = reason
        self.action_id = action_id
        self.key = key
        self.params = params or {}
        where = f"{self.path}: action {action_id}: " if action_id is not None else f"{self.path}: "
        super().__init__(where + reason)


class EngineBug(FormatError):
    """The rules engine failed on an action of a file: a bug in railsdesk, not in the file.
    `error` is the engine's exception, with its traceback, for an error report."""

    def __init__(self, path: PathArg, action_id: Any, error: BaseException):
        reason = f"the rules engine failed ({error_text(error)}), a bug in railsdesk"
        super().__init__(path, reason, action_id, "engine_bug", {"error": error_text(error)})
        self.error = error


class ActionRefused(FormatError):
    """An action of a file that the rules refuse. The file still opens as far as it is legal:
    `game` is the game with the file's actions before the refused one (`index`, its place in
    the file's list of actions, from 0), ready to be played on or saved. `refusal` is the
    rules' IllegalAction (None: the action's data could not be used)."""

    def __init__(
        self,
        path: PathArg,
        action_id: Any,
        index: int,
        reason: str,
        game: Game,
        refusal: IllegalAction | None = None,
    ):
        super().__init__(path, reason, action_id, "refused")
        self.index = index
        self.game = game
        self.refusal = refusal


class Difference(NamedTuple):
    """One thing a save's replay reaches otherwise than the save recorded: `what` (e.g.
    "board E23", "players 1627 cash"), the value `saved` and the value `replayed`."""

    what: str
    saved: Any
    replayed: Any

    def __str__(self) -> str:
        return f"{self.what} {log18xx.shown(self.replayed)}, saved {log18xx.shown(self.saved)}"


class SaveChanged(FormatError):
    """A save whose actions no longer reach the state it was saved with: the file was damaged
    or edited, or the rules have changed since. `differences` names what differs (a save from
    before final states were recorded can only say that its checksum differs); `game` is the
    game its actions make, to be opened only after a warning that names the differences."""

    SHOWN = 4  # differences named in the message; the rest are counted

    def __init__(self, path: PathArg, differences: list[Difference], game: Game):
        named = "; ".join(map(str, differences[: self.SHOWN]))
        more = len(differences) - self.SHOWN
        if more > 0:
            named += f" and {more} more"
        super().__init__(path, f"the game differs from the one saved: {named}", key="changed")
        self.differences = differences
        self.game = game


def bad_field(path: PathArg, field: str, reason: str) -> FormatError:
    """A top-level field of a save that has the wrong kind."""
    return FormatError(path, reason, key="bad_field", params={"field": field})


def error_text(error: BaseException) -> str:
    """An unexpected exception in a few words: its kind and the start of its message."""
    text = f"{type(error).__name__}: {error}"
    return text if len(text) <= 160 else text[:157] + "..."


def read_json(path: PathArg) -> Any:
    """The JSON value of a file; FormatError names the file and the reason (a missing file,
    a pipe or device, more than 64 MB, not UTF-8, broken or too deeply nested JSON)."""
    try:
        return files.read_json(path)
    except files.FileProblem as exc:
        raise FormatError(path, exc.reason, key=exc.key, params=exc.params) from None


def kind_of(data: Any) -> str:
    """A file's kind: "save", "18xx" (an 18xx.games log), "nar" (a card game's log), "unknown"."""
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        return "save"
    if isinstance(data, dict) and plays_on_cards(data.get("title")):
        return "nar"
    if isinstance(data, dict) and "actions" in data and "title" in data:
        return "18xx"
    return "unknown"


def plays_on_cards(title: Any) -> bool:
    """Whether a file's title is the card game's (its logs are read by formats.nar)."""
    info = TITLES.get(title) if isinstance(title, str) else None
    return info is not None and info.engine == ENGINE_CARDS


def log_source(data: Any, path: PathArg = "<data>") -> dict[str, Any]:
    """The 18xx.games-shaped log of a save or a log (already parsed JSON); FormatError for
    anything else, or for a save whose top-level fields have the wrong kind."""
    kind = kind_of(data)
    if kind == "unknown":
        raise FormatError(path, "neither a railsdesk save nor an 18xx.games log", key="not_a_game")
    if kind == "nar":
        raise FormatError(
            path, f"a {data['title']} log (open it as a card game)", key="card_game_log"
        )
    if kind == "18xx":
        source: dict[str, Any] = data
        return source
    version = data.get("version")
    if not log18xx.is_number(version) or not 1 <= version <= SAVE_VERSION:
        raise FormatError(
            path,
            f"save format version {log18xx.shown(version)} is not supported",
            key="save_version",
            params={"version": log18xx.shown(version)},
        )
    settings = data.get("settings")
    if settings is not None and not isinstance(settings, dict):
        raise bad_field(
            path, "settings", f"settings must be an object, not {log18xx.shown(settings)}"
        )
    state_hash = data.get("state_hash")
    if state_hash is not None and not isinstance(state_hash, str):
        raise bad_field(
            path, "state_hash", f"state_hash must be text, not {log18xx.shown(state_hash)}"
        )
    final = data.get("final_state")
    if final is not None and not isinstance(final, dict):
        raise bad_field(
            path, "final_state", f"final_state must be an object, not {log18xx.shown(final)}"
        )
    return {
        "title": data.get("title"),
        "players": data.get("players"),
        "settings": {
            **(settings or {}),
            "seed": data.get("seed", 0),
            "optional_rules": data.get("options", []),
        },
        "actions": data.get("actions"),
        "id": data.get("log_id"),
        "reading": data.get("reading", RULEBOOK),
    }


def game_from_data(
    data: Any, path: PathArg = "<data>", on_applied: OnApplied | None = None
) -> Game:
    """Build and replay a game from a save or an 18xx.games log (already parsed JSON).

    FormatError names the file and what is wrong; ActionRefused (a FormatError) when the rules
    refuse an action, with the game up to it; SaveChanged (a FormatError) when a save reaches
    another state than it recorded, with the game; EngineBug (a FormatError) when the engine
    itself fails on an action."""
    source = log_source(data, path)
    with collector_paused():  # reading the actions makes many objects too
        try:
            game, actions = log18xx.game_from_log(source)
        except log18xx.LogError as exc:
            raise FormatError(path, exc.reason, exc.action_id, exc.key, exc.params) from None
        except GameDataError as exc:
            raise FormatError(path, str(exc), key=exc.key, params=exc.params) from None
        try:
            game.applied_count = log18xx.replay(game, actions, on_applied)
        except log18xx.ReplayError as exc:
            partial = game_up_to(source, exc.index)
            raise ActionRefused(
                path, exc.action_id, exc.index, exc.reason, partial, exc.refusal
            ) from None
        except log18xx.EngineFailure as exc:
            raise EngineBug(path, exc.action_id, exc.error) from None
    if kind_of(data) == "save":
        differences = save_differences(data, game)
        if differences:
            raise SaveChanged(path, differences, game)
    return game


def save_differences(data: dict[str, Any], game: Game) -> list[Difference]:
    """What the replayed game has otherwise than the save recorded (nothing: the same game)."""
    saved = data.get("final_state")
    differences = differences_from(saved, game) if saved is not None else []
    expected = data.get("state_hash")
    if not differences and expected and expected != state_hash(game):
        differences = [Difference("checksum", expected, state_hash(game))]
    return differences


def recorded_state(game: Game) -> dict[str, Any]:
    """The game's final state as a save records it, as JSON reads it back."""
    state: dict[str, Any] = json.loads(json.dumps(recorded(*final_state(game))))
    return state


def differences_from(saved: dict[str, Any], game: Game) -> list[Difference]:
    """What the game's final state has otherwise than a recorded one."""
    return [
        Difference(" ".join(path), saved_value, replayed_value)
        for path, saved_value, replayed_value in differing(saved, recorded_state(game))
    ]


def differing(
    saved: Any, replayed: Any, path: tuple[str, ...] = ()
) -> list[tuple[tuple[str, ...], Any, Any]]:
    """(path, saved, replayed) of every leaf that differs; the top level's "state" is left
    out of the path (players, corporations, ... are named as the trace names them)."""
    if isinstance(saved, dict) and isinstance(replayed, dict):
        found = []
        for key in sorted(saved.keys() | replayed.keys(), key=str):
            where = path if not path and key == "state" else (*path, str(key))
            found += differing(saved.get(key), replayed.get(key), where)
        return found
    return [] if saved == replayed else [(path, saved, replayed)]


def game_up_to(source: dict[str, Any], index: int) -> Game:
    """The game of a log with its actions before `index` (each one legal: the replay that
    found the refused action applied them)."""
    game, actions = log18xx.game_from_log(source)
    game.applied_count = log18xx.replay(game, actions[:index])
    return game


def load_game(path: PathArg, on_applied: OnApplied | None = None) -> Game:
    """Read and replay a save or an 18xx.games log; FormatError names the file and the reason."""
    return game_from_data(read_json(path), path, on_applied)


def final_state(game: Game) -> tuple[dict[str, Any], dict[str, str]]:
    """What a save records of the state its actions reach: the trace's figures (cash, shares,
    prices, trains, owners, round, phase) and every hex's tile and rotation."""
    from railsdesk.engine.view import state_line

    line = state_line(game.state, Action("hash", id=0))
    line.pop("tiles", None)
    board = {h.id: f"{h.tile_id}@{h.rotation}" for h in game.state.board.hexes.values()}
    return line, board


def recorded(line: dict[str, Any], board: dict[str, str]) -> dict[str, Any]:
    """The final state as a save records it (the line's placeholder action left out)."""
    return {"state": {k: v for k, v in line.items() if k not in ("id", "type")}, "board": board}


def digest(line: dict[str, Any], board: dict[str, str]) -> str:
    text = json.dumps([line, board], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def state_hash(game: Game) -> str:
    """A checksum of the game's final state (saves keep it to find a changed game)."""
    return digest(*final_state(game))


def save_data(game: Game, computer_seats: dict[str, str] | None = None) -> dict[str, Any]:
    """A save of the game; computer_seats (player id: level) are the seats the computer plays,
    kept for the program (an 18xx.games log has none)."""
    line, board = final_state(game)
    seats = {"computer_seats": dict(computer_seats)} if computer_seats else {}
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "title": game.title,
        "players": [dict(p) for p in game.players_setup],
        "options": list(game.options),
        "seed": game.seed,
        "reading": game.reading,
        "settings": {k: v for k, v in game.settings.items() if k not in ("seed", "optional_rules")},
        "log_id": getattr(game, "log_id", None),
        "actions": [a.to_dict() for a in game.raw_actions],
        "state_hash": digest(line, board),
        "final_state": recorded(line, board),
        **seats,
    }


def computer_seats(data: Any) -> dict[str, str]:
    """The seats a save gives to the computer (player id: level); none in an older save or a
    log, and none that is not a player id with a level's name."""
    seats = data.get("computer_seats") if isinstance(data, dict) else None
    if not isinstance(seats, dict):
        return {}
    return {str(k): v for k, v in seats.items() if isinstance(v, str) and v}


def save_game(game: Game, path: PathArg, computer_seats: dict[str, str] | None = None) -> None:
    """Write a save atomically; SaveError (an OSError) names the file and the system's reason
    (permission denied, disk full, read-only folder), and the previous file stays as it was."""
    write_json_atomic(path, save_data(game, computer_seats))


class ExportRefused(SaveError):
    """A game whose 18xx.games log would not be the same game: 18xx.games' reading of the
    rules refuses one of its actions (a rulebook-reading game: e.g. a private sold from player
    to player), or reaches another state. Nothing is written; `reason` says why, `refused`
    is the replay's FormatError (None: it reached another state), `differences` what the
    replay reaches otherwise (exported value as `replayed`), `rulebook` whether the game
    follows the rulebook's reading."""

    def __init__(
        self,
        path: PathArg,
        reason: str,
        rulebook: bool,
        refused: FormatError | None = None,
        differences: list[Difference] | None = None,
    ):
        super().__init__(path, f"18xx.games could not replay it: {reason}")
        self.rulebook = rulebook
        self.refused = refused
        self.differences = differences or []


def export_18xx(game: Game, path: PathArg) -> None:
    """Write an 18xx.games log atomically, once its replay in 18xx.games' reading of the rules
    has reached the game's own state; ExportRefused (a SaveError) otherwise, and SaveError as
    for save_game."""
    log = log18xx.to_log(game)
    rulebook = game.reading == RULEBOOK
    try:
        exported = game_from_data(json.loads(json.dumps(log)), path)
    except FormatError as exc:
        where = f"action {exc.action_id}: " if exc.action_id is not None else ""
        raise ExportRefused(path, where + exc.reason, rulebook, refused=exc) from None
    differences = differences_from(recorded_state(game), exported)
    if differences:
        named = "; ".join(
            f"{d.what} {log18xx.shown(d.replayed)} instead of {log18xx.shown(d.saved)}"
            for d in differences[: SaveChanged.SHOWN]
        )
        raise ExportRefused(
            path, f"its game would differ: {named}", rulebook, differences=differences
        )
    write_json_atomic(path, log)
