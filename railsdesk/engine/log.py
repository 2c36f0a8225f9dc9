"""The game's own log: what happened, as keyed entries the program translates.

Each entry has the id of the action that caused it, a key naming the kind of event, its
parameters (names as players see them, amounts as numbers) and the English sentence. The
English templates are here; the program's "GameLog" translations use the same placeholders."""

from __future__ import annotations

from typing import NamedTuple

from railsdesk.engine.entities import Operator, Player

# Parameters that are amounts of money (the program formats them in the title's currency).
MONEY_PARAMS = frozenset({"price", "amount", "from_price", "to_price", "per_share", "debt"})

TEMPLATES: dict[str, str] = {
    "bank_broken": "The bank has broken",
    "books_revenue": "{corporation} runs for {amount}",
    "books_tile": "{corporation} lays a tile for {price}",
    "books_tile_named": "{corporation} lays tile {tile} for {price}",
    "books_tile_narrow": "{corporation} lays narrow-gauge track for {price}",
    "books_tile_standard": "{corporation} lays standard-gauge track for {price}",
    "books_tile_dual": "{corporation} lays dual-gauge track for {price}",
    "books_slot": "{corporation} buys a station slot of {seller} for {price}",
    "books_token": "{corporation} places a station marker for {price}",
    "books_token_named": "{corporation} places a station marker in {city} for {price}",
    "correction_cash": "Correction: the bank pays {amount} to {who} ({reason})",
    "correction_cash_taken": "Correction: {who} pays {amount} to the bank ({reason})",
    "correction_price": "Correction: {corporation}'s share price moves from {from_price} to "
    "{to_price} ({reason})",
    "correction_share": "Correction: a {percent}% share of {corporation} moves from {giver} to "
    "{receiver} ({reason})",
    "bids": "{player} bids {price} for {company}",
    "building_permits": "{corporation} takes the building permits {permits}",
    "buys_company": "{player} buys {company} for {price}",
    "buys_company_from": "{buyer} buys {company} from {seller} for {price}",
    "buys_share_ipo": "{player} buys a {percent}% share of {corporation} from the IPO for {price}",
    "buys_share_treasury": "{player} buys a {percent}% share of {corporation} from its "
    "treasury for {price} ({left}% left there)",
    "buys_share_market": "{player} buys a {percent}% share of {corporation} from the market "
    "for {price} ({left}% left there)",
    "buys_train": "{corporation} buys {train} train no. {serial} from the bank for {price}",
    "buys_train_from": "{corporation} buys a {train} train from {seller} for {price}",
    "contributes": "{player} contributes {amount} to {corporation}'s train",
    "capitalized": "{corporation} receives {amount}",
    "cannot_bid": "{player} cannot pay the minimum bid for {company} and is out of its auction",
    "investor_merges": "The {minor} merges into {corporation}: {player} receives its {percent}% "
    "share and a bonus of {amount}",
    "investor_reserves_share": "The {minor} receives a {percent}% share of {corporation}",
    "investor_cash_to_treasury": "The {minor} hands its {amount} to {corporation}",
    "investor_cash_to_owner": "{player} receives {amount} from the {minor}",
    "investor_cash_to_bank": "The {minor} hands its remaining {amount} to the bank",
    "investor_token_replaced": "{corporation} replaces the {minor}'s station marker on {hex}",
    "investor_token_discarded": "The {minor}'s station marker on {hex} leaves the map; "
    "{corporation} does not take its place",
    "receives_share_with": "{player} receives a {percent}% share of {corporation} with {company}",
    "company_closes": "{company} closes",
    "company_pays": "{owner} receives {amount} from {company}",
    "corporation_closes": "{corporation} closes",
    "corporations_full": "New corporations receive ten times par once 60% are sold",
    "corporations_incremental": "New corporations receive the money for each share sold",
    "destinated": "{corporation} reaches its destination",
    "escrow_released": "{corporation} receives {amount} held in escrow",
    "discards_train": "{corporation} discards a {train} train (trains kept: {kept})",
    "exchanges": "{player} exchanges {company} for a share of {corporation}",
    "floats": "{corporation} floats",
    "float_requirement": "A corporation must have sold {percent}% to operate for the first time",
    "game_over": "The game ends ({reason})",
    "interest_from_president": "{player} pays {amount} of {corporation}'s interest",
    "interest_from_run": "{corporation} deducts {amount} of interest from its run",
    "loans_repaid_forced": "{corporation} must repay loans and pays {amount} of them",
    "goes_bankrupt": "{player} goes bankrupt",
    "hands_cash_to_bank": "{player} hands the remaining {amount} to the bank",
    "hands_cash_to": "{player} hands the remaining {amount} to {corporation}",
    "closing_cash_to_bank": "{corporation} hands its remaining {amount} to the bank",
    "closing_debt_to_bank": "The bank bears {corporation}'s debt of {debt}",
    "pays_token_fee": "{corporation} pays {price} for its station markers",
    "keeps_company": "{corporation} keeps {company} for later",
    "repays_loans": "{corporation} repays loans for {amount} from its treasury",
    "president_repays_loans": "{player} repays {corporation}'s loans for {amount}",
    "merges_into_national": "{corporation} merges into {national}: its trains ({trains}) and "
    "{amount} go to {national}",
    "receives_national_shares": "{player} receives {count} shares of {corporation} for the "
    "merged corporations' shares",
    "national_shares_to_pool": "{count} shares of {corporation} go to the bank pool",
    "completes_presidency": "{player} pays {price} to complete the president's certificate of "
    "{corporation}",
    "removes_token": "{corporation} removes its station marker from {hex}",
    "buys_right": "{corporation} buys a marker of {company} from the bank for {price}",
    "buys_right_from": "{corporation} buys a marker of {company} from {seller} for {price}",
    "earthquake": "Earthquake in Messina: the station markers of {corporations} are lost and "
    "Messina returns to its yellow tile",
    "earthquake_no_markers": "Earthquake in Messina: Messina returns to its yellow tile",
    "swap_two_shares": "{player} takes two 10% shares of {corporation} for the president's "
    "certificate",
    "swap_last_certificate": "{player} takes the last 20% certificate of {corporation} for the "
    "president's certificate",
    "leaves_game": "{player} leaves the game",
    "lays_tile": "{corporation} lays tile {tile} on {hex}",
    "lays_tile_for": "{corporation} lays tile {tile} on {hex} for {price}",
    "min_bid_drops": "The minimum bid for {company} drops to {price}",
    "new_president": "{player} becomes president of {corporation}",
    "no_special_token": "{corporation} places no extra station marker",
    "operates": "{player} operates {corporation}",
    "pars": "{player} starts {corporation} at {price}",
    "passes": "{who} passes",
    "passes_stock_round": "{who} passes in the stock round",
    "ends_turn": "{who} ends the turn",
    "passes_track": "{who} lays no track",
    "passes_token": "{who} places no station marker",
    "passes_trains": "{who} buys no train",
    "passes_companies": "{who} buys no private company",
    "passes_loans": "{who} takes no loan",
    "passes_issue_shares": "{who} neither issues nor redeems shares",
    "passes_payout": "{who} keeps the payout for later",
    "passes_permit": "{who} gives the building permit to none of his corporations now",
    "passes_bidding": "{player} passes in the auction",
    "passes_on": "{player} passes on {company}",
    "pays_interest": "{corporation} pays {amount} interest",
    "player_debt_interest": "{player}'s debt grows by {amount} interest to {debt}",
    "player_loan": "{player} borrows {amount} from the bank and owes {debt}",
    "repays_player_debt": "{player} repays {amount} of debt; {debt} still owed",
    "pays_off_loan": "{corporation} repays a loan for {amount} (loans still owed: {loans})",
    "pays_out": "{corporation} pays out {amount} ({per_share} per share)",
    "receives_dividend": "{holder} receives {amount} of {corporation}'s dividend",
    "borrows_train": "{corporation} borrows a {train} train from the bank for its turn",
    "returns_borrowed_train": "{corporation} returns the borrowed {train} train to the bank",
    "runs_nothing": "{corporation} runs no train",
    "has_no_train": "{corporation} has no train and earns nothing",
    "finds_no_route": "{corporation}'s trains find no route and earn nothing",
    "runs": "{corporation}'s train {number} (a {train} train) runs {stops} for {amount}",
    "phase_begins": "Phase {phase} begins",
    "places_token": "{corporation} places a station marker on {hex}",
    "places_token_for": "{corporation} places a station marker on {hex} for {price}",
    "president_size": "{player} takes a {percent}% president's certificate of {corporation}",
    "price_moves": "{corporation}'s share price moves from {from_price} to {to_price}",
    "price_marker_moves": "{corporation}'s share price marker moves to another {price} space",
    "sells_shares": "{player} sells {percent}% of {corporation} for {price}",
    "takes_loan": "{corporation} takes a loan and receives {amount}",
    "stock_market_bonus": "{corporation} earns a share-price bonus of {amount}",
    "buys_marker": "{corporation} buys {seller}'s station marker in {hex} for {price}",
    "buys_e_token": "{corporation} buys an E-token for {price}",
    "issues_bond": "{corporation} issues its bond and receives {amount}",
    "redeems_bond": "{corporation} redeems its bond for {amount}",
    "pays_debt": "{player} pays {corporation}'s debt",
    "offers_for_marker": "{corporation} offers {seller} {price} for its station marker in {hex}",
    "refuses_marker_sale": "{seller} does not sell its station marker in {hex}",
    "loses_property": "{player} loses everything he still owned",
    "takes_bankruptcy_loan": "{player} takes a bankruptcy loan of {amount}",
    "takes_investor": "{player} takes the {minor}",
    "takes_slot": "{player} takes a place at {price} on the order track for {corporation}",
    "trains_removed": "No {train} train was bought for a full circuit: the rest leave the game",
    "trains_rust": "The {train} trains rust",
    "withholds": "{corporation} withholds {amount}",
}


