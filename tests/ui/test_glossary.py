"""Each title speaks its own rulebook's words: the glossaries (ui/glossary/*.toml) are complete
and name their sources, the main screens, the log and the refusals of a title use its words and
no other title's, and inserted names and counts leave the grammar intact."""

from __future__ import annotations

import random
import re
import tomllib
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QGroupBox,
    QLabel,
    QListWidget,
    QTableWidget,
)

from railsdesk.games import ENGINE_18XX
from railsdesk.games import TITLES as REGISTRY
from railsdesk.ui import i18n
from railsdesk.ui.engine_messages import translate_engine_message
from railsdesk.ui.i18n import GLOSSARY_DIR, glossary, phase_name, term
from railsdesk.ui.logtext import action_text, round_name, step_text, translate_log_entry
from railsdesk.ui.titledata import TitleData
from tests.conftest import SHARED
from tests.ui.conftest import PLAYERS
from tests.ui.helpers import ROOT

# the titles on the 18xx engine, each with its glossary (the card game has its own test)
TITLES = [title for title, info in REGISTRY.items() if info.engine == ENGINE_18XX]
LANGUAGES = ["de", "nl"]
CASES = [(title, lang) for title in TITLES for lang in LANGUAGES]

# The terms the main screens of every title show (dock headers, the phase line).
SCREEN_TERMS = [
    "Train",
    "Train limit",
    "Trains",
    "Treasury",
    "Tokens",
    "Share price",
    "Certificates",
    "Private companies",
    "Initial offering",
    "Bank pool",
    "Operating rounds",
    "Phase",
]


def general_terms() -> set[str]:
    """The English terms of the general "Terms" context (i18n._TERMS)."""
    root = ET.parse(ROOT / "translations" / "railsdesk_en.ts").getroot()
    for context in root.iter("context"):
        if context.findtext("name") == "Terms":
            return {m.findtext("source") for m in context.iter("message")}
    return set()


def money(amount) -> str:
    return f"${amount}"


# Words some glossary gives a term that are also plain words of every title (the bank, shares).
PLAIN_WORDS = {"Bank", "Aktien"}


def other_titles_words(title: str, lang: str) -> set[str]:
    """Words other titles' glossaries use where this title says something else."""
    own = {entry["text"] for entry in glossary(title, lang).values()} | PLAIN_WORDS
    return {
        entry["text"]
        for other in TITLES
        if other != title
        for entry in glossary(other, lang).values()
        if entry["text"] not in own
    }


def visible_texts(window) -> list[str]:
    texts = [
        w.text()
        for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton)
        if w.isVisible() and w.text()
    ]
    texts += [d.windowTitle() for d in window.findChildren(QDockWidget) if d.isVisible()]
    texts += [g.title() for g in window.findChildren(QGroupBox) if g.isVisible()]
    for table in window.findChildren(QTableWidget):
        if table.isVisible():
            headers = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
            # a word broken over two lines read whole, a shortened one whole in its tooltip
            texts += [h.text().replace("-\n", "") for h in headers if h is not None]
            texts += [h.toolTip() for h in headers if h is not None and h.toolTip()]
    return [" ".join(t.split()) for t in texts]  # headers broken over two lines read as one


def has_word(texts: list[str], word: str, flags=0) -> bool:
    pattern = re.compile(r"(?<!\w)" + re.escape(word) + r"(?!\w)", flags)
    return any(pattern.search(t) for t in texts)


@pytest.mark.parametrize(("title", "lang"), CASES)
def test_each_glossary_names_the_source_of_every_term(title, lang):
    path = GLOSSARY_DIR / f"{title}.{lang}.toml"
    with path.open("rb") as f:
        data = tomllib.load(f)
    assert (data["title"], data["language"]) == (title, lang)
    known = general_terms()
    named = {**data.get("phases", {}), **data.get("trains", {})}  # by the engine's names
    for english, entry in [*data["terms"].items(), *named.items()]:
        assert english in known or english in named, f"{path.name}: {english!r} is no term"
        assert entry["text"].strip(), f"{path.name}: {english!r} has no word"
        # every word names its rulebook line (a note only says why the word differs)
        assert isinstance(entry.get("line"), int) and entry["line"] > 0, (
            f"{path.name}: {english!r} names no rulebook line"
        )
        assert entry.get("rulebook") or data["rulebook"], f"{path.name}: a line without a rulebook"
    # Both languages of a title cover the same terms.
    other = "nl" if lang == "de" else "de"
    assert set(glossary(title, other)) == set(data["terms"])


# --- each entry's word stands on the rulebook line it cites --------------------------------------

