"""Command line entry point. The headless subcommands never import Qt.

    railsdesk [FILE]                          open the program (and a game)
    railsdesk replay FILE                     replay a log or save, print a JSON summary
    railsdesk trace FILE -o OUT.jsonl         the state after every applied action
    railsdesk random-game TITLE --players N --seed S -o OUT.json   (TITLE "nar": the card game)
    railsdesk route FILE (--at ID | --all)    optimal routes at run_routes actions
    railsdesk bot-game TITLE --players N [--seat 1=strong ...] --seed S -o OUT.json
    railsdesk report FILE [--csv OUT.csv] [--png OUT.png] [--language de]
                                              the winner, each player's worth, round by round
Bad input exits with status 2 and one line on stderr naming the file, the action and the reason.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, cast

from railsdesk import __version__

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.entities import Operator
    from railsdesk.engine.game import Game
    from railsdesk.files import PathArg
    from railsdesk.formats.nar import NarRecord

    # called after each applied action with the state and the action (of either kind of game)
    OnApplied = Callable[[Any, Any], None]

SUBCOMMANDS = ("replay", "trace", "random-game", "route", "bot-game", "report")
CARD_GAME_SHORT_NAME = "nar"  # random-game's short name for North American Railways


class UsageError(Exception):
    """Bad input: reported on one line, exit status 2."""


class OneLineParser(argparse.ArgumentParser):
    """Reports a bad argument on one line (with where to find help), exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def gui_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="railsdesk",
        description="Play 18xx railway games, keep their books, replay 18xx.games logs. "
        f"Subcommands: {', '.join(SUBCOMMANDS)} (railsdesk SUBCOMMAND --help).",
    )
    parser.add_argument("--version", action="version", version=f"railsdesk {__version__}")
    parser.add_argument("file", nargs="?", help="a railsdesk save or an 18xx.games log to open")
    return parser


def command_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="railsdesk")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    p = sub.add_parser("replay", help="replay a log or save and print a JSON summary")
    p.add_argument("file")
    p = sub.add_parser("trace", help="write the state after every applied action (JSON lines)")
    p.add_argument("file")
    p.add_argument("-o", "--output", required=True)
    p = sub.add_parser("random-game", help="play a whole game by seeded random legal moves")
    p.add_argument("title", help="one of: " + titles_players())
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--option",
        action="append",
        default=[],
        help="a title option (repeatable): " + titles_options(),
    )
    p.add_argument("-o", "--output", required=True)
    p = sub.add_parser("route", help="optimal routes at run_routes actions of a log")
    p.add_argument("file")
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--at", type=int, metavar="ACTION_ID")
    group.add_argument("--all", action="store_true")
    p = sub.add_parser("bot-game", help="play a whole game of computer players")
    p.add_argument("title")
    p.add_argument("--players", type=int, default=4)
    p.add_argument(
        "--seat",
        action="append",
        default=[],
        metavar="N=LEVEL",
        help="the level of seat N: basic, strong or random (repeatable; others: basic)",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[], help="a title option (repeatable)")
    p.add_argument("-o", "--output", required=True)
    p = sub.add_parser("report", help="the winner and each player's worth, round by round")
    p.add_argument("file")
    p.add_argument("--csv", help="write the worth per player and round as CSV")
    p.add_argument("--png", help="draw the report with its charts as a PNG image")
    p.add_argument("--language", choices=("en", "de", "nl"), default="en", help="of the PNG")
    return parser


def titles_players() -> str:
    """The titles random-game plays, with their player counts (from the registry of titles)."""
    from railsdesk.games import TITLES

    return ", ".join(
        f"{title} ({low}-{high} players)"
        for title, info in TITLES.items()
        if info.random_play
        for low, high in [info.players]
    )


def titles_options() -> str:
    """Each title's options, as the registry of titles names them."""
    from railsdesk.games import TITLES

    return "; ".join(
        f"{title}: {', '.join(info.options)}" for title, info in TITLES.items() if info.options
    )


def read(path: PathArg) -> Any:
    """The parsed JSON of a file; FormatError names the file and the reason."""
    from railsdesk.formats import read_json

    return read_json(path)


def load(path: PathArg, on_applied: OnApplied | None = None) -> Game | NarRecord:
    """A game (18xx title or card game) replayed from a file; on_applied(state, action)."""
    return load_data(path, read(path), on_applied)


