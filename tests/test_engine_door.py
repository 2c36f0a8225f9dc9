"""The program reads the engine through engine/contract.py only (docs/engine.md, "The
contract"): no module of railsdesk/ui imports another engine module, at its top or inside a
function, nor names the engine's board; and what the contract answers beyond the snapshot (an
earlier moment, the board to draw, the shares a correction may move) is right."""

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


def contract_names(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, name) of every name a module takes from the contract: imported from it, or read
    as an attribute of the module imported as ``contract``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == CONTRACT:
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "contract"
        ):
            found.append((node.lineno, node.attr))
    return found


def test_the_contract_walk_finds_what_a_module_takes():
    tree = ast.parse(
        "from railsdesk.engine.contract import BoardSnapshot, Legal\n"
        "from railsdesk.engine import contract\n"
        "board = contract.board_snapshot(state)\n"
    )
    assert contract_names(tree) == [(1, "BoardSnapshot"), (1, "Legal"), (3, "board_snapshot")]


def test_the_program_draws_the_board_from_the_snapshot_not_the_engines_board():
    """The engine's Board (mutable, with its walks' caches) stays in the engine: the contract
    does not pass it on, and no screen takes it or reaches a game's live state for it."""
    contract = ast.parse((UI.parent / "engine" / "contract.py").read_text(encoding="utf-8"))
    passed_on = {
        alias.name
        for node in ast.walk(contract)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if alias.asname == alias.name
    }
    assert "Board" not in passed_on
    offending = []
    for path in sorted(UI.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(UI.parent.parent)
        offending += [
            f"{where}:{line}: {name}"
            for line, name in contract_names(ast.parse(text))
            if name in ("Board", "Hex", "City")
        ]
        offending += [f"{where}: reads state.board" for _ in range(text.count("state.board"))]
    assert not offending, "\n".join(offending)


def test_the_board_snapshot_is_the_board_then_and_stays_so():
    from railsdesk.engine.contract import HexView
    from railsdesk.games import new_game

    game = new_game("1830", [{"id": i, "name": f"P{i}"} for i in (1, 2, 3)], [], seed=1)
    board = game.snapshot()["board"]
    h12 = board.hexes["H12"]  # Altoona, kept for the PRR's home station
    assert isinstance(h12, HexView) and board.layout == game.state.board.layout
    assert [(c.tokens, c.reservations) for c in h12.cities] == [((None,), ("PRR",))]
    assert h12.neighbors == game.state.board.hexes["H12"].all_neighbors
    # the engine's board moving on leaves the snapshot as it was
    engine_hex = game.state.board.hexes["H12"]
    engine_hex.cities[0].tokens[0] = "PRR"
    game.state.board.lay_tile("E5", game.state.tileset.manifest["8"], "8-0", 0)
    assert board.hexes["H12"].cities[0].tokens == (None,)
    assert board.hexes["E5"].tile.name != "8"
    assert game.snapshot()["board"].hexes["E5"].tile.name == "8"


def test_share_lots_offer_each_size_once_per_place_and_no_president():
    from railsdesk.engine.contract import share_lots
    from railsdesk.games import new_game

    game = new_game("1830", [{"id": i, "name": f"P{i}"} for i in (1, 2, 3)], [], seed=1)
    prr = [lot for lot in share_lots(game) if lot["corporation"] == "PRR"]
    # before anything is bought: eight 10% shares in the initial offering, offered once
    assert [(lot["holder"], lot["percent"]) for lot in prr] == [("ipo", 10)]
    assert prr[0]["share"].startswith("PRR")


def test_lay_refusal_says_what_the_rules_refuse_of_a_tile_on_a_hex():
    from railsdesk.engine.contract import lay_refusal
    from railsdesk.games import new_game

    game = new_game("1830", [{"id": i, "name": f"P{i}"} for i in (1, 2, 3)], [], seed=1)
    # F8: plain white land; F2: Chicago's red off-board area
    assert lay_refusal(game, "F8", "7") is None  # yellow track upgrades it
    assert lay_refusal(game, "F8", None) is None
    assert lay_refusal(game, "F8", "14") == "colour"  # green before yellow
    assert lay_refusal(game, "F8", "57") == "fit"  # a city where there is none
    assert lay_refusal(game, "F2", None) == lay_refusal(game, "F2", "7") == "unbuildable"
