"""Command line entry point. Headless subcommands never import Qt."""

from __future__ import annotations

import argparse
import sys

from railsdesk import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="railsdesk",
        description="Play 18xx railway games, keep their books, replay 18xx.games logs.",
    )
    parser.add_argument("--version", action="version", version=f"railsdesk {__version__}")
    parser.add_argument("file", nargs="?", help="a railsdesk save or an 18xx.games log to open")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser().parse_args(argv)
    from railsdesk.ui.app import run_app  # the window is the only part that needs Qt

    return run_app(args.file)


if __name__ == "__main__":
    sys.exit(main())
