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


def column(trump: Suit | None) -> int:
    """The column of Table 1 a trump is paid from: clubs or spades, hearts, diamonds (or Grand, FO-1)."""
    return {Suit.CLUBS: 0, Suit.SPADES: 0, Suit.HEARTS: 1, Suit.DIAMONDS: 2, None: 2}[trump]


def value_row(
    tricks: int, *, slam: str = "slam", slam_table: int = SLAM_TABLE.default
) -> tuple[str, tuple[int, ...]]:
    """The row a trick bid of ``tricks`` is valued from, with its name: Table 1, or the slam table."""
    if tricks == 13:
        slams = SLAM_TABLE.choose(slam_table, {1: SLAMS_TABLE_1, 2: SLAMS_TABLE_2})
        return f"Table {slam_table}, {slam}", slams[slam]
    return f"Table 1, {tricks} tricks", TABLE_1[tricks]


def trick_value(
    tricks: int,
    trump: Suit | None,
    *,
    slam: str = "slam",
    slam_table: int = SLAM_TABLE.default,
    grand: str = GRAND_PAYMENT.default,
) -> int:
    """The table value of a trick bid of ``tricks`` with ``trump`` (``None``: Grand, FO-1)."""
    extrapolated = GRAND_PAYMENT.choose(grand, {"diamonds": False, "extrapolated": True})
    _, row = value_row(tricks, slam=slam, slam_table=slam_table)
    step = GRAND_STEP[slam if tricks == 13 else "tricks"]
    value = row[column(trump)]
    return value + step if trump is None and extrapolated else value
