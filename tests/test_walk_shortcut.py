"""The track walk leaves out a way beyond a converging side only when an earlier way from the
same path was cut by nothing that is free now (engine/graph.py, _Cuts): what it finds must be
what the walk finds taking every way. Checked against the walk as 18xx.games writes it, on a
dense late map (a random 1856 game whose walks took up to 20,000 steps each)."""

from __future__ import annotations

import itertools

from railsdesk.engine.board import Board
from railsdesk.engine.graph import NodeRef, _blocks, compute_reach, path_moves, token_nodes
from railsdesk.random_play import play_random_game


def walked_every_way(board: Board, corporation: str) -> tuple[set, list]:
    """The paths a corporation's walk takes and its first entries into hexes, in order: each
    walk from a station marker takes every way; beyond a converging side what a branch took is
    freed again after it."""
    starts = token_nodes(board, corporation)
    paths: set = set()
    entries: dict = {}
    for start in starts:
        entries.setdefault(start[0], None)
        walk_every_way(board, corporation, start, {s for s in starts if s != start}, paths, entries)
    return paths, list(entries.items())


def walk_every_way(
    board: Board, corporation: str, start: NodeRef, taken_nodes: set, paths: set, entries: dict
) -> None:
    taken_paths: set = set()
    crossed: set = set()

    def walk_node(node, converging):
        if node in taken_nodes:
            return
        taken_nodes.add(node)
        hex_id, index = node
        for path_index in board.walk_info[hex_id].node_paths.get(index, ()):
            walk_path(hex_id, path_index, None, converging, node)
        if converging:
            taken_nodes.discard(node)

    def walk_path(hex_id, index, skip, converging, from_node):
        sides, path, nodes, crossings = path_moves(board, hex_id, index)
        if (hex_id, index) in taken_paths or any(side in crossed for side in sides):
            return
        taken_paths.add((hex_id, index))
        paths.add((hex_id, index))
        for node_index in nodes:
            node = (hex_id, node_index)
            if node != from_node and not _blocks(board.hexes[hex_id], node_index, corporation):
                walk_node(node, converging)
        for side, edge, neighbor, back, converges, others in crossings:
            if edge == skip:
                continue
            crossed.add(side)
            entries.setdefault(neighbor, (back, path.track))
            for other in others:
                walk_path(neighbor, other, back, converging or converges, None)
            crossed.discard(side)
        if converging:
            taken_paths.discard((hex_id, index))

    walk_node(start, False)


def test_the_walk_finds_what_taking_every_way_finds():
    actions = itertools.count()
    compared = []

    def compare(game) -> None:
        if next(actions) % 25:
            return
        state = game.state
        for corporation in state.corporations:
            if not token_nodes(state.board, corporation.sym):
                continue
            reach = compute_reach(state.board, corporation.sym)
            paths, entries = walked_every_way(state.board, corporation.sym)
            assert reach.paths == paths, corporation.sym
            assert list(reach.entries.items()) == entries, corporation.sym
            compared.append(len(paths))

    play_random_game("1856", 4, 12, check=compare)
    assert max(compared) > 150  # the dense map was met
