"""Phase III on the screen: how each company's revenue is split (now, as a forecast, or as the
engine paid it) and the final payout, as wrapping lines or as tables."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from railsdesk.games.nar.game import split_income
from railsdesk.games.nar.state import NarEvent
from railsdesk.ui.nar.text import Names, NarDialogs, fill, money, translate


def income_forecast(state: dict) -> list[dict]:
    """How each founded company's revenue would be split now (rulebook Phase III): per company
    {"company", "revenue", "shares", "per_share", "holders": [{"player", "shares", "amount",
    "bonus", "total"}], "to_treasury"}; revenue None while a start city's value is unknown."""
    rows = []
    holdings = {p["id"]: p["shares"] for p in state["players"]}
    for comp in state["companies"]:
        if not comp["founded"]:
            continue
        held = {pid: sh.get(comp["id"], 0) for pid, sh in holdings.items() if sh.get(comp["id"])}
        count = sum(held.values())
        revenue = comp["revenue"]
        entry = {
            "company": comp["id"],
            "revenue": revenue,
            "shares": count,
            "per_share": None,
            "holders": [],
            "to_treasury": None,
        }
        if revenue is not None and count:
            payouts, to_treasury = split_income(
                revenue, held, comp["director"], state["last_round"], unit=100
            )
            per_share = revenue // 100 // count * 100
            entry["per_share"] = per_share
            entry["to_treasury"] = to_treasury
            for pid, k in held.items():
                base = per_share * k
                total = payouts.get(pid, 0)
                entry["holders"].append(
                    {
                        "player": pid,
                        "shares": k,
                        "amount": base,
                        "bonus": total - base,
                        "total": total,
                    }
                )
        rows.append(entry)
    return rows


def income_from_events(state: dict, events: list[NarEvent]) -> list[dict]:
    """The same rows as :func:`income_forecast`, read from the engine's ``income`` events."""
    holdings = {p["id"]: p["shares"] for p in state["players"]}
    rows = []
    for ev in events:
        if ev.get("kind") != "income":
            continue
        cid = ev["company"]
        held = {pid: sh.get(cid, 0) for pid, sh in holdings.items() if sh.get(cid)}
        entry = {
            "company": cid,
            "revenue": ev["revenue"],
            "shares": sum(held.values()),
            "per_share": ev["per_share"],
            "holders": [],
            "to_treasury": ev["to_treasury"],
        }
        for pid, k in held.items():
            base = ev["per_share"] * k
            total = ev["payouts"].get(pid, 0)
            entry["holders"].append(
                {"player": pid, "shares": k, "amount": base, "bonus": total - base, "total": total}
            )
        rows.append(entry)
    return rows


INCOME_COLUMNS = 7


def income_text(rows: list[dict], names: Names) -> str:
    """The split of :func:`income_forecast` as rich text lines that wrap in a narrow panel:
    per company revenue, shares and per-share amount, then each holder and the remainder."""
    indent = "&nbsp;&nbsp;&nbsp;"
    blocks = []
    for row in rows:
        shares = row["shares"]
        lines = [
            "<b>"
            + fill(
                NarDialogs.tr("%1: revenue %2, %n share(s), %3 per share", "", shares),
                escape(names.company(row["company"])),
                money(row["revenue"]),
                money(row["per_share"]),
            )
            + "</b>"
        ]
        for h in row["holders"]:
            player = escape(names.player(h["player"]))
            held = h["shares"]
            if h["bonus"]:
                text = fill(
                    NarDialogs.tr("%1: %n share(s) × %2 + director's extra %3 = %4", "", held),
                    player,
                    money(row["per_share"]),
                    money(h["bonus"]),
                    money(h["total"]),
                )
            else:
                text = fill(
                    NarDialogs.tr("%1: %n share(s) × %2 = %3", "", held),
                    player,
                    money(row["per_share"]),
                    money(h["total"]),
                )
            lines.append(indent + text)
        if row["to_treasury"]:
            lines.append(
                indent
                + fill(
                    translate("NarDialogs", "Treasury (remainder): %1"), money(row["to_treasury"])
                )
            )
        blocks.append("<br>".join(lines))
    return "<p>" + "</p><p>".join(blocks) + "</p>"


