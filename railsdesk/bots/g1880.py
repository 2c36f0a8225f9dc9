"""1880 for the computer player: the founding questions, the privates and investors, and the
director's debt.

- Founding: the president's certificate whose building permits cover most of the phases
  still to come (20 %: three phases), among the sizes the founder can float this round; the
  permits that start with the phase now, so that the corporation builds at once. The strong
  level founds none from phase C2 on (60 % to float it, dear trains, few rounds left).
- A director's debt grows by half after every stock round, so it is repaid first. It comes
  from the trains a corporation must buy and cannot pay for, so from phase B3 on (the last
  trains rust from the 8 on) a corporation without a train that never rusts saves for one,
  withholding, and buys no other; before, it withholds when all its trains rust with the
  next. A 2R is bought only beside a train that never rusts (it meets no train requirement).
  Nobody buys his way into the presidency of a corporation that would need its director's
  money for such a train, and a director hands such a corporation over when a sale makes
  another holder its director.
- An investor that merges gives its cash to the corporation (20 % of it is all its owner
  would get) and its station becomes the corporation's.
- P0 waits for its largest payout; the Rocket of China's train goes to the owner's company
  that most needs one; P5's D permit to the corporation that earns most.
- The strong level founds the corporation with the best home (JLR, JHA, BZU... and never
  LHR or SCR unless it must) at the highest price whose float it pays for, and a
  corporation of its whose trains earn nothing lays toward a stop whatever it costs.
"""

from __future__ import annotations

from collections.abc import Callable
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
    hand_over,
    lasting_trains,
    presidencies,
    route_revenue,
)
from railsdesk.engine.contract import (
    BundleChoice,
    CorporationView,
    IllegalAction,
    train_name,
    try_action,
)
from railsdesk.random_play import Move, list_price, payable

PHASE_LETTERS = "ABCD"
# the president's holding a corporation needs to float, by the phase the round ends in
FLOAT_PERCENT = {"A1": 20, "A2": 20, "B1": 30, "B2": 30, "B3": 40, "C1": 40}
LATE_FLOAT_PERCENT = 60
TREASURY = "treasury"
REPLACE_STATION = "Replace"
ROCKET = "P7"
PERMIT_PRIVATE = "P5"
RESTORED_2 = "2R"
# from this phase on (the 4s on sale, the 4+4 and the 6 next) a corporation without a train
# that never rusts is a liability to its director
LIABLE_FROM_PHASE = "B3"
# a presidency is not bought into from the 3s on: the corporation's trains rust before it
# could have saved for one that never does
PRESIDENCY_LIABLE_FROM_PHASE = "B1"
NEVER = 1000.0
# the strong level founds no corporation from this phase on
NO_FOUNDING_FROM_PHASE = "C2"
# the Rocket of China is exchanged for a train of at least this price (its forced exchange
# in phase B3 gives a 4 of 300)
ROCKET_WORTHY_PRICE = 180
# the corporations by their homes, best first, as their directors fared in the computer's
# games (seeds 1-24: JLR's and JHA's won 14 and 13 of 24, LHR's and SCR's none of 45):
# Beijing's and Harbin's near the rich east first; JGG's Beijing station is hemmed in
BEST_HOMES = ("JLR", "JHA", "BZU", "JHU", "BCR", "JGG")
FAR_HOMES = frozenset({"LHR", "SCR"})
# the building permits a president's certificate of each size may choose
PERMITS = {20: ("ABC", "BCD"), 30: ("AB", "BC", "CD"), 40: ("A", "B", "C", "D")}


