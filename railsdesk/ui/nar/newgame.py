"""A new game of North American Railways: players, deck, seed - or companion mode, where the
physical cards lie on the table and the program keeps the books."""

from __future__ import annotations

import random
import re
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QIcon, QPixmap, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from railsdesk.games.nar import (
    DeckError,
    NarError,
    companion_deck,
    deck_is_complete,
    list_decks,
    load_deck,
    new_companion_game,
    new_game,
    practice_deck,
)
from railsdesk.games.nar.game import COLUMNS, SHARE_ROWS, SHARES_PER_COMPANY
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP
from railsdesk.ui.nar.messages import deck_error
from railsdesk.ui.nar.session import CARD_CHOICES
from railsdesk.ui.nar.text import company_colour, fill, translate

MODE_PRACTICE = "practice"
MODE_SAVED = "saved"
MODE_COMPANION = "companion"

# The generated decks' placeholder names (deck.py), as the player's language writes them: a new
# game keeps its names, so they are translated when it is made.
PLACEHOLDER_NAMES = [
    (re.compile(r"Blue"), QT_TRANSLATE_NOOP("NarNewGame", "Blue")),
    (re.compile(r"Red"), QT_TRANSLATE_NOOP("NarNewGame", "Red")),
    (re.compile(r"Green"), QT_TRANSLATE_NOOP("NarNewGame", "Green")),
    (re.compile(r"Company (\d+)"), QT_TRANSLATE_NOOP("NarNewGame", "Company %1")),
    (re.compile(r"Practice City (\d+)"), QT_TRANSLATE_NOOP("NarNewGame", "Practice City %1")),
    (re.compile(r"Practice Start (\d+)"), QT_TRANSLATE_NOOP("NarNewGame", "Practice Start %1")),
]


def placeholder_name(name: str) -> str:
    for pattern, text in PLACEHOLDER_NAMES:
        found = pattern.fullmatch(name)
        if found:
            return fill(translate("NarNewGame", text), *found.groups())
    return name


def in_players_language(deck: dict) -> dict:
    """A generated deck with its placeholder names in the player's language."""
    copy = {**deck}
    for part in ("companies", "start_cities", "cities"):
        copy[part] = [{**card, "name": placeholder_name(card["name"])} for card in deck[part]]
    return copy


def colour_icon(colour: str) -> QIcon:
    pix = QPixmap(14, 14)
    pix.fill(company_colour(colour))
    return QIcon(pix)


