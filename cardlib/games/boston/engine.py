"""The Boston engine: ``BostonRules`` and ``BostonState`` (digest §2).

A deal goes: the auction; the trump named by the caller of a plain bid; the
one-card discards of a Little Misère or Little Spread; the play, led first by
the eldest hand, which may stop early (a misère or spread at the caller's
first trick, a slam at his first lost trick, the adversaries' "I pay", or an
established revoke); then the settlement and the pools.
"""

from __future__ import annotations

import copy
from typing import Any

from cardlib.core.cards import Card, Suit
from cardlib.core.deal import Deal
from cardlib.core.errors import CardError, IllegalAction, RecordError
from cardlib.core.game import Rules, State
from cardlib.core.hand import Cards
from cardlib.core.play import TrickPlay
from cardlib.core.tricks import FollowRule, Trick
from cardlib.games.boston.auction import BostonAuction
from cardlib.games.boston.calls import Strength, call_trump
from cardlib.games.boston.settlement import Settlement, settle_call, settle_partout
from cardlib.games.boston.spec import SPEC
from cardlib.games.boston.tables import POOL_LIMIT
from cardlib.games.bostons.ladder import Call

_I_PAY_RULE = (
    '"I pay" is said by each adversary of the caller before the first card of the second trick, '
    "and only against a caller"
)


class BostonRules(Rules):
    """Boston with its options: ``BostonRules(payments="american", …)``."""

    spec = SPEC

    def new_state(self, deal: Deal, **fields: Any) -> BostonState:
        """The start of a deal; ``turn_up`` is required, ``pools`` defaults to ``[40]``."""
        return BostonState(self, deal, fields)


