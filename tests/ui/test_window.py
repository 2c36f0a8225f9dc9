"""The main window: start page, a new game, actions through the panel, undo, languages,
settings, and opening a broken file."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from railsdesk.ui.settings import Settings
from tests.ui.conftest import PLAYERS


def test_window_opens_with_the_start_page(window):
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.title_combo.findData("1830") >= 0
    assert window.start_page.start_button.isVisible()
    assert not window.a_save.isEnabled()


def test_new_game_shows_board_docks_and_banner(window, qtbot):
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1830"))
    page.count_spin.setValue(4)
    for edit, p in zip(page.name_edits, PLAYERS, strict=True):
        edit.setText(p["name"])
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert window.document is not None
    assert window.stack.currentWidget() is window.editor.view
    assert len(window.editor.scene.hex_items) == 93
    assert set(window.editor.docks) == {
        "tiles",
        "manifest",
        "actions",
        "market",
        "trains",
        "players",
        "companies",
        "log",
    }
    assert "$" in window.editor.bank_label.text()
    names = [window.editor.players.players.item(r, 0).text() for r in range(4)]
    assert names == ["Alice", "Bob", "Carol", "Dave"]


def test_bid_through_the_panel_then_undo(window, qtbot):
    window.new_game("1830", PLAYERS, [], 0)
    legal = window.document.legal()
    assert "bid" in legal["actions"]
    first = legal["bid"][0]
    button = window.editor.panel.buttons[f"bid_{first['company']}"]
    cash_before = window.document.snapshot()["players"]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(window.document.actions()) == 1
    assert window.editor.log.list.count() == 1
    assert window.a_undo.isEnabled()
    window.a_undo.trigger()
    assert window.document.snapshot()["players"] == cash_before
    assert window.a_redo.isEnabled()


def test_language_switch_changes_visible_texts(window):
    assert window.m_game.title() == "&Game"
    assert window.start_page.start_button.text() == "Start game"
    window.set_language("de")
    assert window.m_game.title() == "&Spiel"
    assert window.start_page.start_button.text() == "Spiel starten"
    window.set_language("nl")
    assert window.m_game.title() == "&Spel"
    window.set_language("en")
    assert window.m_game.title() == "&Game"
    assert Settings().language == "en"


def test_language_is_remembered(window):
    window.set_language("de")
    assert Settings().language == "de"
    assert window.lang_actions["de"].isChecked()


def test_round_terms_follow_the_title(window):
    from railsdesk.ui.i18n import term

    window.set_language("de")
    assert term("1856", "Operating Round") == "Operationsrunde"
    assert term("1880", "Operating Round") == "Betriebsrunde"
    assert term("1830", "Stock Round") == "Aktienrunde"
    window.set_language("nl")
    assert term("1830", "Operating Round") == "Exploitatie-ronde"


def test_settings_persist(window):
    from railsdesk.ui.settingsdialog import SettingsDialog

    dialog = SettingsDialog(window.settings, window.languages, window)
    dialog.coords.setChecked(False)
    dialog.names.setChecked(False)
    dialog.scale.setValue(1.5)
    dialog.route_buttons[0].color = "#123456"
    window.apply_settings_dialog(dialog)
    again = Settings()
    assert again.show_coords is False and again.show_names is False
    assert again.ui_scale == 1.5
    assert again.route_colors[0] == "#123456"
    assert not window.a_coords.isChecked()


def test_corrupt_file_gives_a_dialog_and_is_left_alone(window, qtbot, tmp_path, quiet_dialogs):
    bad = tmp_path / "broken.json"
    content = '{"title": "1830", "actions": [ this is not json'
    bad.write_text(content, encoding="utf-8")
    window.open_file(str(bad))
    qtbot.waitUntil(lambda: bool(quiet_dialogs), timeout=10000)
    kind, title, text = quiet_dialogs[-1]
    assert kind == "critical"
    assert "broken.json" in text
    assert bad.read_text(encoding="utf-8") == content
    assert window.document is None


def test_docks_can_be_reset_and_layout_is_saved_per_title(window):
    window.new_game("1830", PLAYERS, [], 0)
    window.editor.docks["log"].close()
    window.close_game(confirm=False)
    assert Settings().layout_state("1830") is not None
    window.new_game("1830", PLAYERS, [], 0)
    assert not window.editor.docks["log"].isVisible()
    window.editor.reset_layout()
    assert window.editor.docks["log"].isVisible()


def test_history_view_is_read_only(window, qtbot):
    window.new_game("1830", PLAYERS, [], 0)
    for _ in range(2):
        legal = window.document.legal()
        opt = legal["bid"][0]
        window.editor.do_action(
            {"type": "bid", "entity": legal["entity"], "entity_type": "player",
             "company": opt["company"], "price": opt["min"]}
        )  # fmt: skip
    count = len(window.document.actions())
    assert count == 2
    window.editor.show_history(0)
    qtbot.waitUntil(lambda: window.editor.history.index == 0, timeout=10000)
    assert not window.editor.controller.enabled
    assert list(window.editor.panel.buttons) == ["play_on"]  # no move, only going on from here
    assert not window.editor.do_action({"type": "pass", "entity": 1, "entity_type": "player"})
    window.editor.show_history(-1)
    assert window.editor.history.index is None
    assert len(window.document.actions()) == count


def test_file_open_event_opens_the_game(qtbot, monkeypatch):
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QWidget

    from railsdesk.ui.app import FileOpenFilter

    opened = []
    host = QWidget()
    qtbot.addWidget(host)
    host.open_file = opened.append
    flt = FileOpenFilter(host)
    assert flt.eventFilter(host, QFileOpenEvent("/games/x.rdsave"))
    assert opened == ["/games/x.rdsave"]


def test_standing_bids_are_shown(qtbot):
    from PySide6.QtWidgets import QLabel

    from railsdesk.games import new_game
    from railsdesk.ui.actionpanel import ActionPanel
    from railsdesk.ui.titledata import TitleData

    names = ["Ann", "Bob", "Cy"]
    game = new_game("1830", [{"id": i, "name": n} for i, n in enumerate(names)])
    bid = {"type": "bid", "entity": 0, "entity_type": "player", "company": "CA", "price": 165}
    game.process(bid)
    panel = ActionPanel(TitleData.load("1830"))
    qtbot.addWidget(panel)
    panel.set_state(game.legal(), game.snapshot(), {str(i): n for i, n in enumerate(names)})
    label = panel.findChild(QLabel, "standingBids")
    assert label is not None and "Ann" in label.text() and "CA" in label.text()


@pytest.mark.parametrize("title", ["1830", "nar"])
def test_a_command_line_random_game_opens_with_the_windows_names(window, qtbot, tmp_path, title):
    """Random games name their players "Player 1"; the German window calls an unnamed seat
    "Spieler 1", and so it names theirs."""
    from railsdesk.cli import main

    path = tmp_path / "random.json"
    assert main(["random-game", title, "--players", "3", "--seed", "2", "-o", str(path)]) == 0
    window.set_language("de")
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.load_worker is None, timeout=30000)
    names = [p["name"] for p in window.document.players()]
    assert names == ["Spieler 1", "Spieler 2", "Spieler 3"]


def test_one_banner_and_no_old_message_after_games_opened_one_after_another(window):
    """The game opened last has the window's only banner, and the status bar says nothing of
    the game before it (a restored layout once showed a closed game's banner beside it)."""
    from PySide6.QtWidgets import QLabel, QToolBar

    from railsdesk.games import new_game
    from railsdesk.ui.session import GameSession

    players = [{"id": i, "name": f"P{i}"} for i in (1, 2, 3, 4)]
    for title in ("1830", "1856", "1830"):
        window.statusBar().showMessage("from the game before")
        window.show_document(GameSession(new_game(title, players, seed=3)))
        shown = [b for b in window.findChildren(QToolBar) if b.isVisibleTo(window)]
        banners = [b for b in shown if b.findChild(QLabel, "roundLabel") is not None]
        assert banners == [window.editor.banner], title
        assert window.statusBar().currentMessage() == ""


@pytest.mark.parametrize(
    ("screen", "remembered", "maximized"),
    [((1366, 728), False, True), ((2560, 1400), False, False), ((1366, 728), True, False)],
)
def test_the_first_start_fills_a_laptop_s_screen(
    qtbot, qm_dir, monkeypatch, screen, remembered, maximized
):
    """With no size of the player's own, a screen with little room around the default size
    (1366x768 less a taskbar) is filled; a large one gets the default size, and a window the
    player sized opens as he left it."""
    from PySide6.QtCore import QRect

    from railsdesk.ui import i18n
    from railsdesk.ui.app import build_window, create_app

    monkeypatch.setattr(i18n, "QM_DIR", qm_dir)
    if remembered:
        sized = build_window(create_app())
        qtbot.addWidget(sized)
        Settings().set_window_geometry(sized.saveGeometry())
    win = build_window(create_app())
    qtbot.addWidget(win)

    class Screen:
        def availableGeometry(self):  # noqa: N802 - Qt's name
            return QRect(0, 0, *screen)

    monkeypatch.setattr(win, "screen", Screen)
    win.show_at_start()
    assert win.isMaximized() is maximized


def test_closing_a_game_from_the_menu_asks_to_save_its_unsaved_moves(window, qtbot, quiet_dialogs):
    from railsdesk.games import new_game
    from railsdesk.random_play import choose
    from railsdesk.ui.session import GameSession

    game = new_game("1830", PLAYERS, [], seed=1)
    window.show_document(GameSession(game))
    window.document.process(choose(random.Random(1), game))
    assert window.document.dirty
    window.a_close.trigger()  # Game > Close game
    assert [kind for kind, _title, _text in quiet_dialogs] == ["question"]
    assert window.document is None  # closed, the moves discarded as answered


def test_a_panel_button_starts_with_a_capital_whatever_word_comes_first(qtbot):
    from railsdesk.ui.actionpanel import ActionPanel
    from railsdesk.ui.titledata import TitleData

    panel = ActionPanel(TitleData.load("1856"))
    qtbot.addWidget(panel)
    assert panel._button("right", "het tunnelrecht kopen voor $50").text() == (
        "Het tunnelrecht kopen voor $50"
    )


def test_the_stock_round_s_pass_reads_end_turn_after_a_purchase_or_sale(qtbot):
    from railsdesk.games import new_game
    from railsdesk.random_play import choose
    from railsdesk.ui.actionpanel import ActionPanel
    from railsdesk.ui.titledata import TitleData

    game = new_game("1830", PLAYERS, [], seed=3)
    rng = random.Random(3)
    panel = ActionPanel(TitleData.load("1830"))
    qtbot.addWidget(panel)
    names = {str(p["id"]): p["name"] for p in PLAYERS}
    seen = set()
    while seen != {False, True}:
        legal = game.legal()
        if "buy_shares" in legal["actions"]:
            panel.set_state(legal, game.snapshot(), names)
            word = "End turn" if legal["turn_acted"] else "Pass"
            assert panel.buttons["pass"].text().startswith(word)
            seen.add(legal["turn_acted"])
        game.process(choose(rng, game))


def test_the_status_bar_s_message_is_whole_in_its_tooltip(window):
    message = "A long line " * 30
    window.status.showMessage(message)
    assert window.status.toolTip() == message


def test_a_president_s_certificate_that_came_with_a_private_has_its_par_set_not_bought(qtbot):
    """1830's B&O private brings the B&O's president's certificate: its buyer sets the par."""
    from railsdesk.games import new_game
    from railsdesk.random_play import choose
    from railsdesk.ui.actionpanel import ActionPanel
    from railsdesk.ui.titledata import TitleData

    game = new_game("1830", PLAYERS, [], seed=1)
    rng = random.Random(1)
    while game.snapshot()["current"]["step"] != "par":
        game.process(choose(rng, game))
    panel = ActionPanel(TitleData.load("1830"))
    qtbot.addWidget(panel)
    panel.set_state(game.legal(), game.snapshot(), {str(p["id"]): p["name"] for p in PLAYERS})
    assert panel.buttons["par_B&O"].text() == "Choose a par value"


def test_the_private_bought_at_the_turn_s_end_is_marked_on_the_step_line(qtbot):
    """1830: after its trains a company may buy a private; the step line marks that, the
    turn's other parts done (seed 3: the 40th move)."""
    from railsdesk.games import new_game
    from railsdesk.random_play import choose
    from railsdesk.ui.actionpanel import ActionPanel
    from railsdesk.ui.titledata import TitleData

    game = new_game("1830", PLAYERS, [], seed=3)
    rng = random.Random(3)
    while [p for p in game.snapshot()["steps"] if p["status"] == "current"] != [
        {"name": "buy_company", "status": "current"}
    ]:
        game.process(choose(rng, game))
    panel = ActionPanel(TitleData.load("1830"))
    qtbot.addWidget(panel)
    panel.set_state(game.legal(), game.snapshot(), {str(p["id"]): p["name"] for p in PLAYERS})
    line = panel.steps.text()
    assert "▶ buy private companies" in line and "<s>buy trains</s>" in line
