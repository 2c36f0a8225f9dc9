"""Figures of the title glossaries, per title and language.

- terms: the glossary's size (with a rulebook line / with a note instead);
- using: the strings that take a word from the glossary: the program's term() uses of the
  glossary's terms plus the translated sentences with a {term:...} placeholder for one of them;
- outside: the other visible strings of the language that still write one of the glossary's
  words themselves (the same word for every title), and how many of those write a word another
  title's glossary has where this title says something else (wrong for this title).

Run: python tools/glossary_figures.py (from the project folder).
"""

from __future__ import annotations

import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY_DIR = ROOT / "railsdesk" / "ui" / "glossary"
PLACEHOLDER = re.compile(r"\{term:([^{}:]+)(?::lower)?\}")
TERM_CALL = re.compile(r"\bterm\([^,()]+,\s*\"([^\"]+)\"\)")


# Contexts that are not the 18xx titles' sentences: the terms themselves, the card game's screens.
def is_18xx_sentence(context: str) -> bool:
    return context != "Terms" and not context.startswith("Nar")


# Words some glossary gives a term that are also plain words of every title (the bank, shares).
PLAIN_WORDS = {"Bank", "Aktien"}


# The card game's glossary is the words its own screens write (tests/ui/test_nar_glossary.py);
# these figures are those of the 18xx titles' sentences.
CARD_GAME = "North American Railways"


def glossaries() -> dict[tuple[str, str], dict[str, dict]]:
    found = {}
    for path in sorted(GLOSSARY_DIR.glob("*.toml")):
        with path.open("rb") as f:
            data = tomllib.load(f)
        if data["title"] != CARD_GAME:
            found[(data["title"], data["language"])] = data["terms"]
    return found


def terms_used_by_code() -> set[str]:
    """Terms the program passes to term(): literals, and the values of the round and step maps."""
    sys.path.insert(0, str(ROOT))
    from railsdesk.ui.i18n import ROUND_TERMS
    from railsdesk.ui.logtext import STEP_NAMES, STEP_TERMS

    used = set(ROUND_TERMS.values()) | set(STEP_NAMES.values()) | set(STEP_TERMS.values())
    for path in (ROOT / "railsdesk" / "ui").rglob("*.py"):
        used |= set(TERM_CALL.findall(path.read_text(encoding="utf-8")))
    return used


def sentences(lang: str) -> list[str]:
    """Every translation of the language that an 18xx title shows (numerus forms count once)."""
    root = ET.parse(ROOT / "translations" / f"railsdesk_{lang}.ts").getroot()
    texts = []
    for context in root.iter("context"):
        if not is_18xx_sentence(context.findtext("name") or ""):
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")]
            texts.append(forms[0] if forms else translation.text or "")
    return texts


def has_word(text: str, word: str) -> bool:
    """The word in the text, in any case but an abbreviation's ("ER" is not Dutch "er")."""
    flags = 0 if word.isupper() else re.IGNORECASE
    return re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text, flags) is not None


def main() -> None:
    all_glossaries = glossaries()
    by_code = terms_used_by_code()
    print(
        f"{'title':6} {'lang':4} {'terms':>5} {'line':>5} {'note':>5} {'using':>6} "
        f"{'outside':>8} {'wrong':>6} {'of':>5}"
    )
    for (title, lang), terms in all_glossaries.items():
        lines = sum(1 for e in terms.values() if "line" in e)
        texts = sentences(lang)
        with_placeholder = [t for t in texts if any(k in terms for k in PLACEHOLDER.findall(t))]
        using = len(by_code & set(terms)) + len(with_placeholder)
        own = {e["text"] for e in terms.values()}
        others = (
            {
                e["text"]
                for (other, other_lang), other_terms in all_glossaries.items()
                if other != title and other_lang == lang
                for e in other_terms.values()
            }
            - own
            - PLAIN_WORDS
        )
        plain = [PLACEHOLDER.sub("", t) for t in texts]
        outside = [t for t in plain if any(has_word(t, w) for w in own)]
        wrong = [t for t in plain if any(has_word(t, w) for w in others)]
        if "-v" in sys.argv:
            for t in wrong:
                print("   ", t, [w for w in others if has_word(t, w)])
        print(
            f"{title:6} {lang:4} {len(terms):5} {lines:5} {len(terms) - lines:5} {using:6} "
            f"{len(outside):8} {len(wrong):6} {len(texts):5}"
        )


if __name__ == "__main__":
    main()
