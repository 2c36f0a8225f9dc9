"""Decks of North American Railways: the card data the rulebook does not print.

The rulebook names the fields of the cards but prints no values (rules spec §2.6, gap A1), so
the card data lives in a deck file filled in from the physical cards. A deck is a JSON object::

    {
      "format": "nar-deck", "version": 1,
      "name": "My copy",
      "companies":    [{"id": "blue", "name": "Blue", "colour": "blue"}, ...],        # 5
      "start_cities": [{"id": "s1", "name": "...", "revenue": 200}, ...],            # 5
      "cities":       [{"id": "c01", "name": "...", "cost": 600, "revenue": 200,
                        "symbols": 1}, ...]                                           # 36
    }

Money is written in dollars and must be a whole multiple of $100; ``symbols`` is the number of
"From Coast to Coast" symbols on a city (0 to 3). ``colour`` is a CSS colour name or ``#rrggbb``
(or ``#rgb``); ``version`` is the whole number 1.
City and start-city ids share one namespace. In a companion deck (cards entered as they are
revealed at the table) ``cost``, ``revenue`` and ``symbols`` of a city, or ``revenue`` of a start
city, may be ``null``; the game then asks for them with a ``reveal_city`` action.

Practice deck (:func:`practice_deck`) -- NOT the published cards. Its values come from a formula
so that the rules can be tried before a real deck is typed in. For city number ``k`` (0 to 35),
with ``a = k % 9`` and ``b = k // 9``:

* cost    = $100 x (2 + a + b)                      ($200 to $1300)
* revenue = $100 x max(1, (2 + a + b) // 2 - b)      ($100 to $500)
* symbols = b                                        (nine cities each with 0, 1, 2 and 3)

Start city number ``k`` (0 to 4) has revenue $100 x (2 + k // 2): $200, $200, $300, $300, $400.
The companies are blue, red and green (the colours the rulebook's examples name) and two neutral
placeholders, "Company 4" and "Company 5" (gap A2).
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path
from typing import Any, NamedTuple, TypeGuard

from railsdesk.files import FileProblem, read_json, write_json_atomic

from .errors import DeckError, DeckProblem

DECK_FORMAT = "nar-deck"
DECK_VERSION = 1
COMPANY_COUNT = 5
START_CITY_COUNT = 5
CITY_COUNT = 36
MAX_SYMBOLS = 3
UNIT = 100

JsonObject = dict[str, Any]  # an object read from JSON (a deck, a log, an action)

# The CSS (SVG 1.1) colour names, which the program's window draws (Qt knows the same ones).
COLOUR_NAMES = frozenset(
    """aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
    blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk
    crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki
    darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
    darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue
    dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite
    gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
    lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
    lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
    lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen
    magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen
    mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream
    mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
    palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
    powderblue purple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell
    sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal
    thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen""".split()
)
COLOUR_CODE = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})")


def is_colour(text: str) -> bool:
    """A CSS colour name (in any case) or a code #rgb or #rrggbb."""
    return text.strip().lower() in COLOUR_NAMES or COLOUR_CODE.fullmatch(text.strip()) is not None


PRACTICE_DECK_NAME = "Practice deck (not the published cards)"
COMPANION_DECK_NAME = "Companion deck (values entered at the table)"


# ---------------------------------------------------------------------------------------------
# validation


