"""``Cards``: an ordered, immutable group of cards (a hand, a trick's cards, a pack)."""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable
from typing import Any, SupportsIndex, overload

from cardlib.core.cards import Card, Suit
from cardlib.core.errors import CardError
from cardlib.core.plugs import DRAWING
from cardlib.core.words import shown

_SEPARATORS = re.compile(r"[\s,]+")
#: A card's place in display order, read without a call to ``Card.__hash__`` (every deal sorts its hands).
_DISPLAY_ORDER = operator.attrgetter("display")


class Cards(tuple[Card, ...]):
    """An ordered group of distinct-or-not cards that prints and draws itself.

    Build one with :meth:`Cards.parse` (``Cards.parse("AS KS 10H 7♦ 2c")``) or
    from any iterable of :class:`Card`.
    """

    def __new__(cls, cards: Iterable[Card] = ()) -> Cards:  # noqa: D102
        items = tuple(cards)
        for item in items:
            if not isinstance(item, Card):
                raise CardError(f"{shown(item)} is not a card; build Cards from Card values or a string")
        return super().__new__(cls, items)

    @classmethod
    def trusted(cls, cards: Iterable[Card]) -> Cards:
        """Build without checking the items: for code that already holds ``Card`` values."""
        return tuple.__new__(cls, cards)

    def __deepcopy__(self, memo: dict[int, Any]) -> Cards:
        return self

    @classmethod
    def parse(cls, text: str | Iterable[str]) -> Cards:
        """Read cards separated by spaces or commas, or a list of card strings."""
        if isinstance(text, str):
            tokens = [token for token in _SEPARATORS.split(text.strip()) if token]
        else:
            tokens = list(text)
        return cls(Card.parse(token) for token in tokens)

    @overload
    def __getitem__(self, index: SupportsIndex) -> Card: ...
    @overload
    def __getitem__(self, index: slice) -> Cards: ...
    def __getitem__(self, index: SupportsIndex | slice) -> Card | Cards:
        if isinstance(index, slice):
            return Cards.trusted(super().__getitem__(index))
        return super().__getitem__(index)

    def __add__(self, other: Iterable[Card]) -> Cards:  # type: ignore[override]
        return Cards(tuple(self) + tuple(other))

    def sorted(self) -> Cards:
        """Sorted for display: suits ♠ ♥ ♣ ♦ (colours alternate), high cards first."""
        return Cards.in_display_order(self)

    @classmethod
    def in_display_order(cls, cards: Iterable[Card]) -> Cards:
        """The cards sorted for display, built without checking them (code that holds ``Card`` values)."""
        return tuple.__new__(cls, sorted(cards, key=_DISPLAY_ORDER))

    def of_suit(self, suit: Suit) -> Cards:
        """The cards of one suit, in the same order."""
        return Cards.trusted(c for c in self if c.suit == suit)

    def without(self, cards: Iterable[Card]) -> Cards:
        """These cards less the given ones."""
        gone = set(cards)
        return Cards.trusted(c for c in self if c not in gone)

    def duplicates(self) -> Cards:
        """Cards that stand here more than once (each named once)."""
        seen: set[Card] = set()
        twice: list[Card] = []
        for c in self:
            if c in seen and c not in twice:
                twice.append(c)
            seen.add(c)
        return Cards(twice)

    @property
    def ascii(self) -> str:
        """ASCII form, as in hand records: ``"AS KS 10H"``."""
        return " ".join(c.ascii for c in self)

    @property
    def symbol(self) -> str:
        """Form with suit signs: ``"A♠ K♠ 10♥"``."""
        return " ".join(c.symbol for c in self)

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Cards.parse({self.ascii!r})"

    def _repr_html_(self) -> str:
        # The picture inline as HTML, not as an SVG output: JupyterLab draws an SVG output as an <img>
        # with no text alternative, and the picture's words (its aria-label) would be lost.
        return DRAWING().cards(self)


def cards(text: str | Iterable[str]) -> Cards:
    """Shorthand for :meth:`Cards.parse`."""
    return Cards.parse(text)
