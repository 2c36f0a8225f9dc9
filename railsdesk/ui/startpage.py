"""The start page: a new game (title, players, options), open a file, recent games, recovery."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from railsdesk.engine.contract import COMPANION
from railsdesk.games import TITLES, TitleInfo
from railsdesk.games.options import OptionSwitch
from railsdesk.ui.computerturns import SEAT_CHOICES, seat_text

# The context in which the translation files hold the titles' options and scenarios, as the
# titles' packages describe them (in English: the engine imports no Qt).
OPTIONS_CONTEXT = "TitleOptions"


def option_text(description: str) -> str:
    """An option's description translated (an option new to the translations stays English)."""
    return QCoreApplication.translate(OPTIONS_CONTEXT, description)


class OptionBox(QWidget):
    """A check box for a rule variant whose text wraps (a variant's Dutch or German name is
    longer than the page is wide); a click on the text ticks the box too."""

    def __init__(self, text: str, parent=None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.box = QCheckBox()
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setBuddy(self.box)
        row.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.label, 1)
        self.setText(text)

    def text(self) -> str:
        return self.label.text()

    def setText(self, text: str) -> None:  # noqa: N802 - as QCheckBox names it
        self.label.setText(text)
        self.box.setAccessibleName(text)

    def isChecked(self) -> bool:  # noqa: N802 - as QCheckBox names it
        return self.box.isChecked()

    def setChecked(self, checked: bool) -> None:  # noqa: N802 - as QCheckBox names it
        self.box.setChecked(checked)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.box.toggle()  # the label passes its clicks on to here


