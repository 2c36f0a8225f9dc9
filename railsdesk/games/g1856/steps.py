"""1856's steps: government loans, the destination check after track, and the shared steps
with 1856's changes (share dealing, dividends after interest)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, TypedDict

from railsdesk.engine.actions import Action
from railsdesk.engine.contract import Choices, Refusal, TokenChoice, TrainChoice
from railsdesk.engine.entities import (
    Ability,
    Company,
    Corporation,
    Entity,
    Operator,
    Player,
    Share,
    ShareHolder,
    Train,
)
from railsdesk.engine.shares import Bundle
from railsdesk.engine.steps.auction import WaterfallAuction
from railsdesk.engine.steps.base import Step, operator
from railsdesk.engine.steps.operating import Dividend, SpecialTrack, Token, Track
from railsdesk.engine.steps.stock import PURCHASES, BuySellParShares
from railsdesk.engine.steps.trains import Bankrupt, BuyTrain, leaves_the_game
from railsdesk.games.g1856.entities import (
    AUCTION_FROM_LEFT_OF_HIGHEST,
    BANKRUPTCY_KEEPS_SHARES,
    ESCROW,
    PRIVATES_BETWEEN_PLAYERS,
    as_1856,
)

if TYPE_CHECKING:
    from railsdesk.games.g1856 import Game1856
    from railsdesk.games.g1856.rounds import OperatingRound1856, StockRound1856

BORROWED_TRAINS = ("D", "8")


class MergeChoice(TypedDict):
    corporation: str


class RightChoice(TypedDict):
    description: str
    cost: int


class StationChoice(TypedDict):
    city: str
    hex: str
    slot: int


class Choices1856(Choices, total=False):
    """The choices of 1856's own steps, besides those every title shares."""

    merge: list[MergeChoice]  # the corporation whose president decides at the CGR's formation
    owed: int  # what keeping it out of the CGR costs the president
    special_buy: list[RightChoice]  # a bridge or tunnel right
    remove_token: list[StationChoice]  # a CGR station to take off the map
    borrow_train: list[str]  # train ids the CGR may borrow


class Loans(Step):
    """Taking a loan at any moment of the turn; once trains are bought, repaying loans (and a
    last chance to take one) holds the turn until the president passes."""

    name = "loan"
    pass_key = "passes_loans"
    game: Game1856
    round: OperatingRound1856

    @property
    def blocks(self) -> bool:  # type: ignore[override]  # a class attribute in Step
        return not self.game.post_nationalization and self.round.step(BuyTrain).passed

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        found = []
        if self.can_pay_off(entity):
            found.append("payoff_loan")
        if self.game.can_take_loan(entity):
            found.append("take_loan")
        # loans beyond the limit hold the turn too: passing repays them by force
        if (found or self.must_pay_off(entity)) and self.blocks:
            found.append("pass")
        return found

    def options(self, entity: Entity) -> Choices:
        game = self.game
        if not isinstance(entity, Corporation):
            return {}
        return {
            "take_loan": [{"loan": game.loans_available[0], "amount": game.loan_amount(entity)}]
            if game.can_take_loan(entity)
            else [],
            "payoff_loan": [{"loan": loan.id, "amount": loan.amount} for loan in entity.loans[:1]],
        }

    def can_pay_off(self, corp: Corporation) -> bool:
        return bool(corp.loans) and corp.cash >= corp.loans[0].amount and self.blocks

    def must_pay_off(self, corp: Corporation) -> bool:
        return len(corp.loans) > self.game.maximum_loans(corp) and self.blocks

    def process_take_loan(self, action: Action, entity: Corporation) -> None:
        self.game.take_loan(entity, action.get("loan"))
        self.round.took_loan.add(entity)

    def process_payoff_loan(self, action: Action, entity: Corporation) -> None:
        loan_id = action.get("loan")
        loan = next((loan for loan in entity.loans if loan.id == loan_id), None)
        if loan is None:
            raise self.illegal("not_owner", f"{entity.name} has no loan {loan_id!r}")
        if "payoff_loan" not in self.actions(entity):
            raise self.illegal("cannot_repay", f"{entity.name} cannot repay a loan now")
        self.game.pay_off_loan(entity, loan)
        self.round.redeemed_loan.add(entity)


