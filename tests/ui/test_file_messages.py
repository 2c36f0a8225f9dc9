"""Files that cannot be opened as they are, and the rules' refusals, as the window says them:
in the player's language and the title's words, never the engine's or Python's English; a
file with a refused action opens as far as it is legal when the player wants it, a changed
save only after a warning naming what differs, and a game read from an 18xx.games log is
saved under a name of its own."""

from __future__ import annotations

import json
import random
import re

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from railsdesk import formats
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.readings import RULEBOOK
from railsdesk.formats import log18xx
from railsdesk.games import new_game
from railsdesk.ui.engine_messages import translate_file_error
from railsdesk.ui.session import GameSession, translate_error
from tests.ui.conftest import PLAYERS

# English that must never stand in a German or Dutch text: the engine's step and action names,
# its old phrases, and Python's JSON and decoding messages. A file's own words (a field's name,
# an action's type) may stand in quotes.
ENGLISH_WORDS = (
    "auction", "shares", "discard_train", "buy_train", "buy_shares", "lay_tile", "comes first",
    "not possible now", "is to act", "Expecting", "Unterminated", "delimiter", "Extra data",
    "Invalid control", "not UTF-8", "nested deeper", "must be", "the log has", "is empty",
    "None", "True", "False", "needs", "together", "as printed", "rotation", "tile ",
    "too long", "symbolic links",
)  # fmt: skip
QUOTED = re.compile(r"[„“\"][^„“”\"]*[“”\"]")


def english_in(text: str) -> list[str]:
    """The English words of ENGLISH_WORDS in a text, outside quotes."""
    bare = QUOTED.sub("", text)
    return [word for word in ENGLISH_WORDS if word in bare]


@pytest.fixture(params=["de", "nl"])
def foreign(request, qapp, qm_dir, monkeypatch):
    """The program in German or Dutch, English again after."""
    from railsdesk.ui import i18n

    monkeypatch.setattr(i18n, "QM_DIR", qm_dir)
    languages = i18n.Languages(qapp)
    assert languages.switch(request.param)
    yield request.param
    languages.switch("en")
    for translator in languages._translators:
        qapp.removeTranslator(translator)


def first_pass_log() -> dict:
    """An 1830 log whose first action passes legally and whose second is a pass by a player
    who is not to act."""
    game = new_game("1830", PLAYERS, [], 1)
    acting = game.legal()["entity"]
    game.process({"type": "pass", "entity": acting, "entity_type": "player"})
    log = json.loads(json.dumps(log18xx.to_log(game)))
    others = [p["id"] for p in PLAYERS if p["id"] != game.legal()["entity"]]
    log["actions"].append({"type": "pass", "entity": others[0], "entity_type": "player", "id": 2})
    return log


def unreadable_files(tmp_path) -> dict[str, bytes]:
    log = json.dumps(first_pass_log())
    return {
        "not utf-8": b'{"title": "1830", "x": "\xff\xfe"}',
        "too deep": b"[" * 200 + b"]" * 200,
        "unterminated": b'{"title": "1830", "actions": ["unterminated',
        "missing comma": b'{"title": "1830" "actions": []}',
        "extra data": b"{} {}",
        "empty": b"  \n",
        "nan": b'{"title": NaN}',
        "not a game": b'{"hello": 1}',
        "no players": json.dumps({"title": "1830", "actions": []}).encode(),
        "bad field": log.replace('"type": "pass"', '"type": 7', 1).encode(),
        "refused": log.encode(),
        "huge value": json.dumps(
            {**json.loads(log), "actions": [{"type": "x" * 200_000, "id": 1}]}
        ).encode(),
        **broken_saves(),
    }


def broken_saves() -> dict[str, bytes]:
    """Saves whose structure or options cannot be used."""
    save = formats.save_data(new_game("1830", PLAYERS, [], 1))
    save_1849 = formats.save_data(new_game("1849", PLAYERS, [], 1))
    changed = {
        "settings not an object": {**save, "settings": 5},
        "checksum not text": {**save, "state_hash": 5},
        "final state not an object": {**save, "final_state": [1]},
        "electric dreams alone": {**save_1849, "options": ["electric_dreams"]},
        "advanced game in part": {**save_1849, "options": ["bonds"]},
    }
    return {name: json.dumps(data).encode() for name, data in changed.items()}


