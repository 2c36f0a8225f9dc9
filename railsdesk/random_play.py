"""Seeded random games played from the legal-moves query, biased to make progress: privates
are bought, companies floated, track laid, trains bought whenever possible, so that games
reach their real end (bank broken or a bankruptcy)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from railsdesk.engine.entities import Corporation, Minor
from railsdesk.engine.game import Game, GameState
from railsdesk.engine.readings import SITE
from railsdesk.games import new_game

# The legal-moves answer read as data: besides the choices the contract lists (Legal), a
# title's own steps offer theirs (1856's merge, remove_token, borrow_train, special_buy).
LegalAnswer = Mapping[str, Any]
Move = dict[str, Any]


def play_random_game(
    title: str,
    players: int,
    seed: int,
    options: Iterable[str] = (),
    max_actions: int = 20000,
    check: Callable[[Game], None] | None = None,
    reading: str = SITE,
) -> Game:
    """A whole game by seeded random legal moves. check(game) runs after every action. The
    18xx.games reading unless told otherwise (the games are checked against that site)."""
    ids = [{"id": index + 1, "name": f"Player {index + 1}"} for index in range(players)]
    game = new_game(title, ids, list(options), seed=seed, reading=reading)
    rng = random.Random(seed)
    with game.state.in_sequence():  # only these moves change the state (check just reads it)
        for _ in range(max_actions):
            if game.state.finished:
                break
            game.process(choose(rng, game))
            if check is not None:
                check(game)
    return game


def action(legal: LegalAnswer, action_type: str, **fields: Any) -> Move:
    return {
        "type": action_type,
        "entity": legal["entity"],
        "entity_type": legal["entity_type"],
        **fields,
    }


def choose(rng: random.Random, game: Game) -> Move:
    state = game.state
    legal = state.legal()
    acts = legal["actions"]
    if not acts:
        raise RuntimeError(f"nobody can act in {state.round_label()}")
    for chooser in CHOOSERS:
        picked = chooser(rng, state, legal, acts)
        if picked is not None:
            return picked
    return action(legal, "pass")


def _bid(rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]) -> Move | None:
    if "bid" not in acts:
        return None
    options = legal["bid"]
    if options and "minor" in options[0]:  # a draft: take one of the minors
        return action(legal, "bid", minor=rng.choice(options)["minor"], price=0)
    cheapest = min(options, key=lambda o: o["min"]) if options else None
    if cheapest and rng.random() < 0.7:
        return action(legal, "bid", company=cheapest["company"], price=cheapest["min"])
    if options and rng.random() < 0.3:
        o = rng.choice(options)
        return action(legal, "bid", company=o["company"], price=o["min"])
    return action(legal, "pass")


def _par(rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]) -> Move | None:
    if "par" not in acts or not legal.get("par"):
        return None
    if acts == ["par"] or rng.random() < 0.35:
        o = rng.choice(legal["par"])
        slot = {"slot": o["slot"]} if "slot" in o else {}  # 1880: a place on the order track
        return action(
            legal, "par", corporation=o["corporation"], share_price=o["share_price"], **slot
        )
    return None


def _must_sell(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    if acts == ["sell_shares"] and legal.get("sell_shares"):
        o = rng.choice(legal["sell_shares"])
        return action(legal, "sell_shares", shares=o["shares"], percent=o["percent"])
    return None


def _buy_shares(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    if "buy_shares" not in acts or not legal.get("buy_shares"):
        return None
    options = legal["buy_shares"]
    unfloated = [o for o in options if not state.corporation(o["corporation"]).floated]
    if unfloated and rng.random() < 0.85:
        o = rng.choice(unfloated)
    elif rng.random() < 0.5:
        o = rng.choice(options)
    else:
        return None
    return action(legal, "buy_shares", shares=o["shares"], percent=o["percent"])


def _sell_shares(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    if "sell_shares" in acts and legal.get("sell_shares") and "buy_train" not in acts:
        if rng.random() < 0.04:
            o = rng.choice(legal["sell_shares"])
            return action(legal, "sell_shares", shares=o["shares"], percent=o["percent"])
    return None


def _operate(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    if (
        "place_token" in acts
        and legal.get("place_token")
        and ("pass" not in acts or rng.random() < 0.7)
    ):
        o = rng.choice(legal["place_token"])
        return action(legal, "place_token", city=o["city"], slot=o["slot"])
    if "lay_tile" in acts and legal.get("lay_tile") and rng.random() < 0.9:
        hex_id = rng.choice(sorted(legal["lay_tile"]))
        o = rng.choice(legal["lay_tile"][hex_id])
        return action(
            legal, "lay_tile", hex=hex_id, tile=o["tile_id"], rotation=rng.choice(o["rotations"])
        )
    if "run_routes" in acts:
        runner = state.current_entity()
        assert isinstance(runner, Corporation | Minor)  # who runs trains
        return action(legal, "run_routes", routes=state.best_routes(runner))
    if "dividend" in acts:
        return action(legal, "dividend", kind="payout" if rng.random() < 0.8 else "withhold")
    if "discard_train" in acts:
        return action(legal, "discard_train", train=rng.choice(legal["discard_train"]))
    return None


def _trains(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    if "buy_train" not in acts:
        return None
    options = legal.get("buy_train") or []
    must = "pass" not in acts
    depot = [o for o in options if o["source"] == "depot" and "exchange" not in o and payable(o)]
    if depot and (must or rng.random() < 0.85):
        o = min(depot, key=list_price) if must else rng.choice(depot)
        return action(legal, "buy_train", train=o["train"], price=list_price(o))
    if must:
        corp = state.corporation(legal["entity"])
        assert corp.owner is not None  # a corporation that operates has a president
        if legal.get("sell_shares"):
            o = max(legal["sell_shares"], key=lambda o: o["price"])
            return {
                "type": "sell_shares",
                "entity": corp.owner.id,
                "entity_type": "player",
                "shares": o["shares"],
                "percent": o["percent"],
            }
        if "bankrupt" in acts:
            return action(legal, "bankrupt")
        others = [o for o in options if "max" in o]
        if others:
            o = rng.choice(others)
            return action(legal, "buy_train", train=o["train"], price=o["max"])
    exchanges = [o for o in options if "exchange" in o]
    if exchanges and rng.random() < 0.5:
        o = rng.choice(exchanges)
        return action(
            legal, "buy_train", train=o["train"], price=o["price"], exchange=o["exchange"]
        )
    return None


def payable(option: Mapping[str, Any]) -> bool:
    """Whether a bank train's printed price lies within what may be paid for it."""
    return "max" not in option or list_price(option) <= option["max"]


