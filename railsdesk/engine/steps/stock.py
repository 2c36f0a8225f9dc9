"""Stock round: sell, buy and par, in any order within a turn (sell-buy-sell), plus private
sales between players. The rules of holding (60%, certificate limit, pool limit) live in
GameState; this step decides what a player may do in this turn."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from railsdesk.engine.contract import (
    BundleChoice,
    Choices,
    CompanyPurchaseChoice,
    ParChoice,
    Refusal,
    ShareRefusal,
)
from railsdesk.engine.entities import Company, Corporation, Entity, Player, Share, ShareHolder
from railsdesk.engine.readings import PRIVATE_PURCHASE_IS_EXTRA
from railsdesk.engine.steps.base import Step

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.game import GameState
    from railsdesk.engine.market import SharePrice
    from railsdesk.engine.rounds import Round

PURCHASES = frozenset(("buy_shares", "par", "buy_company"))
SHARE_PURCHASES = frozenset(("buy_shares", "par"))

# a certificate the player would buy next from a place ("ipo", "market"), and why he may not
Offer = tuple[Share, str, Refusal | None]


class BuySellParShares(Step):
    name = "shares"
    pass_key = "passes_stock_round"

    def setup(self) -> None:
        sold = self.game.players_sold
        for corps in sold.values():
            for corp in corps:
                corps[corp] = "prev"
        self.turn_actions: list[str] = []
        self.bought_from_ipo = False
        self._bought_corps: list[Corporation] = []

    # -- what the player may do -----------------------------------------------------------
    def actions(self, entity: Entity) -> list[str]:
        if entity is not self.current_entity() or not isinstance(entity, Player):
            return []
        game = self.game
        if self.must_sell(entity):
            return ["sell_shares"]
        found: list[str] = []
        if any(self.buyable(entity)):
            found.append("buy_shares")
        if any(self.pars(entity)):
            found.append("par")
        if self.purchasable_companies(entity):
            found.append("buy_company")
        if self.sales_open() and game.any_sellable(entity):
            found.append("sell_shares")
        if found:
            found.append("pass")
        return found

    def sales_open(self) -> bool:
        """Whether the turn still allows sales (titles where selling comes before buying
        close them with the purchase)."""
        return True

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Player)  # actions() offers shares to players only
        if self.must_sell(entity):
            return {"sell_shares": self.game.sell_options(entity)}
        offers = list(self.share_offers(entity))  # asked once for both lists
        return {
            "buy_shares": self.offered_bundles(offers),
            "refused_shares": refused_places(offers),
            "par": self.par_options(entity),
            "sell_shares": self.game.sell_options(entity),
            "buy_company": self.company_options(entity),
            "turn_acted": bool(self.turn_actions),
        }

    def choices_for(self, action: Action, entity: Entity) -> Any:
        """Only the choices of the action's type (checking one action need not list all)."""
        assert isinstance(entity, Player)  # actions() offers shares to players only
        if self.must_sell(entity) and action.type != "sell_shares":
            return None
        if action.type == "buy_shares":
            return self.bought_bundles(entity, action)
        if action.type == "sell_shares":
            return self.sold_bundles(entity, action)
        compute = {"par": self.par_options, "buy_company": self.company_options}.get(action.type)
        return None if compute is None else compute(entity)

    def company_options(self, player: Player) -> list[CompanyPurchaseChoice]:
        companies: list[CompanyPurchaseChoice] = []
        for c in self.purchasable_companies(player):
            assert isinstance(c.owner, Player)  # only players' privates are for sale
            companies.append({"company": c.sym, "owner": c.owner.id, "min": 1, "max": player.cash})
        return companies

    def bought(self) -> bool:
        # Rulebook: buying a private from a player is an extra deal, not the turn's purchase.
        extra = self.game.by_rulebook(PRIVATE_PURCHASE_IS_EXTRA)
        return not (SHARE_PURCHASES if extra else PURCHASES).isdisjoint(self.turn_actions)

    def must_sell(self, player: Player) -> bool:
        """Over the certificate limit or a holding limit, with shares that may be sold."""
        game = self.game
        if game.num_certs(player) > game.cert_limit():
            return game.any_sellable(player)
        return any(
            not game.holding_ok(player, corp) and game.any_sellable(player, corp)
            for corp in game.corporations
            if player.shares_by_corp.get(corp.sym)
        )

    def can_buy_multiple(self, corp: Corporation, source: ShareHolder) -> bool:
        game = self.game
        if game.multiple_buy_only_from_market():
            if source is not game.pool or self.bought_from_ipo:
                return False
        return (
            corp.share_price is not None
            and corp.share_price.buy_multiple
            and "par" not in self.turn_actions
            and all(c is corp for c in self.bought_corporations)
        )

    @property
    def bought_corporations(self) -> list[Corporation]:
        return self._bought_corps

    def buys_more(self, player: Player, corp: Corporation, source: ShareHolder) -> bool:
        """Whether the turn's purchase made, the player may buy this certificate too."""
        return self.can_buy_multiple(corp, source)

    def can_buy(
        self, player: Player, shares: list[Share], source: ShareHolder, percent: int
    ) -> bool:
        return self.refusal(player, shares, source, percent) is None

    def refusal(
        self, player: Player, shares: list[Share], source: ShareHolder, percent: int
    ) -> Refusal | None:
        """Why the rules refuse the player these certificates now (None: he may buy them)."""
        game = self.game
        corp = shares[0].corporation
        if game.players_sold.get(player, {}).get(corp):
            return {"reason": "sold"}
        if self.bought() and not self.buys_more(player, corp, source):
            return {"reason": "bought"}
        if not game.can_gain(player, corp, percent):  # a limit, whatever his cash
            if not game.holding_ok(player, corp, percent):
                return {"reason": "holding", "limit": corp.max_ownership_percent}
            return {"reason": "cert_limit", "limit": game.cert_limit()}
        price = game.bundle_price(shares, percent)
        if player.cash < price:
            return {"reason": "cash", "price": price, "cash": player.cash}
        return None

    def share_offers(self, player: Player, only: Corporation | None = None) -> Iterator[Offer]:
        """The certificate a player would buy next from each place (IPO, pool) of every
        started corporation (of one, if given), with why he may not (None: he may)."""
        for corp in [only] if only else self.game.corporations:
            if corp.ipoed:
                for share, source, name in self.offered_certificates(corp):
                    yield share, name, self.refusal(player, [share], source, share.percent)

    def offered_certificates(self, corp: Corporation) -> Iterator[tuple[Share, ShareHolder, str]]:
        """The certificates of a started corporation a player would buy next, with where
        from (holder, "ipo" or "market"): the first ordinary one of the IPO and the pool."""
        for source, name in self.share_sources(corp):
            share = next((s for s in source.shares_of(corp.sym) if not s.president), None)
            if share is not None:
                yield share, source, name

    def share_sources(self, corp: Corporation) -> tuple[tuple[ShareHolder, str], ...]:
        """Where a corporation's certificates are bought from: its IPO and the bank pool."""
        return ((corp, "ipo"), (self.game.pool, "market"))

    def buyable(
        self, player: Player, only: Corporation | None = None
    ) -> Iterator[tuple[Share, str]]:
        """Certificates the player may buy now, one at a time, from the IPO or the pool (of
        one corporation, if given)."""
        for share, source, refusal in self.share_offers(player, only):
            if refusal is None:
                yield share, source

    def buyable_bundles(
        self, player: Player, only: Corporation | None = None
    ) -> list[BundleChoice]:
        return self.offered_bundles(self.share_offers(player, only))

    def offered_bundles(self, offers: Iterable[Offer]) -> list[BundleChoice]:
        game = self.game
        return [
            {**game.bundle_option([share], share.percent), "source": source}
            for share, source, refusal in offers
            if refusal is None
        ]

    def traded_corporation(self, action: Action) -> Corporation | None:
        """The corporation whose certificates a purchase or sale names (the first tells)."""
        sym = str(action["shares"][0]).rpartition("_")[0] if action["shares"] else ""
        return self.game.corps_by_sym.get(sym)

    def bought_bundles(self, player: Player, action: Action) -> list[BundleChoice]:
        """The choices a purchase is checked against: those of its corporation (a purchase
        of unknown certificates has none)."""
        corp = self.traded_corporation(action)
        return [] if corp is None else self.buyable_bundles(player, corp)

    def sold_bundles(self, player: Player, action: Action) -> list[BundleChoice]:
        """The choices a sale is checked against: those of its corporation."""
        corp = self.traded_corporation(action)
        return [] if corp is None else self.game.sell_options(player, corp)

    def pars(self, player: Player) -> Iterator[tuple[Corporation, SharePrice]]:
        """(corporation, par price) pairs the player may start now."""
        if self.bought():
            return
        game = self.game
        prices = game.par_prices()  # the same for every corporation
        for corp in game.corporations:
            if not game.can_par(corp, player):
                continue
            assert corp.presidents_share is not None  # created with the corporation's shares
            if not game.can_gain(player, corp, corp.presidents_share.percent):
                continue
            for price in prices:
                if price.price * 2 <= player.cash:
                    yield corp, price

    def par_options(self, player: Player) -> list[ParChoice]:
        return [
            {"corporation": corp.sym, "share_price": price.id(), "price": price.price}
            for corp, price in self.pars(player)
        ]

    def purchasable_companies(self, player: Player) -> list[Company]:
        game = self.game
        if self.bought() or player.cash <= 0 or game.turn == 1:
            return []
        if "can_buy_companies_from_other_players" not in game.phase.status:
            return []
        return game.purchasable_companies(player)

    # -- actions ------------------------------------------------------------------------
    def track(self, player: Player, kind: str, corp: Corporation | None = None) -> None:
        self.turn_actions.append(kind)
        if kind in ("buy_shares", "par") and corp is not None:
            self._bought_corps.append(corp)

    def process_buy_shares(self, action: Action, entity: Player) -> None:
        game = self.game
        shares, percent = game.resolve_shares(action)
        corp = shares[0].corporation
        source = shares[0].owner
        if source is entity or source.kind == "player":
            raise self.illegal("not_for_sale", "shares can only be bought from the IPO or the pool")
        if not self.can_buy(entity, shares, source, percent):
            raise self.illegal(
                "cannot_buy", f"{entity.name} cannot buy {percent}% of {corp.name} now"
            )
        if source is corp:
            self.bought_from_ipo = True
        game.buy_shares(entity, shares, percent)
        self.track(entity, "buy_shares", corp)

    def process_sell_shares(self, action: Action, entity: Player) -> None:
        game = self.game
        shares, percent = game.resolve_shares(action)
        if shares[0].owner is not entity:
            raise self.illegal("not_owner", f"{entity.name} does not own {shares[0].id}")
        if not game.can_sell(entity, shares, percent):
            raise self.illegal(
                "cannot_sell",
                f"{entity.name} cannot sell these shares of {shares[0].corporation.name}",
            )
        game.players_sold.setdefault(entity, {})[shares[0].corporation] = "now"
        game.sell_shares_and_change_price(shares, percent)
        self.track(entity, "sell_shares")

    def process_par(self, action: Action, entity: Player) -> None:
        game = self.game
        corp = game.corporation(action.get("corporation"))
        option = next(
            (
                o
                for o in self.par_options(entity)
                if o["corporation"] == corp.sym and o["share_price"] == action.get("share_price")
            ),
            None,
        )
        if option is None:
            raise self.illegal("cannot_par", f"{entity.name} cannot par {corp.name} at that price")
        game.par_corporation(entity, corp, action.get("share_price"))
        self.track(entity, "par", corp)

    def process_buy_company(self, action: Action, entity: Player) -> None:
        game = self.game
        company = game.company(action.get("company"))
        price = action.get("price")
        if company not in self.purchasable_companies(entity):
            raise self.illegal("cannot_buy_company", f"{company.name} cannot be bought now")
        if not isinstance(price, int) or price < 0 or price > entity.cash:
            raise self.illegal("bad_price", f"{entity.name} cannot pay {price}")
        game.sell_company(company, entity, price)
        self.turn_actions.append("buy_company")

    def process_pass(self, action: Action, entity: Entity) -> None:
        """A pass after buying or selling ends the turn; only one without them is a pass in the
        stock round (the log tells them apart: a player may do both in a row)."""
        if self.turn_actions:
            self.game.log_entry("ends_turn", who=self.game.name_of(entity))
            self.pass_()
        else:
            super().process_pass(action, entity)

    def pass_(self) -> None:
        super().pass_()
        player = self.current_entity()
        assert isinstance(player, Player)  # a stock round's turns are players'
        player.passed = not self.turn_actions

    def unpass(self) -> None:
        super().unpass()
        self._bought_corps = []

    def __init__(self, game: GameState, round_: Round, **opts: Any):
        super().__init__(game, round_, **opts)
        self.turn_actions = []
        self.bought_from_ipo = False
        self._bought_corps = []


def refused_places(offers: Iterable[Offer]) -> list[ShareRefusal]:
    """Each place no certificate of which may be bought now, with its first one's refusal
    (the places something may be bought from are left out)."""
    refused: dict[tuple[str, str], ShareRefusal | None] = {}
    for share, source, refusal in offers:
        place = (share.corporation.sym, source)
        if refusal is None:
            refused[place] = None
        elif place not in refused:
            refused[place] = {**refusal, "corporation": place[0], "source": source}
    return [r for r in refused.values() if r is not None]
