"""North American Railways logs (our own JSON, see docs/nar.md) for the command line."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from railsdesk.games.nar import TITLE, IllegalNarAction, NarError, NarGame


class NarRecord:
    """A card game replayed from its log, shaped like an 18xx game for the command line."""

    title = TITLE

    def __init__(self, data: dict[str, Any], state: NarGame, applied: int):
        self.data = data
        self.state = state
        self.applied_count = applied


def load(
    path: str | os.PathLike[str],
    data: dict[str, Any],
    on_applied: Callable[[_Traced, dict[str, Any]], None] | None = None,
) -> NarRecord:
    """Replay a card-game log action by action; on_applied(state, action) after each."""
    from railsdesk.formats import FormatError

    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise FormatError(path, "actions must be a list")
    try:
        game = NarGame.from_log({**data, "actions": []})
    except NarError as exc:
        raise FormatError(path, str(exc)) from None
    for index, action in enumerate(actions):
        try:
            game.process(action)
        except IllegalNarAction as exc:
            raise FormatError(path, exc.message, index + 1) from None
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise FormatError(path, f"not a valid action ({exc})", index + 1) from None
        if on_applied is not None:
            on_applied(_Traced(game, index + 1), action)
    return NarRecord(data, game, len(actions))


class _Traced:
    """The state after one action, as one trace line."""

    def __init__(self, game: NarGame, number: int):
        self.game = game
        self.number = number

    def trace_line(self, action: dict[str, Any]) -> dict[str, Any]:
        return {"id": self.number, "type": action.get("type"), **self.game.state_dict()}
