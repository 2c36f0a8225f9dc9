"""The state of a game as one JSON object, in the schema of the conformance traces."""

from __future__ import annotations

from railsdesk.engine.entities import Corporation, Player


def owner_id(owner):
    if owner is None:
        return None
    if isinstance(owner, Player):
        return owner.id
    return getattr(owner, "sym", None)


def start_line(state) -> dict:
    return {
        "id": 0,
        "type": "start",
        "tiles": {h.id: f"{h.tile.name}@{h.rotation}" for h in state.board.hexes.values()},
    }


def state_line(state, action) -> dict:
    """The trace line after `action`; tiles holds the hexes changed since the last line."""
    players = {}
    for p in state.players:
        players[str(p.id)] = {
            "cash": p.cash,
            "shares": {
                sym: pct
                for sym, pct in sorted((s, p.percent_of(s)) for s in p.shares_by_corp)
                if pct
            },
            "companies": sorted(c.sym for c in p.companies),
        }
    corporations = {c.sym: corporation_view(state, c) for c in state.corporations}
    companies = {c.sym: "closed" if c.closed else owner_id(c.owner) for c in state.companies}
    line = {
        "id": action.id,
        "type": action.type,
        "round": state.round.kind,
        "turn": state.turn,
        "round_num": state.round.round_num,
        "phase": state.phase.name,
        "bank": state.bank.cash,
        "players": players,
        "corporations": corporations,
        "minors": {},
        "companies": companies,
        "tiles": dict(state.tile_changes),
        "active": active_ids(state),
        "finished": state.finished,
    }
    state.tile_changes.clear()
    return line


def corporation_view(state, c: Corporation) -> dict:
    view = {
        "cash": c.cash,
        "price": c.share_price.price if c.share_price else None,
        "market": list(c.share_price.coordinates) if c.share_price else None,
        "president": c.owner.id if c.owner else None,
        "trains": [t.id for t in c.trains],
        "tokens": [f"{t.hex}-{t.city}" for t in c.tokens if t.used],
        "floated": c.floated,
        "companies": sorted(x.sym for x in c.companies),
        "ipo": c.percent_of(c.sym),
        "pool": state.pool.percent_of(c.sym),
        "loans": 0,
    }
    if c.closed:
        view["closed"] = True
    return view


def active_ids(state) -> list:
    entity = state.current_entity()
    if entity is None:
        return []
    return [owner_id(entity) if not isinstance(entity, Player) else entity.id]


def trace_lines(path, load) -> list[dict]:
    """Every state of the game in a file: the start map (18xx titles), one line per applied
    action, and the final result. `load(path, on_applied)` replays the file."""
    lines: list[dict] = []

    def on_applied(state, action):
        own = getattr(state, "trace_line", None)
        lines.append(own(action) if own else state_line(state, action))

    game = load(path, on_applied)
    head = [start_line(game.fresh_state())] if hasattr(game.state, "board") else []
    return head + lines + [{"id": "result", "result": game.state.result()}]
