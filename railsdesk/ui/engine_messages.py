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

from railsdesk.engine.contract import train_name
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, english, fill_placeholders, with_terms

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
    if "train" in params:  # a train by its name ("4"), never the engine's id ("4-3")
        params["train"] = train_name(params["train"])
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


# Every engine key, for the translation tools (a key raised with params of its own may also
# have a variant: _variant_sources).
ENGINE_KEYS = (
    QT_TRANSLATE_NOOP("EngineMessages", "ability"),
    QT_TRANSLATE_NOOP("EngineMessages", "auction_running"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_dividend"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_par"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_price"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_rotation"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_routes"),
    QT_TRANSLATE_NOOP("EngineMessages", "bid_too_high"),
    QT_TRANSLATE_NOOP("EngineMessages", "bid_too_low"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_afford"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_buy"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_buy_company"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_buy_e_token"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_buy_token"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_discard"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_exchange"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_issue_bond"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_par"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_redeem_bond"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_remove"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_repay"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_sell"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_take_loan"),
    QT_TRANSLATE_NOOP("EngineMessages", "cannot_token"),
    QT_TRANSLATE_NOOP("EngineMessages", "cheapest_train"),
    QT_TRANSLATE_NOOP("EngineMessages", "city_full"),
    QT_TRANSLATE_NOOP("EngineMessages", "engine_missing"),
    QT_TRANSLATE_NOOP("EngineMessages", "game_over"),
    QT_TRANSLATE_NOOP("EngineMessages", "hex_blocked"),
    QT_TRANSLATE_NOOP("EngineMessages", "mixed_bundle"),
    QT_TRANSLATE_NOOP("EngineMessages", "must_buy_train"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_contribution"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_corporation"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_exchange"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_lay"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_shares"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_tokens"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_upgrade"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_a_port"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_available"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_bankrupt"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_enough_cash"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_for_sale"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_now"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_owner"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_upgrade"),
    QT_TRANSLATE_NOOP("EngineMessages", "nothing_to_redo"),
    QT_TRANSLATE_NOOP("EngineMessages", "nothing_to_undo"),
    QT_TRANSLATE_NOOP("EngineMessages", "own_train"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.below_best"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.blocked"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.e_train_narrow"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.gauge_break"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.group_reused"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.no_token"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.no_train"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.not_connected"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.overlap"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.port"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.reuses_stop"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.reuses_track"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.through_offboard"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.through_terminal"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.too_long"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.too_many_hexes"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.too_short"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.track_not_allowed"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.train_reused"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.unknown_stop"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.unknown_train"),
    QT_TRANSLATE_NOOP("EngineMessages", "route.unreadable"),
    QT_TRANSLATE_NOOP("EngineMessages", "tile_color"),
    QT_TRANSLATE_NOOP("EngineMessages", "tile_used"),
    QT_TRANSLATE_NOOP("EngineMessages", "train_limit"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_city"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_company"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_corporation"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_minor"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_action"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_action"),
    QT_TRANSLATE_NOOP("EngineMessages", "not_offered"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_entity"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_hex"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_loan"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_minor"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_player"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_share"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_tile"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_train"),
    QT_TRANSLATE_NOOP("EngineMessages", "wrong_corporation"),
    QT_TRANSLATE_NOOP("EngineMessages", "wrong_hex"),
    QT_TRANSLATE_NOOP("EngineMessages", "wrong_price"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_cost"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_gauge"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_hex"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_revenue"),
    QT_TRANSLATE_NOOP("EngineMessages", "too_many_runs"),
    QT_TRANSLATE_NOOP("EngineMessages", "negative_revenue"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_destination"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_reason"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_correction"),
    QT_TRANSLATE_NOOP("EngineMessages", "unknown_holder"),
    QT_TRANSLATE_NOOP("EngineMessages", "zero_amount"),
    QT_TRANSLATE_NOOP("EngineMessages", "bank_short"),
    QT_TRANSLATE_NOOP("EngineMessages", "president_share"),
    QT_TRANSLATE_NOOP("EngineMessages", "same_holder"),
    QT_TRANSLATE_NOOP("EngineMessages", "bad_direction"),
    QT_TRANSLATE_NOOP("EngineMessages", "no_price"),
    QT_TRANSLATE_NOOP("EngineMessages", "price_at_edge"),
)


def _variant_sources() -> list[str]:
    """The keys' variants (with their disambiguation) for the translation tools; not called
    by the program."""
    return [
        QCoreApplication.translate("EngineMessages", "bad_price", "max,min"),
        QCoreApplication.translate("EngineMessages", "cannot_token", "hex"),
        QCoreApplication.translate("EngineMessages", "route.too_short", "train"),
        QCoreApplication.translate("EngineMessages", "bad_action", "field"),
        QCoreApplication.translate("EngineMessages", "unknown_action", "action"),
        QCoreApplication.translate("EngineMessages", "not_offered", "action"),
        QCoreApplication.translate("EngineMessages", "wrong_price", "price"),
        QCoreApplication.translate("EngineMessages", "bad_cost", "max"),
        QCoreApplication.translate("EngineMessages", "bad_gauge", "gauge"),
        QCoreApplication.translate("EngineMessages", "bad_hex", "hex"),
        QCoreApplication.translate("EngineMessages", "too_many_runs", "trains"),
        QCoreApplication.translate("EngineMessages", "no_destination", "corporations"),
        QCoreApplication.translate("EngineMessages", "bad_correction", "kind"),
        QCoreApplication.translate("EngineMessages", "unknown_holder", "holder"),
        QCoreApplication.translate("EngineMessages", "bank_short", "amount"),
    ]
