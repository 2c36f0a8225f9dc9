"""The action panel: the round's own controls, showing only what the legal-moves query allows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from railsdesk.engine.contract import train_name
from railsdesk.ui.decisions import DecisionControls
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, term, with_terms
from railsdesk.ui.logtext import STEP_NAMES, action_text
from railsdesk.ui.operatingactions import OperatingActions
from railsdesk.ui.stockactions import StockActions

HANDLED = {
    "bid", "par", "buy_shares", "sell_shares", "dividend", "buy_train", "buy_company",
    "discard_train", "run_routes", "pass", "lay_tile", "place_token", "undo", "redo",
    "bankrupt", "choose", "assign", "payoff_player_debt", "payoff_player_debt_partial",
}  # fmt: skip
# Answers to a title's question (the `choose` action), by the question and the answer's
# place in the engine's list: the button, and a note below it with what the answer brings
# (1849: the S.M.S., the certificate swap, the bankruptcy loan and the E-token; %1 is the
# amount, %2 the penalty the engine names).
CHOICE_TEXTS = {
    "sms": (
        (
            QT_TRANSLATE_NOOP("ActionPanel", "Close the S.M.S."),
            QT_TRANSLATE_NOOP(
                "ActionPanel", "Then lay a tile and place a station in a coastal city."
            ),
        ),
        (QT_TRANSLATE_NOOP("ActionPanel", "Pass"), ""),
    ),
    "certificate_swap": (
        (
            QT_TRANSLATE_NOOP("ActionPanel", "Two 10% shares"),
            QT_TRANSLATE_NOOP("ActionPanel", "for the director's certificate"),
        ),
        (
            QT_TRANSLATE_NOOP("ActionPanel", "The last (20%) certificate"),
            QT_TRANSLATE_NOOP("ActionPanel", "for the director's certificate"),
        ),
    ),
    "bankruptcy_loan": (
        (
            QT_TRANSLATE_NOOP("ActionPanel", "Take the loan of %1"),
            QT_TRANSLATE_NOOP("ActionPanel", "%2 comes off the final score."),
        ),
        (QT_TRANSLATE_NOOP("ActionPanel", "Leave the game"), ""),
    ),
    "e_token": (
        (
            QT_TRANSLATE_NOOP("ActionPanel", "Buy an E-token for %1"),
            QT_TRANSLATE_NOOP("ActionPanel", "The company may then buy E-trains."),
        ),
    ),
}


# More controls for privates' powers than this fold away when the step has its own controls
# (1856's port marker, one button per port).
FOLDED_POWERS = 2


class ActionPanel(StockActions, OperatingActions):
    """The round's own controls: a section per kind of step the legal moves allow."""

    def __init__(self, data, parent=None, shortcuts: bool = True) -> None:
        super().__init__(data, parent, shortcuts)
        self.decisions = DecisionControls(self)

    # --- rendering ------------------------------------------------------------------------------

    def set_state(
        self,
        legal: Mapping[str, Any],
        snapshot: Mapping[str, Any],
        names: dict,
        history: bool = False,
    ) -> None:
        legal, snapshot = dict(legal or {}), snapshot or {}
        self.pause_keys_at_a_new_round(snapshot)
        moved = (legal, snapshot) != (self.legal, self.snapshot)
        if moved:
            self.typed = {}  # another moment: the amounts start from their defaults
        # an offer waits for the seller while the game stays where it is (a language switch)
        if self.seller is None or history or moved:
            self.pending = None
            self.put_to(None)
        self.legal = legal
        self.snapshot = snapshot
        self.names = names
        self.history = history
        self.asked_to_play_on = False
        self.rebuild()
        self.scroll_area.verticalScrollBar().setValue(0)  # a new turn starts at the top

    def _confirmation(self, text: str, confirmed, unconfirmed) -> None:
        """What a click would do, said before it is done: Confirm or Back."""
        lay = self._group(self.tr("Please confirm"))
        label = self._label(text)
        label.setObjectName("confirmText")
        lay.addWidget(label)
        row = QHBoxLayout()
        yes = self._button("confirm", self.tr("Confirm"), slot=confirmed, shortcut="Return")
        back = self._button("confirm_back", self.tr("Back"), slot=unconfirmed, shortcut="Esc")
        row.addWidget(yes)
        row.addWidget(back)
        lay.addLayout(row)
        yes.setDefault(True)

    def _consent(self, action: dict, text: str, seller: str) -> None:
        """A deal put to the seller's player, who takes the screen: accept or decline; or,
        where the computer plays his seat, waits for its answer (seller_answers)."""
        name = self.names.get(seller, seller)
        lay = self._group(self.tr("%1 decides").replace("%1", name))
        label = self._label(text)
        label.setObjectName("confirmText")
        lay.addWidget(label)
        if self.computer_answers(seller):
            considers = self.tr("%1 (computer) considers the offer…").replace("%1", name)
            lay.addWidget(self._label(considers))
            withdraw = self._button("confirm_back", self.tr("Withdraw the offer"), shortcut="Esc")
            withdraw.clicked.connect(lambda _=False: self._unconfirmed())
            lay.addWidget(withdraw)
            return
        self.header.setText(self.hand_over(seller))
        row = QHBoxLayout()
        # no key: the seller accepts with a deliberate click, never the buyer's hurried Enter
        yes = self._button("confirm", self.tr("%1 accepts").replace("%1", name))
        yes.clicked.connect(lambda _=False, a=action: self._confirmed(a))
        declines = self.tr("%1 declines").replace("%1", name)
        no = self._button("confirm_back", declines, shortcut="Esc")
        no.clicked.connect(lambda _=False, n=name: self._declined(n))
        row.addWidget(yes)
        row.addWidget(no)
        lay.addLayout(row)

    def _confirmed(self, action: dict) -> None:
        self.pending = None
        self.put_to(None)
        self.actionRequested.emit(dict(action))

    def _unconfirmed(self) -> None:
        self.pending = None
        self.put_to(None)
        self.rebuild()

    def seller_answers(self, agrees: bool) -> None:
        """The computer's answer, for the seat it plays, to the deal put to it."""
        if self.pending is None or self.seller is None:
            return
        action, _ = self.pending
        if agrees:
            self._confirmed(action)
        else:
            self._declined(self.names.get(self.seller, self.seller))

    def _declined(self, seller: str) -> None:
        """The seller said no: the buyer's controls again, with the answer above them."""
        self._unconfirmed()
        self.show_refusal(self.tr("%1 declines the offer; nothing is sold.").replace("%1", seller))

    def rebuild(self) -> None:
        self._clear()
        # the controls a refusal was about are gone: it no longer applies
        self.refused_field = None
        self.show_refusal("")
        legal, snap = self.legal, self.snapshot
        self.title_status.set_state(snap, self.names)
        if self.history:
            self.header.setText(self.tr("Viewing an earlier moment of the game"))
            self.steps.setText(self.tr("Moves can be made only in the present."))
            self._play_on()
            self.body_layout.addStretch(1)
            return
        if snap.get("finished"):
            self.header.setText(self.tr("The game is over"))
            self.steps.setText("")
            self._results()
            self.body_layout.addStretch(1)
            return
        entity = legal.get("entity")
        self.header.setText(
            self.holder_name(entity, self.legal.get("entity_type", "player"))
            if entity is not None
            else self.tr("Nobody can act")
        )
        self.steps.setText(self._step_line())
        if self.pending is not None:
            action, sentence = self.pending
            if self.seller is not None:
                self._consent(action, sentence(), self.seller)
            else:
                self._confirmation(
                    sentence(), lambda _=False: self._confirmed(action), self._unconfirmed
                )
            self.body_layout.addStretch(1)
            return
        actions = [a for a in legal.get("actions", []) if a not in ("undo", "redo")]
        self._map_steps(actions)
        self._turn_steps(actions)
        self._last_steps(actions)

    def _play_on(self) -> None:
        """The game goes on from the moment shown: the later actions are dropped (asked
        first), and Redo brings them back."""
        later = self.later_actions
        dropped = self.tr("The %n later action(s) are dropped; Redo brings them back.", None, later)
        if self.asked_to_play_on:
            self._confirmation(dropped, self.playOnRequested, self._not_playing_on)
            return
        lay = self._group(self.tr("Play on from here"))
        lay.addWidget(self._label(dropped))
        play_on = self._button("play_on", self.tr("Play on from here"), slot=self.ask_to_play_on)
        lay.addWidget(play_on)

    def ask_to_play_on(self) -> None:
        """The confirmation that the later actions are dropped, in place of the button."""
        self.asked_to_play_on = True
        self.rebuild()

    def _not_playing_on(self) -> None:
        self.asked_to_play_on = False
        self.rebuild()

    def _clear(self) -> None:
        """Remove the controls built last."""
        for layout in (self.body_layout, self.footer):
            while layout.count():
                item = layout.takeAt(0)
                w = item.widget() if item is not None else None
                if w is not None:
                    w.setParent(None)
                    w.deleteLater()
        self.buttons = {}

    def _step_line(self) -> str:
        """The turn's steps: the current one marked, the finished ones struck through."""
        title = self.data.title
        parts = []
        for part in self.snapshot.get("steps") or []:
            if part["name"] not in STEP_NAMES:  # a step of the rules' own, named elsewhere
                continue
            label = term(title, STEP_NAMES[part["name"]])
            if part["status"] == "current":
                parts.append(f"<b style='color:#b35900'>▶ {label}</b>")
            elif part["status"] == "done":
                parts.append(f"<span style='color:#888'><s>{label}</s></span>")
            else:
                parts.append(f"<span style='color:#888'>{label}</span>")
        return " · ".join(parts)

    def _map_steps(self, actions: list[str]) -> None:
        """Laying track and placing a token are done on the map: a hint says how (and, at a
        second lay in the turn, that a second yellow tile may be laid)."""
        legal, title = self.legal, self.data.title
        if "lay_tile" in actions:
            can_lay = any(
                option.get("rotations")
                for options in (legal.get("lay_tile") or {}).values()
                for option in options
            )
            hint = (
                self.tr("Drag a tile from the tray onto a highlighted hex, or click a hex.")
                if can_lay
                else self.tr("No tile can be laid now.")
            )
            lay = self._group(term(title, "lay track"))
            if can_lay and legal.get("second_tile"):
                second = self._label(self.tr("You may lay a second yellow tile (no upgrade)."))
                second.setObjectName("second_tile")
                second.setStyleSheet("font-weight: bold;")
                lay.addWidget(second)
            lay.addWidget(self._label(hint))
        if "place_token" in actions:
            lay = self._group(term(title, "place a token"))
            offers = legal.get("place_token") or []
            costs = sorted({o.get("cost", 0) for o in offers})
            text = self.tr("Click a highlighted city slot on the map.")
            if legal.get("token_for") == "home":
                text = self.tr("Choose the home station of %1: click a highlighted city on "
                               "the map.").replace("%1", self.acting_name())  # fmt: skip
            elif legal.get("token_for") == "replaced":
                text = self.tr("A station marker lifted by the new tile goes back: click a "
                               "highlighted city on the map.")  # fmt: skip
            if costs:
                text += " " + self.tr("Cost: %1").replace(
                    "%1", " / ".join(self.money(c) for c in costs)
                )
            label = QLabel(text)
            label.setWordWrap(True)
            lay.addWidget(label)

    def _turn_steps(self, actions: list[str]) -> None:
        """A section for each other step the legal moves allow."""
        legal = self.legal
        entity = legal.get("entity")
        etype = legal.get("entity_type", "player")
        if "choose" in actions and not self.decisions.takes_choice(legal):
            self._choices(legal)
        if "assign" in actions and etype == "company":
            self._assign(str(entity), legal.get("assign") or [])
        if "bid" in actions:
            self._bids(legal.get("bid") or [])
        # the shares to buy first, where every player's turn has them in the same places
        if "buy_shares" in actions:
            self._buy_shares(legal.get("buy_shares") or [])
        elif self.nothing_to_buy_but_why():
            self._nothing_to_buy()
        if "par" in actions:
            self._pars(legal.get("par") or [], folded=bool(legal.get("buy_shares")))
        if "payoff_player_debt" in actions or "payoff_player_debt_partial" in actions:
            self._player_debt(legal, actions)
        if self._short_of_a_train(actions):  # the ways out first, then the sales among them
            self._ways_out(actions)
        if legal.get("sell_shares"):
            self._sell_shares(legal["sell_shares"])
        if "run_routes" in actions:
            self._routes()
        if "dividend" in actions:
            self._dividend(legal["dividend"])
        if "buy_train" in actions:
            self._trains(legal.get("buy_train") or [])
        if "discard_train" in actions:
            self._discard_trains(legal)
        if "buy_company" in actions:
            self._companies(legal.get("buy_company") or [])
        self.decisions.build(legal, actions)
        if legal.get("companies") and entity is not None and etype != "company":
            self._powers(legal["companies"])

    def _discard_trains(self, legal: dict) -> None:
        """Over the train limit: why, then one button per kind of train (which one of a kind
        goes makes no difference), named by the index of its first train."""
        title = self.data.title
        lay = self._group(term(title, "discard a train"))
        over = legal.get("train_limit")
        if over:
            held = over["held"]
            text = self.tr(
                "%1 holds %n train(s), over its {term:Train limit:lower} of %2.", "", held
            )
            text = text.replace("%1", self.company_name(legal.get("entity")))
            label = self._label(with_terms(text.replace("%2", str(over["limit"])), title))
            label.setObjectName("discard_reason")
            lay.addWidget(label)
        shown: set[str] = set()
        for i, train in enumerate(legal.get("discard_train") or []):
            name = train_name(train)
            if name in shown:
                continue
            shown.add(name)
            text = self.tr("Discard %1").replace("%1", name)
            lay.addWidget(
                self._button(f"discard_{i}", text, self._act("discard_train", train=train))
            )

    def _bankruptcy(self) -> QPushButton:
        """Declaring bankruptcy, confirmed first: it ends the game, or a company, at one
        click; the confirmation names the player, the rule that allows it and what it brings."""
        b = self._button("bankrupt", self.tr("Declare bankruptcy"))
        if self.legal.get("entity_type") == "player":  # a president in debt himself
            allowed = self.tr("Declare %1 bankrupt? Allowed when nothing is left to sell "
                              "for what is owed. %3")  # fmt: skip
        else:
            allowed = self.tr("Declare %1 bankrupt? Allowed when %2 and its president "
                              "cannot raise the money. %3")  # fmt: skip
        player = self.names.get(str(self.player_of(self.legal.get("entity"))), "")
        sentence = (
            allowed.replace("%1", player)
            .replace("%2", self.acting_name())
            .replace("%3", self.decisions.bankruptcy_outcome())
        )
        action = self._act("bankrupt")
        b.clicked.connect(lambda _=False, t=sentence: self.ask_to_confirm(action, t))
        b.setToolTip(
            self.tr("Allowed only when the company and its president cannot raise the money.")
        )
        return b

    def _last_steps(self, actions: list[str]) -> None:
        """Bankruptcy, the actions without a section of their own, and Pass below them all."""
        if "bankrupt" in actions:
            self.body_layout.addWidget(self._bankruptcy())
        others = [a for a in actions if a not in HANDLED and a not in self.decisions.decided_here]
        for kind in others:
            self.body_layout.addWidget(
                self._button(kind, action_text(self.data.title, kind), self._act(kind))
            )
        if self.legal.get("entity_type", "player") != "player":
            self._step_note()
        if "pass" in actions and not self.decisions.takes_pass(actions):
            if self.legal.get("entity_type", "player") == "player":  # the player's turn ends
                # after a purchase or a sale the pass ends the turn, not the player's round
                text = self.tr("End turn") if self.legal.get("turn_acted") else self.tr("Pass")
                pass_ = self._button("pass", text, self._act("pass"), shortcut="P")
                self.footer.addWidget(pass_)
            else:  # a company's step, skipped below its own controls
                self._skip_step(actions)
        self.body_layout.addStretch(1)
        fields = [*self.body.findChildren(QAbstractSpinBox), *self.body.findChildren(QComboBox)]
        for field in fields:
            # the wheel scrolls the panel; it changes a value only in the field being edited
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            field.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Wheel and not obj.hasFocus():
            QApplication.sendEvent(self.scroll_area.viewport(), event)
            return True
        return False

    def _powers(self, companies: dict) -> None:
        """Private companies' powers usable now: a tile lay, a share exchange."""
        title = self.data.title
        controls = QWidget()  # built first: the section is shown only with something in it
        lay = QVBoxLayout(controls)
        lay.setContentsMargins(0, 0, 0, 0)
        for sym, power in companies.items():
            name = self.data.company_name(sym)
            acts = power.get("actions") or []
            if "lay_tile" in acts and power.get("lay_tile"):
                text = with_terms(self.tr("%1: lay a tile"), self.data.title)
                b = self._button(f"power_lay_{sym}", text.replace("%1", name))
                b.clicked.connect(lambda _=False, c=sym: self.companyLayRequested.emit(c))
                lay.addWidget(b)
            company = {"entity": sym, "entity_type": "company"}
            if "purchase_train" in acts:
                depot = self.snapshot.get("depot") or [{}]
                text = self.tr("Exchange %1 for the %2 train now (free)")
                text = text.replace("%1", name).replace("%2", str(depot[0].get("name", "")))
                action = {"type": "purchase_train", **company}
                lay.addWidget(self._button(f"power_train_{sym}", text, action))
            corporations = self.snapshot.get("corporations") or {}
            for target in power.get("assign") or [] if "assign" in acts else []:
                if target not in corporations:
                    continue  # a marker for a hex (1849's CNM port): DecisionControls.powers
                action = {"type": "assign", **company, "target": target}
                action["target_type"] = "corporation"  # 1880's P5: the extra D permit
                text = self.tr("%1: the extra D {term:Building permits} to %2")
                text = with_terms(text, title).replace("%1", name).replace("%2", target)
                lay.addWidget(self._button(f"power_assign_{sym}_{target}", text, action))
            if "buy_shares" in acts:
                for i, opt in enumerate(power.get("buy_shares") or []):
                    text = (
                        self.tr("Exchange %1 for %2% of %3")
                        .replace("%1", name).replace("%2", str(opt.get("percent", 10)))
                        .replace("%3", str(opt.get("corporation", "")))
                    )  # fmt: skip
                    action = {
                        "type": "buy_shares",
                        "entity": sym,
                        "entity_type": "company",
                        "shares": opt.get("shares"),
                        "percent": opt.get("percent"),
                    }
                    lay.addWidget(self._button(f"power_shares_{sym}_{i}", text, action))
            self.decisions.powers(lay, sym, power)
        count = lay.count()
        if count == 0:  # no power is usable from here (the board offers it)
            controls.deleteLater()
            return
        group = self._group(with_terms(self.tr("Private companies' powers"), title))
        if count > FOLDED_POWERS and self.has_step_controls():
            group = self._folded(group, "powers", self.tr("Show all %1").replace("%1", str(count)))
        group.addWidget(controls)

    def _choices(self, legal: dict) -> None:
        """A title's question: each answer its own button, saying what it brings."""
        question = legal.get("question", "")
        title = self.data.title
        headings = {
            "p0_payout": self.tr("One-time payout"),
            "merger_cash": self.tr("The investor's cash at its merger"),
            "merger_token": self.tr("The investor's station at its merger"),
            "sms": self.tr("Use the S.M.S.?"),
            "certificate_swap": self.tr("Change of director: what you receive"),
            "bankruptcy_loan": self.tr("Bankrupt without shares: loan or leave"),
            "e_token": self.tr("E-token"),
        }
        lay = self._group(with_terms(headings.get(question, self.tr("Choose")), title))
        money = legal.get("choose_money") or []
        for i, choice in enumerate(legal.get("choose") or []):
            moved = money[i] if i < len(money) else None
            text = with_terms(self.choice_text(question, i, choice, moved), title)
            lay.addWidget(self._button(f"choose_{i}", text, self._act("choose", choice=choice)))
            note = self.choice_note(question, i)
            if note:
                label = self._label(note)
                label.setObjectName(f"choose_note_{i}")
                label.setStyleSheet("color: #444;")
                lay.addWidget(label)

    def choice_text(self, question: str, index: int, choice, money: dict | None = None) -> str:
        """An answer's text; money: what the answer moves, where the engine says (1880)."""
        if question == "p0_payout" and money is not None:
            return self.tr("Take it now: %1").replace("%1", self.money(money["amount"]))
        if question == "merger_cash" and money is not None:
            amount = self.money(money["amount"])
            if str(money["to"]) in (self.snapshot.get("corporations") or {}):
                return self.tr("All %1 to the corporation's {term:Treasury}").replace("%1", amount)
            return self.tr("%1 (20%) to its owner, the rest to the bank").replace("%1", amount)
        if question == "merger_token" and choice == "Replace":
            return self.tr("Replace its station with one of the corporation's (free)")
        if question == "merger_token":
            return self.tr("Remove its station")
        texts = CHOICE_TEXTS.get(question, ())
        if index < len(texts):
            return self.with_amounts(texts[index][0])
        return str(choice)

    def choice_note(self, question: str, index: int) -> str:
        """What an answer brings, below its button ("" for none)."""
        texts = CHOICE_TEXTS.get(question, ())
        return self.with_amounts(texts[index][1]) if index < len(texts) else ""

    def with_amounts(self, source: str) -> str:
        """A CHOICE_TEXTS text translated, with the amount and penalty the engine names."""
        if not source:
            return ""
        text = QCoreApplication.translate("ActionPanel", source)
        text = text.replace("%1", self.money(self.legal.get("amount", 0)))
        return text.replace("%2", self.money(self.legal.get("penalty", 0)))

    def _assign(self, company: str, targets: list[str]) -> None:
        """A private that must be used now (1880's Rocket of China in phase B3)."""
        name = self.data.company_name(company)
        lay = self._group(self.tr("Forced exchange: %1").replace("%1", name))
        for target in targets:
            text = self.tr("Give the free train to %1").replace("%1", target)
            action = self._act("assign", target=target, target_type="corporation")
            lay.addWidget(self._button(f"assign_{target}", text, action))

    def _player_debt(self, legal: dict, actions: list[str]) -> None:
        """A player's debt (1880: the director's debt, with its interest) repaid."""
        player = (self.snapshot.get("players") or {}).get(str(legal.get("entity"))) or {}
        debt = ((self.snapshot.get("title_view") or {}).get("debts") or {}).get(
            str(legal.get("entity")), 0
        )
        lay = self._group(term(self.data.title, "repay debt"))
        lay.addWidget(
            self._label(
                self.tr("Debt %1; it grows by half at the end of every stock round.").replace(
                    "%1", self.money(debt)
                )
            )
        )
        if "payoff_player_debt" in actions:
            paid = min(int(player.get("cash", 0)), int(debt))
            text = self.tr("Repay %1 (all the cash it takes)").replace("%1", self.money(paid))
            lay.addWidget(self._button("payoff_debt", text, self._act("payoff_player_debt")))
            return
        offer = legal.get("payoff_player_debt_partial") or {"min": 1, "max": 1}
        row = QHBoxLayout()
        low, high = int(offer["min"]), int(offer["max"])
        field = self._amount(row, "payoff_amount", low, high, high)
        what = term(self.data.title, "repay debt")
        b = self._button("payoff_debt", self.tr("Repay"))
        b.clicked.connect(lambda _=False, f=field, w=what: self._repay(f, w))
        row.addWidget(b)
        lay.addLayout(row)

    def _repay(self, field, what: str) -> None:
        amount = self.checked_amount(field, what)
        if amount is not None:
            self.actionRequested.emit(self._act("payoff_player_debt_partial", amount=amount))

    def _results(self) -> None:
        from railsdesk.ui.docks.players import player_worth

        players = self.snapshot.get("players") or {}
        lay = self._group(self.tr("Final standings"))
        rows = []
        for pid in players:
            rows.append((player_worth(self.snapshot, pid), self.names.get(str(pid), pid)))
        for value, name in sorted(rows, reverse=True):
            lay.addWidget(QLabel(f"{name}: {self.money(value)}"))
