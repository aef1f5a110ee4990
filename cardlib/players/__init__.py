"""Computer players: a random baseline, rule of thumb, sampling and expert players; each says why."""

from cardlib.core.player import Player, RandomPlayer, own_hand, seat_value
from cardlib.core.view import SeatView, seat_view
from cardlib.forwarding import forward
from cardlib.players.expert import ExpertPlayer
from cardlib.players.roster import expert, rule_of_thumb, sampling
from cardlib.players.sampling import SamplingPlayer, sample_world

__all__ = [
    "ExpertPlayer",
    "Player",
    "RandomPlayer",
    "SamplingPlayer",
    "SeatView",
    "expert",
    "own_hand",
    "rule_of_thumb",
    "sample_world",
    "sampling",
    "seat_value",
    "seat_view",
]

# Each game's rule-of-thumb player moved into its package (issue 35): handed on from here, with a warning.
__getattr__ = forward(__name__)
