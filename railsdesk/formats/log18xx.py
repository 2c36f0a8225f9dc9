"""18xx.games game logs: read them into a game, write games back in the same shape."""

from __future__ import annotations

import json
from collections.abc import Callable
from itertools import repeat
from typing import Any, NamedTuple, NoReturn

from railsdesk.engine.actions import Action, filter_undone
from railsdesk.engine.collector import collector_paused
from railsdesk.engine.errors import GameDataError, IllegalAction
from railsdesk.engine.game import Game, GameState
from railsdesk.engine.randomness import seed_for
from railsdesk.engine.readings import READINGS, SITE
from railsdesk.games import new_game

# Called after each applied action with the state and the action.
OnApplied = Callable[[GameState, Action], None]

LARGEST_NUMBER = 10**15  # far above any amount, id or time in a log; larger ones are damage


class LogError(GameDataError):
    """A log whose structure cannot be used; `action_id` names the action at fault, if any.
    `key` and `params` let the program say it in the player's language."""

    def __init__(self, reason: str, action_id: Any = None, key: str = "bad_log", **params: Any):
        super().__init__(reason, key, **params)
        self.reason = reason
        self.action_id = action_id


def shown(value: Any) -> str:
    """A value as a message shows it: short JSON (an object only by its kind)."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list) and len(value) > 3:
        text = json.dumps(value[:3])[:-1] + ", ...]"
    else:
        text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def is_number(value: Any) -> bool:
    return type(value) is int and -LARGEST_NUMBER <= value <= LARGEST_NUMBER


def is_text(value: Any) -> bool:
    return isinstance(value, str)


def is_id(value: Any) -> bool:
    return is_text(value) or is_number(value)


def is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def list_of(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, list) and all(map(check, value))


def is_texts(value: Any) -> bool:
    """A list of text (checked without a Python call per item: a log holds thousands)."""
    return isinstance(value, list) and all(map(isinstance, value, repeat(str)))


def is_route(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    for key, field in value.items():
        kind = ROUTE_FIELDS.get(key)
        if kind is not None and type(field) not in kind.plain and not kind.check(field):
            return False
    return True


def is_connection(value: Any) -> bool:
    """One chain of a route: the hexes from one stop to the next (at least one), or the
    special form "H12 0.1" (a path inside one hex)."""
    if isinstance(value, str):
        return bool(value)
    return isinstance(value, list) and bool(value) and is_texts(value) and all(value)


class Kind(NamedTuple):
    """What a field must hold: the check, the words a message uses, and the types that are
    always of the kind (a log holds thousands of fields: most need no call)."""

    check: Callable[[Any], bool]
    wanted: str
    plain: tuple[type, ...] = ()


NUMBER = Kind(is_number, "a whole number")
TEXT = Kind(is_text, "text", (str,))
ID = Kind(is_id, "text or a whole number", (str,))
FLAG = Kind(is_bool, "true or false", (bool,))
TEXTS = Kind(is_texts, "a list of text")
NUMBERS = Kind(list_of(is_number), "a list of whole numbers")

# The fields of an action record (18xx.games vocabulary) by name, with the kind each must be.
# A name means the same in every action type; fields not listed are title-specific and kept.
ACTION_FIELDS = {
    "type": TEXT,
    "entity": ID,
    "entity_type": TEXT,
    "id": NUMBER,
    "user": ID,
    "created_at": Kind(lambda v: is_id(v) or isinstance(v, float), "a time", (str, float)),
    "action_id": NUMBER,
    **dict.fromkeys(
        (
            "price",
            "percent",
            "rotation",
            "slot",
            "cost",
            "amount",
            "total_price",
            "extra_revenue",
            "subsidy",
            "loan",
            "maximum_bid",
            "buy_price",
            "original_id",
        ),
        NUMBER,
    ),
    **dict.fromkeys(
        (
            "company",
            "corporation",
            "minor",
            "hex",
            "tile",
            "train",
            "variant",
            "kind",
            "tokener",
            "token_type",
            "exchange",
            "swap",
            "discounter",
            "description",
            "target",
            "target_type",
            "message",
            "purchase_for",
            "purchase_for_type",
            "borrow_from",
            "borrow_from_type",
            "reason",
            "original_type",
            "option",
            "bid_target",
        ),
        TEXT,
    ),
    **dict.fromkeys(("city", "choice", "until_condition"), ID),
    **dict.fromkeys(
        (
            "extra_due",
            "skip",
            "auto_pass_after",
            "from_market",
            "enable_maximum_bid",
            "enable_buy_price",
            "unconditional",
            "indefinite",
        ),
        FLAG,
    ),
    **dict.fromkeys(
        ("shares", "combo_entities", "corporations", "minors", "hexes", "companies", "trains"),
        TEXTS,
    ),
    "slots": NUMBERS,
    "share_price": Kind(lambda v: is_text(v) or v is False, "text or false", (str,)),
    "routes": Kind(list_of(is_route), "a list of route objects"),
}
ROUTE_FIELDS = {
    "train": TEXT,
    "connections": Kind(list_of(is_connection), "a list of hex chains"),
    "hexes": TEXTS,
    "nodes": TEXTS,
    "revenue": NUMBER,
    "revenue_str": TEXT,
    "subsidy": NUMBER,
}


def check_action(item: Any, where: str = "", action_id: Any = None) -> None:
    """Refuse an action record whose fields have the wrong kind: LogError naming the action
    (`action_id`) or, for a record without an id, its place in the log (`where`)."""

    def refuse(problem: str, field: str) -> NoReturn:
        raise LogError(where + problem, action_id, "bad_field", field=field)

    if not isinstance(item, dict):
        raise LogError(
            f"{where}an action must be an object, not {shown(item)}", action_id, "not_an_action"
        )
    if "type" not in item:
        raise LogError(f"{where}the action has no type", action_id, "no_type")
    for key, value in item.items():
        kind = ACTION_FIELDS.get(key)
        if kind is None:
            if key == "auto_actions":
                if not isinstance(value, list):
                    refuse(f"auto_actions must be a list, not {shown(value)}", key)
                for index, auto in enumerate(value):
                    check_action(auto, f"{where}auto_actions[{index}]: ", action_id)
            continue
        if type(value) in kind.plain or kind.check(value):
            continue
        if key == "routes" and isinstance(value, list):
            refuse(_route_problem(value), key)
        refuse(f"{key} must be {kind.wanted}, not {shown(value)}", key)


def _route_problem(routes: list[Any]) -> str:
    for index, route in enumerate(routes):
        if not isinstance(route, dict):
            return f"routes[{index}] must be an object, not {shown(route)}"
        for key, kind in ROUTE_FIELDS.items():
            if key in route and not kind.check(route[key]):
                return f"routes[{index}].{key} must be {kind.wanted}, not {shown(route[key])}"
    return "routes must be a list of route objects"


def players_of(data: dict[str, Any]) -> list[dict[str, Any]]:
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise LogError("the log has no players", key="no_players")
    out = []
    for index, p in enumerate(players):
        number = index + 1
        if not isinstance(p, dict):
            raise LogError(f"player {number} is not an object", None, "bad_player", number=number)
        ident = p.get("id", p.get("name", index))
        name = p.get("name")
        if not is_id(ident):
            raise LogError(
                f"player {number}: id must be text or a whole number",
                None,
                "bad_player",
                number=number,
            )
        if name is not None and not is_text(name):
            raise LogError(
                f"player {number}: name must be text, not {shown(name)}",
                None,
                "bad_player",
                number=number,
            )
        out.append({"id": ident, "name": name or str(ident)})
    return out


def parse_actions(data: dict[str, Any]) -> list[Action]:
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise LogError("the log has no list of actions", key="no_actions")
    actions = []
    ids: set[int] = set()
    for index, item in enumerate(raw):
        if isinstance(item, dict) and is_number(item.get("id")):
            where, action_id = "", item["id"]
        else:
            where, action_id = f"actions[{index}]: ", None
        check_action(item, where, action_id)
        check_identity(item, where, ids)
        try:
            actions.append(Action.from_dict(item))
        except (ValueError, TypeError) as exc:
            raise LogError(f"{where}{exc}", action_id, "not_an_action") from None
        ids.add(item["id"])
    return actions


def check_identity(item: dict[str, Any], where: str, earlier: set[int]) -> None:
    """Refuse what 18xx.games never writes and an undo cannot follow: an action without an
    id or with one below 1, an entity without its kind, an undo back to an action the log
    does not hold. Ids that go back or repeat are kept: real logs hold them (an action
    recorded beside an undone one)."""
    action_id = item.get("id")
    if action_id is None:
        raise LogError(f"{where}the action has no id", key="no_id")
    if action_id < 1:
        raise LogError(f"id must be 1 or more, not {action_id}", action_id, "bad_id")
    if "entity" in item and "entity_type" not in item:
        raise LogError(
            "the action names an entity but not its kind (entity_type)", action_id, "no_kind"
        )
    target = item.get("action_id")
    if item["type"] == "undo" and target not in (None, 0) and target not in earlier:
        raise LogError(
            f"undo to action {target}, which the log does not hold",
            action_id,
            "undo_missing",
            target=target,
        )


def settings_of(data: dict[str, Any]) -> dict[str, Any]:
    settings = data.get("settings")
    if settings is None:
        return {}
    if not isinstance(settings, dict):
        raise bad_field("settings", f"settings must be an object, not {shown(settings)}")
    options = settings.get("optional_rules")
    if options is not None and not is_texts(options):
        raise bad_field(
            "settings.optional_rules",
            f"settings.optional_rules must be a list of text, not {shown(options)}",
        )
    seed = settings.get("seed")
    if seed is not None and not is_id(seed):
        raise bad_field("settings.seed", f"settings.seed must be a whole number, not {shown(seed)}")
    return settings


def bad_field(field: str, reason: str) -> LogError:
    """A top-level field of a log that has the wrong kind."""
    return LogError(reason, None, "bad_field", field=field)


def game_from_log(data: dict[str, Any]) -> tuple[Game, list[Action]]:
    """A new game set up as the log says, and the log's actions (not applied yet).

    LogError (a GameDataError) names what is wrong with the log's structure; GameDataError
    also comes for an unknown title or player count."""
    if not isinstance(data, dict):
        raise LogError("the file does not hold a game object", key="not_a_game")
    title = data.get("title")
    if not isinstance(title, str):
        raise bad_field("title", f"title must be text, not {shown(title)}")
    settings = settings_of(data)
    options = list(settings.get("optional_rules") or [])
    try:
        seed = seed_for(settings, data.get("id"))
    except GameDataError as exc:
        raise bad_field("settings.seed", str(exc)) from None
    reading = data.get("reading", SITE)
    if reading not in READINGS:
        raise bad_field(
            "reading", f"reading must be one of {', '.join(READINGS)}, not {shown(reading)}"
        )
    log_id = data.get("id")
    if log_id is not None and not is_id(log_id):
        raise bad_field("id", f"id must be text or a whole number, not {shown(log_id)}")
    players = players_of(data)
    actions = parse_actions(data)
    game = new_game(title, players, options, seed, reading)
    game.settings = dict(settings)
    game.log_id = log_id
    return game, actions


class ReplayError(Exception):
    """An action of a log that the rules refuse: its id, its place in the log's list of
    actions (`index`, from 0), the reason and the rules' refusal (None: the action's data
    could not be used)."""

    def __init__(
        self, action_id: Any, index: int, reason: str, refusal: IllegalAction | None = None
    ):
        super().__init__(reason)
        self.action_id = action_id
        self.index = index
        self.reason = reason
        self.refusal = refusal


class EngineFailure(Exception):
    """The rules engine itself failed on an action (a bug, not a refusal); `error` is the
    exception it raised, with its traceback."""

    def __init__(self, action_id: Any, error: BaseException):
        super().__init__(f"{type(error).__name__}: {error}")
        self.action_id = action_id
        self.error = error


def replay(game: Game, actions: list[Action], on_applied: OnApplied | None = None) -> int:
    """Apply a log's actions (undone ones are skipped) with every check the rules make, tile
    rotations included, and return how many were applied.

    on_applied(state, action) runs after each. ReplayError: the rules refuse an action;
    EngineFailure: the engine broke.
    """
    state = game.state
    applied = 0
    with state.in_sequence(), collector_paused():
        for action in filter_undone(actions):
            try:
                state.process(action)
            except IllegalAction as exc:
                index = index_of(action, actions)
                raise ReplayError(action.id, index, exc.message, exc) from exc
            except GameDataError as exc:
                raise ReplayError(action.id, index_of(action, actions), str(exc)) from exc
            except Exception as exc:
                raise EngineFailure(action.id, exc) from exc
            applied += 1
            if on_applied is not None:
                on_applied(state, action)
    game.raw_actions = list(actions)
    return applied


def index_of(action: Action, actions: list[Action]) -> int:
    return next(index for index, item in enumerate(actions) if item is action)


def to_log(game: Game) -> dict[str, Any]:
    state = game.state
    return {
        "id": getattr(game, "log_id", None) or 0,
        "title": game.title,
        "players": [{"id": p["id"], "name": p["name"]} for p in game.players_setup],
        "settings": {**game.settings, "seed": game.seed, "optional_rules": list(game.options)},
        "status": "finished" if state.finished else "active",
        "actions": [a.to_dict() for a in game.raw_actions],
        "result": state.result() if state.finished else {},
    }
