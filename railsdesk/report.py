"""The end-of-game report: who won and by how much, each player's worth as the rulebook counts
it, why the game ended, and how the game went round by round (each player's worth, each
company's share price and revenue, who held what). Made from any save, 18xx.games log or
card-game log by replaying it; headless (the command line writes it as CSV, the window
draws it).

A round's figures are read when it ends: after the action that ends it (with what the next
round does as it begins, such as the privates' revenue at the start of an operating round).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from railsdesk.engine.entities import Operator
    from railsdesk.engine.game import GameState
    from railsdesk.files import PathArg
    from railsdesk.games.nar import NarGame

FINAL = "final"  # the round column of the CSV's last row per player: the final score


@dataclass
class RoundFigures:
    """The figures of one round, read when it ended."""

    round: str  # as players name it: "SR 2", "OR 3.1", the card game's "Round 4"
    worth: dict[str, dict[str, int]]  # player -> the parts of his worth
    prices: dict[str, int] = field(default_factory=dict)  # company -> share price
    revenue: dict[str, int] = field(default_factory=dict)  # company -> its run (in an OR)
    holdings: dict[str, dict[str, int]] = field(default_factory=dict)  # player -> company -> %


@dataclass(frozen=True)
class CompanyLook:
    """How the charts show a company: its name in the legend and its colour (a colour name or
    #rrggbb, as the title's data gives it)."""

    name: str
    color: str


@dataclass
class Report:
    title: str
    players: list[str]
    finished: bool
    reason: str | None  # why the game ended, as the engine names it ("bank", "bankrupt", ...)
    final: dict[str, dict[str, int]]  # player -> the parts of his final worth
    rounds: list[RoundFigures]
    tie_break: list[str] | None = None  # the title's own order of players tied on score
    companies: dict[str, CompanyLook] = field(default_factory=dict)  # by the rounds' keys
    bankrupt: list[str] = field(default_factory=list)  # the players who went bankrupt

    @property
    def scores(self) -> dict[str, int]:
        """Each player's score (the sum of the parts), best first."""
        scores = {player: sum(parts.values()) for player, parts in self.final.items()}
        return dict(sorted(scores.items(), key=lambda kv: -kv[1]))

    @property
    def winners(self) -> list[str]:
        """The players with the best score (more than one on a tie the title does not break);
        none before the end."""
        if not self.finished:
            return []
        if self.tie_break is not None:
            return self.tie_break[:1]
        best = max(self.scores.values())
        return [player for player, score in self.scores.items() if score == best]

    def summary(self) -> dict[str, Any]:
        """The report without its rounds, as JSON."""
        return {
            "title": self.title,
            "finished": self.finished,
            "reason": self.reason,
            "winners": self.winners,
            "scores": self.scores,
            "worth": self.final,
            "rounds": [figures.round for figures in self.rounds],
        }


# -- 18xx titles -----------------------------------------------------------------------------
def worth_by_player(state: GameState) -> dict[str, dict[str, int]]:
    return {player.name: state.worth_parts(player) for player in state.players}


def operated(state: GameState, label: str) -> dict[str, int]:
    """What each company ran in the operating round named by the label ("OR 3.1")."""
    if not label.startswith("OR "):
        return {}
    turn, round_num = (int(part) for part in label[3:].split("."))
    operators: list[Operator] = [*state.corporations, *state.minors]
    return {
        operator.sym: operator.operating_history[(turn, round_num)]
        for operator in operators
        if (turn, round_num) in operator.operating_history
    }


def round_figures(state: GameState, label: str) -> RoundFigures:
    return RoundFigures(
        round=label,
        worth=worth_by_player(state),
        prices={c.sym: c.share_price.price for c in state.corporations if c.share_price},
        revenue=operated(state, label),
        holdings={
            player.name: {
                c.sym: player.percent_of(c.sym)
                for c in state.corporations
                if player.percent_of(c.sym)
            }
            for player in state.players
        },
    )


def company_looks(state: GameState) -> dict[str, CompanyLook]:
    operators: list[Operator] = [*state.corporations, *state.minors]
    return {op.sym: CompanyLook(op.sym, op.color) for op in operators}


class RoundRecorder:
    """Called after every applied action of a replay: keeps a round's figures when it ends,
    and the look of every company seen (one that closes or merges leaves the state)."""

    def __init__(self) -> None:
        self.label: str | None = None
        self.rounds: list[RoundFigures] = []
        self.companies: dict[str, CompanyLook] = {}

    def __call__(self, state: GameState, action: object) -> None:
        label = state.round_label()
        if self.label is not None and label != self.label:
            self._record(state, self.label)
        self.label = label

    def _record(self, state: GameState, label: str) -> None:
        self.rounds.append(round_figures(state, label))
        self.companies |= company_looks(state)

    def finish(self, state: GameState) -> list[RoundFigures]:
        """The rounds, the last (the one the game ended in, or is in: a game without actions
        yet has that one) included."""
        self._record(state, state.round_label())
        return self.rounds


def report_of_state(state: GameState, title: str, recorder: RoundRecorder) -> Report:
    rounds = recorder.finish(state)
    return Report(
        title=title,
        players=[p.name for p in state.players],
        finished=state.finished,
        reason=state.game_end_reason,
        final=worth_by_player(state),
        rounds=rounds,
        companies=recorder.companies | company_looks(state),
        bankrupt=[p.name for p in state.players if p.bankrupt],
    )


# -- the card game ---------------------------------------------------------------------------
def card_game_figures(game: NarGame, label: str) -> RoundFigures:
    """The card game's worth is the cash (its score); its companies have no share price."""
    state = game.state_dict()
    return RoundFigures(
        round=label,
        worth={p["name"]: {"cash": p["cash"]} for p in state["players"]},
        revenue={c["id"]: c["revenue"] for c in state["companies"] if c["revenue"] is not None},
        holdings={p["name"]: dict(p["shares"]) for p in state["players"]},
    )


class CardGameRecorder:
    def __init__(self) -> None:
        self.round: int | None = None
        self.rounds: list[RoundFigures] = []

    def __call__(self, traced: Any, action: object) -> None:
        game = traced.game
        if self.round is not None and game.round != self.round:
            self.rounds.append(card_game_figures(game, f"Round {self.round}"))
        self.round = game.round

    def finish(self, game: NarGame) -> list[RoundFigures]:
        self.rounds.append(card_game_figures(game, f"Round {game.round}"))
        return self.rounds


def report_of_card_game(game: NarGame, rounds: list[RoundFigures]) -> Report:
    """Most cash wins; a tie goes to the player first in the last round's turn order."""
    final = card_game_figures(game, FINAL).worth
    names = dict(zip(game.player_ids, game.player_names, strict=True))
    return Report(
        title=game.state_dict()["title"],
        players=list(final),
        finished=game.finished,
        reason="last_round" if game.finished else None,
        final=final,
        rounds=rounds,
        tie_break=[names[ident] for ident in game.ranking()],
        companies={
            c["id"]: CompanyLook(c["name"], c["colour"]) for c in game.state_dict()["companies"]
        },
    )


# -- from a file -----------------------------------------------------------------------------
def report_of_file(path: PathArg) -> Report:
    """The report of a save, an 18xx.games log or a card-game log (replayed)."""
    from railsdesk.formats import read_json

    return report_of_data(read_json(path), path)


def report_of_data(data: Any, path: PathArg = "<data>") -> Report:
    """The report of a save, an 18xx.games log or a card-game log already read as JSON (the
    window's open game, written as its save)."""
    from railsdesk.formats import game_from_data, kind_of

    if kind_of(data) == "nar":
        from railsdesk.formats import nar

        card_recorder = CardGameRecorder()
        record = nar.load(path, data, card_recorder)
        return report_of_card_game(record.state, card_recorder.finish(record.state))
    recorder = RoundRecorder()
    game = game_from_data(data, path, recorder)
    return report_of_state(game.state, game.title, recorder)


# -- CSV -------------------------------------------------------------------------------------
def part_names(report: Report) -> list[str]:
    """The parts of worth the report counts, in the order they first appear."""
    names: dict[str, None] = {}
    for worth in [*(r.worth for r in report.rounds), report.final]:
        for parts in worth.values():
            names |= dict.fromkeys(parts)
    return list(names)


def csv_text(report: Report) -> str:
    """One row per player and round: the worth and its parts; each player's last row (round
    "final") is his final score."""
    parts = part_names(report)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["round", "player", "worth", *parts])
    for label, worth in [*((r.round, r.worth) for r in report.rounds), (FINAL, report.final)]:
        for player in report.players:
            values = worth.get(player, {})
            row = [values.get(name, 0) for name in parts]
            writer.writerow([label, player, sum(values.values()), *row])
    return out.getvalue()


def read_csv(text: str) -> list[tuple[str, str, dict[str, int]]]:
    """The rows of a report's CSV: (round, player, the parts of his worth); each row's worth
    column is checked against its parts."""
    rows = []
    for row in csv.DictReader(io.StringIO(text)):
        label, player, worth = row.pop("round"), row.pop("player"), int(row.pop("worth"))
        parts = {name: int(value) for name, value in row.items()}
        if sum(parts.values()) != worth:
            raise ValueError(f"{label}, {player}: the parts do not add up to {worth}")
        rows.append((label, player, parts))
    return rows
