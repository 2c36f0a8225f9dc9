"""Steps: the parts of a round that accept actions. A round asks its steps, in order, which
actions each allows for an entity; a blocking step with actions holds the round until done."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from railsdesk.engine.contract import Choices
from railsdesk.engine.entities import Corporation
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.validate import MATCHERS, refusal

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.entities import Entity
    from railsdesk.engine.game import GameState
    from railsdesk.engine.rounds import Round


class Step:
    name = "step"
    pass_key = "passes"  # the log entry of a pass: what the step passes on
    blocks = True
    # The word a private's power uses for "during this step" ("when" in its data), if any.
    ability_time: str | None = None
    # Whether the step is one of the parts of a turn the program lists in order (track,
    # token, routes, ...), so that players see where in the turn they are.
    turn_part = False

    def __init__(self, game: GameState, round_: Round, blocks: bool | None = None):
        self.game = game
        self.round = round_
        self.passed = False
        self.acted = False
        if blocks is not None:
            self.blocks = blocks

    # -- what the step allows -------------------------------------------------------------
    def actions(self, entity: Entity) -> list[str]:
        return []

    def current_entity(self) -> Entity | None:
        return self.round.current_entity()

    def options(self, entity: Entity) -> Choices:
        """For each action type this step allows the entity now, the concrete choices
        (engine/contract.py has their shapes)."""
        return {}

    def choices_for(self, action: Action, entity: Entity) -> Any:
        """The choices this step offers for the action's type (a step may compute only the
        part the action needs)."""
        return self.options(entity).get(action.type)

    def handles(self, action_type: str) -> bool:
        """Whether the step has a way to process actions of the type (its process_ method):
        one without never offers them."""
        key = (type(self), action_type)
        found = _HANDLED.get(key)
        if found is None:
            found = _HANDLED[key] = hasattr(type(self), f"process_{action_type}")
        return found

    def check_offered(self, action: Action, entity: Entity) -> None:
        """Refuse an action that is not among the choices the legal-moves query offers."""
        if action.type not in MATCHERS:
            return
        refused = refusal(self.game, action, self.choices_for(action, entity))
        if refused is not None:
            raise refused

    def auto_action(self) -> Action | None:
        """An action the rules take by themselves while this step holds the round (None: the
        players act)."""
        return None

    def current_actions(self) -> list[str]:
        entity = self.current_entity()
        if entity is None or getattr(entity, "closed", False):
            return []
        return self.game.offered(self, entity)

    @property
    def active(self) -> bool:
        return not self.passed

    def blocking(self) -> bool:
        return self.blocks and bool(self.current_actions())

    # -- life cycle ---------------------------------------------------------------------
    def setup(self) -> None:
        """Called when a new entity starts acting in the round."""

    def pass_(self) -> None:
        self.passed = True

    def unpass(self) -> None:
        self.passed = False
        self.acted = False

    def skip(self) -> None:
        self.pass_()

    def process_pass(self, action: Action, entity: Entity) -> None:
        # a corporation goes by its symbol, as in every other entry of the log
        who = entity.sym if isinstance(entity, Corporation) else self.game.name_of(entity)
        self.game.log_entry(self.pass_key, who=who)
        self.pass_()

    # -- helpers ------------------------------------------------------------------------
    def illegal(self, key: str, message: str, **params: Any) -> IllegalAction:
        return IllegalAction(key, message, **params)


# (step class, action type) -> whether the class processes the type
_HANDLED: dict[tuple[type[Step], str], bool] = {}


def operator(step: Step) -> Entity | None:
    """The entity whose turn it is in the step's round (the operating corporation in an OR)."""
    return step.round.current_entity()
