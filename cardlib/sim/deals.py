"""Many deals at once as numpy arrays: no Python loop a deal.

Cards are numbered as ``Card.index`` (``13 * suit + rank - 2``), so ``card // 13`` is the suit and
``card % 13 + 2`` the rank. A batch of deals is an array of shape (deals, players, cards each).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from cardlib.core.cards import Card
from cardlib.core.hand import Cards
from cardlib.core.pack import check_seed

#: A seed for numpy's generator, or the generator itself.
Seed = int | np.random.Generator | None


def numpy_generator(seed: Seed) -> np.random.Generator:
    """The numpy generator for a seed (the vectorised simulations draw from it)."""
    return seed if isinstance(seed, np.random.Generator) else np.random.default_rng(check_seed(seed))


def shuffled_packs(deals: int, seed: Seed) -> np.ndarray:
    """``deals`` shuffled packs, one a row (card indices as small integers)."""
    packs = np.tile(np.arange(52, dtype=np.int8), (deals, 1))
    return numpy_generator(seed).permuted(packs, axis=1)


def deal_batch(deals: int, players: int, cards_each: int, seed: Seed) -> np.ndarray:
    """Hands for many deals: shape (deals, players, cards_each); the rest of each pack is left undealt."""
    packs = shuffled_packs(deals, seed)
    return packs[:, : players * cards_each].reshape(deals, players, cards_each)


def _trump_table(trump: int, low_first: bool = False) -> np.ndarray:
    """By card index: a trump's rank order (0 for the two; reversed if ``low_first``), −1 for other suits."""
    index = np.arange(52)
    order = 12 - index % 13 if low_first else index % 13
    return np.where(index // 13 == trump, order, -1).astype(np.int8)


def holders(hands: np.ndarray, trump: int) -> dict[str, np.ndarray]:
    """For each deal, who holds the highest and lowest trump and the jack of ``trump`` (−1: nobody)."""
    deals, players, each = hands.shape
    cards = hands.reshape(deals, -1)
    rank = np.take(_trump_table(trump), cards)  # one pass over the cards; no division
    seat, rows = np.repeat(np.arange(players), each), np.arange(deals)
    high_at = rank.argmax(axis=1)
    any_trump = rank[rows, high_at] >= 0
    high = seat[high_at]
    low = seat[np.take(_trump_table(trump, low_first=True), cards).argmax(axis=1)]
    jack_at = (rank == 9).argmax(axis=1)  # the jack is rank index 9 (11 - 2)
    jack = np.where(rank[rows, jack_at] == 9, seat[jack_at], -1)
    return {
        "high": np.where(any_trump, high, -1),
        "low": np.where(any_trump, low, -1),
        "jack": jack,
    }


def card_values(value: Callable[[Card], int]) -> np.ndarray:
    """Each card's count at ``value``, by card index: 52 small integers to take a batch's counts from."""
    return np.array([value(Card.from_index(i)) for i in range(52)], dtype=np.int16)


def count_in_hands(hands: np.ndarray, value: Callable[[Card], int]) -> np.ndarray:
    """What the cards each player was dealt count, at ``value`` a card: shape (deals, players).

    ``value`` is a game's own count, such as Pitch's ``game_value`` (its potential Game).
    """
    counts: np.ndarray = np.take(card_values(value), hands).sum(axis=2, dtype=np.int16).astype(np.int64)
    return counts


def suit_lengths(hands: np.ndarray) -> np.ndarray:
    """How many cards of each suit each player holds, shape (deals, players, 4)."""
    suits = hands // 13
    return np.stack([(suits == s).sum(axis=2) for s in range(4)], axis=2)


def estimate(hits: np.ndarray) -> tuple[float, float]:
    """A proportion and its standard error."""
    share = float(hits.mean())
    return share, (share * (1 - share) / hits.size) ** 0.5


def hand_of(hands: np.ndarray, deal: int, player: int) -> Cards:
    """One player's hand of one deal in a batch, as cards (to draw it)."""
    return Cards(Card.from_index(int(i)) for i in hands[deal, player]).sorted()
