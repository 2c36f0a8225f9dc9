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

import json

from PySide6.QtCore import QCoreApplication

from railsdesk.files import SaveError
from railsdesk.formats import IN_WORDS
from railsdesk.games import ENGINE_18XX, TITLES
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, english, fill_placeholders, term, with_terms
from railsdesk.ui.logtext import ACTION_TERMS
from railsdesk.ui.names import named_params, names_for, player_names
from railsdesk.ui.titledata import TitleData

CONTEXT = "EngineMessages"
MONEY_PARAMS = ("price", "min", "max", "cost", "amount", "cash")
ACTION_PARAMS = ("refused", "may")  # action types (one, or a list), said in the title's words
# Why a logged route cannot be read ("route.unreadable"'s `problem`), its {reason} in words.
ROUTE_PROBLEMS = {
    "no_connections": QT_TRANSLATE_NOOP("RouteProblems", "it names no track"),
    "local_train": QT_TRANSLATE_NOOP("RouteProblems", "local trains are not supported"),
    "no_track": QT_TRANSLATE_NOOP("RouteProblems", "no track matches {hexes}"),
    "track_taken": QT_TRANSLATE_NOOP("RouteProblems", "its track is used by another route"),
    "no_join": QT_TRANSLATE_NOOP("RouteProblems", "its chains do not join into one route"),
}


# Actions a refusal tells apart where the action panel names them together.
REFUSAL_TERMS = {
    "buy_shares": QT_TRANSLATE_NOOP("Terms", "buy shares"),
    "sell_shares": QT_TRANSLATE_NOOP("Terms", "sell shares"),
}


def action_words(kinds, title: str | None) -> str:
    """Action types ("buy_shares", or a list of them) as the player says them, each once."""
    words: list[str] = []
    for kind in kinds if isinstance(kinds, list) else [kinds]:
        phrase = REFUSAL_TERMS.get(str(kind)) or ACTION_TERMS.get(str(kind))
        word = term(title, phrase) if phrase else str(kind).replace("_", " ")
        if word not in words:
            words.append(word)
    return ", ".join(words)


def variant(params: dict) -> str:
    return ",".join(sorted(params))


def translate_engine_message(
    key: str, params: dict | None = None, money=None, title: str | None = None
) -> str | None:
    """The sentence for an engine key with its params and the title's terms filled in; None if
    there is none."""
    # places, investors and trains by name ("Albany", "A4 (Qingdao)", "4"), never by id
    params = named_params(title, params or {})
    for name in ACTION_PARAMS:
        if name in params:
            params[name] = action_words(params[name], title)
    for name, value in params.items():
        if isinstance(value, str):  # a value from a file may be huge
            params[name] = shown_value(value)
    problem = ROUTE_PROBLEMS.get(str(params.pop("problem", "")))
    if problem is not None:
        hexes = {"hexes": params.pop("hexes", "")}
        params["reason"] = fill_placeholders(
            QCoreApplication.translate("RouteProblems", problem), hexes
        )
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
        QCoreApplication.translate("EngineMessages", "not_now", "acting,actor,may"),
        QCoreApplication.translate("EngineMessages", "not_now", "acting,may,refused"),
    ]


# --- files that cannot be opened ---------------------------------------------------------------

FILE_CONTEXT = "FileMessages"
SHOWN_VALUE_LENGTH = 40  # an echoed value longer than this is cut
SHOWN_DIFFERENCES = 4

