"""The generic computer player: heuristics over the legal choices, judged by the snapshot.

A decision goes through the handlers of DECISIONS in order; the first that answers gives the
action. A title's Knowledge may answer first (its own decisions) and tunes the generic ones
(the worth of its privates, its preferred companies). Whatever no handler knows is answered by
the seeded random chooser of random_play, so that every title plays to its end even before its
knowledge is written.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, Any

from railsdesk.engine.contract import (
    RULEBOOK,
    BoardSnapshot,
    BundleChoice,
    CorporationView,
    IllegalAction,
    Legal,
    PlayerView,
    Snapshot,
    TileChoice,
    TrainChoice,
    hex_revenue,
    snapshot_without_log,
    tile_revenue,
    train_name,
    try_action,
)
from railsdesk.engine.hexgrid import default_letter_axis, hex_xy
from railsdesk.games import title_data
from railsdesk.random_play import Move, action, choose, list_price, payable

if TYPE_CHECKING:
    from railsdesk.engine.contract import Game

BASIC = "basic"
STRONG = "strong"
LEVELS = (BASIC, STRONG)

# how many tile lays the strong level tries on a copy of the state (the best by a quick
# score), and the basic level
LAYS_TRIED = {STRONG: 8, BASIC: 2}


class Knowledge:
    """What the computer knows of a title. The generic answers suit a plain 18xx title; a
    title's module (railsdesk/bots/<package>.py) subclasses it as KNOWLEDGE."""

    # the title's actions a company may leave untaken when nothing else is wanted (1856's
    # loans): its turn is then passed
    optional_actions: frozenset[str] = frozenset()
    # how many tile lays each level tries on a copy of the game
    lays_tried: dict[str, int] = LAYS_TRIED

    def __init__(self, title: str):
        self.title = title

    @cached_property
    def data(self) -> dict[str, Any]:
        return title_data(self.title)

    def private_worth(self, sym: str, level: str) -> int:
        """What a private is worth to its buyer: its face value, more at the strong level
        for the revenue it earns before it closes."""
        company = next((c for c in self.data.get("companies", []) if c["sym"] == sym), None)
        if company is None:
            return 0
        value, revenue = int(company.get("value", 0)), int(company.get("revenue", 0))
        return value + (3 * revenue if level == STRONG else 0)

    def corporation_preference(self, sym: str) -> int:
        """How much a company is wanted as one's own (its home, its neighbours): 0 to 10."""
        return 5

    def decide(self, bot: ComputerPlayer, turn: Turn) -> Move | None:
        """The title's own decisions, asked before the generic ones; None: no opinion."""
        return None

    def most_presidencies(self, bot: ComputerPlayer) -> int:
        """How many companies a player starts at most."""
        return 3 if bot.strong else 2

    def share_adjustment(self, bot: ComputerPlayer, turn: Turn, o: BundleChoice) -> float:
        """What the title adds to the generic score of a bundle (share_score)."""
        return 0.0

    def meets_train_requirement(self, name: str) -> bool:
        """Whether a train of this name is one a company that must own a train may buy
        (1880's 2R is not)."""
        return True

    @cached_property
    def train_specs(self) -> dict[str, dict[str, Any]]:
        return {t["name"]: t for t in self.data["trains"]}

    @cached_property
    def letter_axis(self) -> str:
        """The axis the letters of hex ids count (as the board reads the data)."""
        axes = self.data.get("axes")
        if axes:
            return "x" if axes.get("x") == "letter" else "y"
        return default_letter_axis(self.data.get("layout", "pointy"))


class Turn:
    """One decision: the game, its snapshot and its legal choices."""

    def __init__(self, game: Game):
        self.game = game
        self.snap: Snapshot = snapshot_without_log(game)
        self.legal: Legal = game.legal()
        self.acts: list[str] = list(self.legal.get("actions", []))
        self.entity = self.legal.get("entity")
        self.kind = self.legal.get("entity_type")

    def act(self, action_type: str, **fields: Any) -> Move:
        return action(self.legal, action_type, **fields)

    def corp(self, sym: object) -> CorporationView | None:
        """A corporation's or a minor's view."""
        return self.snap["corporations"].get(str(sym)) or self.snap["minors"].get(str(sym))

    def president(self, sym: object) -> str | int | None:
        corp = self.corp(sym)
        return None if corp is None else corp["president"]

    def player(self, pid: object) -> PlayerView:
        return self.snap["players"][str(pid)]

    def can_pass(self) -> bool:
        return "pass" in self.acts


