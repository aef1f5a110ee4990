"""Reading a learner's answer kindly: "Z.", "No.", "-160" typed as text, "twelve in color".

Each question says what kind of answer it wants; :func:`read_answer` turns what was typed into
that kind, or says in words why it could not. Case, spaces and punctuation around an answer never
matter, nor does "color" against "colour"; numbers may be digits or words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.errors import CardlibError
from cardlib.core.numbers import whole_number
from cardlib.games.boston.calls import read_call

#: The kinds of answer a question may want.
KINDS = ("seat", "yes/no", "number", "call", "card", "percent")

_WORDS = {
    "zero": 0, "nil": 0, "none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20,
}  # fmt: skip
_YES = ("yes", "y", "true", "allowed", "legal", "it is", "yes it is")
_NO = ("no", "n", "false", "not allowed", "illegal", "it is not", "no it is not")
_NOBODY = ("nobody", "no one", "noone", "none", "no-one", "-")


@dataclass(frozen=True)
class Reading:
    """What an answer was read as (``ok``), or why it could not be read (``problem``)."""

    ok: bool
    value: Any = None
    problem: str = ""


def tidy(text: str) -> str:
    """Lower case, one space between words, no punctuation around the answer, "colour" spelt so."""
    words = " ".join(text.lower().replace("è", "e").split())
    words = words.strip(" .,;:!?'\"()[]")
    return re.sub(r"\bcolor\b", "colour", words)


def _number(text: str) -> int | None:
    sign = -1 if text[:1] in "-−" or text.startswith("minus ") else 1
    body = text.removeprefix("minus ").lstrip("-−+ ").replace(",", "")
    value = whole_number(body)
    if value is None:
        value = _WORDS.get(body)
    return None if value is None else sign * value


def _card(text: str) -> Card | None:
    """A card as ``KS``, ``K♠``, ``10h`` or ``king of spades``."""
    rank_word, _, suit_word = text.partition(" of ")
    if suit_word:
        rank = next((r for r in Rank if rank_word in (r.name.lower(), r.text.lower())), None)
        suit = next((s for s in Suit if suit_word in (s.name.lower(), s.name.lower()[:-1])), None)
        return None if rank is None or suit is None else Card(suit, rank)
    try:
        return Card.parse(text.replace(" ", ""))
    except CardlibError:
        return None


def _percent(text: str) -> float | None:
    """A chance as ``57``, ``57%``, ``57.7 %``, ``0.577`` or ``30/52`` (the last two read as fractions)."""
    body = text.removesuffix("percent").strip().removesuffix("%").strip()
    try:
        value = Fraction(body)
    except (ValueError, ZeroDivisionError):
        return None
    fraction = "/" in body or (("." in body and value < 1) and not text.endswith(("%", "percent")))
    value = value * 100 if fraction else value
    return float(value) if 0 <= value <= 100 else None


def read_answer(kind: str, given: Any, choices: Sequence[str] = ()) -> Reading:
    """Read ``given`` as an answer of ``kind`` (``choices``: the seats a seat answer may name)."""
    if kind not in KINDS:
        raise ValueError(f"answer kind {kind!r}: choose one of {', '.join(KINDS)}")
    if given is None:
        return Reading(True, None) if kind == "seat" else _cannot(kind, "nothing", choices)
    if isinstance(given, Card):
        return Reading(True, given) if kind == "card" else _cannot(kind, given.symbol, choices)
    if isinstance(given, bool):
        return Reading(True, given) if kind == "yes/no" else _cannot(kind, str(given), choices)
    if isinstance(given, int | float) and not isinstance(given, bool):
        if kind == "number" and float(given).is_integer():
            return Reading(True, int(given))
        if kind == "percent":
            value = _percent(str(given))
            return Reading(True, value) if value is not None else _cannot(kind, str(given), choices)
        return _cannot(kind, str(given), choices)
    if not isinstance(given, str):
        return _cannot(kind, repr(given), choices)
    text = tidy(given)
    if kind == "seat":
        seat = text.removesuffix(" wins").removeprefix("seat ").strip(" :")
        if seat in _NOBODY:
            return Reading(True, None)
        for choice in choices:
            if seat == choice.lower():
                return Reading(True, choice)
    elif kind == "yes/no":
        if text in _YES:
            return Reading(True, True)
        if text in _NO:
            return Reading(True, False)
    elif kind == "number":
        value = _number(text)
        if value is not None:
            return Reading(True, value)
    elif kind == "card":
        card = _card(text)
        if card is not None:
            return Reading(True, card)
    elif kind == "percent":
        value = _percent(text)
        if value is not None:
            return Reading(True, value)
    else:
        try:
            found = read_call(text)[1]
        except CardlibError:
            found = None
        if found is not None:
            return Reading(True, found.words())
    return _cannot(kind, given, choices)


def _cannot(kind: str, given: Any, choices: Sequence[str]) -> Reading:
    wanted = {
        "seat": f"answer {', '.join(choices[:-1])} or {choices[-1]}" + (", or nobody" if choices else "")
        if choices
        else "answer a seat",
        "yes/no": "answer yes or no",
        "number": "answer a whole number, such as 12 or -30 (digits or words)",
        "call": 'answer a Boston call, such as "seven", "twelve in colour" or "little misere"',
        "card": 'answer a card, such as "KS", "10♥" or "king of spades"',
        "percent": 'answer a chance in per cent, 0 to 100, such as 58 or "57.7%" (or a fraction, "30/52")',
    }[kind]
    what = {
        "seat": "a seat",
        "yes/no": "yes or no",
        "number": "a number",
        "call": "a Boston call",
        "card": "a card",
        "percent": "a chance",
    }[kind]
    return Reading(False, problem=f"I could not read {str(given)!r} as {what}: {wanted}.")
