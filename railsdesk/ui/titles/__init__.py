"""Each title's own screens: the controls, lines and docks only one title has. They live in
railsdesk.ui.titles.<the title's package> (the package its entry in the registry of titles,
railsdesk.games.TITLES, names), which exposes SCREENS: a TitleScreens whose hooks the generic
panels call. A title without screens of its own gets the plain TitleScreens, which adds nothing.

The hooks:
    decisions(panel)            the action panel's controls for the title's own decisions
    status_lines(view, data, names)   lines above the action panel on the title's state
    company_columns(view, money)      columns of its own in the companies' table
    docks(data)                 docks of the board's window of its own, by key
    ask_new_game(window, players, seed, start)   a new game that asks more than the start page
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import import_module
from importlib.util import find_spec

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QWidget

from railsdesk.engine.contract import Snapshot, TitleView
from railsdesk.games import TITLES
from railsdesk.ui.i18n import with_terms


class TitleDock(QWidget):
    """A dock's widget of a title's own: drawn again from each new snapshot."""

    def set_state(self, snapshot: Snapshot, names: dict) -> None:
        raise NotImplementedError

    def dock_title(self) -> str:
        """The dock's name in the player's language."""
        raise NotImplementedError


class TitleDecisions(QObject):
    """The action panel's controls for the decisions only one title has: the plain default
    offers none. Its helpers are shared by the titles' controls (built into an ActionPanel,
    whose helpers make the buttons and groups)."""

    # the action types these controls offer (the panel offers no plain button for them)
    decided_here: frozenset[str] = frozenset()

    def __init__(self, panel) -> None:
        super().__init__(panel)
        self.panel = panel

    def build(self, legal: dict, actions: list[str]) -> None:
        """Add the controls for the decision the legal answer asks for."""

    def takes_choice(self, legal: dict) -> bool:
        """Whether these controls answer the question of a "choose", so that the panel shows
        no plain answers for it."""
        return False

    def takes_pass(self, actions: list[str]) -> bool:
        """Whether passing is one of these controls' choices, so that the panel shows no plain
        Pass for it."""
        return False

    def bankruptcy_outcome(self) -> str:
        """What a declared bankruptcy brings, for its confirmation."""
        return QCoreApplication.translate(
            "DecisionControls",
            "The game ends with it, and the player with the greatest wealth wins.",
        )

    # --- helpers --------------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return self.panel.data.title

    def text(self, source: str) -> str:
        """A translated sentence with the title's words for its {term:...} placeholders."""
        return with_terms(source, self.title)

    def view(self) -> TitleView:
        view: TitleView | None = self.panel.snapshot.get("title_view")
        return view or {}

    def player_name(self, pid) -> str:
        return str(self.panel.names.get(str(pid), pid))

    def player_cash(self, pid) -> int:
        return int(((self.panel.snapshot.get("players") or {}).get(str(pid)) or {}).get("cash", 0))

    def note(self, lay, text: str, name: str = "") -> QLabel:
        label = self.panel._label(text)
        label.setStyleSheet("color: #444;")
        if name:
            label.setObjectName(name)
        lay.addWidget(label)
        return label

    def location(self, hex_id) -> str:
        """A hex by its place name, as the map prints it (the coordinates where it has none)."""
        return self.panel.place(hex_id)


class CompanyColumns:
    """A title's own columns in the companies' table: their headers, and each company's cells
    as (text, tooltip). The plain default has none."""

    def __init__(self, headers: list[str] | None = None) -> None:
        self.headers = headers or []

    def cells(self, sym: str) -> list[tuple[str, str]]:
        return []

    def train_mark(self, train: str) -> str:
        """A mark after a train's name in the trains column (1856: "*" for the one the CGR
        borrowed)."""
        return ""

    def run_train(self, sym: str) -> tuple[str, str]:
        """The train a company that owns none runs all the same, by name, and the tooltip
        that says so (1880: an investor runs the bank's cheapest); ("", "") for none."""
        return "", ""


class TitleScreens:
    """The hooks the generic panels call; this plain default adds nothing."""

    # what the rulebook puts before a minor's number (1880's investors: "A" for A1-A7)
    minor_prefix = ""

    def decisions(self, panel) -> TitleDecisions:
        return TitleDecisions(panel)

    def status_lines(self, view: TitleView, data, names: dict) -> list[str]:
        """Rich-text lines on the title's own state (the snapshot's title view, not empty),
        shown above the action panel; data: the title's TitleData, names: the players'."""
        return []

    def company_columns(self, view: TitleView, money: Callable[[int], str]) -> CompanyColumns:
        """The companies' table's columns of the title's own, from the title view; money
        formats an amount in the title's currency."""
        return CompanyColumns()

    def docks(self, data) -> dict[str, TitleDock]:
        """The board window's docks of the title's own, by key."""
        return {}

    def ask_new_game(self, window, players: list, seed: int, start: Callable) -> bool:
        """Ask what a new game needs beyond the start page (then start(document)); False:
        the window starts the game itself."""
        return False


PLAIN = TitleScreens()


@cache
def screens_for(title: str) -> TitleScreens:
    """The title's screens, found from its entry in the registry of titles."""
    info = TITLES.get(title)
    if info is None:
        return PLAIN
    name = f"{__name__}.{info.package}"
    if find_spec(name) is None:
        return PLAIN
    screens: TitleScreens = import_module(name).SCREENS
    return screens
