"""1849's own screens: in the action panel, a company's bond (issued or redeemed) and its debt,
the station slots of the advanced game and a slot's sale put to the selling company's director
(the rulebook's reading); above it, the
company order while some company has not started; in the companies' table, each company's place
in that order, its bond and its E-token."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel

from railsdesk.engine.contract import TitleView
from railsdesk.games.g1849.view import OrderPlace1849, TitleView1849
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, term
from railsdesk.ui.titles import CompanyColumns, TitleDecisions, TitleScreens

translate = QCoreApplication.translate

# Where a company stands in the company order (1849): a mark in its row and what it means.
ORDER_MARKS = {"started": "✓", "next": "▶", "next_round": "▷", "no_home": "⌂", "waiting": ""}
ORDER_TEXTS = {
    "started": QT_TRANSLATE_NOOP("PlayersWidget", "Started"),
    "next": QT_TRANSLATE_NOOP("PlayersWidget", "Next in the company order: may be started now"),
    "next_round": QT_TRANSLATE_NOOP(
        "PlayersWidget", "Next in the company order: may be started from the next stock round"
    ),
    "no_home": QT_TRANSLATE_NOOP(
        "PlayersWidget", "Cannot be started while none of its home cities has room"
    ),
    "waiting": QT_TRANSLATE_NOOP(
        "PlayersWidget", "Locked: the companies before it in the order must start first"
    ),
}


class Decisions1849(TitleDecisions):
    decided_here = frozenset({"take_loan", "payoff_loan", "payoff_debt", "buy_token"})

    def build(self, legal: dict, actions: list[str]) -> None:
        if "take_loan" in actions or "payoff_loan" in actions:
            self._bond(legal.get("take_loan") or [], legal.get("payoff_loan") or [])
        if "payoff_debt" in actions:
            self._company_debt()
        if "buy_token" in actions:
            self._station_slots(legal.get("buy_token") or [])
        if "choose" in actions and self.takes_choice(legal):
            self._slot_sale(legal.get("slot_offer") or {})

    def takes_choice(self, legal: dict) -> bool:
        """A station slot's sale is answered here."""
        return legal.get("question") == "station_slot_sale"

    def bankruptcy_outcome(self) -> str:
        """R 4.7.2: the game goes on while two players are left."""
        return translate(
            "DecisionControls",
            "The president sells all the shares the rules let him sell and gives all his "
            "money to the company, which closes with its trains and privates; a president left "
            "without shares takes a bankruptcy loan or leaves the game.",
        )

    def _bond(self, take: list[dict], repay: list[dict]) -> None:
        """A company's bond: issue or redeem, with the amount and the share price's move."""
        p = self.panel
        corp = p.acting_name()
        moves = {
            "left": translate("ActionPanel", "its share price moves one to the left"),
            "right": translate("ActionPanel", "its share price moves one to the right"),
        }
        lay = p._group(term(p.data.title, "take a loan" if take else "repay loans"))
        for kind, options in (("take_loan", take), ("payoff_loan", repay)):
            for i, opt in enumerate(options):
                sentence = (
                    translate("ActionPanel", "Take: %1 receives %2")
                    if kind == "take_loan"
                    else translate("ActionPanel", "Repay: %1 pays %2")
                )
                text = sentence.replace("%1", corp).replace(
                    "%2", p.money(int(opt.get("amount", 0)))
                )
                if opt.get("price_move") in moves:
                    text += "; " + moves[opt["price_move"]]
                action = p._act(kind, loan=opt.get("loan"))
                lay.addWidget(p._button(f"{kind}_{i}", text, action))

    def _company_debt(self) -> None:
        """A company's debt (the bond's interest it could not pay) paid by its president."""
        p = self.panel
        debt = p.legal.get("payoff_debt") or {}
        text = (
            translate("ActionPanel", "Pay %1's debt of %2")
            .replace("%1", str(debt.get("corporation", "")))
            .replace("%2", p.money(int(debt.get("amount", 0))))
        )  # fmt: skip
        p.body_layout.addWidget(p._button("payoff_debt", text, p._act("payoff_debt")))

    def _station_slots(self, options: list[dict]) -> None:
        """The advanced game: buy another company's station marker at an agreed price."""
        p = self.panel
        lay = p._group(term(p.data.title, "buy a station slot"))
        if not options:
            lay.addWidget(
                p._label(translate("ActionPanel", "No station marker can be bought now."))
            )
        for i, opt in enumerate(options):
            row = QHBoxLayout()
            place = (
                translate("ActionPanel", "%1's station in %2")
                .replace("%1", str(opt.get("owner", ""))).replace("%2", p.place(opt.get("hex")))
            )  # fmt: skip
            label = p._label(place)
            label.setToolTip(str(opt.get("hex", "")))
            row.addWidget(label, 1)
            low = int(opt.get("min", 1))
            field = p._amount(
                row, f"buy_token_amount_{i}", low, max(low, int(opt.get("max", 1))), low
            )
            asks = bool(opt.get("seller_decides"))
            b = p._button(
                f"buy_token_{i}",
                translate("ActionPanel", "Offer") if asks else translate("ActionPanel", "Buy"),
            )
            sentence = (
                translate(
                    "ActionPanel",
                    "%1 offers %3 for the station slot in %2; %4's director agrees or refuses.",
                )
                if asks
                else translate(
                    "ActionPanel", "%1 buys the station slot in %2 for %3, paid to its owner."
                )
            )
            b.clicked.connect(
                lambda _=False, o=opt, f=field, text=sentence, w=place: self._buy_slot(
                    o, f, text, w
                )
            )
            row.addWidget(b)
            lay.addLayout(row)

    def _buy_slot(self, opt: dict, field, sentence: str, what: str) -> None:
        """A station slot bought at the price typed, when it is allowed: confirmed first."""
        p = self.panel
        price = p.checked_amount(field, what)
        if price is None:
            return
        p.ask_to_confirm(
            p._act("buy_token", city=opt.get("city"), slot=opt.get("slot"), price=price),
            sentence.replace("%1", p.acting_name())
            .replace("%2", p.place(opt.get("hex")))
            .replace("%3", p.money(price))
            .replace("%4", str(opt.get("owner", ""))),
        )

    # --- a station slot offered for sale (1849, the rulebook's reading) -------------------------

    def _slot_sale(self, offer: dict) -> None:
        """The selling company's director agrees to the offered price or refuses it."""
        p = self.panel
        buyer, seller = str(offer.get("buyer", "")), str(offer.get("seller", ""))
        price = p.money(int(offer.get("price", 0)))
        p.header.setText(p.hand_over(p.legal.get("entity")))  # the seller's director answers
        lay = p._group(translate("DecisionControls", "Sale of a station slot"))
        question = QLabel(
            "<b>"
            + translate(
"DecisionControls", "%1 offers %2 %3 for its station in %4. Does %2 sell?")
            .replace("%1", buyer).replace("%2", seller).replace("%3", price)
            .replace("%4", self.location(offer.get("hex", "")))
            + "</b>"
        )  # fmt: skip
        question.setWordWrap(True)
        question.setToolTip(str(offer.get("hex", "")))
        question.setObjectName("slotSaleQuestion")
        lay.addWidget(question)
        sell = (
            translate(
"DecisionControls", "Sell: %1 receives %2; its station marker returns to its charter and "
                    "%3's takes the place")
            .replace("%1", seller).replace("%2", price).replace("%3", buyer)
        )  # fmt: skip
        lay.addWidget(p._button("slot_sale_agree", sell, p._act("choose", choice="Agree")))
        refuse = translate(
            "DecisionControls", "Refuse: nothing changes; %1 may offer again or go on"
        ).replace("%1", buyer)
        lay.addWidget(p._button("slot_sale_refuse", refuse, p._act("choose", choice="Refuse")))


