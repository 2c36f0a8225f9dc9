"""1856 for the computer player: loans taken only to buy a train the company needs (strong
level: also a train longer than all it holds), and paid back when the treasury can spare
them; the strong level withholds when that buys the longer train. At the CGR's formation an
indebted corporation's president keeps it out (pays the loans its treasury cannot) when that
costs him less than the merger: his shares go into the CGR two for one, so half their worth
is what merging costs. A president hands over a company whose trains all rust with the next
train and whose treasury cannot pay for one to a holder who can (as in 1830: a director who
kept such companies paid two D-trains of 1100 out of his pocket)."""

from __future__ import annotations

from railsdesk.bots.generic import (
    BASIC,
    STRONG,
    ComputerPlayer,
    Knowledge,
    Turn,
    cheapest_train,
    hand_over_liability,
    lasting_trains,
    short_of_train,
    train_distance,
)
from railsdesk.engine.contract import CorporationView
from railsdesk.random_play import Move

# the strong level tries four tile lays on a copy, not eight: late in a game one lay tried
# eight times took over a second
LAYS_TRIED = {STRONG: 4, BASIC: 2}


class Knowledge1856(Knowledge):
    optional_actions = frozenset({"take_loan", "payoff_loan", "special_buy"})
    lays_tried = LAYS_TRIED

    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        if turn.kind == "player" and turn.can_pass():
            return hand_over_liability(bot, turn)
        corp = turn.corp(turn.entity) if turn.kind == "corporation" else None
        if corp is None:
            return None
        if "merge" in turn.acts:
            return nationalization(turn, corp)
        price = cheapest_train(turn)
        short = short_of_train(bot, turn, corp, price)
        # the strong level's company buys the bank's longer train as soon as a loan or its
        # withheld revenue pays for it
        longer = longer_bank_train(bot, turn, corp) if bot.strong else None
        dividend = turn.legal.get("dividend")
        if "dividend" in turn.acts and dividend and "withhold" in dividend["kinds"] and longer:
            if corp["cash"] < longer <= corp["cash"] + dividend["revenue"]:
                return turn.act("dividend", kind="withhold")
        offers = turn.legal.get("take_loan")
        if "take_loan" in turn.acts and offers and "buy_train" in turn.acts:
            borrowed = corp["cash"] + offers[0]["amount"]
            if short or (longer is not None and corp["cash"] < longer <= borrowed):
                return turn.act("take_loan", loan=offers[0]["loan"])
        debts = turn.legal.get("payoff_loan")
        if "payoff_loan" in turn.acts and debts and not short:
            amount = debts[0]["amount"]
            if longer is not None and "buy_train" in turn.acts and longer <= corp["cash"]:
                return None  # the loan just taken is for this train
            if corp["cash"] - amount >= (price if not lasting_trains(bot, turn, corp) else 0):
                return turn.act("payoff_loan", loan=debts[0]["loan"])
        return None


def longer_bank_train(bot: ComputerPlayer, turn: Turn, corp: CorporationView) -> int | None:
    """The price of the bank's next train when the company would buy it (room, and not two
    trains that outlast it already) and it is longer than every train the company holds.
    A loan that buys it beats money lying idle in the treasury (it counts for nobody at
    the end) while the 5-train stays out of reach and the game ends in phase 4."""
    depot = turn.snap["depot"]
    held = corp["trains"]
    if not depot or len(held) >= turn.snap["train_limit"]:
        return None
    if len(held) >= 2 and lasting_trains(bot, turn, corp):
        return None
    longest = max((train_distance(bot, t) for t in held), default=0)
    if train_distance(bot, depot[0]["name"]) <= longest:
        return None
    return int(depot[0]["price"])


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
