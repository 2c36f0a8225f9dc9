"""The command line: summaries, traces, random games and clear errors on bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from conftest import ROOT, fixture_logs, need_fixtures

from railsdesk.cli import main
from railsdesk.games import TITLES


def run_cli(*args):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "railsdesk", *args], capture_output=True, text=True, env=env
    )


def one_line_error(run) -> str:
    assert run.returncode == 2, run.stdout + run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert "Traceback" not in run.stderr
    return lines[0]


def test_replay_prints_summary():
    need_fixtures()
    log = fixture_logs("1830")[0]
    run = run_cli("replay", str(log))
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    expected = json.loads(log.read_text())["result"]
    assert summary["title"] == "1830"
    assert summary["finished"] is True
    assert summary["result"] == {str(k): v for k, v in expected.items()}
    assert summary["actions_applied"] > 400
    assert summary["elapsed_ms"] > 0


def test_headless_commands_do_not_import_qt():
    need_fixtures()
    log = fixture_logs("1830")[0]
    code = (
        "import sys; from railsdesk.cli import main; "
        f"main(['replay', {str(log)!r}]); "
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr


def test_trace_writes_a_line_per_applied_action(tmp_path):
    need_fixtures()
    log = fixture_logs("1830")[0]
    out = tmp_path / "out.jsonl"
    assert main(["trace", str(log), "-o", str(out)]) == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert lines[0]["type"] == "start"
    assert lines[-1]["id"] == "result"
    assert all(isinstance(x["id"], int) for x in lines[1:-1])


def test_missing_file(tmp_path):
    missing = tmp_path / "nope.json"
    line = one_line_error(run_cli("replay", str(missing)))
    assert str(missing) in line and "no such file" in line


def test_folder_instead_of_file(tmp_path):
    line = one_line_error(run_cli("replay", str(tmp_path)))
    assert str(tmp_path) in line


def test_broken_json(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"title": "1830", "actions": [')
    line = one_line_error(run_cli("replay", str(bad)))
    assert str(bad) in line and "broken JSON" in line
    assert bad.read_text() == '{"title": "1830", "actions": ['


def test_unknown_title(tmp_path):
    log = tmp_path / "log.json"
    log.write_text(json.dumps({"title": "1899", "players": [{"id": 1}], "actions": []}))
    line = one_line_error(run_cli("replay", str(log)))
    assert "unknown title" in line and "1899" in line


def test_unknown_title_for_random_game(tmp_path):
    line = one_line_error(run_cli("random-game", "1899", "-o", str(tmp_path / "x.json")))
    assert "1899" in line


def test_rejected_action_names_file_action_and_reason(tmp_path):
    need_fixtures()
    data = json.loads(fixture_logs("1830")[0].read_text())
    first = data["actions"][0]
    first["price"] = 5  # below the minimum bid
    log = tmp_path / "edited.json"
    text = json.dumps(data)
    log.write_text(text)
    line = one_line_error(run_cli("replay", str(log)))
    assert str(log) in line and f"action {first['id']}" in line and "minimum" in line
    assert log.read_text() == text


def test_trace_output_untouched_on_error(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("not json")
    out = tmp_path / "out.jsonl"
    out.write_text("keep me")
    one_line_error(run_cli("trace", str(bad), "-o", str(out)))
    assert out.read_text() == "keep me"


@pytest.mark.parametrize("players", [2, 6])
def test_random_game_writes_a_finished_log(tmp_path, players):
    out = tmp_path / "game.json"
    assert (
        main(["random-game", "1830", "--players", str(players), "--seed", "5", "-o", str(out)]) == 0
    )
    data = json.loads(out.read_text())
    assert data["title"] == "1830" and len(data["players"]) == players
    run = run_cli("replay", str(out))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["finished"] is True


def test_route_at_and_all():
    need_fixtures()
    log = fixture_logs("1830")[0]
    data = json.loads(log.read_text())
    first = next(a for a in data["actions"] if a["type"] == "run_routes")
    run = run_cli("route", str(log), "--at", str(first["id"]))
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["action_id"] == first["id"] and report["total"] >= report["logged"]
    assert report["total"] == sum(r["revenue"] for r in report["routes"])
    run = run_cli("route", str(log), "--all")
    assert run.returncode == 0, run.stderr
    lines = [json.loads(x) for x in run.stdout.splitlines()]
    assert len(lines) >= 40
    assert all(x["optimal"] >= x["logged"] for x in lines)


def test_route_at_unknown_action():
    need_fixtures()
    log = fixture_logs("1830")[0]
    line = one_line_error(run_cli("route", str(log), "--at", "999999"))
    assert "999999" in line


def test_card_game_logs_replay_and_trace(tmp_path):
    title = "North American Railways"
    out = tmp_path / "nar.json"
    assert main(["random-game", title, "--players", "4", "--seed", "3", "-o", str(out)]) == 0
    run = run_cli("replay", str(out))
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    data = json.loads(out.read_text())
    assert summary["title"] == title and summary["finished"] is True
    assert summary["actions_applied"] == len(data["actions"])
    assert sorted(summary["result"]) == sorted(p["id"] for p in data["players"])
    trace = tmp_path / "nar.jsonl"
    assert main(["trace", str(out), "-o", str(trace)]) == 0
    lines = [json.loads(x) for x in trace.read_text().splitlines()]
    assert len(lines) == len(data["actions"]) + 1 and lines[-1]["id"] == "result"


def test_card_game_log_with_an_illegal_action(tmp_path):
    out = tmp_path / "nar.json"
    assert main(["random-game", "North American Railways", "--players", "3", "-o", str(out)]) == 0
    data = json.loads(out.read_text())
    data["actions"][0]["column"] = 99
    out.write_text(json.dumps(data))
    line = one_line_error(run_cli("replay", str(out)))
    assert str(out) in line and "action 1" in line


@pytest.mark.parametrize("title", sorted(TITLES))
def test_random_game_knows_each_title_of_the_registry(tmp_path, title, capsys):
    """Each title is accepted and held to its player count from the registry."""
    low, high = TITLES[title].players
    out = str(tmp_path / "x.json")
    assert main(["random-game", title, "--players", str(high + 1), "-o", out]) == 2
    error = capsys.readouterr().err
    assert f"{title} is for {low} to {high} players" in error
    assert "unknown title" not in error
