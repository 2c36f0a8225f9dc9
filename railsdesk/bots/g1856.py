"""1856 for the computer player: loans taken only to buy a train the company needs, and paid
back when the treasury can spare them. At the CGR's formation an indebted corporation's
president keeps it out (pays the loans its treasury cannot) when that costs him less than the
merger: his shares go into the CGR two for one, so half their worth is what merging costs."""

from __future__ import annotations

from railsdesk.bots.generic import (
    ComputerPlayer,
    Knowledge,
    Turn,
    cheapest_train,
    lasting_trains,
)
from railsdesk.engine.contract import CorporationView
from railsdesk.random_play import Move


class Knowledge1856(Knowledge):
    optional_actions = frozenset({"take_loan", "payoff_loan", "special_buy"})

    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        corp = turn.corp(turn.entity) if turn.kind == "corporation" else None
        if corp is None:
            return None
        if "merge" in turn.acts:
            return nationalization(turn, corp)
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


def nationalization(turn: Turn, corp: CorporationView) -> Move:
    """Pay the loans (pass) when what the president pays is at most half of what his shares
    of the corporation are worth (the two-for-one exchange into the CGR); merge otherwise."""
    president = corp["president"]
    owed = turn.legal.get("owed")  # 1856's own choice: what keeping it out costs him
    if "pass" in turn.acts and president is not None and isinstance(owed, int):
        percent = turn.player(president)["shares"].get(str(turn.entity), 0)
        holding = percent * (corp["price"] or 0) // 10
        if owed <= holding // 2:
            return turn.act("pass")
    return turn.act("merge", corporation=str(turn.entity))


KNOWLEDGE = Knowledge1856("1856")
