"""Laying a tile: legal hexes light up, R cycles legal rotations, drop sends lay_tile."""

from __future__ import annotations

from PySide6.QtCore import Qt

from railsdesk.ui.board.controller import BoardController
from railsdesk.ui.board.scene import BoardScene
from railsdesk.ui.board.view import BoardView
from railsdesk.ui.docks import TileTray
from railsdesk.ui.laytool import LayTool
from railsdesk.ui.titledata import TitleData

LEGAL = {
    "entity": "PRR",
    "entity_type": "corporation",
    "actions": ["lay_tile", "place_token", "pass"],
    "lay_tile": {
        "H10": [
            {"tile": "57", "tile_id": "57-0", "rotations": [1, 4], "cost": 0},
            {"tile": "7", "tile_id": "7-0", "rotations": [0, 2, 5], "cost": 0},
        ],
        "G11": [{"tile": "57", "tile_id": "57-1", "rotations": [2], "cost": 120}],
    },
    "place_token": [{"city": "H12-0-0", "hex": "H12", "city_index": 0, "slot": 0, "cost": 40}],
}


def test_laytool_logic_without_widgets():
    tool = LayTool(LEGAL["lay_tile"])
    assert set(tool.layable_tiles()) == {"57", "7"}
    assert set(tool.begin("57")) == {"H10", "G11"}
    assert tool.hover("I9") is False and tool.rotation is None
    assert tool.hover("H10") is True and tool.rotation == 1
    assert tool.rotate() == 4
    assert tool.rotate() == 1  # only legal rotations, wrapping
    assert tool.rotate(-1) == 4
    action = tool.action("PRR", "corporation")
    assert action == {
        "type": "lay_tile",
        "entity": "PRR",
        "entity_type": "corporation",
        "hex": "H10",
        "tile": "57-0",
        "rotation": 4,
    }
    assert tool.hover("G11") and tool.rotation == 2
    assert tool.action("PRR", "corporation")["tile"] == "57-1"


def make(qtbot):
    data = TitleData.load("1830")
    board = data.new_board()
    scene = BoardScene(data)
    scene.load_board(board)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    view.fit()
    ctrl = BoardController(scene, view, data, view)
    ctrl.set_state(board, LEGAL)
    sent: list[dict] = []
    ctrl.actionRequested.connect(sent.append)
    return scene, view, ctrl, sent


def test_drag_highlights_legal_hexes_and_previews_first_rotation(qtbot):
    scene, view, ctrl, sent = make(qtbot)
    assert ctrl.begin("57")
    lit = {h for h, item in scene.hex_items.items() if item.highlight == "legal"}
    assert lit == {"H10", "G11"}
    ctrl.hover_at(scene.hex_centre("H10"))
    assert scene.hex_items["H10"].highlight == "hover"
    assert scene.preview.isVisible() and scene.preview.tile_rotation == 1
    assert scene.preview.pos() == scene.hex_centre("H10")


def test_r_and_wheel_cycle_legal_rotations_and_drop_lays(qtbot):
    scene, view, ctrl, sent = make(qtbot)
    ctrl.begin("57")
    ctrl.hover_at(scene.hex_centre("H10"))
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert scene.preview.tile_rotation == 4
    qtbot.keyClick(view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert scene.preview.tile_rotation == 1
    assert ctrl.wheel(-1.0)
    assert scene.preview.tile_rotation == 4
    assert ctrl.drop_at(scene.hex_centre("H10"))
    assert sent == [
        {
            "type": "lay_tile",
            "entity": "PRR",
            "entity_type": "corporation",
            "hex": "H10",
            "tile": "57-0",
            "rotation": 4,
        }
    ]
    assert not scene.preview.isVisible()
    assert all(item.highlight is None for item in scene.hex_items.values())


def test_enter_lays_and_escape_cancels(qtbot):
    scene, view, ctrl, sent = make(qtbot)
    ctrl.begin("57")
    ctrl.hover_at(scene.hex_centre("G11"))
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not ctrl.tool.active and not scene.preview.isVisible()
    ctrl.begin("57")
    ctrl.hover_at(scene.hex_centre("G11"))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert sent[-1]["hex"] == "G11" and sent[-1]["rotation"] == 2


def test_refused_drop_says_why_and_sends_nothing(qtbot):
    scene, view, ctrl, sent = make(qtbot)
    messages: list[str] = []
    ctrl.message.connect(messages.append)
    ctrl.begin("57")
    ctrl.hover_at(scene.hex_centre("F2"))  # an off-board area
    assert scene.hex_items["F2"].highlight == "illegal"
    assert not ctrl.drop_at(scene.hex_centre("F2"))
    assert sent == []
    assert "F2" in messages[-1] and "Chicago" in messages[-1]


def test_clicking_a_hex_offers_its_tiles(qtbot):
    scene, view, ctrl, sent = make(qtbot)
    ctrl.click_at(scene.hex_centre("H10"))
    menu = ctrl.menu
    assert menu is not None
    tiles = [a.data() for a in menu.actions()]
    assert tiles == ["57", "7"]
    menu.actions()[1].trigger()
    assert ctrl.tool.tile == "7" and ctrl.tool.hex == "H10" and ctrl.tool.rotation == 0
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert ctrl.tool.rotation == 2
    ctrl.click_at(scene.hex_centre("H10"))
    assert sent[-1]["tile"] == "7-0" and sent[-1]["rotation"] == 2


def test_single_choice_hex_goes_straight_to_rotation(qtbot):
    scene, view, ctrl, sent = make(qtbot)
    messages: list[str] = []
    ctrl.message.connect(messages.append)
    ctrl.click_at(scene.hex_centre("G11"))
    assert ctrl.tool.fixed and ctrl.tool.tile == "57"
    assert messages[-1].startswith("This lay costs $120.")  # under the tile shown there
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert sent[-1]["hex"] == "G11"


def test_token_slot_click_places_a_token(qtbot):
    scene, view, ctrl, sent = make(qtbot)
    item = scene.hex_items["H12"].token_items[0]
    assert item.offer is not None and "40" in item.toolTip()
    ctrl.click_at(item.scenePos())
    assert sent[-1]["type"] == "place_token"
    assert sent[-1]["city"] == "H12-0-0" and sent[-1]["slot"] == 0


def test_tray_offers_layable_tiles_and_greys_the_rest(qtbot):
    scene, view, ctrl, sent = make(qtbot)
    data = TitleData.load("1830")
    tray = TileTray(data)
    qtbot.addWidget(tray)
    tray.controller = ctrl
    tray.set_state(ctrl.board, LEGAL, "2")
    assert tray.buttons["57"].enabled_for_lay and tray.buttons["7"].enabled_for_lay
    assert not tray.buttons["9"].enabled_for_lay
    assert "reaches" in tray.buttons["9"].toolTip()
    assert "14" not in tray.buttons  # green tiles are not offered in phase 2
