"""The Pitch search's table: a ranks table whose entries also say how much Game each rival had.

In Pitch the pitcher's Game depends on each other player's Game taken so far, so an entry holds
bounds for each *rivals* vector (every other player's Game less the pitcher's). The pitcher can only
do worse as a rival's Game rises, so a lower bound stands for every position whose rivals are no
better off, and an upper bound for every position whose rivals are no worse off.
"""

from __future__ import annotations

from cardlib.analysis.ranks_table import RanksTable


class RivalsTable(RanksTable):
    """A ranks table whose entries carry bounds for each rivals vector (``lookup`` and ``store`` take it)."""

    #: Its patterns hold a dictionary of bounds each: about half as much again as a ranks table's (measured).
    ENTRY_BYTES = 1600

    def answer(
        self, by_rivals: dict[tuple[int, ...], list[int]], need: int, rivals: tuple[int, ...] = ()
    ) -> bool | None:
        """What the entries for any rivals say to "at least ``need``?" for these ``rivals``."""
        for theirs, (low, high) in by_rivals.items():
            if low >= need:
                if all(a <= b for a, b in zip(rivals, theirs, strict=True)):
                    return True
            elif high < need and all(a >= b for a, b in zip(rivals, theirs, strict=True)):
                return False
        return None

    def new_entry(self, most: int) -> dict[tuple[int, ...], list[int]]:
        """An entry with no rivals yet."""
        return {}

    def bounds(
        self, entry: dict[tuple[int, ...], list[int]], most: int, rivals: tuple[int, ...] = ()
    ) -> list[int]:
        """The bounds kept in ``entry`` for these ``rivals``."""
        found = entry.get(rivals)
        if found is None:
            found = entry[rivals] = [0, most]
        return found
