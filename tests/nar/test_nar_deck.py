"""Decks: practice and random decks, validation messages, files in a folder."""

from __future__ import annotations

import copy
import json

import pytest

from railsdesk.games.nar import (
    COMPANION_DECK_NAME,
    PRACTICE_DECK_NAME,
    DeckError,
    companion_deck,
    deck_is_complete,
    deck_problems,
    list_decks,
    load_deck,
    practice_deck,
    random_deck,
    save_deck,
    validate_deck,
)


def test_practice_deck_is_named_as_practice_and_valid() -> None:
    deck = practice_deck()
    assert deck["name"] == PRACTICE_DECK_NAME == "Practice deck (not the published cards)"
    assert validate_deck(deck) is deck
    assert deck_is_complete(deck)
    assert len(deck["cities"]) == 36 and len(deck["start_cities"]) == 5
    assert [c["id"] for c in deck["companies"]] == ["blue", "red", "green", "company4", "company5"]
    assert practice_deck() == deck  # always the same


def test_practice_deck_follows_the_documented_formula() -> None:
    deck = practice_deck()
    for k, city in enumerate(deck["cities"]):
        a, b = k % 9, k // 9
        assert city["cost"] == 100 * (2 + a + b)
        assert city["revenue"] == 100 * max(1, (2 + a + b) // 2 - b)
        assert city["symbols"] == b
    assert deck["cities"][0] == {
        "id": "p01",
        "name": "Practice City 1",
        "cost": 200,
        "revenue": 100,
        "symbols": 0,
    }
    assert (deck["cities"][35]["cost"], deck["cities"][35]["revenue"]) == (1300, 300)
    assert [s["revenue"] for s in deck["start_cities"]] == [200, 200, 300, 300, 400]
    assert sorted(c["symbols"] for c in deck["cities"]) == sorted([0, 1, 2, 3] * 9)


def test_random_deck_is_seeded_and_valid() -> None:
    for seed in range(20):
        deck = random_deck(seed)
        validate_deck(deck)
        assert "not the published cards" in deck["name"]
    assert random_deck(3) == random_deck(3)
    assert random_deck(3) != random_deck(4)


def test_companion_deck_has_unknown_values() -> None:
    deck = companion_deck()
    assert deck["name"] == COMPANION_DECK_NAME
    assert not deck_is_complete(deck)
    validate_deck(deck, allow_unknown=True)
    with pytest.raises(DeckError, match=r"start_cities\[0\].revenue is missing"):
        validate_deck(deck)


def _bad(change) -> dict:
    deck = practice_deck()
    change(deck)
    return deck


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["cities"].pop(), "cities must have 36 entries, it has 35"),
        (lambda d: d["start_cities"].append(dict(d["start_cities"][0])), "5 entries, it has 6"),
        (lambda d: d["companies"].pop(), "companies must have 5 entries"),
        (
            lambda d: d["cities"][3].update(cost=250),
            r"cities\[3\].cost must be a multiple of \$100",
        ),
        (lambda d: d["cities"][3].update(cost=-100), r"cities\[3\].cost"),
        (lambda d: d["cities"][3].update(revenue="200"), r"cities\[3\].revenue must be a whole"),
        (lambda d: d["cities"][5].update(symbols=4), r"cities\[5\].symbols must be .* 0 to 3"),
        (lambda d: d["cities"][5].update(symbols=True), r"cities\[5\].symbols"),
        (lambda d: d["cities"][6].update(id="p01"), "card id 'p01' is used twice"),
        (lambda d: d["start_cities"][0].update(id="p02"), "card id 'p02' is used twice"),
        (lambda d: d["cities"][7].pop("name"), r"cities\[7\].name must be non-empty text"),
        (lambda d: d["companies"][1].update(id="blue"), "company id 'blue' is used twice"),
        (lambda d: d["companies"][2].pop("colour"), r"companies\[2\].colour"),
        (lambda d: d["start_cities"][2].update(revenue=None), r"start_cities\[2\].revenue is"),
        (lambda d: d.update(cities="many"), "cities must be a list"),
        (lambda d: d["cities"].__setitem__(0, 5), r"cities\[0\] must be an object"),
        (lambda d: d.update(format="other"), "format must be"),
        (lambda d: d.update(version=9), "version 9 is not supported"),
    ],
)
def test_bad_decks_are_named(change, message: str) -> None:
    deck = _bad(change)
    problems = deck_problems(deck)
    assert problems
    with pytest.raises(DeckError, match=message):
        validate_deck(deck)


