"""Companion games: the map is on the table and the program keeps only the books.

The map-bound operating steps are replaced by steps that take book entries: a tile lay or a
station marker records its cost (and, where the title's rules need it, which tile or marker it
is); running trains records the revenue typed per train or as one total. A title builds its
rounds as usual and passes its step lists through `GameState.table_steps`, which swaps the
steps named in `TABLE_STEPS` (a title may extend the table with its own steps)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from railsdesk.engine.contract import COMPANION as COMPANION  # the option, named by the contract
from railsdesk.engine.contract import BookCostChoice, BookRevenueChoice, Choices, RouteBonus
from railsdesk.engine.entities import Corporation, Entity, Minor, Operator, Train
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.steps.base import Step, operator
from railsdesk.engine.steps.operating import Route, SpecialToken, SpecialTrack, Token, Track
from railsdesk.engine.validate import MATCHERS, Refusal

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.rounds import OperatingRound


class BookTrack(Track):
    """A tile lay on the table: the cost paid to the bank (the terrain), and the tile as the
    players name it if they wish. The number of lays is the title's, as on the map."""

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation | Minor):
            return []
        return ["book_tile", "pass"] if self.can_lay(entity) else []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation | Minor)  # actions() offers lays to operators
        return {"book_tile": book_costs(self.game.map_costs(), entity.cash)}

    def process_book_tile(self, action: Action, entity: Operator) -> None:
        cost = action["cost"]
        if cost:
            self.game.pay(entity, self.game.bank, cost)
        self.log_lay(action, entity)
        self.round.num_laid_track += 1
        if not self.can_lay(entity):
            self.pass_()

    def log_lay(self, action: Action, entity: Operator) -> None:
        """The lay in the log, with its tile if the players named it (1849: its gauge)."""
        tile = action.get("tile")
        key = "books_tile_named" if tile else "books_tile"
        self.game.log_entry(key, corporation=entity.sym, tile=tile or "", price=action["cost"])


class BookToken(Token):
    """A station marker on the table: the title's price of the next marker (a marker the
    rules make free, such as a private's, is typed as 0 by its own action in hotseat)."""

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation) or self.tokened:
            return []
        price = self.game.next_token_price(entity)
        if price is None or price > self.game.buying_power(entity):
            return []
        # the marker waits while money the title lets it raise (1856's loan) would pay it
        return ["book_token", "pass"] if price <= entity.cash else ["pass"]

    def token_price(self, corp: Operator) -> int | None:
        price = self.game.next_token_price(corp)
        if self.tokened or price is None or price > corp.cash:
            return None
        return price

    def marker_hexes(self, corp: Corporation) -> list[str]:
        """Hexes where the books must know a marker stands, offered as their own entries
        (1849: Messina, whose markers the earthquake takes); none by default."""
        return []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers markers to corporations only
        price = self.token_price(entity)
        if price is None:
            return {}
        hexes = self.marker_hexes(entity)
        choice: BookCostChoice = {"costs": [price], "max": price}
        return {"book_token": {**choice, "hexes": hexes} if hexes else choice}

    def process_book_token(self, action: Action, entity: Corporation) -> None:
        token = entity.next_token()
        assert token is not None  # token_price() found one
        if token.price:
            self.game.pay(entity, self.game.bank, token.price)
        token.used = True
        city = action.get("city")
        hex_id = action.get("hex")
        if hex_id:  # a marker whose place the books keep (validate checked it is offered)
            token.hex, token.city = hex_id, 0
            city = self.game.board.hexes[hex_id].location_name or hex_id
        key = "books_token_named" if city else "books_token"
        self.game.log_entry(key, corporation=entity.sym, city=city or "", price=token.price)
        self.tokened = True
        self.pass_()


