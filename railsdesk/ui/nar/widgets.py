"""Small widgets the card table and its dialogs share: typed dollars, a player's secret cash,
headings and labels that wrap."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from railsdesk.ui.nar.text import fill, money, parse_dollars, translate

HOLD_MS = 450
HIDDEN_CASH = "••••"


def bold(label: QLabel, scale: float = 1.0) -> QLabel:
    f = label.font()
    f.setBold(True)
    if scale != 1.0:
        f.setPointSizeF(f.pointSizeF() * scale)
    label.setFont(f)
    return label


def wrapping(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def heading(text: str) -> QLabel:
    label = QLabel(text)
    f = label.font()
    f.setPointSizeF(f.pointSizeF() * 1.15)
    f.setBold(True)
    label.setFont(f)
    label.setWordWrap(True)
    return label


def problem_label() -> QLabel:
    """The place of a dialog where a refusal is shown (hidden until there is one)."""
    label = wrapping()
    label.setObjectName("problemLabel")
    label.setStyleSheet("color: #b03a2e;")
    label.hide()
    return label


class AmountEdit(QLineEdit):
    """Dollars as typed: the text is never changed behind the player's back. Up and Down step
    by $100; what was typed is checked when the dialog is confirmed (:meth:`amount`)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("$00,000") + 24)

    def amount(self) -> int | None | str:
        """None when empty, the dollars typed, or the text itself when it is not an amount."""
        return parse_dollars(self.text())

    def set_amount(self, value: int) -> None:
        self.setText(money(value))

    def keyPressEvent(self, event) -> None:  # noqa: N802
        step = {Qt.Key.Key_Up: 100, Qt.Key.Key_Down: -100}.get(event.key())
        value = self.amount()
        if step is None or isinstance(value, str):
            super().keyPressEvent(event)
            return
        self.set_amount(max(0, (value or 0) + step))


def amount_problem(value: int | None | str, missing: str) -> str | None:
    """Why a typed amount cannot be used at all (``missing`` when empty, or not a number);
    None when it is a number - whether the rules allow it is for the engine to say."""
    if value is None:
        return missing
    if isinstance(value, str):
        return fill(translate("NarDialogs", "“%1” is not an amount in dollars."), value)
    return None


def show_problem(dialog: QDialog, label: QLabel, text: str) -> None:
    """Show a refusal in ``dialog`` and let the dialog grow so that all of it can be read."""
    label.setText(text)
    label.show()
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    hint = dialog.sizeHint()
    dialog.resize(max(dialog.width(), hint.width()), max(dialog.height(), hint.height()))


class CashPeek(QWidget):
    """A player's secret cash: hidden until asked for. Hold the button to peek (hidden again on
    release) or click it to keep the cash shown; the owner hides it again with :meth:`hide_cash`
    (the table does so when the turn passes)."""

    shownChanged = Signal(bool)  # noqa: N815

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.amount: int | None = None
        self.owner = ""
        self.shown = False
        self._was_shown = False
        self._timer = QElapsedTimer()
        self.hold_ms = HOLD_MS  # held at least this long: a peek, hidden on release
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.button = QPushButton()
        self.button.setObjectName("showCashButton")
        self.label = QLabel(HIDDEN_CASH)
        self.label.setObjectName("cashLabel")
        self.label.setMinimumWidth(70)
        f = self.label.font()
        f.setBold(True)
        self.label.setFont(f)
        lay.addWidget(self.button)
        lay.addWidget(self.label)
        lay.addStretch(1)
        self.button.pressed.connect(self._pressed)
        self.button.released.connect(self._released)
        self.retranslate()

    def set_owner(self, name: str, amount: int | None) -> None:
        self.owner = name
        self.amount = amount
        self._show()

    def retranslate(self) -> None:
        self.button.setToolTip(
            translate(
                "NarDialogs",
                "Hold to look at your cash, or click to keep it shown until your turn is over. "
                "Cash is secret: make sure only you can see the screen.",
            )
        )
        self._show()

    def _pressed(self) -> None:
        self._was_shown = self.shown
        self._timer.start()
        self.set_shown(True)

    def _released(self) -> None:
        if self._timer.isValid() and self._timer.elapsed() >= self.hold_ms:
            self.set_shown(False)
        else:
            self.set_shown(not self._was_shown)

    def set_shown(self, shown: bool) -> None:
        changed = shown != self.shown
        self.shown = shown
        self._show()
        if changed:
            self.shownChanged.emit(shown)

    def hide_cash(self) -> None:
        self.set_shown(False)

    def _show(self) -> None:
        if self.shown:
            self.button.setText(translate("NarDialogs", "Hide my cash"))
            self.label.setText(money(self.amount))
        else:
            self.button.setText(translate("NarDialogs", "Show my cash"))
            self.label.setText(HIDDEN_CASH)
