"""The main window: it hosts. Menus, toolbar, recent games, language, settings and the start
page are its own; an open game is a document (railsdesk.ui.document) shown by the editor of its
kind, which brings the central view, docks and actions. The window talks to both only through
the document interface."""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from railsdesk.engine.contract import COMPANION
from railsdesk.files import append_error_report
from railsdesk.formats import ActionRefused, EngineBug, FormatError, SaveChanged, SaveError
from railsdesk.games import title_info
from railsdesk.ui import icons
from railsdesk.ui.boardeditor import BoardEditor
from railsdesk.ui.companion import CompanionEditor, is_companion
from railsdesk.ui.computerturns import MODAL_WAIT
from railsdesk.ui.document import (
    GameDocument,
    GameEditor,
    clear_running,
    is_autosave,
    recovery_candidate,
)
from railsdesk.ui.engine_messages import save_reason, translate_file_error
from railsdesk.ui.i18n import NAMES, set_action_texts
from railsdesk.ui.mapgame import MapDocument
from railsdesk.ui.nar.host import NarEditor
from railsdesk.ui.nar.session import NarActionRefused, NarSession, is_nar_file
from railsdesk.ui.session import GameSession
from railsdesk.ui.startpage import StartPage
from railsdesk.ui.tableview import TableView, table_view_for
from railsdesk.ui.titles import screens_for
from railsdesk.ui.workers import Worker

DEFAULT_SIZE = QSize(1280, 760)  # the window at its first start, where the screen has room


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


def editor_for(document: GameDocument, window: MainWindow) -> GameEditor:
    """The editor of a document's kind."""
    if isinstance(document, NarSession):
        return NarEditor(document, window)
    if is_companion(document):
        return CompanionEditor(document, window)
    return BoardEditor(document, window, window.settings)


def read_document(path: str) -> GameDocument | FormatError:
    """A game file read and replayed (in a worker thread): a card-game log or an 18xx save or
    log; or the FormatError naming why it cannot be opened as it is (an ActionRefused or a
    SaveChanged carries the game that can be opened after asking)."""
    kind = NarSession if is_nar_file(path) else GameSession
    try:
        document = kind.open(path)
    except FormatError as exc:
        return exc
    app = QCoreApplication.instance()
    assert app is not None  # files are read while the program runs
    document.moveToThread(app.thread())  # back to the window's thread
    return document


