"""1880's stock round: founding a corporation takes a par price with a slot on the order track,
the size of the president's certificate and the building permits; corporations go into
operation at the end of the round; only the upper half of the certificates may be bought."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from railsdesk.engine.actions import Action
from railsdesk.engine.contract import Choices, ParChoice, Refusal
from railsdesk.engine.entities import Company, Corporation, Entity, Player, Share, ShareHolder
from railsdesk.engine.rounds import Round, StockRound
from railsdesk.engine.steps.base import Step
from railsdesk.engine.steps.stock import BuySellParShares as BaseBuySellParShares
from railsdesk.games.g1880.rules import DEBT_REPAYMENT, P0_AUTOMATIC, P0_AWARDS

if TYPE_CHECKING:
    from railsdesk.engine.market import SharePrice
    from railsdesk.games.g1880 import Corporation1880, Game1880

PERCENT_CHOICES = (20, 30, 40)


class Founding:
    """A par in progress: the price and slot are chosen, the president's size and the
    permits are still to come."""

    def __init__(self, player: Player, corp: Corporation1880, price: SharePrice, slot: int):
        self.player = player
        self.corp = corp
        self.price = price
        self.slot = slot
        self.percent: int | None = None


class BuySellParShares(BaseBuySellParShares):
    game: Game1880

    def __init__(self, game: Game1880, round_: Round, **opts: Any):
        super().__init__(game, round_, **opts)
        self.founding: Founding | None = None

    # -- what the player may do -----------------------------------------------------------
    def sales_open(self) -> bool:
        return not self.bought()  # sell, then buy: the turn ends

    def actions(self, entity: Entity) -> list[str]:
        if self.founding is not None:
            return ["choose"] if entity is self.founding.player else []
        found = super().actions(entity)
        if self.bought() and "sell_shares" in found:  # even a sale he must make
            found = [a for a in found if a != "sell_shares"]
            if found == ["pass"]:
                found = []
        if isinstance(entity, Player) and self.game.debt(entity):
            found = self.debtor_actions(entity, found)
        return found

    def debtor_actions(self, player: Player, found: list[str]) -> list[str]:
        """A director in debt buys no shares until it is repaid (R 617); he may repay in
        part (rulebook) or with all his cash (18xx.games)."""
        found = [a for a in found if a != "buy_shares"]
        if player.cash <= 0:
            return found
        if self.game.by_rulebook(DEBT_REPAYMENT):
            found = [a for a in found if a not in ("par", "pass")]  # founding is buying too
            return [*found, "payoff_player_debt_partial", "pass"]
        # 18xx.games: with nothing else left to do, he must repay with all his cash
        return [*found, "payoff_player_debt"]

    def options(self, entity: Entity) -> Choices:
        if self.founding is not None:
            choices = self.founding_choices()
            if self.founding.percent is None:  # each 10 % of it costs the par price
                price = self.founding.price.price
                return {"choose": choices, "question": "president_size", "amount": price}
            return {"choose": choices, "question": "permits"}
        options = super().options(entity)
        if "payoff_player_debt_partial" in self.actions(entity):
            assert isinstance(entity, Player)  # only players are in debt
            most = min(entity.cash, self.game.debt(entity))
            options["payoff_player_debt_partial"] = {"min": 1, "max": most}
        return options

    def choices_for(self, action: Action, entity: Entity) -> Any:
        if action.type == "choose":
            return self.founding_choices() if self.founding is not None else None
        return super().choices_for(action, entity)

    def founding_choices(self) -> list[int] | list[str]:
        """The president's certificate's size (a number, as 18xx.games logs it), then the
        building permits."""
        founding = self.founding
        assert founding is not None  # asked while a par is in progress
        if founding.percent is None:
            return self.percent_choices(founding)
        return self.game.permit_choices(founding.percent)

    def percent_choices(self, founding: Founding) -> list[int]:
        """The sizes of president's certificate the player can pay for."""
        most = founding.player.cash // founding.price.price * 10
        return [p for p in PERCENT_CHOICES if p <= most]

    def offered_certificates(self, corp: Corporation) -> Iterator[tuple[Share, ShareHolder, str]]:
        """The first certificate of the upper half still in the bank, else one of the second
        50 % where they are not available yet (sold shares go back to the bank: no pool)."""
        share = self.game.first_buyable(corp)
        if share is None:
            share = next((s for s in corp.ipo_shares if not s.president), None)
        if share is not None:
            yield share, corp, "ipo"

    def refusal(
        self, player: Player, shares: list[Share], source: ShareHolder, percent: int
    ) -> Refusal | None:
        if not self.game.unbuyable.isdisjoint(shares):
            # after the first 3-train only a certificate sold back after a change of director
            # is still locked (LOWER_HALF_RELEASED as 18xx.games reads it)
            return {"reason": "locked_sold" if self.game.second_half_available else "locked_half"}
        return super().refusal(player, shares, source, percent)

    def pars(self, player: Player) -> Iterator[tuple[Corporation, SharePrice]]:
        """Only at a par value with a free slot on the order track (each price asked once)."""
        room: dict[int, bool] = {}
        for corp, price in super().pars(player):
            free = room.get(price.price)
            if free is None:
                free = room[price.price] = bool(self.game.free_slots(price.price))
            if free:
                yield corp, price

    def par_options(self, player: Player) -> list[ParChoice]:
        return [
            {
                "corporation": corp.sym,
                "share_price": price.id(),
                "price": price.price,
                "slot": slot,
            }
            for corp, price in self.pars(player)
            for slot in self.game.free_slots(price.price)
        ]

    # -- actions ------------------------------------------------------------------------
    def process_payoff_player_debt(self, action: Action, entity: Player) -> None:
        self.game.repay_debt(entity, entity.cash)
        self.track(entity, "payoff_player_debt")

    def process_payoff_player_debt_partial(self, action: Action, entity: Player) -> None:
        amount = action["amount"]
        most = min(entity.cash, self.game.debt(entity))
        if not 1 <= amount <= most:
            raise self.illegal(
                "bad_amount", f"{self.game.money(amount)} is not between 1 and {most}"
            )
        self.game.repay_debt(entity, amount)
        self.track(entity, "payoff_player_debt")

    def process_buy_shares(self, action: Action, entity: Player) -> None:
        super().process_buy_shares(action, entity)
        if self.game.full_capital:  # from the first 3 on
            shares, _ = self.game.resolve_shares(action)
            self.game.receive_capital(self.game.corporation(shares[0].corporation.sym))

    def process_par(self, action: Action, entity: Player) -> None:
        game = self.game
        corp = game.corporation(action["corporation"])
        price = game.market.par_price(action["share_price"])
        assert price is not None  # the par was one of the choices offered
        game.take_slot(corp, price.price, action["slot"])
        game.log_entry("takes_slot", player=entity.name, corporation=corp.sym, price=price.price)
        self.founding = Founding(entity, corp, price, action["slot"])
        self.track(entity, "par", corp)
        self.choose_if_forced()

    def process_choose(self, action: Action, entity: Player) -> None:
        founding = self.founding
        assert founding is not None  # choose is offered while a par is in progress
        if founding.percent is None:
            self.choose_percent(founding, int(action["choice"]))
        else:
            self.choose_permits(founding, str(action["choice"]))
        self.choose_if_forced()

    def choose_if_forced(self) -> None:
        """A question with one answer is answered at once (as on 18xx.games)."""
        founding = self.founding
        if founding is None:
            return
        choices = self.founding_choices()
        if len(choices) == 1:
            if founding.percent is None:
                self.choose_percent(founding, int(choices[0]))
            else:
                self.choose_permits(founding, str(choices[0]))
            self.choose_if_forced()

    def choose_percent(self, founding: Founding, percent: int) -> None:
        founding.percent = percent
        self.game.resize_presidents_share(founding.corp, percent)
        self.game.log_entry(
            "president_size",
            player=founding.player.name,
            corporation=founding.corp.sym,
            percent=percent,
        )

    def choose_permits(self, founding: Founding, permits: str) -> None:
        game = self.game
        corp = founding.corp
        corp.building_permits = permits
        game.log_entry("building_permits", corporation=corp.sym, permits=permits)
        self.founding = None
        game.par_corporation(founding.player, corp, founding.price.id())
        investor = game.investor_of(founding.player)
        if investor is not None and not investor.all_shares():
            game.reserve_share(investor, corp)


