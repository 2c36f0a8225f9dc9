"""North American Railways in the main window: the start page, the new-game dialog with its
deck choices, saving, opening, undo through the window's actions, autosave, languages."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QFileDialog

from railsdesk.games.nar import TITLE, NarGame, practice_deck, save_deck
from railsdesk.ui.nar.deckeditor import NarDeckEditor
from railsdesk.ui.nar.host import NarEditor
from railsdesk.ui.nar.newgame import NarNewGameDialog
from railsdesk.ui.nar.session import autosave_path, decks_dir
from railsdesk.ui.nar.table import NarTable
from tests.ui.helpers import compile_translations, open_window
from tests.ui.test_nar_glossary import TABLE_TERMS, visible_texts
from tests.ui.test_nar_table import perform

LEFT = Qt.MouseButton.LeftButton
ROOT = Path(__file__).resolve().parents[2]


def table_of(window) -> NarTable | None:
    """The card table the window shows, if any."""
    editor = window.editor
    return editor.table if isinstance(editor, NarEditor) else None


def open_and_wait(qtbot, window, path) -> None:
    """Open a file (read in a worker thread) and wait until it is shown or refused."""
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.load_worker is None, timeout=10000)


@pytest.fixture(scope="session")
def nar_qm(tmp_path_factory):
    """The translations compiled from translations/*.ts now (so that they hold the NAR texts)."""
    return compile_translations(tmp_path_factory.mktemp("nar_qm"))


@pytest.fixture
def nar_window(qtbot, nar_qm, monkeypatch):
    win = open_window(qtbot, monkeypatch, nar_qm)
    yield win
    win.languages.switch("en")
    if win.document is not None:
        win.document.dirty = False
    win.close_game(confirm=False)


def start_from_the_start_page(qtbot, window, names=("Ann", "Bob", "Cleo")) -> NarNewGameDialog:
    page = window.start_page
    index = page.title_combo.findData(TITLE)
    assert index >= 0, "the start page offers North American Railways"
    page.title_combo.setCurrentIndex(index)
    assert (page.count_spin.minimum(), page.count_spin.maximum()) == (3, 5)
    page.count_spin.setValue(len(names))
    for edit, name in zip(page.name_edits, names, strict=True):
        edit.setText(name)
    page.seed_spin.setValue(7)
    qtbot.mouseClick(page.start_button, LEFT)
    dialog = window.findChild(NarNewGameDialog)
    assert dialog is not None
    assert dialog.player_names() == list(names)
    assert dialog.seed_spin.value() == 7
    return dialog


def test_new_practice_game_from_the_start_page(qtbot, nar_window):
    dialog = start_from_the_start_page(qtbot, nar_window)
    assert dialog.practice_radio.isChecked()
    assert "NOT the published cards" in dialog.practice_note.text()
    qtbot.mouseClick(dialog.ok_button, LEFT)
    table = table_of(nar_window)
    assert isinstance(table, NarTable)
    assert nar_window.stack.currentWidget() is table
    log = table.session.log()
    assert log["seed"] == 7 and [p["name"] for p in log["players"]] == ["Ann", "Bob", "Cleo"]
    assert log["setup"]["deck"]["practice"] is True
    assert TITLE in nar_window.windowTitle()
    assert nar_window.a_save.isEnabled() and not nar_window.a_undo.isEnabled()
    # the same seed deals the same game
    from railsdesk.games.nar import new_game

    assert log == new_game(practice_deck(), log["players"], 7)


def test_new_game_with_a_saved_deck(qtbot, nar_window):
    deck = practice_deck()
    deck.pop("practice")
    deck["name"] = "Our copy"
    path = save_deck(deck, decks_dir())
    broken = decks_dir() / "broken.json"
    broken.write_text("{", encoding="utf-8")
    dialog = start_from_the_start_page(qtbot, nar_window)
    labels = [dialog.saved_combo.itemText(i) for i in range(dialog.saved_combo.count())]
    assert any("(cannot be read)" in t for t in labels)
    dialog.select_saved_deck(path)
    dialog.choose_start.setChecked(True)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    log = table_of(nar_window).session.log()
    assert log["setup"]["deck"]["name"] == "Our copy"
    assert log["setup"]["options"] == {"start_city": "choose"}


def test_new_companion_game(qtbot, nar_window):
    deck = practice_deck()
    deck["name"] = "Our copy"
    path = save_deck(deck, decks_dir())
    dialog = start_from_the_start_page(qtbot, nar_window)
    dialog.select_companion(path)
    assert dialog.companion_box.isVisibleTo(dialog)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert "Enter every share" in dialog.problem.text()
    assert table_of(nar_window) is None
    qtbot.mouseClick(dialog.deal_button, LEFT)
    dialog.first_combo.setCurrentIndex(1)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    table = table_of(nar_window)
    log = table.session.log()
    assert log["setup"]["first_player"] == "p2"
    assert log["card_choices"]["name"] == "Our copy"
    assert log["setup"]["deck"]["companion"] is True
    assert table.reveal_button.isVisible() and not table.reveal_button.isEnabled()
    assert table.game.current_player == "p2"


def test_too_many_shares_of_a_company_in_the_companion_display(qtbot, tmp_path):
    dialog = NarNewGameDialog(tmp_path, ["A", "B", "C"])
    qtbot.addWidget(dialog)
    dialog.select_companion()
    dialog.set_share_display([["blue"] * 7, ["red"] * 7, ["green"] * 7, ["company4"] * 7])
    with pytest.raises(Exception, match="only 6 exist"):
        dialog.game_log()


def test_save_close_and_open_again(qtbot, nar_window, tmp_path, monkeypatch, quiet_dialogs):
    dialog = start_from_the_start_page(qtbot, nar_window)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    table = table_of(nar_window)
    perform(qtbot, table, {"type": "take_share", "column": 2, "price": 700})
    assert nar_window.windowTitle().startswith("New game*")
    target = tmp_path / "nar-game.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    nar_window.a_save.trigger()
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["title"] == TITLE and len(data["actions"]) == 1
    assert nar_window.windowTitle().startswith("nar-game.json —")
    assert str(target) in nar_window.settings.recent_files
    nar_window.a_close.trigger()
    assert table_of(nar_window) is None
    assert nar_window.stack.currentWidget() is nar_window.start_page
    assert not [d for d in quiet_dialogs if d[0] == "question"]  # it was saved
    open_and_wait(qtbot, nar_window, target)
    table = table_of(nar_window)
    assert table is not None and table.session.path == str(target)
    assert table.session.log() == data
    assert isinstance(nar_window.editor, NarEditor)


def test_undo_redo_through_the_window_and_autosave(qtbot, nar_window):
    dialog = start_from_the_start_page(qtbot, nar_window)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    table = table_of(nar_window)
    perform(qtbot, table, {"type": "take_share", "column": 1, "price": 400})

    def autosaved() -> list:  # written once the change is drawn
        return json.loads(autosave_path().read_text(encoding="utf-8"))["actions"]

    qtbot.waitUntil(lambda: len(autosaved()) == 1)
    saved = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert nar_window.a_undo.isEnabled()
    nar_window.a_undo.trigger()
    assert table.game.actions == []
    assert nar_window.a_redo.isEnabled()
    qtbot.waitUntil(lambda: autosaved() == [])
    nar_window.a_redo.trigger()
    assert len(table.game.actions) == 1
    qtbot.waitUntil(lambda: len(autosaved()) == 1)
    # the autosave is offered for recovery and reopens as an unnamed game
    from railsdesk.ui.document import recovery_candidate

    assert recovery_candidate().autosave == autosave_path()
    table.session.dirty = False
    nar_window.recover(str(autosave_path()))
    qtbot.waitUntil(lambda: table_of(nar_window) is not table, timeout=10000)
    again = table_of(nar_window)
    assert again is not table and again.session.path is None
    assert again.session.log() == NarGame.from_log(saved).to_log()


def test_unsaved_game_asks_before_closing(qtbot, nar_window, quiet_dialogs):
    dialog = start_from_the_start_page(qtbot, nar_window)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    perform(qtbot, table_of(nar_window), {"type": "take_share", "column": 0, "price": 300})
    nar_window.a_new.trigger()  # back to the start page: asks (the test answers "Discard")
    assert quiet_dialogs[-1][0] == "question"
    assert table_of(nar_window) is None
    assert nar_window.stack.currentWidget() is nar_window.start_page


def test_a_broken_card_game_log_names_the_problem(qtbot, nar_window, tmp_path, quiet_dialogs):
    log = NarGame.from_log(
        __import__("railsdesk.games.nar", fromlist=["new_game"]).new_game(
            practice_deck(), ["A", "B", "C"], 1
        )
    ).to_log()
    log["actions"] = [{"type": "pass", "entity": "A"}]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    before = path.read_text(encoding="utf-8")
    open_and_wait(qtbot, nar_window, path)
    assert table_of(nar_window) is None  # the test's answer to "open it up to there?" is no
    kind, title, text = quiet_dialogs[-1]
    # the action counted from 1, as the command line counts
    assert kind == "warning" and "broken.json" in text and "Action 1 (pass by A)" in text
    assert path.read_text(encoding="utf-8") == before
    broken = {**log, "setup": {**log["setup"], "first_player": "zed"}}  # nothing to open
    path.write_text(json.dumps(broken), encoding="utf-8")
    open_and_wait(qtbot, nar_window, path)
    assert table_of(nar_window) is None and quiet_dialogs[-1][0] == "critical"


def test_a_card_game_log_opens_up_to_a_refused_action_when_asked(
    qtbot, nar_window, tmp_path, monkeypatch
):
    from PySide6.QtWidgets import QMessageBox

    start = __import__("railsdesk.games.nar", fromlist=["new_game"]).new_game(
        practice_deck(), ["A", "B", "C"], 1
    )
    game = NarGame.from_log(start)
    first = game.legal_actions()[0]
    log = {**game.to_log(), "actions": [first, {"type": "pass", "entity": first["entity"]}]}
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Open)
    )
    open_and_wait(qtbot, nar_window, path)
    assert table_of(nar_window) is not None
    assert nar_window.document.path is None and nar_window.document.history() == [first]


def test_language_switch_of_the_card_table(qtbot, nar_window):
    dialog = start_from_the_start_page(qtbot, nar_window)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    table = table_of(nar_window)
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 1000})
    actor = table.game.player_names[table.game.player_ids.index(table.game.current_player)]
    assert table.round_label.text() == f"Round 1 — Phase I: Trade shares — {actor} to act"
    assert table.share_title.text() == "Share display"
    nar_window.set_language("de")
    qtbot.wait(10)
    assert table.round_label.text() == (
        f"Runde 1 — Phase I: Aktien handeln — {actor} ist an der Reihe"
    )
    assert table.share_title.text() == "Aktienauslage"
    assert TITLE in nar_window.windowTitle()
    assert table.city_title.text() == "Stadtauslage"
    assert table.cash.button.text() == "Mein Geld zeigen"
    assert "gründet" in table.log.item(0).text() and "$1.000" in table.log.item(0).text()
    assert table.boards[table.game.company_ids[0]] is not None
    header = [table.players.horizontalHeaderItem(i).text() for i in (0,)]
    assert header == ["Spieler"]
    nar_window.set_language("nl")
    qtbot.wait(10)
    assert table.round_label.text() == (
        f"Ronde 1 — Fase I: Aandelen verhandelen — {actor} is aan de beurt"
    )
    assert table.share_title.text() == "Aandelenuitstalling"
    assert "richt" in table.log.item(0).text()
    nar_window.set_language("en")
    qtbot.wait(10)
    assert table.share_title.text() == "Share display"


def test_the_german_card_table_shows_the_rulebooks_key_terms(qtbot, nar_window):
    dialog = start_from_the_start_page(qtbot, nar_window)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    table = table_of(nar_window)
    perform(qtbot, table, {"type": "take_share", "column": 0, "price": 1000})  # founds one
    nar_window.set_language("de")
    qtbot.wait(10)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # widgets replaced
    texts = visible_texts(table)
    missing = [term for term in TABLE_TERMS if not any(term in t for t in texts)]
    assert not missing, missing
    assert not [t for t in texts if "share" in t], "English left on the German table"


def test_new_game_dialog_and_deck_editor_speak_german(qtbot, nar_window, tmp_path):
    nar_window.set_language("de")
    dialog = NarNewGameDialog(tmp_path, ["A", "B", "C"])
    qtbot.addWidget(dialog)
    assert dialog.practice_radio.text() == "Übungskarten"
    assert "NICHT die veröffentlichten Karten" in dialog.practice_note.text()
    editor = NarDeckEditor(tmp_path / "decks")
    qtbot.addWidget(editor)
    texts = [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    assert "Gesellschaft 5: Der Name fehlt" in texts
    assert editor.tabs.tabText(1) == "Startstädte"


def test_decks_button_opens_the_editor(qtbot, nar_window):
    dialog = start_from_the_start_page(qtbot, nar_window)
    qtbot.mouseClick(dialog.decks_button, LEFT)
    editor = nar_window.findChild(NarDeckEditor)
    assert editor is not None and editor.folder == decks_dir()
    deck = practice_deck()
    deck["name"] = "Typed in"
    deck.pop("practice")
    editor.set_deck(deck, None)
    editor.modified = True
    path = editor.save()
    assert path is not None
    editor.reject()
    labels = [dialog.saved_combo.itemText(i) for i in range(dialog.saved_combo.count())]
    assert "Typed in" in labels


def test_a_whole_card_game_shows_no_english(qtbot, nar_window, quiet_dialogs):
    """A practice game started in German and played to its end by random legal moves; every
    few moves the table in German and in Dutch shows no word of the program's English."""
    from railsdesk.games.nar.newgame import choose_random_action
    from tests.ui.test_glossary import english_words, words_of
    from tests.ui.test_nar_glossary import LANGUAGES, visible_texts

    nar_window.set_language("de")
    dialog = start_from_the_start_page(qtbot, nar_window)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    document = nar_window.document
    deck = document.game.to_log()["setup"]["deck"]
    names = [
        card["name"] for part in ("companies", "start_cities", "cities") for card in deck[part]
    ]
    names += document.game.player_names
    english = {lang: english_words(lang, names) for lang in LANGUAGES}
    rng = random.Random(7)
    for moves in range(2000):
        if moves % 10 == 0 or document.game.finished:
            for lang in LANGUAGES:
                nar_window.set_language(lang)
                qtbot.wait(1)
                texts = visible_texts(table_of(nar_window))
                leaked = sorted(words_of(texts) & english[lang])
                assert not leaked, f"{lang}, move {moves}: English {leaked[:5]} in {texts}"
        if document.game.finished:
            break
        assert document.process(choose_random_action(document.game.legal_actions(), rng))
    assert document.game.finished
