"""Seven-Up, All Fours or Old Sledge (Foster's Complete Hoyle, pp. 325–329; rules: docs/sevenup.md)."""

from typing import TYPE_CHECKING

from cardlib.core.lazy import lazy_names

# What the package offers, imported on first use (cardlib/core/lazy.py): the command line's
# start-up imports every game's spec, and so this package, and need not load its engine.
if TYPE_CHECKING:
    from cardlib.games.allfours.points import game_winner, sides_of
    from cardlib.games.sevenup.engine import SevenUpRules, SevenUpState
    from cardlib.games.sevenup.match import SevenUpMatch
    from cardlib.games.sevenup.outcome import SevenUpOutcome
    from cardlib.games.sevenup.points import PlayPoints, play_points
    from cardlib.games.sevenup.rule_of_thumb import SevenUpRuleOfThumb
else:
    __getattr__, __dir__ = lazy_names(globals())

__all__ = [
    "PlayPoints",
    "SevenUpMatch",
    "SevenUpOutcome",
    "SevenUpRuleOfThumb",
    "SevenUpRules",
    "SevenUpState",
    "game_winner",
    "play_points",
    "sides_of",
]
