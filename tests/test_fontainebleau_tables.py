"""Fontainebleau's Table 1 and Table 2, cell by cell, against an independent copy typed from the digest."""

import pytest

from cardlib import Suit
from cardlib.games.fontainebleau.tables import FLAT, trick_value

# Digest §3.6, typed again: bid | no trump | clubs or spades | hearts | diamonds | extra.
TABLE_1 = """
Boston | | 10 | 20 | 30 | 5
Six | | 30 | 40 | 50 | 5
Little misere | 75 | | | |
Seven | | 50 | 60 | 70 | 5
Piccolissimo | 100 | | | |
Eight | | 70 | 80 | 90 | 5
Grand misere | 150 | | | |
Nine | | 90 | 100 | 110 | 5
Little spread | 200 | | | |
Ten | | 110 | 120 | 130 | 5
Grand spread | 250 | | | |
Eleven | | 130 | 140 | 150 | 5
Twelve | | 150 | 160 | 170 | 5
Slam | | 400 | 450 | 500 |
Spread slam | | 600 | 700 | 800 |
"""
TABLE_2 = {"slam": (250, 300, 350), "spread slam": (350, 400, 450)}
NUMBERS = {"boston": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}


def _rows():
    for line in TABLE_1.strip().splitlines():
        name, flat, black, hearts, diamonds, _ = (c.strip() for c in line.split("|"))
        yield name.lower(), flat, black, hearts, diamonds


@pytest.mark.parametrize(("name", "flat", "black", "hearts", "diamonds"), list(_rows()))
def test_table_1(name, flat, black, hearts, diamonds):
    if flat:
        assert FLAT[name] == int(flat)
        return
    tricks = NUMBERS.get(name, 13)
    slam = name if tricks == 13 else "slam"
    for suit, cell in (
        (Suit.CLUBS, black),
        (Suit.SPADES, black),
        (Suit.HEARTS, hearts),
        (Suit.DIAMONDS, diamonds),
    ):
        assert trick_value(tricks, suit, slam=slam) == int(cell), (name, suit)
    assert trick_value(tricks, None, slam=slam) == int(diamonds), "FO-1: Grand is paid at the diamond value"


@pytest.mark.parametrize("name", list(TABLE_2))
def test_table_2(name):
    for suit, cell in zip((Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS), TABLE_2[name], strict=True):
        assert trick_value(13, suit, slam=name, slam_table=2) == cell


def test_extrapolated_grand_is_one_step_above_diamonds():
    assert trick_value(7, None, grand="extrapolated") == 80
    assert trick_value(13, None, slam="slam", grand="extrapolated") == 550
    assert trick_value(13, None, slam="spread slam", grand="extrapolated") == 900
