"""Errors the engine raises. Messages are English; `key` and `params` let the UI translate."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules do not allow now; the game state is unchanged."""

    def __init__(self, key: str, message: str, **params: Any):
        super().__init__(message)
        self.key = key
        self.params = params
        self.message = message


class GameDataError(Exception):
    """A title's data or a log's setup that cannot be used (unknown title, bad players...).
    The message is English; a setup problem a player can meet has a `key` and `params` too
    ("setup": none)."""

    def __init__(self, message: str, key: str = "setup", **params: Any):
        super().__init__(message)
        self.key = key
        self.params = params
