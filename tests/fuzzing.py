"""Mutated files for every reader, and how each reader's answer is classified.

Shared by the quick fuzz tests (tests/test_fuzz_files.py, hypothesis draws the choices) and the
soak run (tests/soak.py, `make soak`, a seeded random.Random draws them). A reader either
accepts a file, refuses it cleanly (its one exception type: FormatError, DeckError), reports an
engine bug cleanly (EngineBug: the reader did its job, the engine failed), or crashes (any other
exception: a traceback the user would see)."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conftest import fixture_logs

from railsdesk.files import MAX_DEPTH

ACCEPTED, REFUSED, ENGINE_BUG, CRASHED, HUNG, OTHER_GAME = (
    "accepted",
    "refused cleanly",
    "engine bug",
    "crashed",
    "hung",
    "another game",
)
OUTCOMES = (ACCEPTED, REFUSED, ENGINE_BUG, CRASHED, HUNG, OTHER_GAME)
FAILURES = (CRASHED, HUNG, OTHER_GAME)  # what a reader must never do


class Chooser:
    """The choices of one mutation, from a seeded random.Random or from hypothesis."""

    def __init__(self, below: Callable[[int], int]):
        self.below = below  # below(n): a whole number from 0 to n - 1

    @classmethod
    def seeded(cls, rng: random.Random) -> Chooser:
        return cls(lambda n: rng.randrange(n))

    @classmethod
    def drawn(cls, data) -> Chooser:
        from hypothesis import strategies as st

        return cls(lambda n: data.draw(st.integers(0, n - 1)))

    def pick(self, items):
        return items[self.below(len(items))]


# What a value is swapped for: every JSON kind, edge numbers, long text.
REPLACEMENTS = [
    0,
    -1,
    1,
    1.5,
    -0.0,
    10**30,
    -(10**30),
    1e308,
    True,
    False,
    None,
    "",
    "x",
    "0",
    "1830",
    "\u00e9\u2603",
    "x" * 5000,
    [],
    {},
    [0],
    ["x"],
    {"type": "pass"},
]
DEEP_MARK = "\u0000deep\u0000"


def paths_of(value: Any) -> list[tuple]:
    """The path (keys and indices) of every value inside `value`, the whole first."""
    found: list[tuple] = []
    stack: list[tuple] = [()]
    while stack:
        path = stack.pop()
        found.append(path)
        node = value_at(value, path)
        if isinstance(node, dict):
            stack.extend(path + (key,) for key in node)
        elif isinstance(node, list):
            stack.extend(path + (index,) for index in range(len(node)))
    return found


def value_at(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def mutate_value(value: Any, choose: Chooser) -> str:
    """JSON text of `value` changed at one place at any depth: a value swapped for another kind,
    a key or item deleted, an item doubled or moved, or a value buried under deep nesting."""
    value = copy.deepcopy(value)
    paths = paths_of(value)
    path = choose.pick(paths)
    how = choose.pick(["swap", "swap", "swap", "delete", "double", "move", "deep"])
    depth = choose.pick([MAX_DEPTH - 5, MAX_DEPTH + 1, 5000, 100_000])
    if not path:
        how = "swap"
    if how == "swap":
        value = replace(value, path, copy.deepcopy(choose.pick(REPLACEMENTS)))
    elif how == "deep":
        value = replace(value, path, DEEP_MARK)
    else:
        parent = value_at(value, path[:-1])
        key = path[-1]
        if how == "delete":
            del parent[key]
        elif how == "double" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif how == "move" and isinstance(parent, list) and len(parent) > 1:
            parent.insert(choose.below(len(parent)), parent.pop(key))
        else:
            value = replace(value, path, copy.deepcopy(choose.pick(REPLACEMENTS)))
    text = json.dumps(value, ensure_ascii=False)
    return text.replace(json.dumps(DEEP_MARK), "[" * depth + "0" + "]" * depth)


def replace(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    value_at(value, path[:-1])[path[-1]] = new
    return value


def mutate_bytes(data: bytes, choose: Chooser) -> bytes:
    """The bytes of a file damaged: cut short, a bad byte put in or over one, a byte order mark,
    another encoding, or emptied."""
    how = choose.pick(["cut", "insert", "overwrite", "bom", "utf16", "latin1", "empty", "nul"])
    at = choose.below(len(data) + 1)
    bad = choose.pick([b"\xff", b"\x00", b"\xc3", b"\xed\xa0\x80", b"\x1f", b"\xef\xbb\xbf"])
    if how == "cut":
        return data[:at]
    if how == "insert":
        return data[:at] + bad + data[at:]
    if how == "overwrite":
        return data[:at] + bad + data[at + len(bad) :]
    if how == "bom":
        return b"\xef\xbb\xbf" + data
    if how == "utf16":
        return data.decode("utf-8", "replace").encode("utf-16")
    if how == "latin1":
        return data.decode("utf-8", "replace").replace("e", "\u00e9").encode("latin-1", "replace")
    if how == "nul":
        return b"\x00" * min(len(data), 4096)
    return b""


def mutated_file(base: Any, choose: Chooser) -> bytes:
    """One mutation of the valid JSON value `base`: mostly of its structure, sometimes of its
    bytes, sometimes both."""
    how = choose.pick(["value", "value", "value", "bytes", "both"])
    if how == "bytes":
        return mutate_bytes(json.dumps(base).encode(), choose)
    data = mutate_value(base, choose).encode("utf-8", "surrogatepass")
    return mutate_bytes(data, choose) if how == "both" else data


# --- the readers ------------------------------------------------------------------------------


@dataclass
class Reader:
    """One file format: a valid file to start from, and the call that reads one."""

    name: str
    suffix: str
    base: Callable[[], Any]  # the valid JSON value mutations start from
    read: Callable[[Path], Any]
    refusal: type[Exception]
    mutate: Callable[[Any, Chooser], bytes] = mutated_file
    # given special files (pipes, devices, folders): not settings, whose file is Qt's own
    specials: bool = True
    # what is wrong with what the reader opened, if anything (a save: another game than saved)
    opened: Callable[[Any], str | None] | None = None


def base_1830_log(actions: int | None) -> dict:
    """A real 1830 log (a fixture when present, else a seeded random game), cut to its first
    `actions` actions (a prefix of a valid log is valid) so that each try replays quickly."""
    logs = fixture_logs("1830")
    if logs:
        log = json.loads(logs[-1].read_text(encoding="utf-8"))
    else:
        from railsdesk.formats.log18xx import to_log
        from railsdesk.random_play import play_random_game

        log = to_log(play_random_game("1830", 4, 7))
    if actions is not None:
        log["actions"] = log["actions"][:actions]
    return log


def base_save(actions: int | None) -> dict:
    from railsdesk.formats import game_from_data, save_data

    return save_data(game_from_data(base_1830_log(actions)))


def base_title_log(title: str, actions: int | None) -> dict:
    """A real log of the title (its longest fixture when present, else a seeded random game),
    cut to its first `actions` actions."""
    logs = sorted(fixture_logs(title), key=lambda p: p.stat().st_size)
    if logs:
        log = json.loads(logs[-1].read_text(encoding="utf-8"))
    else:
        from railsdesk.formats.log18xx import to_log
        from railsdesk.games import title_info
        from railsdesk.random_play import play_random_game

        log = to_log(play_random_game(title, title_info(title).players[0], 7))
    if actions is not None:
        log["actions"] = log["actions"][:actions]
    return log


def mutate_meaning(base: Any, choose: Chooser) -> bytes:
    """One change that a log's or a save's structure allows and only the rules, or the state a
    save recorded, can judge: a lay's rotation, a price or cost of zero or below, an action's
    identity (its id left out, below 1 or taken from the action before it, its entity_type
    left out), or one character of the file changed (a digit to another digit)."""
    value = copy.deepcopy(base)
    actions = value["actions"]
    how = choose.pick(["rotation", "rotation", "price", "identity", "byte", "byte"])
    lays = [a for a in actions if isinstance(a, dict) and "rotation" in a]
    priced = [a for a in actions if isinstance(a, dict) and ("price" in a or "cost" in a)]
    if how == "rotation" and lays:
        lay = choose.pick(lays)
        lay["rotation"] = choose.pick([r for r in range(6) if r != lay["rotation"]])
    elif how == "price" and priced:
        action = choose.pick(priced)
        key = "price" if "price" in action else "cost"
        action[key] = choose.pick([0, -1, -abs(action[key])])
    elif how == "identity" and len(actions) > 1:
        at = 1 + choose.below(len(actions) - 1)
        action = actions[at]
        change = choose.pick(["no id", "negative", "zero", "back", "no entity_type"])
        if change == "no id":
            action.pop("id", None)
        elif change == "no entity_type":
            action.pop("entity_type", None)
        else:
            action["id"] = {"negative": -1, "zero": 0}.get(change, actions[at - 1].get("id"))
    else:
        text = json.dumps(value, indent=1)
        at = choose.below(len(text))
        old = text[at]
        new = choose.pick([d for d in "0123456789" if d != old]) if old.isdigit() else "x"
        return (text[:at] + new + text[at + 1 :]).encode()
    return json.dumps(value).encode()


def another_game(base_save: dict) -> Callable[[Any], str | None]:
    """For a save reader: what is wrong with a game it opened, that is another game than the
    save holds (its final state differs from the save's own replay)."""
    from railsdesk.formats import final_state, game_from_data

    expected: list[Any] = []

    def check(game: Any) -> str | None:
        if not expected:
            expected.append(final_state(game_from_data(base_save)))
        return None if final_state(game) == expected[0] else "opened as another game, silently"

    return check


def rules_readers(actions: int | None) -> list[Reader]:
    """Logs and saves of every title given changes only the rules can judge (mutate_meaning);
    a save reader must never open another game than the save holds."""
    from railsdesk.formats import FormatError, game_from_data, save_data

    found = []
    for title in RULES_TITLES:
        log = base_title_log(title, actions)
        save = save_data(game_from_data(log))
        found += [
            Reader(f"{title} log, rules", ".json", lambda log=log: log, read_game, FormatError,
                   mutate_meaning, specials=False),
            Reader(f"{title} save, rules", ".rdsave", lambda save=save: save, read_game,
                   FormatError, mutate_meaning, specials=False, opened=another_game(save)),
        ]  # fmt: skip
    return found


RULES_TITLES = ("1830", "1849", "1856", "1880")


def base_nar_log(actions: int | None) -> dict:
    from railsdesk.games.nar import random_game

    log = random_game(5, players=4)
    if actions is not None:
        log["actions"] = log["actions"][:actions]
    return log


def base_deck() -> dict:
    from railsdesk.games.nar import random_deck

    return random_deck(3)


def read_game(path: Path):
    from railsdesk.cli import load

    return load(path)


def read_deck(path: Path):
    from railsdesk.games.nar import load_deck

    return load_deck(path)


def readers(actions: int | None) -> list[Reader]:
    """Every file format, logs cut to `actions` actions (None: whole)."""
    from railsdesk.formats import FormatError
    from railsdesk.games.nar import DeckError

    return [
        Reader("18xx.games log", ".json", lambda: base_1830_log(actions), read_game, FormatError),
        Reader("railsdesk save", ".rdsave", lambda: base_save(actions), read_game, FormatError),
        Reader("card game log", ".json", lambda: base_nar_log(actions), read_game, FormatError),
        Reader("card game deck", ".json", base_deck, read_deck, DeckError),
    ]


def outcome(reader: Reader, path: Path) -> tuple[str, str]:
    """How `reader` answered the file at `path`, and the message (for a refusal or a failure)."""
    from railsdesk.formats import EngineBug

    try:
        opened = reader.read(path)
    except EngineBug as exc:
        return ENGINE_BUG, str(exc)
    except reader.refusal as exc:
        message = str(exc)
        if "\n" in message or not message.strip():
            return CRASHED, f"refusal not on one line: {message!r}"
        return REFUSED, message
    except Exception as exc:  # noqa: BLE001 - exactly what the fuzzing looks for
        return CRASHED, f"{type(exc).__name__}: {exc}"[:300]
    problem = reader.opened(opened) if reader.opened is not None else None
    return (OTHER_GAME, problem) if problem else (ACCEPTED, "")


# --- settings (a QSettings INI file; a bad value reads as the default, never as an error) ------

SETTINGS_KEYS = {
    "General": [
        "language",
        "player_colors",
        "route_colors",
        "show_coords",
        "show_names",
        "ui_scale",
        "recent_files",
        "last_players",
    ],
    "window": ["geometry"],
    "layout": ["1830\\state"],
}
SETTINGS_VALUES = [
    "",
    "de",
    "xx",
    "1",
    "0",
    "true",
    "false",
    "-1",
    "1e999",
    "nan",
    "-inf",
    "0.1",
    "2.5",
    "99999999999999999999999",
    "#c0392b",
    "#zzzzzz",
    "red",
    "#c0392b, #2471a3",
    "a, b, c",
    "@ByteArray()",
    "@ByteArray(\\0\\xff)",
    "@Invalid()",
    "@Variant(\\0\\0\\0\\x7f\\0\\0)",
    "@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)",
    "@Rect(1 2 3 4)",
    "@Size(1 2)",
    "@Point(1 2)",
    "@DateTime(garbage)",
    '"quoted"',
    "\\",
    "x" * 5000,
    "/tmp/a.json, 5",
]


class NeverRaised(Exception):
    """Settings have no refusal: a bad value reads as its default."""


def base_settings() -> dict:
    return {section: dict.fromkeys(keys, "") for section, keys in SETTINGS_KEYS.items()}


def mutate_settings(base: dict, choose: Chooser) -> bytes:
    sections = copy.deepcopy(base)
    for _ in range(1 + choose.below(4)):
        section = choose.pick(list(sections))
        sections[section][choose.pick(list(sections[section]))] = choose.pick(SETTINGS_VALUES)
    text = "".join(
        f"[{name}]\n" + "".join(f"{key}={value}\n" for key, value in values.items() if value)
        for name, values in sections.items()
    )
    data = text.encode("utf-8")
    return mutate_bytes(data, choose) if choose.below(4) == 0 else data


def read_settings(path: Path) -> None:
    """Every setting read from an INI file; AssertionError if one has the wrong kind."""
    from PySide6.QtCore import QByteArray, QSettings

    from railsdesk.ui.settings import LANGUAGES, UI_SCALES, Settings

    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.language in (*LANGUAGES, "")
    for colors in (settings.player_colors, settings.route_colors):
        assert all(isinstance(c, str) and c for c in colors) and len(colors) == 6
    assert isinstance(settings.show_coords, bool) and isinstance(settings.show_names, bool)
    assert UI_SCALES[0] <= settings.ui_scale <= UI_SCALES[1]
    assert all(isinstance(p, str) for p in settings.recent_files + settings.last_players())
    for value in (settings.window_geometry(), settings.layout_state("1830")):
        assert value is None or isinstance(value, QByteArray)


def settings_reader() -> Reader:
    return Reader(
        "settings", ".ini", base_settings, read_settings, NeverRaised, mutate_settings, False
    )


def special_files(folder: Path) -> dict[str, Path]:
    """Paths that are no regular file of JSON, or an unusual one: each reader must refuse them
    at once (a pipe with no writer must not block, an endless device must not be read)."""
    import os

    folder.mkdir(parents=True, exist_ok=True)
    paths = {
        "missing": folder / "missing.json",
        "folder": folder / "a-folder",
        "empty": folder / "empty.json",
        "pipe": folder / "pipe.json",
        "too large": folder / "huge.json",
        "link loop": folder / "loop.json",
        "list": folder / "list.json",
        "number": folder / "number.json",
    }
    paths["folder"].mkdir(exist_ok=True)
    paths["empty"].write_bytes(b"")
    paths["list"].write_text("[1, 2, 3]")
    paths["number"].write_text("1830")
    if hasattr(os, "mkfifo") and not paths["pipe"].exists():
        os.mkfifo(paths["pipe"])
    with open(paths["too large"], "wb") as fh:  # sparse: takes no room on the disk
        fh.truncate(65 * 1024 * 1024)
    if not paths["link loop"].is_symlink():
        paths["link loop"].symlink_to(paths["link loop"].name)
    for device in ("/dev/zero", "/dev/null", "/dev/urandom"):
        if Path(device).exists():
            paths[device] = Path(device)
    return {name: path for name, path in paths.items() if name != "pipe" or path.exists()}


# --- the command line -------------------------------------------------------------------------

NUMBERS = ["0", "1", "-1", "3", "4", "6", "7", "99", "99999999999999999999", "abc", "1e3", ""]
TITLES = ["1830", "North American Railways", "1899", "", "18\u00e9"]
FLAGS = ["--help", "--bogus", "-", "--", "-o", "--at", "--all", "--players", "--seed", "--option"]


def cli_arguments(choose: Chooser, files: list[Path], outputs: list[Path]) -> list[str]:
    """A command line: a subcommand with its arguments, good or bad files and numbers, and
    sometimes an argument dropped or a stray one put in."""
    command = choose.pick(["replay", "trace", "random-game", "route"])
    file = str(choose.pick(files))
    output = ["-o", str(choose.pick(outputs))]
    if command == "replay":
        argv = [command, file]
    elif command == "trace":
        argv = [command, file, *output]
    elif command == "random-game":
        argv = [command, choose.pick(TITLES), "--players", choose.pick(NUMBERS)]
        argv += ["--seed", choose.pick(NUMBERS), *output]
        if choose.below(3) == 0:
            argv += ["--option", choose.pick(["optional_6_train", "no_such_option", ""])]
    else:
        argv = [command, file, *choose.pick([["--all"], ["--at", choose.pick(NUMBERS)]])]
    for _ in range(choose.pick([0, 0, 1, 2])):
        if choose.below(2) and len(argv) > 1:
            del argv[1 + choose.below(len(argv) - 1)]
        else:
            stray = choose.pick([*FLAGS, *NUMBERS, str(choose.pick(files))])
            argv.insert(1 + choose.below(len(argv)), stray)
    return argv


def cli_problem(code, out: str, err: str) -> str | None:
    """What is wrong with how a command ended (None: exit status 0 or 2, and a failure told on
    exactly one line of stderr without a traceback)."""
    if code not in (0, 2):
        return f"exit status {code}"
    if "Traceback" in err:
        return "a traceback"
    lines = err.strip().splitlines()
    if code == 2 and len(lines) != 1:
        return f"{len(lines)} lines on stderr"
    if code == 0 and lines:
        return "stderr after success"
    return None


def cli_files(folder: Path, actions: int | None) -> list[Path]:
    """Good files for the command line (a log, a save, a card-game log) cut to `actions`
    actions, a few damaged ones, and the special ones."""
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for reader in readers(actions):
        base = reader.base()
        good = folder / f"good-{reader.name.replace(' ', '-')}{reader.suffix}"
        good.write_text(json.dumps(base))
        made.append(good)
        for index in range(3):
            bad = folder / f"bad-{index}-{reader.name.replace(' ', '-')}{reader.suffix}"
            bad.write_bytes(mutated_file(base, Chooser.seeded(random.Random(index))))
            made.append(bad)
    return made + list(special_files(folder / "special").values())


def cli_outputs(folder: Path) -> list[Path]:
    """Where -o may point: a new file, an existing one, a folder, a missing folder, a pipe."""
    folder.mkdir(parents=True, exist_ok=True)
    existing = folder / "existing.json"
    existing.write_text("{}")
    specials = special_files(folder / "special")
    outputs = [folder / "out.json", existing, folder, folder / "missing" / "deeper" / "out.json"]
    return outputs + [specials[name] for name in ("pipe", "folder") if name in specials]
