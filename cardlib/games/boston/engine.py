"""The Boston engine: ``BostonRules`` and ``BostonState`` (digest §2).

What is Boston's own, on top of the shared solo-call deal: the turn-up that
fixes the preferences, the trump named by the caller of a plain bid, the
redeal option when nobody bids, and the settlement with its pools.
"""

from __future__ import annotations

from typing import Any

from cardlib.core.cards import Card, Suit
from cardlib.core.deal import Deal
from cardlib.core.errors import CardError, IllegalAction, RecordError
from cardlib.core.game import Rules
from cardlib.games.boston.auction import BostonAuction
from cardlib.games.boston.calls import Strength, call_trump
from cardlib.games.boston.settlement import BostonTariff, settle_last_hand
from cardlib.games.boston.spec import NOBODY_BIDS, PLAIN_TRUMP, SPEC
from cardlib.games.boston.tables import POOL_LIMIT
from cardlib.games.solo.settlement import Settlement
from cardlib.games.solo.state import SoloState


class BostonRules(Rules):
    """Boston with its options: ``BostonRules(payments="american", …)``."""

    spec = SPEC

    def new_state(self, deal: Deal, **fields: Any) -> BostonState:
        """The start of a deal; ``turn_up`` is required, ``pools`` defaults to ``[40]``."""
        return BostonState(self, deal, fields)


class BostonState(SoloState):
    """One deal of Boston, from the first call to the settlement."""

    def __init__(self, rules: BostonRules, deal: Deal, fields: dict[str, Any]) -> None:
        turn_up: Card | None = fields.get("turn_up") or deal.turn_up
        if turn_up is None:
            raise IllegalAction("a Boston deal needs a turn-up card to fix the preferences")
        pools = list(fields.get("pools", [40]))
        for amount in pools:
            if amount > POOL_LIMIT:
                raise RecordError(
                    f'field "pools": a pool holds at most {POOL_LIMIT} white counters (25 red); '
                    f"write {amount} as {POOL_LIMIT} and a new pool of {amount - POOL_LIMIT}"
                )
        #: The thirteenth Grand hand of a game (BO-20).
        self.last_hand: bool = fields.get("last_hand", False)
        #: The thirteenth hand is played out to its last trick, even after a revoke.
        self.played_to_the_end = self.last_hand
        auction = BostonAuction(deal.order_from_eldest(), rules.options["direct_class_bids"], self.last_hand)
        super().__init__(rules, deal, {**fields, "turn_up": turn_up}, auction)
        self.turn_up = turn_up
        self.pools_before = pools
        self.named_trump: Suit | None = None

    @property
    def first_preference(self) -> Suit:
        """The turned suit."""
        return self.turn_up.suit

    @property
    def trump(self) -> Suit | None:
        """The trump suit: from the call's strength, or named by the caller of a plain bid."""
        call = self.call
        if call is None or not call.is_trick_bid:
            return None
        return call_trump(call, self.first_preference) or self.named_trump

    # -- the trump of a plain bid (BO-4, BO-19) -----------------------------------------------------

    def _plain_suits(self) -> list[Suit]:
        return [
            s
            for s in sorted(Suit, reverse=True)
            if s not in (self.first_preference, self.first_preference.partner)
        ]

    def _step(self) -> str | None:
        call = self.call
        plain = call and call.is_trick_bid and call.strength == Strength.PLAIN
        return "trump" if plain and self.named_trump is None else None

    def _step_player(self) -> str:
        return self.called_by

    def _step_actions(self) -> list[str]:
        suits = (
            self._plain_suits()
            if PLAIN_TRUMP.means(self.rules.options["plain_trump"], "plain")
            else sorted(Suit, reverse=True)
        )
        return [f"trump {s.letter}" for s in suits]

    def _apply_step(self, player: str, action: str) -> None:
        text = action.lower()
        if not text.startswith("trump "):
            raise IllegalAction(
                f'{player} called a plain {self.called.name} and now names the trump, as in "trump H"'
            )
        try:
            suit = Suit.parse(text[len("trump ") :])
        except CardError as error:
            raise IllegalAction(str(error)) from None
        if PLAIN_TRUMP.means(self.rules.options["plain_trump"], "plain") and suit not in self._plain_suits():
            raise IllegalAction(
                f"under the option plain_trump, a plain bid is played in a plain suit "
                f"({' or '.join(s.symbol for s in self._plain_suits())}), not {suit.symbol}"
            )
        self.named_trump = suit

    def _nobody_bid(self) -> None:
        self.redeal = not self.last_hand and NOBODY_BIDS.means(self.rules.options["nobody_bids"], "redeal")

    # -- the thirteenth hand (BO-20) ----------------------------------------------------------------

    def settlement(self) -> Settlement | None:
        """The settlement; in the thirteenth hand, the pools go to the winner of the last trick."""
        if not (self.last_hand and self.is_over()):
            return super().settlement()
        return settle_last_hand(
            self.deal.players,
            self.card_play.completed[-1].winner(None),
            self.pools_before,
            revoker=self.revoke[0] if self.revoke else None,
        )

    # -- results ------------------------------------------------------------------------------------

    def tariff(self) -> BostonTariff:
        """Boston's tables under the options ``payments`` (BO-8) and the revoke options (BO-9, BO-10)."""
        options = self.rules.options
        return BostonTariff(options["payments"], options["caller_revoke"], options["revoke_overtricks"])
