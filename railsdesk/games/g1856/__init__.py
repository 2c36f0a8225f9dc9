"""1856: Railroading in Upper Canada. Data in data.json (trains and phases from the rulebook,
see tools/supplements/1856.json); the rules here are those that differ from the shared engine:
capitalization by the train on sale (escrow until the destination, incremental, full), the
shares a corporation must have sold to operate, government loans with interest, the privates'
powers, track and certificate rules, the options; the Canadian Government Railways in
national.py; its rounds and steps in rounds.py and steps.py."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from railsdesk.engine.actions import Action
from railsdesk.engine.board import Hex
from railsdesk.engine.entities import (
    Bank,
    CashHolder,
    Company,
    Corporation,
    Loan,
    Operator,
    Player,
    Share,
    ShareHolder,
)
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.graph import connected_hexes
from railsdesk.engine.log import log_name
from railsdesk.engine.readings import RULEBOOK
from railsdesk.engine.rounds import AuctionRound
from railsdesk.engine.routes import Route as RunRoute
from railsdesk.engine.routes import RouteContext, RouteRules, RouteTrain, Stop
from railsdesk.engine.steps.auction import CompanyPendingPar
from railsdesk.engine.steps.operating import (
    BuyCompany,
    HomeToken,
    Route,
)
from railsdesk.engine.steps.trains import DiscardTrain
from railsdesk.engine.tiles import TileDef, paths_maintained
from railsdesk.games.g1856.entities import (
    ALTERNATE_DESTINATIONS,
    CGR_BUYS_D_WHEN_AFFORDABLE,
    EIGHT_TRAINS,
    ESCROW,
    FULL,
    INCREMENTAL,
    PORT_BONUS_PER_STOP,
    UNLIMITED_RIGHTS,
    Corporation1856,
    StockMarket1856,
    as_1856,
)
from railsdesk.games.g1856.national import NationalRules
from railsdesk.games.g1856.rounds import OperatingRound1856, StockRound1856
from railsdesk.games.g1856.steps import (
    Assign,
    Auction1856,
    Bankrupt1856,
    BookDestination,
    BorrowTrain,
    BuySellParShares1856,
    BuyTrain1856,
    CashCrisis,
    Dividend1856,
    Escrow,
    Loans,
    NationalizationDiscardTrains,
    NationalizationPayoff,
    RemoveTokens,
    SpecialBuy,
    SpecialTrack1856,
    Token1856,
    Track1856,
    WsrcToken,
)
from railsdesk.games.g1856.view import CorporationView1856, TitleView1856

TITLE = "1856"
FULL_NAME = "1856: Railroading in Upper Canada"
PLAYABLE = True
COMPANION = True  # a companion game (the map on the table) is offered
PLAYERS = (3, 6)
OPTIONS = {
    ALTERNATE_DESTINATIONS: "Alternate destinations for the corporations",
    UNLIMITED_RIGHTS: "Any number of bridge and tunnel rights",
    EIGHT_TRAINS: "8-trains ($1000, $650 with a trade-in) instead of D-trains",
}

NATIONAL = "CGR"
LOAN_AMOUNT = 100
INTEREST_PER_LOAN = 10
LOAN_COUNT = 110
# Corporation -> (start hex, destination hexes); start None: its home (rulebook "Zielort").
DESTINATIONS = {
    "BBG": (None, ("N17",)),
    "CA": (None, ("H15",)),
    "CPR": (None, ("N11",)),
    "CV": (None, ("I14",)),
    "GT": (None, ("K8",)),
    "GW": (None, ("A20",)),
    "LPS": (None, ("F17",)),
    "TGB": (None, ("H5",)),
    "THB": (None, ("J11",)),
    "WGB": (None, ("F9",)),
    "WR": (None, ("L15",)),
}
# The variant's table: CA connects London to Detroit, TGB reaches either Canadian West hex.
ALTERNATE = {
    "BBG": (None, ("N11",)),
    "CA": ("F15", ("A20",)),
    "CPR": (None, ("P9",)),
    "CV": (None, ("M4",)),
    "GT": (None, ("L13",)),
    "GW": (None, ("J15",)),
    "LPS": (None, ("F15",)),
    "TGB": (None, ("O2", "N1")),
    "THB": (None, ("H15",)),
    "WGB": (None, ("H5",)),
    "WR": (None, ("L15",)),
}


def variant_data(data: dict[str, Any], options: Collection[str]) -> dict[str, Any]:
    """The data for the chosen train variant: D-trains, or 8-trains on which 4s rust."""
    eight = EIGHT_TRAINS in options
    dropped = "D" if eight else "8"
    trains = []
    for spec in data["trains"]:
        if spec["name"] == dropped:
            continue
        if eight and spec.get("rusts_on") == "D":
            spec = dict(spec, rusts_on="8")
        trains.append(spec)
    phases = [p for p in data["phases"] if p["name"] != dropped]
    return dict(data, trains=trains, phases=phases)


HAMILTON = "L15"
HAMILTON_GRAY = "123"
# (old tile, new tile) pairs allowed from the gray phase on: towns to cities or plain track.
GRAY_PHASE_CONVERSIONS = {
    ("3", "5"),
    ("4", "57"),
    ("58", "6"),
    ("3", "7"),
    ("4", "9"),
    ("58", "8"),
    ("1", "14"),
    ("55", "14"),
    ("2", "15"),
    ("56", "15"),
}
D_PRICE = 1100
D_TRADE_IN_PRICE = 750
NATIONAL_DISCARD_LIMIT = 99  # no ordinary discards while the CGR chooses its trains
PORT_BONUS = 20
RIGHT_BONUS = 10
RIGHT_COST = 50


@dataclass
class Right:
    """A bridge or tunnel right: +$10 for routes to its hexes; the private's owner has it,
    other corporations buy one of the markers left for $50 once no player owns the private."""

    company: str
    description: str
    hexes: tuple[str, ...]
    supply: int = 2
    holders: list[str] = field(default_factory=list)
    cost: int = RIGHT_COST


class RouteRules1856(RouteRules):
    """+$20 once per route touching the corporation's port, +$10 per bridge/tunnel hex."""

    title = "1856"

    def bonus(self, ctx: RouteContext, route: RunRoute, counted: Sequence[Stop]) -> int:
        hexes = {stop.ref[0] for stop in counted}
        port = ctx.params.get("port")
        if ctx.params.get("port_per_stop"):
            bonus = PORT_BONUS * sum(1 for stop in counted if stop.ref[0] == port)
        else:
            bonus = PORT_BONUS if port in hexes else 0
        for right_hexes in ctx.params.get("rights", ()):
            bonus += RIGHT_BONUS * len(hexes & set(right_hexes))
        return bonus

    def max_bonus(self, ctx: RouteContext, train: RouteTrain) -> int:
        rights = ctx.params.get("rights", ())
        port = 0
        if ctx.params.get("port"):
            port = PORT_BONUS * (2 if ctx.params.get("port_per_stop") else 1)  # two towns at most
        return port + RIGHT_BONUS * sum(len(h) for h in rights)

    def additive(self, ctx: RouteContext, train: RouteTrain) -> bool:
        # the bonus is once per hex (hex_bonuses), but for the port counted per stop
        return not ctx.params.get("port_per_stop") and self.plain_stops_and_track(train)

    def hex_bonuses(self, ctx: RouteContext, train: RouteTrain) -> dict[str, int]:
        bonuses: dict[str, int] = {}
        port = ctx.params.get("port")
        if port:
            bonuses[port] = PORT_BONUS
        for right_hexes in ctx.params.get("rights", ()):
            for hex_id in right_hexes:
                bonuses[hex_id] = bonuses.get(hex_id, 0) + RIGHT_BONUS
        return bonuses


