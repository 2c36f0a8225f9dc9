"""1880 for the computer player: a director's debt grows by half after every stock round, so
it is repaid first, and a company that would have to buy a train with its director's money
keeps its revenue instead."""

from __future__ import annotations

from railsdesk.bots.generic import (
    ComputerPlayer,
    Knowledge,
    Turn,
    cheapest_train,
    lasting_trains,
)
from railsdesk.random_play import Move


class Knowledge1880(Knowledge):
    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        if "payoff_player_debt" in turn.acts:
            return turn.act("payoff_player_debt")
        partial = turn.legal.get("payoff_player_debt_partial")
        if "payoff_player_debt_partial" in turn.acts and partial:
            return turn.act("payoff_player_debt_partial", amount=partial["max"])
        if "dividend" in turn.acts and "withhold" in turn.legal["dividend"]["kinds"]:
            corp = turn.corp(turn.entity)
            if corp is not None and not lasting_trains(bot, turn, corp):
                if corp["cash"] < cheapest_train(turn):  # else the director pays, in debt
                    return turn.act("dividend", kind="withhold")
        return None


KNOWLEDGE = Knowledge1880("1880")
