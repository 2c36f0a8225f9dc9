"""The card game's own screens: a new game asks for its deck (or companion setup) before its
table opens (railsdesk.ui.nar holds the table, its dialogs and the deck editor)."""

from __future__ import annotations

from collections.abc import Callable

from railsdesk.ui.titles import TitleScreens


class ScreensNar(TitleScreens):
    def ask_new_game(self, window, players: list, seed: int, start: Callable) -> bool:
        from railsdesk.ui.nar.host import ask_new_game

        ask_new_game(window, players, seed, start)
        return True


SCREENS = ScreensNar()
