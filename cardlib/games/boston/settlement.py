"""Settling a Boston deal: what a call is worth, Misère Partout, and who pays whom (digest §2.9).

Pure functions on what happened, so a notebook can work Foster's examples
without playing a card. Every amount is in white counters (1 red = 10 white).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from cardlib.games.boston.pools import add_to_pools, double_pool, take_pool
from cardlib.games.boston.tables import MISERE_VALUES, loss_value, win_value
from cardlib.games.bostons.amounts import PARTOUT_REVOKE, RED, REVOKE_FORFEIT, number
from cardlib.games.bostons.ladder import Call

#: Calls that take the pool even when the adversaries concede with "I pay" (BO-7: Seven and above).
POOL_BID_RANK = 3


def is_pool_bid(call: Call) -> bool:
    """Seven tricks or anything above it on the ladder, misères included (BO-7)."""
    return call.rank >= POOL_BID_RANK


def call_value(call: Call, taken: int, payments: str = "classic") -> int:
    """What each adversary pays the caller (+) or is paid by him (−) when he took ``taken`` tricks.

    A trick bid is made with at least its number; a misère or spread with no trick.
    """
    if call.is_misere:
        value = MISERE_VALUES[call.name]
        return value if taken == 0 else -value
    if taken >= call.tricks:
        return win_value(call.tricks, taken, payments)
    return -loss_value(call.tricks, call.tricks - taken, payments)


def misere_partout(tricks: Mapping[str, int]) -> dict[str, float | int]:
    """Misère Partout (§2.9.5): the player or players with most tricks pay the others, in white counters.

    Each other player receives, in red, the difference between the most tricks and
    his own, shared equally by the players tied for most.
    """
    most = max(tricks.values())
    losers = [p for p, n in tricks.items() if n == most]
    paid: dict[str, Fraction] = dict.fromkeys(tricks, Fraction(0))
    for player, taken in tricks.items():
        if player in losers:
            continue
        due = Fraction((most - taken) * RED)
        paid[player] += due
        for loser in losers:
            paid[loser] -= due / len(losers)
    return {p: number(v) for p, v in paid.items()}


@dataclass(frozen=True)
class Settlement:
    """What a deal moved: between players (``payments``), into and out of the pools."""

    payments: dict[str, float | int]
    pool_flows: dict[str, float | int]
    pools_after: list[float | int]
    made: bool | None
    reasons: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return "\n".join(self.reasons)


def _each_adversary(players: Sequence[str], caller: str, amount: float) -> dict[str, float]:
    return {p: (3 * amount if p == caller else -amount) for p in players}


def settle_call(
    players: Sequence[str],
    caller: str,
    call: Call,
    taken: int,
    pools: Sequence[float],
    *,
    payments: str = "classic",
    ended_early: bool = False,
    conceded: bool = False,
    revoker: str | None = None,
) -> Settlement:
    """Settle a deal with a caller.

    ``taken`` is the caller's tricks; ``ended_early`` marks a slam stopped by its
    first lost trick; ``conceded`` means all three adversaries said "I pay";
    ``revoker`` is a player whose revoke was established (digest §2.10.2).
    """
    flows = dict.fromkeys(players, 0.0)
    reasons: list[str] = []
    after = list(pools)
    if revoker == caller:
        short = 1
        value = -(MISERE_VALUES[call.name] if call.is_misere else loss_value(call.tricks, short, payments))
        made = False
        reasons.append(
            f"{caller} revoked: he is treated as one trick short and pays {-value} to each adversary."
        )
    elif revoker is not None:
        if call.is_misere:
            value = MISERE_VALUES[call.name]
        else:
            over = min(3, 13 - call.tricks)
            value = win_value(call.tricks, call.tricks + over, payments)
        made = True
        reasons.append(f"{revoker} revoked: the adversaries pay {value} each, as for a success.")
    elif conceded:
        value = MISERE_VALUES[call.name] if call.is_misere else win_value(call.tricks, call.tricks, payments)
        made = True
        reasons.append(f'All three adversaries said "I pay": {value} each, with no over-tricks.')
    elif ended_early and call.is_trick_bid:
        value = -loss_value(call.tricks, 1, payments)
        made = False
        reasons.append(
            f"{call.words()} failed at its first lost trick: put in for one, {-value} to each adversary."
        )
    else:
        value = call_value(call, taken, payments)
        made = value > 0
        what = "made" if made else "failed"
        reasons.append(
            f"{caller} {what} {call.words()} with {taken} tricks: {abs(value)} from each adversary"
            if made
            else f"{caller} {what} {call.words()} with {taken} tricks: {-value} to each adversary"
        )
    if made and (is_pool_bid(call) or (not conceded and revoker is None)):
        amount, after = take_pool(after)
        flows[caller] += amount
        if amount:
            reasons.append(f"{caller} takes a pool of {number(amount)}.")
    elif not made:
        amount, after = double_pool(after)
        flows[caller] -= amount
        if amount:
            reasons.append(f"{caller} doubles the pool, paying in {number(amount)}.")
    if revoker is not None:
        after = add_to_pools(after, REVOKE_FORFEIT)
        flows[revoker] -= REVOKE_FORFEIT
        reasons.append(f"{revoker} forfeits 4 red ({REVOKE_FORFEIT} white) to the pool.")
    paid = _each_adversary(players, caller, value)
    return Settlement(
        {p: number(v) for p, v in paid.items()},
        {p: number(v) for p, v in flows.items()},
        [number(v) for v in after],
        made,
        reasons,
    )


def settle_partout(
    players: Sequence[str], tricks: Mapping[str, int], pools: Sequence[float], *, revoker: str | None = None
) -> Settlement:
    """Settle Misère Partout; it never touches the pool, but a revoker's forfeit goes into it."""
    if revoker is None:
        paid = misere_partout(tricks)
        return Settlement(
            paid,
            dict.fromkeys(players, 0),
            [number(v) for v in pools],
            None,
            ["Misère Partout: the most tricks pay the others the difference, in red."],
        )
    paid = {p: (-3 * PARTOUT_REVOKE if p == revoker else PARTOUT_REVOKE) for p in players}
    flows = {p: (-REVOKE_FORFEIT if p == revoker else 0) for p in players}
    after = add_to_pools(pools, REVOKE_FORFEIT)
    return Settlement(
        paid,
        flows,
        [number(v) for v in after],
        None,
        [f"{revoker} revoked in Misère Partout: 5 red to each player and 4 red to the pool."],
    )
