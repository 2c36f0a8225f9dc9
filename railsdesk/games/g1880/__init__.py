"""1880 China. Data in data.json; the rules that differ from the shared engine are here: the
pre-phase (auction of the privates one by one, the BCR, the foreign investors' draft), the
order track, building permits and presidents' certificates of 20, 30 or 40 %, the continuous
operating rounds that stock rounds interrupt, the investors and their mergers, the Rocket of
China, the communist takeover and the director's debt (docs/titles/1880.md)."""

from __future__ import annotations

import math
from typing import Any

from railsdesk.engine.board import Hex
from railsdesk.engine.contract import ChoiceMoney
from railsdesk.engine.entities import (
    Corporation,
    Minor,
    Operator,
    Player,
    Share,
    ShareHolder,
    Token,
    Train,
)
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.game import GameState
from railsdesk.engine.hexgrid import rotate
from railsdesk.engine.rounds import AuctionRound, OperatingRound, StockRound
from railsdesk.engine.routes import RouteContext, RouteRules
from railsdesk.engine.steps.operating import HomeToken
from railsdesk.engine.steps.operating import Token as TokenStep
from railsdesk.engine.steps.trains import DiscardTrain
from railsdesk.engine.tiles import COLORS, TileDef, paths_maintained
from railsdesk.games.g1880.auction import (
    CompanyPendingPar,
    DraftRound,
    SelectionAuction,
    SimpleDraft,
)
from railsdesk.games.g1880.operating import (
    AssignPermit,
    BookFIConnection,
    BookRevenue1880,
    BuyTrain1880,
    CheckFIConnection,
    Dividend1880,
    OperatingRound1880,
    RocketExchange,
    RocketPurchaseTrain,
    Route1880,
    Track1880,
)
from railsdesk.games.g1880.routes import RouteRules1880
from railsdesk.games.g1880.rules import (
    ALL_INVESTORS_PAY_AT_END,
    INVESTOR_END_SHARE,
    LOAN_INTEREST,
    LOWER_HALF_RELEASED,
    MERGER_BONUS,
    NO_STOCK_ROUND_TRAINS,
    PAR_PRICES,
    PERMITS,
    RESTORED_2,
    RIVER_DISCOUNT,
    ROCKET_PHASE,
    ROCKET_TRAIN,
    SALE_FEE,
    SLOTS,
    STOCK_MARKET_BONUS,
    TRANS_SIBERIAN_WITHIN_RANGE,
    UNFLOATED_PRICE_STILL,
)
from railsdesk.games.g1880.stock import BuySellParShares, P0Payout, StockRound1880
from railsdesk.games.g1880.view import Interrupted1880, TitleView1880

TITLE = "1880"
FULL_NAME = "1880 China"
PLAYERS = (3, 7)
OPTIONS: dict[str, str] = {}
PLAYABLE = True
COMPANION = True  # a companion game (the map on the table) is offered


class Corporation1880(Corporation):
    def __init__(self, data: dict[str, Any]):
        super().__init__(data)
        self.building_permits = ""  # the phase letters it may build in ("ABC", "D", ...)
        self.fully_funded = False  # has received the second half of its capital

    @property
    def presidents_percent(self) -> int:
        assert self.presidents_share is not None  # created with the corporation's shares
        return self.presidents_share.percent


class Investor(Minor, ShareHolder):
    """A foreign investor: a minor that holds the reserved share of its owner's corporation."""

    def __init__(self, data: dict[str, Any]):
        Minor.__init__(self, data)
        ShareHolder.__init__(self)

    @property
    def linked(self) -> Corporation | None:
        """The corporation whose reserved share it holds."""
        shares = self.all_shares()
        return shares[0].corporation if shares else None


