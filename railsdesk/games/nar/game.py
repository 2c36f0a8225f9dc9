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

from typing import Unpack

from .deck import UNIT, JsonObject, is_int
from .errors import IllegalNarAction, NarError
from .logcheck import describe_action
from .rules import (
    ACTION_TYPES,
    CITY_ROWS,
    CITY_TRIGGER,
    COLUMNS,
    EMPTY_COLUMN,
    NO_MONEY_GRANT,
    OWN_SHARE_PRICE,
    PHASE_CITIES,
    PHASE_FINISHED,
    PHASE_INCOME,
    PHASE_SHARES,
    SHARE_ROWS,
    SHARES_PER_COMPANY,
    START_CITY_CHOOSE,
    dollars,
    final_payout,
    split_income,
    treasury_half,
)
from .state import Company, EventDetails, NarEvent, NarState, Proposal

# The card game's program imports these from here.
__all__ = [
    "CITY_ROWS",
    "COLUMNS",
    "EMPTY_COLUMN",
    "SHARE_ROWS",
    "SHARES_PER_COMPANY",
    "START_CITY_CHOOSE",
    "NarGame",
    "split_income",
]


def _fail(message: str, reason: str, **params: object) -> IllegalNarAction:
    return IllegalNarAction(message, reason, **params)


