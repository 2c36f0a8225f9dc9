"""The end-of-game report in the window: the winner, each player's worth as the rulebook counts
it, why the game ended, and three charts of how the game went round by round (drawn with
pyqtgraph). Shown when a game ends and from the game menu at any time; saved as PNG and CSV.
The command line draws the same view off screen for `railsdesk report FILE --png OUT.png`.

The figures come from railsdesk.report, which replays the game; the view only draws them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from railsdesk.files import SaveError, write_text_atomic
from railsdesk.formats import plays_on_cards
from railsdesk.report import Report, RoundFigures, csv_text
from railsdesk.ui.engine_messages import save_reason
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP, term, with_terms
from railsdesk.ui.logtext import GAME_END_REASONS
from railsdesk.ui.money import format_money
from railsdesk.ui.settings import DEFAULT_PLAYER_COLORS

CONTEXT = "GameReport"
CARD_GAME_CURRENCY = "$%s"
MOST_TICKS = 12  # round labels on a chart's axis; more would overlap
CHART_HEIGHT = 260
AXIS_WIDTH = 56  # room for "12000" beside the charts
LEGEND_ROWS = 10  # a legend's lines in one column beside a chart; more take another column
LIGHT = 200  # a colour this light gets a dark outline, to show on the white chart

# The parts of a player's worth (GameState.worth_parts), in the players' words.
PART_NAMES = {
    "cash": QT_TRANSLATE_NOOP("GameReport", "Cash"),
    "shares": QT_TRANSLATE_NOOP("GameReport", "Shares"),
    "privates": QT_TRANSLATE_NOOP("GameReport", "{term:Private companies}"),
    "loans": QT_TRANSLATE_NOOP("GameReport", "Loans of the companies"),
    "debt": QT_TRANSLATE_NOOP("GameReport", "Debt"),
    "bankruptcy_loans": QT_TRANSLATE_NOOP("GameReport", "Bankruptcy loans"),
    "bonds": QT_TRANSLATE_NOOP("GameReport", "Bonds"),
    "floor": QT_TRANSLATE_NOOP("GameReport", "Not below zero"),
}
CARD_GAME_END = QT_TRANSLATE_NOOP("GameReport", "the last round has been played")
# The first words of the rounds' labels (report.RoundFigures.round: "SR 2", "OR 3.1",
# "Round 4"): game terms, in each title's words.
ROUND_WORDS = ("SR", "OR", "Auction", "Round")


translate = QCoreApplication.translate


def currency_of(title: str) -> str:
    if plays_on_cards(title):
        return CARD_GAME_CURRENCY
    from railsdesk.ui.titledata import TitleData

    return TitleData.load(title).currency_format


def round_text(label: str, title: str) -> str:
    """A round's label in the title's words ("SR 2" is "AR 2" in German)."""
    word, _, rest = label.partition(" ")
    return f"{term(title, word)} {rest}".strip() if word in ROUND_WORDS else label


def part_text(part: str, title: str) -> str:
    return with_terms(translate(CONTEXT, PART_NAMES[part]), title) if part in PART_NAMES else part


def reason_text(report: Report) -> str:
    """Why the game ended, as a sentence; empty while it goes on."""
    if not report.finished:
        return ""
    if plays_on_cards(report.title):
        reason = translate(CONTEXT, CARD_GAME_END)
    elif report.reason == "bankrupt" and report.bankrupt:
        reason = translate("GameReport", "%1 went bankrupt").replace(
            "%1", ", ".join(report.bankrupt)
        )
    elif report.reason in GAME_END_REASONS:
        reason = with_terms(
            QCoreApplication.translate("GameEndReasons", GAME_END_REASONS[report.reason]),
            report.title,
        )
    else:
        reason = str(report.reason)
    return translate("GameReport", "The game ended: %1.").replace("%1", reason)


def headline(report: Report, money: str) -> str:
    scores = report.scores
    if not report.finished:
        last = report.rounds[-1].round if report.rounds else ""
        standing = translate("GameReport", "The game goes on: the standings in %1")
        return standing.replace("%1", round_text(last, report.title))
    winners = report.winners
    if len(winners) == 1:
        return (
            translate("GameReport", "%1 wins with %2")
            .replace("%1", winners[0])
            .replace("%2", format_money(money, scores[winners[0]]))
        )
    return (
        translate("GameReport", "A tie between %1 with %2")
        .replace("%1", ", ".join(winners))
        .replace("%2", format_money(money, scores[winners[0]]))
    )


# -- the charts' series --------------------------------------------------------------------------
Series = dict[str, list[float]]  # a line's key -> one value per point (nan: none)


def worth_series(report: Report) -> Series:
    return {
        player: [float(sum(r.worth[player].values())) for r in report.rounds]
        for player in report.players
    }


def price_series(report: Report) -> Series:
    companies = [c for c in report.companies if any(c in r.prices for r in report.rounds)]
    return {c: [float(r.prices.get(c, math.nan)) for r in report.rounds] for c in companies}


def revenue_rounds(report: Report) -> list[RoundFigures]:
    """The rounds in which companies earn: the operating rounds (every round of the card
    game)."""
    if plays_on_cards(report.title):
        return report.rounds
    return [r for r in report.rounds if r.round.startswith("OR ")]


def revenue_series(report: Report) -> Series:
    rounds = revenue_rounds(report)
    companies = [c for c in report.companies if any(c in r.revenue for r in rounds)]
    return {c: [float(r.revenue.get(c, math.nan)) for r in rounds] for c in companies}


def stock_series(report: Report) -> Series:
    """The card game's stocks each player holds, by round."""
    return {
        player: [float(sum(r.holdings.get(player, {}).values())) for r in report.rounds]
        for player in report.players
    }