def compact(table: QTableWidget) -> None:
    """A read-only table: no selection, no focus frame, short rows."""
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)


def fit_columns(table: QTableWidget) -> None:
    """Every column as wide as its texts (names and headers are never shortened); the table
    asks for that width, so its dialog grows to show all of it."""
    header = table.horizontalHeader()
    for c in range(table.columnCount()):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
    needed = sum(
        max(header.sectionSizeHint(c), table.sizeHintForColumn(c))
        for c in range(table.columnCount())
    )
    scrollbar = table.verticalScrollBar().sizeHint().width()
    table.setMinimumWidth(needed + 2 * table.frameWidth() + scrollbar)


def fill_income_table(table: QTableWidget, rows: list[dict], names: Names) -> None:
    """Rows: a company line (revenue, shares, per share), one line per holder (shares, amount,
    director's extra, total), and the remainder for the treasury."""
    headers = [
        translate("NarDialogs", "Company / player"),
        translate("NarDialogs", "Revenue"),
        translate("NarDialogs", "Shares"),
        translate("NarDialogs", "Per share"),
        translate("NarDialogs", "For the shares"),
        translate("NarDialogs", "Director's extra"),
        translate("NarDialogs", "Receives"),
    ]
    table.clear()
    compact(table)
    table.setColumnCount(INCOME_COLUMNS)
    table.setHorizontalHeaderLabels(headers)
    lines: list[list[str]] = []
    bold: set[int] = set()
    for row in rows:
        bold.add(len(lines))
        lines.append(
            [
                names.company(row["company"]),
                money(row["revenue"]),
                str(row["shares"]),
                money(row["per_share"]),
                "",
                "",
                "",
            ]
        )
        for h in row["holders"]:
            lines.append(
                [
                    "    " + names.player(h["player"]),
                    "",
                    str(h["shares"]),
                    "",
                    money(h["amount"]),
                    money(h["bonus"]) if h["bonus"] else "",
                    money(h["total"]),
                ]
            )
        if row["to_treasury"]:
            lines.append(
                [
                    "    " + translate("NarDialogs", "Treasury (remainder)"),
                    "",
                    "",
                    "",
                    "",
                    "",
                    money(row["to_treasury"]),
                ]
            )
    table.setRowCount(len(lines))
    for r, line in enumerate(lines):
        for c, text in enumerate(line):
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if r in bold:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
            table.setItem(r, c, item)
    table.verticalHeader().setVisible(False)
    fit_columns(table)


def final_rows(events: list[NarEvent]) -> list[NarEvent]:
    return [ev for ev in events if ev.get("kind") == "final_payout"]


def fill_final_table(
    table: QTableWidget, events: list[NarEvent], state: dict, names: Names
) -> None:
    """One row per company of the final payout: Coast-to-Coast total, per share, each holder."""
    headers = [
        translate("NarDialogs", "Company / player"),
        translate("NarDialogs", "Coast-to-Coast"),
        translate("NarDialogs", "Shares"),
        translate("NarDialogs", "Receives"),
    ]
    holdings = {p["id"]: p["shares"] for p in state["players"]}
    table.clear()
    compact(table)
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    lines: list[list[str]] = []
    for ev in final_rows(events):
        cid = ev["company"]
        lines.append(
            [
                names.company(cid),
                str(ev["per_share"] // 100),
                "",
                fill(translate("NarDialogs", "%1 per share"), money(ev["per_share"])),
            ]
        )
        for pid, amount in ev["payouts"].items():
            lines.append(
                ["    " + names.player(pid), "", str(holdings[pid].get(cid, 0)), money(amount)]
            )
    table.setRowCount(len(lines))
    for r, line in enumerate(lines):
        for c, text in enumerate(line):
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    table.verticalHeader().setVisible(False)
    fit_columns(table)
