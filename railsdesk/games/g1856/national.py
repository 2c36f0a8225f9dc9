"""The Canadian Government Railways (CGR): formed when the first 6-train is bought from the
corporations that cannot repay their loans. Effects in 18xx.games' order, since a replay must
show the same state after every action (docs/titles/1856.md, "The Canadian Government
Railways")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from railsdesk.engine.entities import (
    Corporation,
    Operator,
    Player,
    Share,
    ShareHolder,
    Token,
    Train,
)
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.game import GameState
from railsdesk.engine.market import SharePrice
from railsdesk.engine.readings import Rule
from railsdesk.engine.rounds import OperatingRound
from railsdesk.games.g1856.entities import UNLIMITED_RIGHTS, Corporation1856
from railsdesk.games.g1856.view import KeepingOut1856, National1856

if TYPE_CHECKING:
    from railsdesk.games.g1856 import Right

CERT_LIMIT_FIXED_AT_FORMATION = Rule(
    "cert_limit_fixed_at_formation",
    "1856 Rb L270, L479",
    "the certificate limit is set once the CGR's formation is settled and stays",
    "any corporation closing later resets it to the starting table",
)
FORMATION_AFTER_THE_TURN = Rule(
    "formation_after_the_turn",
    "1856 Rb L459",
    "loans are repaid and the CGR formed when the 6-train buyer's turn ends",
    "inside the purchase of the first 6-train; the buyer then goes on with its turn",
)
PRESIDENT_PAYS_WHOLE_LOANS = Rule(
    "president_pays_whole_loans",
    "1856 Rb L460",
    "the president repays the remaining loans from his own money; the corporation keeps its cash",
    "the corporation pays all its cash and the president the rest",
)
NATIONAL_TOKENS = 10
NATIONAL_TOKEN_PRICE = 100
NATIONAL_SHARES = 20
NATIONAL_PERMANENT_LIMIT = 3  # trains the CGR keeps at its formation
# After the formation: certificate limit by corporations left, then by players (Rb L221 ff.).
CERT_LIMIT_AFTER_FORMATION = {
    11: {3: 28, 4: 22, 5: 18, 6: 15},
    10: {3: 25, 4: 20, 5: 16, 6: 14},
    9: {3: 22, 4: 18, 5: 15, 6: 12},
    8: {3: 20, 4: 16, 5: 13, 6: 11},
    7: {3: 18, 4: 14, 5: 11, 6: 10},
    6: {3: 15, 4: 12, 5: 10, 6: 8},
    5: {3: 13, 4: 10, 5: 8, 6: 7},
}
FEWEST = {3: 10, 4: 8, 5: 7, 6: 6}  # four corporations or fewer


class TokenRemoval(TypedDict):
    """CGR stations its president must take off the map: one of two on a hex (``tokens``),
    or ``count`` of those beyond its limit."""

    hexes: list[str | None]
    tokens: NotRequired[list[Token]]
    count: NotRequired[int]


class NationalRules(GameState):
    """The CGR's rules of the 1856 game state (``Game1856`` extends them)."""

    if TYPE_CHECKING:  # what these rules use of Game1856, which sets them up
        national: Corporation1856
        loans_available: list[int]
        post_nationalization: bool
        rights: dict[str, Right]

    def setup_national(self) -> None:
        self.national_formed = False
        self.national_owned_permanent = False
        self.nationalizables: list[Corporation] = []  # corporations still to decide: merge or pay
        self.nationalized: list[Corporation] = []  # in merge order
        # the president whose corporation bought 6-0
        self.nationalization_trigger: Player | None = None
        self.pre_national_percent: dict[Player, int] = {}  # percent of merged corporations
        self.pre_national_pool_percent = 0
        self.pre_national_prices: list[int] = []
        self.national_discarding = False
        self.borrowed_train: Train | None = None  # the D the CGR borrowed for its turn
        self.false_president: Player | None = None  # a CGR president holding half the certificate
        # the 6-train's buyer, by the rulebook's timing
        self.nationalization_due: Corporation | None = None
        self.duplicate_tokens: list[TokenRemoval] = []
        self.pending_removals: list[TokenRemoval] = []
        # the formation as it went, for the program to show: each corporation's repayment
        # from its treasury and each president's decision, in order
        self.formation_record: list[dict[str, Any]] = []

    # -- the event ----------------------------------------------------------------------------
    def event_nationalization(self) -> None:
        """At the first 6-train (by the rulebook: when its buyer's turn ends) every corporation
        repays what loans its treasury can; those still indebted decide, seat by seat from the
        buyer's president, to merge or pay."""
        if self.by_rulebook(FORMATION_AFTER_THE_TURN):
            self.nationalization_due = self.six_train_buyer()
            return
        self.start_nationalization()

    def after_end_of_operating_turn(self, operator: Operator | None) -> None:
        super().after_end_of_operating_turn(operator)
        if self.nationalization_due is not None and operator is self.nationalization_due:
            self.nationalization_due = None
            self.start_nationalization()

    def start_nationalization(self) -> None:
        self.nationalization_trigger = self.six_train_buyer().owner
        for corp in self.corporations:
            if not corp.floated or not corp.loans:
                continue
            count = min(len(corp.loans), corp.cash // corp.loans[0].amount)
            if count:
                repaid = corp.loans[-count:]
                del corp.loans[-count:]
                amount = sum(loan.amount for loan in repaid)
                self.pay(corp, self.bank, amount)
                self.log_entry("repays_loans", corporation=corp.sym, amount=amount)
                self.loans_available.extend(loan.id for loan in repaid)
                self.formation_record.append(
                    {"corporation": corp.sym, "kind": "treasury_repays", "amount": amount,
                     "loans_left": len(corp.loans)}
                )  # fmt: skip
        self.nationalizables = self.nationalizable_corporations()

    def six_train_buyer(self) -> Corporation:
        buyer = self.train("6-0").owner
        assert isinstance(buyer, Corporation)  # the first 6-train was bought by a corporation
        return buyer

    def seat_from_trigger(self, player: Player) -> int:
        index = self.players.index(player)
        assert self.nationalization_trigger is not None  # the formation has started
        start = self.players.index(self.nationalization_trigger)
        return index + 10 if index < start else index

    def nationalizable_corporations(self) -> list[Corporation]:
        entities = self.round.entities
        found = [c for c in self.corporations if c.floated and c is not self.national and c.loans]
        return sorted(
            found,
            key=lambda c: (
                self.seat_from_trigger(self.president(c)),
                entities.index(c) if c in entities else len(entities),
            ),
        )

    def president(self, corp: Corporation) -> Player:
        """The president of a corporation that has one (floated, or deciding in the formation)."""
        assert corp.owner is not None  # a floated corporation has a president
        return corp.owner

    def amount_owed(self, corp: Corporation) -> int:
        return sum(loan.amount for loan in corp.loans)

    def amount_president_owes(self, corp: Corporation) -> int:
        """What keeping the corporation out of the CGR costs its president."""
        if self.by_rulebook(PRESIDENT_PAYS_WHOLE_LOANS):
            return self.amount_owed(corp)
        return self.amount_owed(corp) - corp.cash

    def pay_off_for_nationalization(self, corp: Corporation) -> None:
        """The president keeps the corporation out of the CGR: it pays all its cash, he pays
        the rest of its loans."""
        owed = self.amount_president_owes(corp)
        president = self.president(corp)
        if president.cash < owed:
            raise IllegalAction(
                "not_enough_cash",
                f"{president.name} has {self.money(president.cash)}, needs {self.money(owed)}",
            )
        from_treasury = 0
        if not self.by_rulebook(PRESIDENT_PAYS_WHOLE_LOANS):
            from_treasury = corp.cash
            if from_treasury:
                self.log_entry("repays_loans", corporation=corp.sym, amount=from_treasury)
            self.pay(corp, self.bank, corp.cash)
        self.pay(president, self.bank, owed)
        self.log_entry(
            "president_repays_loans", player=president.name, corporation=corp.sym, amount=owed
        )
        self.formation_record.append(
            {"corporation": corp.sym, "kind": "president_repays", "player": president.id,
             "amount": owed, "from_treasury": from_treasury}
        )  # fmt: skip
        self.loans_available.extend(loan.id for loan in corp.loans)
        corp.loans.clear()
        self.nationalizables.remove(corp)
        self.after_nationalization_decision()

    # -- merging --------------------------------------------------------------------------------
    def merge_into_national(self, major: Corporation) -> None:
        national = self.national
        self.national_formed = True
        self.log_entry(
            "merges_into_national",
            corporation=major.sym,
            national=national.sym,
            trains=", ".join(t.name for t in major.trains) or "-",
            amount=major.cash,
        )
        for train in list(major.trains):
            if train.rusts_on is None:
                self.national_bought_permanent()
            major.trains.remove(train)
            train.owner = national
            national.trains.append(train)
        self.trains_changed()
        self.pay(major, national, major.cash)
        self.loans_available.extend(loan.id for loan in major.loans)
        major.loans.clear()
        for right in self.rights.values():
            if major.sym in right.holders:
                right.holders.remove(major.sym)
                if national.sym in right.holders:
                    if UNLIMITED_RIGHTS not in self.options:
                        right.supply += 1
                else:
                    right.holders.append(national.sym)
        for hex_ in self.board.hexes.values():
            for city in hex_.cities:
                city.tokens = [None if t == major.sym else t for t in city.tokens]
                city.reservations = [None if r == major.sym else r for r in city.reservations]
        self.map_changed()
        for player in self.players:
            percent = player.percent_of(major.sym)
            if percent:
                self.pre_national_percent[player] = (
                    self.pre_national_percent.get(player, 0) + percent
                )
        self.pre_national_pool_percent += self.pool.percent_of(major.sym)
        assert major.share_price is not None  # a corporation with loans has floated
        self.pre_national_prices.append(major.share_price.price)
        self.formation_record.append(
            {"corporation": major.sym, "kind": "merges", "player": self.president(major).id,
             "price": major.share_price.price}
        )  # fmt: skip
        self.nationalized.append(major)
        self.nationalizables.remove(major)
        self.after_nationalization_decision()

    def amount_president_pays_for(self, corp: Corporation) -> KeepingOut1856:
        """What keeping the corporation out of the CGR takes: from its treasury, from its
        president (the consequence shown before the choice)."""
        owed = self.amount_president_owes(corp)
        from_treasury = 0 if self.by_rulebook(PRESIDENT_PAYS_WHOLE_LOANS) else corp.cash
        return {"loans": len(corp.loans), "from_treasury": from_treasury, "from_president": owed}

    def national_view(self) -> National1856:
        national = self.national
        return {
            "corporation": national.sym,
            "started": self.nationalization_trigger is not None,
            "formed": self.national_formed and not self.nationalizables,
            "closed": national.closed,
            "deciding": [
                {
                    "corporation": c.sym,
                    "player": self.president(c).id,
                    **self.amount_president_pays_for(c),
                }
                for c in self.nationalizables
            ],
            "record": [dict(entry) for entry in self.formation_record],
            "merged": [c.sym for c in self.nationalized],
            "borrowed_train": self.borrowed_train.id if self.borrowed_train else None,
            "false_president": self.false_president.id if self.false_president else None,
            "owned_permanent": self.national_owned_permanent,
            "due_after_turn_of": self.nationalization_due.sym if self.nationalization_due else None,
        }

    def national_bought_permanent(self) -> None:
        self.national_owned_permanent = True

    def after_nationalization_decision(self) -> None:
        if self.nationalizables:
            return
        national = self.national
        if not self.national_formed:
            national.closed = True
            return
        price = self.national_price()
        self.market.set_par(national, price)
        national.ipoed = True
        national.floated = True
        self.national_share_swap()
        self.national_token_swap()
        for corp in self.nationalized:
            self.close_corporation(corp)
        self.insert_national_in_round()
        self.national_discarding = True
        self.trains_changed()
        self.post_nationalization = True
        self.cert_limit_value = self.cert_limit_after_formation()

    def national_price(self) -> SharePrice:
        prices = list(self.pre_national_prices)
        if len(prices) > 2:
            prices.remove(min(prices))
        average = int(0.2 * sum(prices) / len(prices)) * 5
        if average < 105:
            target = 100
        elif average <= 115:
            target = 110
        else:
            delta = average % 25
            target = average - delta if delta < 12.5 else average - delta + 25
        return next(p for p in self.market.grid[0] if p is not None and p.price == target)

    # -- shares -------------------------------------------------------------------------------
    def national_share_swap(self) -> None:
        """Two shares of merged corporations make one CGR share; the largest holder (the first
        from the buyer's president on a tie) is president; the pool's pairs go to the pool."""
        national = self.national
        order = sorted(
            (p for p in self.players if p in self.pre_national_percent), key=self.seat_from_trigger
        )
        left = NATIONAL_SHARES
        awards: dict[Player, int] = {}
        president: Player | None = None
        president_shares = 0
        for player in order:
            percent = self.pre_national_percent[player]
            awarded = min(percent // 20, left)
            self.pre_national_pool_percent += percent % 20
            left -= awarded
            awards[player] = awarded
            if awarded > president_shares:
                president, president_shares = player, awarded
        # a single share makes a "false" president: he gets the certificate at half its size
        # and must buy it whole in his next stock turn (Rb L469)
        self.false_president = president if president_shares == 1 else None
        pool_count = min(self.pre_national_pool_percent // 20, left)
        left -= pool_count
        if left < 10:
            self.national_second_issue()
        given = 1
        certificate = national.presidents_share
        assert certificate is not None  # every corporation has one
        for player in order:
            count = awards[player]
            if not count:
                continue
            self.log_entry(
                "receives_national_shares",
                player=player.name,
                count=count,
                corporation=national.sym,
            )
            if player is president:
                if self.false_president is player:
                    certificate.percent //= 2
                self.move_share(certificate, player)
                national.owner = player
                count -= 1 if self.false_president is player else 2
            while count > 0:
                if given == NATIONAL_SHARES - 1:
                    break
                self.move_share(national.ipo_shares[-1], player)
                count -= 1
                given += 1
        if pool_count:
            self.log_entry("national_shares_to_pool", count=pool_count, corporation=national.sym)
            for share in national.ipo_shares[-pool_count:]:
                self.move_share(share, self.pool)

    def grow_national_presidency(self, player: Player, shares: list[Share], percent: int) -> None:
        """The false president (or a player taking his place) pays for a share and the
        president's certificate becomes whole; the share bought stays where it was."""
        national = self.national
        certificate = national.presidents_share
        assert certificate is not None  # every corporation has one
        if self.false_president is not player:
            assert self.false_president is not None  # only while the CGR has a false president
            swap = player.shares_of(national.sym)[0]
            self.move_share(swap, self.false_president)
            self.move_share(certificate, player)
            national.owner = player
        price = self.bundle_price(shares, percent)
        self.pay(player, self.bank, price)
        self.log_entry(
            "completes_presidency", player=player.name, corporation=national.sym, price=price
        )
        certificate.percent *= 2
        self.false_president = None
        self.log_entry("new_president", player=player.name, corporation=national.sym)

    def false_president_stuck(self, player: Player) -> bool:
        """Whether the false president cannot raise a CGR share's price even by selling."""
        national = self.national
        assert national.share_price is not None and national.par_price is not None  # formed
        price = national.share_price.price
        if self.holding_ok(self.pool, national, national.share_percent):
            price = min(price, national.par_price.price)
        value = player.cash + sum(
            max((self.bundle_price(*b) for b in self.sellable_bundles(player, corp)), default=0)
            for corp in self.corporations
            if corp is not national and player.shares_by_corp.get(corp.sym)
        )
        return value < price

    def national_second_issue(self) -> None:
        """Ten more shares: the president's certificate becomes 10%, every share 5%."""
        national = self.national
        if national.total_shares != 10:
            return
        for share in national.ipo_shares:
            share.resize(10 if share.president else 5)
        national.share_percent = 5
        national.total_shares = 20
        for index in range(10):
            national.add_share(Share(national, 20 + index, 5, False, national))

    # -- tokens -------------------------------------------------------------------------------
    def national_token(self) -> Token:
        token = Token(self.national, 0)
        self.national.tokens.append(token)
        return token

    def put_national_token(self, token: Token, hex_id: str | None, city_index: int | None) -> None:
        if hex_id is None:  # a marker booked at the table (companion games): placed, unseen
            token.used = True
            return
        assert city_index is not None  # a marker on the map is in one of its cities
        city = self.board.hexes[hex_id].cities[city_index]
        slot = city.tokens.index(None)
        city.tokens[slot] = self.national.sym
        token.used, token.hex, token.city = True, hex_id, city_index

    def destroy_national_token(self, token: Token) -> None:
        if token.hex is not None:
            assert token.city is not None  # a marker on the map is in one of its cities
            city = self.board.hexes[token.hex].cities[token.city]
            city.tokens[city.tokens.index(self.national.sym)] = None
        self.national.tokens.remove(token)

    def national_token_swap(self) -> None:
        """Home stations first, then the other stations of the merged corporations; a hex with
        two CGR stations loses one, and beyond ten (or the homes) the CGR removes some."""
        homes: list[tuple[str | None, int | None]] = []
        for corp in self.nationalized:
            home = corp.tokens[0]
            self.put_national_token(self.national_token(), home.hex, home.city)
            homes.append((home.hex, home.city))
            home.used, home.hex, home.city = False, None, None
        home_hexes = {hex_id for hex_id, _ in homes}
        for corp in self.nationalized:
            for token in corp.tokens:
                if not token.used or token.hex in home_hexes:
                    continue
                cities = {(t.hex, t.city) for t in corp.tokens if t.used and t.hex is not None}
                for other in list(self.national.tokens):
                    if (other.hex, other.city) in cities and (other.hex, other.city) not in homes:
                        self.destroy_national_token(other)
                self.put_national_token(self.national_token(), token.hex, token.city)
                token.used, token.hex, token.city = False, None, None
        by_hex: dict[str, list[Token]] = {}
        for token in self.national.tokens:
            if token.hex is not None:
                by_hex.setdefault(token.hex, []).append(token)
        self.duplicate_tokens = [
            {"hexes": [hex_id], "tokens": tokens}
            for hex_id, tokens in by_hex.items()
            if len(tokens) > 1
        ]
        keep = max(len(homes), NATIONAL_TOKENS)
        # markers booked at the table go first: the players take the excess off the board
        unplaced = [t for t in self.national.tokens if t.hex is None]
        while unplaced and len(self.national.tokens) - len(self.duplicate_tokens) > keep:
            self.destroy_national_token(unplaced.pop())
        placed = len(self.national.tokens)
        if placed - len(self.duplicate_tokens) > keep:
            self.pending_removals = [
                {
                    "count": placed - keep,
                    "hexes": [t.hex for t in self.national.tokens if t.hex not in home_hexes],
                }
            ]
        for _ in range(max(keep - placed + len(self.duplicate_tokens), 0)):
            self.national.tokens.append(Token(self.national, NATIONAL_TOKEN_PRICE))
        self.map_changed()

    def remove_national_token(self, hex_id: str, city_index: int) -> None:
        """The CGR's president takes one of its stations off the map (duplicates, excess)."""
        pending = self.duplicate_tokens[0] if self.duplicate_tokens else self.pending_removals[0]
        token = next(
            (
                t
                for t in self.national.tokens
                if t.used and t.hex == hex_id and t.city == city_index
            ),
            None,
        )
        if token is None or hex_id not in pending["hexes"]:
            raise IllegalAction("cannot_remove", f"the CGR cannot remove a station in {hex_id}")
        if "tokens" in pending and token not in pending["tokens"]:
            raise IllegalAction("cannot_remove", f"the CGR cannot remove a station in {hex_id}")
        self.destroy_national_token(token)
        self.log_entry("removes_token", corporation=self.national.sym, hex=hex_id)
        self.map_changed()
        if self.duplicate_tokens:
            self.duplicate_tokens.pop(0)
        if self.pending_removals:
            left = self.pending_removals[0]["count"] = self.pending_removals[0]["count"] - 1
            if left <= 0:
                self.pending_removals.pop(0)

    # -- the round and the limits -------------------------------------------------------------
    def close_corporation(self, corp: Corporation) -> None:
        """A corporation leaves the game (merged, or its price in the closed zone): its
        stations, trains and certificates vanish, it is no longer listed."""
        for hex_ in self.board.hexes.values():
            if corp.sym in hex_.reservations:
                hex_.reservations.remove(corp.sym)
            for city in hex_.cities:
                city.tokens = [None if t == corp.sym else t for t in city.tokens]
                city.reservations = [None if r == corp.sym else r for r in city.reservations]
        for token in corp.tokens:
            token.used, token.hex, token.city = False, None, None
        if corp.cash:
            self.log_entry("closing_cash_to_bank", corporation=corp.sym, amount=corp.cash)
        self.pay(corp, self.bank, corp.cash)  # its trains leave the game with it
        for company in list(corp.companies):
            self.close_company(company)
        holders: list[ShareHolder] = [corp, self.pool, *self.players]
        for holder in holders:
            holder.drop_corporation(corp.sym)
        if corp.share_price is not None and corp in corp.share_price.corporations:
            corp.share_price.corporations.remove(corp)
        corp.closed = True
        self.corporations.remove(corp)
        self.map_changed()
        self.log_entry("corporation_closes", corporation=corp.sym)
        if not self.by_rulebook(CERT_LIMIT_FIXED_AT_FORMATION):
            self.cert_limit_value = int(self.data["cert_limit"][str(len(self.players))])

    def insert_national_in_round(self) -> None:
        """The CGR operates in this round right after the 6-train's buyer, unless one of its
        predecessors has operated in it already."""
        round_ = self.round
        assert isinstance(round_, OperatingRound)  # a 6-train is bought in an operating round
        entities = round_.entities
        buyer = self.six_train_buyer()
        earliest = min(entities.index(c) for c in self.nationalized if c in entities)
        if buyer in entities and entities.index(buyer) < earliest:
            entities.insert(entities.index(buyer) + 1, self.national)

    def cert_limit_after_formation(self) -> int:
        players = len(self.players)
        row = CERT_LIMIT_AFTER_FORMATION.get(len(self.corporations))
        return row[players] if row else FEWEST[players]

    def national_discardable(self) -> list[Train]:
        trains = self.national.trains
        rusting = [t for t in trains if t.rusts_on is not None]
        permanent = [t for t in trains if t.rusts_on is None]
        return rusting + (permanent if len(permanent) > NATIONAL_PERMANENT_LIMIT else [])
