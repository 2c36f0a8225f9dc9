"""The engine as the program uses it: legal moves, illegal actions, undo/redo, saves."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from railsdesk.engine.errors import GameDataError, IllegalAction
from railsdesk.engine.view import state_line
from railsdesk.formats import FormatError, export_18xx, load_game, save_game
from railsdesk.games import TITLES, new_game

PLAYERS = [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}, {"id": 3, "name": "Cy"}]


def state_of(game) -> dict:
    line = state_line(game.state, None)
    line["board"] = {h.id: (h.tile_id, h.rotation) for h in game.state.board.hexes.values()}
    return line


def bid(game, player, company, price):
    game.process(
        {
            "type": "bid",
            "entity": player,
            "entity_type": "player",
            "company": company,
            "price": price,
        }
    )


def test_titles_and_bad_setups():
    assert "1830" in TITLES
    with pytest.raises(GameDataError, match="players"):
        new_game("1830", PLAYERS[:1])
    with pytest.raises(GameDataError, match="unknown title"):
        new_game("1899", PLAYERS)
    with pytest.raises(GameDataError, match="option"):
        new_game("1830", PLAYERS, ["no_such_option"])


def test_legal_moves_at_the_start():
    game = new_game("1830", PLAYERS)
    legal = game.legal()
    assert legal["entity"] == 1 and legal["entity_type"] == "player"
    assert legal["actions"] == ["bid", "pass"]
    sv = next(o for o in legal["bid"] if o["company"] == "SV")
    assert sv["min"] == 20 and sv["max"] == 20 and sv["purchase"]
    ca = next(o for o in legal["bid"] if o["company"] == "CA")
    assert ca["min"] == 165 and ca["max"] == 800


def test_illegal_action_leaves_the_game_unchanged():
    game = new_game("1830", PLAYERS)
    bid(game, 1, "CA", 165)
    before, actions = state_of(game), list(game.raw_actions)
    with pytest.raises(IllegalAction) as raised:
        bid(game, 2, "CA", 166)  # must raise by at least 5
    assert raised.value.key == "bid_too_low" and raised.value.params["min"] == 170
    with pytest.raises(IllegalAction):
        bid(game, 3, "CA", 200)  # not Cy's turn
    assert state_of(game) == before and game.raw_actions == actions


def test_undo_and_redo():
    game = new_game("1830", PLAYERS)
    start = state_of(game)
    bid(game, 1, "SV", 20)
    after_one = state_of(game)
    bid(game, 2, "DH", 75)
    after_two = state_of(game)
    assert game.can_undo and not game.can_redo
    game.process({"type": "undo", "entity": 2, "entity_type": "player"})
    assert state_of(game) == after_one and game.can_redo
    game.process({"type": "undo", "entity": 1, "entity_type": "player"})
    assert state_of(game) == start and not game.can_undo
    with pytest.raises(IllegalAction):
        game.process({"type": "undo", "entity": 1, "entity_type": "player"})
    game.process({"type": "redo", "entity": 1, "entity_type": "player"})
    assert state_of(game) == after_one
    game.process({"type": "redo", "entity": 1, "entity_type": "player"})
    assert state_of(game) == after_two and not game.can_redo


def test_save_open_and_export_round_trip(tmp_path):
    game = new_game("1830", PLAYERS)
    bid(game, 1, "SV", 20)
    bid(game, 2, "CA", 165)
    game.process({"type": "pass", "entity": 3, "entity_type": "player"})
    path = tmp_path / "game.railsdesk.json"
    save_game(game, path)
    again = load_game(path)
    assert state_of(again) == state_of(game)
    assert [a.to_dict() for a in again.raw_actions] == [a.to_dict() for a in game.raw_actions]
    log = tmp_path / "export.json"
    export_18xx(game, log)
    data = json.loads(log.read_text())
    assert data["title"] == "1830" and [p["id"] for p in data["players"]] == [1, 2, 3]
    assert state_of(load_game(log)) == state_of(game)


def test_corrupt_save_is_reported_and_left_alone(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "railsdesk-save", "version": 1, "title": "1830", "act')
    with pytest.raises(FormatError) as raised:
        load_game(path)
    assert str(path) in str(raised.value) and "broken JSON" in str(raised.value)
    assert path.read_text().endswith('"act')


def test_save_from_a_newer_program_is_refused(tmp_path):
    path = tmp_path / "new.json"
    path.write_text(json.dumps({"format": "railsdesk-save", "version": 99, "title": "1830"}))
    with pytest.raises(FormatError, match="version"):
        load_game(path)


def test_rules_engine_does_not_import_qt():
    root = Path(__file__).resolve().parent.parent / "railsdesk"
    pattern = re.compile(r"^\s*(from|import)\s+PySide6", re.M)
    for layer in ("engine", "games", "formats"):
        for source in (root / layer).rglob("*.py"):
            assert not pattern.search(source.read_text()), f"{source} imports Qt"
    assert not pattern.search((root / "cli.py").read_text())


def test_snapshot_has_worth_certificates_and_history():
    from conftest import fixture_logs, need_fixtures

    need_fixtures()
    game = load_game(fixture_logs("1830")[0])
    snap = game.snapshot()
    result = game.state.result()
    assert {pid: p["value"] for pid, p in snap["players"].items()} == result
    assert all(isinstance(p["certs"], int) for p in snap["players"].values())
    assert any(c["last_revenue"] for c in snap["corporations"].values())
    early = game.state_at(30)
    assert not early.finished and early.bank.cash != game.state.bank.cash
    assert game.state.finished  # the game itself is untouched


def test_best_routes_for_the_corporation_to_run():
    from conftest import fixture_logs, need_fixtures

    need_fixtures()
    log = fixture_logs("1830")[0]
    data = json.loads(log.read_text())
    index = next(i for i, a in enumerate(data["actions"]) if a["type"] == "run_routes")
    data["actions"] = data["actions"][:index]
    path = log.parent / "unused"  # only for error messages
    from railsdesk.formats import game_from_data

    game = game_from_data(data, path)
    routes = game.best_routes()
    assert routes and all("connections" in r for r in routes)
    corp = game.legal()["entity"]
    game.process(
        {"type": "run_routes", "entity": corp, "entity_type": "corporation", "routes": routes}
    )
    assert game.legal()["actions"] in (["dividend"], ["bankrupt", "dividend"])


def test_cheapest_private_is_a_purchase_and_bids_are_visible():
    game = new_game("1830", PLAYERS)
    sv = next(o for o in game.legal()["bid"] if o["company"] == "SV")
    assert sv == {"company": "SV", "min": 20, "max": 20, "purchase": True}
    bid(game, 1, "CA", 165)
    assert game.snapshot()["bids"] == [{"company": "CA", "player": 1, "price": 165}]


def test_every_rule_read_two_ways_is_listed_in_the_readings():
    """Each `Rule` the engine asks `by_rulebook` about is a row of docs/readings.md that
    names it, so that the list of differences is the code's own."""
    import importlib
    import pkgutil

    import railsdesk
    from railsdesk.engine.readings import Rule

    rules = {}
    for info in pkgutil.walk_packages(railsdesk.__path__, "railsdesk."):
        if ".ui" in info.name or info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        rules.update({name: v for name, v in vars(module).items() if isinstance(v, Rule)})
    assert len(rules) > 30
    readings = (Path(__file__).resolve().parent.parent / "docs" / "readings.md").read_text()
    missing = [name for name in rules if f".{name}`" not in readings]
    assert not missing, f"not in docs/readings.md: {missing}"


def test_a_game_in_which_nobody_can_act_any_more_ends(monkeypatch):
    """Every round over as soon as it begins (as when every company has closed and nobody
    can start one): the game ends, "stalled", instead of going from round to round for ever."""
    from railsdesk.engine.rounds import AuctionRound, OperatingRound, StockRound

    game = new_game("1830", PLAYERS, [], 1)
    first = game.legal()
    asked = {"rounds": 0}

    def over(self):
        asked["rounds"] += 1
        assert asked["rounds"] < 1000, "the rounds went on without end"
        return True

    for cls in (AuctionRound, StockRound, OperatingRound):
        monkeypatch.setattr(cls, "finished", over)
    game.process({"type": "pass", "entity": first["entity"], "entity_type": "player"})
    assert game.state.finished and game.state.game_end_reason == "stalled"
