"""Rounds: the auction, stock rounds and operating rounds. A round holds its steps and whose
turn it is; it hands each action to the first step that takes it."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, TypeVar, cast

from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.log import log_name

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.entities import Company, Corporation, Entity, Operator, Player
    from railsdesk.engine.game import GameState
    from railsdesk.engine.steps.base import Step


StepT = TypeVar("StepT", bound="Step")


class Unknown(Enum):
    UNKNOWN = "unknown"


UNKNOWN = Unknown.UNKNOWN  # see Round.skip_steps


def named(entity: Entity) -> str:
    """One who acts as a refusal names them: as the log does (a player by name, a corporation
    or a minor by its symbol), a private company by name."""
    return entity.name if entity.kind == "company" else log_name(cast("Player | Operator", entity))


class Round:
    kind = "Round"
    short = "?"

    def __init__(
        self,
        game: GameState,
        step_specs: list[type[Step] | tuple[type[Step], dict[str, Any]]],
        round_num: int = 1,
    ):
        self.game = game
        self.round_num = round_num
        self.entity_index = 0
        self.entities: Sequence[Entity] = self.select_entities()
        self.steps: list[Step] = []
        self._step_of: dict[type[Step], Step] = {}
        for spec in step_specs:
            cls, opts = spec if isinstance(spec, tuple) else (spec, {})
            self.steps.append(cls(game, self, **opts))

    def select_entities(self) -> Sequence[Entity]:
        return []

    def step(self, step_class: type[StepT]) -> StepT:
        """The round's step of that kind (the first, if it has several)."""
        found = self._step_of.get(step_class)
        if found is None:  # a round's steps are fixed when it is made
            found = self._step_of[step_class] = next(
                s for s in self.steps if isinstance(s, step_class)
            )
        return cast(StepT, found)

    def start(self) -> None:
        """Set up after construction (may act: privates pay, home tokens, skips)."""
        for step in self.steps:
            step.setup()

    # -- whose turn ---------------------------------------------------------------------
    def current_entity(self) -> Entity | None:
        if not self.entities:
            return None
        return self.entities[self.entity_index]

    def active_step(self, entity: Entity | None = None) -> Step | None:
        if entity is not None:
            for step in self.steps:
                if step.active and (entity.kind == "company" or step.blocking()):
                    if self.game.offered(step, entity):
                        return step
            return None
        return self.game.holding(self)

    def find_active_step(self) -> Step | None:
        """The first active step that blocks (GameState.holding keeps the answer)."""
        for step in self.steps:
            if step.active and step.blocking():
                return step
        return None

    def acting_entity(self) -> Entity | None:
        step = self.active_step()
        if step is None:
            return None
        return step.current_entity()

    def finished(self) -> bool:
        return self.active_step() is None

    def next_entity_index(self) -> None:
        self.entity_index = (self.entity_index + 1) % len(self.entities)

    # -- actions ------------------------------------------------------------------------
    def actions_for(self, entity: Entity | None) -> list[str]:
        found: list[str] = []
        if entity is None:
            return found
        for step in self.steps:
            if not step.active:
                continue
            for a in self.game.offered(step, entity):
                if a not in found:
                    found.append(a)
            if step.blocking():
                break
        return found

    def process_action(self, action: Action, entity: Entity) -> None:
        chosen: Step | None = None
        for step in self.steps:
            if not step.active:
                continue
            blocks = step.blocks
            if not blocks and not step.handles(action.type):
                continue  # it can neither take the action nor stand before it: not asked
            actions = self.game.offered(step, entity)
            process = action.type in actions
            if not blocks:
                blocking = False
            elif step.current_entity() is entity and not getattr(entity, "closed", False):
                blocking = bool(actions)  # the same question blocking() would ask
            else:
                blocking = step.blocking()
            if blocking and not process:
                raise self.waiting_for(step, action, entity)
            if blocking or process:
                chosen = step
                break
        if chosen is None:  # no step takes the action now: say who is to act and what they may
            raise self.waiting_for(self.active_step(), action, entity)
        chosen.check_offered(action, entity)
        with self.game.effects():
            chosen.acted = True
            getattr(chosen, f"process_{action.type}")(action, entity)
            self.before_skip(action, entity)
        self.after_process(action, entity, self.skip_steps())

    def waiting_for(self, step: Step | None, action: Action, entity: Entity) -> IllegalAction:
        """The refusal of an action while a step (the one that comes first, or the one that
        holds the round) waits for someone: who is to act there and what they may do, never
        the step's own name."""
        current = step.current_entity() if step is not None else None
        offered = list(self.game.offered(step, current)) if step and current is not None else []
        if current is None or not offered or (current is entity and action.type in offered):
            return IllegalAction(
                "not_now", f"{action.type} is not possible now", action=action.type
            )
        may, acting = ", ".join(offered), named(current)
        if current is entity:
            return IllegalAction(
                "not_now",
                f"{acting} may {may} now, not {action.type}",
                acting=acting,
                may=offered,
                refused=action.type,
            )
        return IllegalAction(
            "not_now",
            f"{acting} is to act ({may}), not {named(entity)}",
            acting=acting,
            actor=named(entity),
            may=offered,
        )

    def before_skip(self, action: Action, entity: Entity) -> None:
        """After a step has processed an action, before steps with nothing to do are passed
        (a title's dues at a point of the turn: 1856's loan interest)."""

    def skip_steps(self) -> Step | Unknown | None:
        """Pass the steps with nothing to do. Returns the step that now holds the round (None:
        no step does), or UNKNOWN when a skipped step changed the game and it must be asked.

        The answers found on the way are kept (GameState.standing_still): a caller that goes on
        to change the state calls GameState.changing first."""
        game = self.game
        game.standing_still()
        current = self.current_entity()
        if getattr(current, "closed", False):
            return UNKNOWN
        holding: Step | None = None
        skipped = False
        for step in self.steps:
            if not step.active or not step.blocks:
                continue
            if step.blocking():
                holding = step
                break
            game.changing()
            step.skip()
            game.standing_still()
            skipped = True
        return UNKNOWN if skipped else holding

    def after_process(self, action: Action, entity: Entity, holding: Step | Unknown | None) -> None:
        pass

    def holding_step(self, holding: Step | Unknown | None) -> Step | None:
        """The step holding the round, from what skip_steps returned."""
        return self.active_step() if holding is UNKNOWN else holding

    def label(self) -> str:
        """The short name players use for this round ("SR 2", "OR 3.1")."""
        return self.kind


