"""The editor of an 18xx game (and of a map without rules): the board as the central view, the
docks (tiles, manifest, actions, stock market, trains, players, log), the round banner, and the
actions Export, Auto routes, zoom and panel layout. It sends actions to its document and redraws
from the new state; route planning is in routetool, the history view in history."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QTabBar,
    QToolBar,
    QWidget,
)

from railsdesk.engine.contract import RULEBOOK, Legal
from railsdesk.ui import icons
from railsdesk.ui.actionpanel import ActionPanel
from railsdesk.ui.board import geometry as g
from railsdesk.ui.board.controller import BoardController
from railsdesk.ui.board.scene import BoardScene
from railsdesk.ui.board.view import BoardView
from railsdesk.ui.computerturns import ComputerTurns
from railsdesk.ui.docks import (
    LogWidget,
    ManifestWidget,
    MarketWidget,
    PlayersWidget,
    TileTray,
    TrainsWidget,
    market_scroll,
)
from railsdesk.ui.docks.players import needed_width
from railsdesk.ui.document import GameEditor
from railsdesk.ui.history import HistoryView
from railsdesk.ui.i18n import set_action_texts, term
from railsdesk.ui.logtext import (
    LogSentences,
    bank_text,
    log_entries,
    snapshot_round,
    step_text,
    translate_log_entry,
)
from railsdesk.ui.mapgame import MapDocument
from railsdesk.ui.money import format_money
from railsdesk.ui.names import named_params, names_for, player_names
from railsdesk.ui.routetool import RouteTool
from railsdesk.ui.session import GameSession
from railsdesk.ui.titledata import TitleData
from railsdesk.ui.titles import screens_for

LAYOUT_VERSION = 5
# The stock market stands beside the companies' table where this much width is left for it;
# else they share the bottom as tabs.
MARKET_BESIDE = 480


def default_dock_sizes(width: int, height: int) -> tuple[int, int, int]:
    """The default layout's width of the left and the right docks and height of the bottom
    ones, for a window of this size."""
    width, height = max(width, 1000), max(height, 600)
    side = max(170, min(int(width * 0.12), 420))
    right = max(400, min(int(width * 0.28), 1000))
    bottom = max(190, min(int(height * 0.27), 560))
    return side, right, bottom


def bottom_height(window, dock: QDockWidget) -> int:
    """The height a bottom dock takes with the tab bar below it (which the window counts in
    the size it gives a dock)."""
    return window.statusBar().geometry().top() - dock.geometry().top()


SIDE_OF_AREA = {Qt.DockWidgetArea.LeftDockWidgetArea: 0, Qt.DockWidgetArea.RightDockWidgetArea: 1}


class BoardEditor(GameEditor):
    """Shows a GameSession or a MapDocument. ``changed`` after every redraw."""

    document: GameSession | MapDocument

    def __init__(self, document, window, settings) -> None:
        super().__init__(document, window)
        self.settings = settings
        self.data = TitleData.load(document.title)
        self.scene = BoardScene(self.data)
        self.scene.show_coords = settings.show_coords
        self.scene.show_names = settings.show_names
        self.scene.load_board(document.board)
        self.view = BoardView(self.scene)
        refusal = None if isinstance(document, MapDocument) else document.lay_refusal
        self.controller = BoardController(self.scene, self.view, self.data, self, refusal)
        self.controller.actionRequested.connect(self.do_action)
        self.controller.message.connect(lambda m: self.show_message(m, 8000))
        self.controller.layStateChanged.connect(self._lay_state_changed)
        self.controller.refused.connect(self.show_refusal)
        self.controller.stopClicked.connect(self.route_stop_clicked)
        self.history = HistoryView(document, self)
        self.history.changed.connect(self.refresh)
        self.history.message.connect(self.show_message)
        self.routes = RouteTool(document, self.data, settings, self)
        self.routes.changed.connect(self._routes_changed)
        self.routes.busyChanged.connect(lambda busy: self.panel.set_busy(busy))
        self.routes.message.connect(self.show_message)
        self.docks: dict[str, QDockWidget] = {}
        self.refusal_shown = ""  # the refusal the status bar shows, until it no longer applies
        self._dock_shares: dict[QDockWidget, tuple[float, int]] = {}
        self._dock_timer = QTimer(self)
        self._dock_timer.setSingleShot(True)
        self._dock_timer.setInterval(80)
        self._dock_timer.timeout.connect(self._apply_dock_shares)
        # the seats the computer plays (a game with rules only)
        self.computer = (
            ComputerTurns(
                document,
                lambda move: self.do_action(move, by_computer=True),
                lambda: self.history.active,
                self,
            )
            if isinstance(document, GameSession)
            else None
        )
        if self.computer is not None:
            self.history.changed.connect(self.computer.schedule)
            self.computer.stateChanged.connect(self._computer_holds)
            self.computer.a_pause.toggled.connect(self._offer_seat_changed)
        self._build_actions()
        self._build_docks()
        self._build_banner()
        document.aboutToChange.connect(self.routes.stop)
        document.changed.connect(self._game_changed)
        document.error.connect(self.show_error)
        self.retranslate_actions()

    # --- what the window hosts ------------------------------------------------------------------

    @property
    def central_widget(self) -> QWidget:
        return self.view

    def menu_actions(self, menu: str) -> list[QAction | None]:
        computer = [] if self.computer is None else [self.computer.menu.menuAction()]
        menus: dict[str, list[QAction | None]] = {
            "game": [self.a_export, *computer],
            "edit": [None, self.a_auto],
            "view": [
                self.a_zoom_in,
                self.a_zoom_out,
                self.a_fit,
                None,
                self.m_docks.menuAction(),
                self.a_reset_layout,
            ],
        }
        return menus.get(menu, [])

    def toolbar_actions(self) -> list[QAction | None]:
        computer: list[QAction | None] = []
        if self.computer is not None:
            computer = [None, self.computer.a_hurry, self.computer.a_pause]
        return [self.a_auto, None, self.a_zoom_in, self.a_zoom_out, self.a_fit, *computer]

    @property
    def read_only(self) -> bool:
        return self.history.active

    def install(self) -> None:
        w = self.window
        w.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        w.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.banner)
        self.banner.show()
        self.refresh()  # the tables filled first: the default layout gives them their size
        self.apply_default_layout()
        state = self.settings.layout_state(self.data.title)
        if isinstance(state, (bytes, bytearray)):
            state = QByteArray(bytes(state))
        if isinstance(state, QByteArray) and not state.isEmpty():
            w.restoreState(state, LAYOUT_VERSION)
        QTimer.singleShot(0, self._tidy_tab_bars)
        QTimer.singleShot(0, self._fit_players_dock)  # once the docks have their place
        QTimer.singleShot(0, self.view.fit)
        self.view.fit()
        w.installEventFilter(self)
        if self.computer is not None:
            w.statusBar().addPermanentWidget(self.computer.label)
            w.statusBar().addPermanentWidget(self.computer.busy)
            self.computer.schedule()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.window and event.type() == QEvent.Type.Resize:
            self._keep_dock_shares(event.oldSize(), event.size())
        return False

    def _keep_dock_shares(self, old, new) -> None:
        """The docks grow and shrink with the window (Qt would give all of the change to the
        board): each keeps its size relative to the default layout's size for its side. The
        sizes are read before the window lays the docks out anew and applied once the
        resizing has settled."""
        if old.width() <= 0 or old.height() <= 0 or old == new:
            return
        self._dock_timer.start()  # once the window has stopped changing
        if self._dock_shares:
            return  # the sizes from before this series of changes still hold
        defaults = default_dock_sizes(old.width(), old.height())
        for dock in self.docks.values():
            # a dock behind another's tab keeps an old geometry outside the window
            shown = self.window.rect().intersects(dock.geometry())
            if not dock.isVisible() or dock.isFloating() or not shown:
                continue
            side = SIDE_OF_AREA.get(self.window.dockWidgetArea(dock), 2)
            size = bottom_height(self.window, dock) if side == 2 else dock.width()
            self._dock_shares[dock] = (size / defaults[side], side)

    def _apply_dock_shares(self) -> None:
        shares, self._dock_shares = self._dock_shares, {}
        size = self.window.size()
        defaults = default_dock_sizes(size.width(), size.height())
        for side in (0, 1, 2):
            docks = [d for d, (_, s) in shares.items() if s == side and d.isVisible()]
            if docks:
                sizes = [round(shares[d][0] * defaults[side]) for d in docks]
                orientation = Qt.Orientation.Vertical if side == 2 else Qt.Orientation.Horizontal
                self.window.resizeDocks(docks, sizes, orientation)

    def remove(self) -> None:
        w = self.window
        w.removeEventFilter(self)
        if self.computer is not None:
            self.computer.stop()
            w.statusBar().removeWidget(self.computer.label)
            w.statusBar().removeWidget(self.computer.busy)
        self.document.aboutToChange.disconnect(self.routes.stop)
        self.document.changed.disconnect(self._game_changed)
        self.document.error.disconnect(self.show_error)
        self.routes.stop()
        self.history.cancel(wait=True)
        self.controller.cancel(quiet=True)
        self.settings.set_layout_state(self.data.title, w.saveState(LAYOUT_VERSION))
        for dock in self.docks.values():
            w.removeDockWidget(dock)
        w.removeToolBarBreak(self.banner)
        w.removeToolBar(self.banner)
        # nameless, so that a restored layout finds only the next game's docks and banner, not
        # these (deleted only when the event loop next runs: a layout restored before would
        # show this banner again beside the new one)
        for part in (*self.docks.values(), self.banner):
            part.setObjectName("")
            part.deleteLater()
        self.docks = {}
        self.m_docks.deleteLater()

    # --- actions --------------------------------------------------------------------------------

    def _act(self, name: str, slot, shortcut=None, icon=None) -> QAction:
        act = QAction(self)
        act.setObjectName(name)
        if isinstance(shortcut, list):
            act.setShortcuts([QKeySequence(s) for s in shortcut])
        elif shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            act.setIcon(icons.icon(icon))
        act.triggered.connect(slot)
        return act

    def _build_actions(self) -> None:
        self.a_export = self._act("actExport", self.export)
        self.a_auto = self._act("actAuto", self.auto_routes, "Ctrl+R", "auto")
        self.a_zoom_in = self._act("actZoomIn", self.view.zoom_in, ["Ctrl++", "Ctrl+="], "zoom_in")
        self.a_zoom_out = self._act("actZoomOut", self.view.zoom_out, "Ctrl+-", "zoom_out")
        self.a_fit = self._act("actFit", self.view.fit, "Ctrl+0", "fit")
        # the toolbar shows the zoom's icons alone (their names as tooltips): at 1366 pixels
        # the computer's actions after them would otherwise be behind the overflow
        for act in (self.a_zoom_in, self.a_zoom_out, self.a_fit):
            act.setProperty(icons.ICON_ONLY, True)
        self.a_reset_layout = self._act("actResetLayout", self.reset_layout)
        self.m_docks = QMenu()

    def retranslate_actions(self) -> None:
        texts = {
            self.a_export: (self.tr("&Export for 18xx.games…"), None),
            self.a_auto: (self.tr("&Auto routes"), self.tr("Find the best routes for the trains")),
            self.a_zoom_in: (self.tr("Zoom &in"), None),
            self.a_zoom_out: (self.tr("Zoom &out"), None),
            self.a_fit: (self.tr("&Fit to window"), None),
            self.a_reset_layout: (self.tr("&Reset panel layout"), None),
        }
        set_action_texts(texts)
        self.m_docks.setTitle(self.tr("&Panels"))

    def update_actions(self) -> None:
        live = not self.read_only and not isinstance(self.document, MapDocument)
        legal = self.document.legal() if live else {}
        self.a_export.setEnabled(live)
        self.a_auto.setEnabled(live and "run_routes" in legal.get("actions", []))

    def retranslate(self) -> None:
        self.retranslate_actions()
        if self.computer is not None:
            self.computer.retranslate()
        self._retitle_docks()
        self.banner.setWindowTitle(self.tr("Round"))
        for widget in (self.trains, self.log):
            widget.retranslate()
        self.refresh()

    def apply_settings(self) -> None:
        self.scene.set_show_coords(self.settings.show_coords)
        self.scene.set_show_names(self.settings.show_names)
        self._draw_routes()

    def show_message(self, text: str, timeout: int = 0) -> None:
        if text:
            self.window.statusBar().showMessage(text, timeout)
        else:
            self.window.statusBar().clearMessage()

    def show_refusal(self, hex_id: str, reason: str) -> None:
        """A move on the board refused: the reason at the hex and in the action panel."""
        self.scene.show_refusal(hex_id, reason)
        self.panel.show_refusal(reason)
        self.show_message(reason, 8000)
        self.refusal_shown = reason

    def forget_refusal(self) -> None:
        """The last refusal no longer applies (the game or the plan changed): off the
        status bar too, where it would otherwise stay for seconds."""
        bar = self.window.statusBar()
        if self.refusal_shown and bar.currentMessage() == self.refusal_shown:
            bar.clearMessage()
        self.refusal_shown = ""

    def _lay_state_changed(self) -> None:
        self.tray.update_buttons()
        if self.controller.tool.active:  # a new try: the last refusal is old news
            self.panel.show_refusal("")

    def show_error(self, message: str) -> None:
        self.show_message(message, 10000)
        self.refusal_shown = message
        # the game is unchanged: the panel shows its controls again, not the confirmation
        # that sent the refused move
        self.panel.rebuild()
        QMessageBox.warning(self.window, self.tr("Not allowed"), message)

    # --- docks and banner -----------------------------------------------------------------------

    def _dock(self, key: str, widget: QWidget) -> None:
        dock = QDockWidget(self.window)
        dock.setObjectName(f"dock_{key}")
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.docks[key] = dock

    def _build_docks(self) -> None:
        data = self.data
        self.tray = TileTray(data)
        self.tray.controller = self.controller
        self.manifest = ManifestWidget(data)
        self.panel = ActionPanel(data)
        # the rulebook has prices between players agreed: the seller is asked at the screen
        self.panel.asks_sellers = self.document.reading == RULEBOOK
        self.panel.actionRequested.connect(self.do_action)
        self.panel.autoRoutesRequested.connect(self.auto_routes)
        self.panel.cancelRoutesRequested.connect(self.routes.cancel)
        self.panel.submitRoutesRequested.connect(self.submit_routes)
        self.panel.routeTrainChosen.connect(self.routes.choose_train)
        self.panel.routeClearRequested.connect(self.routes.clear)
        self.panel.lastRunRequested.connect(self.toggle_last_run)
        self.panel.companyLayRequested.connect(self.use_company_lay)
        self.panel.playOnRequested.connect(self.play_on)
        self.panel.sellerChanged.connect(self._update_banner)
        if self.computer is not None:
            self.panel.computer_answers = self.computer.answers_for
            self.panel.sellerChanged.connect(self._offer_to_computer)
        self.market = MarketWidget(data)
        self.trains = TrainsWidget(data)
        self.players = PlayersWidget(data)
        self.players.corporationChosen.connect(self.toggle_last_run)
        self.log = LogWidget(partial(named_params, data.title))  # who by the sentences' names
        self.sentences = LogSentences()  # the log's sentences, each made once
        self.log.entryChosen.connect(self.show_history)
        self.log.playOnRequested.connect(self.ask_to_play_on)
        self.log.plays_on = isinstance(self.document, GameSession)
        self.play_on_asked_at: int | None = None  # the log asked to play on from there
        # the title's own docks (1880's order track), from its screens
        self.title_docks = screens_for(data.title).docks(data)
        self._dock("tiles", self.tray)
        self._dock("manifest", self.manifest)
        self._dock("actions", self.panel)
        self._dock("market", market_scroll(self.market))
        self._dock("trains", self.trains)
        self._dock("players", self.players)
        self._dock("companies", self.players.corps)
        self._dock("log", self.log)
        for key, widget in self.title_docks.items():
            self._dock(key, market_scroll(widget))
        for dock in self.docks.values():
            self.m_docks.addAction(dock.toggleViewAction())
        self._retitle_docks()

    def _retitle_docks(self) -> None:
        trains = term(self.data.title, "Trains")
        names = {
            "tiles": self.tr("Tiles"),
            "manifest": self.tr("Tile manifest"),
            "actions": self.tr("Actions"),
            "market": term(self.data.title, "Stock market"),
            "trains": self.tr("%1 and phases").replace("%1", trains),
            "players": self.tr("Players"),
            "companies": self.tr("Companies"),
            "log": self.tr("Game log"),
            **{key: widget.dock_title() for key, widget in self.title_docks.items()},
        }
        for key, dock in self.docks.items():
            dock.setWindowTitle(names[key])

    def _build_banner(self) -> None:
        banner = QToolBar()
        banner.setObjectName("roundBanner")
        banner.setMovable(False)
        banner.setFloatable(False)
        self.round_label = QLabel()
        self.round_label.setObjectName("roundLabel")
        f = self.round_label.font()
        f.setPointSizeF(f.pointSizeF() * 1.25)
        f.setBold(True)
        self.round_label.setFont(f)
        self.round_label.setContentsMargins(8, 2, 8, 2)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.bank_label = QLabel()
        self.bank_label.setObjectName("bankLabel")
        self.bank_label.setFont(f)
        self.bank_label.setContentsMargins(8, 2, 8, 2)
        banner.addWidget(self.round_label)
        banner.addWidget(spacer)
        banner.addWidget(self.bank_label)
        banner.setWindowTitle(self.tr("Round"))
        self.banner = banner
        # the moment the banner tells of: snapshot, legal moves, the engine's current entity
        self.banner_moment: tuple[Mapping[str, Any], ...] = ({}, {}, {})

    def apply_default_layout(self) -> None:
        """The right column, from the banner to the status bar, holds the action panel above
        the players' table, so that a turn's controls have the height they need; the bottom,
        beside it, the companies' table and the stock market, trains and log (tabbed behind
        the companies' table on a laptop, beside it on a wide screen)."""
        w, d = self.window, self.docks
        for dock in d.values():
            dock.setFloating(False)
            dock.show()
        left = Qt.DockWidgetArea.LeftDockWidgetArea
        right = Qt.DockWidgetArea.RightDockWidgetArea
        bottom_area = Qt.DockWidgetArea.BottomDockWidgetArea
        horizontal, vertical = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        width, height = max(w.width(), 1000), max(w.height(), 600)
        side, right_width, bottom = default_dock_sizes(width, height)
        # the players' table whole (its privates and debts) unless it would take the board's room
        players_width = self.players.sizeHint().width() + 12  # the dock's frame
        right_width = min(max(right_width, players_width), int(width * 0.36))
        companies = self.players.corps.sizeHint().width()
        room = width - right_width  # the bottom's, beside the right column
        market_beside = room - companies >= MARKET_BESIDE
        w.setCorner(Qt.Corner.BottomRightCorner, right)
        w.setCorner(Qt.Corner.BottomLeftCorner, bottom_area)
        w.addDockWidget(left, d["tiles"])
        w.addDockWidget(left, d["manifest"])
        w.tabifyDockWidget(d["tiles"], d["manifest"])
        w.addDockWidget(right, d["actions"])
        w.addDockWidget(right, d["players"])
        w.splitDockWidget(d["actions"], d["players"], vertical)
        w.addDockWidget(bottom_area, d["companies"])
        w.addDockWidget(bottom_area, d["market"])
        if market_beside:
            w.splitDockWidget(d["companies"], d["market"], horizontal)
        else:
            w.tabifyDockWidget(d["companies"], d["market"])
        behind_market = ["trains", *self.title_docks, "log"]
        for key in behind_market:
            w.addDockWidget(bottom_area, d[key])
            w.tabifyDockWidget(d["market"], d[key])
        d["tiles"].raise_()
        d["market" if market_beside else "companies"].raise_()
        w.resizeDocks([d["tiles"]], [side], horizontal)
        w.resizeDocks([d["actions"]], [right_width], horizontal)
        w.resizeDocks([d["companies"]], [bottom], vertical)
        if market_beside:  # the companies' table as wide as its columns, the market the rest
            w.resizeDocks([d["companies"], d["market"]], [companies, room - companies], horizontal)
        column = height - 110  # the right column between the banner and the status bar
        players = min(self.players.sizeHint().height() + 44, column // 3)  # with its title bar
        w.resizeDocks([d["actions"], d["players"]], [column - players, players], vertical)

    def reset_layout(self) -> None:
        self.apply_default_layout()
        QTimer.singleShot(0, self._tidy_tab_bars)

    def _tidy_tab_bars(self) -> None:
        """Hide dock tab bars the layout no longer uses. Qt can leave the tab bar of an earlier
        arrangement of tabbed docks on screen, away from its docks, or of the last game's
        docks (one of them not this game's), at the same place as this game's."""
        w = self.window
        docks = [d for d in self.docks.values() if d.isVisible() and not d.isFloating()]
        shown = {d.windowTitle() for d in docks}
        # the docks' tab bars are the window's own children: not looked for among the
        # thousands of widgets below (that took 10 ms)
        for bar in w.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if not bar.isVisible():
                continue
            titles = {bar.tabText(i) for i in range(bar.count())}
            rect = bar.geometry()
            used = titles <= shown and any(
                d.windowTitle() in titles
                and abs(d.geometry().left() - rect.left()) <= 2
                and (
                    abs(d.geometry().bottom() - rect.top()) <= 12
                    or abs(rect.bottom() - d.geometry().top()) <= 12
                )
                for d in docks
            )
            if not used:
                bar.hide()

    # --- refreshing from the game ---------------------------------------------------------------

    def names(self) -> dict[str, str]:
        return player_names(self.document.players())

    def _offer_to_computer(self) -> None:
        """A deal put to a seat the computer plays: it answers after the pace's pause,
        unless the offer is withdrawn (or the computer stopped) meanwhile."""
        computer, panel = self.computer, self.panel
        seller, pending = panel.seller, panel.pending
        if computer is None or seller is None or pending is None:
            return
        if not computer.answers_for(seller):
            return
        action = pending[0]

        def answer() -> None:
            still = panel.pending is not None and panel.pending[0] is action
            if still and panel.seller == seller and computer.answers_for(seller):
                panel.seller_answers(computer.agrees(seller, action))

        QTimer.singleShot(computer.pause_ms(), self, answer)

    def _offer_seat_changed(self) -> None:
        """The computer stopped or went on while a deal waits for a seat it plays: the
        seller's buttons, or its answer."""
        if self.panel.seller is not None:
            self.panel.rebuild()
            self._offer_to_computer()

    def _computer_holds(self) -> None:
        """While the computer plays the seat that decides, the panel and the board are greyed
        (a click there would move for it; do_action says so)."""
        held = self.computer is not None and bool(self.computer.held_turn())
        self.panel.setEnabled(not held)
        self.controller.set_enabled(not held and not self.history.active)

    def _game_changed(self) -> None:
        self.routes.forget_shown_run()
        self.refresh()

    def refresh(self) -> None:
        doc, history = self.document, self.history
        self.forget_refusal()
        snap: Mapping[str, Any]
        legal: Mapping[str, Any]
        if history.active and history.moment is not None:
            snap, legal = history.moment.snapshot, Legal()
            board = snap["board"]
        else:
            snap, legal, board = doc.snapshot(), doc.legal(), doc.board
        names = self.names()
        self.routes.follow(legal, live=not history.active)
        self.scene.refresh(board)
        self.scene.set_title_marks(snap.get("title_view") or {})
        self._computer_holds()  # the board and the panel, greyed while the computer moves
        self.controller.set_state(
            board, legal, snap.get("blocked_hexes") or {}, snap.get("title_view") or {}
        )
        self.tray.set_state(board, legal, snap.get("phase"))
        self.manifest.set_state(board)
        self.market.set_state(snap)
        self.trains.set_state(snap)
        for widget in self.title_docks.values():
            widget.set_state(snap, names)
        player_now = None if history.active else doc.acting_player()
        self.players.set_state(snap, names, player_now)
        self._fit_players_dock()
        self.panel.route_info = self.routes.info(self._last_runs())
        if history.index is not None:
            self.panel.later_actions = len(doc.history()) - 1 - history.index
        self.panel.set_state(legal, snap, names, history=history.active)
        if history.active and history.index == self.play_on_asked_at:
            self.play_on_asked_at = None
            self.panel.ask_to_play_on()
        self._update_log()
        self.banner_moment = (snap, legal, snap.get("current") or {})
        self._update_banner()
        self._draw_routes()
        self.changed.emit()

    def _fit_players_dock(self) -> None:
        """The players' table grown (a private bought, a debt owed): its dock widens to show it
        whole rather than scroll it sideways."""
        dock, table = self.docks.get("players"), self.players.players
        if dock is None or dock.isFloating() or not dock.isVisible():
            return  # the game closed, or the dock is not in the window
        missing = needed_width(table) - table.width()
        if missing > 0:
            self.window.resizeDocks([dock], [dock.width() + missing], Qt.Orientation.Horizontal)

    def _update_banner(self) -> None:
        snap, legal, current = self.banner_moment
        title = self.data.title
        deciding = self.panel.seller  # an offer waits for the seller's player
        if isinstance(self.document, MapDocument):
            parts = [self.tr("%1 — map only").replace("%1", title)]
        elif snap.get("finished"):
            parts = [term(title, "Game over")]
        elif deciding is not None:
            name = self.names().get(deciding, deciding)
            decides = self.tr("%1 decides on the offer").replace("%1", name)
            parts = [snapshot_round(title, snap), decides]
        else:
            parts = [snapshot_round(title, snap), self._entity_text(snap, legal, current)]
            parts.append(step_text(title, legal, current) if legal else "")
        if self.history.active:
            parts.insert(0, self.tr("History"))
        self.round_label.setText(" – ".join(str(p) for p in parts if p))
        self.bank_label.setText(bank_text(snap.get("bank", 0), self.money_text))

    def _entity_text(
        self, snap: Mapping[str, Any], legal: Mapping[str, Any], current: Mapping[str, Any]
    ) -> str:
        entity = current.get("entity", legal.get("entity"))
        if entity is None:
            return ""
        kind = current.get("entity_type", legal.get("entity_type"))
        return names_for(self.data.title).holder(snap, self.names(), entity, kind)

    def money_text(self, amount) -> str:
        return format_money(self.data.currency_format, amount)

    def _update_log(self) -> None:
        snap = self.document.snapshot()
        self.log.set_entries(
            log_entries(
                snap, self.document.history(), self.money_text, self.data.title, self.sentences
            ),
            snap.get("log") or [],
        )
        index = self.history.index
        if index is None:
            self.log.set_history(None)
        else:
            note = self.tr("Showing the game after action %1").replace("%1", str(index + 1))
            self.log.set_history(index, note)

    # --- acting ---------------------------------------------------------------------------------

    def do_action(self, action: dict, by_computer: bool = False) -> bool:
        if self.history.active:
            return False
        held = "" if by_computer or self.computer is None else self.computer.held_turn()
        if held:
            self.show_message(held, 8000)
            return False
        doc = self.document
        if by_computer and isinstance(doc, GameSession):
            done = doc.process_for_computer(action)  # remembered: undo takes it back too
        else:
            done = doc.process(action)
        if done:
            history = self.document.history()
            last_id = history[-1].get("id") if history else None
            said = [
                translate_log_entry(e, self.money_text, self.data.title)
                for e in self.document.snapshot().get("log") or []
                if e.get("action") == last_id
            ]
            self.show_message(" · ".join(said), 5000)
            return True
        return False

    def use_company_lay(self, sym: str) -> None:
        """A private company's power lays a tile: the tray and the board offer its choices."""
        if self.history.active:
            return
        power = (self.document.legal().get("companies") or {}).get(sym) or {}
        options = power.get("lay_tile") or {}
        if not options:
            return
        self.controller.use_company(sym, options)
        phase = self.document.snapshot().get("phase")
        self.tray.set_state(
            self.document.board, {"actions": ["lay_tile"], "lay_tile": options}, phase
        )

    def export(self) -> None:
        doc = self.document
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export for 18xx.games"),
            str((Path(doc.path).parent if doc.path else Path.home()) / f"{doc.title}-18xx.json"),
            self.tr("18xx.games logs (*.json)"),
        )
        if not path:
            return
        assert isinstance(doc, GameSession), "only a game with rules is exported"
        try:
            doc.export(path)
        except Exception as exc:  # noqa: BLE001 - a dialog with the reason, never a traceback
            QMessageBox.critical(self.window, self.tr("Cannot export"), doc.export_problem(exc))
            return
        self.show_message(self.tr("Exported %1").replace("%1", Path(path).name), 5000)

    def show_history(self, index: int) -> None:
        """The game after the live action ``index`` (-1: back to the present)."""
        self.play_on_asked_at = None  # another moment chosen: nothing asked of it
        if 0 <= index < len(self.document.history()) - 1:
            self.routes.stop()  # the search reads the present game
        self.history.show(index)

    def ask_to_play_on(self, index: int) -> None:
        """The log's "play on from here": its moment shown, and the action panel's
        confirmation that the later actions are dropped."""
        self.show_history(index)
        self.play_on_asked_at = index  # asked once the moment is shown

    def play_on(self) -> None:
        """The game goes on from the moment shown: one undo drops every later action, and one
        redo brings them all back."""
        index = self.history.index
        if index is None or not isinstance(self.document, GameSession):
            return
        kept = self.document.history()[index]
        undo = {"type": "undo", "entity": self.document.acting_player(), "entity_type": "player"}
        if self.document.process({**undo, "action_id": kept["id"]}):
            self.history.leave()

    # --- routes ---------------------------------------------------------------------------------

    def _last_runs(self) -> dict[str, list[dict]]:
        moment = self.history.moment if self.history.active else None
        snap = moment.snapshot if moment is not None else self.document.snapshot()
        return dict(snap.get("last_run") or {})  # a map without rules has none

    def _routes_changed(self) -> None:
        if self.routes.planner is not None:
            self.panel.route_info = self.routes.info(self._last_runs())
            self.panel.rebuild()
        self._draw_routes()

    def route_stop_clicked(self, hex_id: str, pos) -> None:
        """A click on the board while trains are to run: add or remove a stop."""
        if self.routes.planner is None or self.history.active:
            return
        node = self._stop_near(hex_id, pos)
        if node is None:
            self.show_refusal(hex_id, self.tr("There is no stop in %1.").replace("%1", hex_id))
            return
        error = self.routes.click(node)
        if error is not None:
            self.show_refusal(hex_id, error)
        else:
            self.scene.hide_refusal()
            self.panel.show_refusal("")
            self.forget_refusal()

    def _stop_near(self, hex_id: str, pos) -> tuple[str, int] | None:
        """The stop of a hex nearest to a scene position."""
        stops = self.routes.stops_at(hex_id)
        if not stops:
            return None
        hex_ = self.document.board.hexes[hex_id]
        geom = g.tile_geom(hex_.tile, hex_.rotation, self.data.layout)
        centre = self.scene.hex_centre(hex_id)
        x, y = pos.x() - centre.x(), pos.y() - centre.y()

        def distance(node) -> float:
            ng = geom.nodes[node[1]]
            points = ng.slots or [ng.pos]
            return min((px - x) ** 2 + (py - y) ** 2 for px, py in points)

        return min(stops, key=distance)

    def toggle_last_run(self, sym: str = "") -> None:
        self.routes.toggle_last_run(sym, self._last_runs())

    def auto_routes(self) -> None:
        if not self.history.active:
            self.routes.auto()

    def submit_routes(self) -> None:
        action = self.routes.run_action(self.document.legal())
        if action is not None:
            self.do_action(action)

    def _draw_routes(self) -> None:
        shown = None
        board = self.document.board
        if self.history.active and self.history.moment is not None:
            board = self.history.moment.snapshot["board"]
            actions = self.document.history()
            index = self.history.index
            if index is not None and 0 <= index < len(actions):
                shown = actions[index]
        self.scene.set_routes(self.routes.items(board, shown, live=not self.history.active))
