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
            gc.unfreeze()
            gc.enable()
