"""A whole hotseat game of 1830 played through the window's own controls.

A seeded random player decides from the legal-moves query what to do (as the random games of
the command line do), and does it as a person would: clicks on the action panel's buttons,
values typed into its spin boxes, tiles dragged from the tray onto the board and turned with R,
token slots and route stops clicked on the board, Auto routes found by the worker thread. The
engine is never called to make a move. The game runs to its real end.
"""

from __future__ import annotations

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from tests.ui.players import LEFT, UiPlayer

PLAYERS = [{"id": 1, "name": "Alice"}, {"id": 2, "name": "Bob"}, {"id": 3, "name": "Carol"}]


def test_a_whole_game_through_the_window(window, qtbot, quiet_dialogs):
    page = window.start_page
    page.title_combo.setCurrentIndex(page.title_combo.findData("1830"))
    page.count_spin.setValue(len(PLAYERS))
    for edit, p in zip(page.name_edits, PLAYERS, strict=True):
        edit.clear()
        QTest.keyClicks(edit, p["name"])
    qtbot.mouseClick(page.start_button, LEFT)
    assert window.document is not None
    player = UiPlayer(window, qtbot, seed=3)
    undo = window.main_toolbar.widgetForAction(window.a_undo)
    redo = window.main_toolbar.widgetForAction(window.a_redo)
    for step in range(3000):
        if window.document.finished:
            break
        before = len(window.document.history())
        player.act()
        assert not quiet_dialogs, quiet_dialogs
        assert len(window.document.history()) == before + 1
        if step % 40 == 39 and not window.document.finished:
            # now and then the toolbar's Undo, then Redo: the same game goes on
            snap = window.document.snapshot()
            qtbot.mouseClick(undo, LEFT)
            assert len(window.document.history()) == before
            qtbot.mouseClick(redo, LEFT)
            assert len(window.document.history()) == before + 1
            assert window.document.snapshot() == snap
            player.done["undo and redo"] += 1
    snap = window.document.snapshot()
    assert snap["finished"], "the game did not end"
    done = player.done
    for kind in ("bid", "par", "buy_shares", "lay_tile", "place_token", "auto routes",
                 "routes by clicking", "dividend", "buy_train"):  # fmt: skip
        assert done[kind] > 0, (kind, done)
    # the books: certificates, worth and last revenue as the engine counts them
    fmt = window.editor.data.currency_format
    table, corps = window.editor.players.players, window.editor.players.corps
    for row, p in enumerate(snap["players"].values()):
        assert table.item(row, 0).text() == p["name"]
        assert table.item(row, 2).text().split("/")[0] == str(p["certs"])
        assert table.item(row, 3).text() == fmt % f"{p['value']:,}"
    last = corps.columnCount() - 1
    for row, (sym, c) in enumerate(snap["corporations"].items()):
        assert corps.item(row, 0).text() == sym
        expected = "" if c["last_revenue"] is None else fmt % f"{c['last_revenue']:,}"
        assert corps.item(row, last).text() == expected
    # the end: the panel shows the final standings by worth
    assert window.editor.panel.header.text() == "The game is over"
    texts = [lbl.text() for lbl in window.editor.panel.body.findChildren(QLabel)]
    for p in snap["players"].values():
        worth = window.editor.data.currency_format % f"{p['value']:,}"
        assert any(t.startswith(p["name"]) and worth in t for t in texts), (p, texts)
