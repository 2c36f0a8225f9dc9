"""The share rules every title shares: certificates and bundles, their prices, buying and
selling, presidency changes, floating and capitalization. Mixed into GameState."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from railsdesk.engine.contract import BundleChoice
from railsdesk.engine.entities import (
    Bank,
    CashHolder,
    Corporation,
    Operator,
    Player,
    Share,
    ShareHolder,
    SharePool,
)
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.log import log_name
from railsdesk.engine.readings import CAPITALIZATION_AT_FIRST_OPERATION, Rule

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.market import SharePrice, StockMarket
    from railsdesk.engine.rounds import Round


T = TypeVar("T")


class Bundle(NamedTuple):
    """Certificates of one company from one holder, sold or bought together; percent may be
    less than their sum when a president's certificate is sold in part."""

    shares: list[Share]
    percent: int


class ShareRules:
    if TYPE_CHECKING:  # what these rules use of GameState, which defines them
        CERT_LIMIT_INCLUDES_PRIVATES: bool
        MARKET_SHARE_LIMIT: int
        bank: Bank
        cert_limit_value: int
        corporations: list[Corporation]
        market: StockMarket
        players: list[Player]
        pool: SharePool
        round: Round
        seat_order: list[Player]
        turn: int

        def bank_pay(self, receiver: CashHolder, amount: int) -> None: ...
        def kept_answer(self, key: tuple[object, object], compute: Callable[[], T]) -> T: ...
        def by_rulebook(self, rule: Rule) -> bool: ...
        def close_companies_on_event(self, corp: Operator, event: str) -> None: ...
        def corporation(self, sym: str) -> Corporation: ...
        def log_entry(self, key: str, **params: object) -> None: ...
        def log_price_change(self, corp: Corporation, old: SharePrice | None) -> None: ...
        def money(self, amount: int) -> str: ...
        def pay(self, payer: CashHolder, receiver: CashHolder, amount: int) -> None: ...

    # -- shares ---------------------------------------------------------------------------
    def find_share(self, corp: Corporation, index: int) -> Share:
        for holder in [corp, self.pool, *self.players, *self.corporations]:
            for share in holder.shares_by_corp.get(corp.sym, ()):
                if share.index == index:
                    return share
        raise IllegalAction("unknown_share", f"no share {corp.sym}_{index}")

    def resolve_shares(self, action: Action) -> Bundle:
        ids = action.get("shares") or []
        if not ids:
            raise IllegalAction("no_shares", "no shares named")
        shares: list[Share] = []
        for share_id in ids:
            if not isinstance(share_id, str) or "_" not in share_id:
                raise IllegalAction("unknown_share", f"no share {share_id!r}")
            sym, index = share_id.rsplit("_", 1)
            shares.append(self.find_share(self.corporation(sym), int(index)))
        if len({s.corporation for s in shares}) > 1 or len({id(s.owner) for s in shares}) > 1:
            raise IllegalAction(
                "mixed_bundle", "a bundle holds shares of one company from one owner"
            )
        percent: int = action.get("percent") or sum(s.percent for s in shares)
        return Bundle(shares, percent)

    def par_prices(self) -> list[SharePrice]:
        """The par values a corporation may start at now."""
        return self.market.par_prices

    def after_par(self, corp: Corporation) -> None:
        """What starting a corporation sets off, after its par value is set."""
        self.close_companies_on_event(corp, "par")

    def share_price_for(self, share: Share) -> int:
        corp = share.corporation
        price = corp.par_price if share.owner is corp else corp.share_price
        return price.price if price else 0

    def bundle_price(self, shares: list[Share], percent: int) -> int:
        corp = shares[0].corporation
        per_share = self.share_price_for(shares[0])
        return math.ceil(per_share * percent / corp.share_percent)

    def num_certs(self, player: Player) -> float:
        """The certificates that count for the player's limit (kept while the state stands
        still: asked for every certificate he might buy)."""
        return self.kept_answer(("certs", player), lambda: self.count_certs(player))

    def count_certs(self, player: Player) -> float:
        count = 0
        for share in player.all_shares():
            sp = share.corporation.share_price
            if sp is None or sp.counts_for_limit:
                count += 1
        if self.CERT_LIMIT_INCLUDES_PRIVATES:
            count += len(player.companies)
        return count

    def cert_limit(self) -> int:
        return self.cert_limit_value

    def holding_ok(self, holder: ShareHolder, corp: Corporation, extra: int = 0) -> bool:
        if holder is corp:
            return True
        if corp.share_price is not None and corp.share_price.unlimited_holding:
            return True
        return holder.percent_of(corp.sym) + extra <= corp.max_ownership_percent

    def can_gain(self, player: Player, corp: Corporation, percent: int) -> bool:
        if not self.holding_ok(player, corp, percent):
            return False
        counts = corp.share_price is None or corp.share_price.counts_for_limit
        return not counts or self.num_certs(player) < self.cert_limit()

    def can_par(self, corp: Corporation, player: Player) -> bool:
        return not corp.ipoed and not corp.closed

    def president_share_holders(self, corp: Corporation) -> dict[Player, int]:
        return {p: p.percent_of(corp.sym) for p in self.players if p.percent_of(corp.sym) > 0}

    def sale_timing_ok(self) -> bool:
        return self.turn > 1 or self.round.kind == "Operating"

    def bundles_for(self, holder: ShareHolder, corp: Corporation) -> list[Bundle]:
        """Every bundle the holder could sell, smallest first (the president's certificate last,
        also as a partial bundle that keeps a normal share's worth of it)."""
        if not corp.ipoed:
            return []
        shares = sorted(
            holder.shares_of(corp.sym), key=lambda s: (1 if s.president else 0, s.percent)
        )
        bundles: list[Bundle] = []
        percent = 0
        for i, share in enumerate(shares):
            percent += share.percent
            bundles.append(Bundle(shares[: i + 1], percent))
        if shares and shares[-1].president:
            assert corp.presidents_share is not None  # it is among the shares
            extra = (corp.presidents_share.percent - corp.share_percent) // corp.share_percent
            for n in range(1, extra + 1):
                bundles.append(Bundle(list(shares), percent - corp.share_percent * n))
        bundles.sort(key=lambda b: b[1])
        return bundles

    def can_dump(self, player: ShareHolder, shares: list[Share]) -> bool:
        corp = shares[0].corporation
        pres = next((s for s in shares if s.president), None)
        if pres is None:
            return True
        others = [v for p, v in self.president_share_holders(corp).items() if p is not player]
        return max(others, default=0) >= pres.percent

    def fits_in_pool(self, corp: Corporation, percent: int) -> bool:
        return percent + self.pool.percent_of(corp.sym) <= self.MARKET_SHARE_LIMIT

    def can_sell(self, player: ShareHolder, shares: list[Share], percent: int) -> bool:
        if not self.sale_timing_ok():
            return False
        return self.fits_in_pool(shares[0].corporation, percent) and self.can_dump(player, shares)

    def _sellable(self, player: ShareHolder, corp: Corporation | None = None) -> Iterator[Bundle]:
        """Bundles the player may sell now (of corp, if given), smallest first per company."""
        if not self.sale_timing_ok():
            return
        for c in [corp] if corp else self.corporations:
            if player.shares_by_corp.get(c.sym):
                for bundle in self.bundles_for(player, c):
                    if self.can_sell(player, bundle.shares, bundle.percent):
                        yield bundle

    def any_sellable(self, player: ShareHolder, corp: Corporation | None = None) -> bool:
        return next(self._sellable(player, corp), None) is not None

    def sellable_bundles(
        self, player: ShareHolder, corp: Corporation | None = None
    ) -> list[Bundle]:
        return list(self._sellable(player, corp))

    def bundle_option(self, shares: list[Share], percent: int) -> BundleChoice:
        return {
            "shares": [s.id for s in shares],
            "percent": percent,
            "price": self.bundle_price(shares, percent),
            "corporation": shares[0].corporation.sym,
        }

    def sell_options(
        self, player: ShareHolder, corp: Corporation | None = None
    ) -> list[BundleChoice]:
        """The bundles the holder may sell; a president's says who would preside after it."""
        options = []
        for shares, percent in self.sellable_bundles(player, corp):
            option = self.bundle_option(shares, percent)
            successor = self.president_after_sale(player, shares[0].corporation, percent)
            if successor is not None:
                option["new_president"] = successor.id
            options.append(option)
        return options

    def president_after_sale(
        self, seller: ShareHolder, corp: Corporation, percent: int
    ) -> Player | None:
        """The player the presidency would pass to if its president sold percent to the bank
        (None: he keeps it, or the seller is not its president)."""
        if corp.owner is not seller or not isinstance(seller, Player):
            return None
        tally = self.president_share_holders(corp)
        tally[seller] = tally.get(seller, 0) - percent
        return self.next_president(corp, seller, tally)

    def move_share(self, share: Share, to_holder: ShareHolder) -> None:
        share.owner.remove_share(share)
        to_holder.add_share(share)
        share.owner = to_holder

    def transfer_share(self, share: Share, to_holder: ShareHolder) -> None:
        """Give a certificate away for nothing (privates' shares); presidency follows."""
        self.transfer_bundle([share], share.percent, to_holder, price=0)

    def transfer_bundle(
        self,
        shares: list[Share],
        percent: int,
        to_holder: ShareHolder,
        price: int,
        payer: CashHolder | None = None,
        receiver: CashHolder | None = None,
    ) -> None:
        corp = shares[0].corporation
        owner = shares[0].owner
        previous_president = corp.owner
        if price and payer is not None:
            assert receiver is not None  # a paid transfer names both sides
            self.pay(payer, receiver, price)
        for share in shares:
            self.move_share(share, to_holder)
        partial = sum(s.percent for s in shares) - percent
        tally = self.president_share_holders(corp)
        if partial and isinstance(owner, Player):
            tally[owner] = tally.get(owner, 0) + partial
        self.update_president(corp, shares, percent, owner, to_holder, previous_president, tally)
        self.check_ipoed(corp, shares)

    def check_ipoed(self, corp: Corporation, shares: list[Share]) -> None:
        if any(s.president for s in shares) or isinstance(corp.owner, Player):
            corp.ipoed = True

    def update_president(
        self,
        corp: Corporation,
        shares: list[Share],
        percent: int,
        owner: ShareHolder,
        to_holder: ShareHolder,
        previous: ShareHolder | None,
        tally: dict[Player, int],
    ) -> None:
        president = self.next_president(corp, previous, tally)
        if president is None:
            return
        pres_share = corp.presidents_share
        assert pres_share is not None  # created with the corporation's certificates
        corp.owner = president
        if previous is not None and previous is not president:
            self.log_entry("new_president", player=president.name, corporation=corp.sym)
        bundle_has_pres = pres_share in shares
        partial = sum(s.percent for s in shares) != percent
        if to_holder is president and previous is owner and bundle_has_pres and not partial:
            return
        if owner is corp and not bundle_has_pres:
            previous = previous or corp
        if owner is president or previous is None:
            return
        if not bundle_has_pres and pres_share.owner is not previous:
            return
        transfer_to: ShareHolder
        swap_to: ShareHolder
        if isinstance(owner, Player) and isinstance(to_holder, Player) and bundle_has_pres:
            transfer_to = swap_to = to_holder
        else:
            transfer_to = self.sold_shares_holder(corp)
            holds = previous.percent_of(corp.sym) if previous is not corp else 0
            swap_to = previous if holds >= pres_share.percent else transfer_to
        for share in self.presidency_exchange(corp, president, previous, swap_to):
            self.move_share(share, swap_to)
        self.move_share(pres_share, president)
        if partial:
            difference = (sum(s.percent for s in shares) - percent) // corp.share_percent
            for _ in range(difference):
                self.move_share(self.partial_sale_return(transfer_to, corp), owner)

    def partial_sale_return(self, holder: ShareHolder, corp: Corporation) -> Share:
        """The certificate a seller of part of a president's certificate gets back."""
        return holder.shares_of(corp.sym)[0]

    def presidency_exchange(
        self,
        corp: Corporation,
        president: Player,
        previous: ShareHolder | None = None,
        swap_to: ShareHolder | None = None,
    ) -> list[Share]:
        """The certificates a new president gives (to swap_to) for the president's
        certificate that the previous holder loses."""
        pres_share = corp.presidents_share
        assert pres_share is not None  # created with the corporation's certificates
        num = pres_share.percent // corp.share_percent
        return list(president.shares_of(corp.sym))[:num]

    def next_president(
        self, corp: Corporation, previous: ShareHolder | None, tally: dict[Player, int]
    ) -> Player | None:
        """Who takes the presidency from previous once the players hold tally (None: previous
        keeps it, or nobody may take it): the most shares, ties to the next in order."""
        tally = {p: v for p, v in tally.items() if v > 0}
        if not tally:
            return None
        best = max(tally.values())
        majority = [p for p, v in tally.items() if v == best]
        if previous in majority:
            return None
        pres_share = corp.presidents_share
        assert pres_share is not None  # created with the corporation's certificates
        if previous is None:
            holder = next((p for p in majority if pres_share.owner is p), None)
            if holder is not None:
                return holder
        eligible = [p for p in majority if p.percent_of(corp.sym) >= pres_share.percent]
        if not eligible:
            return None
        return min(eligible, key=lambda p: self.player_distance(previous, p))

    def player_distance(self, a: ShareHolder | None, b: Player) -> int:
        if a is None or b is None or not isinstance(a, Player):
            return 0
        order = [p for p in self.seat_order if not p.bankrupt]
        if a not in order or b not in order:
            return 0
        ia, ib = order.index(a), order.index(b)
        return ib - ia if ia < ib else ib - (ia - len(order))

    def buy_shares(self, player: Player, shares: list[Share], percent: int) -> None:
        corp = shares[0].corporation
        source = shares[0].owner
        price = self.bundle_price(shares, percent)
        if source is corp:
            self.buy_ipo_shares(player, shares, percent, price)
        else:
            receiver = source if isinstance(source, Player) else self.bank
            self.transfer_bundle(shares, percent, player, price, payer=player, receiver=receiver)
            self.log_entry(
                "buys_share_market",
                player=player.name,
                percent=percent,
                corporation=corp.sym,
                price=price,
                left=source.percent_of(corp.sym),  # tells apart several purchases in a row
            )
        self.check_float(corp)

    def buy_ipo_shares(self, player: Player, shares: list[Share], percent: int, price: int) -> None:
        corp = shares[0].corporation
        paid = self.pay_for_ipo_shares(player, corp, price)
        self.transfer_bundle(shares, percent, player, 0)
        bought = {"player": player.name, "percent": percent, "corporation": corp.sym}
        if paid is corp:  # what the treasury keeps tells apart a player's purchases in a row
            left = corp.percent_of(corp.sym)
            self.log_entry("buys_share_treasury", **bought, price=price, left=left)
        else:
            self.log_entry("buys_share_ipo", **bought, price=price)

    def pay_for_ipo_shares(self, player: Player, corp: Corporation, price: int) -> CashHolder:
        """Where the money for shares bought from the initial offering goes (the bank; a
        title whose treasury receives it says so here), which it returns. Called before the
        shares move."""
        self.pay(player, self.bank, price)
        return self.bank

    def check_float(self, corp: Corporation) -> None:
        if corp.floated:
            return
        if corp.percent_of(corp.sym) <= 100 - corp.float_percent:
            corp.floated = True
            self.log_entry("floats", corporation=corp.sym)
            self.float_corporation(corp)

    def float_corporation(self, corp: Corporation) -> None:
        """Full capitalization: on floating (18xx.games) or when it first operates (rulebook)."""
        if not self.by_rulebook(CAPITALIZATION_AT_FIRST_OPERATION):
            self.capitalize(corp)

    def capitalize(self, corp: Corporation) -> None:
        if not corp.capitalized:
            corp.capitalized = True
            assert corp.par_price is not None  # a corporation is capitalized once parred
            amount = corp.par_price.price * corp.total_shares
            self.bank_pay(corp, amount)
            self.log_entry("capitalized", corporation=corp.sym, amount=amount)

    def par_corporation(
        self,
        player: Player,
        corp: Corporation,
        share_price_id: str | None,
        buy_president: bool = True,
    ) -> None:
        price = next((p for p in self.par_prices() if p.id() == share_price_id), None)
        if price is None:
            raise IllegalAction("bad_par", f"{share_price_id!r} is not a par value")
        self.market.set_par(corp, price)
        corp.ipoed = True
        self.log_entry("pars", player=player.name, corporation=corp.sym, price=price.price)
        if buy_president:
            self.buy_presidents_share(player, corp)
        self.after_par(corp)

    def buy_presidents_share(self, player: Player, corp: Corporation) -> None:
        share = corp.presidents_share
        assert share is not None  # created with the corporation's certificates
        self.buy_ipo_shares(
            player, [share], share.percent, self.bundle_price([share], share.percent)
        )
        self.check_float(corp)

    def sell_shares_and_change_price(self, shares: list[Share], percent: int) -> None:
        corp = shares[0].corporation
        owner = shares[0].owner
        assert isinstance(owner, Player | Corporation)  # sellers: players, or an IPO's treasury
        price = self.bundle_price(shares, percent) - self.sale_fee(corp, percent)
        self.bank_pay(owner, price)
        self.transfer_bundle(shares, percent, self.sold_shares_holder(corp), 0)
        self.log_entry(
            "sells_shares",
            player=log_name(owner),
            percent=percent,
            corporation=corp.sym,
            price=price,
        )
        old = corp.share_price
        for _ in range(self.sale_price_drops(corp, percent)):
            self.market.move_down(corp)
        self.log_price_change(corp, old)

    def sale_price_drops(self, corp: Corporation, percent: int) -> int:
        """Rows the price falls for a sale of this size: one per share sold."""
        return math.ceil(percent / corp.share_percent)

    # Title hooks of a sale: where sold certificates go, what the bank keeps.
    def sold_shares_holder(self, corp: Corporation) -> ShareHolder:
        return self.pool

    def sale_fee(self, corp: Corporation, percent: int) -> int:
        return 0

    def sold_out(self, corp: Corporation) -> bool:
        return sum(p.percent_of(corp.sym) for p in self.players) == 100