def load_data(path: PathArg, data: Any, on_applied: OnApplied | None = None) -> Game | NarRecord:
    """The same, from the file's parsed contents; FormatError (EngineBug) on failure."""
    from railsdesk.formats import game_from_data, kind_of

    if kind_of(data) == "nar":
        from railsdesk.formats import nar  # the card game's modules only for its files

        return nar.load(path, data, on_applied)
    return game_from_data(data, path, on_applied)


def cmd_replay(args: argparse.Namespace) -> int:
    data = read(args.file)  # reading the file is not part of the replay's time
    started = time.perf_counter()
    game = load_data(args.file, data)
    elapsed = (time.perf_counter() - started) * 1000
    summary = {
        "title": game.title,
        "finished": game.state.finished,
        "result": game.state.result(),
        "actions_applied": game.applied_count,
        "elapsed_ms": round(elapsed, 1),
    }
    print(json.dumps(summary))
    return 0


def cmd_trace(args: argparse.Namespace) -> int:
    from railsdesk.files import write_text_atomic
    from railsdesk.formats.trace import trace_lines

    refuse_missing_folder(args.output)
    lines = trace_lines(args.file, load)
    write_text_atomic(
        args.output, "".join(json.dumps(x, separators=(",", ":")) + "\n" for x in lines)
    )
    return 0


def refuse_missing_folder(output: str) -> None:
    """An output is written into a folder that exists: a mistyped path is not made."""
    from railsdesk.files import SaveError

    folder = Path(output).parent
    if not folder.is_dir():
        raise SaveError(output, f"no folder {folder}", problem="no_folder")


def cmd_random_game(args: argparse.Namespace) -> int:
    from railsdesk.engine.errors import GameDataError
    from railsdesk.formats import write_json_atomic
    from railsdesk.formats.log18xx import to_log
    from railsdesk.games import ENGINE_CARDS, nar, title_info
    from railsdesk.random_play import play_random_game

    if args.title == CARD_GAME_SHORT_NAME:
        args.title = nar.TITLE
    try:
        info = title_info(args.title)
        if not info.random_play:
            raise GameDataError(f"{args.title} cannot be played yet (recorded games replay)")
        low, high = info.players
        if not low <= args.players <= high:
            raise GameDataError(f"{info.title} is for {low} to {high} players")
        if info.engine == ENGINE_CARDS:
            log = nar.random_game(args.seed, players=args.players)
        else:
            log = to_log(play_random_game(args.title, args.players, args.seed, args.option))
    except GameDataError as exc:
        raise UsageError(f"random-game {args.title}: {exc}") from None
    refuse_missing_folder(args.output)
    write_json_atomic(args.output, log)
    return 0


def cmd_route(args: argparse.Namespace) -> int:
    """Replay up to each chosen run_routes action and search the best run there."""
    from railsdesk.engine.actions import filter_undone
    from railsdesk.engine.errors import GameDataError, IllegalAction
    from railsdesk.formats import EngineBug, FormatError, kind_of, log_source
    from railsdesk.formats.log18xx import LogError, game_from_log
    from railsdesk.formats.routes import route_report

    data = read(args.file)
    if kind_of(data) not in ("18xx", "save"):
        raise UsageError(f"{args.file}: routes exist only in 18xx games")
    try:
        game, actions = game_from_log(log_source(data, args.file))
    except LogError as exc:
        raise FormatError(args.file, exc.reason, exc.action_id) from None
    except GameDataError as exc:
        raise FormatError(args.file, str(exc)) from None
    state = game.state
    found = False
    for action in filter_undone(actions):
        try:
            if action.type == "run_routes" and (args.all or action.id == args.at):
                found = True
                # a corporation, or a minor (1880's investors): a run_routes action's entity
                runner = cast("Operator", state.entity(action))
                report = route_report(state.route_context(runner), action.get("routes") or [])
                print(json.dumps(route_line(action, report, args.all)))
                if not args.all:
                    return 0
            state.process(action)
        except IllegalAction as exc:
            raise FormatError(args.file, exc.message, action.id) from None
        except GameDataError as exc:
            raise FormatError(args.file, str(exc), action.id) from None
        except Exception as exc:  # noqa: BLE001 - anything else is the engine's fault
            raise EngineBug(args.file, action.id, exc) from None
    if not found:
        wanted = "any" if args.all else f"with id {args.at}"
        raise UsageError(f"{args.file}: no run_routes action {wanted}")
    return 0


