"""A title's map without rules, for titles whose rules engine is not there yet: the board editor
shows it, nothing can be played, undone or saved."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from railsdesk.engine.contract import Current, Legal, PlayerView, Snapshot, TitleView
from railsdesk.ui import settings as user
from railsdesk.ui.document import GameDocument
from railsdesk.ui.engine_messages import translate_engine_message
from railsdesk.ui.titledata import TitleData


class MapDocument(GameDocument):
    savable = False

    def __init__(self, title: str, players: list[dict], parent=None) -> None:
        super().__init__(None, parent)
        self._title = title
        self._players = [{"id": p["id"], "name": p["name"]} for p in players]
        self.data = TitleData.load(title)
        self.board = self.data.new_board()

    @property
    def title(self) -> str:
        return self._title

    def players(self) -> list[dict]:
        return list(self._players)

    def snapshot(self) -> Snapshot:
        """The printed map and the players, before anything happens."""
        players = [p["id"] for p in self._players]
        return Snapshot(
            round="",
            turn=0,
            round_num=0,
            phase=self.data.phases[0]["name"] if self.data.phases else "",
            bank=self.data.raw.get("bank_cash", 0),
            players={str(pid): PlayerView(cash=0, shares={}, companies=[]) for pid in players},
            corporations={},
            minors={},
            companies={},
            tiles={},
            active=[],
            finished=False,
            board=self.board,
            depot=[],
            trains_left={  # a map without rules: the printed numbers
                t["name"]: None if t.get("num") == "unlimited" else t.get("num", 1)
                for t in self.data.trains
            },
            current=Current(entity=None, entity_type=None, step=None),
            bids=[],
            last_run={},
            round_label="",
            players_order=players,
            cert_limit=0,
            train_limit=0,
            steps=[],
            end_reason=None,
            blocked_hexes={},
            title_view=TitleView(),
            log=[],
        )

    def legal(self) -> Legal:
        return Legal()

    def history(self) -> list[dict]:
        return []

    def acting_player(self):
        return None

    def process(self, action: dict) -> bool:
        text = translate_engine_message("engine_missing")
        self.error.emit(text or "The rules of this game are not ready yet.")
        return False

    @property
    def can_undo(self) -> bool:
        return False

    @property
    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def write(self, path) -> None:
        raise ValueError(f"{self._title}: a map without rules has no game to save")

    def autosave_path(self) -> Path:
        return user.autosave_path()

    def default_file_name(self) -> str:
        return f"{self._title}.rdsave"

    def file_filter(self) -> str:
        return QCoreApplication.translate("MainWindow", "railsdesk games (*.rdsave *.json)")
