"""The action panel's frame: its signals, its widgets and the helpers its sections build with."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QRegularExpression, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from railsdesk.ui.i18n import with_rulebook_trains
from railsdesk.ui.money import format_money
from railsdesk.ui.names import names_for
from railsdesk.ui.titlestatus import TitleStatus

# Moves that are no step of their own.
ANY_STEP_ACTIONS = ("buy_company", "pass", "undo", "redo")
# seconds the panel's keys answer nothing after the round changed (SingleClicks)
ROUND_KEY_PAUSE = 1.5


class AmountField(QLineEdit):
    """An amount typed into the panel, kept as typed: never clamped, rounded or replaced. The
    panel checks it against low..high when its button is clicked and refuses it with the reason
    and the range (a spin box would silently put the nearest allowed value in its place)."""

    def __init__(self, low: int, high: int, value: int) -> None:
        super().__init__(str(value))
        self.low, self.high = low, high
        self.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,7}"), self))
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMaximumWidth(self.fontMetrics().horizontalAdvance("0" * 9) + 12)

    def value(self) -> int | None:
        """The amount typed (None when the field is empty)."""
        return int(self.text()) if self.text() else None

    def setValue(self, value: int) -> None:  # noqa: N802 - as a spin box's
        self.setText(str(value))

    def mark(self, refused: bool) -> None:
        self.setStyleSheet("QLineEdit { border: 2px solid #aa2814; }" if refused else "")


class PanelButton(QPushButton):
    """A button whose text goes onto more lines where the panel is too narrow for it, rather
    than be cut off (German and Dutch sentences are long)."""

    PADDING = 16  # the frame's room around the text, left and right together

    def __init__(self, text: str) -> None:
        super().__init__(text)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
        policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)  # grows by heightForWidth
        self.setSizePolicy(policy)

    def shown_text(self) -> str:
        return self.text().replace("&&", "&")

    def text_rect(self, width: int) -> QRect:
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter
        room = QRect(0, 0, max(1, width - self.PADDING), 100000)
        return self.fontMetrics().boundingRect(room, flags, self.shown_text())

    def fits(self, width: int) -> bool:
        return self.fontMetrics().horizontalAdvance(self.shown_text()) + self.PADDING <= width

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        one_line = super().sizeHint().height()
        if self.fits(width):
            return one_line
        return max(
            one_line, self.text_rect(width).height() + one_line - self.fontMetrics().height()
        )

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        words = self.shown_text().split() or [""]
        widest = max(self.fontMetrics().horizontalAdvance(word) for word in words)
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), widest + self.PADDING), hint.height())

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.fits(self.width()):
            super().paintEvent(event)
            return
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
        painter.setPen(self.palette().color(group, QPalette.ColorRole.ButtonText))
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter
        inner = self.rect().adjusted(self.PADDING // 2, 0, -self.PADDING // 2, 0)
        painter.drawText(inner, flags, self.shown_text())


class SingleClicks(QObject):
    """A double-click on a panel button counts once: its second click would otherwise answer
    the next question, which a rebuilt panel may have put under the mouse. So too a key
    pressed again and again: for a moment after the round changed (keys_from) it answers
    nothing, lest the presses passing through an auction pass the first turn of the stock
    round unseen."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.keys_from = 0.0  # the time.monotonic() from which the buttons' keys answer

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Shortcut:
            return time.monotonic() < self.keys_from
        return event.type() == QEvent.Type.MouseButtonDblClick


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
    playOnRequested = Signal()  # noqa: N815 - the game goes on from the moment shown
    sellerChanged = Signal()  # noqa: N815 - an offer went to the seller's player, or came back

    def __init__(self, data, parent=None, shortcuts: bool = True) -> None:
        super().__init__(parent)
        self.data = data
        # keys for the common answers (off where the page around the panel has its own)
        self.shortcuts = shortcuts
        self.single_clicks = SingleClicks(self)
        self.legal: dict = {}
        self.snapshot: Mapping[str, Any] = {}
        self.route_info: dict | None = None  # the routes being planned (see MainWindow)
        self.busy = False
        self.names: dict = {}
        self.history = False
        self.later_actions = 0  # an earlier moment shown: the actions after it
        self.asked_to_play_on = False
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
        # (its sentence made again in the language of the moment)
        self.pending: tuple[dict, Callable[[], str]] | None = None
        # the player who must agree to the pending deal (None: the acting player confirms)
        self.seller: str | None = None
        # deals between players are put to the seller (the rulebook's agreed prices); off
        # where the table has agreed already (the companion) or the price is the buyer's
        self.asks_sellers = False
        # whether the computer answers for a player (his seat is the computer's)
        self.computer_answers: Callable[[str], bool] = lambda _player: False
        self.refused_field: AmountField | None = None  # the amount the refusal shown is about
        # amounts typed at this moment of the game, by field: kept when the panel is built
        # again for it (an offer declined, Back from a confirmation), not for the next one
        self.typed: dict[str, int | None] = {}

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

    def pause_keys_at_a_new_round(self, snapshot: Mapping[str, Any]) -> None:
        """The buttons' keys answer nothing for ROUND_KEY_PAUSE seconds when the snapshot
        coming is of another round than the one shown (clicks do)."""
        if self.snapshot and snapshot.get("round_label") != self.snapshot.get("round_label"):
            self.single_clicks.keys_from = time.monotonic() + ROUND_KEY_PAUSE

    def _button(
        self, key: str, text: str, action: dict | None = None, slot=None, shortcut: str = ""
    ) -> QPushButton:
        """A panel button; shortcut: the key that answers with it, shown on it."""
        text = with_rulebook_trains(text, self.data.title)  # 1856's "Dreierlok"
        text = text[:1].upper() + text[1:]  # a sentence's term first: "het tunnelrecht kopen"
        b = PanelButton(text.replace("&", "&&"))  # "B&O" is a name, not a shortcut
        b.setObjectName(key)
        b.installEventFilter(self.single_clicks)
        if shortcut and self.shortcuts:
            self.set_text(b, b.text(), QKeySequence(shortcut))
        if action is not None:
            b.clicked.connect(lambda _=False, a=action: self.actionRequested.emit(dict(a)))
        if slot is not None:
            b.clicked.connect(slot)
        self.buttons[key] = b
        return b

    @staticmethod
    def set_text(button: QPushButton, text: str, key: QKeySequence | None = None) -> None:
        """A button's text with its key shown (by default the key it has): setText alone
        would replace the key by the text's mnemonic, that is none."""
        key = button.shortcut() if key is None else key
        shown = key.toString(QKeySequence.SequenceFormat.NativeText)
        button.setText(f"{text}  [{shown}]" if shown else text)
        button.setShortcut(key)

    def _label(self, text: str) -> QLabel:
        """A label that wraps rather than widen the panel."""
        label = QLabel(with_rulebook_trains(text, self.data.title))
        label.setWordWrap(True)
        label.setMinimumWidth(40)
        return label

    def _amount(self, row: QHBoxLayout, name: str, low: int, high: int, value: int) -> AmountField:
        """An amount field between the title's currency signs, added to row."""
        field = AmountField(low, high, value)
        field.setObjectName(name)
        if name in self.typed:
            field.setText("" if self.typed[name] is None else str(self.typed[name]))
        field.setToolTip(self.allowed(low, high))
        field.textEdited.connect(lambda _=None, f=field: self._amount_edited(f))
        before, _, after = self.data.currency_format.partition("%s")
        if before.strip():
            row.addWidget(QLabel(before.strip()))
        row.addWidget(field)
        if after.strip():
            row.addWidget(QLabel(after.strip()))
        return field

    def allowed(self, low: int, high: int) -> str:
        return (
            self.tr("Allowed: %1 to %2")
            .replace("%1", self.money(low))
            .replace("%2", self.money(high))
        )

    def checked_amount(self, field: AmountField, what: str) -> int | None:
        """The amount typed when it is allowed; else None, the refusal shown with its reason
        and the range. what: the amount's subject ("Bid for …")."""
        value = field.value()
        if value is None:
            reason = self.tr("%1: no amount typed.")
        elif value < field.low:
            reason = self.tr("%1: %2 is refused, it is less than the least allowed.")
        elif value > field.high:
            reason = self.tr("%1: %2 is refused, it is more than the most allowed.")
        else:
            field.mark(False)
            return value
        shown = self.money(value) if value is not None else ""
        text = reason.replace("%1", what).replace("%2", shown)
        self.show_refusal(f"{text} {self.allowed(field.low, field.high)}.")
        self.refused_field = field
        field.mark(True)
        return None

    def _amount_edited(self, field: AmountField) -> None:
        """A refused amount being changed: its refusal no longer applies."""
        self.typed[field.objectName()] = field.value()
        if self.refused_field is field:
            field.mark(False)
            self.refused_field = None
            self.show_refusal("")

    def show_refusal(self, text: str) -> None:
        """Why a move was refused ("" hides it until the next refusal)."""
        self.refusal.setText(text)
        self.refusal.setVisible(bool(text))

    def _group(self, title: str, name: str = "") -> QVBoxLayout:
        box = QGroupBox((title[:1].upper() + title[1:]).replace("&", "&&"))
        box.setObjectName(name)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(6, 6, 6, 6)
        self.body_layout.addWidget(box)
        return lay

    def has_step_controls(self) -> bool:
        """The step has moves of its own besides those a company may make at any step (buy
        a private, use its power) and passing: lists of those then fold away."""
        return any(a not in ANY_STEP_ACTIONS for a in self.legal.get("actions", []))

    def _folded(self, lay: QVBoxLayout, key: str, text: str) -> QVBoxLayout:
        """A layout inside lay shown only when its button (key + "_more") is pressed."""
        button = QToolButton()
        button.setObjectName(f"{key}_more")
        button.setText(text)
        button.setCheckable(True)
        button.setArrowType(Qt.ArrowType.RightArrow)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        rows = QWidget()
        rows.setObjectName(f"{key}_rows")
        rows.setVisible(False)
        inner = QVBoxLayout(rows)
        inner.setContentsMargins(0, 0, 0, 0)

        def unfold(shown: bool) -> None:
            rows.setVisible(shown)
            button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

        button.toggled.connect(unfold)
        lay.addWidget(button)
        lay.addWidget(rows)
        return inner

    def holder_name(self, holder, kind: str | None = None) -> str:
        """A player's name, or a company with its president's name (Names.holder)."""
        return names_for(self.data.title).holder(self.snapshot, self.names, holder, kind)

    def acting_name(self) -> str:
        """Who acts, named as the legal answer says what he is: ids alone are ambiguous
        (1880's investor "4" is not player 4)."""
        return self.holder_name(self.legal.get("entity"), self.legal.get("entity_type"))

    def company_name(self, sym) -> str:
        """A corporation's symbol, or a minor as its rulebook names it (1880: A1-A7)."""
        return names_for(self.data.title).company(sym)

    def place(self, hex_id) -> str:
        """A hex as the map names it (by the nearest name where it has none)."""
        return names_for(self.data.title).place(hex_id)

    def ask_to_confirm(self, action: dict, text: str) -> None:
        """Show the confirmation in place of the other controls; nothing is sent yet."""
        self.pending = (action, lambda: text)
        self.put_to(None)
        self.rebuild()

    def player_of(self, holder) -> str | None:
        """The player who decides for a holder: the player, or a company's director."""
        if str(holder) in (self.snapshot.get("players") or {}):
            return str(holder)
        for kind in ("corporations", "minors"):
            company = (self.snapshot.get(kind) or {}).get(str(holder)) or {}
            if company.get("president") is not None:
                return str(company["president"])
        return None

    def needs_consent(self, seller) -> bool:
        """Whether a deal with seller (a player or a company) is put to another player."""
        if not self.asks_sellers:
            return False
        selling, buying = self.player_of(seller), self.player_of(self.legal.get("entity"))
        return None not in (selling, buying) and selling != buying

    def offer(
        self, action: dict, seller, confirmation: Callable[[], str], offer: Callable[[], str]
    ) -> None:
        """A deal at a price: put to the seller's player when another player decides for
        the seller (the offer's sentence), else confirmed by the buyer (the confirmation's)."""
        if not self.needs_consent(seller):
            self.ask_to_confirm(action, confirmation())
            return
        self.pending = (action, offer)
        self.put_to(self.player_of(seller))
        self.rebuild()

    def put_to(self, seller: str | None) -> None:
        """The player who must agree to the pending deal now (None: nobody but the acting
        player); the round banner names them."""
        if seller != self.seller:
            self.seller = seller
            self.sellerChanged.emit()

    def hand_over(self, player) -> str:
        """The line that passes the screen to another player at the table."""
        name = self.names.get(str(player), str(player))
        return self.tr("Hand over to %1").replace("%1", name)

    def rebuild(self) -> None:
        """Show the controls for the state set last (ActionPanel builds them)."""
        raise NotImplementedError
