"""What the window needs to know about a title, read from the title's data file."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from PySide6.QtGui import QColor

from railsdesk.engine.contract import BoardSnapshot, TileSet, printed_board
from railsdesk.games import ENGINE_18XX, title_info

GAMES_DIR = Path(__file__).resolve().parent.parent / "games"


def data_path(title: str) -> Path:
    return GAMES_DIR / title_info(title, ENGINE_18XX).package / "data.json"


class TitleData:
    def __init__(self, raw: dict) -> None:
        self.raw = raw
        self.title: str = str(raw.get("title", ""))
        self.layout: str = raw.get("layout", "pointy")
        self.currency_format: str = raw.get("currency_format", "$%s")
        self.corporations = {c["sym"]: c for c in raw.get("corporations", [])}
        self.minors = {c["sym"]: c for c in raw.get("minors", []) or []}
        self.companies = {c["sym"]: c for c in raw.get("companies", [])}
        self.phases: list[dict] = raw.get("phases", [])
        self.trains: list[dict] = raw.get("trains", [])
        self.market: list[list] = raw.get("market", [])
        self.tiles: dict = raw.get("tiles", {})
        self._tileset: TileSet | None = None
        self._borders: dict[str, tuple] | None = None

    @classmethod
    def load(cls, title: str) -> TitleData:
        return _load(title)

    def new_board(self) -> BoardSnapshot:
        return printed_board(self.raw)

    @property
    def tileset(self) -> TileSet:
        if self._tileset is None:
            self._tileset = TileSet.from_data(self.raw)
        return self._tileset

    def tile_def(self, name: str):
        return self.tileset.manifest.get(name)

    def corp_qcolors(self, sym: str) -> tuple[QColor, QColor]:
        corp = self.corporations.get(sym) or self.minors.get(sym) or {}
        color = QColor(corp.get("color") or "#777777")
        text = corp.get("text_color")
        if text:
            text_color = QColor(text)
        else:
            text_color = QColor("#000000") if color.lightness() > 170 else QColor("#ffffff")
        return color, text_color

    def borders(self) -> dict[str, tuple]:
        """The map's printed hex borders (engine ``Border``s of the starting tiles) by hex; they
        stay when tiles are laid. "impassable" ones block track; untyped ones join the parts
        of a larger off-board area."""
        if self._borders is None:
            self._borders = {
                hex_id: hex_.tile.borders
                for hex_id, hex_ in self.new_board().hexes.items()
                if hex_.tile.borders
            }
        return self._borders

    def phase(self, name: str | None) -> dict:
        for ph in self.phases:
            if ph["name"] == name:
                return ph
        return self.phases[0] if self.phases else {}

    def phase_tile_colors(self, name: str | None) -> list[str]:
        return list(self.phase(name).get("tiles", []))

    def company_name(self, sym: str) -> str:
        c = self.companies.get(sym)
        return c["name"] if c else sym

    def corp_name(self, sym: str) -> str:
        c = self.corporations.get(sym) or self.minors.get(sym)
        return c.get("name", sym) if c else sym


@cache
def _load(title: str) -> TitleData:
    path = data_path(title)
    return TitleData(json.loads(path.read_text(encoding="utf-8")))