class NarGame(NarState):
    """One game of North American Railways, built from a log (see :meth:`from_log`)."""

    def __init__(self, data: JsonObject) -> None:
        """Build the game at its start from a log's title, players and setup (no actions), and
        carry out the steps that need no decision. Use :meth:`from_log` to replay the actions
        too."""
        super().__init__(data)
        self._advance()

    @classmethod
    def from_log(cls, data: JsonObject) -> NarGame:
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
                    f"action {i} ({describe_action(action)}): {exc.message}",
                    action_index=i,
                    key="illegal_action",
                    index=i,
                    action=action,
                    refusal=exc,
                ) from None
        return game

    def legal_actions(self) -> list[JsonObject]:
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

    # -----------------------------------------------------------------------------------------
    # applying actions

    def process(self, action: object) -> list[NarEvent]:
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

    def _do_take_share(self, a: JsonObject, p: int) -> None:
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
        if "start_city" in a and comp.founded:
            raise _fail(
                "start_city is only given when founding a company", "start_city_not_founding"
            )
        if not comp.founded:
            self._found_company(a, p, col, comp)
        elif comp.director == p:  # own company (or the all-director exception)
            self._buy_own_share(a.get("price"), p, col, comp)
        else:  # another player's company
            self._propose(a.get("price"), p, col, comp)

    def _found_company(self, a: JsonObject, p: int, col: int, comp: Company) -> None:
        company = comp.id
        price = self._price_arg(a.get("price"), p, "founding price")
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

    def _buy_own_share(self, price_raw: object, p: int, col: int, comp: Company) -> None:
        company = comp.id
        amount = OWN_SHARE_PRICE
        exception = False
        if self.cash[p] < OWN_SHARE_PRICE:
            if not self._directs_all_bottom(p):
                raise _fail(
                    f"a share of {company}, which you direct, costs $1000 and you cannot pay it",
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
            to_treasury=dollars(to_treasury),
            exception=exception,
        )
        self._end_turn()

    def _propose(self, price_raw: object, p: int, col: int, comp: Company) -> None:
        company = comp.id
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

    def _do_director_choice(self, a: JsonObject, p: int) -> None:
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
                to_treasury=dollars(half),
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
            to_treasury=dollars(half),
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

    def _do_buy_city(self, a: JsonObject, p: int) -> None:
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
        values = self._known_values(city)
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

    def _do_pass(self, a: JsonObject, p: int) -> None:
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

    def _do_reveal_city(self, a: JsonObject, p: int) -> None:
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
            if not is_int(symbols) or not 0 <= symbols <= 3:
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
        steps = {
            PHASE_SHARES: self._step_in_phase1,
            PHASE_CITIES: self._step_in_phase2,
            PHASE_INCOME: self._step_in_phase3,
        }
        while self.phase in steps and steps[self.phase]():
            pass

    # Each automatic step returns True when it changed the state, False when a decision (or
    # card values) is awaited.

    def _step_in_phase1(self) -> bool:
        if self.proposal is not None:
            return False
        if self.turn_open:
            if self._unchosen_bottom_companies():
                return False
            # every company in the display has been chosen (and bought by its director)
            p = self._turn_player()
            self._event(
                "turn_over",
                f"{self._name(p)} has chosen every company in the share display; their turn ends",
                player=self.player_ids[p],
            )
            self._end_turn()
            return True
        if self.turns_done >= self.n or self._shares_in_display() == 0:
            self._end_phase1()
            return True
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
            return True
        self.turn_open = True
        self.chosen = []
        return False

    def _step_in_phase2(self) -> bool:
        if len(self.passed) == self.n:
            self._end_phase2()
            return True
        p = self.p2_player
        eligible = [
            cid for cid in self.company_ids if self.holdings[p][cid] and (p, cid) not in self.acted
        ]
        if eligible:
            if self.needed_reveals():
                return False
            if self._affordable(eligible):
                return False
        self._event(
            "forced_pass",
            f"{self._name(p)} cannot buy a city and must pass",
            player=self.player_ids[p],
        )
        self.passed.add(p)
        self.p2_player = self._next_in_phase2(p)
        return True

    def _step_in_phase3(self) -> bool:
        if self.needed_reveals():
            return False
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
            return False
        self.start_player = (self.start_player + 1) % self.n
        self.round += 1
        self._event(
            "new_round",
            f"Round {self.round} begins; {self._name(self.start_player)} is start player",
            start_player=self.player_ids[self.start_player],
        )
        self._begin_phase1()
        return True

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

    def _legal_share_choices(self) -> list[JsonObject]:
        p = self._turn_player()
        pid = self.player_ids[p]
        out: list[JsonObject] = []
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

    def _legal_director_choice(self) -> list[JsonObject]:
        pr = self.proposal
        assert pr is not None
        director = self.companies[pr.company].director
        assert director is not None
        pid = self.player_ids[director]
        out = [{"type": "director_choice", "entity": pid, "buy": False}]
        if self.cash[director] >= pr.price:
            out.append({"type": "director_choice", "entity": pid, "buy": True})
        return out

    def _legal_city_buys(self) -> list[JsonObject]:
        p = self.p2_player
        pid = self.player_ids[p]
        out: list[JsonObject] = []
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

    def _event(self, kind: str, text: str, **details: Unpack[EventDetails]) -> None:
        event: NarEvent = {
            "action": self._action_index,
            "round": self.round,
            "kind": kind,
            "text": text,
            **details,
        }
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

    def _column_arg(self, a: JsonObject, columns: list[list[str]], what: str) -> int:
        col = a.get("column")
        if not is_int(col) or not 0 <= col < COLUMNS:
            raise _fail(
                f"column must be a number from 0 to {COLUMNS - 1}, not {col!r}",
                "bad_column",
                highest=COLUMNS - 1,
                value=repr(col),
            )
        if not columns[col]:
            raise _fail(f"{what} column {col} is empty", EMPTY_COLUMN[what], number=col + 1)
        return col

    def _money_arg(self, value: object, what: str, allow_zero: bool = False) -> int:
        lowest = 0 if allow_zero else UNIT
        if not is_int(value):
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

    def _price_arg(self, value: object, p: int, what: str) -> int:
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

    def _start_city_arg(self, a: JsonObject) -> str:
        start = a.get("start_city")
        if self.start_city_rule == START_CITY_CHOOSE:
            if start is None:
                raise _fail(
                    "the founder must choose a start city (start_city)", "start_city_needed"
                )
            if not isinstance(start, str) or start not in self.start_stack:
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
