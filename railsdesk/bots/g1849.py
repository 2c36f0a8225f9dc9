"""1849 for the computer player: the title's questions (the SMS, the certificate swap, the
bankruptcy loan) and the advanced game's bond and station slots.

- The SMS is closed to reach the coast when the company has a train to run there.
- Of a president's certificate swapped, one 20 % certificate: one place under the limit.
- A president left without shares takes the L. 500 loan rather than leave the game.
- The strong level counts the certificate limit in a share's score: late in the game the
  limit, not the cash, bounds what a player holds (slot_cost).
- A train the company must buy is never bought from a rival's company (for L. 1, as the
  engine would allow): that director would not agree to it; the president goes bankrupt
  instead and plays on with the loan.
- The bond (a L. 500 loan that moves the share price left) is issued only to buy a train the
  company needs and cannot pay for, and paid back when the treasury can spare it.
- A station slot of another company is bought (strong level) at its lowest price when it adds
  to the company's run, tried on a copy of the game.
- The strong level knows the earthquake (the first 12H takes Messina's stations): it starts
  the AFG elsewhere, and neither buys nor keeps the shares of an AFG with no station but
  Messina's once the 12H is near.
- A company is started only when it could buy the bank's cheapest train: a company without
  one makes its director pay for it, the road to bankruptcy late in the game (a basic player
  who did not know it started a company on the bankruptcy loan and went bankrupt four times
  in one game). The strong level leaves the IFT, the poorest start, to the others, and
  does not bid for the RSA when it brings the IFT's director's certificate.
- The strong level buys a treasury share of its own company first when its price buys the
  company the train it lacks, and a train the company must buy and cannot pay for comes from
  a sister company's spare train, else from shares sold, before a sister's only train.
- Electric Dreams: the E-token is bought when the company has room for a train and its
  treasury pays the token and an E-train together for at most half again the bank's dearest
  other train: the E-train's unlimited range and doubled capitals outrun that train, and the
  company's later E-trains cost half of it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, cast

from railsdesk.bots.generic import (
    ComputerPlayer,
    Knowledge,
    Turn,
    cheapest_train,
    decide_bid,
    decide_buy_shares,
    decide_buy_train,
    lasting_trains,
    president_sells,
    route_revenue,
    spare_sister_train,
    tried_revenue,
)
from railsdesk.engine.contract import BundleChoice, CorporationView
from railsdesk.random_play import Move, payable

CLOSE_SMS = "Close SMS"
KEEP_SMS = "Pass"
ONE_CERTIFICATE = "One 20% cert"
TAKE_LOAN = "Take L.500 loan"
E_TRAIN = "E"
# the E-token and an E-train are bought together for at most this times the dearest other train
E_TOKEN_PREMIUM = 1.5
# a slot bought from another company pays when it adds this much to a run, per lira paid
SLOT_GAIN_PER_LIRA = 0.2
AFG = "AFG"
RSA = "RSA"  # the private that brings the director's certificate of the first company
MESSINA = "B14"
# the AFG's homes, best first: Terranova runs to its port and has two slots, Trapani to
# Marsala on the printed track; Messina last, as the earthquake takes its stations
AFG_HOMES = ("M9", "C1", "M11", "H8", MESSINA)
# the trains whose coming (the first 12H strikes Messina) makes an AFG with no station but
# Messina's a share to be rid of
QUAKE_NEAR = frozenset({"10H", "12H"})
NEVER = 1000.0
# what a treasury share that helps one's own company to a train adds to its score
FUNDING_SCORE = 50.0
# the companies the strong level does not start: the IFT (Catania, token fee L. 90), the
# poorest start in the computer's games (its first director won 7 of 32, seeds 1-40; its
# revenue over a game 1724 in the mean, RCS 3748, ATA 3055, AFG 2608, CTL 2296, SFA 2090)
POOR_HOMES = frozenset({"IFT"})


class Knowledge1849(Knowledge):
    optional_actions = frozenset({"take_loan", "payoff_loan", "buy_token"})

    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        question = turn.legal.get("question")
        answers = turn.legal.get("choose") or []
        if question == "e_token":
            return e_token(bot, turn)
        if "choose" in turn.acts and question in ANSWERS:
            answer = ANSWERS[question](turn)
            if answer in answers:
                return turn.act("choose", choice=answer)
        if turn.kind == "player" and bot.strong and "bid" in turn.acts:
            return bid_without_poor_rsa(bot, turn)
        if turn.kind == "player":
            sale = quake_sale(turn) if bot.strong else None
            if sale is not None:
                return sale
            if "par" in turn.acts and turn.can_pass() and not worth_starting(bot, turn):
                return decide_buy_shares(bot, turn) or turn.act("pass")
        corp = turn.corp(turn.entity) if turn.kind == "corporation" else None
        if corp is None:
            return None
        if "buy_train" in turn.acts and not turn.can_pass():
            return forced_train(bot, turn, corp)
        if bot.strong and turn.entity == AFG and not corp["tokens"]:
            home = afg_home(turn)
            if home is not None:
                return home
        return bond(bot, turn, corp) or station_slot(bot, turn, corp)

    def share_adjustment(self, bot: ComputerPlayer, turn: Turn, o: BundleChoice) -> float:
        """The strong level buys no share of an AFG the earthquake will close, and counts the
        certificate limit: see slot_cost."""
        if not bot.strong:
            return 0.0
        if quake_doomed(turn, o["corporation"]):
            return -NEVER
        if funds_own_train(bot, turn, o):
            return FUNDING_SCORE
        return slot_cost(turn, o)


def funds_own_train(bot: ComputerPlayer, turn: Turn, o: BundleChoice) -> bool:
    """A treasury share of one's own company that has no train lasting past the next and
    whose price, paid to the company, buys one: a company without a train runs nothing
    while its price falls (seed 28: the strong seat's ATA, started at 68 with L. 66 left,
    ran nothing for four operating rounds while its director bought shares of his CTL)."""
    corp = turn.corp(o["corporation"])
    return (
        corp is not None
        and o.get("source") == "ipo"
        and corp["president"] == turn.entity
        and corp["floated"]
        and not lasting_trains(bot, turn, corp)
        and corp["cash"] < cheapest_train(turn) <= corp["cash"] + o["price"]
    )


def slot_cost(turn: Turn, o: BundleChoice) -> float:
    """Late in the game the certificate limit, not the cash, bounds what a player holds (12
    certificates for three players), and the cash left over earns nothing: a certificate's
    place is then worth the cash each free place has to hold. The generic score is the
    dividend's yield on the price; this takes off the part of it that a cheap share, bought
    for less than a place is worth, owes to its low price (so that the dear share that pays
    more, and the 20 % last certificate in one place, come first)."""
    corp = turn.corp(o["corporation"])
    me = turn.player(turn.entity)
    if corp is None or not corp["floated"] or "certs" not in me:
        return 0.0
    places = max(1, turn.snap["cert_limit"] - me["certs"])
    dividend = (corp.get("last_revenue") or 0) * o["percent"] / 100
    price = max(1, o["price"])
    held_by_places = len(o["shares"]) * me["cash"] / places
    if dividend <= 0 or held_by_places <= price:
        return 0.0
    return 100.0 * dividend / held_by_places - 100.0 * dividend / price


def forced_train(bot: ComputerPlayer, turn: Turn, corp: CorporationView) -> Move | None:
    """A train the company must buy, as the generic player buys it, but never a rival's: a
    purchase from another company is at a price both directors agree on (R 4.6), and no
    director sells his train for L. 1 to save a rival. Bankruptcy does not end the game here
    (the director plays on with the L. 500 loan)."""
    if bot.strong:
        own_way = sister_spare_or_sale(turn, corp)
        if own_way is not None:
            return own_way
    move = decide_buy_train(bot, turn)
    if move is None or move["type"] != "buy_train" or "bankrupt" not in turn.acts:
        return move
    seller = next(
        (o["source"] for o in turn.legal.get("buy_train") or [] if o["train"] == move["train"]),
        "depot",
    )
    if seller != "depot" and turn.president(seller) != corp["president"]:
        return turn.act("bankrupt")
    return move


def sister_spare_or_sale(turn: Turn, corp: CorporationView) -> Move | None:
    """Strong level, a train the company must buy and cannot pay for from the bank: a sister
    company's spare train, else the president's shares sold when they raise the bank's
    cheapest train, rather than a sister company's only train. That sister must then take
    a train back in its own turn, and two companies handing one train to and fro both run
    nothing and fall to L. 0 (seed 17: the strong seat's IFT and CTL for four operating
    rounds, until CTL closed)."""
    options = turn.legal.get("buy_train") or []
    if any(o["source"] == "depot" and payable(o) for o in options):
        return None
    spare = spare_sister_train(turn, corp, options)
    if spare is not None:
        return turn.act("buy_train", train=spare["train"], price=spare["min"])
    me = corp["president"]
    # not the company's own shares: each sold moves its price down a row, to L. 0 and its
    # closing from the market's lowest rows (seed 9: the SFA at 27, 30 % sold)
    sales = [o for o in turn.legal.get("sell_shares") or [] if o["corporation"] != turn.entity]
    if me is None or not sales:
        return None
    short = cheapest_train(turn) - corp["cash"] - turn.player(me)["cash"]
    raisable: dict[str, int] = {}
    for o in sales:
        raisable[o["corporation"]] = max(raisable.get(o["corporation"], 0), o["price"])
    if short <= 0 or sum(raisable.values()) < short:
        return None

    def hurt(o: BundleChoice) -> tuple[bool, bool, int]:
        # another's company before one's own, a bundle that covers the rest before one that
        # does not, then the least sold
        covers = o["price"] >= short
        return (
            turn.president(o["corporation"]) == me,
            not covers,
            o["price"] if covers else -o["price"],
        )

    sale = min(sales, key=hurt)
    return president_sells(me, sale)


def quake_doomed(turn: Turn, sym: str) -> bool:
    """An AFG with no station but Messina's when the first 12H, whose earthquake takes
    Messina's stations and closes it (R 4.6.3.1), is the next train or the one after."""
    corp = turn.corp(sym)
    if sym != AFG or corp is None or not corp["tokens"]:
        return False
    only_messina = all(t.split("-")[0] == MESSINA for t in corp["tokens"])
    coming = {t["name"] for t in turn.snap["depot"][:1]}
    return only_messina and bool(coming & QUAKE_NEAR)


