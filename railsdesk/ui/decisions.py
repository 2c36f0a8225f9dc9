"""The action panel's controls for loans, bridge and tunnel rights, the port marker, a private's
free station marker, a national railway's formation (merge or repay), its stations and its
borrowed train, and a station slot's sale put to the seller. Each is offered only when the
legal-moves query lists it, and says what it does before it is clicked; the figures come from
the legal answer and the snapshot's title view."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHBoxLayout, QLabel

from railsdesk.ui.i18n import with_terms

# The action types these controls offer (the panel leaves them to this module).
DECIDED_HERE = {"take_loan", "payoff_loan", "merge", "remove_token", "borrow_train", "special_buy"}


class DecisionControls(QObject):
    """Builds its groups into an ActionPanel (its helpers make the buttons and groups)."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        self.panel = panel

    # --- helpers --------------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return self.panel.data.title

    def text(self, source: str) -> str:
        """A translated sentence with the title's words for its {term:...} placeholders."""
        return with_terms(source, self.title)

    def view(self) -> dict:
        return self.panel.snapshot.get("title_view") or {}

    def corp_view(self, sym) -> dict:
        return (self.view().get("corporations") or {}).get(str(sym)) or {}

    def player_name(self, pid) -> str:
        return str(self.panel.names.get(str(pid), pid))

    def note(self, lay, text: str, name: str = "") -> QLabel:
        label = self.panel._label(text)
        label.setStyleSheet("color: #444;")
        if name:
            label.setObjectName(name)
        lay.addWidget(label)
        return label

    def location(self, hex_id) -> str:
        """A hex by its place name, as the map prints it (the coordinates where it has none)."""
        return self.panel.place(hex_id)

    # --- building -------------------------------------------------------------------------------

    def build(self, legal: dict, actions: list[str]) -> None:
        self._obligations(legal, actions)
        if "merge" in actions:
            self._formation(legal, actions)
        if {"remove_token", "discard_train"} & set(actions):
            self._formed(legal)
        if "remove_token" in actions:
            self._remove_tokens(legal.get("remove_token") or [])
        if "borrow_train" in actions:
            self._borrow(legal.get("borrow_train") or [])
        if ("take_loan" in actions or "payoff_loan" in actions) and self.view().get("loan"):
            self._loans(legal, actions)  # government loans with their terms (1856)
        elif "take_loan" in actions or "payoff_loan" in actions:
            self.panel.bond(legal.get("take_loan") or [], legal.get("payoff_loan") or [])
        if "special_buy" in actions:
            self._rights(legal.get("special_buy") or [])
        if "choose" in actions and self.takes_choice(legal):
            self._slot_sale(legal.get("slot_offer") or {})

    def takes_choice(self, legal: dict) -> bool:
        """Whether this module answers the question of a "choose" (a station slot's sale),
        so that the panel shows no plain answers for it."""
        return legal.get("question") == "station_slot_sale"

    def takes_pass(self, actions: list[str]) -> bool:
        """Whether passing is one of this module's choices (repaying at the formation), so
        that the panel shows no plain Pass for it."""
        return "merge" in actions

    def _obligations(self, legal: dict, actions: list[str]) -> None:
        """Why a player must buy or sell now: half a president's certificate of the national
        railway to complete, or money owed (interest, a forced repayment)."""
        if legal.get("entity_type") != "player":
            return
        national = self.view().get("national") or {}
        who = legal.get("entity")
        text = ""
        if "pass" not in actions and str(national.get("false_president")) == str(who):
            text = self.tr(
                "You hold half of the %1's president's certificate: buy a second %1 share now "
                "to make it whole, selling other shares for the money if need be."
            ).replace("%1", national.get("corporation", "CGR"))
        elif "pass" not in actions and self.player_cash(who) < 0:
            if "sell_shares" in actions:
                text = self.tr(
                    "%1 owes %2 (interest or a forced repayment of loans): sell shares until it "
                    "is paid."
                )
            else:
                text = self.tr(
                    "%1 owes %2 (interest or a forced repayment of loans) and has nothing left "
                    "to sell: bankruptcy."
                )
            text = text.replace("%1", self.player_name(who))
            text = text.replace("%2", self.panel.money(-self.player_cash(who)))
        if text:
            label = self.panel._label(text)
            label.setObjectName("obligationNote")
            label.setStyleSheet("color: #a03000;")
            self.panel.body_layout.addWidget(label)

    # --- loans ----------------------------------------------------------------------------------

    def _loans(self, legal: dict, actions: list[str]) -> None:
        p = self.panel
        sym = legal.get("entity")
        corp = self.corp_view(sym)
        terms = self.view().get("loan") or {}
        interest = int(terms.get("interest", 10))
        loans = int(corp.get("loans", 0))
        lay = p._group(self.tr("Government loans"))
        status = (
            self.tr("%1: loans %2 of at most %3 (one per share in players' hands), interest "
                    "%4 per operating round.")
            .replace("%1", str(sym)).replace("%2", str(loans))
            .replace("%3", str(corp.get("max_loans", "?")))
            .replace("%4", p.money(corp.get("interest_due", interest * loans)))
        )  # fmt: skip
        self.note(lay, status, "loanStatus")
        for option in legal.get("take_loan") or []:
            amount = int(option.get("amount", terms.get("amount", 100)))
            text = self.text(self.tr("Take a {term:Loan:lower}: %1 into the treasury"))
            lay.addWidget(
                p._button(
                    "take_loan",
                    text.replace("%1", p.money(amount)),
                    p._act("take_loan", loan=option["loan"]),
                )
            )
            self.note(
                lay,
                self.tr(
                    "Then %1 interest per operating round, paid after the run: from the "
                    "treasury, then from the run, then by the president. Each share counts %2 "
                    "less in the final scores per loan still owed. At the first 6-train the "
                    "loans must be repaid or the company joins the CGR."
                )
                .replace("%1", p.money(interest * (loans + 1)))
                .replace("%2", p.money(interest)),
                "loanConsequence",
            )
        for option in legal.get("payoff_loan") or []:
            text = self.text(self.tr("Repay a {term:Loan:lower} for %1"))
            lay.addWidget(
                p._button(
                    "payoff_loan",
                    text.replace("%1", p.money(option["amount"])),
                    p._act("payoff_loan", loan=option["loan"]),
                )
            )
            self.note(
                lay,
                self.tr("Interest then %1 per operating round; no new loan in this round.").replace(
                    "%1", p.money(interest * max(loans - 1, 0))
                ),
                "repayConsequence",
            )
        excess = loans - int(corp.get("max_loans", loans))
        if "pass" in actions and excess > 0:
            self.note(
                lay,
                self.tr(
                    "More loans than shares in players' hands: passing repays %1 of them by "
                    "force, the president paying what the treasury lacks."
                ).replace("%1", str(excess)),
                "forcedRepayment",
            )

    # --- bridge and tunnel rights ---------------------------------------------------------------

    def _rights(self, items: list[dict]) -> None:
        p = self.panel
        rights = self.view().get("rights") or {}
        lay = p._group(self.tr("Bridge and tunnel rights"))
        for index, item in enumerate(items):
            kind, right = next(
                ((k, r) for k, r in rights.items() if r.get("description") == item["description"]),
                ("", {}),
            )
            what = self.tr("the bridge right") if kind == "bridge" else self.tr("the tunnel right")
            hexes = ", ".join(self.location(h) for h in right.get("hexes", []))
            lay.addWidget(
                p._button(
                    f"special_buy_{index}",
                    self.tr("Buy %1 for %2")
                    .replace("%1", what)
                    .replace("%2", p.money(item["cost"])),
                    p._act("special_buy", description=item["description"], cost=item["cost"]),
                )
            )
            self.note(
                lay,
                self.tr("+%1 for each route to %2; %3 left.")
                .replace("%1", p.money(right.get("bonus", 10)))
                .replace("%2", hexes)
                .replace("%3", str(right.get("supply", ""))),
            )

    # --- a station slot offered for sale (1849, the rulebook's reading) -------------------------

    def _slot_sale(self, offer: dict) -> None:
        """The selling company's director agrees to the offered price or refuses it."""
        p = self.panel
        buyer, seller = str(offer.get("buyer", "")), str(offer.get("seller", ""))
        price = p.money(int(offer.get("price", 0)))
        lay = p._group(self.tr("Sale of a station slot"))
        question = QLabel(
            "<b>"
            + self.tr("%1 offers %2 %3 for its station in %4. Does %2 sell?")
            .replace("%1", buyer).replace("%2", seller).replace("%3", price)
            .replace("%4", self.location(offer.get("hex", "")))
            + "</b>"
        )  # fmt: skip
        question.setWordWrap(True)
        question.setToolTip(str(offer.get("hex", "")))
        question.setObjectName("slotSaleQuestion")
        lay.addWidget(question)
        sell = (
            self.tr("Sell: %1 receives %2; its station marker returns to its charter and "
                    "%3's takes the place")
            .replace("%1", seller).replace("%2", price).replace("%3", buyer)
        )  # fmt: skip
        lay.addWidget(p._button("slot_sale_agree", sell, p._act("choose", choice="Agree")))
        refuse = self.tr("Refuse: nothing changes; %1 may offer again or go on").replace(
            "%1", buyer
        )
        lay.addWidget(p._button("slot_sale_refuse", refuse, p._act("choose", choice="Refuse")))

    # --- a private's powers: the port marker, a free station marker ----------------------------

    def powers(self, lay, sym: str, power: dict) -> None:
        """Buttons for a private's port marker and free station marker (others: the panel)."""
        p = self.panel
        name = p.data.company_name(sym)
        acts = power.get("actions") or []
        if "assign" in acts:
            bonus = self.view().get("port_bonus")
            if bonus:
                self.note(
                    lay,
                    self.tr("%1: its port marker earns %2 more on each route to that port.")
                    .replace("%1", name)
                    .replace("%2", p.money(bonus)),
                    f"port_note_{sym}",
                )
            for hex_id in power.get("assign") or []:
                text = self.tr("Port marker in %1").replace("%1", self.location(hex_id))
                action = {
                    "type": "assign",
                    "entity": sym,
                    "entity_type": "company",
                    "target": hex_id,
                    "target_type": "hex",
                }
                button = p._button(f"power_assign_{sym}_{hex_id}", text, action)
                button.setToolTip(str(hex_id))
                lay.addWidget(button)
        if "place_token" in acts:
            for offer in power.get("place_token") or []:
                text = self.tr("%1: free station marker in %2").replace("%1", name)
                action = {
                    "type": "place_token",
                    "entity": sym,
                    "entity_type": "company",
                    "city": offer["city"],
                    "slot": offer["slot"],
                }
                button = p._button(
                    f"power_token_{sym}_{offer['city']}",
                    text.replace("%2", self.location(offer.get("hex", offer["city"]))),
                    action,
                )
                button.setToolTip(str(offer.get("hex", "")))
                lay.addWidget(button)

    # --- the national railway's formation -------------------------------------------------------

    def _formation(self, legal: dict, actions: list[str]) -> None:
        """Step by step: what happened so far, who still decides, and the choice now with what
        each answer costs and does."""
        p = self.panel
        national = self.view().get("national") or {}
        cgr = national.get("corporation", "CGR")
        lay = p._group(self.tr("Formation of the %1").replace("%1", cgr))
        lines = [self.record_line(entry) for entry in national.get("record") or []]
        if lines:
            done = QLabel("<br>".join(f"✓ {line}" for line in lines))
            done.setWordWrap(True)
            done.setObjectName("formationRecord")
            lay.addWidget(done)
        waiting = [d for d in national.get("deciding") or [] if d["corporation"] != legal["entity"]]
        if waiting:
            names = ", ".join(
                f"{d['corporation']} ({self.player_name(d['player'])})" for d in waiting
            )
            self.note(lay, self.tr("Still to decide: %1").replace("%1", names), "formationWaiting")
        now = next(
            (d for d in national.get("deciding") or [] if d["corporation"] == legal["entity"]), {}
        )
        sym = legal.get("entity")
        president = self.player_name(now.get("player", ""))
        amount = int(now.get("loans", 0)) * int((self.view().get("loan") or {}).get("amount", 100))
        question = QLabel(
            "<b>"
            + self.tr("%1 (%2) owes %3 in loans. Repay them, or join the %4?")
            .replace("%1", str(sym)).replace("%2", president)
            .replace("%3", p.money(amount)).replace("%4", cgr)
            + "</b>"
        )  # fmt: skip
        question.setWordWrap(True)
        question.setObjectName("formationQuestion")
        lay.addWidget(question)
        owed = legal.get("owed", now.get("from_president", 0))
        if "pass" in actions:
            text = (
                self.tr("Repay: %1 pays %2").replace("%1", president).replace("%2", p.money(owed))
            )
            lay.addWidget(p._button("formation_repay", text, p._act("pass")))
            treasury = now.get("from_treasury", 0)
            self.note(
                lay,
                self.tr("The treasury gives %1 first; %2 stays a company of its own.")
                .replace("%1", p.money(treasury))
                .replace("%2", str(sym))
                if treasury
                else self.tr("%1 keeps its treasury and stays a company of its own.").replace(
                    "%1", str(sym)
                ),
            )
        else:
            self.note(
                lay,
                self.tr("%1 has %2 and cannot pay %3: %4 must join.")
                .replace("%1", president)
                .replace("%2", p.money(self.player_cash(now.get("player"))))
                .replace("%3", p.money(owed))
                .replace("%4", str(sym)),
                "formationMustMerge",
            )
        merge = self.tr("Join the %1: %2 gives up its shares").replace("%1", cgr)
        lay.addWidget(
            p._button(
                "formation_merge",
                merge.replace("%2", str(sym)),
                p._act("merge", corporation=sym),
            )
        )
        self.note(
            lay,
            self.tr(
                "Its treasury, trains and stations go to the %1 and its loans are cancelled; "
                "every two of its shares become one %1 share, a single one goes to the pool; "
                "%2 closes."
            )
            .replace("%1", cgr)
            .replace("%2", str(sym)),
        )

    def _formed(self, legal: dict) -> None:
        """Right after the formation, while its president settles stations and trains: how
        it went and what came of it."""
        p = self.panel
        national = self.view().get("national") or {}
        sym = national.get("corporation")
        if not national.get("formed") or legal.get("entity") != sym:
            return
        corp = (p.snapshot.get("corporations") or {}).get(str(sym)) or {}
        lay = p._group(self.tr("The %1 has formed").replace("%1", str(sym)))
        lines = [self.record_line(entry) for entry in national.get("record") or []]
        lines.append(
            self.tr("President %1, share price %2")
            .replace("%1", self.player_name(corp.get("president")))
            .replace("%2", p.money(corp.get("price") or 0))
        )
        done = QLabel("<br>".join(f"✓ {line}" for line in lines))
        done.setWordWrap(True)
        done.setObjectName("formationResult")
        lay.addWidget(done)

    def player_cash(self, pid) -> int:
        return int(((self.panel.snapshot.get("players") or {}).get(str(pid)) or {}).get("cash", 0))

    def record_line(self, entry: dict) -> str:
        """One step of the formation as it happened."""
        p = self.panel
        kind, sym = entry.get("kind"), str(entry.get("corporation"))
        national = (self.view().get("national") or {}).get("corporation", "CGR")
        if kind == "treasury_repays":
            return (
                self.tr("%1 repays %2 from its treasury")
                .replace("%1", sym)
                .replace("%2", p.money(entry.get("amount", 0)))
            )
        if kind == "president_repays":
            return (
                self.tr("%1 repays %2's loans with %3 and keeps it")
                .replace("%1", self.player_name(entry.get("player")))
                .replace("%2", sym)
                .replace("%3", p.money(entry.get("amount", 0)))
            )
        return (
            self.tr("%1 joins the %2 (share price %3)")
            .replace("%1", sym)
            .replace("%2", national)
            .replace("%3", p.money(entry.get("price", 0)))
        )

    def _remove_tokens(self, offers: list[dict]) -> None:
        p = self.panel
        lay = p._group(self.tr("Stations of the new company"))
        self.note(
            lay,
            self.tr(
                "It may keep one station per hex and no more than its ten markers: remove "
                "one of these."
            ),
        )
        for offer in offers:
            text = self.tr("Remove the station in %1").replace(
                "%1", self.location(offer.get("hex", offer["city"]))
            )
            action = p._act("remove_token", city=offer["city"], slot=offer["slot"])
            button = p._button(f"remove_token_{offer['city']}_{offer['slot']}", text, action)
            button.setToolTip(str(offer.get("hex", "")))
            lay.addWidget(button)

    def _borrow(self, trains: list[str]) -> None:
        p = self.panel
        lay = p._group(self.tr("Borrow a train"))
        self.note(
            lay,
            self.tr(
                "The company has no train: it may borrow one from the bank for this run. The "
                "train goes back when its turn ends and starts no new phase."
            ),
        )
        row = QHBoxLayout()
        for train in trains[:1]:
            name = str(train).split("-")[0]
            row.addWidget(
                p._button(
                    "borrow_train",
                    self.tr("Borrow a %1 train").replace("%1", name),
                    p._act("borrow_train", train=train),
                )
            )
        lay.addLayout(row)
