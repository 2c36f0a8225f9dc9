"""The settings dialog: language, player and route colours, map labels, UI scale."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from railsdesk.ui.i18n import NAMES


class ColorButton(QPushButton):
    def __init__(self, color: str, parent=None) -> None:
        super().__init__(parent)
        self.color = color
        self.setFixedWidth(40)
        self.clicked.connect(self._pick)
        self._show()

    def _show(self) -> None:
        self.setStyleSheet(f"background: {self.color}; border: 1px solid #555; min-height: 20px;")

    def _pick(self) -> None:
        c = QColorDialog.getColor(QColor(self.color), self)
        if c.isValid():
            self.color = c.name()
            self._show()


class SettingsDialog(QDialog):
    def __init__(self, settings, languages, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.setObjectName("settingsDialog")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox()
        self.language.setObjectName("languageCombo")
        for code in languages.available():
            self.language.addItem(NAMES[code], code)
        idx = self.language.findData(languages.current)
        self.language.setCurrentIndex(max(0, idx))
        form.addRow(self.tr("Language:"), self.language)
        self.scale = QDoubleSpinBox()
        self.scale.setObjectName("uiScale")
        self.scale.setRange(0.75, 3.0)
        self.scale.setSingleStep(0.25)
        self.scale.setValue(settings.ui_scale)
        form.addRow(self.tr("Interface scale:"), self.scale)
        note = QLabel(self.tr("A new interface scale applies when railsdesk starts again."))
        note.setWordWrap(True)
        form.addRow(note)
        from PySide6.QtWidgets import QCheckBox

        self.coords = QCheckBox(self.tr("Show coordinates on the map frame"))
        self.coords.setObjectName("showCoords")
        self.coords.setChecked(settings.show_coords)
        self.names = QCheckBox(self.tr("Show location names"))
        self.names.setObjectName("showNames")
        self.names.setChecked(settings.show_names)
        form.addRow(self.coords)
        form.addRow(self.names)
        layout.addLayout(form)
        self.player_buttons = self._colors(
            layout, self.tr("Player colours"), settings.player_colors
        )
        self.route_buttons = self._colors(layout, self.tr("Route colours"), settings.route_colors)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _colors(self, layout, title: str, colors: list[str]) -> list[ColorButton]:
        box = QGroupBox(title)
        row = QHBoxLayout(box)
        buttons = []
        for c in colors:
            b = ColorButton(c)
            row.addWidget(b)
            buttons.append(b)
        row.addStretch(1)
        layout.addWidget(box)
        return buttons

    def apply(self) -> None:
        s = self.settings
        s.language = self.language.currentData()
        s.ui_scale = self.scale.value()
        s.show_coords = self.coords.isChecked()
        s.show_names = self.names.isChecked()
        s.player_colors = [b.color for b in self.player_buttons]
        s.route_colors = [b.color for b in self.route_buttons]
        s.sync()


_UNUSED = QWidget
