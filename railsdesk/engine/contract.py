"""The contract between the rules engine and the program, and the program's only door into
the engine (docs/engine.md, "The contract").

The shapes of the legal-moves answer (`GameState.legal()`) and of the snapshot the program draws
from (`engine.view.snapshot`): plain JSON-like data, declared here so that both sides and the type
checker agree on every key; the board in it is a read-only picture (`BoardSnapshot`: per hex its
tile, rotation, city slots with their tokens and reservations). Then what the program asks of a
game beyond them: the game at an earlier moment (history), a route planner that asks the
engine's route rules, the shares a correction may move, the log's templates; and the few engine
types it must name (IllegalAction, and the tile definitions it draws, which are static data).

The engine's modules import the shapes from here, so this module imports at its top only
engine modules that import nothing of it (errors, log, tiles, board, planning and the route
rules it uses); the others are imported where they are used.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from railsdesk.engine.board import IMPASSABLE_COLORS, Board
from railsdesk.engine.collector import freeze_long_lived as freeze_long_lived
from railsdesk.engine.errors import IllegalAction as IllegalAction
from railsdesk.engine.log import MONEY_PARAMS as MONEY_PARAMS
from railsdesk.engine.log import TEMPLATES as TEMPLATES
from railsdesk.engine.log import parties_of as parties_of
from railsdesk.engine.log import topics_of as topics_of
from railsdesk.engine.planning import NodeRef as NodeRef
from railsdesk.engine.planning import RoutePlanner as RoutePlanner
from railsdesk.engine.readings import RULEBOOK as RULEBOOK
from railsdesk.engine.readings import SITE as SITE
from railsdesk.engine.tiles import COLORS
from railsdesk.engine.tiles import TileDef as TileDef
from railsdesk.engine.tiles import TileSet as TileSet

if TYPE_CHECKING:
    from railsdesk.engine.game import Game as Game
    from railsdesk.engine.scratch import Trial as Trial

COMPANION = "companion"  # the game option that makes a game a companion game

# -- the legal moves -----------------------------------------------------------------------


class BidChoice(TypedDict):
    company: NotRequired[str]  # the private bid for
    minor: NotRequired[str]  # or the minor taken in a draft
    min: int
    max: int
    purchase: NotRequired[bool]  # bought at its price, not bid for


class ParChoice(TypedDict):
    corporation: str
    share_price: str  # the market cell's id, as a par action names it
    price: int
    slot: NotRequired[int]  # the place on an order track, where the title has one (1880)
    token_fee: NotRequired[int]  # what it pays for its station markers as it starts (1849)


class BundleChoice(TypedDict):
    """Certificates bought or sold together."""

    shares: list[str]
    percent: int
    price: int
    corporation: str
    source: NotRequired[str]  # "ipo", "market", a player's id or "exchange"
    new_president: NotRequired[str | int]  # a president's sale: who would preside after it


# Why a certificate may not be bought now (Refusal's reason): "sold": the player sold the
# corporation's shares in this stock round; "bought": the turn's purchase is made; "holding":
# he would hold more than the holding limit; "cert_limit": he is at the certificate limit;
# "cash": he has less than its price; 1849's "last_cert": the last certificate only as the
# last in its place; 1856's "national_first": he must buy a share of the national first,
# "national_unformed": the national's shares before it forms, "pool_first": the bank pool's
# shares go first; 1880's "locked_half": the second 50 % before they become available.
SHARE_REFUSALS = (
    "sold",
    "bought",
    "holding",
    "cert_limit",
    "cash",
    "last_cert",
    "national_first",
    "national_unformed",
    "pool_first",
    "locked_half",
    "locked_sold",
)


class Refusal(TypedDict):
    """Why the rules refuse a player a certificate now, with the figures that say it."""

    reason: str  # one of SHARE_REFUSALS
    price: NotRequired[int]  # "cash": the certificate's price
    cash: NotRequired[int]  # "cash": what the player has
    limit: NotRequired[int]  # "holding": the percent he may hold; "cert_limit": the limit
    percent: NotRequired[int]  # "pool_first": the percent the bank pool holds
    national: NotRequired[str]  # "national_first": the national's symbol


class ShareRefusal(Refusal):
    """A place a started corporation's certificates are sold from that the acting player
    may not buy from now, and why."""

    corporation: str
    source: str  # "ipo" or "market"


class CompanyPurchaseChoice(TypedDict):
    company: str
    owner: str | int
    min: int
    max: int


class TileChoice(TypedDict):
    tile: str
    tile_id: str
    rotations: list[int]
    cost: int


class TokenChoice(TypedDict):
    city: str
    hex: str
    city_index: int
    slot: int
    cost: int


class TrainChoice(TypedDict):
    train: str
    name: str
    source: str  # "depot" or the selling corporation
    price: NotRequired[int]  # a fixed price (depot, trade-in)
    min: NotRequired[int]  # a range (bought from another corporation)
    max: NotRequired[int]
    # with a range for a bank train: its printed price, what a new purchase pays (1880's
    # 18xx.games reading accepts any price up to it, as older logs hold older prices)
    list_price: NotRequired[int]
    exchange: NotRequired[str]  # the train traded in


class Payout(TypedDict):
    holder: str | int  # a player's id or a corporation's symbol (its treasury)
    amount: int


class DividendChoice(TypedDict):
    kinds: list[str]  # "payout", "withhold", ... as the title has them
    revenue: int
    per_share: float
    payouts: list[Payout]  # who receives what when the revenue is paid out


class AmountChoice(TypedDict):
    min: int
    max: int


class TrainLimitChoice(TypedDict):
    """Why a company must discard a train: its train limit and the trains that count for it."""

    limit: int
    held: int


class CompanyDebt(TypedDict):
    """A company's debt its president pays (1849: the bond's interest it could not pay)."""

    corporation: str
    amount: int


class BookCostChoice(TypedDict):
    costs: list[int]  # the usual costs, offered as quick choices
    max: int  # a cost typed by hand: 0 to this
    # 1849: the lay's terrain cost by the gauge of the track it adds ("narrow", "broad" for
    # standard, "dual")
    gauges: NotRequired[dict[str, list[int]]]
    # where the books must know a marker is (1849: Messina, which the earthquake clears)
    hexes: NotRequired[list[str]]


class RouteBonus(TypedDict):
    hex: str  # a route to this hex earns the amount more (1849: the C.N.M.'s port)
    amount: int


class BookRevenueChoice(TypedDict):
    trains: list[str]  # the trains that run, in order (a revenue per train, or one total)
    unit: int  # every stop's revenue on the map is a multiple of it (10): others are typos
    bonus: NotRequired[RouteBonus]


class BookSlotChoice(TypedDict):
    """1849's advanced game at the table: another company's station marker to buy, at a
    price the two agree on."""

    seller: str
    hex: NotRequired[str]  # where it stands, when the books know it (Messina)
    min: int
    max: int


class LoanOffer(TypedDict):
    loan: int  # the loan's id (1849: the bond, always 0)
    amount: int
    price_move: NotRequired[str]  # where the share price moves ("left", "right"), if it does


class StationSlotChoice(TypedDict):
    """Another company's station marker that may be bought (1849's advanced game)."""

    city: str
    slot: int
    hex: str
    owner: str  # the selling company
    min: int  # the price range
    max: int
    seller_decides: bool  # the seller's director then agrees or refuses (the rulebook)


class StationSlotOffer(TypedDict):
    """A station slot offered for sale, put to the seller's director (1849, rulebook)."""

    buyer: str
    seller: str
    hex: str
    city: str
    price: int


