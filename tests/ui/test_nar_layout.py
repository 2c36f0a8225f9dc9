"""The card table at 1366x768 (and 1280x760) in English, German and Dutch: everything fits
without a horizontal scrollbar, and no text is elided or cut off (labels, buttons, tabs, table
columns, cards)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QWidget

from railsdesk.games.nar import NarGame, new_game, practice_deck
from railsdesk.ui.nar.dialogs import NarIncomeDialog, NarPriceDialog, NarProposalDialog
from railsdesk.ui.nar.session import NarSession
from tests.ui.helpers import compile_translations, layout_problems, open_window
from tests.ui.test_nar_table import choose, click, perform, proposal_layout, type_into

LONG_COMPANIES = [
    "Atchison, Topeka & Santa Fe",
    "Baltimore & Ohio",
    "Chesapeake & Ohio",
    "New York Central",
    "Pennsylvania",
]
LONG_CITIES = ["San Francisco", "Salt Lake City", "Philadelphia", "Minneapolis", "Indianapolis"]
PLAYERS = ["Annemarie", "Bartholomew", "Cleo", "Maximilian", "Eve"]


@pytest.fixture(scope="module")
def layout_qm(tmp_path_factory):
    return compile_translations(tmp_path_factory.mktemp("nar_layout_qm"))


def long_names_log(actions: int) -> dict:
    """A five-player game with long names after ``actions`` seeded moves."""
    deck = practice_deck()
    for company, name in zip(deck["companies"], LONG_COMPANIES, strict=True):
        company["name"] = name
    for k, name in enumerate(LONG_CITIES):
        deck["cities"][k * 7]["name"] = name
    players = [{"id": n.lower(), "name": n} for n in PLAYERS]
    log = new_game(deck, players, 3)
    game, rng = NarGame.from_log(log), random.Random(3)
    for _ in range(actions):
        if game.finished:
            break
        game.process(choose(game.legal_actions(), rng))
    log["actions"] = game.to_log()["actions"]
    return log


def cut_texts(root: QWidget) -> list[str]:
    """The shared check at the widgets' preferred widths."""
    return layout_problems(root, preferred=True)


@pytest.mark.parametrize("language", ["en", "de", "nl"])
@pytest.mark.parametrize("actions", [0, 45, 400])
@pytest.mark.parametrize("size", [(1366, 768), (1280, 760)])
def test_the_table_fits_a_laptop(qtbot, monkeypatch, layout_qm, language, actions, size):
    """1366x768 and the default window of 1280x760."""
    window = open_window(qtbot, monkeypatch, layout_qm)
    window.resize(*size)
    window.set_language(language)
    window.show_document(NarSession(long_names_log(actions)))
    table = window.editor.table
    qtbot.wait(50)
    if table.dialog is not None:  # the result at the end of the game
        assert cut_texts(table.dialog) == []
        table.dialog.done(0)
        qtbot.wait(20)
    assert (window.width(), window.height()) == size
    assert not table.left_scroll.horizontalScrollBar().isVisible()
    assert table.left_scroll.widget().width() <= table.left_scroll.viewport().width()
    for board in table.boards.values():  # all five boards lie inside the window
        right = board.mapTo(table, board.rect().topRight()).x()
        assert right <= table.width(), board.company
    cut = cut_texts(table)
    assert cut == [], "\n".join(cut)
    table.tabs.setCurrentIndex(1)
    qtbot.wait(20)
    assert cut_texts(table.forecast) == []
    table.session.dirty = False
    window.close_game(confirm=False)
    window.languages.switch("en")


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_dialogs_grow_to_show_their_refusals(qtbot, monkeypatch, layout_qm, language):
    window = open_window(qtbot, monkeypatch, layout_qm)
    window.set_language(language)
    log = proposal_layout()
    for company, name in zip(log["setup"]["deck"]["companies"], LONG_COMPANIES, strict=True):
        company["name"] = name
    window.show_document(NarSession(log))
    table = window.editor.table
    # Ann founds the first company, typing a price that is refused first
    click(qtbot, table.share_columns[0].bottom_card())
    dialog = table.dialog
    assert isinstance(dialog, NarPriceDialog)
    type_into(qtbot, dialog.price_edit, "650")
    click(qtbot, dialog.ok_button)
    assert dialog.problem.isVisible()
    assert cut_texts(dialog) == []
    type_into(qtbot, dialog.price_edit, "1900")
    click(qtbot, dialog.ok_button)
    # Bob proposes $800 for it: Ann ($100 left) is warned about the tie and cannot buy
    click(qtbot, table.share_columns[0].bottom_card())
    type_into(qtbot, table.dialog.price_edit, "800")
    click(qtbot, table.dialog.ok_button)
    dialog = table.dialog
    assert isinstance(dialog, NarProposalDialog) and dialog.warning.isVisible()
    assert cut_texts(dialog) == []
    click(qtbot, dialog.buy_button)
    assert dialog.problem.isVisible()
    assert cut_texts(dialog) == []
    table.session.dirty = False
    window.close_game(confirm=False)
    window.languages.switch("en")


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_income_dialog_shows_every_column(qtbot, monkeypatch, layout_qm, language):
    window = open_window(qtbot, monkeypatch, layout_qm)
    window.set_language(language)
    window.show_document(NarSession(long_names_log(0)))
    table = window.editor.table
    rng = random.Random(3)
    while not isinstance(table.dialog, NarIncomeDialog):
        perform(qtbot, table, choose(table.game.legal_actions(), rng))
    qtbot.wait(20)
    assert cut_texts(table.dialog) == []
    click(qtbot, table.dialog.back_button)
    table.session.dirty = False
    window.close_game(confirm=False)
    window.languages.switch("en")
