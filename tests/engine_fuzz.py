"""Mutated legal actions fed to the engine: each must be refused with IllegalAction and the
game left as it was, or accepted only when it is one of the legal moves (with the invariants
holding). Used by tests/test_fuzz_actions.py (a fixed budget) and tests/soak.py (minutes)."""

from __future__ import annotations

import copy
import random
from collections import Counter
from pathlib import Path
from typing import Any

from railsdesk.engine.entities import ShareHolder
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.game import Game
from railsdesk.engine.validate import SHAPES
from railsdesk.formats import ExportRefused, export_18xx, final_state, load_game, state_hash
from railsdesk.games import new_game, title_info
from railsdesk.random_play import choose, play_random_game

TITLES = ("1830", "1856", "1849", "1880")  # the titles whose rules play to the end
JUNK: list[Any] = [
    None,
    True,
    False,
    -1,
    0,
    7,
    10**12,
    2.5,
    "",
    "x",
    "ZZZ_9",
    [],
    [1],
    {},
    {"a": 1},
]


# Action types whose choices legal_actions lists one by one.
ENUMERATED = {
    "bid", "par", "buy_shares", "sell_shares", "lay_tile", "place_token", "dividend",
    "buy_train", "discard_train", "buy_company",
}  # fmt: skip


def legal_actions(game: Game) -> list[dict]:
    """One concrete action per choice the legal-moves query lists (ranges at both ends)."""
    legal = game.state.legal()
    base = {"entity": legal["entity"], "entity_type": legal["entity_type"]}
    found: list[dict] = []
    for kind in legal["actions"]:
        if kind not in ENUMERATED:  # pass, bankrupt, a title's loans: no choices to list
            found.append({"type": kind, **base})
        for c in legal.get("bid", []) if kind == "bid" else []:
            target = {"minor": c["minor"]} if "minor" in c else {"company": c["company"]}
            found.append({"type": "bid", **base, **target, "price": span(c)})
        for c in legal.get("par", []) if kind == "par" else []:
            par = {"corporation": c["corporation"], "share_price": c["share_price"]}
            found.append({"type": "par", **base, **par})
        if kind in ("buy_shares", "sell_shares"):
            for c in legal.get(kind, []):
                found.append({"type": kind, **base, "shares": c["shares"], "percent": c["percent"]})
        if kind == "lay_tile":
            for hex_id, tiles in legal.get("lay_tile", {}).items():
                for t in tiles:
                    rotations = same_track(game, t["tile"], t["rotations"])
                    lay = {"hex": hex_id, "tile": t["tile_id"], "rotation": rotations}
                    found.append({"type": "lay_tile", **base, **lay})
        for c in legal.get("place_token", []) if kind == "place_token" else []:
            slots = free_slots(game, c)
            found.append({"type": "place_token", **base, "city": c["city"], "slot": slots})
        if kind == "dividend":
            for k in legal["dividend"]["kinds"]:
                found.append({"type": "dividend", **base, "kind": k})
        for c in legal.get("buy_train", []) if kind == "buy_train" else []:
            buy = {"train": c["train"], "price": span(c)}
            if "exchange" in c:
                buy["exchange"] = c["exchange"]
            found.append({"type": "buy_train", **base, **buy})
        for train in legal.get("discard_train", []) if kind == "discard_train" else []:
            found.append({"type": "discard_train", **base, "train": train})
        for c in legal.get("buy_company", []) if kind == "buy_company" else []:
            found.append({"type": "buy_company", **base, "company": c["company"], "price": span(c)})
    return found


def same_track(game: Game, tile_name: str, rotations: list[int]) -> frozenset[int]:
    """The rotations that lay the same track as a listed one (a symmetric tile lists one)."""
    tile = game.state.tileset.manifest[tile_name]

    def track(rotation: int) -> tuple[str, ...]:
        return tuple(sorted(map(str, tile.rotated_paths(rotation))))

    listed = {track(r) for r in rotations}
    return frozenset(r for r in range(6) if track(r) in listed)


def free_slots(game: Game, choice: dict) -> frozenset[int]:
    """The slots of an offered city that name the same move: the marker goes to the slot the
    city keeps for the corporation, whichever free slot the action names."""
    city = game.state.board.hexes[choice["hex"]].cities[choice["city_index"]]
    return frozenset(i for i, token in enumerate(city.tokens) if token is None) | {choice["slot"]}


def span(choice: dict) -> range:
    """The prices a choice allows: its one price, or its range."""
    if "price" in choice:
        return range(choice["price"], choice["price"] + 1)
    return range(choice["min"], choice["max"] + 1)


