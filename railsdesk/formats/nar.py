"""North American Railways logs (our own JSON, see docs/nar.md) for the command line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from railsdesk.files import PathArg
from railsdesk.formats.log18xx import is_number, is_text, shown
from railsdesk.games.nar import TITLE, IllegalNarAction, NarError, NarGame


class NarRecord:
    """A card game replayed from its log, shaped like an 18xx game for the command line."""

    title = TITLE

    def __init__(self, data: dict[str, Any], state: NarGame, applied: int):
        self.data = data
        self.state = state
        self.applied_count = applied


def _number_or_null(value: Any) -> bool:
    return value is None or is_number(value)


# The fields of a card-game action record and the kind each must be (docs/nar.md).
ACTION_FIELDS = {
    "type": (is_text, "text"),
    "entity": (is_text, "text"),
    "column": (is_number, "a whole number"),
    "price": (_number_or_null, "a whole number of dollars"),
    "cost": (_number_or_null, "a whole number of dollars"),
    "revenue": (_number_or_null, "a whole number of dollars"),
    "symbols": (_number_or_null, "a whole number"),
    "buy": (lambda v: isinstance(v, bool), "true or false"),
    "company": (is_text, "text"),
    "city": (is_text, "text"),
    "start_city": (is_text, "text"),
    "name": (lambda v: v is None or is_text(v), "text"),
}


def action_problem(action: Any) -> str | None:
    """What is wrong with the shape of a card-game action record, or None."""
    if not isinstance(action, dict):
        return f"an action must be an object, not {shown(action)}"
    for key, (check, wanted) in ACTION_FIELDS.items():
        if key in action and not check(action[key]):
            return f"{key} must be {wanted}, not {shown(action[key])}"
    return None


def load(
    path: PathArg,
    data: dict[str, Any],
    on_applied: Callable[[_Traced, dict[str, Any]], None] | None = None,
) -> NarRecord:
    """Replay a card-game log action by action; on_applied(state, action) after each.

    FormatError names the file, the action (counted from 1) and the reason; EngineBug when
    the card-game engine itself fails."""
    from railsdesk.formats import EngineBug, FormatError

    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise FormatError(path, "actions must be a list")
    for index, action in enumerate(actions):
        problem = action_problem(action)
        if problem:
            raise FormatError(path, problem, index + 1)
    try:
        game = NarGame.from_log({**data, "actions": []})
    except NarError as exc:
        raise FormatError(path, str(exc)) from None
    except Exception as exc:  # noqa: BLE001 - anything but NarError is the engine's fault
        raise EngineBug(path, None, exc) from None
    for index, action in enumerate(actions):
        try:
            game.process(action)
        except IllegalNarAction as exc:
            raise FormatError(path, exc.message, index + 1) from None
        except Exception as exc:  # noqa: BLE001 - anything else is the engine's fault
            raise EngineBug(path, index + 1, exc) from None
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
