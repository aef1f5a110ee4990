"""Boston de Fontainebleau's Table 1 (and the American slam rows) as a sheet a learner can read."""

from __future__ import annotations

from cardlib.games.fontainebleau.spec import SLAM_TABLE
from cardlib.games.fontainebleau.tables import EXTRA_TRICK, FLAT, SLAMS_TABLE_1, SLAMS_TABLE_2, TABLE_1
from cardlib.render.sheet import Sheet, Sheets


def table_sheet(slam_table: int = SLAM_TABLE.default) -> Sheet:
    """Table 1 by tricks bid and trump suit, with the slam rows of Table 1 or Table 2."""
    slams = SLAM_TABLE.choose(slam_table, {1: SLAMS_TABLE_1, 2: SLAMS_TABLE_2})
    rows = [(f"{tricks} tricks", *map(str, values)) for tricks, values in TABLE_1.items()]
    rows += [(name, *map(str, values)) for name, values in slams.items()]
    return Sheet(
        f"Table 1{' (slams from Table 2)' if slam_table == 2 else ''}: a call's value from each adversary",
        ("call", "♣ or ♠", "♥", "♦"),
        rows,
        f"Each trick over (when made) or short (when failed) adds {EXTRA_TRICK}.",
    )


def flat_sheet() -> Sheet:
    """The calls with no trump and one value."""
    rows = [(name.replace("misere", "misère"), str(value)) for name, value in FLAT.items()]
    return Sheet(
        "Misères, Piccolissimo and spreads: won or lost with each adversary", ("call", "value"), rows
    )


def table_sheets(slam_table: int = SLAM_TABLE.default) -> Sheets:
    """Every Fontainebleau payment table, in white counters."""
    return Sheets((table_sheet(slam_table), flat_sheet()))
