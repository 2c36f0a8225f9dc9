"""Every action is checked before it changes anything, in two parts: its shape (the fields
an action of its type needs, with their types) and then its legality (a choice that the
legal-moves query offers, or a price within the range it offers). Anything else is refused
with an IllegalAction naming the field or the choice, and the game is left as it was."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from railsdesk.engine.actions import Action
from railsdesk.engine.errors import IllegalAction

ENTITY_TYPES = ("player", "corporation", "company", "minor")


class Field:
    """One field of an action: its type, whether it must be there, and for lists the type
    of the items."""

    def __init__(
        self, kind: type | tuple[type, ...], required: bool = True, items: type | None = None
    ):
        self.kind = kind
        self.required = required
        self.items = items


def _is(value: Any, kind: type | tuple[type, ...]) -> bool:
    if isinstance(value, bool) and kind is not bool and bool not in _tuple(kind):
        return False  # JSON's true is no number
    return isinstance(value, kind)


def _tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


# The 18xx.games action vocabulary: a name means the same in every title that uses it.
SHAPES: dict[str, dict[str, Field]] = {
    "bid": {"company": Field(str, False), "minor": Field(str, False), "price": Field(int)},
    "par": {"corporation": Field(str), "share_price": Field(str), "slot": Field(int, False)},
    "buy_shares": {"shares": Field(list, items=str), "percent": Field(int, False)},
    "sell_shares": {"shares": Field(list, items=str), "percent": Field(int, False)},
    "lay_tile": {"hex": Field(str), "tile": Field(str), "rotation": Field(int)},
    "place_token": {"city": Field(str), "slot": Field(int, False)},
    "run_routes": {"routes": Field(list, items=dict), "extra_revenue": Field(int, False)},
    "dividend": {"kind": Field(str)},
    "buy_train": {
        "train": Field(str),
        "price": Field(int),
        "exchange": Field((str, type(None)), False),
    },
    "discard_train": {"train": Field(str)},
    "buy_company": {"company": Field(str), "price": Field(int)},
    "choose": {"choice": Field((str, int))},  # an answer may be logged as a number
    "assign": {"target": Field(str), "target_type": Field(str, False)},
    "take_loan": {"loan": Field(int, False)},
    "payoff_loan": {"loan": Field(int, False)},
    "destination_connection": {"corporations": Field(list, False, items=str)},
    "special_buy": {"description": Field(str), "cost": Field(int, False)},
    "merge": {"corporation": Field(str, False)},
    "remove_token": {"city": Field(str), "slot": Field(int, False)},
    "borrow_train": {"train": Field(str)},
    "purchase_train": {},
    "payoff_player_debt": {},  # 1880: all the player's cash (or the whole debt)
    "payoff_player_debt_partial": {"amount": Field(int)},
    # companion games (the map on the table): a lay's cost, a marker, the run typed
    "book_tile": {"cost": Field(int), "tile": Field(str, False), "gauge": Field(str, False)},
    "book_token": {"cost": Field(int, False), "city": Field(str, False), "hex": Field(str, False)},
    "book_revenue": {"revenues": Field(list, False, items=int), "total": Field(int, False)},
    # 1849's advanced game: another company's station marker bought at the table
    "book_slot": {"seller": Field(str), "price": Field(int), "hex": Field(str, False)},
    # a correction with its reason (engine/corrections.py has the kinds)
    "correction": {
        "kind": Field(str),
        "reason": Field(str),
        "holder": Field((str, int), False),  # cash: a player's id or a corporation
        "amount": Field(int, False),  # cash: paid by the bank (negative: taken by it)
        "share": Field(str, False),  # share: the certificate, e.g. "PRR_3"
        "to": Field((str, int), False),  # share: "pool", a player's id or a corporation
        "corporation": Field(str, False),  # price
        "direction": Field(str, False),  # price: up, down, left or right on the market
    },
    "pass": {},
    "bankrupt": {},
    "payoff_debt": {},  # 1849: a president pays his company's debt (the bond's interest)
    "buy_token": {"city": Field(str), "slot": Field(int, False), "price": Field(int)},  # 1849
}


def check_shape(action: Action) -> None:
    """The action's envelope and fields have the types its kind needs."""
    if action.entity_type not in ENTITY_TYPES:
        raise IllegalAction("bad_action", f"unknown entity type {action.entity_type!r}")
    if not _is(action.entity, (str, int)):
        raise IllegalAction("bad_action", f"the entity must be a name, not {action.entity!r}")
    fields = SHAPES.get(action.type)
    if fields is None:
        raise IllegalAction("unknown_action", f"unknown action {action.type!r}", action=action.type)
    for name, field in fields.items():
        if name not in action.fields or action.fields[name] is None and not field.required:
            if field.required:
                raise IllegalAction("bad_action", f"{action.type} needs {name}", field=name)
            continue
        value = action.fields[name]
        if not _is(value, field.kind):
            raise IllegalAction("bad_action", f"{action.type}: {name} is {value!r}", field=name)
        if field.items is not None and not all(_is(v, field.items) for v in value):
            raise IllegalAction("bad_action", f"{action.type}: {name} holds {value!r}", field=name)


