"""The game's own log: what happened, as keyed entries the program translates.

Each entry has the id of the action that caused it, a key naming the kind of event, its
parameters (names as players see them, amounts as numbers) and the English sentence. The
English templates are here; the program's "GameLog" translations use the same placeholders."""

from __future__ import annotations

from typing import NamedTuple

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
    "buys_share_ipo": "{player} buys a {percent}% share of {corporation} from the IPO",
    "buys_share_market": "{player} buys a {percent}% share of {corporation} from the market",
    "buys_train": "{corporation} buys a {train} train for {price}",
    "capitalized": "{corporation} receives {amount}",
    "cannot_bid": "{player} cannot pay the minimum bid for {company} and is out of its auction",
    "investor_merges": "The {minor} merges into {corporation}",
    "company_closes": "{company} closes",
    "company_pays": "{owner} receives {amount} from {company}",
    "corporation_closes": "{corporation} closes",
    "corporations_full": "New corporations receive ten times par once 60% are sold",
    "corporations_incremental": "New corporations receive the money for each share sold",
    "destinated": "{corporation} reaches its destination",
    "escrow_released": "{corporation} receives {amount} held in escrow",
    "discards_train": "{corporation} discards a {train} train",
    "exchanges": "{player} exchanges {company} for a share of {corporation}",
    "floats": "{corporation} floats",
    "float_requirement": "A corporation must have sold {percent}% to operate for the first time",
    "game_over": "The game ends ({reason})",
    "interest_from_president": "{player} pays {amount} of {corporation}'s interest",
    "interest_from_run": "{corporation} deducts {amount} of interest from its run",
    "loans_repaid_forced": "{corporation} must repay loans for {amount}",
    "goes_bankrupt": "{player} goes bankrupt",
    "leaves_game": "{player} leaves the game",
    "lays_tile": "{corporation} lays tile {tile} on {hex}",
    "min_bid_drops": "The minimum bid for {company} drops to {price}",
    "new_president": "{player} becomes president of {corporation}",
    "no_special_token": "{corporation} places no extra station marker",
    "operates": "{player} operates {corporation}",
    "pars": "{player} starts {corporation} at {price}",
    "passes": "{who} passes",
    "passes_bidding": "{player} passes in the auction",
    "passes_on": "{player} passes on {company}",
    "pays_interest": "{corporation} pays {amount} interest",
    "player_debt_interest": "{player}'s debt grows by {amount} interest to {debt}",
    "player_loan": "{player} borrows {amount} from the bank and owes {debt}",
    "repays_player_debt": "{player} repays {amount} of debt; {debt} still owed",
    "pays_off_loan": "{corporation} repays a loan for {amount}",
    "pays_out": "{corporation} pays out {amount} ({per_share} per share)",
    "phase_begins": "Phase {phase} begins",
    "places_token": "{corporation} places a station marker on {hex}",
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
