"""The engine's refusals in the players' language: every key the rules engine raises has a
finished entry in the "EngineMessages" context of each translation, whose placeholders are
params that the raise passes."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.ui.conftest import PLAYERS, ROOT

ENGINE = ROOT / "railsdesk" / "engine"
# Titles whose rules raise keyed refusals of their own.
TITLE_RULES = (ROOT / "railsdesk" / "games" / "g1856", ROOT / "railsdesk" / "games" / "g1849")
TS_FILES = sorted((ROOT / "translations").glob("railsdesk_*.ts"))
RAISERS = {"IllegalAction", "illegal", "_fail"}
ADDED = {"_fail": {"train"}}  # routes._fail adds the route's train to the params


def raise_sites() -> list[tuple[str, str, frozenset[str]]]:
    """(where, key, param names) for every IllegalAction the engine can raise with a key."""
    sites = []
    for path in sorted(p for folder in (ENGINE, *TITLE_RULES) for p in folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name not in RAISERS:
                continue
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue  # the helpers themselves, passing a key along
            params = {k.arg for k in node.keywords if k.arg} | ADDED.get(name, set())
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            sites.append((where, first.value, frozenset(params)))
    return sites


def engine_messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts).getroot()
    found = {}
    for ctx in root.findall("context"):
        if ctx.findtext("name") != "EngineMessages":
            continue
        for message in ctx.findall("message"):
            key = (message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message.find("translation")
    return found


SITES = raise_sites()
KEYS = sorted({key for _, key, _ in SITES})


def test_the_engine_raises_keyed_messages():
    assert len(KEYS) > 40
    assert "route.too_long" in KEYS and "bid_too_low" in KEYS


@pytest.mark.parametrize("ts", TS_FILES, ids=[p.stem for p in TS_FILES])
def test_every_engine_key_is_translated(ts):
    messages = engine_messages(ts)
    missing = [k for k in KEYS if (k, "") not in messages]
    assert not missing, f"{ts.name} lacks EngineMessages entries for {missing}"
    for (key, variant), translation in messages.items():
        assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), (
            ts.name,
            key,
            variant,
        )
        assert (translation.text or "").strip(), (ts.name, key, variant)


@pytest.mark.parametrize("ts", TS_FILES, ids=[p.stem for p in TS_FILES])
def test_placeholders_are_params_of_each_raise(ts):
    from railsdesk.ui.engine_messages import variant

    messages = engine_messages(ts)
    for where, key, params in SITES:
        entry = messages.get((key, variant(dict.fromkeys(params))))
        if entry is None or not params:
            entry = messages[(key, "")]
        used = set(re.findall(r"\{(\w+)\}", entry.text or ""))
        assert used <= params, f"{ts.name}: {key} at {where} passes {sorted(params)}, uses {used}"


def test_a_refusal_shows_in_the_players_language(window, quiet_dialogs):
    window.set_language("de")
    window.new_game("1830", PLAYERS, [], 0)
    legal = window.document.legal()
    cs = next(o for o in legal["bid"] if o["company"] == "CS")
    action = {"type": "bid", "entity": legal["entity"], "entity_type": "player"}
    assert not window.editor.do_action(dict(action, company="CS", price=cs["min"] - 5))
    assert quiet_dialogs[-1][2] == f"Das niedrigste mögliche Gebot ist ${cs['min']}."
    assert not window.editor.do_action(dict(action, company="SV", price=25))
    assert quiet_dialogs[-1][2] == "Der Preis ist $20."
    window.set_language("nl")
    assert not window.editor.do_action(dict(action, company="CS", price=cs["min"] - 5))
    assert quiet_dialogs[-1][2] == f"Het laagst mogelijke bod is ${cs['min']}."
    window.set_language("en")
    assert not window.editor.do_action(dict(action, company="CS", price=cs["min"] - 5))
    assert quiet_dialogs[-1][2] == f"The lowest possible bid is ${cs['min']}."
