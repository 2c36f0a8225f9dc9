"""Exceptions of the North American Railways engine."""

from __future__ import annotations


class NarError(Exception):
    """A problem with a North American Railways log, deck or action.

    ``action_index`` is the index of the offending action in the log's ``actions`` list when
    the problem is an illegal action met while replaying a log, otherwise ``None``.
    """

    def __init__(self, message: str, action_index: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.action_index = action_index


class IllegalNarAction(NarError):
    """An action that the rules do not allow now; the game state is left unchanged.

    Refusals a player can cause by what he types carry a ``reason`` key and its ``params`` (the
    amounts in dollars), so that the screen can say why in the player's language.
    """

    def __init__(self, message: str, reason: str = "", **params) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params


class DeckError(NarError):
    """A deck that cannot be used; ``problems`` lists every problem found."""

    def __init__(self, message: str, problems: list[str] | None = None) -> None:
        super().__init__(message)
        self.problems = list(problems or [message])
