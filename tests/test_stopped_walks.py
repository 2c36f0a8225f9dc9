"""Walks over a corporation's network that stop as soon as they have their answer (engine/
graph.py, engine/map_rules.py) answer as the whole walk does. Checked at every tile lay of the
recorded games, for every rotation of the tile laid: the refusals of other rotations too. What
such walks keep is checked here at every lay, and with the other kept answers in
test_engine_caches.py."""

from __future__ import annotations

import itertools
import json

import pytest
from conftest import fixture_logs, need_fixtures

from railsdesk.engine.actions import filter_undone
from railsdesk.engine.graph import compute_reach
from railsdesk.engine.map_rules import MapRules
from railsdesk.formats.log18xx import game_from_log


@pytest.mark.parametrize("title", ["1830", "1856", "1849", "1880"])
def test_a_lay_sees_the_sides_the_whole_walk_sees(title):
    need_fixtures()
    checked = 0
    for path in fixture_logs(title):
        game, actions = game_from_log(json.loads(path.read_text()))
        state = game.state
        for action in filter_undone(actions):
            if action.type == "lay_tile" and action.get("entity_type") != "company":
                corp, hex_id = state.current_entity(), action["hex"]
                tile = state.tileset.manifest[action["tile"].rsplit("-", 1)[0]]
                whole = compute_reach(state.board, corp.sym)
                assert whole is not None
                reached = whole.hex_edges.get(hex_id, set())
                for rotation, walk_to_hex_first in itertools.product(range(6), (False, True)):
                    exits = tile.exits(rotation)
                    state.map_changed()  # nothing kept: the walks are made afresh
                    if walk_to_hex_first:  # as the check of a lay does: sides_reached may use it
                        MapRules.reaches_hex(state, corp, hex_id)
                    seen = MapRules.sides_reached(state, corp, hex_id, exits)
                    where = f"{path.name} action {action.id} rotation {rotation}"
                    assert seen <= reached, where
                    assert bool(seen & exits) == bool(reached & exits), where
                state.map_changed()
                assert MapRules.reaches_hex(state, corp, hex_id) == whole.reaches_hex(hex_id)
                entered = state.hex_walk(corp, hex_id)
                if entered is not None:  # its first entry into the hex is the whole walk's
                    assert entered.entries[hex_id] == whole.entries[hex_id]
                checked += 1
            state.process(action)
    assert checked


def check_kept_walks(state, where: str) -> int:
    for (sym, hex_id), walk in state._hex_walks.items():
        whole = compute_reach(state.board, sym)
        assert walk.entries == {h: whole.entries[h] for h in walk.entries}, (
            f"{where}: {sym} {hex_id}"
        )
    return len(state._hex_walks)


@pytest.mark.parametrize("title", ["1830", "1856", "1849", "1880"])
def test_the_walks_kept_at_a_hex_are_the_whole_walks_start(title):
    """The check of a lay keeps the walk stopped at its hex (MapRules.hex_walk) until a change
    on a hex it looked into: before every lay of the recorded games and after every action,
    each walk kept is the start of the whole walk on the map as it stands."""
    need_fixtures()
    checked = 0
    for path in fixture_logs(title):
        game, actions = game_from_log(json.loads(path.read_text()))
        state = game.state
        for action in filter_undone(actions):
            where = f"{path.name} action {action.id}"
            if action.type == "lay_tile" and action.get("entity_type") != "company":
                MapRules.reaches_hex(state, state.current_entity(), action["hex"])
                checked += check_kept_walks(state, where)
            state.process(action)
            checked += check_kept_walks(state, where)
    assert checked
