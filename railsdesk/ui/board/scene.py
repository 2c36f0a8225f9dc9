"""The board scene: it mirrors the game's board (tiles, tokens), highlights and routes."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from railsdesk.engine.contract import BoardSnapshot, HexView, TileDef
from railsdesk.ui.board import geometry as g
from railsdesk.ui.board.items import HexItem, PreviewItem, RefusalItem, RouteItem, TokenItem
from railsdesk.ui.board.paint import font, qpt
from railsdesk.ui.i18n import with_terms
from railsdesk.ui.money import format_money
from railsdesk.ui.names import names_for

_HEX_ID = re.compile(r"([A-Za-z]+)(-?\d+)")
REFUSAL_SHOWN_MS = 8000


class BoardScene(QGraphicsScene):
    hexClicked = Signal(str)  # noqa: N815 - Qt naming
    slotClicked = Signal(str, int, int)  # noqa: N815
    hexHovered = Signal(str)  # noqa: N815

    def __init__(self, title_data, parent=None) -> None:
        super().__init__(parent)
        self.data = title_data
        self.layout = title_data.layout
        self.currency = title_data.currency_format
        self.show_names = True
        self.show_coords = True
        self.hex_items: dict[str, HexItem] = {}
        self.coord_items: list[QGraphicsSimpleTextItem] = []
        self.route_items: list[RouteItem] = []
        self.preview = PreviewItem(self.layout)
        self.preview.currency = self.currency
        self.preview.setVisible(False)
        self.addItem(self.preview)
        self.refusal = RefusalItem()
        self.addItem(self.refusal)
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.setInterval(REFUSAL_SHOWN_MS)
        self._refusal_timer.timeout.connect(self.hide_refusal)
        self._offers: dict[tuple[str, int, int], dict] = {}
        self.token_text = self._token_text
        self.setBackgroundBrush(QColor("#d9d4c7"))

    # --- building -------------------------------------------------------------------------------

    def load_board(self, board: BoardSnapshot) -> None:
        for item in list(self.hex_items.values()):
            self.removeItem(item)
        self.hex_items.clear()
        borders = self.data.borders()
        for hex_ in board.hexes.values():
            item = HexItem(hex_.id, self.layout, self)
            item.setPos(qpt(g.centre(self.layout, hex_.x, hex_.y)))
            item.location_name = hex_.location_name
            printed = borders.get(hex_.id, ())
            item.printed_borders = tuple((b.edge, b.type) for b in printed if b.type is not None)
            item.borders = tuple(b.edge for b in printed if b.type is None)
            self.addItem(item)
            self.hex_items[hex_.id] = item
        self._build_coordinates(board)
        self.refresh(board)
        rect = self.itemsBoundingRect().adjusted(-60, -60, 60, 60)
        self.setSceneRect(rect)

    def refresh(self, board: BoardSnapshot) -> None:
        """Bring every hex up to date with the board (tiles, rotations, tokens)."""
        for hex_ in board.hexes.values():
            item = self.hex_items.get(hex_.id)
            if item is None:
                continue
            changed = item.tile is not hex_.tile or item.tile_rotation != hex_.rotation
            item.set_tile(hex_.tile, hex_.rotation)
            if changed or len(item.token_items) != sum(len(c.tokens) for c in hex_.cities):
                self._rebuild_tokens(item, hex_)
            for tok in item.token_items:
                city = hex_.cities[tok.city] if tok.city < len(hex_.cities) else None
                owner = city.tokens[tok.slot] if city and tok.slot < len(city.tokens) else None
                reserved = None
                if city and tok.slot < len(city.reservations):
                    reserved = city.reservations[tok.slot]
                if reserved is None and hex_.reservations and tok.city == 0 and tok.slot == 0:
                    reserved = hex_.reservations[0]
                tok.set_state(owner, reserved, self._offers.get((hex_.id, tok.city, tok.slot)))

    def _rebuild_tokens(self, item: HexItem, hex_: HexView) -> None:
        for tok in item.token_items:
            self.removeItem(tok)
        item.token_items = []
        geom = g.tile_geom(hex_.tile, hex_.rotation, self.layout)
        cities = geom.city_geoms()
        for ci, city in enumerate(hex_.cities):
            if ci >= len(cities):
                break
            slots = list(cities[ci].slots)
            while len(slots) < len(city.tokens):  # extra tokens beyond printed slots
                x, y = slots[-1]
                slots.append((x + g.SLOT_RADIUS * 1.6, y - g.SLOT_RADIUS * 0.8))
            for si in range(len(city.tokens)):
                item.token_items.append(TokenItem(item, ci, si, slots[si]))

    def _build_coordinates(self, board: BoardSnapshot) -> None:
        for item in self.coord_items:
            self.removeItem(item)
        self.coord_items = []
        letter_on: dict[str, list[HexView]] = {}
        number_on: dict[str, list[HexView]] = {}
        for hex_ in board.hexes.values():
            m = _HEX_ID.fullmatch(hex_.id)
            if not m:
                continue
            letter_on.setdefault(m.group(1), []).append(hex_)
            number_on.setdefault(m.group(2), []).append(hex_)
        if not board.hexes:
            return
        pts = [g.centre(self.layout, h.x, h.y) for h in board.hexes.values()]
        half_w = g.RADIUS if self.layout == "flat" else g.APOTHEM
        half_h = g.APOTHEM if self.layout == "flat" else g.RADIUS
        self._extent = (
            min(p[0] for p in pts) - half_w,
            min(p[1] for p in pts) - half_h,
            max(p[0] for p in pts) + half_w,
            max(p[1] for p in pts) + half_h,
        )
        # which axis do the letters count?  Hexes sharing a letter share that coordinate.
        first = next(iter(letter_on.values()))
        letters_are_rows = len({h.y for h in first}) == 1
        for text, hexes in letter_on.items():
            self._axis_labels(text, hexes, rows=letters_are_rows)
        for text, hexes in number_on.items():
            self._axis_labels(text, hexes, rows=not letters_are_rows)
        for item in self.coord_items:
            item.setVisible(self.show_coords)

    def _axis_labels(self, text: str, hexes: list[HexView], rows: bool) -> None:
        """Coordinates on the map frame: row letters left and right, column numbers above/below."""
        pts = [g.centre(self.layout, h.x, h.y) for h in hexes]
        f = font(30, True)
        x0, y0, x1, y1 = self._extent
        if rows:
            y = pts[0][1]
            spots = [(x0 - 40, y), (x1 + 40, y)]
        else:
            x = pts[0][0]
            spots = [(x, y0 - 32), (x, y1 + 32)]
        for sx, sy in spots:
            item = QGraphicsSimpleTextItem(text)
            item.setFont(f)
            item.setBrush(QColor("#5a5246"))
            r = item.boundingRect()
            item.setPos(sx - r.width() / 2, sy - r.height() / 2)
            item.setZValue(-1)
            self.addItem(item)
            self.coord_items.append(item)

    # --- options --------------------------------------------------------------------------------

    def set_show_coords(self, on: bool) -> None:
        self.show_coords = on
        for item in self.coord_items:
            item.setVisible(on)

    def set_show_names(self, on: bool) -> None:
        self.show_names = on
        for item in self.hex_items.values():
            item.update()

    # --- highlights, offers, previews -----------------------------------------------------------

    def set_highlights(self, kinds: dict[str, str]) -> None:
        for hex_id, item in self.hex_items.items():
            item.set_highlight(kinds.get(hex_id))

    def clear_highlights(self) -> None:
        self.set_highlights({})

    def set_token_offers(self, offers: list[dict]) -> None:
        self._offers = {}
        for o in offers:
            hex_id = o.get("hex")
            if hex_id is None:
                continue
            self._offers[(hex_id, int(o.get("city_index", 0)), int(o.get("slot", 0)))] = o
        for item in self.hex_items.values():
            for tok in item.token_items:
                tok.set_state(
                    tok.owner, tok.reserved, self._offers.get((item.hex_id, tok.city, tok.slot))
                )

    def show_preview(self, hex_id: str, tile: TileDef, rotation: int) -> None:
        item = self.hex_items[hex_id]
        name = item.location_name if self.show_names else None
        self.preview.show_tile(tile, rotation, item.pos(), name)

    def hide_preview(self) -> None:
        self.preview.setVisible(False)

    def show_refusal(self, hex_id: str, text: str) -> None:
        """Why a move on this hex was refused, in a bubble at the hex for a few seconds."""
        item = self.hex_items.get(hex_id)
        if item is None:
            return
        self.refusal.show_text(text, item.pos() + QPointF(0, -g.APOTHEM * 0.3))
        self._refusal_timer.start()

    def hide_refusal(self) -> None:
        self._refusal_timer.stop()
        self.refusal.setVisible(False)

    def set_blocked(self, blocked: dict[str, str]) -> None:
        """Hexes reserved by private companies: hatched, with the company's badge."""
        symbols = {c.get("name"): sym for sym, c in self.data.companies.items()}
        for hex_id, item in self.hex_items.items():
            company = blocked.get(hex_id)
            tooltip = (
                with_terms(self.tr("Reserved by the private company %1"), self.data.title).replace(
                    "%1", company
                )
                if company
                else ""
            )
            # the badge shows the short symbol printed on the private's card
            item.set_blocker(symbols.get(company, company) if company else None, tooltip)

    def set_title_marks(self, view: Mapping[str, Any]) -> None:
        """A title's marks on the map from the snapshot's title view: each destination not yet
        reached (with the escrow it releases), the bridge and tunnel hexes, the port, Messina
        after the earthquake."""
        marks: dict[str, list[tuple[str, QColor, QColor]]] = {}
        tips: dict[str, list[str]] = {}
        money = lambda v: format_money(self.currency, v)  # noqa: E731
        for sym, corp in (view.get("corporations") or {}).items():
            if corp.get("destinated"):
                continue
            fill, ink = self.data.corp_qcolors(sym)
            for hex_id in corp.get("destination") or []:
                marks.setdefault(hex_id, []).append((f"⚑{sym}", fill, ink))
                tip = self.tr("Destination of %1 (a route from %2)").replace("%1", sym)
                tip = tip.replace("%2", str(corp.get("destination_from", "")))
                if corp.get("escrow"):
                    tip += " " + self.tr("releases %1 held in escrow").replace(
                        "%1", money(corp["escrow"])
                    )
                tips.setdefault(hex_id, []).append(tip)
        light, dark = QColor("#fffbe6"), QColor("#333333")
        for kind, right in (view.get("rights") or {}).items():
            holders = ", ".join(right.get("holders") or []) or "–"
            for hex_id in right.get("hexes") or []:
                label = self.tr("Bridge") if kind == "bridge" else self.tr("Tunnel")
                marks.setdefault(hex_id, []).append((label, light, dark))
                tip = self.tr("+%1 for each route here for holders of the right: %2")
                tips.setdefault(hex_id, []).append(
                    f"{label}: "
                    + tip.replace("%1", money(right.get("bonus", 10))).replace("%2", holders)
                )
        port = view.get("port")
        if port:
            fill, ink = self.data.corp_qcolors(port["corporation"])
            marks.setdefault(port["hex"], []).append((f"⚓{port['corporation']}", fill, ink))
            tip = self.tr("Port of %1: +%2 for each route here").replace("%1", port["corporation"])
            tips.setdefault(port["hex"], []).append(tip.replace("%2", money(port["bonus"])))
        locked = view.get("messina_locked")
        if locked:
            marks.setdefault(locked, []).append((self.tr("Earthquake"), light, dark))
            tips.setdefault(locked, []).append(
                self.tr("Earthquake: Messina may be upgraded again after the next stock round")
            )
        for hex_id, item in self.hex_items.items():
            item.set_badges(marks.get(hex_id, []), "\n".join(tips.get(hex_id, [])))

    # --- routes ---------------------------------------------------------------------------------

    def set_routes(self, routes: list[tuple]) -> None:
        """Routes as (path, colour, label[, stop points[, dashed]]) tuples."""
        for item in self.route_items:
            self.removeItem(item)
        self.route_items = []
        covered = self._tag_obstacles()
        taken: list[QRectF] = []
        for route in routes:
            item = RouteItem(*route)
            tag = item.tag_rect()
            # the first spot along the route that leaves tokens, off-board values and the
            # other tags readable
            for spot in item.tag_spots():
                tag.moveCenter(spot)
                if not any(tag.intersects(r) for r in (*covered, *taken)):
                    item.place_tag(spot)
                    break
            tag = item.tag_rect()
            while not tag.isEmpty() and any(tag.intersects(t) for t in taken):
                item.move_tag(0, -(tag.height() + 4))  # no free spot: stack the tags
                tag = item.tag_rect()
            taken.append(tag)
            self.addItem(item)
            self.route_items.append(item)

    def _tag_obstacles(self) -> list[QRectF]:
        """What a route's tag must not cover: token slots and the off-board areas' values."""
        rects: list[QRectF] = []
        for item in self.hex_items.values():
            rects.extend(tok.sceneBoundingRect() for tok in item.token_items if tok.owner)
            if item.tile is not None and item.tile.color == "red":
                rects.append(item.sceneBoundingRect().adjusted(20, 20, -20, -20))
        return rects

    # --- lookups used by items ------------------------------------------------------------------

    def _token_text(self, corp: str, kind: str, cost) -> str:
        from railsdesk.ui.money import format_money

        name = names_for(self.data.title).company(corp)  # 1880's investors: "A3 (Taiyuan)"
        if kind == "owner":
            return self.tr("Token of %1").replace("%1", name)
        if kind == "reserved":
            return self.tr("Reserved for %1").replace("%1", name)
        return self.tr("Place a token here for %1").replace(
            "%1", format_money(self.currency, cost or 0)
        )

    def corp_colors(self, sym: str) -> tuple[QColor, QColor]:
        return self.data.corp_qcolors(sym)

    def token_label(self, sym: str) -> str:
        return names_for(self.data.title).token_label(sym)

    def token_tooltip(self, tok: TokenItem) -> str:
        if tok.owner:
            return self.token_text(tok.owner, "owner", None)
        if tok.offer is not None:
            return self.token_text(tok.reserved or "", "offer", tok.offer.get("cost", 0))
        if tok.reserved:
            return self.token_text(tok.reserved, "reserved", None)
        return ""

    def hex_hovered(self, hex_id: str) -> None:
        self.hexHovered.emit(hex_id)

    def hex_at(self, pos: QPointF) -> str | None:
        for item in self.items(pos):
            if isinstance(item, HexItem):
                return item.hex_id
            if isinstance(item, TokenItem):
                return item.hex_item.hex_id
        return None

    def slot_at(self, pos: QPointF) -> TokenItem | None:
        for item in self.items(pos):
            if isinstance(item, TokenItem):
                return item
        return None

    def hex_centre(self, hex_id: str) -> QPointF:
        return self.hex_items[hex_id].pos()

    def map_rect(self) -> QRectF:
        rect = QRectF()
        for item in self.hex_items.values():
            rect = rect.united(item.sceneBoundingRect())
        for coord in self.coord_items:
            if coord.isVisible():
                rect = rect.united(coord.sceneBoundingRect())
        return rect.adjusted(-20, -20, 20, 20)


ALIGN = Qt.AlignmentFlag
