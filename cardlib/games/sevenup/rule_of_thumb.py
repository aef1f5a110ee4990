"""A rule-of-thumb Seven-Up player: begs on a poor hand, gives on a good one, plays as at Pitch.

Standing and begging: the eldest stands with the jack, the ace or king of trumps, or two trumps or
more, and begs otherwise; the dealer gives the point on the same kind of hand (he keeps the trump
his own cards like) and runs the cards otherwise. After a run he plays on (no bunching) and throws
out his cheapest cards: no trump and nothing that counts for Game first. The play is the All Fours
family's: trumps to draw the others, counting tricks taken cheaply, the cheapest card thrown.
"""

from __future__ import annotations

from cardlib.core.cards import Rank, Suit
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.games.allfours.points import game_value
from cardlib.games.allfours.rule_of_thumb import AllFoursPlayer

#: Trumps that make a hand worth keeping the turned suit for.
GOOD_TRUMPS = (Rank.ACE, Rank.KING, Rank.JACK)


def likes(hand: Cards, trump: Suit) -> bool:
    """Whether ``hand`` is worth playing with ``trump``: a top trump or the jack, or two trumps or more."""
    trumps = [c for c in hand if c.suit == trump]
    return len(trumps) >= 2 or any(c.rank in GOOD_TRUMPS for c in trumps)


class SevenUpRuleOfThumb(AllFoursPlayer):
    """Stands or gives on a hand that likes the trump, else begs or runs; plays as at Pitch."""

    def choose(self, state: State) -> str:
        """The action for the seat to act."""
        seat = state.to_act()
        hand = state.hand(seat)  # with the cards a run gave him
        legal = state.legal_actions()
        trump = state.trump
        if state.play_begun() or trump is None:
            return self.play_card(state, seat, legal)
        good = likes(hand, trump)
        if "stand" in legal:
            self.reason = f"I {'stand' if good else 'beg'}: {self._words(hand, trump)}."
            return "stand" if good else "beg"
        if "run" in legal:
            give = good and "give" in legal
            self.reason = f"I {'give the point' if give else 'run the cards'}: {self._words(hand, trump)}."
            return "give" if give else "run"
        if "play" in legal or "refuse" in legal:
            self.reason = "I play on with the new trump."
            return "play" if "play" in legal else "refuse"
        cheapest = min(hand, key=lambda c: (c.suit == trump, game_value(c) > 0, c.rank))
        self.reason = (
            f"I throw out {cheapest.symbol}: no trump, and nothing that counts for Game, goes first."
        )
        return f"discard {cheapest.ascii}"

    @staticmethod
    def _words(hand: Cards, trump: Suit) -> str:
        trumps = [c for c in hand if c.suit == trump]
        held = ", ".join(c.symbol for c in trumps) or "no trump"
        return f"{held} with {trump.symbol} as trumps"
