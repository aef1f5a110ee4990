"""Random legal Auction Pitch hands for five players: hands a second, against a bare baseline.

The baseline, measured in the same run, shuffles a pack, deals six cards to five players and
plays them in order with no rules. Run ``python benchmarks/bench_pitch.py [HANDS]``.
"""

from __future__ import annotations

import random
import sys

from timing import rate, uniforms

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
    draws = uniforms(rng)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[int(next(draws) * len(legal))])
    return len(state.result()["scored"])


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = random.Random(0)
    rules = PitchRules()
    base = rate(lambda: baseline_hand(rng), hands)
    seller = rate(lambda: pitch_hand(rules, rng), hands)
    board_rules = PitchRules(auction="board")
    board = rate(lambda: pitch_hand(board_rules, rng), hands)
    print(f"{'baseline (shuffle, deal, play in order)':<42} {base:10.0f} hands/s   1.0")
    print(f"{'Auction Pitch, selling (Foster)':<42} {seller:10.0f} hands/s   {base / seller:.1f} × slower")
    print(f"{'Auction Pitch, bidding to the board':<42} {board:10.0f} hands/s   {base / board:.1f} × slower")


if __name__ == "__main__":
    main()
