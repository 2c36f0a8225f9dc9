"""The 18xx window at 1366x768 in English, German and Dutch: no label, button, tab or column
header of the docks, the banner, the start page or the dialogs is cut."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QStyle,
    QTableWidget,
    QWidget,
)

from railsdesk.ui.session import GameSession
from tests.ui.helpers import cut_texts as shared_cut_texts
from tests.ui.test_hotseat import game_until, in_phase

LANGUAGES = ["en", "de", "nl"]


def header_cut(table: QTableWidget) -> list[str]:
    """Column headers whose words (each of their lines) do not fit their column."""
    header = table.horizontalHeader()
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    metrics = header.fontMetrics()
    problems = []
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        if item is None or header.isSectionHidden(column):
            continue
        widest = max(metrics.horizontalAdvance(line) for line in item.text().split("\n"))
        if widest + margin > header.sectionSize(column):
            problems.append(f"column header cut: {item.text()!r}")
    return problems


def cut_texts(root: QWidget) -> list[str]:
    """The shared check at the widgets' minimum widths, column headers by their words."""
    return shared_cut_texts(root, table_cut=header_cut)


@pytest.mark.parametrize("language", LANGUAGES)
def test_docks_banner_and_start_page_fit_a_laptop(window, qtbot, language):
    window.set_language(language)
    window.resize(1366, 768)
    qtbot.wait(50)
    assert cut_texts(window.start_page) == []
    window.show_document(GameSession(game_until(in_phase("4"), seed=4)))
    editor = window.editor
    qtbot.wait(200)
    assert cut_texts(editor.banner) + docks_cut(editor, qtbot) == []


def docks_cut(editor, qtbot) -> list[str]:
    """What is cut in each dock, brought to the front in turn."""
    problems = []
    for name, dock in editor.docks.items():
        dock.raise_()
        qtbot.wait(20)
        problems += [f"{name}: {problem}" for problem in cut_texts(dock)]
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_dialogs_fit(window, qtbot, language):
    from railsdesk.ui.correction import CorrectionDialog
    from railsdesk.ui.settingsdialog import SettingsDialog

    window.set_language(language)
    window.resize(1366, 768)
    settings = SettingsDialog(window.settings, window.languages, window)
    window.start_page.title_combo.setCurrentIndex(window.start_page.title_combo.findData("1830"))
    window.start_page._start(companion=True)
    correction = CorrectionDialog(window.document, window)
    for dialog in (settings, correction):
        dialog.show()
        qtbot.wait(20)
        assert cut_texts(dialog) == [], type(dialog).__name__
        dialog.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_1880_docks_and_its_order_track_fit_a_laptop(window, qtbot, language):
    from tests.ui.test_game_1880 import game_in_phase_b2

    window.set_language(language)
    window.resize(1366, 768)
    game, _ = game_in_phase_b2()
    window.show_document(GameSession(game))
    editor = window.editor
    qtbot.wait(200)
    assert "order" in editor.docks
    assert docks_cut(editor, qtbot) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_1849_operating_round_fits_a_laptop(window, qtbot, language):
    """1849's own columns (order, bond, E-token), the company order above the panel and the
    C.N.M.'s port buttons, in each language."""
    import random

    from railsdesk.games import new_game
    from railsdesk.random_play import choose

    players = [{"id": i, "name": n} for i, n in enumerate(("Anna", "Bruno", "Carla"), 1)]
    options = ["acquiring_station_tokens", "bonds", "electric_dreams"]
    game = new_game("1849", players, options, seed=1)
    rng = random.Random(1)
    while "assign" not in ((game.legal().get("companies") or {}).get("CNM") or {}).get(
        "actions", []
    ):
        game.process(choose(rng, game))
    window.set_language(language)
    window.resize(1366, 768)
    window.show_document(GameSession(game))
    editor = window.editor
    qtbot.wait(200)
    assert docks_cut(editor, qtbot) == []
