"""Boston de Fontainebleau's Table 1 and Table 2 (digest §3.6), as Foster prints them. White counters.

Trick bids have three columns: clubs or spades, hearts, diamonds. Misères,
spreads and Piccolissimo have one value. Every over-trick or trick short is
worth a flat 5.
"""

from __future__ import annotations

from cardlib.core.cards import Suit
from cardlib.games.fontainebleau.spec import GRAND_PAYMENT, SLAM_TABLE

#: Table 1, trick bids: tricks bid → (♣ or ♠, ♥, ♦).
TABLE_1: dict[int, tuple[int, int, int]] = {
    5: (10, 20, 30),
    6: (30, 40, 50),
    7: (50, 60, 70),
    8: (70, 80, 90),
    9: (90, 100, 110),
    10: (110, 120, 130),
    11: (130, 140, 150),
    12: (150, 160, 170),
}
#: Table 1, slams: (♣ or ♠, ♥, ♦).
SLAMS_TABLE_1 = {"slam": (400, 450, 500), "spread slam": (600, 700, 800)}
#: Table 2, the usual American reduction of the slam rows (FO-9).
SLAMS_TABLE_2 = {"slam": (250, 300, 350), "spread slam": (350, 400, 450)}
#: Calls with no trump and one value.
FLAT: dict[str, int] = {
    "little misere": 75,
    "piccolissimo": 100,
    "grand misere": 150,
    "little spread": 200,
    "grand spread": 250,
}
EXTRA_TRICK = 5
#: FO-1 "extrapolated": one step above diamonds for a Grand (not Foster's).
GRAND_STEP = {"tricks": 10, "slam": 50, "spread slam": 100}


def _column(trump: Suit | None) -> int:
    return {Suit.CLUBS: 0, Suit.SPADES: 0, Suit.HEARTS: 1, Suit.DIAMONDS: 2, None: 2}[trump]


def trick_value(
    tricks: int,
    trump: Suit | None,
    *,
    slam: str = "slam",
    slam_table: int = SLAM_TABLE.default,
    grand: str = GRAND_PAYMENT.default,
) -> int:
    """The table value of a trick bid of ``tricks`` with ``trump`` (``None``: Grand, FO-1)."""
    slams = SLAM_TABLE.choose(slam_table, {1: SLAMS_TABLE_1, 2: SLAMS_TABLE_2})
    extrapolated = GRAND_PAYMENT.choose(grand, {"diamonds": False, "extrapolated": True})
    if tricks == 13:
        row = slams[slam]
        step = GRAND_STEP[slam]
    else:
        row = TABLE_1[tricks]
        step = GRAND_STEP["tricks"]
    value = row[_column(trump)]
    return value + step if trump is None and extrapolated else value
