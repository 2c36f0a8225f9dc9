"""1849: the game of Sicilian railways. Data in data.json; the rules here are those 1849 does
not share with the engine: the seeded company order (only the company next in line may
start), incremental capitalization with a token fee, the last (double) certificate, the
scenario counts of trains and its rounds (docs/titles/1849.md)."""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import replace
from functools import cache
from itertools import combinations
from typing import Any, NamedTuple

from railsdesk.engine.actions import Action
from railsdesk.engine.board import Hex
from railsdesk.engine.contract import TileChoice, TokenChoice
from railsdesk.engine.depot import Depot
from railsdesk.engine.entities import (
    Ability,
    Company,
    Corporation,
    Entity,
    Loan,
    Operator,
    Player,
    Share,
    ShareHolder,
    Token,
    Train,
)
from railsdesk.engine.errors import GameDataError, IllegalAction
from railsdesk.engine.game import GameState
from railsdesk.engine.graph import Reach
from railsdesk.engine.hexgrid import opposite
from railsdesk.engine.market import SharePrice
from railsdesk.engine.randomness import SiteRandom
from railsdesk.engine.readings import Rule
from railsdesk.engine.rounds import AuctionRound, OperatingRound, Round, StockRound
from railsdesk.engine.routes import RouteContext, RouteRules
from railsdesk.engine.shares import Bundle
from railsdesk.engine.steps.auction import CompanyPendingPar, WaterfallAuction
from railsdesk.engine.steps.operating import (
    BuyCompany,
    HomeToken,
    Route,
    Track,
)
from railsdesk.engine.steps.trains import Bankrupt, DiscardTrain
from railsdesk.engine.tiles import TileDef
from railsdesk.games.g1849.market import Market1849
from railsdesk.games.g1849.routes import CNM_BONUS, CNM_PORT, RouteRules1849
from railsdesk.games.g1849.steps import (
    BANKRUPTCY_LOAN,
    BANKRUPTCY_LOAN_PENALTY,
    AssignPort,
    Bond,
    BondDebt,
    BondInterest,
    BuyEToken,
    BuySellParShares1849,
    BuyToken,
    BuyTrain1849,
    Dividend1849,
    IssueShares1849,
    LoanChoice,
    SlotSaleConsent,
    SMSTeleport,
    StockRound1849,
    SwapChoice,
    Token1849,
)
from railsdesk.games.g1849.table import BookRevenue1849, BookSlot, BookToken1849, BookTrack1849
from railsdesk.games.options import OptionSwitch

TITLE = "1849"
FULL_NAME = "1849: The Game of Sicilian Railways"
PLAYERS = (3, 5)
# The options by their 18xx.games names (as logs carry them); a log with another one is
# refused by name.
OPTIONS = {
    "delay_ift": "The IFT is not among the first three companies of the order",
    "reduced_4p_corps": "Four players play scenario 5 (five companies)",
    "acquiring_station_tokens": "Advanced game: companies buy station markers from each other",
    "bonds": "Advanced game: each company may issue one L. 500 bond (from the first 8H)",
    "electric_dreams": "Electric Dreams: E-tokens and E-trains (only with the advanced game)",
}
ADVANCED = ("acquiring_station_tokens", "bonds")
# A new game offers them as the rulebook does (R 1.2-1.3.1): the advanced game whole, Electric
# Dreams only with it, scenario 5 as a choice only for four players.
NEW_GAME_SWITCHES = (
    OptionSwitch(
        "advanced_game",
        "Advanced game: companies buy places in other companies' stations (from phase 6) and "
        "issue a bond (from phase 8)",
        ADVANCED,
    ),
    OptionSwitch(
        "electric_dreams",
        "Electric Dreams (only with the advanced game): E-tokens and E-trains from phase 12",
        ("electric_dreams",),
        requires="advanced_game",
    ),
    OptionSwitch(
        "reduced_4p_corps",
        "Scenario 5 (five companies) instead of scenario 6",
        ("reduced_4p_corps",),
        players=(4,),
    ),
    OptionSwitch(
        "delay_ift",
        "The IFT is not among the first three companies of the order (a variant of "
        "18xx.games, not in the rulebook)",
        ("delay_ift",),
    ),
)
SCENARIO_TEXTS = {5: "Scenario 5: five companies", 6: "Scenario 6: six companies"}


def scenario_number(players: int, options: Collection[str]) -> int:
    """Scenario 5 for three players and for four who choose it, else 6 (R 1.2)."""
    if players == 3 or (players == 4 and "reduced_4p_corps" in options):
        return 5
    return 6


def new_game_scenario(players: int, options: Collection[str]) -> str:
    return SCENARIO_TEXTS[scenario_number(players, options)]


# The events an option adds to the first train of a kind.
OPTION_EVENTS = {
    "acquiring_station_tokens": ("6H", "buy_tokens"),
    "bonds": ("8H", "bonds"),
    "electric_dreams": ("12H", "e_tokens"),
}
# E-tokens: the first sold, then the later ones, in phase 12 and from phase 16.
E_TOKEN_PRICES = {True: {"12H": 1100, "16H": 800}, False: {"12H": 800, "16H": 550}}
E_TRAIN = "E"
# The bond: one per company, L. 500, L. 50 interest per operating turn; at the end each
# 10 % share of a company with its bond issued costs its holder L. 100.
BOND_VALUE = 500
BOND_INTEREST = 50
BOND_PENALTY_PER_SHARE = 100
# offered for new hotseat games (the program has a control for each of its decisions)
PLAYABLE = True
RANDOM_PLAY = True
COMPANION = True  # a companion game (the map on the table) is offered

ADVANCED_GAME_WHOLE = Rule(
    "advanced_game_whole",
    "1849 R 1.3 (l. 49)",
    "the advanced game is bought station slots and the bond together, or neither",
    "acquiring_station_tokens and bonds are two options, each playable alone",
)