class Game1856(NationalRules):
    title = TITLE
    corporation_class = Corporation1856
    market_class = StockMarket1856
    # at the table the players say when a destination is reached (the map cannot)
    title_table_steps = {Escrow: BookDestination}

    def __init__(
        self,
        data: dict[str, Any],
        players: list[dict[str, Any]],
        options: list[str],
        seed: int = 0,
        reading: str = RULEBOOK,
    ):
        super().__init__(variant_data(data, options), players, options, seed, reading)

    def national_price_frozen(self) -> bool:
        """The CGR's price stays put until it has owned a permanent train."""
        return not self.national_owned_permanent

    def setup(self) -> None:
        self.national = as_1856(self.corps_by_sym[NATIONAL])
        market = self.market
        assert isinstance(market, StockMarket1856)  # market_class
        market.national = self.national
        # a bound method, not a closure: a copy of the game (undo, trials) then asks itself
        market.frozen = self.national_price_frozen
        self.capitalization = ESCROW  # for corporations parred from now on
        self.percent_to_operate = 20
        self.post_nationalization = False
        self.loans_available = list(range(LOAN_COUNT))
        self.setup_national()
        self.port: tuple[str, str] | None = None  # (corporation, hex) of the port marker
        self.destinations = ALTERNATE if ALTERNATE_DESTINATIONS in self.options else DESTINATIONS
        self._connected: dict[str, set[str]] = {}  # start hex -> connected hexes, per map
        self.rights = {
            "bridge": Right("NFSBC", "Bridge Token", ("P17", "P19")),
            "tunnel": Right("SCFTC", "Tunnel Token", ("B13",)),
        }

    # -- rounds ---------------------------------------------------------------------------
    def init_round(self) -> AuctionRound:
        return AuctionRound(self, [CompanyPendingPar, Auction1856])

    def stock_round(self) -> StockRound1856:
        return StockRound1856(self, self.table_steps([DiscardTrain, BuySellParShares1856]))

    def operating_round(self, round_num: int) -> OperatingRound1856:
        return OperatingRound1856(
            self,
            self.table_steps(
                [
                    Bankrupt1856,
                    CashCrisis,
                    Assign,
                    Loans,
                    SpecialTrack1856,
                    WsrcToken,
                    BuyCompany,
                    HomeToken,
                    NationalizationPayoff,
                    RemoveTokens,
                    NationalizationDiscardTrains,
                    SpecialBuy,
                    Track1856,
                    Escrow,
                    Token1856,
                    BorrowTrain,
                    Route,
                    Dividend1856,
                    DiscardTrain,
                    BuyTrain1856,
                    (BuyCompany, {"blocks": True}),
                ]
            ),
            round_num,
        )

    # -- starting corporations ------------------------------------------------------------
    def can_par(self, corp: Corporation, player: Player) -> bool:
        return corp is not self.national and super().can_par(corp, player)

    def par_corporation(
        self,
        player: Player,
        corp: Corporation,
        share_price_id: str | None,
        buy_president: bool = True,
    ) -> None:
        corp1856 = as_1856(corp)
        corp1856.capitalization = corp1856.capitalization_for(self.capitalization)
        if corp1856.capitalization == ESCROW:
            corp1856.escrow = 0
        super().par_corporation(player, corp, share_price_id, buy_president)

    def pay_for_ipo_shares(self, player: Player, corp: Corporation, price: int) -> CashHolder:
        """Escrow: the first half of the shares pays the treasury, the bank keeps the rest until
        the destination is reached; incremental: the treasury; full (and the CGR's shares):
        the bank."""
        corp1856 = as_1856(corp)
        receiver: CashHolder = self.bank
        if corp1856.capitalization == ESCROW and corp.percent_of(corp.sym) <= 50:
            assert corp1856.escrow is not None  # an escrow corporation holds it from its par
            corp1856.escrow += price
        elif corp1856.capitalization in (ESCROW, INCREMENTAL):
            receiver = corp
        self.pay(player, receiver, price)
        return receiver

    def floatable(self, corp: Corporation) -> bool:
        """Enough shares sold from the IPO to operate for the first time."""
        return corp.ipoed and corp.percent_of(corp.sym) <= 100 - self.percent_to_operate

    def check_float(self, corp: Corporation) -> None:
        # Only a full-capitalization corporation floats by a sale (and receives 10 x par);
        # the others start when their turn comes with enough shares sold.
        if corp.floated or as_1856(corp).capitalization != FULL or not self.floatable(corp):
            return
        corp.floated = True
        self.log_entry("floats", corporation=corp.sym)
        self.capitalize(corp)

    def capitalize(self, corp: Corporation) -> None:
        if as_1856(corp).capitalization == FULL:
            super().capitalize(corp)

    def operating_order(self) -> list[Corporation]:
        ready = [
            c
            for c in self.corporations
            if not c.closed and c.share_price and (c.floated or self.floatable(c))
        ]
        return sorted(ready, key=self.operating_key)

    # -- certificates -----------------------------------------------------------------------
    def cert_size(self, share: Share) -> float:
        """A 5% CGR certificate (after its second issue) counts half."""
        return 0.5 if share.percent < 10 else 1

    def count_certs(self, player: Player) -> float:
        count = sum(
            self.cert_size(s)
            for s in player.all_shares()
            if s.corporation.share_price is None or s.corporation.share_price.counts_for_limit
        )
        return count + len(player.companies)

    def can_gain(self, player: Player, corp: Corporation, percent: int) -> bool:
        if not self.holding_ok(player, corp, percent):
            return False
        if corp.share_price is not None and not corp.share_price.counts_for_limit:
            return True
        size = 0.5 if corp.share_percent < 10 else 1
        return self.num_certs(player) + size <= self.cert_limit()

    # -- selling ----------------------------------------------------------------------------
    def can_sell(self, player: ShareHolder, shares: list[Share], percent: int) -> bool:
        if not super().can_sell(player, shares, percent):
            return False
        corp = shares[0].corporation
        round_ = self.round
        if not isinstance(round_, StockRound1856) or not isinstance(player, Player):
            return True
        # all of a turn's sales of a company are one sale
        if self.players_sold.get(player, {}).get(corp) == "now":
            return False
        # sell then buy, or buy then sell: nothing is sold after selling and then buying
        done = round_.step(BuySellParShares1856).turn_actions
        if "sell_shares" in done and done[-1] in ("buy_shares", "par"):
            return False
        # a company bought in this turn may be sold in it only down to one share
        return round_.unvested.get(player) is not corp or percent < player.percent_of(corp.sym)

    # -- destinations -----------------------------------------------------------------------
    def destination_connected(self, corp: Corporation1856) -> bool:
        kind = corp.capitalization or corp.capitalization_for(self.capitalization)
        if kind != ESCROW or corp.sym not in self.destinations:
            return False
        start, goals = self.destinations[corp.sym]
        start = start or corp.coordinates
        if start is None:  # (every corporation with a destination has a home)
            return False
        # checked for every corporation after every track step: walked once per map
        if start not in self._connected:
            self._connected[start] = connected_hexes(self.board, start)
        return any(goal in self._connected[start] for goal in goals)

    def map_changed(self, hex_id: str | None = None, corporation: Operator | None = None) -> None:
        super().map_changed(hex_id, corporation)
        self._connected.clear()

    def destinated(self, corp: Corporation1856) -> None:
        self.log_entry("destinated", corporation=corp.sym)
        if corp.escrow is not None:
            if corp.escrow > 0:
                self.log_entry("escrow_released", corporation=corp.sym, amount=corp.escrow)
                self.bank_pay(corp, corp.escrow)
            corp.escrow = None
        if corp.capitalization == ESCROW:
            corp.capitalization = INCREMENTAL
        corp.destinated = True

    # -- loans ------------------------------------------------------------------------------
    def maximum_loans(self, corp: Corporation) -> int:
        """As many loans as shares in players' hands."""
        return sum(p.percent_of(corp.sym) for p in self.players) // corp.share_percent

    def interest_owed(self, corp: Corporation) -> int:
        return 0 if self.post_nationalization else INTEREST_PER_LOAN * len(corp.loans)

    def loan_amount(self, corp: Corporation) -> int:
        """A loan taken after the interest was paid this round brings $10 less."""
        round_ = self.round
        paid = isinstance(round_, OperatingRound1856) and corp in round_.paid_interest
        return LOAN_AMOUNT - INTEREST_PER_LOAN if paid else LOAN_AMOUNT

    def can_take_loan(self, corp: Operator) -> bool:
        round_ = self.round
        return (
            isinstance(corp, Corporation)
            and isinstance(round_, OperatingRound1856)
            and corp is not self.national
            and len(corp.loans) < self.maximum_loans(corp)
            and corp not in round_.took_loan
            and corp not in round_.redeemed_loan
            and bool(self.loans_available)
            and "no_loans" not in self.phase.status
            and not self.post_nationalization
        )

    def take_loan(self, corp: Corporation, loan_id: int | None = None) -> None:
        if not self.can_take_loan(corp):
            raise IllegalAction("cannot_take_loan", f"{corp.name} cannot take a loan now")
        if loan_id is None:
            loan_id = self.loans_available[0]
        if loan_id not in self.loans_available:
            raise IllegalAction("unknown_loan", f"loan {loan_id!r} is not available")
        amount = self.loan_amount(corp)
        self.loans_available.remove(loan_id)
        corp.loans.append(Loan(loan_id, LOAN_AMOUNT))
        self.bank_pay(corp, amount)
        self.log_entry("takes_loan", corporation=corp.sym, amount=amount)

    def pay_off_loan(self, corp: Corporation, loan: Loan) -> None:
        self.pay(corp, self.bank, loan.amount)
        corp.loans.remove(loan)
        self.loans_available.append(loan.id)
        self.log_entry(
            "pays_off_loan", corporation=corp.sym, amount=loan.amount, loans=len(corp.loans)
        )

    def buying_power(self, corp: Operator) -> int:
        """The treasury and the loan the corporation could still take."""
        extra = 0
        if self.round.kind == "Operating" and self.can_take_loan(corp):
            assert isinstance(corp, Corporation)  # (can_take_loan says so)
            extra = self.loan_amount(corp)
        return corp.cash + extra

    def token_blocked_by_reservation(self, hex_: Hex, corp: Operator) -> bool:
        """A home reserved on a hex (Hamilton for THB) keeps only the room it needs."""
        others = [sym for sym in hex_.reservations if sym != corp.sym]
        free = sum(
            1
            for city in hex_.cities
            for slot, token in enumerate(city.tokens)
            if token is None and city.reservations[slot] is None
        )
        return bool(others) and len(others) >= free

    # -- track --------------------------------------------------------------------------------
    def upgrades_to(self, hex_: Hex, new: TileDef, special: bool = False) -> bool:
        """From phase 6, towns may become plain track or cities; Hamilton's brown tile only
        becomes #123."""
        old = hex_.tile
        if (old.name, new.name) in GRAY_PHASE_CONVERSIONS:
            return "gray" in self.phase.tiles
        if old.color == "brown" and hex_.id == HAMILTON:
            return new.name == HAMILTON_GRAY
        return super().upgrades_to(hex_, new, special)

    def rotation_legal(
        self, corp: Operator, hex_: Hex, tile: TileDef, rotation: int, reach_edges: set[int] | None
    ) -> bool:
        """As 18xx.games' 1856 track step: in the gray phase a town tile keeps its exits, not
        its paths."""
        old, old_rotation = hex_.tile, hex_.rotation
        new_exits = tile.exits(rotation)
        if any(edge not in hex_.neighbors for edge in new_exits):
            return False
        if reach_edges is not None and not (new_exits & reach_edges):
            return False
        if "gray" in self.phase.tiles and old.towns and old.paths:
            if not old.exits(old_rotation) <= new_exits:
                return False
        elif not paths_maintained(old, old_rotation, tile, rotation):
            return False
        old_ct = old.city_town_edges(old_rotation)
        new_ct = tile.city_town_edges(rotation)
        added = max(0, len(new_ct) - len(old_ct))
        if added < sum(1 for n in new_ct if all(not (n & o) for o in old_ct)):
            return False
        return reach_edges is None or self.new_track_reached(corp, hex_, tile, rotation)

    # -- privates' powers -------------------------------------------------------------------
    def sell_company(self, company: Company, buyer: Player | Corporation, price: int) -> None:
        super().sell_company(company, buyer, price)
        if isinstance(buyer, Corporation):
            for right in self.rights.values():
                if right.company == company.sym:
                    right.holders.append(buyer.sym)

    def private_used(self, company: Company) -> None:
        """Waterloo & Saugeen closes at the end of the operating round it was used in."""
        round_ = self.round
        assert isinstance(round_, OperatingRound1856)  # its power is used in a corporation's turn
        round_.used_privates.add(company)

    def place_port(self, corp: Operator, hex_id: str) -> None:
        self.port = (corp.sym, hex_id)

    def can_buy_right(self, corp: Corporation, right: Right) -> bool:
        company = self.companies_by_sym[right.company]
        return (
            not isinstance(company.owner, Player)
            and right.supply > 0
            and corp.sym not in right.holders
            and corp.cash >= right.cost
        )

    def buy_right(self, corp: Corporation, right: Right) -> None:
        company = self.companies_by_sym[right.company]
        seller = self.bank if company.closed else company.owner
        assert seller is not None  # an open private has an owner once the corporations operate
        self.pay(corp, seller, right.cost)
        if isinstance(seller, Bank):
            self.log_entry(
                "buys_right", corporation=corp.sym, company=company.name, price=right.cost
            )
        else:
            self.log_entry(
                "buys_right_from",
                corporation=corp.sym,
                company=company.name,
                seller=log_name(seller),
                price=right.cost,
            )
        if UNLIMITED_RIGHTS not in self.options:
            right.supply -= 1
        right.holders.append(corp.sym)
        self.map_changed()

    def has_active_abilities(self, corp: Operator) -> bool:
        # the port marker may be placed at any moment of the turn: the turn waits for a pass
        return super().has_active_abilities(corp) or any(
            a.type == "assign_hexes" and not a.used for c in corp.companies for a in c.abilities
        )

    def route_rules(self) -> RouteRules:
        return RouteRules1856()

    def route_context(self, corp: Operator) -> RouteContext:
        ctx = super().route_context(corp)
        if self.port is not None and self.port[0] == corp.sym:
            ctx.params["port"] = self.port[1]
            ctx.params["port_per_stop"] = self.by_rulebook(PORT_BONUS_PER_STOP)
        ctx.params["rights"] = [r.hexes for r in self.rights.values() if corp.sym in r.holders]
        return ctx

    # -- train events -----------------------------------------------------------------------
    def event_change_float(self) -> None:
        self.percent_to_operate += 10
        self.log_entry("float_requirement", percent=self.percent_to_operate)

    def event_no_more_escrow_corps(self) -> None:
        self.capitalization = INCREMENTAL
        self.log_entry("corporations_incremental")

    def event_no_more_incremental_corps(self) -> None:
        self.capitalization = FULL
        self.log_entry("corporations_full")

    def event_close_companies(self) -> None:
        # a right whose private a player still holds becomes one more marker to buy
        for right in self.rights.values():
            owner = self.companies_by_sym[right.company].owner
            if isinstance(owner, Player) and UNLIMITED_RIGHTS not in self.options:
                right.supply += 1
        super().event_close_companies()

    def event_remove_tokens(self) -> None:
        """The port marker leaves the map."""
        self.port = None

    def action_processed(self, action: Action) -> None:
        """A corporation whose price reaches the closed zone closes (never the CGR); a player
        left with nothing to do in a stock round yields his turn."""
        closed = False
        for corp in list(self.corporations):
            price = corp.share_price
            if corp is not self.national and price is not None and "close" in price.types:
                round_ = self.round
                operating = round_ if isinstance(round_, OperatingRound1856) else None
                its_turn = operating is not None and operating.current_entity() is corp
                self.changing()
                self.close_corporation(corp)
                closed = True
                if operating is not None and its_turn:
                    operating.next_entity()
        if closed:
            self.stock_turn_after_closing()

    # -- the CGR ----------------------------------------------------------------------------
    def sale_price_drops(self, corp: Corporation, percent: int) -> int:
        """One row down per full 10% sold: a single 5% CGR share does not move it."""
        return percent // 10

    def must_buy_train(self, corp: Operator) -> bool:
        """Until its first permanent train the CGR must buy a D only when it has more than
        its price, or than the trade-in price while it holds a train that can rust."""
        if corp is not self.national or self.national_owned_permanent:
            return super().must_buy_train(corp)
        rusting = any(t.rusts_on is not None for t in corp.trains)
        price = D_TRADE_IN_PRICE if rusting else D_PRICE
        if self.by_rulebook(CGR_BUYS_D_WHEN_AFFORDABLE):
            return corp.cash >= price
        return corp.cash > price

    def train_limit(self, corp: Operator) -> int:
        limit = super().train_limit(corp)
        if corp is not self.national:
            return limit
        return NATIONAL_DISCARD_LIMIT if self.national_discarding else limit + 1

    # -- what the program shows --------------------------------------------------------------
    def title_view(self) -> TitleView1856:
        """Loans, capitalization, escrow and destination per corporation; the loan terms; the
        bridge and tunnel rights; the port; the CGR's formation as it goes."""
        corporations: dict[str, CorporationView1856] = {}
        for corp in map(as_1856, self.corporations):
            if corp is self.national:
                continue
            start, goals = self.destinations.get(corp.sym, (None, ()))
            corporations[corp.sym] = {
                "capitalization": corp.capitalization
                or corp.capitalization_for(self.capitalization),
                "capitalization_fixed": corp.capitalization is not None,
                "escrow": corp.escrow,
                "destination": list(goals),
                "destination_from": start or corp.coordinates,
                "destinated": corp.destinated,
                "loans": len(corp.loans),
                "max_loans": self.maximum_loans(corp),
                "interest_due": self.interest_owed(corp),
            }
        return {
            "corporations": corporations,
            "loan": {
                "amount": LOAN_AMOUNT,
                "interest": INTEREST_PER_LOAN,
                "left": len(self.loans_available),
                "allowed": "no_loans" not in self.phase.status and not self.post_nationalization,
            },
            "new_corporations": self.capitalization,
            "percent_to_operate": self.percent_to_operate,
            "rights": {
                kind: {
                    "company": right.company,
                    "description": right.description,
                    "hexes": list(right.hexes),
                    "holders": list(right.holders),
                    "supply": right.supply,
                    "cost": right.cost,
                    "bonus": RIGHT_BONUS,
                }
                for kind, right in self.rights.items()
            },
            "port": None
            if self.port is None
            else {"corporation": self.port[0], "hex": self.port[1], "bonus": PORT_BONUS},
            "national": self.national_view(),
        }

    # -- end --------------------------------------------------------------------------------
    def worth_parts(self, player: Player) -> dict[str, int]:
        """Shares lose $10 per loan their corporation still owes, per 10%."""
        penalty = sum(s.percent * len(s.corporation.loans) for s in player.all_shares())
        return {**super().worth_parts(player), "loans": -penalty}


STATE = Game1856
