"""Quick fuzzing of every file format and of the command line (a few seconds; `make soak` runs
the same mutations for minutes): a damaged file is accepted or refused with one clear line,
never with another exception, and every command ends with status 0 or 2 and at most one line
on stderr, never a traceback."""

from __future__ import annotations

import contextlib
import io
import json
import random
import shutil
from contextlib import redirect_stderr, redirect_stdout

import fuzzing
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from railsdesk.cli import main

ACTIONS = 120  # logs are cut to their first actions so that each example replays quickly
RULES_ACTIONS = 250  # enough for the first operating rounds' lays and trains in every title
QUICK = settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
READERS = {reader.name: reader for reader in fuzzing.readers(ACTIONS)}
READERS["settings"] = fuzzing.settings_reader()
BASES: dict[str, object] = {}


def base_of(reader):
    if reader.name not in BASES:
        BASES[reader.name] = reader.base()
    return BASES[reader.name]


@pytest.mark.parametrize("name", list(READERS))
@QUICK
@given(data=st.data())
def test_damaged_files_are_accepted_or_refused_cleanly(tmp_path, name, data):
    reader = READERS[name]
    path = tmp_path / f"damaged{reader.suffix}"
    path.write_bytes(reader.mutate(base_of(reader), fuzzing.Chooser.drawn(data)))
    result, message = fuzzing.outcome(reader, path)
    assert result != fuzzing.CRASHED, message
    if result == fuzzing.REFUSED and name != "card game deck":
        assert str(path) in message


@pytest.mark.parametrize("name", [n for n, r in READERS.items() if r.specials])
def test_special_files_are_refused_at_once(tmp_path, name):
    reader = READERS[name]
    for kind, path in fuzzing.special_files(tmp_path).items():
        result, message = fuzzing.outcome(reader, path)
        assert result == fuzzing.REFUSED, (kind, message)
        assert path.name in message


@pytest.fixture(scope="module")
def cli_paths(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cli")
    files = fuzzing.cli_files(folder / "in", actions=ACTIONS)
    yield files, fuzzing.cli_outputs(folder / "out"), folder
    shutil.rmtree(folder, ignore_errors=True)


@QUICK
@given(data=st.data())
def test_command_line_with_bad_arguments_and_files(cli_paths, data):
    files, outputs, folder = cli_paths
    argv = fuzzing.cli_arguments(fuzzing.Chooser.drawn(data), files, outputs)
    if argv[0] == "random-game":
        argv += ["--players", "0"]  # the last one counts: a whole random game takes too long here
    out, err = io.StringIO(), io.StringIO()
    # an output named by a fuzzed argument lands in the test's folder, not the working tree
    with contextlib.chdir(folder), redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse: --help, or a bad argument
            code = exc.code
    problem = fuzzing.cli_problem(code, out.getvalue(), err.getvalue())
    assert problem is None, (problem, argv, err.getvalue())


RULES_READERS = {reader.name: reader for reader in fuzzing.rules_readers(RULES_ACTIONS)}


@pytest.mark.parametrize("name", list(RULES_READERS))
@settings(QUICK, max_examples=25)
@given(data=st.data())
def test_changes_only_the_rules_can_judge_are_refused_or_legal(tmp_path, name, data):
    """Mutated rotations, prices of zero or below, id anomalies, one changed character: a log
    opens (a legal game) or is refused cleanly; a save never opens as another game."""
    reader = RULES_READERS[name]
    path = tmp_path / f"changed{reader.suffix}"
    path.write_bytes(reader.mutate(base_of(reader), fuzzing.Chooser.drawn(data)))
    result, message = fuzzing.outcome(reader, path)
    assert result not in fuzzing.FAILURES, message


def test_the_fuzzed_logs_are_valid_to_begin_with(tmp_path):
    for reader in [*READERS.values(), *RULES_READERS.values()]:
        path = tmp_path / f"good{reader.suffix}"
        base = base_of(reader)
        if reader.name == "settings":
            path.write_bytes(b"")
        else:
            path.write_text(json.dumps(base))
        assert fuzzing.outcome(reader, path) == (fuzzing.ACCEPTED, ""), reader.name


def test_mutations_reach_every_depth():
    base = fuzzing.base_nar_log(5)
    deepest = max(len(p) for p in fuzzing.paths_of(base))
    chooser = fuzzing.Chooser.seeded(random.Random(1))
    depths = {len(chooser.pick(fuzzing.paths_of(base))) for _ in range(300)}
    assert deepest >= 4 and deepest in depths and 1 in depths
