"""Simulation at numpy speed: many deals at once as arrays, with exact answers beside the estimates."""

from cardlib.sim.deals import (
    GAME_VALUES,
    deal_batch,
    estimate,
    game_in_hands,
    hand_of,
    holders,
    jack_dealt_exactly,
    shuffled_packs,
    suit_lengths,
)

__all__ = [
    "GAME_VALUES",
    "deal_batch",
    "estimate",
    "game_in_hands",
    "hand_of",
    "holders",
    "jack_dealt_exactly",
    "shuffled_packs",
    "suit_lengths",
]