def test_partly_unknown_city_is_rejected_in_companion_mode() -> None:
    deck = companion_deck()
    deck["cities"][0]["cost"] = 300
    with pytest.raises(DeckError, match="all known or all null"):
        validate_deck(deck, allow_unknown=True)


def test_not_a_deck() -> None:
    assert deck_problems([]) == ["a deck must be a JSON object, not list"]
    with pytest.raises(DeckError):
        validate_deck(None)


def test_many_problems_are_counted() -> None:
    deck = practice_deck()
    for city in deck["cities"]:
        city["cost"] = 150
    with pytest.raises(DeckError, match=r"and 31 more") as info:
        validate_deck(deck)
    assert len(info.value.problems) == 36


def test_save_load_round_trip(tmp_path) -> None:
    deck = practice_deck()
    path = save_deck(deck, tmp_path)
    assert path.parent == tmp_path and path.name == "practice-deck-not-the-published-cards.json"
    assert load_deck(path) == deck
    other = random_deck(1)
    path2 = save_deck(other, tmp_path, filename="mine.json")
    assert load_deck(path2) == other
    comp = companion_deck()
    assert load_deck(save_deck(comp, tmp_path)) == comp
    entries = list_decks(tmp_path)
    assert [e.name for e in entries] == [COMPANION_DECK_NAME, other["name"], deck["name"]]
    assert all(e.error is None for e in entries)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temp files left


def test_save_refuses_bad_decks_and_folders(tmp_path) -> None:
    deck = practice_deck()
    deck["cities"][0]["symbols"] = 7
    with pytest.raises(DeckError, match="symbols"):
        save_deck(deck, tmp_path)
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(DeckError, match="folder"):
        save_deck(practice_deck(), tmp_path, filename="../x.json")


def test_load_errors_name_the_file(tmp_path) -> None:
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(DeckError, match=r"deck file broken.json: broken JSON at line 1"):
        load_deck(tmp_path / "broken.json")
    deck = practice_deck()
    deck["cities"][2]["revenue"] = 50
    (tmp_path / "bad.json").write_text(json.dumps(deck), encoding="utf-8")
    with pytest.raises(DeckError, match=r"bad.json: cities\[2\].revenue"):
        load_deck(tmp_path / "bad.json")
    with pytest.raises(DeckError, match="deck file missing.json: no such file"):
        load_deck(tmp_path / "missing.json")
    (tmp_path / "latin.json").write_bytes(b'{"name": "\xe9"}')
    with pytest.raises(DeckError, match="not UTF-8"):
        load_deck(tmp_path / "latin.json")
    entries = {e.path.name: e for e in list_decks(tmp_path)}
    assert set(entries) == {"broken.json", "bad.json", "latin.json"}
    assert all(e.error for e in entries.values())
    assert "revenue" in entries["bad.json"].error.message


def test_list_decks_of_missing_folder(tmp_path) -> None:
    assert list_decks(tmp_path / "none") == []


def test_complete_deck_can_be_required_on_load(tmp_path) -> None:
    path = save_deck(companion_deck(), tmp_path)
    assert load_deck(path)["cities"][0]["cost"] is None
    with pytest.raises(DeckError, match="missing"):
        load_deck(path, allow_unknown=False)


def test_validate_does_not_change_the_deck() -> None:
    deck = practice_deck()
    before = copy.deepcopy(deck)
    validate_deck(deck)
    assert deck == before


def test_card_names_may_be_unknown_only_where_values_may_be() -> None:
    deck = practice_deck()
    deck["cities"][3]["name"] = ""
    deck["start_cities"][1]["name"] = ""
    assert deck_problems(deck, allow_unknown=True) == []
    assert not deck_is_complete(deck)
    problems = deck_problems(deck)
    assert "cities[3].name must be non-empty text, not ''" in problems
    assert "start_cities[1].name must be non-empty text, not ''" in problems
    deck["companies"][0]["name"] = ""
    assert deck_problems(deck, allow_unknown=True) == [
        "companies[0].name must be non-empty text, not ''"
    ]
