"""Turns gestures on the board into actions: tile laying (drag, click), tokens, hex menus."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QCursor, QIcon
from PySide6.QtWidgets import QApplication, QMenu

from railsdesk.engine.contract import BoardSnapshot, Legal
from railsdesk.ui.board import geometry as g
from railsdesk.ui.board.paint import tile_pixmap
from railsdesk.ui.i18n import with_terms
from railsdesk.ui.laytool import LayTool

ROTATE_KEYS = (Qt.Key.Key_R,)
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class BoardController(QObject):
    actionRequested = Signal(dict)  # noqa: N815
    message = Signal(str)
    refused = Signal(str, str)  # a hex and why a move there was refused
    layStateChanged = Signal()  # noqa: N815 - a tile was picked up, moved, rotated, dropped
    stopClicked = Signal(str, QPointF)  # noqa: N815 - route planning: hex and scene position

    def __init__(self, scene, view, title_data, parent=None, lay_refusal=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.view = view
        self.data = title_data
        # (hex, tile or None) -> why the rules refuse the tile there ("unbuildable", "colour",
        # "fit") or None: GameSession.lay_refusal; a map without rules has none
        self.lay_refusal: Callable[[str, str | None], str | None] = lay_refusal or (
            lambda hex_id, tile_name: None
        )
        self.tool = LayTool()
        self.board: BoardSnapshot | None = None
        self.entity: str | int | None = None
        self.entity_type = "corporation"
        self.token_offers: list[dict] = []
        self.blocked: dict[str, str] = {}  # hex -> private company blocking it
        self.without_permit: tuple[str | None, str] = (None, "")  # (corporation, phase letter)
        self.enabled = True  # False while browsing history
        self.route_mode = False  # clicks on the board pick stops for the planned routes
        self.company: str | None = None  # a private company's power is laying the tile
        self.menu: QMenu | None = None
        self._filtering = False
        view.handler = self

    # --- state from the game --------------------------------------------------------------------

    def set_state(
        self,
        board: BoardSnapshot,
        legal: Legal | None,
        blocked: dict[str, str] | None = None,
        title_view: Mapping[str, Any] | None = None,
    ) -> None:
        self.cancel(quiet=True)
        # the acting corporation may not build in this phase (1880's building permits)
        view = title_view or {}
        self.without_permit = (view.get("without_permit"), view.get("permit_letter", ""))
        self.board = board
        legal = legal or {}
        actions = legal.get("actions", [])
        self.entity = legal.get("entity")
        self.entity_type = legal.get("entity_type") or "corporation"
        self.company = None
        lay = legal.get("lay_tile") if "lay_tile" in actions else None
        self.tool = LayTool(lay if isinstance(lay, dict) else {})
        self.route_mode = "run_routes" in actions
        offers = legal.get("place_token") if "place_token" in actions else None
        self.token_offers = [dict(o) for o in offers] if isinstance(offers, list) else []
        self.blocked = dict(blocked or {})
        self.scene.set_blocked(self.blocked)
        self.scene.hide_refusal()
        self.scene.set_token_offers(self.token_offers if self.enabled else [])
        self.scene.clear_highlights()

    def use_company(self, sym: str, options: Mapping[str, Sequence[Mapping[str, Any]]]) -> None:
        """Lay tiles with a private company's power: its own choices, the company acting."""
        self.cancel(quiet=True)
        self.company = sym
        self.entity, self.entity_type = sym, "company"
        self.tool = LayTool(options)
        self.scene.set_highlights({h: "legal" for h in options if self.tool.tiles_at(h)})
        self.message.emit(
            self.tr("%1: drag a tile from the tray onto a highlighted hex.").replace("%1", sym)
        )

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if not on:
            self.cancel(quiet=True)
            self.scene.set_token_offers([])
        else:
            self.scene.set_token_offers(self.token_offers)

    # --- picking up a tile ----------------------------------------------------------------------

    def begin(self, tile: str) -> bool:
        """Start carrying a tile (from the tray): legal hexes light up."""
        if not self.enabled:
            return False
        self.cancel(quiet=True)
        self.scene.hide_refusal()
        hexes = self.tool.begin(tile)
        if not hexes:
            self.tool.cancel()
            self.message.emit(self.tr("Tile %1 cannot be laid anywhere now.").replace("%1", tile))
            return False
        self.scene.set_highlights({h: "legal" for h in hexes})
        self._prepare(tile)
        self._watch(True)
        self.message.emit(
            self.tr(
                "Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels."
            ).replace("%1", tile)
        )
        self.layStateChanged.emit()
        return True

    def _prepare(self, name: str) -> None:
        """Lay out the carried tile in each rotation now, so that turning it never waits."""
        tile = self.data.tile_def(name)
        if tile is not None:
            for rotation in range(6):
                g.tile_geom(tile, rotation, self.data.layout)

    def hover_at(self, pos: QPointF | None) -> None:
        if not self.tool.active or self.tool.fixed:
            return
        hex_id = self.scene.hex_at(pos) if pos is not None else None
        self.hover_hex(hex_id)

    def hover_hex(self, hex_id: str | None) -> None:
        if not self.tool.active:
            return
        if hex_id == self.tool.hex and (hex_id is None or self.tool.rotation is not None):
            return
        legal_hexes = self.tool.hexes_for()
        legal = self.tool.hover(hex_id)
        kinds = {h: "legal" for h in legal_hexes}
        if hex_id is not None:
            kinds[hex_id] = "hover" if legal else "illegal"
        self.scene.set_highlights(kinds)
        self._update_preview()
        self.layStateChanged.emit()

    def _update_preview(self) -> None:
        rot = self.tool.rotation
        if self.tool.hex is None or rot is None:
            self.scene.hide_preview()
            return
        tile = self.data.tile_def(self.tool.tile)
        if tile is None:
            self.scene.hide_preview()
            return
        self.scene.show_preview(self.tool.hex, tile, rot)

    def rotate(self, step: int = 1) -> int | None:
        rot = self.tool.rotate(step)
        self._update_preview()
        self.layStateChanged.emit()
        return rot

    def drop_at(self, pos: QPointF | None) -> bool:
        hex_id = self.scene.hex_at(pos) if pos is not None else None
        return self.drop_on(hex_id)

    def drop_on(self, hex_id: str | None) -> bool:
        """Release the tile over a hex: lay it if legal, else say why and put it back."""
        if not self.tool.active:
            return False
        if hex_id is None:
            self.cancel()
            return False
        if hex_id != self.tool.hex:
            self.hover_hex(hex_id)
        if self.tool.option() is None:
            reason = self.reason(hex_id, self.tool.tile)
            self.cancel(quiet=True)
            self.refuse(hex_id, reason)
            return False
        return self.confirm()

    def refuse(self, hex_id: str, reason: str) -> None:
        """Say why, at the hex and wherever the editor shows refusals (panel, status bar)."""
        self.scene.show_refusal(hex_id, reason)
        self.message.emit(reason)
        self.refused.emit(hex_id, reason)

    def confirm(self) -> bool:
        action = self.tool.action(self.entity, self.entity_type)
        if action is None:
            return False
        self.cancel(quiet=True)
        self.actionRequested.emit(action)
        return True

    def cancel(self, quiet: bool = False) -> None:
        was = self.tool.active
        self.tool.cancel()
        self.scene.hide_preview()
        self.scene.clear_highlights()
        self._watch(False)
        if was and not quiet:
            self.message.emit(self.tr("Tile laying cancelled."))
        if was:
            self.layStateChanged.emit()

    # --- clicks, wheel and keys from the view ---------------------------------------------------

    def click_at(self, pos: QPointF, button=Qt.MouseButton.LeftButton) -> bool:
        if not self.enabled:
            return False
        if button == Qt.MouseButton.RightButton:
            if self.tool.active:
                self.cancel()
                return True
            return False
        tok = self.scene.slot_at(pos)
        if not self.tool.active and tok is not None and tok.offer is not None:
            self.place_token(tok.offer)
            return True
        hex_id = self.scene.hex_at(pos)
        if self.route_mode and not self.tool.active:
            if hex_id is not None:
                self.stopClicked.emit(hex_id, pos)
                return True
            return False
        if self.tool.active:
            if self.tool.fixed:
                if hex_id == self.tool.hex:
                    return self.confirm()
                self.cancel()
                return True
            return self.drop_on(hex_id)
        if hex_id is None:
            return False
        return self.open_hex(hex_id)

    def open_hex(self, hex_id: str) -> bool:
        """Clicking a hex offers the tiles that may be laid there."""
        options = self.tool.tiles_at(hex_id)
        if not options:
            if self.tool.options:
                self.refuse(hex_id, self.reason(hex_id, None))
            elif self.without_permit[0]:
                self.refuse(hex_id, self.permit_reason(hex_id))
            return False
        if len(options) == 1:
            self.choose(hex_id, options[0]["tile"])
            return True
        self.menu = self.tile_menu(hex_id, options)
        self.menu.popup(QCursor.pos())
        return True

    def tile_menu(self, hex_id: str, options: list[dict]) -> QMenu:
        menu = QMenu(self.view)
        menu.setObjectName("tileMenu")
        for opt in options:
            tile = self.data.tile_def(opt["tile"])
            icon = (
                QIcon(tile_pixmap(tile, opt["rotations"][0], self.data.layout, 56))
                if tile
                else QIcon()
            )
            text = self.tr("Tile %1").replace("%1", opt["tile"])
            if opt.get("cost"):
                text += " (" + self.money(opt["cost"]) + ")"
            act = menu.addAction(icon, text)
            act.setData(opt["tile"])
            act.triggered.connect(lambda _=False, t=opt["tile"]: self.choose(hex_id, t))
        return menu

    def choose(self, hex_id: str, tile: str) -> None:
        self.cancel(quiet=True)
        self.tool.choose(hex_id, tile)
        self._prepare(tile)
        self.scene.set_highlights({hex_id: "hover"})
        self._update_preview()
        self._watch(True)
        self.view.setFocus()
        message = self.tr("R or the wheel turns the tile; Enter or a click lays it; Esc cancels.")
        cost = (self.tool.option() or {}).get("cost")
        if cost:  # the printed cost is under the tile shown on the hex
            message = self.tr("This lay costs %1.").replace("%1", self.money(cost)) + " " + message
        self.message.emit(message)
        self.layStateChanged.emit()

    def wheel(self, steps: float) -> bool:
        if self.tool.active and self.tool.rotation is not None:
            self.rotate(-1 if steps > 0 else 1)
            return True
        return False

    def key(self, event) -> bool:
        if not self.tool.active:
            return False
        k = event.key()
        if k in ROTATE_KEYS:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.rotate(-1 if shift else 1)
            return True
        if k in CONFIRM_KEYS:
            if self.tool.option() is not None:
                self.confirm()
            return True
        if k == Qt.Key.Key_Escape:
            self.cancel()
            return True
        return False

    def _watch(self, on: bool) -> None:
        app = QApplication.instance()
        if app is None or on == self._filtering:
            return
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)
        self._filtering = on

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        # while a tile is carried, its keys work wherever the keyboard focus is
        if event.type() == QEvent.Type.KeyPress and self.tool.active:
            if event.key() in (*ROTATE_KEYS, *CONFIRM_KEYS, Qt.Key.Key_Escape):
                return self.key(event)
        # and a right click anywhere cancels it: while dragging from the tray the press goes
        # to the tray's button, on the board it would otherwise start panning
        if (
            event.type() == QEvent.Type.MouseButtonPress
            and event.button() == Qt.MouseButton.RightButton
            and self.tool.active
        ):
            self.cancel()
            return True
        return False

    # --- tokens ---------------------------------------------------------------------------------

    def place_token(self, offer: dict) -> None:
        action = {
            "type": "place_token",
            "entity": self.entity,
            "entity_type": self.entity_type,
            "city": offer.get("city"),
            "slot": offer.get("slot", 0),
        }
        if self.entity_type == "corporation":
            action["tokener"] = self.entity
        self.actionRequested.emit(action)

    # --- explanations ---------------------------------------------------------------------------

    def money(self, amount) -> str:
        from railsdesk.ui.money import format_money

        return format_money(self.data.currency_format, amount)

    def permit_reason(self, hex_id: str) -> str:
        corp, letter = self.without_permit
        text = QCoreApplication.translate(
            "BoardController",
            "%1 has no {term:Building permits:lower} for phase %2: it cannot build on %3.",
        )
        text = with_terms(text, self.data.title)
        return text.replace("%1", str(corp)).replace("%2", letter).replace("%3", hex_id)

    def reason(self, hex_id: str, tile_name: str | None) -> str:
        """Why a tile cannot go on a hex, in the player's words: what the rules say of the
        hex and the tile (the document's lay_refusal), else what the acting company may do."""
        hex_ = self.board.hexes.get(hex_id) if self.board is not None else None
        where = hex_id + (f" ({hex_.location_name})" if hex_ and hex_.location_name else "")
        if hex_id in self.blocked:
            return (
                with_terms(
                    QCoreApplication.translate(
                        "BoardController", "%1 is reserved by the private company %2."
                    ),
                    self.data.title,
                )
                .replace("%1", where)
                .replace("%2", self.blocked[hex_id])
            )
        refusal = self.lay_refusal(hex_id, tile_name) if hex_ is not None else None
        if refusal == "unbuildable":
            return QCoreApplication.translate("BoardController", "%1 cannot be built on.").replace(
                "%1", where
            )
        if refusal == "colour" and hex_ is not None and tile_name is not None:
            tile = self.data.tile_def(tile_name)
            return (
                QCoreApplication.translate(
                    "BoardController", "A %1 tile cannot be laid on the %2 hex %3."
                )
                .replace("%1", color_name(tile.color))
                .replace("%2", color_name(hex_.tile.color))
                .replace("%3", where)
            )
        if refusal == "fit" and tile_name is not None:
            return (
                QCoreApplication.translate(
                    "BoardController",
                    "Tile %1 does not fit %2: its track, cities or label do not match.",
                )
                .replace("%1", tile_name)
                .replace("%2", where)
            )
        if self.tool.tiles_at(hex_id):
            return QCoreApplication.translate(
                "BoardController", "Choose one of the tiles offered for %1."
            ).replace("%1", where)
        return (
            QCoreApplication.translate(
                "BoardController", "%1 cannot be reached by %2's track now, or is not upgradable."
            )
            .replace("%1", where)
            .replace("%2", str(self.entity or ""))
        )


def color_name(color: str) -> str:
    names = {
        "white": QCoreApplication.translate("Colors", "white"),
        "yellow": QCoreApplication.translate("Colors", "yellow"),
        "green": QCoreApplication.translate("Colors", "green"),
        "brown": QCoreApplication.translate("Colors", "brown"),
        "gray": QCoreApplication.translate("Colors", "gray"),
        "black": QCoreApplication.translate("Colors", "black"),
        "red": QCoreApplication.translate("Colors", "red"),
        "blue": QCoreApplication.translate("Colors", "blue"),
    }
    return names.get(color, color)
