"""North American Railways' refusals, deck problems and unreadable logs in the players'
language: every key the card game's engine raises has a finished entry in each translation,
whose placeholders are params that the raise passes, a log file that cannot be read is named in
the chosen language, and the card table shows a refusal in it."""

from __future__ import annotations

import ast
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from railsdesk.formats import FormatError
from railsdesk.games.nar import (
    DeckError,
    IllegalNarAction,
    NarError,
    NarGame,
    load_deck,
    new_game,
    practice_deck,
)
from railsdesk.games.nar.game import EMPTY_COLUMN
from railsdesk.ui.nar.messages import deck_error, deck_problem, log_error, refusal
from railsdesk.ui.nar.session import NarSession
from railsdesk.ui.nar.table import NarTable
from tests.ui.conftest import ROOT

NAR = ROOT / "railsdesk" / "games" / "nar"
TS_FILES = sorted((ROOT / "translations").glob("railsdesk_*.ts"))
# Refusals said by sentences of their own in the "NarDialogs" context (typed amounts).
DIALOG_REASONS = {"amount", "cannot_pay", "own_share_cash", "director_cash", "treasury", "symbols"}
PLAYERS = [
    {"id": "ann", "name": "Ann"},
    {"id": "bob", "name": "Bob"},
    {"id": "cleo", "name": "Cleo"},
]


def raise_sites(path: Path, raiser: str) -> dict[str, set[str]]:
    """Key -> the names of the params passed with it, for every keyed ``raiser(message, key,
    **params)`` call in ``path``."""
    sites: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == raiser):
            continue
        if len(node.args) < 2:
            continue  # the helper's own definition passes no key
        key = node.args[1]
        if isinstance(key, ast.Constant):
            keys = [key.value]
        else:  # an empty column: the key of the display named
            assert ast.unparse(key) == "EMPTY_COLUMN[what]", ast.unparse(key)
            keys = list(EMPTY_COLUMN.values())
        for k in keys:
            sites.setdefault(k, set()).update(kw.arg for kw in node.keywords)
    return sites


def log_sites(paths: list[Path]) -> dict[str, set[str]]:
    """Key -> the names of the params passed with it, for every ``NarError(message, key=...,
    **params)`` of a log that cannot be read."""
    sites: dict[str, set[str]] = {}
    nodes = [n for path in paths for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))]
    for node in nodes:
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "NarError"):
            continue
        keywords = {kw.arg: kw.value for kw in node.keywords}
        if "key" in keywords:
            key = keywords.pop("key")
            assert isinstance(key, ast.Constant), ast.unparse(key)
            sites.setdefault(key.value, set()).update(set(keywords) - {"action_index"})
    return sites


REFUSALS = raise_sites(NAR / "game.py", "_fail")
# a log that cannot be read: its structure (logcheck.py) or an illegal action (game.py)
LOG_FILES = [NAR / "logcheck.py", NAR / "game.py"]
LOG_PROBLEMS = log_sites(LOG_FILES)
# log problems said by sentences of their own: an illegal action (with its refusal), the deck
SENTENCE_LOG_PROBLEMS = {"illegal_action", "deck"}
KEYED_LOG_PROBLEMS = {k: v for k, v in LOG_PROBLEMS.items() if k not in SENTENCE_LOG_PROBLEMS}
DECK_PROBLEMS = raise_sites(NAR / "deck.py", "DeckProblem")
KEYED_REFUSALS = {k: v for k, v in REFUSALS.items() if k not in DIALOG_REASONS}


def messages(ts: Path, context: str) -> dict[str, list[str]]:
    """Source -> its translation's forms (one, or one per plural form), unfinished ones as
    None."""
    found = {}
    for ctx in ET.parse(ts).getroot().findall("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.findall("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")] or [
                translation.text or ""
            ]
            finished = translation.get("type") is None and all(f.strip() for f in forms)
            found[message.findtext("source")] = forms if finished else None
    return found


def test_the_engine_raises_keyed_refusals_and_deck_problems():
    assert len(REFUSALS) >= 38 and DIALOG_REASONS <= set(REFUSALS)
    assert "not_your_turn" in REFUSALS and "share_column_empty" in REFUSALS
    assert len(DECK_PROBLEMS) >= 16 and "entry_count" in DECK_PROBLEMS
    assert len(LOG_PROBLEMS) >= 20 and SENTENCE_LOG_PROBLEMS <= set(LOG_PROBLEMS)
    # every problem of a log's structure is keyed (none left English only)
    for path in LOG_FILES:
        source = path.read_text(encoding="utf-8")
        assert source.count("raise NarError(") == sum(
            1
            for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call)
            and getattr(node.func, "id", None) == "NarError"
            and any(kw.arg == "key" for kw in node.keywords)
        )


@pytest.mark.parametrize("ts", TS_FILES, ids=[p.stem for p in TS_FILES])
@pytest.mark.parametrize(
    ("context", "sites"),
    [
        ("NarMessages", KEYED_REFUSALS),
        ("NarDeckMessages", DECK_PROBLEMS),
        ("NarLogMessages", KEYED_LOG_PROBLEMS),
    ],
    ids=["refusals", "deck", "log"],
)
def test_every_key_has_a_finished_translation_of_its_params(ts, context, sites):
    found = messages(ts, context)
    missing = sorted(k for k in sites if found.get(k) is None)
    assert not missing, f"{ts.name} lacks finished {context} entries for {missing}"
    for key, params in sites.items():
        for form in found[key]:
            placeholders = set(re.findall(r"\{(\w+)\}", form))
            assert placeholders <= params - {"count"}, (ts.name, key, form)
            assert ("%n" in form) == ("count" in params), (ts.name, key, form)
            assert "(s)" not in form and "(n)" not in form, (ts.name, key, form)


