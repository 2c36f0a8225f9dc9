"""Recorded 1830, 1856, 1849 and 1880 games open in the window: the board shows the final tiles
and tokens and the docks show the final cash and shares."""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES, fixture_logs

LOGS = fixture_logs("1830")
LOGS_1856 = fixture_logs("1856")
LOGS_OTHERS = fixture_logs("1849") + fixture_logs("1880")


@pytest.mark.skipif(not LOGS, reason=f"no 1830 fixture logs at {FIXTURES}")
@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_log_opens_with_final_board_and_books(window, qtbot, path, quiet_dialogs):
    snap = open_and_check(window, qtbot, path, quiet_dialogs)
    laid = [h for h in snap["board"].hexes.values() if h.tile.name.split("-")[0].isdigit()]
    assert len(laid) > 10
    assert window.editor.log.list.count() > 100


@pytest.mark.skipif(not LOGS_1856, reason=f"no 1856 fixture logs at {FIXTURES}")
@pytest.mark.parametrize("path", LOGS_1856, ids=[p.stem for p in LOGS_1856])
def test_1856_log_opens_with_final_board_and_books(window, qtbot, path, quiet_dialogs):
    """Recorded 1856 games open with their final state."""
    open_and_check(window, qtbot, path, quiet_dialogs)


@pytest.mark.skipif(not LOGS_OTHERS, reason=f"no 1849 or 1880 fixture logs at {FIXTURES}")
@pytest.mark.parametrize("path", LOGS_OTHERS, ids=[p.stem for p in LOGS_OTHERS])
def test_1849_and_1880_logs_open_with_final_board_and_books(window, qtbot, path, quiet_dialogs):
    """Recorded 1849 and 1880 games open with their final state (1880's bank has no limit)."""
    open_and_check(window, qtbot, path, quiet_dialogs)


def open_and_check(window, qtbot, path, quiet_dialogs) -> dict:
    """Open the log; the board and the docks show the engine's final state."""
    from railsdesk.ui.money import format_money

    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.document is not None or bool(quiet_dialogs), timeout=60000)
    assert not quiet_dialogs, quiet_dialogs
    snap = window.document.snapshot()
    scene = window.editor.scene
    for hex_id, hex_ in snap["board"].hexes.items():
        item = scene.hex_items[hex_id]
        assert item.tile.name == hex_.tile.name, hex_id
        assert item.tile_rotation == hex_.rotation, hex_id
        for city_index, city in enumerate(hex_.cities):
            owners = [t.owner for t in item.token_items if t.city == city_index]
            assert owners == list(city.tokens), (hex_id, city_index)
    table = window.editor.players.players
    fmt = window.editor.data.currency_format
    pids = list(snap["players"])
    for row, pid in enumerate(pids):
        assert table.item(row, 1).text() == format_money(fmt, snap["players"][pid]["cash"])
    corps = window.editor.players.corps
    for row, sym in enumerate(snap["corporations"]):
        assert corps.item(row, 0).text() == sym
        for col, pid in enumerate(pids, start=1):
            pct = snap["players"][pid]["shares"].get(sym, 0)
            assert corps.item(row, col).text().rstrip("*") == (f"{pct}%" if pct else "")
    cash = snap["bank"]
    if cash is None:
        expected = "Bank unlimited"
    elif cash < 0:  # broken: what was paid out beyond it, in words
        expected = f"The bank has no money left ({format_money(fmt, -cash)} more paid out)"
    else:
        expected = f"Bank {format_money(fmt, cash)}"
    assert window.editor.bank_label.text() == expected
    return snap
