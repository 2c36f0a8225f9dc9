"""A company's board on the card table: director, treasury, revenue, Coast-to-Coast total,
shares held and the network (the start city on ochre, then the cities bought)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout

from railsdesk.ui.nar.cards import ACCENT
from railsdesk.ui.nar.text import Names, company_colour, fill, money, text_colour, translate
from railsdesk.ui.nar.widgets import bold, wrapping

MARGIN = 6  # inside a company board


class CompanyBoard(QFrame):
    """One company's place on the table: treasury, start city, network, director. Labels wrap
    (German words at their soft hyphens) so that a narrow board still shows every word."""

    clicked = Signal(str)
    revealRequested = Signal(str)  # noqa: N815  a start city whose revenue is to be entered

    FIGURES = 4

    def __init__(self, company: str, parent=None) -> None:
        super().__init__(parent)
        self.company = company
        self.setObjectName(f"company_{company}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 6)
        lay.setSpacing(2)
        self.header = bold(wrapping(), 1.1)
        self.header.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.header.setMinimumHeight(26)
        lay.addWidget(self.header)
        self.note = wrapping()
        self.note.setContentsMargins(MARGIN, 2, MARGIN, 0)
        lay.addWidget(self.note)  # "not founded yet", or the director
        self.figures = QGridLayout()
        self.figures.setContentsMargins(MARGIN, 2, MARGIN, 0)
        self.figures.setHorizontalSpacing(6)
        self.figures.setVerticalSpacing(1)
        self.figure_labels: list[tuple[QLabel, QLabel]] = []
        for row in range(self.FIGURES):
            name, value = wrapping(), bold(QLabel())
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self.figures.addWidget(name, row, 0)
            self.figures.addWidget(value, row, 1)
            self.figure_labels.append((name, value))
        self.figures.setColumnStretch(0, 1)
        lay.addLayout(self.figures)
        self.network_title = QLabel()
        self.network_title.setContentsMargins(MARGIN, 4, MARGIN, 0)
        f = self.network_title.font()
        f.setItalic(True)
        self.network_title.setFont(f)
        lay.addWidget(self.network_title)
        self.network = QGridLayout()
        self.network.setContentsMargins(MARGIN, 0, MARGIN, 0)
        self.network.setHorizontalSpacing(4)
        self.network.setVerticalSpacing(1)
        self.network.setColumnStretch(0, 1)
        self.network_rows: list[tuple[QLabel, QLabel, QLabel]] = []
        lay.addLayout(self.network)
        lay.addStretch(1)
        self.start_label: QLabel | None = None

    def _network_row(self, row: int) -> tuple[QLabel, QLabel, QLabel]:
        while len(self.network_rows) <= row:
            k = len(self.network_rows)
            name, revenue, symbols = wrapping(), QLabel(), QLabel()
            name.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
            name.linkActivated.connect(lambda link: self.revealRequested.emit(link))
            revenue.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            revenue.setStyleSheet("color: #1e8449;")
            symbols.setStyleSheet("color: #1f4e79;")
            self.network.addWidget(name, k, 0)
            self.network.addWidget(revenue, k, 1)
            self.network.addWidget(symbols, k, 2)
            self.network_rows.append((name, revenue, symbols))
        return self.network_rows[row]

    def set_state(self, comp: dict, state: dict, names: Names, highlight: bool) -> None:
        colour = company_colour(comp["colour"])
        ink = text_colour(colour)
        self.header.setText(comp["name"])
        self.header.setStyleSheet(
            f"background: {colour.name()}; color: {ink.name()}; border-radius: 3px; padding: 2px;"
        )
        border = ACCENT.name() if highlight else "#aab7b8"
        width = 3 if highlight else 1
        self.setStyleSheet(
            f"#company_{self.company} {{ border: {width}px solid {border}; border-radius: 5px; "
            "background: #fdfefe; }"
        )
        founded = comp["founded"]
        if founded:
            # a line of its own: a long name would make the figures too wide
            self.note.setText(
                fill(
                    translate("NarTable", "%1: %2"),
                    translate("NarTable", "Director"),
                    f"<b>{escape(names.player(comp['director']))}</b>",
                )
            )
        else:
            self.note.setText("<i>" + translate("NarTable", "not founded yet") + "</i>")
        self.network_title.setVisible(founded)
        self.network_title.setText(translate("NarTable", "Network"))
        figures = [
            (translate("NarTable", "Treasury"), money(comp["treasury"])),
            (translate("NarTable", "Revenue"), money(comp["revenue"])),
            (translate("NarTable", "Coast-to-Coast"), str(comp["coast_to_coast"])),
            (translate("NarTable", "Shares held"), str(comp["shares_held"])),
        ]
        for (name, value), (text, figure) in zip(self.figure_labels, figures, strict=True):
            name.setText(text)
            value.setText(figure)
            name.setVisible(founded)
            value.setVisible(founded)
        self._show_network(self._network(comp, state["cards"]) if founded else [])
        self.start_label = self.network_rows[0][0] if founded else None

    @staticmethod
    def _network(comp: dict, cards: dict) -> list[tuple[str, str, str]]:
        """Name, revenue and symbols of the start city, then of each city bought."""
        start = cards.get(comp["start_city"]) or {}
        start_name = start.get("name", "?")
        if start and start.get("revenue") is None:
            start_name = escape(start_name)  # a link makes the label rich text
            link = translate("NarTable", "enter its revenue")
            start_name += f" <a href='{comp['start_city']}'>{link}</a>"
        rows = [(start_name, money(start.get("revenue")), "")]
        for cid in comp["cities"]:
            card = cards[cid]
            sym = "◆" * int(card.get("symbols") or 0)
            rows.append((card["name"], money(card.get("revenue")), sym))
        return rows

    def _show_network(self, rows: list[tuple[str, str, str]]) -> None:
        for k in range(max(len(rows), len(self.network_rows))):
            name, revenue, symbols = self._network_row(k)
            shown = k < len(rows)
            for cell in (name, revenue, symbols):
                cell.setVisible(shown)
            if not shown:
                continue
            name.setText(rows[k][0])
            revenue.setText(rows[k][1])
            symbols.setText(rows[k][2])
            name.setStyleSheet("background: #f6e3b4;" if k == 0 else "")

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.company)
        super().mousePressEvent(event)
