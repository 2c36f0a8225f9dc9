"""1856 for the computer player: loans taken only to buy a train the company needs (strong
level: also a train longer than all it holds), and paid back when the treasury can spare
them; the strong level withholds when that buys the longer train. At the CGR's formation an
indebted corporation's president keeps it out (pays the loans its treasury cannot) when that
costs him less than the merger: his shares go into the CGR two for one, so half their worth
is what merging costs. A president hands over a company whose trains all rust with the next
train and whose treasury cannot pay for one to a holder who can (as in 1830: a director who
kept such companies paid two D-trains of 1100 out of his pocket). The strong level founds one
corporation only, the best-paying at the highest price whose float it pays for when a train
is in reach, and buys the others' shares with the rest of its money; it lays toward a stop when
its trains earn nothing (as in 1880), and in a forced purchase sells a share before it takes
a sister company's only train."""

from __future__ import annotations

from typing import Any, cast

from railsdesk.bots.generic import (
    BASIC,
    STRONG,
    ComputerPlayer,
    Knowledge,
    Turn,
    cheapest_train,
    connecting_lay,
    decide_buy_shares,
    hand_over_liability,
    lasting_trains,
    presidencies,
    president_sells,
    short_of_train,
    train_distance,
)
from railsdesk.engine.contract import CorporationView
from railsdesk.random_play import Move, payable

# the strong level tries four tile lays on a copy, not eight: late in a game one lay tried
# eight times took over a second
LAYS_TRIED = {STRONG: 4, BASIC: 2}

# The corporations the strong level founds first at the same par, by what they paid out in
# games of four basic players (seeds 1-20: CPR $3336 a game, BBG 2759, CV 2467, CA 2414, GW
# 1815, GT 1703, LPS 1545, TGB 1003, THB 788, WR 406, WGB 340); the basic level takes them
# in the data's order.
FOUNDING_ORDER = ("CPR", "BBG", "CV", "CA", "GW", "GT", "LPS", "TGB", "THB", "WR", "WGB")


class Knowledge1856(Knowledge):
    optional_actions = frozenset({"take_loan", "payoff_loan", "special_buy"})
    lays_tried = LAYS_TRIED

    def most_presidencies(self, bot: ComputerPlayer) -> int:
        """The strong level directs one corporation and puts the rest of its money into
        the others' shares: every corporation of these games climbs to the market's top
        while the bank lasts, and a second or third one founded late, poorer and worse
        placed, paid less and cost its director trains."""
        return 1 if bot.strong else super().most_presidencies(bot)

    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        if turn.kind == "player" and turn.can_pass():
            handed_over = hand_over_liability(bot, turn)
            if handed_over is not None or not bot.strong or not turn.legal.get("par"):
                return handed_over
            return founding(bot, turn)
        corp = turn.corp(turn.entity) if turn.kind == "corporation" else None
        if corp is None:
            return None
        if "merge" in turn.acts:
            return nationalization(turn, corp)
        if bot.strong and "lay_tile" in turn.acts and turn.legal.get("lay_tile"):
            connecting = connecting_lay(bot, turn, corp)
            if connecting is not None:
                return connecting
        if bot.strong and "buy_train" in turn.acts and not turn.can_pass():
            sale = sale_before_sisters_only_train(turn, corp)
            if sale is not None:
                return sale
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


def founding(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Strong level: start a company at the highest price whose float (the shares it must
    sell to operate) the player pays for himself, and only when the float and half of what
    he keeps beside it (shares he buys later) pay for the bank's cheapest train; else buy
    shares. The generic third of his cash started the strong seat's first company in the
    fifth stock round at 65, after its privates, while the first stock round's companies at
    90 and 100 reached the market's top first; and its companies started late with little
    money ended at 70 to 150 beside the others' 450. None: the generic player decides (a
    company of his still to float, or his presidencies enough)."""
    me = turn.entity
    mine = presidencies(turn, me)
    if any(not c["floated"] for c in mine) or len(mine) >= bot.knowledge.most_presidencies(bot):
        return None
    view = cast(dict[str, Any], turn.snap["title_view"])
    float_shares = int(view.get("percent_to_operate", 20)) // 10
    cash = turn.player(me)["cash"]
    train = cheapest_train(turn)
    options = [
        o
        for o in turn.legal.get("par") or []
        if o["price"] * float_shares <= cash and (cash + o["price"] * float_shares) // 2 >= train
    ]
    if not options:
        return decide_buy_shares(bot, turn) or turn.act("pass")
    o = max(options, key=lambda o: (o["price"], founding_rank(o["corporation"])))
    return turn.act("par", corporation=o["corporation"], share_price=o["share_price"])


def founding_rank(sym: str) -> int:
    """Higher for the corporations that paid most (FOUNDING_ORDER)."""
    return len(FOUNDING_ORDER) - FOUNDING_ORDER.index(sym) if sym in FOUNDING_ORDER else 0


def sale_before_sisters_only_train(turn: Turn, corp: CorporationView) -> Move | None:
    """Strong level: a company that must buy a train and cannot pay for the bank's takes no
    sister company's only train, which the sister takes back in its own turn (seed 79: the
    strong seat's CA and GT handed one 3-train to and fro for eleven operating rounds and
    neither ran); its president first sells shares of a company he does not lead, the
    smallest sale that pays for the bank's train, else the largest. None: the generic
    forced purchase decides."""
    options = turn.legal.get("buy_train") or []
    me = corp["president"]
    if me is None or any(o["source"] == "depot" and payable(o) for o in options):
        return None
    for o in options:
        seller = turn.corp(o["source"])
        if seller is not None and seller["president"] == me and len(seller["trains"]) > 1:
            return None  # a sister's spare train
    sales = [
        o for o in turn.legal.get("sell_shares") or [] if turn.president(o["corporation"]) != me
    ]
    if not sales:
        return None
    missing = cheapest_train(turn) - corp["cash"] - turn.player(me)["cash"]
    enough = [o for o in sales if o["price"] >= missing]
    sale = min(enough, key=lambda o: o["price"]) if enough else max(sales, key=lambda o: o["price"])
    return president_sells(me, sale)


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
