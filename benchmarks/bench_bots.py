"""How well and how fast the computer players play: seeded whole games per title.

    python benchmarks/bench_bots.py [--games N] [--titles 1830,1856] [--seed S] [--each]

For each title it plays, at each pairing, N games with the tested level in one seat (the seat
moving round with the seed) against the other level in the others:
  strong vs basic   the strong seat's share of wins (target: at least 50 %)
  basic vs random   the basic seat's share of wins (target: at least 90 %)
  basic vs basic    (asked for by name) how games of the basic level alone end
and reports how many games reached the title's normal end (the bank broken, the last train,
the market's top: target at least 95 %), the number of operating rounds, the final worth of
the players, the thinking time per decision of the tested seat (p95 and worst; targets
0.5 s and 3 s) and the time of a whole game. It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from railsdesk.bots import RANDOM, play_bot_game
from railsdesk.bots.generic import BASIC, STRONG
from railsdesk.bots.nar import nar_seat_player
from railsdesk.games.nar import NarGame, new_game, random_deck, random_players

# the usual player count of each title (nar: the card game, with a seeded random deck)
PLAYERS = {"1830": 4, "1856": 4, "1849": 3, "1880": 4, "nar": 4}
CARD_GAME = "nar"
# how each title's game ends when it ends as the rules mean it to
NORMAL_ENDS = ("bank", "stock_market", "final_train")
PAIRINGS = ((STRONG, BASIC), (BASIC, RANDOM), (BASIC, BASIC))


def play_one(title: str, tested: str, others: str, seed: int) -> dict:
    if title == CARD_GAME:
        return play_card_game(tested, others, seed)
    players = PLAYERS[title]
    seat = seed % players
    levels = [others] * players
    levels[seat] = tested
    thinking: list[float] = []
    rounds: set[str] = set()

    def timed(game, decider: int, seconds: float) -> None:
        rounds.add(game.state.round_label())
        if decider == seat + 1:
            thinking.append(seconds)

    started = time.perf_counter()
    game = play_bot_game(title, levels, seed, on_decision=timed)
    elapsed = time.perf_counter() - started
    state = game.state
    result = {str(k): v for k, v in state.result().items()}
    seats = {p.name: int(p.id) for p in state.players}
    best = max(result.values())
    own = result.get(str(seat + 1))
    return {
        "own_worth": own,
        # the levels of the players who went bankrupt, each time (a bankruptcy ends some
        # titles' games; in 1849 the player plays on with a loan)
        "bankrupt": [
            levels[seats[str(e.params["player"])] - 1]
            for e in state.log
            if e.key == "goes_bankrupt"
        ],
        "best_other": max(v for k, v in result.items() if k != str(seat + 1)),
        "won": result.get(str(seat + 1)) == best,
        "normal_end": state.finished and state.game_end_reason in NORMAL_ENDS,
        "end": state.game_end_reason if state.finished else "unfinished",
        "operating_rounds": sum(1 for label in rounds if label.startswith("OR")),
        "worth": sorted(result.values()),
        "thinking": thinking,
        "seconds": elapsed,
        "seed": seed,
    }


def play_card_game(tested: str, others: str, seed: int) -> dict:
    """The card game, as play_nar_bot_game plays it, each decision of the tested seat timed;
    its rounds stand for the operating rounds, its final cash for the worth."""
    players = random_players(PLAYERS[CARD_GAME])
    seat = seed % len(players)
    levels = [others] * len(players)
    levels[seat] = tested
    game = NarGame.from_log(new_game(random_deck(seed), players, seed))
    seats = {
        p["id"]: nar_seat_player(level, seed * 100 + index)
        for index, (p, level) in enumerate(zip(players, levels, strict=True))
    }
    tested_id = players[seat]["id"]
    thinking: list[float] = []
    started = time.perf_counter()
    while not game.finished:
        me = game.current_player
        assert me is not None  # a dealt deck never waits for card values
        decided = time.perf_counter()
        move = seats[me].act(game)
        if me == tested_id:
            thinking.append(time.perf_counter() - decided)
        game.process(move)
    result = game.result()
    return {
        "own_worth": result[tested_id],
        "bankrupt": [],  # the card game has no bankruptcy
        "best_other": max(v for k, v in result.items() if k != tested_id),
        "won": result[tested_id] == max(result.values()),
        "normal_end": True,
        "end": "finished",
        "operating_rounds": game.round,
        "worth": sorted(result.values()),
        "thinking": thinking,
        "seconds": time.perf_counter() - started,
        "seed": seed,
    }


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def report(title: str, tested: str, others: str, games: list[dict]) -> None:
    count = len(games)
    wins = sum(g["won"] for g in games)
    normal = sum(g["normal_end"] for g in games)
    ends: dict[str, int] = {}
    for g in games:
        ends[g["end"]] = ends.get(g["end"], 0) + 1
    bankrupt = {level: sum(g["bankrupt"].count(level) for g in games) for level in (tested, others)}
    thinking = [t for g in games for t in g["thinking"]]
    worth = [w for g in games for w in g["worth"]]
    rounds = [g["operating_rounds"] for g in games]
    print(
        f"{title} {tested} vs {others}: {count} games, wins {wins} ({100 * wins / count:.0f} %), "
        f"normal end {normal} ({100 * normal / count:.0f} %) {ends}, "
        f"players bankrupt: {tested} {bankrupt[tested]}, {others} {bankrupt[others]}, "
        f"operating rounds median {statistics.median(rounds)} ({min(rounds)}-{max(rounds)}), "
        f"worth {min(worth)}..{max(worth)} (median {statistics.median(worth)}), "
        f"thinking p95 {percentile(thinking, 0.95):.3f} s worst {max(thinking, default=0):.3f} s, "
        f"game median {statistics.median(g['seconds'] for g in games):.1f} s "
        f"worst {max(g['seconds'] for g in games):.1f} s; the slowest decision in seed "
        f"{max(games, key=lambda g: max(g['thinking'], default=0))['seed']}",
        flush=True,
    )


def print_game(title: str, tested: str, game: dict) -> None:
    """One game: whether the tested seat won, how the game ended, its worth against the best
    of the others, its slowest decision."""
    bankrupt = "".join(f" ({level} bankrupt)" for level in game["bankrupt"])
    print(
        f"  {title} seed {game['seed']}: {tested} {'won' if game['won'] else 'lost'}, "
        f"end {game['end']}{bankrupt}, worth {game['own_worth']} against {game['best_other']}, "
        f"slowest decision {max(game['thinking'], default=0):.3f} s, game {game['seconds']:.1f} s",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per title and pairing")
    parser.add_argument("--titles", default=",".join(PLAYERS))
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--pairings", default="strong-basic,basic-random")
    parser.add_argument("--each", action="store_true", help="a line for every game as well")
    args = parser.parse_args()
    wanted = [tuple(p.split("-")) for p in args.pairings.split(",")]
    for title in args.titles.split(","):
        for tested, others in PAIRINGS:
            if (tested, others) not in wanted:
                continue
            games = []
            for seed in range(args.seed, args.seed + args.games):
                games.append(play_one(title, tested, others, seed))
                if args.each:
                    print_game(title, tested, games[-1])
            report(title, tested, others, games)


if __name__ == "__main__":
    main()
