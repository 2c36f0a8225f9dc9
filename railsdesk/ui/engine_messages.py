"""The rules engine's refusals in the player's language.

The engine raises ``IllegalAction(key, message, **params)`` with an English message. The
"EngineMessages" translation context has one entry per key: the key is the source text, the
translation a sentence with ``{name}`` placeholders for the params. A key raised with different
params in different places may have a variant per set of params, told apart by the
disambiguation (the params' names, sorted and comma-joined, e.g. ``("bad_price", "max,min")``);
a variant is used when the raise passes exactly those params, the plain entry otherwise.
Every key the engine uses must have its plain entry (tests/ui/test_engine_messages.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from railsdesk.ui.i18n import english, fill_placeholders, with_terms

CONTEXT = "EngineMessages"
MONEY_PARAMS = ("price", "min", "max", "cost", "amount", "cash")


def variant(params: dict) -> str:
    return ",".join(sorted(params))


def translate_engine_message(
    key: str, params: dict | None = None, money=None, title: str | None = None
) -> str | None:
    """The sentence for an engine key with its params and the title's terms filled in; None if
    there is none."""
    params = dict(params or {})
    text = None
    for disambiguation in ([variant(params)] if params else []) + [None]:
        found = QCoreApplication.translate(CONTEXT, key, disambiguation)
        if found == key:  # not in the player's language: the English file has every key
            found = english(CONTEXT, key, disambiguation) or key
        if found != key:
            text = found
            break
    if text is None:
        return None
    return fill_placeholders(with_terms(text, title), params, money, MONEY_PARAMS)


def _sources() -> list[str]:
    """Every engine key (and variant) for the translation tools; not called by the program."""
    return [
        QCoreApplication.translate("EngineMessages", "ability"),
        QCoreApplication.translate("EngineMessages", "auction_running"),
        QCoreApplication.translate("EngineMessages", "bad_dividend"),
        QCoreApplication.translate("EngineMessages", "bad_par"),
        QCoreApplication.translate("EngineMessages", "bad_price"),
        QCoreApplication.translate("EngineMessages", "bad_price", "max,min"),
        QCoreApplication.translate("EngineMessages", "bad_rotation"),
        QCoreApplication.translate("EngineMessages", "bad_routes"),
        QCoreApplication.translate("EngineMessages", "bid_too_high"),
        QCoreApplication.translate("EngineMessages", "bid_too_low"),
        QCoreApplication.translate("EngineMessages", "cannot_afford"),
        QCoreApplication.translate("EngineMessages", "cannot_buy"),
        QCoreApplication.translate("EngineMessages", "cannot_buy_company"),
        QCoreApplication.translate("EngineMessages", "cannot_buy_e_token"),
        QCoreApplication.translate("EngineMessages", "cannot_buy_token"),
        QCoreApplication.translate("EngineMessages", "cannot_discard"),
        QCoreApplication.translate("EngineMessages", "cannot_exchange"),
        QCoreApplication.translate("EngineMessages", "cannot_issue_bond"),
        QCoreApplication.translate("EngineMessages", "cannot_par"),
        QCoreApplication.translate("EngineMessages", "cannot_redeem_bond"),
        QCoreApplication.translate("EngineMessages", "cannot_remove"),
        QCoreApplication.translate("EngineMessages", "cannot_repay"),
        QCoreApplication.translate("EngineMessages", "cannot_sell"),
        QCoreApplication.translate("EngineMessages", "cannot_take_loan"),
        QCoreApplication.translate("EngineMessages", "cannot_token"),
        QCoreApplication.translate("EngineMessages", "cannot_token", "hex"),
        QCoreApplication.translate("EngineMessages", "cheapest_train"),
        QCoreApplication.translate("EngineMessages", "city_full"),
        QCoreApplication.translate("EngineMessages", "engine_missing"),
        QCoreApplication.translate("EngineMessages", "game_over"),
        QCoreApplication.translate("EngineMessages", "hex_blocked"),
        QCoreApplication.translate("EngineMessages", "mixed_bundle"),
        QCoreApplication.translate("EngineMessages", "must_buy_train"),
        QCoreApplication.translate("EngineMessages", "no_contribution"),
        QCoreApplication.translate("EngineMessages", "no_corporation"),
        QCoreApplication.translate("EngineMessages", "no_exchange"),
        QCoreApplication.translate("EngineMessages", "no_lay"),
        QCoreApplication.translate("EngineMessages", "no_shares"),
        QCoreApplication.translate("EngineMessages", "no_tokens"),
        QCoreApplication.translate("EngineMessages", "no_upgrade"),
        QCoreApplication.translate("EngineMessages", "not_a_port"),
        QCoreApplication.translate("EngineMessages", "not_available"),
        QCoreApplication.translate("EngineMessages", "not_bankrupt"),
        QCoreApplication.translate("EngineMessages", "not_enough_cash"),
        QCoreApplication.translate("EngineMessages", "not_for_sale"),
        QCoreApplication.translate("EngineMessages", "not_now"),
        QCoreApplication.translate("EngineMessages", "not_owner"),
        QCoreApplication.translate("EngineMessages", "not_upgrade"),
        QCoreApplication.translate("EngineMessages", "nothing_to_redo"),
        QCoreApplication.translate("EngineMessages", "nothing_to_undo"),
        QCoreApplication.translate("EngineMessages", "own_train"),
        QCoreApplication.translate("EngineMessages", "route.blocked"),
        QCoreApplication.translate("EngineMessages", "route.e_train_narrow"),
        QCoreApplication.translate("EngineMessages", "route.gauge_break"),
        QCoreApplication.translate("EngineMessages", "route.group_reused"),
        QCoreApplication.translate("EngineMessages", "route.no_token"),
        QCoreApplication.translate("EngineMessages", "route.no_train"),
        QCoreApplication.translate("EngineMessages", "route.not_connected"),
        QCoreApplication.translate("EngineMessages", "route.overlap"),
        QCoreApplication.translate("EngineMessages", "route.port"),
        QCoreApplication.translate("EngineMessages", "route.reuses_stop"),
        QCoreApplication.translate("EngineMessages", "route.reuses_track"),
        QCoreApplication.translate("EngineMessages", "route.through_offboard"),
        QCoreApplication.translate("EngineMessages", "route.through_terminal"),
        QCoreApplication.translate("EngineMessages", "route.too_long"),
        QCoreApplication.translate("EngineMessages", "route.too_many_hexes"),
        QCoreApplication.translate("EngineMessages", "route.too_short"),
        QCoreApplication.translate("EngineMessages", "route.too_short", "train"),
        QCoreApplication.translate("EngineMessages", "route.track_not_allowed"),
        QCoreApplication.translate("EngineMessages", "route.train_reused"),
        QCoreApplication.translate("EngineMessages", "route.unknown_stop"),
        QCoreApplication.translate("EngineMessages", "route.unknown_train"),
        QCoreApplication.translate("EngineMessages", "route.unreadable"),
        QCoreApplication.translate("EngineMessages", "tile_color"),
        QCoreApplication.translate("EngineMessages", "tile_used"),
        QCoreApplication.translate("EngineMessages", "train_limit"),
        QCoreApplication.translate("EngineMessages", "unknown_city"),
        QCoreApplication.translate("EngineMessages", "unknown_company"),
        QCoreApplication.translate("EngineMessages", "unknown_corporation"),
        QCoreApplication.translate("EngineMessages", "unknown_minor"),
        QCoreApplication.translate("EngineMessages", "bad_action"),
        QCoreApplication.translate("EngineMessages", "bad_action", "field"),
        QCoreApplication.translate("EngineMessages", "unknown_action"),
        QCoreApplication.translate("EngineMessages", "unknown_action", "action"),
        QCoreApplication.translate("EngineMessages", "not_offered"),
        QCoreApplication.translate("EngineMessages", "not_offered", "action"),
        QCoreApplication.translate("EngineMessages", "unknown_entity"),
        QCoreApplication.translate("EngineMessages", "unknown_hex"),
        QCoreApplication.translate("EngineMessages", "unknown_loan"),
        QCoreApplication.translate("EngineMessages", "unknown_minor"),
        QCoreApplication.translate("EngineMessages", "unknown_player"),
        QCoreApplication.translate("EngineMessages", "unknown_share"),
        QCoreApplication.translate("EngineMessages", "unknown_tile"),
        QCoreApplication.translate("EngineMessages", "unknown_train"),
        QCoreApplication.translate("EngineMessages", "wrong_corporation"),
        QCoreApplication.translate("EngineMessages", "wrong_hex"),
        QCoreApplication.translate("EngineMessages", "wrong_price"),
        QCoreApplication.translate("EngineMessages", "wrong_price", "price"),
        QCoreApplication.translate("EngineMessages", "bad_cost"),
        QCoreApplication.translate("EngineMessages", "bad_cost", "max"),
        QCoreApplication.translate("EngineMessages", "bad_gauge"),
        QCoreApplication.translate("EngineMessages", "bad_gauge", "gauge"),
        QCoreApplication.translate("EngineMessages", "bad_hex"),
        QCoreApplication.translate("EngineMessages", "bad_hex", "hex"),
        QCoreApplication.translate("EngineMessages", "bad_revenue"),
        QCoreApplication.translate("EngineMessages", "too_many_runs"),
        QCoreApplication.translate("EngineMessages", "too_many_runs", "trains"),
        QCoreApplication.translate("EngineMessages", "negative_revenue"),
        QCoreApplication.translate("EngineMessages", "no_destination"),
        QCoreApplication.translate("EngineMessages", "no_destination", "corporations"),
        QCoreApplication.translate("EngineMessages", "no_reason"),
        QCoreApplication.translate("EngineMessages", "bad_correction"),
        QCoreApplication.translate("EngineMessages", "bad_correction", "kind"),
        QCoreApplication.translate("EngineMessages", "unknown_holder"),
        QCoreApplication.translate("EngineMessages", "unknown_holder", "holder"),
        QCoreApplication.translate("EngineMessages", "zero_amount"),
        QCoreApplication.translate("EngineMessages", "bank_short"),
        QCoreApplication.translate("EngineMessages", "bank_short", "amount"),
        QCoreApplication.translate("EngineMessages", "president_share"),
        QCoreApplication.translate("EngineMessages", "same_holder"),
        QCoreApplication.translate("EngineMessages", "bad_direction"),
        QCoreApplication.translate("EngineMessages", "no_price"),
        QCoreApplication.translate("EngineMessages", "price_at_edge"),
    ]
