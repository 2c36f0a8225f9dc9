"""The engine's own log: every entry has a kind the program can translate, and a game's log
tells its story (auction, floats, price moves, new presidents, phases, rusting)."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

from railsdesk.engine.log import TEMPLATES
from railsdesk.random_play import play_random_game

RAILSDESK = Path(__file__).resolve().parent.parent / "railsdesk"
# the engine and the titles' rules write the log
SOURCES = (RAILSDESK / "engine", RAILSDESK / "games")


def logged_keys() -> set[str]:
    """The keys of every log_entry call with a literal key, the literal keys chosen by a
    conditional expression passed to it, the keys of a table it looks one up in, and the
    steps' pass keys (pass_key)."""
    keys = set()
    for path in (p for folder in SOURCES for p in folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "pass_key" for t in node.targets
            ):
                assert isinstance(node.value, ast.Constant)  # a step's pass key is literal
                keys.add(node.value.value)
            if not (isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "log_entry"):
                continue
            if not node.args:
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant):
                keys.add(first.value)
            elif isinstance(first, ast.Name):
                keys |= assigned_literals(path, first.id)
            elif isinstance(first, ast.Subscript) and isinstance(first.value, ast.Name):
                keys |= dict_values(path, first.value.id)  # a key looked up in a table
    return keys


def dict_values(path: Path, name: str) -> set[str]:
    """The literal values of the dict assigned to the name (a table of log keys)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = [node.target] if isinstance(node, ast.AnnAssign) else getattr(node, "targets", [])
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            if isinstance(node.value, ast.Dict):
                found |= {v.value for v in node.value.values if isinstance(v, ast.Constant)}
    return found


def assigned_literals(path: Path, name: str) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            found |= {
                c.value
                for c in ast.walk(node.value)
                if isinstance(c, ast.Constant) and isinstance(c.value, str)
            }
    return found


def test_every_logged_kind_has_a_sentence_and_every_sentence_is_used():
    keys = logged_keys()
    assert keys - set(TEMPLATES) == set()
    assert set(TEMPLATES) - keys == set()


def test_a_whole_game_log_tells_the_story():
    game = play_random_game("1830", 4, seed=7)
    kinds = Counter(e.key for e in game.state.log)
    story = ("buys_company", "pars", "floats", "price_moves", "new_president", "phase_begins")
    for kind in (*story, "trains_rust"):
        assert kinds[kind] > 0, kind
    assert kinds["game_over"] == 1
    ids = {a.id for a in game.raw_actions}
    assert all(e.action_id in ids for e in game.state.log)
    texts = [e.text for e in game.state.log]
    # a marker moving to another space of the same price is not told as a price move
    moves = [e.params for e in game.state.log if e.key == "price_moves"]
    assert all(m["from_price"] != m["to_price"] for m in moves)
    assert kinds["price_marker_moves"] > 0  # this game's C&O: $67 to the $67 below it
    assert all("{" not in text for text in texts)
    # the players' words: no tile or slot ids, no rotations, no "train(s)"
    assert not [t for t in texts if re.search(r"\d+-\d+|rotation|\(s\)", t)]
    names = {p.name for p in game.state.players}
    # corporations go by their symbols in every entry ("B&O passes", as "B&O withholds $0")
    passing = {str(e.params["who"]) for e in game.state.log if "who" in e.params}
    assert passing & {c.sym for c in game.state.corporations}
    assert not passing & {c.name for c in game.state.corporations}
    bankrupt = [e for e in game.state.log if e.key == "goes_bankrupt"]
    assert bankrupt and all(e.params["player"] in names for e in bankrupt)


def test_log_entries_carry_amounts_as_numbers():
    game = play_random_game("1830", 3, seed=11)
    pars = [e for e in game.state.log if e.key == "pars"]
    assert pars and all(isinstance(e.params["price"], int) for e in pars)
    assert all(e.text.endswith(f"${e.params['price']}") for e in pars)


def test_the_filter_topics_name_logged_kinds_and_money_is_every_payment():
    from railsdesk.engine.log import MONEY, MONEY_FLOWS, TOPICS, topics_of

    for keys in TOPICS.values():
        assert keys - set(TEMPLATES) == set()
    assert {key for key in TEMPLATES if MONEY in topics_of(key)} == set(MONEY_FLOWS)
    assert topics_of("runs") == {"trains"}  # revenue, not a payment
    assert topics_of("lays_tile_for") == {"track", "money"}
    assert topics_of("passes_stock_round") == {"shares"}
    assert topics_of("game_over") == frozenset()


def test_an_entry_names_its_parties():
    from railsdesk.engine.log import parties_of

    assert parties_of({"buyer": "NYC", "seller": "Bob", "company": "D&H", "price": 70}) == {
        "NYC",
        "Bob",
        "D&H",
    }
    assert parties_of({"corporations": "AFG, ATA"}) == {"AFG", "ATA"}


def test_a_corporation_that_runs_nothing_says_why_before_its_price_falls():
    import random

    from railsdesk.games import new_game
    from railsdesk.random_play import choose

    players = [{"id": i, "name": f"Player {i}"} for i in range(1, 5)]
    game = new_game("1830", players, [], seed=5)
    rng = random.Random(5)
    said = Counter()
    while not game.state.finished:
        before = len(game.state.log)
        game.process(choose(rng, game))
        entries = game.state.log[before:]
        for entry, after in zip(entries, entries[1:], strict=False):
            if entry.key in ("has_no_train", "finds_no_route"):
                corp = game.state.corporation(entry.params["corporation"])
                assert bool(corp.trains) is (entry.key == "finds_no_route")
                assert (after.key, after.params["amount"]) == ("withholds", 0)
                said[entry.key] += 1
    assert said["has_no_train"] and said["finds_no_route"], said
