"""The tile tray: the tiles the acting company may lay now, to drag onto the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QGridLayout, QLabel, QScrollArea, QWidget

from railsdesk.engine.contract import BoardSnapshot, Legal
from railsdesk.ui.board.paint import tile_pixmap

if TYPE_CHECKING:
    from railsdesk.ui.board.controller import BoardController

TILE_PX = 64


def tile_counts(data, board: BoardSnapshot | None) -> dict[str, tuple[int, int]]:
    """Tile name -> (remaining, total) from the manifest and the tiles on the board."""
    used: dict[str, int] = {}
    if board is not None:
        for hex_ in board.hexes.values():
            used[hex_.tile.name] = used.get(hex_.tile.name, 0) + 1
    counts = {}
    for name, spec in data.tiles.items():
        total = spec.get("count", 0)
        if total in ("unlimited", None) or (isinstance(total, int) and total < 0):
            counts[name] = (-1, -1)
        else:
            counts[name] = (max(0, int(total) - used.get(name, 0)), int(total))
    return counts


class TileButton(QWidget):
    """A tile in the tray. Press and drag it onto the board, or click it to carry it."""

    def __init__(self, tray: TileTray, name: str) -> None:
        super().__init__(tray)
        self.tray = tray
        self.name = name
        self.enabled_for_lay = False
        self.count_text = ""
        self._press: QPoint | None = None
        self._dragging = False
        self.setFixedSize(TILE_PX + 8, TILE_PX + 22)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        data = self.tray.data
        tile = data.tile_def(self.name)
        if tile is not None:
            pix = self.tray.pixmap(self.name)
            if not self.enabled_for_lay:
                p.setOpacity(0.3)
            p.drawPixmap(4, 2, pix)
            p.setOpacity(1.0)
        p.setPen(self.palette().text().color())
        f = QFont(self.font())
        f.setBold(self.enabled_for_lay)
        p.setFont(f)
        p.drawText(
            QRectF(0, TILE_PX + 2, self.width(), 18),
            Qt.AlignmentFlag.AlignCenter,
            f"{self.name}  {self.count_text}".strip(),
        )
        if self.tray.controller is not None and self.tray.controller.tool.tile == self.name:
            p.setPen(QPen(QColor(255, 140, 0), 3))
            p.drawRoundedRect(QRectF(1.5, 1.5, self.width() - 3, self.height() - 3), 6, 6)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._dragging = False

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        ctrl = self.tray.controller
        if self._press is None or ctrl is None or not self.enabled_for_lay:
            return
        pos = event.position().toPoint()
        if not self._dragging:
            if (pos - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = ctrl.begin(self.name)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging:
            ctrl.hover_at(ctrl.view.scene_pos_of_global(event.globalPosition().toPoint()))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        ctrl = self.tray.controller
        if event.button() != Qt.MouseButton.LeftButton:
            return  # only the left button's release drops (a right click cancels the drag)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self._press is None or ctrl is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            if ctrl.tool.tile == self.name:  # not cancelled on the way
                ctrl.drop_at(ctrl.view.scene_pos_of_global(event.globalPosition().toPoint()))
        elif self.enabled_for_lay:
            if ctrl.tool.tile == self.name:
                ctrl.cancel()
            else:
                ctrl.begin(self.name)  # carry it: hovering the board previews, a click lays
        else:
            ctrl.message.emit(self.toolTip())
        self.tray.update_buttons()


class TileTray(QScrollArea):
    """The tiles the acting company may lay now; others greyed with the reason."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.controller: BoardController | None = None
        self.buttons: dict[str, TileButton] = {}
        self._gauges: dict[str, frozenset[str]] = {}  # by tile name
        self.setWidgetResizable(True)
        self.setObjectName("tileTray")
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setSpacing(2)
        self.grid.setContentsMargins(2, 2, 2, 2)
        self.setWidget(self.inner)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.setMinimumWidth(2 * (TILE_PX + 8) + 28)
        self._columns = 0  # of the grid as last placed

    def pixmap(self, name: str):
        """The tray's picture of a tile."""
        return tile_picture(self.data, name, TILE_PX)

    def _prepare_pixmaps(self) -> None:
        """Draw the pictures of the tiles shown that are not drawn yet (a tray shown for the
        first time would draw some tens of them in the middle of a click)."""
        for name in self.buttons:
            self.pixmap(name)

    def gauge_note(self, name: str) -> str:
        """The gauges of a tile with other track than standard gauge (1849), as a second line
        of its tooltip; "" for a tile of standard gauge only."""
        gauges = self._gauges.get(name)
        if gauges is None:
            tile = self.data.tile_def(name)
            gauges = frozenset(path.track for path in tile.paths) if tile else frozenset()
            self._gauges[name] = gauges
        if gauges <= {"broad"}:
            return ""
        words = {
            "broad": self.tr("standard gauge"),
            "narrow": self.tr("narrow gauge (drawn thin, with white ties)"),
            "dual": self.tr("dual gauge (drawn as two rails)"),
        }
        kinds = [words[g] for g in ("broad", "narrow", "dual") if g in gauges]
        return "\n" + self.tr("Track: %1").replace("%1", ", ".join(kinds))

    def set_state(self, board: BoardSnapshot | None, legal: Legal, phase: str | None) -> None:
        counts = tile_counts(self.data, board)
        lay = legal.get("lay_tile") if "lay_tile" in legal.get("actions", []) else None
        layable: set[str] = set()
        if isinstance(lay, dict):
            for opts in lay.values():
                layable.update(o["tile"] for o in opts if o.get("rotations"))
        colors = self.data.phase_tile_colors(phase)
        names = list(self.data.tiles)
        names.sort(key=lambda n: (n not in layable, color_rank(self.data.tiles[n]["color"])))
        shown = [n for n in names if self.data.tiles[n]["color"] in colors or n in layable]
        if shown != list(self.buttons):  # other tiles, or in another order: new buttons
            for b in self.buttons.values():
                b.setParent(None)
                b.deleteLater()
            while self.grid.count():
                self.grid.takeAt(0)
            self.buttons = {name: TileButton(self, name) for name in shown}
            self._columns = 0
            self._place_buttons()
            if any((self.data.title, name, TILE_PX) not in _PIXMAPS for name in shown):
                QTimer.singleShot(0, self._prepare_pixmaps)  # once the click is drawn
        for name, b in self.buttons.items():
            remaining, total = counts.get(name, (0, 0))
            before = (b.enabled_for_lay, b.count_text, b.toolTip())
            b.enabled_for_lay = name in layable
            b.count_text = "∞" if remaining < 0 else f"×{remaining}"
            if name in layable:
                tip = self.tr("Tile %1: drag it onto a highlighted hex")
            elif remaining == 0:
                tip = self.tr("Tile %1: none left")
            elif lay is None:
                tip = self.tr("Tile %1: no track may be laid now")
            else:
                tip = self.tr("Tile %1: no hex the company reaches can take it")
            b.setToolTip(tip.replace("%1", name) + self.gauge_note(name))
            if (b.enabled_for_lay, b.count_text, b.toolTip()) != before:
                b.update()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_buttons()

    def _place_buttons(self) -> None:
        """The tiles in as many columns as the tray's width takes (never wider than it)."""
        columns = flow_columns(self, TILE_PX + 8, self.grid)
        if columns == self._columns:
            return
        self._columns = columns
        place_in_grid(self.grid, list(self.buttons.values()), columns)

    def update_buttons(self) -> None:
        for b in self.buttons.values():
            b.update()


