"""The deck editor of North American Railways: messages, saving, loading, sharing."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from railsdesk.games.nar import (
    deck_is_complete,
    deck_problems,
    list_decks,
    load_deck,
    practice_deck,
)
from railsdesk.ui.nar.deckeditor import NarDeckEditor
from railsdesk.ui.nar.session import decks_dir
from railsdesk.ui.nar.text import parse_dollars

LEFT = Qt.MouseButton.LeftButton


pytestmark = pytest.mark.usefixtures("english")


def make_editor(qtbot, folder) -> NarDeckEditor:
    editor = NarDeckEditor(folder)
    qtbot.addWidget(editor)
    editor.show()
    return editor


def type_deck(editor: NarDeckEditor, deck: dict) -> None:
    editor.name_edit.setText(deck["name"])
    for r, c in enumerate(deck["companies"]):
        editor.set_cell(editor.companies, r, 0, c["name"])
        editor.set_cell(editor.companies, r, 1, c["colour"])
    for r, c in enumerate(deck["start_cities"]):
        editor.set_cell(editor.starts, r, 0, c["name"])
        editor.set_cell(editor.starts, r, 1, f"${c['revenue']}")
    for r, c in enumerate(deck["cities"]):
        editor.set_cell(editor.cities, r, 0, c["name"])
        editor.set_cell(editor.cities, r, 1, str(c["cost"]))
        editor.set_cell(editor.cities, r, 2, str(c["revenue"]))
        editor.set_cell(editor.cities, r, 3, str(c["symbols"]))


def our_deck() -> dict:
    deck = practice_deck()
    deck["name"] = "Our copy"
    for i, c in enumerate(deck["cities"]):
        c["name"] = f"Town {i + 1}"
    return deck


def problems(editor) -> list[str]:
    return [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]


def test_the_decks_folder_is_in_the_user_data_folder(isolated_user_dirs):
    folder = decks_dir()
    assert folder.is_dir()
    assert folder.name == "decks"
    assert str(folder).startswith(str(isolated_user_dirs / "data"))


def test_a_new_deck_names_what_is_missing(qtbot, tmp_path):
    editor = make_editor(qtbot, tmp_path)
    texts = problems(editor)
    assert "The deck needs a name." in texts
    assert "Company 1: the name is missing" in texts
    # names and values of cities may stay empty: not known yet
    assert not any(t.startswith(("Start city", "City")) for t in texts)
    assert not editor.save_button.isEnabled()


def test_a_deck_with_only_its_companies_typed_in_can_be_saved(qtbot, tmp_path):
    editor = make_editor(qtbot, tmp_path)
    deck = our_deck()
    editor.name_edit.setText("Our copy")
    for r, c in enumerate(deck["companies"]):
        editor.set_cell(editor.companies, r, 0, c["name"])
    editor.set_cell(editor.cities, 4, 0, "Chicago")
    assert problems(editor) == []
    assert "41 cards have no name or values yet" in editor.status.text()
    path = editor.save()
    saved = load_deck(path)
    assert saved["cities"][4]["name"] == "Chicago" and saved["cities"][5]["name"] == ""
    assert saved["cities"][4]["cost"] is None
    assert not deck_is_complete(saved)
    assert "(incomplete)" in editor.deck_list.item(0).text()


def test_enter_in_a_cell_goes_down_and_presses_no_button(qtbot, tmp_path):
    editor = make_editor(qtbot, tmp_path)
    type_deck(editor, our_deck())
    before = editor.current_deck()
    editor.activateWindow()  # typing into a cell needs the focus (other windows may have it)
    qtbot.waitUntil(editor.isActiveWindow)
    editor.tabs.setCurrentIndex(2)
    table = editor.cities
    table.setFocus()
    table.setCurrentCell(3, 1)
    table.editItem(table.item(3, 1))
    assert table.state() == table.State.EditingState
    (editor_widget,) = table.viewport().findChildren(QLineEdit)
    editor_widget.selectAll()
    qtbot.keyClicks(editor_widget, "700")
    qtbot.keyClick(editor_widget, Qt.Key.Key_Return)
    qtbot.wait(10)
    assert table.item(3, 1).text() == "700"
    assert (table.currentRow(), table.currentColumn()) == (4, 1)
    qtbot.keyClick(table, Qt.Key.Key_Enter)
    assert (table.currentRow(), table.currentColumn()) == (5, 1)
    # the deck was not replaced by a new one, nothing else was pressed
    assert editor.name_edit.text() == "Our copy"
    assert editor.current_deck()["cities"][3]["cost"] == 700
    assert editor.current_deck()["cities"][0] == before["cities"][0]


def test_clicking_a_problem_goes_to_its_cell(qtbot, tmp_path):
    editor = make_editor(qtbot, tmp_path)
    type_deck(editor, our_deck())
    editor.set_cell(editor.cities, 20, 2, "350")
    item = editor.problem_list.item(0)
    assert item.text().startswith("City 21: the revenue")
    rect = editor.problem_list.visualItemRect(item)
    qtbot.mouseClick(editor.problem_list.viewport(), LEFT, pos=rect.center())
    assert editor.tabs.currentWidget() is editor.cities
    assert (editor.cities.currentRow(), editor.cities.currentColumn()) == (20, 2)
    assert editor.cities.state() == editor.cities.State.EditingState
    editor.set_cell(editor.starts, 2, 1, "x")
    item = next(
        editor.problem_list.item(i)
        for i in range(editor.problem_list.count())
        if editor.problem_list.item(i).text().startswith("Start city 3")
    )
    qtbot.mouseClick(
        editor.problem_list.viewport(), LEFT, pos=editor.problem_list.visualItemRect(item).center()
    )
    assert editor.tabs.currentWidget() is editor.starts
    assert (editor.starts.currentRow(), editor.starts.currentColumn()) == (2, 1)


def test_leaving_a_deck_with_problems_offers_no_save_that_cannot_work(
    qtbot, tmp_path, quiet_dialogs
):
    editor = make_editor(qtbot, tmp_path)
    type_deck(editor, our_deck())
    editor.set_cell(editor.cities, 3, 1, "250")
    editor.new_deck()  # the recorded answer is Discard
    kind, title, text = quiet_dialogs[-1]
    assert kind == "question"
    assert "cannot be saved while 1 problem remains" in text
    assert editor.name_edit.text() == ""


def test_bad_values_get_clear_messages_and_red_cells(qtbot, tmp_path):
    editor = make_editor(qtbot, tmp_path)
    type_deck(editor, our_deck())
    assert problems(editor) == []
    assert editor.save_button.isEnabled()
    assert "complete" in editor.status.text()
    editor.set_cell(editor.cities, 3, 1, "250")
    editor.set_cell(editor.cities, 5, 3, "4")
    editor.set_cell(editor.starts, 1, 1, "lots")
    editor.set_cell(editor.companies, 2, 1, "bleu-ish")
    editor.set_cell(editor.companies, 4, 0, "blue")
    editor.set_cell(editor.cities, 7, 2, "")
    texts = problems(editor)
    assert "City 4: the cost must be a multiple of $100 (0 or more), not 250" in texts
    assert "City 6: Coast-to-Coast symbols must be 0, 1, 2 or 3, not 4" in texts
    assert "Start city 2: the revenue must be a multiple of $100 (0 or more), not lots" in texts
    assert any(t.startswith('Company 3: "bleu-ish" is not a colour') for t in texts)
    assert "Company 5 has the same name as company 1" in texts
    assert any(t.startswith("City 8: enter cost, revenue and symbols together") for t in texts)
    assert not editor.save_button.isEnabled()
    assert ("cityTable", 3, 1) in editor.bad_cells
    assert editor.cities.item(3, 1).background().color().name() == "#f5b7b1"
    assert "problem" in editor.status.text()
    assert editor.save() is None


def test_amounts_may_be_typed_with_dollar_signs_and_grouping():
    assert parse_dollars("$1,200") == 1200
    assert parse_dollars("1.200") == 1200
    assert parse_dollars(" 600 ") == 600
    assert parse_dollars("") is None
    assert parse_dollars("six") == "six"


def test_save_list_and_load_round_trip(qtbot, tmp_path):
    folder = tmp_path / "decks"
    editor = make_editor(qtbot, folder)
    deck = our_deck()
    type_deck(editor, deck)
    path = editor.save()
    assert path is not None and path.parent == folder and path.name == "our-copy.json"
    entries = list_decks(folder)
    assert [(e.name, e.error) for e in entries] == [("Our copy", None)]
    assert editor.deck_list.count() == 1
    saved = load_deck(path)
    assert deck_problems(saved) == []
    assert [c["name"] for c in saved["cities"]] == [c["name"] for c in deck["cities"]]
    assert [c["cost"] for c in saved["cities"]] == [c["cost"] for c in deck["cities"]]
    assert [c["colour"] for c in saved["companies"]] == [c["colour"] for c in deck["companies"]]
    assert "practice" not in saved

    # a second editor lists and opens it: the cells show the same deck
    other = make_editor(qtbot, folder)
    assert other.deck_list.count() == 1
    other.deck_list.setCurrentRow(0)
    assert other.path == path
    assert other.name_edit.text() == "Our copy"
    assert other.cities.item(35, 0).text() == "Town 36"
    assert other.current_deck() == saved
    # an edit is saved into the same file
    other.set_cell(other.cities, 0, 0, "Chicago")
    assert other.modified
    assert other.save() == path
    assert load_deck(path)["cities"][0]["name"] == "Chicago"
    assert len(list_decks(folder)) == 1


def test_an_incomplete_deck_can_be_saved_for_companion_mode(qtbot, tmp_path):
    editor = make_editor(qtbot, tmp_path)
    deck = our_deck()
    type_deck(editor, deck)
    for c in (1, 2, 3):
        editor.set_cell(editor.cities, 10, c, "")
    editor.set_cell(editor.starts, 0, 1, "")
    assert problems(editor) == []
    assert "2 cards have no name or values yet" in editor.status.text()
    path = editor.save()
    saved = load_deck(path)
    assert saved["cities"][10]["cost"] is None and saved["start_cities"][0]["revenue"] is None
    assert "(incomplete)" in editor.deck_list.item(0).text()


def test_export_and_import_share_a_deck(qtbot, tmp_path):
    mine = make_editor(qtbot, tmp_path / "mine")
    type_deck(mine, our_deck())
    mine.save()
    shared = tmp_path / "to-give-away.json"
    assert mine.export_file(shared)
    assert load_deck(shared)["name"] == "Our copy"

    theirs = make_editor(qtbot, tmp_path / "theirs")
    target = theirs.import_file(shared)
    assert target is not None and target.parent == tmp_path / "theirs"
    assert theirs.deck_list.count() == 1
    assert theirs.name_edit.text() == "Our copy"
    assert load_deck(target) == load_deck(shared)
    # importing the same file again keeps both (a new file name)
    again = theirs.import_file(shared)
    assert again != target and theirs.deck_list.count() == 2


def test_a_broken_file_is_listed_with_its_reason_and_not_imported(qtbot, tmp_path, quiet_dialogs):
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    bad = practice_deck()
    bad["cities"][0]["cost"] = 250
    (tmp_path / "bad.json").write_text(json.dumps(bad), encoding="utf-8")
    editor = make_editor(qtbot, folder)
    item = editor.deck_list.item(0)
    assert "(cannot be read)" in item.text()
    assert "The JSON is broken at line 1" in item.toolTip()
    assert editor.import_file(tmp_path / "bad.json") is None
    kind, title, text = quiet_dialogs[-1]
    assert kind == "warning" and "cities[0].cost" in text
    assert len(list(folder.glob("*.json"))) == 1


def test_delete_a_deck(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    editor = make_editor(qtbot, tmp_path)
    type_deck(editor, our_deck())
    path = editor.save()
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    qtbot.mouseClick(editor.delete_button, LEFT)
    assert not path.exists()
    assert editor.deck_list.count() == 0
    assert editor.path is None


def test_the_practice_deck_is_named_in_the_players_language(window):
    """The practice deck's placeholder companies and cities, which a new game keeps as its
    names, are written in the language the game is started in."""
    from railsdesk.games.nar import practice_deck
    from railsdesk.ui.nar.newgame import in_players_language

    window.set_language("de")
    deck = in_players_language(practice_deck())
    assert [c["name"] for c in deck["companies"]][:4] == ["Blau", "Rot", "Grün", "Gesellschaft 4"]
    assert deck["cities"][28]["name"] == "Übungsstadt 29"
    assert deck["start_cities"][0]["name"] == "Übungsstartstadt 1"
