"""The state of a North American Railways game: the cards on the table, the players' cash and
shares, the companies, the phase and whose turn it is; and all that can be read from it
(revenues, the ranking, the snapshot the program draws). The rules that change it are in
:mod:`.game`.

Internally all money is kept in whole units of $100; everything read from here is in dollars.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Required, TypedDict

from .deck import UNIT, JsonObject
from .logcheck import check_log_structure
from .rules import (
    PHASE_CITIES,
    PHASE_FINISHED,
    PHASE_INCOME,
    PHASE_SHARES,
    START_CITY_TOP,
    STARTING_CASH,
    TITLE,
    dollars,
    rank_players,
)


class EventDetails(TypedDict, total=False):
    """What an event names besides its kind: players by id, cards and companies by id, money in
    dollars."""

    player: str
    proposer: str
    director: str
    company: str
    city: str
    start_city: str
    start_player: str
    price: int
    cost: int
    amount: int
    exception: bool
    trigger: int
    revenue: int
    per_share: int
    director_bonus: int
    to_treasury: int
    payouts: dict[str, int]
    ranking: list[str]
    result: dict[str, int]


class NarEvent(EventDetails, total=False):
    """One thing that happened: an action's effect or an automatic step, with an English
    ``text``; ``action`` is the index of the action that caused it (None while the game sets
    itself up)."""

    action: Required[int | None]
    round: Required[int]
    kind: Required[str]
    text: Required[str]


@dataclass
class Company:
    id: str
    name: str
    colour: str
    founded: bool = False
    director: int | None = None
    treasury: int = 0
    start_city: str | None = None
    cities: list[str] = field(default_factory=list)


@dataclass
class Proposal:
    proposer: int
    column: int
    company: str
    price: int  # units


class NarState:
    """The state of one game and its queries; :class:`.game.NarGame` adds the rules."""

    # -----------------------------------------------------------------------------------------
    # construction

    def __init__(self, data: JsonObject) -> None:
        """Build the game at its start from a log's title, players and setup (no actions).

        Use :meth:`from_log` to replay the actions too.
        """
        players, setup = check_log_structure(data)
        deck = setup["deck"]
        self._players_raw = copy.deepcopy(players)
        self._setup_raw = copy.deepcopy(setup)
        self._extra = {
            k: copy.deepcopy(v)
            for k, v in data.items()
            if k not in ("title", "players", "setup", "actions")
        }
        self.player_ids: list[str] = [p["id"] for p in players]
        self.player_names: list[str] = [p["name"] for p in players]
        self._pindex = {pid: i for i, pid in enumerate(self.player_ids)}
        n = len(players)
        self.n = n

        self.company_ids: list[str] = [c["id"] for c in deck["companies"]]
        self.companies: dict[str, Company] = {
            c["id"]: Company(c["id"], c["name"], c["colour"]) for c in deck["companies"]
        }
        # card values in units; None while unknown (companion mode)
        self.card_names: dict[str, str] = {}
        self.city_values: dict[str, tuple[int, int, int] | None] = {}
        for c in deck["cities"]:
            self.card_names[c["id"]] = c["name"]
            if c.get("cost") is None:
                self.city_values[c["id"]] = None
            else:
                self.city_values[c["id"]] = (
                    c["cost"] // UNIT,
                    c["revenue"] // UNIT,
                    c["symbols"],
                )
        self.start_values: dict[str, int | None] = {}
        for c in deck["start_cities"]:
            self.card_names[c["id"]] = c["name"]
            rev = c.get("revenue")
            self.start_values[c["id"]] = None if rev is None else rev // UNIT

        self.share_columns: list[list[str]] = [list(col) for col in setup["share_columns"]]
        self.city_columns: list[list[str]] = [list(col) for col in setup["city_columns"]]
        self.start_stack: list[str] = list(setup["start_cities"])
        options = setup.get("options") or {}
        self.start_city_rule: str = options.get("start_city", START_CITY_TOP)

        self.cash: list[int] = [STARTING_CASH[n]] * n
        self.holdings: list[dict[str, int]] = [dict.fromkeys(self.company_ids, 0) for _ in range(n)]
        self.bank: int = -STARTING_CASH[n] * n  # ledger: the bank paid the starting capital

        self.round = 1
        self.start_player = self._pindex[setup["first_player"]]
        self.phase = PHASE_SHARES
        self.last_round = False
        self.end_triggers: list[int] = []
        # Phase I
        self.turns_done = 0
        self.turn_open = False
        self.chosen: list[str] = []
        self.proposal: Proposal | None = None
        # Phase II
        self.passed: set[int] = set()
        self.acted: set[tuple[int, str]] = set()
        self.cities_bought = 0
        self.p2_player = self.start_player

        self.actions: list[JsonObject] = []
        self.events: list[NarEvent] = []
        self._action_index: int | None = None

    def to_log(self) -> JsonObject:
        """The log of this game: title, players, setup and the actions applied so far."""
        log = {
            "title": TITLE,
            "players": copy.deepcopy(self._players_raw),
            "setup": copy.deepcopy(self._setup_raw),
            "actions": [dict(a) for a in self.actions],
        }
        for k, v in self._extra.items():
            log[k] = copy.deepcopy(v)
        return log

    # -----------------------------------------------------------------------------------------
    # queries

    @property
    def finished(self) -> bool:
        return self.phase == PHASE_FINISHED

    @property
    def current_player(self) -> str | None:
        """The player who has to decide now; None when the game is finished or only card values
        (``reveal_city``) are awaited outside a player's turn."""
        if self.phase == PHASE_SHARES:
            if self.proposal is not None:
                director = self.companies[self.proposal.company].director
                assert director is not None
                return self.player_ids[director]
            return self.player_ids[self._turn_player()]
        if self.phase == PHASE_CITIES:
            return self.player_ids[self.p2_player]
        return None

    @property
    def step(self) -> str:
        """What the game waits for: ``choose_share``, ``director_choice``, ``buy_city``,
        ``reveal`` (card values needed, see :meth:`needed_reveals`) or ``finished``."""
        if self.phase == PHASE_FINISHED:
            return "finished"
        if self.needed_reveals():
            return "reveal"
        if self.phase == PHASE_SHARES:
            return "director_choice" if self.proposal is not None else "choose_share"
        return "buy_city"

    def needed_reveals(self) -> list[str]:
        """Ids of cards whose values must be entered (``reveal_city``) before play can go on."""
        if self.phase == PHASE_CITIES:
            bottom = [col[-1] for col in self.city_columns if col]
            return [cid for cid in bottom if self.city_values[cid] is None]
        if self.phase == PHASE_INCOME:
            return [
                c.start_city
                for c in self._founded()
                if c.start_city is not None and self.start_values[c.start_city] is None
            ]
        return []

    def unknown_cards(self) -> list[str]:
        """Ids of all cards whose values are still unknown and may be revealed now."""
        if self.finished:
            return []
        out = [cid for col in self.city_columns for cid in col if self.city_values[cid] is None]
        out += [cid for cid, rev in self.start_values.items() if rev is None]
        return out

    def result(self) -> dict[str, int]:
        """Each player's cash in dollars, keyed by player id (final cash once finished)."""
        return {pid: dollars(self.cash[i]) for i, pid in enumerate(self.player_ids)}

    def ranking(self) -> list[str]:
        """Player ids from first to last place: most cash first; ties go to the player first in
        turn order of the (last) round, counted clockwise from its start player (gap A24)."""
        return [self.player_ids[i] for i in rank_players(self.cash, self.start_player)]

    def winner(self) -> str | None:
        """The winner's id once the game is finished."""
        return self.ranking()[0] if self.finished else None

    def money_breakdown(self) -> dict[str, int]:
        """Money in dollars: players, treasuries, bank ledger and their total (always 0)."""
        players = sum(self.cash)
        treasuries = sum(c.treasury for c in self.companies.values())
        return {
            "players": dollars(players),
            "treasuries": dollars(treasuries),
            "bank": dollars(self.bank),
            "total": dollars(players + treasuries + self.bank),
        }

    def money_total(self) -> int:
        """Players + treasuries + bank ledger in dollars; the rules conserve it at 0."""
        return self.money_breakdown()["total"]

    def company_symbols(self, company: str) -> int:
        """The company's Coast-to-Coast total (cities in its network)."""
        return self._symbols(self.companies[company])

    def state_dict(self) -> JsonObject:
        """A JSON-able snapshot of the whole state (money in dollars, hidden cash included)."""
        comps = []
        for cid in self.company_ids:
            c = self.companies[cid]
            rev = self._revenue(c)
            comps.append(
                {
                    "id": c.id,
                    "name": c.name,
                    "colour": c.colour,
                    "founded": c.founded,
                    "director": None if c.director is None else self.player_ids[c.director],
                    "treasury": dollars(c.treasury),
                    "start_city": c.start_city,
                    "cities": list(c.cities),
                    "revenue": None if rev is None else dollars(rev),
                    "coast_to_coast": self._symbols(c),
                    "shares_held": sum(h[cid] for h in self.holdings),
                }
            )
        proposal = None
        if self.proposal is not None:
            pr = self.proposal
            proposal = {
                "proposer": self.player_ids[pr.proposer],
                "column": pr.column,
                "company": pr.company,
                "price": dollars(pr.price),
            }
        return {
            "title": TITLE,
            "round": self.round,
            "phase": self.phase,
            "step": self.step,
            "finished": self.finished,
            "last_round": self.last_round,
            "end_triggers": list(self.end_triggers),
            "start_player": self.player_ids[self.start_player],
            "current_player": self.current_player,
            "players": [
                {
                    "id": pid,
                    "name": self.player_names[i],
                    "cash": dollars(self.cash[i]),
                    "shares": {k: v for k, v in self.holdings[i].items() if v},
                }
                for i, pid in enumerate(self.player_ids)
            ],
            "companies": comps,
            "share_columns": [list(col) for col in self.share_columns],
            "city_columns": [list(col) for col in self.city_columns],
            "start_city_stack": list(self.start_stack),
            "cards": self._card_table(),
            "bank": dollars(self.bank),
            "shares_turn": {
                "player": self.player_ids[self._turn_player()]
                if self.phase == PHASE_SHARES
                else None,
                "chosen": list(self.chosen),
                "proposal": proposal,
            },
            "cities_phase": {
                "passed": [self.player_ids[i] for i in sorted(self.passed)],
                "acted": sorted([self.player_ids[i], c] for i, c in self.acted),
                "cities_bought": self.cities_bought,
            },
            "needed_reveals": self.needed_reveals(),
            "action_count": len(self.actions),
        }

    def public_view(self, viewer: str | None) -> JsonObject:
        """:meth:`state_dict` as ``viewer`` may see it: other players' cash (secret by the rules)
        and the bank ledger (from which the sum of all cash follows) are ``None``. With
        ``viewer=None`` nobody's cash is shown. After the end everything is open."""
        state = self.state_dict()
        if self.finished:
            return state
        for p in state["players"]:
            if p["id"] != viewer:
                p["cash"] = None
        state["bank"] = None
        return state

    # -----------------------------------------------------------------------------------------
    # helpers

    def _turn_player(self) -> int:
        return (self.start_player + self.turns_done) % self.n

    def _next_in_phase2(self, p: int) -> int:
        for k in range(1, self.n + 1):
            q = (p + k) % self.n
            if q not in self.passed:
                return q
        return p

    def _shares_in_display(self) -> int:
        return sum(len(col) for col in self.share_columns)

    def _bottom_companies(self) -> set[str]:
        return {col[-1] for col in self.share_columns if col}

    def _unchosen_bottom_companies(self) -> set[str]:
        return self._bottom_companies() - set(self.chosen)

    def _directs_all_bottom(self, p: int) -> bool:
        bottom = self._bottom_companies()
        return bool(bottom) and all(self.companies[c].director == p for c in bottom)

    def _affordable(self, companies: list[str]) -> bool:
        costs = [self._known_values(col[-1])[0] for col in self.city_columns if col]
        if not costs:
            return False
        cheapest = min(costs)
        return any(self.companies[c].treasury >= cheapest for c in companies)

    def _founded(self) -> list[Company]:
        return [self.companies[c] for c in self.company_ids if self.companies[c].founded]

    def _revenue(self, comp: Company) -> int | None:
        if comp.start_city is None:
            return 0
        total = self.start_values[comp.start_city]
        if total is None:
            return None
        for city in comp.cities:
            total += self._known_values(city)[1]
        return total

    def _symbols(self, comp: Company) -> int:
        return sum(self._known_values(c)[2] for c in comp.cities)

    def _known_values(self, city: str) -> tuple[int, int, int]:
        """Cost, revenue and symbols of a city whose values are known: one in a network, or at
        the bottom of the display once no reveal is awaited."""
        values = self.city_values[city]
        assert values is not None
        return values

    def _card_table(self) -> dict[str, JsonObject]:
        cards: dict[str, JsonObject] = {}
        for cid, rev in self.start_values.items():
            cards[cid] = {
                "name": self.card_names[cid],
                "start_city": True,
                "revenue": None if rev is None else dollars(rev),
            }
        for cid, values in self.city_values.items():
            cards[cid] = {
                "name": self.card_names[cid],
                "start_city": False,
                "cost": None if values is None else dollars(values[0]),
                "revenue": None if values is None else dollars(values[1]),
                "symbols": None if values is None else values[2],
            }
        return cards

    def _name(self, p: int) -> str:
        return self.player_names[p]

    def _phase_text(self) -> str:
        return {
            PHASE_SHARES: "Phase I (trade shares)",
            PHASE_CITIES: "Phase II (buy cities)",
            PHASE_INCOME: "Phase III (receive income)",
            PHASE_FINISHED: "the end of the game",
        }[self.phase]
