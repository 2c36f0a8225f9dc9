"""Hotseat play at one table: no traps in the gestures, refusals where the eye is, confirmations
for money between players, the panel and docks at laptop and large screen sizes."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QGroupBox, QLabel, QToolButton

from railsdesk.ui.actionbase import AmountField
from railsdesk.ui.session import GameSession
from tests.ui.conftest import PLAYERS

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def game_until(wanted, seed: int = 4):
    """A seeded random 1830 game stopped at the first moment where wanted(game, legal)."""
    from railsdesk.engine.readings import SITE
    from railsdesk.games import new_game
    from railsdesk.random_play import choose

    game = new_game("1830", PLAYERS, [], seed=seed, reading=SITE)
    rng = random.Random(seed)
    while not game.state.finished:
        legal = game.legal()
        if wanted(game, legal):
            return game
        game.process(choose(rng, game))
    raise AssertionError("no such moment in this game")


def can_lay(game, legal) -> bool:
    return "lay_tile" in legal["actions"] and bool(legal.get("lay_tile"))


def open_at(window, game):
    window.show_document(GameSession(game))
    return window.editor


def a_lay(editor) -> tuple[str, str]:
    """A tile the tray offers and a hex it may go on."""
    for hex_id, options in editor.controller.tool.options.items():
        for option in options:
            if option.get("rotations"):
                return option["tile"], hex_id
    raise AssertionError("nothing to lay")


def board_point(editor, hex_id: str) -> QPoint:
    view = editor.view
    view.set_zoom(0.6)
    view.centerOn(editor.scene.hex_centre(hex_id))
    return view.mapFromScene(editor.scene.hex_centre(hex_id))


def move_mouse(widget, at: QPoint) -> None:
    """A plain mouse move (no button held) as the window system sends it."""
    glob = widget.mapToGlobal(at)
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(at), QPointF(glob), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, NO_MOD)  # fmt: skip
    QApplication.sendEvent(widget, event)


def test_a_right_click_during_a_drag_cancels_it(window, qtbot):
    editor = open_at(window, game_until(can_lay))
    before = len(window.document.history())
    tile, hex_id = a_lay(editor)
    editor.docks["tiles"].raise_()
    button = editor.tray.buttons[tile]
    editor.tray.ensureWidgetVisible(button)
    target = editor.view.viewport().mapToGlobal(board_point(editor, hex_id))
    start = QPoint(button.width() // 2, button.height() // 2)
    QTest.mousePress(button, LEFT, NO_MOD, start)
    QTest.mouseMove(button, start + QPoint(12, 0))
    QTest.mouseMove(button, button.mapFromGlobal(target))
    assert editor.controller.tool.hex == hex_id and editor.scene.preview.isVisible()
    # the right button goes where the mouse is grabbed: the tray's button
    QTest.mousePress(button, RIGHT, NO_MOD, button.mapFromGlobal(target))
    QTest.mouseRelease(button, RIGHT, NO_MOD, button.mapFromGlobal(target))
    QTest.mouseRelease(button, LEFT, NO_MOD, button.mapFromGlobal(target))
    assert not editor.controller.tool.active
    assert not editor.scene.preview.isVisible()
    assert len(window.document.history()) == before, "the tile was laid"


def test_a_right_click_cancels_a_carried_tile(window, qtbot):
    editor = open_at(window, game_until(can_lay))
    before = len(window.document.history())
    tile, hex_id = a_lay(editor)
    editor.docks["tiles"].raise_()
    button = editor.tray.buttons[tile]
    qtbot.mouseClick(button, LEFT)  # carry it
    at = board_point(editor, hex_id)
    move_mouse(editor.view.viewport(), at)
    assert editor.controller.tool.active and editor.scene.preview.isVisible()
    QTest.mouseClick(editor.view.viewport(), RIGHT, NO_MOD, at)
    assert not editor.controller.tool.active and not editor.scene.preview.isVisible()
    QTest.mouseClick(editor.view.viewport(), LEFT, NO_MOD, at)
    assert len(window.document.history()) == before


def can_buy_a_private(game, legal) -> bool:
    return "buy_company" in legal["actions"] and bool(legal.get("buy_company"))


def test_buying_a_players_private_names_the_owner_and_asks_first(window, qtbot):
    game = game_until(can_buy_a_private)
    legal = game.legal()
    option = legal["buy_company"][0]
    sym = option["company"]
    buyer_id = legal["entity"]  # in 1830's stock round a player buys from another player
    snap = game.snapshot()
    buyer = snap["players"][str(buyer_id)]["name"]
    seller = snap["players"][str(option["owner"])]["name"]
    editor = open_at(window, game)
    panel = editor.panel
    face = editor.data.companies[sym]["value"]
    spin = panel.findChild(AmountField, f"company_amount_{sym}")
    assert spin.value() == min(max(face, option["min"]), option["max"])  # not all the cash
    texts = " ".join(label.text() for label in panel.findChildren(QLabel))
    assert f"owned by {seller}" in texts
    before = len(window.document.history())
    qtbot.mouseClick(panel.buttons[f"company_{sym}"], LEFT)
    assert len(window.document.history()) == before, "bought without asking"
    confirm = panel.findChild(QLabel, "confirmText").text()
    name = editor.data.company_name(sym)
    assert confirm == f"{buyer} buys {name} from {seller} for ${spin.value()}."
    qtbot.mouseClick(panel.buttons["confirm_back"], LEFT)  # changed my mind
    assert len(window.document.history()) == before
    qtbot.mouseClick(panel.buttons[f"company_{sym}"], LEFT)
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert len(window.document.history()) == before + 1
    assert window.document.snapshot()["companies"][sym] == buyer_id


def drag_to(editor, tile: str, hex_id: str) -> None:
    """Press on the tray's tile, move over the hex and release there."""
    editor.docks["tiles"].raise_()
    button = editor.tray.buttons[tile]
    editor.tray.ensureWidgetVisible(button)
    target = editor.view.viewport().mapToGlobal(board_point(editor, hex_id))
    start = QPoint(button.width() // 2, button.height() // 2)
    QTest.mousePress(button, LEFT, NO_MOD, start)
    QTest.mouseMove(button, start + QPoint(12, 0))
    QTest.mouseMove(button, button.mapFromGlobal(target))
    QTest.mouseRelease(button, LEFT, NO_MOD, button.mapFromGlobal(target))


def test_a_refused_drop_is_explained_at_the_hex_and_in_the_panel(window, qtbot):
    game = game_until(can_lay)
    editor = open_at(window, game)
    tile, _ = a_lay(editor)
    legal_hexes = set(editor.controller.tool.hexes_for(tile))
    board = window.document.board
    wrong = next(
        h for h, hex_ in board.hexes.items() if h not in legal_hexes and hex_.tile.color == "white"
    )
    before = len(window.document.history())
    drag_to(editor, tile, wrong)
    assert len(window.document.history()) == before
    bubble = editor.scene.refusal
    assert bubble.isVisible() and wrong in bubble.text
    assert bubble.pos().x() == editor.scene.hex_centre(wrong).x()
    note = editor.panel.findChild(QLabel, "refusalNote")
    assert note.isVisible() and note.text() == bubble.text
    # the next try puts the old refusal away
    drag_to(editor, *a_lay(editor))
    assert not bubble.isVisible() and not note.isVisible()


def test_hexes_reserved_by_privates_are_marked_and_explained(window, qtbot):
    game = game_until(can_lay)
    editor = open_at(window, game)
    blocked = window.document.snapshot()["blocked_hexes"]
    assert blocked, "1830's privates reserve hexes until they are bought"
    symbols = {c["name"]: sym for sym, c in editor.data.companies.items()}
    for hex_id, item in editor.scene.hex_items.items():
        assert item.blocker == symbols.get(blocked.get(hex_id))
    hex_id, company = next(iter(blocked.items()))
    assert company in editor.scene.hex_items[hex_id].toolTip()
    at = board_point(editor, hex_id)
    QTest.mouseClick(editor.view.viewport(), LEFT, NO_MOD, at)
    text = editor.panel.findChild(QLabel, "refusalNote").text()
    assert "reserved by the private company" in text and company in text
    assert editor.scene.refusal.isVisible()


def must_buy_and_can_pay(game, legal) -> bool:
    if "buy_train" not in legal["actions"] or "pass" in legal["actions"]:
        return False
    cash = game.snapshot()["corporations"][legal["entity"]]["cash"]
    prices = [o["price"] for o in legal["buy_train"] if "price" in o]
    return bool(prices) and min(prices) <= cash


def test_a_company_that_can_pay_for_its_train_sees_no_emergency(window, qtbot):
    window.resize(1280, 760)
    editor = open_at(window, game_until(must_buy_and_can_pay, seed=3))
    panel = editor.panel
    assert panel.findChild(QLabel, "emergencyNote") is None
    titles = [box.title() for box in panel.findChildren(QGroupBox)]
    assert "Sell shares" not in titles and "Buy trains" in titles


def nothing_to_lay(game, legal) -> bool:
    options = legal.get("lay_tile") or {}
    return "lay_tile" in legal["actions"] and not any(
        o.get("rotations") for opts in options.values() for o in opts
    )


def test_no_drag_hint_when_no_tile_can_be_laid(window, qtbot):
    editor = open_at(window, game_until(nothing_to_lay, seed=3))
    texts = [label.text() for label in editor.panel.findChildren(QLabel)]
    assert "No tile can be laid now." in texts
    assert not any(text.startswith("Drag a tile") for text in texts)


def many_shares(game, legal) -> bool:
    return len(legal.get("buy_shares") or []) + len(legal.get("sell_shares") or []) >= 12


def test_pass_stays_in_view_and_a_new_turn_starts_at_the_top(window, qtbot):
    window.resize(1280, 760)
    editor = open_at(window, game_until(many_shares, seed=3))
    panel = editor.panel
    editor.docks["actions"].raise_()
    qtbot.waitUntil(lambda: panel.scroll_area.verticalScrollBar().maximum() > 0)
    button = panel.buttons["pass"]
    assert button.isVisible()
    top_left = button.mapTo(panel, QPoint(0, 0))
    assert panel.rect().contains(top_left) and top_left.y() + button.height() <= panel.height()
    bar = panel.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum())
    qtbot.mouseClick(button, LEFT)
    assert bar.value() == 0


