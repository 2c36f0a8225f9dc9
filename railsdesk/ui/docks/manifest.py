"""The tile manifest: every tile of the title with how many are left."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from railsdesk.engine.contract import BoardSnapshot
from railsdesk.ui.docks.tray import (
    color_rank,
    flow_columns,
    place_in_grid,
    tile_counts,
    tile_picture,
)

TILE_PX = 48


class ManifestWidget(QScrollArea):
    """Every tile of the title with how many are left."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.setWidgetResizable(True)
        self.inner = _Tiles(self)
        self.grid = QGridLayout(self.inner)
        self.grid.setSpacing(4)
        self.labels: dict[str, QLabel] = {}
        self._undrawn: dict[str, QLabel] = {}  # pictures drawn when the tiles are first painted
        self.cells: list[QWidget] = []
        self._columns = 0  # of the grid as last placed
        names = sorted(data.tiles, key=lambda n: (color_rank(data.tiles[n]["color"]), _num(n)))
        for name in names:
            icon = QLabel()
            icon.setFixedSize(TILE_PX, TILE_PX)
            self._undrawn[name] = icon
            text = QLabel()
            text.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.labels[name] = text
            cell = QWidget()
            lay = QVBoxLayout(cell)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.setSpacing(0)
            lay.addWidget(icon, 0, Qt.AlignmentFlag.AlignCenter)
            lay.addWidget(text)
            self.cells.append(cell)
        self.setWidget(self.inner)

    def draw_pictures(self) -> None:
        for name, icon in self._undrawn.items():
            icon.setPixmap(tile_picture(self.data, name, TILE_PX))
        self._undrawn = {}

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_cells()

    def _place_cells(self) -> None:
        """The tiles in as many columns as the dock's width takes (never wider than it)."""
        widest = max((cell.sizeHint().width() for cell in self.cells), default=1)
        columns = flow_columns(self, widest, self.grid)
        if columns != self._columns:
            self._columns = columns
            place_in_grid(self.grid, self.cells, columns)

    def set_state(self, board: BoardSnapshot) -> None:
        for name, (remaining, total) in tile_counts(self.data, board).items():
            label = self.labels.get(name)
            if label is not None:
                label.setText(f"{name}: ∞" if total < 0 else f"{name}: {remaining}/{total}")
                label.setEnabled(remaining != 0)
        self._place_cells()  # the counts may have made the cells wider


class _Tiles(QWidget):
    """The manifest's grid of tiles. Their pictures are drawn when it is first painted, before
    the tiles: the manifest opens behind the tray (shown for a moment as the window lays out
    its docks), and drawing them took a game's opening 25 ms."""

    def __init__(self, manifest: ManifestWidget) -> None:
        super().__init__()
        self.manifest = manifest

    def paintEvent(self, event) -> None:  # noqa: N802
        self.manifest.draw_pictures()
        super().paintEvent(event)


def _num(name: str) -> int:
    digits = "".join(ch for ch in name if ch.isdigit())
    return int(digits) if digits else 0
