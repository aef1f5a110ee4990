"""Every cell of Boston's four payment tables against an independent copy typed from the digest (§2.9)."""

import pytest

from cardlib.games.boston import tables

# Typed again from the digest, row by row as printed (classic win: columns 5..13 with "–" as None).
CLASSIC_WIN = """
Five | 12 | 12 | 13 | 13 | 14 | 14 | 14 | 15 | 15
Six | – | 15 | 16 | 16 | 17 | 18 | 19 | 20 | 20
Seven | – | – | 18 | 20 | 21 | 22 | 23 | 24 | 26
Eight | – | – | – | 23 | 24 | 26 | 28 | 29 | 31
Nine | – | – | – | – | 32 | 34 | 36 | 39 | 41
Ten | – | – | – | – | – | 42 | 45 | 48 | 52
Eleven | – | – | – | – | – | – | 63 | 68 | 72
Twelve | – | – | – | – | – | – | – | 106 | 114
Thirteen | – | – | – | – | – | – | – | – | 166
"""
AMERICAN_WIN = "10 15 20 25 35 45 65 105 170"
CLASSIC_LOSS = """
Five | 11 | 21 | 31 | 41 | 50
Six | 15 | 24 | 35 | 45 | 55 | 66
Seven | 19 | 29 | 40 | 50 | 60 | 72 | 82
Eight | 23 | 34 | 46 | 56 | 67 | 78 | 89 | 110
Nine | 33 | 44 | 57 | 68 | 82 | 92 | 103 | 115 | 127
Ten | 44 | 56 | 70 | 82 | 94 | 107 | 119 | 132 | 145 | 157
Eleven | 67 | 80 | 95 | 109 | 123 | 138 | 151 | 165 | 180 | 194 | 208
Twelve | 113 | 130 | 148 | 165 | 182 | 200 | 217 | 234 | 252 | 270 | 286 | 304
Thirteen | 177 | 198 | 222 | 241 | 262 | 284 | 305 | 326 | 348 | 369 | 390 | 412 | 433
"""
AMERICAN_LOSS = """
Five | 10 | 20 | 30 | 40 | 50
Six | 15 | 25 | 35 | 45 | 55 | 65
Seven | 20 | 30 | 40 | 50 | 60 | 70 | 80
Eight | 25 | 35 | 45 | 55 | 70 | 85 | 100 | 115
Nine | 35 | 45 | 55 | 65 | 80 | 95 | 110 | 125 | 140
Ten | 45 | 55 | 70 | 80 | 95 | 110 | 125 | 140 | 155 | 170
Eleven | 70 | 80 | 95 | 110 | 125 | 140 | 155 | 170 | 185 | 200 | 220
Twelve | 120 | 130 | 145 | 160 | 180 | 200 | 220 | 240 | 260 | 280 | 300 | 320
Thirteen | 180 | 200 | 220 | 240 | 260 | 280 | 300 | 320 | 340 | 360 | 390 | 420 | 450
"""


def _rows(text):
    rows = {}
    for bid, line in enumerate(text.strip().splitlines(), start=5):
        cells = [c.strip() for c in line.split("|")[1:]]
        rows[bid] = [None if c == "–" else int(c) for c in cells]
    return rows


@pytest.mark.parametrize("bid", range(5, 14))
def test_classic_win_cells(bid):
    expected = _rows(CLASSIC_WIN)[bid]
    for taken in range(5, 14):
        cell = expected[taken - 5]
        if cell is None:
            assert taken < bid
        else:
            assert tables.win_value(bid, taken, "classic") == cell, (bid, taken)


def test_american_win_row():
    assert [tables.win_value(bid, bid, "american") for bid in range(5, 14)] == [
        int(v) for v in AMERICAN_WIN.split()
    ]
    assert tables.win_value(7, 13, "american") == 20, "no over-tricks in the American system"


@pytest.mark.parametrize(("text", "system"), [(CLASSIC_LOSS, "classic"), (AMERICAN_LOSS, "american")])
def test_loss_cells(text, system):
    for bid, cells in _rows(text).items():
        assert len(cells) == bid, "a caller can be short by 1 up to his whole bid"
        for short, cell in enumerate(cells, start=1):
            assert tables.loss_value(bid, short, system) == cell, (system, bid, short)


def test_misere_values_double_row_by_row():
    assert tables.MISERE_VALUES == {
        "little misere": 20,
        "grand misere": 40,
        "little spread": 80,
        "grand spread": 160,
    }
