"""Computer players: a random baseline and rule-of-thumb players; each says why it chose an action."""

from cardlib.players.base import Player, RandomPlayer, own_hand
from cardlib.players.boston_rules_of_thumb import BostonRuleOfThumb, estimated_tricks
from cardlib.players.pitch_rules_of_thumb import PitchRuleOfThumb, best_trump, expected_points

__all__ = [
    "BostonRuleOfThumb",
    "PitchRuleOfThumb",
    "Player",
    "RandomPlayer",
    "best_trump",
    "estimated_tricks",
    "expected_points",
    "own_hand",
]
