"""The game log (the engine's own entries, translated) and the names of rounds and steps."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from railsdesk.engine.contract import MONEY_PARAMS, TEMPLATES
from railsdesk.ui.i18n import (
    QT_TRANSLATE_NOOP,
    ROUND_TERMS,
    current_language,
    fill_placeholders,
    phase_name,
    term,
    with_terms,
    with_train_words,
)
from railsdesk.ui.names import named_params

LOG_CONTEXT = "GameLog"

# Why a game ended, as the engine names it ("game_over" entries), in the players' words.
GAME_END_REASONS = {
    "bankrupt": QT_TRANSLATE_NOOP("GameEndReasons", "a player is bankrupt"),
    "bank": QT_TRANSLATE_NOOP("GameEndReasons", "the bank has broken"),
    "manually_ended": QT_TRANSLATE_NOOP("GameEndReasons", "the players ended it"),
    "stock_market": QT_TRANSLATE_NOOP("GameEndReasons", "a share price reached the market's end"),
    "final_phase": QT_TRANSLATE_NOOP("GameEndReasons", "the last phase has begun"),
    "final_train": QT_TRANSLATE_NOOP("GameEndReasons", "the last train was bought"),
    "stalled": QT_TRANSLATE_NOOP(
        "GameEndReasons", "nobody can act any more: no company operates and none can be started"
    ),
}


def translate_log_entry(entry: Mapping[str, Any], money, title: str | None = None) -> str:
    """One entry of the engine's own log (engine/log.py) in the player's language: the
    "GameLog" context has a sentence per key with the same {placeholders}, and game terms as
    {term:...} placeholders filled from the title's glossary."""
    key = str(entry.get("key", ""))
    params = entry.get("params") or {}
    params = named_params(title, params)  # places, investors and trains by name, never by id
    text = QCoreApplication.translate(LOG_CONTEXT, key)
    if text == key:
        text = TEMPLATES.get(key, key)
    reason = params.get("reason")
    if key == "game_over" and reason in GAME_END_REASONS:
        reason_text = GAME_END_REASONS[str(reason)]
        reason_text = QCoreApplication.translate("GameEndReasons", reason_text)
        params = {**params, "reason": with_terms(reason_text, title)}
    if "phase" in params:  # as the rulebook counts ("Phase Fünf")
        params = {**params, "phase": phase_name(title, params["phase"])}
    text = fill_placeholders(with_terms(text, title), params, money, MONEY_PARAMS)
    return with_train_words(text, title, params.get("train"))


def log_entries(
    snapshot: Mapping[str, Any],
    live_actions: list[dict],
    money,
    title: str | None = None,
    known: LogSentences | None = None,
) -> list[tuple[int | None, str]]:
    """(action index, sentence) for every entry of the engine's log, oldest first; the index
    is the action's place among the live actions (None: not caused by one of them). `known`
    keeps the sentences made before, so that only the entries new since are translated."""
    index_of = {a.get("id"): i for i, a in enumerate(live_actions)}
    entries = snapshot.get("log") or []
    if known is None:
        texts = [translate_log_entry(e, money, title) for e in entries]
    else:
        texts = known.sentences(entries, money, title)
    return [(index_of.get(e.get("action")), text) for e, text in zip(entries, texts, strict=True)]


class LogSentences:
    """The log's sentences as made last: a log grows at its end and an undo cuts it, so the
    entries it shares from the start with the last one keep their sentences (late in a game
    a thousand entries, translated again after every action, took 20 ms)."""

    def __init__(self) -> None:
        self.entries: list[Mapping[str, Any]] = []
        self.texts: list[str] = []
        self.made_for: tuple[str | None, str] | None = None

    def sentences(self, entries: list, money, title: str | None) -> list[str]:
        made_for = (title, current_language())
        if made_for != self.made_for:
            self.entries, self.texts, self.made_for = [], [], made_for
        same = 0
        for before, now in zip(self.entries, entries, strict=False):
            if before != now:
                break
            same += 1
        texts = self.texts[:same] + [translate_log_entry(e, money, title) for e in entries[same:]]
        self.entries, self.texts = list(entries), texts
        return texts


def round_name(title: str, round_kind: str | None) -> str:
    text = ROUND_TERMS.get(str(round_kind or ""), str(round_kind or ""))
    return term(title, text) if text else ""


