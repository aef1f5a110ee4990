"""A rule-of-thumb California Jack player: fights for a trick when it or the stock's card is worth it.

What a trick is worth to him: the Game and the trumps in it (the ace, the two, the jack: a point
each), and, while the stock lasts and lies face up, its top card, which the winner draws (the card
beneath, which goes to the other, is seen only once the top one is taken). He takes a trick worth having with
his cheapest card that wins it, and otherwise throws his cheapest card; he leads his cheapest card
unless the top of the stock is worth winning, when he leads his surest winner.
"""

from __future__ import annotations

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.errors import IllegalAction
from cardlib.core.game import State
from cardlib.core.player import Player
from cardlib.core.tricks import trick_winner
from cardlib.games.allfours.points import game_value

#: A trump that makes a point in whichever trick it falls (CJ-6), valued as ten Game.
POINT_TRUMPS = (Rank.ACE, Rank.TWO, Rank.JACK)


def worth(card: Card, trump: Suit) -> int:
    """What a card is worth to the player who takes it: its Game, and ten for a trump that is a point."""
    return game_value(card) + (10 if card.suit == trump and card.rank in POINT_TRUMPS else 0)


def cost(card: Card, trump: Suit) -> tuple[int, int, int]:
    """How dear a card is to give up: what it is worth, then a trump, then its rank."""
    return worth(card, trump), card.suit == trump, card.rank


def stock_stake(state: State) -> int:
    """What winning this trick gains from the stock: its top card's worth, when it lies face up."""
    shown = state.shown()
    if not shown:  # Shasta Sam, or the stock gone: nothing seen to fight for
        return 0
    return worth(shown[0], state.trump or shown[0].suit)


class CaliforniaJackRuleOfThumb(Player):
    """Wins what is worth winning as cheaply as he can; throws his cheapest card otherwise."""

    def choose(self, state: State) -> str:
        """The card to play for the seat to act."""
        seat = state.to_act()
        trump = state.trump
        if trump is None:
            raise IllegalAction("a deal of California Jack always has its trump, cut for before the deal")
        legal = [c for c in state.hand(seat) if c.ascii in state.legal_actions()]
        trick = state.current_trick()
        stake = stock_stake(state)
        if not trick:
            if stake >= 10:
                best = max(legal, key=lambda c: (c.suit == trump, c.rank))
                self.reason = f"I lead {best.symbol} to win the trick and draw {state.shown()[0].symbol}."
                return best.ascii
            cheapest = min(legal, key=lambda c: cost(c, trump))
            self.reason = (
                f"I lead {cheapest.symbol}, my cheapest card: nothing on the stock is worth a fight."
            )
            return cheapest.ascii
        on_table = sum(worth(c, trump) for _, c in trick)
        winners = [c for c in legal if trick_winner([*trick, (seat, c)], trump) == seat]
        if winners and on_table + stake > 0:
            cheapest_win = min(winners, key=lambda c: cost(c, trump))
            self.reason = (
                f"I take the trick with {cheapest_win.symbol}: it is worth {on_table + stake} to me."
            )
            return cheapest_win.ascii
        cheapest = min(legal, key=lambda c: cost(c, trump))
        if cheapest in winners:  # the only card he may play, or the cheapest, wins anyway
            self.reason = f"I play {cheapest.symbol}, my cheapest card, and it takes the trick."
        else:
            self.reason = f"I throw {cheapest.symbol}, my cheapest card: the trick is not worth winning."
        return cheapest.ascii
