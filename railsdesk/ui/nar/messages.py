"""The North American Railways engine's refusals and deck problems in the player's language.

The engine raises ``IllegalNarAction(message, reason, **params)`` and reports deck problems as
``DeckProblem(message, key, **params)``, both with English messages. The contexts
``NarMessages`` (refusals), ``NarDeckMessages`` (deck problems) and ``NarLogMessages`` (a log
that cannot be read, ``NarError.key``) have one entry per key: the
key is the source text, the translation a sentence with ``{name}`` placeholders for the params
(the English file has every key). Params naming players, companies and cards are shown by name,
amounts as money, phases by their names; the ``count`` of a deck problem goes through Qt's
plural forms as ``%n``.
Every key the engine uses has its entry here (tests/ui/test_nar_messages.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from railsdesk.files import SaveError
from railsdesk.games.nar import DeckError
from railsdesk.ui.engine_messages import file_reason, save_reason, shown_value
from railsdesk.ui.i18n import english, fill_placeholders
from railsdesk.ui.nar.text import Names, PluralContext, fill, money, phase_name

translate = QCoreApplication.translate

REFUSALS = "NarMessages"
DECK = "NarDeckMessages"
LOG = "NarLogMessages"
PLAYER_PARAMS = ("player", "actor", "director")
CARD_PARAMS = ("city", "top")
MONEY_PARAMS = ("price", "offered", "cost", "treasury")
SHOWN_PROBLEMS = 5


class NarDeckMessages(PluralContext):
    """The "NarDeckMessages" context for texts with a count."""


def _lookup(context: str, key: str, n: int = -1) -> str | None:
    """The sentence for a key in the player's language, else the English file's; None if the
    key has no entry."""
    found = translate(context, key, "", n)
    if found == key:  # not in the player's language: the English file has every key
        found = english(context, key, "", n) or key
    return None if found == key else found


def _shown(name: str, value, names: Names | None):
    if isinstance(value, str):  # a value from a file may be huge
        value = shown_value(value)
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
        typed = money(value) if isinstance(value, int) else str(value)
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
        return fill(text, typed)
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
    sentence = _lookup(REFUSALS, reason) if reason else None
    if sentence is None:
        return getattr(exc, "message", str(exc))
    shown = {name: _shown(name, value, names) for name, value in params.items()}
    return fill_placeholders(sentence, shown)


def deck_problem(problem) -> str:
    """One deck problem in the player's language; its English text when it has no key."""
    key = getattr(problem, "key", "")
    params = dict(getattr(problem, "params", {}))
    count = params.pop("count", -1)
    # a file that cannot be read: the file's problem, with its own key, in the player's words
    file_key, file_params = params.pop("problem", None), params.pop("problem_params", None)
    if isinstance(file_key, str) and isinstance(file_params, dict):
        params["reason"] = file_reason(file_key, file_params, str(params.get("reason", "")))
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


def log_error(exc, names: Names | None = None) -> str:
    """Why a log cannot be read, in the player's language: its structure, its deck or an
    illegal action (with the rules' refusal, counted from 1 as the command line counts and
    with the players' names when `names` has them); the engine's English message for a
    problem without a known key."""
    key = getattr(exc, "key", "")
    params = dict(getattr(exc, "params", {}))
    if key == "illegal_action":
        action = params["action"] if isinstance(params["action"], dict) else {}
        actor = action.get("entity", "?")
        return fill(
            translate("NarLogMessages", "Action %1 (%2 by %3): %4"),
            params["index"] + 1,
            shown_value(action.get("type", "?")),
            shown_value(names.player(actor) if names is not None else actor),
            refusal(params["refusal"], names),
        )
    if key == "deck":
        problems = params["problems"]
        text = deck_problem(problems[0])
        more = len(problems) - 1
        if more:
            text += " " + NarDeckMessages.tr("(and %n more)", "", more)
        return fill(translate("NarLogMessages", "The log's deck: %1"), text)
    found = _lookup(LOG, key) if key else None
    if found is None:
        return getattr(exc, "message", str(exc))
    return fill_placeholders(found, params)


def file_error(exc) -> str:
    """A deck file that could not be read or written, in the player's language (the system's
    own reason stays as the system gives it)."""
    if isinstance(exc, DeckError):
        return deck_error(exc)
    if isinstance(exc, SaveError):
        return fill(
            translate("NarDeckMessages", "%1 was not saved: %2"), exc.path, save_reason(exc)
        )
    return str(exc)


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
        translate("NarLogMessages", "actions_not_list"),
        translate("NarLogMessages", "city_column"),
        translate("NarLogMessages", "city_twice"),
        translate("NarLogMessages", "columns"),
        translate("NarLogMessages", "first_player"),
        translate("NarLogMessages", "log_not_object"),
        translate("NarLogMessages", "missing"),
        translate("NarLogMessages", "not_a_list"),
        translate("NarLogMessages", "not_object"),
        translate("NarLogMessages", "not_text"),
        translate("NarLogMessages", "player_count"),
        translate("NarLogMessages", "player_not_object"),
        translate("NarLogMessages", "player_twice"),
        translate("NarLogMessages", "players_not_list"),
        translate("NarLogMessages", "share_column"),
        translate("NarLogMessages", "start_cities_once"),
        translate("NarLogMessages", "start_city_rule"),
        translate("NarLogMessages", "text_missing"),
        translate("NarLogMessages", "title"),
        translate("NarLogMessages", "too_many_shares"),
        translate("NarLogMessages", "unknown_city"),
        translate("NarLogMessages", "unknown_company"),
        translate("NarLogMessages", "unknown_start_city"),
        translate("NarDeckMessages", "card_twice"),
        translate("NarDeckMessages", "colour"),
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
