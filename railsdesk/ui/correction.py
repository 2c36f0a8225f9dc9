"""A table game's correction with its reason: the bank pays or takes money, a share moves, a
price moves (the companion's Correction… menu entry)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox

from railsdesk.ui.i18n import term
from railsdesk.ui.session import GameSession


class CorrectionDialog(QDialog):
    """A correction with its reason: the bank pays or takes money, a share moves, a price
    moves. The engine refuses one that would break the books."""

    def __init__(self, document: GameSession, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Correction"))
        self.document = document
        snap = document.snapshot()
        players = [
            (pid, snap["players"][str(pid)].get("name", str(pid))) for pid in snap["players_order"]
        ]
        corporations = snap["corporations"]
        form = QFormLayout(self)
        self.kind = QComboBox()
        self.kind.setObjectName("correctionKind")
        self.kind.addItem(self.tr("The bank pays money"), "pay")
        self.kind.addItem(self.tr("The bank takes money"), "take")
        self.kind.addItem(self.tr("A share moves"), "share")
        self.kind.addItem(self.tr("A price moves"), "price")
        form.addRow(self.tr("Correction:"), self.kind)
        self.holder = QComboBox()
        self.holder.setObjectName("correctionHolder")
        for pid, name in players:
            self.holder.addItem(name, pid)
        for sym, corp in corporations.items():
            if corp["floated"]:
                self.holder.addItem(sym, sym)
        form.addRow(self.tr("Who:"), self.holder)
        self.amount = QSpinBox()
        self.amount.setObjectName("correctionAmount")
        money = (snap["bank"] or 0) + sum(p["cash"] for p in snap["players"].values())
        self.amount.setRange(1, money + 10000)
        form.addRow(self.tr("Amount:"), self.amount)
        self.share = QComboBox()
        self.share.setObjectName("correctionShare")
        places = {
            "ipo": term(document.title, "Initial offering"),
            "pool": term(document.title, "Bank pool"),
        }
        # shares of one size in one place are alike: each size is offered once, named by
        # company and size (the engine's share ids mean nothing at the table)
        for lot in document.share_lots():
            where = places.get(str(lot["holder"]), lot["holder_name"])
            self.share.addItem(f"{lot['corporation']} {lot['percent']}% ({where})", lot["share"])
        form.addRow(self.tr("Share:"), self.share)
        self.target = QComboBox()
        self.target.setObjectName("correctionTarget")
        self.target.addItem(term(document.title, "Bank pool"), "pool")
        for pid, name in players:
            self.target.addItem(name, pid)
        for sym in corporations:
            self.target.addItem(sym, sym)
        form.addRow(self.tr("To:"), self.target)
        self.corporation = QComboBox()
        self.corporation.setObjectName("correctionCorporation")
        for sym, corp in corporations.items():
            if corp["price"] is not None:
                self.corporation.addItem(sym, sym)
        form.addRow(self.tr("Company:"), self.corporation)
        self.direction = QComboBox()
        self.direction.setObjectName("correctionDirection")
        for key, text in (
            ("right", self.tr("right")),
            ("left", self.tr("left")),
            ("up", self.tr("up")),
            ("down", self.tr("down")),
        ):
            self.direction.addItem(text, key)
        form.addRow(self.tr("Direction:"), self.direction)
        self.reason = QLineEdit()
        self.reason.setObjectName("correctionReason")
        form.addRow(self.tr("Reason:"), self.reason)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        form.addRow(buttons)
        self.kind.currentIndexChanged.connect(self._update)
        self.reason.textChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        kind = self.kind.currentData()
        shown = {
            self.holder: kind in ("pay", "take"),
            self.amount: kind in ("pay", "take"),
            self.share: kind == "share",
            self.target: kind == "share",
            self.corporation: kind == "price",
            self.direction: kind == "price",
        }
        layout = self.layout()
        assert isinstance(layout, QFormLayout)
        for widget, visible in shown.items():
            layout.setRowVisible(widget, visible)
        self.ok.setEnabled(bool(self.reason.text().strip()))

    def action(self) -> dict:
        kind = self.kind.currentData()
        base = {
            "type": "correction",
            "entity": self.document.acting_player(),
            "entity_type": "player",
            "reason": self.reason.text().strip(),
        }
        if kind in ("pay", "take"):
            amount = self.amount.value() * (1 if kind == "pay" else -1)
            return {**base, "kind": "cash", "holder": self.holder.currentData(), "amount": amount}
        if kind == "share":
            return {
                **base,
                "kind": "share",
                "share": self.share.currentData(),
                "to": self.target.currentData(),
            }
        return {
            **base,
            "kind": "price",
            "corporation": self.corporation.currentData(),
            "direction": self.direction.currentData(),
        }
