"""Running trains in the board editor: the routes being planned (the engine's RoutePlanner,
reached through the contract), the best routes searched in a worker thread as soon as a
company is to run (they are the planned ones until the player plans others, and their revenue
stays beside the planned one), a corporation's last run shown dashed, and what the action
panel and the board show of them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QColor, QPainterPath

from railsdesk.engine.contract import (
    BoardSnapshot,
    IllegalAction,
    NodeRef,
    RoutePlanner,
    train_name,
)
from railsdesk.ui.board.routes import route_path, stop_points
from railsdesk.ui.money import format_money
from railsdesk.ui.names import names_for
from railsdesk.ui.session import translate_error
from railsdesk.ui.workers import Worker


def train_names(trains: list[str]) -> dict[str, str]:
    """Train ids ("3-2") as players name them ("3"; "3 (1)", "3 (2)" for two of a kind)."""
    kinds = [train_name(t) for t in trains]
    names: dict[str, str] = {}
    seen: dict[str, int] = {}
    for train, kind in zip(trains, kinds, strict=True):
        seen[kind] = seen.get(kind, 0) + 1
        names[train] = f"{kind} ({seen[kind]})" if kinds.count(kind) > 1 else kind
    return names


class RouteTool(QObject):
    """``changed``: the planned routes or the shown run changed (panel and board redraw);
    ``busyChanged``: the Auto search started or ended; ``message``: for the status bar."""

    changed = Signal()
    busyChanged = Signal(bool)  # noqa: N815
    message = Signal(str, int)

    def __init__(self, document, data, settings, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.data = data
        self.settings = settings
        self.planner: RoutePlanner | None = None
        self._planner_key: tuple | None = None
        self.shown_run: tuple[str, list[dict]] | None = None  # a corporation's last run shown
        self.worker: Worker | None = None
        self.legal: Mapping[str, Any] = {}
        self.best_total: int | None = None  # the best run's revenue, once the search found it
        self._replace = False  # the search's routes replace those planned (Auto was asked for)
        # the search a planner opens with starts once the window has been drawn (a 0 ms timer
        # fires when the events waiting are handled): the redraw need not share the processor
        self._opening = QTimer(self)
        self._opening.setSingleShot(True)
        self._opening.setInterval(0)
        self._opening.timeout.connect(lambda: self.search(replace=False))

    # --- planning -------------------------------------------------------------------------------

    def follow(self, legal: Mapping[str, Any], live: bool) -> None:
        """Keep the routes being planned while the same corporation is to run its trains."""
        if not live or "run_routes" not in legal.get("actions", []):
            self.planner, self._planner_key = None, None
            self.stop()
            return
        key = (self.document.log_length, legal.get("entity"))
        if self.planner is None or self._planner_key != key:
            self.legal, self.best_total = legal, None
            try:
                self.planner = self.document.route_planner(str(legal.get("entity")))
            except Exception as exc:  # noqa: BLE001 - planning by hand is optional
                self.planner = None
                self.message.emit(str(exc), 8000)
            self._planner_key = key
            if self.planner is not None:
                self._opening.start()  # the planner opens with the best routes found

    def forget_shown_run(self) -> None:
        self.shown_run = None

    def route_color(self, index: int) -> QColor:
        colors = self.settings.route_colors
        return QColor(colors[index % len(colors)])

    def error_text(self, exc) -> str:
        return translate_error(
            exc, lambda v: format_money(self.data.currency_format, v), self.data.title
        )

    def info(self, last_runs: dict) -> dict | None:
        """What the action panel shows of the routes being planned."""
        p = self.planner
        if p is None:
            return None
        trains = []
        names = train_names(p.trains)
        for i, train in enumerate(p.trains):
            revenue, error = p.revenue(train)
            # a legal route's (revenue() has just checked it)
            free = p.free_stops(train) if revenue is not None else set()
            places = [self.place_name(n[0]) for n in p.nodes(train)]
            trains.append(
                {
                    "train": train,
                    "name": names[train],
                    "color": self.route_color(i).name(),
                    # by their names (a stop passed without counting in parentheses); the
                    # hexes in the tooltip
                    "stops": "–".join(
                        f"({place})" if n in free else place
                        for n, place in zip(p.nodes(train), places, strict=True)
                    ),
                    "hexes": "–".join(n[0] for n in p.nodes(train)),
                    "free": bool(free),
                    "revenue": revenue,
                    "range": self.range_text(p.counted_range(train)),
                    "error": self.error_text(error) if error is not None else None,
                    "current": train == p.current,
                }
            )
        revenues, error = p.check()
        return {
            "trains": trains,
            "total": None if error is not None else sum(revenues),
            "best": self.best_total,
            "action": self.run_action(self.legal, quiet=True) if error is None else None,
            "error": self.error_text(error) if error is not None else None,
            "busy": self.searching,
            "last_run": bool(last_runs.get(p.corporation)),
            "showing_last_run": self.shown_run is not None,
        }

    def place_name(self, hex_id: str) -> str:
        """A stop's place as the map names it (an unnamed one by the closest name)."""
        return names_for(self.document.title).stop(hex_id)

    def range_text(self, counted: tuple[int, int] | None) -> str:
        """A hex-counted train's range as the route uses it ("5 / 6 H"); "" for the others."""
        if counted is None:
            return ""
        used, limit = counted
        # the hexes the route crosses of those its train may cross (1849: "5 / 6 H")
        return self.tr("%1 / %2 H").replace("%1", str(used)).replace("%2", str(limit))

    def stops_at(self, hex_id: str) -> list[NodeRef]:
        return self.planner.stops_at(hex_id) if self.planner is not None else []

    def click(self, node: NodeRef) -> str | None:
        """A stop clicked on the board: added to the chosen train's route or taken back.
        Returns why it was refused (None when it was taken)."""
        assert self.planner is not None  # the board offers stops only while a train is planned
        error = self.planner.click(node)
        self.changed.emit()
        return self.error_text(error) if error is not None else None

    def choose_train(self, train: str) -> None:
        if self.planner is not None:
            self.planner.select(train)
            self.changed.emit()

    def clear(self, train: str) -> None:
        if self.planner is not None:
            self.planner.clear(train or None)
            self.changed.emit()

    def toggle_last_run(self, sym: str, last_runs: dict) -> None:
        """Show (or hide) a corporation's last run, dashed; the acting one's by default."""
        if not sym and self.planner is not None:
            sym = self.planner.corporation
        if self.shown_run is not None and self.shown_run[0] == sym:
            self.shown_run = None
        else:
            run = last_runs.get(sym)
            self.shown_run = (sym, list(run)) if run else None
            if not run:
                self.message.emit(self.tr("%1 has not run trains yet.").replace("%1", sym), 5000)
        self.changed.emit()

    def run_action(self, legal: Mapping[str, Any], quiet: bool = False) -> dict | None:
        """The run_routes action of the planned routes (None, with the reason shown through
        the document's error unless quiet, when they cannot be run)."""
        if self.planner is None or "run_routes" not in legal.get("actions", []):
            return None
        try:
            entries = self.planner.entries()
        except IllegalAction as exc:
            if not quiet:
                self.document.error.emit(self.error_text(exc))
            return None
        return {
            "type": "run_routes",
            "entity": legal.get("entity"),
            "entity_type": legal.get("entity_type", "corporation"),
            "routes": entries,
        }

    # --- Auto -----------------------------------------------------------------------------------

    @property
    def searching(self) -> bool:
        """A best-routes search runs, or the one the planner opens with is about to start."""
        return self.worker is not None or self._opening.isActive()

    def auto(self) -> None:
        """Search the best routes in a worker thread; they replace the planned ones."""
        if self.worker is not None:  # the search running since the planner opened
            self._replace = True
            return
        self.search(replace=True)

    def search(self, replace: bool) -> None:
        """Search the best routes in a worker thread: they replace the planned ones when
        replace, or when none are planned by then; their revenue is kept (best_total)."""
        self._opening.stop()
        if self.worker is not None or self.planner is None:
            return
        self._replace = replace
        worker = Worker(lambda cancel, progress: self.document.best_routes(cancel), self)
        worker.done.connect(lambda routes, w=worker: self._found(w, routes))
        worker.failed.connect(self._failed)
        worker.finished.connect(lambda w=worker: self._worker_finished(w))
        self.worker = worker
        self.busyChanged.emit(True)
        self.message.emit(self.tr("Searching for the best routes…"), 0)
        worker.start()

    def cancel(self) -> None:
        if self.searching:
            self._opening.stop()
            if self.worker is not None:
                self.worker.cancel()
            self.message.emit(self.tr("Route search cancelled."), 5000)
            self.busyChanged.emit(False)

    def stop(self) -> None:
        """Stop a search before the game changes under it (or the editor closes); the one
        the planner opens with too, before it has started (the panel shows it as running)."""
        searching = self.searching
        self._opening.stop()
        worker = self.worker
        if worker is not None:
            worker.cancel()
            worker.wait()
            self.worker = None
        if searching:
            self.busyChanged.emit(False)

    def _worker_finished(self, worker: Worker) -> None:
        if worker is not self.worker:
            return
        self.worker = None
        self.busyChanged.emit(False)

    def _found(self, worker: Worker, routes) -> None:
        if self.planner is None or worker is not self.worker:
            return
        self.worker = None
        self.best_total = sum(int(r.get("revenue", 0)) for r in routes or [])
        if self._replace or not any(self.planner.nodes(t) for t in self.planner.trains):
            try:
                self.planner.load([dict(r) for r in routes or []])
            except Exception as exc:  # noqa: BLE001 - shown, the planner keeps what it had
                self._failed(str(exc))
        self.busyChanged.emit(False)
        total = self.best_total
        self.changed.emit()
        self.message.emit(
            self.tr("Best routes: %1").replace(
                "%1", format_money(self.data.currency_format, total)
            ),
            8000,
        )

    def _failed(self, message: str) -> None:
        self.message.emit(self.tr("Route search failed: %1").replace("%1", message), 10000)

    # --- drawing --------------------------------------------------------------------------------

    def items(self, board: BoardSnapshot, shown_action: dict | None, live: bool) -> list[tuple]:
        """The routes to draw: a run_routes action of the history shown, the last run shown
        (dashed) and, in the present, the routes being planned."""
        fmt = self.data.currency_format
        items = []
        if shown_action is not None and shown_action.get("type") == "run_routes":
            for i, route in enumerate(shown_action.get("routes") or []):
                items.append(self._route_item(board, route, i, fmt, dashed=False))
        if self.shown_run is not None:
            for i, route in enumerate(self.shown_run[1]):
                items.append(self._route_item(board, route, i, fmt, dashed=True))
        p = self.planner
        if p is not None and live:
            layout = self.data.layout
            names = train_names(p.trains)
            for i, train in enumerate(p.trains):
                entry = p.entry(train)
                if entry is None:
                    nodes = p.nodes(train)
                    if nodes:  # a first stop only: a ring where the route will start
                        points = stop_points(board, layout, {"nodes": [p.node_name(nodes[0])]})
                        items.append((QPainterPath(), self.route_color(i), names[train], points))
                    continue
                revenue, error = p.revenue(train)
                text = format_money(fmt, revenue) if error is None else "✗"
                path = route_path(board, layout, entry)
                points = stop_points(board, layout, entry)
                items.append((path, self.route_color(i), f"{names[train]}: {text}", points))
        return items

    def _route_item(
        self, board: BoardSnapshot, route: dict, index: int, fmt: str, dashed: bool
    ) -> tuple:
        path = route_path(board, self.data.layout, route)
        points = stop_points(board, self.data.layout, route)
        name = train_name(route.get("train", ""))
        label = f"{name}: " + format_money(fmt, route.get("revenue", 0))
        return (path, self.route_color(index), label, points, dashed)
