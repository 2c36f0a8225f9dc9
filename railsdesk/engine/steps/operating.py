"""Operating round steps: track, station markers, routes, dividends, buying privates and
the privates' powers (the train steps are in steps/trains.py)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from railsdesk.engine.contract import Choices, CompanyPurchaseChoice, Payout, TokenChoice
from railsdesk.engine.entities import (
    Ability,
    Company,
    Corporation,
    Entity,
    Minor,
    Operator,
    Player,
    ShareHolder,
)
from railsdesk.engine.log import log_name
from railsdesk.engine.steps.base import Step, operator

if TYPE_CHECKING:
    from railsdesk.engine.actions import Action
    from railsdesk.engine.operations import PendingToken
    from railsdesk.engine.rounds import OperatingRound


class Track(Step):
    """The operating corporation's tile lays; the count lives in the round, because a
    private's power may use up the lay (Delaware & Hudson)."""

    name = "track"
    pass_key = "passes_track"
    ability_time = "track"
    round: OperatingRound
    turn_part = True

    def setup(self) -> None:
        self.round.num_laid_track = 0
        self.round.upgraded_track = False

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        return ["lay_tile", "pass"] if self.can_lay(entity) else []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers lays to corporations only
        return {"lay_tile": self.game.tile_options(entity)}

    def choices_for(self, action: Action, entity: Entity) -> Any:
        if action.type != "lay_tile":
            return super().choices_for(action, entity)
        assert isinstance(entity, Corporation)  # only the operating corporation lays track
        name = str(action["tile"]).rsplit("-", 1)[0]
        return self.game.tile_options(
            entity, hexes=[action["hex"]], tiles=[name], with_rotations=False
        )

    def current_lay(self, corp: Operator) -> dict[str, Any] | None:
        lays = self.game.tile_lays(corp)
        laid = self.round.num_laid_track
        return lays[laid] if laid < len(lays) else None

    def can_lay(self, corp: Operator) -> bool:
        lay = self.current_lay(corp)
        return bool(lay and corp.tokens and corp.cash >= lay.get("cost", 0))

    def process_lay_tile(self, action: Action, entity: Corporation) -> None:
        self.lay(entity, entity, action)
        if not self.can_lay(entity):
            self.pass_()

    def lay(
        self, entity: Entity, corp: Operator, action: Action, ability: Ability | None = None
    ) -> None:
        """A lay that counts as the corporation's own."""
        upgrade = self.game.lay_tile(
            entity, corp, action, lay=self.current_lay(corp), ability=ability
        )
        self.round.upgraded_track = self.round.upgraded_track or upgrade
        self.round.num_laid_track += 1


class Token(Step):
    name = "token"
    pass_key = "passes_token"
    ability_time = "token"
    turn_part = True

    def setup(self) -> None:
        self.tokened = False

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        return ["place_token", "pass"] if self.can_place_token(entity) else []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers tokens to corporations only
        return {"place_token": self.token_options(entity)}

    def token_options(self, corp: Operator) -> list[TokenChoice]:
        if self.tokened:
            return []
        return self.game.token_options(corp)

    def can_place_token(self, corp: Operator) -> bool:
        return not self.tokened and self.game.can_place_token(corp)

    def process_place_token(self, action: Action, entity: Corporation) -> None:
        self.game.place_token_action(entity, action, self.token_options(entity))
        self.tokened = True
        self.pass_()


class HomeToken(Step):
    """A corporation whose home has several cities chooses one once track shows the way."""

    name = "home_token"

    def pending(self) -> PendingToken | None:
        return self.game.pending_tokens[0] if self.game.pending_tokens else None

    @property
    def active(self) -> bool:
        return bool(self.game.pending_tokens)

    def current_entity(self) -> Operator | None:
        pending = self.pending()
        return pending["entity"] if pending else None

    def actions(self, entity: Entity) -> list[str]:
        pending = self.pending()
        return ["place_token"] if pending and entity is pending["entity"] else []

    def options(self, entity: Entity) -> Choices:
        pending = self.pending()
        # actions() offers this to the corporation of the marker waiting
        assert pending is not None and isinstance(entity, Corporation | Minor)
        owner = pending.get("token_owner", entity)
        found: list[TokenChoice] = []
        for hex_id in pending["hexes"]:
            for index, city in enumerate(self.game.board.hexes[hex_id].cities):
                slot = city.free_slot_for(owner.sym)
                if slot is not None:
                    found.append(self.game.token_choice(hex_id, index, slot, 0))
        return {"place_token": found}

    def process_place_token(self, action: Action, entity: Operator) -> None:
        pending = self.pending()
        assert pending is not None  # actions() offers this while a marker waits
        hex_id, index = self.game.city_by_id(action.get("city"))
        if hex_id not in pending["hexes"]:
            raise self.illegal("wrong_hex", f"the station marker goes to {pending['hexes'][0]}")
        corp = pending.get("token_owner", entity)
        self.game.place_token(corp, hex_id, index, 0)
        self.game.pending_tokens.pop(0)


