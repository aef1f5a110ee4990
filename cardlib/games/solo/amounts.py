"""Amounts both Bostons share: counters in white units, and exact numbers as hand records write them."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

#: One red counter is worth ten white ones; all accounts are kept in white.
RED = 10
#: The forfeit for a revoke (Boston §2.10.2; Fontainebleau FO-12).
REVOKE_FORFEIT = 4 * RED
#: What a revoker in Misère Partout pays each other player.
PARTOUT_REVOKE = 5 * RED


def total(amounts: Iterable[float]) -> Fraction:
    """The exact sum of some amounts of counters (pools, shares)."""
    return sum((Fraction(amount) for amount in amounts), Fraction(0))


def number(value: Fraction | float | int) -> float | int:
    """An exact amount as JSON writes it: a whole number when it is one (hand-record reading 13)."""
    if type(value) is int:  # most amounts are whole: no fraction to make (every deal settles several)
        return value
    value = Fraction(value)
    return int(value) if value.denominator == 1 else float(value)
