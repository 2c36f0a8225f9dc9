"""The computer player of the card game North American Railways (railsdesk/games/nar).

It sees only what its player may see at the table: the open displays, the companies, every
player's shares, its own cash and its own legal moves (`NarGame.public_view` for its seat and
`NarGame.legal_actions`). Other players' cash is secret and the stack of start cities is face
down: a founder's start city is judged by the average of the start cities not yet dealt, never
by the stack's order.

Money is judged in dollars of final cash, since the richest player wins: a share is worth the
income it adds to its holder until the game ends (the revenue split over one more share) and the
final payout of its company's Coast-to-Coast symbols; money paid into a treasury comes back as
the cities it buys. The strong level also counts what the treasury's money will buy, and
then plays the likely moves out: each is played to the game's end a few times by basic players
on copies that hold only what it sees (other players' cash guessed as much as its own, the
start cities shuffled), and the move with the best lead over the richest rival is taken.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from railsdesk.bots import RANDOM
from railsdesk.bots.generic import BASIC, LEVELS, STRONG
from railsdesk.games.nar import NarGame, new_game, random_deck, random_players
from railsdesk.games.nar.newgame import choose_random_action
from railsdesk.games.nar.rules import dollars

Move = dict[str, Any]

UNIT = 100  # the card game's money comes in $100
OWN_SHARE_PRICE = 1000
CITY_TRIGGER = 5  # the game ends after the round in which at most five cities are left
SHARES_TAKEN_PER_TURN = 1.2  # a turn takes a little more than one share (a director's buy)
DEFAULT_YIELD = 0.5  # a city's revenue per dollar of its cost, when no city is in sight
# the strong level plays out up to this many moves (more are cut down to the likely ones)...
CANDIDATES = 8
# ...each this many times to the end, by basic players
ROLLOUTS = 4
ROLLOUT_ACTIONS = 3000  # more than any game takes


@dataclass(frozen=True)
class Company:
    """A company as every player sees it."""

    id: str
    founded: bool
    director: str | None
    treasury: int
    revenue: int
    symbols: int
    shares_held: int


class View:
    """One player's view of the table: public_view for its seat, start stack unordered."""

    def __init__(
        self,
        me: str,
        cash: int,
        shares: dict[str, dict[str, int]],
        companies: dict[str, Company],
        cards: dict[str, dict[str, Any]],
        share_columns: list[list[str]],
        city_columns: list[list[str]],
        last_round: bool,
        proposal: dict[str, Any] | None,
        unused_starts: list[str],
    ):
        self.me = me
        self.players = list(shares)
        self.cash = cash
        self.shares = shares
        self.companies = companies
        self.cards = cards
        self.share_columns = share_columns
        self.city_columns = city_columns
        self.last_round = last_round
        self.proposal = proposal
        # the face-down stack as a set: which start cities are left, not in which order
        self.unused_starts = unused_starts

    @classmethod
    def at_table(cls, game: NarGame, me: str) -> View:
        """What the player sees at the table: the game's public_view for his seat."""
        state = game.public_view(me)
        mine = next(p for p in state["players"] if p["id"] == me)
        return cls(
            me,
            mine["cash"],
            {p["id"]: dict(p["shares"]) for p in state["players"]},
            {
                c["id"]: Company(
                    c["id"],
                    c["founded"],
                    c["director"],
                    c["treasury"],
                    c["revenue"] or 0,
                    c["coast_to_coast"],
                    c["shares_held"],
                )
                for c in state["companies"]
            },
            state["cards"],
            state["share_columns"],
            state["city_columns"],
            state["last_round"],
            state["shares_turn"]["proposal"],
            sorted(state["start_city_stack"]),
        )

    @classmethod
    def of_copy(cls, game: NarGame, me: str, cards: dict[str, dict[str, Any]]) -> View:
        """The same view read straight from a copy that holds only what the player looking
        ahead sees (guessed_copy), with the card table he saw: a played-out game asks for a
        view at every move, and the public_view's whole table costs half of the thinking."""
        ids = game.player_ids
        holdings = {
            pid: {k: v for k, v in game.holdings[i].items() if v} for i, pid in enumerate(ids)
        }
        companies = {}
        for cid, c in game.companies.items():
            revenue = 0
            if c.start_city is not None:
                revenue = (cards[c.start_city]["revenue"] or 0) + sum(
                    cards[city]["revenue"] for city in c.cities
                )
            companies[cid] = Company(
                cid,
                c.founded,
                None if c.director is None else ids[c.director],
                dollars(c.treasury),
                revenue,
                sum(cards[city]["symbols"] for city in c.cities),
                sum(h[cid] for h in game.holdings),
            )
        proposal = None
        if game.proposal is not None:
            proposal = {
                "proposer": ids[game.proposal.proposer],
                "column": game.proposal.column,
                "company": game.proposal.company,
                "price": dollars(game.proposal.price),
            }
        return cls(
            me,
            dollars(game.cash[ids.index(me)]),
            holdings,
            companies,
            cards,
            game.share_columns,
            game.city_columns,
            game.last_round,
            proposal,
            sorted(game.start_stack),
        )

    def held(self, player: str, company: str) -> int:
        return self.shares[player].get(company, 0)

    def bottom_cities(self) -> list[dict[str, Any]]:
        return [self.cards[col[-1]] for col in self.city_columns if col]

    @cached_property
    def rounds_left(self) -> int:
        """The rounds whose income is still to be paid, this one's included: the game ends
        when fewer shares than players are left after Phase I, or few cities."""
        if self.last_round:
            return 1
        players = len(self.players)
        shares = sum(len(col) for col in self.share_columns)
        by_shares = 1 + int(max(0, shares - players) / (players * SHARES_TAKEN_PER_TURN))
        founded = sum(1 for c in self.companies.values() if c.founded)
        cities = sum(len(col) for col in self.city_columns)
        by_cities = 1 + int(max(0, cities - CITY_TRIGGER) / max(1, founded))
        return max(1, min(by_shares, by_cities))

    @cached_property
    def city_yield(self) -> float:
        """The revenue a dollar buys in the cities now in sight."""
        ratios = [c["revenue"] / c["cost"] for c in self.bottom_cities() if c.get("cost")]
        return sum(ratios) / len(ratios) if ratios else DEFAULT_YIELD

    def expected_start_revenue(self) -> float:
        revenues = [self.cards[s]["revenue"] or 0 for s in self.unused_starts]
        return sum(revenues) / len(revenues) if revenues else 0.0


