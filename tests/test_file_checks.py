"""Files replayed with every check the rules make: a lay at a rotation the rules forbid, a price
the reference refuses, an action whose identity is damaged are refused, and a file refused at
an action still opens as far as it is legal (ActionRefused.game)."""

from __future__ import annotations

import copy
import itertools
import json
import os
import random
import re
import time

import fuzzing
import pytest
from conftest import fixture_logs, need_fixtures

from railsdesk import files
from railsdesk.cli import main
from railsdesk.engine.actions import filter_undone
from railsdesk.engine.readings import RULEBOOK
from railsdesk.formats import (
    ActionRefused,
    Difference,
    ExportRefused,
    FormatError,
    SaveChanged,
    export_18xx,
    final_state,
    game_from_data,
    save_data,
)
from railsdesk.formats.log18xx import parse_actions
from railsdesk.games.nar.deck import COLOUR_NAMES, deck_problems, practice_deck
from railsdesk.random_play import play_random_game


def fixture(title: str, name: str) -> dict:
    need_fixtures()
    path = next(p for p in fixture_logs(title) if p.stem == name)
    return json.loads(path.read_text(encoding="utf-8"))


def changed(log: dict, action_id: int, **fields) -> tuple[dict, int]:
    """A copy of the log with fields of one action changed; the action's place in the log."""
    log = copy.deepcopy(log)
    index = next(i for i, a in enumerate(log["actions"]) if a.get("id") == action_id)
    log["actions"][index].update(fields)
    return log, index


def refusal(log: dict) -> ActionRefused:
    with pytest.raises(ActionRefused) as info:
        game_from_data(log, "game.json")
    return info.value


def test_a_lay_at_a_rotation_the_rules_forbid_is_refused_with_the_game_up_to_it():
    """1830: tile 53 on Boston (E23) at rotation 0 leaves the city's track off the map."""
    log, index = changed(fixture("1830", "26855"), 173, rotation=0)
    refused = refusal(log)
    assert (refused.action_id, refused.index) == (173, index)
    assert "53 cannot be laid on E23 with rotation 0" in str(refused)
    assert str(refused).startswith("game.json: action 173: ")
    partial = refused.game
    assert [a.id for a in partial.raw_actions] == [a["id"] for a in log["actions"][:index]]
    assert partial.state.board.hexes["E23"].tile.name != "53"
    # the game up to there is a game like any other: saved, it opens as it was
    again = game_from_data(save_data(partial))
    assert [a.id for a in again.raw_actions] == [a.id for a in partial.raw_actions]


def test_a_lay_at_every_rotation_opens_or_is_refused_naming_the_rotation():
    log = fuzzing.base_1830_log(None)
    lays = [a for a in filter_undone(parse_actions(log)) if a.type == "lay_tile"][:3]
    refused = 0
    for lay, rotation in itertools.product(lays, range(6)):
        mutated, index = changed(log, lay.id, rotation=rotation)
        try:
            game_from_data(mutated)
        except ActionRefused as exc:  # at the lay, or later (a legal lay of other track)
            if exc.index == index:
                assert f"with rotation {rotation}" in exc.reason
                refused += 1
    assert refused >= 4  # a plain track tile lies one way or two on its hex: the rest are not


def test_a_refusal_at_the_first_action_keeps_an_empty_game():
    log = fuzzing.base_1830_log(10)
    first = log["actions"][0]
    log["actions"][0] = {
        **{k: first[k] for k in ("id", "created_at") if k in first},
        **{"type": "lay_tile", "entity": "NYC", "entity_type": "corporation"},
        **{"hex": "E19", "tile": "57-0", "rotation": 0},
    }
    refused = refusal(log)
    assert refused.index == 0 and refused.game.raw_actions == []


def test_a_bank_train_for_nothing_is_refused_in_the_18xx_games_reading():
    """18xx.games: "Cannot spend zero or negative money"; a lower price than printed is its
    reading of older logs, and is kept."""
    log = fixture("1880", "1")
    bought = next(a for a in log["actions"] if a["type"] == "buy_train" and a.get("price"))
    for price, opens in ((0, False), (-5, False), (1, True)):
        mutated, index = changed(log, bought["id"], price=price)
        try:
            game_from_data(mutated)
        except ActionRefused as exc:
            assert not opens and exc.index == index
        else:
            assert opens