class BostonState(State):
    """One deal of Boston, from the first call to the settlement."""

    def __init__(self, rules: BostonRules, deal: Deal, fields: dict[str, Any]) -> None:
        super().__init__(rules, deal, fields)
        self.turn_up: Card = fields.get("turn_up") or deal.turn_up
        if self.turn_up is None:
            raise IllegalAction("a Boston deal needs a turn-up card to fix the preferences")
        self.fields["turn_up"] = self.turn_up
        self.pools_before: list[float] = list(fields.get("pools", [40]))
        for amount in self.pools_before:
            if amount > POOL_LIMIT:
                raise RecordError(
                    f'field "pools": a pool holds at most {POOL_LIMIT} white counters (25 red); '
                    f"write {amount} as {POOL_LIMIT} and a new pool of {amount - POOL_LIMIT}"
                )
        options = rules.options
        self.auction = BostonAuction(deal.order_from_eldest(), options["direct_class_bids"])
        self.named_trump: Suit | None = None
        self.discarded: dict[str, Card] = {}
        self.play: TrickPlay | None = None
        self.i_pay: set[str] = set()
        self.ended_early = False
        self.revoke_pending: tuple[str, int, int] | None = None
        self.revoke: tuple[str, int] | None = None
        self.redeal = False

    # -- what the auction decided -------------------------------------------------------------------

    @property
    def first_preference(self) -> Suit:
        """The turned suit."""
        return self.turn_up.suit

    @property
    def caller(self) -> str | None:
        """Who won the auction, or ``None`` (auction running, or Misère Partout)."""
        return self.auction.standing[0] if self.auction.is_over() and self.auction.standing else None

    @property
    def call(self) -> Call | None:
        """The winning call, once the auction is over."""
        return self.auction.standing[1] if self.auction.is_over() and self.auction.standing else None

    @property
    def partout(self) -> bool:
        """True when nobody bid and Misère Partout is played."""
        return self.auction.is_over() and self.auction.standing is None and not self.redeal

    @property
    def trump(self) -> Suit | None:
        """The trump suit: from the call's strength, or named by the caller of a plain bid."""
        call = self.call
        if call is None or call.is_misere:
            return None
        return call_trump(call, self.first_preference) or self.named_trump

    def exposed(self) -> Cards:
        """The cards lying face up: a spread caller's hand once the play begins."""
        if self.play is None or self.call is None or not self.call.is_spread:
            return Cards()
        return self.play.hands[self.caller]

    def completed_tricks(self) -> list[Trick]:
        """The tricks played so far."""
        return list(self.play.completed) if self.play else []

    # -- whose turn ---------------------------------------------------------------------------------

    def _phase(self) -> str:
        if not self.auction.is_over():
            return "auction"
        if self.redeal:
            return "over"
        call = self.call
        if call and call.is_trick_bid and call.strength == Strength.PLAIN and self.named_trump is None:
            return "trump"
        if call and call.discards and len(self.discarded) < len(self.deal.players):
            return "discard"
        if self._hand_over():
            return "over"
        return "play"

    def _hand_over(self) -> bool:
        if self.play is None:
            return False
        return self.play.is_over() or self.ended_early or len(self.i_pay) == 3 or self.revoke is not None

    def current_player(self) -> str | None:
        """Who is to call, name the trump, discard or play; ``None`` when the deal is over."""
        phase = self._phase()
        if phase == "auction":
            return self.auction.current_player()
        if phase == "trump":
            return self.caller
        if phase == "discard":
            return next(p for p in self.deal.order_from_eldest() if p not in self.discarded)
        if phase == "play":
            return self.play.to_play
        return None

    def _i_pay_open(self, player: str) -> bool:
        """Whether ``player`` may still say "I pay": an adversary, before the first card of trick two."""
        if self.play is None or self.caller is None or player == self.caller or player in self.i_pay:
            return False
        return not self._hand_over() and (
            not self.play.completed or (len(self.play.completed) == 1 and not self.play.current)
        )

    def legal_actions(self) -> list[str]:
        """Every action the current player may take."""
        phase = self._phase()
        player = self.current_player()
        if phase == "auction":
            return self.auction.legal_actions()
        if phase == "trump":
            plain_only = self.rules.options["plain_trump"] == "plain"
            preferences = (self.first_preference, self.first_preference.partner)
            suits = [s for s in sorted(Suit, reverse=True) if not plain_only or s not in preferences]
            return [f"trump {s.letter}" for s in suits]
        if phase == "discard":
            return [f"discard {c.ascii}" for c in self.deal.hands[player]]
        if phase == "play":
            cards = [c.ascii for c in self.play.legal()]
            return cards + (["i pay"] if self._i_pay_open(player) else [])
        return []

    # -- applying actions ---------------------------------------------------------------------------

    def _out_of_turn(self, named: str, words: str, action: str) -> bool:
        """Discards come from all four in any order; "I pay" from any adversary in time."""
        text = words.lower()
        phase = self._phase()
        if phase == "discard" and text.startswith("discard ") and named not in self.discarded:
            self._discard(named, words)
            self.history.append((named, words))
            return True
        if phase == "play" and text == "i pay":
            if not self._i_pay_open(named):
                raise IllegalAction(_I_PAY_RULE)
            self.i_pay.add(named)
            self.history.append((named, words))
            return True
        if phase == "discard" and named in self.discarded:
            raise IllegalAction(f"{named} has already discarded; each player discards one card")
        return False

    def _apply(self, player: str, action: str) -> None:
        phase = self._phase()
        text = action.lower()
        if phase == "auction":
            self.auction.apply(player, action)
            if self.auction.is_over():
                self._after_auction()
        elif phase == "trump":
            self._name_trump(player, text)
        elif phase == "discard":
            self._discard(player, action)
        elif text == "i pay":
            if not self._i_pay_open(player):
                raise IllegalAction(_I_PAY_RULE)
            self.i_pay.add(player)
        else:
            self._play_card(player, action)

    def _after_auction(self) -> None:
        if self.auction.standing is None and self.rules.options["nobody_bids"] == "redeal":
            self.redeal = True
            return
        if self._phase() == "play":
            self._start_play()

    def _name_trump(self, player: str, text: str) -> None:
        if not text.startswith("trump "):
            raise IllegalAction(
                f'{player} called a plain {self.call.name} and now names the trump, as in "trump H"'
            )
        try:
            suit = Suit.parse(text[len("trump ") :])
        except CardError as error:
            raise IllegalAction(str(error)) from None
        plain_suits = [s for s in Suit if s not in (self.first_preference, self.first_preference.partner)]
        if self.rules.options["plain_trump"] == "plain" and suit not in plain_suits:
            raise IllegalAction(
                f"under the option plain_trump, a plain bid is played in a plain suit "
                f"({' or '.join(s.symbol for s in plain_suits)}), not {suit.symbol} (BO-4)"
            )
        self.named_trump = suit
        if self._phase() == "play":
            self._start_play()

    def _discard(self, player: str, action: str) -> None:
        text = action.lower()
        if not text.startswith("discard "):
            raise IllegalAction(
                f'before a {self.call.name} every player discards one card, as in "discard 2C"'
            )
        if player in self.discarded:
            raise IllegalAction(f"{player} has already discarded; each player discards one card")
        try:
            card = Card.parse(action[len("discard ") :])
        except CardError as error:
            raise IllegalAction(str(error)) from None
        if card not in self.deal.hands[player]:
            raise IllegalAction(f"{player} does not hold {card.ascii}")
        self.discarded[player] = card
        if self._phase() == "play":
            self._start_play()

    def _start_play(self) -> None:
        hands = {
            p: self.deal.hands[p].without([self.discarded[p]]) if p in self.discarded else self.deal.hands[p]
            for p in self.deal.players
        }
        self.play = TrickPlay(self.deal.players, hands, self.deal.eldest, FollowRule.WHIST, self.trump)

    def _play_card(self, player: str, action: str) -> None:
        try:
            card = Card.parse(action)
        except CardError as error:
            raise IllegalAction(f"{player} must play a card now: {error}") from None
        penalise = self.rules.options["revokes"] == "penalise"
        reason = self.play.why_illegal(player, card) if penalise else None
        establishes = self.revoke_pending is not None and len(self.play.completed) > self.revoke_pending[2]
        self.play.play(player, card, allow_revoke=penalise)
        if reason and self.revoke_pending is None:
            self.revoke_pending = (
                player,
                len(self._recorded_history()) + 1,
                len(self.play.completed) - (0 if self.play.current else 1),
            )
        if establishes:
            self.revoke = self.revoke_pending[:2]
        self._check_early_end()
        if self.revoke is None and self.revoke_pending and self._hand_over():
            self.revoke = self.revoke_pending[:2]

    def _check_early_end(self) -> None:
        call = self.call
        if call is None or self.play.current or not self.play.completed:
            return
        winner = self.play.completed[-1].winner(self.trump)
        if (call.is_misere and winner == self.caller) or (call.tricks == 13 and winner != self.caller):
            self.ended_early = True

    def clone(self) -> BostonState:
        """An independent copy (the deal and rules are shared: they never change)."""
        new = copy.copy(self)
        new.history = list(self.history)
        new.auction = self.auction.clone()
        new.discarded = dict(self.discarded)
        new.i_pay = set(self.i_pay)
        new.play = self.play.clone() if self.play else None
        return new

    # -- results ------------------------------------------------------------------------------------

    def tricks(self) -> dict[str, int]:
        """Tricks taken so far by each player."""
        return self.play.tricks_won() if self.play else dict.fromkeys(self.deal.players, 0)

    def settlement(self) -> Settlement | None:
        """The payments and pools, once the deal is over (``None`` before, and after a redeal)."""
        if not self.is_over() or self.redeal:
            return None
        revoker = self.revoke[0] if self.revoke else None
        if self.partout:
            return settle_partout(self.deal.players, self.tricks(), self.pools_before, revoker=revoker)
        return settle_call(
            self.deal.players,
            self.caller,
            self.call,
            self.tricks()[self.caller],
            self.pools_before,
            payments=self.rules.options["payments"],
            ended_early=self.ended_early,
            conceded=len(self.i_pay) == 3,
            revoker=revoker,
        )

    def result(self) -> dict[str, Any]:
        """The result fields of the hand-record format for the deal so far."""
        players = self.deal.players
        contract = None
        if self.call is not None:
            trump = self.trump
            contract = {
                "caller": self.caller,
                "bid": self.call.words(),
                "trump": trump.letter if trump else None,
            }
        settlement = self.settlement()
        zero = dict.fromkeys(players, 0)
        result: dict[str, Any] = {
            "game": "boston",
            "finished": self.is_over(),
            "contract": contract,
            "tricks": self.tricks(),
            "made": settlement.made if settlement else None,
            "payments": settlement.payments if settlement else zero,
            "pool_flows": settlement.pool_flows if settlement else zero,
            "pools_after": settlement.pools_after if settlement else list(self.pools_before),
        }
        if self.redeal:
            result["redeal"] = True
        if self.revoke:
            result["revoke"] = {"player": self.revoke[0], "action": self.revoke[1]}
        return result
