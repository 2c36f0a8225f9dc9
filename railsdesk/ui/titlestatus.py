"""What only some titles have to show beside the action panel: the lines the title's screens
(railsdesk.ui.titles) make from the snapshot's "title_view" part (GameState.title_view), such as
1880's communist takeover or 1849's company order."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from railsdesk.engine.contract import TitleView
from railsdesk.ui.titles import screens_for


class TitleStatus(QLabel):
    """A rich-text summary; hidden while the title has nothing of its own to show."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.screens = screens_for(data.title)
        self.setObjectName("titleStatus")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setVisible(False)

    def set_state(self, snapshot: Mapping[str, Any], names: dict) -> None:
        view: TitleView | None = snapshot.get("title_view")
        lines = self.screens.status_lines(view, self.data, names) if view else []
        self.setVisible(bool(lines))
        self.setText("<br>".join(lines))
