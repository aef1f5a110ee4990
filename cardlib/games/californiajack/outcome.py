"""``CaliforniaJackOutcome``: a deal's result, typed, with the hand-record result fields as its JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlib.core.cards import Suit
from cardlib.core.outcome import Outcome
from cardlib.core.words import and_list, counted


@dataclass(frozen=True)
class CaliforniaJackOutcome(Outcome):
    """Who took High, Low, Jack and Game, and the scores they led to."""

    finished: bool
    made: bool | None
    #: The points each player scored this deal (counted when the last card is played, CJ-6).
    returns: dict[str, int]
    trump: Suit
    #: The taker of High, Low, Jack and Game (``None``: not yet taken).
    points: dict[str, str | None]
    #: Each player's Game in his tricks so far.
    game_count: dict[str, int]
    scored: dict[str, int]
    to_go: dict[str, int]
    winner: str | None = None
    #: The cards left in the stock.
    stock_left: int = 0

    def sentences(self) -> list[str]:
        """The deal in words: the trump, the stock while it lasts, who took which point, the Game."""
        if self.finished:
            lines = [f"Trumps were {self.trump.symbol}."]
        else:
            lines = [f"Trumps are {self.trump.symbol}; {counted(self.stock_left, 'card')} left in the stock."]
        takers: dict[str, list[str]] = {}
        for name, who in self.points.items():
            if who:
                takers.setdefault(who, []).append(name.capitalize())
        lines += [f"{who} took {and_list(names)}." for who, names in takers.items()]
        if self.finished:
            counts = " and ".join(f"{p} {n}" for p, n in self.game_count.items())
            lines.append(f"Game counted {counts}.")
        return lines

    def to_json(self) -> dict[str, Any]:
        """The result fields of the hand-record format."""
        return {
            "game": "californiajack",
            "finished": self.finished,
            "trump": self.trump.letter,
            "stock_left": self.stock_left,
            "points": dict(self.points),
            "game_count": dict(self.game_count),
            "scored": dict(self.scored),
            "to_go": dict(self.to_go),
            "winner": self.winner,
        }
