"""Computer players: whole seeded games of every title reach their normal end with moves the
engine accepts, the same game for the same seed, and a log that replays."""

from __future__ import annotations

import copy
import json

import pytest

from railsdesk.bots import computer_player, knowledge_for, play_bot_game
from railsdesk.bots.g1830 import Knowledge1830
from railsdesk.bots.g1849 import Knowledge1849
from railsdesk.bots.g1880 import Knowledge1880
from railsdesk.bots.generic import BASIC, STRONG
from railsdesk.bots.nar import NarPlayer, play_nar_bot_game
from railsdesk.cli import main
from railsdesk.formats import game_from_data
from railsdesk.formats.log18xx import to_log
from railsdesk.games import new_game
from railsdesk.games.nar import NarGame

NORMAL_ENDS = ("bank", "stock_market", "final_train")

# (title, seats by level, seed): both levels at every table
GAMES = [
    ("1830", [STRONG, BASIC, BASIC, BASIC], 1),
    ("1830", [BASIC, STRONG, "random", BASIC], 2),
    ("1856", [BASIC, STRONG, BASIC], 1),
    ("1880", [STRONG, BASIC, BASIC], 2),
]


@pytest.mark.parametrize(("title", "levels", "seed"), GAMES)
def test_computer_game_reaches_its_normal_end(title, levels, seed):
    game = play_bot_game(title, levels, seed)  # an illegal move would raise here
    state = game.state
    assert state.finished, f"stopped in {state.round_label()}"
    assert state.game_end_reason in NORMAL_ENDS
    replayed = game_from_data(json.loads(json.dumps(to_log(game))), "bot game")
    assert replayed.state.result() == state.result()


def test_a_seed_gives_the_same_game_and_seeds_differ():
    def moves(seed):
        game = play_bot_game("1830", [STRONG, BASIC, BASIC, BASIC], seed, max_actions=150)
        return [a.to_dict() for a in game.raw_actions]

    assert moves(3) == moves(3)
    assert moves(3) != moves(4)


def test_the_title_knowledge_is_found_by_package():
    assert isinstance(knowledge_for("1830"), Knowledge1830)
    assert isinstance(knowledge_for("1880"), Knowledge1880)
    assert isinstance(knowledge_for("1849"), Knowledge1849)


def test_the_strong_level_values_privates_beyond_face_value():
    knowledge = knowledge_for("1830")
    assert knowledge.private_worth("BO", STRONG) > knowledge.private_worth("BO", BASIC) == 220


def test_a_computer_runs_the_best_routes_and_pays_out():
    game = new_game("1830", [{"id": i, "name": f"P{i}"} for i in (1, 2, 3, 4)], seed=1)
    bot = computer_player("1830", STRONG, 1)
    with game.state.in_sequence():
        while "run_routes" not in game.legal()["actions"]:
            game.process(bot.act(game))
        move = bot.act(game)
        assert move["type"] == "run_routes"
        assert move["routes"] == game.best_routes()
        game.process(move)
        if "dividend" in game.legal()["actions"]:
            assert bot.act(game)["kind"] == "payout"


def test_bot_game_command_writes_a_log(tmp_path):
    out = tmp_path / "game.json"
    argv = ["bot-game", "1849", "--players", "3", "--seat", "1=strong", "--seed", "5"]
    assert main([*argv, "-o", str(out)]) == 0
    log = json.loads(out.read_text())
    assert log["title"] == "1849"
    state = game_from_data(log, str(out)).state
    assert state.finished
    assert state.game_end_reason in NORMAL_ENDS


def test_bot_game_command_refuses_a_bad_seat(tmp_path, capsys):
    argv = ["bot-game", "1830", "--seat", "5=strong", "-o", str(tmp_path / "x.json")]
    assert main(argv) == 2
    assert "no seat '5'" in capsys.readouterr().err


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_card_game_computers_play_to_the_end(seed):
    levels = [STRONG, BASIC, "random", BASIC][: 3 + seed % 2]
    game = play_nar_bot_game(levels, seed)  # an illegal move would raise here
    assert game.finished
    assert NarGame.from_log(game.to_log()).result() == game.result()
    assert play_nar_bot_game(levels, seed).to_log() == game.to_log()


def test_the_card_game_computer_sees_only_its_own_secrets():
    """Other players' cash and the order of the face-down start cities change nothing."""
    game = play_nar_bot_game([BASIC] * 4, 5, max_actions=12)
    assert not game.finished
    me = game.current_player
    others = [i for i, pid in enumerate(game.player_ids) if pid != me]
    for level in (BASIC, STRONG):
        secret = copy.deepcopy(game)
        for i in others:
            secret.cash[i] += 13
        secret.start_stack.reverse()
        assert NarPlayer(level, 9).act(secret) == NarPlayer(level, 9).act(game)


def test_bot_game_command_writes_the_card_game_log(tmp_path):
    out = tmp_path / "nar.json"
    argv = ["bot-game", "nar", "--players", "3", "--seat", "2=strong", "--seed", "4"]
    assert main([*argv, "-o", str(out)]) == 0
    game = NarGame.from_log(json.loads(out.read_text()))
    assert game.finished


def test_the_card_game_look_ahead_leaves_the_game_as_it_was():
    game = play_nar_bot_game([BASIC] * 4, 6, max_actions=20)
    before = game.to_log(), game.state_dict(), list(game.events)
    NarPlayer(STRONG, 3).act(game)
    assert (game.to_log(), game.state_dict(), list(game.events)) == before
