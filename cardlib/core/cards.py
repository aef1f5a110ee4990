"""Suits, ranks and cards: small immutable values that read and print themselves."""

from __future__ import annotations

import functools
from enum import IntEnum
from typing import Any, ClassVar

from cardlib.core.errors import CardError
from cardlib.core.plugs import DRAWING
from cardlib.core.words import shown

_SYMBOL_TO_LETTER = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}


class Suit(IntEnum):
    """A suit. The natural order is clubs < diamonds < hearts < spades."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    def __bool__(self) -> bool:
        return True  # clubs are suit 0, but a suit is never "nothing"

    @property
    def letter(self) -> str:
        """The one-letter ASCII name: ``C D H S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit sign: ``♣ ♦ ♥ ♠``."""
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def colour(self) -> str:
        """``"red"`` or ``"black"``."""
        return "red" if self.is_red else "black"

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (Boston's Second Preference)."""
        return {
            Suit.CLUBS: Suit.SPADES,
            Suit.SPADES: Suit.CLUBS,
            Suit.HEARTS: Suit.DIAMONDS,
            Suit.DIAMONDS: Suit.HEARTS,
        }[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from a letter, a sign or a name (``"h"``, ``"♥"``, ``"hearts"``)."""
        word = text.strip()
        key = _SYMBOL_TO_LETTER.get(word, word.upper())
        for suit in cls:
            if key in (suit.letter, suit.name, suit.name[:-1]):
                return suit
        raise CardError(f'"{text}": no such suit; suits are S H D C (or ♠ ♥ ♦ ♣)')

    def __str__(self) -> str:
        return self.symbol


class Rank(IntEnum):
    """A rank; the value is its strength in play (two lowest, ace highest)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def text(self) -> str:
        """The printed rank: ``A K Q J 10 9 … 2``."""
        return _RANK_TEXT[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank: ``A K Q J 10 9 … 2``, with ``T`` for ten, any case."""
        key = text.strip().upper()
        if key == "T":
            key = "10"
        for rank in cls:
            if key == rank.text:
                return rank
        raise CardError(f'"{text}": no such rank; ranks are A K Q J 10 9 8 7 6 5 4 3 2')

    def __str__(self) -> str:
        return self.text


_RANK_TEXT = {rank: {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank.value, str(rank.value)) for rank in Rank}
RANKS_HIGH_FIRST: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))
SUITS_FOR_DISPLAY: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


class Card:
    """A playing card. Cards order by suit, then by rank (``2C`` lowest, ``AS`` highest).

    There is one ``Card`` object for each of the 52 cards: ``Card(suit, rank)``
    returns it, so cards compare and hash by their place in the pack. ``index``
    numbers them from 0 (``2C``) to 51 (``AS``), for arrays.
    """

    __slots__ = ("ascii", "display", "index", "rank", "suit", "symbol")
    _all: ClassVar[dict[int, Card]] = {}

    suit: Suit
    rank: Rank
    index: int
    #: The ASCII form used in hand records: ``"10H"``.
    ascii: str
    #: The form with a suit sign: ``"10♥"``.
    symbol: str
    #: The card's place in a hand sorted for display (``AS`` 0 … ``2D`` 51): suits ♠ ♥ ♣ ♦, high first.
    display: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:  # noqa: D102
        index = 13 * suit + rank - 2
        existing = cls._all.get(index)
        if existing is not None:
            return existing
        made = object.__new__(cls)
        object.__setattr__(made, "suit", Suit(suit))
        object.__setattr__(made, "rank", Rank(rank))
        object.__setattr__(made, "index", index)
        object.__setattr__(made, "ascii", f"{_RANK_TEXT[made.rank]}{made.suit.letter}")
        object.__setattr__(made, "symbol", f"{_RANK_TEXT[made.rank]}{made.suit.symbol}")
        object.__setattr__(made, "display", 13 * SUITS_FOR_DISPLAY.index(made.suit) + 14 - made.rank)
        cls._all[index] = made
        return made

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card cannot be changed (tried to set {name})")

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return Card.from_index, (self.index,)

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"AS"``, ``"10H"``, ``"TH"``, ``"10♥"`` or ``"qd"``."""
        known = _PARSED.get(text) if isinstance(text, str) else None
        if known is not None:
            return known
        card = cls._parse(text)
        if len(_PARSED) < 10_000:
            _PARSED[text] = card
        return card

    @classmethod
    def _parse(cls, text: str) -> Card:
        if not isinstance(text, str):
            raise CardError(f'{shown(text)}: a card must be written as text, such as "AS" or "10♥"')
        token = text.strip()
        if token.upper() in {rank.text for rank in Rank} | {"T"}:
            raise CardError(f'"{text}": the suit is missing; write it after the rank, as in "{token}S"')
        if len(token) < 2:
            what = "an empty card" if not token else "a card needs a rank and a suit"
            raise CardError(f'"{text}": {what}; write a rank then a suit, such as "AS" or "10♥"')
        rank_text, suit_text = token[:-1], token[-1]
        try:
            rank = Rank.parse(rank_text)
        except CardError:
            raise CardError(f'"{text}": no such rank; ranks are A K Q J 10 9 8 7 6 5 4 3 2') from None
        try:
            suit = Suit.parse(suit_text)
        except CardError:
            raise CardError(f'"{text}": no such suit; suits are S H D C (or ♠ ♥ ♦ ♣)') from None
        return cls(suit, rank)

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with the given :attr:`index`."""
        card = cls._all.get(index)
        return card if card is not None else cls(Suit(index // 13), Rank(index % 13 + 2))

    def __str__(self) -> str:
        return self.symbol

    @property
    def name(self) -> str:
        """The card in words, as a screen reader says it: ``"ace of spades"``, ``"ten of hearts"``."""
        return f"{self.rank.name.lower()} of {self.suit.name.lower()}"

    def __repr__(self) -> str:
        return f"Card.parse({self.ascii!r})"

    def _repr_html_(self) -> str:
        # The picture inline as HTML, not as an SVG output: JupyterLab draws an SVG output as an <img>
        # with no text alternative, and the picture's words (its aria-label) would be lost.
        return DRAWING().card(self)


_PARSED: dict[str, Card] = {}
for _index in range(52):
    Card(Suit(_index // 13), Rank(_index % 13 + 2))
#: Each card by the ASCII form records write (``"10H"``), for the engines' quick path.
CARDS_BY_ASCII: dict[str, Card] = {c.ascii: c for c in Card._all.values()}


def card_or_none(text: str) -> Card | None:
    """The card ``text`` names, or ``None`` when it names none (for telling plays from other actions)."""
    if isinstance(text, str) and len(text) <= _SHORT:
        return _card_or_none(text)  # actions are few and asked about often (every picture reads the auction)
    try:
        return Card.parse(text)
    except CardError:
        return None


#: Texts up to this long are remembered by :func:`card_or_none` ("10♥" and "grand misere" both are).
_SHORT = 24


@functools.lru_cache(maxsize=4096)
def _card_or_none(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except CardError:
        return None


def card(text: str) -> Card:
    """Shorthand for :meth:`Card.parse`."""
    return Card.parse(text)
