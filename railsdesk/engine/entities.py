"""The things a game is made of: players, corporations and their certificates, private
companies, trains, the bank and its pool. They hold state; the rules live in steps and rounds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from railsdesk.engine.market import SharePrice

if TYPE_CHECKING:
    from railsdesk.engine.depot import Depot


class ShareHolder:
    """Anyone who can hold certificates: players, the bank pool, a corporation's IPO."""

    name: str
    kind: str

    def __init__(self) -> None:
        self.shares_by_corp: dict[str, list[Share]] = {}
        # corporation -> the percent held, kept until its certificates here change (the
        # rules ask it over and over: limits, presidencies, what may be bought or sold)
        self._percents: dict[str, int] = {}

    def shares_of(self, corp: str) -> list[Share]:
        """The certificates held (to read: they change through add_share and remove_share)."""
        return self.shares_by_corp.setdefault(corp, [])

    def percent_of(self, corp: str) -> int:
        found = self._percents.get(corp)
        if found is None:
            found = sum(s.percent for s in self.shares_by_corp.get(corp, ()))
            self._percents[corp] = found
        return found

    def add_share(self, share: Share) -> None:
        sym = share.corporation.sym
        self.shares_of(sym).append(share)
        self._percents.pop(sym, None)

    def remove_share(self, share: Share) -> None:
        sym = share.corporation.sym
        self.shares_of(sym).remove(share)
        self._percents.pop(sym, None)

    def drop_corporation(self, corp: str) -> None:
        """The certificates of a corporation that leaves the game."""
        self.shares_by_corp.pop(corp, None)
        self._percents.pop(corp, None)

    def share_resized(self, corp: str) -> None:
        self._percents.pop(corp, None)

    def all_shares(self) -> list[Share]:
        return [s for shares in self.shares_by_corp.values() for s in shares]

    def num_shares_of(self, corporation: Corporation) -> float:
        return self.percent_of(corporation.sym) / corporation.share_percent


@dataclass(eq=False)
class Share:
    corporation: Corporation
    index: int
    percent: int
    president: bool
    owner: ShareHolder
    # must be the last certificate bought, issued or redeemed from where it lies (1849)
    last_cert: bool = False

    @property
    def id(self) -> str:
        return f"{self.corporation.sym}_{self.index}"

    def resize(self, percent: int) -> None:
        """A certificate that changes its size where it lies (1856's CGR, 1880's president's)."""
        self.percent = percent
        self.owner.share_resized(self.corporation.sym)

    def price(self) -> int:
        sp = self.corporation.share_price
        return 0 if sp is None else sp.price * self.percent // self.corporation.share_percent


class Player(ShareHolder):
    def __init__(self, id_: int | str, name: str, cash: int = 0):
        super().__init__()
        self.id = id_
        self.name = name
        self.cash = cash
        self.companies: list[Company] = []
        self.bankrupt = False
        self.passed = False

    kind = "player"

    def __repr__(self) -> str:
        return f"<Player {self.name}>"


class SharePool(ShareHolder):
    kind = "pool"
    name = "Market"


@dataclass(eq=False)
class Train:
    id: str
    name: str
    distance: int
    price: int
    rusts_on: str | None = None
    obsolete_on: str | None = None
    available_on: str | None = None
    discount: dict[str, int] = field(default_factory=dict)
    events: list[dict[str, Any]] = field(default_factory=list)
    owner: Corporation | Minor | Depot | None = None
    operated: bool = False
    rusted: bool = False
    obsolete: bool = False

    @property
    def sym(self) -> str:
        return self.name

    @property
    def serial(self) -> int:
        """Which of its kind the train is, from 1 ("2-3" is the fourth 2 train)."""
        return int(self.id.rsplit("-", 1)[1]) + 1


@dataclass(eq=False)
class Ability:
    """A private's power, declared in the title's data (type and parameters) and interpreted
    by the rules. The parameters most powers use are fields; the rest stay in `data`."""

    type: str
    data: dict[str, Any]
    owner: object = None
    count: int | None = None
    used: bool = False
    hexes: list[str] = field(default_factory=list)
    tiles: list[str] = field(default_factory=list)
    corporations: list[str] = field(default_factory=list)
    shares: list[str] = field(default_factory=list)  # share ids ("B&O_0")
    when: str | None = None  # when the power may be used (a step's ability_time)

    @classmethod
    def from_data(cls, data: dict[str, Any], owner: object) -> Ability:
        shares = data.get("shares", [])
        return cls(
            type=data["type"],
            data=data,
            owner=owner,
            count=data.get("count"),
            hexes=list(data.get("hexes", [])),
            tiles=list(data.get("tiles", [])),
            corporations=list(data.get("corporations", [])),
            shares=[shares] if isinstance(shares, str) else list(shares),
            when=data.get("when"),
        )


