"""``TrickPlay``: the card-play phase of a hand, kept by every game engine.

Every random playout of every game runs through here, card by card, so the play keeps what a playout
asks most in the form quickest to answer: each hand as the list of its cards' record strings (the
legal cards are listed as those strings, and a card's suit is its string's last letter). The hands
as :class:`Cards` are built from them only when asked for.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Mapping, Sequence
from types import MappingProxyType

from cardlib.core.cards import CARDS_BY_ASCII, Card, Suit
from cardlib.core.errors import IllegalAction
from cardlib.core.hand import Cards
from cardlib.core.quick import shallow_copy
from cardlib.core.seats import left_of
from cardlib.core.tricks import LETTER, FollowRule, Trick, illegal_reason, legal_texts, trick_winner

#: A card's record string, read without a Python call for each card (``map`` takes it).
_TEXT = operator.attrgetter("ascii")


@functools.cache
def _next_seats(players: tuple[str, ...]) -> dict[str, str]:
    """Who plays after whom (shared by every play at the same table: it is only read)."""
    return {p: left_of(players, p) for p in players}


class TrickPlay:
    """Hands in play, the trick on the table, and the tricks taken so far.

    ``players`` are those who play, in turn order; ``leader`` leads the first
    trick, and each trick's winner leads the next. With ``lead_names_trump`` (Pitch) and no
    ``trump`` given, the first card led names the trump suit.
    """

    def __init__(
        self,
        players: Sequence[str],
        hands: Mapping[str, Cards],
        leader: str,
        rule: FollowRule,
        trump: Suit | None = None,
        *,
        lead_names_trump: bool = False,
    ) -> None:
        self.players = tuple(players)
        self._seats = len(self.players)
        self._next = _next_seats(self.players)
        given: dict[str, Cards] = {}
        held: dict[str, list[str]] = {}
        for player in self.players:
            hand = hands[player]
            if type(hand) is not Cards:
                hand = Cards(hand)
            given[player] = hand
            held[player] = list(map(_TEXT, hand))
        #: Each hand as its cards' record strings, in the order the hand was given.
        self._held = held
        #: The hands as ``Cards``, kept until a card is played (then built again when asked for).
        self._hands: dict[str, Cards] | None = given
        self.rule = rule
        #: Pitch's rule: to a plain suit led, a player may trump instead of following.
        self._may_trump = rule is FollowRule.PITCH
        self.trump = trump
        self._names_trump = lead_names_trump and trump is None
        self.leader = leader
        self.current: list[tuple[str, Card]] = []
        self.completed: list[Trick] = []
        self.tricks_total = len(given[self.players[0]])
        #: Whose turn it is to play a card.
        self.to_play = leader
        #: The suit led to the trick on the table, or ``None`` before the lead.
        self.led: Suit | None = None
        #: Tricks taken so far by each player, counted as each trick ends (a trump is fixed by then).
        self.won = dict.fromkeys(self.players, 0)
        #: True once every card has been played (kept as the last trick ends: every playout asks).
        self.over = self.tricks_total == 0
        #: Each card drawn into a hand during the play (:meth:`draw`), with the tricks played before it.
        self.drawn_after: dict[Card, int] = {}

    def clone(self) -> TrickPlay:
        """An independent copy."""
        new = shallow_copy(self)
        new._held = {p: held[:] for p, held in self._held.items()}
        new._hands = dict(self._hands) if self._hands is not None else None
        new.current = list(self.current)
        new.completed = list(self.completed)
        new.won = dict(self.won)
        new.drawn_after = dict(self.drawn_after)
        return new

    @property
    def hands(self) -> Mapping[str, Cards]:
        """The cards each player holds now (to read: a card is played through :meth:`play`)."""
        hands = self._hands
        if hands is None:
            by_ascii = CARDS_BY_ASCII
            hands = self._hands = {
                p: Cards.trusted([by_ascii[a] for a in held]) for p, held in self._held.items()
            }
        return MappingProxyType(hands)

    def is_over(self) -> bool:
        """True when every card has been played."""
        return self.over

    def listing(self) -> tuple[str | None, list[str]]:
        """Who is to play and the cards he may play, as records write them (every playout's listing).

        Once every card is played: ``None``, and no card.
        """
        if self.over:
            return None, []
        player = self.to_play
        return player, legal_texts(self._held[player], LETTER[self.led], LETTER[self.trump], self._may_trump)

    def legal_ascii(self) -> list[str]:
        """The cards the player to play may play, as records write them."""
        return self.listing()[1]

    def legal(self) -> Cards:
        """The cards the player to play may play."""
        by_ascii = CARDS_BY_ASCII
        return Cards.trusted([by_ascii[a] for a in self.legal_ascii()])

    def why_illegal(self, player: str, card: Card) -> str | None:
        """Why ``player`` may not play ``card`` now, or ``None``."""
        if player != self.to_play:
            return f"it is {self.to_play}'s turn to play, not {player}'s"
        return illegal_reason(player, card, self.hands[player], self.led, self.trump, self.rule)

    def play(self, player: str, card: Card, *, allow_revoke: bool = False) -> Trick | None:
        """Play a card; return the trick if this card completed it.

        ``allow_revoke`` accepts a failure to follow suit (the card must still be
        held and it must be the player's turn), for games that penalise revokes.
        """
        reason = self.why_illegal(player, card)
        if reason is not None and not (
            allow_revoke and card in self.hands[player] and player == self.to_play
        ):
            raise IllegalAction(reason)
        return self.play_listed(player, card.ascii)

    def play_listed(self, player: str, ascii: str) -> Trick | None:
        """Play the card written ``ascii``, one that :meth:`legal_ascii` has just listed for ``player``.

        Nothing is checked again: this is every playout's path (see :meth:`play` for a card from
        anywhere else). Return the trick if this card completed it.
        """
        self._held[player].remove(ascii)
        self._hands = None
        card = CARDS_BY_ASCII[ascii]
        current = self.current
        current.append((player, card))
        if len(current) < self._seats:
            if self.led is None:
                self.led = card.suit
                if self._names_trump:  # the deal's first card: it names the trump, once and for all
                    self.trump, self._names_trump = card.suit, False
            self.to_play = self._next[player]
            return None
        winner = trick_winner(current, self.trump)
        trick = Trick.won_with(tuple(current), self.trump, winner)
        self.completed.append(trick)
        self.current = []
        self.led = None
        self.leader = self.to_play = winner
        self.won[winner] += 1
        self.over = len(self.completed) == self.tricks_total
        return trick

    def draw(self, drawn: Mapping[str, Card]) -> None:
        """Give each player one more card between tricks, and play one more trick for it.

        For games whose hands are filled again from a stock as the play goes on: every player draws
        at once, so the hands stay the same size. The card must be one nobody holds or has played.
        """
        if self.current:
            raise IllegalAction("cards are drawn between tricks, not while one is on the table")
        if set(drawn) != set(self.players):
            raise IllegalAction(f"each of {', '.join(self.players)} draws one card")
        held = {a for cards in self._held.values() for a in cards}
        played = {c.ascii for trick in self.completed for c in trick.cards}
        texts = [card.ascii for card in drawn.values()]
        if len(set(texts)) < len(texts) or any(t in held or t in played for t in texts):
            raise IllegalAction(f"a card drawn is already in play: {', '.join(texts)}")
        for player, card in drawn.items():
            self._held[player].append(card.ascii)
            self.drawn_after[card] = len(self.completed)
        self._hands = None
        self.tricks_total += 1
        self.over = False

    def tricks_won(self) -> dict[str, int]:
        """Tricks taken so far by each player."""
        return dict(self.won)

    def captured(self) -> dict[str, Cards]:
        """The cards each player has taken in his tricks."""
        taken: dict[str, list[Card]] = {p: [] for p in self.players}
        for trick in self.completed:
            taken[trick.winner(self.trump)].extend(trick.cards)
        return {p: Cards(cs) for p, cs in taken.items()}
