"""``TrickPlay``: the card-play phase of a hand, kept by every game engine."""

from __future__ import annotations

import copy
import functools
from collections.abc import Mapping, Sequence

from cardlib.core.cards import Card, Suit
from cardlib.core.errors import IllegalAction
from cardlib.core.hand import Cards
from cardlib.core.seats import left_of
from cardlib.core.tricks import FollowRule, Trick, illegal_reason, legal_plays


@functools.cache
def _next_seats(players: tuple[str, ...]) -> dict[str, str]:
    """Who plays after whom (shared by every play at the same table: it is only read)."""
    return {p: left_of(players, p) for p in players}


class TrickPlay:
    """Hands in play, the trick on the table, and the tricks taken so far.

    ``players`` are those who play, in turn order; ``leader`` leads the first
    trick, and each trick's winner leads the next.
    """

    def __init__(
        self,
        players: Sequence[str],
        hands: Mapping[str, Cards],
        leader: str,
        rule: FollowRule,
        trump: Suit | None = None,
    ) -> None:
        self.players = tuple(players)
        self._next = _next_seats(self.players)
        self.hands = {p: hands[p] if isinstance(hands[p], Cards) else Cards(hands[p]) for p in self.players}
        self.rule = rule
        self.trump = trump
        self.leader = leader
        self.current: list[tuple[str, Card]] = []
        self.completed: list[Trick] = []
        self.tricks_total = len(self.hands[self.players[0]])
        #: Whose turn it is to play a card.
        self.to_play = leader
        #: The suit led to the trick on the table, or ``None`` before the lead.
        self.led: Suit | None = None
        #: Tricks taken so far by each player, counted as each trick ends (a trump is fixed by then).
        self.won = dict.fromkeys(self.players, 0)
        #: True once every card has been played (kept as the last trick ends: every playout asks).
        self.over = self.tricks_total == 0

    def clone(self) -> TrickPlay:
        """An independent copy."""
        new = copy.copy(self)
        new.hands = dict(self.hands)
        new.current = list(self.current)
        new.completed = list(self.completed)
        new.won = dict(self.won)
        return new

    def is_over(self) -> bool:
        """True when every card has been played."""
        return self.over

    def legal(self) -> Cards:
        """The cards the player to play may play."""
        hand = self.hands[self.to_play]
        return hand if self.led is None else legal_plays(hand, self.led, self.trump, self.rule)

    def legal_ascii(self) -> list[str]:
        """The cards the player to play may play, as records write them (every playout's listing)."""
        return [c.ascii for c in self.legal()]

    def why_illegal(self, player: str, card: Card) -> str | None:
        """Why ``player`` may not play ``card`` now, or ``None``."""
        if player != self.to_play:
            return f"it is {self.to_play}'s turn to play, not {player}'s"
        return illegal_reason(player, card, self.hands[player], self.led, self.trump, self.rule)

    def play(
        self, player: str, card: Card, *, allow_revoke: bool = False, listed: bool = False
    ) -> Trick | None:
        """Play a card; return the trick if this card completed it.

        ``allow_revoke`` accepts a failure to follow suit (the card must still be
        held and it must be the player's turn), for games that penalise revokes.
        ``listed`` says the card is one that :meth:`legal` has just given for this
        player, so that the checks it passed are not made twice (every playout's path).
        """
        hand = self.hands[player]
        if not listed:
            reason = self.why_illegal(player, card)
            if reason is not None and not (allow_revoke and card in hand and player == self.to_play):
                raise IllegalAction(reason)
        rest = list(hand)
        rest.remove(card)  # cards are one of a kind: found by identity, quicker than a rebuild
        self.hands[player] = Cards.trusted(rest)
        current = self.current
        current.append((player, card))
        if len(current) < len(self.players):
            self.led = current[0][1].suit
            self.to_play = self._next[player]
            return None
        trick = Trick.won_with(tuple(current), self.trump)
        completed = self.completed
        completed.append(trick)
        self.current = []
        self.led = None
        self.leader = self.to_play = winner = trick.winner(self.trump)
        self.won[winner] += 1
        self.over = len(completed) == self.tricks_total
        return trick

    def tricks_won(self) -> dict[str, int]:
        """Tricks taken so far by each player."""
        return dict(self.won)

    def captured(self) -> dict[str, Cards]:
        """The cards each player has taken in his tricks."""
        taken: dict[str, list[Card]] = {p: [] for p in self.players}
        for trick in self.completed:
            taken[trick.winner(self.trump)].extend(trick.cards)
        return {p: Cards(cs) for p, cs in taken.items()}
