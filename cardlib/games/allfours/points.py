"""The points the All Fours games share: what each card is worth towards Game, and who scores Game.

Seven-Up, Auction Pitch and their varieties count Game alike: each side adds up the counting cards
in its tricks (ace 4, king 3, queen 2, jack 1, ten 10, every suit). Where a tie, or no Game out at
all, goes to the non-dealer is Seven-Up's rule (docs/sevenup.md SU-6, SU-C3, SU-C4), which its
varieties keep; Pitch gives a tie to nobody (its own ``points``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from cardlib.core.cards import Card, Rank

#: What each counting card is worth towards Game; every other card counts nothing.
GAME_VALUES: dict[Rank, int] = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1, Rank.TEN: 10}


def game_value(card: Card) -> int:
    """A card's worth towards Game: A 4, K 3, Q 2, J 1, 10 ten, others nothing."""
    return GAME_VALUES.get(card.rank, 0)


#: Each card's worth towards Game by its index (a pile is counted at the end of every deal).
GAME_BY_INDEX = tuple(game_value(Card.from_index(i)) for i in range(52))


def game_count(cards: Iterable[Card]) -> int:
    """The Game count of a pile of cards, every suit counting."""
    return sum([GAME_BY_INDEX[c.index] for c in cards])


def sides_of(players: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """Each player's side: himself alone with two or three players; with four, partners sit opposite."""
    if len(players) == 4:
        first, second = (players[0], players[2]), (players[1], players[3])
        return {p: first if p in first else second for p in players}
    return {p: (p,) for p in players}


def game_winner(counts: Mapping[str, int], dealer: str, sides: Mapping[str, tuple[str, ...]]) -> str | None:
    """The side (by its first player) that scores Game from the sides' ``counts``.

    The highest count alone takes it. A tie, or no Game out at all, goes to the non-dealer when two
    sides play (SU-6, SU-C3); with three players a tie the dealer shares with one non-dealer goes to
    that non-dealer, and a tie of the two non-dealers (or all three) to nobody (SU-C4).
    """
    best = max(counts.values())
    leaders = [side for side, count in counts.items() if count == best]
    if len(leaders) == 1:
        return leaders[0]
    dealers = sides[dealer][0]
    others = [side for side in leaders if side != dealers]
    return others[0] if len(others) == 1 else None


#: The order in which the points of the play count out when two sides could go out (SU-7, CJ-6).
POINT_ORDER = ("high", "low", "jack", "game")


@dataclass(frozen=True)
class PlayPoints:
    """Who scores each point of the play (a player; ``None``: nobody, or not yet), each side's Game, why."""

    high: str | None
    low: str | None
    jack: str | None
    game: str | None
    #: Each side's Game count, by the first player of the side (in seating order).
    game_count: dict[str, int]
    reasons: dict[str, str]

    def winners(self) -> dict[str, str | None]:
        """The four points in counting order, each with its scorer."""
        return {name: getattr(self, name) for name in POINT_ORDER}
