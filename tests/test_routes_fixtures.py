"""Every run_routes action of the recorded 1830 games, on the board of its moment.

The board, every corporation's tokens, the running corporation's trains and the phase come
from the state trace line before the action. Checked: the logged routes read back, pass the
rules with the logged revenue and are written back as logged; the finder's run is legal, earns
what it claims and at least what was logged.
"""

from __future__ import annotations

import json

import pytest
from test_routes_support import FIXTURES, ROOT

from railsdesk.engine.actions import Action, filter_undone
from railsdesk.engine.route_finder import best_run
from railsdesk.engine.routes import parse_logged_run, route_to_log, validate_run
from railsdesk.formats.routes import positions_from_trace

DATA = ROOT / "railsdesk" / "games" / "g1830" / "data.json"


def games() -> list[str]:
    folder = FIXTURES / "logs" / "1830"
    return sorted(p.stem for p in folder.glob("*.json")) if folder.is_dir() else []


def load(name: str):
    log_file = FIXTURES / "logs" / "1830" / f"{name}.json"
    trace_file = FIXTURES / "traces" / "1830" / f"{name}.jsonl"
    if not trace_file.is_file():
        pytest.skip(f"no trace for {name} at {trace_file}")
    log = json.loads(log_file.read_text())
    trace = [json.loads(line) for line in trace_file.read_text().splitlines() if line.strip()]
    return json.loads(DATA.read_text()), log, trace


GAMES = games()
pytestmark = pytest.mark.skipif(
    not GAMES, reason=f"1830 fixtures not found at {FIXTURES} (set RAILSDESK_FIXTURES)"
)


@pytest.mark.parametrize("name", GAMES)
def test_undone_actions_are_skipped(name):
    _, log, trace = load(name)
    live = filter_undone([Action.from_dict(a) for a in log["actions"]])
    applied = [a.id for a in live if a.type != "message"]
    traced = [line["id"] for line in trace[1:] if line.get("id") != "result"]
    assert applied == traced
    undone_runs = {a["id"] for a in log["actions"] if a["type"] == "run_routes"} - set(applied)
    positions = [p.action["id"] for p in positions_from_trace(*load(name))]
    assert not undone_runs & set(positions)
    assert len(positions) == sum(1 for a in live if a.type == "run_routes")


@pytest.mark.parametrize("name", GAMES)
def test_logged_routes_and_best_runs(name):
    data, log, trace = load(name)
    better = 0
    count = 0
    for position in positions_from_trace(data, log, trace):
        ctx = position.context
        where = f"{name} action {position.action['id']} ({ctx.corporation})"
        logged = position.action["routes"]
        routes = parse_logged_run(ctx, logged)
        revenues = validate_run(ctx, routes)
        assert revenues == [r["revenue"] for r in logged], where
        for route, entry in zip(routes, logged, strict=True):
            written = route_to_log(route)
            assert written["connections"] == entry["connections"], where
            assert written["hexes"] == entry["hexes"], where
            if "nodes" in entry:
                assert written["nodes"] == entry["nodes"], where
        result = best_run(ctx)
        assert validate_run(ctx, result.routes) == list(result.revenues), where
        assert result.total == sum(result.revenues), where
        assert result.total >= sum(revenues), where
        better += result.total > sum(revenues)
        count += 1
    assert count > 0
    assert better <= count // 10  # players mostly found the best run