class Escrow(Step):
    """After the track step: every corporation whose home now connects to its destination
    receives its escrow (an automatic action, as 18xx.games records it)."""

    name = "escrow"
    game: Game1856

    def actions(self, entity: Entity) -> list[str]:
        return ["destination_connection"] if isinstance(entity, Corporation) else []

    def auto_action(self) -> Action | None:
        corp = operator(self)
        assert isinstance(corp, Corporation)  # the step of an operating corporation's turn
        game = self.game
        reached = [c.sym for c in game.corporations if game.destination_connected(as_1856(c))]
        return Action("destination_connection", corp.sym, "corporation", {"corporations": reached})

    def process_destination_connection(self, action: Action, entity: Corporation) -> None:
        for sym in action.get("corporations") or []:
            self.game.destinated(as_1856(self.game.corporation(sym)))
        self.pass_()


class BookDestination(Escrow):
    """Companion games: the map is on the table, so the players say when a corporation's
    home has joined its destination (by anyone's track, at any moment of a turn); its escrow
    is released as on the map."""

    blocks = False

    def waiting(self) -> list[str]:
        game = self.game
        return [
            c.sym
            for c in map(as_1856, game.corporations)
            if c.sym in game.destinations
            and not c.destinated
            and not c.closed
            and (c.capitalization or c.capitalization_for(game.capitalization)) == ESCROW
        ]

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        return ["destination_connection"] if self.waiting() else []

    def options(self, entity: Entity) -> Choices:
        return {"destination_connection": self.waiting()}

    def auto_action(self) -> Action | None:
        return None

    def process_destination_connection(self, action: Action, entity: Corporation) -> None:
        reached = action.get("corporations") or []
        waiting = self.waiting()
        unknown = [sym for sym in reached if sym not in waiting]
        if not reached or unknown:
            named = ", ".join(unknown) or "none"
            raise self.illegal(
                "no_destination", f"no destination left to reach for {named}", corporations=named
            )
        for sym in reached:
            self.game.destinated(as_1856(self.game.corporation(sym)))


class BuySellParShares1856(BuySellParShares):
    """No IPO purchase while the pool holds more than half the company; the CGR's shares only
    once it has formed; shares bought in a turn are sold in that turn only down to one."""

    game: Game1856
    round: StockRound1856

    def setup(self) -> None:
        super().setup()
        player = self.current_entity()
        if isinstance(player, Player):
            self.end_if_false_president_stuck(player)

    def end_if_false_president_stuck(self, player: Player) -> None:
        """The false president who can neither sell nor buy and cannot raise a CGR share's
        price is bankrupt, at the start of his turn or after a sale."""
        game = self.game
        if player is not game.false_president:
            return
        if not self.actions(player) and game.false_president_stuck(player):
            # 18xx.games: his cash stays his
            if game.by_rulebook(BANKRUPTCY_KEEPS_SHARES):
                leaves_the_game(game, player)
            game.end_game("bankrupt")

    def process_sell_shares(self, action: Action, entity: Player) -> None:
        super().process_sell_shares(action, entity)
        self.end_if_false_president_stuck(entity)

    def actions(self, entity: Entity) -> list[str]:
        game = self.game
        if (
            entity is not game.false_president
            or entity is not self.current_entity()
            or not isinstance(entity, Player)
        ):
            return super().actions(entity)
        # the false president must buy a CGR share, selling if he needs to; nothing else
        found = []
        if game.any_sellable(entity):
            found.append("sell_shares")
        if any(self.buyable(entity)):
            found.append("buy_shares")
        return found

    def refusal(
        self, player: Player, shares: list[Share], source: ShareHolder, percent: int
    ) -> Refusal | None:
        game = self.game
        corp = shares[0].corporation
        if player is game.false_president and corp is not game.national:
            return {"reason": "national_first", "national": game.national.sym}
        if corp is game.national and not corp.floated:
            return {"reason": "national_unformed"}
        if source is corp and not game.holding_ok(game.pool, corp, corp.share_percent):
            return {"reason": "pool_first", "percent": game.pool.percent_of(corp.sym)}
        return super().refusal(player, shares, source, percent)

    def process_buy_shares(self, action: Action, entity: Player) -> None:
        game = self.game
        shares, percent = game.resolve_shares(action)
        corp = shares[0].corporation
        false_president = game.false_president
        takes_over = entity is false_president or bool(entity.shares_by_corp.get(corp.sym))
        if corp is game.national and false_president is not None and takes_over:
            seller = shares[0].owner
            if seller is None or not self.can_buy(entity, shares, seller, percent):
                raise self.illegal("cannot_buy", f"{entity.name} cannot buy {corp.name} now")
            game.grow_national_presidency(entity, shares, percent)
            self.track(entity, "buy_shares", corp)
        else:
            super().process_buy_shares(action, entity)
        self.round.unvested[entity] = corp

    def bought(self) -> bool:
        # a private bought from another player is the turn's purchase
        return not PURCHASES.isdisjoint(self.turn_actions)

    def purchasable_companies(self, player: Player) -> list[Company]:
        game = self.game
        if not game.by_rulebook(PRIVATES_BETWEEN_PLAYERS) or self.bought() or player.cash <= 0:
            return []
        return game.purchasable_companies(player)