def test_a_bridge_or_tunnel_right_at_another_price_is_refused():
    log = fixture("1856", "1856_game_end_bank")
    bought = next(a for a in log["actions"] if a["type"] == "special_buy")
    mutated, index = changed(log, bought["id"], cost=0)
    refused = refusal(mutated)
    assert refused.index == index and "Tunnel Token costs" in refused.reason


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        ({"id": None}, "the action has no id"),
        ({"id": -3}, "id must be 1 or more, not -3"),
        ({"id": 0}, "id must be 1 or more, not 0"),
        ({"entity_type": None}, "names an entity but not its kind"),
    ],
)
def test_an_action_without_its_identity_is_refused(damage, reason):
    log = fuzzing.base_1830_log(20)
    for key, value in damage.items():
        if value is None:
            del log["actions"][5][key]
        else:
            log["actions"][5][key] = value
    with pytest.raises(FormatError) as info:
        game_from_data(log, "game.json")
    assert reason in str(info.value)
    assert not isinstance(info.value, ActionRefused)  # the structure, before any replay


def test_an_undo_back_to_an_action_the_log_does_not_hold_is_refused():
    log = fuzzing.base_1830_log(20)
    last = log["actions"][-1]["id"]
    log["actions"].append({"type": "undo", "entity": 1, "entity_type": "player", "id": last + 1})
    log["actions"][-1]["action_id"] = last + 50
    with pytest.raises(FormatError, match=f"undo to action {last + 50}, which the log"):
        game_from_data(log)


def test_ids_that_go_back_or_repeat_are_kept_as_real_logs_hold_them():
    """18xx.games writes them (an action recorded beside an undone one): 1880's log 1 holds
    ten, 1856's hotseat001 two."""
    log = fixture("1856", "hotseat001")
    ids = [a["id"] for a in log["actions"]]
    assert any(b <= a for a, b in zip(ids, ids[1:], strict=False))
    assert game_from_data(log).state.finished


@pytest.fixture(scope="module")
def save() -> dict:
    return save_data(game_from_data(fuzzing.base_1830_log(120)))


def test_a_save_records_its_final_state_and_opens_as_it_was(save):
    assert set(save["final_state"]) == {"state", "board"}
    game_from_data(copy.deepcopy(save))  # no SaveChanged


def test_a_save_that_reaches_another_state_names_what_differs(save):
    changed_save = copy.deepcopy(save)
    hex_id, tile = next(iter(changed_save["final_state"]["board"].items()))
    changed_save["final_state"]["board"][hex_id] = "X@0"
    with pytest.raises(SaveChanged) as info:
        game_from_data(changed_save, "game.rdsave")
    assert info.value.differences == [Difference(f"board {hex_id}", "X@0", tile)]
    assert str(info.value) == (
        f'game.rdsave: the game differs from the one saved: board {hex_id} "{tile}", saved "X@0"'
    )
    assert info.value.game.raw_actions  # the game its actions make, to open after the warning


def test_a_save_without_a_final_state_names_its_checksum(save):
    old = copy.deepcopy(save)
    del old["final_state"]
    old["state_hash"] = "0" * 16
    with pytest.raises(SaveChanged) as info:
        game_from_data(old)
    assert [d.what for d in info.value.differences] == ["checksum"]


def one_byte_corruptions(text: str, positions: list[int]) -> list[str]:
    """The text with one character at each position changed: a digit to every other digit,
    anything else to a neighbouring character."""
    found = []
    for at in positions:
        old = text[at]
        news = [d for d in "0123456789" if d != old] if old.isdigit() else [chr(ord(old) ^ 1)]
        found += [text[:at] + new + text[at + 1 :] for new in news]
    return found


def opens_as(text: str) -> tuple | None:
    """The final state of the game a file opens as; None when it is refused or warned of."""
    try:
        game = game_from_data(json.loads(text))
    except (FormatError, json.JSONDecodeError):
        return None
    return final_state(game)


def test_no_one_byte_corruption_of_a_save_opens_silently_as_another_game(save):
    """Every digit of every price, bid and rotation changed to every other digit, and a
    sample of other bytes: each is refused, warned of, or opens as the saved game."""
    text = json.dumps(save, indent=1)
    original = opens_as(text)
    assert original is not None
    fields = re.finditer(r'"(price|rotation|amount|percent)": (\d+)', text)
    positions = [m.start(2) + i for m in fields for i in range(len(m.group(2)))]
    positions += random.Random(30).sample(range(len(text)), 150)
    tried = opened_otherwise = 0
    for corrupted in one_byte_corruptions(text, positions):
        tried += 1
        found = opens_as(corrupted)
        opened_otherwise += found is not None and found != original
    assert tried > 300 and opened_otherwise == 0