class Route(Step):
    name = "route"
    ability_time = "route"
    round: OperatingRound
    turn_part = True

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        if not entity.trains or not self.game.has_route(entity):
            return []
        return ["run_routes"]

    def options(self, entity: Entity) -> Choices:
        required = self.game.highest_revenue_required()
        return {"run_routes": True, **({"best_required": required} if required else {})}

    def skip(self) -> None:
        """A corporation with nothing to run says why: its price falls for the revenue it
        does not earn, and the log should not leave the players guessing."""
        corp = operator(self)
        if isinstance(corp, Corporation):
            key = "finds_no_route" if corp.trains else "has_no_train"
            self.game.log_entry(key, corporation=corp.sym)
        super().skip()

    def process_run_routes(self, action: Action, entity: Corporation) -> None:
        self.round.routes = self.game.check_routes(entity, action.get("routes") or [])
        self.round.extra_revenue = action.get("extra_revenue") or 0
        self.log_runs(entity)
        self.pass_()

    def log_runs(self, entity: Operator) -> None:
        """A line per train: its route's stops and revenue."""
        if not self.round.routes:
            self.game.log_entry("runs_nothing", corporation=entity.sym)
        for number, route in enumerate(self.round.routes, start=1):
            self.game.log_entry(
                "runs",
                corporation=entity.sym,
                number=number,
                train=str(route["train"]).rsplit("-", 1)[0],
                stops=self.stops(route.get("hexes") or []),
                hexes=list(route.get("hexes") or []),  # for names in the player's language
                amount=route["revenue"],
            )

    def stops(self, hexes: list[str]) -> str:
        """The route's hexes in order, each by its place's name where the map has one."""
        board = self.game.board
        names = [board.hexes[h].location_name if h in board.hexes else None for h in hexes]
        return " – ".join(name or h for name, h in zip(names, hexes, strict=True))


class Dividend(Step):
    """The dividend choice, split into the parts titles change: the kinds offered, who
    receives what, and how the share price moves."""

    name = "dividend"
    ability_time = "dividend"
    round: OperatingRound
    turn_part = True

    def total_revenue(self) -> int:
        revenue: int = sum(r["revenue"] for r in self.round.routes) + (
            self.round.extra_revenue or 0
        )
        return revenue

    def dividend_kinds(self, corp: Corporation) -> list[str]:
        return ["payout", "withhold"]

    def actions(self, entity: Entity) -> list[str]:
        if entity is not operator(self) or not isinstance(entity, Corporation):
            return []
        return ["dividend"] if self.total_revenue() > 0 else []

    def skip(self) -> None:
        corp = operator(self)
        assert isinstance(corp, Corporation)  # the corporation operating pays or withholds
        self.pay_dividend(corp, "withhold")

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers dividends to corporations
        revenue = self.total_revenue()
        per_share = revenue / entity.total_shares
        payouts: list[Payout] = [
            {"holder": holder.id if isinstance(holder, Player) else holder.sym, "amount": amount}
            for holder, amount in self.dividends(entity, revenue)
        ]
        return {
            "dividend": {
                "kinds": self.dividend_kinds(entity),
                "revenue": revenue,
                "per_share": per_share,
                "payouts": payouts,
            }
        }

    def choices_for(self, action: Action, entity: Entity) -> Any:
        """A dividend is checked by its kind alone: the payouts need not be worked out."""
        if action.type != "dividend":
            return super().choices_for(action, entity)
        assert isinstance(entity, Corporation)  # actions() offers dividends to corporations
        return {"kinds": self.dividend_kinds(entity)}

    def process_dividend(self, action: Action, entity: Corporation) -> None:
        kind = action.get("kind")
        if kind not in self.dividend_kinds(entity):
            raise self.illegal("bad_dividend", f"{kind!r} is not a dividend choice")
        self.pay_dividend(entity, kind)

    def pay_dividend(self, corp: Corporation, kind: str) -> None:
        revenue = self.total_revenue()
        self.record_run(corp, revenue)
        if kind == "withhold":
            self.withhold(corp, revenue)
        else:
            self.payout(corp, revenue)
        self.change_share_price(corp, revenue, kind)
        self.pass_()

    def record_run(self, corp: Corporation, revenue: int) -> None:
        game = self.game
        corp.operating_history[(game.turn, self.round.round_num)] = revenue
        if self.round.routes:
            game.close_companies_on_event(corp, "ran_train")
        for train in corp.trains:
            train.operated = True
        game.last_run[corp.sym] = list(self.round.routes)
        self.round.routes = []
        self.round.extra_revenue = 0

    def withhold(self, corp: Corporation, revenue: int) -> None:
        self.game.bank_pay(corp, revenue)
        self.game.log_entry("withholds", corporation=corp.sym, amount=revenue)

    def payout(self, corp: Corporation, revenue: int) -> None:
        game = self.game
        per_share = revenue / corp.total_shares
        per_share = int(per_share) if per_share == int(per_share) else per_share
        game.log_entry("pays_out", corporation=corp.sym, amount=revenue, per_share=per_share)
        for holder, amount in self.dividends(corp, revenue):
            game.bank_pay(holder, amount)
            game.log_entry(
                "receives_dividend", holder=log_name(holder), amount=amount, corporation=corp.sym
            )

    def dividends(self, corp: Corporation, revenue: int) -> list[tuple[Player | Corporation, int]]:
        """Who receives what: each player and corporation for the shares it holds, the
        corporation itself for the shares in the bank pool (1830), rounded up per holder."""
        game = self.game
        per_share = revenue / corp.total_shares
        found: list[tuple[Player | Corporation, int]] = []
        holders: list[Player | Corporation] = [*game.players, *game.corporations]
        for holder in holders:
            counted: ShareHolder = game.pool if holder is corp else holder
            amount = math.ceil(counted.num_shares_of(corp) * per_share)
            if amount:
                found.append((holder, amount))
        return found

    def change_share_price(self, corp: Corporation, revenue: int, kind: str) -> None:
        old = corp.share_price
        if kind == "payout" and revenue > 0:
            self.game.market.move_right(corp)
        else:
            self.game.market.move_left(corp)
        self.game.log_price_change(corp, old)

    def pass_(self) -> None:
        corp = operator(self)
        if isinstance(corp, Corporation | Minor) and len(corp.operating_history) == 1:
            self.game.close_companies_on_event(corp, "operated")
        super().pass_()