class Dividend1856(Dividend):
    """A corporation that ran routes chooses (even at $0); interest its treasury could not pay
    is taken from the run first."""

    game: Game1856
    round: OperatingRound1856

    def total_revenue(self) -> int:
        corp = operator(self)
        penalty = self.round.interest_penalty.get(corp, 0) if isinstance(corp, Corporation) else 0
        return super().total_revenue() - penalty

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        if entity is self.game.national and not self.game.national_owned_permanent:
            return []  # the CGR withholds until it has owned a permanent train
        return ["dividend"] if self.round.routes else []


class Track1856(Track):
    """The track step also stays open while the corporation holds an extra lay (TCC) or could
    still buy a private that lays track, as 18xx.games keeps it."""

    def can_lay(self, corp: Operator) -> bool:
        return super().can_lay(corp) or self.held_open(corp)

    def held_open(self, corp: Operator) -> bool:
        return self.extra_lay_held(corp) or self.could_buy_track_private(corp)

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        if super().can_lay(entity):
            return ["lay_tile", "pass"]
        return ["pass"] if self.held_open(entity) else []

    def options(self, entity: Entity) -> Choices:
        if not isinstance(entity, Corporation) or not super().can_lay(entity):
            return {}
        return super().options(entity)

    def extra_lay_held(self, corp: Operator) -> bool:
        return any(
            a.type == "tile_lay"
            and not a.used
            and a.data.get("when") == "track"
            and not a.data.get("consume_tile_lay")
            for c in corp.companies
            for a in c.abilities
        )

    def could_buy_track_private(self, corp: Operator) -> bool:
        game = self.game
        if "can_buy_companies" not in game.phase.status:
            return False
        return any(
            math.ceil(c.value / 2) <= corp.cash
            and any(a.type == "tile_lay" and a.data.get("when") == "track" for a in c.abilities)
            for c in game.purchasable_companies(corp)
        )


class Token1856(Token):
    """The station step also waits while a loan (or a private's free marker) would pay for a
    marker; the choices offered are those the treasury pays now."""

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation) or self.tokened:
            return []
        if self.can_place_token(entity):
            return ["place_token", "pass"]
        game = self.game
        budget = game.buying_power(entity)
        if any(a.type == "token" and not a.used for c in entity.companies for a in c.abilities):
            # a private's free marker (Waterloo & Saugeen) makes the next one affordable
            budget = max(budget, game.next_token_price(entity) or 0)
        return ["pass"] if game.can_place_token(entity, budget) else []


class Assign(Step):
    """Great Lakes Shipping: its corporation puts the port marker on a port hex, any time in
    its turn; the private closes."""

    name = "assign"
    blocks = False
    game: Game1856

    def ability(self, company: Entity) -> Ability | None:
        if not isinstance(company, Company) or company.closed:
            return None
        if company.owner is not operator(self):
            return None
        return next((a for a in company.abilities if a.type == "assign_hexes" and not a.used), None)

    def actions(self, entity: Entity) -> list[str]:
        return ["assign"] if self.ability(entity) is not None else []

    def options(self, entity: Entity) -> Choices:
        ability = self.ability(entity)
        return {"assign": list(ability.hexes)} if ability is not None else {}

    def process_assign(self, action: Action, entity: Company) -> None:
        ability = self.ability(entity)
        target = action.get("target")
        if ability is None or target not in ability.hexes:
            raise self.illegal("not_a_port", f"{target!r} is not a port hex")
        assert isinstance(entity.owner, Corporation)  # (ability says so: the operator's)
        ability.used = True
        self.game.place_port(entity.owner, target)
        self.game.close_company(entity)


