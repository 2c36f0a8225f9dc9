"""1880's numbers and the rules its rulebook and 18xx.games read differently."""

from __future__ import annotations

from railsdesk.engine.readings import Rule

MIN_BID_INCREMENT = 5
RIVER_DISCOUNT = 20  # P4: off the terrain cost of river hexes
MERGER_BONUS = 50  # paid to the owner of an investor that merges

# Building permits a president's certificate of each size may choose (R 411-417).
PERMITS = {20: ["ABC", "BCD"], 30: ["AB", "BC", "CD"], 40: ["A", "B", "C", "D"]}

# The order track: four slots at each par price, the 100s operating first.
PAR_PRICES = (100, 90, 80, 70)
SLOTS = 4

AUCTION_RAISES = Rule(
    "auction_raises",
    "1880 V (R 260)",
    "a bid raises by 5 or a multiple of 5",
    "any bid at least 5 above the standing one",
)
FORCED_WIN_STARTER = Rule(
    "forced_win_starter",
    "1880 V (R 258-264)",
    "after a private is taken for nothing, the next seat starts the next auction",
    "the seat after that starts it",
)
