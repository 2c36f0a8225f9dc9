"""1849's advanced game (station slots bought from other companies, the bond) and its
Electric Dreams option (E-tokens): the rules of the options (docs/titles/1849.md)."""

from __future__ import annotations

from typing import NamedTuple

from railsdesk.engine.entities import Corporation, Loan, Token
from railsdesk.engine.errors import GameDataError, IllegalAction
from railsdesk.engine.game import GameState
from railsdesk.engine.readings import Rule
from railsdesk.engine.rounds import Round
from railsdesk.games.g1849.entities import Corporation1849

ADVANCED = ("acquiring_station_tokens", "bonds")

# E-tokens: the first sold, then the later ones, in phase 12 and from phase 16.
E_TOKEN_PRICES = {True: {"12H": 1100, "16H": 800}, False: {"12H": 800, "16H": 550}}

# The bond: one per company, L. 500, L. 50 interest per operating turn; at the end each
# 10 % share of a company with its bond issued costs its holder L. 100.
BOND_VALUE = 500

BOND_INTEREST = 50

BOND_PENALTY_PER_SHARE = 100

# The E-tokens in the box (rulebook reading).
E_TOKENS = 5


ADVANCED_GAME_WHOLE = Rule(
    "advanced_game_whole",
    "1849 R 1.3 (l. 49)",
    "the advanced game is bought station slots and the bond together, or neither",
    "acquiring_station_tokens and bonds are two options, each playable alone",
)

E_TOKEN_LIMIT = Rule(
    "e_token_limit",
    "1849 R 4.5 (l. 692-706)",
    "five E-tokens in all (the first and four further ones)",
    "one per company, no limit in all",
)

SLOT_SALE_NEEDS_CONSENT = Rule(
    "slot_sale_needs_consent",
    "1849 R 4.4 (l. 676)",
    "a station slot is bought from the selling company at a price its director agrees to",
    "the buyer names the price; the seller is not asked",
)

SLOT_PURCHASE_FROM_PHASE_SIX = Rule(
    "slot_purchase_from_phase_six",
    "1849 R 4.4 (l. 672-676)",
    "a company may buy a station slot from phase 6 on (the first 6H train), one in a turn",
    "it is asked in every operating turn whatever the phase, and may buy more than one slot "
    "in a turn",
)


class SlotOffer(NamedTuple):
    """A station slot offered for sale, awaiting the answer of the seller's director."""

    buyer: Corporation
    seller: Corporation
    hex: str
    city: int
    slot: int
    price: int


