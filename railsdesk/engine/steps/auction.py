"""The 1830 private auction ("waterfall"): the cheapest private is bought at its price, others
take bids that wait until the private becomes the cheapest; when everyone passes, the
cheapest private's price drops (to zero: the next player must take it) or, if it is sold,
the privates pay their income."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from railsdesk.engine.contract import BidChoice, Choices
from railsdesk.engine.entities import Company, Corporation, Entity, Player
from railsdesk.engine.steps.base import Step

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.game import GameState
    from railsdesk.engine.rounds import AuctionRound, Round

Bid = tuple[Player, int]

MIN_BID_INCREMENT = 5


class CompanyPendingPar(Step):
    """A player who bought a private with a president's certificate sets that company's par."""

    name = "par"

    def actions(self, entity: Entity) -> list[str]:
        pending = self.game.companies_pending_par
        if pending and entity is pending[0].owner:
            return ["par"]
        return []

    def current_entity(self) -> Player | Corporation | None:
        pending = self.game.companies_pending_par
        return pending[0].owner if pending else None

    @property
    def active(self) -> bool:
        return bool(self.game.companies_pending_par)

    def pending_corporation(self) -> Corporation:
        company = self.game.companies_pending_par[0]
        ability = next(a for a in company.abilities if a.type == "shares")
        return self.game.corporation(ability.shares[0].rsplit("_", 1)[0])

    def options(self, entity: Entity) -> Choices:
        corp = self.pending_corporation()
        prices = self.game.par_prices()
        return {"par": [self.game.par_option(corp, price) for price in prices]}

    def process_par(self, action: Action, entity: Player) -> None:
        company = self.game.companies_pending_par[0]
        ability = next(a for a in company.abilities if a.type == "shares")
        corp = self.game.corporation(ability.shares[0].rsplit("_", 1)[0])
        if action.get("corporation") != corp.sym:
            raise self.illegal("wrong_corporation", f"{company.name} gives the par of {corp.name}")
        self.game.par_corporation(entity, corp, action.get("share_price"), buy_president=False)
        assert corp.presidents_share is not None  # created with the corporation's shares
        self.game.transfer_share(corp.presidents_share, entity)
        self.game.log_entry(
            "receives_share_with",
            player=entity.name,
            percent=corp.presidents_share.percent,
            corporation=corp.sym,
            company=company.name,
        )
        self.game.check_float(corp)
        self.game.companies_pending_par.pop(0)


class WaterfallAuction(Step):
    name = "auction"
    round: AuctionRound

    def __init__(self, game: GameState, round_: Round, **opts: Any):
        super().__init__(game, round_, **opts)
        self.companies = sorted(game.auction_companies(), key=lambda c: c.value)
        self.cheapest = self.companies[0] if self.companies else None
        self.bids: dict[Company, list[Bid]] = {}  # (player, price) in bidding order
        self.auctioning: Company | None = None

    # -- queries ------------------------------------------------------------------------
    def active_bids(self) -> tuple[Company, list[Bid]] | None:
        """(company, bids) of the private being auctioned among several bidders, if any."""
        if self.auctioning is not None and len(self.bids.get(self.auctioning, [])) > 1:
            return self.auctioning, self.bids[self.auctioning]
        return None

    def current_entity(self) -> Entity | None:
        auction = self.active_bids()
        if auction:
            return min(auction[1], key=lambda b: b[1])[0]
        return self.round.current_entity()

    def actions(self, entity: Entity) -> list[str]:
        if not self.companies:
            return []
        return ["bid", "pass"] if entity is self.current_entity() else []

    def may_purchase(self, company: Company) -> bool:
        return self.active_bids() is None and bool(self.companies) and company is self.companies[0]

    def committed_cash(self, player: Player) -> int:
        return sum(p for bids in self.bids.values() for who, p in bids if who is player)

    def current_bid(self, player: Player, company: Company) -> int:
        return next((p for who, p in self.bids.get(company, []) if who is player), 0)

    def max_bid(self, player: Player, company: Company) -> int:
        return player.cash - self.committed_cash(player) + self.current_bid(player, company)

    def min_bid(self, company: Company) -> int:
        if self.may_purchase(company):
            return company.min_bid
        bids = self.bids.get(company, [])
        high = max((p for _, p in bids), default=None)
        return (high if high is not None else company.min_bid) + MIN_BID_INCREMENT

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Player)  # actions() offers bids to the player to act only
        return {"bid": self.bid_options(entity)}

    def bid_options(self, player: Player) -> list[BidChoice]:
        auction = self.active_bids()
        targets = [auction[0]] if auction else self.companies
        options: list[BidChoice] = []
        for company in targets:
            low, high = self.min_bid(company), self.max_bid(player, company)
            if self.may_purchase(company):  # the cheapest private is bought at its price
                if low <= high:
                    options.append(
                        {"company": company.sym, "min": low, "max": low, "purchase": True}
                    )
            elif low <= high:
                options.append({"company": company.sym, "min": low, "max": high})
        return options

    def bids_view(self) -> list[dict[str, Any]]:
        """The bids standing now, in bidding order."""
        return [
            {"company": company.sym, "player": player.id, "price": price}
            for company, bids in self.bids.items()
            for player, price in bids
        ]

    # -- actions ------------------------------------------------------------------------
    def process_pass(self, action: Action, entity: Entity) -> None:
        assert isinstance(entity, Player)  # the auction's turns are players'
        auction = self.active_bids()
        if auction:
            company, bids = auction
            self.game.log_entry("passes_on", player=entity.name, company=company.name)
            self.bids[company] = [b for b in bids if b[0] is not entity]
            self.resolve_bids()
            return
        self.game.log_entry("passes_bidding", player=entity.name)
        entity.passed = True
        if all(p.passed for p in self.round.entities):
            self.all_passed()
        self.round.next_entity_index()

    def process_bid(self, action: Action, entity: Player) -> None:
        company = self.game.company(action.get("company"))
        price = action.get("price")
        if company not in self.companies:
            raise self.illegal("not_for_sale", f"{company.name} is not for sale")
        if not isinstance(price, int):
            raise self.illegal("bad_price", "a bid needs a whole price")
        auction = self.active_bids()
        if auction and company is not auction[0]:
            raise self.illegal(
                "auction_running", f"only {auction[0].name} may be bid on now", company=company.sym
            )
        if auction:
            self.add_bid(entity, company, price)
            entity.passed = False
            return
        if self.may_purchase(company):
            if price != company.min_bid:
                raise self.illegal(
                    "wrong_price",
                    f"{company.name} is bought for {company.min_bid}",
                    price=company.min_bid,
                )
            entity.passed = False
            self.buy_company(entity, company, price)
            self.resolve_bids()
        else:
            self.add_bid(entity, company, price)
            entity.passed = False
        self.round.next_entity_index()

    def add_bid(self, player: Player, company: Company, price: int) -> None:
        low = self.min_bid(company)
        if price < low:
            raise self.illegal(
                "bid_too_low", f"the minimum bid for {company.name} is {low}", min=low
            )
        high = self.max_bid(player, company)
        if price > high:
            raise self.illegal("bid_too_high", f"{player.name} can bid at most {high}", max=high)
        bids = [b for b in self.bids.get(company, []) if b[0] is not player]
        bids.append((player, price))
        self.bids[company] = bids
        self.game.log_entry("bids", player=player.name, price=price, company=company.name)

    def resolve_bids(self) -> None:
        while self.companies:
            company = self.companies[0]
            self.auctioning = None
            bids = self.bids.get(company, [])
            if len(bids) == 1:
                player, price = bids[0]
                del self.bids[company]
                self.buy_company(player, company, price)
                continue
            if len(bids) > 1:
                self.auctioning = company
            break

    def buy_company(self, player: Player, company: Company, price: int) -> None:
        if self.max_bid(player, company) < price:
            raise self.illegal("cannot_afford", f"{player.name} cannot pay {price}")
        self.game.give_company(company, player, price)
        self.companies.remove(company)
        self.game.log_entry("buys_company", player=player.name, company=company.name, price=price)
        self.game.after_buy_company(player, company)

    def all_passed(self) -> None:
        if self.cheapest in self.companies:
            company = self.cheapest
            company.discount += 5
            self.game.log_entry("min_bid_drops", company=company.name, price=company.min_bid)
            if company.min_bid <= 0:
                self.round.next_entity_index()
                player = self.round.current_entity()
                assert isinstance(player, Player)  # the auction's turns are players'
                self.buy_company(player, company, 0)
                self.resolve_bids()
        else:
            self.game.payout_companies()
        for player in self.round.entities:
            player.passed = False