class SpecialBuy(Step):
    """Buying a bridge or tunnel right for $50, once its private is no longer a player's."""

    name = "special_buy"
    blocks = False
    game: Game1856

    def items(self, corp: Entity) -> list[RightChoice]:
        game = self.game
        if corp is not operator(self) or not isinstance(corp, Corporation):
            return []
        return [
            {"description": right.description, "cost": right.cost}
            for right in game.rights.values()
            if game.can_buy_right(corp, right)
        ]

    def actions(self, entity: Entity) -> list[str]:
        return ["special_buy"] if self.items(entity) else []

    def options(self, entity: Entity) -> Choices1856:
        return {"special_buy": self.items(entity)}

    def process_special_buy(self, action: Action, entity: Corporation) -> None:
        game = self.game
        right = next(
            (r for r in game.rights.values() if r.description == action.get("description")), None
        )
        if right is None or not game.can_buy_right(entity, right):
            raise self.illegal(
                "cannot_buy", f"{entity.name} cannot buy {action.get('description')!r} now"
            )
        if action.get("cost", right.cost) != right.cost:
            raise self.illegal(
                "wrong_price", f"the {right.description} costs {game.money(right.cost)}"
            )
        game.buy_right(entity, right)


class SpecialTrack1856(SpecialTrack):
    """A private's lay that takes the corporation's own (Waterloo & Saugeen) counts as it, so
    it needs that lay still to be free."""

    game: Game1856

    def actions(self, entity: Entity) -> list[str]:
        if isinstance(entity, Company) and isinstance(entity.owner, Corporation):
            ability = self.game.tile_ability(entity)
            if ability is not None and ability.data.get("consume_tile_lay"):
                if self.round.step(Track).current_lay(entity.owner) is None:
                    return []
        return super().actions(entity)

    def process_lay_tile(self, action: Action, entity: Company) -> None:
        if "lay_tile" not in self.actions(entity):
            raise self.illegal("no_lay", f"{entity.name} cannot lay a tile now")
        ability = self.game.tile_ability(entity)
        if ability is None or not ability.data.get("consume_tile_lay"):
            super().process_lay_tile(action, entity)
            return
        assert isinstance(entity.owner, Corporation)  # (actions says so)
        self.round.step(Track).lay(entity, entity.owner, action, ability)
        ability.used = True
        self.game.private_used(entity)


class WsrcToken(Step):
    """Waterloo & Saugeen: a station marker of its corporation's own, free and without a
    connection, in Kitchener, after the track step and before the interest is paid; it is the
    turn's station marker."""

    name = "wsrc_token"
    blocks = False
    game: Game1856
    round: OperatingRound1856

    def ability(self, company: Entity) -> Ability | None:
        corp = operator(self)
        if not isinstance(company, Company) or company.closed or company.owner is not corp:
            return None
        if not isinstance(corp, Corporation):
            return None
        if not self.round.step(Track).passed or corp in self.round.paid_interest:
            return None
        # it is the turn's station marker, and a home marker waiting to be relaid comes first
        if self.round.step(Token).tokened or self.game.pending_tokens:
            return None
        if corp.next_token() is None:
            return None
        return next((a for a in company.abilities if a.type == "token" and not a.used), None)

    def cities(self, company: Entity) -> list[TokenChoice]:
        ability = self.ability(company)
        if ability is None:
            return []
        corp = operator(self)
        assert isinstance(corp, Corporation)  # (ability says so: the private's owner)
        game = self.game
        return [
            game.token_choice(hex_id, index, slot, 0)
            for hex_id in ability.hexes
            for index, city in enumerate(game.board.hexes[hex_id].cities)
            if game.can_token_city(corp, hex_id, index)
            and (slot := city.free_slot_for(corp.sym)) is not None
        ]

    def actions(self, entity: Entity) -> list[str]:
        return ["place_token"] if self.cities(entity) else []

    def options(self, entity: Entity) -> Choices:
        return {"place_token": self.cities(entity)}

    def process_place_token(self, action: Action, entity: Company) -> None:
        game = self.game
        hex_id, index = game.city_by_id(action.get("city"))
        if not any(o["hex"] == hex_id and o["city_index"] == index for o in self.cities(entity)):
            raise self.illegal("cannot_token", f"{entity.name} cannot place a marker in {hex_id}")
        ability = self.ability(entity)
        assert ability is not None and isinstance(entity.owner, Corporation)  # (cities says so)
        ability.used = True
        game.place_token(entity.owner, hex_id, index, 0)
        self.round.step(Token).tokened = True  # it is the turn's station marker
        game.private_used(entity)


