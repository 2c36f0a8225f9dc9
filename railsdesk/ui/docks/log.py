"""The log dock: the game's log as sentences, to browse its earlier moments."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


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
    """The game log as sentences; clicking an entry shows the game as it was then."""

    entryChosen = Signal(int)  # noqa: N815 - index of the action (-1 = the present)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.list = LogList()
        self.list.setWordWrap(True)
        self.list.setObjectName("logList")
        self.list.itemClicked.connect(self._clicked)
        # the arrow keys browse the history as clicks do
        self.list.movedByKey.connect(self._clicked)
        self._chosen: int | None = None  # the action shown (None: the present)
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

    def retranslate(self) -> None:
        self.present.setText(self.tr("Back to the present"))

    def set_entries(self, entries: list[tuple[int | None, str]]) -> None:
        """(action index, sentence) pairs, oldest first. Unchanged entries are kept."""
        lst = self.list
        same = 0
        for index, text in entries:
            if same >= lst.count():
                break
            item = lst.item(same)
            if item.data(Qt.ItemDataRole.UserRole) != index or item.text() != text:
                break
            same += 1
        if same == lst.count() == len(entries):
            return
        at_end = lst.verticalScrollBar().value() >= lst.verticalScrollBar().maximum() - 2
        while lst.count() > same:
            lst.takeItem(lst.count() - 1)
        for index, text in entries[same:]:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, index)
            lst.addItem(item)
        if at_end or same == 0:
            lst.scrollToBottom()

    def set_history(self, index: int | None, text: str = "") -> None:
        self._chosen = index
        self.present.setVisible(index is not None)
        self.history_label.setText(text if index is not None else "")

    def _clicked(self, item: QListWidgetItem) -> None:
        """Show the entry's moment (once: a key held down repeats)."""
        index = item.data(Qt.ItemDataRole.UserRole)
        if index is not None and int(index) != self._chosen:
            self._chosen = int(index)
            self.entryChosen.emit(int(index))
