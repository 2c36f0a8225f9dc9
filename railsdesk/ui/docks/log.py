"""The log dock: the game's log as sentences, to browse its earlier moments; filtered by who
takes part (a player or a company) and by what it is about (money, shares, track, trains), and
searched by its words."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from railsdesk.engine.contract import parties_of, topics_of
from railsdesk.ui.i18n import QT_TRANSLATE_NOOP

INDEX_ROLE = Qt.ItemDataRole.UserRole  # the action's index among the live actions
TOPICS = {
    "money": QT_TRANSLATE_NOOP("LogWidget", "Money"),
    "shares": QT_TRANSLATE_NOOP("LogWidget", "Shares"),
    "track": QT_TRANSLATE_NOOP("LogWidget", "Track and stations"),
    "trains": QT_TRANSLATE_NOOP("LogWidget", "Trains"),
}


class LogList(QListWidget):
    """The log's list: ``movedByKey`` when a key (arrows, Page Up/Down, Home, End) moves the
    current entry. Only keys count: the list also picks a current entry by itself, e.g. when
    it gets the focus."""

    movedByKey = Signal(QListWidgetItem)  # noqa: N815

    def keyPressEvent(self, event) -> None:  # noqa: N802
        before = self.currentItem()
        super().keyPressEvent(event)
        item = self.currentItem()
        if item is not None and item is not before:
            self.movedByKey.emit(item)


class LogWidget(QWidget):
    """The game log as sentences; clicking an entry shows the game as it was then, and its
    context menu plays on from there."""

    entryChosen = Signal(int)  # noqa: N815 - index of the action (-1 = the present)
    playOnRequested = Signal(int)  # noqa: N815 - play on from after the action of this index

    def __init__(
        self,
        named: Callable[[Mapping[str, object]], Mapping[str, object]] = dict,
        parent=None,
    ) -> None:
        """named: an entry's params with the names its sentence uses (Names.params), which
        the filter by who offers."""
        super().__init__(parent)
        self.named = named
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.list = LogList()
        self.list.setWordWrap(True)
        # a long game's thousands of entries laid out a batch at a time: opening a game does
        # not wait for all of them (it took 60 ms for 3,000). Each new entry lays them all out
        # anew, and meanwhile the scroll bar's range is that of the entries laid out so far:
        # the list keeps to its end, or to the row the player reads, while they are laid out
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self._follow_end = False  # whether the list keeps to its newest entry
        self._read_row = 0  # the scroll bar's value (a row) the player reads when not following
        bar = self.list.verticalScrollBar()
        bar.rangeChanged.connect(self._keep_place)
        bar.actionTriggered.connect(self._player_scrolled)  # wheel, drag, arrows of the bar
        self.list.setObjectName("logList")
        self.list.itemClicked.connect(self._clicked)
        # the arrow keys browse the history as clicks do
        self.list.movedByKey.connect(self._clicked)
        self.list.movedByKey.connect(self._player_scrolled)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._show_menu)
        self.plays_on = False  # whether the game can go on from an earlier moment
        self._chosen: int | None = None  # the action shown (None: the present)
        # what the list shows, as Python keeps it: (action index, sentence), and by row what
        # each entry is about (engine/log.py TOPICS) and whom it names. Comparing these is a
        # tenth of asking the list's items, and the items carry no more than their action:
        # each further value set on an item took a long game's log 5 ms more to fill.
        self._shown_entries: list[tuple[int | None, str]] = []
        self.entry_topics: list[list[str]] = []
        self.entry_parties: list[list[str]] = []
        layout.addLayout(self._filter_row())
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.history_label = QLabel()
        self.present = QPushButton()
        self.present.clicked.connect(lambda: self.entryChosen.emit(-1))
        self.present.setVisible(False)
        row.addWidget(self.history_label, 1)
        row.addWidget(self.present)
        layout.addLayout(row)
        self.retranslate()

    def _filter_row(self) -> QHBoxLayout:
        """The search box, who and what about."""
        self.search = QLineEdit()
        self.search.setObjectName("logSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.apply_filter)
        self.party = QComboBox()
        self.party.setObjectName("logParty")
        self.party.addItem("", None)
        self.party.currentIndexChanged.connect(self.apply_filter)
        self.topic = QComboBox()
        self.topic.setObjectName("logTopic")
        self.topic.addItem("", None)
        for topic in TOPICS:
            self.topic.addItem("", topic)
        self.topic.currentIndexChanged.connect(self.apply_filter)
        row = QHBoxLayout()
        row.addWidget(self.search, 2)
        row.addWidget(self.party, 1)
        row.addWidget(self.topic, 1)
        return row

    def retranslate(self) -> None:
        self.present.setText(self.tr("Back to the present"))
        self.search.setPlaceholderText(self.tr("Search the log"))
        self.party.setItemText(0, self.tr("Everyone"))
        self.topic.setItemText(0, self.tr("Everything"))
        for row in range(1, self.topic.count()):
            self.topic.setItemText(row, self.tr(TOPICS[self.topic.itemData(row)]))

    def set_entries(
        self,
        entries: list[tuple[int | None, str]],
        engine_entries: Sequence[Mapping[str, object]] = (),
    ) -> None:
        """(action index, sentence) pairs, oldest first, and the engine's entries they were
        made from (their keys and parameters: what the filter sorts by). Unchanged entries are
        kept."""
        lst = self.list
        shown = self._shown_entries
        same = len(shown)
        if entries[:same] != shown:  # an undo or a language change: from the first change
            pairs = enumerate(zip(shown, entries, strict=False))
            same = next(
                (i for i, (old, new) in pairs if old != new),
                min(len(shown), len(entries)),  # one is the other's beginning
            )
        if same == len(shown) == len(entries):
            return
        undone = same < len(shown)
        while lst.count() > same:
            lst.takeItem(lst.count() - 1)
        del self.entry_topics[same:]
        del self.entry_parties[same:]
        filtered = self._filtered()
        for position, (index, text) in enumerate(entries[same:], start=same):
            item = QListWidgetItem(text)
            item.setData(INDEX_ROLE, index)
            topics: list[str] = []
            parties: list[str] = []
            if position < len(engine_entries):
                engine_entry = engine_entries[position]
                params = engine_entry.get("params") or {}
                assert isinstance(params, dict)
                topics = sorted(topics_of(str(engine_entry.get("key"))))
                parties = sorted(parties_of(dict(self.named(params))))
            self.entry_topics.append(topics)
            self.entry_parties.append(parties)
            lst.addItem(item)
            if filtered and not self._shown(position, text):
                item.setHidden(True)  # in the list: an item not in one cannot be hidden
        self._shown_entries = list(entries)
        self._fill_parties()
        # an undo (or another language) shows the game's present: the list follows it again
        self._follow_end = self._follow_end or undone or same == 0
        if self._follow_end:
            lst.scrollToBottom()

    def _keep_place(self, _low: int, high: int) -> None:
        bar = self.list.verticalScrollBar()
        bar.setValue(high if self._follow_end else min(self._read_row, high))

    def _player_scrolled(self, *_args) -> None:
        """The player moved in the list: it follows new entries when he is at its end."""
        bar = self.list.verticalScrollBar()
        self._read_row = bar.sliderPosition()  # the value follows the action's position
        self._follow_end = self._read_row >= bar.maximum()

    def _fill_parties(self) -> None:
        """Everyone the log names, in alphabetical order; the choice is kept."""
        names = {name for parties in self.entry_parties for name in parties}
        wanted = sorted(names, key=str.casefold)
        shown = [self.party.itemData(row) for row in range(1, self.party.count())]
        if shown == wanted:
            return
        chosen = self.party.currentData()
        self.party.blockSignals(True)
        while self.party.count() > 1:
            self.party.removeItem(1)
        for name in wanted:
            self.party.addItem(name, name)
        self.party.setCurrentIndex(max(self.party.findData(chosen), 0) if chosen else 0)
        self.party.blockSignals(False)
        if chosen and self.party.currentData() != chosen:
            self.apply_filter()

    def _filtered(self) -> bool:
        """Whether the search or a choice leaves entries out."""
        chosen = (self.party.currentData(), self.topic.currentData())
        return bool(self.search.text().strip()) or chosen != (None, None)

    def _shown(self, row: int, text: str) -> bool:
        words = self.search.text().strip().casefold()
        party, topic = self.party.currentData(), self.topic.currentData()
        return (
            (not words or words in text.casefold())
            and (party is None or party in self.entry_parties[row])
            and (topic is None or topic in self.entry_topics[row])
        )

    def apply_filter(self) -> None:
        """Hide the entries the search and the choices leave out."""
        # hidden entries laid out a batch at a time leave the list a scroll range too short
        # for those shown, and it showed none of them: a filtered list is laid out at once
        batched = not self._filtered()
        self.list.setLayoutMode(
            QListView.LayoutMode.Batched if batched else QListView.LayoutMode.SinglePass
        )
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(not self._shown(row, item.text()))
        current = self.list.currentItem()
        if current is not None and not current.isHidden():
            if batched:  # the scroll bar grows a batch at a time: it keeps to the entry's row
                self._follow_end = False
                self._read_row = self.list.row(current)
            self.list.scrollToItem(current)

    def set_history(self, index: int | None, text: str = "") -> None:
        self._chosen = index
        self.present.setVisible(index is not None)
        self.history_label.setText(text if index is not None else "")

    def entry_menu(self, item: QListWidgetItem) -> QMenu | None:
        """An entry's menu: play on from after its action (not from the last one: that is
        the present); None for an entry of no action, or a game that cannot go on."""
        index = item.data(INDEX_ROLE)
        if index is None or not self.plays_on:
            return None
        menu = QMenu(self)
        play_on = menu.addAction(self.tr("Play on from here"))
        play_on.setEnabled(int(index) < self._last_index())
        play_on.triggered.connect(lambda _=False, i=int(index): self.playOnRequested.emit(i))
        return menu

    def _last_index(self) -> int:
        for row in range(self.list.count() - 1, -1, -1):
            index = self.list.item(row).data(INDEX_ROLE)
            if index is not None:
                return int(index)
        return -1

    def _show_menu(self, pos) -> None:
        item = self.list.itemAt(pos)
        menu = self.entry_menu(item) if item is not None else None
        if menu is not None:
            menu.exec(self.list.viewport().mapToGlobal(pos))
            menu.deleteLater()

    def _clicked(self, item: QListWidgetItem) -> None:
        """Show the entry's moment (once: a key held down repeats)."""
        index = item.data(INDEX_ROLE)
        if index is not None and int(index) != self._chosen:
            self._chosen = int(index)
            self.entryChosen.emit(int(index))
