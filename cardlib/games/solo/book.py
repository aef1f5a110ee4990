"""``CallBook``: what teaching needs of a solo-call game's calls, the same for both Bostons.

The ladder widgets and questions ask a game's book for its calls, its auction, how to read and
describe a call, and what a call pays for a number of tricks; each game answers from its own
tables. A game names its book in its ``GameSpec`` (``book="module:NAME"``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardlib.core.cards import Suit
from cardlib.core.errors import CardlibError
from cardlib.core.options import check_options
from cardlib.core.spec import GameSpec
from cardlib.core.words import shown
from cardlib.games.registry import call_book as registered_book
from cardlib.games.solo.auction import SoloAuction
from cardlib.games.solo.ladder import Call
from cardlib.games.solo.settlement import Settlement

#: The game the ladder and settlement questions and widgets open on. Named by its record name, since
#: this package is below Boston's, which imports it.
OPENING_GAME = "boston"


@dataclass(frozen=True)
class TableRow:
    """One row of a game's payment table, and which of its cells a payment came from."""

    title: str
    headings: tuple[str, ...]
    cells: tuple[int, ...]
    used: int


@dataclass(frozen=True)
class CallPaid:
    """What one call paid: the table cell it came from, its table row, and the settlement."""

    cell: str
    settlement: Settlement
    row: TableRow | None = None


class CallBook(ABC):
    """A solo-call game's calls, for teaching. ``options`` are the game's options, defaults filled in."""

    spec: GameSpec
    #: A call to start a question with, in the game's words.
    example: str
    #: Calls a learner may type, as a message about an unreadable answer gives them.
    examples: str
    #: The most white counters one pool may hold (``None``: no limit but the kit's largest amount).
    pool_limit: int | None = None

    @abstractmethod
    def auction(self, seats: Sequence[str], options: Mapping[str, Any]) -> SoloAuction:
        """A fresh auction among ``seats``."""

    @abstractmethod
    def read(self, words: str, options: Mapping[str, Any]) -> Call | None:
        """The call ``words`` names (``None`` for a pass), or an ``IllegalAction`` saying why not."""

    @abstractmethod
    def describe(self, call: Call, options: Mapping[str, Any], turn_up: Suit) -> str:
        """What ``call`` undertakes (Boston's trump depends on the turn-up)."""

    @abstractmethod
    def opening_pools(self, options: Mapping[str, Any]) -> list[float]:
        """The pools as the first deal of a game is settled: what a question on one call starts from."""

    @abstractmethod
    def pay(
        self,
        seats: Sequence[str],
        call: Call,
        taken: int,
        pools: Sequence[float],
        options: Mapping[str, Any],
        honours: int = 0,
    ) -> CallPaid:
        """What ``call``, played by the first seat alone, pays when it takes ``taken`` tricks."""

    def calls(self, options: Mapping[str, Any]) -> list[Call]:
        """Every call, lowest first."""
        return self.auction(self.spec.seats, options).ladder.calls()

    def reads(self, words: str) -> str | None:
        """The call ``words`` names under the usual rules, in the game's words (``None``: not a call).

        What the exercises read a typed call answer with (``cardlib.core.spec.CallWords``).
        """
        try:
            found = self.read(words, self.rule_options({}))
        except CardlibError:
            return None
        return None if found is None else found.words()

    def rule_options(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """Every option of the game, ``given`` ones checked and the defaults for the rest.

        Its engine's rules check them the same way; the questions need only the options.
        """
        return check_options(self.spec.name, self.spec.options, given)


def call_book(game: str) -> CallBook:
    """The book of calls of a game with a ladder (the two Bostons), for the ladder widgets and questions."""
    book = registered_book(game)
    if not isinstance(book, CallBook):  # a game of another family with a book of its own
        raise CardlibError(f"{shown(game)} has no solo game's ladder of calls")
    return book
