"""Tricks: who may play what, and who wins. Shared by every game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, TypeVar

from cardlib.core.cards import CARDS_BY_ASCII, Card, Suit
from cardlib.core.hand import Cards
from cardlib.core.plugs import DRAWING
from cardlib.core.quick import built

#: Whoever plays a card to a trick: a player's name, or a position.
W = TypeVar("W")

_SUIT_WORD = {
    Suit.SPADES: "a spade",
    Suit.HEARTS: "a heart",
    Suit.DIAMONDS: "a diamond",
    Suit.CLUBS: "a club",
}


class FollowRule(Enum):
    """What a player must do when a suit is led."""

    #: Follow suit if you can (Boston, Fontainebleau).
    WHIST = "follow suit"
    #: Trump led: follow with a trump if you can. Plain suit led: follow suit or trump (Pitch).
    PITCH = "follow suit or trump"


def suit_word(suit: Suit) -> str:
    """``"a spade"``, ``"a heart"`` …, for messages."""
    return _SUIT_WORD[suit]


def illegal_reason(
    player: str, card: Card, hand: Cards, led: Suit | None, trump: Suit | None, rule: FollowRule
) -> str | None:
    """Why ``player`` may not play ``card`` now, in words; ``None`` if the play is legal."""
    if card not in hand:
        return f"{player} does not hold {card.ascii}"
    if led is None or card.suit == led or all(c.suit != led for c in hand):
        return None
    if rule is FollowRule.PITCH and led != trump and card.suit == trump:
        return None
    if rule is FollowRule.PITCH and led != trump:
        return f"{player} holds {suit_word(led)} and must follow suit or trump"
    if rule is FollowRule.PITCH:
        return f"{player} holds a trump and must follow when trumps are led"
    return f"{player} holds {suit_word(led)} and must follow suit"


def legal_plays(hand: Cards, led: Suit | None, trump: Suit | None, rule: FollowRule) -> Cards:
    """The cards of ``hand`` that may be played to a trick led in ``led`` (``None``: leading)."""
    texts = legal_texts([c.ascii for c in hand], LETTER[led], LETTER[trump], rule is FollowRule.PITCH)
    return Cards.trusted([CARDS_BY_ASCII[text] for text in texts])


#: A suit's letter, the last letter of each of its cards' record strings (``None``: no suit).
LETTER: dict[Suit | None, str | None] = {suit: suit.letter for suit in Suit}
LETTER[None] = None


def legal_texts(held: Sequence[str], led: str | None, trump: str | None, may_trump: bool) -> list[str]:
    """The cards of ``held`` (record strings) that may be played to a trick led in the suit lettered ``led``.

    Follow suit if you can; with ``may_trump`` (Pitch), a trump may be played instead of following
    to a plain suit. This is the rule every playout asks after every card, so it reads a card's suit
    from its record string's last letter.
    """
    if led is None:
        return list(held)
    for text in held:  # a loop that stops at the first card of the suit led: quicker than a list
        if text[-1] == led:
            break
    else:
        return list(held)
    if may_trump and led != trump:
        return [text for text in held if text[-1] == led or text[-1] == trump]
    return [text for text in held if text[-1] == led]


def winning_position(played: Sequence[Card], trump: Suit | None) -> int:
    """Position in ``played`` of the winning card: the highest trump, else the highest of the suit led."""
    return trick_winner(tuple(enumerate(played)), trump)


def trick_winner(plays: Sequence[tuple[W, Card]], trump: Suit | None) -> W:
    """Who wins the trick of ``plays`` (each a player and his card, in order): see :func:`winning_position`.

    Every trick of every playout ends here, so the cards are read once each, in order.
    """
    winner, card = plays[0]
    # the card winning so far: its suit (one object a suit, so compared by identity) and its index
    # (within a suit, the higher card has the higher index)
    suit, best = card.suit, card.index
    for player, card in plays:
        if card.suit is suit:
            if card.index > best:
                winner, best = player, card.index
        elif card.suit == trump:  # the first trump on a plain suit, which only a higher trump beats
            winner, suit, best = player, card.suit, card.index
    return winner


@dataclass(frozen=True)
class Trick:
    """The cards played to one trick, in order, each with its player."""

    plays: tuple[tuple[str, Card], ...]
    #: The trump the winner was last worked out for ("not yet": none), and that winner. A trick never
    #: changes, so the answer is kept (on the trick itself, these being the class's defaults).
    _trump: ClassVar[Suit | str | None] = "not yet"
    _winner: ClassVar[str] = ""

    @property
    def leader(self) -> str:
        """Who led."""
        return self.plays[0][0]

    @property
    def led(self) -> Suit:
        """The suit led."""
        return self.plays[0][1].suit

    @property
    def cards(self) -> Cards:
        """The cards, in the order played."""
        return Cards.trusted([c for _, c in self.plays])

    def __deepcopy__(self, memo: dict[int, Any]) -> Trick:
        return self

    @classmethod
    def won_with(cls, plays: tuple[tuple[str, Card], ...], trump: Suit | None, winner: str) -> Trick:
        """The trick of ``plays``, noting that ``winner`` wins it with ``trump`` (worked out as it ended)."""
        return built(cls, {"plays": plays, "_trump": trump, "_winner": winner})

    def winner(self, trump: Suit | None) -> str:
        """Who wins it with ``trump`` as trumps (``None``: no trumps)."""
        if self._trump is trump:  # each suit is one object: a trump given as a number is worked out again
            return self._winner
        found = trick_winner(self.plays, trump)
        object.__setattr__(self, "_trump", trump)  # a trick never changes: remember the answer
        object.__setattr__(self, "_winner", found)
        return found

    def __str__(self) -> str:
        return "  ".join(f"{p}: {c.symbol}" for p, c in self.plays)

    def _repr_html_(self) -> str:
        # The picture inline as HTML, not as an SVG output: JupyterLab draws an SVG output as an <img>
        # with no text alternative, and the picture's words (its aria-label) would be lost.
        return DRAWING().trick(self)
