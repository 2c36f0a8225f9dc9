"""The steps in which 1849 differs from the engine's."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from railsdesk.engine.contract import Choices
from railsdesk.engine.entities import Corporation, Entity, Player, Share, ShareHolder
from railsdesk.engine.steps.stock import BuySellParShares

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action

# Certificates the director may buy in the turn he starts a company, besides his own.
EXTRA_BUYS_AFTER_PAR = 2


def last_cert_last(shares: list[Share]) -> bool:
    """The last certificate leaves its place (treasury or pool) only as the last one there."""
    if not any(s.last_cert for s in shares):
        return True
    location = shares[0].owner.shares_of(shares[0].corporation.sym)
    return len(location) == len(shares)


class BuySellParShares1849(BuySellParShares):
    """Shares from the treasury or the pool at the market price, several of them in the turn
    a player starts a company, and the last certificate only as the last in its place."""

    def setup(self) -> None:
        super().setup()
        self.parred: Corporation | None = None

    # Sell, then buy: once the turn's purchase is made, no more sales in that turn.
    def actions(self, entity: Entity) -> list[str]:
        found = super().actions(entity)
        if found == ["sell_shares"] or not self.bought():
            return found
        found = [a for a in found if a != "sell_shares"]
        return [] if found == ["pass"] else found

    def options(self, entity: Entity) -> Choices:
        found = super().options(entity)
        if self.bought() and "buy_shares" in found:
            found["sell_shares"] = []
        return found

    def choices_for(self, action: Action, entity: Entity) -> Any:
        assert isinstance(entity, Player)  # actions() offers shares to players only
        if action.type == "sell_shares" and self.bought() and not self.must_sell(entity):
            return []
        return super().choices_for(action, entity)

    def multiple_buys_after_par(self, corp: Corporation, player: Player) -> bool:
        if corp is not self.parred or corp.owner is not player:
            return False
        return self.bought_corporations.count(corp) - 1 < EXTRA_BUYS_AFTER_PAR

    def can_buy(
        self, player: Player, shares: list[Share], source: ShareHolder, percent: int
    ) -> bool:
        corp = shares[0].corporation
        if not last_cert_last(shares):
            return False
        if not self.multiple_buys_after_par(corp, player):
            return super().can_buy(player, shares, source, percent)
        if self.game.players_sold.get(player, {}).get(corp):
            return False
        if player.cash < self.game.bundle_price(shares, percent):
            return False
        return self.game.can_gain(player, corp, percent)

    def buyable(self, player: Player) -> Iterator[tuple[Share, str]]:
        """One ordinary certificate per place, and the last certificate where it may go."""
        game = self.game
        for corp in game.corporations:
            if not corp.ipoed or game.players_sold.get(player, {}).get(corp):
                continue
            sources: tuple[tuple[ShareHolder, str], ...] = ((corp, "ipo"), (game.pool, "market"))
            for source, name in sources:
                held = [s for s in source.shares_of(corp.sym) if not s.president]
                ordinary = next((s for s in held if not s.last_cert), None)
                last = next((s for s in held if s.last_cert), None)
                for share in (ordinary, last):
                    if share is not None and self.can_buy(player, [share], source, share.percent):
                        yield share, name

    def process_par(self, action: Action, entity: Player) -> None:
        super().process_par(action, entity)
        self.parred = self.game.corporation(action.get("corporation"))
