"""The end-of-game report in the window: the winner and each player's worth as the report
counts them, one point per round in each chart, the companies' colours, the PNG and CSV
exports, the game menu's entry and the report opening by itself when the game ends."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage

from railsdesk.cli import main
from railsdesk.report import read_csv, report_of_file
from railsdesk.ui.money import format_money
from railsdesk.ui.reportview import ReportDialog, ReportView
from tests.conftest import fixture_logs

LOGS_1856 = fixture_logs("1856")


@pytest.fixture(scope="module")
def saved_1880(tmp_path_factory):
    save = tmp_path_factory.mktemp("report") / "1880.json"
    assert main(["random-game", "1880", "--players", "4", "--seed", "2", "-o", str(save)]) == 0
    return save


def points(line) -> list[float]:
    return list(line.getData()[1])


def check_view(view: ReportView, currency: str) -> None:
    report = view.report
    scores = report.scores
    table = view.table
    assert table.rowCount() == len(report.players)
    for row, (player, score) in enumerate(scores.items()):
        assert table.item(row, 0).text() == player
        assert table.item(row, table.columnCount() - 1).text() == format_money(currency, score)
    assert report.winners[0] in view.headline.text()
    worth, second, revenue = view.charts
    for chart in (worth, second):
        for line in chart.lines.values():
            assert len(points(line)) == len(report.rounds)  # one point per round
    for player, line in worth.lines.items():
        last = report.rounds[-1].worth[player]
        assert points(line)[-1] == sum(last.values())
    view.resize(1000, 1600)
    view.show()
    for chart in view.charts:  # each legend lies beside its plot, over no line
        plot = chart.getPlotItem()
        legend = plot.legend.sceneBoundingRect()
        assert legend.isValid() and legend.left() > plot.vb.sceneBoundingRect().right() - 1


def test_the_report_of_a_saved_1880_game(qtbot, english, saved_1880, tmp_path):
    report = report_of_file(saved_1880)
    view = ReportView(report)
    qtbot.addWidget(view)
    check_view(view, "¥%s")
    headers = [view.table.horizontalHeaderItem(c).text() for c in range(view.table.columnCount())]
    assert "Debt" in headers  # 1880's director's debt is counted
    from railsdesk.ui.reportview import OutlinedSample

    # a light company's legend sample has its line's dark outline
    samples = [sample for chart in view.charts for sample, _ in chart.getPlotItem().legend.items]
    assert samples and all(isinstance(sample, OutlinedSample) for sample in samples)
    assert view.reason.text().startswith("The game ended: ")
    prices, revenue = view.charts[1].lines, view.charts[2].lines
    assert prices and revenue
    for sym, line in prices.items():
        assert line.opts["pen"].color() == QColor(report.companies[sym].color)
    operating = [r for r in report.rounds if r.round.startswith("OR ")]
    for sym, line in revenue.items():
        ran = [r.revenue.get(sym, math.nan) for r in operating]
        assert [v for v in points(line) if not math.isnan(v)] == [
            v for v in ran if not math.isnan(v)
        ]
    png = tmp_path / "report.png"
    assert view.save_png(png)
    assert not QImage(str(png)).isNull()


def test_the_dialog_saves_the_figures_as_csv(qtbot, english, saved_1880, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    report = report_of_file(saved_1880)
    dialog = ReportDialog(report, "1880.json")
    qtbot.addWidget(dialog)
    out = tmp_path / "figures.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dialog.csv_button.click()
    rows = read_csv(out.read_text())
    assert len(rows) == (len(report.rounds) + 1) * len(report.players)
    dialog.png_button.click()  # the same path: the image
    assert not QImage(str(out)).isNull()


def test_the_report_of_the_card_game_shows_cash_and_stocks(qtbot, english, tmp_path):
    log = tmp_path / "nar.json"
    assert main(["random-game", "nar", "--players", "3", "--seed", "4", "-o", str(log)]) == 0
    view = ReportView(report_of_file(log))
    qtbot.addWidget(view)
    check_view(view, "$%s")
    report = view.report
    stocks = view.charts[1].lines
    assert set(stocks) == set(report.players)
    for player, line in stocks.items():
        held = [sum(r.holdings[player].values()) for r in report.rounds]
        assert points(line) == held
    assert len(view.charts[2].lines) == len(report.companies)
    # the score is the cash: one column, not the same figure twice
    headers = [view.table.horizontalHeaderItem(c).text() for c in range(view.table.columnCount())]
    assert headers == ["Player", "Cash"]
    titles = [chart.getPlotItem().titleLabel.text for chart in view.charts]
    assert titles == ["Cash of each player", "Shares each player holds", "Revenue of each company"]


def test_the_card_game_s_report_speaks_its_rulebook_s_words(qtbot, german, tmp_path):
    log = tmp_path / "nar.json"
    assert main(["random-game", "nar", "--players", "3", "--seed", "4", "-o", str(log)]) == 0
    view = ReportView(report_of_file(log))
    qtbot.addWidget(view)
    assert view.charts[2].getPlotItem().titleLabel.text == "Ertrag der Gesellschaften"
    headers = [view.table.horizontalHeaderItem(c).text() for c in range(view.table.columnCount())]
    assert headers == ["Spieler", "Bargeld"]


def test_the_command_line_draws_the_report(tmp_path, capsys, saved_1880):
    out = tmp_path / "report.png"
    assert main(["report", str(saved_1880), "--png", str(out), "--language", "de"]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    assert not QImage(str(out)).isNull()


def test_the_game_menu_shows_the_report(window, qtbot, saved_1880, quiet_dialogs):
    window.open_file(str(saved_1880))
    qtbot.waitUntil(lambda: window.document is not None or bool(quiet_dialogs), timeout=60000)
    assert window.report_dialog is None  # a game opened after its end does not pop it up
    assert window.a_report.isEnabled()
    window.a_report.trigger()
    dialog = window.report_dialog
    assert isinstance(dialog, ReportDialog) and dialog.isVisible()
    assert dialog.view.report.scores == report_of_file(saved_1880).scores
    dialog.close()


def test_the_report_opens_when_the_game_ends(window, qtbot, saved_1880, quiet_dialogs):
    window.open_file(str(saved_1880))
    qtbot.waitUntil(lambda: window.document is not None or bool(quiet_dialogs), timeout=60000)
    window.undo()
    assert not window.document.finished
    qtbot.wait(10)
    assert window.report_dialog is None
    window.redo()
    assert window.document.finished
    qtbot.waitUntil(lambda: window.report_dialog is not None)
    assert window.report_dialog.view.report.finished
    window.report_dialog.close()


@pytest.mark.skipif(not LOGS_1856, reason="no 1856 fixture logs")
def test_a_recorded_1856_game_opened_for_review(window, qtbot, quiet_dialogs):
    path = LOGS_1856[0]
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.document is not None or bool(quiet_dialogs), timeout=60000)
    window.a_report.trigger()
    view = window.report_dialog.view
    check_view(view, "$%s")
    assert view.charts[1].lines and view.charts[2].lines
    window.report_dialog.close()


def test_a_game_in_progress_shows_its_standings(window, qtbot):
    from tests.ui.conftest import PLAYERS

    window.new_game("1830", PLAYERS, [], 0)
    window.a_report.trigger()
    view = window.report_dialog.view
    assert view.headline.text() == "The game goes on: the standings in Auction"
    assert not view.reason.isVisible()
    assert [len(points(line)) for line in view.charts[0].lines.values()] == [1] * len(PLAYERS)
    window.report_dialog.close()


def test_a_tie_names_every_winner(qtbot, english):
    from railsdesk.report import Report
    from railsdesk.ui.reportview import headline

    worth = {"Ann": {"cash": 500}, "Ben": {"cash": 500}, "Cy": {"cash": 100}}
    report = Report("1830", list(worth), True, "bank", worth, rounds=[])
    assert headline(report, "$%s") == "A tie between Ann, Ben with $500"


def test_a_bankruptcy_s_end_names_the_bankrupt_player(qtbot, english):
    from railsdesk.report import Report
    from railsdesk.ui.reportview import reason_text

    worth = {"Ann": {"cash": 500}, "Ben": {"cash": 0}}
    report = Report("1830", list(worth), True, "bankrupt", worth, rounds=[], bankrupt=["Ben"])
    assert reason_text(report) == "The game ended: Ben went bankrupt."


def close_the_directors_dialog(window) -> None:
    """The undo took back the director's answer, which the table asks again; Redo gives it."""
    from PySide6.QtWidgets import QDialog

    window.editor.table.dialog.done(QDialog.DialogCode.Rejected)


