"""The main window: start page, board, docks, menus, toolbar, round banner."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence, QPainterPath
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QStackedWidget,
    QTabBar,
    QToolBar,
    QWidget,
)

from railsdesk.engine.routes import route_to_log
from railsdesk.ui import icons
from railsdesk.ui.actionpanel import ActionPanel
from railsdesk.ui.board import geometry as g
from railsdesk.ui.board.controller import BoardController
from railsdesk.ui.board.routes import route_path, stop_points
from railsdesk.ui.board.scene import BoardScene
from railsdesk.ui.board.view import BoardView
from railsdesk.ui.docks import (
    LogWidget,
    ManifestWidget,
    MarketWidget,
    PlayersWidget,
    TileTray,
    TrainsWidget,
    market_scroll,
)
from railsdesk.ui.i18n import NAMES, term
from railsdesk.ui.logtext import log_entries, round_name, step_text, translate_log_entry
from railsdesk.ui.money import format_money
from railsdesk.ui.nar import host as nar
from railsdesk.ui.routeplan import RoutePlanner
from railsdesk.ui.session import (
    GameSession,
    board_of,
    clear_running,
    engine_available,
    formats_available,
    recovery_candidate,
    snapshot_of,
    translate_error,
)
from railsdesk.ui.startpage import StartPage
from railsdesk.ui.titledata import TitleData
from railsdesk.ui.workers import Worker

LAYOUT_VERSION = 4
DOCKS = ("tiles", "manifest", "actions", "market", "trains", "players", "log")


class PageStack(QStackedWidget):
    """Pages of which only the one shown counts for the window's minimum size (the start page's
    long labels must not squeeze the docks around the board)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _: self.updateGeometry())

    def sizeHint(self) -> QSize:  # noqa: N802
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()


def train_names(trains: list[str]) -> dict[str, str]:
    """Train ids ("3-2") as players name them ("3"; "3 (1)", "3 (2)" for two of a kind)."""
    kinds = [t.rsplit("-", 1)[0] for t in trains]
    names, seen = {}, {}
    for train, kind in zip(trains, kinds, strict=True):
        seen[kind] = seen.get(kind, 0) + 1
        names[train] = f"{kind} ({seen[kind]})" if kinds.count(kind) > 1 else kind
    return names


class MapOnlyGame:
    """A title's map without rules, for titles whose rules engine is not there yet."""

    def __init__(self, title: str, players: list[dict]) -> None:
        self.title = title
        self.players = players
        self.data = TitleData.load(title)
        self.board = self.data.new_board()
        self.actions: list[dict] = []

    def snapshot(self) -> dict:
        return {
            "round": "",
            "phase": self.data.phases[0]["name"] if self.data.phases else "",
            "bank": self.data.raw.get("bank_cash", 0),
            "players": {
                str(p["id"]): {"cash": 0, "shares": {}, "companies": []} for p in self.players
            },
            "corporations": {},
            "companies": {},
            "finished": False,
            "round_label": "",
            "current": {},
        }

    def legal(self) -> dict:
        return {}

    def process(self, action: dict) -> None:
        from railsdesk.engine.errors import IllegalAction

        raise IllegalAction("engine_missing", "The rules of this game are not ready yet.")


