"""Operating round steps for trains: buying them (with the president's emergency money),
discarding over the limit, and the president's bankruptcy when no train can be had."""

from __future__ import annotations

from typing import TYPE_CHECKING

from railsdesk.engine.contract import BundleChoice, Choices, TrainChoice
from railsdesk.engine.entities import (
    Bank,
    Corporation,
    Entity,
    Minor,
    Operator,
    Player,
    Share,
    Train,
)
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.log import log_name
from railsdesk.engine.shares import Bundle
from railsdesk.engine.steps.base import Step, operator

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.game import GameState
    from railsdesk.engine.rounds import OperatingRound


class BuyTrain(Step):
    name = "buy_train"
    pass_key = "passes_trains"
    # whether the president's money buys only the cheapest bank train (1880: any)
    EMERGENCY_CHEAPEST_ONLY = True
    # whether a turn's emergency sales of one company's shares are one sale (1856)
    EMERGENCY_SALES_IN_ONE_BLOCK = False
    ability_time = "buy_train"
    round: OperatingRound
    turn_part = True

    def setup(self) -> None:
        # the price of the president's last emergency sale this turn (1849 limits him then)
        self.last_share_sold_price: int | None = None
        self.corporations_sold: set[str] = set()  # companies sold from in this turn

    # -- what the corporation may do ------------------------------------------------------
    def actions(self, entity: Entity) -> list[str]:
        corp = operator(self)
        if not isinstance(corp, Corporation):
            return []
        if isinstance(entity, Player):
            if entity is corp.owner and self.president_may_contribute(corp):
                return ["sell_shares"] if self.emergency_bundles(entity, corp) else []
            return []
        if entity is not corp:
            return []
        if self.president_may_contribute(corp):
            return ["sell_shares", "buy_train"]
        if self.can_buy_train(corp):
            return ["buy_train", "pass"]
        return []

    def options(self, entity: Entity) -> Choices:
        corp = operator(self)
        assert isinstance(corp, Corporation)  # actions() offers nothing in other turns
        if isinstance(entity, Player):
            return {"sell_shares": self.emergency_sell_options(entity, corp)}
        sell_options: list[BundleChoice] = []
        if self.president_may_contribute(corp):
            assert corp.owner is not None  # a floated corporation has a president
            sell_options = self.emergency_sell_options(corp.owner, corp)
        return {"buy_train": self.train_options(corp), "sell_shares": sell_options}

    def room(self, corp: Operator) -> bool:
        return self.game.num_corp_trains(corp) < self.game.train_limit(corp)

    def can_buy_train(self, corp: Operator) -> bool:
        game = self.game
        if self.room(corp):
            if any(corp.cash >= t.price for t in game.depot.depot_trains()):
                return True
            if corp.cash >= 1 and game.other_trains(corp):
                return True  # another corporation's train sells for any price from 1
        return any(corp.cash >= price for _, _, price in game.discountable_trains(corp))

    def president_may_contribute(self, corp: Operator) -> bool:
        return self.game.must_buy_train(corp)

    def needed_cash(self) -> int:
        return self.game.depot.min_depot_price()

    def may_pay_above_face_value(self) -> bool:
        """Whether a corporation short of cash may pay another more than a train's face value
        with its president's money (1830: no)."""
        return False

    def train_options(self, corp: Corporation) -> list[TrainChoice]:
        """Trains the corporation may buy now: from the depot, by trade-in, from others."""
        game = self.game
        found: list[TrainChoice] = []
        must = self.president_may_contribute(corp)
        budget = corp.cash + (corp.owner.cash if must and corp.owner else 0)
        cheapest = game.depot.min_depot_train()
        if self.room(corp):
            for train in game.depot.depot_trains():
                assert cheapest is not None  # the depot has trains
                affordable = train.price <= corp.cash or (
                    must and train.name == cheapest.name and train.price <= budget
                )
                if affordable:
                    found.append(
                        {
                            "train": train.id,
                            "name": train.name,
                            "price": train.price,
                            "source": "depot",
                        }
                    )
            for train in game.other_trains(corp):
                # the treasury pays any price it can; the president adds only up to face value
                high = max(corp.cash, min(train.price, budget)) if must else corp.cash
                assert isinstance(train.owner, Corporation)  # other corporations' trains
                if high >= 1:
                    found.append(
                        {
                            "train": train.id,
                            "name": train.name,
                            "min": 1,
                            "max": high,
                            "source": train.owner.sym,
                        }
                    )
        for own, depot_train, price in game.discountable_trains(corp):
            if price <= corp.cash:
                found.append(
                    {
                        "train": depot_train.id,
                        "name": depot_train.name,
                        "price": price,
                        "exchange": own.id,
                        "source": "depot",
                    }
                )
        return found

    # -- buying ---------------------------------------------------------------------------
    def process_buy_train(self, action: Action, entity: Corporation) -> None:
        game = self.game
        train = game.train(action.get("train"))
        price = action.get("price")
        exchange_id = action.get("exchange")
        exchange = game.train(exchange_id) if exchange_id else None
        self.check_purchase(entity, train, price, exchange)
        self.president_contributes(entity, train, price, exchange)
        self.buy_train(entity, train, price, exchange)
        # done when nothing more can be bought, unless a train is still owed (1880: a 2R
        # does not count)
        if not self.can_buy_train(entity) and not self.president_may_contribute(entity):
            self.pass_()

    def check_purchase(
        self, corp: Corporation, train: Train, price: object, exchange: Train | None
    ) -> None:
        game = self.game
        if not isinstance(price, int) or isinstance(price, bool) or price < 0:
            raise IllegalAction("bad_price", f"{price!r} is not a price")
        if train.owner is corp:
            raise IllegalAction("own_train", "a corporation cannot buy its own train")
        from_depot = train.owner is game.depot
        if from_depot and train not in game.depot.depot_trains():
            raise IllegalAction("not_available", f"train {train.id} is not for sale yet")
        if not from_depot and train not in game.other_trains(corp):
            raise IllegalAction("not_available", f"train {train.id} is not for sale")
        if exchange is not None:
            options = [
                p
                for o, d, p in game.discountable_trains(corp)
                if o is exchange and d.name == train.name
            ]
            if not options:
                raise IllegalAction("no_exchange", f"{exchange.id} cannot be traded in")
            if price != options[0]:
                raise IllegalAction("wrong_price", f"the trade-in price is {options[0]}")
        elif not self.room(corp):
            raise IllegalAction("train_limit", f"{corp.name} is at its train limit")
        elif from_depot and price != train.price:
            raise IllegalAction("wrong_price", f"train {train.id} costs {game.money(train.price)}")
        elif not from_depot and price < 1:
            raise IllegalAction("wrong_price", "a train costs at least 1")

    def president_contributes(
        self, corp: Corporation, train: Train, price: int, exchange: Train | None
    ) -> None:
        """Emergency money: the president pays what the treasury lacks, for the cheapest train
        only and never above its price."""
        game = self.game
        remaining = price - corp.cash
        if remaining <= 0:
            return
        if not self.president_may_contribute(corp):
            raise IllegalAction("not_enough_cash", f"{corp.name} cannot pay {game.money(price)}")
        from_depot = train.owner is game.depot
        cheapest = game.depot.min_depot_train()
        if (
            self.EMERGENCY_CHEAPEST_ONLY
            and from_depot
            and cheapest is not None
            and train.name != cheapest.name
        ):
            raise IllegalAction("cheapest_train", f"must buy the cheapest train ({cheapest.name})")
        if exchange is not None:
            raise IllegalAction("no_contribution", "cannot contribute funds when trading in")
        if from_depot and price > train.price:
            raise IllegalAction("wrong_price", "cannot pay more than the train's price")
        if not from_depot and price > train.price and not self.may_pay_above_face_value():
            raise IllegalAction("wrong_price", "cannot pay more than the train's face value")
        president = corp.owner
        assert president is not None  # a corporation that must buy a train has a president
        if president.cash < remaining:
            raise IllegalAction(
                "not_enough_cash",
                f"{president.name} cannot add {game.money(remaining)}; sell shares first",
            )
        game.pay(president, corp, remaining)
        game.log_entry("contributes", player=president.name, amount=remaining, corporation=corp.sym)

    def buy_train(self, corp: Operator, train: Train, price: int, exchange: Train | None) -> None:
        game = self.game
        if exchange is not None:
            game.depot.reclaim_train(exchange)
        from_depot = train.owner is game.depot
        seller = game.bank if from_depot else train.owner
        assert isinstance(seller, Bank | Corporation | Minor)  # check_purchase: it is for sale
        game.pay(corp, seller, price)
        game.remove_train(train)
        train.owner = corp
        corp.trains.append(train)
        game.trains_changed()
        if isinstance(seller, Bank):
            game.log_entry(
                "buys_train",
                corporation=corp.sym,
                train=train.name,
                price=price,
                serial=train.serial,
            )
        else:
            game.log_entry(
                "buys_train_from",
                corporation=corp.sym,
                train=train.name,
                seller=log_name(seller),
                price=price,
            )
        game.close_companies_on_event(corp, "bought_train")
        game.buying_train(train)

    def process_pass(self, action: Action, entity: Entity) -> None:
        assert isinstance(entity, Corporation)  # actions() offers "pass" to the corporation only
        if self.president_may_contribute(entity):
            raise self.illegal("must_buy_train", f"{entity.name} must buy a train")
        super().process_pass(action, entity)

    # -- emergency money: the president's share sales -------------------------------------
    def process_sell_shares(self, action: Action, entity: Player | Corporation) -> None:
        game = self.game
        corp = operator(self)
        assert isinstance(corp, Corporation)  # actions() offers nothing in other turns
        shares, percent = game.resolve_shares(action)
        seller = corp.owner if isinstance(entity, Corporation) else entity
        assert seller is not None  # the president sells for the corporation
        if not self.can_emergency_sell(seller, corp, shares, percent):
            raise self.illegal("cannot_sell", f"{seller.name} may not sell these shares now")
        self.last_share_sold_price = game.share_price_for(shares[0])
        self.corporations_sold.add(shares[0].corporation.sym)
        game.sell_shares_and_change_price(shares, percent)
        self.round.recalculate_order()

    def emergency_sell_options(self, player: Player, corp: Corporation) -> list[BundleChoice]:
        return [
            self.game.bundle_option(shares, percent)
            for shares, percent in self.emergency_bundles(player, corp)
        ]

    def emergency_bundles(
        self, player: Player, corp: Corporation, of: Corporation | None = None
    ) -> list[Bundle]:
        """Bundles the president may sell now to pay for corp's train (of one company, if
        given)."""
        game = self.game
        return [
            bundle
            for c in ([of] if of else game.corporations)
            for bundle in game.bundles_for(player, c)
            if self.can_emergency_sell(player, corp, *bundle)
        ]

    def can_emergency_sell(
        self, player: Player, corp: Corporation, shares: list[Share], percent: int
    ) -> bool:
        game = self.game
        if shares[0].owner is not player or not game.sale_timing_ok():
            return False
        target = shares[0].corporation
        if self.EMERGENCY_SALES_IN_ONE_BLOCK and target.sym in self.corporations_sold:
            return False
        if not game.can_dump(player, shares) or not game.fits_in_pool(target, percent):
            return False
        if target.owner is player and target is corp:
            holders = game.president_share_holders(target)
            remaining = holders.get(player, 0) - percent
            others = max((v for p, v in holders.items() if p is not player), default=0)
            if remaining < others:
                return False
        needed = self.needed_cash() - (corp.cash + player.cash)
        price = game.bundle_price(shares, percent)
        smaller = price - min(game.bundle_price([s], s.percent) for s in shares)
        return smaller < needed

    def best_bundles(self, player: Player, corp: Corporation) -> list[Bundle]:
        """Per company, the most valuable bundle the president may sell in an emergency."""
        best: list[Bundle] = []
        for c in self.game.corporations:
            if bundles := self.emergency_bundles(player, corp, of=c):
                best.append(max(bundles, key=self.bundle_value))
        return best

    def bundle_value(self, bundle: Bundle) -> int:
        return self.game.bundle_price(*bundle)

    def raisable_cash(self, corp: Corporation) -> int:
        """The treasury, the president's cash and what the president may still sell."""
        player = corp.owner
        assert player is not None  # asked only for corporations with a president
        sales = sum(self.bundle_value(b) for b in self.best_bundles(player, corp))
        return corp.cash + player.cash + sales

    def can_go_bankrupt(self, corp: Entity) -> bool:
        game = self.game
        if not isinstance(corp, Corporation) or corp.owner is None:
            return False
        if not game.must_buy_train(corp):
            return False
        price = game.depot.min_depot_price()
        if corp.cash + corp.owner.cash >= price:  # no need to count what shares would bring
            return False
        return self.raisable_cash(corp) < price

    def go_bankrupt(self, corp: Corporation) -> None:
        """The president sells everything that may be sold and leaves the game."""
        game = self.game
        player = corp.owner
        if not self.can_go_bankrupt(corp):
            raise IllegalAction(
                "not_bankrupt",
                f"{corp.name} and its president can still raise "
                f"{game.money(self.raisable_cash(corp) if player else 0)}",
            )
        assert player is not None  # can_go_bankrupt asks for one
        for c in sorted(game.corporations, key=lambda c: c.name):
            if not c.share_price:
                continue
            while bundles := self.emergency_bundles(player, corp, of=c):
                game.sell_shares_and_change_price(*max(bundles, key=self.bundle_value))
        leaves_the_game(game, player)