class Knowledge1880(Knowledge):
    # the late E-trains' runs (any stops skipped) take long to find: half the strong tries
    lays_tried = {STRONG: 4, BASIC: 2}

    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        question = turn.legal.get("question")
        answers = turn.legal.get("choose") or []
        if "choose" in turn.acts and question in ANSWERS:
            answer = ANSWERS[question](turn, [str(a) for a in answers])
            # given as offered: the president's size is a number, as 18xx.games logs it
            offered = next((a for a in answers if str(a) == answer), None)
            if offered is not None:
                return turn.act("choose", choice=offered)
        if question == "p0_payout" and turn.can_pass():
            return turn.act("pass")  # the largest payout comes by itself in phase B2
        if "assign" in turn.acts and turn.legal.get("assign"):
            return assign(turn)
        if turn.kind == "corporation":
            rocket = use_rocket(bot, turn)
            if rocket is not None:
                return rocket
        if turn.kind == "player":
            handed_over = hand_over_liability(turn)
            if handed_over is not None:
                return handed_over
        if "payoff_player_debt" in turn.acts:
            return turn.act("payoff_player_debt")
        partial = turn.legal.get("payoff_player_debt_partial")
        if "payoff_player_debt_partial" in turn.acts and partial:
            return turn.act("payoff_player_debt_partial", amount=partial["max"])
        if bot.strong and founding_too_late(turn):
            return decide_buy_shares(bot, turn) or turn.act("pass")
        if bot.strong and turn.kind == "player" and turn.legal.get("par"):
            return founding_by_home(bot, turn)
        corp = turn.corp(turn.entity) if turn.kind == "corporation" else None
        if corp is None:
            return None
        if bot.strong and "lay_tile" in turn.acts and turn.legal.get("lay_tile"):
            connecting = connecting_lay(bot, turn, corp)
            if connecting is not None:
                return connecting
        if "dividend" in turn.acts and "withhold" in turn.legal["dividend"]["kinds"]:
            if saving_for_train(bot, turn, corp):
                return turn.act("dividend", kind="withhold")
        if "buy_train" in turn.acts and turn.can_pass():
            return voluntary_train(bot, turn, corp)
        return None

    def most_presidencies(self, bot: ComputerPlayer) -> int:
        """Two at either level: each corporation may need its director's money for a train."""
        return 2

    def meets_train_requirement(self, name: str) -> bool:
        return name != RESTORED_2

    def share_adjustment(self, bot: ComputerPlayer, turn: Turn, o: BundleChoice) -> float:
        """Never buy one's way into the presidency of a corporation that will need a train
        its director pays for: one without a train that never rusts, once those are on sale
        (or coming before it could save for one)."""
        corp = turn.corp(o["corporation"])
        me = str(turn.entity)
        if corp is None or str(corp["president"]) == me or corp["president"] is None:
            return 0.0
        if holds_permanent(corp) or turn.snap["phase"] < PRESIDENCY_LIABLE_FROM_PHASE:
            return 0.0
        holding = turn.player(me)["shares"]
        president = turn.player(corp["president"])["shares"]
        mine = holding.get(str(o["corporation"]), 0) + o["percent"]
        if mine > president.get(str(o["corporation"]), 0):
            return -NEVER
        return 0.0