def pen_for(color: str) -> dict:
    """A line's pens: the colour, with a dark outline when it is too light for the white
    background (1830's B&O is light blue, 1856's yellow companies)."""
    qcolor = QColor(color)
    if not qcolor.isValid():
        qcolor = QColor("#808080")
    pens = {
        "pen": pg.mkPen(qcolor, width=2),
        "symbol": "o",
        "symbolSize": 6,
        "symbolBrush": qcolor,
        "symbolPen": pg.mkPen("#333333"),
    }
    if qcolor.lightness() > LIGHT:
        pens["shadowPen"] = pg.mkPen("#444444", width=4)
    return pens


class OutlinedSample(pg.ItemSample):
    """A legend's sample drawn as its line is: a light colour on its dark outline (1856's
    white BBG was a white line on the legend's white)."""

    def paint(self, p, *args) -> None:
        shadow = self.item.opts.get("shadowPen")
        if shadow is not None and self.item.isVisible():
            p.setPen(pg.mkPen(shadow))
            p.drawLine(0, 11, 20, 11)
        super().paint(p, *args)


class Chart(pg.PlotWidget):
    """One chart: a line per series over the rounds named below it, in the given colours,
    with a legend; not to be panned or zoomed (it is a page of a report)."""

    def __init__(
        self,
        title: str,
        game_title: str,
        labels: Sequence[str],
        series: Series,
        colors: dict[str, str],
        names: dict[str, str],
        parent=None,
    ) -> None:
        super().__init__(parent, background="w")
        self.setMinimumHeight(CHART_HEIGHT)
        item = self.getPlotItem()
        item.setTitle(title, color="#222222", size="11pt")
        item.setMouseEnabled(x=False, y=False)
        item.setMenuEnabled(False)
        item.hideButtons()
        item.showGrid(y=True, alpha=0.25)
        for side in ("left", "bottom"):
            axis = item.getAxis(side)
            axis.setPen("#555555")
            axis.setTextPen("#222222")
            axis.enableAutoSIPrefix(False)  # money in whole units, not "x1e+04"
        item.getAxis("left").setWidth(AXIS_WIDTH)
        # the first round's name may reach into the room of the axis beside it, the last one
        # into a margin on the right
        item.getAxis("bottom").setStyle(hideOverlappingLabels=AXIS_WIDTH)
        item.setContentsMargins(0, 0, AXIS_WIDTH // 2, 0)
        step = max(1, math.ceil(len(labels) / MOST_TICKS))
        ticks = [
            (i, round_text(label, game_title)) for i, label in enumerate(labels) if i % step == 0
        ]
        item.getAxis("bottom").setTicks([ticks, []])
        # the legend beside the plot (the cell right of its right axis), where it covers no line
        columns = max(1, math.ceil(len(series) / LEGEND_ROWS))
        legend = pg.LegendItem(
            labelTextColor="#222222", colCount=columns, sampleType=OutlinedSample
        )
        legend.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        item.layout.addItem(legend, 2, 3)
        item.layout.setAlignment(legend, Qt.AlignmentFlag.AlignTop)
        item.legend = legend  # the lines named below join it
        self.lines = {}
        for key, values in series.items():
            self.lines[key] = item.plot(
                list(range(len(values))),
                values,
                name=names.get(key, key),
                connect="finite",
                **pen_for(colors.get(key, "#808080")),
            )
        item.setXRange(-0.3, max(len(labels) - 0.7, 0.7), padding=0)


class ReportView(QWidget):
    """The report on one page: winner, reason, worth table and charts."""

    def __init__(self, report: Report, player_colors: Sequence[str] = (), parent=None) -> None:
        super().__init__(parent)
        self.report = report
        self.setObjectName("gameReport")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), QColor("#ffffff"))
        palette.setColor(self.foregroundRole(), QColor("#222222"))
        self.setPalette(palette)
        money = currency_of(report.title)
        colors = list(player_colors) or DEFAULT_PLAYER_COLORS
        self.player_colors = {p: colors[i % len(colors)] for i, p in enumerate(report.players)}
        layout = QVBoxLayout(self)
        self.headline = QLabel(headline(report, money))
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.reason = QLabel(reason_text(report))
        self.reason.setVisible(report.finished)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        self.table = self._worth_table(money)
        layout.addWidget(self.table)
        self.charts = self._charts()
        for chart in self.charts:
            layout.addWidget(chart)

    def _worth_table(self, money: str) -> QTableWidget:
        """A row per player, best first: each part of the worth, then the score."""
        report, title = self.report, self.report.title
        parts = list(dict.fromkeys(p for worth in report.final.values() for p in worth))
        score_header = translate("GameReport", "Worth")
        if len(parts) == 1:  # the worth is that part (the card game's cash): one column
            score_header, parts = part_text(parts[0], title), []
        headers = [
            translate("GameReport", "Player"),
            *(part_text(p, title) for p in parts),
            score_header,
        ]
        table = QTableWidget(len(report.players), len(headers))
        table.setObjectName("worthTable")
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bold = QFont(table.font())
        bold.setBold(True)
        winners = set(report.winners)
        for row, (player, score) in enumerate(report.scores.items()):
            values = report.final[player]
            cells = [player, *(format_money(money, values.get(p, 0)) for p in parts)]
            cells.append(format_money(money, score))
            for column, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                if column:
                    cell.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if player in winners or column == len(cells) - 1:
                    cell.setFont(bold)
                if column == 0:
                    cell.setForeground(QColor(self.player_colors[player]))
                table.setItem(row, column, cell)
        table.resizeColumnsToContents()
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        height = table.horizontalHeader().sizeHint().height() + 4
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height)
        return table

    def _charts(self) -> list[Chart]:
        """Worth per player; share price per company (the card game: the stocks each player
        holds); revenue per company in each operating round."""
        report, title = self.report, self.report.title
        labels = [r.round for r in report.rounds]
        company_colors = {key: look.color for key, look in report.companies.items()}
        company_names = {key: look.name for key, look in report.companies.items()}
        players = {p: p for p in report.players}
        on_cards = plays_on_cards(title)
        worth_title = (
            translate("GameReport", "Cash of each player")
            if on_cards
            else translate("GameReport", "Worth of each player")
        )
        worth = Chart(worth_title, title, labels, worth_series(report), self.player_colors, players)
        prices = price_series(report)
        if prices:
            price_title = translate("GameReport", "Share price of each company")
            second = Chart(price_title, title, labels, prices, company_colors, company_names)
        else:
            stock_title = translate("GameReport", "Shares each player holds")
            stocks = stock_series(report)
            second = Chart(stock_title, title, labels, stocks, self.player_colors, players)
        revenue_title = (
            translate("GameReport", "Revenue of each company", "card game")
            if on_cards
            else translate("GameReport", "Revenue of each company")
        )
        revenue_labels = [r.round for r in revenue_rounds(report)]
        revenue = Chart(
            revenue_title,
            title,
            revenue_labels,
            revenue_series(report),
            company_colors,
            company_names,
        )
        return [worth, second, revenue]

    def save_png(self, path) -> bool:
        """The whole page as a PNG image (scrolled out of sight or not)."""
        return self.grab().save(str(path), "PNG")


