"""1880's pre-phase (Vorphase): the privates auctioned one at a time in order, the BCR founded by
the buyer of P6, and the draft of the foreign investors."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from railsdesk.engine.contract import BidChoice, Choices, ParChoice
from railsdesk.engine.entities import Company, Corporation, Entity, Minor, Player
from railsdesk.engine.rounds import Round
from railsdesk.engine.steps.base import Step
from railsdesk.games.g1880.rules import (
    AUCTION_RAISES,
    FORCED_WIN_STARTER,
    MIN_BID_INCREMENT,
)

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.games.g1880 import Corporation1880, Game1880


class SelectionAuction(Step):
    """P0 to P7 are auctioned in this order. The starter may open at the minimum or pass;
    then the others in seating order raise or pass until one bidder is left. The starter of
    the next private is the seat after the last starter. When all pass without a bid, P0/P1
    get cheaper (at 0 the starter must take it); later privates pay their income first."""

    name = "auction"
    game: Game1880

    def __init__(self, game: Game1880, round_: Round, **opts: Any):
        super().__init__(game, round_, **opts)
        self.companies = sorted(game.auction_companies(), key=lambda c: c.sym)
        self.starter = 0  # the seat of the player who opens the private up for auction
        self.bidders: list[Player] = []  # those still in the auction, from the starter on
        self.high: tuple[Player, int] | None = None
        if self.companies:
            self.open_auction()

    # -- queries ------------------------------------------------------------------------
    @property
    def company(self) -> Company:
        return self.companies[0]

    def seats_from_starter(self) -> list[Player]:
        players = self.game.players
        return players[self.starter :] + players[: self.starter]

    def current_entity(self) -> Player | None:
        if not self.companies or not self.bidders:
            return None
        if self.high is None:
            return self.bidders[0]
        index = self.bidders.index(self.high[0])
        return self.bidders[(index + 1) % len(self.bidders)]

    def actions(self, entity: Entity) -> list[str]:
        return ["bid", "pass"] if entity is self.current_entity() else []

    def min_bid(self) -> int:
        if self.high is None:
            return self.company.min_bid
        return self.high[1] + MIN_BID_INCREMENT

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Player)  # actions() offers bids to the player to act only
        low = self.min_bid()
        choices: list[BidChoice] = []
        if low <= entity.cash:
            choices.append({"company": self.company.sym, "min": low, "max": entity.cash})
        return {"bid": choices}

    def bids_view(self) -> list[dict[str, Any]]:
        """The bid standing now."""
        if self.high is None:
            return []
        player, price = self.high
        return [{"company": self.company.sym, "player": player.id, "price": price}]

    # -- actions ------------------------------------------------------------------------
    def process_bid(self, action: Action, entity: Player) -> None:
        price: int = action["price"]
        if self.game.by_rulebook(AUCTION_RAISES):
            base = self.company.min_bid if self.high is None else self.high[1]
            if (price - base) % MIN_BID_INCREMENT:
                raise self.illegal(
                    "raise_by_five", f"a bid raises by {MIN_BID_INCREMENT} or a multiple of it"
                )
        self.add_bid(entity, price)
        self.resolve()

    def add_bid(self, player: Player, price: int) -> None:
        self.high = (player, price)
        self.game.log_entry("bids", player=player.name, price=price, company=self.company.name)
        low = self.min_bid()
        for other in [p for p in self.bidders if p is not player and p.cash < low]:
            self.game.log_entry("cannot_bid", player=other.name, company=self.company.name)
            self.bidders.remove(other)

    def process_pass(self, action: Action, entity: Entity) -> None:
        assert isinstance(entity, Player)  # the auction's turns are players'
        self.game.log_entry("passes_on", player=entity.name, company=self.company.name)
        self.bidders.remove(entity)
        if not self.bidders and self.high is None:
            self.all_passed()
        else:
            self.resolve()

    def resolve(self) -> None:
        if len(self.bidders) != 1 or self.high is None:
            return
        player, price = self.high
        self.win(player, self.company, price)
        self.next_starter(1)

    def win(self, player: Player, company: Company, price: int) -> None:
        company.value = 0  # a private bought in the auction adds nothing to a score
        self.game.give_company(company, player, price)
        self.companies.remove(company)
        self.game.log_entry("buys_company", player=player.name, company=company.name, price=price)
        self.game.after_buy_company(player, company)

    def next_starter(self, seats: int) -> None:
        """The next seat (or the one after it) starts; a player who cannot pay the minimum of
        any private left is passed over."""
        players = self.game.players
        for _ in range(seats):
            for _ in players:
                self.starter = (self.starter + 1) % len(players)
                if any(players[self.starter].cash >= c.min_bid for c in self.companies):
                    break
        if self.companies:
            self.open_auction()

    def open_auction(self) -> None:
        self.high = None
        low = self.company.min_bid
        starter = self.seats_from_starter()[0]
        self.bidders = [p for p in self.seats_from_starter() if p is starter or p.cash >= low]
        for player in self.game.players:
            if player not in self.bidders:
                self.game.log_entry("cannot_bid", player=player.name, company=self.company.name)

    def all_passed(self) -> None:
        first_two = {c.sym for c in self.game.companies[:2]}
        if first_two & {c.sym for c in self.companies}:
            company = self.company
            company.discount += 5
            self.game.log_entry("min_bid_drops", company=company.name, price=company.min_bid)
            if company.min_bid <= 0:
                self.win(self.seats_from_starter()[0], company, 0)
                self.next_starter(1 if self.game.by_rulebook(FORCED_WIN_STARTER) else 2)
                return
        else:
            self.game.payout_companies()
        self.open_auction()


class CompanyPendingPar(Step):
    """The buyer of P6 founds the BCR at 100: a slot on the order track, then the building
    permits; then the president's certificate is his and P6 closes."""

    name = "par"
    game: Game1880

    def __init__(self, game: Game1880, round_: Round, **opts: Any):
        super().__init__(game, round_, **opts)
        self.slot: int | None = None

    @property
    def active(self) -> bool:
        return bool(self.game.companies_pending_par)

    def current_entity(self) -> Player | Corporation | None:
        pending = self.game.companies_pending_par
        return pending[0].owner if pending else None

    def pending_corporation(self) -> Corporation1880:
        company = self.game.companies_pending_par[0]
        ability = next(a for a in company.abilities if a.type == "shares")
        return self.game.corporation(ability.shares[0].rsplit("_", 1)[0])

    def actions(self, entity: Entity) -> list[str]:
        if not self.game.companies_pending_par or entity is not self.current_entity():
            return []
        return ["par"] if self.slot is None else ["choose"]

    def options(self, entity: Entity) -> Choices:
        corp = self.pending_corporation()
        if self.slot is None:
            return {"par": self.par_choices(corp)}
        return {"choose": self.game.permit_choices(corp.presidents_percent), "question": "permits"}

    def par_choices(self, corp: Corporation) -> list[ParChoice]:
        price = self.game.market.par_price(self.game.BCR_PAR)
        assert price is not None  # a par cell of the data
        return [
            {"corporation": corp.sym, "share_price": price.id(), "price": price.price, "slot": s}
            for s in self.game.free_slots(price.price)
        ]

    def process_par(self, action: Action, entity: Player) -> None:
        self.slot = action["slot"]
        corp = self.pending_corporation()
        price = self.game.market.par_price(self.game.BCR_PAR)
        assert price is not None  # a par cell of the data
        self.game.log_entry(
            "takes_slot", player=entity.name, corporation=corp.sym, price=price.price
        )

    def process_choose(self, action: Action, entity: Player) -> None:
        corp = self.pending_corporation()
        assert self.slot is not None  # choose follows the par
        price = self.game.market.par_price(self.game.BCR_PAR)
        assert price is not None  # a par cell of the data
        self.game.take_slot(corp, price.price, self.slot)
        corp.building_permits = action["choice"]
        self.game.log_entry("building_permits", corporation=corp.sym, permits=action["choice"])
        self.game.par_corporation(entity, corp, price.id(), buy_president=False)
        assert corp.presidents_share is not None  # created with the corporation's shares
        self.game.transfer_share(corp.presidents_share, entity)
        company = self.game.companies_pending_par.pop(0)
        self.game.log_entry(
            "receives_share_with",
            player=entity.name,
            percent=corp.presidents_share.percent,
            corporation=corp.sym,
            company=company.name,
        )
        self.slot = None


