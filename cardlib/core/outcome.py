"""``Outcome``: the typed result of a deal, one frozen dataclass per game family."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any


class Outcome(ABC):
    """What a deal came to so far. Each game family's outcome is a frozen dataclass with these fields.

    ``returns`` is what each seat won or lost (counters in the Bostons, points scored less points
    set back in Pitch); ``into_pools`` is what went into the pools, so that in a zero-sum game the
    returns and ``into_pools`` add up to nothing.
    """

    finished: bool
    made: bool | None
    returns: Mapping[str, float]
    into_pools: float = 0
    #: Who won the whole game with this deal, in a game played to a score (Pitch); else ``None``.
    winner: str | None = None

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The result fields of the hand-record format."""

    def sentences(self) -> list[str]:
        """What the deal came to, in sentences a learner reads, where the game words it itself.

        Empty by default: the table then reads out the result fields that are not kept per player.
        """
        return []
