"""A toy trick game (Whist following, no trumps, thirteen tricks) that proves the core's game interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlib.core.cards import Card
from cardlib.core.deal import Deal, DealPattern
from cardlib.core.errors import CardError, IllegalAction
from cardlib.core.game import Rules, State
from cardlib.core.options import REVOKES
from cardlib.core.outcome import Outcome
from cardlib.core.play import TrickPlay
from cardlib.core.spec import GameSpec
from cardlib.core.tricks import FollowRule

TOY = GameSpec("toy", "Toy Whist", (4,), DealPattern((4, 4, 5)), (REVOKES,))


class ToyRules(Rules):
    spec = TOY

    def new_state(self, deal: Deal, **fields: Any) -> ToyState:
        return ToyState(self, deal, fields)


class ToyState(State):
    def __init__(self, rules: ToyRules, deal: Deal, fields: dict) -> None:
        super().__init__(rules, deal, fields)
        self.play = TrickPlay(deal.players, deal.hands, deal.eldest, FollowRule.WHIST)

    def current_player(self) -> str | None:
        return None if self.play.is_over() else self.play.to_play

    def _legal_actions(self) -> list[str]:
        return [c.ascii for c in self.play.legal()] if not self.play.is_over() else []

    def _apply(self, player: str, action: str) -> None:
        try:
            card = Card.parse(action)
        except CardError as error:
            raise IllegalAction(f"{action!r} is not a card: {error}") from None
        self.play.play(player, card, allow_revoke=self.rules.options["revokes"] == "penalise")

    def outcome(self) -> ToyOutcome:
        return ToyOutcome(self.is_over(), None, {p: 0 for p in self.deal.players}, self.play.tricks_won())


@dataclass(frozen=True)
class ToyOutcome(Outcome):
    finished: bool
    made: bool | None
    returns: dict[str, float]
    tricks: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {"game": "toy", "finished": self.finished, "tricks": self.tricks}