class AuctionRound(Round):
    kind = "Auction"
    short = "ISR"
    entities: list[Player]

    def select_entities(self) -> list[Player]:
        return list(self.game.players)


class StockRound(Round):
    kind = "Stock"
    short = "SR"
    entities: list[Player]

    def select_entities(self) -> list[Player]:
        return [p for p in self.game.players if not p.bankrupt]

    def start(self) -> None:
        super().start()
        if self.holding_step(self.skip_steps()) is None:
            self.game.changing()
            self.next_entity()

    def label(self) -> str:
        return f"SR {self.game.turn}"

    def finished(self) -> bool:
        return self.game.finished or all(p.passed for p in self.entities)

    def after_process(self, action: Action, entity: Entity, holding: Step | Unknown | None) -> None:
        if self.holding_step(holding) is not None:
            return
        self.game.changing()
        self.next_entity()

    def next_entity(self) -> None:
        if self.finished():
            self.next_entity_index()
            self.finish_round()
            return
        self.next_entity_index()
        self.start_entity()

    def start_entity(self) -> None:
        for step in self.steps:
            step.unpass()
        for step in self.steps:
            step.setup()
        if self.holding_step(self.skip_steps()) is None:
            self.game.changing()
            self.next_entity()

    def corporations_to_move_price(self) -> list[Corporation]:
        """The corporations whose price may move at the end of the round."""
        return [c for c in self.game.corporations if c.floated and c.share_price]

    def finish_round(self) -> None:
        game = self.game
        for corp in sorted(self.corporations_to_move_price(), key=game.operating_key):
            if game.sold_out(corp):
                old = corp.share_price
                game.market.move_up(corp)
                game.log_price_change(corp, old)


class OperatingRound(Round):
    kind = "Operating"
    short = "OR"
    entities: list[Corporation]
    current_operator: Corporation | None
    teleported: Company | None  # a private whose tile lay allows a station marker now
    routes: list[dict[str, Any]]
    extra_revenue: int
    # set by the track step
    num_laid_track: int
    upgraded_track: bool

    def select_entities(self) -> list[Corporation]:
        return self.game.operating_order()

    def start(self) -> None:
        self.current_operator = None
        self.teleported = None
        self.routes = []
        self.extra_revenue = 0
        for step in self.steps:
            step.setup()
        self.game.payout_companies()
        for entity in self.entities:
            for train in entity.trains:
                train.operated = False
        if any(not self.skip_entity(e) for e in self.entities):
            self.start_operating()

    def skip_entity(self, entity: Corporation) -> bool:
        return entity.closed

    def finished(self) -> bool:
        """No step holds the round, or no corporation is left to operate and no other
        entity's decision waits (1849: the bankrupt president of the last one to operate
        chooses the loan)."""
        step = self.active_step()
        waiting = step is not None and step.current_entity() not in self.entities
        finished = step is None or (
            not waiting and not any(not self.skip_entity(e) for e in self.entities)
        )
        if finished:
            self.current_operator = None
        return finished

    def after_process(self, action: Action, entity: Entity, holding: Step | Unknown | None) -> None:
        if action.type == "message":
            return
        if self.holding_step(holding) is not None:
            current = self.entities[self.entity_index]
            if current.owner is not None:
                return
        self.game.changing()
        self.game.after_end_of_operating_turn(self.current_operator)
        if not self.game.finished:
            self.next_entity()

    def next_entity(self) -> None:
        if self.entity_index == len(self.entities) - 1:
            return
        self.next_entity_index()
        if self.skip_entity(self.entities[self.entity_index]):
            self.next_entity()
            return
        for step in self.steps:
            step.unpass()
        for step in self.steps:
            step.setup()
        self.start_operating()

    def start_operating(self) -> None:
        entity = self.entities[self.entity_index]
        if self.skip_entity(entity):
            self.next_entity()
            return
        self.current_operator = entity
        self.game.log_entry(
            "operates", player=self.game.name_of(entity.owner), corporation=entity.sym
        )
        self.game.capitalize(entity)
        self.game.place_home_token(entity)
        if self.holding_step(self.skip_steps()) is not None:
            return
        self.game.changing()
        self.current_operator = None
        self.game.after_end_of_operating_turn(entity)
        self.next_entity()

    def recalculate_order(self) -> None:
        """After a share price change mid-round, corporations yet to act re-sort."""
        done = self.entities[: self.entity_index + 1]
        rest = self.entities[self.entity_index + 1 :]
        order = self.game.operating_order()
        self.entities = done + [e for e in order if e in rest]

    def label(self) -> str:
        return f"OR {self.game.turn}.{self.round_num}"
