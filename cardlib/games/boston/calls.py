"""Boston's calls and their ranking (digest §2.6): the ladder, strengths, and why one call beats another.

Trick bids come in three strengths at each number: plain (the number only),
in colour (Second Preference is trump, reached by "keep") and in first
preference (the turned suit is trump, reached by "keep over"). Misères and
spreads have one strength each and sit between the numbers on the ladder.
"""

from __future__ import annotations

import functools
import re
from enum import IntEnum

from cardlib.core.cards import Suit
from cardlib.core.errors import IllegalAction
from cardlib.core.numbers import whole_number
from cardlib.core.said import action_words
from cardlib.games.solo.ladder import MISERE_UNDERTAKINGS, Ladder
from cardlib.games.solo.ladder import Call as SoloCall
from cardlib.games.solo.ladder import outranks as outranks


class Strength(IntEnum):
    """How strong a trick bid is at its number."""

    PLAIN = 0
    COLOUR = 1
    PREFERENCE = 2


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
BOSTON = Ladder(LADDER, ("", " in colour", " in preference"), "plain < in colour < in first preference")
_NUMBER_WORDS = {
    "boston": 5, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
    "twelve": 12, "thirteen": 13, "grand slam": 13, "slam": 13,
}  # fmt: skip


def Call(name: str, strength: Strength = Strength.PLAIN) -> SoloCall:
    """A Boston call by name: ``Call("little misere")``, ``Call("six", Strength.COLOUR)``."""
    return BOSTON.call(name, strength)


def trick_call(tricks: int, strength: Strength = Strength.PLAIN) -> SoloCall:
    """The trick bid for ``tricks`` (5 to 13) at ``strength``."""
    return BOSTON.by_tricks(tricks, strength)


def ladder() -> list[SoloCall]:
    """Every call in rank order, lowest first, each trick bid in its three strengths."""
    return BOSTON.calls()


def call_trump(call: SoloCall, turn_up: Suit) -> Suit | None:
    """The trump a call fixes: the turned suit or its partner; ``None`` for plain bids and misères."""
    if call.is_misere or call.strength == Strength.PLAIN:
        return None
    return turn_up if call.strength == Strength.PREFERENCE else turn_up.partner


def describe(call: SoloCall, turn_up: Suit) -> str:
    """What the call undertakes, with its trump for this turn-up."""
    if call.is_misere:
        return f"{action_words(call.words())}: {MISERE_UNDERTAKINGS[call.name]}; no trump"
    trump = call_trump(call, turn_up)
    where = f"trump {trump.symbol}" if trump else "the caller names any suit as trump"
    return f"{action_words(call.words())}: win at least {call.tricks} tricks; {where}"


def ladder_lines(turn_up: Suit) -> list[str]:
    """The whole ladder for this turn-up, lowest first, one line a call with what it undertakes."""
    return [f"{place:>2}. {describe(call, turn_up)}" for place, call in enumerate(ladder(), start=1)]


_CLASS = re.compile(r"^(.*?)\s+in\s+(colou?r|(?:first\s+)?preference)$")
_HERE = re.compile(r"^(.*?)\s+here$")


def read_call(words: str) -> tuple[str, SoloCall | None]:
    """Read an auction word as ``(kind, call)``: kind is pass, keep, keep over, repeat or call.

    "Six here" is Foster's way to keep: it repeats the standing number (kind
    ``repeat``), and the auction decides whether that keeps or keeps over.
    """
    return _read_call(words)


@functools.lru_cache(maxsize=4096)  # players read the same few calls again and again
def _read_call(words: str) -> tuple[str, SoloCall | None]:
    text = " ".join(words.lower().replace("è", "e").split())
    here = _HERE.match(text)
    if here:
        kind, call = read_call(here.group(1))
        if kind == "call" and call is not None and call.is_trick_bid and call.strength == Strength.PLAIN:
            return "repeat", call
        raise IllegalAction(f'"{words}" repeats a number to keep, as in "six here"')
    if text in ("pass", "i pass"):
        return "pass", None
    if text in ("keep over", "i keep over", "i keep over you", "keep over you"):
        return "keep over", None
    if text in ("keep", "i keep"):
        return "keep", None
    if text in ("little misere", "grand misere", "little spread", "grand spread"):
        return "call", BOSTON.call(text)
    strength = Strength.PLAIN
    match = _CLASS.match(text)
    if match:
        text = match.group(1)
        strength = Strength.COLOUR if match.group(2).startswith("colo") else Strength.PREFERENCE
    tricks = whole_number(text)
    if tricks is None:
        tricks = _NUMBER_WORDS.get(text)
    if tricks is None or not 5 <= tricks <= 13:
        raise IllegalAction(
            f'"{words}" is not a Boston call; say pass, boston, six … twelve, grand slam, keep, keep over, '
            "little misere, grand misere, little spread or grand spread"
        )
    return "call", trick_call(tricks, strength)
