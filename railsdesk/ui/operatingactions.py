"""The action panel's operating round sections: running trains, dividends, buying trains and
private companies."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

from railsdesk.engine.contract import CompanyPurchaseChoice, DividendChoice, TrainChoice, train_name
from railsdesk.ui.actionbase import ActionPanelBase
from railsdesk.ui.i18n import term, with_terms
from railsdesk.ui.logtext import STEP_NAMES


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
                no_route = self.tr("no route")  # outside the f-string, where lupdate sees it
                text = f"<span style='color:#777'>{no_route}</span>"
            label = QLabel(text)
            label.setWordWrap(True)
            label.setObjectName(f"route_text_{train}")
            tips = [t["hexes"]] if t.get("hexes") else []
            if t.get("free") and not t.get("error"):
                tips.append(self.tr("In parentheses: stops the train passes without counting them"))
            label.setToolTip("\n".join(tips))
            row.addWidget(label, 1)
            clear = self._button(f"route_clear_{train}", "✕")
            clear.setToolTip(self.tr("Clear this route"))
            clear.setFixedWidth(max(clear.minimumSizeHint().width(), clear.sizeHint().height() + 4))
            clear.clicked.connect(lambda _=False, tr=train: self.routeClearRequested.emit(tr))
            row.addWidget(clear)
            lay.addLayout(row)
        total = info.get("total")
        self.route_label = QLabel(self.route_total_text(info))
        self.route_label.setObjectName("routeTotal")
        self.route_label.setWordWrap(True)
        lay.addWidget(self.route_label)
        row = QHBoxLayout()
        auto = self._button("auto_routes", self.tr("Auto"), slot=self._auto_clicked, shortcut="A")
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
        if total is not None:
            run_for = with_terms(self.tr("Run trains for %1"), self.data.title)
            run_trains = run_for.replace("%1", self.money(total))
        below = self.below_best_sentence(info)
        required = self.legal.get("best_required")
        # a run below the best that the rules refuse: said here, not confirmed and overruled
        refused = below is not None and bool(required) and info.get("best") is not None
        if below is None:
            run = self._button(
                "run_routes", run_trains, slot=self.submitRoutesRequested, shortcut="T"
            )
        elif refused:
            run = self._button("run_routes", run_trains, shortcut="T")
            note = self._label(
                self.tr("The rules require the highest revenue (%1): Auto finds it.")
                .replace("%1", str(required))
            )  # fmt: skip
            note.setObjectName("bestRequired")
            note.setStyleSheet("color: #b00000;")
            lay.addWidget(note)
        else:  # a run below the best costs the shareholders: asked first, naming the difference
            run = self._button("run_routes", run_trains, shortcut="T")
            run.clicked.connect(
                lambda _=False, a=info["action"], t=below: self.ask_to_confirm(a, t)
            )
        run.setEnabled(total is not None and not refused)
        row.addWidget(run)
        lay.addLayout(row)
        self.set_busy(bool(info.get("busy")) or self.busy)

    def route_total_text(self, info: dict) -> str:
        """The planned run's total (or why it cannot run) and the best routes' revenue."""
        total, best = info.get("total"), info.get("best")
        if info.get("error") and any(t.get("stops") for t in info.get("trains") or []):
            text = f"<span style='color:#b00000'>{info['error']}</span>"
        elif total is not None:
            text = "<b>" + self.tr("Total: %1").replace("%1", self.money(total)) + "</b>"
        else:
            text = ""
        if best is not None:  # the best run's revenue beside the planned one, always
            best_text = self.tr("best routes: %1").replace("%1", self.money(best))
            if total is not None and total < best:
                best_text = f"<span style='color:#b00000'>{best_text}</span>"
            text += (" · " if text else "") + best_text
        return text

    def below_best_sentence(self, info: dict) -> str | None:
        """The confirmation of a run earning less than the best routes (or, while they are
        still searched, of a run earning nothing); None for a run that needs none."""
        total, best, action = info.get("total"), info.get("best"), info.get("action")
        if total is None or action is None:
            return None
        who = self.acting_name()
        if best is None:
            if total > 0 or not info.get("busy"):
                return None
            return with_terms(
                self.tr("%1 runs its trains for nothing while the best routes are still being "
                        "searched."), self.data.title,
            ).replace("%1", who)  # fmt: skip
        if total >= best:
            return None
        return (
            with_terms(self.tr("%1 runs its trains for %2 although the best routes earn %3: "
                               "%4 less."), self.data.title)
            .replace("%1", who).replace("%2", self.money(total))
            .replace("%3", self.money(best)).replace("%4", self.money(best - total))
        )  # fmt: skip

    def _ways_out(self, actions: list[str]) -> None:
        """A company that must buy a train and cannot pay for one from its treasury: every way
        out the legal moves allow, with the bank's cheapest train, what is missing and who
        pays it (shown from the bank's stock where the engine offers it only after a loan or
        share sales)."""
        legal, snap = self.legal, self.snapshot
        sym = legal.get("entity")
        corp = (snap.get("corporations") or {}).get(str(sym)) or {}
        president = corp.get("president")
        president_cash = int(((snap.get("players") or {}).get(str(president)) or {}).get("cash", 0))
        cash = int(corp.get("cash", 0))
        lay = self._group(self.tr("The company must buy a train"))
        lines = []
        bank = self.cheapest_bank_train()
        if bank is not None:
            name, price, offered = bank
            shortfall = price - cash
            line = (
                with_terms(self.tr("The bank's cheapest train: a %1 train for %2. The "
                                   "{term:Treasury:lower} has %3; %4 is missing."), self.data.title)
                .replace("%1", name).replace("%2", self.money(price))
                .replace("%3", self.money(cash)).replace("%4", self.money(shortfall))
            )  # fmt: skip
            director = self.names.get(str(president), president)
            if self.loan_note(price):
                line += " " + self.loan_note(price)
            elif shortfall <= president_cash:
                line += " " + with_terms(
                    self.tr("%1, the {term:President:lower}, pays it (cash: %2)."), self.data.title
                ).replace("%1", str(director)).replace("%2", self.money(president_cash))
            else:
                line += " " + with_terms(
                    self.tr("%1, the {term:President:lower}, has %2 and must raise the other %3."),
                    self.data.title,
                ).replace("%1", str(director)).replace("%2", self.money(president_cash)).replace(
                    "%3", self.money(shortfall - president_cash)
                )
            if not offered:
                line += " " + self.tr("It is offered once the money is there.")
            lines.append(line)
        if "take_loan" in actions:
            loan = self.tr("A {term:Loan:lower} into the {term:Treasury:lower} (below).")
            lines.append(with_terms(loan, self.data.title))
        if legal.get("sell_shares"):
            lines.append(self.tr("Selling shares (below)."))
        others = [o for o in legal.get("buy_train") or [] if "max" in o and "list_price" not in o]
        if others:
            cheapest = min(int(o.get("min", 1)) for o in others)
            lines.append(
                self.tr("A train of another company, at a price agreed from %1 (below).")
                .replace("%1", self.money(cheapest))
            )  # fmt: skip
        if "bankrupt" in actions:
            lines.append(self.tr("Bankruptcy, when nothing else is possible."))
        note = self._label("<br>".join(f"• {line}" for line in lines))
        note.setObjectName("emergencyNote")
        note.setStyleSheet("color: #a03000;")
        lay.addWidget(note)

    def cheapest_bank_train(self) -> tuple[str, int, bool] | None:
        """The cheapest train the bank sells (its new trains or its pool): name, price and
        whether the legal moves offer it now."""
        offers = [
            (str(o.get("name") or train_name(o["train"])),
             int(o.get("list_price", o.get("price", 0))),
             not ("list_price" in o and o["list_price"] > o["max"]))
            for o in self.legal.get("buy_train") or []
            if o.get("source") in ("depot", "pool") and not o.get("exchange")
            and ("price" in o or "list_price" in o)
        ]  # fmt: skip
        offers += [
            (str(t.get("name") or train_name(t["train"])), int(t.get("price", 0)), False)
            for t in self.snapshot.get("depot") or []
        ]
        return min(offers, key=lambda o: (o[1], not o[2])) if offers else None

    def _dividend(self, choice: DividendChoice) -> None:
        title = self.data.title
        lay = self._group(term(title, "pay dividends"))
        revenue = choice["revenue"]
        per_share = choice["per_share"]
        per_share = int(per_share) if per_share == int(per_share) else per_share
        keys = {"payout": "D", "withhold": "W"}
        for kind in choice["kinds"]:
            action = self._act("dividend", kind=kind)
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
            if kind == "withhold" and revenue > 0 and "payout" in choice["kinds"]:
                # withholding a revenue costs the shareholders and the share price: asked first
                text += " – " + with_terms(self.tr("the {term:Share price:lower} falls"), title)
                sentence = with_terms(
                    self.tr(
                        "%1 withholds %2: the shareholders receive nothing and the "
                        "{term:Share price:lower} falls."
                    ),
                    title,
                )
                sentence = sentence.replace("%1", self.acting_name())
                sentence = sentence.replace("%2", self.money(revenue))
                button = self._button(f"dividend_{kind}", text, shortcut=keys[kind])
                button.clicked.connect(
                    lambda _=False, a=action, t=sentence: self.ask_to_confirm(a, t)
                )
            else:
                button = self._button(f"dividend_{kind}", text, action, shortcut=keys.get(kind, ""))
            lay.addWidget(button)

    def _skip_step(self, actions: list[str]) -> None:
        """A company's turn goes on by skipping the step it is at: the control sits below that
        step's own controls, away from the round's Pass (a player's, in the footer), and a skip
        that costs something says so and is confirmed first."""
        title = self.data.title
        if "lay_tile" in actions:
            step = term(title, "lay track")
        elif "place_token" in actions:
            step = term(title, "place a token")
        elif "buy_train" in actions:
            step = term(title, "buy trains")
        else:
            step = ""
        text = self.tr("Skip: %1").replace("%1", step) if step else self.tr("Done")
        cost = self.skip_cost(actions)
        action = self._act("pass")
        lay = self._group(self.tr("Go on"))
        if cost:
            text += " – " + cost[0]
            button = self._button("pass", text, shortcut="S")
            button.clicked.connect(lambda _=False, a=action, t=cost[1]: self.ask_to_confirm(a, t))
        else:
            button = self._button("pass", text, action, shortcut="S")
        lay.addWidget(button)

    def _step_note(self) -> None:
        """A company's turn: the footer, where a player's Pass stands, names the step and
        takes no click, so that a click meant for the stock round's Pass lands on nothing."""
        current = [p["name"] for p in self.snapshot.get("steps") or [] if p["status"] == "current"]
        step = term(self.data.title, STEP_NAMES.get(current[0], current[0])) if current else ""
        note = QLabel(self.tr("Now: %1").replace("%1", step) if step else "")
        note.setObjectName("stepNote")
        note.setStyleSheet("color: #777;")
        note.setMinimumHeight(QPushButton().sizeHint().height())
        self.footer.addWidget(note)

    def skip_cost(self, actions: list[str]) -> tuple[str, str] | None:
        """What skipping the current step costs: the words on the control and the sentence
        of its confirmation; None when it costs nothing."""
        who = self.acting_name()
        if "lay_tile" in actions and any(
            option.get("rotations")
            for options in (self.legal.get("lay_tile") or {}).values()
            for option in options
        ):
            return (
                self.tr("a tile could be laid"),
                self.tr("%1 lays no tile this turn, although one could be laid.").replace(
                    "%1", who
                ),
            )
        if "buy_train" in actions and self.legal.get("buy_train") and not self.company_trains():
            return (
                self.tr("the company has no train"),
                self.tr("%1 buys no train and has none: it cannot run trains.").replace("%1", who),
            )
        return None

    def company_trains(self) -> list:
        corps = self.snapshot.get("corporations") or {}
        return list((corps.get(str(self.legal.get("entity"))) or {}).get("trains") or [])

    def _trains(self, options: list[TrainChoice]) -> None:
        lay = self._group(term(self.data.title, "buy trains"))
        shown: set = set()  # the texts and trains offered once: equal offers are one
        for i, opt in enumerate(options):
            train = opt.get("train")
            name = str(opt.get("name") or train_name(train))
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
                    text += ", " + self.tr("trading in a %1 train").replace(
                        "%1", train_name(opt["exchange"])
                    )
                if text in shown:
                    continue  # the same purchase with another train of the same kind
                shown.add(text)
                lay.addWidget(self._button(f"train_{i}", text, self._act("buy_train", **fields)))
                note = self.loan_note(int(price))
                if note:  # below the button, so that the button's own text is never cut
                    label = self._label(note)
                    label.setObjectName(f"train_loan_{i}")
                    label.setStyleSheet("color: #a03000;")
                    lay.addWidget(label)
            else:
                if (name, source) in shown:
                    continue  # another train of the same kind from the same company
                shown.add((name, source))
                row = QHBoxLayout()
                seller = self.holder_name(source)
                what = self.tr("%1 train from %2").replace("%1", name).replace("%2", seller)
                row.addWidget(self._label(what), 1)
                low, high = int(opt.get("min", 1)), int(opt.get("max", 99999))
                field = self._amount(row, f"train_amount_{i}", low, high, low)
                b = self._button(f"train_{i}", self.deal_word(source))
                b.clicked.connect(
                    lambda _=False, t=train, f=field, n=name, w=what, s=source: self._buy_train(
                        t, f, n, w, s
                    )
                )
                row.addWidget(b)
                lay.addLayout(row)

    def _buy_train(self, train: str, field, name: str, what: str, source: str) -> None:
        """A train from another company at a price agreed: confirmed naming both sides, or
        offered to the selling company's director where another player directs it."""
        price = self.checked_amount(field, what)
        if price is None:
            return
        deal = self.deal_text(name, source, price)
        action = self._act("buy_train", train=train, price=price)
        self.offer(
            action,
            source,
            lambda: deal(self.tr("%1 buys a %2 train from %3 for %4.")),
            lambda: deal(self.tr("%1 offers %4 for a %2 train of %3.")),
        )

    def deal_text(self, what: str, seller, price: int) -> Callable[[str], str]:
        """Fills a deal's sentence: %1 the buyer, %2 what is sold, %3 the seller, %4 the
        price."""
        buyer, seller_name = self.acting_name(), self.holder_name(seller)

        def filled(text: str) -> str:
            text = text.replace("%1", buyer).replace("%2", what).replace("%3", seller_name)
            return text.replace("%4", self.money(price))

        return filled

    def deal_word(self, seller) -> str:
        """Buy, or Offer where the seller's player must agree to the price."""
        return self.tr("Offer") if self.needs_consent(seller) else self.tr("Buy")

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
        return (
            with_terms(self.tr("(the {term:President} borrows %1 and owes %2)"), self.data.title)
            .replace("%1", self.money(loan))
            .replace("%2", self.money(owed))
        )

    def _companies(self, options: list[CompanyPurchaseChoice]) -> None:
        lay = self._group(term(self.data.title, "buy private companies"))
        if len(options) > 1 and self.has_step_controls():  # a purchase at any step: folded
            shown = self.tr("Show all %1").replace("%1", str(len(options)))
            lay = self._folded(lay, "company", shown)
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
            value = min(max(int(face), low), high)  # the face value, never all the cash
            field = self._amount(row, f"company_amount_{sym}", low, max(low, high), value)
            seller = opt.get("owner", "")
            b = self._button(f"company_{sym}", self.deal_word(seller))
            b.clicked.connect(lambda _=False, s=sym, f=field, o=seller: self._buy_company(s, f, o))
            row.addWidget(b)
            lay.addLayout(row)

    def _buy_company(self, sym: str, field, owner) -> None:
        """A private company from its owner at a price agreed: confirmed naming both sides,
        or offered to its owner where the owner is another player."""
        name = self.data.company_name(sym)
        price = self.checked_amount(field, self.tr("Price of %1").replace("%1", name))
        if price is None:
            return
        deal = self.deal_text(name, owner, price)
        action = self._act("buy_company", company=sym, price=price)
        self.offer(
            action,
            owner,
            lambda: deal(self.tr("%1 buys %2 from %3 for %4.")),
            lambda: deal(self.tr("%1 offers %4 for %2, owned by %3.")),
        )

    def set_busy(self, busy: bool) -> None:
        """A route search runs: a progress bar, and Auto becomes Cancel."""
        self.busy = busy
        self.progress.setVisible(busy)
        b = self.buttons.get("auto_routes")
        if b is not None:
            self.set_text(b, self.tr("Cancel") if busy else self.tr("Auto"))

    def _auto_clicked(self) -> None:
        if self.busy:
            self.cancelRoutesRequested.emit()
        else:
            self.autoRoutesRequested.emit()
