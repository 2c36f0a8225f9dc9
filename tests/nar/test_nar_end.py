"""The three end triggers, each alone, found among seeded random games and checked step by
step: the round in progress is finished, with the last-round split, then the final payout."""

from __future__ import annotations

import functools

import pytest

from railsdesk.games.nar import NarGame, random_game

TURN_ENDS = {"found", "own_share", "director_allows", "no_money", "end_turn", "turn_over"}


@functools.cache
def _games() -> tuple[dict, ...]:
    return tuple(random_game(seed, players=n) for seed in range(80) for n in (3, 4, 5))


def _find(condition) -> dict:
    for log in _games():
        if condition(NarGame.from_log(log)):
            return log
    raise AssertionError("no random game with this ending among the seeds")


def _replay_until_trigger(log: dict) -> tuple[NarGame, dict]:
    """Replay; return the game right after the action that fired the end, and the state
    before that action."""
    game = NarGame.from_log({**log, "actions": []})
    for action in log["actions"]:
        before = game.state_dict()
        events = game.process(action)
        if any(e["kind"] == "end_trigger" for e in events):
            return game, before
    raise AssertionError("no trigger")


@pytest.mark.parametrize("trigger", [1, 2, 3])
def test_single_trigger_finishes_the_round(trigger: int) -> None:
    log = _find(lambda g: g.end_triggers == [trigger])
    game, before = _replay_until_trigger(log)
    trigger_round = before["round"]
    if trigger == 1:  # at the end of Phase I, fewer shares than players
        assert before["phase"] == "trade_shares"
        assert sum(len(c) for c in game.share_columns) < game.n
    if trigger == 2:  # at the start of Phase II, five cities or fewer
        assert before["phase"] == "trade_shares"
        assert sum(len(c) for c in before["city_columns"]) <= 5
    if trigger == 3:  # at the end of Phase II, no city bought
        assert before["phase"] in ("buy_cities", "trade_shares")

    full = NarGame.from_log(log)
    assert full.finished and full.round == trigger_round  # no further round
    kinds = [e["kind"] for e in full.events if e["round"] == trigger_round]
    assert "new_round" not in kinds[1:]  # only the one that opened this round
    after = kinds[kinds.index("end_trigger") + 1 :]
    assert "income" in after and after[-1] == "game_end"
    if trigger in (1, 2):  # Phase II is still played after the trigger
        assert {"buy_city", "pass", "forced_pass"} & set(after)
    # the last Phase II bought nothing exactly when trigger 3 fired
    phase2 = kinds[: kinds.index("income")]
    last_turn_end = max(k for k, kind in enumerate(phase2) if kind in TURN_ENDS | {"propose"})
    assert ("buy_city" in phase2[last_turn_end:]) == (trigger != 3)


def test_display_emptied_during_phase_one_ends_it_at_once() -> None:
    def emptied_early(game: NarGame) -> bool:
        if any(game.share_columns):
            return False
        last = [e for e in game.events if e["round"] == game.round]
        return sum(e["kind"] in TURN_ENDS for e in last) < game.n

    game = NarGame.from_log(_find(emptied_early))
    assert 1 in game.end_triggers
    assert game.finished


def test_last_round_split_is_used_only_in_the_last_round() -> None:
    seen_last = seen_normal = False
    for log in _games()[:120]:
        game = NarGame.from_log(log)
        for e in game.events:
            if e["kind"] != "income" or not (e["director_bonus"] or e["to_treasury"]):
                continue
            rest = e["director_bonus"] + e["to_treasury"]
            if e["round"] == game.round:
                assert e["director_bonus"] == -(-rest // 200) * 100
                seen_last |= rest >= 300
            else:
                assert e["director_bonus"] == 100
                seen_normal |= rest >= 300
    assert seen_last and seen_normal