class BookRevenue(Route):
    """The run typed as a revenue per train or one total (0: nothing ran). The books can
    check only what they know: a corporation without a train runs nothing, one entry per
    train at most, no negative revenue."""

    round: OperatingRound

    def running_trains(self, entity: Entity) -> list[Train]:
        """The trains the operator runs (a title may lend one, as 1880's investors run the
        bank's cheapest)."""
        return entity.trains if isinstance(entity, Corporation) else []

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self):
            return []
        return ["book_revenue"] if self.running_trains(entity) else []

    def route_bonus(self, entity: Entity) -> RouteBonus | None:
        """A bonus the players add to a route's revenue, shown beside the entry (1849: the
        C.N.M.'s port)."""
        return None

    def options(self, entity: Entity) -> Choices:
        choice: BookRevenueChoice = {
            "trains": [t.id for t in self.running_trains(entity)],
            "unit": self.game.revenue_unit,
        }
        bonus = self.route_bonus(entity)
        return {"book_revenue": {**choice, "bonus": bonus} if bonus else choice}

    def process_book_revenue(self, action: Action, entity: Operator) -> None:
        trains = self.running_trains(entity)
        revenues: list[int] = action.get("revenues") or []
        total = action.get("total")
        if (total is None) == (not revenues):
            raise self.illegal("bad_revenue", "type a revenue per train or one total")
        if len(revenues) > len(trains):
            raise self.illegal(
                "too_many_runs",
                f"{entity.sym} has {len(trains)} trains",
                trains=len(trains),
            )
        if any(r < 0 for r in revenues) or total is not None and total < 0:
            raise self.illegal("negative_revenue", "a revenue cannot be negative")
        if not any(revenues or [total]):
            self.round.routes = []  # nothing ran: the dividend is skipped, as on the map
        elif revenues:
            self.round.routes = [
                {"train": train.id, "revenue": revenue}
                for train, revenue in zip(trains, revenues, strict=False)
            ]
        else:
            self.round.routes = [{"train": trains[0].id, "revenue": total}]
        self.game.log_entry(
            "books_revenue",
            corporation=entity.sym,
            amount=sum(r["revenue"] for r in self.round.routes),
        )
        self.pass_()


def book_costs(costs: list[int], cash: int) -> BookCostChoice:
    """The costs the map's terrain can ask (offered as quick choices) and the most the
    corporation can pay (a cost typed by hand lies between 0 and that)."""
    return {"costs": [c for c in costs if c <= cash], "max": cash}


def _book_cost(game: Any, action: Action, choices: Any) -> Refusal:
    if choices is None:
        return IllegalAction("not_offered", "book_tile is not one of the choices now")
    cost = action["cost"]
    if cost < 0 or cost > choices["max"]:
        return IllegalAction(
            "bad_cost", f"the cost is 0 to {choices['max']}, not {cost}", max=choices["max"]
        )
    gauge = action.get("gauge")
    if gauge is not None and gauge not in choices.get("gauges", {}):
        return IllegalAction("bad_gauge", f"no track of gauge {gauge!r} here", gauge=gauge)
    return None


def _book_token(game: Any, action: Action, choices: Any) -> Refusal:
    if choices is None:
        return IllegalAction("not_offered", "book_token is not one of the choices now")
    cost = action.get("cost")
    if cost is not None and cost not in choices["costs"]:
        price = choices["costs"][0]
        return IllegalAction("wrong_price", f"the price is {price}, not {cost}", price=price)
    hex_id = action.get("hex")
    if hex_id is not None and hex_id not in choices.get("hexes", []):
        return IllegalAction("bad_hex", f"no station marker can be booked in {hex_id}", hex=hex_id)
    return None


MATCHERS["book_tile"] = _book_cost
MATCHERS["book_token"] = _book_token

# The map-bound steps and what stands in for them at the table (None: left out; a private's
# tile power is the table's business, its cost, if any, is booked as the corporation's lay).
TABLE_STEPS: dict[type[Step], type[Step] | None] = {
    Track: BookTrack,
    Token: BookToken,
    Route: BookRevenue,
    SpecialTrack: None,
    SpecialToken: None,
}
