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


def test_a_long_game_opens_with_its_log_at_the_end(window, qtbot):
    from railsdesk.random_play import play_random_game
    from railsdesk.ui.session import GameSession

    window.show_document(GameSession(play_random_game("1830", 4, 3)))  # some 900 actions
    log = window.editor.log.list
    window.editor.docks["log"].raise_()
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and log.count() > 1000)
    qtbot.wait(500)  # the entries are laid out a batch at a time
    assert bar.value() == bar.maximum()
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # the player reads the beginning
    note = {"type": "message", "entity": 1, "entity_type": "player", "message": "x"}
    window.editor.do_action(note)
    qtbot.wait(200)
    assert bar.value() == 0
