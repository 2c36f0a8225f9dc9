"""Exceptions of the North American Railways engine."""

from __future__ import annotations

from collections.abc import Sequence


class NarError(Exception):
    """A problem with a North American Railways log, deck or action.

    ``action_index`` is the index of the offending action in the log's ``actions`` list when
    the problem is an illegal action met while replaying a log, otherwise ``None``. A log that
    cannot be read also carries a ``key`` and its ``params`` (the field's place in the log, the
    value found, the illegal action's refusal), so that the screen can say it in the player's
    language; ``message`` is English.
    """

    def __init__(
        self, message: str, action_index: int | None = None, key: str = "", **params: object
    ) -> None:
        super().__init__(message)
        self.message = message
        self.action_index = action_index
        self.key = key
        self.params = params


class IllegalNarAction(NarError):
    """An action that the rules do not allow now; the game state is left unchanged.

    ``message`` is English; the ``reason`` key and its ``params`` (amounts in dollars, ids of
    players, companies and cards, phase keys) let the screen say why in the player's language.
    """

    def __init__(self, message: str, reason: str = "", **params: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params


class DeckProblem(str):
    """One problem of a deck: an English sentence that also carries a ``key`` and its
    ``params``, so that the screen can say it in the player's language."""

    key: str
    params: dict[str, object]

    def __new__(cls, message: str, key: str, **params: object) -> DeckProblem:
        problem = super().__new__(cls, message)
        problem.key = key
        problem.params = params
        return problem


class DeckError(NarError):
    """A deck that cannot be used; ``problems`` lists every problem found (DeckProblem), and
    ``file`` names the deck file when the deck was read from one."""

    def __init__(
        self, message: str, problems: Sequence[str] | None = None, file: str | None = None
    ) -> None:
        super().__init__(message)
        self.problems = list(problems or [message])
        self.file = file
