"""Corrections: what the table finds wrong later (a payment forgotten, a share handed to the
wrong player, a price moved the wrong way) put right by an action of its own, logged with
its reason and replayed like any other. Money moves only between the bank and a holder and
certificates only between holders, so neither can be created nor lost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from railsdesk.engine.entities import CashHolder, Corporation, Player, ShareHolder
from railsdesk.engine.errors import IllegalAction

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.game import GameState

CORRECTION = "correction"
KINDS = ("cash", "share", "price")
DIRECTIONS = ("up", "down", "left", "right")


def apply_correction(game: GameState, action: Action) -> None:
    kind, reason = action["kind"], action["reason"].strip()
    if not reason:
        raise IllegalAction("no_reason", "a correction needs a reason")
    if kind == "cash":
        _cash(game, action, reason)
    elif kind == "share":
        _share(game, action, reason)
    elif kind == "price":
        _price(game, action, reason)
    else:
        raise IllegalAction("bad_correction", f"unknown correction {kind!r}", kind=kind)


def _required(action: Action, name: str) -> object:
    value = action.get(name)
    if value is None:
        raise IllegalAction("bad_action", f"correction needs {name}", field=name)
    return value


def _holder(game: GameState, ident: object) -> Player | Corporation:
    if str(ident) in game.players_by_id:
        return game.players_by_id[str(ident)]
    if isinstance(ident, str) and ident in game.corps_by_sym:
        return game.corps_by_sym[ident]
    raise IllegalAction("unknown_holder", f"no player or corporation {ident!r}", holder=str(ident))


def _cash(game: GameState, action: Action, reason: str) -> None:
    holder: CashHolder = _holder(game, _required(action, "holder"))
    amount = _required(action, "amount")
    assert isinstance(amount, int)  # the shape says so
    if amount == 0:
        raise IllegalAction("zero_amount", "a correction moves some money")
    if amount > game.bank.cash:
        raise IllegalAction(
            "bank_short", f"the bank has only {game.money(game.bank.cash)}", amount=game.bank.cash
        )
    if amount > 0:
        game.pay(game.bank, holder, amount)
        key = "correction_cash"
    else:
        game.pay(holder, game.bank, -amount)  # refuses more than the holder has
        key = "correction_cash_taken"
    game.log_entry(
        key,
        who=game.name_of(holder),
        amount=abs(amount),
        reason=reason,
    )


def _share(game: GameState, action: Action, reason: str) -> None:
    share_id = str(_required(action, "share"))
    sym, _, index = share_id.rpartition("_")
    if sym not in game.corps_by_sym or not index.isdigit():
        raise IllegalAction("unknown_share", f"no share {share_id}")
    corp = game.corps_by_sym[sym]
    share = game.find_share(corp, int(index))
    if share.president:
        raise IllegalAction(
            "president_share", "the president's certificate moves only with the presidency"
        )
    target = _required(action, "to")
    receiver: ShareHolder = game.pool if target == "pool" else _holder(game, target)
    if receiver is share.owner:
        raise IllegalAction("same_holder", "the share is there already")
    giver = share.owner
    game.transfer_bundle([share], share.percent, receiver, 0)
    game.log_entry(
        "correction_share",
        percent=share.percent,
        corporation=sym,
        giver=_holder_name(game, giver),
        receiver=_holder_name(game, receiver),
        reason=reason,
    )


def _holder_name(game: GameState, holder: ShareHolder) -> str:
    if holder is game.pool:
        return "the market"
    if isinstance(holder, Corporation):
        return holder.sym
    return game.name_of(holder)


def _price(game: GameState, action: Action, reason: str) -> None:
    corp = game.corporation(str(_required(action, "corporation")))
    direction = _required(action, "direction")
    if direction not in DIRECTIONS:
        raise IllegalAction("bad_direction", "a price moves up, down, left or right")
    old = corp.share_price
    if old is None:
        raise IllegalAction("no_price", f"{corp.sym} has no share price yet")
    getattr(game.market, f"move_{direction}")(corp)
    if corp.share_price is old:
        raise IllegalAction("price_at_edge", f"{corp.sym}'s price cannot move {direction}")
    game.log_entry(
        "correction_price",
        corporation=corp.sym,
        from_price=old.price,
        to_price=corp.share_price.price if corp.share_price else 0,
        reason=reason,
    )