class MainWindow(QMainWindow):
    def __init__(self, settings, languages, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.languages = languages
        self.session: GameSession | None = None
        self.data: TitleData | None = None
        self.scene: BoardScene | None = None
        self.view: BoardView | None = None
        self.controller: BoardController | None = None
        self.docks: dict[str, QDockWidget] = {}
        self.history_index: int | None = None
        self.history_game = None
        self.planner: RoutePlanner | None = None
        self._planner_key: tuple | None = None
        self.shown_run: tuple[str, list[dict]] | None = None  # a corporation's last run shown
        self.route_worker: Worker | None = None
        self.load_worker: Worker | None = None
        self.history_worker: Worker | None = None
        self.setObjectName("mainWindow")
        self.setWindowIcon(icons.app_icon())
        self.setDockNestingEnabled(True)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)

        self.stack = PageStack()
        self.start_page = StartPage(settings)
        self.stack.addWidget(self.start_page)
        self.board_host = QStackedWidget()
        self.stack.addWidget(self.board_host)
        self.setCentralWidget(self.stack)
        self.start_page.newGameRequested.connect(self.new_game)
        self.start_page.openRequested.connect(self.open_file)
        self.start_page.recoverRequested.connect(self.recover)
        self.start_page.discardRecoveryRequested.connect(clear_running)

        self._build_actions()
        self._build_menus()
        self._build_toolbars()
        self.status = self.statusBar()
        self.retranslate()
        self.update_actions()
        geometry = settings.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 760)
        candidate = recovery_candidate()
        self.start_page.show_recovery(str(candidate) if candidate else None)

    # --- actions, menus, toolbars ---------------------------------------------------------------

    def _act(self, name: str, slot, shortcut=None, icon=None, checkable=False) -> QAction:
        act = QAction(self)
        act.setObjectName(name)
        if shortcut is not None:
            if isinstance(shortcut, (list, tuple)):
                act.setShortcuts([QKeySequence(s) for s in shortcut])
            else:
                act.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            act.setIcon(icon)
        act.setCheckable(checkable)
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey  # noqa: N806
        self.a_new = self._act("actNew", self.show_start, K.New, icons.icon("new"))
        self.a_open = self._act("actOpen", lambda: self.open_file(""), K.Open, icons.icon("open"))
        self.a_save = self._act("actSave", self.save, K.Save, icons.icon("save"))
        self.a_save_as = self._act("actSaveAs", self.save_as, K.SaveAs)
        self.a_export = self._act("actExport", self.export)
        self.a_close = self._act("actCloseGame", self.close_game)
        self.a_quit = self._act("actQuit", self.close, K.Quit)
        self.a_undo = self._act("actUndo", self.undo, "Ctrl+Z", icons.icon("undo"))
        self.a_redo = self._act(
            "actRedo", self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"], icons.icon("redo")
        )
        self.a_auto = self._act("actAuto", self.auto_routes, "Ctrl+R", icons.icon("auto"))
        self.a_zoom_in = self._act(
            "actZoomIn", self.zoom_in, ["Ctrl++", "Ctrl+="], icons.icon("zoom_in")
        )
        self.a_zoom_out = self._act("actZoomOut", self.zoom_out, "Ctrl+-", icons.icon("zoom_out"))
        self.a_fit = self._act("actFit", self.fit, "Ctrl+0", icons.icon("fit"))
        self.a_coords = self._act("actCoords", self.toggle_coords, checkable=True)
        self.a_coords.setChecked(self.settings.show_coords)
        self.a_names = self._act("actNames", self.toggle_names, checkable=True)
        self.a_names.setChecked(self.settings.show_names)
        self.a_reset_layout = self._act("actResetLayout", self.reset_layout)
        self.a_settings = self._act("actSettings", self.open_settings, K.Preferences)
        self.a_about = self._act("actAbout", self.about)
        self.lang_group = QActionGroup(self)
        self.lang_actions: dict[str, QAction] = {}
        for code in ("en", "de", "nl"):
            act = QAction(NAMES[code], self)
            act.setObjectName(f"lang_{code}")
            act.setCheckable(True)
            act.setChecked(code == self.languages.current)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.lang_group.addAction(act)
            self.lang_actions[code] = act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.m_game = bar.addMenu("")
        self.m_recent = None
        for a in (self.a_new, self.a_open):
            self.m_game.addAction(a)
        self.m_recent = self.m_game.addMenu("")
        self.m_recent.aboutToShow.connect(self._fill_recent)
        self.m_game.addSeparator()
        for a in (self.a_save, self.a_save_as, self.a_export):
            self.m_game.addAction(a)
        self.m_game.addSeparator()
        self.m_game.addAction(self.a_close)
        self.m_game.addAction(self.a_quit)
        self.m_edit = bar.addMenu("")
        for a in (self.a_undo, self.a_redo):
            self.m_edit.addAction(a)
        self.m_edit.addSeparator()
        self.m_edit.addAction(self.a_auto)
        self.m_edit.addSeparator()
        self.m_edit.addAction(self.a_settings)
        self.m_view = bar.addMenu("")
        for a in (self.a_zoom_in, self.a_zoom_out, self.a_fit):
            self.m_view.addAction(a)
        self.m_view.addSeparator()
        self.m_view.addAction(self.a_coords)
        self.m_view.addAction(self.a_names)
        self.m_view.addSeparator()
        self.m_docks = self.m_view.addMenu("")
        self.m_view.addAction(self.a_reset_layout)
        self.m_lang = bar.addMenu("")
        self.m_lang.setObjectName("languageMenu")
        for act in self.lang_actions.values():
            self.m_lang.addAction(act)
        self.m_help = bar.addMenu("")
        self.m_help.addAction(self.a_about)

    def _build_toolbars(self) -> None:
        tb = QToolBar()
        tb.setObjectName("mainToolbar")
        tb.setMovable(False)
        tb.setIconSize(QSize(22, 22))
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for a in (self.a_new, self.a_open, self.a_save):
            tb.addAction(a)
        tb.addSeparator()
        for a in (self.a_undo, self.a_redo):
            tb.addAction(a)
        tb.addSeparator()
        tb.addAction(self.a_auto)
        tb.addSeparator()
        for a in (self.a_zoom_in, self.a_zoom_out, self.a_fit):
            tb.addAction(a)
        self.main_toolbar = tb
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, tb)
        self.addToolBarBreak()
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
        self.banner = banner
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, banner)
        banner.setVisible(False)

    def _fill_recent(self) -> None:
        self.m_recent.clear()
        files = self.settings.recent_files
        for path in files:
            act = self.m_recent.addAction(Path(path).name)
            act.setToolTip(path)
            act.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            act = self.m_recent.addAction(self.tr("No recent games"))
            act.setEnabled(False)

    # --- language -------------------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        self.languages.switch(code)
        self.settings.language = code
        self.settings.sync()
        for c, act in self.lang_actions.items():
            act.setChecked(c == self.languages.current)
        # the LanguageChange events follow too; retranslating now keeps the switch immediate
        self.retranslate()
        self.start_page.retranslate()
        if self.session is not None:
            for widget in (self.trains, self.log):
                widget.retranslate()
            self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.session is not None:
                self.refresh()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self._window_title())
        self.m_game.setTitle(self.tr("&Game"))
        self.m_recent.setTitle(self.tr("Open &recent"))
        self.m_edit.setTitle(self.tr("&Edit"))
        self.m_view.setTitle(self.tr("&View"))
        self.m_docks.setTitle(self.tr("&Panels"))
        self.m_lang.setTitle(self.tr("&Language"))
        self.m_help.setTitle(self.tr("&Help"))
        texts = {
            self.a_new: (self.tr("&New game"), self.tr("Start a new game")),
            self.a_open: (self.tr("&Open…"), self.tr("Open a saved game or an 18xx.games log")),
            self.a_save: (self.tr("&Save"), self.tr("Save the game")),
            self.a_save_as: (self.tr("Save &as…"), None),
            self.a_export: (self.tr("&Export for 18xx.games…"), None),
            self.a_close: (self.tr("&Close game"), None),
            self.a_quit: (self.tr("&Quit"), None),
            self.a_undo: (self.tr("&Undo"), self.tr("Take back the last action (Ctrl+Z)")),
            self.a_redo: (self.tr("&Redo"), self.tr("Redo (Ctrl+Shift+Z)")),
            self.a_auto: (self.tr("&Auto routes"), self.tr("Find the best routes for the trains")),
            self.a_zoom_in: (self.tr("Zoom &in"), None),
            self.a_zoom_out: (self.tr("Zoom &out"), None),
            self.a_fit: (self.tr("&Fit to window"), None),
            self.a_coords: (self.tr("Show &coordinates"), None),
            self.a_names: (self.tr("Show location &names"), None),
            self.a_reset_layout: (self.tr("&Reset panel layout"), None),
            self.a_settings: (self.tr("&Settings…"), None),
            self.a_about: (self.tr("&About railsdesk"), None),
        }
        for act, (text, tip) in texts.items():
            act.setText(text)
            if tip:
                act.setToolTip(tip)
                act.setStatusTip(tip)
        self.main_toolbar.setWindowTitle(self.tr("Toolbar"))
        self.banner.setWindowTitle(self.tr("Round"))
        self._retitle_docks()

    def _retitle_docks(self) -> None:
        title = self.data.title if self.data else None
        names = {
            "tiles": self.tr("Tiles"),
            "manifest": self.tr("Tile manifest"),
            "actions": self.tr("Actions"),
            "market": self.tr("Stock market"),
            "trains": term(title, "Trains"),
            "players": self.tr("Players and companies"),
            "log": self.tr("Game log"),
        }
        for key, dock in self.docks.items():
            dock.setWindowTitle(names[key])
        for key in ("trains",):
            if key in self.docks:
                self.docks[key].setWindowTitle(
                    self.tr("%1 and phases").replace("%1", term(title, "Trains"))
                )

    def _window_title(self) -> str:
        if self.session is None:
            return "railsdesk"
        name = Path(self.session.path).name if self.session.path else self.tr("New game")
        dirty = "*" if self.session.dirty else ""
        return f"{name}{dirty} — {self.session.title} — railsdesk"

    # --- games ----------------------------------------------------------------------------------

    def show_start(self) -> None:
        if not nar.close(self):  # North American Railways: the card table (ui/nar)
            return
        if self.session is not None and not self.confirm_discard():
            return
        self.close_game(confirm=False)
        self.stack.setCurrentWidget(self.start_page)

    def new_game(self, title: str, players: list, options: list, seed: int = 0) -> bool:
        if title == nar.TITLE:  # the card game asks for its deck, then opens its table
            return nar.new_game(self, players, seed)
        info = self.start_page.catalogue.get(title, {})
        game = None
        if info.get("playable") and engine_available():
            try:
                from railsdesk.games import new_game

                game = new_game(title, players, list(options), seed)
            except Exception as exc:  # noqa: BLE001 - a dialog, never a traceback
                QMessageBox.warning(
                    self,
                    self.tr("Cannot start the game"),
                    self.tr("The game could not be started: %1").replace("%1", str(exc)),
                )
                return False
        if game is None:
            game = MapOnlyGame(title, players)
        self.open_session(GameSession(game))
        return True

    def open_file(self, path: str = "") -> None:
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open a game"),
                str(Path.home()),
                self.tr("Games (*.json *.rdsave);;All files (*)"),
            )
            if not path:
                return
        if nar.intercept_open(self, path):  # a card-game log, or the card game stays open
            return
        if not formats_available():
            self.show_load_error(path, self.tr("Opening files is not available yet."))
            return
        from railsdesk import formats

        self.status.showMessage(self.tr("Opening %1…").replace("%1", Path(path).name))
        worker = Worker(lambda cancel, progress: formats.load_game(path), self)
        worker.done.connect(lambda game, p=path: self._loaded(game, p))
        worker.failed.connect(lambda msg, p=path: self.show_load_error(p, msg))
        self.load_worker = worker
        worker.start()

    def _loaded(self, game, path: str) -> None:
        self.load_worker = None
        self.settings.add_recent(path)
        self.start_page.refresh_recent()
        session = GameSession(game, path if not path.endswith("autosave.json") else None)
        self.open_session(session)
        self.status.showMessage(self.tr("Opened %1").replace("%1", Path(path).name), 5000)

    def show_load_error(self, path: str, reason: str) -> None:
        self.load_worker = None
        self.status.clearMessage()
        QMessageBox.critical(
            self,
            self.tr("Cannot open the game"),
            self.tr("%1 could not be opened.\n\n%2\n\nThe file has not been changed.")
            .replace("%1", Path(path).name)
            .replace("%2", reason),
        )

    def recover(self, path: str) -> None:
        self.start_page.show_recovery(None)
        self.open_file(path)

    def open_session(self, session: GameSession) -> None:
        self.close_game(confirm=False)
        self.session = session
        self.data = TitleData.load(session.title)
        self.scene = BoardScene(self.data)
        self.scene.show_coords = self.settings.show_coords
        self.scene.show_names = self.settings.show_names
        self.scene.load_board(session.board)
        self.view = BoardView(self.scene)
        self.controller = BoardController(self.scene, self.view, self.data, self)
        self.controller.actionRequested.connect(self.do_action)
        self.controller.message.connect(lambda m: self.status.showMessage(m, 8000))
        self.controller.layStateChanged.connect(self._lay_state_changed)
        self.controller.stopClicked.connect(self.route_stop_clicked)
        self.board_host.addWidget(self.view)
        self.board_host.setCurrentWidget(self.view)
        self.stack.setCurrentWidget(self.board_host)
        self._build_docks()
        session.changed.connect(self.refresh)
        session.error.connect(self.show_error)
        self.banner.setVisible(True)
        self.refresh()
        QTimer.singleShot(0, self.view.fit)
        self.view.fit()

    def close_game(self, confirm: bool = True) -> bool:
        if not nar.close(self):
            return False
        if self.session is None:
            return True
        if confirm and not self.confirm_discard():
            return False
        self._cancel_workers()
        self._save_layout()
        for dock in self.docks.values():
            self.removeDockWidget(dock)
            dock.setObjectName("")  # so that a restored layout finds only the new docks
            dock.deleteLater()
        self.docks = {}
        self.m_docks.clear()
        if self.controller is not None:
            self.controller.cancel(quiet=True)
            self.controller.deleteLater()
        if self.view is not None:
            self.board_host.removeWidget(self.view)
            self.view.deleteLater()
        self.session = None
        self.scene = self.view = self.controller = None
        self.history_index = None
        self.planner, self._planner_key, self.shown_run = None, None, None
        self.banner.setVisible(False)
        self.stack.setCurrentWidget(self.start_page)
        self.update_actions()
        self.setWindowTitle(self._window_title())
        return True

    def confirm_discard(self) -> bool:
        if not nar.confirm_discard(self):
            return False
        if (
            self.session is None
            or not self.session.dirty
            or isinstance(self.session.game, MapOnlyGame)
        ):
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved game"),
            self.tr("Save the game before closing it?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # --- docks ----------------------------------------------------------------------------------

    def _dock(self, key: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(f"dock_{key}")
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.docks[key] = dock
        return dock

    def _build_docks(self) -> None:
        data = self.data
        self.tray = TileTray(data)
        self.tray.controller = self.controller
        self.manifest = ManifestWidget(data)
        self.panel = ActionPanel(data)
        self.panel.actionRequested.connect(self.do_action)
        self.panel.autoRoutesRequested.connect(self.auto_routes)
        self.panel.cancelRoutesRequested.connect(self.cancel_routes)
        self.panel.submitRoutesRequested.connect(self.submit_routes)
        self.panel.routeTrainChosen.connect(self.choose_route_train)
        self.panel.routeClearRequested.connect(self.clear_route)
        self.panel.lastRunRequested.connect(self.toggle_last_run)
        self.panel.companyLayRequested.connect(self.use_company_lay)
        self.market = MarketWidget(data)
        self.trains = TrainsWidget(data)
        self.players = PlayersWidget(data)
        self.players.corporationChosen.connect(self.toggle_last_run)
        self.log = LogWidget()
        self.log.entryChosen.connect(self.show_history)
        self._dock("tiles", self.tray)
        self._dock("manifest", self.manifest)
        self._dock("actions", self.panel)
        self._dock("market", market_scroll(self.market))
        self._dock("trains", self.trains)
        self._dock("players", self.players)
        self._dock("log", self.log)
        for key in DOCKS:
            self.m_docks.addAction(self.docks[key].toggleViewAction())
        self._retitle_docks()
        self.apply_default_layout()
        state = self.settings.layout_state(self.data.title)
        if isinstance(state, (bytes, bytearray)):
            state = QByteArray(bytes(state))
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state, LAYOUT_VERSION)
        QTimer.singleShot(0, self._tidy_tab_bars)

    def apply_default_layout(self) -> None:
        d = self.docks
        for dock in d.values():
            dock.setFloating(False)
            dock.show()
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, d["tiles"])
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, d["manifest"])
        self.tabifyDockWidget(d["tiles"], d["manifest"])
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, d["actions"])
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, d["market"])
        self.splitDockWidget(d["actions"], d["market"], Qt.Orientation.Vertical)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, d["trains"])
        self.tabifyDockWidget(d["market"], d["trains"])
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, d["players"])
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, d["log"])
        self.splitDockWidget(d["players"], d["log"], Qt.Orientation.Horizontal)
        d["tiles"].raise_()
        d["market"].raise_()
        w, h = max(self.width(), 1000), max(self.height(), 600)
        side = max(170, min(int(w * 0.12), 420))
        right = max(340, min(int(w * 0.26), 1000))
        bottom = max(170, min(int(h * 0.25), 560))
        self.resizeDocks([d["tiles"]], [side], Qt.Orientation.Horizontal)
        self.resizeDocks([d["actions"]], [right], Qt.Orientation.Horizontal)
        self.resizeDocks([d["players"]], [bottom], Qt.Orientation.Vertical)
        self.resizeDocks([d["players"], d["log"]], [int(w * 0.6), int(w * 0.4)],
                         Qt.Orientation.Horizontal)  # fmt: skip
        column = h - bottom - 120  # the right column between the toolbars and the bottom docks
        market = min(self.market.sizeHint().height() + 30, int(column * 0.4))
        self.resizeDocks([d["actions"], d["market"]], [column - market, market],
                         Qt.Orientation.Vertical)  # fmt: skip

    def reset_layout(self) -> None:
        if self.docks:
            self.apply_default_layout()
            QTimer.singleShot(0, self._tidy_tab_bars)

    def _tidy_tab_bars(self) -> None:
        """Hide dock tab bars the layout no longer uses. Qt can leave the tab bar of an earlier
        arrangement of tabbed docks on screen, away from its docks."""
        docks = [d for d in self.docks.values() if d.isVisible() and not d.isFloating()]
        for bar in self.findChildren(QTabBar):
            if bar.parent() is not self or not bar.isVisible():
                continue
            titles = {bar.tabText(i) for i in range(bar.count())}
            rect = bar.geometry()
            used = any(
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

    def _save_layout(self) -> None:
        if self.data is not None and self.docks:
            self.settings.set_layout_state(self.data.title, self.saveState(LAYOUT_VERSION))

    # --- refreshing from the game ---------------------------------------------------------------

    def names(self) -> dict[str, str]:
        if self.session is None:
            return {}
        return {str(p["id"]): str(p["name"]) for p in self.session.players()}

    def refresh(self) -> None:
        s = self.session
        if s is None:
            return
        if self.history_index is not None and self.history_game is not None:
            game = self.history_game
            snap = snapshot_of(game)
            legal: dict = {}
            board = board_of(game)
        else:
            snap, legal, board = s.snapshot(), s.legal(), s.board
        names = self.names()
        self._update_planner(legal)
        self.scene.refresh(board)
        self.controller.set_enabled(self.history_index is None)
        self.controller.set_state(board, legal, snap.get("blocked_hexes") or {})
        self.tray.set_state(board, legal, snap.get("phase"))
        self.manifest.set_state(board)
        self.market.set_state(snap)
        self.trains.set_state(snap)
        current = snap.get("current") or {}
        player_now = s.acting_player() if self.history_index is None else None
        self.players.set_state(snap, names, player_now)
        self.panel.route_info = self._route_info()
        self.panel.set_state(legal, snap, names, history=self.history_index is not None)
        self._update_log()
        self._update_banner(snap, legal, current)
        self.update_actions()
        self.setWindowTitle(self._window_title())
        self._draw_routes()

    def _update_banner(self, snap: dict, legal: dict, current: dict) -> None:
        title = self.data.title
        label = snap.get("round_label") or ""
        parts = []
        if label:
            kind = str(snap.get("round") or "")
            # "OR 3.2" -> translated abbreviation; the numbers stay
            head, _, rest = label.partition(" ")
            if head in ("OR", "SR"):
                label = f"{term(title, head)} {rest}".strip()
            elif kind:
                label = f"{round_name(title, kind)} {rest}".strip()
            parts.append(label)
        entity = current.get("entity", legal.get("entity"))
        etype = current.get("entity_type", legal.get("entity_type"))
        names = self.names()
        if entity is not None:
            if etype == "player":
                parts.append(names.get(str(entity), str(entity)))
            else:
                pres = ((snap.get("corporations") or {}).get(str(entity)) or {}).get("president")
                who = str(entity)
                if pres is not None:
                    who += f" ({names.get(str(pres), pres)})"
                parts.append(who)
        step = step_text(title, legal, current) if legal else ""
        if step:
            parts.append(step)
        if snap.get("finished"):
            parts = [term(title, "Game over")]
        if self.history_index is not None:
            parts.insert(0, self.tr("History"))
        if isinstance(self.session.game, MapOnlyGame):
            parts = [self.tr("%1 — map only").replace("%1", title)]
        self.round_label.setText(" – ".join(str(p) for p in parts if p))
        self.bank_label.setText(
            self.tr("Bank %1").replace(
                "%1", format_money(self.data.currency_format, snap.get("bank", 0))
            )
        )

    def _update_log(self) -> None:
        snap = self.session.snapshot()
        self.log.set_entries(log_entries(snap, self.session.live_actions(), self.money_text))
        if self.history_index is not None:
            self.log.set_history(
                self.history_index,
                self.tr("Showing the game after action %1").replace(
                    "%1", str(self.history_index + 1)
                ),
            )
        else:
            self.log.set_history(None)

    def update_actions(self) -> None:
        s = self.session
        has = s is not None
        live = has and self.history_index is None and not isinstance(s.game, MapOnlyGame)
        self.a_save.setEnabled(live and formats_available())
        self.a_save_as.setEnabled(live and formats_available())
        self.a_export.setEnabled(live and formats_available())
        self.a_close.setEnabled(has)
        self.a_undo.setEnabled(live and s.can_undo)
        self.a_redo.setEnabled(live and s.can_redo)
        legal = s.legal() if live else {}
        self.a_auto.setEnabled(live and "run_routes" in legal.get("actions", []))
        for a in (self.a_zoom_in, self.a_zoom_out, self.a_fit, self.a_reset_layout):
            a.setEnabled(has)

    def _lay_state_changed(self) -> None:
        if hasattr(self, "tray"):
            self.tray.update_buttons()

    # --- acting ---------------------------------------------------------------------------------

    def do_action(self, action: dict) -> bool:
        if self.session is None or self.history_index is not None:
            return False
        self._stop_route_search()
        if self.session.process(action):
            self.shown_run = None
            live = self.session.live_actions()
            last_id = live[-1].get("id") if live else None
            said = [
                translate_log_entry(e, self.money_text)
                for e in self.session.snapshot().get("log") or []
                if e.get("action") == last_id
            ]
            self.status.showMessage(" · ".join(said), 5000)
            return True
        return False

    def show_error(self, message: str) -> None:
        self.status.showMessage(message, 10000)
        QMessageBox.warning(self, self.tr("Not allowed"), message)

    def undo(self) -> None:
        if self.session is not None and self.history_index is None:
            self._stop_route_search()
            self.session.undo()

    def redo(self) -> None:
        if self.session is not None and self.history_index is None:
            self._stop_route_search()
            self.session.redo()

    # --- routes ---------------------------------------------------------------------------------

    def _update_planner(self, legal: dict) -> None:
        """Keep the routes being planned while the same corporation is to run its trains."""
        s = self.session
        state = s.state if s is not None else None
        live = self.history_index is None and state is not None
        if not live or "run_routes" not in legal.get("actions", []):
            self.planner, self._planner_key = None, None
            return
        key = (len(getattr(s.game, "raw_actions", [])), legal.get("entity"))
        if self.planner is None or self._planner_key != key:
            try:
                self.planner = RoutePlanner(state, str(legal.get("entity")))
            except Exception as exc:  # noqa: BLE001 - planning by hand is optional
                self.planner = None
                self.status.showMessage(str(exc), 8000)
            self._planner_key = key

    def route_color(self, index: int) -> QColor:
        colors = self.settings.route_colors
        return QColor(colors[index % len(colors)])

    def _route_info(self) -> dict | None:
        """What the action panel shows of the routes being planned."""
        p = self.planner
        if p is None:
            return None
        trains = []
        names = train_names(p.trains)
        for i, train in enumerate(p.trains):
            revenue, error = p.revenue(train)
            trains.append(
                {
                    "train": train,
                    "name": names[train],
                    "color": self.route_color(i).name(),
                    "stops": "–".join(n[0] for n in p.nodes(train)),
                    "revenue": revenue,
                    "error": self.error_text(error) if error is not None else None,
                    "current": train == p.current,
                }
            )
        revenues, error = p.check()
        return {
            "trains": trains,
            "total": None if error is not None else sum(revenues),
            "error": self.error_text(error) if error is not None else None,
            "busy": self.route_worker is not None,
            "last_run": bool(self._last_runs().get(self.planner.corporation)),
            "showing_last_run": self.shown_run is not None,
        }

    def money_text(self, amount) -> str:
        return format_money(self.data.currency_format, amount)

    def error_text(self, exc) -> str:
        return translate_error(exc, lambda v: format_money(self.data.currency_format, v))

    def _update_routes(self) -> None:
        if self.planner is None:
            return
        self.panel.route_info = self._route_info()
        self.panel.rebuild()
        self._draw_routes()

    def route_stop_clicked(self, hex_id: str, pos) -> None:
        """A click on the board while trains are to run: add or remove a stop."""
        p = self.planner
        if p is None or self.history_index is not None:
            return
        node = self._stop_near(hex_id, pos)
        if node is None:
            self.status.showMessage(self.tr("There is no stop in %1.").replace("%1", hex_id), 5000)
            return
        error = p.click(node)
        if error is not None:
            self.status.showMessage(self.error_text(error), 8000)
        self._update_routes()

    def _stop_near(self, hex_id: str, pos) -> tuple[str, int] | None:
        """The stop of a hex nearest to a scene position."""
        stops = self.planner.stops_at(hex_id) if self.planner else []
        if not stops:
            return None
        hex_ = self.session.board.hexes[hex_id]
        geom = g.tile_geom(hex_.tile, hex_.rotation, self.data.layout)
        centre = self.scene.hex_centre(hex_id)
        x, y = pos.x() - centre.x(), pos.y() - centre.y()

        def distance(node) -> float:
            ng = geom.nodes[node[1]]
            points = ng.slots or [ng.pos]
            return min((px - x) ** 2 + (py - y) ** 2 for px, py in points)

        return min(stops, key=distance)

    def choose_route_train(self, train: str) -> None:
        if self.planner is not None:
            self.planner.select(train)
            self._update_routes()

    def clear_route(self, train: str) -> None:
        if self.planner is not None:
            self.planner.clear(train or None)
            self._update_routes()

    def _last_runs(self) -> dict[str, list[dict]]:
        state = self.history_game if self.history_index is not None else None
        if state is None and self.session is not None:
            state = self.session.state
        return dict(getattr(state, "last_run", None) or {})

    def toggle_last_run(self, sym: str = "") -> None:
        """Show (or hide) a corporation's last run, dashed; the acting one's by default."""
        if not sym and self.planner is not None:
            sym = self.planner.corporation
        if self.shown_run is not None and self.shown_run[0] == sym:
            self.shown_run = None
        else:
            run = self._last_runs().get(sym)
            self.shown_run = (sym, list(run)) if run else None
            if not run:
                self.status.showMessage(
                    self.tr("%1 has not run trains yet.").replace("%1", sym), 5000
                )
        if self.planner is not None:
            self.panel.route_info = self._route_info()
            self.panel.rebuild()
        self._draw_routes()

    def auto_routes(self) -> None:
        s = self.session
        if s is None or self.route_worker is not None or self.planner is None:
            return
        finder = getattr(s.game, "best_routes", None)
        if finder is None:
            return
        worker = Worker(lambda cancel, progress: finder(cancel=cancel), self)
        worker.done.connect(lambda routes, w=worker: self._routes_found(w, routes))
        worker.failed.connect(self._routes_failed)
        worker.finished.connect(lambda w=worker: self._route_worker_finished(w))
        self.route_worker = worker
        self.panel.set_busy(True)
        self.status.showMessage(self.tr("Searching for the best routes…"))
        worker.start()

    def cancel_routes(self) -> None:
        if self.route_worker is not None:
            self.route_worker.cancel()
            self.status.showMessage(self.tr("Route search cancelled."), 5000)
            self.panel.set_busy(False)

    def _stop_route_search(self) -> None:
        """Stop a search before the game changes under it."""
        worker = self.route_worker
        if worker is not None:
            worker.cancel()
            worker.wait()
            self.route_worker = None
            if hasattr(self, "panel"):
                self.panel.set_busy(False)

    def _route_worker_finished(self, worker) -> None:
        if worker is not self.route_worker:
            return
        self.route_worker = None
        if hasattr(self, "panel"):
            self.panel.set_busy(False)

    def _routes_found(self, worker, routes) -> None:
        if self.planner is None or worker is not self.route_worker:
            return
        try:
            self.planner.load([dict(r) for r in routes or []])
        except Exception as exc:  # noqa: BLE001 - shown, the planner keeps what it had
            self._routes_failed(str(exc))
            return
        self.route_worker = None
        self.panel.set_busy(False)
        total = self.planner.total() or 0
        self._update_routes()
        self.status.showMessage(
            self.tr("Best routes: %1").replace(
                "%1", format_money(self.data.currency_format, total)
            ),
            8000,
        )

    def _routes_failed(self, message: str) -> None:
        self.status.showMessage(self.tr("Route search failed: %1").replace("%1", message), 10000)

    def _draw_routes(self) -> None:
        if self.scene is None or self.session is None:
            return
        fmt = self.data.currency_format
        board = self.session.board
        items = []
        if self.history_index is not None and self.history_game is not None:
            board = self.history_game.board
            actions = self.session.live_actions()
            if 0 <= self.history_index < len(actions):
                action = actions[self.history_index]
                if action.get("type") == "run_routes":
                    for i, route in enumerate(action.get("routes") or []):
                        items.append(self._route_item(board, route, i, fmt, dashed=False))
        if self.shown_run is not None:
            for i, route in enumerate(self.shown_run[1]):
                items.append(self._route_item(board, route, i, fmt, dashed=True))
        p = self.planner
        if p is not None and self.history_index is None:
            names = train_names(p.trains)
            for i, train in enumerate(p.trains):
                route = p.route(train)
                if route is None:
                    nodes = p.nodes(train)
                    if nodes:  # a first stop only: a ring where the route will start
                        entry = {"nodes": [f"{nodes[0][0]}-{self._part(nodes[0])}"]}
                        points = stop_points(board, self.data.layout, entry)
                        items.append((QPainterPath(), self.route_color(i), names[train], points))
                    continue
                revenue, error = p.revenue(train)
                entry = route_to_log(route)
                text = format_money(fmt, revenue) if error is None else "✗"
                path = route_path(board, self.data.layout, entry)
                points = stop_points(board, self.data.layout, entry)
                items.append((path, self.route_color(i), f"{names[train]}: {text}", points))
        self.scene.set_routes(items)

    def _part(self, node: tuple[str, int]) -> int:
        return self.session.board.hexes[node[0]].tile.nodes[node[1]].part_index

    def _route_item(self, board, route: dict, index: int, fmt: str, dashed: bool) -> tuple:
        path = route_path(board, self.data.layout, route)
        points = stop_points(board, self.data.layout, route)
        name = str(route.get("train", "")).rsplit("-", 1)[0]
        label = f"{name}: " + format_money(fmt, route.get("revenue", 0))
        return (path, self.route_color(index), label, points, dashed)

    def submit_routes(self) -> None:
        legal = self.session.legal() if self.session else {}
        if self.planner is None or "run_routes" not in legal.get("actions", []):
            return
        from railsdesk.engine.errors import IllegalAction

        try:
            entries = self.planner.entries()
        except IllegalAction as exc:
            self.show_error(self.error_text(exc))
            return
        self.do_action(
            {
                "type": "run_routes",
                "entity": legal.get("entity"),
                "entity_type": legal.get("entity_type", "corporation"),
                "routes": entries,
            }
        )

    def use_company_lay(self, sym: str) -> None:
        """A private company's power lays a tile: the tray and the board offer its choices."""
        if self.session is None or self.history_index is not None:
            return
        power = (self.session.legal().get("companies") or {}).get(sym) or {}
        options = power.get("lay_tile") or {}
        if not options:
            return
        self.controller.use_company(sym, options)
        snap = self.session.snapshot()
        self.tray.set_state(
            self.session.board, {"actions": ["lay_tile"], "lay_tile": options}, snap.get("phase")
        )

    # --- history --------------------------------------------------------------------------------

    def show_history(self, index: int) -> None:
        """View the game as it was after the live action `index` (-1 = back to the present)."""
        s = self.session
        if s is None:
            return
        count = len(s.live_actions())
        at = getattr(s.game, "state_at", None)
        if index < 0 or index >= count - 1 or at is None:
            if self.history_worker is not None:
                self.history_worker.cancel()
                self.history_worker = None
            self.history_index, self.history_game = None, None
            self.refresh()
            return
        self._stop_route_search()
        if self.history_worker is not None:
            self.history_worker.cancel()
        worker = Worker(lambda cancel, progress: at(index + 1), self)
        worker.done.connect(lambda state, w=worker, i=index: self._history_ready(w, i, state))
        worker.failed.connect(
            lambda m: self.status.showMessage(
                self.tr("Cannot show that moment: %1").replace("%1", m), 8000
            )
        )
        self.history_worker = worker
        self.status.showMessage(self.tr("Rebuilding the game at that moment…"))
        worker.start()

    def _history_ready(self, worker, index: int, state) -> None:
        if worker is not self.history_worker:
            return
        self.history_worker = None
        if state is None or self.session is None:
            return
        self.history_index, self.history_game = index, state
        self.refresh()
        self.status.clearMessage()

    # --- files ----------------------------------------------------------------------------------

    def save(self) -> bool:
        if self.session is None:
            return False
        if not self.session.path:
            return self.save_as()
        return self._save_to(self.session.path)

    def save_as(self) -> bool:
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            str(Path.home() / f"{self.session.title}.rdsave"),
            self.tr("railsdesk games (*.rdsave *.json)"),
        )
        if not path:
            return False
        return self._save_to(path)

    def _save_to(self, path: str) -> bool:
        try:
            self.session.save(path)
        except Exception as exc:  # noqa: BLE001
            QMessageBox.critical(
                self,
                self.tr("Cannot save"),
                self.tr("The game could not be saved to %1:\n%2")
                .replace("%1", path)
                .replace("%2", str(exc)),
            )
            return False
        self.settings.add_recent(path)
        self.start_page.refresh_recent()
        self.setWindowTitle(self._window_title())
        self.status.showMessage(self.tr("Saved %1").replace("%1", Path(path).name), 5000)
        return True

    def export(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export for 18xx.games"),
            str(Path.home() / f"{self.session.title}-18xx.json"),
            self.tr("18xx.games logs (*.json)"),
        )
        if not path:
            return
        try:
            self.session.export(path)
        except Exception as exc:  # noqa: BLE001
            QMessageBox.critical(self, self.tr("Cannot export"), str(exc))
            return
        self.status.showMessage(self.tr("Exported %1").replace("%1", Path(path).name), 5000)

    # --- view -----------------------------------------------------------------------------------

    def zoom_in(self) -> None:
        if self.view is not None:
            self.view.zoom_in()

    def zoom_out(self) -> None:
        if self.view is not None:
            self.view.zoom_out()

    def fit(self) -> None:
        if self.view is not None:
            self.view.fit()

    def toggle_coords(self) -> None:
        on = self.a_coords.isChecked()
        self.settings.show_coords = on
        if self.scene is not None:
            self.scene.set_show_coords(on)

    def toggle_names(self) -> None:
        on = self.a_names.isChecked()
        self.settings.show_names = on
        if self.scene is not None:
            self.scene.set_show_names(on)

    def open_settings(self) -> None:
        from railsdesk.ui.settingsdialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.languages, self)
        if dialog.exec():
            self.apply_settings_dialog(dialog)

    def apply_settings_dialog(self, dialog) -> None:
        dialog.apply()
        if dialog.language.currentData() != self.languages.current:
            self.set_language(dialog.language.currentData())
        self.a_coords.setChecked(self.settings.show_coords)
        self.a_names.setChecked(self.settings.show_names)
        if self.scene is not None:
            self.scene.set_show_coords(self.settings.show_coords)
            self.scene.set_show_names(self.settings.show_names)
            self._draw_routes()

    def about(self) -> None:
        from railsdesk import __version__

        QMessageBox.about(
            self,
            self.tr("About railsdesk"),
            self.tr("railsdesk %1\n\nPlay and keep the books of 18xx railway games.").replace(
                "%1", __version__
            ),
        )

    # --- closing --------------------------------------------------------------------------------

    def _cancel_workers(self) -> None:
        for w in (self.route_worker, self.history_worker, self.load_worker):
            if w is not None:
                w.cancel()
                w.wait(5000)
        self.route_worker = self.history_worker = self.load_worker = None

    def closeEvent(self, event) -> None:  # noqa: N802
        if not self.confirm_discard():
            event.ignore()
            return
        self._cancel_workers()
        self._save_layout()
        self.settings.set_window_geometry(self.saveGeometry())
        self.settings.sync()
        clear_running()
        event.accept()
