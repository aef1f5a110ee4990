"""``PitchOutcome``: a Pitch deal's result, typed, with the hand-record result fields as its JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlib.core.cards import Suit
from cardlib.core.outcome import Outcome
from cardlib.core.words import facts_sentence
from cardlib.games.pitch.spec import SPEC


@dataclass(frozen=True)
class PitchOutcome(Outcome):
    """Who pitched for what, who took the four points, and the scores they led to."""

    finished: bool
    pitcher: str | None
    contract: int | None
    trump: Suit | None
    #: The holder of High, Low, Jack and Game (``None``: not dealt, tied or not yet decided).
    points: dict[str, str | None]
    game_count: dict[str, int]
    made: bool | None
    scored: dict[str, int]
    set_back: dict[str, int]
    to_go: dict[str, int]
    winner: str | None
    #: The revoking player and the number of his revoking action, under ``revokes: "penalise"``.
    revoke: tuple[str, int] | None = None
    #: True when everyone passed to the board and the hand was thrown in (PI-8).
    redeal: bool = False

    @property  # the base class's field, worked out here from the scores
    def returns(self) -> dict[str, int]:  # type: ignore[override]
        """Points scored less points set back, by player."""
        return {p: self.scored[p] - self.set_back[p] for p in self.scored}

    def sentences(self) -> list[str]:
        """The trump, who took each of the four points, and a redeal or a revoke.

        What each player scored and has to go are the hand's table, so they are not said again.
        """
        facts = []
        if self.trump is not None:
            facts.append(f"trumps {self.trump.symbol}")
        if self.points and not self.redeal:  # a deal dealt again scores no point
            went = ", ".join(f"{name} {who or 'none'}" for name, who in self.points.items())
            facts.append(f"the points went: {went}")
        if self.redeal:
            facts.append("the cards are dealt again")
        if self.revoke:
            facts.append(f"{self.revoke[0]} revoked (action {self.revoke[1]})")
        return facts_sentence(facts)

    def to_json(self) -> dict[str, Any]:
        """The result fields of the hand-record format."""
        result: dict[str, Any] = {
            "game": SPEC.name,
            "finished": self.finished,
            "pitcher": self.pitcher,
            "contract": self.contract,
            "trump": self.trump.letter if self.trump is not None else None,
            "points": dict(self.points),
            "game_count": dict(self.game_count),
            "made": self.made,
            "scored": dict(self.scored),
            "set_back": dict(self.set_back),
            "to_go": dict(self.to_go),
            "winner": self.winner,
        }
        if self.redeal:
            result["redeal"] = True
        if self.revoke:
            result["revoke"] = {"player": self.revoke[0], "action": self.revoke[1]}
        return result