def in_phase(name: str):
    return lambda game, legal: game.snapshot()["phase"] == name


def test_trains_left_counts_every_train_the_bank_still_has(window, qtbot):
    for phase in ("2", "3", "4", "5"):
        game = game_until(in_phase(phase))
        editor = open_at(window, game)
        table = editor.trains.table
        shown = {table.item(r, 0).text(): table.item(r, 2).text() for r in range(table.rowCount())}
        expected = {t["name"]: "0" for t in editor.data.trains}
        for train in game.state.depot.upcoming:  # the engine's own list of unsold trains
            expected[train.name] = str(int(expected[train.name]) + 1)
        expected["D"] = "∞"
        assert shown == expected, phase


def wheel(widget, steps: int) -> None:
    at = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, NO_MOD,
                        Qt.ScrollPhase.NoScrollPhase, False)  # fmt: skip
    QApplication.sendEvent(widget, event)


def can_par(game, legal) -> bool:
    return "par" in legal["actions"] and len(legal.get("buy_shares") or []) >= 4


def test_the_wheel_scrolls_the_panel_and_leaves_values_alone(window, qtbot):
    window.resize(1280, 760)
    editor = open_at(window, game_until(can_par))
    panel = editor.panel
    editor.docks["actions"].raise_()
    more = panel.findChild(QToolButton, "par_more")
    if more is not None:
        qtbot.mouseClick(more, LEFT)  # all the pars shown
    window.resize(1280, 600)  # a panel too short for its controls
    qtbot.waitUntil(lambda: panel.scroll_area.verticalScrollBar().maximum() > 0)
    combo = panel.findChildren(QComboBox)[0]
    bar = panel.scroll_area.verticalScrollBar()
    chosen = combo.currentIndex()
    wheel(combo, -1)
    assert combo.currentIndex() == chosen, "the par value changed"
    assert bar.value() > 0, "the panel did not scroll"
    combo.setFocus()
    wheel(combo, -1)  # a field being edited still takes the wheel
    assert combo.currentIndex() == chosen + 1


