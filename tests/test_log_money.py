"""The log tells everything: for every recorded game and a random game per title, the money
the log's entries move for each action is the change of everyone's cash, every action that
changes the game has an entry, and no entry is written twice in a row."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from conftest import fixture_logs, need_fixtures

from railsdesk.engine.game import NO_EFFECT_ACTIONS, GameState
from railsdesk.engine.log import BANK, TEMPLATES, LogEntry
from railsdesk.formats import load_game
from railsdesk.random_play import play_random_game

TITLES = ("1830", "1849", "1856", "1880")
LOGS = [path for title in TITLES for path in fixture_logs(title)]
IDS = [f"{p.parent.name}-{p.stem}" for p in LOGS] or ["absent"]
PLAYERS = {"1830": 4, "1849": 4, "1856": 5, "1880": 4}
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def cash_by_name(state: GameState) -> Counter[str]:
    """Everyone's cash by the name the log gives them (the bank as BANK)."""
    cash: Counter[str] = Counter({BANK: state.bank.cash})
    for player in state.players:
        cash[player.name] = player.cash
    for corp in state.corporations:
        cash[corp.sym] = corp.cash
    for minor in state.minors:
        cash[minor.sym] = minor.cash
    return cash


def moved(entries: list[LogEntry], symbol: dict[str, str]) -> Counter[str]:
    """The change of everyone's cash the entries tell (an investor is named by its name in
    sentences about it, by its symbol where it operates: symbol maps one to the other)."""
    change: Counter[str] = Counter()
    for entry in entries:
        for payer, receiver, amount in entry.transfers():
            change[symbol.get(payer, payer)] -= amount
            change[symbol.get(receiver, receiver)] += amount
    return change


class LogChecker:
    """Checks each action's entries against the change it made (the on_applied of a replay)."""

    def __init__(self) -> None:
        self.cash: Counter[str] | None = None
        self.seen = 0
        self.problems: list[str] = []
        self.minor_symbols: dict[str, str] = {}  # kept after a minor leaves the game
        self.last: list[LogEntry] = []  # the log's last entry before the action

    def __call__(self, state: GameState, action) -> None:
        cash = cash_by_name(state)
        self.minor_symbols |= {minor.name: minor.sym for minor in state.minors}
        entries = state.log[self.seen :]
        self.seen = len(state.log)
        if self.cash is not None:
            change = Counter(cash)
            change.subtract(self.cash)
            told = moved(entries, self.minor_symbols)
            wrong = {
                name: (change[name], told[name])
                for name in set(change) | set(told)
                if change[name] != told[name] and not (name == BANK and state.bank.unlimited)
            }
            if wrong:
                keys = [e.key for e in entries]
                self.problems.append(f"action {action.id} {action.type}: {wrong} {keys}")
        self.cash = cash
        if not entries and action.type not in NO_EFFECT_ACTIONS:
            self.problems.append(f"action {action.id} {action.type}: no entry")
        for entry in entries:  # every placeholder of its sentence has its value
            missing = set(PLACEHOLDER.findall(TEMPLATES[entry.key])) - set(entry.params)
            if missing:
                self.problems.append(f"action {action.id}: {entry.key} without {missing}")
        # no line twice in a row, within an action or across two
        told = [*self.last, *entries]
        for before, after in zip(told, told[1:], strict=False):
            if before.key == after.key and before.params == after.params:
                self.problems.append(f"action {action.id}: {after.text} twice")
        self.last = state.log[-1:]


@pytest.mark.parametrize("log_path", LOGS or [None], ids=IDS)
def test_the_log_of_a_recorded_game_tells_its_money(log_path):
    need_fixtures()
    checker = LogChecker()
    load_game(log_path, checker)
    assert checker.problems == []


@pytest.mark.parametrize("title", TITLES)
def test_the_log_of_a_random_game_tells_its_money(title):
    checker = LogChecker()

    def check(game):
        checker(game.state, game.raw_actions[-1])

    game = play_random_game(title, PLAYERS[title], seed=3, check=check)
    assert game.state.finished
    assert checker.problems == []
