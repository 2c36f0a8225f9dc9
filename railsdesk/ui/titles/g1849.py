"""1849's own screens: in the action panel, a company's bond (issued or redeemed) and a station
slot's sale put to the selling company's director (the rulebook's reading); above it, the
company order while some company has not started; in the companies' table, each company's place
in that order, its bond and its E-token."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from railsdesk.ui.i18n import QT_TRANSLATE_NOOP
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


class Columns1849(CompanyColumns):
    """Each company's place in the company order while the title view has it, and whether it
    has issued its bond or bought its E-token (the advanced game, Electric Dreams)."""

    def __init__(self, view: dict) -> None:
        order = view.get("company_order") or []
        self.places = {e["corporation"]: (i, e["status"]) for i, e in enumerate(order, 1)}
        self.marks = {key: view[key] for key in ("bonds", "e_tokens") if key in view}
        words = {
            "bonds": translate("PlayersWidget", "Bond"),
            "e_tokens": translate("PlayersWidget", "E-token"),
        }
        order = [translate("PlayersWidget", "Order")] if self.places else []
        super().__init__(order + [words[key] for key in self.marks])

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

    def company_columns(self, view: dict, money: Callable[[int], str]) -> CompanyColumns:
        return Columns1849(view)

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
