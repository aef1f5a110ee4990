"""Boston's calls and their ranking (digest §2.6): the ladder, strengths, and why one call beats another.

Trick bids come in three strengths at each number: plain (the number only),
in colour (Second Preference is trump, reached by "keep") and in first
preference (the turned suit is trump, reached by "keep over"). Misères and
spreads have one strength each and sit between the numbers on the ladder.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum

from cardlib.core.cards import Suit
from cardlib.core.errors import IllegalAction


class Strength(IntEnum):
    """How strong a trick bid is at its number."""

    PLAIN = 0
    COLOUR = 1
    PREFERENCE = 2


_STRENGTH_WORDS = {Strength.PLAIN: "", Strength.COLOUR: " in colour", Strength.PREFERENCE: " in preference"}

#: The ladder, lowest first: (name, tricks to win, or None for a misère or spread).
LADDER: tuple[tuple[str, int | None], ...] = (
    ("boston", 5),
    ("six", 6),
    ("seven", 7),
    ("little misere", None),
    ("eight", 8),
    ("nine", 9),
    ("grand misere", None),
    ("ten", 10),
    ("eleven", 11),
    ("little spread", None),
    ("twelve", 12),
    ("grand spread", None),
    ("grand slam", 13),
)
_RANK = {name: position for position, (name, _) in enumerate(LADDER, start=1)}
_BY_TRICKS = {tricks: name for name, tricks in LADDER if tricks}
_TRICKS = dict(LADDER)
_NUMBER_WORDS = {
    "boston": 5, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
    "twelve": 12, "thirteen": 13, "grand slam": 13, "slam": 13,
}  # fmt: skip


@dataclass(frozen=True, order=False)
class Call:
    """One call on the ladder, with its strength if it is a trick bid."""

    name: str
    strength: Strength = Strength.PLAIN

    @property
    def rank(self) -> int:
        """Its place on the ladder, 1 (Boston) to 13 (Grand Slam)."""
        return _RANK[self.name]

    @property
    def tricks(self) -> int | None:
        """Tricks the caller must win, or ``None`` for a misère or spread."""
        return _TRICKS[self.name]

    @property
    def is_trick_bid(self) -> bool:
        """True for Boston to Grand Slam, False for misères and spreads."""
        return self.tricks is not None

    @property
    def is_misere(self) -> bool:
        """True for the misères and spreads: the caller must take no trick, with no trump."""
        return self.tricks is None

    @property
    def discards(self) -> bool:
        """Little Misère and Little Spread: every player first discards one card unseen."""
        return self.name in ("little misere", "little spread")

    @property
    def is_spread(self) -> bool:
        """The caller's cards lie face up."""
        return self.name.endswith("spread")

    @property
    def key(self) -> tuple[int, int]:
        """What orders calls: ladder place, then strength."""
        return (_RANK[self.name], self.strength)

    def words(self) -> str:
        """The call as hand records write it: ``"six in colour"``, ``"little misere"``."""
        return self.name + _STRENGTH_WORDS[self.strength]

    def trump(self, turn_up: Suit) -> Suit | None:
        """The trump it fixes: the turned suit or its partner; ``None`` for plain bids and misères."""
        if self.is_misere or self.strength is Strength.PLAIN:
            return None
        return turn_up if self.strength is Strength.PREFERENCE else turn_up.partner

    def __str__(self) -> str:
        return self.words()


def trick_call(tricks: int, strength: Strength = Strength.PLAIN) -> Call:
    """The trick bid for ``tricks`` (5 to 13) at ``strength``."""
    return Call(_BY_TRICKS[tricks], strength)


def ladder() -> list[Call]:
    """Every call in rank order, lowest first, each trick bid in its three strengths."""
    calls = []
    for name, tricks in LADDER:
        strengths = list(Strength) if tricks else [Strength.PLAIN]
        calls.extend(Call(name, s) for s in strengths)
    return calls


def describe(call: Call, turn_up: Suit) -> str:
    """What the call undertakes, with its trump for this turn-up."""
    if call.is_misere:
        extra = {
            "little misere": "every player discards one card unseen, then the caller must lose all 12 tricks",
            "grand misere": "the caller must lose all 13 tricks",
            "little spread": "every player discards one card, then the caller loses all 12 cards face up",
            "grand spread": "the caller must lose all 13 tricks with his 13 cards face up",
        }[call.name]
        return f"{call.words()}: {extra}; no trump"
    trump = call.trump(turn_up)
    where = f"trump {trump.symbol}" if trump else "the caller names any suit as trump"
    return f"{call.words()}: win at least {call.tricks} tricks; {where}"


def ladder_lines(turn_up: Suit) -> list[str]:
    """The whole ladder for this turn-up, lowest first, one line a call with what it undertakes."""
    return [f"{place:>2}. {describe(call, turn_up)}" for place, call in enumerate(ladder(), start=1)]


def outranks(first: Call, second: Call) -> tuple[bool, str]:
    """Whether ``first`` beats ``second`` in the auction, with the reason in words."""
    a, b = first.words(), second.words()
    if first.key == second.key:
        return False, f"{a} is the same call as {b}; an over-call must rank higher"
    beats = first.key > second.key
    high, low = (first, second) if beats else (second, first)
    if high.rank == low.rank:
        reason = (
            f"at {high.name}, {high.words()} beats {low.words()}: plain < in colour < in first preference"
        )
    elif high.is_trick_bid and low.is_trick_bid:
        reason = f"{high.name} ({high.tricks} tricks) beats any {low.name} ({low.tricks}): more tricks"
    else:
        reason = (
            f"{high.words()} stands above {low.words()} on the ladder (place {high.rank} against {low.rank})"
        )
    return beats, reason


_CLASS = re.compile(r"^(.*?)\s+in\s+(colou?r|(?:first\s+)?preference)$")


def read_call(words: str) -> tuple[str, Call | None]:
    """Read an auction word as ``(kind, call)``: kind is pass, keep, keep over or call."""
    text = " ".join(words.lower().replace("è", "e").split())
    if text in ("pass", "i pass"):
        return "pass", None
    if text in ("keep over", "i keep over", "i keep over you", "keep over you"):
        return "keep over", None
    if text in ("keep", "i keep"):
        return "keep", None
    if text in ("little misere", "grand misere", "little spread", "grand spread"):
        return "call", Call(text)
    strength = Strength.PLAIN
    match = _CLASS.match(text)
    if match:
        text = match.group(1)
        strength = Strength.COLOUR if match.group(2).startswith("colo") else Strength.PREFERENCE
    tricks = int(text) if text.isdigit() else _NUMBER_WORDS.get(text)
    if tricks is None or not 5 <= tricks <= 13:
        raise IllegalAction(
            f'"{words}" is not a Boston call; say pass, boston, six … twelve, grand slam, keep, keep over, '
            "little misere, grand misere, little spread or grand spread"
        )
    return "call", trick_call(tricks, strength)
