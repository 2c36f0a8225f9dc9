"""User settings (QSettings) and user folders (platformdirs).

The stored settings are read defensively: a value of the wrong kind (a settings file edited by
hand, damaged, or written by another version) gives the default, never an exception."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QColor

from railsdesk.files import APP, user_data_dir

DEFAULT_PLAYER_COLORS = ["#c0392b", "#2471a3", "#229954", "#d4ac0d", "#7d3c98", "#ca6f1e"]
DEFAULT_ROUTE_COLORS = ["#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4"]
LANGUAGES = ("en", "de", "nl")
UI_SCALES = (0.75, 3.0)  # the range the settings dialog offers


def data_dir() -> Path:
    return user_data_dir()


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def running_marker() -> Path:
    return data_dir() / "running.json"


class Settings:
    """Typed access to the stored settings."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings or QSettings(APP, APP)

    def _value(self, key: str, default=None):
        """The stored value; the default for one Qt cannot turn into a Python value."""
        try:
            return self.q.value(key, default)
        except (RuntimeError, TypeError, ValueError):  # e.g. a damaged @Variant(...) entry
            return default

    def _get(self, key: str, default, kind=None):
        value = self._value(key, default)
        if kind is bool:
            return value in (True, "true", "1", 1)
        if kind is float:
            try:
                number = float(value)
            except (TypeError, ValueError, OverflowError):
                return default
            return number if math.isfinite(number) else default
        if kind is list:
            if value is None:
                return list(default)
            return list(value) if isinstance(value, (list, tuple)) else [value]
        return value

    def _colors(self, key: str, default: list[str]) -> list[str]:
        """The stored colours, each replaced by the default where it is not a colour."""
        stored = self._get(key, default, list)
        return [
            color if isinstance(color, str) and QColor.isValidColorName(color) else fallback
            for color, fallback in zip(stored + default[len(stored) :], default, strict=False)
        ]

    def _bytes(self, key: str) -> QByteArray | None:
        value = self._value(key)
        if isinstance(value, (bytes, bytearray)):
            value = QByteArray(bytes(value))
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def language(self) -> str:
        lang = self._get("language", "")
        return lang if lang in LANGUAGES else ""

    @language.setter
    def language(self, value: str) -> None:
        self.q.setValue("language", value)

    @property
    def player_colors(self) -> list[str]:
        return self._colors("player_colors", DEFAULT_PLAYER_COLORS)

    @player_colors.setter
    def player_colors(self, value: list[str]) -> None:
        self.q.setValue("player_colors", list(value))

    @property
    def route_colors(self) -> list[str]:
        return self._colors("route_colors", DEFAULT_ROUTE_COLORS)

    @route_colors.setter
    def route_colors(self, value: list[str]) -> None:
        self.q.setValue("route_colors", list(value))

    @property
    def show_coords(self) -> bool:
        return self._get("show_coords", True, bool)

    @show_coords.setter
    def show_coords(self, value: bool) -> None:
        self.q.setValue("show_coords", bool(value))

    @property
    def show_names(self) -> bool:
        return self._get("show_names", True, bool)

    @show_names.setter
    def show_names(self, value: bool) -> None:
        self.q.setValue("show_names", bool(value))

    @property
    def ui_scale(self) -> float:
        low, high = UI_SCALES
        return min(high, max(low, self._get("ui_scale", 1.0, float)))

    @ui_scale.setter
    def ui_scale(self, value: float) -> None:
        self.q.setValue("ui_scale", float(value))

    @property
    def recent_files(self) -> list[str]:
        return [p for p in self._get("recent_files", [], list) if isinstance(p, str) and p]

    def add_recent(self, path: str) -> None:
        files = [p for p in self.recent_files if p != path]
        files.insert(0, path)
        self.q.setValue("recent_files", files[:10])

    def last_players(self) -> list[str]:
        return [p for p in self._get("last_players", [], list) if isinstance(p, str)]

    def set_last_players(self, names: list[str]) -> None:
        self.q.setValue("last_players", list(names))

    def layout_state(self, title: str) -> QByteArray | None:
        return self._bytes(f"layout/{title}/state")

    def set_layout_state(self, title: str, state) -> None:
        self.q.setValue(f"layout/{title}/state", state)

    def window_geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    def set_window_geometry(self, geometry) -> None:
        self.q.setValue("window/geometry", geometry)

    def sync(self) -> None:
        self.q.sync()
