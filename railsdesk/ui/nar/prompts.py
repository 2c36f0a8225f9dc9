"""What the card table says about the moves: the action bar's prompt, why a move cannot be made,
and the texts of the dialogs a move opens. All of it is public: nothing here depends on a
player's cash."""

from __future__ import annotations

from railsdesk.ui.nar.text import Names, fill, money, translate


def prompt(step: str, full: dict, who: str, company: str | None) -> str:
    """What the acting player (``who``) is to do now; ``company`` is the name of the company
    chosen in Phase II, if any."""
    if step == "finished":
        return translate("NarTable", "The game is over.")
    if step == "reveal":
        return translate("NarTable", "Turn up the card and enter its values (companion mode).")
    if step == "choose_share":
        if full["shares_turn"]["chosen"]:
            return fill(
                translate(
                    "NarTable",
                    "%1: the director bought the share. Choose a share of another company, "
                    "or end your turn.",
                ),
                who,
            )
        return fill(translate("NarTable", "%1: choose the bottom share of a column."), who)
    if step == "director_choice":
        return fill(translate("NarTable", "%1 decides on the proposal."), who)
    if company is None:
        return fill(
            translate(
                "NarTable",
                "%1: choose a company you hold shares in, then a city at the bottom of "
                "the city display; or pass.",
            ),
            who,
        )
    return fill(
        translate("NarTable", "%1: choose a city for %2 (paid from its treasury), or pass."),
        who,
        company,
    )


def cannot_buy_for(full: dict, pid: str, cid: str) -> str:
    """Why player ``pid`` cannot buy a city for company ``cid`` now."""
    names = Names(full)
    player = next(p for p in full["players"] if p["id"] == pid)
    if not player["shares"].get(cid):
        return fill(translate("NarTable", "You hold no share of %1."), names.company(cid))
    if [pid, cid] in full["cities_phase"]["acted"]:
        return fill(
            translate("NarTable", "You already bought a city for %1 in this phase."),
            names.company(cid),
        )
    comp = next(c for c in full["companies"] if c["id"] == cid)
    return fill(
        translate("NarTable", "The treasury of %1 (%2) cannot pay for any city at the bottom."),
        names.company(cid),
        money(comp["treasury"]),
    )


def nobody_can_pay(full: dict, card: str) -> str:
    """The acting player's companies (more than one) cannot pay for ``card``."""
    return fill(
        translate("NarTable", "None of your companies can pay %1 for %2."),
        money(full["cards"][card]["cost"]),
        Names(full).card(card),
    )


def no_company_left() -> str:
    return translate(
        "NarTable", "You have no company left that may buy a city in this phase: pass."
    )


def own_share_texts(company: str) -> tuple[str, str, str]:
    """Title, text and yes-button of a share of the director's own company: the same words
    whatever his cash, which is secret."""
    text = fill(
        translate(
            "NarDialogs",
            "You are the director of %1: a share costs the fixed price of $1000 - $500 "
            "into the treasury and $500 to the bank. If you have less than $1000 and "
            "direct every company whose share lies at the bottom of the display, you pay "
            "all your cash instead (half of it, rounded up, into the treasury).",
        ),
        company,
    )
    title = fill(translate("NarDialogs", "A share of %1"), company)
    return title, text, translate("NarDialogs", "Buy the share")


def price_texts(comp: dict, names: Names) -> tuple[str, str]:
    """Title and text of the price dialog: founding ``comp`` or proposing a price for it."""
    if not comp["founded"]:
        title = fill(translate("NarDialogs", "Found %1"), comp["name"])
        message = translate(
            "NarDialogs",
            "You take the first share and become director. Name the price (a multiple of "
            "$100 that you can pay); all of it goes into the company's treasury.",
        )
        return title, message
    title = fill(translate("NarDialogs", "Propose a price for %1"), comp["name"])
    message = fill(
        translate(
            "NarDialogs",
            "%1 is the director of %2. Name a price (a multiple of $100 that you can "
            "pay); the director then allows you to buy the share or buys it himself "
            "for that price.",
        ),
        names.player(comp["director"]),
        comp["name"],
    )
    return title, message


def start_city_text(full: dict, cid: str) -> str:
    """A start city to choose when founding: its name and revenue."""
    card = full["cards"][cid]
    return f"{card['name']} ({money(card.get('revenue'))})"


def card_place(full: dict, card: str) -> str:
    """Where ``card`` lies, for the dialog that asks for its values."""
    info = full["cards"][card]
    if info["start_city"]:
        owner = next((c for c in full["companies"] if c["start_city"] == card), None)
        if owner:
            return fill(translate("NarDialogs", "(the start city of %1)"), owner["name"])
        return fill(translate("NarDialogs", "(start city %1)"), info["name"])
    col = next(i for i, c in enumerate(full["city_columns"]) if card in c)
    row = full["city_columns"][col].index(card)
    if row == len(full["city_columns"][col]) - 1:
        return fill(translate("NarDialogs", "at the bottom of column %1"), col + 1)
    return fill(translate("NarDialogs", "in column %1, row %2 from the top"), col + 1, row + 1)