class AdvancedRules1849(GameState):
    """Mixed into the 1849 game state: the options of the advanced game and Electric Dreams."""

    def setup_advanced(self) -> None:
        self.slot_offer: SlotOffer | None = None  # a station slot offered, awaiting its seller
        self.buy_tokens_enabled = False  # from the first 6H train, with station-slot purchases
        # the operating turn in which a station slot was last bought: (round, buyer)
        self.slot_bought_in: tuple[Round, str] | None = None
        self.check_options()
        self.bonds_enabled = False  # from the first 8H train, with the bonds option
        self.e_tokens_enabled = False  # from the first 12H train, with Electric Dreams
        self.e_token_sold = False
        # 18xx.games has one loan object that every company's bond refers to (id 0)
        self.bond = Loan(0, BOND_VALUE)

    def check_options(self) -> None:
        """Electric Dreams only with the advanced game; the rulebook knows the advanced game
        only whole (R 1.3)."""
        advanced = [o for o in ADVANCED if o in self.options]
        if "electric_dreams" in self.options and len(advanced) < len(ADVANCED):
            raise GameDataError(
                "electric_dreams needs acquiring_station_tokens and bonds", "dreams_alone"
            )
        if not self.by_rulebook(ADVANCED_GAME_WHOLE):
            return
        if advanced and len(advanced) < len(ADVANCED):
            raise GameDataError(
                "the advanced game is acquiring_station_tokens and bonds together",
                "advanced_in_part",
            )

    # -- buying station markers (advanced game) -----------------------------------------------
    def event_buy_tokens(self) -> None:
        """Station slots may be bought from now on (the rulebook; 18xx.games announces it,
        and its step asks whatever the phase)."""
        self.buy_tokens_enabled = True

    def may_buy_slot(self, corp: Corporation) -> bool:
        """The rulebook: from phase 6 on, one slot in a turn (R 4.4); 18xx.games asks in every
        turn and takes any number."""
        if not self.by_rulebook(SLOT_PURCHASE_FROM_PHASE_SIX):
            return True
        return self.buy_tokens_enabled and self.slot_bought_in != (self.round, corp.sym)

    def marker_at(self, corp: Corporation, hex_id: str, index: int) -> Token | None:
        return next(
            (t for t in corp.tokens if t.used and t.hex == hex_id and t.city == index), None
        )

    def others_markers(self, corp: Corporation) -> list[tuple[str, int, int, Corporation]]:
        """(hex, city, slot, owner) of other companies' markers in cities the network
        reaches by track (R 4.4: a station a train of any length reaches; the coast the SMS
        opens is for the company's own marker only, as 18xx.games' BuyToken asks the track
        graph)."""
        found = []
        # the track graph's reach: not the coast the S.M.S. opens
        for hex_id, node in sorted(GameState.reach(self, corp).nodes):
            hex_ = self.board.hexes[hex_id]
            tile_node = hex_.tile.nodes[node]
            if not tile_node.is_city:
                continue
            index = hex_.tile.cities.index(tile_node)
            for slot, sym in enumerate(hex_.cities[index].tokens):
                if sym is not None and sym != corp.sym and sym in self.corps_by_sym:
                    found.append((hex_id, index, slot, self.corps_by_sym[sym]))
        return found

    def markers_in_reach(self, corp: Corporation) -> bool:
        """A marker that is not its company's first, in a city without the company's own
        (18xx.games' test for asking at all)."""
        return any(
            self.marker_at(owner, h, i) is not owner.tokens[0]
            and not self.board.hexes[h].cities[i].tokened_by(corp.sym)
            for h, i, _, owner in self.others_markers(corp)
        )

    def purchasable_markers(self, corp: Corporation) -> list[tuple[str, int, int]]:
        """Markers the company may buy: not in the seller's home, not the seller's last,
        in a hex where the buyer has none, of a company with a president."""
        found = []
        for hex_id, index, slot, owner in self.others_markers(corp):
            home = owner.tokens[0]
            placed = [t for t in owner.tokens if t.used]
            if owner.owner is None or hex_id == home.hex or len(placed) < 2:
                continue
            if any(c.tokened_by(corp.sym) for c in self.board.hexes[hex_id].cities):
                continue
            found.append((hex_id, index, slot))
        return found

    def buy_marker(self, corp: Corporation, hex_id: str, index: int, slot: int, price: int) -> None:
        """The seller's marker returns to its charter; the buyer's goes into the city, in the
        first slot open to it (its reservation, else the first free one: where the seller's
        stood unless an earlier slot was empty, as 18xx.games' exchange_token places it)."""
        city = self.board.hexes[hex_id].cities[index]
        seller = self.corps_by_sym[str(city.tokens[slot])]
        sold = self.marker_at(seller, hex_id, index)
        assert sold is not None  # purchasable_markers lists placed markers only
        sold.used, sold.hex, sold.city = False, None, None
        token = corp.next_token()
        assert token is not None  # the step asks for a free marker
        city.tokens[slot] = None
        free = city.free_slot_for(corp.sym)
        city.tokens[slot if free is None else free] = corp.sym
        token.used, token.hex, token.city = True, hex_id, index
        self.pay(corp, seller, price)
        self.slot_bought_in = (self.round, corp.sym)
        self.map_changed()
        self.log_entry(
            "buys_marker", corporation=corp.sym, seller=seller.sym, hex=hex_id, price=price
        )

    def seller_decides(self, buyer: Corporation, seller: Corporation) -> bool:
        """Whether the seller's director is asked to agree to a station slot's sale."""
        return self.by_rulebook(SLOT_SALE_NEEDS_CONSENT) and seller.owner is not buyer.owner

    def offer_for_marker(
        self, corp: Corporation, hex_id: str, index: int, slot: int, price: int
    ) -> bool:
        """The rulebook: a station slot is bought only if the seller's director agrees (R 4.4);
        he is asked unless he directs the buyer too. Whether the offer waits for him."""
        seller = self.corps_by_sym[str(self.board.hexes[hex_id].cities[index].tokens[slot])]
        if not self.seller_decides(corp, seller):
            return False
        self.slot_offer = SlotOffer(corp, seller, hex_id, index, slot, price)
        self.log_entry(
            "offers_for_marker", corporation=corp.sym, seller=seller.sym, hex=hex_id, price=price
        )
        return True

    def answer_slot_offer(self, agreed: bool) -> None:
        offer = self.slot_offer
        assert offer is not None  # asked only while an offer waits
        self.slot_offer = None
        if agreed:
            self.buy_marker(offer.buyer, offer.hex, offer.city, offer.slot, offer.price)
        else:
            self.log_entry("refuses_marker_sale", seller=offer.seller.sym, hex=offer.hex)

    # -- Electric Dreams ----------------------------------------------------------------------
    def event_e_tokens(self) -> None:
        self.e_tokens_enabled = True

    def e_token_price(self) -> int:
        return E_TOKEN_PRICES[not self.e_token_sold].get(self.phase.name, 0)

    def e_token_choice(self) -> str:
        return f"Buy E-Token for {self.money(self.e_token_price())}"

    def can_buy_e_token(self, corp: Corporation) -> bool:
        assert isinstance(corp, Corporation1849)  # the title's class
        sold = sum(1 for c in self.corporations if getattr(c, "e_token", False))
        if self.by_rulebook(E_TOKEN_LIMIT) and sold >= E_TOKENS:
            return False
        return (
            "electric_dreams" in self.options
            and self.e_tokens_enabled
            and not corp.e_token
            and corp.cash >= self.e_token_price()
        )

    def buy_e_token(self, corp: Corporation) -> None:
        assert isinstance(corp, Corporation1849)  # the title's class
        if not self.can_buy_e_token(corp):
            raise IllegalAction("cannot_buy_e_token", f"{corp.name} cannot buy an E-token")
        price = self.e_token_price()
        self.pay(corp, self.bank, price)
        corp.e_token = True
        self.e_token_sold = True
        self.log_entry("buys_e_token", corporation=corp.sym, price=price)

    # -- the bond (advanced game) -----------------------------------------------------------
    def event_bonds(self) -> None:
        self.bonds_enabled = True

    def issue_bond(self, corp: Corporation) -> None:
        self.bank_pay(corp, self.bond.amount)
        corp.loans.append(self.bond)
        self.log_entry("issues_bond", corporation=corp.sym, amount=self.bond.amount)
        old = corp.share_price
        self.market.move_left(corp)
        self.log_price_change(corp, old)

    def redeem_bond(self, corp: Corporation) -> None:
        self.pay(corp, self.bank, self.bond.amount)
        corp.loans.clear()
        self.log_entry("redeems_bond", corporation=corp.sym, amount=self.bond.amount)
        old = corp.share_price
        self.market.move_right(corp)
        self.log_price_change(corp, old)

    def company_in_debt(self) -> Corporation | None:
        """The company whose bond's interest is owed (its treasury below nothing, as
        18xx.games keeps the debt), if any."""
        return next((c for c in self.corporations if c.cash < 0), None)  # see debt()

    def debt(self, corp: Corporation) -> int:
        return max(0, -corp.cash)

    def pay_bond_interest(self, corp: Corporation) -> None:
        """The interest; what the treasury lacks becomes a debt (negative cash)."""
        interest = BOND_INTEREST * len(corp.loans)
        corp.cash -= interest
        self.bank.cash += interest
        self.log_entry("pays_interest", corporation=corp.sym, amount=interest)
