"""The registry of titles is the one source of what the window offers: the start page lists its
entries under their full names with their player counts and options, each option's description
is translated, and each title's own screens are found from its entry."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from railsdesk.games import TITLES, new_game
from railsdesk.ui.docks import PlayersWidget
from railsdesk.ui.startpage import OPTIONS_CONTEXT
from railsdesk.ui.titledata import TitleData
from railsdesk.ui.titles import PLAIN, TitleScreens, screens_for
from tests.ui.conftest import PLAYERS
from tests.ui.helpers import ROOT

TS_FILES = sorted((ROOT / "translations").glob("railsdesk_*.ts"))
TITLE_SCREENS = ROOT / "railsdesk" / "ui" / "titles"


def test_the_start_page_offers_exactly_the_registry_s_titles(window):
    combo = window.start_page.title_combo
    offered = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
    assert offered == {title: info.full_name for title, info in TITLES.items()}
    assert any(info.engine != "18xx" for info in TITLES.values())  # the card game among them


@pytest.mark.parametrize("title", sorted(TITLES))
def test_the_start_page_takes_players_and_options_from_the_registry(window, title):
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData(title))
    info = TITLES[title]
    assert (page.count_spin.minimum(), page.count_spin.maximum()) == info.players
    assert set(page.option_boxes) == {switch.key for switch in info.switches}


def title_texts() -> set[str]:
    """What the start page shows of the titles' packages: each switch of a new game (one per
    option unless the title groups them) and each scenario."""
    texts = set()
    for info in TITLES.values():
        texts |= {switch.description for switch in info.switches}
        if info.scenario is not None:
            low, high = info.players
            options = [o for s in info.switches for o in s.sets]
            for players in range(low, high + 1):
                texts |= {info.scenario(players, []), info.scenario(players, options)}
    return texts


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda path: path.stem)
def test_every_option_of_every_title_is_translated(ts):
    """The descriptions are English in the titles' packages (no Qt there): the translation
    files hold them by hand, which lupdate cannot check."""
    translated = {
        message.findtext("source")
        for context in ET.parse(ts).getroot().iter("context")
        if context.findtext("name") == OPTIONS_CONTEXT
        for message in context.iter("message")
    }
    assert title_texts() - translated == set()


@pytest.mark.parametrize("title", sorted(TITLES))
def test_each_title_s_screens_are_found_from_its_registry_entry(title):
    screens = screens_for(title)
    assert isinstance(screens, TitleScreens)
    own = (TITLE_SCREENS / f"{TITLES[title].package}.py").exists()
    assert (screens is not PLAIN) == own


def test_every_screens_module_belongs_to_a_title():
    packages = {info.package for info in TITLES.values()}
    modules = {path.stem for path in TITLE_SCREENS.glob("*.py")} - {"__init__"}
    assert modules <= packages
    assert {"g1856", "g1849", "g1880"} <= modules


def test_a_title_not_in_the_registry_gets_the_plain_screens():
    assert screens_for("1899") is PLAIN


@pytest.mark.parametrize(("title", "own"), [("1830", []), ("1856", ["Loans", "Capitalization"])])
def test_the_companies_table_shows_the_title_s_own_columns(qtbot, title, own):
    game = new_game(title, PLAYERS[:4])
    widget = PlayersWidget(TitleData.load(title))
    qtbot.addWidget(widget)
    widget.set_state(game.snapshot(), {str(p["id"]): p["name"] for p in PLAYERS})
    table = widget.corps
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert [word for word in ("Loans", "Capitalization") if word in headers] == own


@pytest.mark.parametrize(
    ("title", "narrow", "whole"),
    [("1856", {"Erst-\nausgabe": "Erstausgabe", "Marker": "Bahnhofsmarker", "Kurs": "Aktienkurs"},
      "Kapitalisierung"),
     ("1849", {"Betriebs-\nkapital": "Betriebskapital"}, "Kurswert")],
)  # fmt: skip
def test_the_companies_table_s_headers_are_narrow_with_the_whole_words_in_tooltips(
    window, qtbot, title, narrow, whole
):
    """A laptop's narrow table: the players' long names shortened, each still told from the
    others, the general words broken or shortened; a title's own word stays whole."""
    window.set_language("de")
    names = ("Annemarie", "Anneliese", "Eve")
    players = [{"id": i, "name": name} for i, name in enumerate(names, start=1)]
    game = new_game(title, players)
    widget = PlayersWidget(TitleData.load(title))
    qtbot.addWidget(widget)
    widget.set_state(game.snapshot(), {str(p["id"]): p["name"] for p in players})
    table = widget.corps
    items = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    tips = {item.text(): item.toolTip() for item in items if item is not None}
    assert {name: tips.get(name) for name in ("Annem.", "Annel.", "Eve")} == {
        "Annem.": "Annemarie", "Annel.": "Anneliese", "Eve": "Eve",
    }  # fmt: skip
    assert {header: tips.get(header) for header in narrow} == narrow
    assert whole in tips
