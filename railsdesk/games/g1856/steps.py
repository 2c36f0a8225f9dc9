"""1856's steps: government loans, the destination check after track, and the shared steps
with 1856's changes (share dealing, dividends after interest)."""

from __future__ import annotations

from railsdesk.engine.actions import Action
from railsdesk.engine.entities import Corporation
from railsdesk.engine.steps.base import Step, operator
from railsdesk.engine.steps.operating import Dividend
from railsdesk.engine.steps.stock import BuySellParShares
from railsdesk.engine.steps.trains import BuyTrain


class Loans(Step):
    """Taking a loan at any moment of the turn; once trains are bought, repaying loans (and a
    last chance to take one) holds the turn until the president passes."""

    name = "loan"

    @property
    def blocks(self) -> bool:
        return not self.game.post_nationalization and self.round.step(BuyTrain).passed

    def actions(self, entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        found = []
        if self.can_pay_off(entity) or self.must_pay_off(entity):
            found.append("payoff_loan")
        if self.game.can_take_loan(entity):
            found.append("take_loan")
        if found and self.blocks:
            found.append("pass")
        return found

    def options(self, entity) -> dict:
        game = self.game
        return {
            "take_loan": [{"loan": game.loans_available[0], "amount": game.loan_amount(entity)}]
            if game.can_take_loan(entity)
            else [],
            "payoff_loan": [{"loan": loan.id, "amount": loan.amount} for loan in entity.loans[:1]],
        }

    def can_pay_off(self, corp) -> bool:
        return bool(corp.loans) and corp.cash >= corp.loans[0].amount and self.blocks

    def must_pay_off(self, corp) -> bool:
        return len(corp.loans) > self.game.maximum_loans(corp) and self.blocks

    def process_take_loan(self, action, entity) -> None:
        self.game.take_loan(entity, action.get("loan"))
        self.round.took_loan.add(entity)

    def process_payoff_loan(self, action, entity) -> None:
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

    def actions(self, entity) -> list[str]:
        return ["destination_connection"] if isinstance(entity, Corporation) else []

    def auto_action(self):
        corp = operator(self)
        reached = [c.sym for c in self.game.corporations if self.game.destination_connected(c)]
        return Action("destination_connection", corp.sym, "corporation", {"corporations": reached})

    def process_destination_connection(self, action, entity) -> None:
        for sym in action.get("corporations") or []:
            self.game.destinated(self.game.corporation(sym))
        self.pass_()


class BuySellParShares1856(BuySellParShares):
    """No IPO purchase while the pool holds more than half the company; the CGR's shares only
    once it has formed; shares bought in a turn are sold in that turn only down to one."""

    def can_buy(self, player, shares: list, source, percent: int) -> bool:
        game = self.game
        corp = shares[0].corporation
        if corp is game.national and not corp.floated:
            return False
        if source is corp and not game.holding_ok(game.pool, corp, corp.share_percent):
            return False
        return super().can_buy(player, shares, source, percent)

    def process_buy_shares(self, action, entity) -> None:
        super().process_buy_shares(action, entity)
        self.round.unvested[entity] = self.game.resolve_shares(action)[0][0].corporation


class Dividend1856(Dividend):
    """A corporation that ran routes chooses (even at $0); interest its treasury could not pay
    is taken from the run first."""

    def total_revenue(self) -> int:
        penalty = self.round.interest_penalty.get(operator(self), 0)
        return super().total_revenue() - penalty

    def actions(self, entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        return ["dividend"] if self.round.routes else []