# The money each kind of entry moves: (payer, receiver, amount), the payer and the receiver
# named by a parameter of the entry or BANK. Entries not listed move no money. The log's
# money is complete: per action, these transfers are the change of everyone's cash.
BANK = "bank"
MONEY_FLOWS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "books_tile": (("corporation", BANK, "price"),),
    "books_tile_named": (("corporation", BANK, "price"),),
    "books_tile_narrow": (("corporation", BANK, "price"),),
    "books_tile_standard": (("corporation", BANK, "price"),),
    "books_tile_dual": (("corporation", BANK, "price"),),
    "books_slot": (("corporation", "seller", "price"),),
    "books_token": (("corporation", BANK, "price"),),
    "books_token_named": (("corporation", BANK, "price"),),
    "buys_company": (("player", BANK, "price"),),
    "buys_company_from": (("buyer", "seller", "price"),),
    "buys_e_token": (("corporation", BANK, "price"),),
    "buys_marker": (("corporation", "seller", "price"),),
    "buys_share_ipo": (("player", BANK, "price"),),
    "buys_share_market": (("player", BANK, "price"),),
    "buys_share_treasury": (("player", "corporation", "price"),),
    "buys_train": (("corporation", BANK, "price"),),
    "buys_train_from": (("corporation", "seller", "price"),),
    "capitalized": ((BANK, "corporation", "amount"),),
    "company_pays": ((BANK, "owner", "amount"),),
    "contributes": (("player", "corporation", "amount"),),
    "correction_cash": ((BANK, "who", "amount"),),
    "correction_cash_taken": (("who", BANK, "amount"),),
    "escrow_released": ((BANK, "corporation", "amount"),),
    "hands_cash_to_bank": (("player", BANK, "amount"),),
    "repays_loans": (("corporation", BANK, "amount"),),
    "president_repays_loans": (("player", BANK, "amount"),),
    "merges_into_national": (("corporation", "national", "amount"),),
    "completes_presidency": (("player", BANK, "price"),),
    "buys_right": (("corporation", BANK, "price"),),
    "buys_right_from": (("corporation", "seller", "price"),),
    "hands_cash_to": (("player", "corporation", "amount"),),
    "closing_cash_to_bank": (("corporation", BANK, "amount"),),
    "closing_debt_to_bank": ((BANK, "corporation", "debt"),),
    "pays_token_fee": (("corporation", BANK, "price"),),
    "interest_from_president": (("player", BANK, "amount"),),
    "investor_merges": ((BANK, "player", "amount"),),
    "investor_cash_to_treasury": (("minor", "corporation", "amount"),),
    "investor_cash_to_owner": (("minor", "player", "amount"),),
    "investor_cash_to_bank": (("minor", BANK, "amount"),),
    "issues_bond": ((BANK, "corporation", "amount"),),
    "lays_tile_for": (("corporation", BANK, "price"),),
    "places_token_for": (("corporation", BANK, "price"),),
    "loans_repaid_forced": (("corporation", BANK, "amount"),),
    "pays_interest": (("corporation", BANK, "amount"),),
    "pays_off_loan": (("corporation", BANK, "amount"),),
    "player_loan": ((BANK, "player", "amount"),),
    "receives_dividend": ((BANK, "holder", "amount"),),
    "redeems_bond": (("corporation", BANK, "amount"),),
    "repays_player_debt": (("player", BANK, "amount"),),
    "sells_shares": ((BANK, "player", "price"),),
    "takes_bankruptcy_loan": ((BANK, "player", "amount"),),
    "takes_loan": ((BANK, "corporation", "amount"),),
    "withholds": ((BANK, "corporation", "amount"),),
}


