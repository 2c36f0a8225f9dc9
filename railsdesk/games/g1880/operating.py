"""1880's operating rounds: the foreign investors operate first (one tile, a route with the
bank's cheapest train, revenue kept), then the corporations in the order of the order track;
corporations build only with a permit for the current phase; the Rocket of China gives its
owner's corporation a train; an investor whose home joins its corporation's network merges."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from railsdesk.engine.actions import Action
from railsdesk.engine.contract import Choices, TrainChoice
from railsdesk.engine.entities import (
    Company,
    Corporation,
    Entity,
    Minor,
    Operator,
    Player,
    Share,
    Train,
)
from railsdesk.engine.rounds import UNKNOWN, OperatingRound, Unknown
from railsdesk.engine.steps.base import Step, operator
from railsdesk.engine.steps.companion import BookRevenue
from railsdesk.engine.steps.operating import Dividend, Route, Track
from railsdesk.engine.steps.trains import BuyTrain
from railsdesk.games.g1880.rules import RESTORED_2, TRAIN_PRICE_AS_LOGGED

if TYPE_CHECKING:
    from railsdesk.games.g1880 import Corporation1880, Game1880, Investor


class OperatingRound1880(OperatingRound):
    """A stock round may interrupt it (the last train of a kind left the bank); it then
    stands still until the stock round is over and resumes with the same entity."""

    game: Game1880

    def select_entities(self) -> list[Corporation]:
        # minors operate too (Operator); the base round names its entities corporations
        return self.game.operating_order()

    def start(self) -> None:
        self.place_home_tokens()
        super().start()

    def place_home_tokens(self) -> None:
        # every home station is placed when the round starts, before anyone operates
        for corp in self.game.corporations:
            if corp.floated:
                self.game.place_home_token(corp)

    def resume(self) -> None:
        """After the interrupting stock round: the order again (new corporations join), the
        interrupted entity continues where it stopped; no private income."""
        current = self.entities[self.entity_index]
        self.entities = self.select_entities()
        self.entity_index = self.entities.index(current)
        self.place_home_tokens()
        self.start_operating()

    def interrupted(self) -> bool:
        return self.game.round is not self

    def skip_steps(self) -> Step | Unknown | None:
        if self.interrupted():
            # nothing is skipped while the stock round runs: an entity reached now waits
            # at its first step (as on 18xx.games)
            return UNKNOWN
        return super().skip_steps()

    def after_process(self, action: Action, entity: Entity, holding: Step | Unknown | None) -> None:
        if self.interrupted():
            return
        super().after_process(action, entity, holding)


class Track1880(Track):
    """Corporations build with a permit for the phase (BCR, and all from phase B, may lay a
    second yellow tile unless they upgraded); an investor lays or upgrades one tile."""

    game: Game1880

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation | Minor):
            return []
        if self.can_lay(entity):
            return ["lay_tile", "pass"]
        if self.game.rocket_waits(entity):
            return ["pass"]
        return []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation | Minor)  # actions() offers lays to operators
        if self.round.num_laid_track:  # a second lay: lay_options() offers yellow tiles only
            return {"lay_tile": self.lay_options(entity), "second_tile": True}
        return {"lay_tile": self.lay_options(entity)}

    def choices_for(self, action: Action, entity: Entity) -> Any:
        if action.type != "lay_tile":
            return None
        assert isinstance(entity, Corporation | Minor)  # only the operator lays track
        name = str(action["tile"]).rsplit("-", 1)[0]
        return self.lay_options(entity, hexes=[action["hex"]], tiles=[name], with_rotations=False)

    def lay_options(self, entity: Operator, **which: Any) -> dict[str, Any]:
        """The tiles of this lay: the second one is a new yellow tile, never an upgrade."""
        options = self.game.tile_options(entity, **which)
        lay = self.current_lay(entity)
        if lay is None or lay.get("upgrade"):
            return options
        hexes = self.game.board.hexes
        return {h: tiles for h, tiles in options.items() if hexes[h].tile.color == "white"}

    def current_lay(self, corp: Operator) -> dict[str, Any] | None:
        lay = super().current_lay(corp)
        if lay is not None and lay["lay"] == "not_if_upgraded" and self.round.upgraded_track:
            return None
        return lay

    def process_lay_tile(self, action: Action, entity: Operator) -> None:
        self.lay(entity, entity, action)
        if not self.can_lay(entity) and not self.game.rocket_waits(entity):
            self.pass_()


class Route1880(Route):
    """An investor runs the bank's cheapest train (it stays in the bank); a corporation whose
    share price stands on a bonus field earns that bonus with its run."""

    game: Game1880

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self):
            return []
        if isinstance(entity, Minor):
            if not self.game.investors_operate or not self.game.has_route(entity):
                return []
            return ["run_routes"]
        return super().actions(entity)

    def process_run_routes(self, action: Action, entity: Operator) -> None:
        self.round.routes = self.game.check_routes(entity, action.get("routes") or [])
        self.round.extra_revenue = action.get("extra_revenue") or 0
        self.log_runs(entity)
        bonus = self.game.stock_market_bonus(entity)
        if bonus:
            self.round.extra_revenue += bonus
            self.game.log_entry("stock_market_bonus", corporation=entity.sym, amount=bonus)
        self.pass_()


class BookRevenue1880(BookRevenue):
    """Companion games: an investor's run is typed for the bank's cheapest train; a
    corporation's typed run (the Trans-Siberian bonus included) earns the share price's
    bonus, as on the map (a run of nothing earns none: on the map nothing runs)."""

    game: Game1880

    def running_trains(self, entity: Entity) -> list[Train]:
        if isinstance(entity, Minor):
            train = self.game.investor_train() if self.game.investors_operate else None
            return [train] if train is not None else []
        return super().running_trains(entity)

    def process_book_revenue(self, action: Action, entity: Operator) -> None:
        ran = any(action.get("revenues") or [action.get("total")])
        self.round.extra_revenue = self.game.stock_market_bonus(entity) if ran else 0
        if self.round.extra_revenue:
            self.game.log_entry(
                "stock_market_bonus", corporation=entity.sym, amount=self.round.extra_revenue
            )
        super().process_book_revenue(action, entity)


class Dividend1880(Dividend):
    """Investors keep their revenue; corporations pay out or withhold; shares in the IPO and
    on an investor earn nothing."""

    game: Game1880

    def skip(self) -> None:
        entity = operator(self)
        if isinstance(entity, Minor):
            revenue = self.total_revenue()
            entity.operating_history[(self.game.turn, self.round.round_num)] = revenue
            self.game.last_run[entity.sym] = list(self.round.routes)
            self.round.routes = []
            self.round.extra_revenue = 0
            if revenue:
                self.game.bank_pay(entity, revenue)
                self.game.log_entry("withholds", corporation=entity.sym, amount=revenue)
            self.pass_()
            return
        super().skip()

    def change_share_price(self, corp: Corporation, revenue: int, kind: str) -> None:
        if not self.game.communism:  # prices stand still from the first 4 to the first 6
            super().change_share_price(corp, revenue, kind)


class RocketPurchaseTrain(Step):
    """P7, the Rocket of China: during a turn of one of its owner's corporations, the owner
    may give it up for the train on sale now, free, if the corporation has room for it."""

    name = "rocket"
    blocks = False
    game: Game1880

    def actions(self, entity: Entity) -> list[str]:
        if not isinstance(entity, Company) or entity.sym != self.game.ROCKET or entity.closed:
            return []
        corp = operator(self)
        if not isinstance(corp, Corporation) or corp.owner is not entity.owner:
            return []
        if self.game.num_corp_trains(corp) >= self.game.train_limit(corp):
            return []
        return ["purchase_train"] if self.game.depot.depot_trains() else []

    def process_purchase_train(self, action: Action, entity: Company) -> None:
        corp = operator(self)
        assert isinstance(corp, Corporation)  # actions() checked the operator
        self.game.give_rocket_train(corp, self.game.depot.depot_trains()[0])


class BuyTrain1880(BuyTrain):
    """A bank purchase takes the train marker; when the marker holder's turn passes without
    one, the remaining trains of the current kind leave the game (once per operating round
    that was not just resumed)."""

    game: Game1880
    EMERGENCY_CHEAPEST_ONLY = False

    def setup(self) -> None:
        super().setup()
        self.bought_from_bank = False

    def train_options(self, corp: Corporation) -> list[TrainChoice]:
        options = [
            o
            for o in super().train_options(corp)
            if self.restored_2_allowed(corp, self.game.train(o["train"]))
            and self.emergency_cross_buy_limit(corp, o)
        ]
        if not self.game.can_cross_buy:
            options = [o for o in options if o["source"] == "depot"]
        if self.president_may_contribute(corp) and self.room(corp):
            # a forced purchase may take any bank train (the director borrows the rest)
            offered = {o["train"] for o in options}
            options += [
                {"train": t.id, "name": t.name, "price": t.price, "source": "depot"}
                for t in self.game.depot.depot_trains()
                if t.id not in offered and t.name != RESTORED_2
            ]
        return options

    def options(self, entity: Entity) -> Choices:
        """18xx.games charges a bank train the price its purchase names (older logs hold older
        prices): any price from 1 up to the printed one that the treasury, or in an emergency
        the director, can pay (it refuses to "spend zero or negative money"). Each bank train
        is offered with that range and its printed price, what a new purchase pays."""
        found = super().options(entity)
        if "buy_train" not in found or self.game.by_rulebook(TRAIN_PRICE_AS_LOGGED):
            return found
        corp = operator(self)
        assert isinstance(corp, Corporation)  # trains are bought in a corporation's turn
        widened = [o for o in found["buy_train"] if o["source"] != "depot" or "exchange" in o]
        if self.room(corp):
            must = self.president_may_contribute(corp)
            widened += [
                {
                    "train": t.id,
                    "name": t.name,
                    "source": "depot",
                    "list_price": t.price,
                    "min": 1,
                    "max": t.price if must and t.name != RESTORED_2 else min(t.price, corp.cash),
                }
                for t in self.game.depot.depot_trains()
                if self.restored_2_allowed(corp, t)
            ]
        return {**found, "buy_train": widened}

    def restored_2_allowed(self, corp: Corporation, train: Train) -> bool:
        """At most one restored 2 per corporation, none after an emergency sale this turn, and
        from the bank only with the treasury's money (R 552-556)."""
        if train.name != RESTORED_2:
            return True
        if any(t.name == RESTORED_2 for t in corp.trains) or self.last_share_sold_price:
            return False
        return train.owner is not self.game.depot or corp.cash >= train.price

    def emergency_cross_buy_limit(self, corp: Corporation, option: TrainChoice) -> bool:
        """In an emergency another corporation's train is bought only with the treasury's
        money, and not after a sale (the director's money buys only bank trains)."""
        if option["source"] == "depot" or not self.president_may_contribute(corp):
            return True
        if corp.cash <= 0 or self.last_share_sold_price:
            return False
        option["max"] = min(option["max"], corp.cash)
        return True

    def needed_cash(self) -> int:
        """What the emergency sales are measured against: the dearest bank train."""
        return max((t.price for t in self.game.depot.depot_trains()), default=0)

    def can_emergency_sell(
        self, player: Player, corp: Corporation, shares: list[Share], percent: int
    ) -> bool:
        """No emergency sale may change the director of any corporation (R 614)."""
        if not super().can_emergency_sell(player, corp, shares, percent):
            return False
        target = shares[0].corporation
        if target.owner is not player:
            return True
        holders = self.game.president_share_holders(target)
        others = max((v for p, v in holders.items() if p is not player), default=0)
        return holders.get(player, 0) - percent >= others

    def president_contributes(
        self, corp: Corporation, train: Train, price: int, exchange: Train | None
    ) -> None:
        """The director pays what the treasury lacks; what he cannot pay, the bank lends him
        (R 616)."""
        remaining = price - corp.cash
        president = corp.owner
        if (
            remaining > 0
            and president is not None
            and president.cash < remaining
            and self.president_may_contribute(corp)
            and exchange is None
            and train.owner is self.game.depot
            and price <= train.price
        ):
            self.game.take_player_loan(president, remaining - president.cash)
        super().president_contributes(corp, train, price, exchange)

    def check_purchase(
        self, corp: Corporation, train: Train, price: object, exchange: Train | None
    ) -> None:
        from_bank = train.owner is self.game.depot and exchange is None
        if (
            from_bank
            and isinstance(price, int)
            and not self.game.by_rulebook(TRAIN_PRICE_AS_LOGGED)
        ):
            price = train.price  # checked as bought at its price; paid as the action says
        super().check_purchase(corp, train, price, exchange)

    def buy_train(self, corp: Operator, train: Train, price: int, exchange: Train | None) -> None:
        from_depot = train.owner is self.game.depot
        if from_depot and train.name != RESTORED_2:
            self.bought_from_bank = True
            if not self.game.end_game_triggered:
                self.game.train_marker = corp
        super().buy_train(corp, train, price, exchange)
        if from_depot:
            self.game.train_left_depot(train)

    def pass_(self) -> None:
        game = self.game
        upcoming = game.depot.upcoming[0] if game.depot.upcoming else None
        saved = game.saved_operating_round
        if (
            upcoming is not None
            and operator(self) is game.train_marker
            and not self.bought_from_bank
            and (saved is None or saved.round_num != self.round.round_num)
            and not game.never_removed(upcoming)
        ):
            game.log_entry("trains_removed", train=upcoming.name)
            game.export_all(upcoming.name)
            return
        super().pass_()


