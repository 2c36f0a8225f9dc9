"""Every reader refuses a bad file with one line naming the file and the problem, without
touching it; every writer is atomic and names the file and the system's reason when it fails."""

from __future__ import annotations

import copy
import errno
import gc
import json
import os
import signal
from contextlib import contextmanager

import fuzzing
import pytest

from railsdesk import files
from railsdesk.cli import main
from railsdesk.files import MAX_DEPTH, SaveError, read_json, write_json_atomic
from railsdesk.formats import EngineBug, FormatError, game_from_data, load_game, save_game
from railsdesk.formats.log18xx import ACTION_FIELDS, ROUTE_FIELDS, LogError, check_action
from railsdesk.games.nar import DeckError, load_deck


@contextmanager
def no_hang(seconds: int = 10):
    """Fail instead of blocking forever (a pipe with no writer)."""

    def hung(signum, frame):
        raise AssertionError(f"no answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.fixture(scope="module")
def log() -> dict:
    return fuzzing.base_1830_log(60)


def refusal(path) -> str:
    with no_hang(), pytest.raises(files.FileProblem) as info:
        read_json(path)
    return info.value.reason


def test_files_that_are_not_regular_are_refused_before_opening(tmp_path):
    special = fuzzing.special_files(tmp_path)
    assert refusal(special["missing"]) == "no such file"
    assert refusal(special["folder"]) == "is a folder, not a file"
    assert "not a regular file" in refusal(special["/dev/zero"])
    if "pipe" in special:
        assert "not a regular file" in refusal(special["pipe"])
    assert "too large (65 MB; files of up to 64 MB are read)" == refusal(special["too large"])
    assert refusal(special["link loop"])


def test_contents_that_are_not_json_text(tmp_path):
    path = tmp_path / "file.json"
    cases = {
        b"": "the file is empty",
        b" \n\t": "the file is empty",
        b'{"title": "\xe9"}': "not UTF-8 text (byte 12 cannot be read)",
        '{"a": 1}'.encode("utf-16"): "not UTF-8 text (byte 1 cannot be read)",
        b'{"a": NaN}': "not valid JSON: NaN is not a JSON number",
        b'{"a": -Infinity}': "not valid JSON: -Infinity is not a JSON number",
        b'{"a": ' + b"9" * 5000 + b"}": "not valid JSON: a number has too many digits",
        b"[" * 100_000 + b"]" * 100_000: f"nested deeper than {MAX_DEPTH} levels",
        b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1): f"nested deeper than {MAX_DEPTH} levels",
        b'{"a": [1, 2}': "broken JSON at line 1, column 12 (Expecting ',' delimiter)",
    }
    for data, reason in cases.items():
        path.write_bytes(data)
        assert refusal(path) == reason
        assert path.read_bytes() == data  # never touched


def test_byte_order_mark_and_the_deepest_allowed_nesting_are_read(tmp_path):
    path = tmp_path / "file.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}')
    assert read_json(path) == {"a": 1}
    path.write_bytes(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH)
    assert files.depth_of(read_json(path)) == MAX_DEPTH


@pytest.mark.parametrize("top", ["[1, 2]", "1830", '"1830"', "null", "{}", '{"title": 1830}'])
def test_json_that_is_no_game(tmp_path, top):
    path = tmp_path / "file.json"
    path.write_text(top)
    with pytest.raises(FormatError, match=f"^{path}: neither a railsdesk save nor"):
        load_game(path)


def wrong_values(check) -> list:
    return [v for v in fuzzing.REPLACEMENTS if not check(v)]


def test_a_replayed_game_goes_to_the_oldest_generation_of_the_collector(log):
    """The objects a replay makes live as long as the game: they skip the young passes."""
    assert gc.isenabled()
    game = game_from_data(log)
    assert gc.isenabled()
    oldest = {id(o) for o in gc.get_objects(generation=2)}
    assert {id(game), id(game.state), id(game.state.board), id(game.state.log)} <= oldest


@pytest.mark.parametrize("field", sorted(ACTION_FIELDS))
def test_every_action_field_of_the_wrong_kind_is_refused(log, field):
    kind = ACTION_FIELDS[field]
    # the types taken without a check are always of the kind
    assert all(kind.check(v) for v in fuzzing.REPLACEMENTS if type(v) in kind.plain), field
    bad = wrong_values(kind.check)
    assert bad, field
    for value in bad:
        record = {"type": "pass", "entity": 1, "id": 7, field: value}
        with pytest.raises(LogError) as info:
            check_action(record, "", 7)
        assert info.value.action_id == 7 and info.value.reason.startswith(field)
        assert " must be " in info.value.reason
        nested = {"type": "pass", "auto_actions": [record]}
        with pytest.raises(LogError, match=f"auto_actions\\[0\\]: {field}"):
            check_action(nested)


