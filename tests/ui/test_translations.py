"""Every visible string goes through translation and is translated in every language: the
translation files list every string of the program's code (lupdate finds nothing new), every
message of every language is finished, and no text is written into a widget without tr()."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.ui.helpers import ROOT

TS_FILES = sorted((ROOT / "translations").glob("railsdesk_*.ts"))
UI = ROOT / "railsdesk" / "ui"
SOURCES = sorted(UI.rglob("*.py"))

# Calls whose first argument is text the user reads.
TEXT_CALLS = {
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "setTitle", "setStatusTip",
    "showMessage", "addAction", "addMenu", "addTab", "setTabText", "setLabelText", "addRow",
    "QLabel", "QPushButton", "QGroupBox", "QCheckBox", "QRadioButton", "QAction",
    "information", "warning", "critical", "question",
}  # fmt: skip
PROGRAM_NAME = "railsdesk"


def messages(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, disambiguation) -> the message's translation element."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message.find("translation")
    return found


def test_every_message_is_finished_in_every_language():
    keys = None
    for ts in TS_FILES:
        found = messages(ts)
        for (context, source, _), translation in found.items():
            where = f"{ts.name}: {context}: {source!r}"
            assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), where
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            assert all(form and form.strip() for form in forms), f"{where} has no text"
        keys = set(found) if keys is None else keys
        assert set(found) == keys, f"{ts.name} lists other strings than the other languages"


def test_the_translation_files_list_every_string_of_the_program(tmp_path):
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    tool = str(lupdate) if lupdate.exists() else shutil.which("pyside6-lupdate")
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    copy = tmp_path / TS_FILES[0].name
    shutil.copy(TS_FILES[0], copy)
    subprocess.run(
        [tool, "-no-obsolete", "-locations", "none", *map(str, SOURCES), "-ts", str(copy)],
        check=True,
        capture_output=True,
    )
    new = set(messages(copy)) - set(messages(TS_FILES[0]))
    assert new == set(), f"strings not yet in the translation files: {sorted(new)[:5]}"


def written_without_tr(source: str, where: str) -> list[str]:
    """Literal texts (or f-strings with words of their own) given to a text call."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in TEXT_CALLS:
            continue
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            words = first.value
        elif isinstance(first, ast.JoinedStr):
            words = "".join(v.value for v in first.values if isinstance(v, ast.Constant))
        else:
            continue
        words = words.replace(PROGRAM_NAME, "")
        if any(c.isalpha() for c in words) and not words.lstrip().startswith("<"):
            found.append(f"{where}:{node.lineno}: {name}({words!r})")
    return found


def test_no_text_is_written_into_a_widget_without_translation():
    found = [
        problem
        for path in SOURCES
        for problem in written_without_tr(
            path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))
        )
    ]
    assert found == []


def test_the_check_finds_a_text_written_without_translation():
    source = (
        'label.setText("Sell shares")\n'
        'label.setText(self.tr("Sell shares"))\n'
        'box.setTitle(f"{count} trains")\n'
        'window.setWindowTitle(f"{name} - railsdesk")\n'
    )
    assert written_without_tr(source, "sample.py") == [
        "sample.py:1: setText('Sell shares')",
        "sample.py:3: setTitle(' trains')",
    ]


TRANSLATE_CALLS = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}