class ComputerPlayer:
    def __init__(self, knowledge: Knowledge, level: str, seed: int):
        self.knowledge = knowledge
        self.level = level
        self.rng = random.Random(seed)

    def act(self, game: Game) -> Move:
        return self.decide(Turn(game))

    def decide(self, turn: Turn) -> Move:
        if not turn.acts:
            raise RuntimeError(f"nobody can act in {turn.snap['round_label']}")
        answer = self.knowledge.decide(self, turn)
        if answer is not None:
            return answer
        for handler in DECISIONS:
            answer = handler(self, turn)
            if answer is not None:
                return answer
        return choose(self.rng, turn.game)

    def agrees(self, turn: Turn, move: Move) -> bool:
        """Asked at the table as the seller of another player's deal (its company's train,
        its private, at the price offered): whether it agrees (agrees_to_deal)."""
        return agrees_to_deal(self, turn, move)

    @property
    def strong(self) -> bool:
        return self.level == STRONG

    def noise(self, scale: float) -> float:
        """A small seeded doubt in a judgement, so that seeds give different games."""
        return self.rng.uniform(-scale, scale)


# -- the stock round and the auction ------------------------------------------------------


def decide_forced_sale(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Only selling is allowed (over the certificate limit, or raising money): sell what
    hurts least, a company one does not lead, the cheapest bundle."""
    if turn.acts != ["sell_shares"] or not turn.legal.get("sell_shares"):
        return None
    me = turn.entity
    options = turn.legal["sell_shares"]

    def hurt(o: BundleChoice) -> tuple[bool, int]:
        return (turn.president(o["corporation"]) == me, o["price"])

    o = min(options, key=hurt)
    return turn.act("sell_shares", shares=o["shares"], percent=o["percent"])


def decide_bid(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Bid on the private whose worth beyond the price is largest; a draft takes the first."""
    if "bid" not in turn.acts or turn.kind != "player":
        return None
    options = turn.legal.get("bid") or []
    if options and "minor" in options[0]:
        return turn.act("bid", minor=options[0]["minor"], price=0)
    cash = turn.player(turn.entity)["cash"]
    best, best_gain = None, -1.0
    for o in options:
        worth = bot.knowledge.private_worth(o["company"], bot.level) * (1 + bot.noise(0.1))
        price = o["min"]
        if price > min(o["max"], cash) or price > worth:
            continue
        gain = worth - price
        if gain > best_gain:
            best, best_gain = o, gain
    if best is None:
        return turn.act("pass") if turn.can_pass() else None
    return turn.act("bid", company=best["company"], price=best["min"])


def presidencies(turn: Turn, me: object) -> list[CorporationView]:
    return [c for c in turn.snap["corporations"].values() if c["president"] == me]


def decide_par(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Start a company one can fund: the best-placed one, at the highest price whose
    president's certificate and a few shares one can pay for."""
    if "par" not in turn.acts or not turn.legal.get("par"):
        return None
    me = turn.entity
    cash = turn.player(me)["cash"]
    mine = presidencies(turn, me)
    forced = not turn.can_pass() and turn.acts == ["par"]
    if not forced:
        if any(not c["floated"] for c in mine):
            return None  # float the one already started first
        if len(mine) >= bot.knowledge.most_presidencies(bot):
            return None
    budget = cash / ((3.5 if bot.strong else 3) + bot.noise(0.5))
    options = turn.legal["par"]
    fundable = [o for o in options if o["price"] <= budget]
    if not fundable:
        if not forced:
            return None
        fundable = options
    o = max(
        fundable,
        key=lambda o: (bot.knowledge.corporation_preference(o["corporation"]), o["price"]),
    )
    slot = {"slot": o["slot"]} if "slot" in o else {}
    return turn.act("par", corporation=o["corporation"], share_price=o["share_price"], **slot)


def share_score(bot: ComputerPlayer, turn: Turn, o: BundleChoice) -> float:
    """How good a bundle is to hold: one's own unfloated company first (to float it), then
    the yield of companies that pay, less for companies without trains."""
    me = turn.entity
    corp = turn.corp(o["corporation"])
    if corp is None:
        return 0.0
    price = max(1, o["price"] * 10 // max(1, o["percent"]))  # per 10 %
    if corp["president"] == me and not corp["floated"]:
        return 100.0
    if not corp["floated"]:
        return 4.0 if corp["president"] is not None else 0.0
    revenue = corp.get("last_revenue") or 0
    score = 100.0 * revenue / 10 / price  # the dividend's yield on the price, in %
    if not corp["trains"]:
        score -= 10
    if corp["president"] == me:
        score += 4 if bot.strong else 2  # keeps control and the company's worth
    if bot.strong and o.get("source") == "market" and not corp["trains"]:
        score -= 20  # a dumped company
    return score + bot.knowledge.share_adjustment(bot, turn, o)


def decide_buy_shares(bot: ComputerPlayer, turn: Turn) -> Move | None:
    if "buy_shares" not in turn.acts or not turn.legal.get("buy_shares"):
        return None
    if turn.kind != "player":
        return None
    options = turn.legal["buy_shares"]
    scored = [
        (share_score(bot, turn, o) + bot.noise(1.0), -o["price"], i) for i, o in enumerate(options)
    ]
    score, _, index = max(scored)
    if score < (3.0 if bot.strong else 2.0):
        return None
    best = options[index]
    return turn.act("buy_shares", shares=best["shares"], percent=best["percent"])


def hand_over(
    turn: Turn,
    liable: Callable[[CorporationView], bool],
    heir_takes_it: Callable[[Snapshot, str], bool],
) -> Move | None:
    """Sell the fewest shares of a company one leads that is a liability (liable) so that
    another holder becomes its president, when heir_takes_it(the game after the sale, the
    company) allows it (tried on a copy of the game)."""
    me = str(turn.entity)
    sales = sorted(turn.legal.get("sell_shares") or [], key=lambda o: o["percent"])
    for o in sales:
        sym = str(o["corporation"])
        corp = turn.corp(sym)
        if corp is None or str(corp["president"]) != me or not liable(corp):
            continue
        move = turn.act("sell_shares", shares=o["shares"], percent=o["percent"])
        try:
            after = try_action(turn.game, move).snapshot()
        except IllegalAction:
            continue
        handed = after["corporations"].get(sym)  # a company can be gone after the sale (1856)
        if handed is not None and str(handed["president"]) != me and heir_takes_it(after, sym):
            return move
    return None


def short_of_train(bot: ComputerPlayer, turn: Turn, corp: CorporationView, price: int) -> bool:
    """Whether all the company's trains rust with the next train and its treasury cannot pay
    the price of one (its president would have to)."""
    return not lasting_trains(bot, turn, corp) and corp["cash"] < price


def hand_over_liability(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """A president sells the fewest shares that make another holder president of a company
    whose trains all rust with the next train and whose treasury cannot pay for one (its
    president would), but only to a holder who can pay for that train: handed to one who
    cannot, the company bankrupts him, which ends the game in 1830 and 1856 (the titles that
    use it; 1880 has its own, for the director's debt)."""
    price = cheapest_train(turn)

    def liable(corp: CorporationView) -> bool:
        return short_of_train(bot, turn, corp, price)

    def heir_pays(after: Snapshot, sym: str) -> bool:
        corp = after["corporations"][sym]
        heir = corp["president"]
        return heir is not None and after["players"][str(heir)]["cash"] + corp["cash"] >= price

    return hand_over(turn, liable, heir_pays)


def decide_stock_pass(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """A player with nothing worth doing passes (the stock round's and auction's turns)."""
    if turn.kind == "player" and turn.can_pass():
        trivial = {"pass", "sell_shares", "buy_shares", "par", "bid", "buy_company"}
        if set(turn.acts) <= trivial:
            return turn.act("pass")
    return None


# -- the operating round ------------------------------------------------------------------


def route_revenue(routes: list[dict[str, Any]]) -> int:
    return sum(r.get("revenue", 0) for r in routes)


def tried_revenue(turn: Turn, move: Move) -> int | None:
    """The best run the acting company would have after the move, tried on a scratch copy
    of the game (None: the engine refused the move)."""
    try:
        return try_action(turn.game, move).best_revenue(str(turn.entity))
    except IllegalAction:  # a move the engine refuses is simply not taken
        return None


def hex_distance(bot: ComputerPlayer, a: str, b: str) -> int:
    axis = bot.knowledge.letter_axis
    try:
        ax, ay = hex_xy(a, "", axis)
        bx, by = hex_xy(b, "", axis)
    except ValueError:
        return 99
    dx, dy = abs(ax - bx), abs(ay - by)
    return max(dx, dy, (dx + dy) // 2)


def lay_score(
    bot: ComputerPlayer, turn: Turn, corp: CorporationView, hex_id: str, o: TileChoice
) -> float:
    """A quick score of a tile lay: the revenue it adds, near the company's stations, cheap."""
    homes = [t.split("-")[0] for t in corp["tokens"]]
    near = min((hex_distance(bot, hex_id, h) for h in homes), default=5)
    gain = tile_revenue(turn.game, o["tile"]) - hex_revenue(turn.game, hex_id)
    return gain * 2 - near * 5 - o["cost"] / 5


def decide_lay_tile(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Lay the tile that makes the best run possible (tried on a copy for the few best by a
    quick score); without trains, the quick score alone."""
    if "lay_tile" not in turn.acts or not turn.legal.get("lay_tile"):
        return None
    corp = turn.corp(turn.entity)
    if corp is None or turn.kind not in ("corporation", "minor"):
        return None
    cash = corp["cash"]
    candidates = []
    for hex_id, tiles in sorted(turn.legal["lay_tile"].items()):
        for o in tiles:
            if o["cost"] > cash:
                continue
            score = lay_score(bot, turn, corp, hex_id, o)
            for rotation in o["rotations"]:
                candidates.append((score, hex_id, o, rotation))
    if not candidates:
        return None
    candidates.sort(key=lambda c: (-c[0], c[1], c[2]["tile_id"], c[3]))
    now = route_revenue(turn.game.best_routes()) if corp["trains"] else 0
    best = None
    if corp["trains"]:
        tried = 0
        best_gain = 0.0
        for _score, hex_id, o, rotation in candidates:
            if tried >= bot.knowledge.lays_tried[bot.level]:
                break
            move = turn.act("lay_tile", hex=hex_id, tile=o["tile_id"], rotation=rotation)
            revenue = tried_revenue(turn, move)
            if revenue is None:
                continue
            tried += 1
            gain = revenue - now - o["cost"] / 10
            if gain > best_gain:
                best, best_gain = move, gain
    if best is not None:
        return best
    score, hex_id, o, rotation = candidates[0]
    if score < -20 and turn.can_pass():
        return turn.act("pass")
    return turn.act("lay_tile", hex=hex_id, tile=o["tile_id"], rotation=rotation)


def decide_token(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Place a station where it adds most to the run (strong: tried on a copy), keeping the
    money for a train when the company has none."""
    if "place_token" not in turn.acts or not turn.legal.get("place_token"):
        return None
    corp = turn.corp(turn.entity)
    if corp is None:
        return None
    options = turn.legal["place_token"]
    if not turn.can_pass():
        o = min(options, key=lambda o: (o["cost"], o["city"]))
        return turn.act("place_token", city=o["city"], slot=o["slot"])
    reserve = 0 if corp["trains"] else cheapest_train(turn)
    affordable = [o for o in options if o["cost"] <= corp["cash"] - reserve]
    if not affordable:
        return turn.act("pass")
    if bot.strong and corp["trains"]:
        now = route_revenue(turn.game.best_routes())
        scored = []
        for o in sorted(affordable, key=lambda o: o["cost"])[:6]:
            move = turn.act("place_token", city=o["city"], slot=o["slot"])
            revenue = tried_revenue(turn, move)
            if revenue is not None:
                scored.append((revenue - now - o["cost"] / 10, o["city"], move))
        if scored:
            gain, _, move = max(scored, key=lambda s: (s[0], s[1]))
            return move if gain > 0 or len(corp["tokens"]) < 2 else turn.act("pass")
    o = min(affordable, key=lambda o: (o["cost"], o["city"]))
    return turn.act("place_token", city=o["city"], slot=o["slot"])


def cheapest_train(turn: Turn) -> int:
    prices = [t.get("price", 0) for t in turn.snap["depot"]]
    return min(prices, default=0)


def decide_run(bot: ComputerPlayer, turn: Turn) -> Move | None:
    if "run_routes" not in turn.acts:
        return None
    return turn.act("run_routes", routes=turn.game.best_routes())


def decide_dividend(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Pay out, unless the company must keep the money for a train it cannot otherwise buy
    (strong level: a company whose trains all rust with the next train bought)."""
    if "dividend" not in turn.acts:
        return None
    kinds = turn.legal["dividend"]["kinds"]
    revenue = turn.legal["dividend"]["revenue"]
    corp = turn.corp(turn.entity)
    keep = (
        "withhold" in kinds
        and bot.strong
        and corp is not None
        and needs_train_money(bot, turn, corp, revenue)
    )
    kind = "withhold" if keep else "payout" if "payout" in kinds else kinds[0]
    return turn.act("dividend", kind=kind)


def rusting_soon(bot: ComputerPlayer, turn: Turn, train_name: str) -> bool:
    """Whether the train rusts when the next kind of train in the depot is bought."""
    spec = bot.knowledge.train_specs.get(train_name, {})
    rusts_on = spec.get("rusts_on")
    upcoming = {t["name"] for t in turn.snap["depot"][:1]}
    return bool(rusts_on) and rusts_on in upcoming


def agrees_to_deal(bot: ComputerPlayer, turn: Turn, move: Move) -> bool:
    """A deal another player offers the computer's seat: a train of a company it directs,
    sold at no less than the bank's price for that train and only while the company keeps
    another train (it would run nothing, and its president might pay for the next); its
    private at no less than it is worth to it (Knowledge.private_worth). Anything else is
    declined."""
    price = int(move.get("price", 0))
    if move["type"] == "buy_train":
        sold = str(move["train"])
        companies = [*turn.snap["corporations"].values(), *turn.snap["minors"].values()]
        seller = next((c for c in companies if sold in c["trains"]), None)
        face = bot.knowledge.train_specs.get(train_name(sold), {}).get("price", 0)
        keeps = seller is not None and any(t != sold for t in seller["trains"])
        return keeps and bool(face) and price >= face
    if move["type"] == "buy_company":
        worth = bot.knowledge.private_worth(str(move["company"]), bot.level)
        return worth > 0 and price >= worth
    return False


def lasting_trains(bot: ComputerPlayer, turn: Turn, corp: CorporationView) -> list[str]:
    """The company's trains that survive the next train bought from the bank."""
    return [t for t in corp["trains"] if not rusting_soon(bot, turn, train_name(t))]


def needs_train_money(bot: ComputerPlayer, turn: Turn, corp: CorporationView, revenue: int) -> bool:
    lasting = lasting_trains(bot, turn, corp)
    price = cheapest_train(turn)
    return not lasting and corp["cash"] < price <= corp["cash"] + revenue


def decide_discard(bot: ComputerPlayer, turn: Turn) -> Move | None:
    if "discard_train" not in turn.acts or not turn.legal.get("discard_train"):
        return None
    shortest = min(turn.legal["discard_train"], key=lambda t: train_distance(bot, t))
    return turn.act("discard_train", train=shortest)


def train_distance(bot: ComputerPlayer, train_id: str) -> int:
    distance = bot.knowledge.train_specs.get(train_name(train_id), {}).get("distance", 0)
    return distance if isinstance(distance, int) else 0


def decide_buy_train(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Buy a train when the company has room and money for it (the longest it can pay for
    at the strong level, the cheapest at the basic); when it must, the cheapest way out:
    a bank train, a train of a sister company, the president's shares sold to pay for it."""
    if "buy_train" not in turn.acts:
        return None
    corp = turn.corp(turn.entity)
    if corp is None:
        return None
    options = turn.legal.get("buy_train") or []
    depot = [o for o in options if o["source"] == "depot" and "exchange" not in o and payable(o)]
    must = not turn.can_pass()
    cash = corp["cash"]
    if must:
        depot = [o for o in depot if bot.knowledge.meets_train_requirement(train_name(o["train"]))]
        if depot:
            o = min(depot, key=list_price)
            spare = spare_sister_train(turn, corp, options)
            if spare is not None and spare["min"] < list_price(o) and list_price(o) > cash:
                # cheaper than the president's own money (or debt) for a bank train
                return turn.act("buy_train", train=spare["train"], price=spare["min"])
            return turn.act("buy_train", train=o["train"], price=list_price(o))
        return forced_train(bot, turn, corp, options)
    room = len(corp["trains"]) < turn.snap["train_limit"]
    affordable = [o for o in depot if list_price(o) <= cash]
    if not room or not affordable:
        return sister_train(bot, turn, corp, options) if bot.strong else turn.act("pass")
    lasting = lasting_trains(bot, turn, corp)
    if bot.strong and lasting and len(corp["trains"]) >= 2:
        return turn.act("pass")
    pick = max if bot.strong else min
    o = pick(affordable, key=lambda o: (train_distance(bot, o["train"]), -list_price(o)))
    return turn.act("buy_train", train=o["train"], price=list_price(o))


def spare_sister_train(
    turn: Turn, corp: CorporationView, options: list[TrainChoice]
) -> TrainChoice | None:
    """The cheapest train the company can pay for of another company of its president that
    keeps a train of its own."""
    spares: list[TrainChoice] = []
    for o in options:
        seller = turn.corp(o["source"])
        if (
            "min" in o
            and seller is not None
            and seller["president"] == corp["president"]
            and len(seller["trains"]) > 1
            and o["min"] <= corp["cash"]
        ):
            spares.append(o)
    return min(spares, key=lambda o: (o.get("min", 0), o["train"]), default=None)


def sister_train(
    bot: ComputerPlayer, turn: Turn, corp: CorporationView, options: list[TrainChoice]
) -> Move:
    """A trainless company buys a train of another company of its president cheaply."""
    spare = None if corp["trains"] else spare_sister_train(turn, corp, options)
    if spare is not None:
        return turn.act("buy_train", train=spare["train"], price=spare["min"])
    return turn.act("pass")


def president_sells(president: str | int, sale: BundleChoice) -> Move:
    """The president's sale of a bundle, in a company's turn (to raise the money for a
    train the company must buy)."""
    return {
        "type": "sell_shares",
        "entity": president,
        "entity_type": "player",
        "shares": sale["shares"],
        "percent": sale["percent"],
    }


def forced_train(
    bot: ComputerPlayer, turn: Turn, corp: CorporationView, options: list[TrainChoice]
) -> Move | None:
    """The company must buy a train it cannot pay for: a sister company's train at the least
    price, or the president's shares sold (what hurts least first), or a rival's train (see
    below), or bankruptcy."""
    me = corp["president"]
    ranged = [(o, o["min"]) for o in options if "min" in o]
    sisters = [(o, price) for o, price in ranged if turn.president(o["source"]) == me]
    if sisters:
        o, price = min(sisters, key=lambda pair: pair[1])
        return turn.act("buy_train", train=o["train"], price=price)
    sales = turn.legal.get("sell_shares")
    if sales and me is not None:
        sale = min(sales, key=lambda o: (turn.president(o["corporation"]) == me, -o["price"]))
        return president_sells(me, sale)
    # a rival's train at the least price only where the buyer names the price (18xx.games):
    # by the rulebook its director must agree, and none sells for $1 to save a rival
    if ranged and turn.game.reading != RULEBOOK:
        o, price = min(ranged, key=lambda pair: pair[1])
        return turn.act("buy_train", train=o["train"], price=price)
    if "bankrupt" in turn.acts:
        return turn.act("bankrupt")
    return None


def decide_buy_private(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Strong level: a company buys its president's private at the highest price when it
    can spare the money (a train bought or kept for); basic: never."""
    if turn.kind != "corporation" or not turn.legal.get("buy_company") or not bot.strong:
        return None
    corp = turn.corp(turn.entity)
    if corp is None:
        return None
    spare = corp["cash"] - (0 if corp["trains"] else cheapest_train(turn))
    for o in turn.legal["buy_company"]:
        if str(o["owner"]) == str(corp["president"]) and o["max"] <= spare:
            return turn.act("buy_company", company=o["company"], price=o["max"])
    return None


def decide_operating_pass(bot: ComputerPlayer, turn: Turn) -> Move | None:
    """Nothing else wanted in a company's turn (a private bought, shares sold...): pass,
    never bankrupt while passing is allowed."""
    if turn.kind in ("corporation", "minor") and turn.can_pass():
        plain = {"pass", "buy_company", "sell_shares", "buy_shares", "lay_tile", "place_token"}
        plain.add("bankrupt")
        if set(turn.acts) <= plain | bot.knowledge.optional_actions:
            return turn.act("pass")
    return None


def decide_bankrupt(bot: ComputerPlayer, turn: Turn) -> Move | None:
    if turn.acts == ["bankrupt"]:
        return turn.act("bankrupt")
    return None


DECISIONS = (
    decide_bankrupt,
    decide_forced_sale,
    decide_bid,
    decide_par,
    decide_buy_shares,
    decide_stock_pass,
    decide_buy_private,
    decide_lay_tile,
    decide_token,
    decide_run,
    decide_dividend,
    decide_discard,
    decide_buy_train,
    decide_operating_pass,
)


# -- lays toward a stop (the strong level of 1880 and 1856) ----------------------------------

# the lays the strong level tries on a copy for a corporation whose trains earn nothing
CONNECTING_LAYS_TRIED = 16
STOP_KINDS = ("city", "town", "offboard")
UNREACHABLE = 99


def connecting_lay(bot: ComputerPlayer, turn: Turn, corp: CorporationView) -> Move | None:
    """The strong level's lay for a corporation whose trains earn nothing: the lay whose run
    earns most (tried on a copy), else the one whose open track ends nearest a city or town
    it does not stand in, paid for whatever it costs. By the quick score alone a corporation
    hemmed in at home (Beijing's JGG) laid one tile and then passed for the rest of the
    game, as every way out crosses a mountain. None: its trains earn (or it has none), the
    generic lay decides."""
    if not corp["trains"] or route_revenue(turn.game.best_routes()):
        return None
    targets = stop_hexes(turn.snap["board"], corp)
    candidates = []
    for hex_id, tiles in sorted(turn.legal["lay_tile"].items()):
        for o in tiles:
            if o["cost"] <= corp["cash"]:
                score = lay_score(bot, turn, corp, hex_id, o)
                candidates += [(score, hex_id, o, rotation) for rotation in o["rotations"]]
    candidates.sort(key=lambda c: (-c[0], c[1], c[2]["tile_id"], c[3]))
    best: tuple[tuple[float, ...], Move] | None = None
    for score, hex_id, o, rotation in candidates[:CONNECTING_LAYS_TRIED]:
        move = turn.act("lay_tile", hex=hex_id, tile=o["tile_id"], rotation=rotation)
        try:
            trial = try_action(turn.game, move)
        except IllegalAction:
            continue
        revenue = trial.best_revenue(str(turn.entity))
        reach = open_track_distance(bot, trial.snapshot()["board"], hex_id, targets)
        rank = (revenue, -reach, score)
        if best is None or rank > best[0]:
            best = (rank, move)
    return None if best is None else best[1]


def stop_hexes(board: BoardSnapshot, corp: CorporationView) -> set[str]:
    """The hexes with a city or town (or off-board) the corporation has no station in."""
    own = {t.split("-")[0] for t in corp["tokens"]}
    return {
        h.id
        for h in board.hexes.values()
        if h.id not in own and any(n.kind in STOP_KINDS for n in h.tile.nodes)
    }


def open_track_distance(
    bot: ComputerPlayer, board: BoardSnapshot, hex_id: str, targets: set[str]
) -> int:
    """How far the nearest stop lies from the open ends of the tile on the hex (the edges
    whose neighbour has no track back): 0 when the hex itself is a stop."""
    laid = board.hexes[hex_id]
    if hex_id in targets:
        return 0
    ends = []
    for edge in laid.tile.exits(laid.rotation):
        beyond = board.hexes.get(laid.neighbors.get(edge, ""))
        if beyond is None or (edge + 3) % 6 in beyond.tile.exits(beyond.rotation):
            continue
        ends.append(beyond.id)
    return min(
        (hex_distance(bot, end, target) for end in ends for target in targets),
        default=UNREACHABLE,
    )
