"""Languages: loading the compiled translations, switching live, and per-title terms.

Source strings are English. German and Dutch use the rulebooks' own terms: each title has a
glossary per language (glossary/<title>.<language>.toml, with the rulebook line of every term), and
term() takes a game term from the current title's glossary before the general "Terms" context.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QAction

from railsdesk.ui import money

QM_DIR = Path(__file__).resolve().parent.parent / "translations"
GLOSSARY_DIR = Path(__file__).resolve().parent / "glossary"
NAMES = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - marks text for lupdate
    return text


class Languages:
    def __init__(self, app) -> None:
        self.app = app
        self.current = "en"
        self._translators: list[QTranslator] = []

    @staticmethod
    def system_language() -> str:
        name = QLocale.system().name()[:2]
        return name if name in NAMES else "en"

    def qm_path(self, lang: str) -> Path:
        return QM_DIR / f"railsdesk_{lang}.qm"

    def available(self) -> list[str]:
        return ["en"] + [lang for lang in ("de", "nl") if self.qm_path(lang).exists()]

    def switch(self, lang: str) -> bool:
        """Install the language's translators; widgets retranslate on the LanguageChange event."""
        for tr in self._translators:
            self.app.removeTranslator(tr)
        self._translators = []
        # English too has a file: its numerus forms ("1 share", "2 shares") and engine keys
        tr = QTranslator(self.app)
        ok = tr.load(str(self.qm_path(lang))) or lang == "en"
        if not tr.isEmpty():
            self.app.installTranslator(tr)
            self._translators.append(tr)
        if lang != "en":
            qt = QTranslator(self.app)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{lang}", qt_dir):
                self.app.installTranslator(qt)
                self._translators.append(qt)
        self.current = lang if ok else "en"
        _language[0] = self.current
        money.set_language(self.current)
        QLocale.setDefault(QLocale(self.current))
        return ok


_english: list = []  # the English translator, loaded on first use, never installed


