"""1880's own screens: the order track in a dock of its own, drawn as on the board (a row of
slots per par price, the first row operating first; each corporation's marker in its slot with
its building permits under it and the train marker beside the corporation that holds it; below,
the foreign investors); above the action panel, the communist takeover, the stock round that
interrupts an operating round, a corporation without a building permit and the directors'
debts; in the action panel, a founding's size of the president's certificate and its building
permits, each with what it means now. Read from the snapshot's "title_view" part
(GameState.title_view)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QLabel, QToolTip, QVBoxLayout, QWidget

from railsdesk.engine.contract import Snapshot, TitleView
from railsdesk.games.g1880.view import Investor1880, TitleView1880
from railsdesk.ui.i18n import term, with_terms
from railsdesk.ui.logtext import round_label
from railsdesk.ui.money import format_money
from railsdesk.ui.names import names_for
from railsdesk.ui.titles import CompanyColumns, TitleDecisions, TitleDock, TitleScreens

translate = QCoreApplication.translate
COMMUNISM_STYLE = "background: #7a0d0d; color: white; padding: 4px; border-radius: 4px;"

# The size of a president's certificate decides how many phases of building permits it brings
# (R 411-417: 20 % three, 30 % two, 40 % one).
PERMIT_PHASES = {20: 3, 30: 2, 40: 1}
PERMIT_LETTERS = "ABCD"  # the phases' letters, in order

PRICE_WIDTH = 46
SLOT = QSize(58, 54)
NO_PERMIT = QColor("#b03000")  # the permits of a corporation that cannot build this phase


class OrderTrackGrid(QWidget):
    """The slots, drawn; a slot's tooltip says what its marks mean."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        self.rows: list[tuple[int, list[str | None]]] = []
        self.permits: dict[str, str] = {}
        self.letter = ""
        self.funded: set[str] = set()
        self.marker: str | None = None

    def set_view(self, view: TitleView1880) -> None:
        track = view.get("order_track") or {}
        self.rows = sorted(((int(p), list(s)) for p, s in track.items()), key=lambda r: -r[0])
        self.permits = dict(view.get("permits") or {})
        self.letter = view.get("permit_letter") or ""
        self.funded = set(view.get("fully_funded") or [])
        self.marker = view.get("train_marker")
        self.updateGeometry()
        self.update()

    def columns(self) -> int:
        return max((len(slots) for _, slots in self.rows), default=0)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(
            PRICE_WIDTH + self.columns() * SLOT.width() + 2, len(self.rows) * SLOT.height() + 2
        )

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def slot_rect(self, row: int, col: int) -> QRectF:
        left = PRICE_WIDTH + col * SLOT.width() + 1
        return QRectF(left, row * SLOT.height() + 1, SLOT.width() - 3, SLOT.height() - 3)

    def slot_at(self, x: float, y: float) -> str | None:
        for r, (_, slots) in enumerate(self.rows):
            for c, sym in enumerate(slots):
                if sym and self.slot_rect(r, c).contains(x, y):
                    return sym
        return None

    def slot_text(self, sym: str) -> str:
        title = self.data.title
        held = self.permits.get(sym, "")
        parts = [with_terms(self.tr("%1: {term:Building permits} %2"), title)]
        parts[0] = parts[0].replace("%1", sym).replace("%2", " ".join(held) or "–")
        if self.letter and self.letter not in held:
            parts.append(
                self.tr("no permit for phase %1: builds no track").replace("%1", self.letter)
            )
        if sym in self.funded:
            parts.append(self.tr("has received its whole treasury"))
        if sym == self.marker:
            parts.append(
                with_terms(
                    self.tr(
                        "holds the {term:Train marker}: it bought the last train from the bank"
                    ),
                    title,
                )
            )
        return "\n".join(parts)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            sym = self.slot_at(event.position().x(), event.position().y())
            if sym:
                QToolTip.showText(event.globalPosition().toPoint(), self.slot_text(sym), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        price_font = QFont(self.font())
        price_font.setBold(True)
        small = QFont(self.font())
        small.setPixelSize(11)
        for r, (price, slots) in enumerate(self.rows):
            p.setFont(price_font)
            p.setPen(QColor("#222222"))
            label = QRectF(0, r * SLOT.height(), PRICE_WIDTH - 4, SLOT.height())
            p.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       format_money(self.data.currency_format, price))  # fmt: skip
            for c, sym in enumerate(slots):
                rect = self.slot_rect(r, c)
                p.setPen(QPen(QColor("#9a8f7a"), 1))
                p.setBrush(QColor("#fbf8f0"))
                p.drawRoundedRect(rect, 4, 4)
                if sym:
                    self.paint_corporation(p, rect, sym, small)
        p.end()

    def paint_corporation(self, p: QPainter, rect: QRectF, sym: str, small: QFont) -> None:
        color, text_color = self.data.corp_qcolors(sym)
        d = min(rect.width() - 8, rect.height() * 0.58)
        disc = QRectF(rect.center().x() - d / 2, rect.top() + 3, d, d)
        p.setPen(QPen(QColor("#111111"), 1))
        p.setBrush(color)
        p.drawEllipse(disc)
        font = QFont(small)
        while font.pixelSize() > 6 and QFontMetricsF(font).horizontalAdvance(sym) > d - 3:
            font.setPixelSize(font.pixelSize() - 1)
        p.setFont(font)
        p.setPen(text_color)
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, sym)
        held = self.permits.get(sym, "")
        p.setFont(small)
        p.setPen(QColor("#222222") if not self.letter or self.letter in held else NO_PERMIT)
        below = QRectF(rect.left(), disc.bottom(), rect.width(), rect.bottom() - disc.bottom())
        p.drawText(below, Qt.AlignmentFlag.AlignCenter, " ".join(held))
        if sym in self.funded:  # the second half of its treasury paid
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#1a6b1a"))
            p.drawEllipse(QRectF(rect.left() + 3, rect.top() + 3, 7, 7))
        if sym == self.marker:
            self.paint_train_marker(p, QRectF(rect.right() - 17, rect.top() + 2, 15, 11))

    @staticmethod
    def paint_train_marker(p: QPainter, box: QRectF) -> None:
        """A small black locomotive, as the wooden marker: boiler, cab, chimney and wheels."""
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#111111"))
        x, y, w, h = box.left(), box.top(), box.width(), box.height()
        p.drawRect(QRectF(x, y + h * 0.35, w * 0.7, h * 0.45))  # boiler
        p.drawRect(QRectF(x + w * 0.62, y, w * 0.38, h * 0.8))  # cab
        p.drawRect(QRectF(x + w * 0.12, y + h * 0.1, w * 0.14, h * 0.3))  # chimney
        for share in (0.15, 0.45, 0.8):
            p.drawEllipse(QPointF(x + w * share, y + h * 0.85), h * 0.16, h * 0.16)


