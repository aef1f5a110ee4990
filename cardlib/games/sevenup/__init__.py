"""Seven-Up, All Fours or Old Sledge (Foster's Complete Hoyle, pp. 325–329; rules: docs/sevenup.md)."""

from cardlib.games.sevenup.engine import SevenUpRules, SevenUpState
from cardlib.games.sevenup.match import SevenUpMatch
from cardlib.games.sevenup.outcome import SevenUpOutcome
from cardlib.games.sevenup.points import PlayPoints, game_winner, play_points, sides_of
from cardlib.games.sevenup.rule_of_thumb import SevenUpRuleOfThumb

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
