"""What the side playing a deal's contract is trying to do, the same words for every game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cardlib.core.cards import Suit
from cardlib.core.said import action_words


class Goal(Enum):
    """The kinds of contract: enough tricks, none, exactly one, or enough of Pitch's four points."""

    TRICKS = "tricks"
    NO_TRICKS = "no tricks"
    EXACTLY_ONE = "exactly one trick"
    POINTS = "points"


@dataclass(frozen=True)
class Contract:
    """The contract a deal is played for: who plays it, the bid in words, and what makes it.

    ``target`` is the tricks the side needs (``Goal.TRICKS``), 0 or 1 for the misères and
    Piccolissimo, or the points bid in Pitch (0 when nobody bid).
    """

    side: tuple[str, ...]
    bid: str
    goal: Goal
    target: int
    trump: Suit | None

    @property
    def declarer(self) -> str:
        """The player who won the auction (the caller, or the pitcher)."""
        return self.side[0]

    def words(self, *, as_read: bool = False) -> str:
        """``"A + Y: seven diamonds"`` or ``"C pitches for 3"``.

        ``as_read``: the bid as a learner reads it (``"little misère"``), the seats' names as they are.
        """
        if self.goal is Goal.POINTS:
            return f"{self.declarer} pitches " + (f"for {self.target}" if self.target else "with no contract")
        return f"{' + '.join(self.side)}: {action_words(self.bid) if as_read else self.bid}"

    def __str__(self) -> str:
        return self.words(as_read=True) + (f" ({self.trump.symbol})" if self.trump else "")
