"""Settling a Boston deal: what a call is worth, Misère Partout, and who pays whom (digest §2.9).

Pure functions on what happened, so a notebook can work Foster's examples
without playing a card. Every amount is in white counters (1 red = 10 white).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from cardlib.games.boston.pools import add_to_pools, double_pool, take_pool
from cardlib.games.boston.spec import CALLER_REVOKE, PAYMENTS, REVOKE_OVERTRICKS
from cardlib.games.boston.tables import MISERE_VALUES, loss_value, win_value
from cardlib.games.solo.amounts import RED, number, total
from cardlib.games.solo.ladder import Call
from cardlib.games.solo.settlement import PoolRules, Settlement, Tariff
from cardlib.games.solo.settlement import settle_call as settle
from cardlib.games.solo.settlement import settle_partout as partout

#: Calls that take the pool even when the adversaries concede with "I pay" (BO-7: Seven and above).
POOL_BID_RANK = 3


def is_pool_bid(call: Call) -> bool:
    """Seven tricks or anything above it on the ladder, misères included (BO-7)."""
    return call.rank >= POOL_BID_RANK


def call_value(call: Call, taken: int, payments: str = PAYMENTS.default) -> int:
    """What each adversary pays the caller (+) or is paid by him (−) when he took ``taken`` tricks.

    A trick bid is made with at least its number; a misère or spread with no trick.
    """
    if call.is_misere:
        value = MISERE_VALUES[call.name]
        return value if taken == 0 else -value
    if taken >= call.needed:
        return win_value(call.needed, taken, payments)
    return -loss_value(call.needed, call.needed - taken, payments)


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


class BostonPools(PoolRules):
    """Boston's pools: at most 25 red each; won by a made call, doubled by a failed one."""

    def pool_won(
        self, pools: Sequence[float], call: Call, conceded: bool, revoked: bool
    ) -> tuple[float, list[float]]:
        """One full pool (or the oldest); after "I pay" or a revoke only for Seven and above (BO-7)."""
        if is_pool_bid(call) or not (conceded or revoked):
            return take_pool(pools)
        return 0, list(pools)

    def pool_lost(self, pools: Sequence[float], amount: float) -> tuple[float, list[float]]:
        """A failing caller doubles the oldest pool (BO-13)."""
        return double_pool(pools)

    def add_to_pools(self, pools: Sequence[float], amount: float) -> list[float]:
        """Into the newest pool, starting new ones past the limit."""
        return add_to_pools(pools, amount)

    def partout(
        self, players: Sequence[str], tricks: Mapping[str, int], pools: Sequence[float]
    ) -> Settlement:
        """The most tricks pay the others the difference, in red; the pools are not touched."""
        return Settlement(
            misere_partout(tricks),
            dict.fromkeys(players, 0),
            [number(v) for v in pools],
            None,
            ["Misère Partout: the most tricks pay the others the difference, in red."],
        )


@dataclass(frozen=True)
class BostonTariff(BostonPools, Tariff):
    """Boston's tables: the classic or American payments (BO-8), and the misère values."""

    payments: str = PAYMENTS.default
    caller_revoke_rule: str = CALLER_REVOKE.default
    revoke_overtricks: str = REVOKE_OVERTRICKS.default

    def revoke_over_tricks(self, needed: int) -> int:
        """Three, never past thirteen; or (``"none above nine"``) three up to nine and none above (BO-10)."""
        if REVOKE_OVERTRICKS.means(self.revoke_overtricks, "none above nine"):
            return 3 if needed <= 9 else 0
        return super().revoke_over_tricks(needed)

    def caller_revoke(self) -> tuple[bool, bool]:
        """The chapter doubles the pool and forfeits 4 red; the variants drop one of the two (BO-9)."""
        return CALLER_REVOKE.choose(
            self.caller_revoke_rule,
            {
                "chapter": (True, True),
                "no forfeit": (True, False),
                "forfeit instead of doubling": (False, True),
            },
        )

    def tricks_needed(self, call: Call) -> int:
        """The number bid."""
        return call.needed

    def amount(self, call: Call, extra: int, made: bool) -> int:
        """The misère tables' flat values; a trick call's win or loss table cell."""
        if call.is_misere:
            return MISERE_VALUES[call.name]
        if made:
            return win_value(call.needed, call.needed + extra, self.payments)
        return loss_value(call.needed, extra, self.payments)


def settle_call(
    players: Sequence[str],
    caller: str,
    call: Call,
    taken: int,
    pools: Sequence[float],
    *,
    payments: str = PAYMENTS.default,
    ended_early: bool = False,
    conceded: bool = False,
    revoker: str | None = None,
) -> Settlement:
    """Settle a deal with a caller.

    ``taken`` is the caller's tricks; ``ended_early`` marks a slam stopped by its
    first lost trick; ``conceded`` means all three adversaries said "I pay";
    ``revoker`` is a player whose revoke was established (digest §2.10.2).
    """
    return settle(
        players,
        [caller],
        call,
        taken,
        pools,
        BostonTariff(PAYMENTS.check(payments)),
        conceded=conceded,
        revoker=revoker,
        ended_early=ended_early,
    )


def settle_partout(
    players: Sequence[str], tricks: Mapping[str, int], pools: Sequence[float], *, revoker: str | None = None
) -> Settlement:
    """Settle Misère Partout; it never touches the pool, but a revoker's forfeit goes into it."""
    return partout(players, tricks, pools, BostonPools(), revoker=revoker)


def settle_last_hand(
    players: Sequence[str], last_trick: str, pools: Sequence[float], *, revoker: str | None = None
) -> Settlement:
    """The thirteenth Grand hand (BO-20): the winner of the last trick takes every pool.

    A revoker pays as in any Misère Partout (5 red to each player, 4 red into the
    pool) and the hand is still played out, so his forfeit goes to that winner too.
    """
    settled = settle_partout(players, dict.fromkeys(players, 0), pools, revoker=revoker)
    flows = dict(settled.pool_flows)
    taken = total(settled.pools_after)
    flows[last_trick] = number(flows[last_trick] + taken)
    reasons = settled.reasons if revoker else []
    return Settlement(
        settled.payments,
        flows,
        [],
        None,
        [
            *reasons,
            f"The thirteenth hand: {last_trick} took the last trick and takes the pools ({number(taken)}).",
        ],
    )
