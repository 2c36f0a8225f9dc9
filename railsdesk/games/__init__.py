"""The titles railsdesk plays, and new games of them."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any

from railsdesk.engine.errors import GameDataError
from railsdesk.engine.game import Game, GameState
from railsdesk.engine.readings import RULEBOOK
from railsdesk.engine.steps.companion import COMPANION


@dataclass(frozen=True)
class TitleInfo:
    title: str
    package: str
    players: tuple[int, int]
    options: dict[str, str]
    companion: bool = False  # offers companion games (the map on the table)


TITLES: dict[str, TitleInfo] = {}


def _register(package: str) -> None:
    module = import_module(f"railsdesk.games.{package}")
    TITLES[module.TITLE] = TitleInfo(
        module.TITLE,
        package,
        module.PLAYERS,
        dict(module.OPTIONS),
        getattr(module, "COMPANION", False),
    )


_register("g1830")


@cache
def title_data(title: str) -> dict[str, Any]:
    info = title_info(title)
    path = Path(__file__).parent / info.package / "data.json"
    with path.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    return data


def title_info(title: str) -> TitleInfo:
    try:
        return TITLES[str(title)]
    except KeyError:
        known = ", ".join(sorted(TITLES))
        raise GameDataError(f"unknown title {title!r} (known: {known})") from None


def state_factory(title: str) -> Callable[[list[dict[str, Any]], list[str], int, str], GameState]:
    info = title_info(title)
    module = import_module(f"railsdesk.games.{info.package}")
    state_class: type[GameState] = module.STATE
    data = title_data(title)

    def make(
        players: list[dict[str, Any]], options: list[str], seed: int, reading: str = RULEBOOK
    ) -> GameState:
        return state_class(data, players, options, seed, reading)

    return make


def new_game(
    title: str,
    players: list[dict[str, Any]],
    options: Sequence[str] = (),
    seed: int = 0,
    reading: str = RULEBOOK,
) -> Game:
    """A new game; players are [{"id": ..., "name": ...}] in seating order.

    reading: RULEBOOK (default) or SITE for a game that must replay on 18xx.games."""
    info = title_info(title)
    low, high = info.players
    if not low <= len(players) <= high:
        raise GameDataError(f"{title} is for {low} to {high} players, not {len(players)}")
    unknown = [
        o for o in options if o not in info.options and not (o == COMPANION and info.companion)
    ]
    if unknown:
        raise GameDataError(f"unknown option for {title}: {', '.join(unknown)}")
    ids = [str(p.get("id")) for p in players]
    if len(set(ids)) != len(ids):
        raise GameDataError("two players have the same id")
    return Game(state_factory(title), info.title, players, list(options), seed, reading=reading)
