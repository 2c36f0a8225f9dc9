"""The action panel's frame: its signals, its widgets and the helpers its sections build with."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from railsdesk.ui.money import format_money
from railsdesk.ui.titlestatus import TitleStatus


class ActionPanelBase(QWidget):
    """What every section of the action panel builds with; ActionPanel puts them together."""

    actionRequested = Signal(dict)  # noqa: N815
    autoRoutesRequested = Signal()  # noqa: N815
    cancelRoutesRequested = Signal()  # noqa: N815
    submitRoutesRequested = Signal()  # noqa: N815
    routeTrainChosen = Signal(str)  # noqa: N815 - the train whose route clicks now build
    routeClearRequested = Signal(str)  # noqa: N815 - a train's route ("" = all)
    lastRunRequested = Signal(str)  # noqa: N815 - show the acting corporation's last run
    companyLayRequested = Signal(str)  # noqa: N815 - a private's power lays a tile

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.legal: dict = {}
        self.snapshot: Mapping[str, Any] = {}
        self.route_info: dict | None = None  # the routes being planned (see MainWindow)
        self.busy = False
        self.names: dict = {}
        self.history = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setObjectName("actionHeader")
        f = self.header.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.1)
        self.header.setFont(f)
        outer.addWidget(self.header)
        self.steps = QLabel()
        self.steps.setWordWrap(True)
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.steps)
        self.title_status = TitleStatus(data)
        outer.addWidget(self.title_status)
        # why the last move was refused, above the controls where the eye is
        self.refusal = QLabel()
        self.refusal.setObjectName("refusalNote")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(
            "QLabel { color: #5a0e00; background: #fff4e8; border: 2px solid #aa2814;"
            " border-radius: 5px; padding: 4px; }"
        )
        self.refusal.setVisible(False)
        outer.addWidget(self.refusal)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.scroll_area.setWidget(self.body)
        outer.addWidget(self.scroll_area, 1)
        # Pass (or Done) stays in view below the scrolled controls, however many there are
        self.footer = QHBoxLayout()
        self.footer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self.footer)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setVisible(False)
        outer.addWidget(self.progress)
        self.buttons: dict[str, QPushButton] = {}
        # money between players waits for a confirmation naming both and the price
        self.pending: tuple[dict, str] | None = None

    # --- helpers --------------------------------------------------------------------------------

    def money(self, v) -> str:
        return format_money(self.data.currency_format, v)

    def _act(self, action_type: str, **fields) -> dict:
        action = {
            "type": action_type,
            "entity": self.legal.get("entity"),
            "entity_type": self.legal.get("entity_type", "player"),
        }
        action.update(fields)
        return action

    def _button(self, key: str, text: str, action: dict | None = None, slot=None) -> QPushButton:
        b = QPushButton(text.replace("&", "&&"))  # "B&O" is a name, not a shortcut
        b.setObjectName(key)
        if action is not None:
            b.clicked.connect(lambda _=False, a=action: self.actionRequested.emit(dict(a)))
        if slot is not None:
            b.clicked.connect(slot)
        self.buttons[key] = b
        return b

    def _label(self, text: str) -> QLabel:
        """A label that wraps rather than widen the panel."""
        label = QLabel(text)
        label.setWordWrap(True)
        label.setMinimumWidth(40)
        return label

    def _money_spin(self, spin: QSpinBox) -> None:
        """A spin box of money shows the title's currency around the number."""
        before, _, after = self.data.currency_format.partition("%s")
        spin.setPrefix(before)
        spin.setSuffix(after)
        spin.setGroupSeparatorShown(False)

    def _group(self, title: str) -> QVBoxLayout:
        box = QGroupBox((title[:1].upper() + title[1:]).replace("&", "&&"))
        lay = QVBoxLayout(box)
        lay.setContentsMargins(6, 6, 6, 6)
        self.body_layout.addWidget(box)
        return lay

    def holder_name(self, holder) -> str:
        """A player's name, or a corporation with its president's name."""
        if str(holder) in (self.snapshot.get("players") or {}):
            return str(self.names.get(str(holder), holder))
        corp = (self.snapshot.get("corporations") or {}).get(str(holder)) or {}
        president = corp.get("president")
        if president is None:
            return str(holder)
        return f"{holder} ({self.names.get(str(president), president)})"

    def ask_to_confirm(self, action: dict, text: str) -> None:
        """Show the confirmation in place of the other controls; nothing is sent yet."""
        self.pending = (action, text)
        self.rebuild()

    def rebuild(self) -> None:
        """Show the controls for the state set last (ActionPanel builds them)."""
        raise NotImplementedError