def list_price(option: Mapping[str, Any]) -> int:
    """A bank train's price (1880's 18xx.games reading offers a range up to it)."""
    price: int = option["price"] if "price" in option else option["list_price"]
    return price


def _book(rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]) -> Move | None:
    """Companion games: a tile's cost (1849: by its gauge), a marker (1849: now and then in
    Messina), the run typed per train (in tens), now and then a destination reached (1856),
    an investor joined to its corporation (1880) or a station slot bought (1849)."""
    reached = legal.get("destination_connection")
    if "destination_connection" in acts and reached and rng.random() < 0.1:
        return action(legal, "destination_connection", corporations=[rng.choice(reached)])
    if "book_slot" in acts and legal.get("book_slot") and rng.random() < 0.3:
        o = rng.choice(legal["book_slot"])
        price = rng.randint(o["min"], min(o["max"], 100))
        where = {"hex": o["hex"]} if "hex" in o else {}
        return action(legal, "book_slot", seller=o["seller"], price=price, **where)
    if "book_tile" in acts and rng.random() < 0.8:
        gauges = {g: c for g, c in (legal["book_tile"].get("gauges") or {}).items() if c}
        if gauges:
            gauge = rng.choice(sorted(gauges))
            return action(legal, "book_tile", cost=rng.choice(gauges[gauge]), gauge=gauge)
        return action(legal, "book_tile", cost=rng.choice(legal["book_tile"]["costs"]))
    if "book_token" in acts and rng.random() < 0.5:
        hexes = legal["book_token"].get("hexes")
        if hexes and rng.random() < 0.3:
            return action(legal, "book_token", hex=rng.choice(hexes))
        return action(legal, "book_token")
    if "book_revenue" in acts:
        runs = [10 * rng.randint(0, 30) for _ in legal["book_revenue"]["trains"]]
        return action(legal, "book_revenue", revenues=runs)
    return None


