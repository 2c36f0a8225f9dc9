"""The desktop program (PySide6). Nothing outside this package imports Qt."""

from __future__ import annotations

import sys


def _make_none_immortal() -> None:
    """Guard against bindings that return None without a reference (PySide6 6.12 does so on
    Python 3.11, where None is not yet immortal: every void Qt call lowers None's count until
    the interpreter aborts). Python 3.12 and later make None immortal themselves."""
    if sys.version_info >= (3, 12):
        return
    import ctypes

    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < (1 << 40):
        count.value += 1 << 40


_make_none_immortal()
