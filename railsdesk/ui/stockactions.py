"""The action panel's stock round sections: bids (and drafts), pars, buying and selling shares."""

from __future__ import annotations

from typing import cast

from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from railsdesk.engine.contract import BidChoice, BundleChoice, ParChoice, ShareRefusal
from railsdesk.ui.actionbase import ActionPanelBase
from railsdesk.ui.i18n import term, with_terms

# More corporations to start than this fold their rows behind a button when shares can be
# bought too (1856's eleven would push the shares out of view).
FOLDED_PARS = 4


class StockActions(ActionPanelBase):
    """The controls of a stock round's steps."""

    def _bids(self, options: list[BidChoice]) -> None:
        # a draft is a choice, not a bid (1880's foreign investors)
        drafting = bool(options) and all(opt.get("minor") for opt in options)
        lay = self._group(term(self.data.title, "choose" if drafting else "bid"))
        if drafting:
            lay.addWidget(self._draft_share())
        for opt in options:
            if opt.get("minor"):  # a draft: the minor is taken for nothing
                lay.addWidget(self._draft_button(opt["minor"]))
                continue
            sym = opt.get("company") or opt.get("corporation")
            comp = self.data.companies.get(sym, {})
            row = QHBoxLayout()
            name = QLabel(f"<b>{sym}</b> {comp.get('name', '')}")
            name.setWordWrap(True)
            name.setMinimumWidth(60)
            name.setToolTip(
                self.tr("Face value %1, revenue %2")
                .replace("%1", self.money(comp.get("value", 0)))
                .replace("%2", self.money(comp.get("revenue", 0)))
            )
            row.addWidget(name, 1)
            low, high = int(opt.get("min", 0)), int(opt.get("max", opt.get("min", 0)))
            key = (
                "company"
                if opt.get("company")
                else "corporation"
                if opt.get("corporation")
                else ("minor")
            )
            # the engine says which private is bought outright (1830's cheapest): a bid at the
            # face value (1880's opening bid) is still a bid
            if opt.get("purchase"):
                b = self._button(
                    f"bid_{sym}",
                    self.tr("Buy for %1").replace("%1", self.money(low)),
                    self._act("bid", **{key: sym, "price": low}),
                )
                row.addWidget(b)
                lay.addLayout(row)
                continue
            field = self._amount(row, f"bid_amount_{sym}", low, max(low, high), low)
            what = self.tr("Bid for %1").replace("%1", str(sym))
            b = self._button(f"bid_{sym}", self.tr("Bid"))
            b.clicked.connect(lambda _=False, s=sym, f=field, k=key, w=what: self._bid(k, s, f, w))
            row.addWidget(b)
            lay.addLayout(row)
        self._standing_bids(lay)

    def _standing_bids(self, lay) -> None:
        """The bids so far, below the bidding rows: a new bid adds a line without moving
        the rows' buttons under the mouse."""
        standing = self.snapshot.get("bids") or []
        if not standing:
            return
        lines = [
            self.tr("%1 bids %2 for %3")
            .replace("%1", str(self.names.get(str(b["player"]), b["player"])))
            .replace("%2", self.money(b["price"]))
            .replace("%3", str(b["company"]))
            for b in standing
        ]
        held = QLabel("<br>".join(lines))
        held.setObjectName("standingBids")
        held.setWordWrap(True)
        lay.addWidget(held)

    def _bid(self, key: str, sym: str, field, what: str) -> None:
        price = self.checked_amount(field, what)
        if price is not None:
            self.actionRequested.emit(self._act("bid", **{key: sym, "price": price}))

    def _draft_share(self) -> QLabel:
        """What a foreign investor brings besides its train: the share of its owner's first
        corporation on its charter, the owner's at its merger (1880, R 333)."""
        note = self._label(
            self.tr(
                "The investor holds 10 % of your first corporation; the share becomes yours when "
                "the investor's home connects to that corporation's home."
            )
        )
        note.setObjectName("draft_share")
        note.setStyleSheet("color: #444;")
        return note

    def _draft_button(self, minor: str) -> QPushButton:
        tokens = ((self.snapshot.get("minors") or {}).get(minor) or {}).get("tokens") or []
        printed = str((self.data.minors.get(minor) or {}).get("coordinates", ""))
        home_hex = tokens[0].split("-")[0] if tokens else printed
        # the rulebook's name says the home: "A3 (Taiyuan)"
        text = with_terms(self.tr("Take {term:Foreign investor} %1"), self.data.title)
        text = text.replace("%1", self.company_name(minor))
        button = self._button(f"draft_{minor}", text, self._act("bid", minor=minor, price=0))
        button.setToolTip(home_hex)
        return button

    def _pars(self, options: list[ParChoice], folded: bool) -> None:
        """A row per corporation that may be started; folded (behind a button) when there
        are more than a few and shares can be bought too, which then stay in view."""
        lay = self._group(term(self.data.title, "choose a par value"))
        by_corp: dict[str, list[ParChoice]] = {}
        for opt in options:
            by_corp.setdefault(opt["corporation"], []).append(opt)
        if folded and len(by_corp) > FOLDED_PARS:
            lay = self._folded(lay, "par", self.tr("Show all %1").replace("%1", str(len(by_corp))))
        # a president's certificate that came with a private is not bought: its par is set
        came_with_private = (self.snapshot.get("current") or {}).get("step") == "par"
        start = (
            term(self.data.title, "choose a par value") if came_with_private else self.tr("Start")
        )
        for corp, opts in by_corp.items():
            row = QHBoxLayout()
            row.addWidget(QLabel(f"<b>{corp}</b>"), 1)
            combo = QComboBox()
            combo.setObjectName(f"par_combo_{corp}")
            for o in opts:
                if "slot" in o:  # 1880: a place on the order track at that price
                    text = with_terms(self.tr("%1, {term:Order track} place %2"), self.data.title)
                    text = text.replace("%1", self.money(o.get("price")))
                    combo.addItem(text.replace("%2", str(o["slot"] + 1)), o)
                else:
                    combo.addItem(self.money(o.get("price")), o["share_price"])
            row.addWidget(combo)
            b = self._button(f"par_{corp}", start)
            b.clicked.connect(
                lambda _=False, c=corp, cb=combo: self.actionRequested.emit(
                    self._act("par", corporation=c, **par_fields(cb.currentData()))
                )
            )
            row.addWidget(b)
            lay.addLayout(row)
            fee = opts[0].get("token_fee")
            if fee:  # 1849: out of the treasury at once, before any train
                lay.addWidget(
                    self._label(
                        with_terms(
                            self.tr("%1 pays %2 for its {term:Tokens:lower} as it starts."),
                            self.data.title,
                        )
                        .replace("%1", corp)
                        .replace("%2", self.money(fee))
                    )  # fmt: skip
                )

    def _buy_shares(self, options: list[BundleChoice]) -> None:
        """Shares to buy, a row for each place a started company's shares are sold from, in
        the same order in every player's turn: one this player may not buy now stays in its
        place, off, so that the others do not move from player to player."""
        if self.company_issues():
            self._redeem_shares(options)
            return
        lay = self._group(self.tr("Buy shares"))
        offered: dict[tuple[str, str], list[int]] = {}
        for i, opt in enumerate(options):
            offered.setdefault(share_place(opt), []).append(i)
        refused = {
            (r["corporation"], r["source"]): r for r in self.legal.get("refused_shares") or []
        }
        places = self.share_places()
        for place in places + [p for p in offered if p not in places]:
            if place not in offered:
                lay.addWidget(self._not_for_you(*place, refused.get(place)))
            for i in offered.get(place, []):
                text, action = self._share_deal(options[i], buy=True)
                lay.addWidget(self._button(f"buy_{i}", text, action))

    def nothing_to_buy_but_why(self) -> bool:
        """No share may be bought now, and not because the turn's purchase is made (a
        player at the certificate limit or short of cash would otherwise see no purchase at
        all, and not know why)."""
        refused = self.legal.get("refused_shares") or []
        return bool(refused) and all(r["reason"] != "bought" for r in refused)

    def _nothing_to_buy(self) -> None:
        """One line under the purchases' heading: the reason, when every place has the same
        (the cheapest certificate's, for cash), each place's in the tooltip."""
        refused = self.legal.get("refused_shares") or []
        lines = []
        for r in refused:
            short, _ = self.refusal_words(r)
            lines.append(self._refused_place(r["corporation"], r["source"], r, short))
        if len({r["reason"] for r in refused}) == 1:
            first = min(refused, key=lambda r: r.get("price", 0))
            short, _ = self.refusal_words(first)
            why = fill(short, refusal_figures(first["corporation"], first, self.money))
            text = self.tr("Nothing to buy now: %1").replace("%1", why)
        else:
            text = self.tr("Nothing to buy now (point at this line for each company's reason)")
        label = self._label(text)
        label.setObjectName("nothingToBuy")
        label.setToolTip("\n".join(lines))
        self._group(self.tr("Buy shares")).addWidget(label)

    def _refused_place(
        self, corp: str, source: str, refusal: ShareRefusal | None, short: str
    ) -> str:
        """A refused place in short: "CPR from Bank pool: sold this round"."""
        return (
            self.tr("%1 from %2: %3")
            .replace("%1", corp).replace("%2", self.share_source(source))
            .replace("%3", fill(short, refusal_figures(corp, refusal, self.money)))
        )  # fmt: skip

    def share_places(self) -> list[tuple[str, str]]:
        """(company, source) of every started company with shares in the initial offering
        or the bank pool, in the snapshot's order of the companies."""
        places = []
        for sym, corp in (self.snapshot.get("corporations") or {}).items():
            if corp.get("price") is None or corp.get("closed"):
                continue
            places += [(sym, "ipo")] if corp.get("ipo") else []
            places += [(sym, "market")] if corp.get("pool") else []
        return places

    def _not_for_you(self, corp: str, source: str, refusal: ShareRefusal | None) -> QPushButton:
        """A place the player may not buy from now, off: the rule that forbids it in short,
        in full in its tooltip."""
        short, full = self.refusal_words(refusal)
        button = self._button(
            f"not_buyable_{corp}_{source}", self._refused_place(corp, source, refusal, short)
        )
        button.setEnabled(False)
        button.setToolTip(fill(full, refusal_figures(corp, refusal, self.money)))
        return button

    def refusal_words(self, refusal: ShareRefusal | None) -> tuple[str, str]:
        """The engine's reason a place is refused, in short and as the rulebook's sentence
        (%1 the company, %2 and %3 the figures: refusal_figures); general words where the
        engine names none."""
        words = {
            "sold": (
                self.tr("sold this round"),
                self.tr("You sold shares of %1 in this {term:Stock Round}: you may buy "
                        "its shares again only in the next one."),
            ),
            "bought": (
                self.tr("bought this turn"),
                self.tr("You have bought in this turn already: in your turn you may buy one "
                        "certificate."),
            ),
            "cash": (
                self.tr("costs %2, you have %3"),
                self.tr("A certificate costs %2 and you have %3 in cash: you may buy only "
                        "with enough cash."),
            ),
            "holding": (
                self.tr("only %2 % allowed"),
                self.tr("With it you would hold more than %2 % of %1, more than a player may "
                        "hold."),
            ),
            "cert_limit": (
                self.tr("{term:Certificate limit} %2 reached"),
                self.tr("You hold as many {term:Certificates:lower} as the "
                        "{term:Certificate limit:lower} allows (%2): with another you would "
                        "exceed it."),
            ),
            "last_cert": (
                self.tr("last certificate"),
                self.tr("The last certificate may not be bought while an ordinary share is "
                        "still to be had in the same place."),
            ),
            "national_first": (
                self.tr("buy %2 first"),
                self.tr("You hold the {term:President's certificate:lower} of %2 for one "
                        "share: in this turn you must buy another share of %2, nothing else."),
            ),
            "national_unformed": (
                self.tr("not formed yet"),
                self.tr("The shares of %1 can be traded only after it has formed."),
            ),
            "pool_first": (
                self.tr("{term:Bank pool:lower} first"),
                self.tr("The {term:Bank pool:lower} holds %2 % of %1, more than 50 %: its "
                        "shares must be bought from the {term:Bank pool:lower} first."),
            ),
            "locked_half": (
                self.tr("second 50 % not yet"),
                self.tr("The second 50 % of the shares are not available before the first "
                        "3 train is bought."),
            ),
            "locked_sold": (
                self.tr("stays unavailable"),
                self.tr("This certificate of the second 50 % came to a player with a change of "
                        "director and was sold back to the bank: it stays unavailable for the "
                        "rest of the game."),
            ),
        }  # fmt: skip
        general = (
            self.tr("not for you now"),
            self.tr("Other players may buy it; the rules do not let you buy it in this turn."),
        )
        short, full = words.get(refusal["reason"], general) if refusal else general
        title = self.data.title
        return with_terms(short, title), with_terms(full, title)

    def share_source(self, source: str) -> str:
        if source == "ipo":
            return term(self.data.title, "Initial offering")
        return term(self.data.title, "Bank pool")

    def _share_deal(self, opt: BundleChoice, buy: bool) -> tuple[str, dict]:
        """A bundle's button text and action."""
        shares = opt.get("shares") or []
        corp = share_place(opt)[0]
        pct = opt.get("percent", 10 * len(shares))
        price = opt.get("price", 0)
        if buy:
            text = (
                self.tr("Buy %1% %2 from %3 for %4")
                .replace("%1", str(pct)).replace("%2", corp)
                .replace("%3", self.share_source(str(opt.get("source"))))
                .replace("%4", self.money(price))
            )  # fmt: skip
            return text, self._act("buy_shares", shares=shares, percent=pct)
        text = (
            self.tr("Sell %1% %2 for %3")
            .replace("%1", str(pct)).replace("%2", corp).replace("%3", self.money(price))
        )  # fmt: skip
        return text, self._act("sell_shares", shares=shares, percent=pct)

    def _sell_shares(self, options: list[BundleChoice]) -> None:
        if self.company_issues():
            self._issue_shares(options)
            return
        lay = self._group(self.tr("Sell shares"))
        for i, opt in enumerate(options):
            text, action = self._share_deal(opt, buy=False)
            successor = opt.get("new_president")
            if successor is None:
                lay.addWidget(self._button(f"sell_{i}", text, action))
                continue
            # the presidency passes with it: said on the button and confirmed first
            corp = share_place(opt)[0]
            who = self.names.get(str(successor), str(successor))
            passes = (
                with_terms(self.tr("%1 becomes {term:President:lower} of %2"), self.data.title)
                .replace("%1", who)
                .replace("%2", corp)
            )
            button = self._button(f"sell_{i}", f"{text} – {passes}")
            sentence = f"{text}? {passes}."
            button.clicked.connect(lambda _=False, a=action, t=sentence: self.ask_to_confirm(a, t))
            lay.addWidget(button)

    def company_issues(self) -> bool:
        """A company's step of selling its own shares, or buying one back (1849's 4.7.1 and
        4.7.2): for its treasury, which a player's sale or purchase never touches."""
        return (self.snapshot.get("current") or {}).get("step") == "issue_shares"

    def _issue_group(self) -> QVBoxLayout:
        """The company's one group for issuing and redeeming its own shares: the redemptions
        go below the issues rather than under a second heading of the same words."""
        box = self.body.findChild(QGroupBox, "issueShares")
        if box is not None:
            return cast(QVBoxLayout, box.layout())
        return self._group(term(self.data.title, "issue or redeem shares"), "issueShares")

    def _issue_shares(self, options: list[BundleChoice]) -> None:
        lay = self._issue_group()
        tip = with_terms(
            self.tr("The shares go from the company's own holding into the {term:Bank pool:lower}; "
                    "its share price falls a row for each 10% sold."), self.data.title,
        )  # fmt: skip
        for i, opt in enumerate(options):
            corp, pct = share_place(opt)[0], opt.get("percent", 10 * len(opt.get("shares") or []))
            text = (
                with_terms(self.tr("%1 sells %2% of its own shares for %3 into its "
                                   "{term:Treasury:lower}"), self.data.title)
                .replace("%1", corp).replace("%2", str(pct))
                .replace("%3", self.money(opt.get("price", 0)))
            )  # fmt: skip
            action = self._act("sell_shares", shares=opt.get("shares") or [], percent=pct)
            button = self._button(f"sell_{i}", text, action)
            button.setToolTip(tip)
            lay.addWidget(button)

    def _redeem_shares(self, options: list[BundleChoice]) -> None:
        lay = self._issue_group()
        for i, opt in enumerate(options):
            corp, pct = share_place(opt)[0], opt.get("percent", 10 * len(opt.get("shares") or []))
            text = (
                with_terms(self.tr("%1 buys back %2% of its own shares from the "
                                   "{term:Bank pool:lower} for %3 out of its "
                                   "{term:Treasury:lower}"), self.data.title)
                .replace("%1", corp).replace("%2", str(pct))
                .replace("%3", self.money(opt.get("price", 0)))
            )  # fmt: skip
            action = self._act("buy_shares", shares=opt.get("shares") or [], percent=pct)
            lay.addWidget(self._button(f"buy_{i}", text, action))


