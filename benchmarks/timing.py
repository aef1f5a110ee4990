"""What every benchmark shares: timing a zero-argument function over many runs."""

from __future__ import annotations

import time
from collections.abc import Callable


def rate(play: Callable[[], object], count: int) -> float:
    """Runs a second of ``play`` over ``count`` runs."""
    start = time.perf_counter()
    for _ in range(count):
        play()
    return count / (time.perf_counter() - start)