def quake_sale(turn: Turn) -> Move | None:
    """Strong level: the shares of an AFG the earthquake will close sold while they fetch
    something (all the sale allows: the director's certificate stays)."""
    sales = [o for o in turn.legal.get("sell_shares") or [] if quake_doomed(turn, o["corporation"])]
    if "sell_shares" not in turn.acts or not sales:
        return None
    o = max(sales, key=lambda o: o["percent"])
    return turn.act("sell_shares", shares=o["shares"], percent=o["percent"])


def bid_without_poor_rsa(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Strong level: the generic bid, but not on the RSA when the director's certificate it
    brings is of a company of POOR_HOMES (the first of the company order)."""
    view = cast(dict[str, Any], turn.snap["title_view"])
    order = view.get("company_order") or [{}]
    if order[0].get("corporation") not in POOR_HOMES:
        return None
    without = [o for o in turn.legal.get("bid") or [] if o.get("company") != RSA]
    if not without:
        return None
    narrowed = copy.copy(turn)
    narrowed.legal = {**turn.legal, "bid": without}
    return decide_bid(bot, narrowed)


def worth_starting(bot: ComputerPlayer, turn: Turn) -> bool:
    """Whether the company next in line is worth starting: it could buy a train, and at the
    strong level it is not one of POOR_HOMES (another player starts it, and the next
    company in line opens)."""
    poor = all(o["corporation"] in POOR_HOMES for o in turn.legal.get("par") or [])
    return can_equip(bot, turn) and not (bot.strong and poor)


def can_equip(bot: ComputerPlayer, turn: Turn) -> bool:
    """Whether a company started now could buy the bank's cheapest train: its treasury (the
    director's certificate less the token fee) and what its director keeps beside it. A
    company without one makes its director pay for it, the road to bankruptcy late in the
    game (trains of 550 to 1100)."""
    cash = turn.player(turn.entity)["cash"]
    train = cheapest_train(turn)
    for o in turn.legal.get("par") or []:
        fee = token_fees(bot).get(o["corporation"], 0)
        certificate = 2 * o["price"]
        if certificate <= cash and certificate - fee + (cash - certificate) // 2 >= train:
            return True
    return False


def token_fees(bot: ComputerPlayer) -> dict[str, int]:
    """What each company pays for its stations as it starts."""
    return {c["sym"]: int(c.get("token_fee", 0)) for c in bot.knowledge.data["corporations"]}


def afg_home(turn: Turn) -> Move | None:
    """The AFG's home, chosen as it starts: the best of AFG_HOMES on offer."""
    if "place_token" not in turn.acts or turn.can_pass():
        return None
    options = turn.legal.get("place_token") or []
    ranked = [o for o in options if o["hex"] in AFG_HOMES]
    if not ranked:
        return None
    o = min(ranked, key=lambda o: (AFG_HOMES.index(o["hex"]), o["slot"]))
    return turn.act("place_token", city=o["city"], slot=o["slot"])


def sms_answer(turn: Turn) -> str:
    corp = turn.corp(turn.entity)
    return CLOSE_SMS if corp is not None and corp["trains"] else KEEP_SMS


def one_certificate(turn: Turn) -> str:
    return ONE_CERTIFICATE


def take_loan(turn: Turn) -> str:
    return TAKE_LOAN


ANSWERS: dict[str, Callable[[Turn], str]] = {
    "sms": sms_answer,
    "certificate_swap": one_certificate,
    "bankruptcy_loan": take_loan,
}


def e_token(bot: ComputerPlayer, turn: Turn) -> Move:
    corp = turn.corp(turn.entity)
    token = turn.legal.get("amount", 0)
    e_train = int(bot.knowledge.train_specs[E_TRAIN]["price"])
    others = [t["price"] for t in turn.snap["depot"] if t["name"] != E_TRAIN]
    if corp is not None and others and (turn.legal.get("choose") or []):
        room = len(corp["trains"]) < turn.snap["train_limit"]
        cost = token + e_train
        if room and cost <= corp["cash"] and cost <= E_TOKEN_PREMIUM * max(others):
            return turn.act("choose", choice=turn.legal["choose"][0])
    return turn.act("pass")


def bond(bot: ComputerPlayer, turn: Turn, corp: CorporationView) -> Move | None:
    """Issue the bond for a train the company needs; pay it back when it can spare it."""
    price = cheapest_train(turn)
    needs_train = not lasting_trains(bot, turn, corp)
    offers = turn.legal.get("take_loan")
    if "take_loan" in turn.acts and offers and needs_train:
        if corp["cash"] < price <= corp["cash"] + offers[0]["amount"]:
            return turn.act("take_loan", loan=offers[0]["loan"])
    debts = turn.legal.get("payoff_loan")
    if "payoff_loan" in turn.acts and debts:
        reserve = price if needs_train else 0
        if corp["cash"] - debts[0]["amount"] >= reserve:
            return turn.act("payoff_loan", loan=debts[0]["loan"])
    return None


def station_slot(bot: ComputerPlayer, turn: Turn, corp: CorporationView) -> Move | None:
    """Strong level: the station slot that adds most to the run for its lowest price."""
    offers = turn.legal.get("buy_token")
    if "buy_token" not in turn.acts or not offers or not bot.strong or not corp["trains"]:
        return None
    reserve = 0 if lasting_trains(bot, turn, corp) else cheapest_train(turn)
    now = route_revenue(turn.game.best_routes())
    best, best_gain = None, 0.0
    for o in offers:
        if o["min"] > corp["cash"] - reserve:
            continue
        move = turn.act("buy_token", city=o["city"], slot=o["slot"], price=o["min"])
        revenue = tried_revenue(turn, move)
        gain = 0.0 if revenue is None else revenue - now - o["min"] * SLOT_GAIN_PER_LIRA
        if gain > best_gain:
            best, best_gain = move, gain
    return best


KNOWLEDGE = Knowledge1849("1849")