class P0Payout(Step):
    """P0, Woosong Railway: at the start of a stock round in phase A2 or B1 its owner may take
    its one-time payout (40, 70) or keep it for later; in B2 it pays 100 without asking."""

    name = "p0_payout"
    pass_key = "passes_payout"
    game: Game1880

    def __init__(self, game: Game1880, round_: Round, **opts: Any):
        super().__init__(game, round_, **opts)
        self.declined = False  # for this stock round

    def award(self) -> int | None:
        return P0_AWARDS.get(self.game.phase.name)

    @property
    def active(self) -> bool:
        company = self.game.company(self.game.P0)
        return not company.closed and not self.declined and self.award() is not None

    def current_entity(self) -> Company:
        return self.game.company(self.game.P0)

    def actions(self, entity: Entity) -> list[str]:
        return ["choose", "pass"] if entity is self.current_entity() else []

    def options(self, entity: Entity) -> Choices:
        award = self.award()
        if award is None:
            return {}
        if self.game.phase.name == P0_AUTOMATIC:
            return {"choose": [""]}  # paid without a question, recorded as an empty answer
        owner = self.current_entity().owner
        assert owner is not None  # active() needs an owned P0
        return {
            "choose": [f"Receive {self.game.money(award)}"],
            "question": "p0_payout",
            "choose_money": [{"amount": award, "to": self.game.entity_ref(owner)[0]}],
        }

    def auto_action(self) -> Action | None:
        if not self.active or self.game.phase.name != P0_AUTOMATIC:
            return None
        return Action("choose", self.game.P0, "company", {"choice": ""})

    def process_choose(self, action: Action, entity: Company) -> None:
        award = self.award()
        owner = entity.owner
        assert award is not None and owner is not None  # active() checked both
        self.game.bank_pay(owner, award)
        self.game.log_entry("company_pays", owner=owner.name, company=entity.name, amount=award)
        self.game.close_company(entity)

    def process_pass(self, action: Action, entity: Entity) -> None:
        super().process_pass(action, entity)
        self.declined = True


class StockRound1880(StockRound):
    """At the end, corporations whose president holds the float percentage go into operation
    (5 x par into the treasury), and sold-out corporations rise."""

    game: Game1880

    def finish_round(self) -> None:
        game = self.game
        for corp in game.corporations:
            if not corp.floated and corp.owner is not None:
                # the director holds the float percentage, or every share is out (R 744)
                if corp.owner.percent_of(corp.sym) >= corp.float_percent or not corp.ipo_shares:
                    game.go_into_operation(corp)
        game.add_debt_interest()
        if game.communism:  # prices stand still from the first 4 to the first 6
            return
        for corp in sorted((c for c in game.corporations if c.floated), key=game.operating_key):
            if game.first_buyable(corp) is None:
                old = corp.share_price
                game.market.move_up(corp)
                game.log_price_change(corp, old)
