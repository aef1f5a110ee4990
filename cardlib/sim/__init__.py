"""Simulation at numpy speed: many deals at once as arrays, with exact answers beside the estimates."""

from cardlib.core.odds import jack_dealt_exactly
from cardlib.forwarding import forward
from cardlib.sim.deals import (
    count_in_hands,
    deal_batch,
    estimate,
    hand_of,
    holders,
    shuffled_packs,
    suit_lengths,
)

__all__ = [
    "count_in_hands",
    "deal_batch",
    "estimate",
    "hand_of",
    "holders",
    "jack_dealt_exactly",
    "shuffled_packs",
    "suit_lengths",
]

# Pitch's own counts left the simulations (issue 35): stand-ins handed on from here, with a warning.
__getattr__ = forward(__name__)