class OrderTrackView(TitleDock):
    """The order track and, under it, the foreign investors."""

    def __init__(self, data, parent=None) -> None:
        super().__init__(parent)
        self.data = data
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel()
        layout.addWidget(self.heading)
        self.grid = OrderTrackGrid(data)
        layout.addWidget(self.grid)
        self.investors = QLabel()
        self.investors.setWordWrap(True)
        self.investors.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.investors)
        layout.addStretch(1)

    def dock_title(self) -> str:
        return term(self.data.title, "Order track")

    def set_state(self, snapshot: Snapshot, names: dict) -> None:
        view = cast(TitleView1880, snapshot.get("title_view") or {})
        title = self.data.title
        self.heading.setText(self.tr("The top row operates first, each row from the left."))
        self.grid.set_view(view)
        investors = view.get("investors") or {}
        lines = []
        for sym, i in investors.items():
            owner = escape(str(names.get(str(i["owner"]), i["owner"])))
            line = f"<b>{escape(names_for(title).company(sym))}</b> ({owner}, "
            line += format_money(self.data.currency_format, i["cash"])
            linked = i.get("share")
            if linked:
                line += f", {i.get('percent')}% {escape(linked)}"
            lines.append(line + ")")
        heading = escape(term(title, "Foreign investors"))
        self.investors.setText(f"{heading}:<br>" + "<br>".join(lines) if lines else "")


