"""Computer players: each answers the engine's snapshot and legal choices with one action.

    bot = computer_player(title, "strong", seed)
    game.process(bot.act(game))

The engine alone decides what is legal: a computer player only picks among the choices of
`Game.legal()`, judging them by `Game.snapshot()`, `Game.best_routes()` and, at the strong
level, by trying a choice on a copy of the state. What a title adds (the worth of its privates,
its good companies, its extra decisions) lives in `railsdesk/bots/<package>.py`, the title
registry's package name (see `railsdesk.bots.generic.Knowledge`).
"""

from __future__ import annotations

import random
from importlib import import_module

from railsdesk.bots.generic import LEVELS, ComputerPlayer, Knowledge, Turn
from railsdesk.engine.game import Game
from railsdesk.engine.readings import SITE
from railsdesk.games import new_game, title_info
from railsdesk.random_play import choose as random_choice

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

    def act(self, game: Game) -> dict:
        return random_choice(self.rng, game)

    def decide(self, turn: Turn) -> dict:
        return random_choice(self.rng, turn.game)


def seat_player(title: str, level: str, seed: int) -> ComputerPlayer | RandomPlayer:
    return RandomPlayer(seed) if level == RANDOM else computer_player(title, level, seed)


def play_bot_game(
    title: str,
    levels: list[str],
    seed: int,
    options=(),
    max_actions: int = 20000,
    on_decision=None,
) -> Game:
    """A whole game whose seats (in order, player ids 1..N) are played by the computer at the
    given levels. on_decision(game, seat, seconds) is told how long each decision took.
    Deterministic for a seed; 18xx.games reading, so that the log replays there."""
    import time

    ids = [{"id": index + 1, "name": f"Player {index + 1}"} for index in range(len(levels))]
    game = new_game(title, ids, list(options), seed=seed, reading=SITE)
    seats = {
        index + 1: seat_player(title, level, seed * 100 + index)
        for index, level in enumerate(levels)
    }
    with game.state.in_sequence():
        for _ in range(max_actions):
            if game.state.finished:
                break
            started = time.perf_counter()
            turn = Turn(game)
            seat = acting_seat(turn)
            move = seats[seat].decide(turn)
            if on_decision is not None:
                on_decision(game, seat, time.perf_counter() - started)
            game.process(move)
    return game


def acting_seat(turn: Turn) -> int:
    """The player who decides now: the acting player, or the president of the acting company
    (a private's owner, or its owning company's president); the first seat for a company
    nobody leads."""
    entity, kind = turn.entity, turn.kind
    if kind == "company":
        entity = turn.snap["companies"].get(str(entity))
        kind = (
            "player"
            if isinstance(entity, int) or str(entity) in turn.snap["players"]
            else "corporation"
        )
    if kind == "player":
        return int(str(entity))
    corp = turn.corp(entity)
    president = corp["president"] if corp is not None else None
    return int(str(president)) if president is not None else 1