class BuyCompany(Step):
    name = "buy_company"
    pass_key = "passes_companies"
    blocks = False

    def actions(self, entity: Entity) -> list[str]:
        if not isinstance(entity, Corporation):
            return []
        if self.can_buy_company(entity):
            return ["buy_company", "pass"] if self.blocks else ["buy_company"]
        if self.blocks and self.game.has_active_abilities(entity):
            return ["pass"]
        return []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Corporation)  # actions() offers privates to corporations only
        if not self.can_buy_company(entity):
            return {}
        found: list[CompanyPurchaseChoice] = []
        for c in self.game.purchasable_companies(entity):
            assert isinstance(c.owner, Player)  # only players' privates are for sale
            low, high = self.game.company_price_range(c)
            if low <= entity.cash:
                found.append(
                    {
                        "company": c.sym,
                        "owner": c.owner.id,
                        "min": low,
                        "max": min(high, entity.cash),
                    }
                )
        return {"buy_company": found}

    def can_buy_company(self, corp: Corporation) -> bool:
        game = self.game
        companies = game.purchasable_companies(corp)
        return (
            corp is operator(self)
            and "can_buy_companies" in game.phase.status
            and bool(companies)
            and min(game.company_price_range(c)[0] for c in companies) <= game.buying_power(corp)
        )

    def process_buy_company(self, action: Action, entity: Corporation) -> None:
        game = self.game
        company = game.company(action.get("company"))
        price = action.get("price")
        if not self.can_buy_company(entity) or company not in game.purchasable_companies(entity):
            raise self.illegal("cannot_buy_company", f"{entity.name} cannot buy {company.name} now")
        low, high = game.company_price_range(company)
        if not isinstance(price, int) or not low <= price <= high:
            raise self.illegal(
                "bad_price", f"{company.name} costs between {low} and {high}", min=low, max=high
            )
        game.sell_company(company, entity, price)