# Why a file cannot be opened (FileProblem and FormatError keys), in the "FileMessages" context.
FILE_REASONS = {
    "no_file": QT_TRANSLATE_NOOP("FileMessages", "There is no such file."),
    "not_allowed": QT_TRANSLATE_NOOP("FileMessages", "You are not allowed to read it."),
    "system": QT_TRANSLATE_NOOP("FileMessages", "It cannot be read: {message}"),
    "name_too_long": QT_TRANSLATE_NOOP("FileMessages", "Its name is too long for the system."),
    "link_loop": QT_TRANSLATE_NOOP(
        "FileMessages", "Its path has links that lead round in a circle."
    ),
    "read_failed": QT_TRANSLATE_NOOP(
        "FileMessages", "The disk failed while reading it (an input/output error)."
    ),
    "bad_name": QT_TRANSLATE_NOOP("FileMessages", "That is not a valid file name."),
    "folder": QT_TRANSLATE_NOOP("FileMessages", "It is a folder, not a file."),
    "not_regular": QT_TRANSLATE_NOOP(
        "FileMessages", "It is not a regular file (a pipe, socket or device)."
    ),
    "too_large": QT_TRANSLATE_NOOP(
        "FileMessages", "It is too large ({size} MB; files of up to {limit} MB are read)."
    ),
    "not_utf8": QT_TRANSLATE_NOOP(
        "FileMessages", "It is not UTF-8 text (byte {byte} cannot be read)."
    ),
    "empty": QT_TRANSLATE_NOOP("FileMessages", "The file is empty."),
    "broken_json": QT_TRANSLATE_NOOP(
        "FileMessages", "The JSON is broken at line {line}, column {column}."
    ),
    "too_deep": QT_TRANSLATE_NOOP("FileMessages", "It is nested deeper than {depth} levels."),
    "not_a_number": QT_TRANSLATE_NOOP("FileMessages", "It holds NaN or Infinity, not a number."),
    "long_number": QT_TRANSLATE_NOOP("FileMessages", "A number in it has too many digits."),
    "not_a_game": QT_TRANSLATE_NOOP(
        "FileMessages", "It is neither a railsdesk save nor an 18xx.games log."
    ),
    "card_game_log": QT_TRANSLATE_NOOP(
        "FileMessages", "It is a log of a card game that railsdesk does not know."
    ),
    "save_version": QT_TRANSLATE_NOOP(
        "FileMessages", "Saves of format version {version} cannot be read by this railsdesk."
    ),
    "bad_field": QT_TRANSLATE_NOOP(
        "FileMessages", "The field “{field}” has a value of the wrong kind."
    ),
    "no_players": QT_TRANSLATE_NOOP("FileMessages", "The log names no players."),
    "bad_player": QT_TRANSLATE_NOOP(
        "FileMessages", "Player {number} is not given as an id and a name."
    ),
    "unknown_title": QT_TRANSLATE_NOOP(
        "FileMessages", "railsdesk does not know the title {title}."
    ),
    "player_count": QT_TRANSLATE_NOOP(
        "FileMessages", "{title} is for {low} to {high} players, not {count}."
    ),
    "unknown_option": QT_TRANSLATE_NOOP("FileMessages", "The title has no option {option}."),
    "same_player_id": QT_TRANSLATE_NOOP("FileMessages", "Two players have the same id."),
    "dreams_alone": QT_TRANSLATE_NOOP(
        "FileMessages", "The option Electric Dreams is played only with the advanced game."
    ),
    "advanced_in_part": QT_TRANSLATE_NOOP(
        "FileMessages",
        "The rulebook knows the advanced game only whole: its options are played together.",
    ),
    "not_an_action": QT_TRANSLATE_NOOP("FileMessages", "An entry of the actions is not an action."),
    "no_type": QT_TRANSLATE_NOOP("FileMessages", "An action does not say what it does (type)."),
    "no_actions": QT_TRANSLATE_NOOP("FileMessages", "The log has no list of actions."),
    "no_id": QT_TRANSLATE_NOOP("FileMessages", "An action has no number (id)."),
    "bad_id": QT_TRANSLATE_NOOP("FileMessages", "An action's number (id) is below 1."),
    "no_kind": QT_TRANSLATE_NOOP(
        "FileMessages", "The action names who acts but not whether a player or a company."
    ),
    "undo_missing": QT_TRANSLATE_NOOP(
        "FileMessages",
        "The action takes back moves to action {target}, which the log does not hold.",
    ),
    "engine_bug": QT_TRANSLATE_NOOP(
        "FileMessages", "The rules engine failed ({error}): a bug in railsdesk."
    ),
    "bad_log": QT_TRANSLATE_NOOP("FileMessages", "The file cannot be used: {reason}"),
}


def file_reason(key: str, params: dict, english: str) -> str:
    """The sentence of a FileProblem's or FormatError's key with its params (each cut to a
    readable length); the English reason in a translated frame for a key without one."""
    shown = {name: shown_value(value) for name, value in params.items()}
    shown.setdefault("reason", english)
    return fill_placeholders(file_text(FILE_REASONS.get(key, FILE_REASONS["bad_log"])), shown)


# Why a file cannot be written (SaveError.problem; those it shares with reading are in
# FILE_REASONS), in the "FileMessages" context.
SAVE_REASONS = {
    "not_allowed_to_write": QT_TRANSLATE_NOOP(
        "FileMessages", "You are not allowed to write there."
    ),
    "read_only": QT_TRANSLATE_NOOP("FileMessages", "The disk or folder can only be read."),
    "disk_full": QT_TRANSLATE_NOOP("FileMessages", "The disk is full."),
    "quota": QT_TRANSLATE_NOOP("FileMessages", "Your share of the disk is used up."),
    "no_folder": QT_TRANSLATE_NOOP("FileMessages", "The folder does not exist."),
    "file_for_folder": QT_TRANSLATE_NOOP(
        "FileMessages", "A file stands where its path has a folder."
    ),
    "write_failed": QT_TRANSLATE_NOOP(
        "FileMessages", "The disk failed while writing it (an input/output error)."
    ),
}


