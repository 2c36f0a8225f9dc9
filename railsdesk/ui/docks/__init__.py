"""The docks' contents: tile tray, tile manifest, stock market, trains and phases, players and
companies, game log. Each renders from the session's snapshot and legal moves."""

from railsdesk.ui.docks.log import LogWidget
from railsdesk.ui.docks.manifest import ManifestWidget
from railsdesk.ui.docks.market import MarketWidget, market_scroll
from railsdesk.ui.docks.players import PlayersWidget
from railsdesk.ui.docks.trains import TrainsWidget
from railsdesk.ui.docks.tray import TileTray

__all__ = [
    "LogWidget",
    "ManifestWidget",
    "MarketWidget",
    "PlayersWidget",
    "TileTray",
    "TrainsWidget",
    "market_scroll",
]
