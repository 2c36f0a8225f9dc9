"""Words of the North American Railways screens: money, phase names, and the game log.

Every text goes through Qt translation with English sources in the contexts ``NarTable``,
``NarDialogs``, ``NarNewGame``, ``NarDeckEditor`` and ``NarLog``. German uses the rulebook's
terms (Aktien handeln, Städte kaufen, Einkommen erhalten, Direktor, Gesellschaftsvermögen,
Startstadt, Ertrag, Kosten, Schlusszahlung ...). The engine's own messages and event texts are
English; the log is written here from the events' fields instead.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from railsdesk.games.nar.state import NarEvent
from railsdesk.ui.money import format_money

translate = QCoreApplication.translate

CURRENCY = "$%s"


def money(amount) -> str:
    """Dollars in the language's grouping ("$1,700", "$1.700"); "?" for an unknown amount."""
    if amount is None:
        return "?"
    return format_money(CURRENCY, amount)


def fill(text: str, *values) -> str:
    """Replace %1, %2, ... (highest first, so that %1 never eats the 1 of %10)."""
    for i in range(len(values), 0, -1):
        text = text.replace(f"%{i}", str(values[i - 1]))
    return text


def parse_dollars(text: str) -> int | None | str:
    """A typed amount: None when empty, an int for digits (with $, spaces and group marks
    allowed), else the text itself (an error)."""
    raw = text.strip()
    if not raw:
        return None
    cleaned = raw.replace("$", "").replace(",", "").replace(".", "").replace(" ", "")
    if cleaned.isdigit():
        return int(cleaned)
    return raw


def short_name(name: str) -> str:
    """A company's initials as railways are called ("Baltimore & Ohio" -> "B&O"), for the
    strip of a covered share where the whole name does not fit; one word stays whole."""
    words = re.findall(r"&|[^\W_]+", name)
    if len(words) < 2:
        return name
    return "".join(w if w == "&" else w[0].upper() for w in words)


def phase_name(phase: str) -> str:
    return {
        "trade_shares": translate("NarTable", "Phase I: Trade shares"),
        "buy_cities": translate("NarTable", "Phase II: Buy cities"),
        "receive_income": translate("NarTable", "Phase III: Receive income"),
        "finished": translate("NarTable", "End of the game"),
    }.get(phase, phase)


def symbols_text(count) -> str:
    if count is None:
        return "?"
    return "◆" * int(count) if count else "–"


