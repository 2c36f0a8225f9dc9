"""What 1856 shows beyond the shared snapshot (Game1856.title_view), read by its screens
(ui/titles/g1856.py)."""

from __future__ import annotations

from typing import Any, TypedDict

from railsdesk.engine.contract import TitleView


class CorporationView1856(TypedDict):
    capitalization: str  # "full", "incremental" or "escrow"
    capitalization_fixed: bool  # parred: its kind no longer follows the phase
    escrow: int | None  # IPO money the bank holds until the destination is reached
    destination: list[str]
    destination_from: str | None
    destinated: bool
    loans: int
    max_loans: int
    interest_due: int


class LoanTerms1856(TypedDict):
    amount: int
    interest: int
    left: int  # loans the bank still has
    allowed: bool


class Right1856(TypedDict):
    """The bridge or tunnel right: a company's, sold to corporations as bonus tokens."""

    company: str
    description: str
    hexes: list[str]
    holders: list[str]
    supply: int
    cost: int
    bonus: int


class KeepingOut1856(TypedDict):
    """What keeping a corporation out of the CGR takes: its loans, paid from its treasury and
    by its president."""

    loans: int
    from_treasury: int
    from_president: int


class Deciding1856(KeepingOut1856):
    """A corporation whose president still chooses whether it joins the CGR."""

    corporation: str
    player: str | int


class National1856(TypedDict):
    """The CGR's formation as it goes."""

    corporation: str
    started: bool
    formed: bool
    closed: bool
    deciding: list[Deciding1856]
    record: list[dict[str, Any]]  # what each president chose, as the log's parameters
    merged: list[str]
    borrowed_train: str | None
    false_president: str | int | None
    owned_permanent: bool
    due_after_turn_of: str | None


class TitleView1856(TitleView):
    corporations: dict[str, CorporationView1856]
    loan: LoanTerms1856
    new_corporations: str  # the capitalization of corporations parred now
    percent_to_operate: int
    rights: dict[str, Right1856]  # "bridge", "tunnel"
    national: National1856
    # and the shared key port
