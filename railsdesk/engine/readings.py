"""The two readings of rules where the rulebook and 18xx.games differ (docs/readings.md).

New games follow the rulebook; games imported from, exported to or generated for 18xx.games
follow that site's reading, so that they replay state for state there. Each rule that differs
is a `Rule` named here (shared rules) or in its title's package, and the rules code asks
`state.by_rulebook(RULE)`: one question, per rule."""

from __future__ import annotations

from dataclasses import dataclass

RULEBOOK = "rulebook"
SITE = "18xx.games"
READINGS = (RULEBOOK, SITE)


@dataclass(frozen=True)
class Rule:
    """A rule the two readings apply differently."""

    key: str
    section: str  # where the rulebook says it
    rulebook: str  # the rulebook's reading
    site: str  # the 18xx.games reading


CAPITALIZATION_AT_FIRST_OPERATION = Rule(
    "capitalization_at_first_operation",
    "1830 §11.0",
    "the treasury receives 10 x par when the corporation first operates",
    "the treasury receives 10 x par the moment the corporation floats",
)
PREPRINTED_YELLOW_FREE = Rule(
    "preprinted_yellow_free",
    "1830 §18.0",
    "replacing a pre-printed yellow tile costs nothing",
    "the hex's terrain cost is charged",
)
PRIVATE_PURCHASE_IS_EXTRA = Rule(
    "private_purchase_is_extra",
    "1830 §8.0",
    "buying a private from another player is an extra deal beside the turn's share purchase",
    "it is the turn's purchase and ends the buying",
)
HIGHEST_REVENUE = Rule(
    "highest_revenue",
    "1830 §20.3; 1849 R 4.3.2",
    "a run earning less than the highest possible revenue is refused",
    "any legal run is accepted",
)