class RocketExchange(Step):
    """P7, the Rocket of China, in phase B3: its owner must exchange it for a 4 and give the
    train to one of his corporations (one with room if he has one; a full one discards)."""

    name = "rocket_exchange"
    game: Game1880

    @property
    def active(self) -> bool:
        return self.game.forced_rocket_exchange()

    def current_entity(self) -> Company:
        return self.game.company(self.game.ROCKET)

    def actions(self, entity: Entity) -> list[str]:
        if entity is not self.current_entity() or isinstance(operator(self), Minor):
            return []
        return ["assign"]

    def options(self, entity: Entity) -> Choices:
        return {"assign": [c.sym for c in self.targets()]}

    def targets(self) -> list[Corporation1880]:
        game = self.game
        owner = game.company(game.ROCKET).owner
        owned = [c for c in game.corporations if c.owner is owner]
        with_room = [c for c in owned if game.num_corp_trains(c) < game.train_limit(c)]
        return with_room or owned

    def process_assign(self, action: Action, entity: Company) -> None:
        game = self.game
        corp = game.corporation(str(action["target"]))
        if corp not in self.targets():
            raise self.illegal("not_offered", f"{corp.name} cannot take the Rocket's train")
        train = game.rocket_train or game.depot.upcoming[0]
        game.rocket_train = None
        game.give_rocket_train(corp, train)


