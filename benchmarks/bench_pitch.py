"""Random legal Auction Pitch hands for five players: hands a second, against a bare baseline.

The baseline, measured in the same run, shuffles a pack, deals six cards to five players and
plays them in order with no rules. Run ``python benchmarks/bench_pitch.py [HANDS]``. With ``open_spiel``
installed (``pip install -e ".[bench]"``), OpenSpiel's bridge is timed beside them, and the aim of issue
36 (8,000 hands a second on a machine where bridge ran 6,310 deals a second) is judged against it. The
rows are timed in turns, the best of fifteen short rounds each, so that their ratios hold on a machine whose
speed wanders.
"""

from __future__ import annotations

import random
import sys

from openspiel_bridge import PITCH_AIM, bridge_deal
from timing import print_rates, rates

from cardlib import deal
from cardlib.games.pitch.engine import PitchRules
from cardlib.games.pitch.spec import SPEC

PLAYERS = ("A", "B", "C", "D", "E")


def baseline_hand(rng: random.Random) -> int:
    """Shuffle, deal six each to five players, and 'play' the cards in order with no rules."""
    pack = list(range(52))
    rng.shuffle(pack)
    winners = 0
    for trick in range(6):
        cards = pack[5 * trick : 5 * trick + 5]
        winners += cards.index(max(cards))
    return winners


def pitch_hand(rules: PitchRules, rng: random.Random) -> int:
    """One random legal hand: deal, auction, six tricks, scoring."""
    state = rules.new_state(deal(PLAYERS, "E", SPEC.pattern, rng))
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])  # as the bridge loop draws
    return len(state.result()["scored"])


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rng = random.Random(0)
    rules = PitchRules()
    board_rules = PitchRules(auction="board")
    plays = {
        "base": (lambda: baseline_hand(rng), hands),
        "seller": (lambda: pitch_hand(rules, rng), hands),
        "board": (lambda: pitch_hand(board_rules, rng), hands),
    }
    bridge_play = bridge_deal(rng)
    if bridge_play is not None:
        plays["bridge"] = (bridge_play, max(1, hands // 2))
    speed = rates(plays, rounds=15)
    print_rates(
        speed,
        [
            ("base", "baseline (shuffle, deal, play in order)", "hands/s"),
            ("seller", "Auction Pitch, selling (Foster)", "hands/s"),
            ("board", "Auction Pitch, bidding to the board", "hands/s"),
            ("bridge", "OpenSpiel's bridge, random whole deals", "deals/s"),
        ],
    )
    if "bridge" in speed:
        times = speed["seller"] / speed["bridge"]
        aim = PITCH_AIM * speed["bridge"]
        verdict = "met" if times >= PITCH_AIM else "missed"
        print(
            f"Pitch plays {times:.2f} hands in the time of one OpenSpiel bridge deal (aim: {PITCH_AIM:.2f}, "
            f"8,000 hands/s where bridge ran 6,310 deals/s; here {aim:,.0f} hands/s, {verdict})"
        )


if __name__ == "__main__":
    main()
