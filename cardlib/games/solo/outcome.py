"""``SoloOutcome``: a deal of either Boston, typed; each game writes its contract and pools its own way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlib.core.contract import Contract
from cardlib.core.outcome import Outcome
from cardlib.core.words import and_list, facts_sentence


@dataclass(frozen=True)
class SoloOutcome(Outcome):
    """The contract, the tricks, and the counters moved between players and the pools."""

    game: str
    finished: bool
    contract: Contract | None
    tricks: dict[str, int]
    made: bool | None
    #: Counters each player won (+) or paid (−) to the others.
    payments: dict[str, float]
    #: Counters each player took from (+) or paid into (−) the pools.
    pool_flows: dict[str, float]
    #: The pools after the deal (as they stand, before it is over).
    pools_after: tuple[float, ...]
    #: Counters the pools gained in the deal.
    into_pools: float = 0
    redeal: bool = False
    revoke: tuple[str, int] | None = None
    paid_instead: bool = False

    @property  # the base class's field, worked out here from the payments and the pools
    def returns(self) -> dict[str, float]:  # type: ignore[override]
        """Counters won from the others plus counters taken from the pools, by player."""
        return {p: self.payments[p] + self.pool_flows[p] for p in self.payments}

    def _contract_json(self) -> dict[str, Any] | None:
        contract = self.contract
        if contract is None:
            return None
        trump = contract.trump.letter if contract.trump else None
        return {"caller": contract.declarer, "bid": contract.bid, "trump": trump}

    def _pools_json(self) -> dict[str, Any]:
        return {"pools_after": list(self.pools_after)}

    def _pools_words(self) -> str:
        """What the pools hold after the deal, in words."""
        held = and_list([f"{pool:g}" for pool in self.pools_after]) if self.pools_after else "nothing"
        return f"the pools now hold {held}"

    def sentences(self) -> list[str]:
        """The trump, what the pools hold now, and a redeal, a revoke or a call paid instead of played.

        The tricks and counters each player took are the hand's table, so they are not said again.
        """
        facts = []
        if self.contract is not None:
            trump = self.contract.trump
            facts.append(f"trumps {trump.symbol}" if trump else "no trumps")
        elif self.finished and not self.redeal:  # nobody called, which the table alone does not say
            facts.append("nobody called, so the hand was played as Misère Partout, with no trumps")
        facts.append(self._pools_words())
        if self.redeal:
            facts.append("the cards are dealt again")
        if self.revoke:
            facts.append(f"{self.revoke[0]} revoked (action {self.revoke[1]})")
        if self.paid_instead:
            facts.append("the caller paid instead of playing")
        return facts_sentence(facts)

    def to_json(self) -> dict[str, Any]:
        """The result fields of the hand-record format."""
        result: dict[str, Any] = {
            "game": self.game,
            "finished": self.finished,
            "contract": self._contract_json(),
            "tricks": dict(self.tricks),
            "made": self.made,
            "payments": dict(self.payments),
            "pool_flows": dict(self.pool_flows),
            **self._pools_json(),
        }
        if self.redeal:
            result["redeal"] = True
        if self.revoke:
            result["revoke"] = {"player": self.revoke[0], "action": self.revoke[1]}
        if self.paid_instead:
            result["paid_instead"] = True
        return result


@dataclass(frozen=True)
class PartnersOutcome(SoloOutcome):
    """A game with partners and one pool (Fontainebleau): the contract names the partner."""

    def _contract_json(self) -> dict[str, Any] | None:
        contract = super()._contract_json()
        if contract is None:
            return None
        side = self.contract.side if self.contract else ()
        partner = side[1] if len(side) > 1 else None
        return {
            "caller": contract["caller"],
            "partner": partner,
            "bid": contract["bid"],
            "trump": contract["trump"],
        }

    def _pools_json(self) -> dict[str, Any]:
        return {"pool_after": self.pools_after[0]}

    def _pools_words(self) -> str:
        return f"the pool now holds {self.pools_after[0]:g}"
