"""Readable, translated sentences for actions (the game log) and round banners."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from railsdesk.ui.i18n import ROUND_TERMS, term
from railsdesk.ui.money import format_money


def _fill(template: str, **values) -> str:
    for key, value in values.items():
        template = template.replace("{" + key + "}", str(value))
    return template


class Describer:
    """Turns actions into sentences using the game's names and currency."""

    def __init__(self, data, player_names: dict[str, str]) -> None:
        self.data = data
        self.names = player_names

    def money(self, amount) -> str:
        return format_money(self.data.currency_format, amount)

    def who(self, action: dict) -> str:
        entity = action.get("entity")
        if action.get("entity_type", "player") == "player":
            return self.names.get(str(entity), str(entity))
        return str(entity)

    def describe(self, a: dict) -> str:
        kind = a.get("type", "")
        who = self.who(a)
        if kind == "bid":
            target = a.get("company") or a.get("corporation") or a.get("minor") or ""
            return _fill(
                QCoreApplication.translate("Log", "{who} bids {price} for {target}"),
                who=who,
                price=self.money(a.get("price")),
                target=self.data.company_name(target),
            )
        if kind == "pass":
            return _fill(QCoreApplication.translate("Log", "{who} passes"), who=who)
        if kind == "par":
            price = str(a.get("share_price", "")).split(",")[0]
            return _fill(
                QCoreApplication.translate("Log", "{who} starts {corp} at {price}"),
                who=who,
                corp=a.get("corporation", ""),
                price=self.money(price),
            )
        if kind in ("buy_shares", "sell_shares"):
            shares = a.get("shares") or []
            corp = shares[0].rsplit("_", 1)[0] if shares else ""
            if kind == "buy_shares":
                template = QCoreApplication.translate("Log", "{who} buys {pct}% of {corp}")
            else:
                template = QCoreApplication.translate("Log", "{who} sells {pct}% of {corp}")
            return _fill(template, who=who, pct=a.get("percent", 10 * len(shares)), corp=corp)
        if kind == "lay_tile":
            return _fill(
                QCoreApplication.translate(
                    "Log", "{who} lays tile {tile} on {hex} (rotation {rot})"
                ),
                who=who,
                tile=str(a.get("tile", "")).rsplit("-", 1)[0],
                hex=a.get("hex", ""),
                rot=a.get("rotation", 0),
            )
        if kind == "place_token":
            city = str(a.get("city", ""))
            return _fill(
                QCoreApplication.translate("Log", "{who} places a token in {city}"),
                who=who,
                city=city,
            )
        if kind == "run_routes":
            routes = a.get("routes") or []
            total = sum(int(r.get("revenue", 0) or 0) for r in routes)
            return _fill(
                QCoreApplication.translate("Log", "{who} runs {n} train(s) for {revenue}"),
                who=who,
                n=len(routes),
                revenue=self.money(total),
            )
        if kind == "dividend":
            if a.get("kind") == "withhold":
                return _fill(QCoreApplication.translate("Log", "{who} withholds"), who=who)
            return _fill(QCoreApplication.translate("Log", "{who} pays out"), who=who)
        if kind == "buy_train":
            return _fill(
                QCoreApplication.translate("Log", "{who} buys a {train} train for {price}"),
                who=who,
                train=str(a.get("train", "")).split("-")[0],
                price=self.money(a.get("price")),
            )
        if kind == "discard_train":
            return _fill(
                QCoreApplication.translate("Log", "{who} discards a {train} train"),
                who=who,
                train=str(a.get("train", "")).split("-")[0],
            )
        if kind == "buy_company":
            return _fill(
                QCoreApplication.translate("Log", "{who} buys {company} for {price}"),
                who=who,
                company=self.data.company_name(a.get("company", "")),
                price=self.money(a.get("price")),
            )
        if kind == "bankrupt":
            return _fill(QCoreApplication.translate("Log", "{who} goes bankrupt"), who=who)
        if kind == "undo":
            return _fill(
                QCoreApplication.translate("Log", "{who} takes back the last action"), who=who
            )
        if kind == "redo":
            return _fill(QCoreApplication.translate("Log", "{who} redoes an action"), who=who)
        if kind == "message":
            return f"{who}: {a.get('message', '')}"
        return _fill(
            QCoreApplication.translate("Log", "{who}: {action}"),
            who=who,
            action=kind.replace("_", " "),
        )


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

STEP_NAMES = {
    "track": "lay track",
    "token": "place a token",
    "route": "run trains",
    "routes": "run trains",
    "dividend": "pay dividends",
    "train": "buy trains",
    "trains": "buy trains",
    "buy_train": "buy trains",
    "company": "buy private companies",
    "discard_train": "discard a train",
    "auction": "bid",
    "waterfall_auction": "bid",
    "buy_sell_par_shares": "buy or sell shares",
    "stock": "buy or sell shares",
}


def step_text(title: str, legal: dict, current: dict) -> str:
    step = str(current.get("step") or "")
    if step in STEP_NAMES:
        return term(title, STEP_NAMES[step])
    for kind in legal.get("actions", []):
        if kind in STEP_TERMS:
            return term(title, STEP_TERMS[kind])
    return step.replace("_", " ")
