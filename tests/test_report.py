"""The end-of-game report: the worth it breaks down is the engine's score for every finished
recorded game, a saved random game and the card game; one point per round; the CSV round-trips."""

from __future__ import annotations

import json

import pytest
from conftest import fixture_logs, need_fixtures

from railsdesk.cli import main
from railsdesk.formats import load_game
from railsdesk.report import FINAL, Report, csv_text, read_csv, report_of_file

LOGS = [path for title in ("1830", "1849", "1856", "1880") for path in fixture_logs(title)]
IDS = [f"{p.parent.name}-{p.stem}" for p in LOGS] or ["absent"]


def scores_by_name(path) -> dict[str, int]:
    """The engine's result, by the players' names."""
    state = load_game(path).state
    names = {str(p.id): p.name for p in state.players}
    return {names[ident]: value for ident, value in state.result().items()}


def check_rounds(report: Report, revenue_in_operating_rounds: bool = True) -> None:
    labels = [figures.round for figures in report.rounds]
    assert labels and len(labels) == len(set(labels))  # one point per round
    for figures in report.rounds:
        assert set(figures.worth) == set(report.players)
        # every company charted has its look, those that closed or merged before the end too
        assert set(figures.prices) | set(figures.revenue) <= set(report.companies)
        if revenue_in_operating_rounds and not figures.round.startswith("OR "):
            assert figures.revenue == {}


def check_csv(report: Report) -> None:
    rows = read_csv(csv_text(report))
    assert len(rows) == (len(report.rounds) + 1) * len(report.players)
    final = {player: parts for label, player, parts in rows if label == FINAL}
    assert {p: sum(parts.values()) for p, parts in final.items()} == report.scores
    for label, player, parts in rows:
        worth = (
            report.final
            if label == FINAL
            else next(r.worth for r in report.rounds if r.round == label)
        )
        assert {k: v for k, v in parts.items() if v} == {
            k: v for k, v in worth[player].items() if v
        }
    last = [label for label, _, _ in rows[-len(report.players) :]]
    assert last == [FINAL] * len(report.players)  # the last row per player is the score


@pytest.mark.parametrize("log_path", LOGS or [None], ids=IDS)
def test_the_report_of_a_recorded_game_counts_as_the_engine(log_path):
    need_fixtures()
    report = report_of_file(log_path)
    assert report.finished and report.reason
    assert report.scores == scores_by_name(log_path)
    recorded = json.loads(log_path.read_text())["result"]
    assert sorted(report.scores.values()) == sorted(recorded.values())
    best = max(report.scores.values())
    assert report.winners == [p for p, s in report.scores.items() if s == best]
    check_rounds(report)
    check_csv(report)


@pytest.mark.parametrize("title", ["1849", "1880"])
def test_the_report_of_a_saved_game_breaks_down_its_debts(title, tmp_path):
    save = tmp_path / "game.json"
    assert main(["random-game", title, "--players", "4", "--seed", "2", "-o", str(save)]) == 0
    report = report_of_file(save)
    assert report.scores == scores_by_name(save)
    assert {"bankruptcy_loans": "1849", "debt": "1880"}.keys() & set(
        next(iter(report.final.values()))
    )
    check_rounds(report)
    check_csv(report)
    operating = [r for r in report.rounds if r.round.startswith("OR ")]
    assert any(r.revenue for r in operating) and any(r.prices for r in operating)


def test_the_report_of_the_card_game_is_its_cash(tmp_path):
    log = tmp_path / "nar.json"
    assert main(["random-game", "nar", "--players", "3", "--seed", "4", "-o", str(log)]) == 0
    report = report_of_file(log)
    from railsdesk.formats import nar

    record = nar.load(log, json.loads(log.read_text()))
    names = {p["id"]: p["name"] for p in record.state.state_dict()["players"]}
    assert report.scores == {names[i]: cash for i, cash in record.state.result().items()}
    assert report.finished and report.winners == [names[record.state.winner()]]
    check_rounds(report, revenue_in_operating_rounds=False)  # every round has its income
    check_csv(report)
    assert any(r.holdings[p] for r in report.rounds for p in report.players)


def test_report_writes_the_csv_and_prints_the_winner(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert main(["random-game", "1830", "--players", "3", "--seed", "5", "-o", str(save)]) == 0
    capsys.readouterr()
    out = tmp_path / "report.csv"
    assert main(["report", str(save), "--csv", str(out)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["winners"] and summary["scores"] == scores_by_name(save)
    assert out.read_text().startswith("round,player,worth,cash,shares,privates\n")
