"""The trains dock: trains for sale and the phases, with what each phase changes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from railsdesk.engine.contract import Snapshot
from railsdesk.ui.board.controller import color_name
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, phase_name, term, with_terms
from railsdesk.ui.money import format_money


class TrainsWidget(QWidget):
    """Trains for sale and the phases, the current phase highlighted."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.phase_label = QLabel()
        self.phase_label.setWordWrap(True)
        layout.addWidget(self.phase_label)
        # the table above the phases' changes, or beside them in a wide and low dock
        self.parts = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        layout.addLayout(self.parts, 1)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.parts.addWidget(self.table, 3)
        # what each phase changes, the current one in bold
        self.changes = QLabel()
        self.changes.setObjectName("phaseChanges")
        self.changes.setWordWrap(True)
        self.changes.setTextFormat(Qt.TextFormat.RichText)
        self.changes.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        changes = QScrollArea()
        changes.setWidgetResizable(True)
        changes.setFrameShape(QFrame.Shape.NoFrame)
        changes.setWidget(self.changes)
        # it takes the room the dock has, never asks for more
        changes.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.parts.addWidget(changes, 2)
        self.retranslate()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        wide = self.width() > 2 * self.height()  # the bottom of a laptop's window
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if self.parts.direction() != direction:
            self.parts.setDirection(direction)

    def retranslate(self) -> None:
        self.table.setColumnCount(5)
        self.table.setHorizontalHeaderLabels(
            [term(self.data.title, "Train"), self.tr("Price"), self.tr("Left"), self.tr("Rusts on"),
             term(self.data.title, "Train limit")]
        )  # fmt: skip
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def set_state(self, snapshot: Snapshot) -> None:
        current = snapshot.get("phase")
        trains = self.data.trains
        left = snapshot.get("trains_left") or {}
        self.table.setRowCount(len(trains))
        phases = {ph.get("on") or ph["name"]: ph for ph in self.data.phases}
        for r, t in enumerate(trains):
            ph = phases.get(t["name"], {})
            remaining = left.get(t["name"])
            values = [
                t["name"],
                format_money(self.data.currency_format, t.get("price")),
                "∞" if remaining is None else str(remaining),
                str(t.get("rusts_on") or "–"),
                str(ph.get("train_limit", "")),
            ]
            for c, v in enumerate(values):
                item = QTableWidgetItem(v)
                if ph and ph["name"] == current:
                    item.setBackground(QColor("#ffe9a8"))
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(r, c, item)
        self.changes.setText(self.phase_changes(current))
        ph = self.data.phase(current)
        colors = ", ".join(color_name(c) for c in ph.get("tiles", []))
        title = self.data.title
        parts = [
            f"{term(title, 'Phase')} {phase_name(title, current)}",
            self.tr("tiles: %1").replace("%1", colors),
        ]
        # a title whose operating rounds do not come in sets by phase (1880) has no count
        if "operating_rounds" in ph:
            rounds = with_terms(self.tr("operating rounds: %1"), title)
            parts.append(rounds.replace("%1", str(ph["operating_rounds"])))
        self.phase_label.setText(" — ".join(parts))

    def phase_changes(self, current: str | None) -> str:
        """One line per phase with the rules that hold in it and the events its first train
        brings (only the phase rules and events the program can name)."""
        events_by_train = {
            t["name"]: [e["type"] for e in t.get("events", []) if "when" not in e]
            for t in self.data.trains
        }
        title, lines = self.data.title, []
        for ph in self.data.phases:
            parts = [
                with_terms(QCoreApplication.translate("TrainsWidget", PHASE_EVENTS[e]), title)
                for e in events_by_train.get(ph.get("on") or ph["name"], [])
                if e in PHASE_EVENTS
            ]
            for status in ph.get("status", []):
                if status in PHASE_RULES:
                    rule = QCoreApplication.translate("TrainsWidget", PHASE_RULES[status])
                    parts.append(with_terms(rule, title))
                elif status.startswith("facing_") and status[7:].isdigit():
                    parts.append(self.tr("%1% sold to operate").replace("%1", status[7:] + "0"))
            if not parts:
                continue
            name = phase_name(title, ph["name"])
            line = f"{term(title, 'Phase')} {name}: " + "; ".join(parts)
            lines.append(f"<b>{line}</b>" if ph["name"] == current else line)
        return "<br>".join(lines)


PHASE_RULES = {
    "escrow": QT_TRANSLATE_NOOP("TrainsWidget", "new companies: escrow capitalization"),
    "incremental": QT_TRANSLATE_NOOP("TrainsWidget", "new companies: incremental capitalization"),
    "fullcap": QT_TRANSLATE_NOOP("TrainsWidget", "new companies: full capitalization"),
    "can_buy_companies": QT_TRANSLATE_NOOP(
        "TrainsWidget", "companies may buy {term:Private companies:lower}"
    ),
    "upgradeable_towns": QT_TRANSLATE_NOOP(
        "TrainsWidget", "towns may become cities or plain track"
    ),
    "no_loans": QT_TRANSLATE_NOOP("TrainsWidget", "no more loans"),
    "blue_zone": QT_TRANSLATE_NOOP("TrainsWidget", "the blue zone of the stock market opens"),
}
PHASE_EVENTS = {
    "close_companies": QT_TRANSLATE_NOOP("TrainsWidget", "{term:Private companies} close"),
    "nationalization": QT_TRANSLATE_NOOP(
        "TrainsWidget", "loans are repaid, or the indebted companies form the CGR"
    ),
    "remove_tokens": QT_TRANSLATE_NOOP("TrainsWidget", "the port marker leaves the map"),
    "green_par": QT_TRANSLATE_NOOP("TrainsWidget", "companies may also start at L.144"),
    "brown_par": QT_TRANSLATE_NOOP("TrainsWidget", "companies may also start at L.216"),
    "earthquake": QT_TRANSLATE_NOOP(
        "TrainsWidget",
        "earthquake in Messina: its stations are lost, its tile goes back to the printed one, "
        "and it is not upgraded until the next stock round",
    ),
}