class MainWindow(QMainWindow):
    def __init__(self, settings, languages, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.languages = languages
        self.document: GameDocument | None = None
        self.finished = False  # whether the open game had ended when last looked at
        self.report_dialog: QWidget | None = None  # the last report shown
        self.editor: GameEditor | None = None
        self.load_worker: Worker | None = None
        self.table_view: TableView | None = None  # the game on a full screen, while shown
        self._editor_actions: list[tuple[QWidget, QAction]] = []  # where each was added
        self.setObjectName("mainWindow")
        self.setWindowIcon(icons.app_icon())
        self.setDockNestingEnabled(True)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)

        self.stack = PageStack()
        self.start_page = StartPage(settings)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.start_page.newGameRequested.connect(self.new_game)
        self.start_page.openRequested.connect(self.open_file)
        self.start_page.recoverRequested.connect(self.recover)
        self.start_page.discardRecoveryRequested.connect(clear_running)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.status = self.statusBar()
        self.retranslate()
        self.update_actions()
        geometry = settings.window_geometry()
        # the first start has no size of the player's own: the default one, or the whole screen
        self.first_start = geometry is None
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(DEFAULT_SIZE)
        candidate = recovery_candidate()
        self.start_page.show_recovery(str(candidate.autosave) if candidate else None)

    def show_at_start(self) -> None:
        """Shown for the first time on a screen with little room around the default size (a
        1366x768 laptop), the window fills the screen: the layout is made for it, and a window
        of the default size would leave its bottom under the taskbar."""
        room = self.screen().availableGeometry().size()
        margin = 160  # a taskbar, a title bar and some desk around the window
        small = (
            room.width() < DEFAULT_SIZE.width() + margin
            or room.height() < DEFAULT_SIZE.height() + margin
        )
        if self.first_start and small:
            self.showMaximized()
        else:
            self.show()

    # --- actions, menus, toolbar ----------------------------------------------------------------

    def _act(self, name: str, slot, shortcut=None, icon=None, checkable=False) -> QAction:
        act = QAction(self)
        act.setObjectName(name)
        if isinstance(shortcut, list):
            act.setShortcuts([QKeySequence(s) for s in shortcut])
        elif shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            act.setIcon(icons.icon(icon))
        act.setCheckable(checkable)
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey  # noqa: N806
        self.a_new = self._act("actNew", self.show_start, K.New, "new")
        self.a_open = self._act("actOpen", lambda: self.open_file(""), K.Open, "open")
        self.a_save = self._act("actSave", self.save, K.Save, "save")
        self.a_save_as = self._act("actSaveAs", self.save_as, K.SaveAs)
        self.a_info = self._act("actGameInfo", self.show_information)
        self.a_report = self._act("actReport", self.show_report)
        # not the slot itself: the action's "checked" (False) would come as confirm=False
        self.a_close = self._act("actCloseGame", lambda: self.close_game())
        self.a_quit = self._act("actQuit", self.close, K.Quit)
        self.a_undo = self._act("actUndo", self.undo, "Ctrl+Z", "undo")
        self.a_redo = self._act("actRedo", self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"], "redo")
        self.a_coords = self._act("actCoords", self.toggle_coords, checkable=True)
        self.a_coords.setChecked(self.settings.show_coords)
        self.a_names = self._act("actNames", self.toggle_names, checkable=True)
        self.a_names.setChecked(self.settings.show_names)
        self.a_table = self._act("actTableView", self.toggle_table_view, "F11")
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
        """The window's own menus; each has a place (the anchor) before which the editor's
        actions for it go."""
        bar = self.menuBar()
        self.m_game = bar.addMenu("")
        self.m_game.addAction(self.a_new)
        self.m_game.addAction(self.a_open)
        self.m_recent = self.m_game.addMenu("")
        self.m_recent.aboutToShow.connect(self._fill_recent)
        self.m_game.addSeparator()
        self.m_game.addAction(self.a_save)
        self.m_game.addAction(self.a_save_as)
        self.m_game.addAction(self.a_info)
        self.m_game.addAction(self.a_report)
        game_anchor = self.m_game.addSeparator()
        self.m_game.addAction(self.a_close)
        self.m_game.addAction(self.a_quit)
        self.m_edit = bar.addMenu("")
        self.m_edit.addAction(self.a_undo)
        self.m_edit.addAction(self.a_redo)
        edit_anchor = self.m_edit.addSeparator()
        self.m_edit.addAction(self.a_settings)
        self.m_view = bar.addMenu("")
        self.m_view.addAction(self.a_table)
        view_anchor = self.m_view.addSeparator()
        self.m_view.addAction(self.a_coords)
        self.m_view.addAction(self.a_names)
        self.menu_anchors: dict[str, tuple[QMenu, QAction]] = {
            "game": (self.m_game, game_anchor),
            "edit": (self.m_edit, edit_anchor),
            "view": (self.m_view, view_anchor),
        }
        self.m_lang = bar.addMenu("")
        self.m_lang.setObjectName("languageMenu")
        for act in self.lang_actions.values():
            self.m_lang.addAction(act)
        self.m_help = bar.addMenu("")
        self.m_help.addAction(self.a_about)

    def _build_toolbar(self) -> None:
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
        self.main_toolbar = tb
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, tb)

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

    def _add_editor_actions(self, editor: GameEditor) -> None:
        """The editor's actions into the menus (before each menu's anchor) and the toolbar."""
        for name, (menu, anchor) in self.menu_anchors.items():
            for act in editor.menu_actions(name):
                act = act or self._separator()
                menu.insertAction(anchor, act)
                self._editor_actions.append((menu, act))
        for act in [None, *editor.toolbar_actions()]:
            act = act or self._separator()
            self.main_toolbar.addAction(act)
            self._editor_actions.append((self.main_toolbar, act))
            button = self.main_toolbar.widgetForAction(act)
            if act.property(icons.ICON_ONLY) and isinstance(button, QToolButton):
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        for _, act in self._editor_actions:
            self.addAction(act)  # shortcuts work wherever the focus is

    def _remove_editor_actions(self) -> None:
        for widget, act in self._editor_actions:
            widget.removeAction(act)
            self.removeAction(act)
        self._editor_actions = []

    def _separator(self) -> QAction:
        act = QAction(self.editor)
        act.setSeparator(True)
        return act

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

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.m_game.setTitle(self.tr("&Game"))
        self.m_recent.setTitle(self.tr("Open &recent"))
        self.m_edit.setTitle(self.tr("&Edit"))
        self.m_view.setTitle(self.tr("&View"))
        self.m_lang.setTitle(self.tr("&Language"))
        self.m_help.setTitle(self.tr("&Help"))
        texts = {
            self.a_new: (self.tr("&New game"), self.tr("Start a new game")),
            self.a_open: (self.tr("&Open…"), self.tr("Open a saved game or an 18xx.games log")),
            self.a_save: (self.tr("&Save"), self.tr("Save the game")),
            self.a_save_as: (self.tr("Save &as…"), None),
            self.a_info: (
                self.tr("Game &information…"),
                self.tr("The game's title, file, reading of the rules and players"),
            ),
            self.a_report: (
                self.tr("Game &report…"),
                self.tr("The winner, each player's worth and the game round by round in charts"),
            ),
            self.a_close: (self.tr("&Close game"), None),
            self.a_quit: (self.tr("&Quit"), None),
            self.a_undo: (self.tr("&Undo"), self.tr("Take back the last action (Ctrl+Z)")),
            self.a_redo: (self.tr("&Redo"), self.tr("Redo (Ctrl+Shift+Z)")),
            self.a_coords: (self.tr("Show &coordinates"), None),
            self.a_names: (self.tr("Show location &names"), None),
            self.a_table: (
                self.tr("&Table view"),
                self.tr("The game in large type on the full screen, to read across a table"),
            ),
            self.a_settings: (self.tr("&Settings…"), None),
            self.a_about: (self.tr("&About railsdesk"), None),
        }
        set_action_texts(texts)
        self.main_toolbar.setWindowTitle(self.tr("Toolbar"))
        if self.editor is not None:
            self.editor.retranslate()
        self.update_title()

    def update_title(self) -> None:
        doc = self.document
        if doc is None:
            self.setWindowTitle("railsdesk")
            return
        dirty = "*" if doc.dirty else ""
        reading = doc.reading_name()
        game = f"{doc.title} ({reading})" if reading else doc.title
        self.setWindowTitle(f"{doc.display_name()}{dirty} — {game} — railsdesk")

    def show_information(self) -> None:
        """What the open game is: its title, file, reading of the rules, players."""
        if self.document is None:
            return
        rows = "".join(
            f"<tr><td><b>{escape(label)}</b></td><td>{escape(text)}</td></tr>"
            for label, text in self.document.information()
        )
        text = f"<table cellspacing='6'>{rows}</table>"
        QMessageBox.information(self, self.tr("Game information"), text)

    def update_actions(self) -> None:
        doc, editor = self.document, self.editor
        savable = can_undo = can_redo = False
        if doc is not None and editor is not None and not editor.read_only:
            savable, can_undo, can_redo = doc.savable, doc.can_undo, doc.can_redo
        self.a_save.setEnabled(savable)
        self.a_save_as.setEnabled(savable)
        self.a_close.setEnabled(doc is not None)
        self.a_info.setEnabled(doc is not None)
        self.a_report.setEnabled(doc is not None and doc.reportable)
        self._show_report_at_the_end()
        self.a_undo.setEnabled(can_undo)
        self.a_redo.setEnabled(can_redo)
        self.a_table.setEnabled(self.table_view is not None or isinstance(doc, GameSession))
        if self.editor is not None:
            self.editor.update_actions()
        self.update_title()

    # --- games ----------------------------------------------------------------------------------

    def show_start(self) -> None:
        if self.close_game():
            self.stack.setCurrentWidget(self.start_page)

    def new_game(self, title: str, players: list, options: list, seed: int = 0) -> bool:
        if not self.close_game():
            return False
        # a title that asks more first (the card game's deck) opens its game itself
        if screens_for(title).ask_new_game(self, players, seed, self.show_document):
            return True
        info = title_info(title)
        # a title whose map game is not ready may already keep the books of a table's game
        table_game = COMPANION in options and info.companion
        if not info.playable and not table_game:
            self.show_document(MapDocument(title, players))
            return True
        try:
            document = GameSession.new(title, players, list(options), seed)
        except Exception as exc:  # noqa: BLE001 - a dialog with the reason, never a traceback
            QMessageBox.warning(
                self,
                self.tr("Cannot start the game"),
                self.tr("The game could not be started: %1").replace("%1", str(exc)),
            )
            return False
        self.show_document(document)
        return True

    def dialog_folder(self) -> Path:
        """Where the file dialogs start: the open game's folder, else the last game's."""
        if self.document is not None and self.document.path:
            return Path(self.document.path).parent
        recent = self.settings.recent_files
        folder = Path(recent[0]).parent if recent else Path.home()
        return folder if folder.is_dir() else Path.home()

    def open_file(self, path: str = "") -> None:
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open a game"),
                str(self.dialog_folder()),
                self.tr("Games (*.json *.rdsave);;All files (*)"),
            )
            if not path:
                return
        self._open(path, None)

    def recover(self, path: str) -> None:
        """Open the autosave of a run that did not end normally, as the game of its own file."""
        candidate = recovery_candidate()
        original = candidate.path if candidate and candidate.autosave == Path(path) else None
        self.start_page.show_recovery(None)
        self._open(path, original)

    def _open(self, path: str, original: str | None) -> None:
        """Read ``path`` in a worker thread; an autosave opens as the game of ``original`` (its
        own file, None: not saved yet)."""
        if not self.confirm_discard():
            return
        path = os.path.abspath(path)  # recent games and the recovery note work from anywhere
        self.status.showMessage(self.tr("Opening %1…").replace("%1", Path(path).name))
        worker = Worker(lambda cancel, progress: read_document(path), self)
        worker.done.connect(lambda result: self._read(result, path, original))
        worker.failed.connect(lambda message: self.show_load_error(path, message))
        self.load_worker = worker
        worker.start()

    def _read(self, result: GameDocument | FormatError, path: str, original: str | None) -> None:
        if isinstance(result, ActionRefused):
            session = GameSession(result.game)
            reason = translate_file_error(result, session.money, session.title)
            self._open_up_to_refusal(session, reason, path)
        elif isinstance(result, NarActionRefused):
            self._open_up_to_refusal(NarSession(result.log), result.reason, path)
        elif isinstance(result, SaveChanged):
            self._open_changed_save(result, path, original)
        elif isinstance(result, EngineBug):
            report = self.engine_bug_report(f"opening {path}", result.error)
            self.show_load_error(path, f"{translate_file_error(result)}\n\n{report}".strip())
        elif isinstance(result, FormatError):
            self.show_load_error(path, translate_file_error(result))
        else:
            self._opened(result, path, original)

    def engine_bug_report(self, context: str, error: BaseException) -> str:
        """Write the engine's failure to the error log; say where (nothing when it cannot)."""
        try:
            report = append_error_report(context, error)
        except OSError:
            return ""
        return self.tr("The details are written to %1.").replace("%1", str(report))

    def _open_up_to_refusal(self, document: GameDocument, reason: str, path: str) -> None:
        """A file with an action the rules refuse (`reason`): its game up to that action
        (`document`), if the player wants it, as a new game (the file keeps all its
        actions)."""
        self.load_worker = None
        self.status.clearMessage()
        answer = QMessageBox.warning(
            self,
            self.tr("The rules refuse an action"),
            self.tr(
                "%1 cannot be replayed to its end.\n\n%2\n\nOpen the game as far as it is "
                "legal, up to this action? It opens as a new game; the file is not changed."
            )
            .replace("%1", Path(path).name)
            .replace("%2", reason),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Open:
            document.dirty = True
            self.show_document(document)

    def _open_changed_save(self, changed: SaveChanged, path: str, original: str | None) -> None:
        """A save whose actions reach another game than it recorded: opened only when the
        player wants it after reading what differs."""
        self.load_worker = None
        self.status.clearMessage()
        session = GameSession(changed.game, path)
        answer = QMessageBox.warning(
            self,
            self.tr("The save has changed"),
            self.tr(
                "%1 does not hold the game it was saved with: the file was damaged or edited, "
                "or the rules have changed since.\n\n%2\n\nOpen the game its actions make?"
            )
            .replace("%1", Path(path).name)
            .replace("%2", translate_file_error(changed, session.money, session.title)),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Open:
            self._opened(session, path, original)
            session.dirty = True

    def _opened(self, document: GameDocument, path: str, original: str | None) -> None:
        self.load_worker = None
        if is_autosave(path):
            document.path = original
            document.dirty = True  # the autosave may hold more than the game's file
            # a game's file of another kind than its saves (an 18xx.games log) is not written
            # over: Save asks for a name
            own_suffix = Path(document.default_file_name()).suffix
            document.foreign_file = original is not None and Path(original).suffix != own_suffix
        else:
            self.settings.add_recent(path)
            self.start_page.refresh_recent()
        self.show_document(document)
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

    def show_document(self, document: GameDocument) -> None:
        """Install a document's editor (the game open before is closed without asking)."""
        self.close_game(confirm=False)
        self.statusBar().clearMessage()  # a message of the game before is not this one's
        editor = editor_for(document, self)
        self.document, self.editor = document, editor
        self.finished = document.finished  # a game opened after its end shows no report
        self.stack.addWidget(editor.central_widget)
        self.stack.setCurrentWidget(editor.central_widget)
        self._add_editor_actions(editor)
        editor.changed.connect(self.update_actions)
        document.autosaveFailed.connect(self.autosave_failed)
        editor.install()
        # so that a crash even before the first action can be recovered; the autosave of an
        # earlier run is overwritten, so its recovery is no longer offered
        if document.autosave():
            self.start_page.show_recovery(None)
        self.update_actions()

    def close_game(self, confirm: bool = True) -> bool:
        """Remove the open game's editor (asking to save first); False when the user cancels."""
        document, editor = self.document, self.editor
        if document is None or editor is None:
            return True
        if confirm and not self.confirm_discard():
            return False
        document.settle_now()  # the autosave of the last change, for a recovery
        if self.table_view is not None:
            self.table_view.close()
        editor.changed.disconnect(self.update_actions)
        document.autosaveFailed.disconnect(self.autosave_failed)
        editor.remove()
        self._remove_editor_actions()
        self.stack.removeWidget(editor.central_widget)
        editor.central_widget.deleteLater()
        editor.deleteLater()
        self.document = self.editor = None
        self.stack.setCurrentWidget(self.start_page)
        self.update_actions()
        return True

    def confirm_discard(self) -> bool:
        """Ask to save an unsaved game; False when the user cancels."""
        if self.document is None or not self.document.dirty:
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

    # --- the end-of-game report -----------------------------------------------------------------

    def _show_report_at_the_end(self) -> None:
        """The report opens by itself when the open game ends (not when taking back the end)."""
        finished = self.document is not None and self.document.finished
        if finished and not self.finished:
            QTimer.singleShot(0, self._show_report_when_free)  # after the change is shown
        self.finished = finished

    def _show_report_when_free(self) -> None:
        """The report after the dialog the end opened (the card table's income and result):
        opened over it, the report would be blocked by it."""
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(MODAL_WAIT, self._show_report_when_free)
            return
        self.show_report()

    def show_report(self) -> None:
        doc = self.document
        if doc is None or not doc.reportable:
            return
        from railsdesk.report import report_of_data
        from railsdesk.ui.reportview import ReportDialog

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            report = report_of_data(doc.report_data(), doc.display_name())
        except Exception as exc:  # noqa: BLE001 - a dialog with the reason, never a traceback
            QApplication.restoreOverrideCursor()
            QMessageBox.warning(self, self.tr("No report"), str(exc))
            return
        QApplication.restoreOverrideCursor()
        dialog = ReportDialog(report, doc.display_name(), self.settings.player_colors, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.report_dialog = dialog
        dialog.show()

    # --- acting ---------------------------------------------------------------------------------

    def undo(self) -> None:
        if self.document is not None and self.editor is not None and not self.editor.read_only:
            self.document.undo()
            self.statusBar().clearMessage()  # the log line of a move no longer made

    def redo(self) -> None:
        if self.document is not None and self.editor is not None and not self.editor.read_only:
            self.document.redo()
            self.statusBar().clearMessage()

    # --- files ----------------------------------------------------------------------------------

    def save(self) -> bool:
        if self.document is None or not self.document.savable:
            return False
        if not self.document.path or self.document.foreign_file:
            return self.save_as()
        return self._write(self.document.path, self.document.save)

    def save_as(self) -> bool:
        doc = self.document
        if doc is None or not doc.savable:
            return False
        if doc.path and doc.foreign_file:  # beside the log, never over it unasked
            proposed = str(Path(doc.path).with_suffix(Path(doc.default_file_name()).suffix))
        else:
            proposed = doc.path or str(self.dialog_folder() / doc.default_file_name())
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            proposed,
            doc.file_filter(),
        )
        if not path:
            return False
        return self._write(path, lambda: doc.save_as(path))

    def _write(self, path: str, write) -> bool:
        """Save the game to ``path`` with ``write``; a failure is shown with Save as offered."""
        try:
            write()
        except Exception as exc:  # noqa: BLE001 - the reason in a dialog; the game stays open
            answer = QMessageBox.critical(
                self,
                self.tr("Cannot save"),
                self.tr(
                    "The game could not be saved to %1:\n%2\n\n"
                    "The game is still open. Save it somewhere else?"
                )
                .replace("%1", path)
                .replace("%2", save_reason(exc) if isinstance(exc, SaveError) else str(exc)),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            )
            return answer == QMessageBox.StandardButton.Save and self.save_as()
        if not is_autosave(path):
            self.settings.add_recent(path)
            self.start_page.refresh_recent()
        self.update_title()
        self.status.showMessage(self.tr("Saved %1").replace("%1", Path(path).name), 5000)
        return True

    def autosave_failed(self, reason: str) -> None:
        """The autosave could not be written: say so, offer Save as (the game stays open)."""
        answer = QMessageBox.warning(
            self,
            self.tr("Autosave failed"),
            self.tr(
                "The game could not be saved automatically:\n%1\n\n"
                "The game is still open. Save it somewhere else now?"
            ).replace("%1", reason),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Ignore,
        )
        if answer == QMessageBox.StandardButton.Save:
            self.save_as()

    # --- view and settings ----------------------------------------------------------------------

    def toggle_coords(self) -> None:
        self.settings.show_coords = self.a_coords.isChecked()
        if self.editor is not None:
            self.editor.apply_settings()

    def toggle_table_view(self) -> None:
        """The open game's table view on the full screen, or back from it (the same key)."""
        if self.table_view is not None:
            self.table_view.close()
            return
        view = table_view_for(self.document, self)
        if view is None:
            return
        view.addAction(self.a_table)  # its key works in the table view too
        view.closed.connect(self._table_view_closed)
        self.table_view = view
        view.show_full_screen(self.screen())

    def _table_view_closed(self) -> None:
        self.table_view = None
        self.update_actions()

    def toggle_names(self) -> None:
        self.settings.show_names = self.a_names.isChecked()
        if self.editor is not None:
            self.editor.apply_settings()

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
        if self.editor is not None:
            self.editor.apply_settings()

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

    def closeEvent(self, event) -> None:  # noqa: N802
        if not self.close_game():
            event.ignore()
            return
        if self.load_worker is not None:
            self.load_worker.cancel()
            self.load_worker.wait(5000)
            self.load_worker = None
        self.settings.set_window_geometry(self.saveGeometry())
        self.settings.sync()
        clear_running()
        event.accept()
