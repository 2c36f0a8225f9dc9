"""Players that make moves through the window's own controls, as a person would: the
seeded random player of the 1830 game (`UiPlayer`, which picks its moves from the legal-moves
query) and the panel player (`PanelPlayer`), which makes a move chosen elsewhere (the command
line's random player) with the panel's buttons, the tray and the board. The engine is never
called to make a move."""

from __future__ import annotations

import random
import re
from collections import Counter
from functools import cache

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QTabBar,
    QTableWidget,
    QToolButton,
    QWidget,
)

from railsdesk.engine.contract import train_name
from railsdesk.random_play import list_price, payable
from railsdesk.ui.actionbase import AmountField
from railsdesk.ui.board import geometry as g
from railsdesk.ui.stockactions import par_fields

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


@cache
def engine_ids(title: str) -> re.Pattern:
    """The engine's ids a player should never read: train ids ("2-0", "4+4-1"), the map's
    coordinates (where they are not also a name the rulebook uses, such as 1880's A1 or B3)
    and the data's English names of minors ("Belgian Investor" for 1880's A3)."""
    from railsdesk.ui.titledata import TitleData

    data = TitleData.load(title)
    trains = {t["name"] for t in data.trains}
    words = set(data.corporations) | set(data.companies) | trains
    words |= {"A" + sym for sym in data.minors} | {str(p.get("name")) for p in data.phases}
    hexes = {h for h in data.new_board().hexes if h not in words}
    ids = [f"{re.escape(name)}-\\d+" for name in trains] + [re.escape(h) for h in hexes]
    ids += [re.escape(str(m["name"])) for m in data.minors.values() if m.get("name")]
    return re.compile(r"(?<![\w+#-])(?:" + "|".join(ids) + r")(?![\w+])")


def bare_minor_ids(window) -> list[str]:
    """Minors' bare symbols (1880's investors "1" to "7") where a company or a party is
    named: the companies' table's rows and the log's filter by who. Elsewhere a bare number
    is a count, a price or a train, which no pattern tells apart."""
    editor = window.editor
    minors = set(editor.data.minors)
    corps = editor.players.corps
    rows = [corps.item(r, 0).text() for r in range(corps.rowCount()) if corps.item(r, 0)]
    party = editor.log.party
    parties = [party.itemText(i) for i in range(party.count())]
    return [name for name in rows + parties if name in minors]


def shown_texts(panel) -> list[str]:
    """Every text a widget and its children show (tooltips aside), without markup: labels,
    buttons, group boxes, list choices, table cells and headers, tabs and dock titles."""
    shown = [w for w in panel.findChildren(QWidget) if w.isVisibleTo(panel)]
    texts = []
    for widget in shown:
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            texts += table_texts(widget)
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QDockWidget):
            texts.append(widget.windowTitle())
    return [re.sub(r"<[^>]+>", " ", text) for text in texts]


