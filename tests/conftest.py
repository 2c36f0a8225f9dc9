"""Shared test helpers: where the conformance fixtures are, and the offscreen Qt platform."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("RAILSDESK_SHARED", ROOT.parent / "shared"))
FIXTURES = Path(os.environ.get("RAILSDESK_FIXTURES", SHARED / "fixtures"))


def fixture_logs(title: str) -> list[Path]:
    folder = FIXTURES / "logs" / title
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def need_fixtures() -> None:
    if not (FIXTURES / "logs").is_dir():
        pytest.skip(f"conformance fixtures not found at {FIXTURES} (set RAILSDESK_FIXTURES)")
