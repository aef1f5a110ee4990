"""The Boston auction (digest §2.7, BO-5, BO-6): keeps, over-calls, and misère returns.

On top of the shared auction, Boston lets a player "keep" (the standing number
in colour) or "keep over" (in first preference); a new number is bid plain
unless the option ``direct_class_bids`` is on; and a player who has passed is
asked again while some misère or spread outranks the standing bid.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from cardlib.core.errors import IllegalAction
from cardlib.games.boston.calls import BOSTON, Strength, read_call
from cardlib.games.solo.auction import SoloAuction
from cardlib.games.solo.ladder import Call


class BostonAuction(SoloAuction):
    """The Boston auction."""

    passed_may_return = True

    def __init__(self, order: Sequence[str], direct_class_bids: bool = False, grand: bool = False) -> None:
        self.direct_class_bids = direct_class_bids
        #: The thirteenth hand of a game (BO-20): nobody calls.
        self.grand = grand
        super().__init__(order, BOSTON)

    def offers(self) -> list[str]:
        """Keep, keep over, and every higher call (plain at a new number unless bid directly)."""
        if self.grand:
            return []
        return list(_offers(self.standing[1] if self.standing else None, self.direct_class_bids))

    @staticmethod
    def _repeat(call: Call, standing: Call | None) -> str:
        """Saying the standing number again keeps (over a plain bid) or keeps over (over a kept one)."""
        if standing is None or not standing.is_trick_bid or call.name != standing.name:
            where = f"the standing bid is {standing.words()}" if standing else "nothing has been bid yet"
            raise IllegalAction(f'"{call.name} here" repeats the standing number to keep at it, and {where}')
        if standing.strength == Strength.PREFERENCE:
            raise IllegalAction(
                f"{standing.words()} is already kept over; a higher call is needed to beat it"
            )
        return "keep" if standing.strength == Strength.PLAIN else "keep over"

    def read(self, player: str, words: str) -> Call | None:
        """Read a call, turning "keep" and "keep over" into the standing number's stronger classes."""
        kind, call = read_call(words)
        if kind == "pass":
            return None
        if self.grand:
            raise IllegalAction(
                "the thirteenth hand is a Grand: everyone passes, and it is played out at no trumps"
            )
        standing = self.standing[1] if self.standing else None
        if call is not None and (
            kind == "repeat"
            or (
                kind == "call"
                and call.is_trick_bid
                and standing
                and call.name == standing.name
                and call.strength == Strength.PLAIN
            )
        ):
            kind = self._repeat(call, standing)
        if kind in ("keep", "keep over"):
            if standing is None or not standing.is_trick_bid:
                raise IllegalAction(
                    f'there is no trick bid to {kind} at; "{kind}" repeats the standing number'
                )
            return BOSTON.call(standing.name, Strength.COLOUR if kind == "keep" else Strength.PREFERENCE)
        if call is None:  # every other kind of word comes with its call
            raise IllegalAction(f'"{words}" is not a call this auction knows')
        if (
            call.strength != Strength.PLAIN
            and not self.direct_class_bids
            and (standing is None or call.name != standing.name)
        ):
            raise IllegalAction(
                f"a new number is bid plain; {call.words()} can only be reached by keeping at "
                f"{call.name} (the option direct_class_bids allows it)"
            )
        return call


@functools.cache
def _offers(standing: Call | None, direct_class_bids: bool) -> tuple[str, ...]:
    """What a player who has not passed may call over ``standing`` (asked at every turn of an auction)."""
    actions: list[str] = []
    if standing and standing.is_trick_bid:
        if standing.strength == Strength.PLAIN:
            actions.append("keep")
        if standing.strength < Strength.PREFERENCE:
            actions.append("keep over")
    for call in BOSTON.calls():
        if standing and call.rank <= standing.rank:
            continue
        if call.strength != Strength.PLAIN and not direct_class_bids:
            continue
        actions.append(call.words())
    return tuple(actions)
