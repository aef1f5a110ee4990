"""The 52-card pack and shuffling through an injected ``numpy.random.Generator``."""

from __future__ import annotations

import numpy as np

from cardlib.core.cards import Card
from cardlib.core.hand import Cards

Seed = int | np.random.Generator | None


_FULL_PACK = Cards(Card.from_index(i) for i in range(52))


def full_pack() -> Cards:
    """All 52 cards in natural order, ``2C`` first and ``AS`` last."""
    return _FULL_PACK


def generator(seed: Seed) -> np.random.Generator:
    """A ``numpy.random.Generator`` from a seed, or the generator itself if given one."""
    if isinstance(seed, np.random.Generator):
        return seed
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise ValueError(f"seed {seed!r}: a seed is a whole number 0 or more")
    return np.random.default_rng(seed)


def shuffled(cards: Cards, rng: np.random.Generator) -> Cards:
    """The cards in a random order drawn from ``rng``."""
    items = tuple(cards)
    return Cards.trusted([items[i] for i in rng.permutation(len(items)).tolist()])
