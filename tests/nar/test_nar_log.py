"""Logs: the format written and read back, and bad logs rejected with clear messages."""

from __future__ import annotations

import copy
import json

import pytest

from railsdesk.games.nar import (
    TITLE,
    NarError,
    NarGame,
    make_log,
    new_game,
    practice_deck,
    random_game,
)


@pytest.fixture
def log() -> dict:
    return new_game(practice_deck(), ["Ann", "Ben", "Cy", "Dee"], seed=11)


def test_new_game_deals_as_the_rules_say(log: dict) -> None:
    setup = log["setup"]
    assert log["title"] == TITLE == "North American Railways"
    assert log["players"] == [{"id": n, "name": n} for n in ["Ann", "Ben", "Cy", "Dee"]]
    assert log["actions"] == []
    assert [len(c) for c in setup["share_columns"]] == [7, 7, 7, 7]
    shares = [s for c in setup["share_columns"] for s in c]
    counts = {c: shares.count(c) for c in set(shares)}
    assert sum(counts.values()) == 28 and max(counts.values()) <= 6
    assert [len(c) for c in setup["city_columns"]] == [9, 9, 9, 9]
    cities = sorted(c for col in setup["city_columns"] for c in col)
    assert cities == sorted(c["id"] for c in practice_deck()["cities"])
    assert sorted(setup["start_cities"]) == ["ps1", "ps2", "ps3", "ps4", "ps5"]
    assert setup["first_player"] in {"Ann", "Ben", "Cy", "Dee"}
    assert setup["deck"] == practice_deck()
    # seeded: the same seed deals the same, another seed deals differently
    assert new_game(practice_deck(), ["Ann", "Ben", "Cy", "Dee"], seed=11) == log
    other = new_game(practice_deck(), ["Ann", "Ben", "Cy", "Dee"], seed=12)
    assert other["setup"]["share_columns"] != setup["share_columns"]
    game = NarGame.from_log(log)
    assert game.current_player == setup["first_player"]
    assert game.state_dict()["share_columns"] == setup["share_columns"]


def test_removed_shares_differ_between_deals() -> None:
    missing = set()
    for seed in range(30):
        setup = new_game(practice_deck(), ["a", "b", "c"], seed)["setup"]
        shares = [s for c in setup["share_columns"] for s in c]
        missing.add(
            tuple(sorted(c for c in {s for s in shares} for _ in range(6 - shares.count(c))))
        )
    assert len(missing) > 3


def test_log_round_trip_through_json() -> None:
    log = random_game(5, players=3)
    game = NarGame.from_log(json.loads(json.dumps(log)))
    assert game.finished
    assert game.to_log() == log
    assert json.loads(json.dumps(game.state_dict())) == game.state_dict()


def test_partial_log_continues_like_the_full_one() -> None:
    log = random_game(9, players=4)
    half = copy.deepcopy(log)
    cut = len(log["actions"]) // 2
    half["actions"] = half["actions"][:cut]
    game = NarGame.from_log(half)
    assert not game.finished
    for action in log["actions"][cut:]:
        game.process(action)
    assert game.state_dict() == NarGame.from_log(log).state_dict()


