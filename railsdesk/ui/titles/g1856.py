"""1856's own screens: in the action panel, the government loans with their terms, the bridge
and tunnel rights, why a player must buy or sell now (half the national railway's president's
certificate, money owed), and the national railway's formation step by step (merge or repay,
its stations, its borrowed train). Each is offered only when the legal-moves query lists it and
says what it does before it is clicked; the figures come from the legal answer and the
snapshot's title view. In the companies' table: each corporation's loans, capitalization,
escrow and destination."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel

from railsdesk.engine.contract import TitleView, train_name
from railsdesk.games.g1856.view import (
    CorporationView1856,
    Deciding1856,
    LoanTerms1856,
    National1856,
    Right1856,
    TitleView1856,
)
from railsdesk.ui.names import names_for
from railsdesk.ui.titles import CompanyColumns, TitleDecisions, TitleScreens

translate = QCoreApplication.translate


class Decisions1856(TitleDecisions):
    decided_here = frozenset(
        {"take_loan", "payoff_loan", "merge", "remove_token", "borrow_train", "special_buy"}
    )

    def view(self) -> TitleView1856:
        """The title view as 1856 gives it (the registry chose these screens for 1856)."""
        return cast(TitleView1856, super().view())

    def corp_view(self, sym: object) -> CorporationView1856 | None:
        """A corporation's loans, capitalization and destination (None for the CGR)."""
        return (self.view().get("corporations") or {}).get(str(sym))

    def national(self) -> str:
        """The national railway's name, as the title view gives it."""
        return str((self.view().get("national") or {}).get("corporation", ""))

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
        if "take_loan" in actions or "payoff_loan" in actions:
            self._loans(legal, actions)
        if "special_buy" in actions:
            self._rights(legal.get("special_buy") or [])

    def takes_pass(self, actions: list[str]) -> bool:
        """Repaying at the formation is a pass."""
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
            text = translate(
                "DecisionControls",
                "You hold half of the %1's president's certificate: buy a second %1 share now "
                "to make it whole, selling other shares for the money if need be.",
            ).replace("%1", self.national())
        elif "pass" not in actions and self.player_cash(who) < 0:
            if "sell_shares" in actions:
                text = translate(
                    "DecisionControls",
                    "%1 owes %2 (interest or a forced repayment of loans): sell shares until it "
                    "is paid.",
                )
            else:
                text = translate(
                    "DecisionControls",
                    "%1 owes %2 (interest or a forced repayment of loans) and has nothing left "
                    "to sell: bankruptcy.",
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
        # the corporation's loans ({}: one the view leaves out, shown with defaults)
        corp: CorporationView1856 | dict[str, Any] = self.corp_view(sym) or {}
        terms = self.view().get("loan") or {}
        interest = int(terms.get("interest", 10))
        loans = int(corp.get("loans", 0))
        lay = p._group(translate("DecisionControls", "Government loans"))
        status = (
            translate(
"DecisionControls", "%1: loans %2 of at most %3, interest %4 per operating round.")
            .replace("%1", str(sym)).replace("%2", str(loans))
            .replace("%3", str(corp.get("max_loans", "?")))
            .replace("%4", p.money(corp.get("interest_due", interest * loans)))
        )  # fmt: skip
        self.note(lay, status, "loanStatus").setToolTip(
            translate("DecisionControls", "At most one loan per share in players' hands.")
        )
        # taking and repaying side by side, their consequences in one note below: at 768
        # pixels a row and a note each would push the step's Skip out of view
        row = QHBoxLayout()
        consequences = self._take_loan_buttons(row, legal.get("take_loan") or [], terms, loans)
        for option in legal.get("payoff_loan") or []:
            text = self.text(translate("DecisionControls", "Repay a {term:Loan:lower} for %1"))
            row.addWidget(
                p._button(
                    "payoff_loan",
                    text.replace("%1", p.money(option["amount"])),
                    p._act("payoff_loan", loan=option["loan"]),
                )
            )
            consequences.append(
                translate(
                    "DecisionControls",
                    "Repaying: interest then %1 per operating round, no new loan in this round.",
                ).replace("%1", p.money(interest * max(loans - 1, 0)))
            )
        if row.count():
            lay.addLayout(row)
            note = self.note(lay, " ".join(consequences), "loanConsequence")
            if "take_loan" in p.buttons:  # the whole of what a loan costs
                note.setToolTip(p.buttons["take_loan"].toolTip())
        excess = loans - int(corp.get("max_loans", loans))
        if "pass" in actions and excess > 0:
            self.note(
                lay,
                translate(
                    "DecisionControls",
                    "More loans than shares in players' hands: passing repays %1 of them by "
                    "force, the president paying what the treasury lacks.",
                ).replace("%1", str(excess)),
                "forcedRepayment",
            )

    def _take_loan_buttons(
        self, row, offers: list[dict], terms: LoanTerms1856 | dict, loans: int
    ) -> list[str]:
        """A button per loan on offer; returns the sentences saying what taking one costs."""
        p = self.panel
        interest = int(terms.get("interest", 10))
        consequences = []
        for option in offers:
            amount = int(option.get("amount", terms.get("amount", 100)))
            button = p._button(
                "take_loan",
                self.text(translate("DecisionControls", "Take a {term:Loan:lower}: +%1")).replace(
                    "%1", p.money(amount)
                ),
                p._act("take_loan", loan=option["loan"]),
            )
            button.setToolTip(
                translate(
                    "DecisionControls",
                    "Then %1 interest per operating round, paid after the run: from the "
                    "treasury, then from the run, then by the president. Each share counts %2 "
                    "less in the final scores per loan still owed. At the first 6-train the "
                    "loans must be repaid or the company joins the %3.",
                )
                .replace("%1", p.money(interest * (loans + 1)))
                .replace("%2", p.money(interest))
                .replace("%3", self.national())
            )
            row.addWidget(button)
            # $100 before this round's interest is paid, $90 after it: the same $90 net (l. 349)
            if amount > int(terms.get("amount", 100)) - interest:
                sentence = translate(
                    "DecisionControls",
                    "Taking: %1 after this round's interest, then %2 interest per operating round.",
                )
            else:
                sentence = translate(
                    "DecisionControls",
                    "Taking: this round's interest is paid, then %2 interest per operating round.",
                )
            consequences.append(
                sentence.replace("%1", p.money(amount - interest)).replace(
                    "%2", p.money(interest * (loans + 1))
                )
            )
        return consequences

    # --- bridge and tunnel rights ---------------------------------------------------------------

    def _rights(self, items: list[dict]) -> None:
        p = self.panel
        rights = self.view().get("rights") or {}
        lay = p._group(translate("DecisionControls", "Bridge and tunnel rights"))
        for index, item in enumerate(items):
            # the right the legal offer describes ({}: not in the view, shown with defaults)
            found: tuple[str, Right1856 | dict[str, Any]] = next(
                ((k, r) for k, r in rights.items() if r.get("description") == item["description"]),
                ("", {}),
            )
            kind, right = found
            what = (
                translate("DecisionControls", "the bridge right")
                if kind == "bridge"
                else translate("DecisionControls", "the tunnel right")
            )
            hexes = ", ".join(self.location(h) for h in right.get("hexes", []))
            lay.addWidget(
                p._button(
                    f"special_buy_{index}",
                    translate("DecisionControls", "Buy %1 for %2")
                    .replace("%1", what)
                    .replace("%2", p.money(item["cost"])),
                    p._act("special_buy", description=item["description"], cost=item["cost"]),
                )
            )
            self.note(
                lay,
                translate("DecisionControls", "+%1 for each route to %2; %3 left.")
                .replace("%1", p.money(right.get("bonus", 10)))
                .replace("%2", hexes)
                .replace("%3", str(right.get("supply", ""))),
            )

    # --- the national railway's formation -------------------------------------------------------

    def _formation(self, legal: dict, actions: list[str]) -> None:
        """Step by step: what happened so far, who still decides, and the choice now with what
        each answer costs and does."""
        p = self.panel
        national = self.view().get("national") or {}
        cgr = self.national()
        lay = p._group(translate("DecisionControls", "Formation of the %1").replace("%1", cgr))
        self._formation_so_far(lay, national, legal["entity"])
        # the corporation deciding now ({}: the view has not caught up, shown with defaults)
        now: Deciding1856 | dict[str, Any] = next(
            (d for d in national.get("deciding") or [] if d["corporation"] == legal["entity"]), {}
        )
        sym = legal.get("entity")
        president = self.player_name(now.get("player", ""))
        amount = int(now.get("loans", 0)) * int((self.view().get("loan") or {}).get("amount", 100))
        question = QLabel(
            "<b>"
            + translate(
"DecisionControls", "%1 (%2) owes %3 in loans. Repay them, or join the %4?")
            .replace("%1", str(sym)).replace("%2", president)
            .replace("%3", p.money(amount)).replace("%4", cgr)
            + "</b>"
        )  # fmt: skip
        question.setWordWrap(True)
        question.setObjectName("formationQuestion")
        lay.addWidget(question)
        self._repay_choice(lay, legal, actions, now, president)
        self._merge_choice(lay, str(sym), cgr)

    def _formation_so_far(self, lay, national: National1856, deciding: str) -> None:
        """The presidents' choices made so far, and who still decides after this one."""
        lines = [self.record_line(entry) for entry in national.get("record") or []]
        if lines:
            done = QLabel("<br>".join(f"✓ {line}" for line in lines))
            done.setWordWrap(True)
            done.setObjectName("formationRecord")
            lay.addWidget(done)
        waiting = [d for d in national.get("deciding") or [] if d["corporation"] != deciding]
        if waiting:
            names = ", ".join(
                f"{d['corporation']} ({self.player_name(d['player'])})" for d in waiting
            )
            self.note(
                lay,
                translate("DecisionControls", "Still to decide: %1").replace("%1", names),
                "formationWaiting",
            )

    def _repay_choice(
        self,
        lay,
        legal: dict,
        actions: list[str],
        now: Deciding1856 | dict[str, Any],
        president: str,
    ) -> None:
        """Repaying the loans, with what the treasury and the president pay, or why he
        cannot."""
        p = self.panel
        sym = legal.get("entity")
        owed = legal.get("owed", now.get("from_president", 0))
        if "pass" in actions:
            text = (
                translate("DecisionControls", "Repay: %1 pays %2")
                .replace("%1", president)
                .replace("%2", p.money(owed))
            )
            lay.addWidget(p._button("formation_repay", text, p._act("pass")))
            treasury = now.get("from_treasury", 0)
            self.note(
                lay,
                translate(
                    "DecisionControls",
                    "The treasury gives %1 first; %2 stays a company of its own.",
                )
                .replace("%1", p.money(treasury))
                .replace("%2", str(sym))
                if treasury
                else translate(
                    "DecisionControls", "%1 keeps its treasury and stays a company of its own."
                ).replace("%1", str(sym)),
            )
        else:
            self.note(
                lay,
                translate("DecisionControls", "%1 has %2 and cannot pay %3: %4 must join.")
                .replace("%1", president)
                .replace("%2", p.money(self.player_cash(now.get("player"))))
                .replace("%3", p.money(owed))
                .replace("%4", str(sym)),
                "formationMustMerge",
            )

    def _merge_choice(self, lay, sym: str, cgr: str) -> None:
        """Joining the national railway, and what comes of it."""
        p = self.panel
        merge = translate("DecisionControls", "Join the %1: %2 gives up its shares").replace(
            "%1", cgr
        )
        lay.addWidget(
            p._button(
                "formation_merge",
                merge.replace("%2", str(sym)),
                p._act("merge", corporation=sym),
            )
        )
        self.note(
            lay,
            translate(
                "DecisionControls",
                "Its treasury, trains and stations go to the %1 and its loans are cancelled; "
                "every two of its shares become one %1 share, a single one goes to the pool; "
                "%2 closes.",
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
        lay = p._group(translate("DecisionControls", "The %1 has formed").replace("%1", str(sym)))
        lines = [self.record_line(entry) for entry in national.get("record") or []]
        lines.append(
            translate("DecisionControls", "President %1, share price %2")
            .replace("%1", self.player_name(corp.get("president")))
            .replace("%2", p.money(corp.get("price") or 0))
        )
        done = QLabel("<br>".join(f"✓ {line}" for line in lines))
        done.setWordWrap(True)
        done.setObjectName("formationResult")
        lay.addWidget(done)

    def record_line(self, entry: dict) -> str:
        """One step of the formation as it happened."""
        p = self.panel
        kind, sym = entry.get("kind"), str(entry.get("corporation"))
        national = self.national()
        if kind == "treasury_repays":
            return (
                translate("DecisionControls", "%1 repays %2 from its treasury")
                .replace("%1", sym)
                .replace("%2", p.money(entry.get("amount", 0)))
            )
        if kind == "president_repays":
            return (
                translate("DecisionControls", "%1 repays %2's loans with %3 and keeps it")
                .replace("%1", self.player_name(entry.get("player")))
                .replace("%2", sym)
                .replace("%3", p.money(entry.get("amount", 0)))
            )
        return (
            translate("DecisionControls", "%1 joins the %2 (share price %3)")
            .replace("%1", sym)
            .replace("%2", national)
            .replace("%3", p.money(entry.get("price", 0)))
        )

    def _remove_tokens(self, offers: list[dict]) -> None:
        p = self.panel
        lay = p._group(translate("DecisionControls", "Stations of the new company"))
        self.note(
            lay,
            translate(
                "DecisionControls",
                "It may keep one station per hex and no more than its ten markers: remove "
                "one of these.",
            ),
        )
        for offer in offers:
            text = translate("DecisionControls", "Remove the station in %1").replace(
                "%1", self.location(offer.get("hex", offer["city"]))
            )
            action = p._act("remove_token", city=offer["city"], slot=offer["slot"])
            button = p._button(f"remove_token_{offer['city']}_{offer['slot']}", text, action)
            button.setToolTip(str(offer.get("hex", "")))
            lay.addWidget(button)

    def _borrow(self, trains: list[str]) -> None:
        p = self.panel
        lay = p._group(translate("DecisionControls", "Borrow a train"))
        self.note(
            lay,
            translate(
                "DecisionControls",
                "The company has no train: it may borrow one from the bank for this run. The "
                "train goes back when its turn ends and starts no new phase.",
            ),
        )
        row = QHBoxLayout()
        for train in trains[:1]:
            name = train_name(train)
            row.addWidget(
                p._button(
                    "borrow_train",
                    translate("DecisionControls", "Borrow a %1 train").replace("%1", name),
                    p._act("borrow_train", train=train),
                )
            )
        lay.addLayout(row)


class Columns1856(CompanyColumns):
    """Loans (taken / limit), capitalization with the escrow the bank holds, and destination
    of each corporation (empty for one the title view leaves out, such as the CGR)."""

    def __init__(self, view: TitleView1856, money: Callable[[int], str]) -> None:
        super().__init__(
            [
                translate("PlayersWidget", "Loans"),
                translate("PlayersWidget", "Capitalization"),
                translate("PlayersWidget", "Destination"),
            ]
        )
        self.corporations = view.get("corporations") or {}
        self.borrowed_train = (view.get("national") or {}).get("borrowed_train")
        self.money = money
        # from phase 6 and after the CGR's formation no loan is taken: no limit to show
        self.loans_over = not (view.get("loan") or {}).get("allowed", True)

    def train_mark(self, train: str) -> str:
        return "*" if train == self.borrowed_train else ""

    def cells(self, sym: str) -> list[tuple[str, str]]:
        view = self.corporations.get(sym)
        if not view:
            return [("", "")] * 3
        kinds = {
            "escrow": translate("PlayersWidget", "escrow"),
            "incremental": translate("PlayersWidget", "incremental"),
            "full": translate("PlayersWidget", "full"),
        }
        kind = kinds.get(str(view.get("capitalization")), "")
        kind_tip = {
            "escrow": translate(
                "PlayersWidget",
                "The first half of the shares sold pays the treasury; the bank holds the rest "
                "until the company reaches its destination.",
            ),
            "incremental": translate(
                "PlayersWidget", "Every share sold from the initial offering pays the treasury."
            ),
            "full": translate(
                "PlayersWidget",
                "Ten times the par value once enough shares are sold; no more later.",
            ),
        }.get(str(view.get("capitalization")), "")
        if not view.get("capitalization_fixed"):
            kind = f"({kind})"
            kind_tip += " " + translate("PlayersWidget", "(if started now)")
        held = view.get("escrow")
        if held:  # one column for both: the escrow is what an escrow capitalization holds back
            kind += f" {self.money(held)}"
            kind_tip += " " + translate("PlayersWidget", "The bank holds %1.").replace(
                "%1", self.money(held)
            )
        loans, loans_tip = self.loans_cell(view)
        names = names_for("1856")
        hexes = list(view.get("destination") or [])
        goals = "/".join(names.place(h) for h in hexes)
        goals_tip = ""
        if view.get("destinated"):
            goals += " ✓"
            goals_tip = translate("PlayersWidget", "Destination reached")
        elif goals:
            goals_tip = (
                translate("PlayersWidget", "Destination: a route from %1 to %2")
                .replace("%1", names.place(view.get("destination_from") or ""))
                .replace("%2", goals)
            )
        if hexes:  # the map's coordinates, to find it on the cardboard
            goals_tip += f" ({', '.join(hexes)})"
        return [(loans, loans_tip), (kind, kind_tip), (goals, goals_tip)]

    def loans_cell(self, view: CorporationView1856) -> tuple[str, str]:
        """Loans taken against the limit; once loans are over, those still owed (a dash for
        none) and why there is no limit."""
        taken = int(view.get("loans", 0))
        tips = []
        if self.loans_over:
            text = str(taken) if taken else "–"
            tips.append(translate("PlayersWidget", "Loans are over: no company takes a new one."))
        else:
            text = f"{taken}/{view.get('max_loans', 0)}"
        if view.get("interest_due"):
            tips.append(
                translate("PlayersWidget", "Interest %1 per operating round").replace(
                    "%1", self.money(view["interest_due"])
                )
            )
        return text, " ".join(tips)


class Screens1856(TitleScreens):
    def decisions(self, panel) -> TitleDecisions:
        return Decisions1856(panel)

    def company_columns(self, view: TitleView, money: Callable[[int], str]) -> CompanyColumns:
        return Columns1856(cast(TitleView1856, view), money)


SCREENS = Screens1856()
