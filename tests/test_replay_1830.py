"""Conformance: the recorded 1830 games replay state-identically with 18xx.games."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import FIXTURES, SHARED, fixture_logs, need_fixtures

from railsdesk.formats import load_game
from railsdesk.formats.trace import trace_lines

LOGS = fixture_logs("1830")
IDS = [p.stem for p in LOGS] or ["absent"]


@pytest.mark.parametrize("log_path", LOGS or [None], ids=IDS)
def test_result_matches_log(log_path):
    need_fixtures()
    data = json.loads(log_path.read_text())
    game = load_game(log_path)
    assert game.state.finished
    assert game.state.result() == {str(k): v for k, v in data["result"].items()}


@pytest.mark.parametrize("log_path", LOGS or [None], ids=IDS)
def test_trace_matches_reference(log_path, tmp_path):
    need_fixtures()
    expected = FIXTURES / "traces" / "1830" / f"{log_path.stem}.jsonl"
    tool = SHARED / "tools" / "trace_diff.py"
    if not expected.exists() or not tool.exists():
        pytest.skip("reference trace or trace_diff.py not available")
    actual = tmp_path / "actual.jsonl"

    def load(path, on_applied):
        return load_game(path, on_applied)

    with actual.open("w") as fh:
        for line in trace_lines(log_path, load):
            fh.write(json.dumps(line) + "\n")
    facts = SHARED / "reference" / "facts" / "1830.json"
    run = subprocess.run(
        [sys.executable, str(tool), str(expected), str(actual), "--facts", str(facts)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout[-3000:]


@pytest.mark.parametrize("log_path", LOGS or [None], ids=IDS)
def test_money_is_conserved_through_the_log(log_path):
    need_fixtures()
    totals = []
    load_game(log_path, lambda state, action: totals.append(state.total_money()))
    assert totals and set(totals) == {12000}