class ChoiceMoney(TypedDict):
    """The money one answer of a title's question moves."""

    amount: int
    to: str | int  # who receives it: a player's id or a corporation's symbol


class Choices(TypedDict, total=False):
    """What one entity may do now: the action types, and per type the concrete choices."""

    actions: list[str]
    bid: list[BidChoice]
    par: list[ParChoice]
    buy_shares: list[BundleChoice]
    refused_shares: list[ShareRefusal]  # the stock round's places he may not buy from now
    turn_acted: bool  # the stock round: he bought or sold in this turn, so a pass ends it
    sell_shares: list[BundleChoice]
    buy_company: list[CompanyPurchaseChoice]
    lay_tile: dict[str, list[TileChoice]]  # hex id -> tiles
    second_tile: bool  # the lay is the turn's second, of a new yellow tile (1880)
    place_token: list[TokenChoice]
    # a marker waiting for its city: "home" (a company's home among several cities) or
    # "replaced" (lifted by a tile joining the cities of its hex)
    token_for: str
    run_routes: bool
    best_required: str  # the rulebook's section refusing a run below the best, if it applies
    dividend: DividendChoice
    buy_train: list[TrainChoice]
    discard_train: list[str]  # train ids
    train_limit: TrainLimitChoice  # with "discard_train": the limit the company is over
    book_tile: BookCostChoice  # companion games: a tile laid on the table
    book_token: BookCostChoice  # companion games: a station marker placed on the table
    book_revenue: BookRevenueChoice  # companion games: the run typed
    book_slot: list[BookSlotChoice]  # companion games of 1849: a station slot bought
    # companion games: the corporations whose destination the players may declare reached
    # (1856), the corporation an investor joins (1880)
    destination_connection: list[str]
    choose: list[str] | list[int]  # the answers to a title's question (1880's permits and
    # president's certificate sizes, 1849's SMS)
    assign: list[str]  # what a private's power may go to (1880's P5, 1849's CNM port hexes)
    question: str  # what a "choose" answers (1880: "president_size", "permits", ...; 1849:
    # "sms", "certificate_swap", "bankruptcy_loan", "e_token")
    amount: int  # the money a "choose" names (1849: the E-token's price, the bankruptcy loan;
    # 1880: the par price a president's certificate costs per 10 %)
    penalty: int  # what accepting it takes off the final score (1849's bankruptcy loan)
    # per answer of "choose", in its order: the money it moves (1880's P0 payout, an
    # investor's cash at its merger)
    choose_money: list[ChoiceMoney]
    payoff_player_debt_partial: AmountChoice  # 1880 (rulebook): how much debt to repay
    payoff_debt: CompanyDebt
    take_loan: list[LoanOffer]
    payoff_loan: list[LoanOffer]
    buy_token: list[StationSlotChoice]
    slot_offer: StationSlotOffer  # what a "station_slot_sale" question asks to agree to


