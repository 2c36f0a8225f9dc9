"""The North American Railways engine's refusals and deck problems in the player's language.

The engine raises ``IllegalNarAction(message, reason, **params)`` and reports deck problems as
``DeckProblem(message, key, **params)``, both with English messages. The contexts
``NarMessages`` (refusals) and ``NarDeckMessages`` (deck problems) have one entry per key: the
key is the source text, the translation a sentence with ``{name}`` placeholders for the params
(the English file has every key). Params naming players, companies and cards are shown by name,
amounts as money, phases by their names; the ``count`` of a deck problem goes through Qt's
plural forms as ``%n``.
Every key the engine uses has its entry here (tests/ui/test_nar_messages.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from railsdesk.ui.i18n import english, fill_placeholders
from railsdesk.ui.nar.text import Names, fill, money, phase_name

translate = QCoreApplication.translate

REFUSALS = "NarMessages"
DECK = "NarDeckMessages"
PLAYER_PARAMS = ("player", "actor", "director")
CARD_PARAMS = ("city", "top")
MONEY_PARAMS = ("price", "offered", "cost", "treasury")
SHOWN_PROBLEMS = 5


class NarDeckMessages(QObject):
    """The "NarDeckMessages" context for texts with a count: the translation tools read tr()
    with the count as a text with plural forms."""


def _lookup(context: str, key: str, n: int = -1) -> str | None:
    """The sentence for a key in the player's language, else the English file's; None if the
    key has no entry."""
    found = translate(context, key, "", n)
    if found == key:  # not in the player's language: the English file has every key
        found = english(context, key, "", n) or key
    return None if found == key else found


def _shown(name: str, value, names: Names | None):
    if names is not None and name in PLAYER_PARAMS:
        return names.player(value)
    if names is not None and name == "company":
        return names.company(value)
    if names is not None and name in CARD_PARAMS:
        return names.card(value)
    if name in MONEY_PARAMS:
        return money(value)
    if name == "phase":
        return phase_name(value)
    return value


def refusal(exc, names: Names | None = None) -> str:
    """Why the rules refuse an action, in the player's language; the engine's English message
    for a refusal without a known reason."""
    reason = getattr(exc, "reason", "")
    params = getattr(exc, "params", {})
    if reason == "amount":
        value = params.get("value")
        shown = money(value) if isinstance(value, int) else str(value)
        what = params.get("what", "")
        if what == "cost":
            text = translate(
                "NarDialogs", "The cost must be a multiple of $100 (0 or more), not %1."
            )
        elif what == "revenue":
            text = translate(
                "NarDialogs", "The revenue must be a multiple of $100 (0 or more), not %1."
            )
        else:
            text = translate(
                "NarDialogs", "The price must be a multiple of $100 of at least $100, not %1."
            )
        return fill(text, shown)
    if reason == "cannot_pay":
        return fill(
            translate("NarDialogs", "You cannot pay %1. Name a price you can pay."),
            money(params.get("price")),
        )
    if reason == "own_share_cash":
        company = params.get("company", "")
        return fill(
            translate(
                "NarDialogs",
                "A share of %1, which you direct, costs %2, and you cannot pay it. Choose "
                "another share.",
            ),
            names.company(company) if names is not None else company,
            money(params.get("price")),
        )
    if reason == "director_cash":
        return fill(
            translate("NarDialogs", "You cannot pay %1: you must allow the purchase."),
            money(params.get("price")),
        )
    if reason == "treasury":
        return fill(
            translate("NarDialogs", "%1 costs %2; the treasury of %3 holds only %4."),
            names.card(params.get("city")) if names is not None else params.get("city"),
            money(params.get("cost")),
            names.company(params.get("company")) if names is not None else params.get("company"),
            money(params.get("treasury")),
        )
    if reason == "symbols":
        return translate("NarDialogs", "Coast-to-Coast symbols must be 0, 1, 2 or 3.")
    text = _lookup(REFUSALS, reason) if reason else None
    if text is None:
        return getattr(exc, "message", str(exc))
    shown = {name: _shown(name, value, names) for name, value in params.items()}
    return fill_placeholders(text, shown)


def deck_problem(problem) -> str:
    """One deck problem in the player's language; its English text when it has no key."""
    key = getattr(problem, "key", "")
    params = dict(getattr(problem, "params", {}))
    count = params.pop("count", -1)
    text = _lookup(DECK, key, count) if key else None
    if text is None:
        return str(problem)
    return fill_placeholders(text, params)


def deck_error(exc) -> str:
    """A DeckError in the player's language: the file (if any) and its first problems."""
    problems = [deck_problem(problem) for problem in exc.problems]
    text = "; ".join(problems[:SHOWN_PROBLEMS])
    more = len(problems) - SHOWN_PROBLEMS
    if more > 0:
        text += " " + NarDeckMessages.tr("(and %n more)", "", more)
    if exc.file:
        text = fill(translate("NarDeckMessages", "Deck file %1: %2"), exc.file, text)
    return text


def _sources(count: int) -> list[str]:
    """Every key for the translation tools; not called by the program."""
    return [
        translate("NarMessages", "bad_column"),
        translate("NarMessages", "bad_name"),
        translate("NarMessages", "buy_not_bool"),
        translate("NarMessages", "cannot_pass"),
        translate("NarMessages", "cities_phase"),
        translate("NarMessages", "city_bought"),
        translate("NarMessages", "city_column_empty"),
        translate("NarMessages", "city_known"),
        translate("NarMessages", "city_not_shown"),
        translate("NarMessages", "company_chosen"),
        translate("NarMessages", "game_over"),
        translate("NarMessages", "no_proposal"),
        translate("NarMessages", "no_share"),
        translate("NarMessages", "not_an_object"),
        translate("NarMessages", "not_director"),
        translate("NarMessages", "not_your_turn"),
        translate("NarMessages", "own_share_price"),
        translate("NarMessages", "price_needed"),
        translate("NarMessages", "proposal_waiting"),
        translate("NarMessages", "reveal_first"),
        translate("NarMessages", "share_column_empty"),
        translate("NarMessages", "share_needed"),
        translate("NarMessages", "shares_phase"),
        translate("NarMessages", "start_city_field"),
        translate("NarMessages", "start_city_known"),
        translate("NarMessages", "start_city_needed"),
        translate("NarMessages", "start_city_not_founding"),
        translate("NarMessages", "start_city_not_in_stack"),
        translate("NarMessages", "start_city_not_top"),
        translate("NarMessages", "unknown_action"),
        translate("NarMessages", "unknown_card"),
        translate("NarMessages", "unknown_company"),
        translate("NarMessages", "unknown_player"),
        translate("NarDeckMessages", "card_twice"),
        translate("NarDeckMessages", "company_twice"),
        NarDeckMessages.tr("entry_count", "", count),
        translate("NarDeckMessages", "entry_not_object"),
        translate("NarDeckMessages", "file_name"),
        translate("NarDeckMessages", "format"),
        translate("NarDeckMessages", "money_not_hundreds"),
        translate("NarDeckMessages", "money_not_number"),
        translate("NarDeckMessages", "name"),
        translate("NarDeckMessages", "not_a_list"),
        translate("NarDeckMessages", "not_an_object"),
        translate("NarDeckMessages", "symbols"),
        translate("NarDeckMessages", "text_missing"),
        translate("NarDeckMessages", "unreadable"),
        translate("NarDeckMessages", "value_missing"),
        translate("NarDeckMessages", "values_partly_known"),
        translate("NarDeckMessages", "version"),
    ]