def test_the_card_games_report_opens_when_it_ends(window, qtbot, tmp_path, quiet_dialogs):
    log = tmp_path / "nar.json"
    assert main(["random-game", "nar", "--players", "3", "--seed", "4", "-o", str(log)]) == 0
    window.open_file(str(log))
    qtbot.waitUntil(lambda: window.document is not None or bool(quiet_dialogs), timeout=60000)
    assert window.report_dialog is None and window.document.finished
    window.undo()
    assert not window.document.finished
    close_the_directors_dialog(window)
    window.redo()
    qtbot.waitUntil(lambda: window.report_dialog is not None)
    view = window.report_dialog.view
    assert view.report.finished and view.reason.text().endswith("the last round has been played.")
    window.report_dialog.close()


def test_the_report_waits_for_the_dialog_the_end_opened(window, qtbot, tmp_path, quiet_dialogs):
    """Opened over the card table's income or result dialog, it would be blocked by it."""
    from PySide6.QtWidgets import QDialog

    log = tmp_path / "nar.json"
    assert main(["random-game", "nar", "--players", "3", "--seed", "4", "-o", str(log)]) == 0
    window.open_file(str(log))
    qtbot.waitUntil(lambda: window.document is not None or bool(quiet_dialogs), timeout=60000)
    window.undo()
    close_the_directors_dialog(window)
    end_dialog = QDialog(window)
    end_dialog.setModal(True)
    end_dialog.show()
    window.redo()
    qtbot.wait(500)
    assert window.report_dialog is None
    end_dialog.accept()
    qtbot.waitUntil(lambda: window.report_dialog is not None)
    window.report_dialog.close()
