"""The action panel: the round's own controls, showing only what the legal-moves query allows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
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

from railsdesk.ui.decisions import DecisionControls
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, term, with_terms
from railsdesk.ui.logtext import STEP_NAMES, action_text
from railsdesk.ui.money import format_money
from railsdesk.ui.titlestatus import TitleStatus

HANDLED = {
    "bid", "par", "buy_shares", "sell_shares", "dividend", "buy_train", "buy_company",
    "discard_train", "run_routes", "pass", "lay_tile", "place_token", "undo", "redo",
    "bankrupt", "choose", "assign", "payoff_player_debt", "payoff_player_debt_partial",
}  # fmt: skip
# The size of a president's certificate decides how many phases of building permits it brings
# (1880: 20 % three, 30 % two, 40 % one).
PERMIT_PHASES = {20: 3, 30: 2, 40: 1}

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


class ActionPanel(QWidget):
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
        self.snapshot: dict = {}
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
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.scroll.setWidget(self.body)
        outer.addWidget(self.scroll, 1)
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
        self.decisions = DecisionControls(self)

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

    # --- rendering ------------------------------------------------------------------------------

    def set_state(self, legal: dict, snapshot: dict, names: dict, history: bool = False) -> None:
        self.legal = legal or {}
        self.snapshot = snapshot or {}
        self.names = names
        self.history = history
        self.pending = None
        self.show_refusal("")
        self.rebuild()
        self.scroll.verticalScrollBar().setValue(0)  # a new turn starts at the top

    def show_refusal(self, text: str) -> None:
        """Why a move was refused ("" hides it until the next refusal)."""
        self.refusal.setText(text)
        self.refusal.setVisible(bool(text))

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

    def _confirmation(self) -> None:
        action, text = self.pending
        lay = self._group(self.tr("Please confirm"))
        label = self._label(text)
        label.setObjectName("confirmText")
        lay.addWidget(label)
        row = QHBoxLayout()
        yes = self._button("confirm", self.tr("Confirm"))
        yes.clicked.connect(lambda _=False, a=action: self._confirmed(a))
        back = self._button("confirm_back", self.tr("Back"))
        back.clicked.connect(self._unconfirmed)
        row.addWidget(yes)
        row.addWidget(back)
        lay.addLayout(row)
        yes.setDefault(True)

    def _confirmed(self, action: dict) -> None:
        self.pending = None
        self.actionRequested.emit(dict(action))

    def _unconfirmed(self) -> None:
        self.pending = None
        self.rebuild()

    def rebuild(self) -> None:
        for layout in (self.body_layout, self.footer):
            while layout.count():
                item = layout.takeAt(0)
                w = item.widget()
                if w is not None:
                    w.setParent(None)
                    w.deleteLater()
        self.buttons = {}
        legal, snap = self.legal, self.snapshot
        self.title_status.set_state(snap, self.names)
        actions = [a for a in legal.get("actions", []) if a not in ("undo", "redo")]
        title = self.data.title
        entity = legal.get("entity")
        etype = legal.get("entity_type", "player")
        who = self.names.get(str(entity), str(entity)) if etype == "player" else str(entity or "")
        if etype == "corporation" and entity is not None:
            pres = ((snap.get("corporations") or {}).get(str(entity)) or {}).get("president")
            if pres is not None:
                who = f"{entity} ({self.names.get(str(pres), pres)})"
        if self.history:
            self.header.setText(self.tr("Viewing an earlier moment of the game"))
            self.steps.setText(self.tr("Moves can be made only in the present."))
            self.body_layout.addStretch(1)
            return
        if snap.get("finished"):
            self.header.setText(self.tr("The game is over"))
            self.steps.setText("")
            self._results()
            self.body_layout.addStretch(1)
            return
        self.header.setText(who if entity is not None else self.tr("Nobody can act"))
        parts = []
        for part in snap.get("steps") or []:
            label = term(title, STEP_NAMES.get(part["name"], part["name"]))
            if part["status"] == "current":
                parts.append(f"<b style='color:#b35900'>▶ {label}</b>")
            elif part["status"] == "done":
                parts.append(f"<span style='color:#888'><s>{label}</s></span>")
            else:
                parts.append(f"<span style='color:#888'>{label}</span>")
        self.steps.setText(" · ".join(parts))
        if self.pending is not None:
            self._confirmation()
            self.body_layout.addStretch(1)
            return
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
            self._group(term(title, "lay track")).addWidget(self._label(hint))
        if "place_token" in actions:
            lay = self._group(term(title, "place a token"))
            offers = legal.get("place_token") or []
            costs = sorted({o.get("cost", 0) for o in offers})
            text = self.tr("Click a highlighted city slot on the map.")
            if costs:
                text += " " + self.tr("Cost: %1").replace(
                    "%1", " / ".join(self.money(c) for c in costs)
                )
            label = QLabel(text)
            label.setWordWrap(True)
            lay.addWidget(label)
        if "choose" in actions and not self.decisions.takes_choice(legal):
            self._choices(legal)
        if "assign" in actions and etype == "company":
            self._assign(str(entity), legal.get("assign") or [])
        if "payoff_player_debt" in actions or "payoff_player_debt_partial" in actions:
            self._player_debt(legal, actions)
        if "bid" in actions:
            self._bids(legal.get("bid") or [])
        if "par" in actions:
            self._pars(legal.get("par") or [])
        if "buy_shares" in actions:
            self._shares(legal.get("buy_shares") or [], buy=True)
        if legal.get("sell_shares"):
            self._shares(legal["sell_shares"], buy=False)
        if "run_routes" in actions:
            self._routes()
        if self._short_of_a_train(actions):
            note = QLabel(
                self.tr(
                    "The company must buy a train. Its president pays what the treasury lacks "
                    "and may have to sell shares for it."
                )
            )
            note.setWordWrap(True)
            note.setObjectName("emergencyNote")
            note.setStyleSheet("color: #a03000;")
            self.body_layout.addWidget(note)
        if "dividend" in actions:
            self._dividend(legal["dividend"])
        if "buy_train" in actions:
            self._trains(legal.get("buy_train") or [])
        if "discard_train" in actions:
            lay = self._group(term(title, "discard a train"))
            for i, t in enumerate(legal.get("discard_train") or []):
                train = t.get("train") if isinstance(t, dict) else t
                lay.addWidget(
                    self._button(
                        f"discard_{i}",
                        self.tr("Discard %1").replace("%1", str(train)),
                        self._act("discard_train", train=train),
                    )
                )
        if "buy_company" in actions:
            self._companies(legal.get("buy_company") or [])
        self.decisions.build(legal, actions)
        if legal.get("companies") and entity is not None and etype != "company":
            self._powers(legal["companies"])
        if "bankrupt" in actions:
            b = self._button("bankrupt", self.tr("Declare bankruptcy"), self._act("bankrupt"))
            b.setToolTip(
                self.tr("Allowed only when the company and its president cannot raise the money.")
            )
            self.body_layout.addWidget(b)
        others = [a for a in actions if a not in HANDLED and a not in self.decisions.decided_here]
        for kind in others:
            self.body_layout.addWidget(
                self._button(kind, action_text(self.data.title, kind), self._act(kind))
            )
        if "pass" in actions and not self.decisions.takes_pass(actions):
            text = self.tr("Pass")
            if "lay_tile" in actions or "place_token" in actions or "buy_train" in actions:
                text = self.tr("Done / skip this step")
            if "buy_company" in actions and len(actions) <= 2:
                text = self.tr("Done")
            self.footer.addWidget(self._button("pass", text, self._act("pass")))
        self.body_layout.addStretch(1)
        fields = [*self.body.findChildren(QAbstractSpinBox), *self.body.findChildren(QComboBox)]
        for field in fields:
            # the wheel scrolls the panel; it changes a value only in the field being edited
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            field.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Wheel and not obj.hasFocus():
            QApplication.sendEvent(self.scroll.viewport(), event)
            return True
        return False

    def _short_of_a_train(self, actions: list[str]) -> bool:
        """A corporation must buy a train and its treasury cannot pay for the cheapest."""
        if "buy_train" not in actions or "pass" in actions:
            return False
        prices = [
            int(o.get("price", o.get("list_price", 0)))
            for o in self.legal.get("buy_train") or []
            if "price" in o or "list_price" in o
        ]
        corp = (self.snapshot.get("corporations") or {}).get(str(self.legal.get("entity"))) or {}
        return not prices or min(prices) > int(corp.get("cash", 0))

    def _bids(self, options: list[dict]) -> None:
        lay = self._group(term(self.data.title, "bid"))
        standing = self.snapshot.get("bids") or []
        if standing:
            lines = [
                self.tr("%1 bids %2 for %3")
                .replace("%1", str(self.names.get(str(b["player"]), b["player"])))
                .replace("%2", self.money(b["price"]))
                .replace("%3", str(b["company"]))
                for b in standing
            ]
            held = QLabel("<br>".join(lines))
            held.setObjectName("standingBids")
            held.setWordWrap(True)
            lay.addWidget(held)
        for opt in options:
            if opt.get("minor"):  # a draft: the minor is taken for nothing
                lay.addWidget(self._draft_button(opt["minor"]))
                continue
            sym = opt.get("company") or opt.get("corporation")
            comp = self.data.companies.get(sym, {})
            row = QHBoxLayout()
            name = QLabel(f"<b>{sym}</b> {comp.get('name', '')}")
            name.setWordWrap(True)
            name.setMinimumWidth(60)
            name.setToolTip(
                self.tr("Face value %1, revenue %2")
                .replace("%1", self.money(comp.get("value", 0)))
                .replace("%2", self.money(comp.get("revenue", 0)))
            )
            row.addWidget(name, 1)
            low, high = int(opt.get("min", 0)), int(opt.get("max", opt.get("min", 0)))
            key = (
                "company"
                if opt.get("company")
                else "corporation"
                if opt.get("corporation")
                else ("minor")
            )
            # the cheapest private is bought outright at its face value, not bid for
            purchase = opt.get("purchase") or (
                opt.get("company") and comp.get("value") is not None and low == comp["value"]
            )
            if purchase:
                b = self._button(
                    f"bid_{sym}",
                    self.tr("Buy for %1").replace("%1", self.money(low)),
                    self._act("bid", **{key: sym, "price": low}),
                )
                row.addWidget(b)
                lay.addLayout(row)
                continue
            spin = QSpinBox()
            spin.setRange(low, max(low, high))
            spin.setSingleStep(5)
            spin.setValue(low)
            spin.setObjectName(f"bid_spin_{sym}")
            self._money_spin(spin)
            row.addWidget(spin)
            b = self._button(f"bid_{sym}", self.tr("Bid"))
            b.clicked.connect(
                lambda _=False, s=sym, sp=spin, k=key: self.actionRequested.emit(
                    self._act("bid", **{k: s, "price": sp.value()})
                )
            )
            row.addWidget(b)
            lay.addLayout(row)

    def _pars(self, options: list[dict]) -> None:
        lay = self._group(term(self.data.title, "choose a par value"))
        by_corp: dict[str, list[dict]] = {}
        for opt in options:
            by_corp.setdefault(opt["corporation"], []).append(opt)
        for corp, opts in by_corp.items():
            row = QHBoxLayout()
            row.addWidget(QLabel(f"<b>{corp}</b>"), 1)
            combo = QComboBox()
            combo.setObjectName(f"par_combo_{corp}")
            for o in opts:
                if "slot" in o:  # 1880: a place on the order track at that price
                    text = with_terms(self.tr("%1, {term:Order track} place %2"), self.data.title)
                    text = text.replace("%1", self.money(o.get("price")))
                    combo.addItem(text.replace("%2", str(o["slot"] + 1)), o)
                else:
                    combo.addItem(self.money(o.get("price")), o["share_price"])
            row.addWidget(combo)
            b = self._button(f"par_{corp}", self.tr("Start"))
            b.clicked.connect(
                lambda _=False, c=corp, cb=combo: self.actionRequested.emit(
                    self._act("par", corporation=c, **par_fields(cb.currentData()))
                )
            )
            row.addWidget(b)
            lay.addLayout(row)

    def _shares(self, options: list[dict], buy: bool) -> None:
        title = self.tr("Buy shares") if buy else self.tr("Sell shares")
        lay = self._group(title)
        for i, opt in enumerate(options):
            shares = opt.get("shares") or []
            corp = opt.get("corporation") or (shares[0].rsplit("_", 1)[0] if shares else "")
            pct = opt.get("percent", 10 * len(shares))
            price = opt.get("price", 0)
            if buy:
                source = (
                    term(self.data.title, "Initial offering")
                    if opt.get("source") == "ipo"
                    else (term(self.data.title, "Bank pool"))
                )
                text = (
                    self.tr("Buy %1% %2 from %3 for %4")
                    .replace("%1", str(pct)).replace("%2", corp).replace("%3", source)
                    .replace("%4", self.money(price))
                )  # fmt: skip
                action = self._act("buy_shares", shares=shares, percent=pct)
            else:
                text = (
                    self.tr("Sell %1% %2 for %3")
                    .replace("%1", str(pct)).replace("%2", corp).replace("%3", self.money(price))
                )  # fmt: skip
                action = self._act("sell_shares", shares=shares, percent=pct)
            key = f"{'buy' if buy else 'sell'}_{i}"
            lay.addWidget(self._button(key, text, action))

    def _routes(self) -> None:
        lay = self._group(term(self.data.title, "run trains"))
        info = self.route_info or {}
        trains = info.get("trains") or []
        if trains:
            hint = QLabel(self.tr("Choose a train, then click its stops on the map in order."))
            hint.setWordWrap(True)
            lay.addWidget(hint)
        for t in trains:
            train = t["train"]
            row = QHBoxLayout()
            pick = self._button(f"route_train_{train}", t.get("name", train))
            pick.setToolTip(train)
            pick.setCheckable(True)
            pick.setChecked(bool(t.get("current")))
            pick.setStyleSheet(
                f"QPushButton {{ border-left: 10px solid {t['color']}; padding: 3px 6px; }}"
                f"QPushButton:checked {{ font-weight: bold; }}"
            )
            pick.clicked.connect(lambda _=False, tr=train: self.routeTrainChosen.emit(tr))
            row.addWidget(pick)
            counted = f" <b>({t['range']})</b>" if t.get("range") else ""
            if t.get("error"):
                text = f"<span style='color:#b00000'>{t['error']}</span>{counted}"
            elif t.get("revenue") is not None:
                text = f"<b>{self.money(t['revenue'])}</b> {t.get('stops', '')}{counted}"
            else:
                text = f"<span style='color:#777'>{self.tr('no route')}</span>"
            label = QLabel(text)
            label.setWordWrap(True)
            label.setObjectName(f"route_text_{train}")
            if t.get("free") and not t.get("error"):
                label.setToolTip(
                    self.tr("In parentheses: stops the train passes without counting them")
                )
            row.addWidget(label, 1)
            clear = self._button(f"route_clear_{train}", "✕")
            clear.setToolTip(self.tr("Clear this route"))
            clear.setFixedWidth(max(clear.minimumSizeHint().width(), clear.sizeHint().height() + 4))
            clear.clicked.connect(lambda _=False, tr=train: self.routeClearRequested.emit(tr))
            row.addWidget(clear)
            lay.addLayout(row)
        total = info.get("total")
        if info.get("error") and any(t.get("stops") for t in trains):
            text = f"<span style='color:#b00000'>{info['error']}</span>"
        elif total is not None:
            text = "<b>" + self.tr("Total: %1").replace("%1", self.money(total)) + "</b>"
        else:
            text = ""
        self.route_label = QLabel(text)
        self.route_label.setObjectName("routeTotal")
        self.route_label.setWordWrap(True)
        lay.addWidget(self.route_label)
        row = QHBoxLayout()
        auto = self._button("auto_routes", self.tr("Auto"), slot=self._auto_clicked)
        auto.setToolTip(self.tr("Find the best routes"))
        row.addWidget(auto)
        if info.get("last_run"):
            last = self._button("last_run", self.tr("Last run"))
            last.setCheckable(True)
            last.setChecked(bool(info.get("showing_last_run")))
            last.setToolTip(self.tr("Show the routes this company ran last time"))
            last.clicked.connect(lambda _=False: self.lastRunRequested.emit(""))
            row.addWidget(last)
        run_trains = with_terms(self.tr("Run trains"), self.data.title)
        run = self._button("run_routes", run_trains, slot=self.submitRoutesRequested)
        run.setEnabled(total is not None)
        if total is not None:
            run_for = with_terms(self.tr("Run trains for %1"), self.data.title)
            run.setText(run_for.replace("%1", self.money(total)))
        row.addWidget(run)
        lay.addLayout(row)
        self.set_busy(bool(info.get("busy")) or self.busy)

    def _dividend(self, choice: dict) -> None:
        lay = self._group(term(self.data.title, "pay dividends"))
        revenue = choice["revenue"]
        per_share = choice["per_share"]
        per_share = int(per_share) if per_share == int(per_share) else per_share
        for kind in choice["kinds"]:
            if kind == "payout":
                text = term(self.data.title, "Pay out") + " "
                text += self.tr("(%1 per share)").replace("%1", self.money(per_share))
            elif kind == "withhold":
                text = term(self.data.title, "Withhold") + " "
                text += self.tr("(%1 to the treasury)").replace("%1", self.money(revenue))
            elif kind == "half":
                text = self.tr("Pay out half")
            else:
                text = kind
            lay.addWidget(self._button(f"dividend_{kind}", text, self._act("dividend", kind=kind)))

    def _trains(self, options: list[dict]) -> None:
        lay = self._group(term(self.data.title, "buy trains"))
        for i, opt in enumerate(options):
            train = opt.get("train")
            name = str(train).split("-")[0]
            source = str(opt.get("source", "depot"))
            # a bank train offered with a range (1880's 18xx.games reading) is bought at its
            # printed price, as on that site, when that can be paid
            if "list_price" in opt and opt["list_price"] > opt["max"]:
                continue
            price = opt.get("list_price", opt.get("price"))
            if "list_price" in opt or ("price" in opt and "min" not in opt):
                where = {"depot": self.tr("the bank"), "pool": term(self.data.title, "Bank pool")}
                text = (
                    self.tr("Buy a %1 train from %2 for %3")
                    .replace("%1", name).replace("%2", where.get(source, source))
                    .replace("%3", self.money(price))
                )  # fmt: skip
                fields = {"train": train, "price": price}
                if opt.get("exchange"):
                    fields["exchange"] = opt["exchange"]
                text += self.loan_note(int(price))
                lay.addWidget(self._button(f"train_{i}", text, self._act("buy_train", **fields)))
            else:
                row = QHBoxLayout()
                row.addWidget(
                    self._label(
                        self.tr("%1 train from %2")
                        .replace("%1", name)
                        .replace("%2", self.holder_name(source))
                    ),
                    1,
                )
                spin = QSpinBox()
                spin.setRange(int(opt.get("min", 1)), int(opt.get("max", 99999)))
                spin.setValue(int(opt.get("min", 1)))
                spin.setObjectName(f"train_spin_{i}")
                self._money_spin(spin)
                row.addWidget(spin)
                b = self._button(f"train_{i}", self.tr("Buy"))
                b.clicked.connect(
                    lambda _=False, t=train, sp=spin, seller=source, n=name: self.ask_to_confirm(
                        self._act("buy_train", train=t, price=sp.value()),
                        self.tr("%1 buys a %2 train from %3 for %4.")
                        .replace("%1", self.holder_name(self.legal.get("entity")))
                        .replace("%2", n).replace("%3", self.holder_name(seller))
                        .replace("%4", self.money(sp.value())),
                    )
                )  # fmt: skip
                row.addWidget(b)
                lay.addLayout(row)

    def loan_note(self, price: int) -> str:
        """Where the president may borrow (1880's debt), what a purchase would make him owe."""
        if "debts" not in (self.snapshot.get("title_view") or {}):
            return ""
        corp = (self.snapshot.get("corporations") or {}).get(str(self.legal.get("entity"))) or {}
        president = (self.snapshot.get("players") or {}).get(str(corp.get("president"))) or {}
        loan = price - int(corp.get("cash", 0)) - int(president.get("cash", 0))
        if loan <= 0:
            return ""
        owed = loan + (loan + 1) // 2  # half more at once, rounded up
        return " " + with_terms(
            self.tr("(the {term:President} borrows %1 and owes %2)"), self.data.title
        ).replace("%1", self.money(loan)).replace("%2", self.money(owed))

    def _companies(self, options: list[dict]) -> None:
        lay = self._group(term(self.data.title, "buy private companies"))
        for opt in options:
            sym = opt.get("company")
            low = int(opt.get("min", 1))
            high = int(opt.get("max", low))
            face = self.data.companies.get(sym, {}).get("value", low)
            owner = self.holder_name(opt.get("owner", ""))
            row = QHBoxLayout()
            label = self._label(
                f"<b>{sym}</b> {self.data.company_name(sym)}<br>"
                + self.tr("owned by %1, face value %2, %3 to %4")
                .replace("%1", owner)
                .replace("%2", self.money(face))
                .replace("%3", self.money(low))
                .replace("%4", self.money(high))
            )
            row.addWidget(label, 1)
            spin = QSpinBox()
            spin.setRange(low, max(low, high))
            spin.setValue(min(max(int(face), low), high))  # the face value, never all the cash
            spin.setObjectName(f"company_spin_{sym}")
            self._money_spin(spin)
            row.addWidget(spin)
            b = self._button(f"company_{sym}", self.tr("Buy"))
            b.clicked.connect(
                lambda _=False, s=sym, sp=spin, o=owner: self.ask_to_confirm(
                    self._act("buy_company", company=s, price=sp.value()),
                    self.tr("%1 buys %2 from %3 for %4.")
                    .replace("%1", self.holder_name(self.legal.get("entity")))
                    .replace("%2", self.data.company_name(s))
                    .replace("%3", o)
                    .replace("%4", self.money(sp.value())),
                )
            )
            row.addWidget(b)
            lay.addLayout(row)

    def _powers(self, companies: dict) -> None:
        """Private companies' powers usable now: a tile lay, a share exchange."""
        title = self.data.title
        lay = self._group(with_terms(self.tr("Private companies' powers"), title))
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

    def _draft_button(self, minor: str) -> QPushButton:
        home = ((self.snapshot.get("minors") or {}).get(minor) or {}).get("tokens") or [""]
        text = with_terms(self.tr("Take {term:Foreign investor} %1 (home %2)"), self.data.title)
        text = text.replace("%1", minor).replace("%2", home[0].split("-")[0])
        return self._button(f"draft_{minor}", text, self._act("bid", minor=minor, price=0))

    def _choices(self, legal: dict) -> None:
        """A title's question: each answer its own button, saying what it brings."""
        question = legal.get("question", "")
        title = self.data.title
        headings = {
            "president_size": self.tr("Size of the {term:President's certificate}"),
            "permits": self.tr("{term:Building permits}"),
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
        if question == "president_size":
            phases = PERMIT_PHASES.get(int(choice), 0)
            return (
                self.tr("%1% {term:President's certificate}: %2 shares, permits for %3 phases")
                .replace("%1", str(choice)).replace("%2", str(int(choice) // 10))
                .replace("%3", str(phases))
            )  # fmt: skip
        if question == "permits":
            return self.tr("{term:Building permits} %1").replace("%1", str(choice))
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
        spin = QSpinBox()
        spin.setRange(int(offer["min"]), int(offer["max"]))
        spin.setValue(int(offer["max"]))
        spin.setObjectName("payoff_spin")
        self._money_spin(spin)
        row.addWidget(spin)
        b = self._button("payoff_debt", self.tr("Repay"))
        b.clicked.connect(
            lambda _=False, sp=spin: self.actionRequested.emit(
                self._act("payoff_player_debt_partial", amount=sp.value())
            )
        )
        row.addWidget(b)
        lay.addLayout(row)

    def _results(self) -> None:
        from railsdesk.ui.docks import player_worth

        players = self.snapshot.get("players") or {}
        lay = self._group(self.tr("Final standings"))
        rows = []
        for pid in players:
            rows.append((player_worth(self.snapshot, pid), self.names.get(str(pid), pid)))
        for value, name in sorted(rows, reverse=True):
            lay.addWidget(QLabel(f"{name}: {self.money(value)}"))

    def set_busy(self, busy: bool) -> None:
        """A route search runs: a progress bar, and Auto becomes Cancel."""
        self.busy = busy
        self.progress.setVisible(busy)
        b = self.buttons.get("auto_routes")
        if b is not None:
            b.setText(self.tr("Cancel") if busy else self.tr("Auto"))

    def _auto_clicked(self) -> None:
        if self.busy:
            self.cancelRoutesRequested.emit()
        else:
            self.autoRoutesRequested.emit()


def par_fields(option: dict | str) -> dict:
    """The fields of a par action for a par combo's choice: the price, or (1880) the offered
    par with its place on the order track."""
    if isinstance(option, str):
        return {"share_price": option}
    return {"share_price": option["share_price"], "slot": option["slot"]}
