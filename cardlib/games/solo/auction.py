"""The over-calling auction of both Bostons (digest §2.7, §3.3; hand-record reading 4).

The eldest hand speaks first and the turn goes round. Each player passes or
makes a call that outranks the standing one. The auction ends when every
player but the standing bidder has declined since the last bid. Whether a
player who has passed is asked again is the games' difference: in Boston he
is, while some misère or spread would outrank the standing bid; in
Fontainebleau never.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Sequence

from cardlib.core.errors import IllegalAction
from cardlib.core.quick import shallow_copy
from cardlib.games.solo.ladder import Call, Ladder, outranks


class SoloAuction(ABC):
    """The calls so far, the standing bid, and who is still to be asked."""

    #: Whether a player who has passed may come back with a misère or spread that outranks the bid.
    passed_may_return = False

    def __init__(self, order: Sequence[str], ladder: Ladder) -> None:
        self.order = tuple(order)
        self.ladder = ladder
        self.standing: tuple[str, Call] | None = None
        self.passed: set[str] = set()
        self.declined: set[str] = set()
        self.last: str | None = None
        self.calls: list[tuple[str, str]] = []
        self.next_player: str | None = self._find_next()

    @abstractmethod
    def read(self, player: str, words: str) -> Call | None:
        """The call ``words`` makes now (``None`` for a pass), checked against the game's own rules."""

    @abstractmethod
    def offers(self) -> list[str]:
        """The calls a player who has not passed may make now, in the game's words."""

    def clone(self) -> SoloAuction:
        """An independent copy."""
        new = shallow_copy(self)
        new.passed, new.declined, new.calls = set(self.passed), set(self.declined), list(self.calls)
        return new

    def returns(self) -> list[Call]:
        """The misères and spreads a player who has passed may still call."""
        if not self.passed_may_return or self.standing is None:
            return []
        return list(_miseres_above(self.ladder, self.standing[1]))

    def _find_next(self) -> str | None:
        start = 0 if self.last is None else (self.order.index(self.last) + 1) % len(self.order)
        can_return = bool(self.returns())
        for step in range(len(self.order)):
            player = self.order[(start + step) % len(self.order)]
            if self.standing and player == self.standing[0]:
                continue
            if player in self.declined or (player in self.passed and not can_return):
                continue
            return player
        return None

    def current_player(self) -> str | None:
        """Who is asked next, or ``None`` when the auction is over."""
        return self.next_player

    def is_over(self) -> bool:
        """True once nobody is left to ask."""
        return self.next_player is None

    def legal_actions(self) -> list[str]:
        """What the player asked may say, ``pass`` first."""
        player = self.next_player
        if player is None:
            return []
        if player in self.passed:
            return ["pass"] + [c.words() for c in self.returns()]
        return ["pass", *self.offers()]

    def _check(self, player: str, call: Call) -> None:
        standing = self.standing[1] if self.standing else None
        if player in self.passed and not call.is_misere:
            raise IllegalAction(
                f"{player} has passed, and may come back only with a misère or spread that outranks "
                f"{standing.words() if standing else 'the standing bid'}"
            )
        if standing is not None:
            beats, reason = outranks(call, standing)
            if not beats:
                holder = self.standing[0] if self.standing else "the standing bid"
                raise IllegalAction(f"{call.words()} does not beat {holder}'s {standing.words()}: {reason}")

    def apply(self, player: str, words: str) -> None:
        """Apply one call or pass by the player asked, after checking it."""
        call = self.read(player, words)
        if call is None:
            self.passed.add(player)
            self.declined.add(player)
            self.calls.append((player, "pass"))
        else:
            self._check(player, call)
            self.standing = (player, call)
            self.declined = set()
            self.calls.append((player, call.words()))
        self.last = player
        self.next_player = self._find_next()


@functools.cache
def _miseres_above(ladder: Ladder, standing: Call) -> tuple[Call, ...]:
    """The misères and spreads that outrank ``standing`` (asked at every turn of an auction; a few calls)."""
    return tuple(c for c in ladder.calls() if c.is_misere and c.key > standing.key)
