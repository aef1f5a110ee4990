"""A rule-of-thumb Fontainebleau player: Boston's estimates and play, with Grand and partners.

Bidding: estimate the tricks in each suit and at Grand (no trump), and make the highest call the
estimate covers in the best of them; a call of five to ten may count on a partner for half a trick
more, and then the caller asks for one. A hand with nothing above a nine after one discard
calls Little Misère. An asked player accepts when it holds about three tricks in the caller's trump.
Play is Boston's: the caller's side draws trumps and cashes winners; misère callers duck.
"""

from __future__ import annotations

from cardlib.core.cards import Suit
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.words import counted
from cardlib.games.boston.rule_of_thumb import BostonRuleOfThumb, estimated_tricks, misere_safe
from cardlib.games.fontainebleau.calls import call_trump, read_call
from cardlib.games.fontainebleau.engine import PARTNER_BIDS

#: Tricks a partner is counted on for.
PARTNER_HELP = 0.5
#: Tricks an asked player needs in the caller's trump to accept.
ACCEPT_AT = 3.0


class FontainebleauRuleOfThumb(BostonRuleOfThumb):
    """Bids its best suit or Grand, asks for a partner when it needs one; plays as in Boston."""

    def _bid(self, state: State, hand: Cards, legal: list[str]) -> str:
        order = state.rules.options["suit_order"]
        worth = {s: estimated_tricks(hand, s) for s in (*Suit, None)}
        best = max(worth, key=lambda s: worth[s])
        name = best.symbol if best else "Grand"
        if "little misere" in legal and misere_safe(hand) and worth[best] < 3:
            self.reason = "I call Little Misère: after one discard I hold nothing above a nine."
            return "little misere"
        helped = state.rules.options["partner_calls"]
        fitting = []
        for words in legal:
            call = read_call(words, order) if words != "pass" else None
            if call is None or not call.is_trick_bid or call_trump(call, order) != best:
                continue
            reach = worth[best] + (PARTNER_HELP if helped and call.tricks in PARTNER_BIDS else 0)
            if call.needed <= reach:
                fitting.append((call.key, words))
        if fitting:
            words = max(fitting)[1]
            self.reason = f"I bid {words}: about {counted(worth[best], 'trick')} expected in {name}."
            return words
        self.reason = (
            f"I pass: about {counted(worth[best], 'trick')} in {name} is not enough for any call open to me."
        )
        return "pass"

    def _step(self, state: State, seat: str, hand: Cards, legal: list[str]) -> str:
        """Asking for a partner, or answering the ask."""
        trump = state.trump
        worth = estimated_tricks(hand, trump)
        contract = state.contract()
        if "call partner" in legal and contract is not None:
            bid = contract.target
            ask = worth < bid
            self.reason = (
                f"I {'call for a partner' if ask else 'play alone'}: about {counted(worth, 'trick')} of my "
                f"own for a call of {bid}."
            )
            return "call partner" if ask else "no partner"
        accept = worth >= ACCEPT_AT
        verb = "accept" if accept else "decline"
        self.reason = f"I {verb}: I hold about {counted(worth, 'trick')} in the caller's trump."
        return "accept" if accept else "decline"
