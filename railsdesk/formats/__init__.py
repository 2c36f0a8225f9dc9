"""Files: railsdesk saves, 18xx.games logs (import and export), and North American Railways
logs. Every reader raises FormatError naming the file and the reason; writers are atomic."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from railsdesk.engine.actions import Action
from railsdesk.engine.errors import GameDataError
from railsdesk.engine.game import Game
from railsdesk.engine.readings import RULEBOOK
from railsdesk.formats import log18xx
from railsdesk.formats.log18xx import OnApplied

# A file name as the functions here take it.
PathArg = str | os.PathLike[str]

SAVE_FORMAT = "railsdesk-save"
SAVE_VERSION = 1
NAR_TITLE = "North American Railways"


class FormatError(Exception):
    """A file that cannot be used; str() names the file and the reason."""

    def __init__(self, path: PathArg, reason: str, action_id: int | None = None):
        self.path = str(path)
        self.reason = reason
        self.action_id = action_id
        where = f"{self.path}: action {action_id}: " if action_id is not None else f"{self.path}: "
        super().__init__(where + reason)


def read_json(path: PathArg) -> Any:
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except FileNotFoundError:
        raise FormatError(path, "no such file") from None
    except IsADirectoryError:
        raise FormatError(path, "is a folder, not a file") from None
    except PermissionError:
        raise FormatError(path, "not allowed to read it") from None
    except UnicodeDecodeError:
        raise FormatError(path, "not a text file") from None
    except json.JSONDecodeError as exc:
        raise FormatError(path, f"broken JSON at line {exc.lineno}, column {exc.colno}") from None
    except OSError as exc:
        raise FormatError(path, exc.strerror or "cannot be read") from None


def kind_of(data: Any) -> str:
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        return "save"
    if isinstance(data, dict) and data.get("title") == NAR_TITLE:
        return "nar"
    if isinstance(data, dict) and "actions" in data and "title" in data:
        return "18xx"
    return "unknown"


def game_from_data(
    data: Any, path: PathArg = "<data>", on_applied: OnApplied | None = None
) -> Game:
    """Build and replay a game from a save or an 18xx.games log (already parsed JSON)."""
    kind = kind_of(data)
    if kind == "unknown":
        raise FormatError(path, "neither a railsdesk save nor an 18xx.games log")
    if kind == "nar":
        raise FormatError(path, "a North American Railways log (open it as a card game)")
    source = dict(data)
    if kind == "save":
        version = data.get("version")
        if not isinstance(version, int) or version > SAVE_VERSION:
            raise FormatError(path, f"save format version {version!r} is not supported")
        source = {
            "title": data.get("title"),
            "players": data.get("players"),
            "settings": {
                **(data.get("settings") or {}),
                "seed": data.get("seed", 0),
                "optional_rules": data.get("options", []),
            },
            "actions": data.get("actions"),
            "id": data.get("log_id"),
            "reading": data.get("reading", RULEBOOK),
        }
    try:
        game, actions = log18xx.game_from_log(source)
    except GameDataError as exc:
        raise FormatError(path, str(exc)) from None
    try:
        game.applied_count = log18xx.replay(game, actions, on_applied)
    except log18xx.ReplayError as exc:
        raise FormatError(path, exc.reason, exc.action_id) from None
    if kind == "save":
        expected = data.get("state_hash")
        if expected and expected != state_hash(game):
            game.rules_changed = True
    return game


def load_game(path: PathArg, on_applied: OnApplied | None = None) -> Game:
    return game_from_data(read_json(path), path, on_applied)


def state_hash(game: Game) -> str:
    from railsdesk.engine.view import state_line

    line = state_line(game.state, Action("hash", id=0))
    line.pop("tiles", None)
    board = {h.id: f"{h.tile_id}@{h.rotation}" for h in game.state.board.hexes.values()}
    text = json.dumps([line, board], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def save_data(game: Game) -> dict[str, Any]:
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
        "state_hash": state_hash(game),
    }


def write_json_atomic(path: PathArg, data: Any) -> None:
    """Write beside the target, flush and fsync, then rename over it."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.chmod(tmp, target.stat().st_mode & 0o777 if target.exists() else 0o644)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def save_game(game: Game, path: PathArg) -> None:
    write_json_atomic(path, save_data(game))


def export_18xx(game: Game, path: PathArg) -> None:
    write_json_atomic(path, log18xx.to_log(game))