def english(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A text from the English translation file whatever the language: the fallback for
    entries whose source is a key, not English (the engine's messages)."""
    if not _english:
        tr = QTranslator()
        _english.append(tr if tr.load(str(QM_DIR / "railsdesk_en.qm")) else None)
    tr = _english[0]
    if tr is None:
        return ""
    return tr.translate(context, source, disambiguation, n) or ""


_language = ["en"]  # the installed language, for the glossaries


def current_language() -> str:
    return _language[0]


@cache
def glossary_file(title: str, lang: str) -> dict:
    """The title's glossary in a language (empty when it has none)."""
    path = GLOSSARY_DIR / f"{title.replace(' ', '')}.{lang}.toml"
    if not path.exists():
        return {}
    with path.open("rb") as f:
        return tomllib.load(f)


def glossary(title: str, lang: str) -> dict[str, dict]:
    """The title's terms in a language: English term -> {"text", "line", maybe "note"}."""
    return glossary_file(title, lang).get("terms", {})


def phase_name(title: str | None, phase) -> str:
    """A phase as the title's rulebook counts it in the current language ("Fünf" for 1856's
    phase 6, which the German rulebook calls the fifth); the engine's name where the rulebook
    counts as the engine does."""
    if title and phase is not None:
        entry = glossary_file(title, _language[0]).get("phases", {}).get(str(phase))
        if entry:
            return entry["text"]
    return "" if phase is None else str(phase)


def with_train_words(text: str, title: str | None, train) -> str:
    """A sentence with the general form of a train's name ("Lok 3", "Loks 3") in the title's
    word where its rulebook writes one ("Dreierlok", "Dreierloks" in 1856)."""
    entry = glossary_file(title, _language[0]).get("trains", {}).get(str(train)) if title else None
    if not entry:
        return text
    for form, word in (("%1 trains", entry["many"]), ("%1 train", entry["text"])):
        general = QCoreApplication.translate("Terms", form).replace("%1", str(train))
        text = re.sub(re.escape(general) + r"(?![\w+])", word, text)
    return text


def with_rulebook_trains(text: str, title: str | None) -> str:
    """A text with every train the title's rulebook names in words ("Dreierlok") so named."""
    if not title:
        return text
    for train in glossary_file(title, _language[0]).get("trains", {}):
        text = with_train_words(text, title, train)
    return text


def term(title: str | None, text: str) -> str:
    """A game term in the current title's words (its glossary), else the general term."""
    if title:
        entry = glossary(title, _language[0]).get(text)
        if entry:
            return entry["text"]
    return QCoreApplication.translate("Terms", text)


TERM_PLACEHOLDER = re.compile(r"\{term:([^{}:]+)(:lower)?\}")


def with_terms(text: str, title: str | None) -> str:
    """A translated sentence with its {term:English term} placeholders replaced by the title's
    words; ":lower" after the term starts the word in lower case (Dutch nouns inside a sentence)
    unless it is an abbreviation ("BV's")."""

    def word(match: re.Match) -> str:
        found = term(title, match.group(1))
        if match.group(2) and not found[1:2].isupper():
            return found[:1].lower() + found[1:]
        return found

    return TERM_PLACEHOLDER.sub(word, text)


# Terms used through term(): listed here so that the translation tools find them.
_TERMS = [
    QT_TRANSLATE_NOOP("Terms", "Auction"),
    QT_TRANSLATE_NOOP("Terms", "Stock Round"),
    QT_TRANSLATE_NOOP("Terms", "Operating Round"),
    QT_TRANSLATE_NOOP("Terms", "Merger Round"),
    QT_TRANSLATE_NOOP("Terms", "Draft"),
    QT_TRANSLATE_NOOP("Terms", "SR"),
    QT_TRANSLATE_NOOP("Terms", "OR"),
    QT_TRANSLATE_NOOP("Terms", "Private company"),
    QT_TRANSLATE_NOOP("Terms", "President"),
    QT_TRANSLATE_NOOP("Terms", "Treasury"),
    QT_TRANSLATE_NOOP("Terms", "Initial offering"),
    QT_TRANSLATE_NOOP("Terms", "Bank pool"),
    QT_TRANSLATE_NOOP("Terms", "Par value"),
    QT_TRANSLATE_NOOP("Terms", "Share price"),
    QT_TRANSLATE_NOOP("Terms", "Stock market"),
    QT_TRANSLATE_NOOP("Terms", "Train"),
    QT_TRANSLATE_NOOP("Terms", "Trains"),
    QT_TRANSLATE_NOOP("Terms", "Phase"),
    QT_TRANSLATE_NOOP("Terms", "Certificates"),
    QT_TRANSLATE_NOOP("Terms", "Tokens"),
    QT_TRANSLATE_NOOP("Terms", "lay track"),
    QT_TRANSLATE_NOOP("Terms", "place a token"),
    QT_TRANSLATE_NOOP("Terms", "run trains"),
    QT_TRANSLATE_NOOP("Terms", "pay dividends"),
    QT_TRANSLATE_NOOP("Terms", "buy trains"),
    QT_TRANSLATE_NOOP("Terms", "buy private companies"),
    QT_TRANSLATE_NOOP("Terms", "discard a train"),
    QT_TRANSLATE_NOOP("Terms", "bid"),
    QT_TRANSLATE_NOOP("Terms", "buy or sell shares"),
    QT_TRANSLATE_NOOP("Terms", "issue or redeem shares"),
    QT_TRANSLATE_NOOP("Terms", "choose a par value"),
    QT_TRANSLATE_NOOP("Terms", "take a loan"),
    QT_TRANSLATE_NOOP("Terms", "Game over"),
    QT_TRANSLATE_NOOP("Terms", "Private companies"),
    QT_TRANSLATE_NOOP("Terms", "President's certificate"),
    QT_TRANSLATE_NOOP("Terms", "Certificate limit"),
    QT_TRANSLATE_NOOP("Terms", "Train limit"),
    QT_TRANSLATE_NOOP("Terms", "Pay out"),
    QT_TRANSLATE_NOOP("Terms", "Withhold"),
    QT_TRANSLATE_NOOP("Terms", "Loan"),
    QT_TRANSLATE_NOOP("Terms", "Operating rounds"),
    QT_TRANSLATE_NOOP("Terms", "repay loans"),
    QT_TRANSLATE_NOOP("Terms", "repay debt"),
    QT_TRANSLATE_NOOP("Terms", "buy a station slot"),
    QT_TRANSLATE_NOOP("Terms", "Narrow gauge"),
    QT_TRANSLATE_NOOP("Terms", "Standard gauge"),
    QT_TRANSLATE_NOOP("Terms", "Dual gauge"),
    QT_TRANSLATE_NOOP("Terms", "choose"),
    QT_TRANSLATE_NOOP("Terms", "assign"),
    QT_TRANSLATE_NOOP("Terms", "pass"),
    QT_TRANSLATE_NOOP("Terms", "Other action (%1)"),
    QT_TRANSLATE_NOOP("Terms", "Order track"),
    QT_TRANSLATE_NOOP("Terms", "Building permits"),
    QT_TRANSLATE_NOOP("Terms", "Foreign investor"),
    QT_TRANSLATE_NOOP("Terms", "Foreign investors"),
    QT_TRANSLATE_NOOP("Terms", "Communist takeover"),
    QT_TRANSLATE_NOOP("Terms", "Debt"),
    QT_TRANSLATE_NOOP("Terms", "Train marker"),
    QT_TRANSLATE_NOOP("Terms", "Stock market"),
    QT_TRANSLATE_NOOP("Terms", "%1 train"),  # the general form a title's train word replaces
    QT_TRANSLATE_NOOP("Terms", "%1 trains"),
]

# Texts of Qt's own dialogs that Qt's catalogs (qtbase_*.qm, loaded by Languages.switch) leave
# in English: the Dutch file dialog's "Look in:" and "Files of type:". Our catalog, installed
# before Qt's and so asked after it, fills them.
_QT_GAPS = [
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
]

ROUND_TERMS = {
    "Auction": "Auction",
    "Stock": "Stock Round",
    "Operating": "Operating Round",
    "Merger": "Merger Round",
    "Draft": "Draft",
}


COMMAND_LINE_NAME = re.compile(r"Player (\d+)")


def with_window_names(log: dict) -> dict:
    """A log whose players carry the names the command line's random and bot games give them
    ("Player 1") with the names the window gives an unnamed seat ("Spieler 1"); other names
    stay. The names are only words: actions name the players by id."""
    players = log.get("players")
    if not isinstance(players, list):
        return log

    def named(player):
        found = isinstance(player, dict) and COMMAND_LINE_NAME.fullmatch(str(player.get("name")))
        if not found:
            return player
        # the start page's word for an unnamed seat
        seat = QCoreApplication.translate("StartPage", "Player %1").replace("%1", found.group(1))
        return {**player, "name": seat}

    return {**log, "players": [named(p) for p in players]}


def fill_placeholders(text: str, params: dict, money=None, money_params=()) -> str:
    """A translated sentence with its {name} placeholders replaced by the params; amounts
    (params named in money_params) in the title's currency when money is given."""
    for name, value in params.items():
        if money is not None and name in money_params and isinstance(value, int | float):
            value = money(value)
        text = text.replace("{" + name + "}", str(value))
    return text


def set_action_texts(texts: dict[QAction, tuple[str, str | None]]) -> None:
    """Menu and toolbar actions' texts in the current language, each with its tooltip (also
    shown in the status bar) where it has one."""
    for act, (text, tip) in texts.items():
        act.setText(text)
        if tip:
            act.setToolTip(tip)
            act.setStatusTip(tip)
