"""Computer players: a random baseline, rule of thumb, sampling and expert players; each says why."""

from cardlib.players.base import Player, RandomPlayer, own_hand, seat_value
from cardlib.players.boston_rules_of_thumb import BostonRuleOfThumb, estimated_tricks
from cardlib.players.expert import ExpertPlayer
from cardlib.players.fontainebleau_rules_of_thumb import FontainebleauRuleOfThumb
from cardlib.players.pitch_rules_of_thumb import PitchRuleOfThumb, best_trump, expected_points
from cardlib.players.roster import expert, rule_of_thumb, sampling
from cardlib.players.sampling import SamplingPlayer, sample_world
from cardlib.players.view import SeatView, seat_view

__all__ = [
    "BostonRuleOfThumb",
    "ExpertPlayer",
    "FontainebleauRuleOfThumb",
    "PitchRuleOfThumb",
    "Player",
    "RandomPlayer",
    "SamplingPlayer",
    "SeatView",
    "best_trump",
    "estimated_tricks",
    "expected_points",
    "expert",
    "own_hand",
    "rule_of_thumb",
    "sample_world",
    "sampling",
    "seat_value",
    "seat_view",
]