class NationalizationPayoff(Step):
    """At the CGR's formation each indebted corporation's president decides: merge into the
    CGR, or pay its loans (the corporation's cash first, his own for the rest)."""

    name = "nationalization"
    game: Game1856

    @property
    def active(self) -> bool:
        return bool(self.game.nationalizables)

    def current_entity(self) -> Corporation | None:
        pending = self.game.nationalizables
        return pending[0] if pending else None

    def actions(self, entity: Entity) -> list[str]:
        if entity is not self.current_entity() or not isinstance(entity, Corporation):
            return []
        # paying off takes the corporation's cash and the rest from its president
        president = self.game.president(entity)
        return ["merge", "pass"] if president.cash >= self.owed(entity) else ["merge"]

    def owed(self, corp: Corporation) -> int:
        return self.game.amount_president_owes(corp)

    def options(self, entity: Entity) -> Choices1856:
        if not isinstance(entity, Corporation):
            return {}
        return {"merge": [{"corporation": entity.sym}], "owed": self.owed(entity)}

    def process_merge(self, action: Action, entity: Corporation) -> None:
        if action.get("corporation", entity.sym) != entity.sym:
            raise self.illegal("wrong_corporation", f"{entity.name} decides now")
        self.game.merge_into_national(entity)

    def process_pass(self, action: Action, entity: Entity) -> None:
        assert isinstance(entity, Corporation)  # (actions offers it to the deciding one only)
        self.game.pay_off_for_nationalization(entity)


class RemoveTokens(Step):
    """After its formation the CGR keeps one station per hex and at most ten (or its homes)."""

    name = "remove_tokens"
    game: Game1856

    @property
    def active(self) -> bool:
        return bool(self.game.duplicate_tokens or self.game.pending_removals)

    def current_entity(self) -> Corporation | None:
        return self.game.national if self.active else None

    def actions(self, entity: Entity) -> list[str]:
        return ["remove_token"] if self.active and entity is self.game.national else []

    def options(self, entity: Entity) -> Choices1856:
        game = self.game
        pending = game.duplicate_tokens[0] if game.duplicate_tokens else game.pending_removals[0]
        national = game.national
        return {
            "remove_token": [
                {
                    "city": game.city_id(t.hex, t.city),
                    "hex": t.hex,
                    "slot": game.board.hexes[t.hex].cities[t.city].tokens.index(national.sym),
                }
                for t in national.tokens
                if t.used and t.hex in pending["hexes"] and t.hex is not None and t.city is not None
            ]
        }

    def process_remove_token(self, action: Action, entity: Corporation) -> None:
        hex_id, index = self.game.city_by_id(action.get("city"))
        self.game.remove_national_token(hex_id, index)


class NationalizationDiscardTrains(Step):
    """After its formation the CGR keeps at most three trains, and rusting ones only by
    choice; passing ends the choice and its limit is one above the phase's."""

    name = "national_discard"
    game: Game1856

    @property
    def active(self) -> bool:
        return self.game.national_discarding and bool(self.game.national_discardable())

    def current_entity(self) -> Corporation | None:
        return self.game.national if self.active else None

    def actions(self, entity: Entity) -> list[str]:
        if not self.active or entity is not self.game.national:
            return []
        if len(self.game.national.trains) > 3:
            return ["discard_train"]
        return ["discard_train", "pass"]

    def options(self, entity: Entity) -> Choices:
        return {"discard_train": [t.id for t in self.game.national_discardable()]}

    def process_discard_train(self, action: Action, entity: Corporation) -> None:
        game = self.game
        train = game.train(action.get("train"))
        if train not in game.national_discardable():
            raise self.illegal("cannot_discard", f"the CGR cannot discard train {train.id}")
        game.depot.reclaim_train(train)
        game.log_entry(
            "discards_train", corporation=entity.sym, train=train.name, kept=len(entity.trains)
        )
        if not game.national_discardable():
            self.done()

    def process_pass(self, action: Action, entity: Entity) -> None:
        self.done()

    def done(self) -> None:
        self.game.national_discarding = False
        self.game.trains_changed()


