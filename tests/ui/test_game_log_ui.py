"""The game log dock shows the engine's own entries in the player's language, and every
translation has a finished sentence for every kind of entry with the same placeholders."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt

from railsdesk.engine.log import TEMPLATES
from tests.ui.conftest import PLAYERS, ROOT

TS_FILES = sorted((ROOT / "translations").glob("railsdesk_*.ts"))


@pytest.mark.parametrize("ts", TS_FILES, ids=[p.stem for p in TS_FILES])
def test_every_log_kind_is_translated_with_its_placeholders(ts):
    root = ET.parse(ts).getroot()
    found = {}
    for ctx in root.findall("context"):
        if ctx.findtext("name") == "GameLog":
            for message in ctx.findall("message"):
                found[message.findtext("source")] = message.find("translation")
    for key, english in TEMPLATES.items():
        translation = found.get(key)
        assert translation is not None, f"{ts.name}: no GameLog entry for {key}"
        assert translation.get("type") != "unfinished", f"{ts.name}: {key} unfinished"
        wanted = set(re.findall(r"\{(\w+)\}", english))
        assert set(re.findall(r"\{(\w+)\}", translation.text or "")) == wanted, key


def test_the_log_dock_shows_the_engine_entries_in_german(window, qtbot):
    window.set_language("de")
    window.new_game("1830", PLAYERS, [], 0)
    first = window.document.legal()["bid"][0]
    qtbot.mouseClick(
        window.editor.panel.buttons[f"bid_{first['company']}"], Qt.MouseButton.LeftButton
    )
    texts = [window.editor.log.list.item(i).text() for i in range(window.editor.log.list.count())]
    # the cheapest private is bought at its face value, the others are bid for
    assert texts == ["Alice kauft Schuylkill Valley für $20"]
    assert window.editor.log.list.item(0).data(Qt.ItemDataRole.UserRole) == 0
    window.set_language("en")
    assert window.editor.log.list.item(0).text() == "Alice buys Schuylkill Valley for $20"