def concrete(rng: random.Random, move: dict) -> dict:
    """A move with one price chosen from its range (an end, mostly), one rotation and one
    slot."""
    if isinstance(move.get("price"), range):
        prices = move["price"]
        pick = rng.choice([prices[0], prices[-1], rng.choice(prices)])
        move = {**move, "price": pick}
    for key in ("rotation", "slot"):
        if isinstance(move.get(key), frozenset):
            move = {**move, key: rng.choice(sorted(move[key]))}
    return move


def mutate(rng: random.Random, action: dict, game: Game) -> dict:
    """The action with one thing changed: a field's type or value, an id, the entity."""
    mutated = copy.deepcopy(action)
    fields = [k for k in mutated if k != "type"]
    how = rng.randrange(9)
    if how == 0 and fields:  # any field of another kind
        mutated[rng.choice(fields)] = rng.choice(JUNK)
    elif how == 1 and fields:  # a field left out
        del mutated[rng.choice(fields)]
    elif how == 2 and "shares" in mutated and mutated["shares"]:
        mutated["shares"] = mutated["shares"] + [mutated["shares"][0]]
    elif how == 3 and "percent" in mutated:
        mutated["percent"] += rng.choice([-10, 10, 20, -20, 5])
    elif how == 4 and "price" in mutated:  # near it, far above, nothing, below nothing
        price = mutated["price"]
        mutated["price"] = rng.choice([price - 1, price + 1, price + 1000, 0, -1, -price, -(10**6)])
    elif how == 5 and "rotation" in mutated:
        mutated["rotation"] = rng.choice(
            [(mutated["rotation"] + r) % 6 for r in range(1, 6)] + [6, -1]
        )
    elif how == 6 and "slot" in mutated:
        mutated["slot"] = rng.choice([mutated["slot"] + 1, 9, -1])
    elif how == 7:  # somebody else acts
        others = [p.id for p in game.state.players if p.id != mutated.get("entity")]
        mutated["entity"] = rng.choice(others + ["PRR", "CA", "nobody"])
        mutated["entity_type"] = rng.choice(["player", "corporation", "company", "bank", 3])
    else:  # another action's fields under this type
        mutated["type"] = rng.choice(
            ["bid", "par", "buy_shares", "sell_shares", "lay_tile", "place_token", "dividend",
             "buy_train", "discard_train", "buy_company", "pass", "run_routes", "take_loan", 5]
        )  # fmt: skip
    return mutated


def same_move(a: dict, b: dict) -> bool:
    """Whether two actions ask for the same move: type, entity and the fields their type
    has (fields it does not have are ignored, as 18xx.games ignores them)."""
    if a.get("type") != b.get("type"):
        return False
    shape = SHAPES.get(str(a.get("type")), {})
    optional = {k for k, field in shape.items() if not field.required and a.get(k) is None}
    keys = {"entity", *shape} - optional
    same_kind = a.get("entity_type", "player") == b.get("entity_type", "player")
    return same_kind and all(_same(a.get(k), b.get(k)) for k in keys)


def _same(value: Any, offered: Any) -> bool:
    if isinstance(offered, range | frozenset):
        return type(value) is int and value in offered
    return type(value) is type(offered) and value == offered


def check_invariants(game: Game) -> None:
    """Money is conserved; every certificate has one holder, who holds it once (the total is
    not always 100%: 1856's CGR issues its certificates as it forms); a corporation over its
    train limit buys no train (it may be over the limit for a while: 1856's CGR takes the
    merged companies' trains while others still decide, and 1856's loan step comes before the
    discard, as on 18xx.games)."""
    state = game.state
    start = 0 if state.bank.unlimited else state.data["bank_cash"]  # 1880's bank starts at 0
    assert state.total_money() == start, "money created or destroyed"
    over = {c.sym for c in state.corporations if state.num_corp_trains(c) > state.train_limit(c)}
    if over:  # (the legal-moves query only then: it is the costly part of a check)
        legal = state.legal()
        if str(legal["entity"]) in over:
            assert "buy_train" not in legal["actions"], f"{legal['entity']} buys over its limit"
    # 1880's investors hold a share each
    investors = [m for m in state.minors if isinstance(m, ShareHolder)]
    holders = {id(h): h for h in [state.pool, *state.players, *state.corporations, *investors]}
    for corp in state.corporations:
        held = [(h, s) for h in holders.values() for s in h.shares_by_corp.get(corp.sym, ())]
        assert len({id(s) for _, s in held}) == len(held), f"{corp.sym}: a certificate twice"
        assert all(s.owner is h for h, s in held), f"{corp.sym}: a certificate's owner differs"


