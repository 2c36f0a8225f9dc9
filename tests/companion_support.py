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


def table_action(action: Action) -> dict:
    """A map game's action as the table enters it: what the map found by itself (1856's
    destinations) comes as its own entries."""
    data = action.to_dict()
    data.pop("id", None)
    autos = [a for a in data.pop("auto_actions", []) if a["type"] != "destination_connection"]
    return {**data, "auto_actions": autos} if autos else data


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
    ("sync", (the map step next, who acts)), ("tile", cost), ("token", None),
    ("revenues", [per train]), ("home", a home marker placed on the map), ("destinations",
    [corporations whose destination the map found reached]), ("company_token", (private, hex
    of its marker)) or ("action", the same action).
    The caller applies each to its companion game before asking for the next."""
    state = map_game.state
    for action in filter_undone(actions):
        step = map_step(map_game, action)
        # the step that holds the map game now (a loan, which blocks nothing, may be taken
        # after the run): the table catches up to it
        yield ("sync", (blocking_step(map_game) or step, state.current_entity()))
        entity = state.entity(action)
        cash = getattr(entity, "cash", 0)
        escrow = getattr(entity, "escrow", None)  # 1856: paid out when the lay reaches home
        made = state.process(action)  # what the rules did by themselves, unless recorded
        if action.type == "lay_tile" and entity.kind == "corporation":
            released = escrow if escrow and not entity.escrow else 0
            yield ("tile", cash - entity.cash + released)
        elif action.type == "lay_tile":
            pass  # a private's tile power is the table's business
        elif action.type == "remove_token":
            pass  # 1856's CGR: the books drop its booked markers first (the table's choice)
        elif action.type == "place_token" and entity.kind == "company":
            # a private's marker (1856's W&S in Kitchener): the table's city in the same hex
            yield ("company_token", (entity.sym, state.city_by_id(action["city"])[0]))
        elif action.type == "place_token" and step == "token":
            yield ("token", None)
        elif step == "home_token":
            # the home marker waited for track on the map; at the table it was placed at once
            yield ("home", action)
        elif step == "escrow":
            # 1856: the map finds the destinations reached; at the table the players say so
            yield ("destinations", action["corporations"])
        elif action.type == "run_routes":
            yield ("revenues", [r["revenue"] for r in state.round.routes])
        else:
            yield ("action", action)
        for auto in [*action.auto_actions, *made]:
            if auto.type == "destination_connection":  # 1856's escrow, found by the map
                yield ("destinations", auto["corporations"])


def passed_at_table(table: Game, step: str | None) -> bool:
    """Whether the table has already left the map's step (1856's track step, held open on
    the map for a second lay, closes at the table after the lay booked)."""
    names = [s.name for s in table.state.round.steps]
    now = blocking_step(table)
    return step in names and now in names and names.index(step) < names.index(now)


def play_at_table(
    map_game: Game, actions: list[Action], enter: Callable[[str, Any], None], table: Game
) -> None:
    """Drive `table` (a companion game) with the map game's entries; `enter` applies one
    entry (kind, value) the way a player would."""
    left = False  # the table has left the map's step: its pass is no entry at the table
    for kind, value in table_entries(map_game, actions):
        if kind == "sync":
            # the map game skipped a book step (no lay, no reachable city, no route): the
            # table passes it, or enters a run of nothing
            value, acting = value
            ours = table.state.current_entity()
            same = (
                ours is not None
                and acting is not None
                and table.state.entity_ref(ours) == map_game.state.entity_ref(acting)
            )
            left = same and passed_at_table(table, value)
            while not left and blocking_step(table) in BOOK_STEPS and blocking_step(table) != value:
                enter("skip", BOOK_STEPS[blocking_step(table)])
            continue
        if left and kind == "action" and value.type == "pass":
            continue
        if left and kind == "tile" and not value:
            continue  # a private's free extra lay (1856's TCC) is the table's business
        if kind == "home" and "place_token" not in table.legal()["actions"]:
            continue
        if kind == "destinations":
            # those the table has not yet said reached (the map names every connected one)
            value = [s for s in value if s in (table.legal().get("destination_connection") or [])]
            if not value:
                continue
        if kind == "company_token":
            sym, hex_id = value
            offers = table.legal().get("companies", {}).get(sym, {}).get("place_token") or []
            offer = next(o for o in offers if o["hex"] == hex_id)
            fields = {"city": offer["city"], "slot": offer["slot"]}
            kind, value = "action", Action("place_token", sym, "company", fields)
        enter("action" if kind == "home" else kind, value)