def save_reason(exc: SaveError) -> str:
    """Why a file could not be written, in the player's language (a reason the program does
    not know in the system's own words)."""
    text = SAVE_REASONS.get(exc.problem) or FILE_REASONS.get(exc.problem)
    return file_text(text) if text and exc.problem != "system" else exc.reason


def file_text(text: str) -> str:
    return QCoreApplication.translate(FILE_CONTEXT, text)


def shown_value(value) -> str:
    """A value from a file, cut to a readable length."""
    text = str(value)
    if len(text) <= SHOWN_VALUE_LENGTH:
        return text
    return text[: SHOWN_VALUE_LENGTH - 1] + "…"


def translate_file_error(exc, money=None, title: str | None = None) -> str:
    """Why a file (a FormatError) cannot be opened as it is, in the player's language and the
    title's words; the file itself is named by the caller."""
    refusal = getattr(exc, "refusal", None)  # an ActionRefused's IllegalAction
    if exc.key == IN_WORDS:
        reason = exc.reason
    elif refusal is not None:
        reason = translate_engine_message(refusal.key, refusal.params, money, title) or exc.reason
    elif exc.key == "changed":
        reason = QCoreApplication.translate(
            "FileMessages", "The game differs from the one saved: {differences}"
        )
        saved = QCoreApplication.translate("FileMessages", "{what}: {replayed} (saved: {saved})")
        players = player_names(exc.game.players_setup)
        differences = differences_text(exc.differences, saved, players, money, title)
        reason = fill_placeholders(reason, {"differences": differences})
    else:
        reason = file_reason(exc.key, exc.params, exc.reason)
    if exc.action_id is None:
        return reason
    where = QCoreApplication.translate("FileMessages", "Action {action}: {reason}")
    return fill_placeholders(where, {"action": shown_value(exc.action_id), "reason": reason})


# The fields of a game's recorded state (formats.final_state) as a difference names them: the
# title's term, or a word of the "FileMessages" context.
STATE_TERMS = {
    "companies": "Private companies",
    "price": "Share price",
    "trains": "Trains",
    "tokens": "Tokens",
    "president": "President",
    "ipo": "Initial offering",
    "pool": "Bank pool",
    "phase": "Phase",
    "loans": "Loan",
}
STATE_WORDS = {
    "board": QT_TRANSLATE_NOOP("FileMessages", "hex"),
    "cash": QT_TRANSLATE_NOOP("FileMessages", "cash"),
    "shares": QT_TRANSLATE_NOOP("FileMessages", "shares"),
    "floated": QT_TRANSLATE_NOOP("FileMessages", "floated"),
    "market": QT_TRANSLATE_NOOP("FileMessages", "market"),
    "bank": QT_TRANSLATE_NOOP("FileMessages", "bank"),
    "round": QT_TRANSLATE_NOOP("FileMessages", "round"),
    "round_num": QT_TRANSLATE_NOOP("FileMessages", "round number"),
    "turn": QT_TRANSLATE_NOOP("FileMessages", "turn"),
    "active": QT_TRANSLATE_NOOP("FileMessages", "acting"),
    "finished": QT_TRANSLATE_NOOP("FileMessages", "game over"),
    "checksum": QT_TRANSLATE_NOOP("FileMessages", "checksum"),
}
OWNERS = ("players", "corporations")  # followed by the owner's id


def state_field_text(what: str, players: dict[str, str], title: str | None) -> str:
    """A recorded state's field ("players 1627 cash") in the player's words ("Ann Bargeld"):
    players by name, fields by the title's terms or translated words, ids as they are."""
    words = what.split(" ")
    shown = []
    for index, word in enumerate(words):
        if index == 0 and word in OWNERS and len(words) > 1:
            continue  # the owner's name or id says it
        if index == 0 and word == "board" and len(words) > 1:
            continue  # the place's name says it
        if index == 1 and words[0] == "players":
            shown.append(players.get(word, word))
        elif index == 1 and words[0] == "board":
            shown.append(place_name(word, title))
        elif index == 1 and words[0] in ("corporations", "companies"):
            shown.append(word)  # a symbol as printed: "PRR", "B&O"
        elif word in STATE_TERMS:
            shown.append(term(title, STATE_TERMS[word]))
        elif word in STATE_WORDS:
            shown.append(QCoreApplication.translate("FileMessages", STATE_WORDS[word]))
        else:
            shown.append(word)
    return " ".join(shown)