WEALTH_FLOORED = Rule(
    "wealth_floored",
    "1849 R 5 (l. 983-997)",
    "privates do not count; a share is worth at least 0 after its company's bond penalty, "
    "and the wealth at least 0 after the bankruptcy loans' penalty",
    "privates count at face value; no floors",
)
E_TOKEN_LIMIT = Rule(
    "e_token_limit",
    "1849 R 4.5 (l. 692-706)",
    "five E-tokens in all (the first and four further ones)",
    "one per company, no limit in all",
)
EARTHQUAKE_RETURNS_TILE = Rule(
    "earthquake_returns_tile",
    "1849 R 4.6.3.1 (l. 900-904)",
    "the tile taken off Messina returns to the supply (one 655 and one 656 in the box)",
    "it leaves the game (the supply has two 655 and two 656)",
)
LAST_CERTIFICATE_KEPT = Rule(
    "last_certificate_kept",
    "1849 R 3.5.4 (l. 464-469)",
    "a new director gives two 10 % shares for the director's certificate when he has them, "
    "the last certificate only when he has not",
    "he gives the last certificate if he holds it; holding 40 % or more, the outgoing "
    "director may take two 10 % shares instead",
)
SMS_BUILDS_FREE = Rule(
    "sms_builds_free",
    "1849 R 2.4 (l. 167)",
    "the tile laid with the S.M.S. costs no terrain",
    "its terrain is paid as for any lay",
)
PRIORITY_AFTER_LAST_ACQUIRER = Rule(
    "priority_after_last_acquirer",
    "1849 R 2.4 (l. 135)",
    "after the start round the priority goes to the player left of the last one to acquire a "
    "private, by purchase or by winning its bidding",
    "it goes to the player after the last one to buy a private at its price",
)
SALES_PRICED_BEFORE_THE_FIRST = Rule(
    "sales_priced_before_the_first",
    "1849 R 3.1 (l. 262-292)",
    "all of a turn's sales of one company are one sale: a later one is paid at the price "
    "before the first",
    "each sale is paid at the price it finds, already lowered by the turn's earlier sales",
)
STACK_ORDER_OF_THE_TURN = Rule(
    "stack_order_of_the_turn",
    "1849 R 3.1 (l. 299), R 3.5.1 (l. 419)",
    "a sale keeps the order only of the markers moved by the sales of the same turn; a "
    "marker that arrived on a cell otherwise stays under those there before it",
    "the markers moved by the last stock-round turn's sales count as moved until the next "
    "stock-round turn: an emergency sale in an operating round sorts them again, below a "
    "company started or arrived on their cell since",
)
SLOT_SALE_NEEDS_CONSENT = Rule(
    "slot_sale_needs_consent",
    "1849 R 4.4 (l. 676)",
    "a station slot is bought from the selling company at a price its director agrees to",
    "the buyer names the price; the seller is not asked",
)
SLOT_PURCHASE_FROM_PHASE_SIX = Rule(
    "slot_purchase_from_phase_six",
    "1849 R 4.4 (l. 672-676)",
    "a company may buy a station slot from phase 6 on (the first 6H train), one in a turn",
    "it is asked in every operating turn whatever the phase, and may buy more than one slot "
    "in a turn",
)
BANKRUPT_LOSES_ALL = Rule(
    "bankrupt_loses_all",
    "1849 R 4.6.1 (l. 794)",
    "the bankrupt director loses his entire property (what he could not sell goes to the "
    "bank) and then takes the loan or leaves the game",
    "he keeps the certificates he could not sell and is offered the loan only without them",
)
# The E-tokens in the box (rulebook reading).
E_TOKENS = 5
# The Messina tiles the box has once (18xx.games has two of each).
MESSINA_TILES = ("655", "656")

# The coastal cities the SMS opens.
SMS_HEXES = ("B14", "C1", "C5", "E1", "H12", "J6", "M9", "M13")
MESSINA = "B14"
AFG = "AFG"
# The cities where the AFG (which has no fixed home) may start.
AFG_HOMES = ("C1", "H8", "M9", "M11", "B14")
# Four players in scenario 5 hold at most nine certificates.
REDUCED_4P_CERT_LIMIT = 9
# The IFT's lowest place in the order with the delay_ift option (0-based).
IFT_BUFFER = 3
# Scenario 5 (fewer companies): the counts of the trains whose number depends on it.
SCENARIO_TRAINS = {"6H": (3, 4), "8H": (2, 3), "16H": (4, 5)}
# The market zones of the par values each phase event unlocks (zone letters of data.json).
PAR_ZONES = {"par": "p", "par_1": "x", "par_2": "z"}


def added_gauge(old: TileDef, new: TileDef) -> str:
    """The gauge of the track a tile adds to the one it replaces: dual if any added path is
    dual, else standard ("broad") if any is, else narrow."""
    added = [p.track for p in new.paths]
    for path in old.paths:
        if path.track in added:
            added.remove(path.track)
    if "dual" in added:
        return "dual"
    return "broad" if "broad" in added else "narrow"


@cache
def bundle_picks(special: tuple[bool, ...]) -> tuple[tuple[int, ...], ...]:
    """Which of the certificates held (by place; `special`: the president's or the last
    certificate) make up each different bundle for sale. Bundles of the same kinds are
    alike: each kind takes the first certificates held, in the order of a walk through every
    combination of them, the smallest first."""
    ordinary = [i for i, flag in enumerate(special) if not flag]
    extra_places = [i for i, flag in enumerate(special) if flag]
    extras = [c for size in range(len(extra_places) + 1) for c in combinations(extra_places, size)]
    picks = sorted(
        (len(chosen), chosen)
        for extra in extras
        for count in range(len(ordinary) + 1)
        if (chosen := tuple(sorted((*extra, *ordinary[:count]))))
    )
    return tuple(chosen for _, chosen in picks)


class SwapPending(NamedTuple):
    """A change of president that leaves the previous president a choice of certificates."""

    chooser: Player
    location: ShareHolder  # where the exchanged certificates went
    president: Player
    corporation: Corporation


class SlotOffer(NamedTuple):
    """A station slot offered for sale, awaiting the answer of the seller's director."""

    buyer: Corporation
    seller: Corporation
    hex: str
    city: int
    slot: int
    price: int


class Corporation1849(Corporation):
    """A company with a token fee paid when it starts, and its place in the company order."""

    def __init__(self, data: dict[str, Any]):
        super().__init__(data)
        self.token_fee: int = data.get("token_fee", 0)
        self.next_to_par = False  # the company next in line: the only one that may start
        self.closed_recently = False  # closed (or left without a home) in this stock round
        self.slot_open = True  # the AFG: some home city has a free slot
        self.e_token = False  # Electric Dreams: may buy E-trains
        self.reached_max_value = False  # has been at L. 377: the game ends after its turn

    def create_shares(self, layout: list[int]) -> None:
        super().create_shares(layout)
        self.ipo_shares[-1].last_cert = True


class Depot1849(Depot):
    """The cheapest train a company must buy is an E-train only if it holds an E-token."""

    def min_depot_train(self) -> Train | None:
        round_ = self.game.round
        corp = round_.current_operator if isinstance(round_, OperatingRound) else None
        trains = self.depot_trains()
        if not (isinstance(corp, Corporation1849) and corp.e_token):
            trains = [t for t in trains if t.name != E_TRAIN]
        return min(trains, key=lambda t: t.price) if trains else None


