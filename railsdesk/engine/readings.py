"""The two readings of rules where the rulebook and 18xx.games differ (docs/readings.md).

New games follow the rulebook; games imported from, exported to or generated for 18xx.games
follow that site's reading, so that they replay state for state there."""

RULEBOOK = "rulebook"
SITE = "18xx.games"
READINGS = (RULEBOOK, SITE)