def test_the_wheel_never_changes_a_price(window, qtbot):
    game = game_until(can_buy_a_private)
    sym = game.legal()["buy_company"][0]["company"]
    editor = open_at(window, game)
    editor.docks["actions"].raise_()
    field = editor.panel.findChild(AmountField, f"company_amount_{sym}")
    price = field.value()
    wheel(field, 1)
    assert field.value() == price, "the wheel changed a price nobody was editing"
    field.setFocus()
    wheel(field, 1)
    assert field.value() == price, "a typed price changes only by typing"


def test_the_arrow_keys_in_the_log_move_the_board_through_history(window, qtbot):
    editor = open_at(window, game_until(can_lay))
    log = editor.log.list
    editor.docks["log"].raise_()
    index_of = [log.item(row).data(Qt.ItemDataRole.UserRole) for row in range(log.count())]
    present = max(index_of)
    # a row whose entry above and below belong to other earlier actions
    row = next(
        r
        for r in range(log.count() - 2, 0, -1)
        if len({index_of[r - 1], index_of[r], index_of[r + 1], present}) == 4
    )
    log.setFocus()
    qtbot.mouseClick(log.viewport(), LEFT, NO_MOD, log.visualItemRect(log.item(row)).center())
    qtbot.waitUntil(lambda: editor.history.index == index_of[row], timeout=10000)
    QTest.keyClick(log, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: editor.history.index == index_of[row - 1], timeout=10000)
    assert editor.round_label.text().startswith("History")
    QTest.keyClick(log, Qt.Key.Key_Down)
    QTest.keyClick(log, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: editor.history.index == index_of[row + 1], timeout=10000)
    QTest.keyClick(log, Qt.Key.Key_End)  # the last entry is the present
    qtbot.waitUntil(lambda: editor.history.index is None, timeout=10000)


