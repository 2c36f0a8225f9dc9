"""Dialogs of the card table: prices, the director's answer, income, the end, card values.

The dialogs only collect a decision; the table turns it into an action for the engine. They are
opened window-modal without a nested event loop (``open()``), so the table stays responsive and
tests can answer them through their buttons.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QElapsedTimer, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from railsdesk.games.nar.game import split_income
from railsdesk.ui.nar.text import Names, fill, money, parse_dollars, translate

HOLD_MS = 450
HIDDEN_CASH = "••••"


class NarDialogs(QObject):
    """The "NarDialogs" context for texts with a count: Qt's plural forms come from tr() with
    the count, the call the translation tools read as one with plural forms."""


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
    dialog.layout().activate()
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


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    f = label.font()
    f.setPointSizeF(f.pointSizeF() * 1.15)
    f.setBold(True)
    label.setFont(f)
    label.setWordWrap(True)
    return label


def _note(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


class NarPriceDialog(QDialog):
    """Founding price or proposed price, typed in dollars. Nothing is rounded: on OK the
    amount goes to ``check(price, start_city)``, which returns the rules' reason for refusing
    it (the dialog stays open and shows it) or None."""

    def __init__(
        self,
        title: str,
        message: str,
        cash_name: str,
        cash: int | None,
        check,
        start_cities: list[tuple[str, str]] | None = None,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("narPriceDialog")
        self.setMinimumWidth(360)
        self.setWindowTitle(title)
        self.check = check
        lay = QVBoxLayout(self)
        lay.addWidget(_heading(title))
        lay.addWidget(_note(message))
        form = QFormLayout()
        self.price_edit = AmountEdit()
        self.price_edit.setObjectName("priceEdit")
        self.price_edit.set_amount(100)
        self.price_edit.selectAll()
        form.addRow(translate("NarDialogs", "Price:"), self.price_edit)
        self.start_combo: QComboBox | None = None
        if start_cities:
            self.start_combo = QComboBox()
            self.start_combo.setObjectName("startCityCombo")
            for cid, text in start_cities:
                self.start_combo.addItem(text, cid)
            form.addRow(translate("NarDialogs", "Start city:"), self.start_combo)
        lay.addLayout(form)
        self.cash = CashPeek()
        self.cash.set_owner(cash_name, cash)
        lay.addWidget(self.cash)
        self.problem = _note()
        self.problem.setObjectName("problemLabel")
        self.problem.setStyleSheet("color: #b03a2e;")
        self.problem.hide()
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("okButton")
        self.buttons.accepted.connect(self._check)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

    def price(self) -> int:
        value = self.price_edit.amount()
        assert isinstance(value, int), "price() is read after the dialog was accepted"
        return value

    def start_city(self) -> str | None:
        return None if self.start_combo is None else self.start_combo.currentData()

    def _check(self) -> None:
        value = self.price_edit.amount()
        problem = amount_problem(value, translate("NarDialogs", "Enter the price."))
        if problem is None:
            problem = self.check(value, self.start_city())
        if problem:
            show_problem(self, self.problem, problem)
            self.price_edit.setFocus()
            self.price_edit.selectAll()
            return
        self.accept()


class NarConfirmDialog(QDialog):
    """A decision with a clear yes and no (e.g. a share of one's own company at $1000). On yes,
    ``check()`` gives the rules' reason to refuse it (shown; the dialog stays open) or None."""

    def __init__(self, title: str, message: str, yes: str, check, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("narConfirmDialog")
        self.setWindowTitle(title)
        self.check = check
        lay = QVBoxLayout(self)
        lay.addWidget(_heading(title))
        lay.addWidget(_note(message))
        self.problem = _note()
        self.problem.setObjectName("problemLabel")
        self.problem.setStyleSheet("color: #b03a2e;")
        self.problem.hide()
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox()
        self.ok_button = self.buttons.addButton(yes, QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("okButton")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._check)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

    def _check(self) -> None:
        problem = self.check()
        if problem:
            show_problem(self, self.problem, problem)
            return
        self.accept()


class NarProposalDialog(QDialog):
    """The director's answer to a proposal: allow the purchase, or buy the share himself."""

    def __init__(
        self,
        proposer: str,
        director: str,
        company: str,
        price: int,
        director_cash: int | None,
        check,
        shares_after: tuple[int, int] | None = None,
        parent=None,
    ) -> None:
        """``check(buy)`` gives the rules' reason to refuse an answer or None;
        ``shares_after`` (proposer's, director's shares if the director allows) is given when
        allowing would make the proposer director."""
        super().__init__(parent)
        self.setObjectName("narProposalDialog")
        self.answer: bool | None = None
        self.check = check
        self.price = price
        title = translate("NarDialogs", "A proposal for the director")
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        lay.addWidget(_heading(fill(translate("NarDialogs", "%1, you decide"), director)))
        self.text_label = _note(
            fill(
                translate(
                    "NarDialogs",
                    "%1 proposes %2 for a share of %3, of which you are the director.",
                ),
                proposer,
                money(price),
                company,
            )
        )
        lay.addWidget(self.text_label)
        half = (price // 100 + 1) // 2 * 100
        rest = price - half
        lay.addWidget(
            _note(
                fill(
                    translate(
                        "NarDialogs",
                        "Allow: %1 takes the share and pays %2 — %3 into the treasury of %4, "
                        "%5 to the bank.\nBuy it yourself: you take the share and pay %2 — %3 "
                        "into the treasury, %5 to %1, who may then choose another company.",
                    ),
                    proposer,
                    money(price),
                    money(half),
                    company,
                    money(rest),
                )
            )
        )
        self.warning: QLabel | None = None
        if shares_after is not None:
            held = shares_after[0]
            self.warning = _note(
                fill(
                    NarDialogs.tr(
                        "Careful: if you allow it, %1 holds %n share(s) of %2 and you %3, so "
                        "%1 becomes its director (a tie goes to the buyer).",
                        "",
                        held,
                    ),
                    proposer,
                    company,
                    shares_after[1],
                )
            )
            self.warning.setObjectName("directorWarning")
            self.warning.setStyleSheet("color: #b03a2e; font-weight: bold;")
            lay.addWidget(self.warning)
        self.cash = CashPeek()
        self.cash.set_owner(director, director_cash)
        lay.addWidget(self.cash)
        self.problem = _note()
        self.problem.setObjectName("problemLabel")
        self.problem.setStyleSheet("color: #b03a2e;")
        self.problem.hide()
        lay.addWidget(self.problem)
        row = QHBoxLayout()
        self.allow_button = QPushButton(
            fill(translate("NarDialogs", "Allow %1 to buy it"), proposer)
        )
        self.allow_button.setObjectName("allowButton")
        self.buy_button = QPushButton(
            fill(translate("NarDialogs", "Buy it myself for %1"), money(price))
        )
        self.buy_button.setObjectName("buyButton")
        for b in (self.allow_button, self.buy_button):
            b.setAutoDefault(False)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.setMinimumHeight(36)
            row.addWidget(b)
        lay.addLayout(row)
        self.allow_button.clicked.connect(lambda: self._answer(False))
        self.buy_button.clicked.connect(lambda: self._answer(True))

    def _answer(self, buy: bool) -> None:
        problem = self.check(buy)
        if problem:
            show_problem(self, self.problem, problem)
            return
        self.answer = buy
        self.accept()

    def reject(self) -> None:  # the director must answer; Esc does not skip the decision
        pass


# --- income ---------------------------------------------------------------------------------


def income_forecast(state: dict) -> list[dict]:
    """How each founded company's revenue would be split now (rulebook Phase III): per company
    {"company", "revenue", "shares", "per_share", "holders": [{"player", "shares", "amount",
    "bonus", "total"}], "to_treasury"}; revenue None while a start city's value is unknown."""
    rows = []
    holdings = {p["id"]: p["shares"] for p in state["players"]}
    for comp in state["companies"]:
        if not comp["founded"]:
            continue
        held = {pid: sh.get(comp["id"], 0) for pid, sh in holdings.items() if sh.get(comp["id"])}
        count = sum(held.values())
        revenue = comp["revenue"]
        entry = {
            "company": comp["id"],
            "revenue": revenue,
            "shares": count,
            "per_share": None,
            "holders": [],
            "to_treasury": None,
        }
        if revenue is not None and count:
            payouts, to_treasury = split_income(
                revenue, held, comp["director"], state["last_round"], unit=100
            )
            per_share = revenue // 100 // count * 100
            entry["per_share"] = per_share
            entry["to_treasury"] = to_treasury
            for pid, k in held.items():
                base = per_share * k
                total = payouts.get(pid, 0)
                entry["holders"].append(
                    {
                        "player": pid,
                        "shares": k,
                        "amount": base,
                        "bonus": total - base,
                        "total": total,
                    }
                )
        rows.append(entry)
    return rows


def income_from_events(state: dict, events: list[dict]) -> list[dict]:
    """The same rows as :func:`income_forecast`, read from the engine's ``income`` events."""
    holdings = {p["id"]: p["shares"] for p in state["players"]}
    rows = []
    for ev in events:
        if ev.get("kind") != "income":
            continue
        cid = ev["company"]
        held = {pid: sh.get(cid, 0) for pid, sh in holdings.items() if sh.get(cid)}
        entry = {
            "company": cid,
            "revenue": ev["revenue"],
            "shares": sum(held.values()),
            "per_share": ev["per_share"],
            "holders": [],
            "to_treasury": ev["to_treasury"],
        }
        for pid, k in held.items():
            base = ev["per_share"] * k
            total = ev["payouts"].get(pid, 0)
            entry["holders"].append(
                {"player": pid, "shares": k, "amount": base, "bonus": total - base, "total": total}
            )
        rows.append(entry)
    return rows


INCOME_COLUMNS = 7


def income_text(rows: list[dict], names: Names) -> str:
    """The split of :func:`income_forecast` as rich text lines that wrap in a narrow panel:
    per company revenue, shares and per-share amount, then each holder and the remainder."""
    indent = "&nbsp;&nbsp;&nbsp;"
    blocks = []
    for row in rows:
        shares = row["shares"]
        lines = [
            "<b>"
            + fill(
                NarDialogs.tr("%1: revenue %2, %n share(s), %3 per share", "", shares),
                escape(names.company(row["company"])),
                money(row["revenue"]),
                money(row["per_share"]),
            )
            + "</b>"
        ]
        for h in row["holders"]:
            player = escape(names.player(h["player"]))
            held = h["shares"]
            if h["bonus"]:
                text = fill(
                    NarDialogs.tr("%1: %n share(s) × %2 + director's extra %3 = %4", "", held),
                    player,
                    money(row["per_share"]),
                    money(h["bonus"]),
                    money(h["total"]),
                )
            else:
                text = fill(
                    NarDialogs.tr("%1: %n share(s) × %2 = %3", "", held),
                    player,
                    money(row["per_share"]),
                    money(h["total"]),
                )
            lines.append(indent + text)
        if row["to_treasury"]:
            lines.append(
                indent
                + fill(
                    translate("NarDialogs", "Treasury (remainder): %1"), money(row["to_treasury"])
                )
            )
        blocks.append("<br>".join(lines))
    return "<p>" + "</p><p>".join(blocks) + "</p>"


def compact(table: QTableWidget) -> None:
    """A read-only table: no selection, no focus frame, short rows."""
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)


def fit_columns(table: QTableWidget) -> None:
    """Every column as wide as its texts (names and headers are never shortened); the table
    asks for that width, so its dialog grows to show all of it."""
    header = table.horizontalHeader()
    for c in range(table.columnCount()):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
    needed = sum(
        max(header.sectionSizeHint(c), table.sizeHintForColumn(c))
        for c in range(table.columnCount())
    )
    scrollbar = table.verticalScrollBar().sizeHint().width()
    table.setMinimumWidth(needed + 2 * table.frameWidth() + scrollbar)


def fill_income_table(table: QTableWidget, rows: list[dict], names: Names) -> None:
    """Rows: a company line (revenue, shares, per share), one line per holder (shares, amount,
    director's extra, total), and the remainder for the treasury."""
    headers = [
        translate("NarDialogs", "Company / player"),
        translate("NarDialogs", "Revenue"),
        translate("NarDialogs", "Shares"),
        translate("NarDialogs", "Per share"),
        translate("NarDialogs", "For the shares"),
        translate("NarDialogs", "Director's extra"),
        translate("NarDialogs", "Receives"),
    ]
    table.clear()
    compact(table)
    table.setColumnCount(INCOME_COLUMNS)
    table.setHorizontalHeaderLabels(headers)
    lines: list[list[str]] = []
    bold: set[int] = set()
    for row in rows:
        bold.add(len(lines))
        lines.append(
            [
                names.company(row["company"]),
                money(row["revenue"]),
                str(row["shares"]),
                money(row["per_share"]),
                "",
                "",
                "",
            ]
        )
        for h in row["holders"]:
            lines.append(
                [
                    "    " + names.player(h["player"]),
                    "",
                    str(h["shares"]),
                    "",
                    money(h["amount"]),
                    money(h["bonus"]) if h["bonus"] else "",
                    money(h["total"]),
                ]
            )
        if row["to_treasury"]:
            lines.append(
                [
                    "    " + translate("NarDialogs", "Treasury (remainder)"),
                    "",
                    "",
                    "",
                    "",
                    "",
                    money(row["to_treasury"]),
                ]
            )
    table.setRowCount(len(lines))
    for r, line in enumerate(lines):
        for c, text in enumerate(line):
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if r in bold:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
            table.setItem(r, c, item)
    table.verticalHeader().setVisible(False)
    fit_columns(table)


def final_rows(events: list[dict]) -> list[dict]:
    return [ev for ev in events if ev.get("kind") == "final_payout"]


def fill_final_table(table: QTableWidget, events: list[dict], state: dict, names: Names) -> None:
    """One row per company of the final payout: Coast-to-Coast total, per share, each holder."""
    headers = [
        translate("NarDialogs", "Company / player"),
        translate("NarDialogs", "Coast-to-Coast"),
        translate("NarDialogs", "Shares"),
        translate("NarDialogs", "Receives"),
    ]
    holdings = {p["id"]: p["shares"] for p in state["players"]}
    table.clear()
    compact(table)
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    lines: list[list[str]] = []
    for ev in final_rows(events):
        cid = ev["company"]
        lines.append(
            [
                names.company(cid),
                str(ev["per_share"] // 100),
                "",
                fill(translate("NarDialogs", "%1 per share"), money(ev["per_share"])),
            ]
        )
        for pid, amount in ev["payouts"].items():
            lines.append(
                ["    " + names.player(pid), "", str(holdings[pid].get(cid, 0)), money(amount)]
            )
    table.setRowCount(len(lines))
    for r, line in enumerate(lines):
        for c, text in enumerate(line):
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    table.verticalHeader().setVisible(False)
    fit_columns(table)


class NarIncomeDialog(QDialog):
    """Phase III before it is paid: each company's split per player (and at the end of the game
    the final payout). "Pay out" carries it out; "Back" leaves the game as it was."""

    def __init__(self, state_before: dict, events: list[dict], state_after: dict, parent=None):
        super().__init__(parent)
        self.setObjectName("narIncomeDialog")
        names = Names(state_after)
        last = bool(state_before.get("last_round") or state_after.get("last_round"))
        title = (
            translate("NarDialogs", "Phase III: Receive income (last round)")
            if last
            else translate("NarDialogs", "Phase III: Receive income")
        )
        self.setWindowTitle(title)
        self.rows = income_from_events(state_after, events)
        lay = QVBoxLayout(self)
        lay.addWidget(_heading(title))
        explain = translate(
            "NarDialogs",
            "Each company's revenue is split evenly over its shares in multiples of $100. Of an "
            "indivisible remainder the director receives $100 more and the rest goes into the "
            "company's treasury.",
        )
        if last:
            explain = translate(
                "NarDialogs",
                "Last round: of an indivisible remainder the director receives half (rounded up "
                "to $100) and the rest goes into the company's treasury.",
            )
        lay.addWidget(_note(explain))
        self.table = QTableWidget()
        self.table.setObjectName("incomeTable")
        fill_income_table(self.table, self.rows, names)
        lay.addWidget(self.table, 1)
        self.final_table: QTableWidget | None = None
        if final_rows(events):
            lay.addWidget(_heading(translate("NarDialogs", "Final payout")))
            lay.addWidget(
                _note(
                    translate(
                        "NarDialogs",
                        "Each company pays $100 per Coast-to-Coast symbol of its network on "
                        "every share.",
                    )
                )
            )
            self.final_table = QTableWidget()
            self.final_table.setObjectName("finalTable")
            fill_final_table(self.final_table, events, state_after, names)
            lay.addWidget(self.final_table, 1)
        self.buttons = QDialogButtonBox()
        self.ok_button = self.buttons.addButton(
            translate("NarDialogs", "Pay out"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.ok_button.setObjectName("okButton")
        self.back_button = self.buttons.addButton(
            translate("NarDialogs", "Back"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.back_button.setObjectName("backButton")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.resize(700, 560 if self.final_table is None else 760)


class NarResultDialog(QDialog):
    """The end of the game: final cash and places (ties broken as the rules say)."""

    def __init__(self, state: dict, ranking: list[str], events: list[dict], parent=None):
        super().__init__(parent)
        self.setObjectName("narResultDialog")
        names = Names(state)
        title = translate("NarDialogs", "End of the game")
        self.setWindowTitle(title)
        self.ranking = list(ranking)
        lay = QVBoxLayout(self)
        winner = names.player(ranking[0]) if ranking else ""
        lay.addWidget(_heading(fill(translate("NarDialogs", "%1 wins!"), winner)))
        cash = {p["id"]: p["cash"] for p in state["players"]}
        final = {}
        for ev in final_rows(events):
            for pid, amount in ev["payouts"].items():
                final[pid] = final.get(pid, 0) + amount
        self.table = QTableWidget(len(ranking), 4)
        self.table.setObjectName("rankingTable")
        self.table.setHorizontalHeaderLabels(
            [
                translate("NarDialogs", "Place"),
                translate("NarDialogs", "Player"),
                translate("NarDialogs", "Final payout"),
                translate("NarDialogs", "Cash"),
            ]
        )
        for r, pid in enumerate(ranking):
            texts = [str(r + 1), names.player(pid), money(final.get(pid, 0)), money(cash[pid])]
            for c, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setData(Qt.ItemDataRole.UserRole, pid)
                if c in (2, 3):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(r, c, item)
        compact(self.table)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table)
        values = [cash[pid] for pid in ranking]
        if len(set(values)) != len(values):
            lay.addWidget(
                _note(
                    translate(
                        "NarDialogs",
                        "Tied players are placed in the turn order of the last round, counted "
                        "from its start player.",
                    )
                )
            )
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.accept)
        self.buttons.accepted.connect(self.accept)
        lay.addWidget(self.buttons)
        self.resize(460, 320)

    def ranked_players(self) -> list[str]:
        return [
            self.table.item(r, 1).data(Qt.ItemDataRole.UserRole)
            for r in range(self.table.rowCount())
        ]


class NarRevealDialog(QDialog):
    """Companion mode: the values printed on a card that has just been turned up, typed in or
    picked from a saved deck's cards."""

    def __init__(
        self,
        card_id: str,
        card_name: str,
        start_city: bool,
        where: str,
        entity: str,
        check,
        choices: list[dict] | None = None,
        parent=None,
    ) -> None:
        """``check(action)`` gives the rules' reason to refuse the values or None; ``entity``
        is who sends them."""
        super().__init__(parent)
        self.setObjectName("narRevealDialog")
        self.card_id = card_id
        self.entity = entity
        self.check = check
        self.start = start_city
        title = (
            translate("NarDialogs", "Values of a start city")
            if start_city
            else translate("NarDialogs", "Values of a city")
        )
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        lay.addWidget(_heading(title))
        self.where_label = _note(
            fill(
                translate("NarDialogs", "Read the card %1 on the table and enter its values."),
                where,
            )
        )
        lay.addWidget(self.where_label)
        form = QFormLayout()
        self.pick = QComboBox()
        self.pick.setObjectName("pickCombo")
        self.choices = [c for c in choices or [] if bool(c.get("start")) == start_city]
        self.pick.addItem(translate("NarDialogs", "(type the values in)"), None)
        for i, c in enumerate(self.choices):
            if start_city:
                label = f"{c['name']} — {money(c.get('revenue'))}"
            else:
                label = (
                    f"{c['name']} — {money(c.get('cost'))} / {money(c.get('revenue'))} / "
                    f"{c.get('symbols')}◆"
                )
            self.pick.addItem(label, i)
        if self.choices:
            form.addRow(translate("NarDialogs", "Card of the deck:"), self.pick)
        else:
            self.pick.hide()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(card_name)  # only a typed name is sent
        self.name_edit.setObjectName("nameEdit")
        form.addRow(translate("NarDialogs", "Name:"), self.name_edit)
        # the values start empty: OK without them is refused, never recorded as $0
        self.cost_edit = AmountEdit()
        self.cost_edit.setObjectName("costEdit")
        self.revenue_edit = AmountEdit()
        self.revenue_edit.setObjectName("revenueEdit")
        self.symbols_combo = QComboBox()
        self.symbols_combo.setObjectName("symbolsCombo")
        self.symbols_combo.addItem("", None)
        for k in range(4):
            self.symbols_combo.addItem(str(k), k)
        if not start_city:
            form.addRow(translate("NarDialogs", "Cost (red):"), self.cost_edit)
        form.addRow(translate("NarDialogs", "Revenue (green):"), self.revenue_edit)
        if not start_city:
            form.addRow(translate("NarDialogs", "Coast-to-Coast symbols:"), self.symbols_combo)
        else:
            self.cost_edit.hide()
            self.symbols_combo.hide()
        lay.addLayout(form)
        self.problem = _note()
        self.problem.setObjectName("problemLabel")
        self.problem.setStyleSheet("color: #b03a2e;")
        self.problem.hide()
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("okButton")
        self.buttons.accepted.connect(self._check)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.pick.currentIndexChanged.connect(self._picked)
        (self.pick if self.choices else self.name_edit).setFocus()

    def _picked(self) -> None:
        i = self.pick.currentData()
        if i is None:
            return
        c = self.choices[i]
        self.name_edit.setText(str(c.get("name", "")))
        self.revenue_edit.set_amount(int(c.get("revenue") or 0))
        if not self.start:
            self.cost_edit.set_amount(int(c.get("cost") or 0))
            self.symbols_combo.setCurrentIndex(self.symbols_combo.findData(c.get("symbols")))

    def _problem(self) -> str | None:
        """What is missing or not a number, in the order of the form."""
        if not self.start:
            problem = amount_problem(
                self.cost_edit.amount(), translate("NarDialogs", "Enter the cost.")
            )
            if problem:
                return problem
        problem = amount_problem(
            self.revenue_edit.amount(), translate("NarDialogs", "Enter the revenue.")
        )
        if problem:
            return problem
        if not self.start and self.symbols_combo.currentData() is None:
            return translate("NarDialogs", "Choose the number of Coast-to-Coast symbols.")
        return None

    def _check(self) -> None:
        problem = self._problem() or self.check(self.action(self.entity))
        if problem:
            show_problem(self, self.problem, problem)
            return
        self.accept()

    def action(self, entity: str) -> dict:
        """The ``reveal_city`` action of the values entered (checked by the dialog on OK)."""
        action = {
            "type": "reveal_city",
            "entity": entity,
            "city": self.card_id,
            "revenue": self.revenue_edit.amount(),
        }
        if not self.start:
            action["cost"] = self.cost_edit.amount()
            action["symbols"] = self.symbols_combo.currentData()
        name = self.name_edit.text().strip()
        if name:
            action["name"] = name
        return action
