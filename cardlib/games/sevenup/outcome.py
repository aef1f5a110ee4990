"""``SevenUpOutcome``: a Seven-Up deal's result, typed, with the hand-record result fields as its JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlib.core.cards import Card, Suit
from cardlib.core.outcome import Outcome
from cardlib.core.words import and_list, counted


@dataclass(frozen=True)
class SevenUpOutcome(Outcome):
    """The turn-ups, the beg, who took the points of the play, and the scores they led to."""

    finished: bool
    made: bool | None
    #: The points each player's side scored this deal (partners alike).
    returns: dict[str, int]
    trump: Suit | None
    #: Every card turned up, in order: those laid aside by a run, then the trump's.
    turned: tuple[Card, ...]
    begged: bool
    #: Who was given a point for the beg.
    gifts: tuple[str, ...]
    #: Jacks turned up that scored the dealer a point at once.
    turned_jacks: int
    #: The scorer of High, Low, Jack and Game (``None``: nobody, or not yet decided).
    points: dict[str, str | None]
    #: Each side's Game count, by its first player.
    game_count: dict[str, int]
    scored: dict[str, int]
    to_go: dict[str, int]
    winner: str | None = None
    #: True when the pack ran out, or the cards were bunched: the same dealer deals again.
    redeal: bool = False
    #: Each revoker and the number of his revoking action, under ``revokes: "penalise"``.
    revokes: dict[str, int] | None = None
    #: The penalty points each side scored for the others' revokes.
    penalties: dict[str, int] | None = None

    def sentences(self) -> list[str]:
        """The deal in words: the turn-ups and the trump, the beg, points at once, the points of the play."""
        if not self.turned:
            return []
        ups = " then ".join(card.symbol for card in self.turned)
        jacks = f"The dealer scored {counted(self.turned_jacks, 'point')} for a jack turned up."
        if self.redeal:
            return [f"Turned up {ups}: the same dealer deals again.", *([jacks] if self.turned_jacks else [])]
        lines = [f"Turned up {ups}: {self.trump.symbol if self.trump else 'no'} trumps."]
        if self.gifts:
            lines.append(f"The eldest begged and the dealer gave a point to {and_list(list(self.gifts))}.")
        elif self.begged:
            lines.append("The eldest begged and the dealer ran the cards.")
        else:
            lines.append("The eldest stood.")
        if self.turned_jacks:
            lines.append(jacks)
        if self.finished and any(self.points.values()):
            points = ", ".join(f"{name.capitalize()} {who or 'nobody'}" for name, who in self.points.items())
            counts = ", ".join(f"{side} {count}" for side, count in self.game_count.items())
            lines.append(f"The points of the play: {points} (Game counts: {counts}).")
        if self.revokes:
            who = and_list(list(self.revokes))
            # the points a side scored for it; a penalty struck from the revoker shows in the score
            scored = [f"{side} {counted(n, 'point')}" for side, n in (self.penalties or {}).items() if n > 0]
            lines.append(f"{who} revoked" + (f": the penalty scored {and_list(scored)}." if scored else "."))
        return lines

    def to_json(self) -> dict[str, Any]:
        """The result fields of the hand-record format."""
        result: dict[str, Any] = {
            "game": "sevenup",
            "finished": self.finished,
            "trump": self.trump.letter if self.trump is not None else None,
            "turned": [card.ascii for card in self.turned],
            "begged": self.begged,
            "gifts": list(self.gifts),
            "turned_jacks": self.turned_jacks,
            "points": dict(self.points),
            "game_count": dict(self.game_count),
            "scored": dict(self.scored),
            "to_go": dict(self.to_go),
            "winner": self.winner,
        }
        if self.redeal:
            result["redeal"] = True
        if self.revokes:
            result["revokes"] = dict(self.revokes)
            result["penalties"] = dict(self.penalties or {})
        return result