class ReportDialog(QDialog):
    """The report in a window of its own, with its PNG and CSV exports."""

    def __init__(self, report: Report, name: str, player_colors: Sequence[str] = (), parent=None):
        super().__init__(parent)
        self.setObjectName("reportDialog")
        self.setWindowTitle(translate("GameReport", "Game report — %1").replace("%1", name))
        self.name = Path(name).stem
        self.view = ReportView(report, player_colors)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.png_button = QPushButton(translate("GameReport", "Save as &PNG…"))
        self.csv_button = QPushButton(translate("GameReport", "Save figures as &CSV…"))
        buttons.addButton(self.png_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.csv_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.png_button.clicked.connect(self.ask_png)
        self.csv_button.clicked.connect(self.ask_csv)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(buttons)
        screen = QGuiApplication.primaryScreen()
        height = screen.availableGeometry().height() - 80 if screen is not None else 900
        self.resize(960, min(height, 1000))

    def _ask_path(self, caption: str, suffix: str, kind: str) -> str:
        start = str(Path.home() / f"{self.name}-report.{suffix}")
        path, _ = QFileDialog.getSaveFileName(self, caption, start, kind)
        return path

    def ask_png(self) -> None:
        path = self._ask_path(
            translate("GameReport", "Save the report as an image"),
            "png",
            translate("GameReport", "PNG images (*.png)"),
        )
        if path and not self.view.save_png(path):
            self._failed(path, translate("GameReport", "the image could not be written"))

    def ask_csv(self) -> None:
        path = self._ask_path(
            translate("GameReport", "Save the report's figures"),
            "csv",
            translate("GameReport", "CSV files (*.csv)"),
        )
        if not path:
            return
        try:
            write_text_atomic(path, csv_text(self.view.report))
        except SaveError as exc:
            self._failed(path, save_reason(exc))

    def _failed(self, path: str, reason: str) -> None:
        QMessageBox.warning(
            self,
            translate("GameReport", "Cannot save"),
            translate("GameReport", "%1 could not be saved: %2")
            .replace("%1", Path(path).name)
            .replace("%2", reason),
        )


# -- off screen, for the command line ------------------------------------------------------------
PNG_WIDTH = 1000


def write_report_png(report: Report, path, language: str = "en") -> bool:
    """Draw the report off screen and write it as a PNG (the command line's --png)."""
    import os

    from PySide6.QtWidgets import QApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])
    from railsdesk.ui.i18n import Languages

    Languages(app).switch(language)
    view = ReportView(report)
    view.resize(PNG_WIDTH, view.sizeHint().height())
    return view.save_png(path)