class BuyTrain1856(BuyTrain):
    """The CGR buys only trains that never rust, and buys and sells trains only at face
    value; its first such train frees its dividends and its share price. The president's
    money buys only from the bank: a train of another corporation costs at most the
    treasury. The president's emergency sales of one company's
    shares in a turn are one sale."""

    EMERGENCY_SALES_IN_ONE_BLOCK = True
    game: Game1856

    def train_options(self, corp: Corporation) -> list[TrainChoice]:
        found = []
        national = self.game.national
        for option in super().train_options(corp):
            if option["source"] != "depot":
                option = option | {"max": min(option["max"], corp.cash)}
                if corp is national or option["source"] == national.sym:
                    # the CGR buys and sells trains only at face value
                    face = self.game.train(option["train"]).price
                    option = option | {"min": face, "max": face if face <= corp.cash else 0}
                if option["max"] < option["min"]:
                    continue
            found.append(option)
        if corp is not self.game.national:
            return found
        permanent = {t.id for t in self.game.all_trains() if t.rusts_on is None}
        return [o for o in found if o["train"] in permanent]

    def president_contributes(
        self, corp: Corporation, train: Train, price: int, exchange: Train | None
    ) -> None:
        if train.owner is not self.game.depot and price > corp.cash:
            raise self.illegal(
                "not_enough_cash", f"{corp.name} may spend at most {self.game.money(corp.cash)}"
            )
        super().president_contributes(corp, train, price, exchange)

    def pass_(self) -> None:
        borrowed = self.game.borrowed_train
        if borrowed is not None:
            self.game.depot.reclaim_train(borrowed)
            self.game.borrowed_train = None
            self.game.log_entry(
                "returns_borrowed_train", corporation=self.game.national.sym, train=borrowed.name
            )
        super().pass_()

    def buy_train(self, corp: Operator, train: Train, price: int, exchange: Train | None) -> None:
        super().buy_train(corp, train, price, exchange)
        if corp is self.game.national and train.rusts_on is None:
            self.game.national_bought_permanent()


class CashCrisis(Step):
    """A president whose cash went below zero paying interest or a forced repayment sells
    shares until it is covered; he may not give up the presidency of the corporation in
    trouble."""

    name = "cash_crisis"
    game: Game1856
    round: OperatingRound1856

    def player(self) -> Player | None:
        player = self.round.cash_crisis_player
        return player if player is not None and player.cash < 0 else None

    @property
    def active(self) -> bool:
        return self.player() is not None

    def current_entity(self) -> Player | None:
        return self.player()

    def actions(self, entity: Entity) -> list[str]:
        if not isinstance(entity, Player) or entity is not self.player():
            return []
        # with nothing left to sell only bankruptcy remains (taken by the Bankrupt step)
        return ["sell_shares"] if self.bundles(entity) else ["bankrupt"]

    def bundles(self, player: Player) -> list[Bundle]:
        game = self.game
        trouble = operator(self)
        found: list[Bundle] = []
        for corp in game.corporations:
            for bundle in game.bundles_for(player, corp):
                shares, percent = bundle
                if not game.can_dump(player, shares) or not game.fits_in_pool(corp, percent):
                    continue
                if corp.owner is player and corp is trouble:
                    holders = game.president_share_holders(corp)
                    others = max((v for p, v in holders.items() if p is not player), default=0)
                    if holders.get(player, 0) - percent < others:
                        continue
                smaller = game.bundle_price(shares, percent) - min(
                    game.bundle_price([s], s.percent) for s in shares
                )
                if smaller < -player.cash:  # no more than the debt needs
                    found.append(bundle)
        return found

    def options(self, entity: Entity) -> Choices:
        if not isinstance(entity, Player):
            return {}
        return {"sell_shares": [self.game.bundle_option(s, p) for s, p in self.bundles(entity)]}

    def process_sell_shares(self, action: Action, entity: Player) -> None:
        game = self.game
        shares, percent = game.resolve_shares(action)
        if not any(s == shares and p == percent for s, p in self.bundles(entity)):
            raise self.illegal("cannot_sell", f"{entity.name} may not sell these shares now")
        game.sell_shares_and_change_price(shares, percent)
        self.round.recalculate_order()


