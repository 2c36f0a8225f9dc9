"""Dialogs of the card table: prices, the director's answer, income, the end, card values.

The dialogs only collect a decision; the table turns it into an action for the engine. They are
opened window-modal without a nested event loop (``open()``), so the table stays responsive and
tests can answer them through their buttons.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
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
)

from railsdesk.games.nar.state import NarEvent
from railsdesk.ui.nar.income import (
    compact,
    fill_final_table,
    fill_income_table,
    final_rows,
    income_from_events,
)
from railsdesk.ui.nar.text import Names, NarDialogs, fill, money, translate
from railsdesk.ui.nar.widgets import (
    AmountEdit,
    CashPeek,
    amount_problem,
    heading,
    problem_label,
    show_problem,
    wrapping,
)


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
        lay.addWidget(heading(title))
        lay.addWidget(wrapping(message))
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
        self.problem = problem_label()
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
        lay.addWidget(heading(title))
        lay.addWidget(wrapping(message))
        self.problem = problem_label()
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
    """The director's answer to a proposal: allow the purchase, or buy the share himself; or,
    when ``may_take_back`` (a person at this computer made it), the proposer takes the proposal
    back (``undo_requested``)."""

    def __init__(
        self,
        proposer: str,
        director: str,
        company: str,
        price: int,
        director_cash: int | None,
        check,
        shares_after: tuple[int, int] | None = None,
        may_take_back: bool = False,
        parent=None,
    ) -> None:
        """``check(buy)`` gives the rules' reason to refuse an answer or None;
        ``shares_after`` (proposer's, director's shares if the director allows) is given when
        allowing would make the proposer director."""
        super().__init__(parent)
        self.setObjectName("narProposalDialog")
        self.answer: bool | None = None
        self.undo_requested = False
        self.check = check
        self.setWindowTitle(translate("NarDialogs", "A proposal for the director"))
        lay = QVBoxLayout(self)
        lay.addWidget(heading(fill(translate("NarDialogs", "%1, you decide"), director)))
        self.text_label = wrapping(
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
        lay.addWidget(wrapping(self._money_flows(proposer, company, price)))
        self.warning: QLabel | None = None
        if shares_after is not None:
            self.warning = self._director_warning(proposer, company, shares_after)
            lay.addWidget(self.warning)
        self.cash = CashPeek()
        self.cash.set_owner(director, director_cash)
        lay.addWidget(self.cash)
        self.problem = problem_label()
        lay.addWidget(self.problem)
        lay.addLayout(self._answer_buttons(proposer, price))
        self.take_back: QPushButton | None = None
        if may_take_back:
            self.take_back = QPushButton(
                fill(translate("NarDialogs", "%1 takes the proposal back"), proposer)
            )
            self.take_back.setObjectName("takeBackButton")
            self.take_back.clicked.connect(self._take_back)
            lay.addWidget(self.take_back, 0, Qt.AlignmentFlag.AlignRight)

    @staticmethod
    def _money_flows(proposer: str, company: str, price: int) -> str:
        half = (price // 100 + 1) // 2 * 100
        return fill(
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
            money(price - half),
        )

    @staticmethod
    def _director_warning(proposer: str, company: str, shares_after: tuple[int, int]) -> QLabel:
        held = shares_after[0]
        warning = wrapping(
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
        warning.setObjectName("directorWarning")
        warning.setStyleSheet("color: #b03a2e; font-weight: bold;")
        return warning

    def _answer_buttons(self, proposer: str, price: int) -> QHBoxLayout:
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
        self.allow_button.clicked.connect(lambda: self._answer(False))
        self.buy_button.clicked.connect(lambda: self._answer(True))
        return row

    def _answer(self, buy: bool) -> None:
        problem = self.check(buy)
        if problem:
            show_problem(self, self.problem, problem)
            return
        self.answer = buy
        self.accept()

    def _take_back(self) -> None:
        self.undo_requested = True
        self.done(QDialog.DialogCode.Rejected)

    def reject(self) -> None:  # the director must answer; Esc does not skip the decision
        pass


class NarIncomeDialog(QDialog):
    """Phase III before it is paid: each company's split per player (and at the end of the game
    the final payout). "Pay out" carries it out; "Back" leaves the game as it was. Once
    ``paid`` (a computer's move ended Phase II) it only shows the split, with "OK"."""

    def __init__(
        self,
        state_before: dict,
        events: list[NarEvent],
        state_after: dict,
        parent=None,
        paid: bool = False,
    ):
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
        lay.addWidget(heading(title))
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
        lay.addWidget(wrapping(explain))
        self.table = QTableWidget()
        self.table.setObjectName("incomeTable")
        fill_income_table(self.table, self.rows, names)
        lay.addWidget(self.table, 1)
        self.final_table: QTableWidget | None = None
        if final_rows(events):
            lay.addWidget(heading(translate("NarDialogs", "Final payout")))
            lay.addWidget(
                wrapping(
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
        self.back_button: QPushButton | None = None
        if paid:
            self.ok_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Ok)
        else:
            self.ok_button = self.buttons.addButton(
                translate("NarDialogs", "Pay out"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.back_button = self.buttons.addButton(
                translate("NarDialogs", "Back"), QDialogButtonBox.ButtonRole.RejectRole
            )
            self.back_button.setObjectName("backButton")
        self.ok_button.setObjectName("okButton")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.resize(700, 560 if self.final_table is None else 760)


class NarResultDialog(QDialog):
    """The end of the game: final cash and places (ties broken as the rules say)."""

    def __init__(self, state: dict, ranking: list[str], events: list[NarEvent], parent=None):
        super().__init__(parent)
        self.setObjectName("narResultDialog")
        names = Names(state)
        title = translate("NarDialogs", "End of the game")
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        winner = names.player(ranking[0]) if ranking else ""
        lay.addWidget(heading(fill(translate("NarDialogs", "%1 wins!"), winner)))
        cash = {p["id"]: p["cash"] for p in state["players"]}
        final: dict[str, int] = {}
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
                wrapping(
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
        items = (self.table.item(r, 1) for r in range(self.table.rowCount()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items if item is not None]


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
        lay.addWidget(heading(title))
        self.where_label = wrapping(
            fill(
                translate("NarDialogs", "Read the card %1 on the table and enter its values."),
                where,
            )
        )
        lay.addWidget(self.where_label)
        form = QFormLayout()
        self.choices = [c for c in choices or [] if bool(c.get("start")) == start_city]
        self.pick = self._pick_combo()
        if self.choices:
            form.addRow(translate("NarDialogs", "Card of the deck:"), self.pick)
        else:
            self.pick.hide()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(card_name)  # only a typed name is sent
        self.name_edit.setObjectName("nameEdit")
        form.addRow(translate("NarDialogs", "Name:"), self.name_edit)
        self._add_value_rows(form)
        lay.addLayout(form)
        self.problem = problem_label()
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

    def _pick_combo(self) -> QComboBox:
        """The saved deck's cards to pick from, after the entry for typing the values in."""
        pick = QComboBox()
        pick.setObjectName("pickCombo")
        pick.addItem(translate("NarDialogs", "(type the values in)"), None)
        for i, c in enumerate(self.choices):
            if self.start:
                label = f"{c['name']} — {money(c.get('revenue'))}"
            else:
                label = (
                    f"{c['name']} — {money(c.get('cost'))} / {money(c.get('revenue'))} / "
                    f"{c.get('symbols')}◆"
                )
            pick.addItem(label, i)
        return pick

    def _add_value_rows(self, form: QFormLayout) -> None:
        """Cost, revenue and symbols of a city; only the revenue of a start city. The values
        start empty: OK without them is refused, never recorded as $0."""
        self.cost_edit = AmountEdit()
        self.cost_edit.setObjectName("costEdit")
        self.revenue_edit = AmountEdit()
        self.revenue_edit.setObjectName("revenueEdit")
        self.symbols_combo = QComboBox()
        self.symbols_combo.setObjectName("symbolsCombo")
        self.symbols_combo.addItem("", None)
        for k in range(4):
            self.symbols_combo.addItem(str(k), k)
        if not self.start:
            form.addRow(translate("NarDialogs", "Cost (red):"), self.cost_edit)
        form.addRow(translate("NarDialogs", "Revenue (green):"), self.revenue_edit)
        if not self.start:
            form.addRow(translate("NarDialogs", "Coast-to-Coast symbols:"), self.symbols_combo)
        else:
            self.cost_edit.hide()
            self.symbols_combo.hide()

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