def text_colour(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    return QColor("#111111") if 0.299 * r + 0.587 * g + 0.114 * b > 0.55 else QColor("#ffffff")


def company_colour(name: str | None) -> QColor:
    colour = QColor(name or "")
    return colour if colour.isValid() else QColor("#808080")


class Names:
    """Names of players, companies and cards from a game's state, for texts."""

    def __init__(self, state: dict) -> None:
        self.players = {p["id"]: p["name"] for p in state["players"]}
        self.companies = {c["id"]: c["name"] for c in state["companies"]}
        self.cards = {cid: card["name"] for cid, card in state["cards"].items()}

    def player(self, pid) -> str:
        return self.players.get(pid, str(pid))

    def company(self, cid) -> str:
        return self.companies.get(cid, str(cid))

    def card(self, cid) -> str:
        return self.cards.get(cid, str(cid))


class PluralContext:
    """A translation context for texts with a count, named by its subclass: the translation
    tools read ``Context.tr(text, "", n)`` as a text with Qt's plural forms (they do not for
    ``translate(context, text, "", n)``)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str = "", n: int = -1) -> str:
        return translate(cls.__name__, text, disambiguation, n)


class NarDialogs(PluralContext):
    """The "NarDialogs" context for texts with a count."""


def describe_event(event: NarEvent, names: Names) -> str:
    """One line of the game log in the current language."""
    kind = event.get("kind")
    for describe in (_share_event, _city_event, _round_event):
        text = describe(kind, event, names)
        if text is not None:
            return text
    return str(event.get("text", kind))


def _share_event(kind: str | None, event: NarEvent, names: Names) -> str | None:
    """A line of Phase I: founding, buying, proposing, the director's answer."""
    p = names.player(event.get("player"))
    c = names.company(event.get("company"))
    price = money(event.get("price"))
    if kind == "found":
        return fill(
            translate(
                "NarLog",
                "%1 founds %2 for %3 (all of it into its treasury) and takes the start city %4",
            ),
            p,
            c,
            price,
            names.card(event.get("start_city")),
        )
    if kind == "own_share":
        split = _price_split(event)
        if event.get("exception"):
            return fill(
                translate(
                    "NarLog",
                    "%1 directs every company at the bottom of the share display and pays all "
                    "their cash for a share of %2: %3 (%4)",
                ),
                p,
                c,
                price,
                split,
            )
        return fill(translate("NarLog", "%1 buys a share of %2 for %3 (%4)"), p, c, price, split)
    if kind == "propose":
        return fill(translate("NarLog", "%1 proposes %2 for a share of %3"), p, price, c)
    if kind == "director_buys":
        return fill(
            translate("NarLog", "%1 buys the share of %2 for %3 themselves (%4)"),
            p,
            c,
            price,
            _price_split(event, names.player(event.get("proposer"))),
        )
    if kind == "director_allows":
        return fill(
            translate("NarLog", "%1 allows it: %2 buys a share of %3 for %4 (%5)"),
            names.player(event.get("director")),
            p,
            c,
            price,
            _price_split(event),
        )
    if kind == "new_director":
        return fill(translate("NarLog", "%1 becomes director of %2"), p, c)
    if kind == "end_turn":
        return fill(translate("NarLog", "%1 ends their turn"), p)
    if kind == "turn_over":
        return fill(
            translate("NarLog", "%1 has chosen every company in the share display; turn over"), p
        )
    if kind == "no_money":
        return fill(
            translate("NarLog", "%1 has no money, takes %2 from the bank and chooses no share"),
            p,
            money(event.get("amount")),
        )
    return None


def _price_split(event: NarEvent, receiver: str | None = None) -> str:
    """Where a share's price went: the treasury's part, and the rest to ``receiver`` (the
    proposer whose share the director bought) or else to the bank; a rest of $0 goes unsaid."""
    to_treasury = event["to_treasury"]
    rest = event["price"] - to_treasury
    if not rest:
        return translate("NarLog", "all of it into the treasury")
    if receiver is None:
        return fill(
            translate("NarLog", "%1 into the treasury, %2 to the bank"),
            money(to_treasury),
            money(rest),
        )
    return fill(
        translate("NarLog", "%1 into the treasury, %2 to %3"),
        money(to_treasury),
        money(rest),
        receiver,
    )


def _city_event(kind: str | None, event: NarEvent, names: Names) -> str | None:
    """A line of Phase II, or a card's values entered (companion mode)."""
    p = names.player(event.get("player"))
    if kind == "buy_city":
        return fill(
            translate("NarLog", "%1 buys %2 for %3 (%4 from the treasury)"),
            p,
            names.card(event.get("city")),
            names.company(event.get("company")),
            money(event.get("cost")),
        )
    if kind == "pass":
        return fill(translate("NarLog", "%1 passes"), p)
    if kind == "forced_pass":
        return fill(translate("NarLog", "%1 cannot buy a city and must pass"), p)
    if kind == "reveal":
        return fill(
            translate("NarLog", "%1 enters the values of %2"), p, names.card(event.get("city"))
        )
    return None


def _round_event(kind: str | None, event: NarEvent, names: Names) -> str | None:
    """A line of Phase III, the end of the game or a new round."""
    c = names.company(event.get("company"))
    if kind == "end_trigger":
        reasons = {
            1: translate("NarLog", "fewer shares in the share display than players"),
            2: translate("NarLog", "five or fewer cities in the city display"),
            3: translate("NarLog", "no city was bought in Phase II"),
        }
        return fill(
            translate("NarLog", "The end of the game is triggered (%1): this round is the last"),
            reasons.get(event.get("trigger", 0), ""),
        )
    if kind == "income":
        text = fill(
            translate("NarLog", "%1: revenue %2, %3 per share; %4"),
            c,
            money(event.get("revenue")),
            money(event.get("per_share")),
            _payouts(event, names),
        )
        if event.get("to_treasury"):
            text += "; " + fill(
                translate("NarLog", "treasury +%1"), money(event.get("to_treasury"))
            )
        return text
    if kind == "final_payout":
        return fill(
            translate("NarLog", "Final payout of %1: %2 per share; %3"),
            c,
            money(event.get("per_share")),
            _payouts(event, names),
        )
    if kind == "new_round":
        return fill(
            translate("NarLog", "Round %1 begins; %2 is start player"),
            event.get("round"),
            names.player(event.get("start_player")),
        )
    if kind == "game_end":
        ranking = event.get("ranking") or []
        winner = names.player(ranking[0]) if ranking else ""
        return fill(translate("NarLog", "The game is over; %1 wins"), winner)
    return None


def _payouts(event: NarEvent, names: Names) -> str:
    return ", ".join(
        f"{names.player(pid)} +{money(amount)}" for pid, amount in event["payouts"].items()
    )