class NarPlayer:
    """A computer player of the card game: `act(game)` answers with one of its legal moves."""

    def __init__(self, level: str, seed: int):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
        self.level = level
        self.rng = random.Random(seed)

    @property
    def strong(self) -> bool:
        return self.level == STRONG

    def act(self, game: NarGame) -> Move:
        me = game.current_player
        moves = game.legal_actions()
        if me is None or not moves:
            raise RuntimeError(f"nobody can act now (step {game.step})")
        view = View.at_table(game, me)
        judged = self.judge(view, game.step, moves)
        if not self.strong:
            return judged
        candidates = self.candidates(view, moves, judged)
        return judged if len(candidates) == 1 else self.look_ahead(game, view, candidates)

    def judge(self, view: View, step: str, moves: list[Move]) -> Move:
        """The move the judgements below prefer."""
        if step == "director_choice":
            return self.director_choice(view, moves)
        if step == "buy_city":
            return self.buy_city(view, moves)
        return self.choose_share(view, moves)

    # -- the strong level's look-ahead --------------------------------------------------------

    def candidates(self, view: View, moves: list[Move], judged: Move) -> list[Move]:
        """The moves worth playing out: all of a short list; else the judged one, each share
        at a quarter, half and three quarters of one's cash, each company's best city, and
        passing."""
        if len(moves) <= CANDIDATES:
            return moves
        found = [judged, *(m for m in moves if m["type"] == "pass")]
        for column in sorted({m["column"] for m in moves if m["type"] == "take_share"}):
            options = [m for m in moves if m["type"] == "take_share" and m["column"] == column]
            priced = sorted((m for m in options if "price" in m), key=price_of)
            if not priced:
                found.append(options[0])
            for share in (0.25, 0.5, 0.75):
                if priced:
                    found.append(priced[int(share * (len(priced) - 1))])
        for company in sorted({m["company"] for m in moves if m["type"] == "buy_city"}):
            own = [m for m in moves if m.get("company") == company or m["type"] == "pass"]
            found.append(self.buy_city(view, own))
        return [m for i, m in enumerate(found) if m not in found[:i]]

    def look_ahead(self, game: NarGame, view: View, candidates: list[Move]) -> Move:
        """The candidate whose games, played out by basic players on copies that show only
        what this player sees (guessed_copy), end with the best lead over the richest rival."""
        seeds = [self.rng.randrange(1 << 30) for _ in range(ROLLOUTS)]
        best: tuple[float, Move] | None = None
        for move in candidates:
            lead = sum(self.played_out(game, view, move, seed) for seed in seeds)
            if best is None or lead > best[0]:
                best = (lead, move)
        assert best is not None  # there are candidates
        return best[1]

    def played_out(self, game: NarGame, view: View, move: Move, seed: int) -> int:
        me = view.me
        rng = random.Random(seed)
        copy = guessed_copy(game, me, rng)
        copy.process(move)
        players = {pid: NarPlayer(BASIC, rng.randrange(1 << 30)) for pid in copy.player_ids}
        for _ in range(ROLLOUT_ACTIONS):
            player = copy.current_player
            if copy.finished or player is None:
                break
            seen = View.of_copy(copy, player, view.cards)
            copy.process(players[player].judge(seen, copy.step, copy.legal_actions()))
        result = copy.result()
        return result[me] - max(cash for pid, cash in result.items() if pid != me)

    def noise(self, scale: float) -> float:
        """A small seeded doubt in a judgement, so that seeds give different games."""
        return self.rng.uniform(-scale, scale)

    # -- what things are worth ----------------------------------------------------------------

    def income_gain(self, view: View, company: Company, player: str) -> float:
        """What one more share of a company adds to a player's cash by the end: his part of
        the revenue grows from k/H to (k+1)/(H+1), and the final payout adds the symbols."""
        rounds = view.rounds_left
        revenue = company.revenue + (self.growth(view, company) if self.strong else 0)
        held, total = view.held(player, company.id), company.shares_held
        before = revenue * held / total if total else 0.0
        after = revenue * (held + 1) / (total + 1)
        return (after - before) * rounds + company.symbols * UNIT

    def growth(self, view: View, company: Company) -> float:
        """The revenue the company's treasury will buy in the rounds left, on average over
        them."""
        rounds = view.rounds_left
        return company.treasury * view.city_yield * (rounds - 1) / max(1, rounds)

    def treasury_worth(self, view: View, company: Company, amount: int, fraction: float) -> float:
        """What money paid into a treasury gives back to a holder of `fraction` of its shares:
        the revenue of the cities it buys, for the rounds left (none in the last round)."""
        if not self.strong:
            return amount * fraction * 0.5
        rounds = view.rounds_left
        return amount * fraction * min(1.5, view.city_yield * max(0, rounds - 1))

    # -- Phase I -------------------------------------------------------------------------------

    def choose_share(self, view: View, moves: list[Move]) -> Move:
        """The best of founding, one's own company's share and a proposal; pass (allowed only
        after a director bought one's choice) when nothing is worth its price."""
        columns = sorted({m["column"] for m in moves if m["type"] == "take_share"})
        best: tuple[float, Move] | None = None
        for column in columns:
            options = [m for m in moves if m["type"] == "take_share" and m["column"] == column]
            company = view.companies[view.share_columns[column][-1]]
            scored = self.share_choice(view, company, options)
            if scored is not None and (best is None or scored[0] > best[0]):
                best = scored
        passing = next((m for m in moves if m["type"] == "pass"), None)
        if passing is not None and (best is None or best[0] <= 0):
            return passing
        if best is None:  # nothing priced sensibly: the cheapest choice
            return min((m for m in moves if m["type"] == "take_share"), key=price_of)
        return best[1]

    def share_choice(
        self, view: View, company: Company, options: list[Move]
    ) -> tuple[float, Move] | None:
        me = view.me
        if not company.founded:
            return self.founding(view, options)
        if company.director == me:
            gain = self.income_gain(view, company, me)
            fraction = (view.held(me, company.id) + 1) / (company.shares_held + 1)
            gain += self.treasury_worth(view, company, OWN_SHARE_PRICE // 2, fraction)
            return gain - OWN_SHARE_PRICE + self.noise(100), options[0]
        return self.proposing(view, company, options)

    def founding(self, view: View, options: list[Move]) -> tuple[float, Move] | None:
        """Found at a price that leaves the treasury enough for the cities in sight: all of
        the price goes into the treasury, and the founder holds the only share."""
        rounds = view.rounds_left
        share = 0.6 if self.strong else 0.45
        wanted = view.cash * (share + self.noise(0.1))
        if self.strong:
            costs = sorted(c["cost"] for c in view.bottom_cities() if c.get("cost"))
            wanted = min(wanted, sum(costs[:2]) or wanted)
        option = closest_price(options, wanted)
        if option is None:
            return None
        price = option["price"]
        returned = price * min(1.5, view.city_yield * rounds)
        gain = view.expected_start_revenue() * rounds + returned - price
        return gain + self.noise(100), option

    def proposing(
        self, view: View, company: Company, options: list[Move]
    ) -> tuple[float, Move] | None:
        """Propose a price: allowed, one buys the share at it; bought by the director, half
        of it comes to the proposer. The basic level offers a little under the share's worth
        to itself; the strong level weighs every price by whether the director will likely buy
        it himself (director_margin; his cash is secret)."""
        worth = self.income_gain(view, company, view.me)
        fraction = (view.held(view.me, company.id) + 1) / (company.shares_held + 1)

        def allowed(price: int) -> float:
            return worth - price + self.treasury_worth(view, company, price // 2, fraction)

        def refused(price: int) -> float:
            return float((price // 2) // UNIT * UNIT)

        if not self.strong:
            option = closest_price(options, worth * (0.8 + self.noise(0.1)))
            if option is None or worth < UNIT:
                return None
            return (allowed(option["price"]) + refused(option["price"])) / 2, option
        director = company.director
        assert director is not None  # a founded company has one
        best: tuple[float, Move] | None = None
        for option in options:
            price = option.get("price")
            if price is None:
                continue
            margin = self.director_margin(view, company, price, director, view.me)
            buys = 0.7 if margin > 0 else 0.15
            score = buys * refused(price) + (1 - buys) * allowed(price)
            if best is None or score > best[0]:
                best = (score, option)
        return best

    def director_choice(self, view: View, moves: list[Move]) -> Move:
        """Buy the proposed share oneself when that pays (director_margin); allow it
        otherwise."""
        allow = next(m for m in moves if not m["buy"])
        buy = next((m for m in moves if m["buy"]), None)
        proposal = view.proposal
        if buy is None or proposal is None:
            return allow
        company = view.companies[proposal["company"]]
        margin = self.director_margin(
            view, company, proposal["price"], view.me, proposal["proposer"]
        )
        return buy if margin + self.noise(50) > 0 else allow

    def director_margin(
        self, view: View, company: Company, price: int, director: str, proposer: str
    ) -> float:
        """What buying a proposed share himself gains a director over allowing it: the share's
        worth to him less its price and the half that goes to the proposer, a rival; more
        when allowing it would hand the company to the proposer."""
        worth = self.income_gain(view, company, director)
        fraction = (view.held(director, company.id) + 1) / (company.shares_held + 1)
        worth += self.treasury_worth(view, company, price - price // 2, fraction)
        margin = worth - price - (price // 2) / max(1, len(view.players) - 1)
        if view.held(proposer, company.id) + 1 >= view.held(director, company.id):
            margin += company.revenue  # the director's seat, and his rest of the revenue
        return margin

    # -- Phase II ------------------------------------------------------------------------------

    def buy_city(self, view: View, moves: list[Move]) -> Move:
        """For the companies one holds, the city that adds most to one's part of the income
        and of the final payout; a company one holds more of buys first."""
        rounds = view.rounds_left
        best: tuple[float, Move] | None = None
        for move in moves:
            if move["type"] != "buy_city":
                continue
            company = view.companies[move["company"]]
            city = view.cards[view.city_columns[move["column"]][-1]]
            held = view.held(view.me, company.id)
            worth = city["revenue"] * rounds * held / company.shares_held
            worth += city["symbols"] * UNIT * held
            if self.strong:  # a dear city leaves less for better ones later
                worth -= city["cost"] * 0.1 * (rounds > 1)
            if best is None or worth > best[0]:
                best = (worth, move)
        if best is None or best[0] <= 0:
            return next(m for m in moves if m["type"] == "pass")
        return best[1]


def guessed_copy(game: NarGame, me: str, rng: random.Random) -> NarGame:
    """A copy of the game to play out that holds only what `me` may see: every other
    player's cash guessed as much as his own, the face-down start cities in a shuffled order,
    no history. What the copy does never reaches the game."""
    mine = game.player_ids.index(me)
    twin = copy.copy(game)
    twin.cash = [game.cash[mine]] * game.n
    twin.holdings = [dict(h) for h in game.holdings]
    twin.companies = {k: replace(c, cities=list(c.cities)) for k, c in game.companies.items()}
    twin.share_columns = [list(col) for col in game.share_columns]
    twin.city_columns = [list(col) for col in game.city_columns]
    twin.start_stack = sorted(game.start_stack)
    rng.shuffle(twin.start_stack)
    twin.chosen = list(game.chosen)
    twin.proposal = None if game.proposal is None else replace(game.proposal)
    twin.passed, twin.acted = set(game.passed), set(game.acted)
    twin.end_triggers = list(game.end_triggers)
    twin.actions, twin.events = [], []
    return twin


def price_of(move: Move) -> int:
    return int(move.get("price", 0))


def closest_price(options: list[Move], wanted: float) -> Move | None:
    """The priced option nearest to `wanted` (a start city chosen at random is not asked: the
    first one offered at that price)."""
    priced = [m for m in options if "price" in m]
    if not priced:
        return None
    return min(priced, key=lambda m: (abs(m["price"] - wanted), m["price"]))


class NarRandomPlayer:
    """The seeded random play of the card game's tests, seated like a computer player."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def act(self, game: NarGame) -> Move:
        return choose_random_action(game.legal_actions(), self.rng)


def nar_seat_player(level: str, seed: int) -> NarPlayer | NarRandomPlayer:
    return NarRandomPlayer(seed) if level == RANDOM else NarPlayer(level, seed)


def play_nar_bot_game(
    levels: list[str], seed: int, deck: dict[str, Any] | None = None, max_actions: int = 5000
) -> NarGame:
    """A whole card game whose seats (player ids p1..pN) are played by the computer at the
    given levels (random: the seeded random play), with a seeded random deck unless one is
    given. Deterministic for a seed."""
    players = random_players(len(levels))
    log = new_game(deck if deck is not None else random_deck(seed), players, seed)
    game = NarGame.from_log(log)
    seats = {
        p["id"]: nar_seat_player(level, seed * 100 + index)
        for index, (p, level) in enumerate(zip(players, levels, strict=True))
    }
    for _ in range(max_actions):
        if game.finished:
            break
        me = game.current_player
        assert me is not None  # a dealt deck never waits for card values
        game.process(seats[me].act(game))
    return game
