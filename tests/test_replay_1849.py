"""Conformance: the recorded 1849 game against the reference engine's state after each action
(every field of every state line, the start map and the final result)."""

from __future__ import annotations

import json

from conftest import FIXTURES, need_fixtures

from railsdesk.engine.view import start_line, state_line
from railsdesk.formats import load_game
from railsdesk.formats.log18xx import ReplayError, game_from_log, replay

LOG = FIXTURES / "logs" / "1849" / "27939.json"
TRACE = FIXTURES / "traces" / "1849" / "27939.jsonl"


def first_difference() -> int | str | None:
    """The id of the first state line that differs from the reference trace, None if none."""
    need_fixtures()
    game, actions = game_from_log(json.loads(LOG.read_text()))
    lines = [start_line(game.fresh_state())]
    try:
        replay(game, actions, lambda state, action: lines.append(state_line(state, action)))
    except ReplayError:
        pass
    expected = [json.loads(line) for line in TRACE.read_text().splitlines() if line.strip()]
    states = [line for line in expected if line["id"] != "result"]
    for index, want in enumerate(states):
        if index >= len(lines) or lines[index] != want:
            return want["id"]
    return None if len(lines) == len(states) else "extra states"


def test_every_state_matches_the_reference():
    assert first_difference() is None


def test_the_result_is_the_logs():
    need_fixtures()
    data = json.loads(LOG.read_text())
    game = load_game(LOG)
    assert game.state.finished
    assert game.state.game_end_reason == data["game_end_reason"]
    assert game.state.result() == {str(k): v for k, v in data["result"].items()}


def test_money_is_conserved_through_the_log():
    need_fixtures()
    totals = []
    load_game(LOG, lambda state, action: totals.append(state.total_money()))
    assert totals and set(totals) == {7760}


def test_new_track_meets_the_neighbours_track_in_its_gauge():
    """Before action 39 the SFA reaches K7 from J6's standard-gauge side: a standard-gauge
    town may be laid there, a narrow-gauge one may not."""
    need_fixtures()
    data = json.loads(LOG.read_text())
    data["actions"] = [a for a in data["actions"] if a["id"] < 39]
    game, actions = game_from_log(data)
    replay(game, actions)
    state = game.state
    sfa, k7 = state.corporation("SFA"), state.board.hexes["K7"]
    edges = state.reach(sfa).hex_edges["K7"]
    assert [
        r for r in range(6) if state.rotation_legal(sfa, k7, state.tileset.manifest["4"], r, edges)
    ] == [2, 5]
    assert not any(
        state.rotation_legal(sfa, k7, state.tileset.manifest["74"], r, edges) for r in range(6)
    )


def legal_before(action_id):
    data = json.loads(LOG.read_text())
    data["actions"] = [a for a in data["actions"] if a["id"] < action_id]
    game, actions = game_from_log(data)
    replay(game, actions)
    return game.state.legal()


def test_trains_offered_as_the_reference_offers_them():
    """Numbers from the reference engine's buyable trains and spending limits at these
    points of the game: another company's train for 1 up to the buyer's own cash, and once
    the president has sold shares for a train, only the bank's."""
    need_fixtures()
    offered = legal_before(203)["buy_train"]
    assert [(o["train"], o.get("min"), o.get("max")) for o in offered] == [
        ("10H-0", None, None),
        ("8H-0", 1, 496),
        ("6H-0", 1, 496),
        ("6H-1", 1, 496),
        ("6H-2", 1, 496),
        ("8H-1", 1, 496),
    ]
    assert [o["train"] for o in legal_before(247)["buy_train"]] == ["12H-0"]


def test_a_company_gaining_the_sms_before_building_may_still_use_it():
    """As 18xx.games: the SMS question is not skipped at the start of a turn in which the
    company does not own it yet (it may buy it first)."""
    need_fixtures()
    data = json.loads(LOG.read_text())
    data["actions"] = [a for a in data["actions"] if a["id"] < 155]
    game, actions = game_from_log(data)
    replay(game, actions)
    state = game.state
    ata, ift, sms = state.corporation("ATA"), state.corporation("IFT"), state.company("SMS")
    assert state.current_entity() is ata and "choose" not in state.legal()["actions"]
    ift.companies.remove(sms)
    ata.companies.append(sms)
    sms.owner = ata
    assert state.legal()["choose"] == ["Close SMS", "Pass"]


def test_with_the_sms_used_the_company_builds_only_in_coastal_cities():
    """After action 164 (IFT closes the SMS) its lays are offered in coastal cities only, as
    18xx.games limits them (it then builds Palermo, 165)."""
    need_fixtures()
    hexes = set(legal_before(165)["lay_tile"])
    assert "C5" in hexes
    assert hexes <= {"B14", "C1", "C5", "E1", "H12", "J6", "M9", "M13"}


def test_with_the_sms_used_the_station_question_is_asked_even_without_room():
    need_fixtures()
    data = json.loads(LOG.read_text())
    data["actions"] = [a for a in data["actions"] if a["id"] < 166]
    game, actions = game_from_log(data)
    replay(game, actions)
    state = game.state
    city = state.board.hexes["C5"].cities[0]
    city.tokens = [t if t is not None else "SFA" for t in city.tokens]
    state.map_changed()
    legal = state.legal()
    assert legal["entity"] == "IFT" and legal["actions"] == ["place_token", "pass"]
    assert legal["place_token"] == []