def table_texts(table: QTableWidget) -> list[str]:
    cells = [table.item(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
    heads = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    heads += [table.verticalHeaderItem(r) for r in range(table.rowCount())]
    return [item.text() for item in cells + heads if item is not None]


def discard_button(trains: list[str], train: str) -> str:
    """The button that discards a train: the panel shows one for the trains of a kind, named
    by the first of them."""
    kind = train_name(train)
    return f"discard_{next(i for i, t in enumerate(trains) if train_name(t) == kind)}"


class UiPlayer:
    """Plays the acting seat through the widgets; `done` counts what it did, by kind."""

    def __init__(self, window, qtbot, seed: int) -> None:
        self.w = window
        self.qtbot = qtbot
        self.rng = random.Random(seed)
        self.done: Counter[str] = Counter()
        self.log_lines_read = 0

    # --- finding and using widgets --------------------------------------------------------------

    @property
    def panel(self):
        return self.w.editor.panel

    def button(self, key: str):
        b = self.panel.buttons.get(key)
        assert b is not None, f"no button {key!r} in the panel ({sorted(self.panel.buttons)})"
        assert b.isEnabled(), f"button {key!r} is disabled"
        return b

    def click(self, key: str) -> None:
        b = self.button(key)
        self.w.editor.docks["actions"].raise_()
        self.unfold(b)
        self.qtbot.mouseClick(b, LEFT)

    def unfold(self, control) -> None:
        """Press the button that shows a folded list's rows, when the control is in one."""
        rows = control.parentWidget()
        while rows is not self.panel and not rows.objectName().endswith("_rows"):
            rows = rows.parentWidget()
        if rows is self.panel:
            return
        more = self.panel.findChild(QToolButton, rows.objectName().replace("_rows", "_more"))
        if not more.isChecked():
            self.qtbot.mouseClick(more, LEFT)
            assert more.isChecked(), "the folded rows did not open"

    def click_through(self, key: str) -> None:
        """Click a control and confirm what it asks (a skip or a withhold that costs)."""
        self.click(key)
        if self.panel.pending is not None:
            self.click("confirm")

    def type_into(self, field, value: int) -> None:
        field.setFocus()
        field.selectAll()
        QTest.keyClicks(field, str(value))
        assert field.value() == value, (field.value(), value)

    def show_on_board(self, scene_pos, zoom: float = 0.6) -> QPoint:
        """Scroll the board so that a point is in view; its position in the viewport."""
        view = self.w.editor.view
        view.set_zoom(zoom)
        view.centerOn(scene_pos)
        return view.mapFromScene(scene_pos)

    def click_board(self, scene_pos) -> None:
        at = self.show_on_board(scene_pos)
        QTest.mouseClick(self.w.editor.view.viewport(), LEFT, NO_MOD, at)

    # --- one move -------------------------------------------------------------------------------

    def names_only(self) -> None:
        """The panel, the docks and the log name trains, investors and places as the rulebook
        does, never by id (the log's lines are read once each)."""
        pattern = engine_ids(self.w.editor.data.title)
        shown = [t for t in shown_texts(self.w) if pattern.search(t)]
        log = self.w.editor.log.list
        if log.count() < self.log_lines_read:  # undone: the log was written again
            self.log_lines_read = 0
        lines = [log.item(i).text() for i in range(self.log_lines_read, log.count())]
        self.log_lines_read = log.count()
        shown += [line for line in lines if pattern.search(line)]
        shown += bare_minor_ids(self.w)
        assert not shown, f"engine ids on screen: {shown}"
        self.done["panels read"] += 1

    def act(self) -> None:
        self.names_only()
        s = self.w.document
        legal = s.legal()
        acts = legal["actions"]
        assert acts, "nobody can act but the game is not over"
        rng = self.rng
        for chooser in (
            self._private_power,
            self._bankrupt,
            self._must_sell,
            self._auction,
            self._par,
            self._buy_shares,
            self._sell_shares,
            self._trains,
            self._operate,
        ):
            if chooser(rng, legal, acts):
                return
        self.click_through("pass")
        self.done["pass"] += 1

    def _private_power(self, rng, legal, acts) -> bool:
        companies = legal.get("companies")
        if not companies or legal["entity_type"] == "company" or rng.random() > 0.3:
            return False
        sym = rng.choice(sorted(companies))
        power = companies[sym]
        if "lay_tile" in power["actions"] and power.get("lay_tile"):
            self.click(f"power_lay_{sym}")
            hex_id = rng.choice(sorted(power["lay_tile"]))
            option = rng.choice(power["lay_tile"][hex_id])
            self.drag_tile(option["tile"], hex_id, rng.randrange(len(option["rotations"])))
            self.done["private power"] += 1
            return True
        if "buy_shares" in power["actions"] and power.get("buy_shares"):
            self.click(f"power_shares_{sym}_0")
            self.done["private power"] += 1
            return True
        return False

    def _bankrupt(self, rng, legal, acts) -> bool:
        if "bankrupt" in acts and "buy_train" in acts and not legal.get("buy_train"):
            if not legal.get("sell_shares"):
                self.click_through("bankrupt")  # it asks first
                self.done["bankrupt"] += 1
                return True
        return False

    def _must_sell(self, rng, legal, acts) -> bool:
        if acts == ["sell_shares"] and legal.get("sell_shares"):
            self.click_through(f"sell_{rng.randrange(len(legal['sell_shares']))}")
            self.done["sell_shares"] += 1
            return True
        return False

    def _auction(self, rng, legal, acts) -> bool:
        if "bid" not in acts:
            return False
        options = legal["bid"]
        if options and rng.random() < 0.85:
            o = min(options, key=lambda o: o["min"]) if rng.random() < 0.8 else rng.choice(options)
            spin = self.panel.findChild(AmountField, f"bid_amount_{o['company']}")
            if spin is not None and o["max"] > o["min"] and rng.random() < 0.3:
                self.type_into(spin, min(o["max"], o["min"] + 5 * rng.randint(1, 4)))
            self.click(f"bid_{o['company']}")
            self.done["bid"] += 1
        else:
            self.click("pass")
            self.done["pass"] += 1
        return True

    def _par(self, rng, legal, acts) -> bool:
        if "par" not in acts or not legal.get("par"):
            return False
        if acts != ["par"] and rng.random() >= 0.35:
            return False
        o = rng.choice(legal["par"])
        corp = o["corporation"]
        combo = self.panel.findChild(QComboBox, f"par_combo_{corp}")
        index = combo.findData(o["share_price"])
        assert index >= 0
        combo.setCurrentIndex(index)
        self.click(f"par_{corp}")
        self.done["par"] += 1
        return True

    def _buy_shares(self, rng, legal, acts) -> bool:
        if "buy_shares" not in acts or not legal.get("buy_shares"):
            return False
        options = legal["buy_shares"]
        state = self.w.document.game.state
        unfloated = [
            i for i, o in enumerate(options) if not state.corporation(o["corporation"]).floated
        ]
        if unfloated and rng.random() < 0.85:
            index = rng.choice(unfloated)
        elif rng.random() < 0.5:
            index = rng.randrange(len(options))
        else:
            return False
        self.click(f"buy_{index}")
        self.done["buy_shares"] += 1
        return True

    def _sell_shares(self, rng, legal, acts) -> bool:
        if "sell_shares" in acts and legal.get("sell_shares") and "buy_train" not in acts:
            if rng.random() < 0.04:
                self.click_through(f"sell_{rng.randrange(len(legal['sell_shares']))}")
                self.done["sell_shares"] += 1
                return True
        return False

    def _trains(self, rng, legal, acts) -> bool:
        if "buy_train" not in acts:
            return False
        options = legal.get("buy_train") or []
        must = "pass" not in acts
        depot = [
            i
            for i, o in enumerate(options)
            if o["source"] == "depot" and "exchange" not in o and payable(o)
        ]
        if depot and (must or rng.random() < 0.85):
            if must:
                index = min(depot, key=lambda i: list_price(options[i]))
            else:
                index = rng.choice(depot)
            self.click(f"train_{index}")
            self.done["buy_train"] += 1
            return True
        if must:
            if legal.get("sell_shares"):
                best = max(range(len(legal["sell_shares"])),
                           key=lambda i: legal["sell_shares"][i]["price"])  # fmt: skip
                self.click_through(f"sell_{best}")
                self.done["emergency sale"] += 1
                return True
            if "bankrupt" in acts:
                self.click_through("bankrupt")  # it asks first
                self.done["bankrupt"] += 1
                return True
            others = [
                i
                for i, o in enumerate(options)
                if "max" in o and "list_price" not in o and f"train_{i}" in self.panel.buttons
            ]
            if others:
                index = rng.choice(others)
                spin = self.panel.findChild(AmountField, f"train_amount_{index}")
                self.type_into(spin, options[index]["max"])
                self.click(f"train_{index}")
                self.click("confirm")
                self.done["buy_train"] += 1
                return True
        exchanges = [
            i
            for i, o in enumerate(options)
            if "exchange" in o and f"train_{i}" in self.panel.buttons
        ]
        if exchanges and rng.random() < 0.5:
            self.click(f"train_{rng.choice(exchanges)}")
            self.done["buy_train"] += 1
            return True
        return False

    def _operate(self, rng, legal, acts) -> bool:
        if "buy_company" in acts and legal.get("buy_company") and rng.random() < 0.1:
            o = rng.choice(legal["buy_company"])
            spin = self.panel.findChild(AmountField, f"company_amount_{o['company']}")
            self.type_into(spin, rng.randint(o["min"], o["max"]))
            self.click(f"company_{o['company']}")
            self.click("confirm")  # money between players is confirmed
            self.done["buy_company"] += 1
            return True
        if "place_token" in acts and legal.get("place_token"):
            if "pass" not in acts or rng.random() < 0.7:
                self.place_token(rng.choice(legal["place_token"]))
                return True
        if "lay_tile" in acts and legal.get("lay_tile") and rng.random() < 0.9:
            hex_id = rng.choice(sorted(legal["lay_tile"]))
            option = rng.choice(legal["lay_tile"][hex_id])
            self.drag_tile(option["tile"], hex_id, rng.randrange(len(option["rotations"])))
            return True
        if "run_routes" in acts:
            if rng.random() < 0.3:
                self.routes_by_clicking()
            else:
                self.auto_routes()
            return True
        if "dividend" in acts:
            kind = "payout" if rng.random() < 0.8 else "withhold"
            self.click_through(f"dividend_{kind}")
            self.done["dividend"] += 1
            return True
        if "discard_train" in acts:
            trains = legal["discard_train"]
            self.click(discard_button(trains, trains[rng.randrange(len(trains))]))
            self.done["discard_train"] += 1
            return True
        return False

    # --- gestures on the board ------------------------------------------------------------------

    def drag_tile(self, tile: str, hex_id: str, turns: int) -> None:
        """Press on the tray's tile, move over the hex, press R `turns` times, release."""
        w, doc = self.w.editor, self.w.document
        w.docks["tiles"].raise_()
        button = w.tray.buttons[tile]
        assert button.enabled_for_lay, f"tile {tile} is not offered in the tray"
        w.tray.ensureWidgetVisible(button)
        view = w.view
        target = self.show_on_board(w.scene.hex_centre(hex_id))
        target_global = view.viewport().mapToGlobal(target)
        start = QPoint(button.width() // 2, button.height() // 2)
        QTest.mousePress(button, LEFT, NO_MOD, start)
        QTest.mouseMove(button, start + QPoint(12, 0))
        QTest.mouseMove(button, button.mapFromGlobal(target_global))
        tool = w.controller.tool
        assert tool.active and tool.hex == hex_id, (tool.tile, tool.hex, hex_id)
        assert w.scene.preview.isVisible()
        for _ in range(turns):
            QTest.keyClick(view.viewport(), Qt.Key.Key_R)
        assert w.scene.preview.tile_rotation == tool.rotations[turns]
        before = len(doc.history())
        QTest.mouseRelease(button, LEFT, NO_MOD, button.mapFromGlobal(target_global))
        assert len(doc.history()) == before + 1, "the tile was not laid"
        self.done["lay_tile"] += 1

    def place_token(self, offer: dict) -> None:
        item = next(
            t
            for t in self.w.editor.scene.hex_items[offer["hex"]].token_items
            if t.city == offer["city_index"] and t.slot == offer["slot"]
        )
        assert item.offer is not None, "the slot is not highlighted"
        before = len(self.w.document.history())
        self.click_board(item.scenePos())
        assert len(self.w.document.history()) == before + 1, "no token was placed"
        self.done["place_token"] += 1

    def auto_routes(self) -> None:
        self.wait_for_the_route_search()  # the one the planner opens with
        self.click("auto_routes")
        self.wait_for_the_route_search()
        run = self.button("run_routes")
        self.qtbot.mouseClick(run, LEFT)
        self.done["auto routes"] += 1

    def routes_by_clicking(self) -> None:
        """The routes the finder would choose, built by clicking their stops on the map."""
        s = self.w.document
        best = s.game.best_routes()  # what the player has in mind; the clicks do the work
        self.wait_for_the_route_search()
        for train in self.w.editor.routes.planner.trains:  # the routes it opened with
            self.click(f"route_clear_{train}")
        for route in best:
            train = route["train"]
            self.click(f"route_train_{train}")
            for sig in route["nodes"]:
                hex_id, _, part = sig.rpartition("-")
                self.click_board(self.stop_position(hex_id, int(part)))
            label = self.panel.findChild(QLabel, f"route_text_{train}")
            money = self.w.editor.data.currency_format % f"{route['revenue']:,}"
            assert money in label.text(), (label.text(), route, self.w.status.currentMessage())
        total = sum(r["revenue"] for r in best)
        assert self.w.editor.routes.planner.total() == total
        self.click("run_routes")
        self.done["routes by clicking"] += 1

    def wait_for_the_route_search(self) -> None:
        self.qtbot.waitUntil(lambda: not self.w.editor.routes.searching, timeout=60000)

    def stop_position(self, hex_id: str, part: int):
        hex_ = self.w.document.board.hexes[hex_id]
        node = next(n for n in hex_.tile.nodes if n.part_index == part)
        geom = g.tile_geom(hex_.tile, hex_.rotation, self.w.editor.data.layout)
        x, y = geom.nodes[node.index].pos
        centre = self.w.editor.scene.hex_centre(hex_id)
        return centre + type(centre)(x, y)


class PanelPlayer(UiPlayer):
    """Makes the seeded random player's move with the panel's controls."""

    def move(self, wanted: dict) -> None:
        # a person acts on the panel as it settles: after the search the planner opens with,
        # which rebuilds it with the routes found
        self.wait_for_the_route_search()
        self.names_only()
        legal = self.w.document.legal()
        kind = wanted["type"]
        if kind == "lay_tile":
            options = legal["lay_tile"][wanted["hex"]]
            option = next(o for o in options if o["tile_id"] == wanted["tile"])
            self.drag_tile(
                option["tile"], wanted["hex"], option["rotations"].index(wanted["rotation"])
            )
        elif kind == "place_token":
            offers = legal.get("place_token") or []
            self.place_token(next(o for o in offers if o["city"] == wanted["city"]))
        elif kind == "run_routes":
            self.auto_routes()
        elif not self.priced_move(legal, wanted):
            self.click_through(self.control_for(legal, wanted))
        self.done[kind] += 1

    def priced_move(self, legal: dict, wanted: dict) -> bool:
        """A move whose price is typed into the panel's spin box before its button is
        clicked; money between two owners is then confirmed."""
        kind = wanted["type"]
        if kind == "bid" and "company" in wanted:
            spin = self.panel.findChild(AmountField, f"bid_amount_{wanted['company']}")
            if spin is not None:
                self.type_into(spin, wanted["price"])
            self.click(f"bid_{wanted['company']}")
            return True
        if kind == "buy_company":
            self.type_into(
                self.panel.findChild(AmountField, f"company_amount_{wanted['company']}"),
                wanted["price"],
            )
            self.click(f"company_{wanted['company']}")
            self.click("confirm")
            return True
        if kind == "buy_token":
            index = next(
                i
                for i, o in enumerate(legal["buy_token"])
                if o["city"] == wanted["city"] and o["slot"] == wanted["slot"]
            )
            self.type_into(
                self.panel.findChild(AmountField, f"buy_token_amount_{index}"), wanted["price"]
            )
            self.click(f"buy_token_{index}")
            self.click("confirm")
            return True
        if kind == "buy_train":
            index = self.train_button(legal, wanted)
            if "max" not in legal["buy_train"][index]:
                return False
            self.type_into(
                self.panel.findChild(AmountField, f"train_amount_{index}"), wanted["price"]
            )
            self.click(f"train_{index}")
            self.click("confirm")
            return True
        return False

    def train_button(self, legal: dict, wanted: dict) -> int:
        """The offer whose button buys the wanted train: the panel shows one button for the
        trains of a kind from the same seller."""
        options = legal["buy_train"]
        chosen = next(o for o in options if o["train"] == wanted["train"] and "exchange" not in o)
        return next(
            i
            for i, o in enumerate(options)
            if "exchange" not in o
            and (o.get("name"), o["source"]) == (chosen.get("name"), chosen["source"])
            and f"train_{i}" in self.panel.buttons
        )

    def control_for(self, legal: dict, wanted: dict) -> str:
        kind = wanted["type"]
        if wanted["entity_type"] == "company" and kind == "purchase_train":
            return f"power_train_{wanted['entity']}"
        if wanted["entity_type"] == "company" and kind == "assign":
            if legal["entity_type"] == "company":
                return f"assign_{wanted['target']}"
            return f"power_assign_{wanted['entity']}_{wanted['target']}"
        if kind == "par":
            combo = self.panel.findChild(QComboBox, f"par_combo_{wanted['corporation']}")
            fields = {k: wanted[k] for k in ("share_price", "slot") if k in wanted}
            index = next(i for i in range(combo.count()) if par_fields(combo.itemData(i)) == fields)
            combo.setCurrentIndex(index)
            return f"par_{wanted['corporation']}"
        if kind == "choose" and legal.get("question") == "station_slot_sale":
            return "slot_sale_agree" if wanted["choice"] == "Agree" else "slot_sale_refuse"
        if kind == "choose":
            return f"choose_{[str(c) for c in legal['choose']].index(str(wanted['choice']))}"
        if kind in ("buy_shares", "sell_shares"):
            prefix = "buy" if kind == "buy_shares" else "sell"
            index = next(i for i, o in enumerate(legal[kind]) if o["shares"] == wanted["shares"])
            return f"{prefix}_{index}"
        if kind == "buy_train":
            index = self.train_button(legal, wanted)
            return f"train_{index}"
        if kind == "dividend":
            return f"dividend_{wanted['kind']}"
        if kind == "discard_train":
            return discard_button(legal["discard_train"], wanted["train"])
        if kind == "bid" and "minor" in wanted:
            return f"draft_{wanted['minor']}"
        if kind in ("payoff_player_debt", "payoff_debt", "bankrupt"):
            return "bankrupt" if kind == "bankrupt" else "payoff_debt"
        if kind in ("take_loan", "payoff_loan"):
            index = next(i for i, o in enumerate(legal[kind]) if o["loan"] == wanted["loan"])
            return f"{kind}_{index}"
        assert kind == "pass", f"no panel control for {wanted}"
        return "pass"