class Exchange(Step):
    """Mohawk & Hudson: the owner may trade the private for a share of a corporation."""

    name = "exchange"
    blocks = False

    def actions(self, entity: Entity) -> list[str]:
        if not isinstance(entity, Company) or entity.closed:
            return []
        ability = next((a for a in entity.abilities if a.type == "exchange"), None)
        if ability is None or not isinstance(entity.owner, Player):
            return []
        return ["buy_shares"] if self.game.exchangeable_shares(entity, ability) else []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Company)  # actions() offers exchanges to privates only
        ability = next(a for a in entity.abilities if a.type == "exchange")
        return {
            "buy_shares": [
                {
                    "shares": [s.id],
                    "percent": s.percent,
                    "price": 0,
                    "source": "exchange",
                    "corporation": s.corporation.sym,
                }
                for s in self.game.exchangeable_shares(entity, ability)
            ]
        }

    def process_buy_shares(self, action: Action, entity: Company) -> None:
        ability = next(a for a in entity.abilities if a.type == "exchange")
        shares, _ = self.game.resolve_shares(action)
        if shares[0] not in self.game.exchangeable_shares(entity, ability):
            raise self.illegal(
                "cannot_exchange", f"{entity.name} cannot be exchanged for that share"
            )
        player = entity.owner
        assert isinstance(player, Player)  # actions() offers the exchange to players' privates
        self.game.transfer_bundle(shares, shares[0].percent, player, 0)
        self.game.log_entry(
            "exchanges",
            player=player.name,
            company=entity.name,
            corporation=shares[0].corporation.sym,
        )
        self.game.close_company(entity)
        self.game.check_float(shares[0].corporation)


class SpecialTrack(Step):
    """Private companies that lay a tile (Champlain & St.Lawrence, Delaware & Hudson)."""

    name = "special_track"
    blocks = False
    round: OperatingRound

    def actions(self, entity: Entity) -> list[str]:
        if not isinstance(entity, Company) or entity.closed:
            return []
        return ["lay_tile"] if self.game.tile_ability(entity) else []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Company)  # actions() offers lays to privates only
        ability = self.game.tile_ability(entity)
        assert isinstance(entity.owner, Corporation)  # tile_ability: a corporation's private
        return {"lay_tile": self.game.tile_options(entity.owner, ability)}

    def choices_for(self, action: Action, entity: Entity) -> Any:
        assert isinstance(entity, Company)  # this step acts for privates only
        ability = self.game.tile_ability(entity)
        name = str(action["tile"]).rsplit("-", 1)[0]
        assert isinstance(entity.owner, Corporation)  # tile_ability: owned by a corporation
        return self.game.tile_options(
            entity.owner, ability, [action["hex"]], [name], with_rotations=False
        )

    def process_lay_tile(self, action: Action, entity: Company) -> None:
        ability = self.game.tile_ability(entity)
        corp = entity.owner
        # actions() checked the power, which only a corporation's private has
        assert ability is not None and isinstance(corp, Corporation)
        if ability.type == "teleport":  # uses up the corporation's own lay
            track = self.round.step(Track)
            track.lay(entity, corp, action, ability)
        else:
            self.game.lay_tile(entity, corp, action, ability=ability)
        ability.used = True
        if ability.type == "teleport" and corp.next_token() is not None:
            self.round.teleported = entity


class SpecialToken(Step):
    """After Delaware & Hudson's tile, a free extra station marker on that hex (or a pass)."""

    name = "special_token"
    round: OperatingRound

    @property
    def active(self) -> bool:
        return getattr(self.round, "teleported", None) is not None

    def current_entity(self) -> Company | None:
        return self.round.teleported

    def actions(self, entity: Entity) -> list[str]:
        return ["place_token", "pass"] if entity is self.round.teleported else []

    def options(self, entity: Entity) -> Choices:
        assert isinstance(entity, Company)  # actions() offers this to the teleported private
        ability = next(a for a in entity.abilities if a.type == "teleport")
        corp = entity.owner
        assert isinstance(corp, Corporation)  # its tile was laid for its corporation
        found: list[TokenChoice] = []
        for hex_id in ability.hexes:
            for index, city in enumerate(self.game.board.hexes[hex_id].cities):
                if self.game.can_token_city(corp, hex_id, index):
                    slot = city.free_slot_for(corp.sym)
                    assert slot is not None  # can_token_city found room
                    found.append(self.game.token_choice(hex_id, index, slot, 0))
        return {"place_token": found}

    def process_place_token(self, action: Action, entity: Company) -> None:
        hex_id, index = self.game.city_by_id(action.get("city"))
        if not any(
            o["hex"] == hex_id and o["city_index"] == index
            for o in self.options(entity)["place_token"]
        ):
            raise self.illegal("cannot_token", f"{entity.name} cannot place a marker in {hex_id}")
        assert isinstance(entity.owner, Corporation)  # options() checked it
        self.game.place_token(entity.owner, hex_id, index, 0)
        self.round.step(Token).tokened = True  # the turn's one station marker (1830: D&H)
        self.round.teleported = None

    def process_pass(self, action: Action, entity: Entity) -> None:
        # actions() offers "pass" to the teleported private, owned by a corporation
        assert isinstance(entity, Company) and isinstance(entity.owner, Corporation)
        self.game.log_entry("no_special_token", corporation=entity.owner.sym)
        self.round.teleported = None
