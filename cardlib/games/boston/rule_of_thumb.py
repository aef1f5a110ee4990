"""A rule-of-thumb Boston player: bids the tricks its hand looks worth, and plays by the classic principles.

Bidding: estimate the tricks the hand would take with each suit as trump (aces, guarded kings and
queens, trump length, short side suits), then make the highest call the estimate covers, keeping
(or keeping over) when the colour or the turned suit is its own best suit; a hand with no high cards
calls Little Misère. Play: a caller draws trumps and cashes winners; everyone wins a trick as cheaply
as possible when it is worth winning, and throws the lowest card otherwise; in misères the caller
ducks, and in Misère Partout everyone ducks.
"""

from __future__ import annotations

from cardlib.core.cards import Card, Rank, Suit, card_or_none
from cardlib.core.contract import Goal
from cardlib.core.equivalence import touching_groups
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.player import Player, own_hand
from cardlib.core.tricks import winning_position
from cardlib.core.view import seat_view
from cardlib.core.words import counted
from cardlib.games.boston.calls import Strength, call_trump, read_call
from cardlib.games.boston.engine import BostonState
from cardlib.games.solo.state import SoloState


def estimated_tricks(hand: Cards, trump: Suit | None) -> float:
    """A rough count of the tricks ``hand`` takes with ``trump`` as trumps (``None``: no trumps)."""
    tricks = 0.0
    for suit in Suit:
        cards = hand.of_suit(suit)
        ranks = {c.rank for c in cards}
        tricks += (Rank.ACE in ranks) + 0.6 * (Rank.KING in ranks and len(cards) >= 2)
        tricks += 0.3 * (Rank.QUEEN in ranks and len(cards) >= 3)
        if suit == trump or (trump is None and Rank.ACE in ranks):
            tricks += max(0, len(cards) - 3)
        elif trump is not None and len(hand.of_suit(trump)) >= 3:
            tricks += {0: 1.0, 1: 0.5}.get(len(cards), 0.0)
    return round(tricks, 1)


def misere_safe(hand: Cards) -> bool:
    """True when the hand holds at most one card above nine (which a Little Misère discard removes)."""
    return sum(1 for c in hand if c.rank > Rank.NINE) <= 1