def translated_inside_fstring(source: str, where: str) -> list[str]:
    """Translation calls written inside an f-string, which lupdate never extracts."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.JoinedStr):
            continue
        for inner in ast.walk(node):
            if isinstance(inner, ast.Call):
                func = inner.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in TRANSLATE_CALLS:
                    found.append(f"{where}:{inner.lineno}: {name}() inside an f-string")
    return found


def test_no_translation_is_asked_inside_an_f_string():
    found = [
        problem
        for path in SOURCES
        for problem in translated_inside_fstring(
            path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))
        )
    ]
    assert found == []


def test_the_check_finds_a_translation_inside_an_f_string():
    source = 'text = f"<i>{self.tr(\'no route\')}</i>"\nword = self.tr("no route")\n'
    assert translated_inside_fstring(source, "sample.py") == [
        "sample.py:1: tr() inside an f-string"
    ]


# Words one language uses for one thing in every window, and the variants it once mixed in.
ONE_WORD = {
    "de": {
        "Gleisplättchen": r"(?<!\w)Plättchen",
        "Spielprotokoll": r"Spielverlauf",
        "Einfahrergebnis": r"Ertr[aä]ge\b|ohne Einnahmen|Einnahmen der",  # a run's revenue
    },
    "nl": {
        "Spelverslag": r"Spelverloop",
        # the 1830 rulebook's words
        "traject-kaartje": r"(?<!\w)[Tt]egel",
        "effectenbeurs": r"[Kk]oerstabel",
        "bankroet": r"[Ff]aill",
        "uit het spel genomen": r"[Rr]oest",
        "winst": r"(?<!\w)inkomsten",  # a run's revenue and a BV's (the card game's opbrengst)
    },
}


@pytest.mark.parametrize("language", sorted(ONE_WORD))
def test_one_word_for_one_thing_in_every_window(language):
    ts = ROOT / "translations" / f"railsdesk_{language}.ts"
    texts = [
        form.text or ""
        for translation in messages(ts).values()
        for form in [*translation.iter("numerusform"), translation]
    ]
    for word, variant in ONE_WORD[language].items():
        assert any(word in text for text in texts), word
        mixed = [text for text in texts if re.search(variant, text)]
        assert mixed == [], f"{variant} instead of {word}: {mixed[:3]}"


@pytest.mark.parametrize("language", ["de", "nl"])
def test_qt_s_own_file_dialog_speaks_the_language(window, language):
    """Qt's catalogues are loaded with the program's; where Qt's own leaves a text of its file
    dialog in English (Dutch "Look in:"), the program's catalogue has it."""
    from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel

    window.set_language(language)
    dialog = QFileDialog(window, "", "", "*.json")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.show()
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    dialog.close()
    english = {"&Look in:", "Files of &type:", "File &name:", "Cancel", "&Open"}
    assert texts and not english & set(texts), texts


# One form of address per language (German du, Dutch je) and train names left whole (Lok 3,
# never "3er Lok", which makes "2+2er" and "8Eer"): the forms that once slipped in.
NOT_THE_PROGRAMS_WORDS = {
    "de": {
        "formal Sie": r"(?<=[a-zäöüß,] )(Sie|Ihnen|Ihre?[mnrs]?)\b",
        "plural ihr": r"\b([Ee]uch|[Ee]ure?[mnrs]?|[Ee]uer|[Gg]ebt|[Hh]abt|[Ss]eid)\b",
        "-er train": r"(%\d|\})er[ -]?Loks?\b",
        "plain quotes": r"(?<!\w)'[^']+'(?!\w)|\"[^\"]+\"",  # „…“
    },
    "nl": {
        "formal u": r"\b(u|uw|U|Uw)\b(?!-)",
        "-er train": r"(%\d|\})er[ -]?trein",
        "plain quotes": r"(?<!\w)'[^']+'(?!\w)|\"[^\"]+\"",  # ‘…’
    },
}


@pytest.mark.parametrize("language", sorted(NOT_THE_PROGRAMS_WORDS))
def test_one_form_of_address_and_whole_train_names(language):
    ts = ROOT / "translations" / f"railsdesk_{language}.ts"
    texts = [
        form.text or ""
        for translation in messages(ts).values()
        for form in [*translation.iter("numerusform"), translation]
    ]
    for what, pattern in NOT_THE_PROGRAMS_WORDS[language].items():
        found = [text for text in texts if re.search(pattern, text)]
        assert found == [], f"{what}: {found[:3]}"
