"""1849's own screens: in the action panel, a company's bond (issued or redeemed) and a station
slot's sale put to the selling company's director (the rulebook's reading); above it, the
company order while some company has not started."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from railsdesk.ui.titles import TitleDecisions, TitleScreens

translate = QCoreApplication.translate


class Decisions1849(TitleDecisions):
    decided_here = frozenset({"take_loan", "payoff_loan"})

    def build(self, legal: dict, actions: list[str]) -> None:
        if "take_loan" in actions or "payoff_loan" in actions:
            self.panel.bond(legal.get("take_loan") or [], legal.get("payoff_loan") or [])
        if "choose" in actions and self.takes_choice(legal):
            self._slot_sale(legal.get("slot_offer") or {})

    def takes_choice(self, legal: dict) -> bool:
        """A station slot's sale is answered here."""
        return legal.get("question") == "station_slot_sale"

    # --- a station slot offered for sale (1849, the rulebook's reading) -------------------------

    def _slot_sale(self, offer: dict) -> None:
        """The selling company's director agrees to the offered price or refuses it."""
        p = self.panel
        buyer, seller = str(offer.get("buyer", "")), str(offer.get("seller", ""))
        price = p.money(int(offer.get("price", 0)))
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


class Screens1849(TitleScreens):
    def decisions(self, panel) -> TitleDecisions:
        return Decisions1849(panel)

    def status_lines(self, view: dict, data, names: dict) -> list[str]:
        """The company order while some company has not started."""
        order = view.get("company_order") or []
        if all(entry["status"] == "started" for entry in order):
            return []
        return [self.company_order(order, view.get("removed"))]

    def company_order(self, order: list[dict], removed: str | None) -> str:
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