def founding_by_home(bot: ComputerPlayer, turn: Turn) -> Move:
    """The strong level founds the corporation with the best home at the highest price
    whose float it pays for itself (the generic founding spends a third of its cash, and
    after buying privates the strong seat founded at 70 where the others took 100), and
    none far from the rich east (Lanzhou's LHR, Changsha's SCR) unless it must; when it
    founds none, it buys shares as the generic player would."""
    me = turn.entity
    forced = turn.acts == ["par"]
    mine = presidencies(turn, me)
    unfloated = any(not c["floated"] for c in mine)
    if not forced and (unfloated or len(mine) >= KNOWLEDGE.most_presidencies(bot)):
        return decide_buy_shares(bot, turn) or turn.act("pass")
    cash = turn.player(me)["cash"]
    options = [o for o in turn.legal["par"] if forced or o["corporation"] not in FAR_HOMES]
    floatable = [o for o in options if max(20, float_percent(turn)) * o["price"] // 10 <= cash]
    if forced and not floatable:
        floatable = [min(options, key=lambda o: o["price"])]
    if not floatable:
        return decide_buy_shares(bot, turn) or turn.act("pass")
    o = max(floatable, key=lambda o: (o["price"], -home_rank(str(o["corporation"]))))
    slot = {"slot": o["slot"]} if "slot" in o else {}
    return turn.act("par", corporation=o["corporation"], share_price=o["share_price"], **slot)


def home_rank(sym: str) -> int:
    """0 for the best home; the corporations not ranked after the ranked ones."""
    return BEST_HOMES.index(sym) if sym in BEST_HOMES else len(BEST_HOMES)


def permanent(name: str) -> bool:
    """A train that never rusts and meets the train requirement (6 and later; not a 2R)."""
    return name != RESTORED_2 and not KNOWLEDGE.train_specs.get(name, {}).get("rusts_on")


def holds_permanent(corp: CorporationView) -> bool:
    return any(permanent(train_name(t)) for t in corp["trains"])


def depot_prices(turn: Turn, only_permanent: bool) -> list[int]:
    """The prices of the bank's trains on sale (no 2R: it meets no train requirement)."""
    return [
        t["price"]
        for t in turn.snap["depot"]
        if t["name"] != RESTORED_2 and (permanent(t["name"]) or not only_permanent)
    ]


def saving_for_train(bot: ComputerPlayer, turn: Turn, corp: CorporationView) -> bool:
    """Whether the corporation keeps its revenue for the train it will need, which its
    director would pay for (in debt, at half again) if the treasury could not: from phase B3
    on (prices stand still in the communist phase, so withholding costs only the dividend),
    a train that never rusts; before, a train when all its own rust with the next."""
    if holds_permanent(corp):
        return False
    if liable_phase(turn):
        return corp["cash"] < permanent_price(turn)
    if lasting_trains(bot, turn, corp):
        return False
    return corp["cash"] < min(depot_prices(turn, only_permanent=False), default=0)


def founding_too_late(turn: Turn) -> bool:
    """Whether a player who may found a corporation now would rather not (the strong level's
    look ahead): from phase C2 its director floats it with 60 %, its trains cost 600 and more
    and few operating rounds are left for it to pay that back."""
    return (
        turn.kind == "player"
        and "par" in turn.acts
        and turn.can_pass()
        and turn.snap["phase"] >= NO_FOUNDING_FROM_PHASE
    )


def liability(turn: Turn, corp: CorporationView) -> bool:
    """Whether the corporation will likely need its director's money for a train."""
    return liable_phase(turn) and not holds_permanent(corp) and corp["cash"] < permanent_price(turn)


def hand_over_liability(turn: Turn) -> Move | None:
    """Sell the fewest shares of a corporation one directs that is a liability so that
    another holder becomes its director (tried on a copy of the game)."""
    return hand_over(turn, lambda corp: liability(turn, corp), lambda after, sym: True)


def liable_phase(turn: Turn) -> bool:
    """From phase B3 on a corporation without a train that never rusts is a liability to
    its director."""
    return turn.snap["phase"] >= LIABLE_FROM_PHASE


def permanent_price(turn: Turn) -> int:
    """What the cheapest train that never rusts costs, on sale now or to come."""
    on_sale = depot_prices(turn, only_permanent=True)
    if on_sale:
        return min(on_sale)
    specs = KNOWLEDGE.train_specs.values()
    return min(int(t["price"]) for t in specs if permanent(str(t["name"])))


def voluntary_train(bot: ComputerPlayer, turn: Turn, corp: CorporationView) -> Move:
    """From phase B3 on a corporation without a train that never rusts buys only such a
    train (and saves for it meanwhile); a 2R only beside one (it meets no train requirement
    and takes a place); before, the cheapest train it can pay for. A corporation with a train
    buys another only when its run then earns more."""
    options = turn.legal.get("buy_train") or []
    bank = [
        o
        for o in options
        if o["source"] == "depot"
        and "exchange" not in o
        and payable(o)
        and list_price(o) <= corp["cash"]
    ]
    room = len(corp["trains"]) < turn.snap["train_limit"]
    if not room:
        return turn.act("pass")
    if holds_permanent(corp):
        wanted = bank
    elif liable_phase(turn):
        wanted = [o for o in bank if permanent(train_name(o["train"]))]
    else:
        wanted = [o for o in bank if train_name(o["train"]) != RESTORED_2]
    if not wanted:
        return turn.act("pass")
    o = min(wanted, key=lambda o: (list_price(o), o["train"]))
    move = turn.act("buy_train", train=o["train"], price=list_price(o))
    # a further train only when it earns: the money waits for a better one (the phases go on
    # anyway, as a circuit without a purchase takes the bank's trains of the kind away)
    if corp["trains"] and not adds_revenue(turn, move):
        return turn.act("pass")
    return move


def adds_revenue(turn: Turn, move: Move) -> bool:
    """Whether the corporation's best run earns more with the train (tried on a copy)."""
    try:
        after = try_action(turn.game, move).best_revenue(str(turn.entity))
    except IllegalAction:
        return False
    return after > route_revenue(turn.game.best_routes())


def phases_ahead(turn: Turn) -> str:
    """The permit letters of the phase now and those still to come."""
    return PHASE_LETTERS[PHASE_LETTERS.index(turn.snap["phase"][0]) :]


def best_permits(turn: Turn, choices: list[str]) -> str:
    """The permits that cover most phases still to come, the phase now among them."""
    ahead = phases_ahead(turn)
    return max(choices, key=lambda p: (sum(letter in ahead for letter in p), ahead[0] in p))


def float_percent(turn: Turn) -> int:
    return FLOAT_PERCENT.get(turn.snap["phase"], LATE_FLOAT_PERCENT)


def president_size(turn: Turn, answers: list[str]) -> str | None:
    """The certificate whose permits cover most of the phases to come, among those the
    founder can float this round (the float percentage paid for), the cheaper one of two."""
    par = founding_par(turn)
    if par is None:
        return None
    cash = turn.player(turn.entity)["cash"]
    ahead = phases_ahead(turn)

    def cover(size: int) -> int:
        return max(sum(letter in ahead for letter in p) for p in PERMITS[size])

    sizes = [int(a) for a in answers if int(a) in PERMITS]
    floatable = [s for s in sizes if max(s, float_percent(turn)) * par // 10 <= cash]
    if not sizes:
        return None
    return str(max(floatable or sizes, key=lambda s: (cover(s), -s)))


def founding_par(turn: Turn) -> int | None:
    """The par price of the corporation being founded: the one on the order track that has
    no president yet."""
    corps = turn.snap["corporations"]
    for price, slots in title_view(turn)["order_track"].items():
        for sym in slots:
            if sym is not None and sym in corps and corps[sym]["president"] is None:
                return int(price)
    return None


def title_view(turn: Turn) -> dict[str, Any]:
    """1880's own view (games/g1880/view.py: the order track, the permits, the debts)."""
    return cast(dict[str, Any], turn.snap["title_view"])


def permits_answer(turn: Turn, answers: list[str]) -> str | None:
    return best_permits(turn, answers) if answers else None


def merger_cash(turn: Turn, answers: list[str]) -> str | None:
    return next((a for a in answers if a.endswith(TREASURY)), None)


def merger_token(turn: Turn, answers: list[str]) -> str | None:
    return REPLACE_STATION if REPLACE_STATION in answers else None


ANSWERS: dict[str, Callable[[Turn, list[str]], str | None]] = {
    "president_size": president_size,
    "permits": permits_answer,
    "merger_cash": merger_cash,
    "merger_token": merger_token,
}


def assign(turn: Turn) -> Move:
    """The Rocket's train to the owner's corporation with the fewest trains (the first to
    run short); P5's D permit to the one that earned most."""
    targets = [str(t) for t in turn.legal["assign"]]

    def trains(sym: str) -> int:
        corp = turn.corp(sym)
        return len(corp["trains"]) if corp else 0

    def earned(sym: str) -> int:
        corp = turn.corp(sym)
        return (corp.get("last_revenue") or 0) if corp else 0

    if str(turn.entity) == ROCKET:
        target = min(targets, key=lambda sym: (trains(sym), -earned(sym), sym))
        return turn.act("assign", target=target, target_type="corporation")
    target = max(targets, key=lambda sym: (earned(sym), sym))
    # asked in a corporation's turn, the private itself assigns its permit
    return {
        "type": "assign",
        "entity": PERMIT_PRIVATE,
        "entity_type": "company",
        "target": target,
        "target_type": "corporation",
    }


def use_rocket(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """The Rocket's free train for the operating corporation when it has no train that
    survives the next rust and the train on sale is dear (not a mere 2)."""
    power = (turn.legal.get("companies") or {}).get(ROCKET)
    corp = turn.corp(turn.entity)
    if power is None or "purchase_train" not in power["actions"] or corp is None:
        return None
    if lasting_trains(bot, turn, corp) or cheapest_train(turn) < ROCKET_WORTHY_PRICE:
        return None
    return {"type": "purchase_train", "entity": ROCKET, "entity_type": "company"}


KNOWLEDGE = Knowledge1880("1880")
