"""The log's sentences are made once each: a grown log translates only its new entries, a
log cut by an undo keeps the rest, another language makes them all again."""

from __future__ import annotations

from railsdesk.ui import logtext
from railsdesk.ui.logtext import LogSentences, log_entries


def entry(action: int, corp: str) -> dict:
    return {"action": action, "key": "floats", "params": {"corporation": corp}}


def test_only_new_entries_are_translated(window, monkeypatch):
    made = []
    real = logtext.translate_log_entry

    def counted(e, money, title=None):
        made.append(e["action"])
        return real(e, money, title)

    monkeypatch.setattr(logtext, "translate_log_entry", counted)
    known = LogSentences()
    log = [entry(1, "PRR"), entry(2, "NYC")]
    first = log_entries({"log": log}, [{"id": 1}, {"id": 2}], str, "1830", known)
    assert made == [1, 2]
    grown = log_entries({"log": log + [entry(3, "B&O")]}, [], str, "1830", known)
    assert made == [1, 2, 3]
    assert [text for _, text in grown[:2]] == [text for _, text in first]
    log_entries({"log": [entry(1, "PRR")]}, [], str, "1830", known)  # an undo cut it
    assert made == [1, 2, 3]
    window.set_language("de")
    german = log_entries({"log": log}, [], str, "1830", known)
    assert made == [1, 2, 3, 1, 2]
    assert german[0][1] != first[0][1]
