"""A whole game of Boston de Fontainebleau (digest §3.1, §3.7): twelve deals on the shared game.

Each dealer stakes into the one pool on his deal (that is part of the hand);
the pool has no limit; the twelfth deal has its own rule (FO-11); anything
left at the end is shared equally (FO-14).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlib.core.deal import Deal
from cardlib.core.pack import Seed
from cardlib.core.seats import FOSTER_FOUR
from cardlib.games.fontainebleau.engine import FontainebleauRules
from cardlib.games.solo.match import SoloMatch


class FontainebleauMatch(SoloMatch):
    """A game of Boston de Fontainebleau, played deal by deal, with counters and the pool kept."""

    def __init__(
        self,
        players: Sequence[str] = FOSTER_FOUR,
        rules: FontainebleauRules | None = None,
        seed: Seed = None,
        *,
        stock: int = 1000,
    ) -> None:
        super().__init__(rules or FontainebleauRules(), players, seed, stock=stock)
        self.pools = [0]

    def _fields(self, dealt: Deal) -> dict[str, Any]:
        return {"pool": self.pools[0], "deal_number": len(self.sheet) + 1}
