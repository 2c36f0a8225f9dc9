"""Action records in the 18xx.games vocabulary, with a JSON codec."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Keys that describe an action's envelope rather than its content.
ENVELOPE = frozenset(("type", "entity", "entity_type", "id", "created_at", "user", "auto_actions"))
LEGACY = ("original_id", "skip")  # content keys of older logs, kept with the envelope


@dataclass(frozen=True)
class Action:
    type: str
    entity: Any = None
    entity_type: str = "player"
    fields: dict[str, Any] = field(default_factory=dict)
    id: int | None = None
    auto_actions: tuple[Action, ...] = ()
    envelope: dict[str, Any] = field(default_factory=dict)  # created_at, user, legacy keys

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError("an action must be an object with a 'type'")
        fields = {k: v for k, v in data.items() if k not in ENVELOPE}
        envelope: dict[str, Any] = {k: data[k] for k in ("created_at", "user") if k in data}
        for legacy in LEGACY:
            if legacy in fields:
                envelope[legacy] = fields.pop(legacy)
        autos = data.get("auto_actions")
        return cls(
            data["type"],
            data.get("entity"),
            data.get("entity_type", "player"),
            fields,
            data.get("id"),
            tuple(map(cls.from_dict, autos)) if autos else (),
            envelope,
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.entity is not None:
            out["entity"] = self.entity
            out["entity_type"] = self.entity_type
        if self.id is not None:
            out["id"] = self.id
        out.update(self.envelope)
        out.update(self.fields)
        if self.auto_actions:
            out["auto_actions"] = [a.to_dict() for a in self.auto_actions]
        return out


def filter_undone(actions: list[Action]) -> list[Action]:
    """The actions that count after applying undo/redo (the order of the log is kept)."""
    return resolve_undo(actions)[0]


def redo_available(actions: list[Action]) -> bool:
    return bool(resolve_undo(actions)[1])


def resolve_undo(actions: list[Action]) -> tuple[list[Action], list[list[int]]]:
    """The live actions and the stack of undone groups a redo would restore.

    `undo` drops the last live action (or, with action_id, every live action after that id;
    0 = all); `redo` restores the last undone group; any other action clears the redo stack.
    Messages are never undone.
    """
    live: list[Action | None] = []
    redo_stack: list[list[int]] = []
    for action in actions:
        if action.type == "undo":
            target = action.get("action_id")
            group: list[int] = []
            if target is None:
                for i in range(len(live) - 1, -1, -1):
                    a = live[i]
                    if a is not None and a.type not in ("message", "undo", "redo"):
                        group.append(i)
                        live[i] = None
                        break
            else:
                for i in range(len(live) - 1, -1, -1):
                    a = live[i]
                    if a is None or a.type in ("message", "undo", "redo"):
                        continue
                    if target != 0 and a.id == target:
                        break
                    if target != 0 and a.id is not None and a.id < target:
                        break
                    group.append(i)
            for i in group:
                if live[i] is not None:
                    live[i] = None
            redo_stack.append(group)
            live.append(None)
            continue
        if action.type == "redo":
            if redo_stack:
                for i in redo_stack.pop():
                    live[i] = actions[i]
            live.append(None)
            continue
        if action.type != "message":
            redo_stack.clear()
        live.append(action)
    return [a for a in live if a is not None], redo_stack