# The rulebooks' plain text (shared/seeds), each known by words of its opening lines.
RULEBOOK_OPENINGS = {
    "1856, deutsche Spielregeln": "Die erste Eisenbahn im heutigen Gebiet von Upper Canada",
    "1849 - Spielregeln": "1849 - Spielregeln",
    "1880: China, deutsche Spielregeln": "# 1880: CHINA",
    "North American Railways - Regeln": "North American Railways",
    "1830 spelregels": "spelregels",
}
# German and Dutch inflection endings: "Loks", "Kredite", "Gesellschaftsvermögens", "bietet"
ENDINGS = ("ern", "en", "er", "es", "em", "n", "e", "s", "t")
QUOTED = re.compile(r'"([^"]+)"')


def rulebooks() -> dict[str, list[str]]:
    """Each rulebook's lines by its name in the glossaries."""
    found = {}
    for path in sorted((SHARED / "seeds").glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        for name, opening in RULEBOOK_OPENINGS.items():
            if opening in text[:500]:
                found[name] = text.splitlines()
    if len(found) < len(RULEBOOK_OPENINGS):
        pytest.skip(f"the rulebooks' text not found in {SHARED / 'seeds'} (set RAILSDESK_SHARED)")
    return found


def cited_line(lines: list[str], number: int) -> str:
    """The line, with a word hyphenated across its end joined to the next line's start."""
    text = lines[number - 1].rstrip()
    if text.endswith("-") and number < len(lines):
        text = text[:-1] + lines[number]
    return text


def stems(word: str) -> set[str]:
    """The word in lower case and without each inflection ending it may carry."""
    word = word.lower().replace("'", "")
    cut = {word[: -len(e)] for e in ENDINGS if word.endswith(e) and len(word) - len(e) >= 3}
    return {word} | cut


def stands_on(phrase: str, line: str) -> bool:
    """Every word of the phrase stands on the line, in any inflection; a compound written with
    a hyphen counts as one word too ("directeurs-certificaat" for Directeurscertificaat)."""
    joined = re.sub(r"(?<=\w)-(?=\w)", "", line)
    found = set().union(*(stems(w) for w in re.findall(r"[\w']+", f"{line} {joined}")))
    return all(stems(word) & found for word in re.findall(r"[\w']+", phrase))


def glossary_entries():
    for path in sorted(GLOSSARY_DIR.glob("*.toml")):
        with path.open("rb") as f:
            data = tomllib.load(f)
        for table in ("terms", "phases", "trains"):
            for english, entry in data.get(table, {}).items():
                rulebook = entry.get("rulebook") or data["rulebook"]
                yield f"{path.name} [{table}] {english}", rulebook, entry


def test_each_entrys_word_stands_on_its_rulebook_line():
    """The cited line holds the entry's word; where the rulebook has no such word, the note
    quotes the rulebook's words it is built from, and those stand on the line."""
    books = rulebooks()
    wrong = []
    for name, rulebook, entry in glossary_entries():
        line = cited_line(books[rulebook], entry["line"])
        quoted = QUOTED.findall(entry.get("note", ""))
        if "note" in entry:
            if not quoted or not all(stands_on(q, line) for q in quoted):
                wrong.append(f"{name}: the note quotes no word of line {entry['line']}")
        elif not stands_on(entry["text"], line):
            wrong.append(f"{name}: {entry['text']!r} is not on line {entry['line']}")
    assert not wrong, "\n".join(wrong)


def test_the_line_check_allows_inflection_and_hyphenation_only():
    books = rulebooks()
    german = books["1856, deutsche Spielregeln"]
    assert stands_on("Eröffnungsaktienrunde", cited_line(german, 303))
    assert not stands_on("Eröffnungsaktienrunde", cited_line(german, 304))
    assert stands_on("Lok abgeben", "Eine Gesellschaft darf keine Lok abgeben oder verschrotten")
    assert not stands_on("Loks kaufen", "und das Loklimit sinkt, so werden die überzähligen Loks")
    assert stands_on("Gesellschaftsvermögen", "die Markierung des Gesellschaftsvermögens")
    assert stands_on("traject-kaartje leggen", "18.3 Traject-kaartjes leggen is vrijwillig.")
    assert stands_on("Directeurscertificaat", "het directeurs-certificaat van de bank")
    assert cited_line(["ein Gleis-", "plättchen legen"], 1) == "ein Gleisplättchen legen"


@pytest.mark.parametrize(("title", "lang"), CASES)
def test_main_screens_use_the_titles_words_and_no_other(window, title, lang):
    window.new_game(title, PLAYERS, [], 0)
    window.set_language(lang)
    texts = visible_texts(window)
    words = glossary(title, lang)
    # the trains dock counts the operating rounds only where the phases set their number
    # (1880's do not)
    counted = any("operating_rounds" in phase for phase in TitleData.load(title).phases)
    shown_terms = [t for t in SCREEN_TERMS if counted or t != "Operating rounds"]
    for english in shown_terms:
        # Dutch writes a term inside a sentence in lower case
        assert has_word(texts, words[english]["text"], re.IGNORECASE), f"{title} {lang}: {english}"
    for word in other_titles_words(title, lang):
        assert not has_word(texts, word), f"{title} {lang} shows another title's {word!r}"


@pytest.mark.parametrize(("title", "lang"), CASES)
def test_log_refusals_and_rounds_use_the_titles_words(window, title, lang):
    window.set_language(lang)
    words = {english: entry["text"] for english, entry in glossary(title, lang).items()}

    def lower(english: str) -> str:  # Dutch nouns inside a sentence
        word = words[english]
        return word[:1].lower() + word[1:] if lang == "nl" else word

    assert round_name(title, "Operating") == words["Operating Round"]
    assert round_name(title, "Stock") == words["Stock Round"]
    pars = {"key": "pars", "params": {"player": "Ann", "corporation": "XY", "price": 100}}
    withholds = {"key": "withholds", "params": {"corporation": "XY", "amount": 80}}
    rendered = {
        "Par value": translate_log_entry(pars, money, title),
        "Withhold": translate_log_entry(withholds, money, title),
        "President's certificate": translate_engine_message("wrong_corporation", title=title),
        "Train limit": translate_engine_message("train_limit", title=title),
    }
    for english, text in rendered.items():
        assert lower(english) in text, f"{title} {lang}: {text!r} lacks {words[english]!r}"
        assert "{" not in text
        for word in other_titles_words(title, lang):
            assert not has_word([text], word), f"{title} {lang}: {text!r} has {word!r}"


def test_the_titles_own_german_words(window):
    window.set_language("de")
    assert term("1880", "Certificate limit") == "Aktienlimit"
    assert term("1880", "Private company") == "Privatpapier"
    assert round_name("1880", "Operating") == "Betriebsrunde"
    assert "Direktoraktie" in translate_engine_message("wrong_corporation", title="1880")
    withholds = {"key": "withholds", "params": {"corporation": "BCR", "amount": 80}}
    assert "Einsparen" in translate_log_entry(withholds, money, "1880")
    assert term("1849", "choose a par value") == "Startkurswert festlegen"
    assert "Startkurswert" in translate_engine_message("bad_par", title="1849")
    assert term("1856", "Certificate limit") == "Papierlimit"
    assert term("1856", "take a loan") == "Kredit aufnehmen"
    assert "Direktorenaktie" in translate_engine_message("wrong_corporation", title="1856")


TRAIN_NAMES = ["2", "D", "4H", "2+2", "6E", "2R", "8"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_train_names_leave_the_sentence_intact(window, lang):
    window.set_language(lang)
    train = "Lok" if lang == "de" else "trein"
    for name in TRAIN_NAMES:
        texts = [
            QCoreApplication.translate("OperatingActions", "Buy a %1 train from %2 for %3")
            .replace("%1", name)
            .replace("%2", "PRR")
            .replace("%3", "$80"),
            QCoreApplication.translate("OperatingActions", "%1 train from %2").replace("%1", name),
            QCoreApplication.translate("OperatingActions", "%1 buys a %2 train from %3 for %4.")
            .replace("%1", "Alice")
            .replace("%2", name),
            QCoreApplication.translate("CompanionView", "Buy a %1 train for %2 and finish")
            .replace("%1", name)
            .replace("%2", "$80"),
            translate_engine_message("route.too_long", {"name": name}),
            translate_log_entry(
                {
                    "key": "buys_train",
                    "params": {"corporation": "B", "train": name, "price": 1, "serial": 2},
                },
                money,
            ),
        ]
        for text in texts:
            if lang == "de":  # "Lok D", never "Der-Lok"
                assert f"Lok {name}" in text, text
                assert f"{name}er" not in text, text
            else:  # the rulebook's "4-trein"
                assert f"{name}-{train}" in text or f"{train.capitalize()} {name}" in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_colour_words_need_no_inflection(window, lang):
    """ "ein grün Gleisplättchen", "het geel vakje" are wrong; after "der Farbe" / "van de kleur"
    the bare colour word is right."""
    window.set_language(lang)
    colours = [QCoreApplication.translate("Colors", c) for c in ("yellow", "green", "brown")]
    template = QCoreApplication.translate(
        "BoardController", "A %1 tile cannot be laid on the %2 hex %3."
    )
    after = "der Farbe" if lang == "de" else "van de kleur"
    for laid in colours:
        for hex_colour in colours:
            text = template.replace("%1", laid).replace("%2", hex_colour).replace("%3", "H4")
            assert f"{after} {laid} " in text and f"{after} {hex_colour} " in text, text


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_counts_use_numerus_forms_never_a_bracketed_plural(window, lang):
    """No translation writes "(s)", "(n)" or "(e)"; counts choose the form with tr(..., n)."""
    root = ET.parse(ROOT / "translations" / f"railsdesk_{lang}.ts").getroot()
    for message in root.iter("message"):
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for text in forms:
            assert not re.search(r"\w\((s|n|e|en)\)", text), text
    window.set_language(lang)
    one = QCoreApplication.translate("NarTable", "%1: %n share(s)", None, 1)
    two = QCoreApplication.translate("NarTable", "%1: %n share(s)", None, 2)
    assert one != two and "(" not in one + two


def test_term_placeholders_name_known_terms():
    """Every {term:...} in a translation names a term of the general context."""
    known = general_terms()
    for lang in ("de", "nl", "en"):
        text = (ROOT / "translations" / f"railsdesk_{lang}.ts").read_text(encoding="utf-8")
        for name in i18n.TERM_PLACEHOLDER.findall(text.replace("&apos;", "'")):
            assert name[0] in known, f"{lang}: unknown term {name[0]!r}"


def test_no_engine_identifier_reaches_the_screen(window):
    """Steps and actions without a dedicated control are named in the player's language."""
    window.set_language("de")
    assert step_text("1856", {"actions": []}, {"step": "issue_bonds"}) == ""
    assert action_text("1856", "take_loan") == "Kredit aufnehmen"
    assert action_text("1849", "buy_token") == "Platz in einem Bahnhof kaufen"
    other = action_text("1880", "take_share")
    assert other.startswith("Andere Aktion") and "take_share" in other
    window.set_language("nl")
    assert action_text("1856", "take_loan") == "Lening opnemen"


def test_why_the_game_ended_takes_the_titles_word(window):
    window.set_language("de")
    ended = {"key": "game_over", "params": {"reason": "stock_market"}}
    assert "ein Kurswert hat" in translate_log_entry(ended, money, "1849")
    assert "ein Aktienkurs hat" in translate_log_entry(ended, money, "1856")


# --- a whole game on the screens: no English and no other title's word --------------------------

WORD = re.compile(r"[A-Za-zÀ-ÿ]{4,}")
MARKUP = re.compile(r"<[^>]+>|&\w+;|\{[^{}]*\}|%\d")
# Seeds of random games that reach each title's last phase (so that its every phase is seen).
WHOLE_GAMES = {"1830": (1, "D"), "1849": (7, "16H"), "1856": (2, "D"), "1880": (3, "D3")}


def words_of(texts) -> set[str]:
    return {w.lower() for text in texts for w in WORD.findall(MARKUP.sub(" ", text or ""))}


def ts_texts(lang: str) -> list[str]:
    root = ET.parse(ROOT / "translations" / f"railsdesk_{lang}.ts").getroot()
    found = []
    for translation in root.iter("translation"):
        found += [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
    return found


def english_words(lang: str, names: list[str]) -> set[str]:
    """Words of the program's English texts that the language's translations never write,
    the game's own names (companies, places, players) aside: seen on its screens, they are
    English left untranslated."""
    from railsdesk.engine.contract import TEMPLATES

    english = words_of(ts_texts("en")) | words_of(TEMPLATES.values())
    return english - words_of(ts_texts(lang)) - words_of(names)


def title_names(title: str) -> list[str]:
    """The names of an 18xx title's companies and places, and of the players."""
    from railsdesk.ui.titledata import TitleData

    data = TitleData.load(title)
    listed = (*data.companies.values(), *data.corporations.values(), *data.minors.values())
    names = [str(entry.get("name", "")) for entry in listed]
    names += [str(v) for v in (data.raw.get("location_names") or {}).values()]
    return names + [p["name"] for p in PLAYERS]


def screen_texts(window) -> list[str]:
    """What the window shows: labels, buttons, dock and box titles, table headers, the log."""
    texts = visible_texts(window)
    for widget in window.findChildren(QListWidget):
        if widget.isVisible():
            texts += [widget.item(i).text() for i in range(widget.count())]
    return texts


def show(document) -> None:
    """Let the window draw the game as it stands after moves made past it."""
    document._snapshot = None
    document._legal = None
    document.changed.emit()


@pytest.mark.parametrize("title", TITLES)
def test_a_whole_game_shows_no_english_and_no_other_titles_word(window, title):
    """A seeded random game to its end; now and then its screens in German and in Dutch."""
    from railsdesk.random_play import choose

    seed, last_phase = WHOLE_GAMES[title]
    window.new_game(title, PLAYERS[:4], [], seed)
    document = window.document
    game = document.game
    rng = random.Random(seed)
    english = {lang: english_words(lang, title_names(title)) for lang in LANGUAGES}
    others = {lang: other_titles_words(title, lang) for lang in LANGUAGES}
    moves = 0
    while moves < 20000:
        if moves % 40 == 0 or game.state.finished:
            show(document)
            for lang in LANGUAGES:
                window.set_language(lang)
                texts = screen_texts(window)
                leaked = sorted(words_of(texts) & english[lang])
                assert not leaked, f"{title} {lang}, move {moves}: English {leaked[:5]} in {texts}"
                for word in others[lang]:
                    assert not has_word(texts, word), f"{title} {lang}: another title's {word!r}"
        if game.state.finished:
            break
        game.process(choose(rng, game))
        moves += 1
    assert game.state.finished, f"{title}: the game did not end"
    assert document.snapshot()["phase"] == last_phase


def test_the_check_finds_english_on_a_screen():
    english = english_words("de", title_names("1880"))
    assert words_of(["Der Japanese Investor merges into JGG"]) & english == {"merges", "into"}
    colours = words_of(["Phase D — Gleisplättchen: gelb, black"])
    assert colours & english_words("de", title_names("1856")) == {"black"}


def test_phases_carry_their_rulebook_names(window):
    """1856's German rulebook counts Phase Eins to Sechs (the first 6-train starts Phase Fünf),
    1849's names its phases by number words; 1880's letters and Dutch keep the engine's names."""
    window.set_language("de")

    def begins(title: str, phase: str) -> str:
        return translate_log_entry(
            {"key": "phase_begins", "params": {"phase": phase}}, money, title
        )

    assert begins("1856", "6") == "Phase Fünf beginnt"
    assert begins("1856", "D") == "Phase Sechs beginnt"
    assert begins("1849", "12H") == "Phase Zwölf beginnt"
    assert begins("1880", "B1") == "Phase B1 beginnt"
    assert phase_name("1830", "5") == "5"
    window.set_language("nl")
    assert begins("1856", "6") == "Stadium 6 begint"


def test_the_log_writes_trains_as_the_rulebook_does(window):
    """1856's German rulebook writes Dreierlok (and 1830 borrows its words), 1849's 8H-Lok;
    without a title's word a train is "Lok 3"."""
    window.set_language("de")

    def log(key: str, title: str | None, train: str) -> str:
        params = {"corporation": "GT", "train": train, "price": 100, "serial": 2, "kept": 1}
        return translate_log_entry({"key": key, "params": params}, money, title)

    assert log("trains_rust", "1856", "3") == "Die Dreierloks werden verschrottet"
    assert log("buys_train", "1856", "2") == "GT kauft die Zweierlok Nr. 2 von der Bank für $100"
    assert log("buys_train", "1830", "D") == "GT kauft die Diesellok Nr. 2 von der Bank für $100"
    assert log("discards_train", "1849", "8H") == "GT gibt eine 8H-Lok ab (behaltene Loks: 1)"
    assert log("buys_train", "1880", "2+2") == "GT kauft die Lok 2+2 Nr. 2 von der Bank für $100"
    assert log("buys_train", None, "3") == "GT kauft die Lok 3 Nr. 2 von der Bank für $100"


def test_the_panel_writes_trains_as_the_rulebook_does(window, qtbot):
    """The action panel's buttons name 1856's trains as its German rulebook does (Zweierlok),
    not by the general "Lok 2"."""
    import random

    from railsdesk.games import new_game
    from railsdesk.random_play import choose
    from railsdesk.ui.session import GameSession

    window.set_language("de")
    game = new_game("1856", [{"id": i, "name": f"P{i}"} for i in (1, 2, 3, 4)])
    rng = random.Random(3)
    while "buy_train" not in game.legal()["actions"]:
        game.process(choose(rng, game))
    window.show_document(GameSession(game))
    texts = [b.text() for b in window.editor.panel.buttons.values()]
    assert any("Zweierlok" in text for text in texts), texts
    assert not any("Lok 2 " in text or text.endswith("Lok 2") for text in texts), texts
