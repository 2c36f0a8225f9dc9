"""Which state an undo or redo leads to, without replaying the game from its first action
where that can be avoided: the state the previous undo or redo left is kept, with its live
actions, until the next other action, so that undo then redo (or redo then undo) goes back to
it; a redo that only restores actions applies them to the present state. Either is chosen
only when the live actions are the very same objects; otherwise the game is rebuilt."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from railsdesk.engine.actions import Action, filter_undone

if TYPE_CHECKING:
    from railsdesk.engine.game import GameState


class UndoStates:
    """build(actions): a game's state replayed from its start."""

    def __init__(self, build: Callable[[list[Action]], GameState]) -> None:
        self.build = build
        self.left: tuple[list[Action], GameState] | None = None

    def forget(self) -> None:
        """Another action changes the present state: what an undo left is of no more use."""
        self.left = None

    def state_after(
        self,
        present: GameState,
        logged: list[Action],
        live: list[Action],
    ) -> GameState:
        """The state of the live actions after an undo or redo, from the present state of
        the actions logged before it."""
        before = filter_undone(logged)
        left, self.left = self.left, (before, present)
        if left is not None and same_actions(left[0], live):
            return left[1]
        if len(live) > len(before) and same_actions(live[: len(before)], before):
            self.left = None  # the present state moves on: nothing is left
            try:
                with present.in_sequence():
                    for action in live[len(before) :]:
                        present.process(action)
                return present
            except Exception:  # noqa: BLE001 - the rebuild below says what is wrong, if anything
                pass
        return self.build(live)


def same_actions(first: list[Action], second: list[Action]) -> bool:
    """The same action objects in the same order (a game's live actions, compared cheaply)."""
    return len(first) == len(second) and all(a is b for a, b in zip(first, second, strict=True))
