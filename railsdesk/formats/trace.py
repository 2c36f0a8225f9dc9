"""Traces: the state after every applied action of a file, as JSON lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from railsdesk.engine.view import start_line, state_line


def trace_lines(
    path: str, load: Callable[[str, Callable[[Any, Any], None]], Any]
) -> list[dict[str, Any]]:
    """Every state of the game in a file: the start map (18xx titles), one line per applied
    action, and the final result. `load(path, on_applied)` replays the file: an 18xx game
    (GameState and Action) or a card game (its own trace state and action dict)."""
    lines: list[dict[str, Any]] = []

    def on_applied(state: Any, action: Any) -> None:
        own = getattr(state, "trace_line", None)
        lines.append(own(action) if own else state_line(state, action))

    game = load(path, on_applied)
    head = [start_line(game.fresh_state())] if hasattr(game.state, "board") else []
    return head + lines + [{"id": "result", "result": game.state.result()}]
