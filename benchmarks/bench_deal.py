"""How much dealing costs over a bare shuffle of 52 numbers, measured in the same run.

Run ``python benchmarks/bench_deal.py``. It prints times and ratios, never a pass or fail.
"""

from __future__ import annotations

import random
import timeit

from cardlib import deal, new_record
from cardlib.games.boston.spec import SPEC as BOSTON

ROUNDS = 2000


def baseline(rng: random.Random) -> None:
    """A bare shuffle of 52 numbers split into four hands."""
    order = list(range(52))
    rng.shuffle(order)
    [order[i::4] for i in range(4)]


def main() -> None:
    rng = random.Random(0)
    cases = {
        "bare shuffle (baseline)": lambda: baseline(rng),
        "deal() Boston 4-4-5": lambda: deal("AYBZ", "Z", BOSTON.pattern, rng, turn_up=True),
        "new_record('pitch', 7)": lambda: new_record("pitch", 7, seed=rng),
    }
    times = {name: min(timeit.repeat(case, number=ROUNDS, repeat=5)) / ROUNDS for name, case in cases.items()}
    base = times["bare shuffle (baseline)"]
    for name, seconds in times.items():
        print(f"{name:<28} {seconds * 1e6:9.1f} µs   {seconds / base:7.1f} × baseline")


if __name__ == "__main__":
    main()
