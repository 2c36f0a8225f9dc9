"""The rules of North American Railways (Peer Sylvester, Spielworxx 2016).

A game is its setup plus its action log; :meth:`NarGame.from_log` replays the log and
:meth:`NarGame.process` applies one more action. Rules that need no decision (the $200 for a
player without money, a forced pass in Phase II, the end of a turn when no company is left to
choose, income, the end triggers and the final payout) happen by themselves after each action.

Internally all money is kept in whole units of $100 (rules spec, conventions); everything that
leaves the engine (log, deck, ``state_dict``, ``result``, events) is written in dollars and must
be a multiple of $100 where it comes in. The bank is unlimited (gap A14); it is kept as a ledger
that starts at 0 before the starting capital is paid out, so players + treasuries + bank is
always 0 (:meth:`NarGame.money_total`).

Rule gaps (§10 of the rules specification) are settled as the specification suggests; the
decisions are listed in the project's ``docs/nar.md``.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .deck import (
    CITY_COUNT,
    COMPANY_COUNT,
    UNIT,
    _is_int,
    deck_problems,
)
from .errors import IllegalNarAction, NarError

TITLE = "North American Railways"

MIN_PLAYERS = 3
MAX_PLAYERS = 5
STARTING_CASH = {3: 20, 4: 17, 5: 14}  # units of $100
COLUMNS = 4
EMPTY_COLUMN = {"share": "share_column_empty", "city": "city_column_empty"}  # refusal keys
SHARE_ROWS = 7
CITY_ROWS = 9
SHARES_PER_COMPANY = 6
SHARES_IN_PLAY = COLUMNS * SHARE_ROWS  # 28: two of the 30 are put back in the box
OWN_SHARE_PRICE = 10  # $1000
NO_MONEY_GRANT = 2  # $200
CITY_TRIGGER = 5  # trigger 2: five or fewer cities in the display

PHASE_SHARES = "trade_shares"
PHASE_CITIES = "buy_cities"
PHASE_INCOME = "receive_income"
PHASE_FINISHED = "finished"

START_CITY_TOP = "top"
START_CITY_CHOOSE = "choose"

ACTION_TYPES = ("take_share", "director_choice", "buy_city", "pass", "reveal_city")


def dollars(units: int) -> int:
    """Units of $100 to dollars."""
    return units * UNIT


def treasury_half(units: int) -> int:
    """Half of an amount, rounded up to the next $100 (the treasury's part of a share price)."""
    return (units + 1) // 2


def split_income(
    revenue: int,
    holdings: dict[Any, int],
    director: Any,
    last_round: bool = False,
    unit: int = 1,
) -> tuple[dict[Any, int], int]:
    """Split a company's revenue (rulebook: Phase III, and the change in the last round).

    ``holdings`` maps each shareholder to their number of shares; amounts are in multiples of
    ``unit`` (1 for the engine's units of $100, 100 for dollars). Each share gets the largest
    multiple of ``unit`` that can be paid on every share; of an indivisible remainder the
    director gets one ``unit`` ($100), or in the last round half of it rounded up; the rest goes
    into the treasury. Returns (payment per holder, amount for the treasury).
    """
    count = sum(holdings.values())
    if count <= 0:
        raise ValueError("a company's revenue needs at least one share to be split")
    per_share = revenue // unit // count * unit
    rem = revenue - per_share * count
    payouts = {holder: per_share * k for holder, k in holdings.items() if k}
    to_treasury = 0
    if rem:
        bonus = (rem // unit + 1) // 2 * unit if last_round else unit
        bonus = min(bonus, rem)
        payouts[director] = payouts.get(director, 0) + bonus
        to_treasury = rem - bonus
    return payouts, to_treasury


def final_payout(symbols: int, holdings: dict[Any, int], unit: int = 1) -> dict[Any, int]:
    """The final payout of one company (rulebook "Schlusszahlung"): one ``unit`` ($100) per
    Coast-to-Coast symbol of its network, on every share held."""
    return {holder: symbols * unit * k for holder, k in holdings.items() if k and symbols}


def rank_players(cash: list[int], start: int) -> list[int]:
    """Player positions from first to last place: most cash first; among equals, the player
    first in turn order counted clockwise from ``start`` (the last round's start player)."""
    n = len(cash)
    return sorted(range(n), key=lambda i: (-cash[i], (i - start) % n))


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


def _fail(message: str, reason: str, **params: Any) -> IllegalNarAction:
    return IllegalNarAction(message, reason, **params)


class NarGame:
    """One game of North American Railways, built from a log (see :meth:`from_log`)."""

    # -----------------------------------------------------------------------------------------
    # construction

    def __init__(self, data: dict) -> None:
        """Build the game at its start from a log's title, players and setup (no actions).

        Use :meth:`from_log` to replay the actions too.
        """
        players, setup = _check_log_structure(data)
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

        self.actions: list[dict] = []
        self.events: list[dict] = []
        self._action_index: int | None = None
        self._advance()

    @classmethod
    def from_log(cls, data: dict) -> NarGame:
        """Validate a log and replay all its actions.

        Raises :class:`NarError` naming the problem: bad structure, unknown card, or an illegal
        action (then ``action_index`` is set and the message starts with ``action N``).
        """
        game = cls(data)
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise NarError("actions must be a list", key="actions_not_list")
        for i, action in enumerate(actions):
            try:
                game.process(action)
            except IllegalNarAction as exc:
                raise NarError(
                    f"action {i} ({_describe(action)}): {exc.message}",
                    action_index=i,
                    key="illegal_action",
                    index=i,
                    action=action,
                    refusal=exc,
                ) from None
        return game

    def to_log(self) -> dict:
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

    def legal_actions(self) -> list[dict]:
        """Every complete action the acting player may take now (``reveal_city`` excluded: its
        values come from the table; see :meth:`needed_reveals`)."""
        if self.finished or self.needed_reveals():
            return []
        if self.phase == PHASE_SHARES:
            if self.proposal is not None:
                return self._legal_director_choice()
            return self._legal_share_choices()
        if self.phase == PHASE_CITIES:
            return self._legal_city_buys()
        return []

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

    def company_revenue(self, company: str) -> int | None:
        """Revenue of a company in dollars (None while a card value is unknown)."""
        c = self.companies[company]
        units = self._revenue(c)
        return None if units is None else dollars(units)

    def company_symbols(self, company: str) -> int:
        """The company's Coast-to-Coast total (cities in its network)."""
        return self._symbols(self.companies[company])

    def state_dict(self) -> dict:
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

    def public_view(self, viewer: str | None) -> dict:
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
    # applying actions

    def process(self, action: dict) -> list[dict]:
        """Apply one action; return the events it caused (automatic steps included).

        Raises :class:`IllegalNarAction` with the reason, leaving the state unchanged.
        """
        if not isinstance(action, dict):
            raise _fail(
                f"an action must be a JSON object, not {type(action).__name__}",
                "not_an_object",
                value=type(action).__name__,
            )
        if self.finished:
            raise _fail("the game is over", "game_over")
        kind = action.get("type")
        if kind not in ACTION_TYPES:
            raise _fail(f"unknown action type {kind!r}", "unknown_action", value=repr(kind))
        entity = action.get("entity")
        if not isinstance(entity, str) or entity not in self._pindex:
            raise _fail(
                f"unknown player {entity!r} as entity", "unknown_player", value=repr(entity)
            )
        p = self._pindex[entity]
        handler = getattr(self, "_do_" + kind)
        first_event = len(self.events)
        self._action_index = len(self.actions)
        handler(action, p)  # validates fully before changing anything
        self.actions.append(dict(action))
        self._advance()
        self._action_index = None
        return self.events[first_event:]

    # Phase I ----------------------------------------------------------------------------------

    def _do_take_share(self, a: dict, p: int) -> None:
        if self.phase != PHASE_SHARES:
            raise _fail(
                f"shares are only taken in Phase I; now is {self._phase_text()}",
                "shares_phase",
                phase=self.phase,
            )
        if self.proposal is not None:
            raise _fail(
                f"the director of {self.proposal.company} must first decide on the proposal",
                "proposal_waiting",
                company=self.proposal.company,
            )
        if p != self._turn_player():
            raise self._not_your_turn(self._turn_player(), p)
        col = self._column_arg(a, self.share_columns, "share")
        company = self.share_columns[col][-1]
        if company in self.chosen:
            raise _fail(
                f"a share of {company} was already chosen this turn; choose another company",
                "company_chosen",
                company=company,
            )
        comp = self.companies[company]
        price_raw = a.get("price")
        if "start_city" in a and comp.founded:
            raise _fail(
                "start_city is only given when founding a company", "start_city_not_founding"
            )

        if not comp.founded:  # case 1: founding
            price = self._price_arg(price_raw, p, "founding price")
            start = self._start_city_arg(a)
            self.share_columns[col].pop()
            self.holdings[p][company] += 1
            self.cash[p] -= price
            comp.treasury += price
            comp.founded = True
            comp.director = p
            comp.start_city = start
            self.start_stack.remove(start)
            self._event(
                "found",
                f"{self._name(p)} founds {comp.name} for ${dollars(price)} and takes start city "
                f"{self.card_names[start]}",
                player=self.player_ids[p],
                company=company,
                price=dollars(price),
                start_city=start,
            )
            self._end_turn()
            return

        if comp.director == p:  # case 2: own company (or the all-director exception)
            amount = OWN_SHARE_PRICE
            exception = False
            if self.cash[p] < OWN_SHARE_PRICE:
                if not self._directs_all_bottom(p):
                    raise _fail(
                        f"a share of {company}, which you direct, costs $1000 and you cannot pay "
                        "it",
                        "own_share_cash",
                        company=company,
                        price=dollars(OWN_SHARE_PRICE),
                    )
                amount = self.cash[p]
                exception = True
            if price_raw is not None:
                price = self._money_arg(price_raw, "price")
                if price != amount:
                    raise _fail(
                        f"a share of {company}, which you direct, costs ${dollars(amount)} here, "
                        f"not ${dollars(price)}",
                        "own_share_price",
                        company=company,
                        price=dollars(amount),
                        offered=dollars(price),
                    )
            to_treasury = OWN_SHARE_PRICE // 2 if not exception else treasury_half(amount)
            self.share_columns[col].pop()
            self.holdings[p][company] += 1
            self.cash[p] -= amount
            comp.treasury += to_treasury
            self.bank += amount - to_treasury
            text = (
                f"{self._name(p)} directs every company at the bottom of the share display and "
                f"pays all their cash"
                if exception
                else f"{self._name(p)} buys a share of their own company {comp.name}"
            )
            self._event(
                "own_share",
                f"{text}: ${dollars(amount)} (${dollars(to_treasury)} to the treasury, "
                f"${dollars(amount - to_treasury)} to the bank)",
                player=self.player_ids[p],
                company=company,
                price=dollars(amount),
                exception=exception,
            )
            self._end_turn()
            return

        # case 3: another player's company -> proposal
        price = self._price_arg(price_raw, p, "proposed price")
        self.proposal = Proposal(p, col, company, price)
        self.chosen.append(company)
        assert comp.director is not None
        self._event(
            "propose",
            f"{self._name(p)} proposes ${dollars(price)} for a share of {comp.name}; "
            f"{self._name(comp.director)} decides",
            player=self.player_ids[p],
            company=company,
            price=dollars(price),
        )

    def _do_director_choice(self, a: dict, p: int) -> None:
        if self.proposal is None:
            raise _fail("no proposal is waiting for a director's decision", "no_proposal")
        pr = self.proposal
        comp = self.companies[pr.company]
        director = comp.director
        assert director is not None
        if p != director:
            raise _fail(
                f"only the director of {pr.company}, {self._name(director)}, decides",
                "not_director",
                company=pr.company,
                director=self.player_ids[director],
            )
        buy = a.get("buy")
        if not isinstance(buy, bool):
            raise _fail(f"buy must be true or false, not {buy!r}", "buy_not_bool", value=repr(buy))
        half = treasury_half(pr.price)
        rest = pr.price - half
        if buy:
            if self.cash[director] < pr.price:
                raise _fail(
                    f"the director cannot pay ${dollars(pr.price)} and must allow the purchase",
                    "director_cash",
                    price=dollars(pr.price),
                )
            self.share_columns[pr.column].pop()
            self.holdings[director][pr.company] += 1
            self.cash[director] -= pr.price
            comp.treasury += half
            self.cash[pr.proposer] += rest
            self.proposal = None
            self._event(
                "director_buys",
                f"{self._name(director)} buys the {comp.name} share themselves for "
                f"${dollars(pr.price)}: ${dollars(half)} to the treasury, ${dollars(rest)} to "
                f"{self._name(pr.proposer)}",
                player=self.player_ids[director],
                proposer=self.player_ids[pr.proposer],
                company=pr.company,
                price=dollars(pr.price),
            )
            return  # the proposer may choose again (checked in _advance)
        buyer = pr.proposer
        self.share_columns[pr.column].pop()
        self.holdings[buyer][pr.company] += 1
        self.cash[buyer] -= pr.price
        comp.treasury += half
        self.bank += rest
        self.proposal = None
        self._event(
            "director_allows",
            f"{self._name(director)} allows it: {self._name(buyer)} buys a share of {comp.name} "
            f"for ${dollars(pr.price)} (${dollars(half)} to the treasury, ${dollars(rest)} to "
            f"the bank)",
            player=self.player_ids[buyer],
            director=self.player_ids[director],
            company=pr.company,
            price=dollars(pr.price),
        )
        if self.holdings[buyer][pr.company] >= self.holdings[director][pr.company]:
            comp.director = buyer
            self._event(
                "new_director",
                f"{self._name(buyer)} becomes director of {comp.name}",
                player=self.player_ids[buyer],
                company=pr.company,
            )
        self._end_turn()

    # Phase II ---------------------------------------------------------------------------------

    def _do_buy_city(self, a: dict, p: int) -> None:
        if self.phase != PHASE_CITIES:
            raise _fail(
                f"cities are only bought in Phase II; now is {self._phase_text()}",
                "cities_phase",
                phase=self.phase,
            )
        if self.needed_reveals():
            raise self._reveal_first()
        if p != self.p2_player:
            raise self._not_your_turn(self.p2_player, p)
        company = a.get("company")
        if not isinstance(company, str) or company not in self.companies:
            raise _fail(f"unknown company {company!r}", "unknown_company", value=repr(company))
        if self.holdings[p][company] == 0:
            raise _fail(
                f"{self._name(p)} owns no share of {company}",
                "no_share",
                player=self.player_ids[p],
                company=company,
            )
        if (p, company) in self.acted:
            raise _fail(
                f"{self._name(p)} already bought a city for {company} in this phase",
                "city_bought",
                player=self.player_ids[p],
                company=company,
            )
        col = self._column_arg(a, self.city_columns, "city")
        city = self.city_columns[col][-1]
        values = self.city_values[city]
        assert values is not None
        comp = self.companies[company]
        if values[0] > comp.treasury:
            raise _fail(
                f"{self.card_names[city]} costs ${dollars(values[0])}; the treasury of {company} "
                f"holds only ${dollars(comp.treasury)}",
                "treasury",
                city=city,
                company=company,
                cost=dollars(values[0]),
                treasury=dollars(comp.treasury),
            )
        self.city_columns[col].pop()
        comp.cities.append(city)
        comp.treasury -= values[0]
        self.bank += values[0]
        self.acted.add((p, company))
        self.cities_bought += 1
        self._event(
            "buy_city",
            f"{self._name(p)} buys {self.card_names[city]} for {comp.name} "
            f"(${dollars(values[0])} from the treasury)",
            player=self.player_ids[p],
            company=company,
            city=city,
            cost=dollars(values[0]),
        )
        self.p2_player = self._next_in_phase2(p)

    # both phases ------------------------------------------------------------------------------

    def _do_pass(self, a: dict, p: int) -> None:
        if self.phase == PHASE_SHARES:
            if self.proposal is not None:
                raise _fail(
                    f"the director of {self.proposal.company} must first decide on the proposal",
                    "proposal_waiting",
                    company=self.proposal.company,
                )
            if p != self._turn_player():
                raise self._not_your_turn(self._turn_player(), p)
            if not self.chosen:
                raise _fail(
                    "a share must be chosen; the turn may only be ended after a director bought "
                    "the chosen share themselves",
                    "share_needed",
                )
            self._event("end_turn", f"{self._name(p)} ends their turn", player=self.player_ids[p])
            self._end_turn()
            return
        if self.phase == PHASE_CITIES:
            if self.needed_reveals():
                raise self._reveal_first()
            if p != self.p2_player:
                raise self._not_your_turn(self.p2_player, p)
            self._event("pass", f"{self._name(p)} passes in Phase II", player=self.player_ids[p])
            self.passed.add(p)
            self.p2_player = self._next_in_phase2(p)
            return
        raise _fail(f"nobody can pass now ({self._phase_text()})", "cannot_pass", phase=self.phase)

    def _do_reveal_city(self, a: dict, p: int) -> None:
        card = a.get("city")
        if not isinstance(card, str) or card not in self.card_names:
            raise _fail(f"unknown card {card!r}", "unknown_card", value=repr(card))
        name = a.get("name")
        if name is not None and (not isinstance(name, str) or not name.strip()):
            raise _fail(f"name must be non-empty text, not {name!r}", "bad_name", value=repr(name))
        if card in self.start_values:
            if self.start_values[card] is not None:
                raise _fail(
                    f"the values of start city {card} are already known",
                    "start_city_known",
                    city=card,
                )
            for key in ("cost", "symbols"):
                if a.get(key) not in (None, 0):
                    raise _fail(f"a start city has no {key}", "start_city_field", field=key)
            revenue = self._money_arg(a.get("revenue"), "revenue", allow_zero=True)
            self.start_values[card] = revenue
            values_text = f"revenue ${dollars(revenue)}"
        else:
            if self.city_values[card] is not None:
                raise _fail(f"the values of city {card} are already known", "city_known", city=card)
            if not any(card in col for col in self.city_columns):
                raise _fail(f"city {card} is not in the city display", "city_not_shown", city=card)
            cost = self._money_arg(a.get("cost"), "cost", allow_zero=True)
            revenue = self._money_arg(a.get("revenue"), "revenue", allow_zero=True)
            symbols = a.get("symbols")
            if not _is_int(symbols) or not 0 <= symbols <= 3:
                raise _fail(
                    f"symbols must be a whole number from 0 to 3, not {symbols!r}",
                    "symbols",
                    value=symbols,
                )
            self.city_values[card] = (cost, revenue, symbols)
            values_text = (
                f"cost ${dollars(cost)}, revenue ${dollars(revenue)}, {symbols} Coast-to-Coast"
            )
        if name is not None:
            self.card_names[card] = name
        self._event(
            "reveal",
            f"{self.card_names[card]}: {values_text}",
            player=self.player_ids[p],
            city=card,
        )

    # -----------------------------------------------------------------------------------------
    # automatic flow

    def _advance(self) -> None:
        """Carry out every step that needs no decision, until a decision (or values) is needed."""
        while True:
            if self.phase == PHASE_SHARES:
                if self.proposal is not None:
                    return
                if self.turn_open:
                    if self._unchosen_bottom_companies():
                        return
                    # every company in the display has been chosen (and bought by its director)
                    p = self._turn_player()
                    self._event(
                        "turn_over",
                        f"{self._name(p)} has chosen every company in the share display; "
                        f"their turn ends",
                        player=self.player_ids[p],
                    )
                    self._end_turn()
                    continue
                if self.turns_done >= self.n or self._shares_in_display() == 0:
                    self._end_phase1()
                    continue
                p = self._turn_player()
                if self.cash[p] == 0:
                    self.cash[p] += NO_MONEY_GRANT
                    self.bank -= NO_MONEY_GRANT
                    self._event(
                        "no_money",
                        f"{self._name(p)} has no money, takes ${dollars(NO_MONEY_GRANT)} from "
                        f"the bank and chooses no share this round",
                        player=self.player_ids[p],
                        amount=dollars(NO_MONEY_GRANT),
                    )
                    self.turns_done += 1
                    continue
                self.turn_open = True
                self.chosen = []
                return
            if self.phase == PHASE_CITIES:
                if len(self.passed) == self.n:
                    self._end_phase2()
                    continue
                p = self.p2_player
                eligible = [
                    cid
                    for cid in self.company_ids
                    if self.holdings[p][cid] and (p, cid) not in self.acted
                ]
                if eligible:
                    if self.needed_reveals():
                        return
                    if self._affordable(eligible):
                        return
                self._event(
                    "forced_pass",
                    f"{self._name(p)} cannot buy a city and must pass",
                    player=self.player_ids[p],
                )
                self.passed.add(p)
                self.p2_player = self._next_in_phase2(p)
                continue
            if self.phase == PHASE_INCOME:
                if self.needed_reveals():
                    return
                self._pay_income()
                if self.last_round:
                    self._final_payout()
                    self.phase = PHASE_FINISHED
                    ranking = self.ranking()
                    self._event(
                        "game_end",
                        f"The game is over; {self._name(self._pindex[ranking[0]])} wins",
                        ranking=ranking,
                        result=self.result(),
                    )
                    return
                self.start_player = (self.start_player + 1) % self.n
                self.round += 1
                self._event(
                    "new_round",
                    f"Round {self.round} begins; {self._name(self.start_player)} is start player",
                    round=self.round,
                    start_player=self.player_ids[self.start_player],
                )
                self._begin_phase1()
                continue
            return

    def _begin_phase1(self) -> None:
        self.phase = PHASE_SHARES
        self.turns_done = 0
        self.turn_open = False
        self.chosen = []
        self.proposal = None

    def _end_turn(self) -> None:
        self.turn_open = False
        self.chosen = []
        self.turns_done += 1

    def _end_phase1(self) -> None:
        self.turn_open = False
        self.chosen = []
        left = self._shares_in_display()
        if left < self.n:
            self._trigger(1, f"{left} shares are left in the display, fewer than the players")
        self.phase = PHASE_CITIES
        cities = sum(len(col) for col in self.city_columns)
        if cities <= CITY_TRIGGER:
            self._trigger(2, f"only {cities} cities are left in the display")
        self.passed = set()
        self.acted = set()
        self.cities_bought = 0
        self.p2_player = self.start_player

    def _end_phase2(self) -> None:
        if self.cities_bought == 0:
            self._trigger(3, "no city was bought in Phase II")
        self.acted = set()
        self.passed = set()
        self.phase = PHASE_INCOME

    def _trigger(self, number: int, reason: str) -> None:
        if number not in self.end_triggers:
            self.end_triggers.append(number)
        first = not self.last_round
        self.last_round = True
        self._event(
            "end_trigger",
            f"End of the game triggered ({reason})" + ("; this round is the last" if first else ""),
            trigger=number,
        )

    def _pay_income(self) -> None:
        for comp in self._founded():
            revenue = self._revenue(comp)
            assert revenue is not None
            holders = {i: h[comp.id] for i, h in enumerate(self.holdings) if h[comp.id]}
            count = sum(holders.values())
            assert comp.director is not None
            payouts, to_treasury = split_income(revenue, holders, comp.director, self.last_round)
            for i, amount in payouts.items():
                self.cash[i] += amount
                self.bank -= amount
            comp.treasury += to_treasury
            self.bank -= to_treasury
            per_share = revenue // count
            bonus = revenue - per_share * count - to_treasury
            parts = ", ".join(
                f"{self._name(i)} +${dollars(amount)}" for i, amount in payouts.items()
            )
            self._event(
                "income",
                f"{comp.name}: revenue ${dollars(revenue)} on {count} shares, "
                f"${dollars(per_share)} per share; {parts}"
                + (f"; treasury +${dollars(to_treasury)}" if to_treasury else ""),
                company=comp.id,
                revenue=dollars(revenue),
                per_share=dollars(per_share),
                director_bonus=dollars(bonus),
                to_treasury=dollars(to_treasury),
                payouts={self.player_ids[i]: dollars(a) for i, a in payouts.items()},
            )

    def _final_payout(self) -> None:
        for comp in self._founded():
            symbols = self._symbols(comp)
            holders = {i: h[comp.id] for i, h in enumerate(self.holdings) if h[comp.id]}
            payouts = final_payout(symbols, holders)
            if not payouts:
                continue
            for i, amount in payouts.items():
                self.cash[i] += amount
                self.bank -= amount
            self._event(
                "final_payout",
                f"{comp.name} pays ${dollars(symbols)} per share ({symbols} Coast-to-Coast "
                f"symbols)",
                company=comp.id,
                per_share=dollars(symbols),
                payouts={self.player_ids[i]: dollars(a) for i, a in payouts.items()},
            )

    # -----------------------------------------------------------------------------------------
    # legal moves

    def _legal_share_choices(self) -> list[dict]:
        p = self._turn_player()
        pid = self.player_ids[p]
        out: list[dict] = []
        cash = self.cash[p]
        all_director = self._directs_all_bottom(p)
        for col, column in enumerate(self.share_columns):
            if not column:
                continue
            company = column[-1]
            if company in self.chosen:
                continue
            comp = self.companies[company]
            base = {"type": "take_share", "entity": pid, "column": col}
            if comp.director == p:
                if cash >= OWN_SHARE_PRICE or all_director:
                    out.append(base)
                continue
            if not comp.founded and self.start_city_rule == START_CITY_CHOOSE:
                for price in range(1, cash + 1):
                    for start in self.start_stack:
                        out.append({**base, "price": dollars(price), "start_city": start})
                continue
            for price in range(1, cash + 1):
                out.append({**base, "price": dollars(price)})
        if self.chosen:
            out.append({"type": "pass", "entity": pid})
        return out

    def _legal_director_choice(self) -> list[dict]:
        pr = self.proposal
        assert pr is not None
        director = self.companies[pr.company].director
        assert director is not None
        pid = self.player_ids[director]
        out = [{"type": "director_choice", "entity": pid, "buy": False}]
        if self.cash[director] >= pr.price:
            out.append({"type": "director_choice", "entity": pid, "buy": True})
        return out

    def _legal_city_buys(self) -> list[dict]:
        p = self.p2_player
        pid = self.player_ids[p]
        out: list[dict] = []
        for cid in self.company_ids:
            if not self.holdings[p][cid] or (p, cid) in self.acted:
                continue
            treasury = self.companies[cid].treasury
            for col, column in enumerate(self.city_columns):
                if not column:
                    continue
                values = self.city_values[column[-1]]
                if values is not None and values[0] <= treasury:
                    out.append({"type": "buy_city", "entity": pid, "company": cid, "column": col})
        out.append({"type": "pass", "entity": pid})
        return out

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
        costs = [
            self.city_values[col[-1]][0]  # type: ignore[index]
            for col in self.city_columns
            if col
        ]
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
            values = self.city_values[city]
            assert values is not None
            total += values[1]
        return total

    def _symbols(self, comp: Company) -> int:
        return sum(self.city_values[c][2] for c in comp.cities)  # type: ignore[index]

    def _card_table(self) -> dict[str, dict]:
        cards: dict[str, dict] = {}
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

    def _event(self, kind: str, text: str, **fields: Any) -> None:
        event = {"action": self._action_index, "round": self.round, "kind": kind, "text": text}
        event.update(fields)
        self.events.append(event)

    def _not_your_turn(self, turn_player: int, p: int) -> IllegalNarAction:
        return _fail(
            f"it is {self._name(turn_player)}'s turn, not {self._name(p)}'s",
            "not_your_turn",
            player=self.player_ids[turn_player],
            actor=self.player_ids[p],
        )

    def _reveal_first(self) -> IllegalNarAction:
        return _fail(
            "the values of the bottom cities must be entered first (reveal_city)", "reveal_first"
        )

    def _column_arg(self, a: dict, columns: list[list[str]], what: str) -> int:
        col = a.get("column")
        if not _is_int(col) or not 0 <= col < COLUMNS:
            raise _fail(
                f"column must be a number from 0 to {COLUMNS - 1}, not {col!r}",
                "bad_column",
                highest=COLUMNS - 1,
                value=repr(col),
            )
        if not columns[col]:
            raise _fail(f"{what} column {col} is empty", EMPTY_COLUMN[what], number=col + 1)
        return col

    def _money_arg(self, value: Any, what: str, allow_zero: bool = False) -> int:
        lowest = 0 if allow_zero else UNIT
        if not _is_int(value):
            raise _fail(
                f"{what} must be a whole number of dollars, not {value!r}",
                "amount",
                what=what,
                value=value,
                lowest=lowest,
            )
        if value % UNIT or value < lowest:
            raise _fail(
                f"{what} must be a multiple of $100 of at least ${lowest}, not {value}",
                "amount",
                what=what,
                value=value,
                lowest=lowest,
            )
        return value // UNIT

    def _price_arg(self, value: Any, p: int, what: str) -> int:
        if value is None:
            raise _fail(f"a {what} is needed", "price_needed")
        price = self._money_arg(value, what)
        if price > self.cash[p]:
            raise _fail(
                f"{self._name(p)} cannot pay the {what} of ${dollars(price)}",
                "cannot_pay",
                what=what,
                price=dollars(price),
            )
        return price

    def _start_city_arg(self, a: dict) -> str:
        start = a.get("start_city")
        if self.start_city_rule == START_CITY_CHOOSE:
            if start is None:
                raise _fail(
                    "the founder must choose a start city (start_city)", "start_city_needed"
                )
            if start not in self.start_stack:
                raise _fail(
                    f"start city {start!r} is not in the stack of start cities",
                    "start_city_not_in_stack",
                    value=repr(start),
                )
            return start
        top = self.start_stack[0]
        if start is not None and start != top:
            raise _fail(
                f"the founder takes the top start city {top!r}, not {start!r}",
                "start_city_not_top",
                top=top,
                value=repr(start),
            )
        return top


# ---------------------------------------------------------------------------------------------
# log validation


def _describe(action: Any) -> str:
    if not isinstance(action, dict):
        return "not an object"
    return f"{action.get('type')} by {action.get('entity')}"


def _check_log_structure(data: Any) -> tuple[list[dict], dict]:
    if not isinstance(data, dict):
        raise NarError(
            f"a log must be a JSON object, not {type(data).__name__}",
            key="log_not_object",
            value=type(data).__name__,
        )
    title = data.get("title")
    if title != TITLE:
        raise NarError(f"title must be {TITLE!r}, not {title!r}", key="title", value=repr(title))
    players = data.get("players")
    if not isinstance(players, list):
        raise NarError("players must be a list", key="players_not_list")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise NarError(
            f"the game needs 3 to 5 players, the log has {len(players)}",
            key="player_count",
            value=len(players),
        )
    seen: set[str] = set()
    for i, pl in enumerate(players):
        if not isinstance(pl, dict):
            raise NarError(
                f"players[{i}] must be an object with id and name",
                key="player_not_object",
                where=f"players[{i}]",
            )
        pid, name = pl.get("id"), pl.get("name")
        if not isinstance(pid, str) or not pid:
            raise NarError(
                f"players[{i}].id must be non-empty text, not {pid!r}",
                key="text_missing",
                where=f"players[{i}].id",
                value=repr(pid),
            )
        if not isinstance(name, str):
            raise NarError(
                f"players[{i}].name must be text, not {name!r}",
                key="not_text",
                where=f"players[{i}].name",
                value=repr(name),
            )
        if pid in seen:
            raise NarError(
                f"players[{i}].id {pid!r} is used twice",
                key="player_twice",
                where=f"players[{i}].id",
                value=repr(pid),
            )
        seen.add(pid)
    setup = data.get("setup")
    if not isinstance(setup, dict):
        raise NarError("setup must be an object", key="not_object", where="setup")
    for key in ("deck", "share_columns", "city_columns", "start_cities", "first_player"):
        if key not in setup:
            raise NarError(f"setup.{key} is missing", key="missing", where=f"setup.{key}")
    deck = setup["deck"]
    problems = deck_problems(deck, allow_unknown=True)
    if problems:
        raise NarError(
            f"setup.deck: {problems[0]}"
            + (f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""),
            key="deck",
            problems=problems,
        )
    companies = {c["id"] for c in deck["companies"]}
    city_ids = [c["id"] for c in deck["cities"]]
    start_ids = [c["id"] for c in deck["start_cities"]]
    assert len(companies) == COMPANY_COUNT and len(city_ids) == CITY_COUNT

    shares = setup["share_columns"]
    if not isinstance(shares, list) or len(shares) != COLUMNS:
        raise NarError(
            f"setup.share_columns must be a list of {COLUMNS} columns",
            key="columns",
            where="setup.share_columns",
            size=COLUMNS,
        )
    counts: dict[str, int] = {}
    for c, column in enumerate(shares):
        if not isinstance(column, list) or len(column) != SHARE_ROWS:
            raise NarError(
                f"setup.share_columns[{c}] must be a list of {SHARE_ROWS} shares",
                key="share_column",
                where=f"setup.share_columns[{c}]",
                size=SHARE_ROWS,
            )
        for r, company in enumerate(column):
            if not isinstance(company, str) or company not in companies:
                raise NarError(
                    f"setup.share_columns[{c}][{r}]: unknown company {company!r}",
                    key="unknown_company",
                    where=f"setup.share_columns[{c}][{r}]",
                    value=repr(company),
                )
            counts[company] = counts.get(company, 0) + 1
    for company, k in counts.items():
        if k > SHARES_PER_COMPANY:
            raise NarError(
                f"setup.share_columns: {k} shares of {company}, but a company has only "
                f"{SHARES_PER_COMPANY}",
                key="too_many_shares",
                company=company,
                shares=k,
                most=SHARES_PER_COMPANY,
            )

    cities = setup["city_columns"]
    if not isinstance(cities, list) or len(cities) != COLUMNS:
        raise NarError(
            f"setup.city_columns must be a list of {COLUMNS} columns",
            key="columns",
            where="setup.city_columns",
            size=COLUMNS,
        )
    known = set(city_ids)
    placed: set[str] = set()
    for c, column in enumerate(cities):
        if not isinstance(column, list) or len(column) != CITY_ROWS:
            raise NarError(
                f"setup.city_columns[{c}] must be a list of {CITY_ROWS} cities",
                key="city_column",
                where=f"setup.city_columns[{c}]",
                size=CITY_ROWS,
            )
        for r, city in enumerate(column):
            if not isinstance(city, str) or city not in known:
                raise NarError(
                    f"setup.city_columns[{c}][{r}]: unknown city {city!r}",
                    key="unknown_city",
                    where=f"setup.city_columns[{c}][{r}]",
                    value=repr(city),
                )
            if city in placed:
                raise NarError(
                    f"setup.city_columns[{c}][{r}]: city {city!r} is placed twice",
                    key="city_twice",
                    where=f"setup.city_columns[{c}][{r}]",
                    value=repr(city),
                )
            placed.add(city)

    starts = setup["start_cities"]
    if not isinstance(starts, list):
        raise NarError(
            "setup.start_cities must be a list", key="not_a_list", where="setup.start_cities"
        )
    for i, s in enumerate(starts):
        if not isinstance(s, str) or s not in start_ids:
            raise NarError(
                f"setup.start_cities[{i}]: unknown start city {s!r}",
                key="unknown_start_city",
                where=f"setup.start_cities[{i}]",
                value=repr(s),
            )
    if sorted(starts) != sorted(start_ids):
        raise NarError(
            "setup.start_cities must list each of the deck's 5 start cities once",
            key="start_cities_once",
        )

    first = setup["first_player"]
    if not isinstance(first, str) or first not in seen:
        raise NarError(
            f"setup.first_player {first!r} is not one of the players",
            key="first_player",
            value=repr(first),
        )
    options = setup.get("options", {})
    if not isinstance(options, dict):
        raise NarError("setup.options must be an object", key="not_object", where="setup.options")
    rule = options.get("start_city", START_CITY_TOP)
    if rule not in (START_CITY_TOP, START_CITY_CHOOSE):
        raise NarError(
            f"setup.options.start_city must be {START_CITY_TOP!r} or {START_CITY_CHOOSE!r}, "
            f"not {rule!r}",
            key="start_city_rule",
            value=repr(rule),
        )
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise NarError("actions must be a list", key="actions_not_list")
    return players, setup
