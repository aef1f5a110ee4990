"""Suits, ranks and cards: small immutable values that read and print themselves."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from cardlib.core.errors import CardError

_SYMBOL_TO_LETTER = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}


class Suit(IntEnum):
    """A suit. The natural order is clubs < diamonds < hearts < spades."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The one-letter ASCII name: ``C D H S``."""
        return self.name[0]

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
        return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(self.value, str(self.value))

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


RANKS_HIGH_FIRST: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))
SUITS_FOR_DISPLAY: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


@dataclass(frozen=True, order=True)
class Card:
    """A playing card. Cards order by suit, then by rank (``2C`` lowest, ``AS`` highest)."""

    suit: Suit
    rank: Rank

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"AS"``, ``"10H"``, ``"TH"``, ``"10♥"`` or ``"qd"``."""
        if not isinstance(text, str):
            raise CardError(f'{text!r}: a card must be written as text, such as "AS" or "10♥"')
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

    @property
    def index(self) -> int:
        """A number from 0 (``2C``) to 51 (``AS``), for arrays."""
        return 13 * self.suit + self.rank - 2

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with the given :attr:`index`."""
        return cls(Suit(index // 13), Rank(index % 13 + 2))

    @property
    def ascii(self) -> str:
        """The ASCII form used in hand records: ``"10H"``."""
        return f"{self.rank.text}{self.suit.letter}"

    @property
    def symbol(self) -> str:
        """The form with a suit sign: ``"10♥"``."""
        return f"{self.rank.text}{self.suit.symbol}"

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Card.parse({self.ascii!r})"

    def _repr_svg_(self) -> str:
        from cardlib.render.svg import card_svg

        return card_svg(self)


def card(text: str) -> Card:
    """Shorthand for :meth:`Card.parse`."""
    return Card.parse(text)
