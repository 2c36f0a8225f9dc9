"""What the engine keeps between questions (engine/game.py: the actions each step offers,
the step holding the round and a player's certificate count while the state stands still; a
corporation's reach, and its walks stopped at a hex, while no change touches their walk; what
taking each path leads to, while its hex's and its neighbours' tiles stand; the
trains for sale while the depot and the phase stand; the percent each holder holds of a
corporation while its certificates there stand; the track of logged route chains while their
tiles stand) must be what asking afresh gives. Checked after every action of random games of
each title, and at every run of the recorded games."""

from __future__ import annotations

import json
import random

import pytest
from conftest import fixture_logs, need_fixtures

from railsdesk.engine.actions import filter_undone
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.graph import compute_reach, path_moves
from railsdesk.engine.routes import parse_logged_run, validate_run
from railsdesk.formats.log18xx import game_from_log
from railsdesk.games import new_game
from railsdesk.random_play import choose, play_random_game

GAMES = [("1830", 4, 2, []), ("1856", 5, 3, ["alternate_destinations"]), ("1849", 3, 2, [])]
GAMES += [("1880", 4, 3, [])]


def check_kept_answers(game) -> None:
    state = game.state
    kept = state._offered  # the caches under test
    assert kept is not None, "nothing kept after an action applied in sequence"
    for (step, entity), answer in kept.items():
        if step == "certs":  # a player's certificates that count for his limit
            assert state.count_certs(entity) == answer, f"certificates of {entity}"
        elif entity is None:  # the step holding a round
            assert step.find_active_step() is answer, f"the step holding {step.label()}"
        else:
            assert step.actions(entity) == answer, f"{step.name} for {entity}"
    for sym, reach in state._reach.items():
        fresh = compute_reach(state.board, sym)
        assert reach.paths == fresh.paths and reach.nodes == fresh.nodes, sym
        assert reach.entries == fresh.entries, sym
        assert reach.route_available == fresh.route_available, sym
    for (sym, hex_id), walk in state._hex_walks.items():  # walks stopped at a hex
        fresh = compute_reach(state.board, sym)
        assert walk.entries == {h: fresh.entries[h] for h in walk.entries}, (sym, hex_id)
    board = state.board
    for hex_id, kept_moves in board.track_moves.items():
        for index, moves in kept_moves.items():
            assert moves == path_moves(board, hex_id, index), (hex_id, index)
    depot = state.depot
    if depot._offer is not None and depot._offer[0] == (depot._changes, state.phase.index):
        assert depot._offer[1] == depot._find_depot_trains(), "the trains for sale"
    for holder in [state.pool, *state.players, *state.corporations, *state.minors]:
        for sym, percent in holder._percents.items():
            assert percent == sum(s.percent for s in holder.shares_by_corp.get(sym, ())), sym


@pytest.mark.parametrize(("title", "players", "seed", "options"), GAMES)
def test_kept_answers_are_the_fresh_ones(title, players, seed, options):
    game = play_random_game(title, players, seed, options, check=check_kept_answers)
    assert game.state.finished


def test_a_state_changed_by_hand_is_asked_afresh():
    """Outside a sequence of actions nothing is kept: a player whose cash is set by hand (as
    tests do) sees the choices change at once, in legal() and in the check of an action."""
    players = [{"id": i, "name": f"P{i}"} for i in (1, 2, 3)]
    game = new_game("1830", players, seed=1)
    rng = random.Random(1)
    state = game.state
    while not (state.round.kind == "Stock" and "par" in game.legal()["actions"]):
        game.process(choose(rng, game))
        state = game.state
    legal = game.legal()
    par = legal["par"][0]
    state.current_entity().cash = 0
    assert "par" not in game.legal()["actions"]
    with pytest.raises(IllegalAction):
        game.process(
            {
                "type": "par",
                "entity": legal["entity"],
                "entity_type": "player",
                "corporation": par["corporation"],
                "share_price": par["share_price"],
            }
        )


def read_run(ctx, routes) -> list:
    """A logged run as read: each route's nodes and track (a view numbers the track pieces
    of its keys in its own order), and the revenues the rules give."""
    run = parse_logged_run(ctx, routes)
    revenues = validate_run(ctx, run)
    return [
        (route.nodes, [seg._replace(keys=0) for seg in route.segments], route.log_reversed)
        for route in run
    ] + revenues


@pytest.mark.parametrize("title", ["1856", "1849", "1880"])
def test_logged_chains_kept_by_the_board_are_matched_afresh(title):
    """The board keeps the track found for a logged route's chains while their hexes keep
    their tiles (engine/routes.py): at every run of the recorded games, the routes read with
    what it kept are those read with nothing kept."""
    need_fixtures()
    checked = 0
    for path in fixture_logs(title):
        game, actions = game_from_log(json.loads(path.read_text()))
        state = game.state
        for action in filter_undone(actions):
            if action.type == "run_routes" and action.get("routes"):
                corp = state.round.current_entity()
                kept = read_run(state.route_context(corp), action["routes"])
                state.board.matched_chains.clear()
                fresh = read_run(state.route_context(corp), action["routes"])
                assert kept == fresh, f"{path.name} action {action.id}"
                checked += 1
            state.process(action)
    assert checked


def test_the_percent_held_follows_every_change_of_the_certificates():
    state = new_game("1830", [{"id": i, "name": str(i)} for i in range(4)]).state
    corp, player = state.corporations[0], state.players[0]
    assert corp.percent_of(corp.sym) == 100 and player.percent_of(corp.sym) == 0
    president, share = corp.ipo_shares[:2]
    state.move_share(president, player)
    assert corp.percent_of(corp.sym) == 80 and player.percent_of(corp.sym) == 20
    president.resize(30)  # as 1880's larger president's certificate
    assert player.percent_of(corp.sym) == 30
    share.resize(5)  # as 1856's CGR second issue
    assert corp.percent_of(corp.sym) == 75
    corp.remove_share(share)
    assert corp.percent_of(corp.sym) == 70
    player.drop_corporation(corp.sym)
    assert player.percent_of(corp.sym) == 0
