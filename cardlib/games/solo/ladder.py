"""Ladders of calls, as both Bostons have them: trick bids in several strengths, misères between.

A game's ladder is data: the calls in rank order, the words for each strength
of a trick bid, and which calls are misères, spreads or discard calls. A
``Call`` is one rung with its strength; calls of one ladder compare by rung,
then by strength.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from cardlib.core.said import action_words

#: Calls in which the caller must take no trick.
MISERES = frozenset({"little misere", "grand misere", "little spread", "grand spread"})
#: Calls before which every player discards one card unseen.
DISCARDS = frozenset({"little misere", "little spread", "piccolissimo"})
#: What each misère and spread undertakes, the same in both Bostons: a spread's cards lie face up
#: before a card is played, and before a little one every player discards a card unseen.
MISERE_UNDERTAKINGS = {
    "little misere": "every player discards one card unseen, then the caller must lose all 12 tricks",
    "grand misere": "the caller must lose all 13 tricks",
    "little spread": "every player discards one card unseen, then the caller must lose all 12 tricks with "
    "his 12 cards face up on the table before a card is played",
    "grand spread": "the caller must lose all 13 tricks with his 13 cards face up on the table before a "
    "card is played",
}


@dataclass(frozen=True)
class Ladder:
    """The calls of one game, lowest first, and how a trick bid's strength is spoken.

    ``rungs`` pairs each call's name with the tricks it must win (``None`` for
    misères and Piccolissimo). ``strengths`` are the words added to a trick
    bid for each strength, weakest first; ``strength_order`` says the same in
    words for explanations.
    """

    rungs: tuple[tuple[str, int | None], ...]
    strengths: tuple[str, ...]
    strength_order: str
    _ranks: dict[str, int] = field(init=False, repr=False, compare=False)
    _tricks: dict[str, int | None] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_ranks", {name: i for i, (name, _) in enumerate(self.rungs, start=1)})
        object.__setattr__(self, "_tricks", dict(self.rungs))

    def rank(self, name: str) -> int:
        """A call's place on the ladder, from 1."""
        return self._ranks[name]

    def tricks(self, name: str) -> int | None:
        """Tricks a call must win, or ``None``."""
        return self._tricks[name]

    def calls(self) -> list[Call]:
        """Every call in rank order, each trick bid in all its strengths."""
        made = self.__dict__.get("_calls")
        if made is None:
            made = tuple(
                Call(name, strength, self)
                for name, tricks in self.rungs
                for strength in (range(len(self.strengths)) if tricks else [0])
            )
            object.__setattr__(self, "_calls", made)  # a ladder never changes
        return list(made)

    def call(self, name: str, strength: int = 0) -> Call:
        """The call ``name`` at ``strength`` on this ladder."""
        if name not in self._ranks:
            raise ValueError(f"{name!r} is not on this ladder")
        return Call(name, strength, self)

    def by_tricks(self, tricks: int, strength: int = 0) -> Call:
        """The trick bid for ``tricks`` at ``strength``."""
        name = next(n for n, t in self.rungs if t == tricks)
        return Call(name, strength, self)


@dataclass(frozen=True)
class Call:
    """One call: a rung of its ladder and, for trick bids, a strength (0 is the weakest)."""

    name: str
    strength: int = 0
    ladder: Ladder | None = field(default=None, compare=False, repr=False)

    @property
    def on(self) -> Ladder:
        """The ladder the call was read from (every call made by a ladder has one)."""
        if self.ladder is None:
            raise ValueError(f"the call {self.name} was made without its ladder")
        return self.ladder

    def __getstate__(self) -> dict[str, object]:
        """The call's fields alone: what it has worked out is no part of it (a copy works it out again)."""
        return {"name": self.name, "strength": self.strength, "ladder": self.ladder}

    # A call never changes, and the auction asks these of every rung at every turn: each is worked
    # out once a call (a cached property writes past the frozen dataclass, into the instance).
    @functools.cached_property
    def rank(self) -> int:
        """Its place on the ladder."""
        return self.on.rank(self.name)

    @functools.cached_property
    def tricks(self) -> int | None:
        """Tricks the caller must win, or ``None`` for misères and Piccolissimo."""
        return self.on.tricks(self.name)

    @property
    def needed(self) -> int:
        """Tricks a trick bid must win (an error for a misère or Piccolissimo, which want none or one)."""
        tricks = self.tricks
        if tricks is None:
            raise ValueError(f"{self.name} is no trick bid")
        return tricks

    @property
    def is_trick_bid(self) -> bool:
        """True when the caller must win a number of tricks."""
        return self.tricks is not None

    @property
    def is_misere(self) -> bool:
        """The caller must take no trick, and there is no trump."""
        return self.name in MISERES

    @property
    def exactly_one(self) -> bool:
        """Piccolissimo: exactly one trick, no trump."""
        return self.name == "piccolissimo"

    @property
    def discards(self) -> bool:
        """Every player first discards one card unseen."""
        return self.name in DISCARDS

    @property
    def is_spread(self) -> bool:
        """The caller's cards lie face up."""
        return "spread" in self.name

    @property
    def key(self) -> tuple[int, int]:
        """What orders calls: ladder place, then strength."""
        return (self.rank, int(self.strength))

    def words(self) -> str:
        """The call as hand records write it."""
        return self._words

    @functools.cached_property
    def _words(self) -> str:
        return self.name + (self.on.strengths[self.strength] if self.is_trick_bid else "")

    def __str__(self) -> str:
        return self.words()


def outranks(first: Call, second: Call) -> tuple[bool, str]:
    """Whether ``first`` beats ``second`` in the auction, with the reason in words."""
    a, b = action_words(first.words()), action_words(second.words())
    if first.key == second.key:
        return False, f"{a} is the same call as {b}; an over-call must rank higher"
    beats = first.key > second.key
    high, low = (first, second) if beats else (second, first)
    if high.rank == low.rank:
        reason = (
            f"at {high.name}, {action_words(high.words())} beats {action_words(low.words())}: "
            f"{high.on.strength_order}"
        )
    elif high.is_trick_bid and low.is_trick_bid:
        reason = f"{high.name} ({high.tricks} tricks) beats any {low.name} ({low.tricks}): more tricks"
    else:
        reason = (
            f"{action_words(high.words())} stands above {action_words(low.words())} on the ladder "
            f"(place {high.rank} against {low.rank})"
        )
    return beats, reason