class BostonRuleOfThumb(Player):
    """Bids what its hand looks worth; plays trumps and winners, ducks in misères."""

    def choose(self, state: State) -> str:
        """The action for the seat to act."""
        seat = state.to_act()
        hand = own_hand(state, seat)
        legal = [a for a in state.legal_actions() if a not in ("i pay", "pay instead")]
        if not SoloState.of(state).auction.is_over():
            return self._bid(state, hand, legal)
        if legal[0].startswith("discard "):
            worst = max(hand, key=lambda c: c.rank)
            self.reason = f"I discard {worst.symbol}, my most dangerous card."
            return f"discard {worst.ascii}"
        if card_or_none(legal[0]) is None:
            return self._step(state, seat, hand, legal)
        return self._play(state, seat, [Card.parse(a) for a in legal if card_or_none(a)])

    def candidates(self, state: State) -> list[str]:
        """In the auction: pass, this player's own choice, and the calls near its trick estimate."""
        legal = state.legal_actions()
        seat = state.to_act()
        if state.play_begun():
            return self._distinct_cards(state, seat, legal)
        auction = SoloState.of(state).auction
        if auction.is_over():
            return legal
        hand = own_hand(state, seat)
        worth = max(estimated_tricks(hand, s) for s in (*Suit, None))
        high = sum(1 for c in hand if c.rank > Rank.NINE)
        keep = {"pass", self.choose(state)}
        for words in legal:
            call = auction.read(seat, words) if words != "pass" else None
            if call is None:
                continue
            near = call.is_trick_bid and call.needed < 13 and worth - 1 <= call.needed <= worth + 1.5
            if near or (call.is_misere and not call.is_spread and high <= 3):
                keep.add(words)
        return [a for a in legal if a in keep]

    @staticmethod
    def _distinct_cards(state: State, seat: str, legal: list[str]) -> list[str]:
        """One card (the lowest) of each group of touching cards, and any other action."""
        view = seat_view(state, seat)
        cards = [c for c in (card_or_none(a) for a in legal) if c]
        shown = (c for cs in view.exposed.values() for c in cs)
        groups = touching_groups(cards, {*view.hand, *view.unseen, *shown})
        lowest = {group[0].ascii for group in groups}
        return [a for a in legal if a in lowest or card_or_none(a) is None]

    def _bid(self, state: State, hand: Cards, legal: list[str]) -> str:
        if not isinstance(state, BostonState):
            raise TypeError("the Boston player bids Boston's ladder")
        turn_up = state.first_preference
        best = max(Suit, key=lambda s: estimated_tricks(hand, s))
        worth = estimated_tricks(hand, best)
        if "little misere" in legal and misere_safe(hand) and worth < 3:
            self.reason = "I call Little Misère: after one discard I hold nothing above a nine."
            return "little misere"
        standing = state.auction.standing[1] if state.auction.standing else None
        for strength, word in ((Strength.PREFERENCE, "keep over"), (Strength.COLOUR, "keep")):
            if word in legal and standing and standing.tricks and standing.tricks <= worth:
                suit = turn_up if strength == Strength.PREFERENCE else turn_up.partner
                if suit == best:
                    self.reason = (
                        f"I {word}: {suit.symbol} is my suit and I expect about {counted(worth, 'trick')}."
                    )
                    return word
        calls = [(a, read_call(a)[1]) for a in legal if a not in ("pass", "keep", "keep over")]
        fitting = [(a, c) for a, c in calls if c and c.is_trick_bid and c.needed <= worth]
        fitting = [(a, c) for a, c in fitting if (call_trump(c, turn_up) or best) == best]
        if fitting:
            words, _ = max(fitting, key=lambda pair: pair[1].key)
            self.reason = (
                f"I bid {words}: about {counted(worth, 'trick')} expected with {best.symbol} as trumps."
            )
            return words
        self.reason = f"I pass: about {counted(worth, 'trick')} is not enough for any call open to me."
        return "pass"

    def _step(self, state: State, seat: str, hand: Cards, legal: list[str]) -> str:
        """Boston's one step after the auction: naming the trump for a plain bid."""
        allowed = [Suit.parse(a.split()[1]) for a in legal]
        best = max(allowed, key=lambda s: estimated_tricks(hand, s))
        self.reason = f"I name {best.symbol}: my longest and strongest suit."
        return f"trump {best.letter}"

    def _play(self, state: State, seat: str, cards: list[Card]) -> str:
        trump, table = state.trump, [c for _, c in state.current_trick()]
        contract = state.contract()
        side = set(contract.side) if contract else set()
        few = contract is not None and contract.goal is Goal.NO_TRICKS
        if contract is None or (few and seat in side):
            return self._duck(cards, table, trump)
        if few:
            return self._feed(cards, table, trump)
        if not table:
            trumps = [c for c in cards if c.suit == trump]
            pool = trumps if seat in side and trumps else cards
            lead = max(pool, key=lambda c: c.rank)
            self.reason = f"I lead {lead.symbol}, my best card."
            return lead.ascii
        winner_so_far = state.current_trick()[winning_position(table, trump)][0]
        partners = side if seat in side else set(state.deal.players) - side
        winners = [c for c in cards if winning_position([*table, c], trump) == len(table)]
        if winners and winner_so_far not in partners:
            pick = min(winners, key=lambda c: (c.suit == trump, c.rank))
            self.reason = f"I win the trick as cheaply as I can, with {pick.symbol}."
            return pick.ascii
        pick = min(cards, key=lambda c: (c.suit == trump, c.rank))
        self.reason = f"I throw {pick.symbol}, my lowest card."
        return pick.ascii

    def _feed(self, cards: list[Card], table: list[Card], trump: Suit | None) -> str:
        following = bool(table) and cards[0].suit == table[0].suit
        by_rank = {c.rank: c for c in cards}
        pick = by_rank[min(by_rank) if following or not table else max(by_rank)]
        self.reason = f"I play {pick.symbol}: I keep my low cards to make the misère caller win a trick."
        return pick.ascii

    def _duck(self, cards: list[Card], table: list[Card], trump: Suit | None) -> str:
        losers = [c for c in cards if table and winning_position([*table, c], trump) != len(table)]
        pick = max(losers, key=lambda c: c.rank) if losers else min(cards, key=lambda c: c.rank)
        self.reason = f"I play {pick.symbol}: I want to take as few tricks as I can."
        return pick.ascii
