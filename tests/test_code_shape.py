"""The code's shape, as docs/engine.md promises it to a newcomer: functions a reader can hold,
modules split by concern, no function left uncalled, and the whole package type-checked."""

from __future__ import annotations

import ast
import re
import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "railsdesk"
MAX_FUNCTION_LINES = 80
MAX_MODULE_LINES = 900
# Functions called by a name built at run time: a step's process_<action type>, a title's
# event_<train event> and end_check_<reason>, the card game's _do_<action type>; Qt's own
# virtual methods (camelCase) are called by Qt. Functions named _sources and _variant_sources
# are never called: lupdate reads them for the translatable texts they list.
DISPATCHED = re.compile(
    r"^(process|choices|event|end_check|_do)_|^[a-z]+[A-Z]|^_(variant_)?sources$"
)


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _functions(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def test_no_function_is_longer_than_a_reader_can_hold():
    long = [
        f"{path.relative_to(ROOT)}:{fn.lineno} {fn.name} ({fn.end_lineno - fn.lineno + 1} lines)"
        for path in _modules()
        for fn in _functions(ast.parse(path.read_text(encoding="utf-8")))
        if fn.end_lineno - fn.lineno + 1 > MAX_FUNCTION_LINES
    ]
    assert not long, "\n".join(long)


def test_no_module_is_bigger_than_its_concern():
    big = [
        f"{path.relative_to(ROOT)} ({lines} lines)"
        for path in _modules()
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    ]
    assert not big, "\n".join(big)


def _names_used(paths: list[Path]) -> Counter[str]:
    used: Counter[str] = Counter()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Name):
                used[node.id] += 1
            elif isinstance(node, ast.Attribute):
                used[node.attr] += 1
            elif isinstance(node, ast.alias):
                used[node.name.rsplit(".", 1)[-1]] += 1
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                used.update(re.findall(r"[A-Za-z_]\w*", node.value))  # getattr, signals
    return used


def test_every_function_is_called_somewhere():
    """A function whose name appears nowhere else (the program, its tests, benchmarks and
    tools) is dead code."""
    others = [p for d in ("tests", "benchmarks", "tools") for p in (ROOT / d).rglob("*.py")]
    used = _names_used(_modules() + others)
    dead = [
        f"{path.relative_to(ROOT)}:{fn.lineno} {fn.name}"
        for path in _modules()
        for fn in _functions(ast.parse(path.read_text(encoding="utf-8")))
        if not fn.name.startswith("__") and not DISPATCHED.match(fn.name) and not used[fn.name]
    ]
    assert not dead, "\n".join(dead)


def test_the_type_checker_reads_the_whole_package():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    checked = [ROOT / f for f in config["files"]]
    left_out = [
        str(path.relative_to(ROOT))
        for path in _modules()
        if not any(path == c or c in path.parents for c in checked)
    ]
    assert not left_out, "not type-checked: " + ", ".join(left_out)
    ignored = [o["module"] for o in config.get("overrides", []) if o.get("ignore_errors")]
    assert not ignored, f"errors ignored in {ignored}"