def log_name(holder: Player | Operator) -> str:
    """How entries name one who holds money: a player by name, a corporation or a minor by
    its symbol."""
    return holder.name if isinstance(holder, Player) else holder.sym


class LogEntry(NamedTuple):
    """One thing that happened (a named tuple: a game makes one or more per action)."""

    action_id: int | None
    key: str
    params: dict[str, object]
    currency_format: str = "%s"  # the title's, e.g. "$%s"

    @property
    def text(self) -> str:
        """The English sentence (made when asked: replays need only the keys)."""
        text = TEMPLATES[self.key]
        for name, value in self.params.items():
            if name in MONEY_PARAMS and isinstance(value, int | float):
                value = self.currency_format.replace("%s", str(value))
            text = text.replace("{" + name + "}", str(value))
        return text

    def transfers(self) -> list[tuple[str, str, int]]:
        """The money this entry moves: (payer, receiver, amount), by the names the entry
        uses (BANK for the bank)."""
        found = []
        for payer, receiver, amount in MONEY_FLOWS.get(self.key, ()):
            value = self.params[amount]
            assert isinstance(value, int)  # amounts of money are whole
            found.append((self.side(payer), self.side(receiver), value))
        return found

    def side(self, param: str) -> str:
        return BANK if param == BANK else str(self.params[param])


