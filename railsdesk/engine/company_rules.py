"""The rules of private companies every title shares, mixed into ``GameState``: buying and
selling them, their revenue, their abilities, and closing them."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from railsdesk.engine.entities import (
    Ability,
    Bank,
    CashHolder,
    Company,
    Corporation,
    Entity,
    Operator,
    Player,
    Share,
    ShareHolder,
)
from railsdesk.engine.log import log_name


class CompanyRules:
    if TYPE_CHECKING:  # what these rules use of GameState, which defines them
        bank: Bank
        companies: list[Company]
        companies_pending_par: list[Company]
        players: list[Player]

        def bank_pay(self, receiver: CashHolder, amount: int) -> None: ...
        def corporation(self, sym: str) -> Corporation: ...
        def find_share(self, corp: Corporation, index: int) -> Share: ...
        def log_entry(self, key: str, **params: object) -> None: ...
        def pay(self, payer: CashHolder, receiver: CashHolder, amount: int) -> None: ...
        def transfer_share(self, share: Share, to_holder: ShareHolder) -> None: ...

    def give_company(self, company: Company, new_owner: Player | Corporation, price: int) -> None:
        old = company.owner
        if old is not None:
            old.companies.remove(company)
        self.pay(new_owner, old if old is not None else self.bank, price)
        company.owner = new_owner
        new_owner.companies.append(company)

    def sell_company(self, company: Company, buyer: Player | Corporation, price: int) -> None:
        seller = company.owner
        self.give_company(company, buyer, price)
        if seller is None:
            self.log_entry("buys_company", player=buyer.name, company=company.name, price=price)
        else:
            self.log_entry(
                "buys_company_from",
                buyer=log_name(buyer),
                company=company.name,
                seller=log_name(seller),
                price=price,
            )

    def after_buy_company(self, player: Player, company: Company) -> None:
        for ability in company.abilities:
            if ability.type != "shares":
                continue
            for share_id in ability.shares:
                corp_sym, index = share_id.rsplit("_", 1)
                share = self.find_share(self.corporation(corp_sym), int(index))
                if share.president:
                    self.companies_pending_par.append(company)
                else:
                    self.transfer_share(share, player)
                    self.log_entry(
                        "receives_share_with",
                        player=player.name,
                        percent=share.percent,
                        corporation=share.corporation.sym,
                        company=company.name,
                    )

    def close_company(self, company: Company) -> None:
        if company.closed:
            return
        company.closed = True
        if company.owner is not None:
            company.owner.companies.remove(company)
        company.owner = None
        self.log_entry("company_closes", company=company.name)

    def purchasable_companies(self, entity: Entity) -> list[Company]:
        return [
            c
            for c in self.companies
            if not c.closed
            and isinstance(c.owner, Player)
            and c.owner is not entity
            and not any(a.type == "no_buy" for a in c.abilities)
        ]

    def company_price_range(self, company: Company) -> tuple[int, int]:
        """What a corporation may pay a player for the private: half to twice its value."""
        return math.ceil(company.value / 2), company.value * 2

    def payout_companies(self) -> None:
        """Each owned private pays its revenue to its owner; one that earns nothing (1880's
        P0) pays and logs nothing, as on 18xx.games."""
        owned = [
            c for c in self.companies if not c.closed and c.owner is not None and c.revenue > 0
        ]

        def order(c: Company) -> tuple[int, int | str, int, str]:
            assert c.owner is not None  # owned companies only
            if isinstance(c.owner, Player):
                return (0, self.players.index(c.owner), c.revenue, c.name)
            return (1, c.owner.sym, c.revenue, c.name)

        for company in sorted(owned, key=order):
            owner = company.owner
            assert owner is not None  # owned companies only
            self.bank_pay(owner, company.revenue)
            self.log_entry(
                "company_pays",
                owner=log_name(owner),
                company=company.name,
                amount=company.revenue,
            )

    def abilities(self, entity: Entity | None, kind: str) -> list[Ability]:
        """Unused abilities of this type on the entity or the privates it owns."""
        sources: list[Company] = (
            [entity] if isinstance(entity, Company) else getattr(entity, "companies", [])
        )
        return [a for c in sources for a in c.abilities if a.type == kind and not a.used]

    def blocking_companies(self, hex_id: str) -> list[Company]:
        return [
            c
            for c in self.companies
            if not c.closed
            and (c.owner is None or isinstance(c.owner, Player))
            and any(a.type == "blocks_hexes" and hex_id in a.hexes for a in c.abilities)
        ]

    def close_companies_on_event(self, corp: Operator, event: str) -> None:
        for company in self.companies:
            if company.closed:
                continue
            for ability in company.abilities:
                if ability.type == "close" and ability.data.get("when") == event:
                    if ability.data.get("corporation") == corp.sym:
                        self.close_company(company)
