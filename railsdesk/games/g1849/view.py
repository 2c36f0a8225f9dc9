"""What 1849 shows beyond the shared snapshot (Game1849.title_view), read by its screens
(ui/titles/g1849.py)."""

from __future__ import annotations

from typing import TypedDict

from railsdesk.engine.contract import TitleView


class OrderPlace1849(TypedDict):
    corporation: str
    status: str  # Game1849.order_status: started, next, next_round, no_home or waiting


class TitleView1849(TitleView, total=False):
    # and the shared keys: loan_penalties, port and port_bonus
    messina_locked: str | None  # Messina's hex while the earthquake keeps it from upgrades
    company_order: list[OrderPlace1849]
    removed: str | None  # scenario 5: the company left out
    bonds: list[str]  # the bonds option: companies that issued theirs
    e_tokens: list[str]  # the electric dreams option: companies with an E-token