class Game1849(GameState):
    title = TITLE
    corporation_class = Corporation1849
    depot_class = Depot1849
    market_class = Market1849

    # A company reaching L.377 ends the game after its operating turn.
    GAME_END_CHECK = (
        ("bankrupt", "immediate"),
        ("stock_market", "after_max_operates"),
        ("bank", "full_or"),
    )
    END_PRIORITY = ("immediate", "after_max_operates", "full_or")
    # at the table: lays by gauge, markers in Messina, the port's bonus, station slots
    title_table_steps = {
        Track: BookTrack1849,
        Token1849: BookToken1849,
        Route: BookRevenue1849,
        BuyToken: BookSlot,
    }

    def setup(self) -> None:
        assert isinstance(self.market, Market1849)  # the title's market class
        self.market.phase = self.phase
        # the terrain of a hex costs on every lay and upgrade, not only on the first
        self.terrain_costs = {h.id: h.tile.upgrade_cost for h in self.board.hexes.values()}
        self.rand = SiteRandom(self.seed)
        self.port_marker: tuple[Corporation, str] | None = None  # the CNM's, once placed
        self.coast_open: dict[str, list[str]] = {}  # coastal cities open to a company (SMS)
        self.swap_choice: SwapPending | None = None
        messina = self.board.hexes[MESSINA]
        self.printed_messina = (messina.tile, messina.tile_id, messina.rotation)
        if self.by_rulebook(EARTHQUAKE_RETURNS_TILE):
            for name in MESSINA_TILES:  # the box has one of each; the removed one returns
                del self.tiles_left[name][1:]
        self.messina_locked = False  # after the earthquake, until the next stock round
        self.earthquake_struck = False
        self.par_groups = ["par"]
        self._par_prices: dict[tuple[str, ...], list[SharePrice]] = {}
        # the stack order on a cell after sales: the order before them, and who moved
        self.old_operating_order: list[Corporation] = []
        self.moved_this_turn: list[Corporation] = []
        self.loan_chooser: Player | None = None  # bankrupt without shares: loan or leave
        self.removed_corporation: str | None = None  # scenario 5: the sixth of the order
        self.last_private_buyer: Player | None = None  # the start round's last acquirer
        # the rulebook: a company's price before its first sale in this stock-round turn
        self.prices_before_sales: dict[str, SharePrice] = {}
        self.slot_offer: SlotOffer | None = None  # a station slot offered, awaiting its seller
        self.buy_tokens_enabled = False  # from the first 6H train, with station-slot purchases
        # the operating turn in which a station slot was last bought: (round, buyer)
        self.slot_bought_in: tuple[Round, str] | None = None
        self.loan_penalties: dict[Player, int] = {}
        self.check_options()
        self.bonds_enabled = False  # from the first 8H train, with the bonds option
        self.e_tokens_enabled = False  # from the first 12H train, with Electric Dreams
        self.e_token_sold = False
        # 18xx.games has one loan object that every company's bond refers to (id 0)
        self.bond = Loan(0, BOND_VALUE)
        self.corporations = self.company_order()
        if self.scenario() == 5:
            self.remove_last_corporation()
            if len(self.players) == 4:
                self.cert_limit_value = REDUCED_4P_CERT_LIMIT
        self.corps_by_sym = {c.sym: c for c in self.corporations}
        self.setup_rsa()
        first = self.corporations[0]
        assert isinstance(first, Corporation1849)  # the title's corporation class
        first.next_to_par = True

    # -- setup ----------------------------------------------------------------------------
    def scenario(self) -> int:
        return scenario_number(len(self.players), self.options)

    def company_order(self) -> list[Corporation]:
        """The corporations sorted by one draw each, drawn in the data's order."""
        keys = {c.sym: self.rand.next() for c in self.corporations}
        order = sorted(self.corporations, key=lambda c: keys[c.sym])
        if "delay_ift" in self.options:
            index = next(i for i, c in enumerate(order) if c.sym == "IFT")
            if index < IFT_BUFFER:
                order[index], order[IFT_BUFFER] = order[IFT_BUFFER], order[index]
        return order

    def remove_last_corporation(self) -> None:
        """Scenario 5 plays without the last company of the order; its home is free."""
        removed = self.corporations.pop()
        self.removed_corporation = removed.sym
        if removed.coordinates:
            hex_ = self.board.hexes[removed.coordinates]
            for city in hex_.cities:
                city.reservations = [r if r != removed.sym else None for r in city.reservations]
            if removed.sym in hex_.reservations:
                hex_.reservations.remove(removed.sym)

    def setup_rsa(self) -> None:
        """The RSA brings the director's certificate of the first company of the order and
        closes when that company buys its first train."""
        rsa = self.company("RSA")
        first = self.corporations[0]
        for ability in rsa.abilities:
            if ability.type == "shares":
                ability.shares = [f"{first.sym}_0"]
        close = {"type": "close", "when": "bought_train", "corporation": first.sym}
        rsa.abilities.append(Ability.from_data(close, rsa))

    def after_buy_company(self, player: Player, company: Company) -> None:
        super().after_buy_company(player, company)
        self.last_private_buyer = player

    def reorder_players(self) -> None:
        """The rulebook: after the start round the priority goes to the player left of the
        last one to acquire a private, also by winning its bidding (R 2.4, l. 135)."""
        buyer = self.last_private_buyer
        if not (
            isinstance(self.round, AuctionRound)
            and buyer is not None
            and self.by_rulebook(PRIORITY_AFTER_LAST_ACQUIRER)
        ):
            super().reorder_players()
            return
        index = (self.players.index(buyer) + 1) % len(self.players)
        self.players = self.players[index:] + self.players[:index]

    def share_layout(self, corp: Corporation) -> list[int]:
        return [20] + [10] * 6 + [20]

    def make_train(self, spec: dict[str, Any], index: int) -> Train:
        """The options add events to the first train of a kind (18xx.games: game_trains)."""
        train = super().make_train(spec, index)
        for option, (name, event) in OPTION_EVENTS.items():
            if option in self.options and spec["name"] == name and index == 0:
                train.events.append({"type": event})
        return train

    def num_trains(self, spec: dict[str, Any]) -> int:
        name = spec["name"]
        if name in SCENARIO_TRAINS:
            fewer, more = SCENARIO_TRAINS[name]
            return fewer if self.scenario() == 5 else more
        if name == "E" and "electric_dreams" not in self.options:
            return 0
        return super().num_trains(spec)

    # -- shares: incremental capitalization -------------------------------------------------
    def pay_for_ipo_shares(self, player: Player, corp: Corporation, price: int) -> None:
        self.pay(player, corp, price)  # incremental capitalization: the treasury is paid

    def capitalize(self, corp: Corporation) -> None:
        """Incremental: the money arrives with each certificate bought, none at floating or
        at the first operation."""
        corp.capitalized = True

    def share_price_for(self, share: Share) -> int:
        """Treasury certificates are sold at the market price, as the pool's."""
        price = share.corporation.share_price
        return price.price if price else 0

    def bundle_price(self, shares: list[Share], percent: int) -> int:
        """The rulebook pays a player's later sale of a company in a stock-round turn at the
        price before the turn's first (R 3.1: the turn's sales are one sale)."""
        corp = shares[0].corporation
        before = self.prices_before_sales.get(corp.sym)
        if before is None or not isinstance(shares[0].owner, Player):
            return super().bundle_price(shares, percent)
        return math.ceil(before.price * percent / corp.share_percent)

    def note_sale(self, corp: Corporation, before: SharePrice | None) -> None:
        """A stock-round sale made: under the rulebook, the company's price before the
        turn's first sale stays its price for the turn's further sales."""
        if self.by_rulebook(SALES_PRICED_BEFORE_THE_FIRST) and before is not None:
            self.prices_before_sales.setdefault(corp.sym, before)

    def start_stock_turn(self) -> None:
        """A player's stock-round turn begins: no sale made, no marker moved yet."""
        self.old_operating_order = self.operating_order()
        self.moved_this_turn = []
        self.prices_before_sales = {}

    def start_operating_turn(self) -> None:
        """The rulebook keeps the order only of markers moved by the same turn's sales;
        18xx.games counts those of the last stock-round turn as moved until the next one."""
        if self.by_rulebook(STACK_ORDER_OF_THE_TURN):
            self.moved_this_turn = []

    def sale_timing_ok(self) -> bool:
        """Sales depend on the company (see can_sell), not on the round."""
        return True

    def can_sell(self, player: ShareHolder, shares: list[Share], percent: int) -> bool:
        """A company's shares may be sold once it has operated, and a president's
        certificate only to a player with 20 % who then holds more than the seller."""
        corp = shares[0].corporation
        if not corp.operated or not self.fits_in_pool(corp, percent):
            return False
        return self.dumpable(player, shares, percent)

    def dumpable(self, owner: ShareHolder, shares: list[Share], percent: int) -> bool:
        if not any(s.president for s in shares):
            return True
        corp = shares[0].corporation
        heir = self.would_be_president(owner, corp)
        if heir is None:
            return False
        left, theirs = owner.percent_of(corp.sym) - percent, heir.percent_of(corp.sym)
        if theirs == 20 and len(heir.shares_of(corp.sym)) == 1 and left == 0:
            return True  # the heir holds only the last certificate: he gives it back
        return left < 20 and theirs > left

    def would_be_president(self, seller: ShareHolder, corp: Corporation) -> Player | None:
        """Who becomes president when the seller sells the president's certificate: the
        player with most (at least 20 %), on a tie the nearest after the seller."""
        candidates = [p for p in self.players if p is not seller and p.percent_of(corp.sym) >= 20]
        if not candidates:
            return None
        most = max(p.percent_of(corp.sym) for p in candidates)
        tied = [p for p in candidates if p.percent_of(corp.sym) == most]
        return min(tied, key=lambda p: self.player_distance(seller, p))

    def bundles_for(self, holder: ShareHolder, corp: Corporation) -> list[Bundle]:
        """Every different bundle the holder could sell (by the number of ordinary shares,
        the president's and the last certificate), and half a president's certificate."""
        if not corp.ipoed:
            return []
        held = holder.shares_of(corp.sym)
        picks = bundle_picks(tuple(s.president or s.last_cert for s in held))
        bundles = [
            Bundle([held[i] for i in chosen], sum(held[i].percent for i in chosen))
            for chosen in picks
        ]
        if corp.owner is holder and corp.presidents_share in held:
            bundles.append(Bundle([corp.presidents_share], corp.share_percent))
            bundles = [b for b in bundles if self.dumpable(holder, b.shares, b.percent)]
        return sorted(bundles, key=lambda b: b.percent)

    def presidency_exchange(
        self,
        corp: Corporation,
        president: Player,
        previous: ShareHolder | None = None,
        swap_to: ShareHolder | None = None,
    ) -> list[Share]:
        """The new president gives the last certificate if he holds it, else two ordinary
        shares; holding 40 % or more, he leaves the previous president the choice
        (18xx.games: SwapChoice). The rulebook: two ordinary shares whenever he has them."""
        held = president.shares_of(corp.sym)
        last = [s for s in held if s.last_cert]
        ordinary = [s for s in held if not s.last_cert and not s.president][:2]
        if not last or (self.by_rulebook(LAST_CERTIFICATE_KEPT) and len(ordinary) == 2):
            return ordinary
        if president.percent_of(corp.sym) >= 40 and isinstance(previous, Player) and swap_to:
            self.swap_choice = SwapPending(previous, swap_to, president, corp)
        return last

    def partial_sale_return(self, holder: ShareHolder, corp: Corporation) -> Share:
        """Never the last certificate."""
        return next(s for s in holder.shares_of(corp.sym) if not s.last_cert)

    def swap_for_two_shares(self) -> None:
        """The previous president's choice: two 10 % shares instead of the last certificate."""
        pending = self.swap_choice
        assert pending is not None  # asked only while a choice is pending
        corp = pending.corporation
        last = next(s for s in pending.location.shares_of(corp.sym) if s.last_cert)
        self.move_share(last, pending.president)
        held = pending.president.shares_of(corp.sym)
        for share in [s for s in held if s.percent == corp.share_percent][:2]:
            self.move_share(share, pending.location)

    def par_prices(self) -> list[SharePrice]:
        groups = tuple(self.par_groups)
        found = self._par_prices.get(groups)
        if found is None:  # the market's cells never change: once per set of par groups
            zones = {PAR_ZONES[group] for group in groups}
            cells = [p for row in self.market.grid for p in row if p and set(p.zone) & zones]
            found = self._par_prices[groups] = sorted(cells, key=lambda p: -p.price)
        return list(found)

    def event_green_par(self) -> None:
        """From the first 6H train, companies may also start at 144."""
        self.par_groups.append("par_1")

    def event_brown_par(self) -> None:
        """From the first 10H train, companies may also start at 216."""
        self.par_groups.append("par_2")

    def afg_home_hexes(self, corp: Corporation) -> list[str]:
        """The AFG's possible homes: those of its cities with a free slot."""
        return [
            h
            for h in AFG_HOMES
            if any(self.can_token_city(corp, h, i) for i in range(len(self.board.hexes[h].cities)))
        ]

    def place_home_token(self, corp: Corporation) -> None:
        """The AFG has no fixed home: its director chooses one of its possible homes."""
        if corp.coordinates or corp.tokens[0].used:
            super().place_home_token(corp)
        elif not any(p["entity"] is corp for p in self.pending_tokens):
            self.pending_tokens.append({"entity": corp, "hexes": self.afg_home_hexes(corp)})

    def afg(self) -> Corporation1849 | None:
        afg = self.corps_by_sym.get(AFG)
        assert afg is None or isinstance(afg, Corporation1849)  # the title's class
        return afg

    def place_token_action(
        self, corp: Operator, action: Action, options: list[TokenChoice]
    ) -> None:
        """A station marker that takes the AFG's last possible home puts the AFG, not yet
        started, at the end of the company order until a home is free again."""
        super().place_token_action(corp, action, options)
        afg = self.afg()
        if afg is None or afg.ipoed or self.afg_home_hexes(afg):
            return
        index = self.corporations.index(afg)
        if afg.next_to_par and index + 1 < len(self.corporations):
            following = self.corporations[index + 1]
            assert isinstance(following, Corporation1849)  # the title's class
            following.next_to_par = True
            afg.next_to_par = False
        afg.slot_open = False
        self.corporations.remove(afg)
        self.corporations.append(afg)

    def reopen_afg(self) -> None:
        """Track that frees a home for the AFG lets it start from the next stock round."""
        afg = self.afg()
        if afg is None or afg.slot_open or not self.afg_home_hexes(afg):
            return
        afg.slot_open = True
        afg.closed_recently = True

    def event_earthquake(self) -> None:
        """Messina's stations are lost and it returns to its printed tile; the tile taken
        off is not returned to the supply (18xx.games), and Messina may not be upgraded
        until the next stock round. An AFG whose only station was there closes."""
        afg = self.afg()
        if afg is not None and [t.hex for t in afg.tokens if t.used] == [MESSINA]:
            self.close_operating_or_not(afg)
        for corp in self.corporations:
            for token in list(corp.tokens):
                if token.used and token.hex == MESSINA:
                    corp.tokens.remove(token)
        hex_ = self.board.hexes[MESSINA]
        for city in hex_.cities:
            city.tokens = [None] * len(city.tokens)
        removed = self.board.hexes[MESSINA]
        if self.by_rulebook(EARTHQUAKE_RETURNS_TILE) and removed.tile.name in self.tiles_left:
            self.tiles_left[removed.tile.name].append(removed.tile_id)
        tile, tile_id, rotation = self.printed_messina
        self.board.lay_tile(MESSINA, tile, tile_id, rotation)
        self.tile_changes[MESSINA] = f"{tile.name}@{rotation}"
        self.messina_locked = True
        self.earthquake_struck = True
        self.map_changed()

    def messina_for_marker(self, corp: Corporation) -> list[str]:
        """Companion games: Messina, where the books must know a company's marker while the
        earthquake, which takes it, is still to come (and the company has none there)."""
        placed = any(t.used and t.hex == MESSINA for t in corp.tokens)
        return [] if placed or self.earthquake_struck else [MESSINA]

    def upgrades_to(self, hex_: Hex, new: TileDef, special: bool = False) -> bool:
        if hex_.id == MESSINA and self.messina_locked:
            return False
        return super().upgrades_to(hex_, new, special)

    def can_par(self, corp: Corporation, player: Any) -> bool:
        assert isinstance(corp, Corporation1849)  # the title's corporation class
        return (
            not corp.ipoed
            and not corp.closed
            and corp.next_to_par
            and not corp.closed_recently
            and corp.slot_open
        )

    def after_par(self, corp: Corporation) -> None:
        assert isinstance(corp, Corporation1849)  # the title's corporation class
        assert corp.par_price is not None  # after_par follows setting the par value
        for company in self.companies:
            for ability in company.abilities:
                if ability.type == "shares" and ability.shares[0] == f"{corp.sym}_0":
                    amount = corp.par_price.price * 2
                    self.bank_pay(corp, amount)
                    self.log_entry("capitalized", corporation=corp.sym, amount=amount)
        super().after_par(corp)
        self.pay(corp, self.bank, corp.token_fee)
        corp.next_to_par = False
        index = self.corporations.index(corp)
        if index + 1 < len(self.corporations):
            following = self.corporations[index + 1]
            assert isinstance(following, Corporation1849)  # the title's corporation class
            following.next_to_par = True
        if self.round.kind == "Stock":
            self.place_home_token(corp)

    # -- track ----------------------------------------------------------------------------
    def gauge_costs(self, corp: Corporation) -> dict[str, list[int]]:
        """Companion games: what a lay can cost the company on the terrain of the map, by the
        gauge of the track it adds (as `tile_cost`), those it can pay."""
        terrain = sorted({0, *self.terrain_costs.values()})
        half = bool(self.abilities(corp, "tile_discount"))
        costs = {
            "narrow": [c // 4 for c in terrain],
            "broad": [c - c // 2 if half else c for c in terrain],
            "dual": terrain,
        }
        return {gauge: [c for c in found if c <= corp.cash] for gauge, found in costs.items()}

    def tile_cost(
        self, hex_: Hex, new: TileDef, rotation: int, corp: Operator | None = None
    ) -> int:
        """The terrain cost for standard gauge (half with the SIGI), a quarter for narrow
        gauge, in full for dual gauge: by the gauge of the track the tile adds (the rulebook:
        nothing for the S.M.S.'s lay)."""
        if corp is not None and self.coast_open.get(corp.sym) and self.by_rulebook(SMS_BUILDS_FREE):
            return 0
        cost = self.terrain_costs.get(hex_.id, 0)
        gauge = added_gauge(hex_.tile, new)
        if gauge == "narrow":
            return cost // 4
        if gauge == "broad" and corp is not None and self.abilities(corp, "tile_discount"):
            return cost - cost // 2
        return cost

    def route_rules(self) -> RouteRules:
        return RouteRules1849()

    def route_context(self, corp: Operator) -> RouteContext:
        ctx = super().route_context(corp)
        if self.port_marker is not None and self.port_marker[0] is corp:
            ctx.params[CNM_PORT] = self.port_marker[1]
        return ctx

    def rotation_legal(
        self, corp: Operator, hex_: Hex, tile: TileDef, rotation: int, reach_edges: set[int] | None
    ) -> bool:
        """Besides the common rules: new track that meets a neighbour's track on a reached
        side must have its gauge there, unless no reached side meets any (a company's own
        station, and the SMS's building, may turn a tile any way)."""
        if not super().rotation_legal(corp, hex_, tile, rotation, reach_edges):
            return False
        if reach_edges is None or self.coast_open.get(corp.sym):
            return True
        if any(city.tokened_by(corp.sym) for city in hex_.cities):
            return True
        met = False
        new_paths = tile.rotated_paths(rotation)
        for edge in sorted(reach_edges):
            path = next((p for p in new_paths if edge in (p.a, p.b)), None)
            neighbor_id = hex_.neighbors.get(edge)
            if path is None or neighbor_id is None:
                continue
            neighbor = self.board.hexes[neighbor_id]
            back = opposite(edge)
            other = next(
                (p for p in neighbor.tile.rotated_paths(neighbor.rotation) if back in (p.a, p.b)),
                None,
            )
            if other is None:
                continue
            met = True
            if path.track == other.track or "dual" in (path.track, other.track):
                return True
        return not met

    def upgrade_needs_new_track(self, corp: Operator) -> bool:
        """An upgrade must give new track or a changed city value (18xx.games' track rule),
        except the SMS's building in a coastal city."""
        return not self.coast_open.get(corp.sym)

    # -- the SMS: building in a coastal city without a connection ---------------------------
    def open_coast(self, corp: Corporation) -> None:
        self.coast_open[corp.sym] = list(SMS_HEXES)
        self.map_changed()

    def reaches_hex(self, corp: Operator, hex_id: str) -> bool:
        """With the SMS used, the coastal cities count as reached in this turn."""
        return hex_id in self.coast_open.get(corp.sym, ()) or super().reaches_hex(corp, hex_id)

    def reach(self, corp: Operator) -> Reach:
        """With the SMS used, the coastal cities count as reached in this turn."""
        found = super().reach(corp)
        hexes = self.coast_open.get(corp.sym)
        if not hexes:
            return found
        cities = {
            (h, i)
            for h in hexes
            for i, node in enumerate(self.board.hexes[h].tile.nodes)
            if node.is_city
        }
        return replace(
            found, start_hexes=found.start_hexes | set(hexes), nodes=found.nodes | cities
        )

    def tile_options(
        self,
        corp: Operator,
        ability: Ability | None = None,
        hexes: list[str] | None = None,
        tiles: list[str] | None = None,
        with_rotations: bool = True,
    ) -> dict[str, list[TileChoice]]:
        """With the SMS used, the company builds only in the coastal cities in that turn."""
        options = super().tile_options(corp, ability, hexes, tiles, with_rotations)
        coast = self.coast_open.get(corp.sym)
        return {h: o for h, o in options.items() if h in coast} if coast else options

    def can_place_token(self, corp: Operator, budget: int | None = None) -> bool:
        if self.coast_open.get(corp.sym):  # only the coastal cities: listed
            return bool(self.token_options(corp, budget))
        return super().can_place_token(corp, budget)

    def token_options(self, corp: Operator, budget: int | None = None) -> list[TokenChoice]:
        options = super().token_options(corp, budget)
        hexes = self.coast_open.get(corp.sym)
        return [o for o in options if o["hex"] in hexes] if hexes else options

    def lay_tile(
        self,
        entity: Entity,
        corp: Operator,
        action: Action,
        lay: dict[str, Any] | None = None,
        ability: Ability | None = None,
    ) -> bool:
        upgrade = super().lay_tile(entity, corp, action, lay, ability)
        self.reopen_afg()
        if self.coast_open.get(corp.sym):
            # the station marker then goes to the coastal city just built on
            self.coast_open[corp.sym] = [action["hex"]]
        return upgrade

    def has_active_abilities(self, corp: Operator) -> bool:
        """An unused CNM holds the turn open at its end (its marker may still be placed)."""
        held = (a for c in corp.companies if not c.closed for a in c.abilities)
        return any(a.type == "assign_hexes" for a in held) or super().has_active_abilities(corp)

    def assign_port(self, corp: Corporation, hex_id: str) -> None:
        self.port_marker = (corp, hex_id)
        self.log_entry("places_token", corporation=corp.sym, hex=hex_id)

    def company_price_range(self, company: Company) -> tuple[int, int]:
        return 1, company.value * 2

    # -- closing: a company at L. 0, or its president's bankruptcy --------------------------
    def action_processed(self, action: Action) -> None:
        """A company whose price reaches L. 0 closes; if it was operating, the next one
        operates, and a player left with nothing to do in a stock round yields his turn."""
        closed = False
        for corp in list(self.corporations):
            price = corp.share_price
            if price is not None and "close" in price.types and not corp.closed:
                self.changing()
                self.close_operating_or_not(corp)
                closed = True
        if closed:
            self.stock_turn_after_closing()

    def close_operating_or_not(self, corp: Corporation) -> None:
        """Close the company; if it was operating, the next one operates."""
        round_ = self.round
        operating = isinstance(round_, OperatingRound) and round_.current_operator is corp
        self.close_corporation(corp)
        if operating:
            assert isinstance(round_, OperatingRound)  # see above
            round_.next_entity()

    def close_corporation(self, corp: Corporation) -> None:
        """Its stations, trains, privates, money and certificates leave the game; a new
        company of the same name joins the end of the company order, to be started from the
        next stock round (R 3.5.1; 18xx.games: close_corporation)."""
        self.remove_rsa_abilities(corp)
        if self.swap_choice is not None and self.swap_choice.corporation is corp:
            self.swap_choice = None  # its certificates are gone: nothing left to choose
        for hex_ in self.board.hexes.values():
            for city in hex_.cities:
                city.tokens = [None if t == corp.sym else t for t in city.tokens]
        self.bank.cash += corp.cash  # its money, or the bank bears its debt
        corp.cash = 0
        for company in list(corp.companies):
            self.close_company(company)
        for holder in [corp, self.pool, *self.players, *self.corporations]:
            holder.drop_corporation(corp.sym)
        if corp.share_price is not None and corp in corp.share_price.corporations:
            corp.share_price.corporations.remove(corp)
        corp.closed = True
        corp.owner = None
        self.corporations.remove(corp)
        self.routes_found.discard(corp.sym)  # the new company has had no route
        self.log_entry("corporation_closes", corporation=corp.sym)
        self.rebuild_corporation(corp.sym)
        self.map_changed()

    def remove_rsa_abilities(self, corp: Corporation) -> None:
        """The RSA no longer brings the closed company's certificate nor closes on its train."""
        rsa = self.company("RSA")
        rsa.abilities = [
            a
            for a in rsa.abilities
            if not (a.type == "shares" and a.shares == [f"{corp.sym}_0"])
            and not (a.type == "close" and a.data.get("corporation") == corp.sym)
        ]

    def rebuild_corporation(self, sym: str) -> None:
        """The new company: unstarted, its home reserved again (not the AFG's), last in the
        order but before an AFG without a home, next in line if the one before it has
        started. 18xx.games draws the company order anew to build it: the draws advance."""
        for _ in self.data["corporations"]:
            self.rand.next()
        data = next(c for c in self.data["corporations"] if c["sym"] == sym)
        corp = Corporation1849(data)
        corp.create_shares(self.share_layout(corp))
        self.corps_by_sym[sym] = corp
        if corp.coordinates and sym != AFG:
            hex_ = self.board.hexes[corp.coordinates]
            city = hex_.cities[0]
            slot = city.free_slot_for(sym)
            if slot is not None:
                city.reservations[slot] = sym
            else:
                hex_.reservations.append(sym)
        self.corporations.append(corp)
        corp.closed_recently = True
        index = len(self.corporations) - 1
        before = self.corporations[index - 1]
        assert isinstance(before, Corporation1849)  # the title's class
        if not before.slot_open:
            before.next_to_par = False
            self.corporations[index - 1], self.corporations[index] = corp, before
            before = self.corporations[index - 2]
        if before.floated:
            corp.next_to_par = True
        self.reopen_afg()

    def reorder_corps(self) -> None:
        """Companies moved down by this turn's sales onto one cell keep their order from
        before the turn, below the companies that were there already."""
        if len(set(self.moved_this_turn)) < 2:
            return
        for row in self.market.grid:
            for cell in row:
                if cell is None or len(cell.corporations) < 2:
                    continue
                unmoved = [c for c in cell.corporations if c not in self.moved_this_turn]
                moved = sorted(
                    (c for c in cell.corporations if c in self.moved_this_turn),
                    key=lambda c: (
                        self.old_operating_order.index(c) if c in self.old_operating_order else 0
                    ),
                )
                cell.corporations[:] = unmoved + moved

    def sell_and_note_move(self, shares: list[Share], percent: int) -> None:
        """A sale that moves the price marks the company for the stack order."""
        corp = shares[0].corporation
        before = corp.share_price
        self.sell_shares_and_change_price(shares, percent)
        if corp.share_price is not before:
            self.moved_this_turn.append(corp)

    def surrender_property(self, player: Player) -> None:
        """The rulebook's bankrupt director loses what he could not sell (R 4.6.1, l. 794):
        his privates close, his certificates return to their companies' treasuries for
        nothing (the price does not move); a director's certificate passes with the
        directorship to the player who would take it over in a sale, who gives his
        certificates for it to the treasury, and a company nobody can take over closes.
        18xx.games leaves him what he could not sell."""
        if not self.by_rulebook(BANKRUPT_LOSES_ALL):
            return
        for company in list(player.companies):
            self.close_company(company)
        for corp in list(self.corporations):
            if not player.shares_of(corp.sym):
                continue
            if corp.owner is player:
                heir = self.would_be_president(player, corp)
                if heir is None:
                    self.close_operating_or_not(corp)
                    continue
                president = corp.presidents_share
                assert president is not None  # created with the company's certificates
                for share in self.presidency_exchange(corp, heir):
                    self.move_share(share, corp)
                self.move_share(president, heir)
                corp.owner = heir
                self.log_entry("new_president", player=heir.name, corporation=corp.sym)
            for share in list(player.shares_of(corp.sym)):
                self.move_share(share, corp)
        self.log_entry("loses_property", player=player.name)

    def take_bankruptcy_loan(self, player: Player) -> None:
        self.bank_pay(player, BANKRUPTCY_LOAN)
        self.loan_penalties[player] = self.loan_penalties.get(player, 0) + BANKRUPTCY_LOAN_PENALTY
        self.log_entry("takes_bankruptcy_loan", player=player.name, amount=BANKRUPTCY_LOAN)

    def end_check_bankrupt(self) -> bool:
        """Bankruptcy ends the game only when one player is left."""
        return sum(1 for p in self.players if not p.bankrupt) == 1

    def player_value(self, player: Player) -> int:
        """Less the bankruptcy loans' penalty, and L. 100 per 10 % held of a company with its
        bond issued. The rulebook counts no privates and floors each share's value and the
        whole wealth at 0 (R 5); 18xx.games has no floors."""
        if not self.by_rulebook(WEALTH_FLOORED):
            bonds = sum(
                s.percent // s.corporation.share_percent * len(s.corporation.loans)
                for s in player.all_shares()
            )
            penalty = self.loan_penalties.get(player, 0) + bonds * BOND_PENALTY_PER_SHARE
            return super().player_value(player) - penalty
        shares = 0
        for share in player.all_shares():
            corp = share.corporation
            if not corp.ipoed or corp.share_price is None:
                continue
            units = share.percent // corp.share_percent
            bond = len(corp.loans) * BOND_PENALTY_PER_SHARE
            shares += units * max(0, self.share_price_for(share) - bond)
        return max(0, player.cash + shares - self.loan_penalties.get(player, 0))

    def title_view(self) -> dict[str, Any]:
        """The company order with where each company stands (R 2.3), the company scenario 5
        removed, the C.N.M.'s port marker, the bonds issued and E-tokens bought, what each
        player's bankruptcy loans will take off his wealth at the end (R 5), and Messina while
        the earthquake keeps it from being upgraded (R 4.6.3.1)."""
        view: dict[str, Any] = {
            "loan_penalties": {str(p.id): amount for p, amount in self.loan_penalties.items()},
            "messina_locked": MESSINA if self.messina_locked else None,
            "company_order": [
                {"corporation": c.sym, "status": self.order_status(c)} for c in self.corporations
            ],
            "removed": self.removed_corporation,
            # the C.N.M.'s port marker: what it earns, and where once placed (as the board
            # shows a port, 1856's shape)
            "port_bonus": CNM_BONUS,
            "port": None
            if self.port_marker is None
            else {
                "corporation": self.port_marker[0].sym,
                "hex": self.port_marker[1],
                "bonus": CNM_BONUS,
            },
        }
        if "bonds" in self.options:
            view["bonds"] = [c.sym for c in self.corporations if c.loans]
        if "electric_dreams" in self.options:
            view["e_tokens"] = [c.sym for c in self.corporations if getattr(c, "e_token", False)]
        return view

    def order_status(self, corp: Corporation) -> str:
        """started, next (may start now), next_round (closed or without a home in this stock
        round: may start from the next), no_home (the AFG while no home city has room) or
        waiting (its turn has not come)."""
        assert isinstance(corp, Corporation1849)  # the title's corporation class
        if corp.ipoed:
            return "started"
        if not corp.slot_open:
            return "no_home"
        if corp.next_to_par and corp.closed_recently:
            return "next_round"
        return "next" if self.can_par(corp, None) else "waiting"

    def check_options(self) -> None:
        """Electric Dreams only with the advanced game; the rulebook knows the advanced game
        only whole (R 1.3)."""
        advanced = [o for o in ADVANCED if o in self.options]
        if "electric_dreams" in self.options and len(advanced) < len(ADVANCED):
            raise GameDataError("electric_dreams needs acquiring_station_tokens and bonds")
        if not self.by_rulebook(ADVANCED_GAME_WHOLE):
            return
        if advanced and len(advanced) < len(ADVANCED):
            raise GameDataError("the advanced game is acquiring_station_tokens and bonds together")

    # -- buying station markers (advanced game) -----------------------------------------------
    def event_buy_tokens(self) -> None:
        """Station slots may be bought from now on (the rulebook; 18xx.games announces it,
        and its step asks whatever the phase)."""
        self.buy_tokens_enabled = True

    def may_buy_slot(self, corp: Corporation) -> bool:
        """The rulebook: from phase 6 on, one slot in a turn (R 4.4); 18xx.games asks in every
        turn and takes any number."""
        if not self.by_rulebook(SLOT_PURCHASE_FROM_PHASE_SIX):
            return True
        return self.buy_tokens_enabled and self.slot_bought_in != (self.round, corp.sym)

    def marker_at(self, corp: Corporation, hex_id: str, index: int) -> Token | None:
        return next(
            (t for t in corp.tokens if t.used and t.hex == hex_id and t.city == index), None
        )

    def others_markers(self, corp: Corporation) -> list[tuple[str, int, int, Corporation]]:
        """(hex, city, slot, owner) of other companies' markers in cities the network
        reaches by track (R 4.4: a station a train of any length reaches; the coast the SMS
        opens is for the company's own marker only, as 18xx.games' BuyToken asks the track
        graph)."""
        found = []
        for hex_id, node in sorted(super().reach(corp).nodes):
            hex_ = self.board.hexes[hex_id]
            tile_node = hex_.tile.nodes[node]
            if not tile_node.is_city:
                continue
            index = hex_.tile.cities.index(tile_node)
            for slot, sym in enumerate(hex_.cities[index].tokens):
                if sym is not None and sym != corp.sym and sym in self.corps_by_sym:
                    found.append((hex_id, index, slot, self.corps_by_sym[sym]))
        return found

    def markers_in_reach(self, corp: Corporation) -> bool:
        """A marker that is not its company's first, in a city without the company's own
        (18xx.games' test for asking at all)."""
        return any(
            self.marker_at(owner, h, i) is not owner.tokens[0]
            and not self.board.hexes[h].cities[i].tokened_by(corp.sym)
            for h, i, _, owner in self.others_markers(corp)
        )

    def purchasable_markers(self, corp: Corporation) -> list[tuple[str, int, int]]:
        """Markers the company may buy: not in the seller's home, not the seller's last,
        in a hex where the buyer has none, of a company with a president."""
        found = []
        for hex_id, index, slot, owner in self.others_markers(corp):
            home = owner.tokens[0]
            placed = [t for t in owner.tokens if t.used]
            if owner.owner is None or hex_id == home.hex or len(placed) < 2:
                continue
            if any(c.tokened_by(corp.sym) for c in self.board.hexes[hex_id].cities):
                continue
            found.append((hex_id, index, slot))
        return found

    def buy_marker(self, corp: Corporation, hex_id: str, index: int, slot: int, price: int) -> None:
        """The seller's marker returns to its charter; the buyer's goes into the city, in the
        first slot open to it (its reservation, else the first free one: where the seller's
        stood unless an earlier slot was empty, as 18xx.games' exchange_token places it)."""
        city = self.board.hexes[hex_id].cities[index]
        seller = self.corps_by_sym[str(city.tokens[slot])]
        sold = self.marker_at(seller, hex_id, index)
        assert sold is not None  # purchasable_markers lists placed markers only
        sold.used, sold.hex, sold.city = False, None, None
        token = corp.next_token()
        assert token is not None  # the step asks for a free marker
        city.tokens[slot] = None
        free = city.free_slot_for(corp.sym)
        city.tokens[slot if free is None else free] = corp.sym
        token.used, token.hex, token.city = True, hex_id, index
        self.pay(corp, seller, price)
        self.slot_bought_in = (self.round, corp.sym)
        self.map_changed()
        self.log_entry(
            "buys_marker", corporation=corp.sym, seller=seller.sym, hex=hex_id, price=price
        )

    def seller_decides(self, buyer: Corporation, seller: Corporation) -> bool:
        """Whether the seller's director is asked to agree to a station slot's sale."""
        return self.by_rulebook(SLOT_SALE_NEEDS_CONSENT) and seller.owner is not buyer.owner

    def offer_for_marker(
        self, corp: Corporation, hex_id: str, index: int, slot: int, price: int
    ) -> bool:
        """The rulebook: a station slot is bought only if the seller's director agrees (R 4.4);
        he is asked unless he directs the buyer too. Whether the offer waits for him."""
        seller = self.corps_by_sym[str(self.board.hexes[hex_id].cities[index].tokens[slot])]
        if not self.seller_decides(corp, seller):
            return False
        self.slot_offer = SlotOffer(corp, seller, hex_id, index, slot, price)
        self.log_entry(
            "offers_for_marker", corporation=corp.sym, seller=seller.sym, hex=hex_id, price=price
        )
        return True

    def answer_slot_offer(self, agreed: bool) -> None:
        offer = self.slot_offer
        assert offer is not None  # asked only while an offer waits
        self.slot_offer = None
        if agreed:
            self.buy_marker(offer.buyer, offer.hex, offer.city, offer.slot, offer.price)
        else:
            self.log_entry("refuses_marker_sale", seller=offer.seller.sym, hex=offer.hex)

    # -- Electric Dreams ----------------------------------------------------------------------
    def event_e_tokens(self) -> None:
        self.e_tokens_enabled = True

    def e_token_price(self) -> int:
        return E_TOKEN_PRICES[not self.e_token_sold].get(self.phase.name, 0)

    def e_token_choice(self) -> str:
        return f"Buy E-Token for {self.money(self.e_token_price())}"

    def can_buy_e_token(self, corp: Corporation) -> bool:
        assert isinstance(corp, Corporation1849)  # the title's class
        sold = sum(1 for c in self.corporations if getattr(c, "e_token", False))
        if self.by_rulebook(E_TOKEN_LIMIT) and sold >= E_TOKENS:
            return False
        return (
            "electric_dreams" in self.options
            and self.e_tokens_enabled
            and not corp.e_token
            and corp.cash >= self.e_token_price()
        )

    def buy_e_token(self, corp: Corporation) -> None:
        assert isinstance(corp, Corporation1849)  # the title's class
        if not self.can_buy_e_token(corp):
            raise IllegalAction("cannot_buy_e_token", f"{corp.name} cannot buy an E-token")
        price = self.e_token_price()
        self.pay(corp, self.bank, price)
        corp.e_token = True
        self.e_token_sold = True
        self.log_entry("buys_e_token", corporation=corp.sym, price=price)

    # -- the bond (advanced game) -----------------------------------------------------------
    def event_bonds(self) -> None:
        self.bonds_enabled = True

    def issue_bond(self, corp: Corporation) -> None:
        self.bank_pay(corp, self.bond.amount)
        corp.loans.append(self.bond)
        self.log_entry("issues_bond", corporation=corp.sym, amount=self.bond.amount)
        old = corp.share_price
        self.market.move_left(corp)
        self.log_price_change(corp, old)

    def redeem_bond(self, corp: Corporation) -> None:
        self.pay(corp, self.bank, self.bond.amount)
        corp.loans.clear()
        self.log_entry("redeems_bond", corporation=corp.sym, amount=self.bond.amount)
        old = corp.share_price
        self.market.move_right(corp)
        self.log_price_change(corp, old)

    def company_in_debt(self) -> Corporation | None:
        """The company whose bond's interest is owed (its treasury below nothing, as
        18xx.games keeps the debt), if any."""
        return next((c for c in self.corporations if c.cash < 0), None)  # see debt()

    def debt(self, corp: Corporation) -> int:
        return max(0, -corp.cash)

    def pay_bond_interest(self, corp: Corporation) -> None:
        """The interest; what the treasury lacks becomes a debt (negative cash)."""
        interest = BOND_INTEREST * len(corp.loans)
        corp.cash -= interest
        self.bank.cash += interest
        self.log_entry("pays_interest", corporation=corp.sym, amount=interest)

    # -- game end -------------------------------------------------------------------------
    def end_check_stock_market(self) -> bool:
        """A company that has reached L. 377 (it keeps the mark if its price falls again)."""
        for corp in self.corporations:
            assert isinstance(corp, Corporation1849)  # the title's class
            if corp.share_price is not None and "endgame" in corp.share_price.types:
                corp.reached_max_value = True
        return any(getattr(c, "reached_max_value", False) for c in self.corporations)

    def end_now(self, after: str | None) -> bool:
        if after == "after_max_operates":
            return False  # checked when an operating turn ends
        return super().end_now(after)

    def after_end_of_operating_turn(self, operator: Operator | None) -> None:
        """The game ends after the operating turn of a company that has reached L. 377 (also
        when it got there in this very action, or in the last stock round)."""
        self.end_check_stock_market()
        if getattr(operator, "reached_max_value", False):
            self.end_game("stock_market")

    # -- rounds ---------------------------------------------------------------------------
    def init_round(self) -> AuctionRound:
        return AuctionRound(self, [CompanyPendingPar, WaterfallAuction])

    def stock_round(self) -> StockRound:
        self.messina_locked = False
        for corp in self.corporations:
            assert isinstance(corp, Corporation1849)  # the title's class
            corp.closed_recently = False
        # companies started outside a stock round (the RSA's) place their home now
        for corp in self.corporations:
            if corp.floated and all(not t.used for t in corp.tokens):
                self.place_home_token(corp)
        return StockRound1849(
            self, self.table_steps([DiscardTrain, HomeToken, SwapChoice, BuySellParShares1849])
        )

    def operating_round(self, round_num: int) -> OperatingRound:
        self.coast_open = {}
        return OperatingRound(
            self,
            self.table_steps(
                [
                    LoanChoice,
                    Bankrupt,
                    BondDebt,
                    SwapChoice,
                    BuyCompany,
                    SMSTeleport,
                    AssignPort,
                    HomeToken,
                    Track,
                    Token1849,
                    Route,
                    Dividend1849,
                    SlotSaleConsent,
                    BuyToken,
                    BuyEToken,
                    DiscardTrain,
                    BuyTrain1849,
                    IssueShares1849,
                    BondInterest,
                    Bond,
                    (BuyCompany, {"blocks": True}),
                ]
            ),
            round_num,
        )


STATE = Game1849
