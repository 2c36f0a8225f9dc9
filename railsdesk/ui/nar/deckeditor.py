"""The deck editor: a group types in the card data of its copy once, checks it, saves it in the
user data folder and shares it as a file.

The rulebook prints no card values (rules specification §2.6), so a deck holds the five
companies (name, colour), the five start cities (name, revenue) and the 36 cities (name, cost,
revenue, Coast-to-Coast symbols). Cells left empty are unknown; such a deck can still be saved
and used for picking cards in companion mode, but a game dealt by the program needs every value.
"""

from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from railsdesk.games.nar import DeckError, deck_problems, list_decks, load_deck, save_deck
from railsdesk.games.nar.deck import (
    CITY_COUNT,
    COMPANY_COUNT,
    DECK_FORMAT,
    DECK_VERSION,
    START_CITY_COUNT,
    deck_file_name,
)
from railsdesk.ui.nar.messages import deck_error, deck_problem, file_error
from railsdesk.ui.nar.text import fill, parse_dollars, translate

DEFAULT_COLOURS = ["#1f5fa8", "#c0392b", "#1e8449", "#e67e22", "#7d3c98"]
BAD = QColor("#f5b7b1")


def blank_deck() -> dict:
    return {
        "format": DECK_FORMAT,
        "version": DECK_VERSION,
        "name": "",
        "companies": [
            {"id": f"company{k + 1}", "name": "", "colour": DEFAULT_COLOURS[k]}
            for k in range(COMPANY_COUNT)
        ],
        "start_cities": [
            {"id": f"s{k + 1}", "name": "", "revenue": None} for k in range(START_CITY_COUNT)
        ],
        "cities": [
            {"id": f"c{k + 1:02d}", "name": "", "cost": None, "revenue": None, "symbols": None}
            for k in range(CITY_COUNT)
        ],
    }


def unknown_count(deck: dict) -> int:
    """Cards whose name or values are not known yet."""
    return sum(
        1 for c in deck["start_cities"] if not c.get("name") or c.get("revenue") is None
    ) + sum(1 for c in deck["cities"] if not c.get("name") or c.get("cost") is None)