class NarNewGameDialog(QDialog):
    """Collects a new game and builds its log (:meth:`game_log`)."""

    decksRequested = Signal()  # noqa: N815

    def __init__(self, folder, names: list[str] | None = None, seed: int = 0, parent=None):
        super().__init__(parent)
        self.setObjectName("narNewGameDialog")
        self.folder = Path(folder)
        self.decks: list[tuple[Path, dict | None, str]] = []
        self.name_edits: list[QLineEdit] = []
        self.share_combos: list[list[QComboBox]] = []
        self._names = list(names or [])
        self.log: dict | None = None

        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget()
        lay = QVBoxLayout(body)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        lay.addWidget(self._build_players_box())
        lay.addWidget(self._build_deck_box())
        lay.addWidget(self._build_options_box(seed))
        lay.addWidget(self._build_companion_box())
        lay.addStretch(1)

        self.problem = QLabel()
        self.problem.setObjectName("newGameProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b03a2e;")
        outer.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("okButton")
        outer.addWidget(self.buttons)

        self.count_spin.valueChanged.connect(self._count_changed)
        self.mode_group.idToggled.connect(lambda *_: self._mode_changed())
        self.decks_button.clicked.connect(self.decksRequested.emit)
        self.card_deck_combo.currentIndexChanged.connect(self._companies_changed)
        self.deal_button.clicked.connect(self.deal_at_random)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)

        self.count_spin.setValue(min(max(len(self._names) or 4, 3), 5))
        self._count_changed()
        self.refresh_decks()
        self.practice_radio.setChecked(True)
        self.retranslate()
        self._mode_changed()
        self.resize(640, 720)

    # --- building -------------------------------------------------------------------------------

    def _build_players_box(self) -> QGroupBox:
        self.players_box = QGroupBox()
        pform = QFormLayout(self.players_box)
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("narPlayerCount")
        self.count_spin.setRange(3, 5)
        self.count_label = QLabel()
        pform.addRow(self.count_label, self.count_spin)
        self.names_box = QWidget()
        self.names_form = QFormLayout(self.names_box)
        self.names_form.setContentsMargins(0, 0, 0, 0)
        pform.addRow(self.names_box)
        return self.players_box

    def _build_deck_box(self) -> QGroupBox:
        """The practice deck, a saved deck, or companion mode."""
        self.deck_box = QGroupBox()
        dlay = QVBoxLayout(self.deck_box)
        self.mode_group = QButtonGroup(self)
        self.practice_radio = QRadioButton()
        self.practice_radio.setObjectName("practiceRadio")
        self.practice_note = QLabel()
        self.practice_note.setWordWrap(True)
        self.practice_note.setStyleSheet("color: #a04000; margin-left: 22px;")
        self.saved_radio = QRadioButton()
        self.saved_radio.setObjectName("savedRadio")
        self.saved_combo = QComboBox()
        self.saved_combo.setObjectName("savedDeckCombo")
        # the combo's own kind of model, held typed: unusable decks are listed but disabled
        self.saved_decks = QStandardItemModel(self.saved_combo)
        self.saved_combo.setModel(self.saved_decks)
        self.companion_radio = QRadioButton()
        self.companion_radio.setObjectName("companionRadio")
        self.companion_note = QLabel()
        self.companion_note.setWordWrap(True)
        self.companion_note.setStyleSheet("margin-left: 22px;")
        for i, radio in enumerate((self.practice_radio, self.saved_radio, self.companion_radio)):
            self.mode_group.addButton(radio, i)
        dlay.addWidget(self.practice_radio)
        dlay.addWidget(self.practice_note)
        row = QHBoxLayout()
        row.addWidget(self.saved_radio)
        row.addWidget(self.saved_combo, 1)
        self.decks_button = QPushButton()
        self.decks_button.setObjectName("editDecksButton")
        row.addWidget(self.decks_button)
        dlay.addLayout(row)
        dlay.addWidget(self.companion_radio)
        dlay.addWidget(self.companion_note)
        return self.deck_box

    def _build_options_box(self, seed: int) -> QGroupBox:
        """The seed and the start city rule of a game the program deals."""
        self.options_box = QGroupBox()
        oform = QFormLayout(self.options_box)
        self.seed_spin = QSpinBox()
        self.seed_spin.setObjectName("narSeed")
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setValue(int(seed))
        self.seed_label = QLabel()
        oform.addRow(self.seed_label, self.seed_spin)
        self.choose_start = QCheckBox()
        self.choose_start.setObjectName("chooseStartCity")
        oform.addRow(self.choose_start)
        return self.options_box

    def _build_companion_box(self) -> QGroupBox:
        """Companion mode: the deck to pick cards from, the start player, and the share display
        as it lies on the table."""
        self.companion_box = QGroupBox()
        clay = QVBoxLayout(self.companion_box)
        cform = QFormLayout()
        self.card_deck_combo = QComboBox()
        self.card_deck_combo.setObjectName("companionDeckCombo")
        self.card_deck_label = QLabel()
        cform.addRow(self.card_deck_label, self.card_deck_combo)
        self.first_combo = QComboBox()
        self.first_combo.setObjectName("firstPlayerCombo")
        self.first_label = QLabel()
        cform.addRow(self.first_label, self.first_combo)
        clay.addLayout(cform)
        self.shares_note = QLabel()
        self.shares_note.setWordWrap(True)
        clay.addWidget(self.shares_note)
        grid = QGridLayout()
        self.column_labels: list[QLabel] = []
        for c in range(COLUMNS):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.column_labels.append(label)
            grid.addWidget(label, 0, c)
            combos = []
            for r in range(SHARE_ROWS):
                combo = QComboBox()
                combo.setObjectName(f"share_{c}_{r}")
                grid.addWidget(combo, r + 1, c)
                combos.append(combo)
            self.share_combos.append(combos)
        clay.addLayout(grid)
        self.deal_button = QPushButton()
        self.deal_button.setObjectName("dealButton")
        clay.addWidget(self.deal_button, 0, Qt.AlignmentFlag.AlignLeft)
        return self.companion_box

    # --- language -------------------------------------------------------------------------------

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("NarNewGame", "New game of North American Railways"))
        self.players_box.setTitle(translate("NarNewGame", "Players"))
        self.count_label.setText(translate("NarNewGame", "Number of players:"))
        for i, edit in enumerate(self.name_edits):
            label = self.names_form.labelForField(edit)
            if isinstance(label, QLabel):
                label.setText(fill(translate("NarNewGame", "Player %1:"), i + 1))
            edit.setPlaceholderText(fill(translate("NarNewGame", "Player %1"), i + 1))
        self.deck_box.setTitle(translate("NarNewGame", "Cards"))
        self.practice_radio.setText(translate("NarNewGame", "Practice deck"))
        self.practice_note.setText(
            translate(
                "NarNewGame",
                "NOT the published cards: the values come from a formula, for trying the rules "
                "before your own cards are typed in.",
            )
        )
        self.saved_radio.setText(translate("NarNewGame", "A saved deck:"))
        self.decks_button.setText(translate("NarNewGame", "Decks…"))
        self.companion_radio.setText(
            translate("NarNewGame", "Companion mode: the physical cards on the table")
        )
        self.companion_note.setText(
            translate(
                "NarNewGame",
                "Shuffle and lay out the cards as the rules say; enter the share display below. "
                "The program asks for a city's values when the card becomes available.",
            )
        )
        self.options_box.setTitle(translate("NarNewGame", "Setup"))
        self.seed_label.setText(translate("NarNewGame", "Seed for shuffling:"))
        self.seed_spin.setToolTip(
            translate("NarNewGame", "The same seed deals the same cards and start player.")
        )
        self.choose_start.setText(
            translate("NarNewGame", "Founders choose their start city (instead of the top card)")
        )
        self.companion_box.setTitle(translate("NarNewGame", "Companion mode"))
        self.card_deck_label.setText(translate("NarNewGame", "Cards to pick from:"))
        self.card_deck_combo.setToolTip(
            translate(
                "NarNewGame",
                "A saved deck of your copy: its companies are used, and a turned-up card can be "
                "picked from its list instead of typing the values.",
            )
        )
        self.first_label.setText(translate("NarNewGame", "Start player:"))
        self.shares_note.setText(
            translate(
                "NarNewGame",
                "The share display as it lies on the table: each column from top to bottom; the "
                "last card is the one that can be taken.",
            )
        )
        for c, label in enumerate(self.column_labels):
            label.setText(fill(translate("NarNewGame", "Column %1"), c + 1))
        self.deal_button.setText(translate("NarNewGame", "Fill at random"))
        self.deal_button.setToolTip(
            translate(
                "NarNewGame",
                "Fills the display at random with the seed; lay the cards out the same way.",
            )
        )
        self._refill_deck_combos()

    # --- players --------------------------------------------------------------------------------

    def _count_changed(self) -> None:
        n = self.count_spin.value()
        while len(self.name_edits) < n:
            i = len(self.name_edits)
            edit = QLineEdit(self._names[i] if i < len(self._names) else "")
            edit.setObjectName(f"narPlayerName{i + 1}")
            edit.setPlaceholderText(fill(translate("NarNewGame", "Player %1"), i + 1))
            edit.textChanged.connect(self._fill_first_players)
            self.names_form.addRow(fill(translate("NarNewGame", "Player %1:"), i + 1), edit)
            self.name_edits.append(edit)
        while len(self.name_edits) > n:
            self.names_form.removeRow(self.name_edits.pop())
        self._fill_first_players()

    def player_names(self) -> list[str]:
        return [
            e.text().strip() or fill(translate("NarNewGame", "Player %1"), i + 1)
            for i, e in enumerate(self.name_edits)
        ]

    def players(self) -> list[dict]:
        return [{"id": f"p{i + 1}", "name": n} for i, n in enumerate(self.player_names())]

    def _fill_first_players(self) -> None:
        keep = self.first_combo.currentIndex()
        self.first_combo.blockSignals(True)
        self.first_combo.clear()
        for p in self.players():
            self.first_combo.addItem(p["name"], p["id"])
        self.first_combo.setCurrentIndex(max(0, min(keep, self.first_combo.count() - 1)))
        self.first_combo.blockSignals(False)

    # --- decks ----------------------------------------------------------------------------------

    def refresh_decks(self) -> None:
        """Read the decks folder again (after the deck editor was used)."""
        self.decks = []
        for entry in list_decks(self.folder):
            deck = None
            if entry.error is None:
                try:
                    deck = load_deck(entry.path)
                except DeckError:
                    deck = None
            self.decks.append((Path(entry.path), deck, entry.name))
        self._refill_deck_combos()

    def _refill_deck_combos(self) -> None:
        if not hasattr(self, "saved_combo"):
            return
        saved = self.saved_combo.currentData()
        self.saved_combo.blockSignals(True)
        self.saved_combo.clear()
        for path, deck, name in self.decks:
            if deck is None:
                label = name + "  " + translate("NarNewGame", "(cannot be read)")
            elif not deck_is_complete(deck):
                label = name + "  " + translate("NarNewGame", "(incomplete)")
            else:
                label = name
            if deck is not None and deck.get("practice") and "(" not in name:
                label += "  " + translate("NarNewGame", "(not the published cards)")
            self.saved_combo.addItem(label, str(path))
            item = self.saved_decks.item(self.saved_combo.count() - 1)
            item.setEnabled(deck is not None and deck_is_complete(deck))
        if not self.decks:
            self.saved_combo.addItem(translate("NarNewGame", "(no saved decks yet)"), None)
        index = self.saved_combo.findData(saved)
        if index < 0:
            index = next(
                (
                    i
                    for i in range(self.saved_combo.count())
                    if self.saved_decks.item(i).isEnabled() and self.saved_combo.itemData(i)
                ),
                0,
            )
        self.saved_combo.setCurrentIndex(index)
        self.saved_combo.blockSignals(False)
        chosen = self.card_deck_combo.currentData()
        self.card_deck_combo.blockSignals(True)
        self.card_deck_combo.clear()
        self.card_deck_combo.addItem(translate("NarNewGame", "(none: type the values in)"), None)
        for path, deck, name in self.decks:
            if deck is not None:
                self.card_deck_combo.addItem(name, str(path))
        self.card_deck_combo.setCurrentIndex(max(0, self.card_deck_combo.findData(chosen)))
        self.card_deck_combo.blockSignals(False)
        self._companies_changed()

    def _deck_at(self, path: str | None) -> dict | None:
        for p, deck, _ in self.decks:
            if path is not None and str(p) == path:
                return deck
        return None

    def select_saved_deck(self, path) -> None:
        self.saved_radio.setChecked(True)
        self.saved_combo.setCurrentIndex(self.saved_combo.findData(str(path)))

    def select_companion(self, deck_path=None) -> None:
        self.companion_radio.setChecked(True)
        if deck_path is not None:
            self.card_deck_combo.setCurrentIndex(self.card_deck_combo.findData(str(deck_path)))

    def mode(self) -> str:
        if self.companion_radio.isChecked():
            return MODE_COMPANION
        if self.saved_radio.isChecked():
            return MODE_SAVED
        return MODE_PRACTICE

    def _mode_changed(self) -> None:
        companion = self.mode() == MODE_COMPANION
        self.companion_box.setVisible(companion)
        self.options_box.setVisible(not companion)
        self.saved_combo.setEnabled(self.mode() == MODE_SAVED)
        self.problem.clear()

    # --- companion share display ----------------------------------------------------------------

    def companion_companies(self) -> list[dict]:
        deck = self._deck_at(self.card_deck_combo.currentData())
        return [dict(c) for c in (deck or in_players_language(companion_deck()))["companies"]]

    def _companies_changed(self) -> None:
        companies = self.companion_companies()
        for column in self.share_combos:
            for combo in column:
                keep = combo.currentIndex()
                combo.blockSignals(True)
                combo.clear()
                combo.addItem("—", None)
                for c in companies:
                    combo.addItem(colour_icon(c["colour"]), c["name"], c["id"])
                combo.setCurrentIndex(max(0, keep))
                combo.blockSignals(False)

    def set_share_display(self, columns: list[list[str]]) -> None:
        for c, column in enumerate(columns):
            for r, cid in enumerate(column):
                combo = self.share_combos[c][r]
                combo.setCurrentIndex(combo.findData(cid))

    def share_display(self) -> list[list[str | None]]:
        return [[combo.currentData() for combo in column] for column in self.share_combos]

    def deal_at_random(self) -> None:
        rng = random.Random(self.seed_spin.value())
        shares = [c["id"] for c in self.companion_companies() for _ in range(SHARES_PER_COMPANY)]
        rng.shuffle(shares)
        shares = shares[2:]
        self.set_share_display(
            [shares[c * SHARE_ROWS : (c + 1) * SHARE_ROWS] for c in range(COLUMNS)]
        )

    # --- result ---------------------------------------------------------------------------------

    def game_log(self) -> dict:
        """The new game's log; NarError (or DeckError) with a message for the user."""
        players = self.players()
        names = [p["name"] for p in players]
        if len(set(names)) != len(names):
            raise NarError(translate("NarNewGame", "Two players have the same name."))
        mode = self.mode()
        if mode == MODE_COMPANION:
            return self._companion_log(players)
        if mode == MODE_SAVED:
            deck = self._deck_at(self.saved_combo.currentData())
            if deck is None or not deck_is_complete(deck):
                raise NarError(
                    translate(
                        "NarNewGame",
                        "Choose a saved deck with every card's values, or use the deck editor.",
                    )
                )
        else:
            deck = in_players_language(practice_deck())
        start = "choose" if self.choose_start.isChecked() else "top"
        return new_game(deck, players, self.seed_spin.value(), start_city=start)

    def _companion_log(self, players: list[dict]) -> dict:
        """A companion game's log from the share display as entered; NarError when a share is
        missing or a company has more shares in it than exist."""
        display = [[cid for cid in column if cid is not None] for column in self.share_display()]
        if any(len(column) < SHARE_ROWS for column in display):
            raise NarError(
                translate("NarNewGame", "Enter every share of the display (4 columns of 7).")
            )
        counts: dict[str, int] = {}
        for column in display:
            for cid in column:
                counts[cid] = counts.get(cid, 0) + 1
        companies = self.companion_companies()
        names_by_id = {c["id"]: c["name"] for c in companies}
        for cid, k in counts.items():
            if k > SHARES_PER_COMPANY:
                raise NarError(
                    fill(
                        translate(
                            "NarNewGame", "%1 has %2 shares in the display, but only 6 exist."
                        ),
                        names_by_id.get(cid, cid),
                        k,
                    )
                )
        log = new_companion_game(
            players, display, self.first_combo.currentData(), companies=companies
        )
        deck = self._deck_at(self.card_deck_combo.currentData())
        if deck is not None:
            log[CARD_CHOICES] = deck
        return log

    def _accept(self) -> None:
        try:
            self.log = self.game_log()
        except DeckError as exc:
            self.problem.setText(deck_error(exc))
            return
        except NarError as exc:
            self.problem.setText(exc.message)
            return
        self.accept()
