"""``LadderQuestion``: the ladder of calls of either Boston, the standing bid, and which calls beat it."""

from __future__ import annotations

from cardlib.core.cards import Suit
from cardlib.games.boston.auction import BostonAuction
from cardlib.games.boston.calls import describe as describe_boston
from cardlib.games.boston.calls import read_call as read_boston
from cardlib.games.bostons.auction import SoloAuction
from cardlib.games.bostons.ladder import Call, outranks
from cardlib.games.fontainebleau.calls import describe as describe_fontainebleau
from cardlib.games.fontainebleau.calls import read_call as read_fontainebleau
from cardlib.games.fontainebleau.engine import FontainebleauAuction

SEATS = ("A", "Y", "B", "Z")


class LadderQuestion:
    """The ladder for a game (``"boston"`` or ``"fontainebleau"``), with a standing bid to over-call."""

    def __init__(
        self, game: str = "boston", turn_up: Suit = Suit.HEARTS, suit_order: str = "american"
    ) -> None:
        if game not in ("boston", "fontainebleau"):
            raise ValueError(f'game "{game}": the ladder belongs to "boston" or "fontainebleau"')
        self.game = game
        self.turn_up = turn_up
        self.suit_order = suit_order
        self.standing: Call | None = None

    def _auction(self) -> SoloAuction:
        if self.game == "boston":
            auction: SoloAuction = BostonAuction(SEATS)
        else:
            auction = FontainebleauAuction(SEATS, self.suit_order)
        if self.standing is not None:
            auction.standing = ("A", self.standing)
        return auction

    def read(self, words: str) -> Call:
        """A call in the game's words (``"seven in colour"``, ``"7D"``)."""
        call = read_boston(words)[1] if self.game == "boston" else read_fontainebleau(words, self.suit_order)
        if call is None:
            raise ValueError("a pass is not a call on the ladder")
        return call

    def calls(self) -> list[Call]:
        """Every call, lowest first."""
        return self._auction().ladder.calls()

    def describe(self, call: Call) -> str:
        """What ``call`` undertakes in this game."""
        if self.game == "boston":
            return describe_boston(call, self.turn_up)
        return describe_fontainebleau(call, self.suit_order)

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
        return f"{high.words()} outranks {low.words()}: {reason}"
