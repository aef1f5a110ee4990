"""Reading the whole numbers a learner types: ASCII digits only, and no more of them than a game needs.

``str.isdigit()`` also accepts ``"²"`` and other Unicode digits that ``int()`` then refuses, and a
number thousands of digits long would pass it too; the readers here refuse both in words.
"""

from __future__ import annotations

import re

#: The most digits any count, bid, seed or amount in the kit needs.
MOST_DIGITS = 12
_WHOLE = re.compile(r"[0-9]+")


def whole_number(text: str, most_digits: int = MOST_DIGITS) -> int | None:
    """The number ``text`` writes in ASCII digits (``"12"`` → 12), or ``None`` if it writes none.

    A number longer than ``most_digits`` digits is no number the kit uses, so it reads as ``None``.
    """
    if _WHOLE.fullmatch(text) is None or len(text.lstrip("0")) > most_digits:
        return None
    return int(text)


_UNITS = {
    "zero": 0, "nil": 0, "none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90,
}  # fmt: skip
_SCALES = {"hundred": 100, "thousand": 1000}


def number_in_words(text: str) -> int | None:
    """The whole number ``text`` writes in English words, or ``None``.

    "seventy" → 70, "one hundred sixty" → 160, "two hundred and eighty-four" → 284,
    "a hundred" → 100; anything else (a misspelt word, "sixty seventy") reads as ``None``.
    """
    words = text.replace("-", " ").split()
    if words[:1] == ["a"] and words[1:2] in (["hundred"], ["thousand"]):
        words[0] = "one"
    total, group, last = 0, 0, ""  # last: the kind of the word before, so "sixty seventy" is refused
    for word in words:
        if word == "and" and last == "scale":
            last = "and"
        elif word in _UNITS and last in ("", "scale", "and", "ten"):
            if (last == "ten" and _UNITS[word] >= 10) or (last != "ten" and group % 100):
                return None
            group += _UNITS[word]
            last = "unit"
        elif word in _TENS and last in ("", "scale", "and") and not group % 100:
            group += _TENS[word]
            last = "ten"
        elif word == "hundred" and last == "unit" and 0 < group < 10:
            group *= 100
            last = "scale"
        elif word == "thousand" and last in ("unit", "ten", "scale") and not total:
            total, group, last = group * 1000, 0, "scale"
        else:
            return None
    return total + group if last in ("unit", "ten", "scale") else None
