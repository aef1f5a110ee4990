"""A whole game of Boston (digest §2.2, §2.11): twelve deals on the shared game, with Boston's pools.

Each player puts one red counter into the pool at the start and whenever the
pool is empty. After the twelfth deal the pools left are shared equally, or,
with ``last_hand="grand"`` (BO-20), a thirteenth hand is played as a Grand with
no trumps and the winner of its last trick takes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlib.core.deal import Deal
from cardlib.core.options import FOSTER, Option
from cardlib.core.pack import Seed
from cardlib.core.seats import FOSTER_FOUR
from cardlib.games.boston.engine import BostonRules
from cardlib.games.boston.tables import POOL_STAKE
from cardlib.games.solo.match import DEALS_IN_A_GAME, SoloMatch
from cardlib.games.solo.outcome import SoloOutcome
from cardlib.games.solo.state import SoloState

#: How a game of Boston ends (BO-20): the pools shared, or a thirteenth hand played as a Grand.
LAST_HAND = Option(
    "last_hand",
    ("split", "grand"),
    "BO-20",
    "After the twelfth deal the pools are shared (split), or a thirteenth hand at no trumps decides them.",
    default_is=FOSTER,
    why="Foster: sharing the pools is usual, the thirteenth hand at no trumps is played sometimes.",
)


class BostonMatch(SoloMatch):
    """A game of Boston, played deal by deal, with counters and pools kept."""

    def __init__(
        self,
        players: Sequence[str] = FOSTER_FOUR,
        rules: BostonRules | None = None,
        seed: Seed = None,
        *,
        stock: int = 1000,
        last_hand: str = "split",
    ) -> None:
        super().__init__(rules or BostonRules(), players, seed, stock=stock)
        self.last_hand = LAST_HAND.check(last_hand)
        self._stake_if_empty()

    def _stake_if_empty(self) -> None:
        if not self.pools:
            for player in self.players:
                self.counters[player] -= POOL_STAKE
            self.pools = [POOL_STAKE * len(self.players)]

    @property
    def deals(self) -> int:
        """Twelve deals, and a thirteenth Grand hand if ``last_hand="grand"``."""
        return DEALS_IN_A_GAME + LAST_HAND.means(self.last_hand, "grand")

    def _grand_hand(self) -> bool:
        return LAST_HAND.means(self.last_hand, "grand") and len(self.sheet) == DEALS_IN_A_GAME

    def _fields(self, dealt: Deal) -> dict[str, Any]:
        fields = {"turn_up": dealt.turn_up, "pools": list(self.pools)}
        return {**fields, "last_hand": True} if self._grand_hand() else fields

    def _new_state(self, dealt: Deal) -> SoloState:
        state = super()._new_state(dealt)
        if self._grand_hand():
            for player in dealt.order_from_eldest():
                state.apply(f"{player}: pass")
        return state

    def _settle(self, state: SoloState, outcome: SoloOutcome) -> tuple[str, dict[str, float]]:
        settled = super()._settle(state, outcome)
        if self._grand_hand():
            last = state.completed_tricks()[-1].winner(None)
            return f"13th hand, Grand: {last} takes the last trick and the pools", settled[1]
        if len(self.sheet) + 1 < DEALS_IN_A_GAME:
            self._stake_if_empty()
        return settled