class AssignPermit(Step):
    """P5, Jeme Tien Yow Engineer Office: during a turn of one of its owner's corporations
    without a D permit, the owner may give the extra D permit to one of his corporations; in
    phase D he is asked (assign or decline for this turn), as 18xx.games does. The rulebook
    allows it at any time."""

    name = "assign"
    pass_key = "passes_permit"
    game: Game1880

    @property
    def blocks(self) -> bool:  # type: ignore[override]
        """Only while it asks: a step that asks nothing is never passed by skipping, so that
        it asks when the phase turns D in the middle of a turn (after an interrupting stock
        round), and the turn goes on meanwhile as if it were not there."""
        return self.asks()

    def usable(self) -> bool:
        """During a turn of a corporation of P5's owner that has no D permit yet."""
        game = self.game
        p5 = game.company(game.PERMIT_PRIVATE)
        corp = operator(self)
        return (
            not p5.closed
            and any(not a.used for a in p5.abilities)
            and isinstance(corp, Corporation)
            and corp.owner is p5.owner
            and "D" not in game.corporation(corp.sym).building_permits
        )

    def asks(self) -> bool:
        return self.game.phase.name.startswith("D") and self.usable()

    def actions(self, entity: Entity) -> list[str]:
        """P5 assigns the permit; while it is asked, the corporation may decline for this
        turn too (the permit is P5's to give, as on 18xx.games, never the corporation's)."""
        p5 = self.game.company(self.game.PERMIT_PRIVATE)
        if self.asks() and entity is p5:
            return ["assign", "pass"]
        if self.asks() and entity is operator(self):
            return ["pass"]
        if entity is p5 and self.usable():  # earlier phases: the owner may use it
            return ["assign"]
        return []

    def options(self, entity: Entity) -> Choices:
        return {"assign": [c.sym for c in self.targets()]}

    def targets(self) -> list[Corporation]:
        owner = self.game.company(self.game.PERMIT_PRIVATE).owner
        return [
            c
            for c in self.game.corporations
            if c.owner is owner and c.floated and "D" not in c.building_permits
        ]

    def process_assign(self, action: Action, entity: Company) -> None:
        target = self.game.corporation(str(action["target"]))
        if target not in self.targets():
            raise self.illegal("not_offered", f"{target.name} cannot take the D permit")
        target.building_permits += "D"
        for ability in entity.abilities:
            ability.used = True
        self.game.log_entry("building_permits", corporation=target.sym, permits="D")
        self.pass_()


