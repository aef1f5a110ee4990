"""Vectorised statistics over a million Pitch deals, against the floor of shuffling a million packs.

Run ``python benchmarks/bench_sim.py [DEALS]``.
"""

from __future__ import annotations

import sys
import time

from cardlib.games.pitch import game_value
from cardlib.sim import count_in_hands, deal_batch, holders, shuffled_packs


def seconds(work) -> float:
    """Wall time of one call, best of three."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    floor = seconds(lambda: shuffled_packs(deals, 1))

    def statistics() -> None:
        hands = deal_batch(deals, 5, 6, 1)
        holders(hands, 3)
        count_in_hands(hands, game_value)

    stats = seconds(statistics)
    print(f"{'shuffle the packs (floor)':<44} {floor:6.2f} s   1.0")
    print(f"{'deal, High/Low/Jack holders, Game counts':<44} {stats:6.2f} s   {stats / floor:.1f} × floor")


if __name__ == "__main__":
    main()