def share_place(opt: BundleChoice) -> tuple[str, str]:
    """Where a bundle is bought from: its company and source."""
    shares = opt.get("shares") or []
    corp = opt.get("corporation") or (shares[0].rsplit("_", 1)[0] if shares else "")
    return corp, str(opt.get("source"))


def par_fields(option: dict | str) -> dict:
    """The fields of a par action for a par combo's choice: the price, or (1880) the offered
    par with its place on the order track."""
    if isinstance(option, str):
        return {"share_price": option}
    return {"share_price": option["share_price"], "slot": option["slot"]}


def refusal_figures(corp: str, refusal: ShareRefusal | None, money) -> dict[str, str]:
    """The placeholders of a refusal's words: %1 the company, %2 and %3 its figures (a price
    and the player's cash, a limit, the bank pool's percent or the national)."""
    figures = {"%1": corp}
    if refusal is None:
        return figures
    if "price" in refusal:
        figures["%2"], figures["%3"] = money(refusal["price"]), money(refusal.get("cash", 0))
    elif "limit" in refusal:
        figures["%2"] = str(refusal["limit"])
    elif "percent" in refusal:
        figures["%2"] = str(refusal["percent"])
    elif "national" in refusal:
        figures["%2"] = refusal["national"]
    return figures


def fill(text: str, figures: dict[str, str]) -> str:
    """The text with its placeholders replaced by the figures."""
    for placeholder, value in figures.items():
        text = text.replace(placeholder, value)
    return text
