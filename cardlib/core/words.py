"""Values as a learner wrote them, for messages: JSON spelling, cut short, one line."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

# Whatever str.splitlines() breaks a line on, written out as an escape instead.
_BREAKS = {c: repr(chr(c))[1:-1] for c in (*range(0x0A, 0x0E), 0x1C, 0x1D, 0x1E, 0x85, 0x2028, 0x2029)}


def unbroken(text: str) -> str:
    """``text`` as one printable line: line breaks written as escapes, a lone surrogate kept printable."""
    return text.translate(_BREAKS).encode("utf-8", "backslashreplace").decode("utf-8")


def shown(value: Any) -> str:
    """A value as the learner wrote it in JSON (``NaN``, ``"x"``, ``{"a": 1}``), cut short if long."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    except RecursionError:  # lists in lists thousands deep: say what it is rather than write it out
        return "a value nested too deep to show"
    text = unbroken(text)  # JSON leaves U+2028 and U+0085 as they are, yet they break a line
    return text if len(text) <= 40 else text[:37] + "…"


def kind_of(value: Any) -> str:
    """What sort of JSON value ``value`` is, in words, such as ``"a list […]"`` or ``"text"``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    kinds = {dict: "an object {…}", list: "a list […]", str: "text", int: "a number", float: "a number"}
    return kinds.get(type(value), "something else")


def call_title(words: str) -> str:
    """A call as a learner reads it: "boston grand" → "Boston Grand", "little misere" → "Little Misère"."""
    named = " ".join(w if w == "in" else w.capitalize() for w in words.split())
    return named.replace("Misere", "Misère").replace("Preference", "preference").replace("Colour", "colour")


def and_list(items: Sequence[str], conjunction: str = "and") -> str:
    """Items in words: "High", "High and Jack", "High, Low and Jack" (or "K♠, 10♠ or K♦")."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def facts_sentence(facts: Sequence[str]) -> list[str]:
    """Short facts as one sentence ("Trumps ♠; the pool now holds 40."), or none when there are none."""
    return [facts[0][0].upper() + "; ".join(facts)[1:] + "."] if facts else []


#: Plurals that are not the word and an "s".
_PLURALS = {"try": "tries", "penny": "pennies"}


def counted(number: float, word: str) -> str:
    """``number`` with ``word`` in the right number: "1 trick", "2 tricks", "0 tricks", "1 over-trick"."""
    if number == 1:
        return f"1 {word}"
    head, _, last = word.rpartition(" ")
    many = _PLURALS.get(last, last + "s")
    shown = str(int(number)) if float(number).is_integer() else f"{float(number):g}"
    return f"{shown} {head + ' ' if head else ''}{many}"


def in_units(number: float, unit: str) -> str:
    """``number`` of a unit whose first word is plural: "1 point for A", "3 tricks for the caller's side"."""
    first, _, rest = unit.partition(" ")
    return counted(number, first.removesuffix("s")) + (f" {rest}" if rest else "")


def per_seat(values: Mapping[str, float], signed: bool = False) -> str:
    """A number for each seat, as a learner reads it: "A 6, Y 2, B 5, Z 0" (signed: "A −110, Y +40")."""

    def written(n: float) -> str:
        text = f"{n:+g}" if signed and n else f"{n:g}"
        return text.replace("-", "−")  # a minus sign, not a hyphen

    return ", ".join(f"{seat} {written(n)}" for seat, n in values.items())
