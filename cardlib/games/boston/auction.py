"""The Boston auction (digest §2.7, BO-5, BO-6; hand-record reading 4).

The eldest hand speaks first and the turn goes round. Each player passes,
keeps (the standing number in colour), keeps over (in first preference),
bids a higher number, or calls a misère or spread that ranks higher. Passing
is final, except that a player who has passed is asked again while some
misère or spread outranks the standing bid, and may then call only that. The
auction ends when every player but the standing bidder has declined since the
last bid; if nobody bids at all, Misère Partout is played (BO-14).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from cardlib.core.errors import IllegalAction
from cardlib.games.boston.calls import Call, Strength, ladder, outranks, read_call

_MISERES = [c for c in ladder() if c.is_misere]


class BostonAuction:
    """The calls so far, the standing bid, and who is still to be asked."""

    def __init__(self, order: Sequence[str], direct_class_bids: bool = False) -> None:
        self.order = tuple(order)
        self.direct_class_bids = direct_class_bids
        self.standing: tuple[str, Call] | None = None
        self.passed: set[str] = set()
        self.declined: set[str] = set()
        self.last: str | None = None
        self.calls: list[tuple[str, str]] = []
        self.next_player: str | None = self._find_next()

    def clone(self) -> BostonAuction:
        """An independent copy."""
        new = copy.copy(self)
        new.passed, new.declined, new.calls = set(self.passed), set(self.declined), list(self.calls)
        return new

    def _returns(self) -> list[Call]:
        """The misères and spreads a player who has passed may still call."""
        if self.standing is None:
            return []
        return [c for c in _MISERES if c.key > self.standing[1].key]

    def current_player(self) -> str | None:
        """Who is asked next, or ``None`` when the auction is over."""
        return self.next_player

    def _find_next(self) -> str | None:
        start = 0 if self.last is None else (self.order.index(self.last) + 1) % len(self.order)
        can_return = bool(self._returns())
        for step in range(len(self.order)):
            player = self.order[(start + step) % len(self.order)]
            if self.standing and player == self.standing[0]:
                continue
            if player in self.declined or (player in self.passed and not can_return):
                continue
            return player
        return None

    def is_over(self) -> bool:
        """True once nobody is left to ask."""
        return self.next_player is None

    def legal_actions(self) -> list[str]:
        """What the player asked may say, ``pass`` first."""
        player = self.current_player()
        if player is None:
            return []
        if player in self.passed:
            return ["pass"] + [c.words() for c in self._returns()]
        actions = ["pass"]
        standing = self.standing[1] if self.standing else None
        if standing and standing.is_trick_bid:
            if standing.strength is Strength.PLAIN:
                actions.append("keep")
            if standing.strength < Strength.PREFERENCE:
                actions.append("keep over")
        for call in ladder():
            if standing and call.rank <= standing.rank:
                continue
            if call.strength is not Strength.PLAIN and not self.direct_class_bids:
                continue
            actions.append(call.words())
        return actions

    def _resolve(self, player: str, words: str) -> Call | None:
        """The call ``words`` makes for ``player``, or ``None`` for a pass; refuse anything illegal."""
        kind, call = read_call(words)
        if kind == "pass":
            return None
        standing = self.standing[1] if self.standing else None
        if kind in ("keep", "keep over"):
            if standing is None or not standing.is_trick_bid:
                raise IllegalAction(
                    f'there is no trick bid to {kind} at; "{kind}" repeats the standing number'
                )
            call = Call(standing.name, Strength.COLOUR if kind == "keep" else Strength.PREFERENCE)
        elif (
            call.strength is not Strength.PLAIN
            and not self.direct_class_bids
            and (standing is None or call.name != standing.name)
        ):
            raise IllegalAction(
                f"a new number is bid plain; {call.words()} can only be reached by keeping at "
                f"{call.name} (BO-5; the option direct_class_bids allows it)"
            )
        if player in self.passed and not call.is_misere:
            raise IllegalAction(
                f"{player} has passed, and may come back only with a misère or spread that outranks "
                f"{standing.words() if standing else 'the standing bid'}"
            )
        if standing is not None:
            beats, reason = outranks(call, standing)
            if not beats:
                raise IllegalAction(
                    f"{call.words()} does not beat {self.standing[0]}'s {standing.words()}: {reason}"
                )
        return call

    def apply(self, player: str, words: str) -> None:
        """Apply one call or pass by the player asked, after checking it."""
        call = self._resolve(player, words)
        if call is None:
            self.passed.add(player)
            self.declined.add(player)
            self.calls.append((player, "pass"))
        else:
            self.standing = (player, call)
            self.declined = set()
            self.calls.append((player, call.words()))
        self.last = player
        self.next_player = self._find_next()
