"""North American Railways on the screen: the card table, its dialogs, the deck editor and the
new-game dialog (see docs/nar_ui.md). The rules are in :mod:`railsdesk.games.nar`."""
