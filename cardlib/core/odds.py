"""Exact chances of a deal, by counting hands with :func:`math.comb` (standard library only).

The simulations in :mod:`cardlib.sim` and the experiment exercises both check against these.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

PACK = 52


def holding_exactly(held: int, of: int, cards_each: int) -> Fraction:
    """The chance that a hand of ``cards_each`` holds exactly ``held`` of ``of`` named cards."""
    if not 0 <= held <= min(of, cards_each):
        return Fraction(0)
    return Fraction(comb(of, held) * comb(PACK - of, cards_each - held), comb(PACK, cards_each))


def holding_at_least(held: int, of: int, cards_each: int) -> Fraction:
    """The chance that a hand of ``cards_each`` holds ``held`` or more of ``of`` named cards."""
    return sum((holding_exactly(k, of, cards_each) for k in range(held, of + 1)), Fraction(0))


def jack_dealt_exactly(players: int, cards_each: int = 6) -> Fraction:
    """The chance that a given card (the jack of a named suit) is dealt to somebody."""
    dealt = players * cards_each
    return Fraction(comb(PACK - 1, dealt - 1), comb(PACK, dealt))


def honours_exactly(held: int, cards_each: int = 13) -> Fraction:
    """The chance that a hand of ``cards_each`` holds exactly ``held`` of the four honours of a suit."""
    return holding_exactly(held, 4, cards_each)


def length_exactly(length: int, cards_each: int = 13) -> Fraction:
    """The chance that a hand of ``cards_each`` holds exactly ``length`` cards of a given suit."""
    return holding_exactly(length, 13, cards_each)