def try_action(game: Game, action: dict, counts: Counter, failures: list) -> None:
    """Apply a mutated action and count what happened: refused, accepted (a legal move) or a
    failure (accepted though not legal, a refusal that changed the game, another error)."""
    before = state_hash(game)
    legal = legal_actions(game)
    try:
        game.process(action)
    except IllegalAction:
        counts["refused cleanly"] += 1
        if state_hash(game) != before:
            failures.append(("refusal changed the game", action))
        return
    except Exception as exc:  # noqa: BLE001 - the fuzzer reports every other error
        counts["crashed"] += 1
        failures.append((f"{type(exc).__name__}: {exc}", action))
        return
    if any(same_move(action, move) for move in legal):
        counts["accepted (legal)"] += 1
    else:
        counts["wrongly accepted"] += 1
        failures.append(("accepted though not offered", action))
    check_invariants(game)
    game.process({"type": "undo", "entity": action.get("entity"), "entity_type": "player"})


def fuzz_game(title: str, seed: int, tries: int, counts: Counter, failures: list) -> None:
    """A seeded random game; at random moments, mutated legal actions are tried."""
    rng = random.Random(seed)
    low, high = title_info(title).players
    game = play_random_game(title, rng.randint(low, high), seed, max_actions=0)
    for _ in range(tries):
        if game.state.finished:
            break
        for _ in range(rng.randrange(1, 40)):
            if game.state.finished:
                return
            game.process(choose(rng, game))
        moves = legal_actions(game)
        if moves:
            move = concrete(rng, rng.choice(moves))
            counts["tried"] += 1
            try_action(game, mutate(rng, move, game), counts, failures)


def undo_redo_round_trip(game: Game, rng: random.Random, counts: Counter, failures: list) -> None:
    """Undo a few actions and redo them: the state must equal the straight replay's."""
    before = state_hash(game)
    steps = rng.randrange(1, 6)
    undone = 0
    for _ in range(steps):
        if not game.can_undo:
            break
        game.process({"type": "undo", "entity": 1, "entity_type": "player"})
        undone += 1
    for _ in range(undone):
        game.process({"type": "redo", "entity": 1, "entity_type": "player"})
    counts["undo/redo round trips"] += 1
    if state_hash(game) != before:
        failures.append(("undo/redo changed the game", {"undone": undone}))


def soak_game(title: str, seed: int, counts: Counter, failures: list) -> None:
    """A whole seeded random game with the invariants after every action and undo/redo round
    trips now and then; the end state must equal a straight replay of its live actions."""
    rng = random.Random(seed)

    def check(game: Game) -> None:
        check_invariants(game)
        if rng.random() < 0.02:
            undo_redo_round_trip(game, rng, counts, failures)

    low, high = title_info(title).players
    game = play_random_game(title, rng.randint(low, high), seed, check=check)
    counts["games"] += 1
    counts["finished"] += game.state.finished
    replayed = new_game(game.title, game.players_setup, game.options, game.seed, game.reading)
    for action in game.live_actions():
        replayed.process(action, trusted_id=True)
    if state_hash(replayed) != state_hash(game):
        failures.append(("straight replay differs", {"seed": seed}))


def play_with_private_sale(title: str, seed: int, reading: str) -> tuple[Game, bool]:
    """A seeded random game in which a player buys a private from another player the first
    time one may (then play goes on for a while); whether such a sale was made."""
    rng = random.Random(seed)
    low, _ = title_info(title).players
    game = play_random_game(title, low, seed, max_actions=0, reading=reading)
    sold = False
    for _ in range(1500):
        if game.state.finished or (sold and rng.random() < 0.01):
            break
        legal = game.state.legal()
        offers = legal.get("buy_company", []) if legal.get("entity_type") == "player" else []
        if offers and not sold:
            offer = rng.choice(offers)
            price = rng.choice([offer["min"], offer["max"]]) if "min" in offer else offer["price"]
            company = {"company": offer["company"], "price": price}
            base = {"entity": legal["entity"], "entity_type": "player"}
            game.process({"type": "buy_company", **base, **company})
            sold = True
        else:
            game.process(choose(rng, game))
    return game, sold


def export_round_trip(game: Game, folder: Path, counts: Counter, failures: list) -> None:
    """Export the game for 18xx.games: refused before anything is written, or written as a log
    that reopens as the same game."""
    target = folder / f"{game.title}-{len(game.raw_actions)}.json"
    try:
        export_18xx(game, target)
    except ExportRefused:
        counts["export refused"] += 1
        if target.exists():
            failures.append(("a refused export wrote its file", str(target)))
        return
    except Exception as exc:  # noqa: BLE001 - the fuzzer reports every other error
        failures.append((f"export failed: {type(exc).__name__}: {exc}", str(target)))
        return
    counts["export written"] += 1
    try:
        again = load_game(target)
    except Exception as exc:  # noqa: BLE001
        failures.append((f"the export does not reopen: {exc}", str(target)))
        return
    if final_state(again) != final_state(game):
        failures.append(("the export reopens as another game", str(target)))