class Legal(Choices, total=False):
    """The acting entity's choices, and those of the privates it (or its president) owns."""

    entity: str | int | None
    entity_type: str | None
    companies: dict[str, Choices]


# -- the board -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CityView:
    """The station slots of one city of a hex's tile, in slot order (None: free)."""

    tokens: tuple[str | None, ...]  # the corporation whose token stands in each slot
    reservations: tuple[str | None, ...]  # the corporation each slot is kept for


@dataclass(frozen=True, slots=True)
class HexView:
    """One hex as it stands."""

    id: str
    x: int  # the hex's place on the grid (engine/hexgrid.py)
    y: int
    tile: TileDef  # the tile as it lies (a printed hex's own tile until one is laid)
    tile_id: str
    rotation: int
    cities: tuple[CityView, ...]  # one per city of the tile, in the tile's order
    reservations: tuple[str, ...]  # kept for corporations before the city is known
    location_name: str | None
    neighbors: Mapping[int, str]  # edge -> the hex beyond it, borders or not


@dataclass(frozen=True, slots=True)
class BoardSnapshot:
    """The board at one moment, to draw: built with each snapshot, never changed."""

    layout: str  # "flat" or "pointy"
    hexes: Mapping[str, HexView]


def board_snapshot(board: Board) -> BoardSnapshot:
    """The engine's board as it stands now, copied (the snapshot's board)."""
    hexes = {
        h.id: HexView(
            h.id,
            h.x,
            h.y,
            h.tile,
            h.tile_id,
            h.rotation,
            tuple(CityView(tuple(c.tokens), tuple(c.reservations)) for c in h.cities),
            tuple(h.reservations),
            h.location_name,
            # the board replaces these maps when it reconnects, never changes them
            MappingProxyType(h.all_neighbors),
        )
        for h in board.hexes.values()
    }
    return BoardSnapshot(board.layout, MappingProxyType(hexes))


