"""Making new North American Railways games: dealing a deck, companion setups, random games."""

from __future__ import annotations

import random
from typing import Any

from .deck import JsonObject, companion_deck, random_deck, validate_deck
from .errors import NarError
from .game import NarGame
from .rules import (
    CITY_ROWS,
    COLUMNS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SHARE_ROWS,
    SHARES_PER_COMPANY,
    START_CITY_CHOOSE,
    START_CITY_TOP,
    TITLE,
)

LOG_VERSION = 1


def _players(players: object) -> list[JsonObject]:
    """Players as ``{"id", "name"}`` dicts; a plain string is used as both id and name."""
    if not isinstance(players, list) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise NarError("the game needs a list of 3 to 5 players")
    out: list[JsonObject] = []
    for i, p in enumerate(players):
        if isinstance(p, str):
            out.append({"id": p, "name": p})
        elif isinstance(p, dict) and "id" in p:
            out.append({"id": p["id"], "name": p.get("name", p["id"])})
        else:
            raise NarError(f"players[{i}] must be a name or an object with id and name")
    return out


def make_log(
    deck: JsonObject,
    players: list[str] | list[JsonObject],
    share_columns: list[list[str]],
    city_columns: list[list[str]],
    start_cities: list[str],
    first_player: str,
    options: JsonObject | None = None,
    seed: int | None = None,
) -> JsonObject:
    """A log with no actions from a given layout (e.g. the cards as they lie on the table).

    Columns are listed from top to bottom: the last card of each column is the one that can be
    taken. ``start_cities`` is the stack in the order the founders receive the cards. The log is
    checked by building the game from it.
    """
    setup: dict[str, Any] = {
        "deck": deck,
        "share_columns": [list(c) for c in share_columns],
        "city_columns": [list(c) for c in city_columns],
        "start_cities": list(start_cities),
        "first_player": first_player,
    }
    if options:
        setup["options"] = dict(options)
    log: dict[str, Any] = {
        "title": TITLE,
        "version": LOG_VERSION,
        "players": _players(players),
        "setup": setup,
        "actions": [],
    }
    if seed is not None:
        log["seed"] = seed
    NarGame(log)  # raises NarError for a bad layout
    return log


def new_game(
    deck: JsonObject,
    players: list[str] | list[JsonObject],
    seed: int,
    start_city: str = START_CITY_TOP,
) -> JsonObject:
    """A new game's log (no actions): shares and cities shuffled and dealt as the rules say.

    Setup (rulebook "4. Spielvorbereitung"): the 30 shares (6 per company) are shuffled and the
    top two put back in the box unseen; the other 28 are dealt into 4 columns of 7. The 36
    cities are shuffled into 4 columns of 9; the 5 start cities are shuffled into a stack (gap
    A3); the start player is drawn at random. ``start_city="choose"`` lets founders choose.
    """
    validate_deck(deck, allow_unknown=True)
    if start_city not in (START_CITY_TOP, START_CITY_CHOOSE):
        raise NarError(f"start_city must be {START_CITY_TOP!r} or {START_CITY_CHOOSE!r}")
    plist = _players(players)
    rng = random.Random(seed)
    shares = [c["id"] for c in deck["companies"] for _ in range(SHARES_PER_COMPANY)]
    rng.shuffle(shares)
    in_play = shares[2:]  # the top two go back into the box, unseen
    share_columns = [in_play[k * SHARE_ROWS : (k + 1) * SHARE_ROWS] for k in range(COLUMNS)]
    cities = [c["id"] for c in deck["cities"]]
    rng.shuffle(cities)
    city_columns = [cities[k * CITY_ROWS : (k + 1) * CITY_ROWS] for k in range(COLUMNS)]
    starts = [c["id"] for c in deck["start_cities"]]
    rng.shuffle(starts)
    first = rng.choice(plist)["id"]
    options = {"start_city": start_city} if start_city != START_CITY_TOP else None
    return make_log(deck, plist, share_columns, city_columns, starts, first, options, seed)


def new_companion_game(
    players: list[str] | list[JsonObject],
    share_columns: list[list[str]],
    first_player: str,
    companies: list[JsonObject] | None = None,
    deck: JsonObject | None = None,
) -> JsonObject:
    """A log for playing along with the physical cards (companion mode).

    The share display is entered as it lies on the table (company ids, top to bottom). The city
    cards are slots ``city01`` .. ``city36`` (column by column, top to bottom) whose values are
    entered with ``reveal_city`` when needed; start cities likewise. A typed-in ``deck`` may be
    given instead of ``companies``; its cards are then still laid out as slots in deck order, so
    only a deck with unknown values makes sense here.
    """
    if deck is None:
        deck = companion_deck(companies)
    cities = [c["id"] for c in deck["cities"]]
    city_columns = [cities[k * CITY_ROWS : (k + 1) * CITY_ROWS] for k in range(COLUMNS)]
    starts = [c["id"] for c in deck["start_cities"]]
    return make_log(deck, players, share_columns, city_columns, starts, first_player)


def random_players(count: int) -> list[JsonObject]:
    return [{"id": f"p{i + 1}", "name": f"Player {i + 1}"} for i in range(count)]


def choose_random_action(
    actions: list[JsonObject], rng: random.Random, uniform: bool = False
) -> JsonObject:
    """Pick one of ``actions``. The default policy keeps games going like real ones: passing is
    rare while something else is possible, and low prices are likelier than high ones."""
    if uniform:
        return rng.choice(actions)
    passes = [a for a in actions if a["type"] == "pass"]
    others = [a for a in actions if a["type"] != "pass"]
    if not others or (passes and rng.random() < 0.15):
        return passes[0]
    if others[0]["type"] != "take_share":
        return rng.choice(others)
    columns = sorted({a["column"] for a in others})
    column = rng.choice(columns)
    options = [a for a in others if a["column"] == column]
    return options[int(len(options) * rng.random() ** 2)]


def play_randomly(
    game: NarGame, rng: random.Random, uniform: bool = False, max_actions: int = 100_000
) -> NarGame:
    """Play ``game`` to its end with seeded random legal moves."""
    for _ in range(max_actions):
        if game.finished:
            return game
        actions = game.legal_actions()
        if not actions:
            raise NarError(f"no legal action in a running game (step {game.step})")
        game.process(choose_random_action(actions, rng, uniform))
    raise NarError(f"the game did not end within {max_actions} actions")


def random_game(seed: int, players: int = 4, uniform: bool = False) -> JsonObject:
    """A whole game played by seeded random legal moves with a seeded random deck; the finished
    log. ``uniform`` draws every legal action with equal chance."""
    deck = random_deck(seed)
    log = new_game(deck, random_players(players), seed)
    game = NarGame.from_log(log)
    play_randomly(game, random.Random(seed * 7919 + 17), uniform=uniform)
    return game.to_log()