def leaves_the_game(game: GameState, player: Player) -> None:
    """A bankrupt player hands what cash he has left to the bank and leaves the game."""
    if player.cash:
        game.log_entry("hands_cash_to_bank", player=player.name, amount=player.cash)
    game.bank.cash += player.cash
    player.cash = 0
    player.bankrupt = True
    game.log_entry("goes_bankrupt", player=player.name)


class DiscardTrain(Step):
    name = "discard_train"

    def crowded(self) -> list[Corporation]:
        return self.game.crowded_corps()

    def current_entity(self) -> Corporation | None:
        crowded = self.crowded()
        return crowded[0] if crowded else None

    @property
    def active(self) -> bool:
        return bool(self.crowded())

    def actions(self, entity: Entity) -> list[str]:
        crowded = self.crowded()
        return ["discard_train"] if crowded and entity is crowded[0] else []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers this to crowded corporations
        held = self.game.num_corp_trains(entity)
        return {
            "discard_train": [t.id for t in entity.trains],
            "train_limit": {"limit": self.game.train_limit(entity), "held": held},
        }

    def process_discard_train(self, action: Action, entity: Corporation) -> None:
        train = self.game.train(action.get("train"))
        if train.owner is not entity:
            raise self.illegal("not_owner", f"{entity.name} does not own train {train.id}")
        self.game.discard_train(train)
        self.game.log_entry(
            "discards_train", corporation=entity.sym, train=train.name, kept=len(entity.trains)
        )


class Bankrupt(Step):
    """Declaring bankruptcy: the rules of it live in the round's train-buying step."""

    name = "bankrupt"
    blocks = False

    def buy_train_step(self) -> BuyTrain:
        return self.round.step(BuyTrain)

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not self.buy_train_step().can_go_bankrupt(entity):
            return []
        return ["bankrupt"]

    def process_bankrupt(self, action: Action, entity: Corporation) -> None:
        self.buy_train_step().go_bankrupt(entity)