def route_line(action: Action, report: dict[str, Any], summary: bool) -> dict[str, Any]:
    logged = report.get("logged", {})
    if summary:
        return {
            "action_id": action.id,
            "corporation": report["corporation"],
            "logged": logged.get("total", sum(r.get("revenue", 0) for r in logged["routes"])),
            "optimal": report["total"],
            "elapsed_ms": report["elapsed_ms"],
        }
    return {
        "action_id": action.id,
        "corporation": report["corporation"],
        "routes": [
            {k: t[k] for k in ("train", "hexes", "stops", "revenue")} for t in report["trains"]
        ],
        "total": report["total"],
        "logged": logged.get("total"),
        "elapsed_ms": report["elapsed_ms"],
    }


def cmd_bot_game(args: argparse.Namespace) -> int:
    """A whole game of computer players, written as an 18xx.games log (or the card game's
    log)."""
    from railsdesk.bots import SEAT_LEVELS, play_bot_game
    from railsdesk.bots.nar import play_nar_bot_game
    from railsdesk.engine.errors import GameDataError
    from railsdesk.formats import write_json_atomic
    from railsdesk.formats.log18xx import to_log
    from railsdesk.games import ENGINE_CARDS, TITLES

    levels = ["basic"] * args.players
    for seat in args.seat:
        number, _, level = seat.partition("=")
        if not number.isdigit() or not 1 <= int(number) <= args.players:
            raise UsageError(f"bot-game: --seat {seat}: no seat {number!r} of {args.players}")
        if level not in SEAT_LEVELS:
            raise UsageError(f"bot-game: --seat {seat}: the levels are {', '.join(SEAT_LEVELS)}")
        levels[int(number) - 1] = level
    try:
        # a title by its name, or by its package (nar: the card game)
        info = TITLES.get(args.title) or next(
            (i for i in TITLES.values() if i.package == args.title), None
        )
        if info is None or not info.random_play:
            raise GameDataError(f"no computer players for {args.title} yet")
        low, high = info.players
        if not low <= args.players <= high:
            raise GameDataError(f"{info.title} is for {low} to {high} players")
        if info.engine == ENGINE_CARDS:  # the card game's own log
            log = play_nar_bot_game(levels, args.seed).to_log()
        else:
            log = to_log(play_bot_game(info.title, levels, args.seed, args.option))
    except GameDataError as exc:
        raise UsageError(f"bot-game {args.title}: {exc}") from None
    write_json_atomic(args.output, log)
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    """Print the report's summary as JSON; write the figures of every round as CSV, the
    report with its charts as PNG."""
    from railsdesk.files import write_text_atomic
    from railsdesk.report import csv_text, report_of_file

    for out in (args.csv, args.png):
        if out:
            refuse_missing_folder(out)
    report = report_of_file(args.file)
    if args.csv:
        write_text_atomic(args.csv, csv_text(report))
    if args.png:
        from railsdesk.ui.reportview import write_report_png

        if not write_report_png(report, args.png, args.language):
            raise UsageError(f"report: {args.png}: the image could not be written")
    print(json.dumps(report.summary()))
    return 0


COMMANDS = {
    "replay": cmd_replay,
    "trace": cmd_trace,
    "random-game": cmd_random_game,
    "route": cmd_route,
    "bot-game": cmd_bot_game,
    "report": cmd_report,
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in SUBCOMMANDS:
        args = command_parser().parse_args(argv)
        return run_command(args, argv)
    args = gui_parser().parse_args(argv)
    from railsdesk.ui.app import run_app  # the window is the only part that needs Qt

    return run_app(args.file)


def run_command(args: argparse.Namespace, argv: list[str]) -> int:
    """Run a subcommand. Every failure is one line on stderr and exit status 2; a failure of
    the program itself also writes its traceback to the error log in the user's data folder."""
    from railsdesk.files import SaveError
    from railsdesk.formats import EngineBug, FormatError, error_text

    try:
        return COMMANDS[args.command](args)
    except EngineBug as exc:
        message = f"{exc}; {details_written(argv, exc.error)}"
    except (UsageError, FormatError, SaveError) as exc:
        message = str(exc)
    except Exception as exc:  # noqa: BLE001 - a traceback is never shown, it is kept
        message = f"{args.command} failed ({error_text(exc)}), a bug in railsdesk; "
        message += details_written(argv, exc)
    print(f"railsdesk: {' '.join(message.splitlines())}", file=sys.stderr)
    return 2


def details_written(argv: list[str], error: BaseException) -> str:
    """Append the error's traceback to the error log; the sentence that says where it is."""
    from railsdesk.files import append_error_report

    try:
        path = append_error_report("railsdesk " + " ".join(argv), error)
    except OSError as exc:
        return f"the details could not be written ({exc.strerror or exc})"
    return f"the details are in {path}"


if __name__ == "__main__":
    sys.exit(main())
