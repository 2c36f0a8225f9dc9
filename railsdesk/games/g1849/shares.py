"""1849's certificates and sales: incremental capitalization, the last (double) certificate,
the bundles a holder may sell, a change of director, and the stack order after a turn's sales
(docs/titles/1849.md)."""

from __future__ import annotations

import math
from functools import cache
from itertools import combinations
from typing import NamedTuple

from railsdesk.engine.entities import Corporation, Player, Share, ShareHolder
from railsdesk.engine.game import GameState
from railsdesk.engine.market import SharePrice
from railsdesk.engine.readings import Rule
from railsdesk.engine.shares import Bundle

LAST_CERTIFICATE_KEPT = Rule(
    "last_certificate_kept",
    "1849 R 3.5.4 (l. 464-469)",
    "a new director gives two 10 % shares for the director's certificate when he has them, "
    "the last certificate only when he has not",
    "he gives the last certificate if he holds it; holding 40 % or more, the outgoing "
    "director may take two 10 % shares instead",
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


class ShareRules1849(GameState):
    """Mixed into the 1849 game state: how its certificates are bought and sold."""

    def setup_shares(self) -> None:
        self.swap_choice: SwapPending | None = None
        # the stack order on a cell after sales: the order before them, and who moved
        self.old_operating_order: list[Corporation] = []
        self.moved_this_turn: list[Corporation] = []
        # the rulebook: a company's price before its first sale in this stock-round turn
        self.prices_before_sales: dict[str, SharePrice] = {}

    # -- shares: incremental capitalization -------------------------------------------------
    def pay_for_ipo_shares(self, player: Player, corp: Corporation, price: int) -> Corporation:
        self.pay(player, corp, price)  # incremental capitalization: the treasury is paid
        return corp

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