def _broken(log: dict, change) -> dict:
    bad = copy.deepcopy(log)
    change(bad)
    return bad


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.clear(), "title"),
        (lambda d: d.update(title="1830"), "title must be"),
        (lambda d: d.update(players="x"), "players must be a list"),
        (lambda d: d["players"].__setitem__(0, "Ann"), r"players\[0\] must be an object"),
        (lambda d: d.update(players=d["players"][:2]), "3 to 5 players"),
        (lambda d: d["players"][1].update(id=d["players"][0]["id"]), "used twice"),
        (lambda d: d["players"][1].update(id=7), r"players\[1\].id"),
        (lambda d: d.pop("setup"), "setup must be"),
        (lambda d: d["setup"].pop("city_columns"), "setup.city_columns is missing"),
        (lambda d: d["setup"]["share_columns"].pop(), "4 columns"),
        (lambda d: d["setup"]["share_columns"][2].pop(), r"share_columns\[2\] must be"),
        (lambda d: d["setup"]["share_columns"][1].__setitem__(3, "purple"), "unknown company"),
        (lambda d: d["setup"]["city_columns"][3].__setitem__(0, "p99"), "unknown city 'p99'"),
        (lambda d: d["setup"]["city_columns"][3].__setitem__(0, ["p01"]), "unknown city"),
        (lambda d: _swap_city(d), "placed twice"),
        (lambda d: d["setup"].update(start_cities=["ps1"] * 5), "each of the deck's 5"),
        (lambda d: d["setup"]["start_cities"].__setitem__(0, "x"), "unknown start city 'x'"),
        (lambda d: d["setup"].update(first_player="Zed"), "first_player 'Zed'"),
        (lambda d: d["setup"]["deck"]["cities"][4].update(cost=150), r"cities\[4\].cost"),
        (lambda d: d["setup"]["deck"]["cities"].pop(), "36 entries"),
        (lambda d: d["setup"].update(options={"start_city": "pick"}), "start_city must be"),
        (lambda d: d.update(actions={}), "actions must be a list"),
    ],
)
def test_bad_structure_is_rejected_with_a_message(log: dict, change, message: str) -> None:
    bad = _broken(log, change)
    with pytest.raises(NarError) as info:
        NarGame.from_log(bad)
    assert info.value.action_index is None
    assert info.match(message)


def _swap_city(d: dict) -> None:
    cols = d["setup"]["city_columns"]
    cols[0][0] = cols[1][0]


def test_too_many_shares_of_one_company(log: dict) -> None:
    bad = copy.deepcopy(log)
    bad["setup"]["share_columns"] = [["company4"] * 7] + bad["setup"]["share_columns"][1:]
    with pytest.raises(NarError, match="shares of company4, but a company has only 6"):
        NarGame.from_log(bad)


def test_not_a_log_at_all() -> None:
    for data in (None, [], "North American Railways", 3):
        with pytest.raises(NarError, match="JSON object"):
            NarGame.from_log(data)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        (lambda a, g: {**a, "entity": _other(a, g)}, "turn|director"),
        (lambda a, g: {**a, "type": "bid"}, "unknown action type 'bid'"),
        (lambda a, g: "take_share", "must be a JSON object"),
        (lambda a, g: {**a, "entity": "Nobody"}, "unknown player 'Nobody'"),
        (
            lambda a, g: {"type": "buy_city", "entity": a["entity"], "company": "x", "column": 0},
            "Phase II|unknown company|turn",
        ),
    ],
)
def test_illegal_action_names_its_index_and_reason(spoil, reason) -> None:
    log = random_game(21, players=4)
    for index in (0, 7, len(log["actions"]) - 1):
        game = NarGame.from_log({**log, "actions": log["actions"][:index]})
        bad = copy.deepcopy(log)
        bad["actions"][index] = spoil(log["actions"][index], game)
        with pytest.raises(NarError) as info:
            NarGame.from_log(bad)
        assert info.value.action_index == index
        assert str(info.value).startswith(f"action {index} ")
        assert info.match(reason)


def _other(action: dict, game: NarGame) -> str:
    return next(p for p in game.player_ids if p != action["entity"])


def test_action_after_the_end_is_rejected() -> None:
    log = random_game(4, players=3)
    bad = copy.deepcopy(log)
    bad["actions"].append({"type": "pass", "entity": "p1"})
    with pytest.raises(NarError, match="game is over") as info:
        NarGame.from_log(bad)
    assert info.value.action_index == len(log["actions"])


def test_price_that_the_player_cannot_pay_is_named(log: dict) -> None:
    first = log["setup"]["first_player"]
    bad = {**log, "actions": [{"type": "take_share", "entity": first, "column": 0, "price": 9900}]}
    with pytest.raises(NarError, match=r"action 0 \(take_share by .*\): .*cannot pay"):
        NarGame.from_log(bad)


def test_extra_top_level_fields_are_kept() -> None:
    log = random_game(2, players=3)
    log["note"] = {"written by": "test"}
    assert NarGame.from_log(log).to_log()["note"] == {"written by": "test"}


def test_make_log_checks_the_layout() -> None:
    deck = practice_deck()
    with pytest.raises(NarError, match="share_columns"):
        make_log(deck, ["a", "b", "c"], [["blue"]], [], [], "a")
