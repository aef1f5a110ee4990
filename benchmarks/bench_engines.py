"""Both engine aims of issue 36 judged in one run, against one timing of OpenSpiel's bridge.

Is a random whole Boston deal at most three times a bridge deal's time, and does five-player Auction
Pitch play at least 1.27 hands in a bridge deal's time (8,000 hands a second where bridge ran 6,310)?
``bench_boston.py`` and ``bench_pitch.py`` each judge one aim with more rows; this script times the
three plays in turns (the best of fifteen short rounds each), so that both verdicts rest on the same
bridge rate. Run ``python benchmarks/bench_engines.py [DEALS]``. The verdicts need OpenSpiel, from the
benchmark-only extra (``pip install -e ".[bench]"``); without it the two engines are timed alone.
"""

from __future__ import annotations

import random
import sys

from bench_boston import whole_deal
from bench_pitch import PLAYERS, pitch_hand
from openspiel_bridge import BOSTON_AIM, PITCH_AIM, bridge_deal
from timing import rates

from cardlib.games.boston.engine import BostonRules
from cardlib.games.pitch.engine import PitchRules


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    rng = random.Random(0)
    boston, pitch = BostonRules(), PitchRules()
    plays = {
        "boston": (lambda: whole_deal(boston, rng), count),
        "pitch": (lambda: pitch_hand(pitch, rng), 2 * count),
    }
    bridge_play = bridge_deal(rng)
    if bridge_play is not None:
        plays["bridge"] = (bridge_play, count)
    speed = rates(plays, rounds=15)
    rows = [
        ("bridge", "OpenSpiel's bridge, random whole deals", "deals/s"),
        ("boston", "Boston, whole deals (52 cards played)", "deals/s"),
        ("pitch", f"Auction Pitch, {len(PLAYERS)} players, selling (Foster)", "hands/s"),
    ]
    for name, label, unit in rows:  # no "times slower" column: a Pitch hand is quicker than a bridge deal
        if name in speed:
            print(f"{label:<46} {speed[name]:10.0f} {unit}")
    if "bridge" not in speed:
        print(
            'The aims are set against OpenSpiel\'s bridge, which is not installed: pip install -e ".[bench]"'
        )
        return
    boston_times = speed["bridge"] / speed["boston"]
    pitch_times = speed["pitch"] / speed["bridge"]
    verdicts = {
        "Boston": (
            boston_times <= BOSTON_AIM,
            f"a deal takes {boston_times:.2f} × a bridge deal (aim: at most {BOSTON_AIM:g} ×)",
        ),
        "Pitch": (
            pitch_times >= PITCH_AIM,
            f"{pitch_times:.2f} hands in a bridge deal's time (aim: at least {PITCH_AIM:.2f})",
        ),
    }
    for game, (met, words) in verdicts.items():
        print(f"{game}: {words}, {'met' if met else 'missed'}")
    print(
        "Both aims met in this run."
        if all(met for met, _ in verdicts.values())
        else "Not both aims met in this run."
    )


if __name__ == "__main__":
    main()