# -- legality: the action against the choices the step offers ------------------------------
# A matcher returns None when the action is an offered choice, else the refusal to raise
# (naming the range where a price is out of it).

Refusal = IllegalAction | None


def _not_offered(action: Action) -> IllegalAction:
    return IllegalAction(
        "not_offered",
        f"{action.type} with these details is not one of the choices now",
        action=action.type,
    )


def _price(action: Action, choice: Mapping[str, Any], low_key: str, high_key: str) -> Refusal:
    price = action["price"]
    if "price" in choice:
        if price != choice["price"]:
            return IllegalAction(
                "wrong_price", f"the price is {choice['price']}, not {price}", price=choice["price"]
            )
        return None
    if price < choice["min"]:
        return IllegalAction(
            low_key, f"{price} is below the minimum of {choice['min']}", min=choice["min"]
        )
    if price > choice["max"]:
        return IllegalAction(
            high_key, f"{price} is above the maximum of {choice['max']}", max=choice["max"]
        )
    return None


def _bid(game: Any, action: Action, choices: Any) -> Refusal:
    target = action.get("minor") or action.get("company")  # a draft bids for a minor
    choice = next(
        (c for c in choices or () if (c.get("minor") or c.get("company")) == target), None
    )
    if choice is None:
        return _not_offered(action)
    if choice.get("purchase"):
        return _price(action, {"price": choice["min"]}, "", "")
    return _price(action, choice, "bid_too_low", "bid_too_high")


def _par(game: Any, action: Action, choices: Any) -> Refusal:
    wanted = (action["corporation"], action["share_price"], action.get("slot"))
    if any((c["corporation"], c["share_price"], c.get("slot")) == wanted for c in choices or ()):
        return None
    return _not_offered(action)


def _bundle(game: Any, action: Action, choices: Any) -> Refusal:
    """Certificates of one holder that differ only in their numbers are the same choice, so
    a bundle matches an offered one of the same company, holder, sizes and percent."""
    ids = action["shares"]
    if not ids or len(set(ids)) != len(ids):
        return IllegalAction("mixed_bundle", "a bundle names each certificate once")
    percent = action.get("percent")
    wanted = _signature(game, ids)
    if wanted is not None and any(
        _signature(game, c["shares"]) == wanted and (percent is None or percent == c["percent"])
        for c in choices or ()
    ):
        return None
    return _not_offered(action)


def _signature(game: Any, ids: list[str]) -> tuple[object, ...] | None:
    shares = []
    for share_id in ids:
        sym, _, index = share_id.rpartition("_")
        if not sym or not index.isdigit() or sym not in game.corps_by_sym:
            return None
        try:
            shares.append(game.find_share(game.corps_by_sym[sym], int(index)))
        except IllegalAction:
            return None
    owners = {id(s.owner) for s in shares}
    corps = {s.corporation.sym for s in shares}
    if len(owners) != 1 or len(corps) != 1:
        return None
    return (corps.pop(), owners.pop(), tuple(sorted((s.percent, s.president) for s in shares)))


