"""1856's rounds: in the stock round a sold-out corporation rises even before it operates and
shares bought in a turn are "unvested" in it; in an operating round a corporation starts
operating once enough shares are sold, and interest and forced repayments fall due after the
run and after the train purchases."""

from __future__ import annotations

from typing import TYPE_CHECKING

from railsdesk.engine.actions import Action
from railsdesk.engine.entities import Company, Corporation, Entity, Player
from railsdesk.engine.rounds import UNKNOWN, OperatingRound, StockRound, Unknown
from railsdesk.engine.steps.base import Step
from railsdesk.engine.steps.operating import Route
from railsdesk.engine.steps.trains import BuyTrain

if TYPE_CHECKING:
    from railsdesk.engine.game import GameState, StepSpec
    from railsdesk.games.g1856 import Game1856


class StockRound1856(StockRound):
    game: Game1856

    def __init__(self, game: GameState, step_specs: list[StepSpec], round_num: int = 1):
        # player -> the corporation he bought in this turn
        self.unvested: dict[Player, Corporation] = {}
        super().__init__(game, step_specs, round_num)

    def start_entity(self) -> None:
        player = self.current_entity()
        if isinstance(player, Player):
            self.unvested.pop(player, None)
        super().start_entity()

    def corporations_to_move_price(self) -> list[Corporation]:
        found = super().corporations_to_move_price()
        return found + [
            c
            for c in self.game.corporations
            if c.share_price and c not in found and self.game.sold_out(c)
        ]


class OperatingRound1856(OperatingRound):
    game: Game1856

    def start(self) -> None:
        self.paid_interest: set[Corporation] = set()
        self.took_loan: set[Corporation] = set()
        self.redeemed_loan: set[Corporation] = set()
        # corporation -> what its run loses to interest
        self.interest_penalty: dict[Corporation, int] = {}
        self.used_privates: set[Company] = set()  # privates that close when the round ends (WSRC)
        self.cash_crisis_player: Player | None = None
        super().start()

    def finished(self) -> bool:
        finished = super().finished()
        if finished:
            for company in sorted(self.used_privates, key=lambda c: c.sym):
                self.game.close_company(company)
            self.used_privates.clear()
        return finished

    def skip_entity(self, entity: Corporation) -> bool:
        # a corporation whose threshold rose before its turn does not start (yet)
        return entity.closed or not (entity.floated or self.game.floatable(entity))

    def start_operating(self) -> None:
        corp = self.entities[self.entity_index]
        if not corp.floated and not self.skip_entity(corp):
            corp.floated = True
            self.game.log_entry("floats", corporation=corp.sym)
        super().start_operating()

    def before_skip(self, action: Action, entity: Entity) -> None:
        corp = self.entities[self.entity_index]
        self.cash_crisis_player = corp.owner
        self.pay_interest(corp)
        self.force_repay_loans(corp)

    def skip_steps(self) -> Step | Unknown | None:
        # while the president owes the bank, nothing is skipped (not even the dividend)
        player = self.cash_crisis_player
        if player is not None and player.cash < 0:
            return UNKNOWN
        return super().skip_steps()

    def pay_interest(self, corp: Corporation) -> None:
        """Once the run is known: the treasury pays in whole $10s, the run loses what is
        missing, the president pays the rest (his cash may go below zero)."""
        if corp in self.paid_interest or not self.step(Route).passed:
            return
        self.paid_interest.add(corp)
        game = self.game
        owed = game.interest_owed(corp)
        if owed <= 0:
            return
        payment = min(owed, corp.cash - corp.cash % 10)
        if payment > 0:
            game.pay(corp, game.bank, payment)
            game.log_entry("pays_interest", corporation=corp.sym, amount=payment)
            owed -= payment
        from_run = min(owed, sum(r["revenue"] for r in self.routes))
        if from_run > 0:
            self.interest_penalty[corp] = from_run
            game.log_entry("interest_from_run", corporation=corp.sym, amount=from_run)
            owed -= from_run
        if owed > 0:
            president = corp.owner
            assert president is not None  # a corporation that operates has a president
            president.cash -= owed
            game.bank.cash += owed
            game.log_entry(
                "interest_from_president", player=president.name, corporation=corp.sym, amount=owed
            )

    def force_repay_loans(self, corp: Corporation) -> None:
        """After its train purchases a corporation with more loans than player-held shares
        repays the excess; the president pays what the treasury lacks."""
        game = self.game
        excess = len(corp.loans) - game.maximum_loans(corp)
        if excess <= 0 or not self.step(BuyTrain).passed:
            return
        owed = sum(loan.amount for loan in corp.loans[-excess:])
        payment = min(owed, corp.cash)
        game.log_entry("loans_repaid_forced", corporation=corp.sym, amount=payment)
        for loan in corp.loans[-excess:]:
            corp.loans.remove(loan)
            game.loans_available.append(loan.id)
        self.redeemed_loan.add(corp)
        game.pay(corp, game.bank, payment)
        if owed > payment:
            assert corp.owner is not None  # a corporation that operates has a president
            game.log_entry(
                "president_repays_loans",
                player=corp.owner.name,
                corporation=corp.sym,
                amount=owed - payment,
            )
            corp.owner.cash -= owed - payment
            game.bank.cash += owed - payment
