"""Random legal Boston deals: deals a second, against a bare baseline measured in the same run.

The baseline shuffles a pack, deals four hands of thirteen and plays them out in order with no
rules. Run ``python benchmarks/bench_boston.py [DEALS]``. Two rows:

- random legal actions: mostly the auction, since a random adversary soon says "I pay" and a random
  high call is soon decided (the cards played a deal are shown);
- whole deals: the eldest hand calls Boston (five tricks), the others pass, and all 52 cards are
  played at random, as in OpenSpiel's bridge;
- OpenSpiel's bridge (C++, driven from Python), random whole deals, when ``open_spiel`` is installed
  (the benchmark-only extra: ``pip install -e ".[bench]"``), and the aim: a Boston deal in at most
  three times a bridge deal's time (issue 36).

The rows are timed in turns, fifteen short rounds, the best round of each kept, so that their ratios
hold on a machine whose speed wanders.
"""

from __future__ import annotations

import random
import sys

from openspiel_bridge import BOSTON_AIM, bridge_deal
from timing import print_rates, rates

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
    """One random legal deal: auction, trump, discards, play and settlement; the cards played."""
    state = rules.new_state(deal(PLAYERS, "Z", SPEC.pattern, rng, turn_up=True))
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])  # as the bridge loop draws
    state.result()
    return sum(len(trick.cards) for trick in state.play.completed) if state.play else 0


def whole_deal(rules: BostonRules, rng: random.Random) -> int:
    """Boston called and passed out, then all 52 cards played at random and the deal settled."""
    state = rules.new_state(deal(PLAYERS, "Z", SPEC.pattern, rng, turn_up=True))
    for action in ("boston", "pass", "pass", "pass"):
        state.apply(action)
    while not state.is_over():
        legal = state.legal_actions()
        if "i pay" in legal:  # only in the first two tricks: the adversaries play on
            legal = [a for a in legal if a != "i pay"]
        state.apply(legal[int(rng.random() * len(legal))])  # as the bridge loop draws
    state.result()
    return len(state.play.completed)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    rng = random.Random(0)
    rules = BostonRules()
    cards = sum(boston_deal(rules, random.Random(n)) for n in range(200)) / 200
    assert {whole_deal(rules, random.Random(n)) for n in range(20)} == {13}, "every trick is played"
    plays = {
        "base": (lambda: baseline_deal(rng), count),
        "boston": (lambda: boston_deal(rules, rng), count),
        "whole": (lambda: whole_deal(rules, rng), count),
    }
    bridge_play = bridge_deal(rng)
    if bridge_play is not None:
        plays["bridge"] = (bridge_play, count)
    speed = rates(plays, rounds=15)
    print_rates(
        speed,
        [
            ("base", "baseline (shuffle, deal, play in order)", "deals/s"),
            ("boston", f"Boston, random legal actions ({cards:.0f} cards)", "deals/s"),
            ("whole", "Boston, whole deals (52 cards played)", "deals/s"),
            ("bridge", "OpenSpiel's bridge, random whole deals", "deals/s"),
        ],
    )
    if "bridge" in speed:
        times = speed["bridge"] / speed["whole"]
        verdict = "met" if times <= BOSTON_AIM else "missed"
        print(
            f"Boston's whole deals take {times:.1f} × as long as OpenSpiel's bridge "
            f"(aim: {BOSTON_AIM:g} ×, {verdict})"
        )


if __name__ == "__main__":
    main()