class Game1880(GameState):
    title = TITLE
    corporation_class = Corporation1880
    # at the table: the investors' runs typed too, and their owners say when one connects
    title_table_steps = {Route1880: BookRevenue1880, CheckFIConnection: BookFIConnection}
    minor_class = Investor
    corporations: list[Corporation1880]  # type: ignore[assignment]
    minors: list[Investor]  # type: ignore[assignment]
    CERT_LIMIT_INCLUDES_PRIVATES = False
    TOKEN_OWNER_CHOOSES_CITY = True
    MUST_BUY_TRAIN = "always"
    MARKET_SHARE_LIMIT = 80
    BCR = "BCR"
    P0 = "P0"
    PERMIT_PRIVATE = "P5"
    ROCKET = "P7"
    FERRY_PRIVATE = "P2"
    TAIWAN_PRIVATE = "P3"
    RIVER_PRIVATE = "P4"
    BCR_PAR = "100,1,3"
    UNBUYABLE_FROM = 4  # certificates with this index and above are the lower half (R 242)

    def setup(self) -> None:
        self.permit_letter = "A"
        self.investors_operate = True  # until the communist takeover (B3)
        self.merged_into: dict[str, Corporation] = {}  # investor -> its corporation
        self.train_marker: Operator | None = None  # the last to buy a train from the bank
        self.end_game_triggered = False
        self.can_cross_buy = False  # from the first 3 on
        self.full_capital = False  # from the first 3 on: 5 shares sold bring 5 x par more
        self.communism = False  # from the first 4 to the first 6
        self.final_operating_round: int | None = None
        self.saved_operating_round: OperatingRound1880 | None = None
        self.debts: dict[Player, int] = {}  # a director's debt from a forced train purchase
        self.rocket_train: Train | None = None  # the last 4, kept for the forced exchange
        self.par_chart: dict[int, list[Corporation | None]] = {
            p: [None] * SLOTS for p in PAR_PRICES
        }
        self.second_half_available = False  # from the first 3-train on (R 675)
        self.unbuyable: set[Share] = {
            s for c in self.corporations for s in c.ipo_shares if s.index >= self.UNBUYABLE_FROM
        }
        for minor in self.minors:
            assert minor.coordinates is not None  # every investor has a home
            self.place_token(minor, minor.coordinates, 0, 0)

    # -- the order track and building permits ---------------------------------------------
    def free_slots(self, price: int) -> list[int]:
        return [i for i, corp in enumerate(self.par_chart.get(price, [])) if corp is None]

    def take_slot(self, corp: Corporation, price: int, slot: int) -> None:
        self.par_chart[price][slot] = corp

    def permit_choices(self, percent: int) -> list[str]:
        return list(PERMITS[percent])

    # -- investors --------------------------------------------------------------------------
    def corporation(self, sym: str) -> Corporation1880:
        corp = super().corporation(sym)
        assert isinstance(corp, Corporation1880)  # corporation_class
        return corp

    def minor(self, sym: str) -> Investor:
        minor = super().minor(sym)
        assert isinstance(minor, Investor)  # minor_class
        return minor

    def reserve_share(self, investor: Investor, corp: Corporation) -> None:
        """The first share of the corporation's IPO goes onto the owner's investor (R 333)."""
        share = min((s for s in corp.ipo_shares if not s.president), key=lambda s: s.index)
        self.transfer_share(share, investor)
        self.log_entry(
            "investor_reserves_share",
            minor=investor.name,
            percent=share.percent,
            corporation=corp.sym,
        )

    def investor_of(self, player: Player) -> Investor | None:
        return next((m for m in self.minors if m.owner is player and not m.closed), None)

    def token_blocked_by_reservation(self, hex_: Hex, corp: Operator) -> bool:
        """A home reserved on a hex blocks the others outright only where the hex has a
        one-slot city; elsewhere it keeps just the room it needs."""
        others = [sym for sym in hex_.reservations if sym != corp.sym]
        if not others:
            return False
        if any(len(city.tokens) == 1 for city in hex_.cities):
            return True
        free = sum(
            1
            for city in hex_.cities
            for slot, token in enumerate(city.tokens)
            if token is None and city.reservations[slot] is None
        )
        return len(others) >= free

    def remove_investor(self, investor: Minor) -> None:
        investor.closed = True
        for token in investor.tokens:
            if token.used and token.hex is not None and token.city is not None:
                city = self.board.hexes[token.hex].cities[token.city]
                city.tokens = [None if t == investor.sym else t for t in city.tokens]
                token.used, token.hex, token.city = False, None, None
        self.map_changed()

    # -- shares ------------------------------------------------------------------------------
    def share_price_for(self, share: Share) -> int:
        """Shares are bought at the current price, from the corporation too."""
        price = share.corporation.share_price
        return price.price if price else 0

    def sold_shares_holder(self, corp: Corporation) -> ShareHolder:
        return corp  # there is no pool: sold shares go back to the corporation

    def can_sell(self, player: ShareHolder, shares: list[Share], percent: int) -> bool:
        """In the communist takeover a director may not sell his own corporation's shares in a
        stock round (R 804)."""
        if self.communism and shares[0].corporation.owner is player:
            return False
        return super().can_sell(player, shares, percent)

    def sale_fee(self, corp: Corporation, percent: int) -> int:
        return SALE_FEE * percent // corp.share_percent

    def sale_price_drops(self, corp: Corporation, percent: int) -> int:
        if self.communism:  # prices stand still from the first 4 to the first 6
            return 0
        if not corp.floated and self.by_rulebook(UNFLOATED_PRICE_STILL):
            return 0
        return super().sale_price_drops(corp, percent)

    def first_buyable(self, corp: Corporation) -> Share | None:
        """The lowest-numbered certificate of the upper half still in the IPO."""
        found = None
        unbuyable = self.unbuyable
        for share in corp.ipo_shares:
            if share.president or share in unbuyable:
                continue
            if found is None or share.index < found.index:
                found = share
        return found

    def resize_presidents_share(self, corp: Corporation, percent: int) -> None:
        """A president's certificate of 30 or 40 % replaces the last buyable 10 % ones."""
        share = corp.presidents_share
        assert share is not None  # created with the corporation's shares
        buyable = sorted(
            (s for s in corp.ipo_shares if not s.president and s not in self.unbuyable),
            key=lambda s: s.index,
        )
        for removed in buyable[len(buyable) - (percent - share.percent) // corp.share_percent :]:
            corp.remove_share(removed)
        share.resize(percent)

    def check_float(self, corp: Corporation) -> None:
        """Corporations go into operation only at the end of a stock round (R 744)."""

    def go_into_operation(self, corp: Corporation) -> None:
        corp.floated = True
        self.log_entry("floats", corporation=corp.sym)
        assert corp.par_price is not None  # only parred corporations have a president
        amount = corp.par_price.price * 5
        self.bank_pay(corp, amount)
        self.log_entry("capitalized", corporation=corp.sym, amount=amount)

    def find_share(self, corp: Corporation, index: int) -> Share:
        for investor in self.minors_by_sym.values():
            assert isinstance(investor, Investor)  # minor_class
            for share in investor.shares_of(corp.sym):
                if share.index == index:
                    return share
        return super().find_share(corp, index)

    # -- what the program shows ---------------------------------------------------------------
    def title_view(self) -> TitleView1880:
        saved = self.saved_operating_round
        interrupted: Interrupted1880 | None = None
        if saved is not None and self.round is not saved and isinstance(self.round, StockRound):
            waiting = saved.entities[saved.entity_index]
            interrupted = {"round": saved.label(), "entity": waiting.sym}
        acting = self.round.current_entity() if isinstance(self.round, OperatingRound) else None
        unpermitted = (
            acting.sym
            if isinstance(acting, Corporation1880) and not self.can_build_track(acting)
            else None
        )
        train = self.investor_train() if self.investors_operate else None
        return {
            "without_permit": unpermitted,  # the operating corporation cannot build this phase
            "order_track": {
                str(price): [c.sym if c else None for c in slots]
                for price, slots in self.par_chart.items()
            },
            "permits": {c.sym: c.building_permits for c in self.corporations if c.ipoed},
            "permit_letter": self.permit_letter,
            "fully_funded": [c.sym for c in self.corporations if c.fully_funded],
            "train_marker": self.train_marker.sym if self.train_marker else None,
            "communism": self.communism,
            "debts": {str(p.id): debt for p, debt in self.debts.items()},
            "interrupted": interrupted,
            # the operating round going on after the stock round that interrupted it
            "resumed": saved.label() if saved is not None and self.round is saved else None,
            "investors": {
                m.sym: {
                    "owner": m.owner.id if m.owner else None,
                    "cash": m.cash,
                    "home": m.coordinates,
                    "share": m.linked.sym if m.linked else None,
                    "percent": m.percent_of(m.linked.sym) if m.linked else 0,
                    "train": train.name if train else None,
                }
                for m in self.minors
                if m.owner is not None and not m.closed
            },
            "bonus": dict(STOCK_MARKET_BONUS),
            "bank_pool": False,
        }

    # -- the director's debt (Zwangs-Lokkauf, R 610-622) -------------------------------------
    def debt(self, player: Player) -> int:
        return self.debts.get(player, 0)

    def take_player_loan(self, player: Player, amount: int) -> None:
        """The bank lends what the director lacks; he owes it with 50 % interest at once."""
        self.bank_pay(player, amount)
        self.debts[player] = self.debt(player) + amount + math.ceil(amount * LOAN_INTEREST / 100)
        self.log_entry("player_loan", player=player.name, amount=amount, debt=self.debt(player))

    def add_debt_interest(self) -> None:
        """50 % more debt at the end of every stock round."""
        for player in self.players:
            debt = self.debt(player)
            if debt:
                interest = math.ceil(debt * LOAN_INTEREST / 100)
                self.debts[player] = debt + interest
                self.log_entry(
                    "player_debt_interest",
                    player=player.name,
                    amount=interest,
                    debt=self.debts[player],
                )

    def repay_debt(self, player: Player, amount: int) -> None:
        amount = min(amount, player.cash, self.debt(player))
        self.pay(player, self.bank, amount)
        self.debts[player] = self.debt(player) - amount
        if not self.debts[player]:
            del self.debts[player]
        self.log_entry(
            "repays_player_debt", player=player.name, amount=amount, debt=self.debt(player)
        )

    def worth_parts(self, player: Player) -> dict[str, int]:
        """Less the player's debt to the bank."""
        return {**super().worth_parts(player), "debt": -self.debt(player)}

    # -- operating ----------------------------------------------------------------------------
    def must_buy_train(self, corp: Operator) -> bool:
        """A restored 2 does not meet the Lokpflicht (R 557)."""
        if any(t.name != RESTORED_2 for t in corp.trains) or not self.depot.depot_trains():
            return False
        return isinstance(corp, Corporation)

    def capitalize(self, corp: Corporation) -> None:
        """Capital comes at floating (and with the first 3), not when a corporation operates."""

    def operating_order(self) -> list[Corporation]:
        """The investors in number order, then the corporations in operation along the order
        track (the share price does not matter)."""
        investors = sorted(
            (m for m in self.minors if m.floated and not m.closed), key=lambda m: int(m.sym)
        )
        corporations = [
            corp
            for price in PAR_PRICES
            for corp in self.par_chart[price]
            if corp is not None and corp.floated and not corp.closed
        ]
        return [*investors, *corporations]  # type: ignore[list-item]  # minors operate too

    def can_build_track(self, entity: Operator) -> bool:
        if isinstance(entity, Minor):
            return self.investors_operate
        assert isinstance(entity, Corporation1880)  # corporation_class
        return self.permit_letter in entity.building_permits

    def tile_lays(self, corp: Operator) -> list[dict[str, Any]]:
        if not self.can_build_track(corp):
            return []
        lays: list[dict[str, Any]] = [{"lay": True, "upgrade": True, "cost": 0}]
        if isinstance(corp, Minor) or (corp.sym != self.BCR and "green" not in self.phase.tiles):
            return lays
        return [*lays, {"lay": "not_if_upgraded", "upgrade": False, "cost": 0}]

    def owner_holds(self, entity: Operator, company_sym: str) -> bool:
        company = self.company(company_sym)
        return not company.closed and company.owner is not None and company.owner is entity.owner

    def tile_cost(
        self, hex_: Hex, new: TileDef, rotation: int, corp: Operator | None = None
    ) -> int:
        cost = super().tile_cost(hex_, new, rotation, corp)
        river = any("river" in kinds.split("|") for kinds in hex_.tile.terrain)  # "mountain|river"
        if corp is not None and river:
            if self.owner_holds(corp, self.RIVER_PRIVATE):
                cost = max(0, cost - RIVER_DISCOUNT)
        return cost

    def rotation_legal(
        self, corp: Operator, hex_: Hex, tile: TileDef, rotation: int, reach_edges: set[int] | None
    ) -> bool:
        """A tile on a hex with stubs (Beijing's neighbours) must continue every stub (R 479)."""
        stubs = {rotate(edge, hex_.rotation) for edge in hex_.tile.stubs}
        if not stubs <= tile.exits(rotation):
            return False
        return super().rotation_legal(corp, hex_, tile, rotation, reach_edges)

    def upgrades_to(self, hex_: Hex, new: TileDef, special: bool = False) -> bool:
        old = hex_.tile
        if old.color == "white" and old.cities and old.towns:
            # a medium city becomes a city or a town (a double one: OO or a double town)
            if COLORS.index(new.color) != COLORS.index(old.color) + 1:
                return False
            double = len(old.cities) == 2 and new.label == "OO"  # a double medium city
            if new.label != old.label and not double:
                return False
            if len(new.cities) != len(old.cities) and len(new.towns) != len(old.towns):
                return False
            return any(paths_maintained(old, hex_.rotation, new, r) for r in range(6))
        if old.color == "white" and len(old.cities) == 2 and new.label == "OO":
            return len(new.cities) == 2 and new.color == "yellow"
        return super().upgrades_to(hex_, new, special)

    def discard_train(self, train: Train) -> None:
        """Trains over the limit leave the game (R 605-609)."""
        self.remove_train(train)
        train.owner = None

    def rocket_waits(self, entity: Operator) -> bool:
        """A trainless corporation of the Rocket's owner may use it before running."""
        rocket = self.company(self.ROCKET)
        return (
            isinstance(entity, Corporation)
            and not entity.trains
            and not rocket.closed
            and rocket.owner is entity.owner
        )

    def other_trains(self, corp: Operator) -> list[Train]:
        """Trains of the director's other corporations (offered from the first 3 on)."""
        return [
            t for t in super().other_trains(corp) if getattr(t.owner, "owner", None) is corp.owner
        ]

    def route_context(self, corp: Operator) -> RouteContext:
        ctx = super().route_context(corp)
        ctx.params["ferry_free"] = self.owner_holds(corp, self.FERRY_PRIVATE)
        ctx.params["taiwan_bonus"] = self.owner_holds(corp, self.TAIWAN_PRIVATE)
        if isinstance(corp, Minor):
            train = self.investor_train()
            if train is not None:
                ctx.trains = (self.route_train(train),)
        return ctx

    # -- events of new trains ----------------------------------------------------------------
    def float_percent_now(self, percent: int) -> None:
        for corp in self.corporations:
            if not corp.floated:
                corp.float_percent = percent

    def event_float_30(self) -> None:
        self.float_percent_now(30)

    def event_float_40(self) -> None:
        self.float_percent_now(40)

    def event_float_60(self) -> None:
        self.float_percent_now(60)

    def event_permit_b(self) -> None:
        self.permit_letter = "B"

    def event_permit_c(self) -> None:
        self.permit_letter = "C"

    def event_permit_d(self) -> None:
        self.permit_letter = "D"

    def event_all_shares_available(self) -> None:
        self.second_half_available = True
        if self.by_rulebook(LOWER_HALF_RELEASED):
            self.unbuyable.clear()
        else:  # only those in the corporations' hands now; one a player holds stays locked
            self.unbuyable = {s for s in self.unbuyable if s.owner is not s.corporation}

    def event_receive_capital(self) -> None:
        for corp in self.corporations:
            self.receive_capital(corp)
        self.full_capital = True

    def receive_capital(self, corp: Corporation1880) -> None:
        """Once five shares are out of the IPO (from the first 3 on), the second half of the
        capital: 5 x par (R 755-761)."""
        if corp.fully_funded or corp.par_price is None or len(corp.ipo_shares) > 5:
            return
        corp.fully_funded = True
        amount = corp.par_price.price * 5
        self.bank_pay(corp, amount)
        self.log_entry("capitalized", corporation=corp.sym, amount=amount)

    def event_can_buy_trains(self) -> None:
        self.can_cross_buy = True

    def event_communist_takeover(self) -> None:
        self.communism = True
        self.investors_operate = False
        for company in self.companies:
            company.revenue = 0
        rocket = self.company(self.ROCKET)
        if not rocket.closed and not any(c.owner is rocket.owner for c in self.corporations):
            # the Rocket's owner has no corporation to take the train: it leaves the game
            self.close_company(rocket)
            train = self.depot.upcoming[0]
            self.remove_train(train)
            train.owner = None
            self.buying_train(train)
            self.train_left_depot(train)

    def event_stock_exchange_reopens(self) -> None:
        self.communism = False

    def event_token_cost_doubled(self) -> None:
        for corp in self.corporations:
            for token in corp.unused_tokens():
                token.price *= 2

    def after_end_of_operating_turn(self, operator: Operator | None) -> None:
        """The game ends when the train marker's holder ends its turn in the third operating
        round after the one in which the first 8 was bought (R 583, 682)."""
        if (
            self.final_operating_round is not None
            and self.round.round_num == self.final_operating_round
            and operator is not None
            and operator is self.train_marker
        ):
            self.end_game("final_train")

    def end_game(self, reason: str) -> None:
        """At the end every investor still in play gives its owner 20 % of its cash and
        leaves the game (R 346)."""
        if self.finished:
            return
        index = 0
        while index < len(self.minors):
            investor = self.minors[index]
            if investor.owner is not None and not investor.closed:
                self.investor_pays_owner(investor, investor.cash * INVESTOR_END_SHARE // 100)
                self.close_investor(investor)  # leaves the list
                if self.by_rulebook(ALL_INVESTORS_PAY_AT_END):
                    continue
            index += 1  # 18xx.games steps on and so passes over the next investor
        super().end_game(reason)

    def event_signal_end_game(self) -> None:
        self.end_game_triggered = True
        self.final_operating_round = self.round.round_num + 3

    # -- the train marker and stock rounds -------------------------------------------------
    def never_removed(self, train: Train) -> bool:
        """Trains the circuit rule leaves in the bank: 10s, restored 2s, the second 8E."""
        return train.name in ("10", RESTORED_2) or train.id == "8E-1"

    def export_all(self, name: str) -> None:
        for train in [t for t in self.depot.upcoming if t.name == name]:
            self.remove_train(train)
            train.owner = None
            self.buying_train(train)
            self.train_left_depot(train)

    def train_left_depot(self, train: Train) -> None:
        """The last train of a kind has left the bank: a stock round interrupts the
        operating round (not for restored 2s, 8Es and 10s)."""
        upcoming = self.depot.upcoming
        if upcoming and upcoming[0].name == train.name or train.name in NO_STOCK_ROUND_TRAINS:
            return
        if train.name == ROCKET_TRAIN and not self.company(self.ROCKET).closed:
            # the last 4 is kept for the Rocket's forced exchange, which starts the stock round
            self.rocket_train = train
            return
        assert isinstance(self.round, OperatingRound1880)  # trains are bought while operating
        self.saved_operating_round = self.round
        self.turn += 1
        self.round = self.new_stock_round()
        self.round.start()

    def forced_rocket_exchange(self) -> bool:
        """In phase B3 the Rocket's owner must exchange it for a 4 (R 320)."""
        return self.phase.name == ROCKET_PHASE and not self.company(self.ROCKET).closed

    def give_rocket_train(self, corp: Corporation, train: Train) -> None:
        """The Rocket of China leaves the game; its train goes to the corporation for nothing
        (the train marker stays)."""
        self.close_company(self.company(self.ROCKET))
        if train.owner is self.depot:
            self.remove_train(train)
        train.owner = corp
        corp.trains.append(train)
        self.trains_changed()
        self.log_entry(
            "buys_train",
            corporation=corp.sym,
            train=train.name,
            price=0,
            serial=train.serial,
        )
        self.buying_train(train)
        self.train_left_depot(train)

    def stock_market_bonus(self, entity: Operator) -> int:
        price = entity.share_price if isinstance(entity, Corporation) else None
        if price is None:
            return 0
        return max((STOCK_MARKET_BONUS.get(letter, 0) for letter in price.zone), default=0)

    def investor_train(self) -> Train | None:
        """The bank's cheapest train (not a restored 2): the one an investor runs."""
        trains = [t for t in self.depot.depot_trains() if t.name != "2R"]
        return min(trains, key=lambda t: t.price, default=None)

    def route_rules(self) -> RouteRules:
        return RouteRules1880(
            trans_siberian_within_range=self.by_rulebook(TRANS_SIBERIAN_WITHIN_RANGE)
        )

    # -- investors' mergers -------------------------------------------------------------------
    def connected(self, investor: Investor) -> bool:
        """Whether the investor's home is reached from its corporation's stations."""
        corp = investor.linked
        if corp is None or not corp.floated or not any(t.used for t in corp.tokens):
            return False
        return any(hex_id == investor.coordinates for hex_id, _ in self.reach(corp).nodes)

    def merge_share(self, investor: Investor) -> None:
        corp, owner = investor.linked, investor.owner
        assert corp is not None and owner is not None  # connected() needs both
        self.merged_into[investor.sym] = corp
        percent = investor.percent_of(corp.sym)
        for share in list(investor.shares_of(corp.sym)):
            self.transfer_share(share, owner)
        self.bank_pay(owner, MERGER_BONUS)
        self.log_entry(
            "investor_merges",
            minor=investor.name,
            corporation=corp.sym,
            player=owner.name,
            percent=percent,
            amount=MERGER_BONUS,
        )

    def merger_choices(self, investor: Investor, question: str | None) -> list[str]:
        corp = self.merger_corporation(investor)
        owner = investor.owner
        assert owner is not None  # a drafted investor
        if question == "cash":
            if investor.cash <= 0:
                return []
            return [
                f"{self.money(investor.cash)} to {corp.sym} treasury",
                f"{self.money(investor.cash * 20 // 100)} to {owner.name}",
            ]
        if question == "token" and corp.unused_tokens() and self.investor_token(investor):
            return ["Replace", "Discard"]
        return []

    def merger_cash_money(self, investor: Investor) -> list[ChoiceMoney]:
        """What each answer of the cash question moves: all of it to the corporation's
        treasury, or 20 % to the investor's owner (the rest to the bank)."""
        corp = self.merger_corporation(investor)
        owner = investor.owner
        assert owner is not None  # a drafted investor
        return [
            {"amount": investor.cash, "to": corp.sym},
            {"amount": investor.cash * 20 // 100, "to": self.entity_ref(owner)[0]},
        ]

    def merger_corporation(self, investor: Investor) -> Corporation:
        corp = self.merged_into.get(investor.sym)
        assert corp is not None  # set when the share moved
        return corp

    def merger_cash(self, investor: Investor, choice: str) -> None:
        corp = self.merger_corporation(investor)
        if choice not in self.merger_choices(investor, "cash"):
            raise IllegalAction("not_offered", f"{choice!r} is not one of the choices")
        owner = investor.owner
        assert owner is not None  # a drafted investor
        if choice.endswith("treasury"):
            self.log_entry(
                "investor_cash_to_treasury",
                minor=investor.name,
                amount=investor.cash,
                corporation=corp.sym,
            )
            self.pay(investor, corp, investor.cash)
        else:
            self.investor_pays_owner(investor, investor.cash * 20 // 100)

    def investor_pays_owner(self, investor: Investor, amount: int) -> None:
        owner = investor.owner
        assert owner is not None  # a drafted investor
        if amount:
            self.pay(investor, owner, amount)
            self.log_entry(
                "investor_cash_to_owner", player=owner.name, amount=amount, minor=investor.name
            )

    def investor_token(self, investor: Investor) -> Token | None:
        return next((t for t in investor.tokens if t.used), None)

    def merger_token(self, investor: Investor, choice: str) -> None:
        corp = self.merger_corporation(investor)
        token = self.investor_token(investor)
        if token is None:
            return
        if choice != "Replace":
            self.log_entry(
                "investor_token_discarded", corporation=corp.sym, minor=investor.name, hex=token.hex
            )
            return
        new = min(corp.unused_tokens(), key=lambda t: t.price)
        assert token.hex is not None and token.city is not None  # a placed station
        city = self.board.hexes[token.hex].cities[token.city]
        city.tokens = [corp.sym if t == investor.sym else t for t in city.tokens]
        new.used, new.hex, new.city = True, token.hex, token.city
        self.log_entry(
            "investor_token_replaced", corporation=corp.sym, minor=investor.name, hex=token.hex
        )
        token.used, token.hex, token.city = False, None, None
        self.map_changed()

    def close_investor(self, investor: Investor) -> None:
        """The merged investor leaves the game: its cash to the bank, its station removed."""
        if investor.cash:
            self.log_entry("investor_cash_to_bank", minor=investor.name, amount=investor.cash)
            self.pay(investor, self.bank, investor.cash)
        self.remove_investor(investor)
        self.minors.remove(investor)

    # -- rounds -------------------------------------------------------------------------------
    def operating_round(self, round_num: int) -> OperatingRound:
        return OperatingRound1880(
            self,
            self.table_steps(
                [
                    HomeToken,
                    RocketPurchaseTrain,
                    DiscardTrain,
                    RocketExchange,
                    AssignPermit,
                    Track1880,
                    TokenStep,
                    Route1880,
                    Dividend1880,
                    BuyTrain1880,
                    CheckFIConnection,
                ]
            ),
            round_num,
        )

    def init_round(self) -> AuctionRound:
        return AuctionRound(self, [CompanyPendingPar, SelectionAuction])

    def stock_round(self) -> StockRound:
        return StockRound1880(self, self.table_steps([P0Payout, BuySellParShares]))

    def next_round(self) -> None:
        current = self.round
        if isinstance(current, AuctionRound):
            self.reorder_by_least_cash()
            self.round = DraftRound(self, [SimpleDraft])
        elif isinstance(current, DraftRound):
            self.round = self.new_stock_round()
        elif isinstance(current, StockRound) and self.saved_operating_round is not None:
            self.reorder_players()
            self.round = self.saved_operating_round
            self.round.resume()
            return
        elif isinstance(current, OperatingRound):
            # operating rounds follow each other until a train starts a stock round
            self.round = self.operating_round(current.round_num + 1)
        else:
            super().next_round()
            return
        self.round.start()

    def reorder_by_least_cash(self) -> None:
        """The new seating after the auction: least cash first, ties in the old order."""
        self.players = sorted(self.players, key=lambda p: (p.cash, self.players.index(p)))
        self.seat_order = list(self.players)


STATE = Game1880
