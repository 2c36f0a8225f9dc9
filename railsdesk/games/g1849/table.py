"""1849 at the table (companion games): what the books need of the map that lies on the
table. A lay's terrain cost by the gauge of its track, a station marker in Messina (the
earthquake takes it), the C.N.M.'s port bonus shown beside the run, and a station slot
bought from another company (advanced game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from railsdesk.engine.actions import Action
from railsdesk.engine.contract import BookSlotChoice, Choices, RouteBonus
from railsdesk.engine.entities import Corporation, Entity, Operator, Token
from railsdesk.engine.errors import IllegalAction
from railsdesk.engine.steps.companion import BookRevenue, BookToken, BookTrack
from railsdesk.engine.validate import MATCHERS, Refusal
from railsdesk.games.g1849.routes import CNM_BONUS
from railsdesk.games.g1849.steps import BuyToken

if TYPE_CHECKING:
    from railsdesk.games.g1849 import Game1849

# the log's key for a lay by the gauge of its track
GAUGE_LOG_KEYS = {
    "narrow": "books_tile_narrow",
    "broad": "books_tile_standard",
    "dual": "books_tile_dual",
}


class BookTrack1849(BookTrack):
    """A lay's cost by the gauge of the track it adds: narrow a quarter of the terrain,
    standard in full (half with the S.I.G.I.), dual in full; the players pick the gauge and
    the terrain, or type another cost (the S.M.S.'s lay, free by the rulebook)."""

    game: Game1849

    def options(self, entity: Entity) -> Choices:
        choices = super().options(entity)
        assert isinstance(entity, Corporation)  # actions() offers lays to companies only
        return {"book_tile": {**choices["book_tile"], "gauges": self.game.gauge_costs(entity)}}

    def log_lay(self, action: Action, entity: Operator) -> None:
        gauge = action.get("gauge")
        if gauge is None:
            super().log_lay(action, entity)
            return
        self.game.log_entry(GAUGE_LOG_KEYS[gauge], corporation=entity.sym, price=action["cost"])


class BookToken1849(BookToken):
    """A marker placed in Messina is booked as such: the earthquake takes it."""

    game: Game1849

    def marker_hexes(self, corp: Corporation) -> list[str]:
        return self.game.messina_for_marker(corp)


class BookRevenue1849(BookRevenue):
    """The run typed per train; the C.N.M.'s port, if the company has it, shown beside."""

    game: Game1849

    def route_bonus(self, entity: Entity) -> RouteBonus | None:
        marker = self.game.port_marker
        if marker is None or marker[0] is not entity:
            return None
        return {"hex": marker[1], "amount": CNM_BONUS}


class BookSlot(BuyToken):
    """Advanced game: after its dividend a company may buy another company's station marker
    at a price the two agree on (R 4.4). The books check what they know: the seller has a
    president and another marker besides, it is not the seller's home, the buyer has a
    marker left and no marker where the bought one stands (when the books know where)."""

    def actions(self, entity: Entity) -> list[str]:
        if not self.asks(entity):
            return []
        assert isinstance(entity, Corporation)  # asks() says so
        return ["book_slot", "pass"] if self.slots(entity) else []

    def auto_action(self) -> Action | None:
        return None

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers this to the operator
        return {"book_slot": self.slots(entity)}

    def slots(self, corp: Corporation) -> list[BookSlotChoice]:
        if corp.next_token() is None or corp.cash < 1:
            return []
        found: list[BookSlotChoice] = []
        for seller in self.game.corporations:
            if seller is corp or seller.owner is None or seller.closed:
                continue
            for hex_id in sellable_places(seller):
                if hex_id is None:
                    found.append({"seller": seller.sym, "min": 1, "max": corp.cash})
                elif not any(t.used and t.hex == hex_id for t in corp.tokens):
                    found.append({"seller": seller.sym, "hex": hex_id, "min": 1, "max": corp.cash})
        return found

    def process_book_slot(self, action: Action, entity: Corporation) -> None:
        seller = self.game.corporation(action["seller"])
        hex_id = action.get("hex")
        sold = next(t for t in sellable(seller) if t.hex == hex_id)
        sold.used, sold.hex, sold.city = False, None, None
        token = entity.next_token()
        assert token is not None  # slots() offers a slot only to a company with a marker
        token.used, token.hex, token.city = True, hex_id, 0 if hex_id else None
        price = action["price"]
        self.game.pay(entity, seller, price)
        if hex_id:
            place = self.game.board.hexes[hex_id].location_name or hex_id
            self.game.log_entry(
                "buys_marker", corporation=entity.sym, seller=seller.sym, hex=place, price=price
            )
        else:
            self.game.log_entry(
                "books_slot", corporation=entity.sym, seller=seller.sym, price=price
            )
        self.pass_()


def sellable(seller: Corporation) -> list[Token]:
    """The seller's placed markers it may sell: not its home, not its last."""
    placed = [t for t in seller.tokens if t.used]
    if len(placed) < 2:
        return []
    return [t for t in placed if t is not seller.tokens[0]]


def sellable_places(seller: Corporation) -> list[str | None]:
    """Where the seller's sellable markers stand, once each (None: somewhere on the table)."""
    return list(dict.fromkeys(t.hex for t in sellable(seller)))


def _book_slot(game: object, action: Action, choices: list[BookSlotChoice] | None) -> Refusal:
    offer = next(
        (
            c
            for c in choices or ()
            if c["seller"] == action["seller"] and c.get("hex") == action.get("hex")
        ),
        None,
    )
    if offer is None:
        return IllegalAction("not_offered", "that station marker cannot be bought now")
    price = action["price"]
    if not offer["min"] <= price <= offer["max"]:
        low, high = offer["min"], offer["max"]
        return IllegalAction("bad_price", f"the price is {low} to {high}", min=low, max=high)
    return None


MATCHERS["book_slot"] = _book_slot