class CheckFIConnection(Step):
    """At the end of an investor's turn: when its home joins its corporation's network it
    merges (its share and 50 to the owner, its cash to the corporation or 20 % of it to the
    owner, its station replaced by one of the corporation's or removed)."""

    name = "merger"
    game: Game1880

    def setup(self) -> None:
        self.merging: Investor | None = None
        self.question: str | None = None  # "cash" or "token"

    def current_entity(self) -> Entity | None:
        if self.merging is not None and self.question == "token":
            return self.game.merger_corporation(self.merging)
        return operator(self)

    def actions(self, entity: Entity) -> list[str]:
        if entity is not self.current_entity():
            return []
        if self.merging is not None:
            return ["choose"]
        if isinstance(entity, Minor) and not entity.closed:
            investor = self.game.minor(entity.sym)
            return ["destination_connection"] if self.game.connected(investor) else ["pass"]
        return []

    def options(self, entity: Entity) -> Choices:
        if self.merging is None:
            return {}
        found: Choices = {
            "choose": self.game.merger_choices(self.merging, self.question),
            "question": f"merger_{self.question}",
        }
        if self.question == "cash":
            found["choose_money"] = self.game.merger_cash_money(self.merging)
        return found

    def auto_action(self) -> Action | None:
        """The connection test at the end of an investor's turn asks nobody."""
        entity = operator(self)
        if self.merging is not None or not isinstance(entity, Minor) or entity.closed:
            return None
        kind = (
            "destination_connection" if self.game.connected(self.game.minor(entity.sym)) else "pass"
        )
        return Action(kind, entity.sym, "minor", {})

    def process_pass(self, action: Action, entity: Entity) -> None:
        self.pass_()

    def process_destination_connection(self, action: Action, entity: Investor) -> None:
        self.game.merge_share(entity)
        self.merging = entity
        self.question = "cash"
        self.next_question()

    def next_question(self) -> None:
        investor = self.merging
        assert investor is not None  # a merger is under way
        while self.question is not None and not self.game.merger_choices(investor, self.question):
            self.question = "token" if self.question == "cash" else None
            if self.question is None:
                break
        if self.question is None:
            self.game.close_investor(investor)
            self.merging = None
            self.pass_()

    def process_choose(self, action: Action, entity: Entity) -> None:
        investor = self.merging
        assert investor is not None and self.question is not None  # offered during a merger
        if self.question == "cash":
            self.game.merger_cash(investor, str(action["choice"]))
            self.question = "token"
        else:
            self.game.merger_token(investor, str(action["choice"]))
            self.question = None
        self.next_question()


class BookFIConnection(CheckFIConnection):
    """Companion games: the map is on the table, so at the end of an investor's turn its
    owner says whether its home has joined its corporation's network (once that corporation
    has a station); the merger then asks its questions as on the map."""

    def could_connect(self, entity: Entity) -> bool:
        if not isinstance(entity, Minor) or entity.closed:
            return False
        corp = self.game.minor(entity.sym).linked
        return corp is not None and corp.floated and any(t.used for t in corp.tokens)

    def actions(self, entity: Entity) -> list[str]:
        if entity is not self.current_entity():
            return []
        if self.merging is not None:
            return ["choose"]
        return ["destination_connection", "pass"] if self.could_connect(entity) else []

    def options(self, entity: Entity) -> Choices:
        if self.merging is None and isinstance(entity, Minor) and self.could_connect(entity):
            linked = self.game.minor(entity.sym).linked
            assert linked is not None  # could_connect() found it
            return {"destination_connection": [linked.sym]}
        return super().options(entity)

    def auto_action(self) -> Action | None:
        entity = operator(self)
        if self.merging is not None or not isinstance(entity, Minor) or entity.closed:
            return None
        return None if self.could_connect(entity) else Action("pass", entity.sym, "minor", {})
