"""The program reads the engine through engine/contract.py only (docs/engine.md, "The
contract"): no module of railsdesk/ui imports another engine module, at its top or inside a
function; and what the contract answers beyond the snapshot (an earlier moment, the shares a
correction may move) is right."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "railsdesk" / "ui"
CONTRACT = "railsdesk.engine.contract"


def engine_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, module) of every import of the engine other than the contract."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            # "from railsdesk.engine import contract" names the module imported
            if node.module in ("railsdesk", "railsdesk.engine"):
                names = [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                names = [node.module]
        else:
            continue
        for name in names:
            inside = name == "railsdesk.engine" or name.startswith("railsdesk.engine.")
            if inside and name != CONTRACT and not name.startswith(CONTRACT + "."):
                found.append((node.lineno, name))
    return found


def test_the_engine_walk_finds_an_engine_import():
    tree = ast.parse(
        "from railsdesk.engine.contract import Legal\n"
        "from railsdesk.engine import contract\n"
        "def f():\n"
        "    from railsdesk.engine.game import GameState\n"
        "    import railsdesk.engine.routes\n"
        "    from railsdesk.engine import board\n"
    )
    assert engine_imports(tree) == [
        (4, "railsdesk.engine.game"),
        (5, "railsdesk.engine.routes"),
        (6, "railsdesk.engine.board"),
    ]


def test_the_program_imports_only_the_contract_of_the_engine():
    offending = [
        f"{path.relative_to(UI.parent.parent)}:{line}: {name}"
        for path in sorted(UI.rglob("*.py"))
        for line, name in engine_imports(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert not offending, "\n".join(offending)


def test_a_moment_is_the_game_then_and_leaves_the_game_as_it_is():
    from railsdesk.engine.contract import moment_at
    from railsdesk.games import new_game

    game = new_game("1830", [{"id": i, "name": f"P{i}"} for i in (1, 2, 3)], [], seed=1)
    start = game.snapshot()
    game.process({"type": "pass", "entity": 1, "entity_type": "player"})
    moment = moment_at(game, 0)
    assert moment.snapshot == start
    assert moment.snapshot != game.snapshot()
    assert moment.board is not game.state.board


def test_share_lots_offer_each_size_once_per_place_and_no_president():
    from railsdesk.engine.contract import share_lots
    from railsdesk.games import new_game

    game = new_game("1830", [{"id": i, "name": f"P{i}"} for i in (1, 2, 3)], [], seed=1)
    prr = [lot for lot in share_lots(game) if lot["corporation"] == "PRR"]
    # before anything is bought: eight 10% shares in the initial offering, offered once
    assert [(lot["holder"], lot["percent"]) for lot in prr] == [("ipo", 10)]
    assert prr[0]["share"].startswith("PRR")
