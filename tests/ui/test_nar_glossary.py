"""North American Railways speaks its rulebook's words: the card game's glossary (German from the
German rulebook, Dutch from the program's Dutch screens) names its sources, every word of it is
written by the card game's translations, and the German screens write no other form of a
rulebook word (tests/ui/test_nar_window.py: the German card table shows the key terms)."""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTableWidget, QWidget

from railsdesk.games.nar import TITLE
from railsdesk.ui.i18n import GLOSSARY_DIR, glossary
from tests.ui.conftest import ROOT

LANGUAGES = ["de", "nl"]
# Forms the German screens wrote where the rulebook has its own word (Coast to Coast-Symbol,
# l. 247; Festpreis, l. 149): none may come back.
NOT_THE_RULEBOOKS = ["Coast-to-Coast", "festen Preis"]
# The rulebook's words the German card table shows (on its cards and boards, in their tips)
# once a company is founded.
TABLE_TERMS = [
    "Aktienauslage",
    "Stadtauslage",
    "Phase I: Aktien handeln",
    "Runde",
    "Startspieler",
    "Direktor",
    "Gesellschaftsvermögen",
    "Ertrag",
    "Kosten",
    "Coast to Coast-Symbole",
    "Schienennetz",
    "Zug beenden",
]


def nar_translations(lang: str) -> list[str]:
    """Every translation (each plural form) of the card game's contexts in a language."""
    root = ET.parse(ROOT / "translations" / f"railsdesk_{lang}.ts").getroot()
    found = []
    for context in root.iter("context"):
        if not context.findtext("name", "").startswith("Nar"):
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found += forms or [translation.text or ""]
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_games_glossary_names_its_sources(lang):
    path = GLOSSARY_DIR / f"{TITLE.replace(' ', '')}.{lang}.toml"
    with path.open("rb") as f:
        data = tomllib.load(f)
    assert (data["title"], data["language"]) == (TITLE, lang)
    for english, entry in data["terms"].items():
        has_line = isinstance(entry.get("line"), int) and entry["line"] > 0
        assert has_line, f"{path.name}: {english!r} names no rulebook line"
        assert entry.get("rulebook") or data["rulebook"], f"{path.name}: a line without a rulebook"
    assert set(glossary(TITLE, "de")) == set(glossary(TITLE, "nl"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_of_the_glossary_is_written_by_the_screens(lang):
    texts = nar_translations(lang)
    for english, entry in glossary(TITLE, lang).items():
        word = re.compile(r"(?<!\w)" + re.escape(entry["text"]), re.IGNORECASE)
        assert any(word.search(t) for t in texts), f"{lang}: {english} ({entry['text']})"


def test_the_german_screens_write_no_other_form_of_a_rulebook_word():
    texts = nar_translations("de")
    for form in NOT_THE_RULEBOOKS:
        assert not [t for t in texts if form in t], form


def visible_texts(widget) -> list[str]:
    texts = [
        w.text()
        for w in widget.findChildren(QLabel) + widget.findChildren(QAbstractButton)
        if w.isVisible() and w.text()
    ]
    texts += [g.title() for g in widget.findChildren(QGroupBox) if g.isVisible()]
    texts += [w.toolTip() for w in widget.findChildren(QWidget) if w.isVisible() and w.toolTip()]
    for table in widget.findChildren(QTableWidget):
        if table.isVisible():
            headers = (table.horizontalHeaderItem(c) for c in range(table.columnCount()))
            texts += [h.text() for h in headers if h is not None]
    # markup and the soft hyphens that let a long word wrap do not count
    return [" ".join(re.sub(r"<[^>]+>", " ", t).replace("\u00ad", "").split()) for t in texts]