class Bankrupt1856(Bankrupt):
    """Besides a train he cannot pay for, a president who cannot cover interest or a forced
    repayment goes bankrupt: his cash goes to the bank (as 18xx.games plays it, after selling
    what may still be sold; by the rulebook his shares stay with him)."""

    game: Game1856
    round: OperatingRound1856

    def crisis_player(self) -> Player | None:
        player = self.round.cash_crisis_player
        return player if player is not None and player.cash < 0 else None

    def actions(self, entity: Entity) -> list[str]:
        player = self.crisis_player()
        if player is not None and entity in (player, operator(self)):
            if not self.round.step(CashCrisis).bundles(player):
                return ["bankrupt"]
        return super().actions(entity)

    def process_bankrupt(self, action: Action, entity: Corporation) -> None:
        game = self.game
        player = self.crisis_player()
        if game.by_rulebook(BANKRUPTCY_KEEPS_SHARES):
            if player is None and not self.buy_train_step().can_go_bankrupt(entity):
                raise self.illegal("not_bankrupt", f"{entity.name} can still raise the money")
            player = player or game.president(entity)
        elif player is None:
            super().process_bankrupt(action, entity)
            return
        else:
            self.sell_everything(player)
        leaves_the_game(game, player)

    def sell_everything(self, player: Player) -> None:
        game = self.game
        for corp in sorted(game.corporations, key=lambda c: c.name):
            if corp.share_price is None:
                continue
            while bundles := [
                b for b in game.bundles_for(player, corp) if game.can_sell(player, *b)
            ]:
                game.sell_shares_and_change_price(
                    *max(bundles, key=lambda b: game.bundle_price(*b))
                )
        self.round.recalculate_order()


class BorrowTrain(Step):
    """A trainless CGR that has never owned a permanent train may borrow a D from the bank
    for its turn; it goes back (to the pool) when the train step ends."""

    name = "borrow_train"
    game: Game1856

    def borrowable(self, corp: Entity) -> list[Train]:
        game = self.game
        if corp is not game.national or game.national.trains or game.national_owned_permanent:
            return []
        return [t for t in game.depot.depot_trains() if t.name in BORROWED_TRAINS]

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not self.borrowable(entity):
            return []
        return ["borrow_train", "pass"]

    def options(self, entity: Entity) -> Choices1856:
        return {"borrow_train": [t.id for t in self.borrowable(entity)]}

    def process_borrow_train(self, action: Action, entity: Corporation) -> None:
        game = self.game
        train = game.train(action.get("train"))
        if train not in self.borrowable(entity):
            raise self.illegal("not_available", f"train {train.id} cannot be borrowed")
        game.remove_train(train)
        train.owner = entity
        train.operated = False
        entity.trains.append(train)
        game.trains_changed()
        game.borrowed_train = train
        game.log_entry("borrows_train", corporation=entity.sym, train=train.name)
        self.pass_()


class Auction1856(WaterfallAuction):
    """The private auction; by the rulebook, when several players bid for a private, the
    bidding goes round from the player left of the highest bidder (18xx.games: the lowest
    bidder acts)."""

    def current_entity(self) -> Entity | None:
        auction = self.active_bids()
        if auction is None or not self.game.by_rulebook(AUCTION_FROM_LEFT_OF_HIGHEST):
            return super().current_entity()
        bidders = [player for player, _ in auction[1]]
        highest = max(auction[1], key=lambda bid: bid[1])[0]
        seats = self.game.players
        start = seats.index(highest)
        return next(
            seats[(start + step) % len(seats)]
            for step in range(1, len(seats))
            if seats[(start + step) % len(seats)] in bidders
        )
