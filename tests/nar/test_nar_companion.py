"""Companion mode: the physical cards on the table, values entered as cards are revealed; and
the public view that hides secret cash."""

from __future__ import annotations

import pytest

from railsdesk.games.nar import IllegalNarAction, NarError, NarGame, new_companion_game

from .helpers import PLAYERS, share_columns, take


def reveal(game: NarGame, card: str, who: str = "M", **values) -> list[dict]:
    return game.process({"type": "reveal_city", "entity": who, "city": card, **values})


@pytest.fixture
def game() -> NarGame:
    shares = share_columns(["blue", "blue"], ["red", "company5"], ["green"], ["company4"])
    log = new_companion_game(PLAYERS, shares, first_player="M")
    assert log["setup"]["city_columns"][0][-1] == "city09"
    return NarGame.from_log(log)


def _round_one(game: NarGame) -> None:
    take(game, "M", 0, 600)
    take(game, "A", 1, 100)
    take(game, "D", 2, 100)


def test_phase_two_waits_for_the_bottom_cities(game: NarGame) -> None:
    _round_one(game)
    assert game.step == "reveal"
    assert game.needed_reveals() == ["city09", "city18", "city27", "city36"]
    assert game.current_player == "M"
    assert game.legal_actions() == []
    with pytest.raises(IllegalNarAction, match="must be entered first"):
        game.process({"type": "buy_city", "entity": "M", "company": "blue", "column": 0})
    reveal(game, "city09", cost=200, revenue=100, symbols=1, name="Boston")
    assert game.needed_reveals() == ["city18", "city27", "city36"]
    for card in ("city18", "city27", "city36"):
        reveal(game, card, who="D", cost=900, revenue=300, symbols=0)
    assert game.step == "buy_city"
    assert {a.get("column") for a in game.legal_actions()} == {0, None}
    game.process({"type": "buy_city", "entity": "M", "company": "blue", "column": 0})
    assert game.companies["blue"].cities == ["city09"]
    # the next card of the column is now at the bottom: its values are needed before Angelika
    # can be told whether she can buy
    assert game.step == "reveal" and game.needed_reveals() == ["city08"]
    assert game.current_player == "A"
    reveal(game, "city08", cost=1000, revenue=400, symbols=0)
    # red and green cannot pay $900: Phase II ends; income waits for the start cities
    assert game.phase == "receive_income" and game.step == "reveal"
    assert game.current_player is None
    assert game.needed_reveals() == ["start1", "start2", "start3"]
    assert game.legal_actions() == []
    with pytest.raises(IllegalNarAction, match="nobody can pass"):
        game.process({"type": "pass", "entity": "M"})
    reveal(game, "start1", revenue=200, name="New York")
    reveal(game, "start2", revenue=300)
    assert game.round == 1
    reveal(game, "start3", revenue=0)
    assert game.round == 2 and game.phase == "trade_shares"
    assert game.result() == {"M": 1400 + 300, "A": 1900 + 300, "D": 1900}
    state = game.state_dict()
    assert state["cards"]["city09"] == {
        "name": "Boston",
        "start_city": False,
        "cost": 200,
        "revenue": 100,
        "symbols": 1,
    }
    assert state["cards"]["start1"]["name"] == "New York"
    assert state["companies"][0]["coast_to_coast"] == 1
    # the log with its reveals replays to the same state
    again = NarGame.from_log(game.to_log())
    assert again.state_dict() == state


def test_cards_may_be_revealed_early(game: NarGame) -> None:
    assert "city01" in game.unknown_cards()
    reveal(game, "city01", cost=300, revenue=100, symbols=2)
    reveal(game, "start4", revenue=400)
    assert "city01" not in game.unknown_cards() and "start4" not in game.unknown_cards()
    assert game.current_player == "M" and game.step == "choose_share"


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"city": "city99", "cost": 100, "revenue": 100, "symbols": 0}, "unknown card 'city99'"),
        ({"city": "city09", "cost": 150, "revenue": 100, "symbols": 0}, "cost must be a multiple"),
        ({"city": "city09", "cost": 100, "revenue": 100, "symbols": 4}, "symbols must be"),
        ({"city": "city09", "cost": 100, "revenue": 100}, "symbols must be"),
        ({"city": "city09", "revenue": 100, "symbols": 1}, "cost must be a whole number"),
        ({"city": "start1", "revenue": 100, "cost": 300}, "a start city has no cost"),
        ({"city": "start1", "revenue": 100, "symbols": 2}, "a start city has no symbols"),
        ({"city": "start1"}, "revenue must be"),
        ({"city": "city09", "cost": 100, "revenue": 100, "symbols": 0, "name": ""}, "name"),
    ],
)
def test_bad_reveals(game: NarGame, values: dict, message: str) -> None:
    before = game.state_dict()
    with pytest.raises(IllegalNarAction, match=message):
        game.process({"type": "reveal_city", "entity": "M", **values})
    assert game.state_dict() == before


def test_known_cards_cannot_be_revealed_again(game: NarGame) -> None:
    reveal(game, "city09", cost=200, revenue=100, symbols=1)
    with pytest.raises(IllegalNarAction, match="already known"):
        reveal(game, "city09", cost=300, revenue=100, symbols=1)
    reveal(game, "start2", revenue=200)
    with pytest.raises(IllegalNarAction, match="already known"):
        reveal(game, "start2", revenue=300)


def test_reveal_needs_a_player_as_entity(game: NarGame) -> None:
    with pytest.raises(IllegalNarAction, match="unknown player"):
        reveal(game, "city09", who="Z", cost=200, revenue=100, symbols=1)


def test_companion_needs_a_valid_share_display() -> None:
    with pytest.raises(NarError, match="share_columns"):
        new_companion_game(PLAYERS, [["blue"] * 7] * 4, first_player="M")


def test_companion_with_named_companies() -> None:
    companies = [{"id": f"c{i}", "name": f"Line {i}", "colour": "black"} for i in range(5)]
    shares = [[f"c{(r + k) % 5}" for r in range(7)] for k in range(4)]
    game = NarGame.from_log(new_companion_game(PLAYERS, shares, "A", companies=companies))
    assert game.company_ids == ["c0", "c1", "c2", "c3", "c4"]
    assert game.current_player == "A"


def test_public_view_hides_other_players_cash(game: NarGame) -> None:
    _round_one(game)
    view = game.public_view("A")
    assert [p["cash"] for p in view["players"]] == [None, 1900, None]
    assert view["bank"] is None
    nobody = game.public_view(None)
    assert all(p["cash"] is None for p in nobody["players"])
    # everything else is open
    full = game.state_dict()
    for key in ("companies", "share_columns", "city_columns", "round", "phase"):
        assert view[key] == full[key]
    assert [p["shares"] for p in view["players"]] == [p["shares"] for p in full["players"]]
    assert full["players"][0]["cash"] == 1400  # the full state keeps it