def _tile(game: Any, action: Action, choices: Any) -> Refusal:
    name = action["tile"].rsplit("-", 1)[0]
    for choice in (choices or {}).get(action["hex"], ()):
        if choice["tile"] == name:
            # a lay checked alone is offered without rotations: the lay checks its own
            if not choice["rotations"] or action["rotation"] in choice["rotations"]:
                return None
            if _same_track(game, name, action["rotation"], choice["rotations"]):
                return None
            return IllegalAction(
                "bad_rotation",
                f"{name} cannot be laid on {action['hex']} with rotation {action['rotation']}",
            )
    return _not_offered(action)


def _same_track(game: Any, name: str, rotation: int, rotations: list[int]) -> bool:
    """A rotation that lays the same track as an offered one (the offer lists each track
    layout once) is that choice."""
    tile = game.tileset.manifest.get(name)
    if tile is None or rotation not in range(6):
        return False
    track = sorted(map(str, tile.rotated_paths(rotation)))
    return any(sorted(map(str, tile.rotated_paths(r))) == track for r in rotations)


def _token(game: Any, action: Action, choices: Any) -> Refusal:
    for choice in choices or ():
        if choice["city"] == action["city"]:
            slot = action.get("slot")
            city = game.board.hexes[choice["hex"]].cities[choice["city_index"]]
            if slot is None or 0 <= slot < len(city.tokens) and city.tokens[slot] is None:
                return None
            return IllegalAction("city_full", f"slot {slot} of {choice['hex']} is not free")
    return _not_offered(action)


def _train(game: Any, action: Action, choices: Any) -> Refusal:
    exchange = action.get("exchange")
    offers = [
        c for c in choices or () if c["train"] == action["train"] and c.get("exchange") == exchange
    ]
    if not offers:
        return _not_offered(action)
    refusals = [_price(action, c, "bad_price", "bad_price") for c in offers]
    return None if None in refusals else refusals[0]


def _discard(game: Any, action: Action, choices: Any) -> Refusal:
    return None if action["train"] in (choices or ()) else _not_offered(action)


def _company(game: Any, action: Action, choices: Any) -> Refusal:
    choice = next((c for c in choices or () if c["company"] == action["company"]), None)
    if choice is None:
        return _not_offered(action)
    price = action["price"]
    if not choice["min"] <= price <= choice["max"]:
        low, high = choice["min"], choice["max"]
        return IllegalAction("bad_price", f"the price is {low} to {high}", min=low, max=high)
    return None


def _choice(game: Any, action: Action, choices: Any) -> Refusal:
    # an answer may be logged as a number ("choice": 20) where the choices are its text
    return (
        None if str(action["choice"]) in {str(c) for c in choices or ()} else _not_offered(action)
    )


def _dividend(game: Any, action: Action, choices: Any) -> Refusal:
    if choices and action["kind"] in choices["kinds"]:
        return None
    return IllegalAction("bad_dividend", f"{action['kind']!r} is not a dividend choice")


def _listed(field: str) -> Callable[[Any, Action, Any], Refusal]:
    """A matcher for actions whose one field must be among the listed choices."""

    def match(game: Any, action: Action, choices: Any) -> Refusal:
        return None if action[field] in (choices or ()) else _not_offered(action)

    return match


MATCHERS: dict[str, Callable[[Any, Action, Any], Refusal]] = {
    "bid": _bid,
    "par": _par,
    "buy_shares": _bundle,
    "sell_shares": _bundle,
    "lay_tile": _tile,
    "place_token": _token,
    "buy_train": _train,
    "discard_train": _discard,
    "buy_company": _company,
    "dividend": _dividend,
    "assign": _listed("target"),
    "choose": _choice,
}


def refusal(game: Any, action: Action, choices: Any) -> Refusal:
    """Why the action is not one of the choices offered for its type, or None when it is
    (types without listed choices, such as pass or run_routes, are checked by their step's
    own rules). While a log from 18xx.games loads, tile rotations are taken as logged."""
    matcher = MATCHERS.get(action.type)
    return None if matcher is None else matcher(game, action, choices)