def test_docks_grow_and_shrink_with_the_window(window, qtbot):
    """Each dock keeps its share of the default layout's size for its side (the layout
    itself may give a dock more: the players' table's width)."""
    from railsdesk.ui.boardeditor import bottom_height, default_dock_sizes

    editor = open_at(window, game_until(can_lay))
    docks = editor.docks
    qtbot.wait(100)
    measured = {"tiles": 0, "actions": 1, "companies": 2}  # the dock of each side
    defaults = default_dock_sizes(window.width(), window.height())

    def size(key: str) -> int:
        return bottom_height(window, docks[key]) if key == "companies" else docks[key].width()

    shares = {key: size(key) / defaults[side] for key, side in measured.items()}
    for width, height in ((2560, 1440), (1366, 768), (3840, 2160)):
        window.resize(width, height)
        defaults = default_dock_sizes(width, height)

        def near(key: str, defaults=defaults) -> bool:
            wanted = shares[key] * defaults[measured[key]]
            return abs(size(key) - wanted) <= 0.04 * wanted + 4  # Qt rounds, keeps minimums

        qtbot.waitUntil(lambda: all(near(key) for key in measured))


def test_the_stock_market_keeps_the_markers_in_view(window, qtbot):
    editor = open_at(window, game_until(in_phase("4"), seed=4))
    editor.docks["market"].raise_()
    market = editor.market
    area = editor.docks["market"].widget()
    assert market.tokens, "no company has a share price yet"

    def all_in_view() -> bool:
        seen = (
            area.viewport()
            .rect()
            .translated(area.horizontalScrollBar().value(), area.verticalScrollBar().value())
        )
        return seen.contains(market.markers_rect().center())

    qtbot.waitUntil(all_in_view)
    area.horizontalScrollBar().setValue(0)
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())
    window.editor.refresh()  # the next change of the game brings them back
    assert all_in_view()


def test_place_names_stay_readable_on_the_fitted_board_of_a_laptop(window, qtbot):
    from statistics import median

    from railsdesk.ui.board.items import name_growth, name_layout

    editor = open_at(window, game_until(can_lay))
    qtbot.wait(50)  # the docks laid out around the board
    editor.view.fit()
    zoom = editor.view.zoom()
    assert zoom < 0.3  # the whole map in the board's share of 1366x768
    sizes = []
    for item in editor.scene.hex_items.values():
        if item.location_name:
            rect, px, _ = name_layout(
                item.tile, item.tile_rotation, item.layout, item.location_name
            )
            room = item.shape().boundingRect().width() - 8
            sizes.append((px * zoom, px * zoom * name_growth(px, zoom, rect.width(), room)))
    assert all(grown >= plain for plain, grown in sizes)
    assert median(plain for plain, _ in sizes) < 3.5  # what the names were: unreadable
    assert median(grown for _, grown in sizes) >= 7.0  # on screen, in pixels


