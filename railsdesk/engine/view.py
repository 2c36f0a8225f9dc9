"""The state of a game as plain data: trace lines (the schema of the conformance traces) and
the fuller snapshot the program draws from."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from railsdesk.engine.contract import CorporationView, Snapshot, TurnPart, board_snapshot
from railsdesk.engine.entities import Company, Corporation, Minor, Player

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.game import GameState


def owner_id(owner: object) -> int | str | None:
    if owner is None:
        return None
    if isinstance(owner, Player):
        return owner.id
    sym: str | None = getattr(owner, "sym", None)
    return sym


def start_line(state: GameState) -> dict[str, Any]:
    return {
        "id": 0,
        "type": "start",
        "tiles": {h.id: f"{h.tile.name}@{h.rotation}" for h in state.board.hexes.values()},
    }


def state_line(state: GameState, action: Action | None) -> dict[str, Any]:
    """The trace line after `action`; tiles holds the hexes its action changed."""
    players: dict[str, dict[str, Any]] = {}
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
        "id": action.id if action else None,
        "type": action.type if action else None,
        "round": state.round.kind,
        "turn": state.turn,
        "round_num": state.round.round_num,
        "phase": state.phase.name,
        "bank": state.bank.cash,
        "players": players,
        "corporations": corporations,
        "minors": {m.sym: minor_view(m) for m in state.minors},
        "companies": companies,
        "tiles": dict(state.tile_changes),
        "active": active_ids(state),
        "finished": state.finished,
    }
    return line


def corporation_view(state: GameState, c: Corporation) -> CorporationView:
    view: CorporationView = {
        "cash": c.cash,
        "price": c.share_price.price if c.share_price else None,
        "market": list(c.share_price.coordinates) if c.share_price else None,
        "president": c.owner.id if c.owner else None,
        "trains": [t.id for t in c.trains],
        "tokens": [f"{t.hex}-{t.city}" for t in c.tokens if t.used],
        "floated": c.floated,
        "companies": [x.sym for x in c.companies],
        "ipo": c.percent_of(c.sym),
        "pool": state.pool.percent_of(c.sym),
        "loans": len(c.loans),
    }
    if c.closed:
        view["closed"] = True
    return view


def minor_view(m: Minor) -> CorporationView:
    """A minor in the corporations' schema: no price, no shares, no loans."""
    view: CorporationView = {
        "cash": m.cash,
        "price": None,
        "market": None,
        "president": m.owner.id if m.owner else None,
        "trains": [t.id for t in m.trains],
        "tokens": [f"{t.hex}-{t.city}" for t in m.tokens if t.used],
        "floated": m.floated,
        "companies": [x.sym for x in m.companies],
        "ipo": 0,
        "pool": 0,
        "loans": 0,
    }
    if m.closed:
        view["closed"] = True
    return view


def active_ids(state: GameState) -> list[int | str | None]:
    entity = state.current_entity()
    if entity is None:
        return []
    if isinstance(entity, Company):
        return [entity.name]  # a private acting (1880's P0 payout) is named, as in the traces
    return [owner_id(entity) if not isinstance(entity, Player) else entity.id]


def snapshot(state: GameState, log: bool = True) -> Snapshot:
    """Everything the program shows: the trace state plus board, depot and whose turn; the
    log left empty when not wanted (late in a game it costs more than all the rest)."""
    line = state_line(state, None)
    line.pop("id"), line.pop("type")
    if state.bank.unlimited:  # the trace keeps the bank's balance; the program says "unlimited"
        line["bank"] = None
    line["board"] = board_snapshot(state.board)
    line["trains_left"] = trains_left(state)
    line["depot"] = [
        {"train": t.id, "name": t.name, "price": t.price} for t in state.depot.depot_trains()
    ]
    entity = state.current_entity()
    step = state.round.active_step()
    line["current"] = {
        "entity": None if entity is None else state.entity_ref(entity)[0],
        "entity_type": None if entity is None else state.entity_ref(entity)[1],
        "step": step.name if step else None,
    }
    for player in state.players:
        line["players"][str(player.id)].update(
            value=state.player_value(player),
            certs=state.num_certs(player),
            name=player.name,
            bankrupt=player.bankrupt,
        )
    for corp in state.corporations:
        history = corp.operating_history
        line["corporations"][corp.sym]["last_revenue"] = history[max(history)] if history else None
    line["bids"] = next(
        (step.bids_view() for step in state.round.steps if hasattr(step, "bids_view")), []
    )
    line["last_run"] = {sym: list(routes) for sym, routes in state.last_run.items()}
    line["round_label"] = state.round_label()
    line["players_order"] = [p.id for p in state.players]
    line["cert_limit"] = state.cert_limit()
    line["train_limit"] = state.phase.train_limit
    line["steps"] = turn_parts(state)
    line["end_reason"] = state.game_end_reason
    line["blocked_hexes"] = {
        hex_id: company.name
        for company in state.companies
        for ability in company.abilities
        if ability.type == "blocks_hexes"
        for hex_id in ability.hexes
        if company in state.blocking_companies(hex_id)
    }
    line["title_view"] = state.title_view()
    line["log"] = [
        {"action": e.action_id, "key": e.key, "params": dict(e.params)}
        for e in (state.log if log else ())
    ]
    return cast(Snapshot, line)  # the trace line with every key the snapshot adds


def trains_left(state: GameState) -> dict[str, int | None]:
    """How many new trains of each kind the bank still has (None: as many as wanted)."""
    left: dict[str, int | None] = {}
    for spec in state.data["trains"]:
        unlimited = spec.get("num") == "unlimited"
        count = sum(1 for t in state.depot.upcoming if t.name == spec["name"])
        left[spec["name"]] = None if unlimited else count
    return left


def turn_parts(state: GameState) -> list[TurnPart]:
    """The parts of the acting entity's turn in order, each "done", "current" or "to do"; a
    step that holds the round between them (the private bought at the turn's end) is one."""
    holding = state.round.active_step()
    if holding is None or not any(s.turn_part for s in state.round.steps):
        return []  # no turn of parts: a stock round, an auction
    parts = [s for s in state.round.steps if s.turn_part or s is holding]
    at = parts.index(holding)
    return [
        {"name": s.name, "status": "done" if i < at else "current" if i == at else "to do"}
        for i, s in enumerate(parts)
    ]
