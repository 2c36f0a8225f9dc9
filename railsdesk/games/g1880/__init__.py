"""1880 China. Data in data.json; the rules that differ from the shared engine are here: the
pre-phase (auction of the privates one by one, the BCR, the foreign investors' draft), the
order track, building permits and presidents' certificates of 20, 30 or 40 %.

Not yet playable to the end: the operating rounds follow (docs/titles/1880.md, 5.3)."""

from __future__ import annotations

from typing import Any

from railsdesk.engine.entities import Corporation, Minor, Player, Share, ShareHolder
from railsdesk.engine.errors import GameDataError
from railsdesk.engine.game import GameState
from railsdesk.engine.rounds import AuctionRound, OperatingRound, StockRound
from railsdesk.games.g1880.auction import (
    CompanyPendingPar,
    DraftRound,
    SelectionAuction,
    SimpleDraft,
)
from railsdesk.games.g1880.rules import PAR_PRICES, PERMITS, SLOTS
from railsdesk.games.g1880.stock import BuySellParShares, StockRound1880

TITLE = "1880"
PLAYERS = (3, 7)
OPTIONS: dict[str, str] = {}
PLAYABLE = False  # the operating rounds are not built yet


class Corporation1880(Corporation):
    def __init__(self, data: dict[str, Any]):
        super().__init__(data)
        self.building_permits = ""  # the phase letters it may build in ("ABC", "D", ...)

    @property
    def presidents_percent(self) -> int:
        assert self.presidents_share is not None  # created with the corporation's shares
        return self.presidents_share.percent


class Investor(Minor, ShareHolder):
    """A foreign investor: a minor that holds the reserved share of its owner's corporation."""

    def __init__(self, data: dict[str, Any]):
        Minor.__init__(self, data)
        ShareHolder.__init__(self)


class Game1880(GameState):
    title = TITLE
    corporation_class = Corporation1880
    minor_class = Investor
    corporations: list[Corporation1880]  # type: ignore[assignment]
    minors: list[Investor]  # type: ignore[assignment]
    CERT_LIMIT_INCLUDES_PRIVATES = False
    MARKET_SHARE_LIMIT = 80
    BCR = "BCR"
    BCR_PAR = "100,1,3"
    UNBUYABLE_FROM = 4  # certificates with this index and above are the lower half (R 242)

    def setup(self) -> None:
        self.permit_letter = "A"
        self.par_chart: dict[int, list[Corporation | None]] = {
            p: [None] * SLOTS for p in PAR_PRICES
        }
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

    def investor_of(self, player: Player) -> Investor | None:
        return next((m for m in self.minors if m.owner is player and not m.closed), None)

    def remove_investor(self, investor: Minor) -> None:
        investor.closed = True
        for token in investor.tokens:
            if token.used and token.hex is not None and token.city is not None:
                city = self.board.hexes[token.hex].cities[token.city]
                city.tokens = [None if t == investor.sym else t for t in city.tokens]
                token.used, token.hex, token.city = False, None, None
        self.map_changed()

    # -- shares ------------------------------------------------------------------------------
    def first_buyable(self, corp: Corporation) -> Share | None:
        """The lowest-numbered certificate of the upper half still in the IPO."""
        shares = [s for s in corp.ipo_shares if not s.president and s not in self.unbuyable]
        return min(shares, key=lambda s: s.index, default=None)

    def resize_presidents_share(self, corp: Corporation, percent: int) -> None:
        """A president's certificate of 30 or 40 % replaces the last buyable 10 % ones."""
        share = corp.presidents_share
        assert share is not None  # created with the corporation's shares
        buyable = sorted(
            (s for s in corp.ipo_shares if not s.president and s not in self.unbuyable),
            key=lambda s: s.index,
        )
        for removed in buyable[len(buyable) - (percent - share.percent) // corp.share_percent :]:
            corp.ipo_shares.remove(removed)
        share.percent = percent

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
        for investor in self.minors:
            for share in investor.shares_of(corp.sym):
                if share.index == index:
                    return share
        return super().find_share(corp, index)

    # -- rounds -------------------------------------------------------------------------------
    def operating_round(self, round_num: int) -> OperatingRound:
        raise GameDataError("1880's operating rounds are not part of railsdesk yet")

    def init_round(self) -> AuctionRound:
        return AuctionRound(self, [CompanyPendingPar, SelectionAuction])

    def stock_round(self) -> StockRound:
        return StockRound1880(self, [BuySellParShares])

    def next_round(self) -> None:
        current = self.round
        if isinstance(current, AuctionRound):
            self.reorder_by_least_cash()
            self.round = DraftRound(self, [SimpleDraft])
        elif isinstance(current, DraftRound):
            self.round = self.new_stock_round()
        else:
            super().next_round()
            return
        self.round.start()

    def reorder_by_least_cash(self) -> None:
        """The new seating after the auction: least cash first, ties in the old order."""
        self.players = sorted(self.players, key=lambda p: (p.cash, self.players.index(p)))
        self.seat_order = list(self.players)


STATE = Game1880