class NarDeckEditor(QDialog):
    """List, edit, check, save, import and export decks in ``folder``."""

    def __init__(self, folder, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("narDeckEditor")
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path: Path | None = None  # file of the deck being edited (None: not saved yet)
        self.base = blank_deck()  # ids and extra fields of the deck being edited
        self.modified = False
        self._loading = False
        self.problems: list[str] = []
        self.problem_cells: list[tuple[str, int, int] | None] = []
        self.bad_cells: set[tuple[str, int, int]] = set()

        outer = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split, 1)
        split.addWidget(self._build_deck_list())
        split.addWidget(self._build_deck_page())
        split.setStretchFactor(1, 3)
        split.setSizes([240, 660])

        self.buttons = QDialogButtonBox()
        self.save_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button.setObjectName("saveButton")
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        outer.addWidget(self.buttons)

        self.deck_list.currentItemChanged.connect(self._chosen)
        self.new_button.clicked.connect(self.new_deck)
        self.import_button.clicked.connect(self._ask_import)
        self.export_button.clicked.connect(self._ask_export)
        self.delete_button.clicked.connect(self.delete_current)
        self.colour_button.clicked.connect(self._choose_colour)
        self.save_button.clicked.connect(self.save)
        self.close_button.clicked.connect(self.reject)
        self.name_edit.textChanged.connect(self._edited)
        for table in (self.companies, self.starts, self.cities):
            table.itemChanged.connect(self._edited)
            table.installEventFilter(self)
        self.problem_list.itemClicked.connect(self.go_to_problem)
        self.problem_list.itemActivated.connect(self.go_to_problem)
        # Enter belongs to the cell being typed in: no button of the editor is the default
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.resize(980, 680)
        self.retranslate()
        self.set_deck(blank_deck(), None)
        self.refresh_list()

    def _build_deck_list(self) -> QWidget:
        """The saved decks, the buttons that act on them, and where they are kept."""
        left = QWidget()
        llay = QVBoxLayout(left)
        llay.setContentsMargins(0, 0, 0, 0)
        self.list_label = QLabel()
        llay.addWidget(self.list_label)
        self.deck_list = QListWidget()
        self.deck_list.setObjectName("deckList")
        llay.addWidget(self.deck_list, 1)
        self.new_button = QPushButton()
        self.new_button.setObjectName("newDeckButton")
        self.import_button = QPushButton()
        self.import_button.setObjectName("importButton")
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportButton")
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("deleteButton")
        for b in (self.new_button, self.import_button, self.export_button, self.delete_button):
            llay.addWidget(b)
        self.folder_label = QLabel()
        self.folder_label.setWordWrap(True)
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_label.setStyleSheet("color: #566573;")
        llay.addWidget(self.folder_label)
        return left

    def _build_deck_page(self) -> QWidget:
        """The deck being edited: its name, the three tables of cards, its problems."""
        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("deckName")
        self.name_label = QLabel()
        form.addRow(self.name_label, self.name_edit)
        rlay.addLayout(form)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        rlay.addWidget(self.intro)
        self.tabs = QTabWidget()
        self.companies = self._table("companyTable", COMPANY_COUNT, 2)
        self.starts = self._table("startTable", START_CITY_COUNT, 2)
        self.cities = self._table("cityTable", CITY_COUNT, 4)
        self.company_page = QWidget()
        cplay = QVBoxLayout(self.company_page)
        cplay.addWidget(self.companies, 1)
        self.colour_button = QPushButton()
        self.colour_button.setObjectName("colourButton")
        cplay.addWidget(self.colour_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.tabs.addTab(self.company_page, "")
        self.tabs.addTab(self.starts, "")
        self.tabs.addTab(self.cities, "")
        rlay.addWidget(self.tabs, 3)
        self.status = QLabel()
        self.status.setObjectName("deckStatus")
        self.status.setWordWrap(True)
        rlay.addWidget(self.status)
        self.problem_list = QListWidget()
        self.problem_list.setObjectName("problemList")
        self.problem_list.setMaximumHeight(130)
        rlay.addWidget(self.problem_list, 1)
        return right

    def _table(self, name: str, rows: int, cols: int) -> QTableWidget:
        table = QTableWidget(rows, cols)
        table.setObjectName(name)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, cols):
            table.horizontalHeader().setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            table.setColumnWidth(c, 110)
        return table

    # --- language -------------------------------------------------------------------------------

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("NarDeckEditor", "Decks of North American Railways"))
        self.list_label.setText(translate("NarDeckEditor", "Saved decks:"))
        self.new_button.setText(translate("NarDeckEditor", "New deck"))
        self.import_button.setText(translate("NarDeckEditor", "Import a deck file…"))
        self.export_button.setText(translate("NarDeckEditor", "Export this deck…"))
        self.delete_button.setText(translate("NarDeckEditor", "Delete this deck"))
        self.folder_label.setText(
            fill(translate("NarDeckEditor", "Decks are kept in %1"), str(self.folder))
        )
        self.name_label.setText(translate("NarDeckEditor", "Name of the deck:"))
        self.intro.setText(
            translate(
                "NarDeckEditor",
                "Type in the cards of your copy once: amounts in dollars (multiples of $100), "
                "cost in red and revenue in green as printed, and the number of Coast-to-Coast "
                "symbols (0 to 3). Cells left empty count as not known yet.",
            )
        )
        self.tabs.setTabText(0, translate("NarDeckEditor", "Companies"))
        self.tabs.setTabText(1, translate("NarDeckEditor", "Start cities"))
        self.tabs.setTabText(2, translate("NarDeckEditor", "Cities"))
        self.companies.setHorizontalHeaderLabels(
            [translate("NarDeckEditor", "Name"), translate("NarDeckEditor", "Colour")]
        )
        self.starts.setHorizontalHeaderLabels(
            [translate("NarDeckEditor", "Name"), translate("NarDeckEditor", "Revenue")]
        )
        self.cities.setHorizontalHeaderLabels(
            [
                translate("NarDeckEditor", "Name"),
                translate("NarDeckEditor", "Cost"),
                translate("NarDeckEditor", "Revenue"),
                translate("NarDeckEditor", "Coast-to-Coast"),
            ]
        )
        self.colour_button.setText(translate("NarDeckEditor", "Choose a colour…"))
        self.save_button.setText(translate("NarDeckEditor", "Save"))
        if hasattr(self, "deck_list"):
            self.validate()

    # --- the list of decks ----------------------------------------------------------------------

    def refresh_list(self, select: Path | None = None) -> None:
        self.deck_list.blockSignals(True)
        self.deck_list.clear()
        for entry in list_decks(self.folder):
            text = entry.name
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, str(entry.path))
            if entry.error:
                text += "  " + translate("NarDeckEditor", "(cannot be read)")
                item.setForeground(QColor("#b03a2e"))
                item.setToolTip(deck_error(entry.error))
            else:
                try:
                    deck = load_deck(entry.path)
                except DeckError:
                    deck = None
                if deck is not None and unknown_count(deck):
                    text += "  " + translate("NarDeckEditor", "(incomplete)")
                item.setToolTip(str(entry.path))
            item.setText(text)
            self.deck_list.addItem(item)
            if select is not None and Path(entry.path) == Path(select):
                self.deck_list.setCurrentItem(item)
        self.deck_list.blockSignals(False)

    def _chosen(self, item: QListWidgetItem | None, previous=None) -> None:
        if item is None:
            return
        if not self._may_leave():
            self.deck_list.blockSignals(True)
            self.deck_list.setCurrentItem(previous)
            self.deck_list.blockSignals(False)
            return
        self.open_deck(Path(item.data(Qt.ItemDataRole.UserRole)))

    def open_deck(self, path: Path) -> bool:
        try:
            deck = load_deck(path)
        except DeckError as exc:
            self.problem_list.clear()
            self.problem_list.addItem(deck_error(exc))
            self.status.setText(translate("NarDeckEditor", "This deck file cannot be used."))
            return False
        self.set_deck(deck, path)
        return True

    def _may_leave(self) -> bool:
        if not self.modified:
            return True
        if self.validate():
            # Save would be refused: offer only what can be done
            count = len(self.problems)
            answer = QMessageBox.question(
                self,
                translate("NarDeckEditor", "Unsaved deck"),
                self.tr(
                    "The changes cannot be saved while %n problem(s) remain (listed below "
                    "the cards). Discard the changes?",
                    "",
                    count,
                ),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            )
            return answer == QMessageBox.StandardButton.Discard
        answer = QMessageBox.question(
            self,
            translate("NarDeckEditor", "Unsaved deck"),
            translate("NarDeckEditor", "Save the changes to this deck first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save() is not None
        return answer == QMessageBox.StandardButton.Discard

    def new_deck(self) -> None:
        if not self._may_leave():
            return
        self.deck_list.blockSignals(True)
        self.deck_list.setCurrentRow(-1)
        self.deck_list.clearSelection()
        self.deck_list.blockSignals(False)
        self.set_deck(blank_deck(), None)
        self.name_edit.setFocus()

    # --- editing --------------------------------------------------------------------------------

    def _set(self, table: QTableWidget, row: int, col: int, value) -> None:
        text = "" if value is None else str(value)
        item = QTableWidgetItem(text)
        if table is not self.companies and col > 0:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.setItem(row, col, item)

    def set_deck(self, deck: dict, path: Path | None) -> None:
        """Show ``deck`` (a valid deck, values may be unknown) for editing."""
        self._loading = True
        self.base = copy.deepcopy(deck)
        self.path = path
        self.name_edit.setText(str(deck.get("name") or ""))
        for r, c in enumerate(deck["companies"]):
            self._set(self.companies, r, 0, c.get("name"))
            self._set(self.companies, r, 1, c.get("colour"))
        for r, c in enumerate(deck["start_cities"]):
            self._set(self.starts, r, 0, c.get("name"))
            self._set(self.starts, r, 1, c.get("revenue"))
        for r, c in enumerate(deck["cities"]):
            self._set(self.cities, r, 0, c.get("name"))
            self._set(self.cities, r, 1, c.get("cost"))
            self._set(self.cities, r, 2, c.get("revenue"))
            self._set(self.cities, r, 3, c.get("symbols"))
        self._loading = False
        self.modified = False
        self.validate()

    def set_cell(self, table: QTableWidget, row: int, col: int, text: str) -> None:
        """Type ``text`` into a cell (as a user would)."""
        item = table.item(row, col)
        if item is None:
            item = QTableWidgetItem()
            table.setItem(row, col, item)
        item.setText(text)

    def _text(self, table: QTableWidget, row: int, col: int) -> str:
        item = table.item(row, col)
        return item.text().strip() if item is not None else ""

    def _edited(self, *args) -> None:
        if self._loading:
            return
        self.modified = True
        self.validate()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        """Enter in a table (also when it ends typing in a cell) goes to the cell below, as in
        a spreadsheet, instead of pressing a button of the dialog."""
        if (
            obj in (self.companies, self.starts, self.cities)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            row, col = obj.currentRow(), max(0, obj.currentColumn())
            obj.setCurrentCell(min(row + 1, obj.rowCount() - 1), col)
            return True
        return super().eventFilter(obj, event)

    def go_to_problem(self, item: QListWidgetItem) -> None:
        """Show the cell a problem is in, ready to be typed in."""
        cell = item.data(Qt.ItemDataRole.UserRole)
        if cell is None:
            if item.text() == translate("NarDeckEditor", "The deck needs a name."):
                self.name_edit.setFocus()
            return
        name, row, col = cell
        table = {t.objectName(): t for t in (self.companies, self.starts, self.cities)}[name]
        self.tabs.setCurrentWidget(self.company_page if table is self.companies else table)
        table.setCurrentCell(row, col)
        table.setFocus()
        cell_item = table.item(row, col)
        if cell_item is not None:
            table.scrollToItem(cell_item)
            table.editItem(cell_item)

    def _choose_colour(self) -> None:
        row = max(0, self.companies.currentRow())
        colour = QColorDialog.getColor(
            QColor(self._text(self.companies, row, 1) or "#808080"), self
        )
        if colour.isValid():
            self.set_cell(self.companies, row, 1, colour.name())

    # --- checking -------------------------------------------------------------------------------

    def _problem(self, text: str, cell: tuple[str, int, int] | None = None) -> None:
        """Note a problem and the cell it is in (None: the deck's name or the whole deck)."""
        self.problems.append(text)
        self.problem_cells.append(cell)
        if cell is not None:
            self.bad_cells.add(cell)

    def _money(self, table, row: int, col: int, message: str, label: str) -> int | None:
        value = parse_dollars(self._text(table, row, col))
        if isinstance(value, str) or (isinstance(value, int) and value % 100):
            self._problem(
                fill(message, label, self._text(table, row, col)),
                (table.objectName(), row, col),
            )
            return None
        return value

    def current_deck(self) -> dict:
        """The deck as typed in (checked by :meth:`validate`). Empty city names and values
        are not known yet."""
        self.problems = []
        self.problem_cells = []
        self.bad_cells = set()
        deck = copy.deepcopy(self.base)
        deck["format"] = DECK_FORMAT
        deck["version"] = DECK_VERSION
        deck["name"] = self.name_edit.text().strip()
        deck.pop("companion", None)  # values typed in make it a deck of the group's copy
        if not deck["name"]:
            self._problem(translate("NarDeckEditor", "The deck needs a name."))
        self._read_companies(deck["companies"])
        revenue_problem = translate(
            "NarDeckEditor", "%1: the revenue must be a multiple of $100 (0 or more), not %2"
        )
        for r in range(START_CITY_COUNT):
            label = fill(translate("NarDeckEditor", "Start city %1"), r + 1)
            deck["start_cities"][r]["name"] = self._text(self.starts, r, 0)
            deck["start_cities"][r]["revenue"] = self._money(
                self.starts, r, 1, revenue_problem, label
            )
        for r in range(CITY_COUNT):
            deck["cities"][r].update(self._read_city(r, revenue_problem))
        if not self.problems:
            # the engine's own check, as a safety net
            for problem in deck_problems(deck, allow_unknown=True):
                self._problem(deck_problem(problem))
        return deck

    def _read_companies(self, companies: list[dict]) -> None:
        """Names and colours of the companies into ``companies``: every name given, no name
        twice, colours Qt knows."""
        names: dict[str, int] = {}
        for r in range(COMPANY_COUNT):
            label = fill(translate("NarDeckEditor", "Company %1"), r + 1)
            name = self._text(self.companies, r, 0)
            colour = self._text(self.companies, r, 1)
            if not name:
                self._problem(
                    fill(translate("NarDeckEditor", "%1: the name is missing"), label),
                    ("companyTable", r, 0),
                )
            elif name.lower() in names:
                self._problem(
                    fill(
                        translate("NarDeckEditor", "%1 has the same name as company %2"),
                        label,
                        names[name.lower()] + 1,
                    ),
                    ("companyTable", r, 0),
                )
            names.setdefault(name.lower(), r)
            if not QColor(colour).isValid():
                self._problem(
                    fill(
                        translate(
                            "NarDeckEditor",
                            '%1: "%2" is not a colour (use a name such as blue or a code such '
                            "as #1f5fa8)",
                        ),
                        label,
                        colour,
                    ),
                    ("companyTable", r, 1),
                )
            companies[r]["name"] = name
            companies[r]["colour"] = colour

    def _read_city(self, r: int, revenue_problem: str) -> dict:
        """Name, cost, revenue and symbols of city ``r``; the values None unless all three
        are typed in."""
        label = fill(translate("NarDeckEditor", "City %1"), r + 1)
        cost_problem = translate(
            "NarDeckEditor", "%1: the cost must be a multiple of $100 (0 or more), not %2"
        )
        name = self._text(self.cities, r, 0)
        cost = self._money(self.cities, r, 1, cost_problem, label)
        revenue = self._money(self.cities, r, 2, revenue_problem, label)
        sym_text = self._text(self.cities, r, 3)
        symbols = None
        if sym_text:
            if sym_text in ("0", "1", "2", "3"):
                symbols = int(sym_text)
            else:
                self._problem(
                    fill(
                        translate(
                            "NarDeckEditor",
                            "%1: Coast-to-Coast symbols must be 0, 1, 2 or 3, not %2",
                        ),
                        label,
                        sym_text,
                    ),
                    ("cityTable", r, 3),
                )
        texts = [self._text(self.cities, r, c) for c in (1, 2, 3)]
        if any(texts) and not all(texts):
            first_empty = next(c for c in (1, 2, 3) if not texts[c - 1])
            self._problem(
                fill(
                    translate(
                        "NarDeckEditor",
                        "%1: enter cost, revenue and symbols together (or leave all three "
                        "empty while unknown)",
                    ),
                    label,
                ),
                ("cityTable", r, first_empty),
            )
            for c in (1, 2, 3):
                if not texts[c - 1]:
                    self.bad_cells.add(("cityTable", r, c))
        if not all(texts):
            return {"name": name, "cost": None, "revenue": None, "symbols": None}
        return {"name": name, "cost": cost, "revenue": revenue, "symbols": symbols}

    def validate(self) -> list[str]:
        deck = self.current_deck()
        self._list_problems()
        for table in (self.companies, self.starts, self.cities):
            self._mark_cells(table)
        self._show_status(deck)
        self.save_button.setEnabled(not self.problems)
        self.export_button.setEnabled(not self.problems)
        self.delete_button.setEnabled(self.path is not None)
        return list(self.problems)

    def _list_problems(self) -> None:
        self.problem_list.clear()
        for text, cell in zip(self.problems, self.problem_cells, strict=True):
            item = QListWidgetItem(text)
            item.setForeground(QColor("#b03a2e"))
            item.setData(Qt.ItemDataRole.UserRole, cell)
            if cell is not None or text == translate("NarDeckEditor", "The deck needs a name."):
                item.setToolTip(translate("NarDeckEditor", "Click to go to the cell"))
            self.problem_list.addItem(item)

    def _mark_cells(self, table: QTableWidget) -> None:
        """Cells with a problem turn red; a company's colour is shown in its cell."""
        table.blockSignals(True)
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is None:
                    continue
                bad = (table.objectName(), r, c) in self.bad_cells
                if table is self.companies and c == 1 and not bad:
                    colour = QColor(item.text().strip())
                    item.setBackground(QBrush(colour))
                    item.setForeground(
                        QColor("#ffffff") if colour.lightnessF() < 0.5 else QColor("#000000")
                    )
                else:
                    item.setBackground(QBrush(BAD) if bad else QBrush())
        table.blockSignals(False)

    def _show_status(self, deck: dict) -> None:
        if self.problems:
            count = len(self.problems)
            self.status.setText(self.tr("%n problem(s) to fix before saving:", "", count))
            return
        missing = unknown_count(deck)
        if missing:
            self.status.setText(
                self.tr(
                    "%n card(s) have no name or values yet. The deck can be saved and "
                    "used for picking cards in companion mode; a game dealt by the "
                    "program needs every name and value.",
                    "",
                    missing,
                )
            )
        else:
            self.status.setText(
                translate("NarDeckEditor", "The deck is complete and can be used for games.")
            )

    # --- files ----------------------------------------------------------------------------------

    def _free_name(self, name: str) -> str:
        base = deck_file_name(name)
        if not (self.folder / base).exists():
            return base
        stem = base[: -len(".json")]
        k = 2
        while (self.folder / f"{stem}-{k}.json").exists():
            k += 1
        return f"{stem}-{k}.json"

    def save(self) -> Path | None:
        """Save the deck in the decks folder; its file name comes from its name."""
        deck = self.current_deck()
        if self.validate():
            return None
        filename = self.path.name if self.path is not None else self._free_name(deck["name"])
        try:
            path = save_deck(deck, self.folder, filename)
        except (DeckError, OSError) as exc:
            QMessageBox.warning(
                self, translate("NarDeckEditor", "Cannot save the deck"), file_error(exc)
            )
            return None
        self.base = copy.deepcopy(deck)
        self.path = path
        self.modified = False
        self.refresh_list(select=path)
        self.validate()
        return path

    def import_file(self, path) -> Path | None:
        """Copy a deck file into the decks folder (after checking it) and open it."""
        try:
            deck = load_deck(path)
        except DeckError as exc:
            QMessageBox.warning(
                self, translate("NarDeckEditor", "Cannot import the deck"), deck_error(exc)
            )
            return None
        try:
            target = save_deck(deck, self.folder, self._free_name(str(deck.get("name") or "deck")))
        except (DeckError, OSError) as exc:
            QMessageBox.warning(
                self, translate("NarDeckEditor", "Cannot import the deck"), file_error(exc)
            )
            return None
        self.refresh_list(select=target)
        self.set_deck(deck, target)
        return target

    def export_file(self, path) -> bool:
        """Write the deck as shown to ``path`` (to give to another group)."""
        deck = self.current_deck()
        if self.validate():
            return False
        target = Path(path)
        if target.suffix.lower() != ".json":
            target = target.with_suffix(".json")
        try:
            save_deck(deck, target.parent, target.name)
        except (DeckError, OSError) as exc:
            QMessageBox.warning(
                self, translate("NarDeckEditor", "Cannot export the deck"), file_error(exc)
            )
            return False
        return True

    def _ask_import(self) -> None:
        if not self._may_leave():
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("NarDeckEditor", "Import a deck"),
            str(Path.home()),
            translate("NarDeckEditor", "Deck files (*.json)"),
        )
        if path:
            self.import_file(path)

    def _ask_export(self) -> None:
        name = deck_file_name(self.name_edit.text().strip() or "deck")
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("NarDeckEditor", "Export the deck"),
            str(Path.home() / name),
            translate("NarDeckEditor", "Deck files (*.json)"),
        )
        if path:
            self.export_file(path)

    def delete_current(self) -> None:
        if self.path is None:
            return
        answer = QMessageBox.question(
            self,
            translate("NarDeckEditor", "Delete the deck"),
            fill(translate("NarDeckEditor", "Delete the deck file %1?"), self.path.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.path.unlink()
        except OSError as exc:
            QMessageBox.warning(
                self, translate("NarDeckEditor", "Cannot delete the deck"), file_error(exc)
            )
            return
        self.set_deck(blank_deck(), None)
        self.refresh_list()

    def reject(self) -> None:
        if self._may_leave():
            self.modified = False
            super().reject()
