"""One open game: sends actions to the engine, autosaves, and answers what the views need.

The window never changes the engine's objects: it sends actions and redraws from the new state.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from railsdesk.ui import settings as user


def engine_available() -> bool:
    try:
        import railsdesk.games as games

        return hasattr(games, "new_game")
    except Exception:  # noqa: BLE001 - an engine being written must not stop the window
        return False


def formats_available() -> bool:
    try:
        import railsdesk.formats as formats

        return hasattr(formats, "load_game") and hasattr(formats, "save_game")
    except Exception:  # noqa: BLE001
        return False


def translate_error(exc: Exception, money=None) -> str:
    """An IllegalAction in the player's language (see engine_messages); other errors as they
    are."""
    from railsdesk.ui.engine_messages import translate_engine_message

    key = getattr(exc, "key", None)
    if key:
        text = translate_engine_message(key, getattr(exc, "params", None), money)
        if text is not None:
            return text
    return getattr(exc, "message", None) or str(exc)


class GameSession(QObject):
    changed = Signal()
    error = Signal(str)

    def __init__(self, game, path: str | None = None, parent=None) -> None:
        super().__init__(parent)
        self.game = game
        self.path = path
        self.dirty = False
        self._snapshot: dict | None = None
        self._legal: dict | None = None
        self.autosave_enabled = True
        self.last_routes: list[dict] = []

    # --- facts ----------------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return str(getattr(self.game, "title", "1830"))

    @property
    def board(self):
        board = getattr(self.game, "board", None)
        if board is None:
            board = getattr(getattr(self.game, "state", None), "board", None)
        return board

    def players(self) -> list[dict]:
        players = getattr(self.game, "players_setup", None) or getattr(self.game, "players", None)
        players = players or []
        result = []
        for i, p in enumerate(players):
            if isinstance(p, dict):
                result.append({"id": p.get("id", i), "name": p.get("name", str(p.get("id", i)))})
            else:
                pid = getattr(p, "id", i)
                result.append({"id": pid, "name": getattr(p, "name", str(pid))})
        return result

    def player_name(self, pid) -> str:
        for p in self.players():
            if str(p["id"]) == str(pid):
                return str(p["name"])
        return str(pid)

    def snapshot(self) -> dict:
        if self._snapshot is None:
            self._snapshot = snapshot_of(self.game)
        return self._snapshot

    @property
    def state(self):
        """The engine's current state (None for a map without rules)."""
        return getattr(self.game, "state", None)

    def legal(self) -> dict:
        if self._legal is None:
            try:
                self._legal = self.game.legal() or {}
            except Exception as exc:  # noqa: BLE001 - shown, never fatal
                self.error.emit(str(exc))
                self._legal = {}
        return self._legal

    def actions(self) -> list[dict]:
        acts = getattr(self.game, "actions", None)
        if acts is None:
            acts = getattr(self.game, "raw_actions", None)
        if acts is None:
            return []
        out = []
        for a in acts:
            if isinstance(a, dict):
                out.append(a)
            elif hasattr(a, "to_dict"):
                out.append(a.to_dict())
            elif hasattr(a, "to_h"):
                out.append(a.to_h())
        return out

    def live_actions(self) -> list[dict]:
        """The actions that count (undone ones and the undo/redo entries left out), in order;
        Game.state_at(n) is the game after the first n of them."""
        raw = getattr(self.game, "raw_actions", None)
        if raw is None:
            return [a for a in self.actions() if a.get("type") not in ("undo", "redo")]
        from railsdesk.engine.actions import filter_undone

        return [a.to_dict() for a in filter_undone(list(raw)) if a.type not in ("undo", "redo")]

    def log_lines(self) -> list:
        """The engine's own log, when it keeps one."""
        log = getattr(self.game, "log", None)
        return list(log) if isinstance(log, list) else []

    @property
    def can_undo(self) -> bool:
        return bool(getattr(self.game, "can_undo", False))

    @property
    def can_redo(self) -> bool:
        return bool(getattr(self.game, "can_redo", False))

    @property
    def finished(self) -> bool:
        return bool(self.snapshot().get("finished"))

    def acting_player(self):
        """The player who acts now (for a corporation: its president)."""
        snap = self.snapshot()
        cur = snap.get("current") or {}
        if cur.get("entity_type") == "player":
            return cur.get("entity")
        corp = (snap.get("corporations") or {}).get(str(cur.get("entity")))
        if corp and corp.get("president") is not None:
            return corp["president"]
        players = self.players()
        return players[0]["id"] if players else None

    def money(self, amount) -> str:
        from railsdesk.ui.money import format_money
        from railsdesk.ui.titledata import TitleData

        try:
            fmt = TitleData.load(self.title).currency_format
        except (OSError, ValueError):
            fmt = "$%s"
        return format_money(fmt, amount)

    # --- changing the game ----------------------------------------------------------------------

    def process(self, action: dict) -> bool:
        from railsdesk.engine.errors import IllegalAction

        try:
            self.game.process(dict(action))
        except IllegalAction as exc:
            self.error.emit(translate_error(exc, self.money))
            return False
        except Exception as exc:  # noqa: BLE001 - an engine fault must not close the window
            self.error.emit(
                QCoreApplication.translate("GameSession", "The rules engine failed: %1").replace(
                    "%1", str(exc)
                )
            )
            return False
        self._after_change()
        return True

    def undo(self) -> bool:
        return self.process(
            {"type": "undo", "entity": self.acting_player(), "entity_type": "player"}
        )

    def redo(self) -> bool:
        return self.process(
            {"type": "redo", "entity": self.acting_player(), "entity_type": "player"}
        )

    def _after_change(self) -> None:
        self._snapshot = None
        self._legal = None
        self.dirty = True
        self.autosave()
        self.changed.emit()

    def refresh(self) -> None:
        self._snapshot = None
        self._legal = None
        self.changed.emit()

    # --- files ----------------------------------------------------------------------------------

    def save(self, path: str) -> None:
        from railsdesk import formats

        formats.save_game(self.game, path)
        self.path = path
        self.dirty = False

    def export(self, path: str) -> None:
        from railsdesk import formats

        formats.export_18xx(self.game, path)

    def autosave(self) -> None:
        if not self.autosave_enabled or not formats_available():
            return
        try:
            from railsdesk import formats

            formats.save_game(self.game, str(user.autosave_path()))
            mark_running({"autosave": str(user.autosave_path()), "path": self.path})
        except Exception:  # noqa: BLE001 - autosave must never interrupt play
            pass


# --- crash recovery -----------------------------------------------------------------------------


def mark_running(info: dict | None = None) -> None:
    data = {"pid": os.getpid(), "time": time.time()}
    data.update(info or {})
    try:
        tmp = user.running_marker().with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, user.running_marker())
    except OSError:
        pass


def clear_running() -> None:
    try:
        user.running_marker().unlink(missing_ok=True)
    except OSError:
        pass


def recovery_candidate() -> Path | None:
    """The autosave left by a run that did not end normally, if any."""
    marker = user.running_marker()
    if not marker.exists():
        return None
    try:
        info = json.loads(marker.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    path = Path(info.get("autosave") or user.autosave_path())
    return path if path.exists() else None


def snapshot_of(game) -> dict:
    """The snapshot of a game, or of an engine state (Game.state_at gives states)."""
    if hasattr(game, "snapshot"):
        return game.snapshot()
    from railsdesk.engine.view import snapshot

    return snapshot(game)


def board_of(game):
    board = getattr(game, "board", None)
    return board if board is not None else getattr(getattr(game, "state", None), "board", None)
