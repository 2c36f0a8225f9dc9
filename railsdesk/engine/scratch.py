"""An action tried on a scratch copy of a game and thrown away (what a computer player asks
before it decides): the snapshot it would give, the best run a company would then have.

The copy is a deep copy of the state, less what it need not copy: what never changes is shared
(the title's data, the tile definitions and their track), and what is only kept to answer faster
starts empty (the log, the reach of each company, the logged route chains matched against the
track). Nothing the copy does reaches the game it was taken from.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from railsdesk.engine.actions import Action
from railsdesk.engine.contract import IllegalAction, Snapshot
from railsdesk.engine.entities import Corporation, Minor

if TYPE_CHECKING:
    from railsdesk.engine.game import Game, GameState


class Trial:
    """The game after an action tried on a scratch copy of it."""

    def __init__(self, state: GameState):
        self._state = state

    def snapshot(self) -> Snapshot:
        """The snapshot after the action (its log empty)."""
        from railsdesk.engine.view import snapshot

        return snapshot(self._state, log=False)

    def best_revenue(self, operator: str) -> int:
        """What the best run of a corporation's (or a minor's) trains would earn now."""
        state = self._state
        found: Corporation | Minor | None = state.corps_by_sym.get(operator)
        if found is None:
            found = state.minors_by_sym.get(operator)
        if found is None:
            raise IllegalAction("unknown_corporation", f"no corporation {operator!r}")
        return sum(route["revenue"] for route in state.best_routes(found))


def try_action(game: Game, move: dict[str, Any]) -> Trial:
    """The game after `move`, applied to a scratch copy; raises IllegalAction when the
    engine refuses it. The game itself does not change."""
    try:
        action = Action.from_dict({**move, "id": 0})
    except ValueError as exc:
        raise IllegalAction("bad_action", str(exc)) from None
    state = scratch_copy(game.state)
    state.process(action)
    return Trial(state)


def scratch_copy(state: GameState, keep_log: bool = False) -> GameState:
    """A deep copy of the state that shares what never changes and leaves out what is only
    kept to answer faster (copying those would cost more than the trial). keep_log: the copy
    has the log so far (its entries never change: the list is copied, not they)."""
    board = state.board
    memo: dict[int, Any] = {
        id(state.data): state.data,
        id(state.tileset): state.tileset,
        id(state.log): list(state.log) if keep_log else [],
        id(state._reach): {},
        id(board.matched_chains): {},
        id(board.track_moves): {},
        id(board.track_keys): None,
    }
    # tile definitions are frozen and shared between games; each hex's walk data is its
    # tile's, computed once per rotation
    for tile in state.tileset.manifest.values():
        memo[id(tile)] = tile
    for hex_ in board.hexes.values():
        memo[id(hex_.tile)] = hex_.tile
    for info in board.walk_info.values():
        memo[id(info)] = info
    copied: GameState = copy.deepcopy(state, memo)
    return copied