def place_name(hex_id: str, title: str | None) -> str:
    """A hex by the name the title's map prints (the id where the title has no map)."""
    if title in TITLES and TITLES[title].engine == ENGINE_18XX:
        return names_for(title).place(hex_id)
    return hex_id


def tile_text(value, title: str | None) -> str:
    """A hex's recorded tile ("53-0@2": tile 53's first copy at rotation 2) in words: a laid
    tile by its number, the map's own as printed; anything else as it is, cut."""
    tile, _, rotation = str(value).rpartition("@")
    number = tile.rpartition("-")[0] or tile
    if not number or not rotation.isdigit():
        return shown_value(value)
    if title in TITLES and number in TitleData.load(title).tiles:
        text = QCoreApplication.translate("FileMessages", "tile {tile}, rotation {rotation}")
    elif rotation == "0":
        text = QCoreApplication.translate("FileMessages", "as printed")
    else:
        text = QCoreApplication.translate("FileMessages", "as printed, rotation {rotation}")
    return fill_placeholders(text, {"tile": shown_value(number), "rotation": rotation})


MONEY_FIELDS = ("cash", "bank", "price")


def state_value_text(
    value, what: str, money=None, title: str | None = None, players: dict[str, str] | None = None
) -> str:
    """A recorded state's value, cut to a readable length: amounts as money, tiles and
    stations in words, players by name, nothing, yes and no as signs."""
    words = what.split(" ")
    if words[0] == "board" and isinstance(value, str):
        return tile_text(value, title)
    # stations as the engine names them ("E19-0": the hex and its city) by their places
    if words[-1] == "tokens" and isinstance(value, list) and value:
        places = [place_name(str(t).rpartition("-")[0] or str(t), title) for t in value]
        return shown_value(", ".join(places))
    owned = words[-1] == "president" or (words[0] == "companies" and len(words) == 2)
    if owned and players and str(value) in players:
        return shown_value(players[str(value)])
    if money is not None and type(value) is int and what.split(" ")[-1] in MONEY_FIELDS:
        return money(value)
    if value is None or value == []:
        return "—"
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, list):
        return shown_value(", ".join(map(str, value)))
    if isinstance(value, dict):
        return shown_value(json.dumps(value, ensure_ascii=False))
    return shown_value(value)


def differences_text(
    differences,
    template: str,
    players: dict[str, str] | None = None,
    money=None,
    title: str | None = None,
) -> str:
    """What a replay reaches otherwise than recorded, the first few named, each with the
    translated `template` ({what}, {replayed}, {saved}); `players` names players by id."""
    named = [
        fill_placeholders(
            template,
            {
                "what": shown_value(state_field_text(d.what, players or {}, title)),
                "replayed": state_value_text(d.replayed, d.what, money, title, players),
                "saved": state_value_text(d.saved, d.what, money, title, players),
            },
        )
        for d in differences[:SHOWN_DIFFERENCES]
    ]
    more = len(differences) - SHOWN_DIFFERENCES
    text = "; ".join(named)
    if more > 0:
        others = QCoreApplication.translate("FileMessages", "(and {count} more)")
        text += " " + fill_placeholders(others, {"count": more})
    return text


def translate_export_refusal(
    exc, money=None, title: str | None = None, players: dict[str, str] | None = None
) -> str:
    """Why a game is not exported for 18xx.games (an ExportRefused), in the player's language:
    the replay's refusal or what it would reach otherwise, and for a game in the rulebook's
    reading that 18xx.games reads some rules otherwise."""
    if exc.refused is not None:
        why = translate_file_error(exc.refused, money, title)
    else:
        why = QCoreApplication.translate("FileMessages", "Its game would differ: {differences}.")
        instead = QCoreApplication.translate(
            "FileMessages", "{what}: {replayed} instead of {saved}"
        )
        differences = differences_text(exc.differences, instead, players, money, title)
        why = fill_placeholders(why, {"differences": differences})
    if exc.rulebook:
        text = QCoreApplication.translate(
            "FileMessages",
            "This game follows the rulebook, which 18xx.games reads otherwise in places (a "
            "private company bought from another player, for one). 18xx.games could not replay "
            "it: {reason} Nothing was written: save the game as a railsdesk game instead.",
        )
    else:
        text = QCoreApplication.translate(
            "FileMessages",
            "18xx.games could not replay it: {reason} Nothing was written.",
        )
    return fill_placeholders(with_terms(text, title), {"reason": why})