def _bankrupt(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    if acts == ["bankrupt"]:
        return action(legal, "bankrupt")
    if "bankrupt" in acts and "buy_train" in acts and not legal.get("buy_train"):
        if not legal.get("sell_shares"):
            return action(legal, "bankrupt")
    return None


def _loans_and_formation(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    """1856: loans now and then, merging into the CGR or paying off, the CGR's station
    removals, borrowing a D, bridge and tunnel rights."""
    if "merge" in acts:
        if "pass" not in acts or rng.random() < 0.6:
            return action(legal, "merge", corporation=legal["entity"])
        return action(legal, "pass")
    if "remove_token" in acts and legal.get("remove_token"):
        o = rng.choice(legal["remove_token"])
        return action(legal, "remove_token", city=o["city"], slot=o["slot"])
    if "borrow_train" in acts and legal.get("borrow_train") and rng.random() < 0.7:
        return action(legal, "borrow_train", train=legal["borrow_train"][0])
    if "payoff_loan" in acts and legal.get("payoff_loan") and rng.random() < 0.5:
        return action(legal, "payoff_loan", loan=legal["payoff_loan"][0]["loan"])
    if "take_loan" in acts and legal.get("take_loan") and rng.random() < 0.15:
        return action(legal, "take_loan", loan=legal["take_loan"][0]["loan"])
    if "special_buy" in acts and legal.get("special_buy") and rng.random() < 0.2:
        o = rng.choice(legal["special_buy"])
        return action(legal, "special_buy", description=o["description"], cost=o["cost"])
    return None


def _company_debt(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    """1849: a president pays his company's debt as soon as he can; now and then a company
    buys another's station marker."""
    if "payoff_debt" in acts:
        return action(legal, "payoff_debt")
    if "buy_token" in acts and legal.get("buy_token") and rng.random() < 0.3:
        o = rng.choice(legal["buy_token"])
        price = rng.randint(o["min"], min(o["max"], 100))
        return action(legal, "buy_token", city=o["city"], slot=o["slot"], price=price)
    return None


def _buy_private(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    """Corporations sometimes buy a private from its owner (operating rounds)."""
    if legal["entity_type"] != "corporation" or not legal.get("buy_company"):
        return None
    if rng.random() > 0.2:
        return None
    o = rng.choice(legal["buy_company"])
    price = rng.randint(o["min"], o["max"])
    return action(legal, "buy_company", company=o["company"], price=price)


def _private_powers(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    """Now and then, use a private's power (special tile lay, share exchange)."""
    companies = legal.get("companies")
    if not companies or rng.random() > 0.3:
        return None
    sym = rng.choice(sorted(companies))
    power = companies[sym]
    base = {"entity": sym, "entity_type": "company"}
    if "lay_tile" in power["actions"] and power.get("lay_tile"):
        hex_id = rng.choice(sorted(power["lay_tile"]))
        o = rng.choice(power["lay_tile"][hex_id])
        rotation = rng.choice(o["rotations"])
        return {
            **base,
            "type": "lay_tile",
            "hex": hex_id,
            "tile": o["tile_id"],
            "rotation": rotation,
        }
    if "buy_shares" in power["actions"] and power.get("buy_shares"):
        o = rng.choice(power["buy_shares"])
        return {**base, "type": "buy_shares", "shares": o["shares"], "percent": o["percent"]}
    if "assign" in power["actions"] and power.get("assign"):
        target = rng.choice(power["assign"])
        kind = "corporation" if target in state.corps_by_sym else "hex"
        return {**base, "type": "assign", "target": target, "target_type": kind}
    if "purchase_train" in power["actions"]:  # 1880's Rocket of China: a free train
        return {**base, "type": "purchase_train"}
    if "place_token" in power["actions"] and power.get("place_token"):
        o = rng.choice(power["place_token"])
        return {**base, "type": "place_token", "city": o["city"], "slot": o["slot"]}
    return None


def _forced(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    """No pass allowed (1856's false CGR president): buy, or sell to raise the money."""
    if "pass" in acts:
        return None
    for kind in ("buy_shares", "sell_shares"):
        if kind in acts and legal.get(kind):
            o = rng.choice(legal[kind])
            return action(legal, kind, shares=o["shares"], percent=o["percent"])
    return None


def _player_debt(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    """1880: a director in debt repays it (all his cash, or an amount) now and then."""
    if "payoff_player_debt" in acts and ("pass" not in acts or rng.random() < 0.5):
        return action(legal, "payoff_player_debt")
    if "payoff_player_debt_partial" in acts and rng.random() < 0.5:
        offer = legal["payoff_player_debt_partial"]
        return action(legal, "payoff_player_debt_partial", amount=rng.randint(1, offer["max"]))
    return None


def _company_assign(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    """A private whose power must be used now (1880's Rocket in phase B3): one of its
    choices."""
    if legal["entity_type"] == "company" and "assign" in acts and legal.get("assign"):
        target = rng.choice(legal["assign"])
        return action(legal, "assign", target=target, target_type="corporation")
    return None


def _choose(
    rng: random.Random, state: GameState, legal: LegalAnswer, acts: list[str]
) -> Move | None:
    """A title's question (1849: use the SMS, which certificates after a president change)."""
    if "choose" in acts and legal.get("choose"):
        return action(legal, "choose", choice=rng.choice(legal["choose"]))
    return None


Chooser = Callable[[random.Random, GameState, LegalAnswer, list[str]], Move | None]
CHOOSERS: tuple[Chooser, ...] = (
    _company_debt,
    _loans_and_formation,
    _player_debt,
    _company_assign,
    _choose,
    _buy_private,
    _private_powers,
    _bankrupt,
    _must_sell,
    _bid,
    _par,
    _buy_shares,
    _sell_shares,
    _trains,
    _book,
    _operate,
    _forced,
)
