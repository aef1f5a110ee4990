"""Every hand-off from a lower layer to a higher one, each a socket the kit's package plugs in.

The kit's layers run one way (docs/architecture.md, ``tests/test_layers.py``): the core knows
nothing of the pictures drawn above it, the exercises nothing of the widgets. Yet a card shows
itself in a notebook, a question offers ``ask()`` and an annotated deal ``at_table()``. Each such
hand-off is a :class:`Socket` listed here, typed by what the lower layer needs of it, and filled by
``cardlib/__init__.py``, the one module that stands above every layer, with a function importing
its provider on first use (so that importing the core still loads no pictures).

A new hand-off is a new socket here, never an import up the layers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

if TYPE_CHECKING:  # the core's own types, named for the type checker only (they import this module)
    from cardlib.core.cards import Card
    from cardlib.core.deal import Deal
    from cardlib.core.game import State
    from cardlib.core.hand import Cards
    from cardlib.core.tricks import Trick

T = TypeVar("T")


class Socket(Generic[T]):
    """One hand-off upward: ``socket()`` gives what was plugged in, made once, on first use."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._plug: Callable[[], T] | None = None
        self._made: T | None = None

    def plug(self, provider: Callable[[], T]) -> None:
        """Fill the socket with ``provider``, called once when the socket is first used."""
        self._plug, self._made = provider, None

    def __call__(self) -> T:
        """What was plugged in, made on the first call."""
        if self._made is None:
            if self._plug is None:
                # Only code that bypasses the package's import meets this: no learner's mistake.
                raise RuntimeError(f"{self.what} is not plugged in: import cardlib first")
            self._made = self._plug()
        return self._made

    def __repr__(self) -> str:
        return f"Socket({self.what!r})"


class Drawing(Protocol):
    """What the core's objects need to show themselves: the kit's pictures (``cardlib.render``)."""

    def card(self, card: Card) -> str:
        """One card's face, as inline HTML with its name in words."""

    def cards(self, cards: Cards) -> str:
        """A row of cards."""

    def trick(self, trick: Trick) -> str:
        """A trick, each card by its seat."""

    def deal(self, deal: Deal) -> str:
        """A deal, hand by hand."""

    def table(self, state: State, seat: str | None) -> str:
        """The table of a game in play; with ``seat``, only what that seat may see face up."""

    def table_text(self, state: State) -> str:
        """The table in plain text, for ``print``."""


#: The kit's pictures, for the core's ``_repr_html_``, ``picture()`` and ``str()``.
DRAWING: Socket[Drawing] = Socket("the kit's pictures (cardlib.render)")
#: The widget asking a question (``Question.ask``): made from the question and its number.
QUESTION_WIDGET: Socket[Callable[[Any, int | None], Any]] = Socket("the exercise widget (cardlib.widgets)")
#: The card table widget (``AnnotatedDeal.at_table``): made from a game's name and the seat to play.
TABLE_WIDGET: Socket[Callable[[str, str], Any]] = Socket("the card table widget (cardlib.widgets)")


class DatabaseKind(NamedTuple):
    """A kind of SQLite file the kit keeps: a file of one given for another is named for what it is."""

    #: What it is, in words ("a match store").
    what: str
    #: The tables it makes.
    schema: str


#: Every kind of file the kit keeps in SQLite (the class's tables, a match store).
DATABASES: Socket[tuple[DatabaseKind, ...]] = Socket("the kit's kinds of database")
