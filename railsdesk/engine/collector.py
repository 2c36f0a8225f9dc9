"""Python's cycle collector held while a game is replayed."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector held while a log is replayed: a replay makes many objects but
    little cyclic garbage (some thousands of objects for a whole game), and the collector's
    passes over the growing game cost more than that. Afterwards the objects made go straight
    to the oldest generation (freeze then unfreeze moves them there without a pass): they live
    as long as the game, and the young pass that would walk every one of them once finds
    nothing to free; the garbage among them goes at the next full collection."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.freeze()
            if not _long_lived.frozen:  # (a window's long-lived objects stay frozen)
                gc.unfreeze()
            gc.enable()


def freeze_long_lived() -> None:
    """One full collection, then what is left kept out of the collector's passes until the
    next call. An open game in a window lives long and is large: a full pass over
    it took 30-40 ms late in a game, in the middle of a click; a window calls this after a
    change is drawn, now and then, so that the passes in between walk only what is new. A
    game closed stays apart until the next call frees it (then, not while the next one
    opens)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _long_lived.frozen = True


class _LongLived:
    """Whether freeze_long_lived holds objects apart (asking the collector counts them all:
    10 ms late in a game)."""

    frozen = False


_long_lived = _LongLived()