class Columns1849(CompanyColumns):
    """Each company's place in the company order while the title view has it, and whether it
    has issued its bond or bought its E-token (the advanced game, Electric Dreams)."""

    def __init__(self, view: TitleView1849) -> None:
        order = view.get("company_order") or []
        self.places = {e["corporation"]: (i, e["status"]) for i, e in enumerate(order, 1)}
        self.marks = {key: view[key] for key in ("bonds", "e_tokens") if key in view}
        words = {
            "bonds": translate("PlayersWidget", "Bond"),
            "e_tokens": translate("PlayersWidget", "E-token"),
        }
        # the rulebook's place cards (2.3): the order the companies start in, not the
        # operating order, which a column called "Order" was taken for
        order_header = [translate("PlayersWidget", "Place card")] if self.places else []
        super().__init__(order_header + [words[key] for key in self.marks])

    def cells(self, sym: str) -> list[tuple[str, str]]:
        found = []
        if self.places:
            place, status = self.places.get(sym, (0, ""))
            tip = translate("PlayersWidget", ORDER_TEXTS[status]) if status in ORDER_TEXTS else ""
            found.append((f"{place} {ORDER_MARKS[status]}".strip() if place else "", tip))
        found += [("✓" if sym in holders else "", "") for holders in self.marks.values()]
        return found


class Screens1849(TitleScreens):
    def decisions(self, panel) -> TitleDecisions:
        return Decisions1849(panel)

    def company_columns(self, view: TitleView, money: Callable[[int], str]) -> CompanyColumns:
        return Columns1849(cast(TitleView1849, view))

    def status_lines(self, title_view: TitleView, data, names: dict) -> list[str]:
        """The company order while some company has not started."""
        view = cast(TitleView1849, title_view)
        order = view.get("company_order") or []
        if all(entry["status"] == "started" for entry in order):
            return []
        return [self.company_order(order, view.get("removed"))]

    def company_order(self, order: list[OrderPlace1849], removed: str | None) -> str:
        """1849's company order: the started ones, the one that may start now, those still
        locked (R 2.3), the AFG without a home, and the company scenario 5 left out."""
        words = {
            "next": translate("TitleStatus", "next"),
            "next_round": translate("TitleStatus", "next, from the next stock round"),
            "no_home": translate("TitleStatus", "no home city with room"),
            "waiting": translate("TitleStatus", "locked"),
        }
        cells = []
        for place, entry in enumerate(order, 1):
            sym, status = escape(entry["corporation"]), entry["status"]
            if status == "started":
                cells.append(f"<span style='color:#777'>{place} {sym} ✓</span>")
            elif status == "next":
                cells.append(f"<b>{place} {sym} ▶ {escape(words['next'])}</b>")
            else:
                cells.append(f"{place} {sym} ({escape(words[status])})")
        heading = translate("TitleStatus", "Company order:")
        text = f"{escape(heading)} " + ", ".join(cells)
        if removed:
            text += "; " + escape(
                translate("TitleStatus", "%1 is not in the game (scenario 5)")
            ).replace("%1", escape(removed))
        return text


SCREENS = Screens1849()