def round_label(title: str, label: str, round_kind: str | None = None) -> str:
    """The engine's short label of a round ("OR 3.2") with the round's name in the title's
    words (1880's "BR 3.2"); the numbers stay."""
    head, _, rest = label.partition(" ")
    if head in ("OR", "SR"):
        return f"{term(title, head)} {rest}".strip()
    return f"{round_name(title, round_kind)} {rest}".strip() if label and round_kind else label


def bank_text(cash: Any, money) -> str:
    """The bank's cash as the banner says it; a broken bank in the rulebooks' words."""
    translate = QCoreApplication.translate
    if isinstance(cash, int | float) and cash < 0:
        beyond = money(-cash)
        return translate("BoardEditor", "The bank has no money left (%1 more paid out)").replace(
            "%1", beyond
        )
    if isinstance(cash, int | float):
        return translate("BoardEditor", "Bank %1").replace("%1", money(cash))
    return translate("BoardEditor", "Bank %1").replace(  # a title whose bank has no limit
        "%1", translate("BoardEditor", "unlimited")
    )


def snapshot_round(title: str, snap: Mapping[str, Any]) -> str:
    """The round a snapshot stands in, as round_label names it."""
    return round_label(title, str(snap.get("round_label") or ""), str(snap.get("round") or ""))


STEP_TERMS = {
    "lay_tile": "lay track",
    "place_token": "place a token",
    "run_routes": "run trains",
    "dividend": "pay dividends",
    "buy_train": "buy trains",
    "buy_company": "buy private companies",
    "discard_train": "discard a train",
    "bid": "bid",
    "buy_shares": "buy or sell shares",
    "sell_shares": "buy or sell shares",
    "par": "choose a par value",
    "take_loan": "take a loan",
}

# The engine's step names (Step.name) and what players call them.
STEP_NAMES = {
    "track": "lay track",
    "token": "place a token",
    "route": "run trains",
    "dividend": "pay dividends",
    "buy_train": "buy trains",
    "buy_company": "buy private companies",
    "discard_train": "discard a train",
    "auction": "bid",
    "draft": "choose",  # 1880's foreign investors: taken, not bid for
    "shares": "buy or sell shares",
    "issue_shares": "issue or redeem shares",
}


# Actions of the titles' own steps that the action panel offers as plain buttons.
ACTION_TERMS = {
    **STEP_TERMS,
    "pass": "pass",
    "payoff_loan": "repay loans",
    "payoff_player_debt": "repay debt",
    "buy_token": "buy a station slot",
    "choose": "choose",
    "assign": "assign",
}


def step_text(title: str, legal: Mapping[str, Any], current: Mapping[str, Any]) -> str:
    """What the acting player does now in the title's words; empty for a step without a name
    (the panel's buttons say it), never the engine's own identifier."""
    step = str(current.get("step") or "")
    if step in STEP_NAMES:
        return term(title, STEP_NAMES[step])
    for kind in legal.get("actions", []):
        if kind in STEP_TERMS:
            return term(title, STEP_TERMS[kind])
    return ""


def action_text(title: str, kind: str) -> str:
    """A button for an action the panel has no dedicated control for."""
    if kind in ACTION_TERMS:
        text = term(title, ACTION_TERMS[kind])
        return text[:1].upper() + text[1:]
    return QCoreApplication.translate("Terms", "Other action (%1)").replace("%1", kind)


