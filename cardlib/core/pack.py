"""The 52-card pack, and every random choice the kit makes, from a seeded ``random.Random``.

The core runs on the standard library alone. Each draw is made from ``Random.random()``, the one
method whose seeded sequence Python promises to keep from version to version, so a seed deals the
same cards on every Python the kit supports. (Turning a float in [0, 1) into one of ``n`` choices
by rounding ``random() * n`` down is biased by less than ``n`` in 2**53: nothing a card game can
see. The kit rounds down with ``math.floor``, which gives what ``int`` gives for a number not below 0
in half the time: every deal rounds 51 draws.)
"""

from __future__ import annotations

import functools
import random
import weakref
from collections.abc import Sequence
from math import floor
from typing import TypeVar

from cardlib.core.cards import Card
from cardlib.core.errors import CardlibError
from cardlib.core.hand import Cards
from cardlib.core.words import shown

Seed = int | random.Random | None
T = TypeVar("T")

_FULL_PACK = Cards(Card.from_index(i) for i in range(52))


def full_pack() -> Cards:
    """All 52 cards in natural order, ``2C`` first and ``AS`` last."""
    return _FULL_PACK


def generator(seed: Seed) -> random.Random:
    """A ``random.Random`` from a seed (fresh entropy for ``None``), or the generator itself if given one."""
    return seed if isinstance(seed, random.Random) else random.Random(check_seed(seed))


def check_seed(seed: object) -> int | None:
    """``seed`` if it is a whole number 0 or more (or ``None``), else a ``ValueError`` saying so."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise CardlibError(f"seed {shown(seed)}: a seed is a whole number 0 or more")
    return seed


def derived(*numbers: int) -> random.Random:
    """A generator seeded from several numbers, e.g. a tournament's seed and a deal's number."""
    return random.Random(":".join(str(n) for n in numbers))


def below(rng: random.Random, n: int) -> int:
    """A whole number from 0 to ``n - 1``, each equally likely."""
    return min(floor(rng.random() * n), n - 1)


def pick(rng: random.Random, items: Sequence[T]) -> T:
    """One of ``items``, each equally likely."""
    return items[below(rng, len(items))]


#: Each generator's cases still to come, for :func:`in_turn` (forgotten with the generator).
_TURNS: weakref.WeakKeyDictionary[random.Random, dict[tuple[object, ...], list[object]]]
_TURNS = weakref.WeakKeyDictionary()


def in_turn(rng: random.Random, cases: Sequence[T]) -> T:
    """One of ``cases``, each in its turn: every run of ``len(cases)`` draws from ``rng`` gives each once.

    A sheet of questions drawn this way covers every kind of question it has room for, in an order
    drawn from ``rng`` (where :func:`pick` could ask the same kind five times in six).
    """
    key = tuple(cases)
    waiting = _TURNS.setdefault(rng, {}).setdefault(key, [])
    if not waiting:
        waiting.extend(key[i] for i in permutation(rng, len(key)))
    return waiting.pop()  # type: ignore[return-value]


def permutation(rng: random.Random, n: int) -> list[int]:
    """The numbers 0 to ``n - 1`` in a random order (Fisher and Yates)."""
    return _shuffle(list(range(n)), rng)


def _shuffle(items: list[T], rng: random.Random) -> list[T]:
    """``items`` put in a random order in place (Fisher and Yates), and given back.

    Shuffling the items themselves, or their places and then reading the items at those places,
    gives the same order from the same draws: a deal shuffles its pack directly.
    """
    draw = rng.random
    for i, m in _places_and_sizes(len(items)):
        # below(rng, m), written out (every deal makes 51 draws): a draw is below 1, and below 1 times
        # a whole number m never rounds up to m, so j is at most i
        j = floor(draw() * m)
        items[i], items[j] = items[j], items[i]
    return items


@functools.cache
def _places_and_sizes(n: int) -> tuple[tuple[int, int], ...]:
    """Each place a shuffle of ``n`` items fills, last first, with how many items it draws from."""
    return tuple((i, i + 1) for i in range(n - 1, 0, -1))


def weighted_order(rng: random.Random, weights: Sequence[float]) -> list[int]:
    """The indices of ``weights`` in a random order, each next one drawn in proportion to its weight."""
    left = list(range(len(weights)))
    order = []
    while left:
        point = rng.random() * sum(weights[i] for i in left)
        for position, index in enumerate(left):
            point -= weights[index]
            if point < 0 or position == len(left) - 1:
                order.append(left.pop(position))
                break
    return order


def shuffled(cards: Cards, rng: random.Random) -> Cards:
    """The cards in a random order drawn from ``rng``."""
    return Cards.trusted(permuted(cards, rng))


def permuted(items: Sequence[T], rng: random.Random) -> list[T]:
    """The items in a random order drawn from ``rng``, as a list (a deal takes its hands from it)."""
    return _shuffle(list(items), rng)
