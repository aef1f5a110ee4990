"""A rule-of-thumb Auction Pitch player: bids its hand's expected points and plays by the classic principles.

Bidding: for each suit, estimate the points the hand would make with it as trump (High from the
ace, Low from the two, Jack from the jack kept safe, Game from tens and length), bid the best
estimate when it tops the bid standing, and as seller accept a bid unless pitching promises more.
Play: lead the best trumps to draw the others; take tricks that hold counting cards or the jack
as cheaply as possible; otherwise throw the cheapest card.
"""

from __future__ import annotations

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.player import own_hand
from cardlib.core.words import counted
from cardlib.games.allfours.rule_of_thumb import AllFoursPlayer
from cardlib.games.pitch.auction import PITCH_AT_ONCE, SELL
from cardlib.games.pitch.engine import PitchState

_HIGH = {Rank.ACE: 1.0, Rank.KING: 0.6, Rank.QUEEN: 0.35}
_LOW = {Rank.TWO: 1.0, Rank.THREE: 0.6, Rank.FOUR: 0.35}


def expected_points(hand: Cards, trump: Suit) -> float:
    """A rough count of the points ``hand`` would make pitching ``trump``."""
    trumps = [c for c in hand if c.suit == trump]
    if not trumps:
        return 0.0
    ranks = {c.rank for c in trumps}
    high = max((_HIGH.get(r, 0.0) for r in ranks), default=0.0) or (0.15 if len(trumps) >= 3 else 0.0)
    low = max((_LOW.get(r, 0.0) for r in ranks), default=0.0)
    guarded = bool(ranks & {Rank.ACE, Rank.KING}) or len(trumps) >= 3
    jack = (0.8 if guarded else 0.5) if Rank.JACK in ranks else 0.1
    game = min(0.7, 0.15 * len(trumps) + 0.2 * sum(1 for c in hand if c.rank == Rank.TEN))
    return round(high + low + jack + game, 2)


def best_trump(hand: Cards) -> tuple[Suit, float]:
    """The suit this hand would rather pitch, and its expected points."""
    return max(((s, expected_points(hand, s)) for s in Suit), key=lambda pair: pair[1])


class PitchRuleOfThumb(AllFoursPlayer):
    """Bids its expected points; plays trumps first, takes counting tricks cheaply, discards cheaply."""

    def choose(self, state: State) -> str:
        """The action for the seat to play."""
        seat = state.to_act()
        hand = own_hand(state, seat)
        legal = state.legal_actions()
        if not state.play_begun():
            return self._auction(state, seat, hand, legal)
        return self._play(state, seat, hand, legal)

    def _auction(self, state: State, seat: str, hand: Cards, legal: list[str]) -> str:
        suit, worth = best_trump(hand)
        if PITCH_AT_ONCE in legal:
            choice = PITCH_AT_ONCE if worth >= 3.6 else SELL
            verb = "pitch at once" if choice == PITCH_AT_ONCE else "sell"
            self.reason = f"I {verb}: about {counted(worth, 'point')} in {suit.symbol}."
            return choice
        if "accept" in legal and isinstance(state, PitchState) and state.auction.standing:
            bidder, bid = state.auction.standing  # the player reads his own engine's auction
            bidder_out = state.to_go_before[bidder] <= bid
            refuse = worth >= bid + 0.5 or (bidder_out and worth >= bid - 0.5)
            self.reason = f"I {'refuse' if refuse else 'accept'} {bid}: I would make about {worth} pitching."
            return "refuse" if refuse else "accept"
        bids = [int(a.split()[1]) for a in legal if a.startswith("bid ")]
        affordable = [b for b in bids if b <= worth]
        if not affordable:
            self.reason = f"I pass: about {counted(worth, 'point')} is not enough to bid higher."
            return "pass"
        bid = max(affordable)
        self.reason = f"I bid {bid}: about {counted(worth, 'point')} in {suit.symbol}."
        return f"bid {bid}"

    def _play(self, state: State, seat: str, hand: Cards, legal: list[str]) -> str:
        if state.trump is None:  # the pitch: the first card led names the trump suit
            cards = [Card.parse(a) for a in legal if a != "i pay"]
            suit, _ = best_trump(hand)
            lead = max((c for c in cards if c.suit == suit), key=lambda c: c.rank)
            self.reason = f"I lead {lead.symbol}: {suit.symbol} is my best suit for trumps."
            return lead.ascii
        return self.play_card(state, seat, legal)
