"""The same game at the table: a map game's actions turned into the entries a companion game
takes (a tile's cost, a marker, the revenue typed per train)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from railsdesk.engine.actions import Action, filter_undone
from railsdesk.engine.game import Game
from railsdesk.engine.steps.companion import COMPANION
from railsdesk.games import new_game

# the companion's steps that take book entries, and the map step each stands for
BOOK_STEPS = {"track": "pass", "token": "pass", "route": "book_revenue"}


def companion_of(game: Game) -> Game:
    return new_game(
        game.title, game.players_setup, [*game.options, COMPANION], game.seed, game.reading
    )


def map_step(game: Game, action: Action) -> str | None:
    """The name of the step of the map game that takes the action now."""
    state = game.state
    entity = state.entity(action)
    for step in state.round.steps:
        if step.active and action.type in step.actions(entity):
            return step.name
    return None


def blocking_step(game: Game) -> str | None:
    state = game.state
    entity = state.current_entity()
    if entity is None:
        return None
    for step in state.round.steps:
        if step.active and step.actions(entity) and step.blocking():
            return step.name
    return None


def table_entries(map_game: Game, actions: list[Action]) -> Iterator[tuple[str, Any]]:
    """Play the map game and yield what the table enters for each of its actions, in order:
    ("sync", the map step next), ("tile", cost), ("token", None), ("revenues", [per train]),
    ("home", a home marker placed on the map) or ("action", the same action).
    The caller applies each to its companion game before asking for the next."""
    state = map_game.state
    state.loading = True
    for action in filter_undone(actions):
        step = map_step(map_game, action)
        yield ("sync", step)
        entity = state.entity(action)
        cash = getattr(entity, "cash", 0)
        state.process(action)
        if action.type == "lay_tile" and entity.kind == "corporation":
            yield ("tile", cash - entity.cash)
        elif action.type == "place_token" and step == "token":
            yield ("token", None)
        elif step == "home_token":
            # the home marker waited for track on the map; at the table it was placed at once
            yield ("home", action)
        elif action.type == "run_routes":
            yield ("revenues", [r["revenue"] for r in state.round.routes])
        else:
            yield ("action", action)
    state.loading = False


def play_at_table(
    map_game: Game, actions: list[Action], enter: Callable[[str, Any], None], table: Game
) -> None:
    """Drive `table` (a companion game) with the map game's entries; `enter` applies one
    entry (kind, value) the way a player would."""
    for kind, value in table_entries(map_game, actions):
        if kind == "sync":
            # the map game skipped a book step (no lay, no reachable city, no route): the
            # table passes it, or enters a run of nothing
            while blocking_step(table) in BOOK_STEPS and blocking_step(table) != value:
                enter("skip", BOOK_STEPS[blocking_step(table)])
            continue
        if kind == "home" and "place_token" not in table.legal()["actions"]:
            continue
        enter("action" if kind == "home" else kind, value)
