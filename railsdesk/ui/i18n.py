"""Languages: loading the compiled translations, switching live, and per-title terms.

Source strings are English. German and Dutch use the rulebooks' own terms. Where titles name one
thing differently (1856 "Operationsrunde", 1880 "Betriebsrunde"), a translation context per title
("Title1856", "Title1880", ...) holds the title's term and wins over the general "Terms" context.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from railsdesk.ui import money

QM_DIR = Path(__file__).resolve().parent.parent / "translations"
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
        ok = True
        if lang != "en":
            tr = QTranslator(self.app)
            ok = tr.load(str(self.qm_path(lang)))
            if ok:
                self.app.installTranslator(tr)
                self._translators.append(tr)
            qt = QTranslator(self.app)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{lang}", qt_dir):
                self.app.installTranslator(qt)
                self._translators.append(qt)
        self.current = lang if ok else "en"
        money.set_language(self.current)
        QLocale.setDefault(QLocale(self.current))
        return ok


_english: list = []  # the English translator, loaded on first use, never installed


def english(context: str, source: str, disambiguation: str | None = None) -> str:
    """A text from the English translation file whatever the language: the fallback for
    entries whose source is a key, not English (the engine's messages)."""
    if not _english:
        tr = QTranslator()
        _english.append(tr if tr.load(str(QM_DIR / "railsdesk_en.qm")) else None)
    tr = _english[0]
    if tr is None:
        return ""
    return tr.translate(context, source, disambiguation) or ""


def term(title: str | None, text: str) -> str:
    """A game term in the title's own words when the title has one, else the general term."""
    if title:
        ctx = "Title" + title.replace(" ", "")
        translated = QCoreApplication.translate(ctx, text)
        if translated != text:
            return translated
    return QCoreApplication.translate("Terms", text)


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
    QT_TRANSLATE_NOOP("Terms", "choose a par value"),
    QT_TRANSLATE_NOOP("Terms", "take a loan"),
    QT_TRANSLATE_NOOP("Terms", "Game over"),
    QT_TRANSLATE_NOOP("Title1856", "Operating Round"),
    QT_TRANSLATE_NOOP("Title1849", "Operating Round"),
    QT_TRANSLATE_NOOP("Title1880", "Operating Round"),
    QT_TRANSLATE_NOOP("Title1830", "Operating Round"),
    QT_TRANSLATE_NOOP("Title1830", "Private company"),
    QT_TRANSLATE_NOOP("Title1880", "Private company"),
    QT_TRANSLATE_NOOP("Title1880", "Stock Round"),
]

ROUND_TERMS = {
    "Auction": "Auction",
    "Stock": "Stock Round",
    "Operating": "Operating Round",
    "Merger": "Merger Round",
    "Draft": "Draft",
}


def fill_placeholders(text: str, params: dict, money=None, money_params=()) -> str:
    """A translated sentence with its {name} placeholders replaced by the params; amounts
    (params named in money_params) in the title's currency when money is given."""
    for name, value in params.items():
        if money is not None and name in money_params and isinstance(value, int | float):
            value = money(value)
        text = text.replace("{" + name + "}", str(value))
    return text
