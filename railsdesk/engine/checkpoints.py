"""Copies of a game's state kept near the present, so that a rebuild (an undo, a look at an
earlier moment, an illegal action taken back) replays from the closest copy instead of from
the first action: late in a game a whole replay takes a few hundred milliseconds, a copy and
the actions after it a few tens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from railsdesk.engine.actions import Action
from railsdesk.engine.scratch import scratch_copy
from railsdesk.engine.undo_states import same_actions

if TYPE_CHECKING:
    from railsdesk.engine.game import GameState

EVERY = 40  # a copy after every 40th action ...
NEAR = 2 * EVERY  # ... among the last 80 of a rebuild
KEPT = 6  # copies kept, the least recently used dropped first


class Checkpoints:
    def __init__(self) -> None:
        self.kept: list[tuple[list[Action], GameState]] = []

    def start(self, actions: list[Action]) -> tuple[int, GameState | None]:
        """The most actions of `actions` a kept copy has applied, and a fresh copy of it to
        go on from (0 and None when none fits)."""
        best: tuple[list[Action], GameState] | None = None
        for entry in self.kept:
            done = entry[0]
            if len(done) <= len(actions) and (best is None or len(done) > len(best[0])):
                if same_actions(done, actions[: len(done)]):
                    best = entry
        if best is None:
            return 0, None
        self.kept.remove(best)
        self.kept.append(best)
        return len(best[0]), fresh_copy(best[1])

    @staticmethod
    def wanted(done: int, total: int) -> bool:
        """Whether the state after `done` of a rebuild's `total` actions is worth a copy."""
        return done % EVERY == 0 and done >= total - NEAR

    def keep(self, actions: list[Action], state: GameState) -> None:
        if any(same_actions(done, actions) for done, _ in self.kept):
            return
        self.kept.append((list(actions), fresh_copy(state)))
        del self.kept[:-KEPT]


def fresh_copy(state: GameState) -> GameState:
    """A copy that goes on as the state would, its log included, asked afresh."""
    copied = scratch_copy(state, keep_log=True)
    copied._in_sequence = False
    copied._offered = None
    return copied