def test_the_tile_preview_shows_the_place_name_and_hides_the_old_tile(window, qtbot):
    editor = open_at(window, game_until(can_lay))
    named = [
        (tile, hex_id)
        for hex_id, options in editor.controller.tool.options.items()
        for option in options
        if option.get("rotations") and editor.scene.hex_items[hex_id].location_name
        for tile in [option["tile"]]
    ]
    assert named, "no lay on a named hex at this moment"
    tile, hex_id = named[0]
    editor.controller.begin(tile)
    editor.controller.hover_hex(hex_id)
    preview = editor.scene.preview
    assert preview.isVisible()
    assert preview.location_name == editor.scene.hex_items[hex_id].location_name
    assert preview.opacity() == 1.0  # no revenue of the old tile shows through
    # what is drawn: the name's plate and text appear in the preview's own picture
    image = QImage(300, 300, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(150, 150)
    preview.paint(painter, None)
    painter.end()
    without = QImage(image)
    without.fill(0)
    painter = QPainter(without)
    painter.translate(150, 150)
    preview.location_name = None
    preview.paint(painter, None)
    painter.end()
    assert image != without


def test_the_log_tells_why_the_game_ended_in_words():
    from railsdesk.ui.logtext import translate_log_entry

    def money(value):
        return f"${value}"

    ended = {"key": "game_over", "params": {"reason": "bank"}, "text": "The game ends (bank)"}
    assert translate_log_entry(ended, money) == "The game ends (the bank has broken)"
    broke = {"key": "game_over", "params": {"reason": "bankrupt"}}
    assert translate_log_entry(broke, money) == "The game ends (a player is bankrupt)"


def test_start_page_options_follow_the_language(window):
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1830"))
    english = {name: box.text() for name, box in page.option_boxes.items()}
    assert english["optional_6_train"] == "A third 6-train"
    window.set_language("de")
    assert page.option_boxes["optional_6_train"].text() == "Eine dritte 6er-Lok"
    page.title_combo.setCurrentIndex(page.title_combo.findData("1849"))
    page.title_combo.setCurrentIndex(page.title_combo.findData("1830"))
    assert page.option_boxes["optional_6_train"].text() == "Eine dritte 6er-Lok"


def test_start_page_names_and_long_options_follow_the_language(window, qtbot):
    from PySide6.QtWidgets import QLineEdit

    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1830"))
    window.set_language("nl")
    assert page.findChild(QLineEdit, "playerName1").placeholderText() == "Speler 1"
    option = page.option_boxes["multiple_brown_from_ipo"]
    assert option.text().startswith("Ook uit het initiële aanbod")
    assert option.label.wordWrap()  # the longest variant wraps instead of being cut
    qtbot.mouseClick(option.label, LEFT)  # a click on the text ticks the box
    assert option.isChecked()
    qtbot.mouseClick(option.box, LEFT)
    assert not option.isChecked()
    assert "multiple_brown_from_ipo" not in option.toolTip()  # no engine identifier


def test_refusals_read_without_double_brackets_in_german_and_dutch(window):
    for language in ("de", "nl"):
        window.set_language(language)
        window.new_game("1830", PLAYERS, [], 0)
        controller = window.editor.controller
        controller.tool.options = {"H4": [{"tile": "57", "tile_id": "57-0", "rotations": [0]}]}
        text = controller.reason("H4", "15")  # a brown tile on a white hex
        assert "H4 (Columbus)" in text and "((" not in text and "))" not in text, text
        window.close_game(confirm=False)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_players_and_companies_tables_show_every_column_on_a_laptop(window, qtbot, language):
    window.resize(1366, 768)
    window.set_language(language)
    editor = open_at(window, game_until(in_phase("4"), seed=4))
    qtbot.wait(200)  # the layout settled
    for table in (editor.players.players, editor.players.corps):
        columns = table.horizontalHeader().length()
        assert 0 < columns <= table.viewport().width(), table.objectName()
        assert not table.horizontalScrollBar().isVisible()


def test_the_players_dock_widens_when_its_table_grows(window, qtbot):
    window.resize(1366, 768)
    editor = open_at(window, game_until(in_phase("4"), seed=4))
    qtbot.wait(100)
    dock, table = editor.docks["players"], editor.players.players
    window.resizeDocks([dock], [250], Qt.Orientation.Horizontal)  # narrower than the table
    qtbot.waitUntil(lambda: table.horizontalHeader().length() > table.viewport().width())
    editor.refresh()  # the next change of the game
    qtbot.waitUntil(lambda: table.horizontalHeader().length() <= table.viewport().width())


def can_buy_a_companys_train(game, legal) -> bool:
    return any("max" in option for option in legal.get("buy_train") or [])


def test_a_train_from_another_company_names_both_presidents_and_asks_first(window, qtbot):
    game = game_until(can_buy_a_companys_train)
    legal = game.legal()
    index, option = next((i, o) for i, o in enumerate(legal["buy_train"]) if "max" in o)
    snap = game.snapshot()
    names = {str(p["id"]): p["name"] for p in PLAYERS}

    def with_president(sym: str) -> str:
        return f"{sym} ({names[str(snap['corporations'][sym]['president'])]})"

    editor = open_at(window, game)
    panel = editor.panel
    spin = panel.findChild(AmountField, f"train_amount_{index}")
    before = len(window.document.history())
    qtbot.mouseClick(panel.buttons[f"train_{index}"], LEFT)
    assert len(window.document.history()) == before, "bought without asking"
    name = str(option["train"]).split("-")[0]
    assert panel.findChild(QLabel, "confirmText").text() == (
        f"{with_president(legal['entity'])} buys a {name} train from "
        f"{with_president(option['source'])} for ${spin.value()}."
    )
    qtbot.mouseClick(panel.buttons["confirm"], LEFT)
    assert len(window.document.history()) == before + 1
    assert window.document.history()[-1]["type"] == "buy_train"


def test_a_long_symbol_widens_its_market_marker_instead_of_being_cut(qapp):
    from PySide6.QtGui import QFont, QFontMetricsF

    from railsdesk.ui.docks.market import fitted_font, marker_width

    base = QFont()
    base.setPixelSize(9)
    disc = 10.0
    font = fitted_font(base, "NYNH", disc - 2)
    text = QFontMetricsF(font).horizontalAdvance("NYNH")
    assert marker_width(font, "NYNH", disc, room=60) >= text  # the whole symbol inside
    assert marker_width(font, "NYNH", disc, room=12) == 12  # never beyond the cell
    assert marker_width(fitted_font(base, "B", disc - 2), "B", disc, room=60) == disc


def test_pass_keys_do_not_run_on_into_the_next_round(window, qtbot, monkeypatch):
    from railsdesk.engine.readings import SITE
    from railsdesk.games import new_game
    from railsdesk.random_play import choose
    from railsdesk.ui import actionbase

    monkeypatch.setattr(actionbase, "ROUND_KEY_PAUSE", 60)  # longer than the test's waits
    session = GameSession(new_game("1830", PLAYERS, [], seed=1, reading=SITE))
    window.show_document(session)
    rng = random.Random(1)
    auction = session.snapshot()["round_label"]
    while session.snapshot()["round_label"] == auction:  # the auction played to its end
        assert session.process(choose(rng, session.game))
    panel = window.editor.panel
    qtbot.waitUntil(lambda: panel.buttons["pass"].isVisible())
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    before = len(session.history())
    QTest.keyClick(window, Qt.Key.Key_P)  # a press meant for the auction
    qtbot.wait(300)  # a key clicks its button after a short press (animateClick)
    assert len(session.history()) == before  # the stock round's first turn is not passed
    panel.single_clicks.keys_from = 0.0  # the moment is over
    QTest.keyClick(window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: len(session.history()) == before + 1)


def test_the_privates_a_company_owns_are_in_the_companies_table(window, qtbot):
    """A column of its own once a company owns one (seed 1: the first company to buy one)."""
    from railsdesk.engine.readings import SITE
    from railsdesk.games import new_game
    from railsdesk.random_play import choose

    game = new_game("1830", PLAYERS, [], seed=1, reading=SITE)
    rng = random.Random(1)
    corps = game.state.corporations
    window.show_document(GameSession(game))
    table = window.editor.players.corps
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert not any(h.replace("\n", " ") == "Private companies" for h in headers)
    while not any(c.companies for c in corps):
        game.process(choose(rng, game))
    owner = next(c for c in corps if c.companies)
    window.show_document(GameSession(game))
    table = window.editor.players.corps
    headers = [table.horizontalHeaderItem(c).text().replace("\n", " ")
               for c in range(table.columnCount())]  # fmt: skip
    column = headers.index("Private companies")
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == owner.sym)
    assert table.item(row, column).text() == ", ".join(c.sym for c in owner.companies)
    assert owner.companies[0].name in table.item(row, column).toolTip()
