"""1856 for the computer player: loans taken only to buy a train the company needs, and paid
back when the treasury can spare them."""

from __future__ import annotations

from railsdesk.bots.generic import (
    ComputerPlayer,
    Knowledge,
    Turn,
    cheapest_train,
    lasting_trains,
)
from railsdesk.random_play import Move


class Knowledge1856(Knowledge):
    optional_actions = frozenset({"take_loan", "payoff_loan", "special_buy"})

    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        corp = turn.corp(turn.entity) if turn.kind == "corporation" else None
        if corp is None:
            return None
        price = cheapest_train(turn)
        short = not lasting_trains(bot, turn, corp) and corp["cash"] < price
        offers = turn.legal.get("take_loan")
        if "take_loan" in turn.acts and offers and short and "buy_train" in turn.acts:
            return turn.act("take_loan", loan=offers[0]["loan"])
        debts = turn.legal.get("payoff_loan")
        if "payoff_loan" in turn.acts and debts and not short:
            amount = debts[0]["amount"]
            if corp["cash"] - amount >= (price if not lasting_trains(bot, turn, corp) else 0):
                return turn.act("payoff_loan", loan=debts[0]["loan"])
        return None


KNOWLEDGE = Knowledge1856("1856")
