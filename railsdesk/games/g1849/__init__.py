"""1849: the game of Sicilian railways. Data in data.json; the rules here are those 1849 does
not share with the engine: the seeded company order (only the company next in line may
start), the token fee, closing and rebuilding a company, the earthquake, the scenario counts
of trains and its rounds (docs/titles/1849.md). Its certificates and sales are in shares.py,
its track in track.py, the advanced game's and Electric Dreams' options in advanced.py."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from railsdesk.engine.actions import Action
from railsdesk.engine.board import Hex
from railsdesk.engine.contract import ParChoice, TokenChoice
from railsdesk.engine.entities import (
    Ability,
    Company,
    Corporation,
    Entity,
    Operator,
    Player,
    Train,
)
from railsdesk.engine.game import GameState
from railsdesk.engine.market import SharePrice
from railsdesk.engine.randomness import SiteRandom
from railsdesk.engine.readings import Rule
from railsdesk.engine.rounds import AuctionRound, OperatingRound, StockRound
from railsdesk.engine.routes import RouteContext, RouteRules
from railsdesk.engine.steps.auction import CompanyPendingPar, WaterfallAuction
from railsdesk.engine.steps.operating import (
    BuyCompany,
    HomeToken,
    Route,
    Track,
)
from railsdesk.engine.steps.trains import Bankrupt, DiscardTrain
from railsdesk.engine.tiles import TileDef
from railsdesk.games.g1849.advanced import ADVANCED, BOND_PENALTY_PER_SHARE, AdvancedRules1849
from railsdesk.games.g1849.entities import Corporation1849, Depot1849
from railsdesk.games.g1849.market import Market1849
from railsdesk.games.g1849.routes import CNM_BONUS, CNM_PORT, RouteRules1849
from railsdesk.games.g1849.shares import ShareRules1849
from railsdesk.games.g1849.steps import (
    BANKRUPTCY_LOAN,
    BANKRUPTCY_LOAN_PENALTY,
    AssignPort,
    Bond,
    BondDebt,
    BondInterest,
    BuyEToken,
    BuySellParShares1849,
    BuyToken,
    BuyTrain1849,
    Dividend1849,
    IssueShares1849,
    LoanChoice,
    SlotSaleConsent,
    SMSTeleport,
    StockRound1849,
    SwapChoice,
    Token1849,
)
from railsdesk.games.g1849.table import BookRevenue1849, BookSlot, BookToken1849, BookTrack1849
from railsdesk.games.g1849.track import TrackRules1849
from railsdesk.games.g1849.view import TitleView1849
from railsdesk.games.options import OptionSwitch

TITLE = "1849"
FULL_NAME = "1849: The Game of Sicilian Railways"
PLAYERS = (3, 5)
# The options by their 18xx.games names (as logs carry them); a log with another one is
# refused by name.
OPTIONS = {
    "delay_ift": "The IFT is not among the first three companies of the order",
    "reduced_4p_corps": "Four players play scenario 5 (five companies)",
    "acquiring_station_tokens": "Advanced game: companies buy station markers from each other",
    "bonds": "Advanced game: each company may issue one L. 500 bond (from the first 8H)",
    "electric_dreams": "Electric Dreams: E-tokens and E-trains (only with the advanced game)",
}
# A new game offers them as the rulebook does (R 1.2-1.3.1): the advanced game whole, Electric
# Dreams only with it, scenario 5 as a choice only for four players.
NEW_GAME_SWITCHES = (
    OptionSwitch(
        "advanced_game",
        "Advanced game: companies buy places in other companies' stations (from phase 6) and "
        "issue a bond (from phase 8)",
        ADVANCED,
    ),
    OptionSwitch(
        "electric_dreams",
        "Electric Dreams (only with the advanced game): E-tokens and E-trains from phase 12",
        ("electric_dreams",),
        requires="advanced_game",
    ),
    OptionSwitch(
        "reduced_4p_corps",
        "Scenario 5 (five companies) instead of scenario 6",
        ("reduced_4p_corps",),
        players=(4,),
    ),
    OptionSwitch(
        "delay_ift",
        "The IFT is not among the first three companies of the order (a variant of "
        "18xx.games, not in the rulebook)",
        ("delay_ift",),
    ),
)
SCENARIO_TEXTS = {5: "Scenario 5: five companies", 6: "Scenario 6: six companies"}


def scenario_number(players: int, options: Collection[str]) -> int:
    """Scenario 5 for three players and for four who choose it, else 6 (R 1.2)."""
    if players == 3 or (players == 4 and "reduced_4p_corps" in options):
        return 5
    return 6


def new_game_scenario(players: int, options: Collection[str]) -> str:
    return SCENARIO_TEXTS[scenario_number(players, options)]


# The events an option adds to the first train of a kind.
OPTION_EVENTS = {
    "acquiring_station_tokens": ("6H", "buy_tokens"),
    "bonds": ("8H", "bonds"),
    "electric_dreams": ("12H", "e_tokens"),
}
# offered for new hotseat games (the program has a control for each of its decisions)
PLAYABLE = True
RANDOM_PLAY = True
COMPANION = True  # a companion game (the map on the table) is offered


WEALTH_FLOORED = Rule(
    "wealth_floored",
    "1849 R 5 (l. 983-997)",
    "privates do not count; a share is worth at least 0 after its company's bond penalty, "
    "and the wealth at least 0 after the bankruptcy loans' penalty",
    "privates count at face value; no floors",
)
EARTHQUAKE_RETURNS_TILE = Rule(
    "earthquake_returns_tile",
    "1849 R 4.6.3.1 (l. 900-904)",
    "the tile taken off Messina returns to the supply (one 655 and one 656 in the box)",
    "it leaves the game (the supply has two 655 and two 656)",
)
PRIORITY_AFTER_LAST_ACQUIRER = Rule(
    "priority_after_last_acquirer",
    "1849 R 2.4 (l. 135)",
    "after the start round the priority goes to the player left of the last one to acquire a "
    "private, by purchase or by winning its bidding",
    "it goes to the player after the last one to buy a private at its price",
)
BANKRUPT_LOSES_ALL = Rule(
    "bankrupt_loses_all",
    "1849 R 4.6.1 (l. 794)",
    "the bankrupt director loses his entire property (what he could not sell goes to the "
    "bank) and then takes the loan or leaves the game",
    "he keeps the certificates he could not sell and is offered the loan only without them",
)
# The Messina tiles the box has once (18xx.games has two of each).
MESSINA_TILES = ("655", "656")

MESSINA = "B14"
AFG = "AFG"
# The cities where the AFG (which has no fixed home) may start.
AFG_HOMES = ("C1", "H8", "M9", "M11", "B14")
# Four players in scenario 5 hold at most nine certificates.
REDUCED_4P_CERT_LIMIT = 9
# The IFT's lowest place in the order with the delay_ift option (0-based).
IFT_BUFFER = 3
# Scenario 5 (fewer companies): the counts of the trains whose number depends on it.
SCENARIO_TRAINS = {"6H": (3, 4), "8H": (2, 3), "16H": (4, 5)}
# The market zones of the par values each phase event unlocks (zone letters of data.json).
PAR_ZONES = {"par": "p", "par_1": "x", "par_2": "z"}


class Game1849(AdvancedRules1849, ShareRules1849, TrackRules1849, GameState):
    title = TITLE
    corporation_class = Corporation1849
    depot_class = Depot1849
    market_class = Market1849
    # "Das höchste erzielbare Ergebnis muß eingefahren werden" (German rulebook l. 657)
    HIGHEST_REVENUE_SECTION = "R 4.3.2"

    # A company reaching L.377 ends the game after its operating turn.
    GAME_END_CHECK = (
        ("bankrupt", "immediate"),
        ("stock_market", "after_max_operates"),
        ("bank", "full_or"),
    )
    END_PRIORITY = ("immediate", "after_max_operates", "full_or")
    # at the table: lays by gauge, markers in Messina, the port's bonus, station slots
    title_table_steps = {
        Track: BookTrack1849,
        Token1849: BookToken1849,
        Route: BookRevenue1849,
        BuyToken: BookSlot,
    }

    def setup(self) -> None:
        assert isinstance(self.market, Market1849)  # the title's market class
        self.market.phase = self.phase
        self.setup_track()
        self.rand = SiteRandom(self.seed)
        self.port_marker: tuple[Corporation, str] | None = None  # the CNM's, once placed
        self.setup_shares()
        messina = self.board.hexes[MESSINA]
        self.printed_messina = (messina.tile, messina.tile_id, messina.rotation)
        if self.by_rulebook(EARTHQUAKE_RETURNS_TILE):
            for name in MESSINA_TILES:  # the box has one of each; the removed one returns
                del self.tiles_left[name][1:]
        self.messina_locked = False  # after the earthquake, until the next stock round
        self.earthquake_struck = False
        self.par_groups = ["par"]
        self._par_prices: dict[tuple[str, ...], list[SharePrice]] = {}
        self.loan_chooser: Player | None = None  # bankrupt without shares: loan or leave
        self.removed_corporation: str | None = None  # scenario 5: the sixth of the order
        self.last_private_buyer: Player | None = None  # the start round's last acquirer
        self.loan_penalties: dict[Player, int] = {}
        self.setup_advanced()
        self.corporations = self.company_order()
        if self.scenario() == 5:
            self.remove_last_corporation()
            if len(self.players) == 4:
                self.cert_limit_value = REDUCED_4P_CERT_LIMIT
        self.corps_by_sym = {c.sym: c for c in self.corporations}
        self.setup_rsa()
        first = self.corporations[0]
        assert isinstance(first, Corporation1849)  # the title's corporation class
        first.next_to_par = True

    # -- setup ----------------------------------------------------------------------------
    def scenario(self) -> int:
        return scenario_number(len(self.players), self.options)

    def company_order(self) -> list[Corporation]:
        """The corporations sorted by one draw each, drawn in the data's order."""
        keys = {c.sym: self.rand.next() for c in self.corporations}
        order = sorted(self.corporations, key=lambda c: keys[c.sym])
        if "delay_ift" in self.options:
            index = next(i for i, c in enumerate(order) if c.sym == "IFT")
            if index < IFT_BUFFER:
                order[index], order[IFT_BUFFER] = order[IFT_BUFFER], order[index]
        return order

    def remove_last_corporation(self) -> None:
        """Scenario 5 plays without the last company of the order; its home is free."""
        removed = self.corporations.pop()
        self.removed_corporation = removed.sym
        if removed.coordinates:
            hex_ = self.board.hexes[removed.coordinates]
            for city in hex_.cities:
                city.reservations = [r if r != removed.sym else None for r in city.reservations]
            if removed.sym in hex_.reservations:
                hex_.reservations.remove(removed.sym)

    def setup_rsa(self) -> None:
        """The RSA brings the director's certificate of the first company of the order and
        closes when that company buys its first train."""
        rsa = self.company("RSA")
        first = self.corporations[0]
        for ability in rsa.abilities:
            if ability.type == "shares":
                ability.shares = [f"{first.sym}_0"]
        close = {"type": "close", "when": "bought_train", "corporation": first.sym}
        rsa.abilities.append(Ability.from_data(close, rsa))

    def after_buy_company(self, player: Player, company: Company) -> None:
        super().after_buy_company(player, company)
        self.last_private_buyer = player

    def reorder_players(self) -> None:
        """The rulebook: after the start round the priority goes to the player left of the
        last one to acquire a private, also by winning its bidding (R 2.4, l. 135)."""
        buyer = self.last_private_buyer
        if not (
            isinstance(self.round, AuctionRound)
            and buyer is not None
            and self.by_rulebook(PRIORITY_AFTER_LAST_ACQUIRER)
        ):
            super().reorder_players()
            return
        index = (self.players.index(buyer) + 1) % len(self.players)
        self.players = self.players[index:] + self.players[:index]

    def share_layout(self, corp: Corporation) -> list[int]:
        return [20] + [10] * 6 + [20]

    def make_train(self, spec: dict[str, Any], index: int) -> Train:
        """The options add events to the first train of a kind (18xx.games: game_trains)."""
        train = super().make_train(spec, index)
        for option, (name, event) in OPTION_EVENTS.items():
            if option in self.options and spec["name"] == name and index == 0:
                train.events.append({"type": event})
        return train

    def num_trains(self, spec: dict[str, Any]) -> int:
        name = spec["name"]
        if name in SCENARIO_TRAINS:
            fewer, more = SCENARIO_TRAINS[name]
            return fewer if self.scenario() == 5 else more
        if name == "E" and "electric_dreams" not in self.options:
            return 0
        return super().num_trains(spec)

    def par_prices(self) -> list[SharePrice]:
        groups = tuple(self.par_groups)
        found = self._par_prices.get(groups)
        if found is None:  # the market's cells never change: once per set of par groups
            zones = {PAR_ZONES[group] for group in groups}
            cells = [p for row in self.market.grid for p in row if p and set(p.zone) & zones]
            found = self._par_prices[groups] = sorted(cells, key=lambda p: -p.price)
        return list(found)

    def event_green_par(self) -> None:
        """From the first 6H train, companies may also start at 144."""
        self.par_groups.append("par_1")

    def event_brown_par(self) -> None:
        """From the first 10H train, companies may also start at 216."""
        self.par_groups.append("par_2")

    def afg_home_hexes(self, corp: Corporation) -> list[str]:
        """The AFG's possible homes: those of its cities with a free slot."""
        return [
            h
            for h in AFG_HOMES
            if any(self.can_token_city(corp, h, i) for i in range(len(self.board.hexes[h].cities)))
        ]

    def place_home_token(self, corp: Corporation) -> None:
        """The AFG has no fixed home: its director chooses one of its possible homes."""
        if corp.coordinates or corp.tokens[0].used:
            super().place_home_token(corp)
        elif not any(p["entity"] is corp for p in self.pending_tokens):
            self.pending_tokens.append({"entity": corp, "hexes": self.afg_home_hexes(corp)})

    def afg(self) -> Corporation1849 | None:
        afg = self.corps_by_sym.get(AFG)
        assert afg is None or isinstance(afg, Corporation1849)  # the title's class
        return afg

    def place_token_action(
        self, corp: Operator, action: Action, options: list[TokenChoice]
    ) -> None:
        """A station marker that takes the AFG's last possible home puts the AFG, not yet
        started, at the end of the company order until a home is free again."""
        super().place_token_action(corp, action, options)
        afg = self.afg()
        if afg is None or afg.ipoed or self.afg_home_hexes(afg):
            return
        index = self.corporations.index(afg)
        if afg.next_to_par and index + 1 < len(self.corporations):
            following = self.corporations[index + 1]
            assert isinstance(following, Corporation1849)  # the title's class
            following.next_to_par = True
            afg.next_to_par = False
        afg.slot_open = False
        self.corporations.remove(afg)
        self.corporations.append(afg)

    def reopen_afg(self) -> None:
        """Track that frees a home for the AFG lets it start from the next stock round."""
        afg = self.afg()
        if afg is None or afg.slot_open or not self.afg_home_hexes(afg):
            return
        afg.slot_open = True
        afg.closed_recently = True

    def event_earthquake(self) -> None:
        """Messina's stations are lost and it returns to its printed tile; the tile taken
        off goes back to the supply in the rulebook's reading (EARTHQUAKE_RETURNS_TILE; not in
        18xx.games'), and Messina may not be upgraded
        until the next stock round. An AFG whose only station was there closes."""
        struck = [
            c.sym for c in self.corporations if any(t.used and t.hex == MESSINA for t in c.tokens)
        ]
        if struck:
            self.log_entry("earthquake", corporations=", ".join(struck))
        else:
            self.log_entry("earthquake_no_markers")
        afg = self.afg()
        if afg is not None and [t.hex for t in afg.tokens if t.used] == [MESSINA]:
            self.close_operating_or_not(afg)
        for corp in self.corporations:
            for token in list(corp.tokens):
                if token.used and token.hex == MESSINA:
                    corp.tokens.remove(token)
        hex_ = self.board.hexes[MESSINA]
        for city in hex_.cities:
            city.tokens = [None] * len(city.tokens)
        removed = self.board.hexes[MESSINA]
        if self.by_rulebook(EARTHQUAKE_RETURNS_TILE) and removed.tile.name in self.tiles_left:
            self.tiles_left[removed.tile.name].append(removed.tile_id)
        tile, tile_id, rotation = self.printed_messina
        self.board.lay_tile(MESSINA, tile, tile_id, rotation)
        self.tile_changes[MESSINA] = f"{tile.name}@{rotation}"
        self.messina_locked = True
        self.earthquake_struck = True
        self.map_changed()

    def messina_for_marker(self, corp: Corporation) -> list[str]:
        """Companion games: Messina, where the books must know a company's marker while the
        earthquake, which takes it, is still to come (and the company has none there)."""
        placed = any(t.used and t.hex == MESSINA for t in corp.tokens)
        return [] if placed or self.earthquake_struck else [MESSINA]

    def upgrades_to(self, hex_: Hex, new: TileDef, special: bool = False) -> bool:
        if hex_.id == MESSINA and self.messina_locked:
            return False
        return super().upgrades_to(hex_, new, special)

    def can_par(self, corp: Corporation, player: Any) -> bool:
        assert isinstance(corp, Corporation1849)  # the title's corporation class
        return (
            not corp.ipoed
            and not corp.closed
            and corp.next_to_par
            and not corp.closed_recently
            and corp.slot_open
        )

    def par_option(self, corp: Corporation, price: SharePrice) -> ParChoice:
        """With what the company pays the bank for its station markers as it starts (its
        treasury is the less for it, before any train)."""
        option = super().par_option(corp, price)
        assert isinstance(corp, Corporation1849)  # the title's corporation class
        if corp.token_fee:
            option["token_fee"] = corp.token_fee
        return option

    def after_par(self, corp: Corporation) -> None:
        assert isinstance(corp, Corporation1849)  # the title's corporation class
        assert corp.par_price is not None  # after_par follows setting the par value
        for company in self.companies:
            for ability in company.abilities:
                if ability.type == "shares" and ability.shares[0] == f"{corp.sym}_0":
                    amount = corp.par_price.price * 2
                    self.bank_pay(corp, amount)
                    self.log_entry("capitalized", corporation=corp.sym, amount=amount)
        super().after_par(corp)
        self.pay(corp, self.bank, corp.token_fee)
        self.log_entry("pays_token_fee", corporation=corp.sym, price=corp.token_fee)
        corp.next_to_par = False
        index = self.corporations.index(corp)
        if index + 1 < len(self.corporations):
            following = self.corporations[index + 1]
            assert isinstance(following, Corporation1849)  # the title's corporation class
            following.next_to_par = True
        if self.round.kind == "Stock":
            self.place_home_token(corp)

    def route_rules(self) -> RouteRules:
        return RouteRules1849()

    def route_context(self, corp: Operator) -> RouteContext:
        ctx = super().route_context(corp)
        if self.port_marker is not None and self.port_marker[0] is corp:
            ctx.params[CNM_PORT] = self.port_marker[1]
        return ctx

    def lay_tile(
        self,
        entity: Entity,
        corp: Operator,
        action: Action,
        lay: dict[str, Any] | None = None,
        ability: Ability | None = None,
    ) -> bool:
        upgrade = super().lay_tile(entity, corp, action, lay, ability)
        self.reopen_afg()
        if self.coast_open.get(corp.sym):
            # the station marker then goes to the coastal city just built on
            self.coast_open[corp.sym] = [action["hex"]]
        return upgrade

    def has_active_abilities(self, corp: Operator) -> bool:
        """An unused CNM holds the turn open at its end (its marker may still be placed)."""
        held = (a for c in corp.companies if not c.closed for a in c.abilities)
        return any(a.type == "assign_hexes" for a in held) or super().has_active_abilities(corp)

    def assign_port(self, corp: Corporation, hex_id: str) -> None:
        self.port_marker = (corp, hex_id)
        self.log_entry("places_token", corporation=corp.sym, hex=hex_id)

    def company_price_range(self, company: Company) -> tuple[int, int]:
        return 1, company.value * 2

    # -- closing: a company at L. 0, or its president's bankruptcy --------------------------
    def action_processed(self, action: Action) -> None:
        """A company whose price reaches L. 0 closes; if it was operating, the next one
        operates, and a player left with nothing to do in a stock round yields his turn."""
        closed = False
        for corp in list(self.corporations):
            price = corp.share_price
            if price is not None and "close" in price.types and not corp.closed:
                self.changing()
                self.close_operating_or_not(corp)
                closed = True
        if closed:
            self.stock_turn_after_closing()

    def close_operating_or_not(self, corp: Corporation) -> None:
        """Close the company; if it was operating, the next one operates."""
        round_ = self.round
        operating = isinstance(round_, OperatingRound) and round_.current_operator is corp
        self.close_corporation(corp)
        if operating:
            assert isinstance(round_, OperatingRound)  # see above
            round_.next_entity()

    def close_corporation(self, corp: Corporation) -> None:
        """Its stations, trains, privates, money and certificates leave the game; a new
        company of the same name joins the end of the company order, to be started from the
        next stock round (R 3.5.1; 18xx.games: close_corporation)."""
        self.remove_rsa_abilities(corp)
        if self.swap_choice is not None and self.swap_choice.corporation is corp:
            self.swap_choice = None  # its certificates are gone: nothing left to choose
        for hex_ in self.board.hexes.values():
            for city in hex_.cities:
                city.tokens = [None if t == corp.sym else t for t in city.tokens]
        if corp.cash > 0:
            self.log_entry("closing_cash_to_bank", corporation=corp.sym, amount=corp.cash)
        elif corp.cash < 0:
            self.log_entry("closing_debt_to_bank", corporation=corp.sym, debt=-corp.cash)
        self.bank.cash += corp.cash  # its money, or the bank bears its debt
        corp.cash = 0
        for company in list(corp.companies):
            self.close_company(company)
        for holder in [corp, self.pool, *self.players, *self.corporations]:
            holder.drop_corporation(corp.sym)
        if corp.share_price is not None and corp in corp.share_price.corporations:
            corp.share_price.corporations.remove(corp)
        corp.closed = True
        corp.owner = None
        self.corporations.remove(corp)
        self.routes_found.discard(corp.sym)  # the new company has had no route
        self.log_entry("corporation_closes", corporation=corp.sym)
        self.rebuild_corporation(corp.sym)
        self.map_changed()

    def remove_rsa_abilities(self, corp: Corporation) -> None:
        """The RSA no longer brings the closed company's certificate nor closes on its train."""
        rsa = self.company("RSA")
        rsa.abilities = [
            a
            for a in rsa.abilities
            if not (a.type == "shares" and a.shares == [f"{corp.sym}_0"])
            and not (a.type == "close" and a.data.get("corporation") == corp.sym)
        ]

    def rebuild_corporation(self, sym: str) -> None:
        """The new company: unstarted, its home reserved again (not the AFG's), last in the
        order but before an AFG without a home, next in line if the one before it has
        started. 18xx.games draws the company order anew to build it: the draws advance."""
        for _ in self.data["corporations"]:
            self.rand.next()
        data = next(c for c in self.data["corporations"] if c["sym"] == sym)
        corp = Corporation1849(data)
        corp.create_shares(self.share_layout(corp))
        self.corps_by_sym[sym] = corp
        if corp.coordinates and sym != AFG:
            hex_ = self.board.hexes[corp.coordinates]
            city = hex_.cities[0]
            slot = city.free_slot_for(sym)
            if slot is not None:
                city.reservations[slot] = sym
            else:
                hex_.reservations.append(sym)
        self.corporations.append(corp)
        corp.closed_recently = True
        index = len(self.corporations) - 1
        before = self.corporations[index - 1]
        assert isinstance(before, Corporation1849)  # the title's class
        if not before.slot_open:
            before.next_to_par = False
            self.corporations[index - 1], self.corporations[index] = corp, before
            before = self.corporations[index - 2]
        if before.floated:
            corp.next_to_par = True
        self.reopen_afg()

    def surrender_property(self, player: Player) -> None:
        """The rulebook's bankrupt director loses what he could not sell (R 4.6.1, l. 794):
        his privates close, his certificates return to their companies' treasuries for
        nothing (the price does not move); a director's certificate passes with the
        directorship to the player who would take it over in a sale, who gives his
        certificates for it to the treasury, and a company nobody can take over closes.
        18xx.games leaves him what he could not sell."""
        if not self.by_rulebook(BANKRUPT_LOSES_ALL):
            return
        for company in list(player.companies):
            self.close_company(company)
        for corp in list(self.corporations):
            if not player.shares_of(corp.sym):
                continue
            if corp.owner is player:
                heir = self.would_be_president(player, corp)
                if heir is None:
                    self.close_operating_or_not(corp)
                    continue
                president = corp.presidents_share
                assert president is not None  # created with the company's certificates
                for share in self.presidency_exchange(corp, heir):
                    self.move_share(share, corp)
                self.move_share(president, heir)
                corp.owner = heir
                self.log_entry("new_president", player=heir.name, corporation=corp.sym)
            for share in list(player.shares_of(corp.sym)):
                self.move_share(share, corp)
        self.log_entry("loses_property", player=player.name)

    def take_bankruptcy_loan(self, player: Player) -> None:
        self.bank_pay(player, BANKRUPTCY_LOAN)
        self.loan_penalties[player] = self.loan_penalties.get(player, 0) + BANKRUPTCY_LOAN_PENALTY
        self.log_entry("takes_bankruptcy_loan", player=player.name, amount=BANKRUPTCY_LOAN)

    def end_check_bankrupt(self) -> bool:
        """Bankruptcy ends the game only when one player is left."""
        return sum(1 for p in self.players if not p.bankrupt) == 1

    def worth_parts(self, player: Player) -> dict[str, int]:
        """Less the bankruptcy loans' penalty, and L. 100 per 10 % held of a company with its
        bond issued. The rulebook counts no privates and floors each share's value and the
        whole wealth at 0 (R 5); 18xx.games has no floors."""
        loans = -self.loan_penalties.get(player, 0)
        if not self.by_rulebook(WEALTH_FLOORED):
            bonds = sum(
                s.percent // s.corporation.share_percent * len(s.corporation.loans)
                for s in player.all_shares()
            )
            parts = super().worth_parts(player)
            return {**parts, "bankruptcy_loans": loans, "bonds": -bonds * BOND_PENALTY_PER_SHARE}
        shares = bonds = 0
        for share in player.all_shares():
            corp = share.corporation
            if not corp.ipoed or corp.share_price is None:
                continue
            units = share.percent // corp.share_percent
            price = self.share_price_for(share)
            shares += units * price
            bonds -= units * min(price, len(corp.loans) * BOND_PENALTY_PER_SHARE)
        parts = {"cash": player.cash, "shares": shares, "bonds": bonds, "bankruptcy_loans": loans}
        total = sum(parts.values())
        return {**parts, "floor": -total} if total < 0 else parts

    def title_view(self) -> TitleView1849:
        """The company order with where each company stands (R 2.3), the company scenario 5
        removed, the C.N.M.'s port marker, the bonds issued and E-tokens bought, what each
        player's bankruptcy loans will take off his wealth at the end (R 5), and Messina while
        the earthquake keeps it from being upgraded (R 4.6.3.1)."""
        view: TitleView1849 = {
            "loan_penalties": {str(p.id): amount for p, amount in self.loan_penalties.items()},
            "messina_locked": MESSINA if self.messina_locked else None,
            "company_order": [
                {"corporation": c.sym, "status": self.order_status(c)} for c in self.corporations
            ],
            "removed": self.removed_corporation,
            # the C.N.M.'s port marker: what it earns, and where once placed (as the board
            # shows a port, 1856's shape)
            "port_bonus": CNM_BONUS,
            "port": None
            if self.port_marker is None
            else {
                "corporation": self.port_marker[0].sym,
                "hex": self.port_marker[1],
                "bonus": CNM_BONUS,
            },
        }
        if "bonds" in self.options:
            view["bonds"] = [c.sym for c in self.corporations if c.loans]
        if "electric_dreams" in self.options:
            view["e_tokens"] = [c.sym for c in self.corporations if getattr(c, "e_token", False)]
        return view

    def order_status(self, corp: Corporation) -> str:
        """started, next (may start now), next_round (closed or without a home in this stock
        round: may start from the next), no_home (the AFG while no home city has room) or
        waiting (its turn has not come)."""
        assert isinstance(corp, Corporation1849)  # the title's corporation class
        if corp.ipoed:
            return "started"
        if not corp.slot_open:
            return "no_home"
        if corp.next_to_par and corp.closed_recently:
            return "next_round"
        return "next" if self.can_par(corp, None) else "waiting"

    # -- game end -------------------------------------------------------------------------
    def end_check_stock_market(self) -> bool:
        """A company that has reached L. 377 (it keeps the mark if its price falls again)."""
        for corp in self.corporations:
            assert isinstance(corp, Corporation1849)  # the title's class
            if corp.share_price is not None and "endgame" in corp.share_price.types:
                corp.reached_max_value = True
        return any(getattr(c, "reached_max_value", False) for c in self.corporations)

    def end_now(self, after: str | None) -> bool:
        if after == "after_max_operates":
            return False  # checked when an operating turn ends
        return super().end_now(after)

    def after_end_of_operating_turn(self, operator: Operator | None) -> None:
        """The game ends after the operating turn of a company that has reached L. 377 (also
        when it got there in this very action, or in the last stock round)."""
        self.end_check_stock_market()
        if getattr(operator, "reached_max_value", False):
            self.end_game("stock_market")

    # -- rounds ---------------------------------------------------------------------------
    def init_round(self) -> AuctionRound:
        return AuctionRound(self, [CompanyPendingPar, WaterfallAuction])

    def stock_round(self) -> StockRound:
        self.messina_locked = False
        for corp in self.corporations:
            assert isinstance(corp, Corporation1849)  # the title's class
            corp.closed_recently = False
        # companies started outside a stock round (the RSA's) place their home now
        for corp in self.corporations:
            if corp.floated and all(not t.used for t in corp.tokens):
                self.place_home_token(corp)
        return StockRound1849(
            self, self.table_steps([DiscardTrain, HomeToken, SwapChoice, BuySellParShares1849])
        )

    def operating_round(self, round_num: int) -> OperatingRound:
        self.coast_open = {}
        return OperatingRound(
            self,
            self.table_steps(
                [
                    LoanChoice,
                    Bankrupt,
                    BondDebt,
                    SwapChoice,
                    BuyCompany,
                    SMSTeleport,
                    AssignPort,
                    HomeToken,
                    Track,
                    Token1849,
                    Route,
                    Dividend1849,
                    SlotSaleConsent,
                    BuyToken,
                    BuyEToken,
                    DiscardTrain,
                    BuyTrain1849,
                    IssueShares1849,
                    BondInterest,
                    Bond,
                    (BuyCompany, {"blocks": True}),
                ]
            ),
            round_num,
        )


STATE = Game1849