def test_file_errors_and_refusals_say_no_english(foreign, tmp_path):
    for name, content in unreadable_files(tmp_path).items():
        path = tmp_path / "game.json"
        path.write_bytes(content)
        with pytest.raises(formats.FormatError) as info:
            formats.load_game(path)
        text = translate_file_error(info.value, None, "1830")
        assert not english_in(text), (foreign, name, text)
        assert len(text) < 400, (foreign, name, len(text))


def test_the_systems_reasons_for_a_file_are_said_in_words(foreign, tmp_path):
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    for path in (tmp_path / ("x" * 300), loop):  # the name too long; links in a circle
        with pytest.raises(formats.FormatError) as info:
            formats.load_game(path)
        text = translate_file_error(info.value)
        assert not english_in(text), (foreign, text)


def test_why_a_game_could_not_be_written_is_said_in_words(foreign, tmp_path):
    import os

    from railsdesk.files import SaveError
    from railsdesk.ui.engine_messages import save_reason

    game = new_game("1830", PLAYERS)
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    failures = {
        "no folder": tmp_path / "gone" / "deeper" / "x" / ("y" * 300) / "game.rdsave",
        "a folder": tmp_path,
        "not a folder": blocker / "game.rdsave",
    }
    for what, target in failures.items():
        with pytest.raises(SaveError) as info:
            formats.save_game(game, target)
        text = save_reason(info.value)
        assert text != info.value.reason and not english_in(text), (foreign, what, text)
    if os.geteuid() != 0:  # the system's own refusal (root may write anywhere)
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        with pytest.raises(SaveError) as info:
            formats.save_game(game, locked / "game.rdsave")
        assert save_reason(info.value) != info.value.reason
    unknown = SaveError(tmp_path / "x", "Something only the system can say", 12345)
    assert save_reason(unknown) == "Something only the system can say"


def test_a_refusal_names_who_is_to_act_and_what_they_may_do(foreign):
    game = new_game("1830", PLAYERS, [], 1)
    with pytest.raises(IllegalAction) as info:
        game.process({"type": "pass", "entity": 3, "entity_type": "player"})
    text = translate_error(info.value, None, "1830")
    assert "Alice" in text and PLAYERS[2]["name"] in text, text
    assert {"de": "bieten", "nl": "bieden"}[foreign] in text, text
    assert "passen" in text, text
    with pytest.raises(IllegalAction) as info:
        game.process({"type": "buy_shares", "entity": 1, "entity_type": "player",
                      "shares": ["PRR_1"]})  # fmt: skip
    text = translate_error(info.value, None, "1830")
    assert "Alice" in text and "passen" in text, text
    assert not english_in(text), (foreign, text)


def test_the_english_refusal_names_who_is_to_act():
    game = new_game("1830", PLAYERS, [], 1)
    with pytest.raises(IllegalAction) as info:
        game.process({"type": "pass", "entity": 3, "entity_type": "player"})
    assert info.value.message == f"Alice is to act (bid, pass), not {PLAYERS[2]['name']}"


def test_a_refused_action_opens_the_game_up_to_it_when_asked(window, qtbot, tmp_path, monkeypatch):
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(first_pass_log()), encoding="utf-8")
    asked = []

    def answer(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Open

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(answer))
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.document is not None, timeout=10000)
    assert "refused.json" in asked[0] and "Alice" in asked[0], asked
    assert window.document.path is None and window.document.dirty
    assert len(window.document.history()) == 1
    assert json.loads(path.read_text(encoding="utf-8"))["actions"][-1]["id"] == 2


def test_a_refused_action_leaves_nothing_open_when_declined(window, qtbot, tmp_path, quiet_dialogs):
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(first_pass_log()), encoding="utf-8")
    window.open_file(str(path))  # the recorded warning answers Ok: not Open
    qtbot.waitUntil(lambda: bool(quiet_dialogs), timeout=10000)
    assert quiet_dialogs[-1][0] == "warning"
    assert window.document is None


