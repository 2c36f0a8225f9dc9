"""A game: its setup plus the actions applied to it. GameState holds the rules' state and the
operations every title shares; titles configure it with data and override named hooks."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, TypeAlias, TypeVar, cast

from railsdesk.engine.actions import Action, filter_undone, redo_available
from railsdesk.engine.board import Board
from railsdesk.engine.checkpoints import EVERY, Checkpoints
from railsdesk.engine.collector import collector_paused
from railsdesk.engine.company_rules import CompanyRules
from railsdesk.engine.contract import Choices, Legal, Snapshot, TitleView
from railsdesk.engine.corrections import CORRECTION, apply_correction
from railsdesk.engine.depot import Depot
from railsdesk.engine.entities import (
    Bank,
    CashHolder,
    Company,
    Corporation,
    Entity,
    Minor,
    Operator,
    Player,
    SharePool,
    Train,
)
from railsdesk.engine.errors import GameDataError, IllegalAction
from railsdesk.engine.graph import Reach
from railsdesk.engine.log import LogEntry
from railsdesk.engine.map_rules import MapRules
from railsdesk.engine.market import SharePrice, StockMarket
from railsdesk.engine.operations import OperatingRules, PendingToken
from railsdesk.engine.phase import Phase
from railsdesk.engine.readings import READINGS, RULEBOOK, Rule
from railsdesk.engine.rounds import OperatingRound, Round, StockRound
from railsdesk.engine.shares import ShareRules
from railsdesk.engine.steps.companion import COMPANION, TABLE_STEPS
from railsdesk.engine.tiles import TileSet
from railsdesk.engine.undo_states import UndoStates
from railsdesk.engine.validate import check_shape

if TYPE_CHECKING:
    from railsdesk.engine.routes import RouteTrain
    from railsdesk.engine.steps.base import Step

    # a step of a round, with the keyword arguments it is made with, if any
    StepSpec: TypeAlias = type[Step] | tuple[type[Step], dict[str, Any]]

T = TypeVar("T")

# Actions that record intent only (programmed auto-play); their effects arrive as auto_actions.
NO_EFFECT_ACTIONS = {
    "message",
    "log",
    "program_buy_shares",
    "program_share_pass",
    "program_auction_bid",
    "program_close_pass",
    "program_merger_pass",
    "program_disable",
    "program_harzbahn_draft_pass",
    "program_independent_mines",
}


class _Effects:
    """The context of GameState.effects (a class: it is entered for every action)."""

    __slots__ = ("state",)

    def __init__(self, state: GameState):
        self.state = state

    def __enter__(self) -> None:
        self.state.changing()
        self.state._effects += 1

    def __exit__(self, *exc_info: object) -> None:
        self.state._effects -= 1


# Rounds that one action may end one after another before the game is taken to have stalled:
# every round over as soon as it begins, as when all companies have closed and nobody can
# start one, so that no end condition would ever come.
STALLED_AFTER_ROUNDS = 20


class GameState(ShareRules, OperatingRules, MapRules, CompanyRules):
    """The rules' state of one game. Built once from setup, then changed only by actions.

    A title subclasses it: its data, the classes of its entities and rounds, and the hooks
    below (the rules of a round's steps are overridden in the steps themselves)."""

    title = "base"
    # The kinds of things a title's game is made of; a title with its own rules for one of
    # them names its subclass here.
    corporation_class: type[Corporation] = Corporation
    company_class: type[Company] = Company
    minor_class: type[Minor] = Minor
    depot_class: type[Depot] = Depot
    share_pool_class: type[SharePool] = SharePool
    phase_class: type[Phase] = Phase
    market_class: type[StockMarket] = StockMarket
    MUST_BUY_TRAIN = "route"
    MARKET_SHARE_LIMIT = 50
    CERT_LIMIT_INCLUDES_PRIVATES = True

    def __init__(
        self,
        data: dict[str, Any],
        players: list[dict[str, Any]],
        options: list[str],
        seed: int = 0,
        reading: str = RULEBOOK,
    ):
        n = len(players)
        if str(n) not in data["starting_cash"]:
            raise GameDataError(
                f"{data['title']} is played by {min(data['starting_cash'])} to "
                f"{max(data['starting_cash'])} players, not {n}"
            )
        self.data = data
        self.options = set(options)
        self.seed = seed
        if reading not in READINGS:
            raise GameDataError(f"unknown reading of the rules {reading!r}")
        self.reading = reading
        self.log: list[LogEntry] = []
        self.current_action_id: int | None = None
        self.finished = False
        self.game_end_reason: str | None = None
        self.game_end_trigger: tuple[str, str] | None = None
        self.turn = 1
        self.bank = Bank(data["bank_cash"])
        self.pool = self.share_pool_class()
        self.market = self.market_class(data["market"])
        self.phase = self.phase_class(data["phases"])
        self._setup_map(data)
        self._setup_entities(data, players)
        self.companies_pending_par: list[Company] = []
        self.players_sold: dict[Player, dict[Corporation, str]] = {}
        self._reach: dict[str, Reach] = {}
        # (corporation, hex) -> a walk stopped at its first entry into the hex (hex_walk)
        self._hex_walks: dict[tuple[str, str], Reach] = {}
        # (corporation, hex, tile, rotation) -> new_track_reached, while the map stands
        self._new_track: dict[tuple[str, str, str, int], bool] = {}
        self.operating_rounds = self.phase.operating_rounds
        self.pending_tokens: list[PendingToken] = []
        self.tile_changes: dict[str, str] = {}
        self._crowded: list[Corporation] | None = None
        self.routes_found: set[str] = set()
        self._route_trains: dict[tuple[str, str], RouteTrain] = {}  # see route_train
        self.last_run: dict[str, list[dict[str, Any]]] = {}
        # answers kept while the state stands still (None: none kept): (step, entity) ->
        # offered(), (round, None) -> holding(), (kind, subject) -> kept_answer()
        self._offered: dict[tuple[Any, Any], Any] | None = None
        self._in_sequence = False  # see in_sequence
        self._effects = 0  # how deep in an action's effects (see effects)
        self._effects_context = _Effects(self)
        # each title's game-end checks, bound once (asked after every action)
        self._end_checks = [
            (getattr(self, f"end_check_{reason}"), reason, after)
            for reason, after in self.GAME_END_CHECK
        ]
        for player in self.players:
            self.bank_pay(player, data["starting_cash"][str(n)])
        self.cert_limit_value: int = data["cert_limit"][str(n)]
        self.setup_reservations()
        self.setup()
        self.round: Round = self.init_round()
        self.round.start()
        self._offered = None  # the first question is asked afresh (see in_sequence)

    def _setup_map(self, data: dict[str, Any]) -> None:
        """The board, the future labels of its hexes, and the tiles not yet laid."""
        self.board = Board.from_data(data)
        self.future_labels = {
            hex_id: part
            for hex_id, hex_data in data["hexes"].items()
            for part in hex_data["parts"]
            if part["type"] == "future_label"
        }
        self.tileset = TileSet.from_data(data)
        self.tiles_left: dict[str, list[str]] = {}
        for name, spec in data["tiles"].items():  # (the definitions are built when laid)
            self.tiles_left[name] = [f"{name}-{i}" for i in range(spec["count"])]

    def _setup_entities(self, data: dict[str, Any], players: list[dict[str, Any]]) -> None:
        """The players in their seats, the corporations with their certificates, the privates,
        the minors, and the trains in the depot."""
        self.players = [Player(p["id"], p.get("name") or str(p["id"])) for p in players]
        self.players_by_id = {str(p.id): p for p in self.players}
        self.seat_order = list(self.players)
        self.corporations = [self.corporation_class(c) for c in data["corporations"]]
        self.corps_by_sym = {c.sym: c for c in self.corporations}
        for corp in self.corporations:
            corp.create_shares(self.share_layout(corp))
        self.companies = [self.company_class(c) for c in data["companies"]]
        self.companies_by_sym = {c.sym: c for c in self.companies}
        self.minors = [self.minor_class(m) for m in data.get("minors", [])]
        self.minors_by_sym = {m.sym: m for m in self.minors}
        self.train_specs = {t["name"]: t for t in data["trains"]}
        self.train_counts: dict[str, int] = {}
        trains = []
        for spec in data["trains"]:
            for _ in range(self.num_trains(spec)):
                trains.append(self.make_train(spec, self.next_train_index(spec["name"])))
        self.depot = self.depot_class(trains, self)

    # -- title hooks ----------------------------------------------------------------------
    def share_layout(self, corp: Corporation) -> list[int]:
        return [20] + [10] * 8

    def num_trains(self, spec: dict[str, Any]) -> int:
        num: int = 1 if spec.get("num") == "unlimited" else spec.get("num", 1)
        return num

    def setup(self) -> None:
        """Title-specific setup after the common one."""

    def init_round(self) -> Round:
        raise NotImplementedError

    def stock_round(self) -> StockRound:
        raise NotImplementedError

    def operating_round(self, round_num: int) -> OperatingRound:
        raise NotImplementedError

    def auction_companies(self) -> list[Company]:
        return list(self.companies)

    def multiple_buy_only_from_market(self) -> bool:
        return True

    def tile_lays(self, corp: Operator) -> list[dict[str, Any]]:
        return [{"lay": True, "upgrade": True, "cost": 0}]

    # A title's own map-bound steps and what stands in for them at the table (None: left
    # out); looked up before `steps.companion.TABLE_STEPS`.
    title_table_steps: ClassVar[dict[type[Step], type[Step] | None]] = {}

    def table_steps(self, steps: list[StepSpec]) -> list[StepSpec]:
        """A round's steps as a companion game plays them (the map is on the table): each
        map-bound step swapped for the book-keeping one of the title's `title_table_steps`
        or of `steps.companion.TABLE_STEPS`, found along the step's class ancestry (a title's
        Track subclass becomes the table's lay unless the title names its own)."""
        if COMPANION not in self.options:
            return steps
        swaps = {**TABLE_STEPS, **self.title_table_steps}
        found: list[StepSpec] = []
        for spec in steps:
            cls, opts = spec if isinstance(spec, tuple) else (spec, {})
            ancestor = next((c for c in cls.__mro__ if c in swaps), None)
            table = cls if ancestor is None else swaps[ancestor]
            if table is not None:
                found.append((table, opts) if opts else table)
        return found

    def map_costs(self) -> list[int]:
        """The costs a tile lay can have on this map (terrain and borders; 0 for none)."""
        costs = {0}
        for hex_ in self.board.hexes.values():
            costs.add(hex_.tile.upgrade_cost)
            costs.update(b.cost for b in hex_.tile.borders if b.cost)
        return sorted(costs)

    def after_end_of_operating_turn(self, operator: Operator | None) -> None:
        pass

    def title_view(self) -> TitleView:
        """What a title shows beyond the shared snapshot, as plain data (1856: loans, escrow,
        destinations, rights and the CGR's formation; 1880: the order track, permits, debts)."""
        return {}

    def action_processed(self, action: Action) -> None:
        """After an action's effects, before the game-end check and the next round (1856
        closes corporations whose price reached the closed zone)."""

    def stock_turn_after_closing(self) -> None:
        """Corporations closed by their price after a stock-round action: the player whose turn
        it is may be left with nothing to do (all he could do was trade the closed one's
        shares); his turn passes, as any turn with nothing to do."""
        round_ = self.round
        if not isinstance(round_, StockRound) or round_.finished():
            return
        self.changing()
        if round_.holding_step(round_.skip_steps()) is None:
            self.changing()
            round_.next_entity()

    # -- lookups --------------------------------------------------------------------------
    def make_train(self, spec: dict[str, Any], index: int) -> Train:
        # An event with "when": N belongs to the N-th train of the kind, one without to the first.
        events = [e for e in spec.get("events", []) if e.get("when", 1) == index + 1]
        return Train(
            id=f"{spec['name']}-{index}",
            name=spec["name"],
            distance=spec["distance"],
            price=spec["price"],
            rusts_on=spec.get("rusts_on"),
            obsolete_on=spec.get("obsolete_on"),
            available_on=spec.get("available_on"),
            discount=dict(spec.get("discount") or {}),
            events=[dict(e) for e in events],
        )

    def next_train_index(self, name: str) -> int:
        index = self.train_counts.get(name, 0)
        self.train_counts[name] = index + 1
        return index

    def player(self, player_id: object) -> Player:
        try:
            return self.players_by_id[str(player_id)]
        except KeyError:
            raise IllegalAction("unknown_player", f"no player {player_id!r}") from None

    def corporation(self, sym: str) -> Corporation:
        try:
            return self.corps_by_sym[sym]
        except KeyError:
            raise IllegalAction("unknown_corporation", f"no corporation {sym!r}") from None

    def company(self, sym: str) -> Company:
        try:
            return self.companies_by_sym[sym]
        except KeyError:
            raise IllegalAction("unknown_company", f"no private company {sym!r}") from None

    def minor(self, sym: str) -> Minor:
        try:
            return self.minors_by_sym[sym]
        except KeyError:
            raise IllegalAction("unknown_minor", f"no minor company {sym!r}") from None

    def train(self, train_id: str) -> Train:
        for train in self.all_trains():
            if train.id == train_id:
                return train
        raise IllegalAction("unknown_train", f"no train {train_id!r}")

    def all_trains(self) -> list[Train]:
        return self.depot.trains

    def entity(self, action: Action) -> Entity:
        kind, ident = action.entity_type, action.entity
        if kind == "player":
            return self.player(ident)
        if kind == "corporation":
            return self.corporation(ident)
        if kind == "company":
            return self.company(ident)
        if kind == "minor":
            return self.minor(ident)
        raise IllegalAction("unknown_entity", f"unknown entity type {kind!r}")

    def name_of(self, entity: object) -> str:
        name: str = getattr(entity, "name", str(entity))
        return name

    def money(self, amount: int) -> str:
        currency_format: str = self.data["currency_format"]
        return currency_format.replace("%s", str(amount))

    def by_rulebook(self, rule: Rule) -> bool:
        """Whether this game applies the rule as the rulebook reads it (else as 18xx.games)."""
        return self.reading == RULEBOOK

    def log_entry(self, key: str, **params: object) -> None:
        """Record what happened (engine/log.py has the kinds and their English sentences)."""
        self.log.append(LogEntry(self.current_action_id, key, params, self.data["currency_format"]))

    def log_price_change(self, corp: Corporation, old: SharePrice | None) -> None:
        new = corp.share_price
        if old is None or new is None or new is old:
            return
        if new.price == old.price:  # a space of the same price (1830's two $67 in a column)
            self.log_entry("price_marker_moves", corporation=corp.sym, price=new.price)
        else:
            self.log_entry(
                "price_moves", corporation=corp.sym, from_price=old.price, to_price=new.price
            )

    # -- money ----------------------------------------------------------------------------
    def bank_pay(self, receiver: CashHolder, amount: int) -> None:
        if amount <= 0:
            return
        if self.bank.cash - amount < 0 and not self.bank.unlimited:
            if not self.bank.broken:
                self.log_entry("bank_broken")
            self.bank.broken = True
        self.bank.cash -= amount
        receiver.cash += amount

    def pay(self, payer: CashHolder, receiver: CashHolder, amount: int) -> None:
        """Move money between entities (the bank included)."""
        if amount <= 0:
            return
        if payer is self.bank:
            self.bank_pay(receiver, amount)
            return
        if payer.cash < amount:
            raise IllegalAction(
                "not_enough_cash",
                f"{self.name_of(payer)} has {self.money(payer.cash)}, needs {self.money(amount)}",
            )
        payer.cash -= amount
        receiver.cash += amount

    def total_money(self) -> int:
        return (
            self.bank.cash
            + sum(p.cash for p in self.players)
            + sum(c.cash for c in self.corporations)
            + sum(m.cash for m in self.minors)
        )

    # -- operating order ------------------------------------------------------------------
    def operating_key(self, corp: Corporation) -> tuple[int, int, int, int, str]:
        sp = corp.share_price
        assert sp is not None  # only floated corporations operate, and they have a price
        return (-sp.price, -sp.column, sp.row, sp.corporations.index(corp), corp.name)

    def operating_order(self) -> list[Corporation]:
        floated = [c for c in self.corporations if c.floated and not c.closed]
        return sorted(floated, key=self.operating_key)

    # -- trains ---------------------------------------------------------------------------
    def discard_train(self, train: Train) -> None:
        """A train over the limit goes back to the bank (1880: it leaves the game)."""
        self.depot.reclaim_train(train)

    def remove_train(self, train: Train) -> None:
        self.trains_changed()
        owner = train.owner
        if owner is self.depot:
            self.depot.remove_train(train)
        elif owner is not None and hasattr(owner, "trains"):
            owner.trains.remove(train)

    # -- game end -------------------------------------------------------------------------
    GAME_END_CHECK: tuple[tuple[str, str], ...] = (("bankrupt", "immediate"), ("bank", "full_or"))
    END_PRIORITY: tuple[str, ...] = (
        "immediate",
        "current_round",
        "current_or",
        "full_or",
        "one_more_full_or_set",
    )

    def game_end_check(self) -> tuple[str, str] | None:
        for check, reason, after in self._end_checks:
            if not check():
                continue
            if self.game_end_trigger and self.END_PRIORITY.index(after) >= self.END_PRIORITY.index(
                self.game_end_trigger[1]
            ):
                continue
            self.changing()
            self.game_end_trigger = (reason, after)
        return self.game_end_trigger

    def end_check_bankrupt(self) -> bool:
        for player in self.players:
            if player.bankrupt:
                return True
        return False

    def end_check_bank(self) -> bool:
        return self.bank.broken

    def end_now(self, after: str | None) -> bool:
        if not after:
            return False
        if after in ("immediate", "current_round"):
            return True
        if self.round.kind != "Operating":
            return False
        if after == "current_or":
            return True
        return self.round.round_num == self.operating_rounds

    def end_game(self, reason: str) -> None:
        if self.finished:
            return
        self.changing()
        self.finished = True
        self.game_end_reason = reason
        self.log_entry("game_over", reason=reason)

    def worth_parts(self, player: Player) -> dict[str, int]:
        """A player's worth as the rulebook counts it, part by part (cash, shares at the
        market's price, privates at face value; a title adds what it subtracts, as negative
        parts). Their sum is the player's score."""
        shares = sum(
            self.share_price_for(s) * s.percent // s.corporation.share_percent
            for s in player.all_shares()
            if s.corporation.ipoed and s.corporation.share_price
        )
        return {
            "cash": player.cash,
            "shares": shares,
            "privates": sum(c.value for c in player.companies),
        }

    def player_value(self, player: Player) -> int:
        return sum(self.worth_parts(player).values())

    def result(self) -> dict[str, int]:
        values = {str(p.id): self.player_value(p) for p in self.players}
        return dict(sorted(values.items(), key=lambda kv: -kv[1]))

    # -- what the steps offer -------------------------------------------------------------
    def offered(self, step: Step, entity: Entity) -> list[str]:
        """The actions the step offers the entity now (its `actions`). Rounds ask this several
        times for one state (which step holds the round, is it finished, does the action fit);
        while the state stands still the answer is worked out once."""
        kept = self._offered
        if kept is None:
            return step.actions(entity)
        found = kept.get((step, entity))
        if found is None:
            found = kept[(step, entity)] = step.actions(entity)
        return found

    def kept_answer(self, key: tuple[object, object], compute: Callable[[], T]) -> T:
        """An answer of the rules other than a step's (keys name their kind first, e.g.
        ("certs", player)), worked out once while the state stands still, as offered()."""
        kept = self._offered
        if kept is None:
            return compute()
        if key in kept:
            found: T = kept[key]
            return found
        found = kept[key] = compute()
        return found

    def holding(self, round_: Round) -> Step | None:
        """The step that holds the round now (its active_step()), worked out once while the
        state stands still, as offered()."""
        kept = self._offered
        if kept is None:
            return round_.find_active_step()
        key = (round_, None)
        if key in kept:
            held: Step | None = kept[key]
            return held
        held = kept[key] = round_.find_active_step()
        return held

    def changing(self) -> None:
        """The state is about to change: answers kept are void, and none are kept until it
        stands still again. Whatever changes the state after a step's effects (a round's
        after_process, action_processed, the game's end) calls this first."""
        self._offered = None

    def standing_still(self) -> None:
        """The rules have done what they do for now: answers may be kept until the next
        change (not within an action's effects, which go on changing the state)."""
        if self._offered is None and not self._effects:
            self._offered = {}

    def effects(self) -> _Effects:
        """An action's effects (a step's process method, a correction), as a context: no
        answers are kept until they are over, whatever the rules ask on the way."""
        return self._effects_context

    @contextmanager
    def in_sequence(self) -> Iterator[None]:
        """While one caller applies actions one after another and nothing else touches the
        state in between (a log's replay, a rebuild, a random game), what the steps offer at
        the end of one action still holds when the next is checked. Outside, every process
        and legal query starts afresh, so a state changed by hand (tests) is asked again."""
        before = self._in_sequence
        self._in_sequence = True
        try:
            yield
        finally:
            self._in_sequence = before
            if not before:
                self._offered = None

    # -- processing -----------------------------------------------------------------------
    def process(self, action: Action) -> list[Action]:
        """Apply an action and its automatic follow-ups. An action that brings none (a new
        one) gets those the rules make now; they are returned, to be kept with it."""
        if not self._in_sequence:
            self._offered = None
        try:
            return self._process(action)
        finally:
            if not self._in_sequence:
                self._offered = None

    def _process(self, action: Action) -> list[Action]:
        self.current_action_id = action.id
        self.tile_changes = {}
        if action.type in NO_EFFECT_ACTIONS:
            pass
        elif action.type == "end_game":
            self.changing()
            self.end_game("manually_ended")
        else:
            if self.finished:
                raise IllegalAction("game_over", "the game is over")
            if action.type == CORRECTION:
                check_shape(action)
                with self.effects():
                    apply_correction(self, action)
            else:
                self.process_single(action)
        for auto in action.auto_actions:
            if auto.type in NO_EFFECT_ACTIONS:
                continue
            self.process_single(auto)
        if action.auto_actions:
            return []
        return self.automatic_actions()

    def automatic_actions(self) -> list[Action]:
        """Actions the rules take by themselves now (a step's `auto_action`, e.g. 1856's
        destination check after track), applied one by one."""
        made: list[Action] = []
        while not self.finished:
            step = self.round.active_step()
            auto = step.auto_action() if step is not None else None
            if auto is None:
                return made
            self.process_single(auto)
            made.append(auto)
        return made

    def process_single(self, action: Action) -> None:
        check_shape(action)
        entity = self.entity(action)
        self.round.process_action(action, entity)
        self.action_processed(action)
        trigger = self.game_end_check()
        if trigger and trigger[1] == "immediate":
            self.end_game(trigger[0])
        rounds = 0
        while True:
            self.standing_still()
            if self.finished or not self.round.finished():
                break
            self.changing()  # a round's end may act (1856 closes privates), the next begins
            for e in self.round.entities:
                if hasattr(e, "passed"):
                    e.passed = False
            trigger = self.game_end_trigger
            rounds += 1
            if trigger and self.end_now(trigger[1]):
                self.end_game(trigger[0])
            elif rounds > STALLED_AFTER_ROUNDS:
                self.end_game("stalled")
            else:
                self.next_round()

    def next_round(self) -> None:
        current = self.round
        if isinstance(current, StockRound):
            self.operating_rounds = self.phase.operating_rounds
            self.reorder_players()
            self.round = self.operating_round(1)
        elif isinstance(current, OperatingRound):
            if current.round_num < self.operating_rounds:
                self.round = self.operating_round(current.round_num + 1)
            else:
                self.turn += 1
                self.round = self.new_stock_round()
        else:
            self.reorder_players()
            self.round = self.new_stock_round()
        self.round.start()

    def new_stock_round(self) -> StockRound:
        self.players_sold = {}
        return self.stock_round()

    def reorder_players(self) -> None:
        active = [p for p in self.players if not p.bankrupt]
        if not active:
            return
        first = active[self.round.entity_index % len(active)]
        index = self.players.index(first)
        self.players = self.players[index:] + self.players[:index]

    # -- views ----------------------------------------------------------------------------
    def current_entity(self) -> Entity | None:
        return self.round.acting_entity()

    def entity_ref(self, entity: Entity) -> tuple[int | str, str]:
        if isinstance(entity, Player):
            return entity.id, "player"
        return entity.sym, entity.kind

    def legal(self) -> Legal:
        """What the entity to act may do now: action types and, per type, the choices.

        Privates with a power usable now are listed under "companies" with their own actions.
        """
        if self._offered is not None:  # kept since the last action (in_sequence)
            return self._legal()
        self.standing_still()  # a query: the state stands still while it is answered
        try:
            return self._legal()
        finally:
            if not self._in_sequence:
                self._offered = None

    def _legal(self) -> Legal:
        entity = None if self.finished else self.current_entity()
        if entity is None:
            return {"entity": None, "entity_type": None, "actions": []}
        ident, kind = self.entity_ref(entity)
        found: Legal = {"entity": ident, "entity_type": kind, "actions": []}
        # each step fills in the kinds of choice it offers; the first to offer one gives it
        merged = cast("dict[str, Any]", found)
        for step in self.round.steps:
            if not step.active:
                continue
            actions = self.offered(step, entity)
            if actions:
                for action in actions:
                    if action not in found["actions"]:
                        found["actions"].append(action)
                for key, value in step.options(entity).items():
                    if key not in merged or not merged[key]:
                        merged[key] = value
            if step.blocking():
                break
        companies: dict[str, Choices] = {}
        owner = entity if isinstance(entity, Player) else getattr(entity, "owner", None)
        for company in self.companies:
            if company.closed or company.owner not in (entity, owner):
                continue
            actions = self.round.actions_for(company)
            if actions:
                options: Choices = {}
                for step in self.round.steps:
                    if step.active and self.offered(step, company):
                        options.update(step.options(company))
                companies[company.sym] = {"actions": actions, **options}
        if companies:
            found["companies"] = companies
        return found

    def round_label(self) -> str:
        return self.round.label()


class Game:
    """A game as the program sees it: setup, the log of actions, and the state they give.

    Undo and redo are actions too (as on 18xx.games); the state is rebuilt from the actions
    that remain after them.
    """

    def __init__(
        self,
        state_factory: Callable[[list[dict[str, Any]], list[str], int, str], GameState],
        title: str,
        players: list[dict[str, Any]],
        options: list[str],
        seed: int = 0,
        settings: dict[str, Any] | None = None,
        reading: str = RULEBOOK,
    ):
        self.state_factory = state_factory
        self.title = title
        self.players_setup = [dict(p) for p in players]
        self.options = list(options)
        self.seed = seed
        self.settings = dict(settings or {})
        self.reading = reading
        self.raw_actions: list[Action] = []
        self.undo_states = UndoStates(self._build)
        self.checkpoints = Checkpoints()
        self.copy_due = False  # the present is worth a copy (keep_copy_if_due)
        self.applied_count = 0
        self.log_id: Any = None  # the id of the 18xx.games log it was read from
        self.state = state_factory(players, options, seed, reading)

    def _next_id(self) -> int:
        return (self.raw_actions[-1].id or 0) + 1 if self.raw_actions else 1

    def process(self, action: dict[str, Any] | Action, trusted_id: bool = False) -> None:
        """Apply one action; on an illegal one the game is left exactly as it was."""
        if isinstance(action, dict):
            try:
                action = Action.from_dict(action)
            except ValueError as exc:
                raise IllegalAction("bad_action", str(exc)) from None
        if not trusted_id or action.id is None:
            action = Action(
                action.type,
                action.entity,
                action.entity_type,
                action.fields,
                self._next_id(),
                action.auto_actions,
                action.envelope,
            )
        if action.type in ("undo", "redo"):
            candidate = self.raw_actions + [action]
            live = filter_undone(candidate)
            if action.type == "undo" and len(live) == len(filter_undone(self.raw_actions)):
                raise IllegalAction("nothing_to_undo", "there is nothing to undo")
            if action.type == "redo" and not self.can_redo:
                raise IllegalAction("nothing_to_redo", "there is nothing to redo")
            self.state = self.undo_states.state_after(self.state, self.raw_actions, live)
            self.raw_actions = candidate
            return
        self.undo_states.forget()
        try:
            made = self.state.process(action)
        except Exception:
            self.state = self._build(filter_undone(self.raw_actions))
            raise
        if made:
            action = replace(action, auto_actions=tuple(made))
        self.raw_actions.append(action)
        # a game played move by move (not a batch in sequence: a replay, a random or computer
        # game) is due a copy now and then, for the next undo to start close by
        if not self.state._in_sequence:  # (the live actions are counted only then)
            self.copy_due = len(filter_undone(self.raw_actions)) % EVERY == 0

    def keep_copy_if_due(self) -> None:
        """Keep the copy of the present the last action made due (see process). Apart from
        process, so that a window keeps it once the action is drawn: late in a game the copy
        takes some tens of milliseconds."""
        if self.copy_due:
            self.copy_due = False
            self.checkpoints.keep(filter_undone(self.raw_actions), self.state)

    def snapshot(self) -> Snapshot:
        """The state as plain data for the program to draw (see engine.view.snapshot)."""
        from railsdesk.engine.view import snapshot

        return snapshot(self.state)

    def legal(self) -> Legal:
        return self.state.legal()

    def best_routes(self, cancel: Callable[[], bool] | None = None) -> list[dict[str, Any]]:
        """The best run for the corporation to run routes now (run_routes route entries).

        cancel: a callable polled during the search; when it returns True the search stops
        with route_finder.Cancelled."""
        corp = self.state.current_entity()
        if not isinstance(corp, Corporation | Minor):  # 1880's investors run trains too
            raise IllegalAction("no_corporation", "no corporation is running trains now")
        return self.state.best_routes(corp, cancel)

    def check_routes(self, routes: list[dict[str, Any]]) -> list[int]:
        """Revenue per route of a run the acting corporation could submit now; raises
        IllegalAction naming the broken rule (nothing changes either way)."""
        corp = self.state.current_entity()
        if not isinstance(corp, Corporation | Minor):
            raise IllegalAction("no_corporation", "no corporation is running trains now")
        return [r["revenue"] for r in self.state.check_routes(corp, routes)]

    def live_actions(self) -> list[Action]:
        """The actions that count: undone ones and the undo and redo entries left out."""
        return [a for a in filter_undone(self.raw_actions) if a.type not in ("undo", "redo")]

    def state_at(self, count: int) -> GameState:
        """A separate state after the first `count` actions that count (for history views)."""
        return self._build(filter_undone(self.raw_actions)[:count])

    def fresh_state(self) -> GameState:
        """The state at the start of this game."""
        return self.state_factory(self.players_setup, self.options, self.seed, self.reading)

    def _build(self, actions: list[Action]) -> GameState:
        done, copied = self.checkpoints.start(actions)
        state = copied if copied is not None else self.fresh_state()
        with state.in_sequence(), collector_paused():
            for action in actions[done:]:
                state.process(action)
                done += 1
                if self.checkpoints.wanted(done, len(actions)):
                    self.checkpoints.keep(actions[:done], state)
        return state

    @property
    def can_undo(self) -> bool:
        return any(
            a.type not in ("message", "undo", "redo") for a in filter_undone(self.raw_actions)
        )

    @property
    def can_redo(self) -> bool:
        return redo_available(self.raw_actions)