def printed_board(title_data: Mapping[str, Any]) -> BoardSnapshot:
    """A title's map as printed, before any tile is laid (from its data file)."""
    return board_snapshot(Board.from_data(title_data))


# -- the snapshot --------------------------------------------------------------------------


def train_name(train_id: object) -> str:
    """A train's name from its id in the snapshot and the legal moves: "4" for "4-3" (the
    fourth 4-train), as the rulebooks name trains."""
    return str(train_id).rsplit("-", 1)[0]


class CorporationView(TypedDict):
    cash: int
    price: int | None
    market: list[int] | None  # [row, column] of the share price
    president: str | int | None
    trains: list[str]
    tokens: list[str]  # "<hex>-<city index>"
    floated: bool
    companies: list[str]
    ipo: int  # percent in the initial offering
    pool: int  # percent in the bank pool
    loans: int
    closed: NotRequired[bool]
    last_revenue: NotRequired[int | None]


class PlayerView(TypedDict):
    cash: int
    shares: dict[str, int]  # corporation -> percent
    companies: list[str]
    value: NotRequired[int]  # worth for the score
    certs: NotRequired[int]  # certificates counting for the limit
    name: NotRequired[str]
    bankrupt: NotRequired[bool]


class LogLine(TypedDict):
    action: int | None  # the id of the action that caused it
    key: str  # engine/log.py TEMPLATES
    params: dict[str, object]


class TurnPart(TypedDict):
    name: str  # a step's name
    status: str  # "done", "current" or "to do"


class Current(TypedDict):
    entity: str | int | None
    entity_type: str | None
    step: str | None


class PortMarker(TypedDict):
    """A port marker on the board: its corporation's routes to the hex earn the bonus more
    (1856's port right, 1849's C.N.M.)."""

    corporation: str
    hex: str
    bonus: int


class TitleView(TypedDict, total=False):
    """What a title shows beyond the shared snapshot (GameState.title_view). The keys the
    shared panels read are declared here, each optional; a title's own view (TitleView1856 in
    games/g1856/view.py, and so on) adds what only its screens (ui/titles/) read."""

    bonus: dict[str, int]  # a market zone letter's revenue bonus (1880)
    bank_pool: bool  # False: sold shares go back to the bank (1880)
    debts: dict[str, int]  # player id -> what he owes the bank (1880)
    loan_penalties: dict[str, int]  # player id -> what his loans take off his worth (1849)
    port: PortMarker | None
    port_bonus: int  # what a port marker earns (1849)


class Snapshot(TypedDict):
    round: str
    turn: int
    round_num: int
    phase: str
    bank: int | None  # None: a bank without limit (1880)
    players: dict[str, PlayerView]
    corporations: dict[str, CorporationView]
    minors: dict[str, CorporationView]
    companies: dict[str, str | int | None]  # owner, or "closed"
    tiles: dict[str, str]
    active: list[str | int | None]
    finished: bool
    board: BoardSnapshot
    depot: list[dict[str, Any]]
    trains_left: dict[str, int | None]  # new trains of each kind the bank has (None: unlimited)
    current: Current
    bids: list[dict[str, Any]]
    last_run: dict[str, list[dict[str, Any]]]
    round_label: str
    players_order: list[str | int]
    cert_limit: int
    train_limit: int
    steps: list[TurnPart]
    end_reason: str | None  # why the game ended ("bank", "bankrupt", ...), once it has
    blocked_hexes: dict[str, str]  # hex -> the private that blocks it
    title_view: TitleView  # what the title shows beyond these (GameState.title_view)
    log: list[LogLine]


# -- what the program asks of a game beyond the snapshot -----------------------------------


@dataclass(frozen=True)
class Moment:
    """The game after some of its actions (the history view): what it showed, its board
    included. A separate copy: the game itself does not move."""

    snapshot: Snapshot


def moment_at(game: Game, count: int) -> Moment:
    """The game after the first `count` actions that count (Game.live_actions)."""
    from railsdesk.engine.view import snapshot

    return Moment(snapshot(game.state_at(count)))


def snapshot_without_log(game: Game) -> Snapshot:
    """The snapshot with its log empty, for those who do not read it (a computer player):
    late in a game the log costs more to build than all the rest."""
    from railsdesk.engine.view import snapshot

    return snapshot(game.state, log=False)