@pytest.mark.parametrize("field", sorted(ROUTE_FIELDS))
def test_every_route_field_of_the_wrong_kind_is_refused(field):
    kind = ROUTE_FIELDS[field]
    assert all(kind.check(v) for v in fuzzing.REPLACEMENTS if type(v) in kind.plain), field
    for value in wrong_values(kind.check):
        record = {"type": "run_routes", "id": 3, "routes": [{"train": "2-0"}, {field: value}]}
        with pytest.raises(LogError, match=rf"routes\[1\]\.{field} must be {kind.wanted}, not "):
            check_action(record, "", 3)


@pytest.mark.parametrize("chain", [[], "", [""], ["A1", ""]])
def test_an_empty_chain_of_a_route_is_refused(chain):
    route = {"train": "2-0", "connections": [["A1", "B2"], chain], "hexes": ["A1", "B2"]}
    with pytest.raises(LogError, match=r"routes\[0\]\.connections must be a list of hex chains"):
        check_action({"type": "run_routes", "id": 4, "routes": [route]}, "", 4)
    route["connections"] = [["A1", "B2"], "H12 0.1"]
    check_action({"type": "run_routes", "id": 4, "routes": [route]}, "", 4)


def test_wrong_kinds_in_a_whole_log_name_the_file_and_action(tmp_path, log):
    changes = {
        ("actions", 3, "shares"): 5,
        ("actions", 0, "price"): "165",
        ("actions", 5, "entity"): [1],
        ("actions", 2): 7,
        ("players", 1): "Ann",
        ("players", 0, "name"): 5,
        ("settings",): "abc",
        ("settings", "optional_rules"): [1],
        ("title",): 1830,
        ("actions",): {"type": "pass"},
        ("reading",): "mine",
    }
    for place, value in changes.items():
        data = copy.deepcopy(log)
        fuzzing.replace(data, place, value)
        path = tmp_path / "log.json"
        path.write_text(json.dumps(data))
        with pytest.raises(FormatError) as info:
            load_game(path)
        message = str(info.value)
        assert message.startswith(f"{path}: ") and "\n" not in message, message
        assert not isinstance(info.value, EngineBug), message
        if place[0] == "actions" and len(place) == 3:
            assert f"action {log['actions'][place[1]]['id']}: {place[2]} must be" in message


def test_an_undo_to_an_id_of_the_wrong_kind_is_refused(tmp_path, log):
    data = copy.deepcopy(log)
    data["actions"].append({"type": "undo", "entity": 1, "id": 999, "action_id": "3"})
    with pytest.raises(FormatError, match="action 999: action_id must be a whole number"):
        game_from_data(data, "log.json")


def test_an_engine_failure_is_a_bug_with_its_traceback_kept(tmp_path, log, monkeypatch, capsys):
    from railsdesk.engine.game import GameState

    applied = GameState.process

    def failing(state, action):
        if action.id == log["actions"][4]["id"]:
            raise KeyError("boom")
        return applied(state, action)

    monkeypatch.setattr(GameState, "process", failing)
    monkeypatch.setattr(files, "user_data_dir", lambda: tmp_path)
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    with pytest.raises(EngineBug) as info:
        load_game(path)
    assert isinstance(info.value.error, KeyError)
    assert f"action {log['actions'][4]['id']}: the rules engine failed (KeyError" in str(info.value)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "a bug in railsdesk; the details are in" in err and str(tmp_path / "errors.log") in err
    report = (tmp_path / "errors.log").read_text()
    assert "Traceback" in report and "KeyError: 'boom'" in report and "railsdesk replay" in report


def test_a_card_game_engine_failure_is_a_bug_too(tmp_path, monkeypatch, capsys):
    from railsdesk.games.nar import NarGame

    path = tmp_path / "nar.json"
    path.write_text(json.dumps(fuzzing.base_nar_log(3)))
    monkeypatch.setattr(NarGame, "process", lambda self, action: [][1])
    monkeypatch.setattr(files, "user_data_dir", lambda: tmp_path)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: action 1: the rules engine failed (IndexError" in err
    assert "IndexError" in (tmp_path / "errors.log").read_text()


def test_a_card_game_action_of_the_wrong_kind_is_refused(tmp_path, capsys):
    data = fuzzing.base_nar_log(3)
    data["actions"][1]["column"] = "2"
    path = tmp_path / "nar.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err == (
        f'railsdesk: {path}: action 2: column must be a whole number, not "2"\n'
    )


def test_deck_files_are_checked_before_opening(tmp_path):
    special = fuzzing.special_files(tmp_path)
    for path in special.values():
        with no_hang(), pytest.raises(DeckError, match=f"^deck file {path.name}: "):
            load_deck(path)


