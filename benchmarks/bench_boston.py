"""Random legal Boston deals: deals a second, against a bare baseline measured in the same run.

The baseline shuffles a pack, deals four hands of thirteen and plays them out in order with no
rules. Run ``python benchmarks/bench_boston.py [DEALS]``.
"""

from __future__ import annotations

import random
import sys

from timing import rate, uniforms

from cardlib import deal
from cardlib.games.boston.engine import BostonRules
from cardlib.games.boston.spec import SPEC

PLAYERS = ("A", "Y", "B", "Z")


def baseline_deal(rng: random.Random) -> int:
    """Shuffle, deal thirteen each, and 'play' the cards in order with no rules."""
    pack = list(range(52))
    rng.shuffle(pack)
    return sum(pack[4 * t : 4 * t + 4].index(max(pack[4 * t : 4 * t + 4])) for t in range(13))


def boston_deal(rules: BostonRules, rng: random.Random) -> int:
    """One random legal deal: auction, trump, discards, play and settlement."""
    state = rules.new_state(deal(PLAYERS, "Z", SPEC.pattern, rng, turn_up=True))
    draws = uniforms(rng)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[int(next(draws) * len(legal))])
    return len(state.result()["payments"])


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rng = random.Random(0)
    rules = BostonRules()
    base = rate(lambda: baseline_deal(rng), count)
    boston = rate(lambda: boston_deal(rules, rng), count)
    print(f"{'baseline (shuffle, deal, play in order)':<42} {base:10.0f} deals/s   1.0")
    print(f"{'Boston, random legal actions':<42} {boston:10.0f} deals/s   {base / boston:.1f} × slower")


if __name__ == "__main__":
    main()
