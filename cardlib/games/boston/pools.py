"""Boston's pools (digest §2.2, §2.9.6; hand-record readings 2 and 3). Amounts in white counters.

Pools are listed oldest first. One pool holds at most 25 red; what passes the
limit starts a new pool at the end. A successful caller takes one full pool
(or the only pool, however little it holds); a failing caller doubles the
oldest pool, which adds a new full pool right after the full ones.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.games.boston.tables import POOL_LIMIT


def add_to_pools(pools: Sequence[float], amount: float) -> list[float]:
    """Put ``amount`` into the newest pool, starting new pools wherever one passes the limit."""
    after = list(pools) or [0]
    after[-1] += amount
    while after[-1] > POOL_LIMIT:
        surplus = after[-1] - POOL_LIMIT
        after[-1] = POOL_LIMIT
        after.append(surplus)
    return after if any(after) or pools else []


def take_pool(pools: Sequence[float]) -> tuple[float, list[float]]:
    """What a successful caller takes, and the pools left: the oldest full pool, else the oldest pool."""
    if not pools:
        return 0, []
    full = [i for i, amount in enumerate(pools) if amount >= POOL_LIMIT]
    index = full[0] if full else 0
    return pools[index], [amount for i, amount in enumerate(pools) if i != index]


def double_pool(pools: Sequence[float]) -> tuple[float, list[float]]:
    """What a failing caller pays to double the oldest pool, and the pools after it (BO-13, reading 3)."""
    if not pools:
        return 0, []
    first = pools[0]
    if first >= POOL_LIMIT:
        full = sum(1 for amount in pools if amount >= POOL_LIMIT)
        return first, [*pools[:full], POOL_LIMIT, *pools[full:]]
    return first, add_to_pools([first], first) + list(pools[1:])
