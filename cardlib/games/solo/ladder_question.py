"""``LadderQuestion``: the ladder of calls of either Boston, the standing bid, and which calls beat it.

The controller of the ``BidLadder`` widget (``cardlib.games.solo.widgets``): a plain object the tests
drive, which imports no widget library. It reaches each game through its book of calls
(``GameSpec.book``), so that this package, below both games, names neither's module.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardlib.core.cards import Suit
from cardlib.core.said import action_words
from cardlib.games.solo.auction import SoloAuction
from cardlib.games.solo.book import OPENING_GAME, call_book
from cardlib.games.solo.ladder import Call, outranks


class LadderQuestion:
    """The ladder of a game with one (the two Bostons), with a standing bid to over-call.

    ``options`` are the game's rule options (say ``{"suit_order": "french"}``); ``turn_up`` fixes
    Boston's trumps.
    """

    def __init__(
        self, game: str = OPENING_GAME, turn_up: Suit = Suit.HEARTS, options: Mapping[str, Any] | None = None
    ) -> None:
        self.book = call_book(game)
        self.game = game
        self.options = self.book.rule_options(dict(options or {}))
        self.turn_up = turn_up
        self.standing: Call | None = None

    def _auction(self) -> SoloAuction:
        auction = self.book.auction(self.book.spec.seats, self.options)
        if self.standing is not None:
            auction.standing = (self.book.spec.seats[0], self.standing)
        return auction

    def read(self, words: str) -> Call:
        """A call in the game's words (``"seven in colour"``, ``"7D"``)."""
        call = self.book.read(words, self.options)
        if call is None:
            raise ValueError("a pass is not a call on the ladder")
        return call

    def calls(self) -> list[Call]:
        """Every call, lowest first."""
        return self.book.calls(self.options)

    def describe(self, call: Call) -> str:
        """What ``call`` undertakes in this game."""
        return self.book.describe(call, self.options, self.turn_up)

    def overcalls(self) -> list[str]:
        """The calls a player who has not passed may make over the standing bid, in the game's words."""
        return self._auction().offers()

    def compare(self, first: str, second: str) -> str:
        """Which of two calls ranks higher, and why."""
        a, b = self.read(first), self.read(second)
        beats, reason = outranks(a, b)
        if a.key == b.key:
            return reason
        high, low = (a, b) if beats else (b, a)
        return f"{action_words(high.words())} outranks {action_words(low.words())}: {reason}"
