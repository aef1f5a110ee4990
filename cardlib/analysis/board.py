"""The board an open-hand search plays on: every hand face up, kept as bit masks for speed.

A hand is four 13-bit masks, one a suit (bit ``r`` is rank ``r + 2``). Players are numbered in
turn order. ``play`` and ``unplay`` change the board in place, so a search can walk the tree
without copying it.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.cards import Card, Suit
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.tricks import FollowRule

#: (player, suit, rank bit) for each card on the table in the trick being played.
Play = tuple[int, int, int]
#: How many positions a search visits at most before it gives up, by default.
LIMIT = 3_000_000


class NotAnalysable(CardlibError):
    """A position that is valid but cannot be analysed: before the play, Misère Partout, or too big."""


class SearchTooBig(NotAnalysable):
    """The position needs more search than the limit allows."""

    def __init__(self, limit: int) -> None:
        super().__init__(
            f"the open-hand search gave up after {limit:,} positions; analyse a later position "
            "(fewer cards in each hand), or raise the limit"
        )


def card_of(suit: int, bit: int) -> Card:
    """The card of ``suit`` whose rank is bit ``bit`` of a mask."""
    return Card.from_index(13 * suit + bit)


def bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


#: The set bits of every 13-bit mask, lowest first.
BITS: tuple[tuple[int, ...], ...] = tuple(tuple(bits(m)) for m in range(1 << 13))


#: What ``Board.best`` holds while no card is on the table.
NO_PLAY: Play = (-1, -1, -1)
#: What ``unplay`` needs to take one card back: (player, suit, rank bit, the trick it completed or
#: ``None``, the leader before it, the play that was winning the trick before it).
Undo = tuple[int, int, int, "list[Play] | None", int, "Play"]


class Board:
    """Hands face up, the trick on the table, whose turn it is, and the tricks still to play."""

    def __init__(
        self,
        hands: Sequence[Sequence[int]],
        leader: int,
        trump: int | None,
        rule: FollowRule = FollowRule.WHIST,
        trick: Sequence[Play] = (),
    ) -> None:
        self.hands = [list(h) for h in hands]
        self.n = len(self.hands)
        self.leader = leader
        self.trump = -1 if trump is None else trump
        self.pitch = rule is FollowRule.PITCH
        self.trick: list[Play] = list(trick)
        #: The play winning the trick on the table so far (after a full trick: the one that won it).
        self.best: Play = self.winning(self.trick) if self.trick else NO_PLAY
        self.history: list[Undo] = []
        #: Tricks not yet finished, the one on the table included.
        self.left = max(sum(m.bit_count() for m in hand) for hand in self.hands)

    @classmethod
    def from_cards(
        cls,
        hands: Sequence[Cards],
        leader: int,
        trump: Suit | None,
        rule: FollowRule = FollowRule.WHIST,
        trick: Sequence[tuple[int, Card]] = (),
    ) -> Board:
        """A board from each player's cards (in turn order), the leader's number and the trump."""
        masks = [[0, 0, 0, 0] for _ in hands]
        for player, cards in enumerate(hands):
            for card in cards:
                masks[player][card.suit] |= 1 << (card.rank - 2)
        table = [(p, int(c.suit), c.rank - 2) for p, c in trick]
        return cls(masks, leader, None if trump is None else int(trump), rule, table)

    def copy(self) -> Board:
        """An independent copy (without the undo history)."""
        return Board(self.hands, self.leader, None if self.trump < 0 else self.trump,
                     FollowRule.PITCH if self.pitch else FollowRule.WHIST, self.trick)  # fmt: skip

    @property
    def to_play(self) -> int:
        """The number of the player whose turn it is."""
        return (self.leader + len(self.trick)) % self.n

    def cards(self, player: int) -> Cards:
        """The cards ``player`` holds."""
        return Cards.trusted(card_of(s, b) for s in range(4) for b in bits(self.hands[player][s]))

    def legal_suits(self) -> list[int]:
        """The suits the player to play may play from: the suit led (and trumps in Pitch), else any."""
        hand = self.hands[self.to_play]
        if self.trick:
            led = self.trick[0][1]
            if hand[led]:
                if self.pitch and led != self.trump >= 0 and hand[self.trump]:
                    return [led, self.trump]
                return [led]
        return [s for s in range(4) if hand[s]]

    def legal(self) -> list[tuple[int, int]]:
        """(suit, rank bit) of every card the player to play may play."""
        hand = self.hands[self.to_play]
        return [(s, b) for s in self.legal_suits() for b in bits(hand[s])]

    def out(self, suit: int) -> int:
        """The cards of ``suit`` still in play: in the hands or on the table."""
        found = 0
        for hand in self.hands:
            found |= hand[suit]
        for _, s, bit in self.trick:
            if s == suit:
                found |= 1 << bit
        return found

    def beats(self, suit: int, bit: int, best: Play) -> bool:
        """Whether the card (``suit``, ``bit``) beats ``best``, the card winning the trick so far."""
        _, best_suit, best_bit = best
        return (suit == best_suit and bit > best_bit) or (suit == self.trump != best_suit)

    def winning(self, trick: Sequence[Play]) -> Play:
        """The play winning ``trick`` (so far): the highest trump, else the highest of the suit led."""
        best = trick[0]
        for play in trick[1:]:
            if self.beats(play[1], play[2], best):
                best = play
        return best

    def last_trick(self) -> tuple[list[Play], Play]:
        """The last trick, when each hand holds one card and none is on the table, and its winning play."""
        plays = [(p, s, BITS[h[s]][0]) for p, h in enumerate(self.hands) for s in (0, 1, 2, 3) if h[s]]
        start = next(i for i, (p, _, _) in enumerate(plays) if p == self.leader)
        trick = plays[start:] + plays[:start]
        return trick, self.winning(trick)

    def play(self, suit: int, bit: int) -> int | None:
        """Play a card for the player to play; return the trick's winner if it completed the trick."""
        trick, leader, best = self.trick, self.leader, self.best
        player = (leader + len(trick)) % self.n
        self.hands[player][suit] ^= 1 << bit
        card = (player, suit, bit)
        trick.append(card)
        if len(trick) == 1 or self.beats(suit, bit, best):
            self.best = card
        if len(trick) < self.n:
            self.history.append((player, suit, bit, None, leader, best))
            return None
        winner = self.best[0]
        self.history.append((player, suit, bit, trick, leader, best))
        self.trick = []
        self.leader = winner
        self.left -= 1
        return winner

    def completed(self) -> list[Play] | None:
        """The trick the last card played completed, if it completed one (``best`` then won it)."""
        return self.history[-1][3]

    def unplay(self) -> None:
        """Take back the last card played."""
        player, suit, bit, completed, leader, best = self.history.pop()
        if completed is not None:
            self.trick = completed
            self.left += 1
        self.trick.pop()
        self.leader = leader
        self.best = best
        self.hands[player][suit] |= 1 << bit


def board_of(state: State, trump: Suit | None) -> Board:
    """The board of a position whose play is under way, with ``trump`` as trumps (players by seat order)."""
    index = {p: i for i, p in enumerate(state.deal.players)}
    trick = [(index[p], c) for p, c in state.current_trick()]
    leader = index[state.leader() or state.to_act()]
    hands = [state.hand(p) for p in state.deal.players]
    return Board.from_cards(hands, leader, trump, state.follow_rule, trick)