class StartPage(QWidget):
    newGameRequested = Signal(str, list, list, int)  # noqa: N815 - title, players, options, seed
    openRequested = Signal(str)  # noqa: N815 - path ("" = ask with a file dialog)
    recoverRequested = Signal(str)  # noqa: N815
    discardRecoveryRequested = Signal()  # noqa: N815

    def __init__(self, settings, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.catalogue: dict[str, TitleInfo] = TITLES
        self.name_edits: list[QLineEdit] = []
        self.seat_combos: list[QComboBox] = []  # beside each name: a person or the computer
        self.name_rows: list[QWidget] = []  # a name and its seat
        self.option_boxes: dict[str, OptionBox] = {}  # by switch
        self.switches: dict[str, OptionSwitch] = {}
        self.setObjectName("startPage")

        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        f = self.heading.font()
        f.setPointSizeF(f.pointSizeF() * 2.0)
        f.setBold(True)
        self.heading.setFont(f)
        outer.addWidget(self.heading)
        self.subheading = QLabel()
        self.subheading.setWordWrap(True)
        outer.addWidget(self.subheading)

        self._build_recovery()
        outer.addWidget(self.recovery)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        self._build_new_game()
        columns.addWidget(self.new_box, 3, Qt.AlignmentFlag.AlignTop)
        self._build_open()
        columns.addWidget(self.open_box, 2)
        columns.addStretch(1)

        self.title_combo.currentIndexChanged.connect(self._title_changed)
        self.count_spin.valueChanged.connect(self._count_changed)
        self.start_button.clicked.connect(self._start)
        self.companion_button.clicked.connect(lambda: self._start(companion=True))
        self.open_button.clicked.connect(lambda: self.openRequested.emit(""))
        self.recent_list.itemActivated.connect(self._open_recent)
        self.recent_list.itemDoubleClicked.connect(self._open_recent)
        self._title_changed()
        self.retranslate()
        self.refresh_recent()

    def _build_recovery(self) -> None:
        """The note offering the game an unclean exit left behind."""
        self.recovery = QFrame()
        self.recovery.setObjectName("recovery")
        self.recovery.setStyleSheet(
            "#recovery { background: #fff3cd; border: 1px solid #e0c060; border-radius: 6px; }"
        )
        rlay = QHBoxLayout(self.recovery)
        self.recovery_label = QLabel()
        self.recovery_label.setWordWrap(True)
        self.recover_button = QPushButton()
        self.recover_button.setObjectName("recoverButton")
        self.discard_button = QPushButton()
        rlay.addWidget(self.recovery_label, 1)
        rlay.addWidget(self.recover_button)
        rlay.addWidget(self.discard_button)
        self.recovery.setVisible(False)
        self._recovery_path = ""
        self.recover_button.clicked.connect(lambda: self.recoverRequested.emit(self._recovery_path))
        self.discard_button.clicked.connect(self._discard_recovery)

    def _build_new_game(self) -> None:
        """The new game's box: title, players, options, seed and the start buttons."""
        self.new_box = QGroupBox()
        form = QFormLayout(self.new_box)
        self.title_combo = QComboBox()
        self.title_combo.setObjectName("titleCombo")
        for title, info in self.catalogue.items():
            self.title_combo.addItem(info.full_name, title)
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("playerCount")
        self.title_label = QLabel()
        self.count_label = QLabel()
        form.addRow(self.title_label, self.title_combo)
        form.addRow(self.count_label, self.count_spin)
        self.names_box = QWidget()
        self.names_layout = QFormLayout(self.names_box)
        self.names_layout.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.names_box)
        self.options_box = QWidget()
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_layout.setContentsMargins(0, 0, 0, 0)
        self.options_label = QLabel()
        form.addRow(self.options_label, self.options_box)
        # the scenario the players and options make (1849), shown as it changes
        self.scenario_label = QLabel()
        self.scenario_label.setObjectName("scenarioNote")
        self.scenario_label.setWordWrap(True)
        form.addRow(self.scenario_label)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_label = QLabel()
        form.addRow(self.seed_label, self.seed_spin)
        self.engine_note = QLabel()
        self.engine_note.setWordWrap(True)
        self.engine_note.setStyleSheet("color: #a05000;")
        form.addRow(self.engine_note)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.companion_button = QPushButton()
        self.companion_button.setObjectName("companionButton")
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.companion_button)
        form.addRow(buttons)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.new_box.setMaximumWidth(640)

    def _build_open(self) -> None:
        """The box to open a saved game or a recent one."""
        self.open_box = QGroupBox()
        olay = QVBoxLayout(self.open_box)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openButton")
        olay.addWidget(self.open_button)
        self.recent_label = QLabel()
        olay.addWidget(self.recent_label)
        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recentList")
        olay.addWidget(self.recent_list, 1)
        self.open_box.setMaximumWidth(560)

    # --- language -------------------------------------------------------------------------------

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Welcome to railsdesk"))
        self.subheading.setText(
            self.tr(
                "Play 18xx railway games at one computer, keep the books beside a board on the "
                "table, or open a game recorded on 18xx.games."
            )
        )
        self.new_box.setTitle(self.tr("New game"))
        self.open_box.setTitle(self.tr("Open a game"))
        self.title_label.setText(self.tr("Game:"))
        self.count_label.setText(self.tr("Players:"))
        self.options_label.setText(self.tr("Options:"))
        self.seed_label.setText(self.tr("Seed:"))
        self.seed_spin.setToolTip(self.tr("Only used by games with random setup (1849)."))
        self.start_button.setText(self.tr("Start game"))
        self.companion_button.setText(self.tr("Start companion game"))
        self.companion_button.setToolTip(
            self.tr(
                "The map stays on the table: the program keeps the money, shares, trains and "
                "turns. Tiles and station markers are entered by their cost, runs by their "
                "revenue."
            )
        )
        self.open_button.setText(self.tr("Open a saved game or an 18xx.games log…"))
        self.recent_label.setText(self.tr("Recent games (double-click to open):"))
        self.recover_button.setText(self.tr("Recover"))
        self.discard_button.setText(self.tr("Discard"))
        self.recovery_label.setText(
            self.tr(
                "railsdesk was not closed normally last time. The game that was open can be "
                "recovered from its last automatic save."
            )
        )
        for i, (edit, row) in enumerate(zip(self.name_edits, self.name_rows, strict=True)):
            label = self.names_layout.labelForField(row)
            if isinstance(label, QLabel):  # addRow made it from the row's text
                label.setText(self.tr("Player %1:").replace("%1", str(i + 1)))
            edit.setPlaceholderText(self.tr("Player %1").replace("%1", str(i + 1)))
        for combo in self.seat_combos:
            self._name_seats(combo)
        for name, box in self.option_boxes.items():
            desc = box.property("description")
            box.setText(option_text(desc) if desc else name)
        self._update_scenario()
        self._update_engine_note()
        if self.recent_list.count() and not self.settings.recent_files:
            self.refresh_recent()

    # --- new game -------------------------------------------------------------------------------

    def current_title(self) -> str:
        return str(self.title_combo.currentData())

    def current_info(self) -> TitleInfo:
        return self.catalogue[self.current_title()]

    def _title_changed(self) -> None:
        info = self.current_info()
        lo, hi = info.players
        self.count_spin.blockSignals(True)
        self.count_spin.setRange(lo, hi)
        wanted = len(self.settings.last_players()) or 4
        self.count_spin.setValue(min(max(wanted, lo), hi))
        self.count_spin.blockSignals(False)
        for box in self.option_boxes.values():
            box.setParent(None)
        self.option_boxes = {}
        self.switches = {s.key: s for s in info.switches}
        for key, switch in self.switches.items():
            desc = switch.description
            box = OptionBox(option_text(desc) if desc else key)
            box.setProperty("description", desc)
            box.box.toggled.connect(self._switches_changed)
            self.options_layout.addWidget(box)
            self.option_boxes[key] = box
        self._count_changed()
        self._update_engine_note()

    def _switches_changed(self) -> None:
        """A switch that needs another is offered only while that one is on; a switch
        applies only to its player counts."""
        players = self.count_spin.value()
        for key, switch in self.switches.items():
            box = self.option_boxes[key]
            box.setVisible(switch.applies(players))
            needed = switch.requires is None or self.switch_on(switch.requires)
            box.setEnabled(needed)
            if not needed and box.isChecked():
                box.setChecked(False)  # toggles, and so comes back here
        self.options_label.setVisible(any(b.isVisibleTo(self) for b in self.option_boxes.values()))
        self._update_scenario()

    def switch_on(self, key: str) -> bool:
        switch = self.switches[key]
        box = self.option_boxes[key]
        return box.isChecked() and box.isEnabled() and switch.applies(self.count_spin.value())

    def chosen_options(self) -> list[str]:
        """The engine's options the switches that are on set."""
        options: list[str] = []
        for key, switch in self.switches.items():
            if self.switch_on(key):
                options.extend(o for o in switch.sets if o not in options)
        return options

    def _update_scenario(self) -> None:
        scenario = self.current_info().scenario
        text = ""
        if scenario is not None:
            text = option_text(scenario(self.count_spin.value(), self.chosen_options()))
        self.scenario_label.setText(text)
        self.scenario_label.setVisible(bool(text))

    def _update_engine_note(self) -> None:
        info = self.current_info()
        self.engine_note.setVisible(not info.playable)
        self.companion_button.setVisible(info.companion)
        if info.companion:
            note = self.tr(
                "A game on the screen's map is not ready yet (it opens with its map only); "
                "a companion game keeps the books of a game on the table."
            )
        else:
            note = self.tr("The rules of this game are not ready yet: it opens with its map only.")
        self.engine_note.setText(note)

    def _count_changed(self) -> None:
        n = self.count_spin.value()
        remembered = self.settings.last_players()
        while len(self.name_edits) < n:
            i = len(self.name_edits)
            edit = QLineEdit()
            edit.setObjectName(f"playerName{i + 1}")
            edit.setText(remembered[i] if i < len(remembered) else "")
            edit.setPlaceholderText(self.tr("Player %1").replace("%1", str(i + 1)))
            seat = QComboBox()
            seat.setObjectName(f"playerSeat{i + 1}")
            for level in SEAT_CHOICES:
                seat.addItem("", level)
            self._name_seats(seat)
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(edit, 1)
            row_layout.addWidget(seat)
            self.names_layout.addRow(self.tr("Player %1:").replace("%1", str(i + 1)), row)
            self.name_edits.append(edit)
            self.seat_combos.append(seat)
            self.name_rows.append(row)
        while len(self.name_edits) > n:
            self.name_edits.pop()
            self.seat_combos.pop()
            self.names_layout.removeRow(self.name_rows.pop())
        # the computer plays the titles whose rules are ready
        info = self.current_info()
        for combo in self.seat_combos:
            combo.setVisible(info.playable)
        self._switches_changed()

    def _name_seats(self, combo: QComboBox) -> None:
        for index in range(combo.count()):
            combo.setItemText(index, seat_text(combo.itemData(index)))

    def player_names(self) -> list[str]:
        names = []
        for i, edit in enumerate(self.name_edits):
            names.append(edit.text().strip() or self.tr("Player %1").replace("%1", str(i + 1)))
        return names

    def _start(self, companion: bool = False) -> None:
        """A new game; a companion game keeps only the books (the map is on the table)."""
        names = self.player_names()
        self.settings.set_last_players(names)
        players: list[dict] = [{"id": i + 1, "name": n} for i, n in enumerate(names)]
        for player, combo in zip(players, self.seat_combos, strict=True):
            if combo.currentData() and combo.isVisibleTo(self) and not companion:
                player["computer"] = combo.currentData()
        options = self.chosen_options()
        if companion:
            options.append(COMPANION)
        self.newGameRequested.emit(self.current_title(), players, options, self.seed_spin.value())

    # --- files ----------------------------------------------------------------------------------

    def refresh_recent(self) -> None:
        self.recent_list.clear()
        for path in self.settings.recent_files:
            p = Path(path)
            item = QListWidgetItem(f"{p.name}  —  {p.parent}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setToolTip(path)
            if not p.exists():
                item.setForeground(Qt.GlobalColor.gray)
            self.recent_list.addItem(item)

    def _open_recent(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        if path:
            self.openRequested.emit(str(path))

    def show_recovery(self, path: str | None) -> None:
        self._recovery_path = path or ""
        self.recovery.setVisible(bool(path))

    def _discard_recovery(self) -> None:
        self.recovery.setVisible(False)
        self.discardRecoveryRequested.emit()
