"""The four points of Auction Pitch: High, Low, Jack and Game (digest §4.3).

Pure functions: give them the dealt hands, the tricks and the trump, and they
say who scores each point and why, without playing a hand.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.hand import Cards
from cardlib.core.quick import built
from cardlib.core.tricks import Trick

# The All Fours family's Game count and order of the points (PI-14), named here too: Pitch's notebooks,
# pages and modules import them from here.
from cardlib.games.allfours.points import GAME_BY_INDEX
from cardlib.games.allfours.points import GAME_VALUES as GAME_VALUES
from cardlib.games.allfours.points import POINT_ORDER as POINT_ORDER
from cardlib.games.allfours.points import game_count as game_count
from cardlib.games.allfours.points import game_value as game_value


@dataclass(frozen=True)
class Points:
    """Who scores each point (``None``: nobody), each player's Game count, and the reasons.

    The reasons are written when first asked for: a playout asks only who scored.
    """

    high: str | None
    low: str | None
    jack: str | None
    game: str | None
    game_count: dict[str, int]
    #: What the reasons name: the trump, the highest and lowest trumps in play, whether its jack was dealt.
    trump: Suit
    highest: Card
    lowest: Card
    jack_dealt: bool

    def winners(self) -> dict[str, str | None]:
        """The four points in counting order, each with its scorer."""
        return {"high": self.high, "low": self.low, "jack": self.jack, "game": self.game}

    @functools.cached_property
    def reasons(self) -> dict[str, str]:
        """Why each point went where it did, in a learner's words."""
        trump = Suit(self.trump).symbol
        best = max(self.game_count.values())
        tied = ", ".join(p for p, n in self.game_count.items() if n == best)
        return {
            "high": f"{self.high}: was dealt {self.highest.symbol}, the highest trump in play",
            "low": (
                f"{self.low}: was dealt {self.lowest.symbol}, the lowest trump in play (whoever captured it)"
            ),
            "jack": (
                f"{self.jack}: won the trick holding J{trump}"
                if self.jack
                else f"nobody: J{trump} was not dealt"
                if not self.jack_dealt
                else f"not yet: J{trump} has not been captured"
            ),
            "game": (
                f"{self.game}: the highest Game count, {best}"
                if self.game
                else f"nobody: tied at {best} ({tied})"
            ),
        }

    def __str__(self) -> str:
        return "\n".join(f"{name.capitalize():<5} {self.reasons[name]}" for name in POINT_ORDER)


def high_and_low(hands: Mapping[str, Sequence[Card]], trump: Suit) -> tuple[str, str, Card, Card]:
    """Who was dealt the highest and the lowest trump in play, and those two cards."""
    high = low = None
    for player, hand in hands.items():
        for card in hand:
            if card.suit == trump:
                if high is None or card.rank > high[1].rank:
                    high = (player, card)
                if low is None or card.rank < low[1].rank:
                    low = (player, card)
    if high is None or low is None:
        raise ValueError(f"no trump {Suit(trump).symbol} was dealt; the pitcher's first card is one")
    return high[0], low[0], high[1], low[1]


def game_winner(counts: Mapping[str, int]) -> str | None:
    """The player with the highest Game count, or ``None`` when two or more tie for it."""
    best = max(counts.values())
    leaders = [p for p, n in counts.items() if n == best]
    return leaders[0] if len(leaders) == 1 else None


def award_points(hands: Mapping[str, Cards], tricks: Sequence[Trick], trump: Suit) -> Points:
    """Who scores High, Low, Jack and Game after all the tricks of a deal, with a reason for each.

    Every card dealt has been played by then, each by the player dealt it, so one pass over the
    tricks' plays finds all four points (every deal of a playout is scored here).
    """
    return _award(hands, [(trick.winner(trump), trick.plays) for trick in tricks], trump, all_played=True)


def award_from_piles(
    hands: Mapping[str, Sequence[Card]], captured: Mapping[str, Sequence[Card]], trump: Suit
) -> Points:
    """The four points from the hands as dealt and the cards each player captured.

    High and Low go by the dealt hands, Jack and Game by the captured piles.
    """
    piles = [(taker, [(taker, card) for card in cards]) for taker, cards in captured.items()]
    return _award(hands, piles, trump, all_played=False)


#: The jack of each suit (one object for each card, so the Jack point is found by identity).
_JACKS = {suit: Card(suit, Rank.JACK) for suit in Suit}


def _award(
    hands: Mapping[str, Sequence[Card]],
    taken: Iterable[tuple[str, Iterable[tuple[str, Card]]]],
    trump: Suit,
    *,
    all_played: bool,
) -> Points:
    """The four points from the dealt hands and the cards taken, in any grouping.

    ``taken`` gives each taker with the cards he took as plays (a player and a card): a trick's
    plays as the card play keeps them. With ``all_played`` they are every card dealt, played by
    the players dealt them, so the trumps among them say who holds High and Low.
    """
    jack_card = _JACKS[trump]
    jack = None
    counts = dict.fromkeys(hands, 0)
    trumps: list[tuple[int, str, Card]] = []  # each trump taken: its place in the pack, who played it
    by_index = GAME_BY_INDEX
    for taker, plays in taken:
        total = 0
        for player, card in plays:
            total += by_index[card.index]
            if card.suit == trump:
                trumps.append((card.index, player, card))
                if card is jack_card:
                    jack = taker
        if taker in counts:  # a pile of someone not dealt a hand counts for nobody's Game
            counts[taker] += total
    if all_played:
        if not trumps:
            raise ValueError(f"no trump {Suit(trump).symbol} was played; the pitcher's first card is one")
        _, high, highest = max(trumps)
        _, low, lowest = min(trumps)
    else:
        high, low, highest, lowest = high_and_low(hands, trump)
    # a jack not taken was not dealt, once every card is played; before, it may be in a hand
    jack_dealt = jack is not None or (
        not all_played and any(c is jack_card for hand in hands.values() for c in hand)
    )
    game = game_winner(counts)
    return built(
        Points,
        {
            "high": high,
            "low": low,
            "jack": jack,
            "game": game,
            "game_count": counts,
            "trump": trump,
            "highest": highest,
            "lowest": lowest,
            "jack_dealt": jack_dealt,
        },
    )
