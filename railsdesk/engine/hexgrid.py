"""Hex coordinates, edges and neighbours, following the 18xx.games conventions.

A hex id ("H10") gives doubled coordinates (x, y); all hexes of a map share the parity of x + y.
Edges are numbered clockwise (screen y grows downward): flat layout 0 = south, pointy layout
0 = south-west. A tile laid with rotation r puts its edge e on hex edge (e + r) mod 6.
"""

from __future__ import annotations

import re
from functools import lru_cache

FLAT_DIRECTIONS = ((0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1), (1, 1))
POINTY_DIRECTIONS = ((-1, 1), (-2, 0), (-1, -1), (1, -1), (2, 0), (1, 1))

_HEX_ID = re.compile(r"([A-Za-z]+)(-?\d+)")


def letter_index(letters: str) -> int:
    """A..Z = 0..25, AA..AZ = 26..51; lowercase a..z = -1..-26."""
    if letters.islower():
        return -(ord(letters) - ord("a") + 1)
    value = 0
    for ch in letters:
        value = value * 26 + (ord(ch) - ord("A") + 1)
    return value - 1


@lru_cache(maxsize=4096)
def hex_xy(hex_id: str, layout: str, letter_axis: str) -> tuple[int, int]:
    """Doubled coordinates of a hex id; letter_axis names the axis the letters count ('x'|'y')."""
    match = _HEX_ID.fullmatch(hex_id)
    if not match:
        raise ValueError(f"not a hex id: {hex_id!r}")
    letters, number = letter_index(match.group(1)), int(match.group(2)) - 1
    return (letters, number) if letter_axis == "x" else (number, letters)


def default_letter_axis(layout: str) -> str:
    return "x" if layout == "flat" else "y"


def directions(layout: str) -> tuple[tuple[int, int], ...]:
    return FLAT_DIRECTIONS if layout == "flat" else POINTY_DIRECTIONS


def opposite(edge: int) -> int:
    return (edge + 3) % 6


def rotate(edge: int, rotation: int) -> int:
    return (edge + rotation) % 6
