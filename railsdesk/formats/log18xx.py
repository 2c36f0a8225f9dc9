"""18xx.games game logs: read them into a game, write games back in the same shape."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from railsdesk.engine.actions import Action, filter_undone
from railsdesk.engine.errors import GameDataError, IllegalAction
from railsdesk.engine.game import Game, GameState
from railsdesk.engine.randomness import seed_for
from railsdesk.engine.readings import SITE
from railsdesk.games import new_game

# Called after each applied action with the state and the action.
OnApplied = Callable[[GameState, Action], None]


def players_of(data: dict[str, Any]) -> list[dict[str, Any]]:
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise GameDataError("the log has no players")
    out = []
    for index, p in enumerate(players):
        if not isinstance(p, dict):
            raise GameDataError(f"player {index + 1} is not an object")
        ident = p.get("id", p.get("name", index))
        out.append({"id": ident, "name": p.get("name") or str(ident)})
    return out


def parse_actions(data: dict[str, Any]) -> list[Action]:
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise GameDataError("the log has no list of actions")
    actions = []
    for index, item in enumerate(raw):
        try:
            actions.append(Action.from_dict(item))
        except (ValueError, TypeError) as exc:
            raise GameDataError(f"action {index + 1}: {exc}") from None
    return actions


def game_from_log(data: dict[str, Any]) -> tuple[Game, list[Action]]:
    """A new game set up as the log says, and the log's actions (not applied yet)."""
    if not isinstance(data, dict):
        raise GameDataError("the file does not hold a game object")
    settings = data.get("settings") or {}
    options = list(settings.get("optional_rules") or [])
    seed = seed_for(settings, data.get("id"))
    reading = data.get("reading", SITE)
    game = new_game(str(data.get("title")), players_of(data), options, seed, reading)
    game.settings = dict(settings)
    game.log_id = data.get("id")
    return game, parse_actions(data)


class ReplayError(Exception):
    """An action of a log that the rules reject, with its id and the reason."""

    def __init__(self, action_id: int | None, reason: str):
        super().__init__(reason)
        self.action_id = action_id
        self.reason = reason


def replay(
    game: Game, actions: list[Action], on_applied: OnApplied | None = None, strict: bool = False
) -> int:
    """Apply a log's actions (undone ones are skipped) and return how many were applied.

    on_applied(state, action) runs after each. Not strict: like 18xx.games when it loads a
    game, tile rotations are not re-checked (older logs may hold rotations a later rules
    version refuses)."""
    state = game.state
    state.loading = not strict
    applied = 0
    for action in filter_undone(actions):
        try:
            state.process(action)
        except IllegalAction as exc:
            raise ReplayError(action.id, exc.message) from exc
        except (GameDataError, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise ReplayError(action.id, f"the rules cannot apply it ({exc})") from exc
        applied += 1
        if on_applied is not None:
            on_applied(state, action)
    state.loading = False
    game.raw_actions = list(actions)
    return applied


def to_log(game: Game) -> dict[str, Any]:
    state = game.state
    return {
        "id": getattr(game, "log_id", None) or 0,
        "title": game.title,
        "players": [{"id": p["id"], "name": p["name"]} for p in game.players_setup],
        "settings": {**game.settings, "seed": game.seed, "optional_rules": list(game.options)},
        "status": "finished" if state.finished else "active",
        "actions": [a.to_dict() for a in game.raw_actions],
        "result": state.result() if state.finished else {},
    }