class Company:
    """A private company."""

    kind = "company"

    def __init__(self, data: dict[str, Any]):
        self.sym: str = data["sym"]
        self.name: str = data["name"]
        self.value: int = data["value"]
        self.revenue: int = data["revenue"]
        self.discount = 0
        self.owner: Player | Corporation | None = None
        self.closed = False
        self.abilities = [Ability.from_data(a, self) for a in data.get("abilities", [])]

    @property
    def min_bid(self) -> int:
        return self.value - self.discount

    def __repr__(self) -> str:
        return f"<Company {self.sym}>"


class Corporation(ShareHolder):
    kind = "corporation"

    def __init__(self, data: dict[str, Any]):
        super().__init__()
        self.sym: str = data["sym"]
        self.name: str = data["name"]
        self.color: str = data.get("color", "#888888")
        self.text_color: str = data.get("text_color", "white")
        self.coordinates: str | None = data.get("coordinates")
        self.home_city: int | None = data.get("city")
        self.float_percent: int = data.get("float_percent", 60)
        self.token_prices: list[int] = list(data.get("tokens", []))
        self.tokens: list[Token] = [Token(self, price) for price in self.token_prices]
        self.max_ownership_percent: int = data.get("max_ownership_percent", 60)
        self.cash = 0
        self.share_price: SharePrice | None = None
        self.par_price: SharePrice | None = None
        self.ipoed = False
        self.floated = False
        self.capitalized = False
        self.owner: Player | None = None  # the president
        self.trains: list[Train] = []
        self.companies: list[Company] = []
        self.operating_history: dict[tuple[int, int], int] = {}
        self.closed = False
        self.loans: list[Loan] = []
        self.share_percent = 10
        self.total_shares = 10
        self.presidents_share: Share | None = None

    def create_shares(self, layout: list[int]) -> None:
        """Certificates in the IPO: the first is the president's."""
        for index, percent in enumerate(layout):
            self.add_share(Share(self, index, percent, index == 0, self))
        self.presidents_share = self.shares_of(self.sym)[0]
        self.share_percent = layout[1] if len(layout) > 1 else layout[0]
        self.total_shares = 100 // self.share_percent

    @property
    def ipo_shares(self) -> list[Share]:
        return self.shares_of(self.sym)

    def unused_tokens(self) -> list[Token]:
        return [t for t in self.tokens if not t.used]

    def next_token(self) -> Token | None:
        return next((t for t in self.tokens if not t.used), None)

    @property
    def operated(self) -> bool:
        return bool(self.operating_history)

    def __repr__(self) -> str:
        return f"<Corporation {self.sym}>"


class Minor:
    """A minor company: one owner, no shares on the market (1880's foreign investors)."""

    kind = "minor"

    def __init__(self, data: dict[str, Any]):
        self.sym: str = data["sym"]
        self.name: str = data["name"]
        self.color: str = data.get("color", "#888888")
        self.text_color: str = data.get("text_color", "white")
        self.coordinates: str | None = data.get("coordinates")
        self.home_city: int | None = data.get("city")
        self.token_prices: list[int] = list(data.get("tokens", []))
        self.tokens: list[Token] = [Token(self, price) for price in self.token_prices]
        self.cash = 0
        self.owner: Player | None = None
        self.trains: list[Train] = []
        self.companies: list[Company] = []
        self.operating_history: dict[tuple[int, int], int] = {}
        self.floated = False
        self.closed = False

    def next_token(self) -> Token | None:
        return next((t for t in self.tokens if not t.used), None)

    def __repr__(self) -> str:
        return f"<Minor {self.sym}>"


@dataclass(eq=False)
class Token:
    corporation: Corporation | Minor
    price: int
    used: bool = False
    hex: str | None = None
    city: int | None = None


@dataclass(eq=False)
class Loan:
    """A loan a corporation has taken from the bank (1856); ids as 18xx.games numbers them."""

    id: int
    amount: int


class Bank:
    name = "The Bank"
    kind = "bank"

    def __init__(self, cash: int | str):
        # "unlimited" (1880): the bank starts empty, pays into negative numbers, never breaks
        self.unlimited = cash == "unlimited"
        self.cash = 0 if isinstance(cash, str) else cash
        self.broken = False


# Who may act in a round, who may run trains, and who holds money.
Entity = Player | Corporation | Minor | Company
Operator = Corporation | Minor
CashHolder = Player | Corporation | Minor | Bank