# What entries are about, besides money (every entry of MONEY_FLOWS), for the log's filter.
SHARES, TRACK, TRAINS, MONEY = "shares", "track", "trains", "money"
TOPICS: dict[str, frozenset[str]] = {
    SHARES: frozenset(
        {
            "buys_share_ipo", "buys_share_market", "buys_share_treasury", "sells_shares",
            "pars", "new_president", "president_size", "price_moves", "price_marker_moves",
            "exchanges", "receives_share_with", "investor_reserves_share", "investor_merges",
            "receives_national_shares", "national_shares_to_pool", "completes_presidency",
            "swap_two_shares", "swap_last_certificate", "correction_share", "correction_price",
            "passes_stock_round", "passes_issue_shares", "floats", "capitalized", "takes_slot",
            "stock_market_bonus", "takes_investor", "merges_into_national",
        }
    ),
    TRACK: frozenset(
        {
            "books_tile", "books_tile_named", "books_tile_narrow", "books_tile_standard",
            "books_tile_dual", "lays_tile", "lays_tile_for", "books_token", "books_token_named",
            "places_token", "places_token_for", "books_slot", "buys_marker", "buys_right",
            "buys_right_from", "buys_e_token", "removes_token", "investor_token_replaced",
            "investor_token_discarded", "earthquake", "earthquake_no_markers", "passes_track",
            "passes_token", "no_special_token", "offers_for_marker", "refuses_marker_sale",
            "destinated", "building_permits", "passes_permit", "pays_token_fee",
        }
    ),
    TRAINS: frozenset(
        {
            "buys_train", "buys_train_from", "discards_train", "trains_rust", "trains_removed",
            "runs", "runs_nothing", "has_no_train", "finds_no_route", "books_revenue",
            "borrows_train", "returns_borrowed_train", "passes_trains", "phase_begins",
            "contributes", "merges_into_national",
        }
    ),
}  # fmt: skip


def topics_of(key: str) -> frozenset[str]:
    """What an entry of this key is about: money, shares, track, trains (none, some or all)."""
    found = {topic for topic, keys in TOPICS.items() if key in keys}
    if key in MONEY_FLOWS:
        found.add(MONEY)
    return frozenset(found)


# The parameters that name a party to an entry: a player, a corporation, a minor, a private.
PARTY_PARAMS = (
    "player", "corporation", "who", "holder", "buyer", "seller", "owner", "giver", "receiver",
    "national", "minor", "company",
)  # fmt: skip


def parties_of(params: dict[str, object]) -> frozenset[str]:
    """The players and companies an entry names (for the log's filter by who)."""
    names = {str(params[name]) for name in PARTY_PARAMS if name in params}
    if "corporations" in params:  # the earthquake's list of those it struck
        names |= set(str(params["corporations"]).split(", "))
    return frozenset(names)
