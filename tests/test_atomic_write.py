"""A save killed at any moment (SIGKILL: no clean-up runs) leaves the previous file whole or the
new one complete, never a damaged one. The number of runs: RAILSDESK_KILL_RUNS (`make soak`
raises it)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys

import pytest
from conftest import ROOT

from railsdesk.files import read_json, write_json_atomic

RUNS = int(os.environ.get("RAILSDESK_KILL_RUNS", "20"))
PAYLOAD = 300_000  # characters: each save takes a moment, so kills land inside writes

# Saves generation after generation until killed; "ready" once it is saving.
SAVER = f"""
import sys
from railsdesk.files import write_json_atomic
path = sys.argv[1]
generation = int(sys.argv[2])
while True:
    generation += 1
    write_json_atomic(path, {{"generation": generation, "check": generation * 7,
                             "payload": "x" * {PAYLOAD}}})
    if generation == int(sys.argv[2]) + 1:
        print("ready", flush=True)
"""


def check_whole(path) -> int:
    data = read_json(path)
    assert data["check"] == data["generation"] * 7
    assert data["payload"] == "x" * PAYLOAD
    return data["generation"]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_save_killed_at_random_moments_never_damages_the_file(tmp_path):
    path = tmp_path / "game.rdsave"
    write_json_atomic(path, {"generation": 0, "check": 0, "payload": "x" * PAYLOAD})
    rng = random.Random(20261124)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    generation = 0
    for _ in range(RUNS):
        saver = subprocess.Popen(
            [sys.executable, "-c", SAVER, str(path), str(generation)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert saver.stdout.readline() == "ready\n"
        try:
            saver.wait(timeout=rng.uniform(0, 0.03))  # it saves on: a random moment of that
        except subprocess.TimeoutExpired:
            pass
        saver.send_signal(signal.SIGKILL)
        saver.wait()
        saver.stdout.close()
        newer = check_whole(path)
        assert newer > generation  # the first save of each run was complete before "ready"
        generation = newer
    leftovers = [p for p in tmp_path.iterdir() if p != path]
    assert all(p.name.startswith(".game.rdsave.") and p.suffix == ".tmp" for p in leftovers)