def test_an_export_is_written_once_18xx_games_reading_replays_it_to_the_same_game(tmp_path):
    game = game_from_data(fuzzing.base_1830_log(120))
    export_18xx(game, tmp_path / "game.json")
    again = game_from_data(json.loads((tmp_path / "game.json").read_text()))
    assert final_state(again) == final_state(game)


def test_a_rulebook_game_that_18xx_games_reads_otherwise_is_not_exported(tmp_path):
    """The two readings of 1830 part early in a random game (a private bought from a player
    counts as the turn's purchase in the rulebook, trains as 18xx.games offers them, ...)."""
    game = play_random_game("1830", 4, 4, reading=RULEBOOK)
    target = tmp_path / "game.json"
    with pytest.raises(ExportRefused) as info:
        export_18xx(game, target)
    assert str(info.value).startswith(f"{target}: not saved: 18xx.games could not replay it: ")
    assert not target.exists() and not list(tmp_path.iterdir())


def test_stale_temporary_files_of_killed_saves_are_removed_by_the_next_save(tmp_path):
    target = tmp_path / "game.rdsave"
    stale = tmp_path / ".game.rdsave.abcd1234.tmp"
    fresh = tmp_path / ".game.rdsave.efgh5678.tmp"  # a save under way elsewhere
    other = tmp_path / ".other.rdsave.abcd1234.tmp"
    for path in (stale, fresh, other):
        path.write_text("{")
    long_ago = time.time() - files.STALE_SECONDS - 60
    for path in (stale, other):
        os.utime(path, (long_ago, long_ago))
    files.write_json_atomic(target, {"a": 1})
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [target.name, fresh.name, other.name]
    )


def test_trace_refuses_an_output_in_a_folder_that_does_not_exist(tmp_path, capsys):
    log = tmp_path / "game.json"
    log.write_text(json.dumps(fuzzing.base_1830_log(20)))
    output = tmp_path / "missing" / "x.jsonl"
    assert main(["trace", str(log), "-o", str(output)]) == 2
    assert f"{output}: not saved: no folder {output.parent}" in capsys.readouterr().err
    assert not output.parent.exists()


def test_random_game_knows_the_card_game_by_its_short_name(tmp_path, capsys):
    assert main(["random-game", "nar", "--players", "3", "-o", str(tmp_path / "n.json")]) == 0
    assert json.loads((tmp_path / "n.json").read_text())["title"] == "North American Railways"
    assert main(["random-game", "18xx", "-o", str(tmp_path / "x.json")]) == 2
    assert "North American Railways" in capsys.readouterr().err


def test_a_deck_colour_must_be_one_the_window_can_draw():
    deck = practice_deck()
    for colour in ("notacolour", "#12345", "#ggg", "blue;"):
        deck["companies"][0]["colour"] = colour
        problems = deck_problems(deck)
        assert [p.key for p in problems] == ["colour"], colour
        assert "companies[0].colour" in problems[0]
    for colour in ("Blue", "#1f5fa8", "#abc", " red "):
        deck["companies"][0]["colour"] = colour
        assert deck_problems(deck) == [], colour


def test_the_colour_names_are_those_qt_draws():
    qt_gui = pytest.importorskip("PySide6.QtGui")
    assert set(qt_gui.QColor.colorNames()) - {"transparent"} == COLOUR_NAMES


@pytest.mark.parametrize("version", [True, 1.0, "1", 2])
def test_a_deck_version_is_the_whole_number_1(version):
    deck = practice_deck()
    deck["version"] = version
    assert [p.key for p in deck_problems(deck)] == ["version"]


def test_a_huge_value_echoed_by_a_refusal_is_cut(tmp_path, capsys):
    """An action type, a player or a company of 200,000 characters: the command line's one
    line stays readable."""
    log = fuzzing.base_1830_log(10)
    entity = {k: log["actions"][0][k] for k in ("entity", "entity_type")}
    huge = "x" * 200_000
    for action in ({"type": huge, **entity}, {"type": "pass", "entity": huge,
                   "entity_type": "player"}):  # fmt: skip
        damaged = copy.deepcopy(log)
        damaged["actions"].append({**action, "id": damaged["actions"][-1]["id"] + 1})
        path = tmp_path / "huge.json"
        path.write_text(json.dumps(damaged), encoding="utf-8")
        assert main(["replay", str(path)]) == 2
        message = capsys.readouterr().err
        assert "xxxx" in message and len(message) < 400 + len(str(path)), len(message)
