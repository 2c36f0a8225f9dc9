"""What only some titles have to show beside the action panel, read from the snapshot's
"title_view" part (GameState.title_view): for 1880 the communist takeover as a state of the whole
screen, the stock round that interrupts an operating round, the operating round that resumes, a
corporation without a building permit for the phase, and the directors' debts (1880's order
track, permits and investors are drawn in their own dock: ui/ordertrack.py); for 1849 the
company order while some company has not started."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from railsdesk.ui.i18n import with_terms
from railsdesk.ui.money import format_money

COMMUNISM_STYLE = "background: #7a0d0d; color: white; padding: 4px; border-radius: 4px;"


class TitleStatus(QLabel):
    """A rich-text summary; hidden for titles with nothing of their own to show."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.setObjectName("titleStatus")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setVisible(False)

    def money(self, value) -> str:
        return format_money(self.data.currency_format, value)

    def set_state(self, snapshot: dict, names: dict) -> None:
        view = snapshot.get("title_view") or {}
        lines = self.lines(view, snapshot, names) if view else []
        self.setVisible(bool(lines))
        self.setText("<br>".join(lines))

    def lines(self, view: dict, snapshot: dict, names: dict) -> list[str]:
        title = self.data.title
        found: list[str] = []
        if view.get("communism"):
            text = with_terms(
                self.tr(
                    "{term:Communist takeover}: share prices stand still, directors may not sell "
                    "their own shares, privates pay nothing, investors no longer operate"
                ),
                title,
            )
            found.append(f"<div style='{COMMUNISM_STYLE}'><b>{escape(text)}</b></div>")
        waiting = view.get("interrupted")
        if waiting:
            text = with_terms(
                self.tr(
                    "The last train of a kind has left the bank: a {term:Stock Round} interrupts "
                    "%1; it resumes with %2 buying trains."
                ),
                title,
            )
            text = text.replace("%1", waiting["round"]).replace("%2", waiting["entity"])
            found.append(f"<b style='color:#8a4b00'>{escape(text)}</b>")
        if view.get("resumed"):
            text = with_terms(self.tr("%1 resumes where the {term:Stock Round} stopped it"), title)
            found.append(
                f"<b style='color:#8a4b00'>{escape(text.replace('%1', view['resumed']))}</b>"
            )
        if view.get("without_permit"):
            text = with_terms(
                self.tr("%1 has no {term:Building permits:lower} for phase %2: it lays no track"),
                title,
            )
            text = text.replace("%1", view["without_permit"]).replace(
                "%2", view.get("permit_letter", "")
            )
            found.append(f"<b style='color:#a03000'>{escape(text)}</b>")
        order = view.get("company_order") or []
        if any(entry["status"] != "started" for entry in order):
            found.append(self.company_order(order, view.get("removed")))
        debts = view.get("debts") or {}
        if debts:
            heading = with_terms(self.tr("{term:Debt}:"), title)
            cells = [
                f"{escape(str(names.get(pid, pid)))} {self.money(debt)}"
                for pid, debt in debts.items()
            ]
            found.append(f"<b style='color:#a03000'>{escape(heading)} {', '.join(cells)}</b>")
        return found

    def company_order(self, order: list[dict], removed: str | None) -> str:
        """1849's company order: the started ones, the one that may start now, those still
        locked (R 2.3), the AFG without a home, and the company scenario 5 left out."""
        words = {
            "next": self.tr("next"),
            "next_round": self.tr("next, from the next stock round"),
            "no_home": self.tr("no home city with room"),
            "waiting": self.tr("locked"),
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
        heading = self.tr("Company order:")
        text = f"{escape(heading)} " + ", ".join(cells)
        if removed:
            text += "; " + escape(self.tr("%1 is not in the game (scenario 5)")).replace(
                "%1", escape(removed)
            )
        return text
