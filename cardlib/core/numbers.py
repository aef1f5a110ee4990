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