def test_a_changed_save_opens_only_after_a_warning_naming_the_difference(
    window, qtbot, tmp_path, monkeypatch
):
    game = new_game("1830", PLAYERS, [], 1)
    game.process({"type": "pass", "entity": game.legal()["entity"], "entity_type": "player"})
    path = tmp_path / "changed.rdsave"
    data = formats.save_data(game)
    data["final_state"]["board"]["E23"] = "53@3"
    path.write_text(json.dumps(data), encoding="utf-8")
    asked = []

    def answer(parent, title, text, *args, **kwargs):
        asked.append(text)
        return (
            QMessageBox.StandardButton.Cancel
            if len(asked) == 1
            else QMessageBox.StandardButton.Open
        )

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(answer))
    window.open_file(str(path))
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    assert window.document is None
    assert "Boston: as printed (saved: tile 53, rotation 3)" in asked[0], asked[0]
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.document is not None, timeout=10000)
    assert window.document.path == str(path) and window.document.dirty


def test_a_game_read_from_a_log_is_saved_under_a_name_of_its_own(
    window, qtbot, tmp_path, monkeypatch
):
    log = first_pass_log()
    log["actions"].pop()
    path = tmp_path / "table.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    window.open_file("table.json")  # a relative name: kept absolute
    qtbot.waitUntil(lambda: window.document is not None, timeout=10000)
    assert window.document.path == str(path)
    assert window.settings.recent_files[0] == str(path)
    proposed = []

    def ask(parent, caption, start, *args, **kwargs):
        proposed.append(start)
        return str(tmp_path / "table.rdsave"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    assert window.save()
    assert proposed == [str(tmp_path / "table.rdsave")]
    assert json.loads(path.read_text(encoding="utf-8")) == log  # the log is left as it was
    assert formats.kind_of(json.loads((tmp_path / "table.rdsave").read_text())) == "save"
    window.save()  # now the game's own file: saved without asking
    assert len(proposed) == 1


def test_a_changed_save_names_places_and_tiles_in_words(foreign):
    game = new_game("1830", PLAYERS, [], 1)
    data = formats.save_data(game)
    data["final_state"]["board"]["E23"] = "53-0@3"
    data["final_state"]["board"]["F24"] = "F24-1@2"
    with pytest.raises(formats.SaveChanged) as info:
        formats.game_from_data(data)
    text = translate_file_error(info.value, None, "1830")
    tile = {"de": "Gleisplättchen 53, um 3 gedreht", "nl": "kaartje 53, 3 keer gedraaid"}[foreign]
    assert "Boston" in text and tile in text and "Mansfield" in text, text
    assert not re.search(r"E23|F24|@", text), text
    # a station by its place, a director and a private's owner by name
    data = formats.save_data(game)
    state = data["final_state"]["state"]
    state["corporations"]["PRR"].update(tokens=["E19-0"], president=2)
    state["companies"]["SV"] = 3
    with pytest.raises(formats.SaveChanged) as info:
        formats.game_from_data(data)
    text = translate_file_error(info.value, None, "1830")
    assert "Albany" in text and "Bob" in text and "Carol" in text, text
    assert not re.search(r"E19|\b[23]\b", text), text
    assert not english_in(text), (foreign, text)


@pytest.mark.parametrize(("title", "seed"), [("1830", 3), ("1830", 11), ("1856", 3)])
def test_an_export_18xx_games_reads_otherwise_is_refused_in_words(foreign, tmp_path, title, seed):
    """A rulebook game with a private sold between players: 18xx.games refuses an action
    ("shares comes first" once) or reaches another state; the window says which in the
    player's language, and nothing is written."""
    from tests.engine_fuzz import play_with_private_sale

    game, sold = play_with_private_sale(title, seed, RULEBOOK)
    assert sold
    session = GameSession(game)
    session.autosave_enabled = False
    target = tmp_path / "export.json"
    with pytest.raises(formats.ExportRefused) as info:
        session.export(target)
    assert not target.exists()
    text = session.export_problem(info.value)
    assert "18xx.games" in text and {"de": "Spielregel", "nl": "spelregelboek"}[foreign] in text
    assert not english_in(text), (foreign, text)


def test_fuzzed_files_are_refused_without_english(foreign, tmp_path):
    """Logs and saves changed as the fuzz suite changes them (a value swapped, a rotation, a
    price of zero or below, an id anomaly, one character): whatever the reason for refusing
    one, it is said without English."""
    import fuzzing

    bases = {"log": fuzzing.base_1830_log(60), "save": fuzzing.base_save(60)}
    refused = 0
    for name, base in bases.items():
        for seed in range(40):
            choose = fuzzing.Chooser.seeded(random.Random(seed))
            if seed % 2:
                content = fuzzing.mutate_meaning(base, choose)
            else:
                content = fuzzing.mutate_value(base, choose).encode()
            path = tmp_path / f"changed-{seed}.json"
            path.write_bytes(content)
            try:
                formats.load_game(path)
            except formats.FormatError as exc:
                refused += 1
                text = translate_file_error(exc, None, "1830")
                assert not english_in(text), (foreign, name, seed, text)
                assert len(text) < 400, (foreign, name, seed, text)
    assert refused > 40


def test_a_recovered_game_of_a_log_is_not_saved_over_the_log(window, qtbot, tmp_path, monkeypatch):
    from railsdesk.ui.document import recovery_candidate

    log = first_pass_log()
    log["actions"].pop()
    path = tmp_path / "table.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.document is not None, timeout=10000)
    acting = window.document.legal()["entity"]
    window.editor.do_action({"type": "pass", "entity": acting, "entity_type": "player"})
    window.document.dirty = False  # the program ends without a normal exit
    window.close_game(confirm=False)
    candidate = recovery_candidate()
    assert candidate is not None and candidate.path == str(path)
    window.recover(str(candidate.autosave))
    qtbot.waitUntil(lambda: window.document is not None, timeout=10000)
    proposed = []

    def ask(parent, caption, start, *args, **kwargs):
        proposed.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    assert not window.save()
    assert proposed == [str(tmp_path / "table.rdsave")]
    assert json.loads(path.read_text(encoding="utf-8")) == log


def test_the_window_says_why_an_export_is_refused(window, tmp_path, monkeypatch, quiet_dialogs):
    from tests.engine_fuzz import play_with_private_sale

    game, _ = play_with_private_sale("1830", 3, RULEBOOK)
    window.set_language("de")
    window.show_document(GameSession(game, str(tmp_path / "ours.rdsave")))
    target = tmp_path / "export.json"
    started = []

    def ask(parent, caption, start, *args, **kwargs):
        started.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    window.editor.export()
    assert started == [str(tmp_path / "1830-18xx.json")]  # beside the game's own file
    kind, _, text = quiet_dialogs[-1]
    assert kind == "critical" and "Spielregel" in text and "Privatbahnen" in text, text
    assert not english_in(text), text
    assert not target.exists()


def test_an_unreadable_deck_file_is_said_without_english(foreign, tmp_path):
    from railsdesk.games.nar import DeckError, load_deck
    from railsdesk.ui.nar.messages import deck_error

    for content in (b'{"cities": "\xff"}', b"[" * 200 + b"]" * 200, b'{"cities": [}'):
        path = tmp_path / "deck.json"
        path.write_bytes(content)
        with pytest.raises(DeckError) as info:
            load_deck(path)
        text = deck_error(info.value)
        assert "deck.json" in text and not english_in(text), (foreign, text)


def test_why_a_logged_route_cannot_be_read_is_said_in_words(foreign):
    from railsdesk.ui.engine_messages import translate_engine_message

    params = {"train": "2-0", "reason": "no track matches A1-B2", "problem": "no_track"}
    text = translate_engine_message("route.unreadable", {**params, "hexes": "A1-B2"})
    assert text is not None and "A1-B2" in text and "no track" not in text, text


def test_an_engine_failure_on_opening_is_written_to_the_error_log(
    window, qtbot, tmp_path, monkeypatch, quiet_dialogs
):
    from railsdesk import files
    from railsdesk.ui import mainwindow

    def fail(path):
        try:
            raise KeyError("x")
        except KeyError as error:
            raise formats.EngineBug(path, 3, error) from None

    monkeypatch.setattr(mainwindow.GameSession, "open", staticmethod(fail))
    path = tmp_path / "game.rdsave"
    path.write_text("{}", encoding="utf-8")
    window.open_file(str(path))
    qtbot.waitUntil(lambda: bool(quiet_dialogs), timeout=10000)
    kind, _, text = quiet_dialogs[-1]
    report = files.user_data_dir() / files.ERROR_LOG
    assert kind == "critical" and "KeyError" in text and str(report) in text, text
    assert "KeyError" in report.read_text(encoding="utf-8")