class Decisions1880(TitleDecisions):
    """A founding's two questions: the size of the president's certificate, with the phases
    of building permits it brings and what it costs, and the permits, each with what it means
    in the phase the game is in: a corporation without a permit for the phase lays no track
    (R 461), so a choice that builds only later is said to before it is made."""

    QUESTIONS = ("president_size", "permits")

    def takes_choice(self, legal: dict) -> bool:
        return legal.get("question") in self.QUESTIONS

    def build(self, legal: dict, actions: list[str]) -> None:
        if "choose" not in actions or not self.takes_choice(legal):
            return
        p = self.panel
        sizes = legal.get("question") == "president_size"
        heading = (
            self.tr("Size of the {term:President's certificate}")
            if sizes
            else self.tr("{term:Building permits}")
        )
        lay = p._group(self.text(heading))
        letter = str(self.view().get("permit_letter") or PERMIT_LETTERS[0])
        for i, choice in enumerate(legal.get("choose") or []):
            action = p._act("choose", choice=choice)
            if sizes:
                lay.addWidget(p._button(f"choose_{i}", self.size_text(int(choice)), action))
                self.note(lay, self.size_cost(legal, int(choice)), f"choose_note_{i}")
                continue
            permits = str(choice)
            text = self.text(self.tr("{term:Building permits} %1"))
            lay.addWidget(p._button(f"choose_{i}", text.replace("%1", permits), action))
            note, builds_now = self.permit_note(permits, letter)
            label = self.note(lay, note, f"choose_note_{i}")
            if not builds_now:
                label.setStyleSheet(f"color: {NO_PERMIT.name()}; font-weight: bold;")

    def size_text(self, percent: int) -> str:
        phases = PERMIT_PHASES.get(percent, 0)
        text = self.tr(
            "%1% {term:President's certificate}: %2 shares, {term:Building permits:lower} for "
            "%n phase(s)",
            "",
            phases,
        )
        return self.text(text).replace("%1", str(percent)).replace("%2", str(percent // 10))

    def size_cost(self, legal: dict, percent: int) -> str:
        """What a president's certificate of this size costs the founder, and what it leaves
        him: each 10 % at the par price."""
        cost = percent // 10 * int(legal.get("amount") or 0)
        cash = self.player_cash(legal.get("entity"))
        money = self.panel.money
        text = self.tr("Costs %1: %2 of your %3 left.").replace("%1", money(cost))
        return text.replace("%2", money(cash - cost)).replace("%3", money(cash))

    def permit_note(self, permits: str, letter: str) -> tuple[str, bool]:
        """What the permits mean in the phase of this letter, and whether they build now."""
        if letter == permits[-1]:  # the last phase it builds in is this one
            return self.tr("Lays track now, in phase %1 only.").replace("%1", letter), True
        if letter in permits:
            text = self.tr("Lays track now (phase %1) and through phase %2.")
            return text.replace("%1", letter).replace("%2", permits[-1]), True
        if PERMIT_LETTERS.index(permits[0]) > PERMIT_LETTERS.index(letter):
            text = self.tr(
                "Lays no track until phase %1, which the first %2 begins: until then its trains "
                "run only on track that others lay.",
            )
            first = self.first_train(permits[0])
            return text.replace("%1", permits[0]).replace("%2", first), False
        text = self.tr("Lays no track at all: phase %1 is over.")
        return text.replace("%1", permits[-1]), False

    def first_train(self, letter: str) -> str:
        """The train whose first purchase begins the phases of this letter, as named."""
        data = self.panel.data
        train = next((ph.get("on") for ph in data.phases if ph["name"].startswith(letter)), "")
        return term(self.title, "%1 train").replace("%1", str(train))


class Columns1880(CompanyColumns):
    """The share a foreign investor holds of its owner's corporation, in that corporation's
    row (the rulebook reserves it on the investor's charter, R 333); and the train each
    investor runs, the bank's cheapest, though it owns none."""

    def __init__(self, view: TitleView1880, prefix: str) -> None:
        super().__init__([translate("PlayersWidget", "Investor", "companies' table header")])
        self.investors: dict[str, Investor1880] = view.get("investors") or {}
        self.prefix = prefix

    def cells(self, sym: str) -> list[tuple[str, str]]:
        for investor, held in self.investors.items():
            if held.get("share") == sym and held.get("percent"):
                letter, percent = self.prefix + investor, f"{held['percent']}%"
                tip = translate(
                    "PlayersWidget",
                    "%1 holds %2 of %3 on its charter; when it merges, the share goes to its "
                    "owner.",
                )
                tip = tip.replace("%1", letter).replace("%2", percent).replace("%3", sym)
                return [(f"{percent} {letter}", tip)]
        return [("", "")]

    def run_train(self, sym: str) -> tuple[str, str]:
        investor = self.investors.get(sym)
        train = investor.get("train") if investor else None
        if not train:
            return "", ""
        tip = translate("PlayersWidget", "Runs the bank's cheapest train, which stays in the bank.")
        return str(train), tip


class Screens1880(TitleScreens):
    minor_prefix = "A"  # "Ausländische Investoren (A1-A7)", as the rulebook names them (l. 86)

    def decisions(self, panel) -> TitleDecisions:
        return Decisions1880(panel)

    def docks(self, data) -> dict[str, TitleDock]:
        return {"order": OrderTrackView(data)}

    def company_columns(self, view: TitleView, money: Callable[[int], str]) -> CompanyColumns:
        return Columns1880(cast(TitleView1880, view), self.minor_prefix)

    def status_lines(self, title_view: TitleView, data, names: dict) -> list[str]:
        """The communist takeover as a state of the whole screen, the stock round that
        interrupts an operating round, the operating round that resumes, a corporation without
        a building permit for the phase, and the directors' debts."""
        view = cast(TitleView1880, title_view)
        title = data.title
        found: list[str] = []
        if view.get("communism"):
            text = with_terms(
                translate(
                    "TitleStatus",
                    "{term:Communist takeover}: share prices stand still, directors may not sell "
                    "their own shares, privates pay nothing, investors no longer operate",
                ),
                title,
            )
            found.append(f"<div style='{COMMUNISM_STYLE}'><b>{escape(text)}</b></div>")
        waiting = view.get("interrupted")
        if waiting:
            text = with_terms(
                translate(
                    "TitleStatus",
                    "The last train of a kind has left the bank: a {term:Stock Round} interrupts "
                    "%1; it resumes with %2 buying trains.",
                ),
                title,
            )
            text = text.replace("%1", round_label(title, waiting["round"]))
            text = text.replace("%2", waiting["entity"])
            found.append(f"<b style='color:#8a4b00'>{escape(text)}</b>")
        resumed = view.get("resumed")
        if resumed:
            text = with_terms(
                translate("TitleStatus", "%1 resumes where the {term:Stock Round} stopped it"),
                title,
            )
            text = text.replace("%1", round_label(title, resumed))
            found.append(f"<b style='color:#8a4b00'>{escape(text)}</b>")
        unpermitted = view.get("without_permit")
        if unpermitted:
            text = with_terms(
                translate(
                    "TitleStatus",
                    "%1 has no {term:Building permits:lower} for phase %2: it lays no track",
                ),
                title,
            )
            text = text.replace("%1", unpermitted).replace("%2", view.get("permit_letter", ""))
            found.append(f"<b style='color:#a03000'>{escape(text)}</b>")
        debts = view.get("debts") or {}
        if debts:
            heading = with_terms(translate("TitleStatus", "{term:Debt}:"), title)
            cells = [
                f"{escape(str(names.get(pid, pid)))} {format_money(data.currency_format, debt)}"
                for pid, debt in debts.items()
            ]
            found.append(f"<b style='color:#a03000'>{escape(heading)} {', '.join(cells)}</b>")
        return found


SCREENS = Screens1880()