def try_action(game: Game, move: dict[str, Any]) -> Trial:
    """The game after an action tried on a scratch copy of it (engine/scratch.py): its
    snapshot and the best run a company would then have. Raises IllegalAction when the
    engine refuses the action; the game itself never changes."""
    from railsdesk.engine.scratch import try_action as tried

    return tried(game, move)


def thinking_copy(game: Game) -> Game:
    """A copy of the game for a computer player to think on off the window's thread (its
    state a scratch copy, engine/scratch.py): nothing it does reaches the game."""
    from railsdesk.engine.scratch import scratch_copy

    twin = copy.copy(game)
    twin.state = scratch_copy(game.state)
    twin.raw_actions = list(game.raw_actions)
    return twin


def tile_revenue(game: Game, tile: str) -> int:
    """The most a tile of the title's manifest earns at its cities and towns (0 for a tile
    the manifest does not have)."""
    found = game.state.tileset.manifest.get(tile)
    return 0 if found is None else sum(node.max_revenue for node in found.city_towns)


def hex_revenue(game: Game, hex_id: str) -> int:
    """The most the tile on a hex earns at its cities and towns now."""
    return sum(node.max_revenue for node in game.state.board.hexes[hex_id].tile.city_towns)


def in_sequence(game: Game) -> AbstractContextManager[None]:
    """While it lasts, only the game's own actions change its state, so the engine keeps its
    answers between questions (a game played by the computer, a replay)."""
    return game.state.in_sequence()


def lay_refusal(game: Game, hex_id: str, tile_name: str | None) -> str | None:
    """Why no company may lay this tile on this hex now, reach and the acting company's
    choices aside: "unbuildable" (a gray, red or blue hex, whatever the tile), "colour" (the
    tile's colour does not follow the hex's), "fit" (its track, cities or label do not match
    the hex's as the title's rules read them); None when the tile would upgrade the hex."""
    state = game.state
    hex_ = state.board.hexes[hex_id]
    if hex_.tile.color in IMPASSABLE_COLORS:
        return "unbuildable"
    tile = state.tileset.manifest.get(tile_name) if tile_name else None
    if tile is None or state.upgrades_to(hex_, tile):
        return None
    old, new = hex_.tile.color, tile.color
    if old in COLORS and new in COLORS and COLORS.index(new) != COLORS.index(old) + 1:
        return "colour"
    return "fit"


def route_planner(game: Game, corporation: str) -> RoutePlanner:
    """Routes planned stop by stop for a corporation's (or a running minor's) trains, each
    checked by the engine's route rules as it grows (engine/planning.py)."""
    return RoutePlanner(game.state, corporation)


class ShareLot(TypedDict):
    """Shares of one size of a corporation in one place, as a correction may move them."""

    corporation: str
    percent: int
    share: str  # the id of one of them, as a correction's action names it
    holder: str | int  # "ipo", "pool", a player's id or a corporation's symbol
    holder_name: str  # a player's or a corporation's name ("" for the ipo and the pool)


def share_lots(game: Game) -> list[ShareLot]:
    """Every corporation's shares other than presidents', one lot per size and place: in its
    initial offering, the bank pool, each player's hands and the other corporations'
    treasuries (the engine's share ids mean nothing at the table)."""
    from railsdesk.engine.entities import ShareHolder

    state = game.state
    lots: list[ShareLot] = []
    for corp in state.corporations:
        places: list[tuple[ShareHolder, str | int, str]] = [
            (corp, "ipo", ""),
            (state.pool, "pool", ""),
            *((p, p.id, p.name) for p in state.players),
            *((c, c.sym, c.name) for c in state.corporations if c is not corp),
        ]
        for holder, where, name in places:
            alike: dict[int, str] = {}
            for share in holder.shares_of(corp.sym):
                if not share.president:
                    alike.setdefault(share.percent, share.id)
            for percent, share_id in sorted(alike.items()):
                lots.append(
                    ShareLot(
                        corporation=corp.sym,
                        percent=percent,
                        share=share_id,
                        holder=where,
                        holder_name=name,
                    )
                )
    return lots