@pytest.fixture(params=["en", "de", "nl"])
def language(request, qapp, qm_dir, monkeypatch):
    """The program in one of its languages (its translation files installed), English again
    after."""
    from railsdesk.ui import i18n

    monkeypatch.setattr(i18n, "QM_DIR", qm_dir)
    languages = i18n.Languages(qapp)
    assert languages.switch(request.param)
    yield request.param
    languages.switch("en")
    for translator in languages._translators:
        qapp.removeTranslator(translator)


def test_every_refusal_is_said_in_the_language(language):
    for key, params in REFUSALS.items():
        exc = IllegalNarAction("the English message", key, **{p: 300 for p in params})
        text = refusal(exc)
        assert text != "the English message", (language, key)
        assert "{" not in text and "%" not in text, (language, key, text)


def test_every_deck_problem_is_said_in_the_language(language, tmp_path):
    deck = practice_deck()
    del deck["cities"][0]
    deck["cities"][1]["cost"] = 150
    path = tmp_path / "short.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    with pytest.raises(DeckError) as info:
        load_deck(path)
    text = deck_error(info.value)
    expected = {
        "en": "Deck file short.json: cities must have 36 entries; it has 35 entries.",
        "de": "Kartensatz-Datei short.json: cities muss 36 Einträge haben; es hat 35 Einträge.",
        "nl": "Kaartenset-bestand short.json: cities moet 36 items hebben; het heeft 35 items.",
    }[language]
    assert text.startswith(expected), text
    assert "$100" in text
    for key, params in DECK_PROBLEMS.items():
        problem = type(info.value.problems[0])("the English text", key, **dict.fromkeys(params, 1))
        shown = deck_problem(problem)
        assert shown != "the English text", (language, key)
        assert "{" not in shown and "%" not in shown, (language, key, shown)


def test_every_log_problem_is_said_in_the_language(language):
    for key, params in KEYED_LOG_PROBLEMS.items():
        exc = NarError("the English message", key=key, **dict.fromkeys(params, "x"))
        text = log_error(exc)
        assert text != "the English message", (language, key)
        assert "{" not in text and "%" not in text, (language, key, text)


def test_a_log_file_that_cannot_be_read_is_named_in_the_language(language, tmp_path):
    log = new_game(practice_deck(), PLAYERS, seed=3)
    broken = {**log, "setup": {**log["setup"], "first_player": "zed"}}
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(FormatError) as info:
        NarSession.open(path)
    expected = {
        "en": "The first player 'zed' is not one of the players.",
        "de": "Der Startspieler 'zed' ist keiner der Spieler.",
        "nl": "De startspeler 'zed' is geen van de spelers.",
    }[language]
    assert info.value.reason == expected
    # an illegal action: its number counted from 1 as the command line counts, the players
    # by name, and the rules' refusal in the language
    first = NarGame.from_log(log).legal_actions()[0]
    illegal = {**log, "actions": [first, {"type": "pass", "entity": "ann"}]}
    path.write_text(json.dumps(illegal), encoding="utf-8")
    with pytest.raises(FormatError) as info:
        NarSession.open(path)
    action = {"en": "Action 2 (pass by Ann): ", "de": "Aktion 2 (pass von Ann): ",
              "nl": "Actie 2 (pass door Ann): "}[language]  # fmt: skip
    assert info.value.reason.startswith(action), info.value.reason
    assert "the English" not in info.value.reason
    assert "ann" not in info.value.reason, info.value.reason
    # not a card game's log at all
    path.write_text(json.dumps({"title": "1830"}), encoding="utf-8")
    with pytest.raises(FormatError) as info:
        NarSession.open(path)
    assert "North American Railways" in info.value.reason
    assert (language == "en") == (info.value.reason.startswith("This file"))


def test_the_card_table_shows_a_refusal_in_the_language(qtbot, language):
    session = NarSession(new_game(practice_deck(), PLAYERS, 0))
    session.autosave_enabled = False
    table = NarTable(session)
    qtbot.addWidget(table)
    table.show()
    assert table.game.step != "buy_city"
    player = table.game.current_player
    other = next(p["id"] for p in PLAYERS if p["id"] != player)
    name = {p["id"]: p["name"] for p in PLAYERS}
    # a player out of turn, and a city bought in Phase I: refused, nothing changes
    assert not table.send({"type": "take_share", "entity": other, "column": 0, "price": 300})
    expected = {
        "en": f"It is {name[player]}'s turn, not {name[other]}'s.",
        "de": f"{name[player]} ist am Zug, nicht {name[other]}.",
        "nl": f"{name[player]} is aan de beurt, niet {name[other]}.",
    }[language]
    assert table.message == expected
    assert table.prompt.text() == expected
    assert not table.send({"type": "buy_city", "entity": player, "company": "blue", "column": 0})
    wrong_phase = {
        "en": "Cities are only bought in Phase II (now: Phase I: Trade shares).",
        "de": "Städte werden nur in Phase II gekauft (jetzt: Phase I: Aktien handeln).",
        "nl": "Steden worden alleen in fase II gekocht (nu: Fase I: Aandelen verhandelen).",
    }
    assert table.message == wrong_phase[language]
    assert table.game.actions == []
