"""The structure of a North American Railways log (docs/nar.md), checked before a game is built
from it: title, players, the deck and the layout of the cards, the options. Each problem raises
a keyed :class:`NarError` naming the field and the value found."""

from __future__ import annotations

from .deck import CITY_COUNT, COMPANY_COUNT, JsonObject, deck_problems
from .errors import NarError
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


def describe_action(action: object) -> str:
    """An action as an error message names it: its type and who took it."""
    if not isinstance(action, dict):
        return "not an object"
    return f"{action.get('type')} by {action.get('entity')}"


def check_log_structure(data: object) -> tuple[list[JsonObject], JsonObject]:
    """The log's players and setup once every field a game is built from is checked."""
    if not isinstance(data, dict):
        raise NarError(
            f"a log must be a JSON object, not {type(data).__name__}",
            key="log_not_object",
            value=type(data).__name__,
        )
    title = data.get("title")
    if title != TITLE:
        raise NarError(f"title must be {TITLE!r}, not {title!r}", key="title", value=repr(title))
    players = _check_players(data.get("players"))
    setup = data.get("setup")
    if not isinstance(setup, dict):
        raise NarError("setup must be an object", key="not_object", where="setup")
    for key in ("deck", "share_columns", "city_columns", "start_cities", "first_player"):
        if key not in setup:
            raise NarError(f"setup.{key} is missing", key="missing", where=f"setup.{key}")
    deck = setup["deck"]
    _check_deck(deck)
    _check_share_columns(setup["share_columns"], {c["id"] for c in deck["companies"]})
    _check_city_columns(setup["city_columns"], {c["id"] for c in deck["cities"]})
    _check_start_cities(setup["start_cities"], [c["id"] for c in deck["start_cities"]])
    first = setup["first_player"]
    if not isinstance(first, str) or first not in {p["id"] for p in players}:
        raise NarError(
            f"setup.first_player {first!r} is not one of the players",
            key="first_player",
            value=repr(first),
        )
    _check_options(setup.get("options", {}))
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise NarError("actions must be a list", key="actions_not_list")
    return players, setup


def _check_players(players: object) -> list[JsonObject]:
    if not isinstance(players, list):
        raise NarError("players must be a list", key="players_not_list")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise NarError(
            f"the game needs 3 to 5 players, the log has {len(players)}",
            key="player_count",
            value=len(players),
        )
    seen: set[str] = set()
    for i, pl in enumerate(players):
        if not isinstance(pl, dict):
            raise NarError(
                f"players[{i}] must be an object with id and name",
                key="player_not_object",
                where=f"players[{i}]",
            )
        pid, name = pl.get("id"), pl.get("name")
        if not isinstance(pid, str) or not pid:
            raise NarError(
                f"players[{i}].id must be non-empty text, not {pid!r}",
                key="text_missing",
                where=f"players[{i}].id",
                value=repr(pid),
            )
        if not isinstance(name, str):
            raise NarError(
                f"players[{i}].name must be text, not {name!r}",
                key="not_text",
                where=f"players[{i}].name",
                value=repr(name),
            )
        if pid in seen:
            raise NarError(
                f"players[{i}].id {pid!r} is used twice",
                key="player_twice",
                where=f"players[{i}].id",
                value=repr(pid),
            )
        seen.add(pid)
    return players


def _check_deck(deck: object) -> None:
    problems = deck_problems(deck, allow_unknown=True)
    if problems:
        raise NarError(
            f"setup.deck: {problems[0]}"
            + (f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""),
            key="deck",
            problems=problems,
        )
    assert isinstance(deck, dict)
    assert len(deck["companies"]) == COMPANY_COUNT and len(deck["cities"]) == CITY_COUNT


def _check_share_columns(shares: object, companies: set[str]) -> None:
    if not isinstance(shares, list) or len(shares) != COLUMNS:
        raise NarError(
            f"setup.share_columns must be a list of {COLUMNS} columns",
            key="columns",
            where="setup.share_columns",
            size=COLUMNS,
        )
    counts: dict[str, int] = {}
    for c, column in enumerate(shares):
        if not isinstance(column, list) or len(column) != SHARE_ROWS:
            raise NarError(
                f"setup.share_columns[{c}] must be a list of {SHARE_ROWS} shares",
                key="share_column",
                where=f"setup.share_columns[{c}]",
                size=SHARE_ROWS,
            )
        for r, company in enumerate(column):
            if not isinstance(company, str) or company not in companies:
                raise NarError(
                    f"setup.share_columns[{c}][{r}]: unknown company {company!r}",
                    key="unknown_company",
                    where=f"setup.share_columns[{c}][{r}]",
                    value=repr(company),
                )
            counts[company] = counts.get(company, 0) + 1
    for company, k in counts.items():
        if k > SHARES_PER_COMPANY:
            raise NarError(
                f"setup.share_columns: {k} shares of {company}, but a company has only "
                f"{SHARES_PER_COMPANY}",
                key="too_many_shares",
                company=company,
                shares=k,
                most=SHARES_PER_COMPANY,
            )


def _check_city_columns(cities: object, known: set[str]) -> None:
    if not isinstance(cities, list) or len(cities) != COLUMNS:
        raise NarError(
            f"setup.city_columns must be a list of {COLUMNS} columns",
            key="columns",
            where="setup.city_columns",
            size=COLUMNS,
        )
    placed: set[str] = set()
    for c, column in enumerate(cities):
        if not isinstance(column, list) or len(column) != CITY_ROWS:
            raise NarError(
                f"setup.city_columns[{c}] must be a list of {CITY_ROWS} cities",
                key="city_column",
                where=f"setup.city_columns[{c}]",
                size=CITY_ROWS,
            )
        for r, city in enumerate(column):
            if not isinstance(city, str) or city not in known:
                raise NarError(
                    f"setup.city_columns[{c}][{r}]: unknown city {city!r}",
                    key="unknown_city",
                    where=f"setup.city_columns[{c}][{r}]",
                    value=repr(city),
                )
            if city in placed:
                raise NarError(
                    f"setup.city_columns[{c}][{r}]: city {city!r} is placed twice",
                    key="city_twice",
                    where=f"setup.city_columns[{c}][{r}]",
                    value=repr(city),
                )
            placed.add(city)


def _check_start_cities(starts: object, start_ids: list[str]) -> None:
    if not isinstance(starts, list):
        raise NarError(
            "setup.start_cities must be a list", key="not_a_list", where="setup.start_cities"
        )
    for i, s in enumerate(starts):
        if not isinstance(s, str) or s not in start_ids:
            raise NarError(
                f"setup.start_cities[{i}]: unknown start city {s!r}",
                key="unknown_start_city",
                where=f"setup.start_cities[{i}]",
                value=repr(s),
            )
    if sorted(starts) != sorted(start_ids):
        raise NarError(
            "setup.start_cities must list each of the deck's 5 start cities once",
            key="start_cities_once",
        )


def _check_options(options: object) -> None:
    if not isinstance(options, dict):
        raise NarError("setup.options must be an object", key="not_object", where="setup.options")
    rule = options.get("start_city", START_CITY_TOP)
    if rule not in (START_CITY_TOP, START_CITY_CHOOSE):
        raise NarError(
            f"setup.options.start_city must be {START_CITY_TOP!r} or {START_CITY_CHOOSE!r}, "
            f"not {rule!r}",
            key="start_city_rule",
            value=repr(rule),
        )
