"""Boston and Fontainebleau hands in bulk: honours, suit lengths and trick estimates as arrays.

A batch is ``deal_batch(deals, 4, 13, seed)``: every card dealt, thirteen to each of four players.
The exact chances beside them (:mod:`cardlib.core.odds`) come from counting hands.
"""

from __future__ import annotations

import numpy as np

from cardlib.core.odds import honours_exactly, length_exactly  # noqa: F401 (re-exported)
from cardlib.sim.deals import suit_lengths

#: Rank indices (``card % 13``) of the ace, king, queen and jack: the honours of the trump suit.
HONOUR_RANKS = (12, 11, 10, 9)


def honours_held(hands: np.ndarray, trump: int) -> np.ndarray:
    """How many of the four honours of ``trump`` each player holds: shape (deals, players)."""
    is_honour = (hands // 13 == trump) & (hands % 13 >= 9)
    held: np.ndarray = is_honour.sum(axis=2)
    return held


def holds(hands: np.ndarray, card: int) -> np.ndarray:
    """Whether each player holds the card with index ``card``: shape (deals, players, )."""
    held: np.ndarray = (hands == card).any(axis=2)
    return held


def trick_estimates(hands: np.ndarray, trump: int) -> np.ndarray:
    """The rule-of-thumb player's trick estimate with ``trump`` as trumps, for every hand at once.

    The same count as :func:`cardlib.games.boston.rule_of_thumb.estimated_tricks`: aces, guarded kings
    and queens, trump length beyond three, and voids and singletons beside three or more trumps.
    """
    lengths = suit_lengths(hands)
    trumps = lengths[:, :, trump]
    tricks = np.zeros(hands.shape[:2])
    for suit in range(4):
        base = 13 * suit
        ace, king, queen = (holds(hands, base + r) for r in (12, 11, 10))
        length = lengths[:, :, suit]
        tricks += ace + 0.6 * (king & (length >= 2)) + 0.3 * (queen & (length >= 3))
        if suit == trump:
            tricks += np.maximum(0, length - 3)
        else:
            ruffs = np.where(length == 0, 1.0, np.where(length == 1, 0.5, 0.0))
            tricks += np.where(trumps >= 3, ruffs, 0.0)
    return np.round(tricks, 1)
