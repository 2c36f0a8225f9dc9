"""Computer players: each answers the engine's snapshot and legal choices with one action.

    bot = computer_player(title, "strong", seed)
    game.process(bot.act(game))

The engine alone decides what is legal: a computer player only picks among the choices of
`Game.legal()`, judging them by the snapshot, `Game.best_routes()` and by trying a choice on a
scratch copy of the game (engine/contract.py: snapshot_without_log, try_action). What a title
adds (the worth of its privates, its good companies, its extra decisions) lives in
`railsdesk/bots/<package>.py`, the title registry's package name (see
`railsdesk.bots.generic.Knowledge`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable
from importlib import import_module
from typing import TYPE_CHECKING

from railsdesk.bots.generic import LEVELS, ComputerPlayer, Knowledge, Turn
from railsdesk.engine.contract import in_sequence
from railsdesk.engine.readings import SITE
from railsdesk.games import new_game, title_info
from railsdesk.random_play import Move
from railsdesk.random_play import choose as random_choice

if TYPE_CHECKING:
    from railsdesk.engine.contract import Game, Legal, Snapshot

RANDOM = "random"  # the seeded random games (railsdesk.random_play), the level to beat
SEAT_LEVELS = (*LEVELS, RANDOM)


def knowledge_for(title: str) -> Knowledge:
    """The title's own knowledge (railsdesk/bots/<package>.py), or the generic one."""
    package = title_info(title).package
    try:
        module = import_module(f"railsdesk.bots.{package}")
    except ModuleNotFoundError as exc:
        if exc.name != f"railsdesk.bots.{package}":
            raise
        return Knowledge(title)
    knowledge: Knowledge = module.KNOWLEDGE
    return knowledge


def computer_player(title: str, level: str, seed: int) -> ComputerPlayer:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return ComputerPlayer(knowledge_for(title), level, seed)


class RandomPlayer:
    """The seeded random player of random_play, seated like a computer player."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def act(self, game: Game) -> Move:
        return random_choice(self.rng, game)

    def decide(self, turn: Turn) -> Move:
        return random_choice(self.rng, turn.game)


def seat_player(title: str, level: str, seed: int) -> ComputerPlayer | RandomPlayer:
    return RandomPlayer(seed) if level == RANDOM else computer_player(title, level, seed)


def play_bot_game(
    title: str,
    levels: list[str],
    seed: int,
    options: Iterable[str] = (),
    max_actions: int = 20000,
    on_decision: Callable[[Game, int, float], None] | None = None,
) -> Game:
    """A whole game whose seats (in order, player ids 1..N) are played by the computer at the
    given levels. on_decision(game, seat, seconds) is told how long each decision took.
    Deterministic for a seed; 18xx.games reading, so that the log replays there."""
    ids = [{"id": index + 1, "name": f"Player {index + 1}"} for index in range(len(levels))]
    game = new_game(title, ids, list(options), seed=seed, reading=SITE)
    seats = {
        index + 1: seat_player(title, level, seed * 100 + index)
        for index, level in enumerate(levels)
    }
    with in_sequence(game):
        for _ in range(max_actions):
            started = time.perf_counter()
            turn = Turn(game)
            if turn.snap["finished"]:
                break
            seat = acting_seat(turn)
            move = seats[seat].decide(turn)
            if on_decision is not None:
                on_decision(game, seat, time.perf_counter() - started)
            game.process(move)
    return game


def acting_seat(turn: Turn) -> int:
    """The seat (player id) of the player who decides now (see deciding_player)."""
    return int(deciding_player(turn.snap, turn.legal))


def deciding_player(snap: Snapshot, legal: Legal) -> str:
    """The id of the player who decides now: the acting player, or the president of the
    acting company (a private's owner, or its owning company's president); the first player
    for a company nobody leads."""
    entity: object = legal.get("entity")
    kind = legal.get("entity_type")
    if kind == "company":
        entity = snap["companies"].get(str(entity))
        kind = "player" if str(entity) in snap["players"] else "corporation"
    if kind == "player":
        return str(entity)
    corp = snap["corporations"].get(str(entity)) or snap["minors"].get(str(entity))
    president = None if corp is None else corp["president"]
    return str(president) if president is not None else next(iter(snap["players"]), "1")