def is_int(value: object) -> TypeGuard[int]:
    """A whole number (JSON's true and false are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _money_problem(value: object, where: str, allow_unknown: bool) -> DeckProblem | None:
    if value is None:
        return (
            None
            if allow_unknown
            else DeckProblem(f"{where} is missing (null)", "value_missing", where=where)
        )
    if not is_int(value):
        return DeckProblem(
            f"{where} must be a whole number of dollars, not {value!r}",
            "money_not_number",
            where=where,
            value=repr(value),
        )
    if value < 0 or value % UNIT:
        return DeckProblem(
            f"{where} must be a multiple of $100 and not negative, not {value}",
            "money_not_hundreds",
            where=where,
            value=value,
        )
    return None


def deck_problems(deck: object, allow_unknown: bool = False) -> list[DeckProblem]:
    """Every problem of ``deck``, as English sentences with their keys; empty for a good deck.

    With ``allow_unknown`` the values of city cards may be ``null`` and their names empty:
    not known yet (a deck being typed in, used for picking cards in companion mode).
    """
    if not isinstance(deck, dict):
        return [
            DeckProblem(
                f"a deck must be a JSON object, not {type(deck).__name__}",
                "not_an_object",
                value=type(deck).__name__,
            )
        ]
    check = _DeckCheck(deck, allow_unknown)
    check.heading()
    check.companies()
    check.start_cities()
    check.cities()
    return check.problems


class _DeckCheck:
    """The problems of one deck object, collected part by part."""

    def __init__(self, deck: JsonObject, allow_unknown: bool) -> None:
        self.deck = deck
        self.allow_unknown = allow_unknown
        self.problems: list[DeckProblem] = []
        self.card_ids: set[str] = set()  # cities and start cities share one namespace

    def heading(self) -> None:
        deck = self.deck
        fmt = deck.get("format", DECK_FORMAT)
        if fmt != DECK_FORMAT:
            self.problems.append(
                DeckProblem(
                    f"format must be {DECK_FORMAT!r}, not {fmt!r}", "format", value=repr(fmt)
                )
            )
        version = deck.get("version", DECK_VERSION)
        if type(version) is not int or version != DECK_VERSION:  # true is no version
            self.problems.append(
                DeckProblem(
                    f"version {version!r} is not supported (expected {DECK_VERSION})",
                    "version",
                    value=repr(version),
                    expected=DECK_VERSION,
                )
            )
        name = deck.get("name", "")
        if not isinstance(name, str):
            self.problems.append(
                DeckProblem(f"name must be text, not {name!r}", "name", value=repr(name))
            )

    def entries(self, key: str, count: int) -> list[tuple[str, JsonObject]]:
        """The entries of a list that are objects, each with its place for the messages."""
        items = self.deck.get(key)
        if not isinstance(items, list):
            self.problems.append(
                DeckProblem(f"{key} must be a list of {count} entries", "not_a_list", where=key)
            )
            return []
        if len(items) != count:
            self.problems.append(
                DeckProblem(
                    f"{key} must have {count} entries, it has {len(items)}",
                    "entry_count",
                    where=key,
                    expected=count,
                    count=len(items),
                )
            )
        good = []
        for i, item in enumerate(items):
            where = f"{key}[{i}]"
            if not isinstance(item, dict):
                self.problems.append(
                    DeckProblem(f"{where} must be an object", "entry_not_object", where=where)
                )
                continue
            good.append((where, item))
        return good

    def text(
        self, item: JsonObject, field: str, where: str, may_be_empty: bool = False
    ) -> str | None:
        value = item.get(field)
        if may_be_empty and value == "":
            return ""
        if not isinstance(value, str) or not value.strip():
            self.problems.append(
                DeckProblem(
                    f"{where}.{field} must be non-empty text, not {value!r}",
                    "text_missing",
                    where=f"{where}.{field}",
                    value=repr(value),
                )
            )
            return None
        return value

    def companies(self) -> None:
        company_ids: set[str] = set()
        for where, item in self.entries("companies", COMPANY_COUNT):
            cid = self.text(item, "id", where)
            self.text(item, "name", where)
            colour = self.text(item, "colour", where)
            if colour is not None and not is_colour(colour):
                self.problems.append(
                    DeckProblem(
                        f"{where}.colour: {colour!r} is not a colour (a name such as blue or a "
                        "code such as #1f5fa8)",
                        "colour",
                        where=f"{where}.colour",
                        value=repr(colour),
                    )
                )
            if cid is not None:
                if cid in company_ids:
                    self.problems.append(
                        DeckProblem(
                            f"{where}.id: company id {cid!r} is used twice",
                            "company_twice",
                            where=f"{where}.id",
                            value=repr(cid),
                        )
                    )
                company_ids.add(cid)

    def card_id(self, item: JsonObject, where: str) -> None:
        cid = self.text(item, "id", where)
        if cid is not None:
            if cid in self.card_ids:
                self.problems.append(
                    DeckProblem(
                        f"{where}.id: card id {cid!r} is used twice",
                        "card_twice",
                        where=f"{where}.id",
                        value=repr(cid),
                    )
                )
            self.card_ids.add(cid)

    def start_cities(self) -> None:
        for where, item in self.entries("start_cities", START_CITY_COUNT):
            self.card_id(item, where)
            self.text(item, "name", where, may_be_empty=self.allow_unknown)
            problem = _money_problem(item.get("revenue"), f"{where}.revenue", self.allow_unknown)
            if problem:
                self.problems.append(problem)

    def cities(self) -> None:
        for where, item in self.entries("cities", CITY_COUNT):
            self.card_id(item, where)
            self.text(item, "name", where, may_be_empty=self.allow_unknown)
            values = [item.get("cost"), item.get("revenue"), item.get("symbols")]
            if self.allow_unknown and all(v is None for v in values):
                continue
            if self.allow_unknown and any(v is None for v in values):
                self.problems.append(
                    DeckProblem(
                        f"{where}: cost, revenue and symbols must be all known or all null "
                        "(unknown)",
                        "values_partly_known",
                        where=where,
                    )
                )
                continue
            self.city_values(item, where)

    def city_values(self, item: JsonObject, where: str) -> None:
        for field in ("cost", "revenue"):
            problem = _money_problem(item.get(field), f"{where}.{field}", False)
            if problem:
                self.problems.append(problem)
        symbols = item.get("symbols")
        if not is_int(symbols) or not 0 <= symbols <= MAX_SYMBOLS:
            self.problems.append(
                DeckProblem(
                    f"{where}.symbols must be a whole number from 0 to 3, not {symbols!r}",
                    "symbols",
                    where=f"{where}.symbols",
                    value=repr(symbols),
                )
            )


def validate_deck(deck: object, allow_unknown: bool = False) -> JsonObject:
    """Return ``deck`` if it is good, else raise :class:`DeckError` naming the problems."""
    return _checked_deck(deck, allow_unknown, "bad deck")


def _checked_deck(
    deck: object, allow_unknown: bool, heading: str, file: str | None = None
) -> JsonObject:
    """``deck`` if it has no problem, else :class:`DeckError` listing the first five after
    ``heading``."""
    problems = deck_problems(deck, allow_unknown=allow_unknown)
    if problems:
        shown = "; ".join(problems[:5])
        more = f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""
        raise DeckError(f"{heading}: {shown}{more}", problems, file)
    assert isinstance(deck, dict)
    return deck


def deck_is_complete(deck: JsonObject) -> bool:
    """True when every card name and value of a (valid) deck is known."""
    return all(
        c.get("name") and c.get("revenue") is not None for c in deck["start_cities"]
    ) and all(c.get("name") and c.get("cost") is not None for c in deck["cities"])


# ---------------------------------------------------------------------------------------------
# generated decks


def _placeholder_companies() -> list[JsonObject]:
    return [
        {"id": "blue", "name": "Blue", "colour": "blue"},
        {"id": "red", "name": "Red", "colour": "red"},
        {"id": "green", "name": "Green", "colour": "green"},
        {"id": "company4", "name": "Company 4", "colour": "#9e9e9e"},
        {"id": "company5", "name": "Company 5", "colour": "#616161"},
    ]


def practice_deck() -> JsonObject:
    """The practice deck: formula values, NOT the published cards (see the module docstring)."""
    cities = []
    for k in range(CITY_COUNT):
        a, b = k % 9, k // 9
        cost = 2 + a + b
        cities.append(
            {
                "id": f"p{k + 1:02d}",
                "name": f"Practice City {k + 1}",
                "cost": cost * UNIT,
                "revenue": max(1, cost // 2 - b) * UNIT,
                "symbols": b,
            }
        )
    starts = [
        {"id": f"ps{k + 1}", "name": f"Practice Start {k + 1}", "revenue": (2 + k // 2) * UNIT}
        for k in range(START_CITY_COUNT)
    ]
    return {
        "format": DECK_FORMAT,
        "version": DECK_VERSION,
        "name": PRACTICE_DECK_NAME,
        "practice": True,
        "note": "Values from a formula for trying the rules; they are not the published cards.",
        "companies": _placeholder_companies(),
        "start_cities": starts,
        "cities": cities,
    }


def random_deck(seed: int) -> JsonObject:
    """A deck with seeded random values, for tests and random games (not the published cards)."""
    rng = random.Random(seed)
    top_cost = rng.choice([3, 8, 15])  # some decks are cheap, so that cities run out
    companies = [
        {"id": f"co{i + 1}", "name": f"Random Company {i + 1}", "colour": colour}
        for i, colour in enumerate(["blue", "red", "green", "orange", "purple"])
    ]
    starts = [
        {"id": f"rs{k + 1}", "name": f"Random Start {k + 1}", "revenue": rng.randint(0, 5) * UNIT}
        for k in range(START_CITY_COUNT)
    ]
    cities = [
        {
            "id": f"r{k + 1:02d}",
            "name": f"Random City {k + 1}",
            "cost": rng.randint(1, top_cost) * UNIT,
            "revenue": rng.randint(0, 6) * UNIT,
            "symbols": rng.randint(0, MAX_SYMBOLS),
        }
        for k in range(CITY_COUNT)
    ]
    return {
        "format": DECK_FORMAT,
        "version": DECK_VERSION,
        "name": f"Random deck {seed} (not the published cards)",
        "practice": True,
        "companies": companies,
        "start_cities": starts,
        "cities": cities,
    }


def companion_deck(companies: list[JsonObject] | None = None) -> JsonObject:
    """A deck whose card values are all unknown, for playing along with the physical cards.

    City slots are named ``city01`` .. ``city36`` and start cities ``start1`` .. ``start5``; the
    values (and, if wanted, the printed names) are entered with ``reveal_city`` actions.
    """
    return {
        "format": DECK_FORMAT,
        "version": DECK_VERSION,
        "name": COMPANION_DECK_NAME,
        "companion": True,
        "companies": [dict(c) for c in (companies or _placeholder_companies())],
        "start_cities": [
            {"id": f"start{k + 1}", "name": f"Start city {k + 1}", "revenue": None}
            for k in range(START_CITY_COUNT)
        ],
        "cities": [
            {
                "id": f"city{k + 1:02d}",
                "name": f"City {k + 1}",
                "cost": None,
                "revenue": None,
                "symbols": None,
            }
            for k in range(CITY_COUNT)
        ],
    }


# ---------------------------------------------------------------------------------------------
# files


class DeckEntry(NamedTuple):
    """One deck file in a folder: its path, its name, and why it cannot be used (or None)."""

    path: Path
    name: str
    error: DeckError | None


def deck_file_name(name: str) -> str:
    """A safe file name for a deck called ``name``."""
    slug = re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-").lower()
    return f"{slug or 'deck'}.json"


def save_deck(
    deck: JsonObject, directory: str | os.PathLike[str], filename: str | None = None
) -> Path:
    """Validate ``deck`` and write it atomically into ``directory``; return the file's path.

    The file name is made from the deck's name unless ``filename`` is given. A file that
    cannot be written raises SaveError (an OSError) naming it and the reason.
    """
    validate_deck(deck, allow_unknown=True)
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    name = filename or deck_file_name(str(deck.get("name") or "deck"))
    if Path(name).name != name:
        message = f"deck file name {name!r} must not contain a folder"
        raise DeckError(message, [DeckProblem(message, "file_name", value=repr(name))])
    target = folder / name
    write_json_atomic(target, deck, indent=2)
    return target


def load_deck(path: str | os.PathLike[str], allow_unknown: bool = True) -> JsonObject:
    """Read and validate a deck file; :class:`DeckError` names the file and the problem."""
    p = Path(path)
    try:
        data = read_json(p)
    except FileProblem as exc:
        problem = DeckProblem(
            exc.reason, "unreadable", reason=exc.reason, problem=exc.key, problem_params=exc.params
        )
        raise DeckError(f"deck file {p.name}: {exc.reason}", [problem], p.name) from None
    return _checked_deck(data, allow_unknown, f"deck file {p.name}", p.name)


def list_decks(directory: str | os.PathLike[str]) -> list[DeckEntry]:
    """The deck files (``*.json``) in ``directory``, sorted by file name; broken ones included
    with their error so that a caller can show why they cannot be used."""
    folder = Path(directory)
    if not folder.is_dir():
        return []
    result = []
    for path in sorted(folder.glob("*.json")):
        try:
            deck = load_deck(path)
        except DeckError as exc:
            result.append(DeckEntry(path, path.stem, exc))
        else:
            result.append(DeckEntry(path, str(deck.get("name") or path.stem), None))
    return result
