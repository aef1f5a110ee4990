"""The Boston de Fontainebleau engine (digest §3): what differs from Boston, on the shared solo-call deal.

No turn-up: the suit of a trick bid is spoken with it. A player who has passed
is never asked again. After the auction the caller of five to ten may call for
a partner (FO-4). Each dealer stakes into the one pool, which has no limit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardlib.core.cards import Suit, card_or_none
from cardlib.core.deal import Deal
from cardlib.core.errors import IllegalAction
from cardlib.core.game import Rules
from cardlib.games.fontainebleau.calls import LADDERS, call_trump, read_call
from cardlib.games.fontainebleau.settlement import OnePool, Valuation, honour_tricks
from cardlib.games.fontainebleau.spec import SPEC, SUIT_ORDER
from cardlib.games.solo.auction import SoloAuction
from cardlib.games.solo.ladder import Call
from cardlib.games.solo.outcome import PartnersOutcome
from cardlib.games.solo.state import SoloState

#: Trick bids that may call for a partner: the pair must then take three more (FO-4).
PARTNER_BIDS = range(5, 11)


class FontainebleauRules(Rules):
    """Boston de Fontainebleau with its options: ``FontainebleauRules(honours=False, …)``."""

    spec = SPEC

    def new_state(self, deal: Deal, **fields: Any) -> FontainebleauState:
        """The start of a deal; ``pool`` (default 0) and ``deal_number`` (default 1) are optional."""
        return FontainebleauState(self, deal, fields)


class FontainebleauAuction(SoloAuction):
    """Each player bids a number with its suit or Grand, a misère, Piccolissimo or a spread; no returns."""

    def __init__(self, order: tuple[str, ...], suit_order: str) -> None:
        self.suit_order = suit_order
        super().__init__(order, SUIT_ORDER.choose(suit_order, LADDERS))

    def offers(self) -> list[str]:
        """Every call that outranks the standing one."""
        standing = self.standing[1].key if self.standing else (0, 0)
        return [c.words() for c in self.ladder.calls() if c.key > standing]

    def read(self, player: str, words: str) -> Call | None:
        """Read a pass or a call."""
        return read_call(words, self.suit_order)


class FontainebleauState(SoloState):
    """One deal of Boston de Fontainebleau."""

    outcome_type = PartnersOutcome
    CHANGING = ("answers",)
    PAY_INSTEAD_OPTION = "pay_instead"

    def __init__(self, rules: FontainebleauRules, deal: Deal, fields: dict[str, Any]) -> None:
        super().__init__(
            rules, deal, fields, FontainebleauAuction(deal.order_from_eldest(), rules.options["suit_order"])
        )
        self.pools_before = [fields.get("pool", 0)]
        self.deal_number: int = fields.get("deal_number", 1)
        self.partner_call: bool | None = None
        self.answers: list[tuple[str, bool]] = []

    @property
    def trump(self) -> Suit | None:
        """The suit spoken with the winning trick bid (``None`` for Grand and for the other calls)."""
        return call_trump(self.call, self.rules.options["suit_order"]) if self.call else None

    @property
    def partner(self) -> str | None:
        """The player who accepted the caller's call for a partner."""
        return next((p for p, accepted in self.answers if accepted), None)

    def side(self) -> set[str]:
        """The caller and his partner, if any."""
        return {p for p in (self.caller, self.partner) if p}

    # -- the partner call (FO-4; hand-record reading 9) ---------------------------------------------

    def _may_call_partner(self) -> bool:
        call = self.call
        return bool(
            self.rules.options["partner_calls"] and call and call.is_trick_bid and call.tricks in PARTNER_BIDS
        )

    def _step(self) -> str | None:
        if not self._may_call_partner():
            return None
        if self.partner_call is None:
            return "call"
        if self.partner_call and self.partner is None and len(self.answers) < 3:
            return "answer"
        return None

    def _step_player(self) -> str:
        if self._step() == "call":
            return self.called_by
        order = self.deal.players
        start = order.index(self.caller)
        return order[(start + 1 + len(self.answers)) % 4]

    def _step_actions(self) -> list[str]:
        return ["call partner", "no partner"] if self._step() == "call" else ["accept", "decline"]

    def _apply_step(self, player: str, action: str) -> None:
        text = action.lower()
        if self._step() == "call":
            if text in ("call partner", "no partner"):
                self.partner_call = text == "call partner"
                return
            if player == self.deal.eldest and card_or_none(action) is not None:
                self._lead_without_partner(lambda trial: trial._play_card(player, action))
                return
            raise IllegalAction(
                f'{player} won the auction with {self.called.words()}: say "call partner" or "no partner"'
            )
        if text not in ("accept", "decline"):
            raise IllegalAction(
                f'{self.caller} has called for a partner: {player} says "accept" or "decline"'
            )
        self.answers.append((player, text == "accept"))

    def _lead_without_partner(self, lead: Callable[[FontainebleauState], None]) -> None:
        """The eldest's lead straight after the auction, meaning no partner (FO-4), tried on a copy."""
        trial = self.clone()
        trial.partner_call = False
        trial._maybe_start()
        lead(trial)
        self._become(trial)

    def _out_of_turn(self, named: str, words: str, action: str) -> bool:
        """The lead straight after the auction means no partner."""
        if (
            self._phase() == "step"
            and self._step() == "call"
            and named == self.deal.eldest
            and card_or_none(words) is not None
        ):
            self._lead_without_partner(lambda trial: trial.apply(action))
            return True
        return super()._out_of_turn(named, words, action)

    # -- results ------------------------------------------------------------------------------------

    def valuation(self) -> Valuation | None:
        """How the winning call is valued under the options."""
        if self.call is None:
            return None
        options = self.rules.options
        return Valuation(
            self.call, self.trump, self.partner is not None, options["slam_table"], options["grand_payment"]
        )

    def tariff(self) -> Valuation | OnePool:
        """Table 1 for the call played, or the pool alone in Misère Partout."""
        return self.valuation() or OnePool()

    def _stake(self) -> float:
        stake: float = self.rules.options["dealer_stake"]
        return stake

    def _honours(self, side: list[str]) -> int:
        if not self.rules.options["honours"]:
            return 0
        return honour_tricks([self.deal.hands[p] for p in side], self.trump)

    def _last_deal(self) -> bool:
        return self.deal_number == 12
