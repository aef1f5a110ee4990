"""The levels of play of the computer players, as the command line, the widgets and Python name them.

Kept apart from the players themselves, so that naming a level (in ``cardlib --help``, say) loads none.
"""

from __future__ import annotations

from cardlib.core.errors import CardlibError
from cardlib.core.words import shown

#: The levels of play, weakest first.
LEVELS = ("random", "rule of thumb", "sampling", "expert")


def level_name(level: str) -> str:
    """``level`` as :data:`LEVELS` spells it: "rule-of-thumb" (as on the command line) is "rule of thumb"."""
    name = " ".join(str(level).replace("-", " ").replace("_", " ").lower().split())
    if name not in LEVELS:
        raise CardlibError(f"no player level {shown(str(level))}; the levels are {', '.join(LEVELS)}")
    return name
