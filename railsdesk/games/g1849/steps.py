"""The steps in which 1849 differs from the engine's."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from railsdesk.engine.actions import Action
from railsdesk.engine.contract import (
    BundleChoice,
    Choices,
    Refusal,
    StationSlotChoice,
    TrainChoice,
)
from railsdesk.engine.entities import Company, Corporation, Entity, Player, Share, ShareHolder
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.rounds import StockRound
from railsdesk.engine.shares import Bundle
from railsdesk.engine.steps.base import Step, operator
from railsdesk.engine.steps.operating import Dividend, Token, Track
from railsdesk.engine.steps.stock import BuySellParShares
from railsdesk.engine.steps.trains import BuyTrain
from railsdesk.games.g1849.routes import E_TRAIN

if TYPE_CHECKING:
    from railsdesk.engine.rounds import OperatingRound
    from railsdesk.games.g1849 import Game1849

# Certificates the director may buy in the turn he starts a company, besides his own.
EXTRA_BUYS_AFTER_PAR = 2


def last_cert_last(shares: list[Share]) -> bool:
    """The last certificate leaves its place (treasury or pool) only as the last one there."""
    if not any(s.last_cert for s in shares):
        return True
    location = shares[0].owner.shares_of(shares[0].corporation.sym)
    return len(location) == len(shares)


class BuySellParShares1849(BuySellParShares):
    """Shares from the treasury or the pool at the market price, several of them in the turn
    a player starts a company, and the last certificate only as the last in its place."""

    game: Game1849

    def setup(self) -> None:
        super().setup()
        self.parred: Corporation | None = None
        self.game.start_stock_turn()

    def process_sell_shares(self, action: Action, entity: Player) -> None:
        corp = self.game.resolve_shares(action).shares[0].corporation
        before = corp.share_price
        super().process_sell_shares(action, entity)
        self.game.note_sale(corp, before)
        if corp.share_price is not before:
            self.game.moved_this_turn.append(corp)
            self.game.reorder_corps()

    # Sell, then buy: once the turn's purchase is made, no more sales in that turn.
    def sales_open(self) -> bool:
        return not self.bought()

    def options(self, entity: Entity) -> Choices:
        found = super().options(entity)
        if self.bought() and "buy_shares" in found:
            found["sell_shares"] = []
        return found

    def choices_for(self, action: Action, entity: Entity) -> Any:
        assert isinstance(entity, Player)  # actions() offers shares to players only
        if action.type == "sell_shares" and self.bought() and not self.must_sell(entity):
            return []
        return super().choices_for(action, entity)

    def multiple_buys_after_par(self, corp: Corporation, player: Player) -> bool:
        if corp is not self.parred or corp.owner is not player:
            return False
        return self.bought_corporations.count(corp) - 1 < EXTRA_BUYS_AFTER_PAR

    def buys_more(self, player: Player, corp: Corporation, source: ShareHolder) -> bool:
        return self.multiple_buys_after_par(corp, player) or super().buys_more(player, corp, source)

    def refusal(
        self, player: Player, shares: list[Share], source: ShareHolder, percent: int
    ) -> Refusal | None:
        if not last_cert_last(shares):
            return {"reason": "last_cert"}
        return super().refusal(player, shares, source, percent)

    def offered_certificates(self, corp: Corporation) -> Iterator[tuple[Share, ShareHolder, str]]:
        """One ordinary certificate per place, and the last certificate where it may go."""
        for source, name in self.share_sources(corp):
            held = [s for s in source.shares_of(corp.sym) if not s.president]
            ordinary = next((s for s in held if not s.last_cert), None)
            last = next((s for s in held if s.last_cert), None)
            for share in (ordinary, last):
                if share is not None:
                    yield share, source, name

    def process_par(self, action: Action, entity: Player) -> None:
        super().process_par(action, entity)
        self.parred = self.game.corporation(action.get("corporation"))


class Dividend1849(Dividend):
    """Treasury shares pay the company, pool shares pay nobody; the price moves right only
    for a payout of at least the share price, stays for a smaller one and moves left when
    nothing is paid."""

    def dividends(self, corp: Corporation, revenue: int) -> list[tuple[Player | Corporation, int]]:
        game = self.game
        per_share = revenue / corp.total_shares
        found: list[tuple[Player | Corporation, int]] = []
        holders: list[Player | Corporation] = [*game.players, *game.corporations]
        for holder in holders:
            amount = math.ceil(holder.num_shares_of(corp) * per_share)
            if amount:
                found.append((holder, amount))
        return found

    game: Game1849

    def pass_(self) -> None:
        super().pass_()
        self.game.old_operating_order = self.game.operating_order()

    def change_share_price(self, corp: Corporation, revenue: int, kind: str) -> None:
        old = corp.share_price
        assert old is not None  # an operating company has a price
        if kind == "withhold" or revenue == 0:
            self.game.market.move_left(corp)
        elif revenue >= old.price:
            self.game.market.move_right(corp)
        self.game.log_price_change(corp, old)


# A company may issue shares only while the pool would hold at most this many of its shares.
POOL_SHARES_AFTER_ISSUE = 5


class IssueShares1849(Step):
    """After buying trains, from its second operating turn on, a company may issue treasury
    shares to the pool or buy one share back from the pool (one of the two per turn), at the
    market price; issuing moves its price down a row per share."""

    name = "issue_shares"
    pass_key = "passes_issue_shares"
    turn_part = True  # shown on the turn's step line, after buying trains
    round: OperatingRound

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        found = []
        if self.redeemable(entity):
            found.append("buy_shares")
        if self.issuable(entity):
            found.append("sell_shares")
        return [*found, "pass"] if found else []

    def issuable(self, corp: Corporation) -> list[list[Share]]:
        if len(corp.operating_history) < 2:
            return []
        room = POOL_SHARES_AFTER_ISSUE - self.game.pool.percent_of(corp.sym) // corp.share_percent
        held = [s for s in corp.shares_of(corp.sym) if not s.president]
        ordinary = [s for s in held if not s.last_cert]
        bundles = [ordinary[:n] for n in range(1, len(ordinary) + 1)]
        if any(s.last_cert for s in held):
            bundles.append(held)
        return [b for b in bundles if sum(s.percent for s in b) // corp.share_percent <= room]

    def redeemable(self, corp: Corporation) -> list[list[Share]]:
        if len(corp.operating_history) < 2:
            return []
        pooled = self.game.pool.shares_of(corp.sym)
        ordinary = next((s for s in pooled if not s.last_cert), None)
        last = next((s for s in pooled if s.last_cert), None)
        return [
            [share]
            for share in (ordinary, last)
            if share is not None
            and last_cert_last([share])
            and self.game.bundle_price([share], share.percent) <= corp.cash
        ]

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers this to the operating company
        game = self.game
        return {
            "sell_shares": [
                game.bundle_option(b, sum(s.percent for s in b)) for b in self.issuable(entity)
            ],
            "buy_shares": [game.bundle_option(b, b[0].percent) for b in self.redeemable(entity)],
        }

    def process_sell_shares(self, action: Action, entity: Corporation) -> None:
        shares, percent = self.game.resolve_shares(action)
        self.game.sell_shares_and_change_price(shares, percent)
        self.pass_()

    def process_buy_shares(self, action: Action, entity: Corporation) -> None:
        game = self.game
        shares, percent = game.resolve_shares(action)
        price = game.bundle_price(shares, percent)
        game.transfer_bundle(shares, percent, entity, price, payer=entity, receiver=game.bank)
        game.log_entry(
            "buys_share_market",
            player=entity.sym,
            percent=percent,
            corporation=entity.sym,
            price=price,
            left=game.pool.percent_of(entity.sym),
        )
        self.pass_()


class AssignPort(Step):
    """The CNM's owner puts its marker on a port: the CNM closes, and the company's routes
    to that port earn 20 more from then on."""

    name = "assign"
    blocks = False
    game: Game1849

    def actions(self, entity: Entity) -> list[str]:
        return ["assign"] if self.ports(entity) else []

    def ports(self, entity: Entity) -> list[str]:
        if not isinstance(entity, Company) or entity.closed:
            return []
        if not isinstance(entity.owner, Corporation) or entity.owner is not operator(self):
            return []
        ability = next((a for a in entity.abilities if a.type == "assign_hexes"), None)
        return list(ability.hexes) if ability is not None else []

    def options(self, entity: Entity) -> Choices:
        return {"assign": self.ports(entity)}

    def process_assign(self, action: Action, entity: Company) -> None:
        corp = entity.owner
        assert isinstance(corp, Corporation)  # actions() offers this to a company's private
        self.game.assign_port(corp, action["target"])
        self.game.close_company(entity)


CLOSE_SMS = "Close SMS"


class SMSTeleport(Step):
    """At the start of its turn a company owning the SMS may close it to lay or upgrade a
    tile and place a station marker in a coastal city without a connection."""

    name = "sms"
    round: OperatingRound
    game: Game1849

    @property
    def active(self) -> bool:
        """Open as long as the question may arise: a company buying the SMS early in its
        turn, before building, may still use it (so the step is never skipped unasked)."""
        return not self.passed and bool(self.current_actions())

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        if not any(c.sym == "SMS" for c in entity.companies):
            return []
        if self.round.step(Track).acted or self.round.step(Token).acted:
            return []
        return ["choose"]

    def options(self, entity: Entity) -> Choices:
        return {"choose": [CLOSE_SMS, "Pass"], "question": "sms"}

    def process_choose(self, action: Action, entity: Corporation) -> None:
        sms = self.game.company("SMS")
        if action["choice"] == CLOSE_SMS:
            self.game.close_company(sms)
            self.game.open_coast(entity)
        else:
            self.game.log_entry("keeps_company", corporation=entity.sym, company=sms.name)
        self.pass_()


class StockRound1849(StockRound):
    """At the end of a stock round a sold-out company rises, and one with shares in the
    pool drops a row."""

    game: Game1849

    def finish_round(self) -> None:
        game = self.game
        game.prices_before_sales = {}
        floated = (c for c in game.corporations if c.floated and c.share_price)
        for corp in sorted(floated, key=game.operating_key):
            old = corp.share_price
            if game.sold_out(corp):
                game.market.move_up(corp)
            if game.pool.percent_of(corp.sym):
                game.market.move_down(corp)
            game.log_price_change(corp, old)


TWO_SHARES = "Two 10% certs"
LAST_CERTIFICATE = "One 20% cert"


class SwapChoice(Step):
    """The previous president chooses what he gets for the president's certificate when the
    new one holds the last certificate and 40 % or more."""

    name = "swap_choice"
    game: Game1849

    @property
    def active(self) -> bool:
        return self.game.swap_choice is not None

    def current_entity(self) -> Player | None:
        pending = self.game.swap_choice
        return pending.chooser if pending is not None else None

    def actions(self, entity: Entity) -> list[str]:
        return ["choose"] if entity is self.current_entity() else []

    def options(self, entity: Entity) -> Choices:
        return {"choose": [TWO_SHARES, LAST_CERTIFICATE], "question": "certificate_swap"}

    def process_choose(self, action: Action, entity: Player) -> None:
        pending = self.game.swap_choice
        assert pending is not None  # active only while a choice is pending
        if action["choice"] == TWO_SHARES:
            self.game.swap_for_two_shares()
            key = "swap_two_shares"
        else:
            key = "swap_last_certificate"
        self.game.log_entry(key, player=entity.name, corporation=pending.corporation.sym)
        self.game.swap_choice = None


class BuyTrain1849(BuyTrain):
    """A company buys another's train only with its own money: the president adds money
    only for a train from the bank, and once he has sold shares for it, only that one. He
    may sell shares only of companies that have operated, of his own only after its first
    operating round; a president who cannot raise the price goes bankrupt."""

    game: Game1849

    def setup(self) -> None:
        super().setup()
        self.game.start_operating_turn()

    def train_options(self, corp: Corporation) -> list[TrainChoice]:
        found: list[TrainChoice] = []
        for option in super().train_options(corp):
            if option["name"] == E_TRAIN and not getattr(corp, "e_token", False):
                continue
            if option["source"] != "depot":
                if corp.cash < 1 or self.last_share_sold_price is not None:
                    continue
                option = {**option, "max": min(option["max"], corp.cash)}
            found.append(option)
        return found

    def can_emergency_sell(
        self, player: Player, corp: Corporation, shares: list[Share], percent: int
    ) -> bool:
        target = shares[0].corporation
        if not target.operated or (target is corp and len(corp.operating_history) < 2):
            return False
        return super().can_emergency_sell(player, corp, shares, percent)

    def process_sell_shares(self, action: Action, entity: Player | Corporation) -> None:
        corp = self.game.resolve_shares(action).shares[0].corporation
        before = corp.share_price
        super().process_sell_shares(action, entity)
        if corp.share_price is not before:
            self.game.moved_this_turn.append(corp)
            self.game.reorder_corps()

    def can_go_bankrupt(self, corp: Entity) -> bool:
        """Also a company in debt for its bond's interest, when all its president can raise
        stays below the cheapest train."""
        if isinstance(corp, Corporation) and corp.owner is not None and self.game.debt(corp):
            return self.raisable_cash(corp) < self.game.depot.min_depot_price()
        return super().can_go_bankrupt(corp)

    def go_bankrupt(self, corp: Corporation) -> None:
        """The president sells the largest bundle he may of each company, gives his money
        to the company, and it closes; left without shares, he takes the bankruptcy loan or
        leaves the game (R 4.7.2 Bankrott)."""
        game = self.game
        player = corp.owner
        if player is None or not self.can_go_bankrupt(corp):
            raise IllegalAction(
                "not_bankrupt",
                f"{corp.name} and its president can still raise "
                f"{game.money(self.raisable_cash(corp) if player else 0)}",
            )
        for target in game.operating_order():
            if bundles := self.emergency_bundles(player, corp, of=target):
                game.sell_and_note_move(*max(bundles, key=self.bundle_value))
        if player.cash:
            game.log_entry(
                "hands_cash_to", player=player.name, amount=player.cash, corporation=corp.sym
            )
        game.pay(player, corp, player.cash)
        game.log_entry("goes_bankrupt", player=player.name)
        game.close_corporation(corp)
        game.reorder_corps()
        game.surrender_property(player)
        if not player.all_shares():
            game.loan_chooser = player


# The bankruptcy loan a president without shares may take, and what it costs him at the end.
BANKRUPTCY_LOAN = 500
BANKRUPTCY_LOAN_PENALTY = 750
TAKE_LOAN = "Take L.500 loan"
LEAVE_GAME = "Leave game"


class LoanChoice(Step):
    """A bankrupt president left without shares takes a L. 500 loan (L. 750 off his score
    at the end) or leaves the game."""

    name = "loan_choice"
    game: Game1849

    @property
    def active(self) -> bool:
        return self.game.loan_chooser is not None

    def current_entity(self) -> Player | None:
        return self.game.loan_chooser

    def actions(self, entity: Entity) -> list[str]:
        return ["choose"] if entity is self.current_entity() else []

    def options(self, entity: Entity) -> Choices:
        return {
            "choose": [TAKE_LOAN, LEAVE_GAME],
            "question": "bankruptcy_loan",
            "amount": BANKRUPTCY_LOAN,
            "penalty": BANKRUPTCY_LOAN_PENALTY,
        }

    def process_choose(self, action: Action, entity: Player) -> None:
        if action["choice"] == TAKE_LOAN:
            self.game.take_bankruptcy_loan(entity)
        else:
            entity.bankrupt = True
            self.game.log_entry("leaves_game", player=entity.name)
        self.game.loan_chooser = None


class Token1849(Token):
    """With the SMS used, the station question is asked even when no coastal city has room
    (18xx.games asks it; the answer is then a pass)."""

    game: Game1849

    def actions(self, entity: Entity) -> list[str]:
        found = super().actions(entity)
        if found or entity is not operator(self) or not isinstance(entity, Corporation):
            return found
        if self.game.coast_open.get(entity.sym) and not self.tokened and entity.next_token():
            return ["place_token", "pass"]
        return []


class BondInterest(Step):
    """At the end of its turn a company with an issued bond pays L. 50 interest; without the
    money it goes into debt, to be raised at once (Zinszahlungen, R 4.10)."""

    name = "bond_interest"
    round: OperatingRound
    game: Game1849

    def actions(self, entity: Entity) -> list[str]:
        return []

    def skip(self) -> None:
        super().skip()
        corp = operator(self)
        if isinstance(corp, Corporation) and corp.loans:
            self.game.pay_bond_interest(corp)


class Bond(Step):
    """From the first 8H train, a company may issue its one L. 500 bond (price one to the
    left) or redeem it (L. 500, price one to the right), not both in one turn."""

    name = "bond"
    pass_key = "passes_bond"
    round: OperatingRound
    game: Game1849

    def setup(self) -> None:
        self.issued = False
        self.redeemed = False

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        found = []
        if self.can_redeem(entity):
            found.append("payoff_loan")
        if self.can_issue(entity):
            found.append("take_loan")
        return [*found, "pass"] if found else []

    def can_issue(self, corp: Corporation) -> bool:
        return self.game.bonds_enabled and not self.redeemed and not corp.loans

    def can_redeem(self, corp: Corporation) -> bool:
        return not self.issued and bool(corp.loans) and corp.cash >= corp.loans[0].amount

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers this to the operator
        bond = self.game.bond
        return {
            "take_loan": [{"loan": bond.id, "amount": bond.amount, "price_move": "left"}]
            if self.can_issue(entity)
            else [],
            "payoff_loan": [{"loan": bond.id, "amount": bond.amount, "price_move": "right"}]
            if self.can_redeem(entity)
            else [],
        }

    def process_take_loan(self, action: Action, entity: Corporation) -> None:
        if not self.can_issue(entity) or action.get("loan") != self.game.bond.id:
            raise self.illegal("cannot_issue_bond", f"{entity.name} cannot issue its bond")
        self.game.issue_bond(entity)
        self.issued = True

    def process_payoff_loan(self, action: Action, entity: Corporation) -> None:
        if not self.can_redeem(entity) or action.get("loan") != self.game.bond.id:
            raise self.illegal("cannot_redeem_bond", f"{entity.name} cannot redeem its bond")
        self.game.redeem_bond(entity)
        self.redeemed = True


class BondDebt(Step):
    """A company that could not pay its bond's interest is in debt: its president pays it,
    selling shares for it if he must (the company issues none for it); who cannot, goes
    bankrupt."""

    name = "bond_debt"
    round: OperatingRound
    game: Game1849

    def debtor(self) -> Corporation | None:
        return self.game.company_in_debt()

    @property
    def active(self) -> bool:
        return self.debtor() is not None

    def blocking(self) -> bool:
        """The debt holds the turn even when only bankruptcy is left (offered by the
        Bankrupt step)."""
        return self.active

    def current_entity(self) -> Entity | None:
        corp = self.debtor()
        if corp is None or corp.owner is None or not self.actions(corp.owner):
            return corp
        return corp.owner

    def actions(self, entity: Entity) -> list[str]:
        corp = self.debtor()
        if corp is None or not isinstance(entity, Player) or entity is not corp.owner:
            return []
        if entity.cash >= self.game.debt(corp):
            return ["payoff_debt"]
        return ["sell_shares"] if self.sales(entity, corp) else []

    def sales(self, player: Player, corp: Corporation) -> list[BundleChoice]:
        """Bundles that raise the debt with no certificate more than needed; of the debtor's
        own shares, only those that keep him its president."""
        needed = self.game.debt(corp) - player.cash
        game = self.game
        return [
            game.bundle_option(*bundle)
            for target in game.corporations
            for bundle in game.bundles_for(player, target)
            if game.can_sell(player, *bundle)
            and self.smaller_short(bundle, needed)
            and (target is not corp or self.keeps_presidency(player, corp, bundle.percent))
        ]

    def keeps_presidency(self, player: Player, corp: Corporation, percent: int) -> bool:
        others = [p.percent_of(corp.sym) for p in self.game.players if p is not player]
        return player.percent_of(corp.sym) - percent >= max(others, default=0)

    def smaller_short(self, bundle: Bundle, needed: int) -> bool:
        """Whether the bundle without its cheapest certificate would not raise the amount."""
        cheapest = min(self.game.bundle_price([s], s.percent) for s in bundle.shares)
        return self.game.bundle_price(*bundle) - cheapest < needed

    def options(self, entity: Entity) -> Choices:
        corp = self.debtor()
        assert corp is not None and isinstance(entity, Player)  # see actions()
        return {
            "sell_shares": self.sales(entity, corp),
            "payoff_debt": {"corporation": corp.sym, "amount": self.game.debt(corp)},
        }

    def process_sell_shares(self, action: Action, entity: Player) -> None:
        self.game.sell_and_note_move(*self.game.resolve_shares(action))
        self.game.reorder_corps()

    def process_payoff_debt(self, action: Action, entity: Player) -> None:
        corp = self.debtor()
        assert corp is not None  # actions() offers this only for a debtor
        self.game.pay(entity, corp, self.game.debt(corp))
        self.game.log_entry("pays_debt", player=entity.name, corporation=corp.sym)


class BuyToken(Step):
    """Advanced game: after its dividend a company may buy another's station marker in a
    city its network reaches (not a home, not where it has a marker, not the seller's last),
    at a price the two agree on, paid to the seller (Kauf eines Platzes in einem Bahnhof,
    R 4.4): from phase 6 on, one in a turn. 18xx.games asks in every turn, whatever the
    phase, and passes by itself only when no such marker is in the network."""

    name = "buy_token"
    pass_key = "passes_station_slot"
    round: OperatingRound
    game: Game1849

    def asks(self, entity: Entity) -> bool:
        """Whether the operating company is asked about a slot now (the option is on; the
        rulebook: from phase 6, one a turn)."""
        return (
            "acquiring_station_tokens" in self.game.options
            and entity is operator(self)
            and isinstance(entity, Corporation)
            and self.game.may_buy_slot(entity)
        )

    def actions(self, entity: Entity) -> list[str]:
        return ["buy_token", "pass"] if self.asks(entity) else []

    def auto_action(self) -> Action | None:
        corp = operator(self)
        if not isinstance(corp, Corporation) or not self.actions(corp):
            return None
        if self.game.markers_in_reach(corp):
            return None
        return Action("pass", corp.sym, corp.kind, {})

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers this to the operator
        if entity.next_token() is None or entity.cash < 1:
            return {"buy_token": []}
        offers: list[StationSlotChoice] = []
        for h, i, slot in self.game.purchasable_markers(entity):
            owner = str(self.game.board.hexes[h].cities[i].tokens[slot])
            offers.append(
                {
                    "city": self.game.city_id(h, i),
                    "slot": slot,
                    "hex": h,
                    "owner": owner,
                    "min": 1,
                    "max": entity.cash,
                    "seller_decides": self.game.seller_decides(
                        entity, self.game.corporation(owner)
                    ),
                }
            )
        return {"buy_token": offers}

    def process_buy_token(self, action: Action, entity: Corporation) -> None:
        game = self.game
        hex_id, index = game.city_by_id(action.get("city"))
        slot, price = action.get("slot"), action.get("price")
        if entity.next_token() is None:
            raise self.illegal("no_tokens", f"{entity.name} has no station marker left")
        if not isinstance(price, int) or not 1 <= price <= entity.cash:
            raise self.illegal("bad_price", f"{entity.name} cannot pay {price!r}")
        if (hex_id, index, slot) not in game.purchasable_markers(entity):
            raise self.illegal("cannot_buy_token", "that station marker is not for sale")
        if not game.offer_for_marker(entity, hex_id, index, slot, price):
            game.buy_marker(entity, hex_id, index, slot, price)


AGREE = "Agree"
REFUSE = "Refuse"


class SlotSaleConsent(Step):
    """The rulebook: the director of the company whose station slot another company offers
    to buy agrees to the sale at the offered price, or refuses it (Kauf eines Platzes in
    einem Bahnhof, R 4.4); the buyer may then offer again or pass."""

    name = "slot_consent"
    game: Game1849

    @property
    def active(self) -> bool:
        return self.game.slot_offer is not None

    def current_entity(self) -> Player | None:
        offer = self.game.slot_offer
        return offer.seller.owner if offer is not None else None

    def actions(self, entity: Entity) -> list[str]:
        return ["choose"] if entity is self.current_entity() else []

    def options(self, entity: Entity) -> Choices:
        offer = self.game.slot_offer
        assert offer is not None  # asked only while an offer waits
        return {
            "choose": [AGREE, REFUSE],
            "question": "station_slot_sale",
            "slot_offer": {
                "buyer": offer.buyer.sym,
                "seller": offer.seller.sym,
                "hex": offer.hex,
                "city": self.game.city_id(offer.hex, offer.city),
                "price": offer.price,
            },
        }

    def process_choose(self, action: Action, entity: Player) -> None:
        self.game.answer_slot_offer(action["choice"] == AGREE)


class BuyEToken(Step):
    """Electric Dreams: from the first 12H a company may buy an E-token, which lets it buy
    E-trains (E-Marker, R 4.4.1); the first costs L. 1,100 (L. 800 in phase 16), later
    ones L. 800 (L. 550)."""

    name = "e_token"
    pass_key = "passes_e_token"
    round: OperatingRound
    game: Game1849

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        return ["choose", "pass"] if self.game.can_buy_e_token(entity) else []

    def options(self, entity: Entity) -> Choices:
        game = self.game
        return {
            "choose": [game.e_token_choice()],
            "question": "e_token",
            "amount": game.e_token_price(),
        }

    def process_choose(self, action: Action, entity: Corporation) -> None:
        self.game.buy_e_token(entity)
        self.pass_()