class DraftRound(Round):
    """The foreign investors: each player in the new seating takes one, free."""

    kind = "Draft"
    short = "Draft"
    entities: list[Player]

    def select_entities(self) -> list[Player]:
        return list(self.game.players)


class SimpleDraft(Step):
    name = "draft"
    game: Game1880
    round: DraftRound

    def available(self) -> list[Minor]:
        return [m for m in self.game.minors if m.owner is None and not m.closed]

    def current_entity(self) -> Player | None:
        drafted = sum(1 for m in self.game.minors if m.owner is not None)
        players = self.round.entities
        return players[drafted] if drafted < len(players) else None

    def actions(self, entity: Entity) -> list[str]:
        return ["bid"] if entity is self.current_entity() else []

    def options(self, entity: Entity) -> Choices:
        return {"bid": [{"minor": m.sym, "min": 0, "max": 0} for m in self.available()]}

    def process_bid(self, action: Action, entity: Player) -> None:
        minor = self.game.minor(action["minor"])
        minor.owner = entity
        minor.floated = True
        self.game.log_entry("takes_investor", player=entity.name, minor=minor.name)
        bcr = self.game.corporation(self.game.BCR)
        if entity.percent_of(bcr.sym):
            self.game.reserve_share(minor, bcr)
        if len(self.available()) == len(self.game.minors) - len(self.game.players):
            for left in self.available():
                self.game.remove_investor(left)