def test_route_reads_a_save_like_a_log(tmp_path, capsys):
    log = fuzzing.base_1830_log(200)
    game = game_from_data(log)
    path = tmp_path / "game.rdsave"
    save_game(game, path)
    assert main(["route", str(path), "--all"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    expected = sum(1 for a in log["actions"] if a["type"] == "run_routes")
    assert expected and len(lines) == expected


# --- writing ----------------------------------------------------------------------------------


def test_a_failing_disk_names_the_file_and_keeps_the_old_one(tmp_path, monkeypatch):
    target = tmp_path / "game.rdsave"
    target.write_text('{"old": true}')

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(SaveError) as info:
        write_json_atomic(target, {"new": True})
    assert str(info.value) == f"{target}: not saved: No space left on device"
    assert isinstance(info.value, OSError) and info.value.errno == errno.ENOSPC
    assert target.read_text() == '{"old": true}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.rdsave"]


def test_a_folder_that_cannot_be_written(tmp_path, monkeypatch):
    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(files.tempfile, "mkstemp", refused)
    with pytest.raises(SaveError, match="game.rdsave: not saved: Permission denied$"):
        save_game(game_from_data(fuzzing.base_1830_log(5)), tmp_path / "game.rdsave")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_a_read_only_folder(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(SaveError, match="not saved: Permission denied"):
            write_json_atomic(folder / "x.json", {})
    finally:
        folder.chmod(0o700)


def test_targets_that_are_no_regular_file(tmp_path):
    with pytest.raises(SaveError, match="not saved: is a folder"):
        write_json_atomic(tmp_path, {})
    special = fuzzing.special_files(tmp_path / "special")
    if "pipe" in special:
        with no_hang(), pytest.raises(SaveError, match="not a regular file"):
            write_json_atomic(special["pipe"], {})
    with pytest.raises(SaveError, match="not a valid file name"):
        write_json_atomic(tmp_path / "a\0b.json", {})


def test_a_link_is_kept_and_its_file_replaced(tmp_path):
    real = tmp_path / "real.json"
    real.write_text("{}")
    link = tmp_path / "link.json"
    link.symlink_to(real.name)
    real.chmod(0o600)
    write_json_atomic(link, {"a": "\ud800"})  # a lone surrogate read from a file
    assert link.is_symlink() and read_json(real) == {"a": "\ud800"}
    assert real.stat().st_mode & 0o777 == 0o600


def test_trace_and_random_game_report_an_output_they_cannot_write(tmp_path, log, capsys):
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    assert main(["trace", str(path), "-o", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"railsdesk: {tmp_path}: not saved: is a folder\n"


def test_argument_errors_are_one_line(capsys):
    for argv in (["replay"], ["route", "x.json"], ["random-game", "1830", "--players", "x"]):
        with pytest.raises(SystemExit) as info:
            main(argv)
        assert info.value.code == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and "--help" in err, err
    assert main(["random-game", "1830", "--players", "99999999999", "-o", "x.json"]) == 2
    assert "1830 is for 2 to 6 players" in capsys.readouterr().err


# --- settings ---------------------------------------------------------------------------------


def test_settings_of_the_wrong_kind_read_as_defaults(tmp_path):
    from PySide6.QtCore import QSettings

    from railsdesk.ui.settings import DEFAULT_PLAYER_COLORS, Settings

    path = tmp_path / "settings.ini"
    path.write_text(
        "[General]\nlanguage=xx\nplayer_colors=#zzzzzz, 5, #123456\nui_scale=1e999\n"
        "recent_files=@Invalid()\nshow_coords=maybe\n[window]\ngeometry=not bytes\n"
    )
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.language == ""
    assert settings.player_colors == [
        DEFAULT_PLAYER_COLORS[0],
        DEFAULT_PLAYER_COLORS[1],
        "#123456",
        *DEFAULT_PLAYER_COLORS[3:],
    ]
    assert settings.ui_scale == 1.0 and settings.show_coords is False
    assert settings.recent_files == [] and settings.window_geometry() is None
    path.write_text("[General]\nui_scale=99\n")
    assert Settings(QSettings(str(path), QSettings.Format.IniFormat)).ui_scale == 3.0
    path.write_text("[General]\nroute_colors=@Variant(\\0\\0\\0?\\0\\0)\n")  # a qfloat16
    assert Settings(QSettings(str(path), QSettings.Format.IniFormat)).route_colors[0] == "#e6194b"


def test_the_window_asks_whether_a_pipe_is_a_card_game_without_blocking(tmp_path):
    from railsdesk.ui.nar.session import is_nar_file

    for path in fuzzing.special_files(tmp_path).values():
        with no_hang():
            assert is_nar_file(path) is False
    good = tmp_path / "nar.json"
    good.write_text(json.dumps(fuzzing.base_nar_log(3)))
    assert is_nar_file(good)
