"""Duplicate tournaments: the same deals played twice, to measure one player against another.

Each deal is played once with the weaker player in every seat, and once more with the stronger
player in one seat (the seat turns round from deal to deal); the records of the plays, and what they
show, are :mod:`cardlib.sim.duplicates`' (named here too, as notebooks import them from here).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from cardlib.sim.duplicates import (
    Duplicate,
    SeatRecord,
    beneath,
    called,
    deal_state,
    interval,
    play_seat,
)
from cardlib.sim.runs import Match, play

__all__ = [
    "Duplicate",
    "SeatRecord",
    "beneath",
    "called",
    "deal_state",
    "duplicate",
    "interval",
    "play_seat",
]


def duplicate(
    game: str,
    stronger: str,
    weaker: str,
    deals: Iterable[int] | int,
    seed: int = 0,
    progress: bool | Callable[[int, int], object] = False,
    others: str | None = None,
    *,
    cluster: Any = None,
    store: Any = None,
) -> Duplicate:
    """Play each of ``deals`` (a count, or deal numbers) twice: all ``weaker``, then one seat ``stronger``.

    With ``others``, the seats other than the one under test are that level in both plays. The deals
    are played as :func:`cardlib.sim.runs.play` plays them: here, or on a Dask ``cluster``
    (``"local"``: every core of this machine), kept deal by deal in a ``store`` file if one is named,
    with a progress bar (``progress=True``) or a function told ``(done, total)``.
    """
    numbers = range(deals) if isinstance(deals, int) else list(deals)
    match = Match(game, stronger, weaker, others, seed)
    return play(match, list(numbers), cluster=cluster, store=store, progress=progress)
