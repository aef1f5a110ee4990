"""How the All Fours games' rule-of-thumb players play the cards, once the trump is known.

Lead the best trumps (a queen or better) to draw the others, else the card that gives least away;
take a trick that holds counting cards or the jack of trumps (or any trick, for the player who bid
for the contract) as cheaply as possible; otherwise throw the cheapest card. Auction Pitch's and
Seven-Up's players play so, each deciding its own steps before the play.
"""

from __future__ import annotations

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.game import State
from cardlib.core.player import Player
from cardlib.core.tricks import winning_position
from cardlib.games.allfours.points import game_value


class AllFoursPlayer(Player):
    """Plays the cards by the classic principles: trumps first, counting tricks cheaply, cheap throws."""

    def play_card(self, state: State, seat: str, legal: list[str]) -> str:
        """The card to play, for a deal whose trump is known."""
        cards = [Card.parse(a) for a in legal if a != "i pay"]
        trump = state.trump
        if trump is None:
            raise ValueError("the All Fours players play the cards once the trump is known")
        current = list(state.current_trick())
        if not current:
            return self._lead(cards, trump)
        table = [c for _, c in current]
        stakes = sum(game_value(c) for c in table) + 5 * any(
            c.suit == trump and c.rank == Rank.JACK for c in table
        )
        winners = [c for c in cards if winning_position([*table, c], trump) == len(table)]
        contract = state.contract()
        if winners and (stakes > 0 or (contract is not None and contract.declarer == seat)):
            pick = min(winners, key=lambda c: (c.suit == trump, c.rank))
            self.reason = f"I take the trick with {pick.symbol}: it holds {stakes} worth taking."
            return pick.ascii
        pick = min(cards, key=lambda c: (game_value(c) > 0, c.suit == trump, c.rank))
        self.reason = f"I throw {pick.symbol}, the cheapest card I may play."
        return pick.ascii

    def _lead(self, cards: list[Card], trump: Suit) -> str:
        trumps = [c for c in cards if c.suit == trump]
        if trumps and max(trumps, key=lambda c: c.rank).rank >= Rank.QUEEN:
            lead = max(trumps, key=lambda c: c.rank)
            self.reason = f"I lead {lead.symbol} to draw trumps."
        else:
            lead = min(cards, key=lambda c: (game_value(c) > 0, c.suit == trump, c.rank))
            self.reason = f"I lead {lead.symbol}, a card that gives little away."
        return lead.ascii
