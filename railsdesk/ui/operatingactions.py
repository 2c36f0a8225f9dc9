"""The action panel's operating round sections: running trains, dividends, buying trains and
private companies."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox

from railsdesk.engine.contract import CompanyPurchaseChoice, DividendChoice, TrainChoice
from railsdesk.ui.actionbase import ActionPanelBase
from railsdesk.ui.i18n import term, with_terms


class OperatingActions(ActionPanelBase):
    """The controls of an operating round's steps."""

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

    def _dividend(self, choice: DividendChoice) -> None:
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

    def _trains(self, options: list[TrainChoice]) -> None:
        lay = self._group(term(self.data.title, "buy trains"))
        for i, opt in enumerate(options):
            train = opt.get("train")
            name = str(train).split("-")[0]
            source = str(opt.get("source", "depot"))
            # a bank train offered with a range (1880's 18xx.games reading) is bought at its
            # printed price, as on that site, when that can be paid
            if "list_price" in opt and opt["list_price"] > opt["max"]:
                continue
            if "list_price" in opt or ("price" in opt and "min" not in opt):
                price = opt["list_price"] if "list_price" in opt else opt["price"]
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

    def _companies(self, options: list[CompanyPurchaseChoice]) -> None:
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