# the docks' pictures of tiles, by title, tile name and size (the same in every game of a title)
_PIXMAPS: dict[tuple[str, str, int], QPixmap] = {}


def tile_picture(data, name: str, size: int) -> QPixmap:
    """A tile's picture in the docks, `size` pixels wide (drawn once per title, for every
    game of it)."""
    key = (data.title, name, size)
    pix = _PIXMAPS.get(key)
    if pix is None:
        pix = tile_pixmap(data.tile_def(name), 0, data.layout, size, data.currency_format)
        _PIXMAPS[key] = pix
    return pix


def flow_columns(area: QScrollArea, cell: int, grid: QGridLayout) -> int:
    """How many cells of this width the grid in a scroll area takes side by side, with room
    for the vertical scroll bar (which appears once the grid is placed)."""
    margins = grid.contentsMargins()
    width = area.width() - 2 * area.frameWidth() - area.verticalScrollBar().sizeHint().width()
    room = width - margins.left() - margins.right()
    return max(1, (room + grid.horizontalSpacing()) // (cell + grid.horizontalSpacing()))


def place_in_grid(grid: QGridLayout, cells: list[QWidget], columns: int) -> None:
    """The cells row by row into the grid, in this many columns; the room left over to the
    right and below."""
    while grid.count():
        grid.takeAt(0)
    for column in range(grid.columnCount()):
        grid.setColumnStretch(column, 0)
    for row in range(grid.rowCount()):
        grid.setRowStretch(row, 0)
    for index, cell in enumerate(cells):
        grid.addWidget(cell, index // columns, index % columns)
    grid.setRowStretch(len(cells) // columns + 1, 1)
    grid.setColumnStretch(columns, 1)


def color_rank(color: str) -> int:
    order = ["yellow", "green", "brown", "gray"]
    return order.index(color) if color in order else 9
