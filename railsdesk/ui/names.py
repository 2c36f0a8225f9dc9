"""What the engine names by id, as players name it: places by the names the map prints (a hex
without a name by the nearest place that has one), foreign investors by their rulebook letter and
home city, trains by their rulebook names. The ids stay for tooltips."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication

from railsdesk.engine.contract import train_name
from railsdesk.games import ENGINE_18XX, TITLES
from railsdesk.ui.board import geometry as g
from railsdesk.ui.titledata import TitleData
from railsdesk.ui.titles import screens_for

# Log and refusal params that hold a place, a company or a train by its id.
PLACE_PARAMS = ("hex", "city")
COMPANY_PARAMS = ("corporation", "minor", "seller", "buyer", "operator", "owner", "holder")


class Names:
    """The names of one title's places and companies."""

    def __init__(self, data: TitleData) -> None:
        self.data = data
        board = data.new_board()
        centres = {h.id: g.centre(board.layout, h.x, h.y) for h in board.hexes.values()}
        named = {h.id: h.location_name for h in board.hexes.values() if h.location_name}
        self.named: dict[str, str] = named
        self.nearest: dict[str, str] = {}
        for hex_id, (x, y) in centres.items():
            if hex_id in named or not named:
                continue
            # ties go to the first name in the map's order: the same answer every time
            closest = min(named, key=lambda n: math.dist((x, y), centres[n]))
            self.nearest[hex_id] = named[closest]
        prefix = screens_for(data.title).minor_prefix
        self.minor_letters = {sym: prefix + sym for sym in data.minors}
        by_sym = {sym: self._minor(sym, m) for sym, m in data.minors.items()}
        self.minor_names = {str(m.get("name")): by_sym[sym] for sym, m in data.minors.items()}
        self.minors = {**by_sym, **self.minor_names}

    def _minor(self, sym: str, minor: Mapping) -> str:
        """A minor as its rulebook names it: 1880's "A4 (Qingdao)"."""
        letter = self.minor_letters[sym]
        home = self.named.get(str(minor.get("coordinates") or ""))
        return f"{letter} ({home})" if home else letter

    def place(self, hex_id: object) -> str:
        """A hex by its printed name, or "a hex near <the closest name>"."""
        hex_id = str(hex_id)
        if hex_id in self.named:
            return self.named[hex_id]
        if hex_id in self.nearest:
            return QCoreApplication.translate("Names", "a hex near %1").replace(
                "%1", self.nearest[hex_id]
            )
        return hex_id

    def stop(self, hex_id: object) -> str:
        """A stop of a route: its place's name, or "near <the closest name>" for an unnamed
        town or city."""
        hex_id = str(hex_id)
        if hex_id in self.named:
            return self.named[hex_id]
        if hex_id in self.nearest:
            return QCoreApplication.translate("Names", "near %1").replace(
                "%1", self.nearest[hex_id]
            )
        return hex_id

    def company(self, sym: object) -> str:
        """A corporation's or private's symbol as printed; a minor as its rulebook names it."""
        return self.minors.get(str(sym), str(sym))

    def token_label(self, sym: object) -> str:
        """A company as its station marker says it: a corporation's symbol, a minor's letter
        (1880's "A4")."""
        return self.minor_letters.get(str(sym), str(sym))

    def holder(
        self,
        snapshot: Mapping[str, Any],
        players: Mapping[str, str],
        holder: object,
        kind: str | None = None,
    ) -> str:
        """Who acts or holds, as every screen names them: a player by name; a company (a
        minor by its rulebook name) with its president's name, "B&O (Alice)". kind: the
        engine's entity type, if known (else a player is one of `players`)."""
        if kind == "player" or (kind is None and str(holder) in players):
            return players.get(str(holder), str(holder))
        if kind == "company":  # a private using its power: by its name, with its owner
            name = self.data.company_name(str(holder))
            owner = (snapshot.get("companies") or {}).get(str(holder))
            if owner is None or owner == "closed":
                return name
            return f"{name} ({players.get(str(owner), self.company(owner))})"
        found = (snapshot.get("corporations") or {}).get(str(holder))
        if found is None:
            found = (snapshot.get("minors") or {}).get(str(holder))
        president = (found or {}).get("president")
        name = self.company(holder)
        if president is None:
            return name
        person = players.get(str(president), str(president))
        # a minor is named with its home in brackets already: "A4 (Qingdao), Alice"
        return f"{name}, {person}" if str(holder) in self.minors else f"{name} ({person})"

    def params(self, params: Mapping[str, object]) -> dict[str, object]:
        """A log entry's or refusal's params with every id replaced by its name."""
        named = dict(params)
        for key in PLACE_PARAMS:
            if isinstance(named.get(key), str):
                named[key] = self.place(named[key])
        for key in COMPANY_PARAMS:
            if isinstance(named.get(key), str | int) and not isinstance(named.get(key), bool):
                named[key] = self.company(named[key])
        # "who" holds a player's name, a corporation's symbol or a minor's full name ("Belgian
        # Investor"): only a minor's name is replaced, as a player may be called "3"
        who = named.get("who")
        if isinstance(who, str):
            named["who"] = self.minor_names.get(who, who)
        if isinstance(named.get("train"), str):
            named["train"] = train_name(str(named["train"]))
        route = named.get("hexes")
        if isinstance(route, list | tuple) and "stops" in named:
            named["stops"] = " – ".join(self.stop(h) for h in route)
        return named


def player_names(players: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    """Players' names by id (as text), in seating order, from a game's players."""
    return {str(p["id"]): str(p["name"]) for p in players}


@cache
def names_for(title: str) -> Names:
    return Names(TitleData.load(title))


def named_params(title: str | None, params: Mapping[str, object]) -> dict[str, object]:
    """Params with ids replaced by names where the title has a map (the 18xx titles); trains by
    name in any case."""
    if title in TITLES and TITLES[title].engine == ENGINE_18XX:
        return names_for(str(title)).params(params)
    named = dict(params)
    if isinstance(named.get("train"), str):
        named["train"] = train_name(str(named["train"]))
    return named
