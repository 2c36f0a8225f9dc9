"""The table companion's look: light type on a dark page, read from across a table, with the
action panel as a light card (its notes dark grey)."""

STYLE = """
QWidget#companionView { background: #101418; }
QWidget#companionView QLabel, QWidget#companionView QGroupBox { color: #f4f4f4; }
QGroupBox { border: 1px solid #5a6470; margin-top: 1.2em; font-weight: bold; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; }
QLabel#banner { font-weight: bold; color: #ffffff; }
QLabel#todo { color: #ffd166; font-weight: bold; }
QLabel#refusal { color: #ff6b6b; font-weight: bold; }
QTableWidget, QListWidget { background: #1b2128; color: #f4f4f4; gridline-color: #3a424c; }
QHeaderView::section { background: #2a323c; color: #f4f4f4; }
QPushButton { background: #2d6cdf; color: white; border-radius: 4px; padding: 4px 10px; }
QPushButton:disabled { background: #3a424c; color: #9aa3ad; }
QLineEdit, QSpinBox { background: #ffffff; color: #000000; }
QHeaderView { background: #2a323c; }
QTableCornerButton::section { background: #2a323c; }
QScrollArea { background: transparent; border: none; }
QScrollArea > QWidget > QWidget { background: transparent; }
QWidget#companionPanel { background: #e8ecf0; border-radius: 4px; }
QWidget#companionPanel QLabel, QWidget#companionPanel QGroupBox { color: #101418; }
"""
