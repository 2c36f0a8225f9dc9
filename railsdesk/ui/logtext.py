"""The game log (the engine's own entries, translated) and the names of rounds and steps."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from railsdesk.engine.contract import MONEY_PARAMS, TEMPLATES
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, ROUND_TERMS, fill_placeholders, term, with_terms

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


def translate_log_entry(entry: dict, money, title: str | None = None) -> str:
    """One entry of the engine's own log (engine/log.py) in the player's language: the
    "GameLog" context has a sentence per key with the same {placeholders}, and game terms as
    {term:...} placeholders filled from the title's glossary."""
    key = str(entry.get("key", ""))
    params = entry.get("params") or {}
    text = QCoreApplication.translate(LOG_CONTEXT, key)
    if text == key:
        text = TEMPLATES.get(key, str(entry.get("text", key)))
    reason = params.get("reason")
    if key == "game_over" and reason in GAME_END_REASONS:
        reason_text = GAME_END_REASONS[str(reason)]
        reason_text = QCoreApplication.translate("GameEndReasons", reason_text)
        params = {**params, "reason": with_terms(reason_text, title)}
    return fill_placeholders(with_terms(text, title), params, money, MONEY_PARAMS)


def log_entries(
    snapshot: dict, live_actions: list[dict], money, title: str | None = None
) -> list[tuple[int | None, str]]:
    """(action index, sentence) for every entry of the engine's log, oldest first; the index
    is the action's place among the live actions (None: not caused by one of them)."""
    index_of = {a.get("id"): i for i, a in enumerate(live_actions)}
    return [
        (index_of.get(e.get("action")), translate_log_entry(e, money, title))
        for e in snapshot.get("log") or []
    ]


def round_name(title: str, round_kind: str | None) -> str:
    text = ROUND_TERMS.get(str(round_kind or ""), str(round_kind or ""))
    return term(title, text) if text else ""


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
    "shares": "buy or sell shares",
}


# Actions of the titles' own steps that the action panel offers as plain buttons.
ACTION_TERMS = {
    **STEP_TERMS,
    "payoff_loan": "repay loans",
    "payoff_player_debt": "repay debt",
    "buy_token": "buy a station slot",
    "choose": "choose",
    "assign": "assign",
}


def step_text(title: str, legal: dict, current: dict) -> str:
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


def _log_sources() -> list[str]:
    """The engine's log keys (engine/log.py), listed here for the translation tools."""
    return [
        QCoreApplication.translate("GameLog", "bank_broken"),
        QCoreApplication.translate("GameLog", "bids"),
        QCoreApplication.translate("GameLog", "books_revenue"),
        QCoreApplication.translate("GameLog", "books_tile"),
        QCoreApplication.translate("GameLog", "books_tile_named"),
        QCoreApplication.translate("GameLog", "books_tile_narrow"),
        QCoreApplication.translate("GameLog", "books_tile_standard"),
        QCoreApplication.translate("GameLog", "books_tile_dual"),
        QCoreApplication.translate("GameLog", "books_slot"),
        QCoreApplication.translate("GameLog", "books_token"),
        QCoreApplication.translate("GameLog", "books_token_named"),
        QCoreApplication.translate("GameLog", "correction_cash"),
        QCoreApplication.translate("GameLog", "correction_cash_taken"),
        QCoreApplication.translate("GameLog", "correction_price"),
        QCoreApplication.translate("GameLog", "correction_share"),
        QCoreApplication.translate("GameLog", "building_permits"),
        QCoreApplication.translate("GameLog", "buys_company"),
        QCoreApplication.translate("GameLog", "buys_share_ipo"),
        QCoreApplication.translate("GameLog", "buys_share_market"),
        QCoreApplication.translate("GameLog", "buys_train"),
        QCoreApplication.translate("GameLog", "cannot_bid"),
        QCoreApplication.translate("GameLog", "capitalized"),
        QCoreApplication.translate("GameLog", "company_closes"),
        QCoreApplication.translate("GameLog", "company_pays"),
        QCoreApplication.translate("GameLog", "corporation_closes"),
        QCoreApplication.translate("GameLog", "corporations_full"),
        QCoreApplication.translate("GameLog", "corporations_incremental"),
        QCoreApplication.translate("GameLog", "destinated"),
        QCoreApplication.translate("GameLog", "discards_train"),
        QCoreApplication.translate("GameLog", "escrow_released"),
        QCoreApplication.translate("GameLog", "exchanges"),
        QCoreApplication.translate("GameLog", "float_requirement"),
        QCoreApplication.translate("GameLog", "floats"),
        QCoreApplication.translate("GameLog", "game_over"),
        QCoreApplication.translate("GameLog", "goes_bankrupt"),
        QCoreApplication.translate("GameLog", "buys_e_token"),
        QCoreApplication.translate("GameLog", "buys_marker"),
        QCoreApplication.translate("GameLog", "issues_bond"),
        QCoreApplication.translate("GameLog", "leaves_game"),
        QCoreApplication.translate("GameLog", "pays_debt"),
        QCoreApplication.translate("GameLog", "offers_for_marker"),
        QCoreApplication.translate("GameLog", "refuses_marker_sale"),
        QCoreApplication.translate("GameLog", "loses_property"),
        QCoreApplication.translate("GameLog", "redeems_bond"),
        QCoreApplication.translate("GameLog", "takes_bankruptcy_loan"),
        QCoreApplication.translate("GameLog", "interest_from_president"),
        QCoreApplication.translate("GameLog", "interest_from_run"),
        QCoreApplication.translate("GameLog", "investor_merges"),
        QCoreApplication.translate("GameLog", "lays_tile"),
        QCoreApplication.translate("GameLog", "loans_repaid_forced"),
        QCoreApplication.translate("GameLog", "min_bid_drops"),
        QCoreApplication.translate("GameLog", "new_president"),
        QCoreApplication.translate("GameLog", "no_special_token"),
        QCoreApplication.translate("GameLog", "operates"),
        QCoreApplication.translate("GameLog", "pars"),
        QCoreApplication.translate("GameLog", "passes"),
        QCoreApplication.translate("GameLog", "passes_bidding"),
        QCoreApplication.translate("GameLog", "passes_on"),
        QCoreApplication.translate("GameLog", "pays_interest"),
        QCoreApplication.translate("GameLog", "pays_off_loan"),
        QCoreApplication.translate("GameLog", "pays_out"),
        QCoreApplication.translate("GameLog", "phase_begins"),
        QCoreApplication.translate("GameLog", "places_token"),
        QCoreApplication.translate("GameLog", "president_size"),
        QCoreApplication.translate("GameLog", "player_debt_interest"),
        QCoreApplication.translate("GameLog", "player_loan"),
        QCoreApplication.translate("GameLog", "price_moves"),
        QCoreApplication.translate("GameLog", "price_marker_moves"),
        QCoreApplication.translate("GameLog", "repays_player_debt"),
        QCoreApplication.translate("GameLog", "sells_shares"),
        QCoreApplication.translate("GameLog", "takes_loan"),
        QCoreApplication.translate("GameLog", "stock_market_bonus"),
        QCoreApplication.translate("GameLog", "takes_investor"),
        QCoreApplication.translate("GameLog", "takes_slot"),
        QCoreApplication.translate("GameLog", "trains_removed"),
        QCoreApplication.translate("GameLog", "trains_rust"),
        QCoreApplication.translate("GameLog", "withholds"),
    ]