# The engine's log keys (engine/log.py), listed here for lupdate: the log's sentences are
# translated by key in the "GameLog" context.
LOG_KEYS = (
    QT_TRANSLATE_NOOP("GameLog", "bank_broken"),
    QT_TRANSLATE_NOOP("GameLog", "bids"),
    QT_TRANSLATE_NOOP("GameLog", "books_revenue"),
    QT_TRANSLATE_NOOP("GameLog", "books_tile"),
    QT_TRANSLATE_NOOP("GameLog", "books_tile_named"),
    QT_TRANSLATE_NOOP("GameLog", "books_tile_narrow"),
    QT_TRANSLATE_NOOP("GameLog", "books_tile_standard"),
    QT_TRANSLATE_NOOP("GameLog", "books_tile_dual"),
    QT_TRANSLATE_NOOP("GameLog", "books_slot"),
    QT_TRANSLATE_NOOP("GameLog", "books_token"),
    QT_TRANSLATE_NOOP("GameLog", "books_token_named"),
    QT_TRANSLATE_NOOP("GameLog", "correction_cash"),
    QT_TRANSLATE_NOOP("GameLog", "correction_cash_taken"),
    QT_TRANSLATE_NOOP("GameLog", "correction_price"),
    QT_TRANSLATE_NOOP("GameLog", "correction_share"),
    QT_TRANSLATE_NOOP("GameLog", "building_permits"),
    QT_TRANSLATE_NOOP("GameLog", "buys_company"),
    QT_TRANSLATE_NOOP("GameLog", "buys_share_ipo"),
    QT_TRANSLATE_NOOP("GameLog", "buys_share_market"),
    QT_TRANSLATE_NOOP("GameLog", "buys_train"),
    QT_TRANSLATE_NOOP("GameLog", "cannot_bid"),
    QT_TRANSLATE_NOOP("GameLog", "capitalized"),
    QT_TRANSLATE_NOOP("GameLog", "company_closes"),
    QT_TRANSLATE_NOOP("GameLog", "company_pays"),
    QT_TRANSLATE_NOOP("GameLog", "corporation_closes"),
    QT_TRANSLATE_NOOP("GameLog", "corporations_full"),
    QT_TRANSLATE_NOOP("GameLog", "corporations_incremental"),
    QT_TRANSLATE_NOOP("GameLog", "destinated"),
    QT_TRANSLATE_NOOP("GameLog", "discards_train"),
    QT_TRANSLATE_NOOP("GameLog", "escrow_released"),
    QT_TRANSLATE_NOOP("GameLog", "exchanges"),
    QT_TRANSLATE_NOOP("GameLog", "float_requirement"),
    QT_TRANSLATE_NOOP("GameLog", "floats"),
    QT_TRANSLATE_NOOP("GameLog", "game_over"),
    QT_TRANSLATE_NOOP("GameLog", "goes_bankrupt"),
    QT_TRANSLATE_NOOP("GameLog", "buys_e_token"),
    QT_TRANSLATE_NOOP("GameLog", "buys_marker"),
    QT_TRANSLATE_NOOP("GameLog", "issues_bond"),
    QT_TRANSLATE_NOOP("GameLog", "leaves_game"),
    QT_TRANSLATE_NOOP("GameLog", "pays_debt"),
    QT_TRANSLATE_NOOP("GameLog", "offers_for_marker"),
    QT_TRANSLATE_NOOP("GameLog", "refuses_marker_sale"),
    QT_TRANSLATE_NOOP("GameLog", "loses_property"),
    QT_TRANSLATE_NOOP("GameLog", "redeems_bond"),
    QT_TRANSLATE_NOOP("GameLog", "takes_bankruptcy_loan"),
    QT_TRANSLATE_NOOP("GameLog", "interest_from_president"),
    QT_TRANSLATE_NOOP("GameLog", "interest_from_run"),
    QT_TRANSLATE_NOOP("GameLog", "investor_merges"),
    QT_TRANSLATE_NOOP("GameLog", "lays_tile"),
    QT_TRANSLATE_NOOP("GameLog", "loans_repaid_forced"),
    QT_TRANSLATE_NOOP("GameLog", "min_bid_drops"),
    QT_TRANSLATE_NOOP("GameLog", "new_president"),
    QT_TRANSLATE_NOOP("GameLog", "no_special_token"),
    QT_TRANSLATE_NOOP("GameLog", "operates"),
    QT_TRANSLATE_NOOP("GameLog", "pars"),
    QT_TRANSLATE_NOOP("GameLog", "passes"),
    QT_TRANSLATE_NOOP("GameLog", "passes_bidding"),
    QT_TRANSLATE_NOOP("GameLog", "passes_on"),
    QT_TRANSLATE_NOOP("GameLog", "pays_interest"),
    QT_TRANSLATE_NOOP("GameLog", "pays_off_loan"),
    QT_TRANSLATE_NOOP("GameLog", "pays_out"),
    QT_TRANSLATE_NOOP("GameLog", "phase_begins"),
    QT_TRANSLATE_NOOP("GameLog", "places_token"),
    QT_TRANSLATE_NOOP("GameLog", "president_size"),
    QT_TRANSLATE_NOOP("GameLog", "player_debt_interest"),
    QT_TRANSLATE_NOOP("GameLog", "player_loan"),
    QT_TRANSLATE_NOOP("GameLog", "price_moves"),
    QT_TRANSLATE_NOOP("GameLog", "price_marker_moves"),
    QT_TRANSLATE_NOOP("GameLog", "repays_player_debt"),
    QT_TRANSLATE_NOOP("GameLog", "sells_shares"),
    QT_TRANSLATE_NOOP("GameLog", "takes_loan"),
    QT_TRANSLATE_NOOP("GameLog", "stock_market_bonus"),
    QT_TRANSLATE_NOOP("GameLog", "takes_investor"),
    QT_TRANSLATE_NOOP("GameLog", "takes_slot"),
    QT_TRANSLATE_NOOP("GameLog", "trains_removed"),
    QT_TRANSLATE_NOOP("GameLog", "trains_rust"),
    QT_TRANSLATE_NOOP("GameLog", "withholds"),
    QT_TRANSLATE_NOOP("GameLog", "buys_share_treasury"),
    QT_TRANSLATE_NOOP("GameLog", "buys_train_from"),
    QT_TRANSLATE_NOOP("GameLog", "buys_company_from"),
    QT_TRANSLATE_NOOP("GameLog", "contributes"),
    QT_TRANSLATE_NOOP("GameLog", "receives_dividend"),
    QT_TRANSLATE_NOOP("GameLog", "runs"),
    QT_TRANSLATE_NOOP("GameLog", "passes_stock_round"),
    QT_TRANSLATE_NOOP("GameLog", "ends_turn"),
    QT_TRANSLATE_NOOP("GameLog", "passes_track"),
    QT_TRANSLATE_NOOP("GameLog", "passes_token"),
    QT_TRANSLATE_NOOP("GameLog", "passes_trains"),
    QT_TRANSLATE_NOOP("GameLog", "passes_companies"),
    QT_TRANSLATE_NOOP("GameLog", "lays_tile_for"),
    QT_TRANSLATE_NOOP("GameLog", "places_token_for"),
    QT_TRANSLATE_NOOP("GameLog", "hands_cash_to_bank"),
    QT_TRANSLATE_NOOP("GameLog", "runs_nothing"),
    QT_TRANSLATE_NOOP("GameLog", "has_no_train"),
    QT_TRANSLATE_NOOP("GameLog", "finds_no_route"),
    QT_TRANSLATE_NOOP("GameLog", "hands_cash_to"),
    QT_TRANSLATE_NOOP("GameLog", "closing_cash_to_bank"),
    QT_TRANSLATE_NOOP("GameLog", "closing_debt_to_bank"),
    QT_TRANSLATE_NOOP("GameLog", "pays_token_fee"),
    QT_TRANSLATE_NOOP("GameLog", "keeps_company"),
    QT_TRANSLATE_NOOP("GameLog", "swap_two_shares"),
    QT_TRANSLATE_NOOP("GameLog", "swap_last_certificate"),
    QT_TRANSLATE_NOOP("GameLog", "earthquake"),
    QT_TRANSLATE_NOOP("GameLog", "earthquake_no_markers"),
    QT_TRANSLATE_NOOP("GameLog", "repays_loans"),
    QT_TRANSLATE_NOOP("GameLog", "president_repays_loans"),
    QT_TRANSLATE_NOOP("GameLog", "merges_into_national"),
    QT_TRANSLATE_NOOP("GameLog", "receives_national_shares"),
    QT_TRANSLATE_NOOP("GameLog", "national_shares_to_pool"),
    QT_TRANSLATE_NOOP("GameLog", "completes_presidency"),
    QT_TRANSLATE_NOOP("GameLog", "removes_token"),
    QT_TRANSLATE_NOOP("GameLog", "buys_right"),
    QT_TRANSLATE_NOOP("GameLog", "buys_right_from"),
    QT_TRANSLATE_NOOP("GameLog", "investor_reserves_share"),
    QT_TRANSLATE_NOOP("GameLog", "investor_cash_to_treasury"),
    QT_TRANSLATE_NOOP("GameLog", "investor_cash_to_owner"),
    QT_TRANSLATE_NOOP("GameLog", "investor_cash_to_bank"),
    QT_TRANSLATE_NOOP("GameLog", "investor_token_replaced"),
    QT_TRANSLATE_NOOP("GameLog", "investor_token_discarded"),
    QT_TRANSLATE_NOOP("GameLog", "receives_share_with"),
    QT_TRANSLATE_NOOP("GameLog", "borrows_train"),
    QT_TRANSLATE_NOOP("GameLog", "returns_borrowed_train"),
    QT_TRANSLATE_NOOP("GameLog", "passes_loans"),
    QT_TRANSLATE_NOOP("GameLog", "passes_issue_shares"),
    QT_TRANSLATE_NOOP("GameLog", "passes_payout"),
    QT_TRANSLATE_NOOP("GameLog", "passes_permit"),
)
