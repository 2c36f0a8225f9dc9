"""1880's numbers and the rules its rulebook and 18xx.games read differently."""

from __future__ import annotations

from railsdesk.engine.readings import Rule

MIN_BID_INCREMENT = 5
RESTORED_2 = "2R"
ROCKET_TRAIN = "4"  # the Rocket of China's forced exchange: the second 4, in phase B3
ROCKET_PHASE = "B3"
# Trains whose last copy leaving the bank starts no stock round.
NO_STOCK_ROUND_TRAINS = ("2R", "8E", "10")
RIVER_DISCOUNT = 20  # P4: off the terrain cost of river hexes
# The bonus a run earns while the share price stands on a field of these letters (R 652-661).
STOCK_MARKET_BONUS = {"B": 50, "W": 100, "X": 150, "Y": 200, "Z": 400}
MERGER_BONUS = 50
INVESTOR_END_SHARE = 20  # percent of its cash an investor gives its owner at the game end
LOAN_INTEREST = 50  # percent, on a director's debt when it arises and after each stock round
SALE_FEE = 5  # per share sold, kept by the bank
# P0's one-time payout by phase (R 303-308); in the last of them it is paid without asking.
P0_AWARDS = {"A2": 40, "B1": 70, "B2": 100}
P0_AUTOMATIC = "B2"  # paid to the owner of an investor that merges

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
TRAIN_PRICE_AS_LOGGED = Rule(
    "train_price_as_logged",
    "1880 X (R 574)",
    "a train from the bank costs its printed price",
    "it costs the price the purchase names (older logs hold older prices)",
)
DEBT_REPAYMENT = Rule(
    "debt_repayment",
    "1880 X Zwangs-Lokkauf (R 617-618)",
    "a director in debt repays any part of it in a stock round when he likes, and founds no "
    "corporation until it is repaid",
    "he repays with all his cash (or the whole debt), must do so when he has nothing else to "
    "do, and may found a corporation",
)
ALL_INVESTORS_PAY_AT_END = Rule(
    "all_investors_pay_at_end",
    "1880 VII (R 346)",
    "at the game end every investor still in play gives its owner 20 % of its cash",
    "an investor that follows one that paid (in number order) is passed over and keeps its cash",
)
LOWER_HALF_RELEASED = Rule(
    "lower_half_released",
    "1880 XI (R 675), XII (R 242)",
    "from the first 3 on every certificate may be bought",
    "only those in the corporation's hands then; a lower-half certificate a player received in "
    "a change of director stays unbuyable after it is sold back",
)
UNFLOATED_PRICE_STILL = Rule(
    "unfloated_price_still",
    "1880 XII (R 747)",
    "a corporation not yet in operation has no price marker: a sale does not move its price",
    "its price moves down like any other",
)
TRANS_SIBERIAN_WITHIN_RANGE = Rule(
    "trans_siberian_within_range",
    "1880 X (R 548, 665)",
    "an E-train counts at most its number of stops, both Trans-Siberian ends among them",
    "it counts both ends besides its best stops",
)
