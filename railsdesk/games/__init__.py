"""The titles railsdesk plays (one registry: the start page, the command line, the file readers
and the screens all read it), and new games of them."""

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
from railsdesk.games.options import OptionSwitch, one_switch_per_option

# The engine a title plays on: the shared 18xx engine (railsdesk.engine, with the title's data
# and rules in its package) or the card game's own (railsdesk.games.nar).
ENGINE_18XX = "18xx"
ENGINE_CARDS = "cards"


@dataclass(frozen=True)
class TitleInfo:
    title: str  # as games and logs name it
    full_name: str  # as the start page shows it
    # the package in railsdesk.games; railsdesk.ui.titles.<package> holds its own screens
    package: str
    players: tuple[int, int]
    options: dict[str, str]  # name (as logs carry it) -> what it does, in English
    # Offered for new games (start page, random-game); a title still being built only
    # replays and traces recorded games (its package says PLAYABLE = False).
    playable: bool
    companion: bool = False  # offers companion games (the map on the table)
    # random-game plays it: the engine has all its rules, the program not yet every control
    # (the package says RANDOM_PLAY = True; a playable title always is)
    random_play: bool = False
    # how a new game offers the options (the package's NEW_GAME_SWITCHES; by default one
    # switch per option), described in English: the ui translates the descriptions, and the
    # scenario's words, in the context "TitleOptions" of the translation files
    switches: tuple[OptionSwitch, ...] = ()
    # the scenario a new game plays with these players and options, in words (1849: the
    # number of companies follows from the player count); None: the title has none
    scenario: Callable[[int, Sequence[str]], str] | None = None
    engine: str = ENGINE_18XX  # the package says ENGINE otherwise


TITLES: dict[str, TitleInfo] = {}


def _register(package: str) -> None:
    module = import_module(f"railsdesk.games.{package}")
    playable = getattr(module, "PLAYABLE", True)
    TITLES[module.TITLE] = TitleInfo(
        title=module.TITLE,
        full_name=module.FULL_NAME,
        package=package,
        players=module.PLAYERS,
        options=dict(module.OPTIONS),
        playable=playable,
        companion=getattr(module, "COMPANION", False),
        random_play=playable or getattr(module, "RANDOM_PLAY", False),
        switches=getattr(module, "NEW_GAME_SWITCHES", None)
        or one_switch_per_option(module.OPTIONS),
        scenario=getattr(module, "new_game_scenario", None),
        engine=getattr(module, "ENGINE", ENGINE_18XX),
    )


_register("g1830")
_register("g1849")
_register("g1856")
_register("g1880")
_register("nar")


@cache
def title_data(title: str) -> dict[str, Any]:
    info = title_info(title, ENGINE_18XX)
    path = Path(__file__).parent / info.package / "data.json"
    with path.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    check_data(data)
    return data


REQUIRED_PARTS = ("market", "phases", "trains", "corporations", "starting_cash", "cert_limit")


def check_data(data: dict[str, Any]) -> None:
    """Stop with a message naming the part when a title's data cannot make a game: a part
    missing or empty, or a train or phase named that does not exist."""
    title = data.get("title", "?")
    missing = [key for key in REQUIRED_PARTS if not data.get(key)]
    if missing:
        raise GameDataError(f"{title}: the data has no {', '.join(missing)}")
    trains = [t.get("name") for t in data["trains"]]
    phases = [p.get("name") for p in data["phases"]]
    for phase in data["phases"]:
        for key in ("name", "train_limit", "tiles"):  # 1880 counts no rounds per set
            if key not in phase:
                raise GameDataError(f"{title}: phase {phase.get('name')!r} has no {key}")
        on = phase.get("on")
        for name in on if isinstance(on, list) else [on] if on else []:
            if name not in trains:
                raise GameDataError(
                    f"{title}: phase {phase['name']} starts on unknown train {name}"
                )
    for train in data["trains"]:
        for key in ("name", "distance", "price"):
            if key not in train:
                raise GameDataError(f"{title}: a train has no {key}")
        for key in ("rusts_on", "obsolete_on"):
            if train.get(key) and train[key] not in trains:
                raise GameDataError(f"{title}: train {train['name']} {key} unknown {train[key]}")
        if train.get("available_on") and train["available_on"] not in phases:
            raise GameDataError(
                f"{title}: train {train['name']} available in unknown phase {train['available_on']}"
            )
    if set(data["starting_cash"]) != set(data["cert_limit"]):
        raise GameDataError(
            f"{title}: starting cash and certificate limit name other player counts"
        )


def title_info(title: str, engine: str | None = None) -> TitleInfo:
    """The title's entry; GameDataError for a title not in the registry, or (engine given) one
    that plays on another engine."""
    info = TITLES.get(str(title))
    if info is None:
        known = ", ".join(sorted(TITLES))
        raise GameDataError(
            f"unknown title {title!r} (known: {known})", "unknown_title", title=title
        )
    if engine not in (None, info.engine):
        raise GameDataError(f"{title} does not play on the {engine} engine")
    return info


def state_factory(title: str) -> Callable[[list[dict[str, Any]], list[str], int, str], GameState]:
    info = title_info(title, ENGINE_18XX)
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
    info = title_info(title, ENGINE_18XX)
    low, high = info.players
    if not low <= len(players) <= high:
        raise GameDataError(
            f"{title} is for {low} to {high} players, not {len(players)}",
            "player_count",
            title=title,
            count=len(players),
            low=low,
            high=high,
        )
    unknown = [
        o for o in options if o not in info.options and not (o == COMPANION and info.companion)
    ]
    if unknown:
        raise GameDataError(
            f"unknown option for {title}: {', '.join(unknown)}",
            "unknown_option",
            option=", ".join(unknown),
        )
    ids = [str(p.get("id")) for p in players]
    if len(set(ids)) != len(ids):
        raise GameDataError("two players have the same id", "same_player_id")
    return Game(state_factory(title), info.title, players, list(options), seed, reading=reading)
