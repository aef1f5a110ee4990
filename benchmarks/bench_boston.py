"""Random legal Boston deals: deals a second, against a bare baseline measured in the same run.

The baseline shuffles a pack, deals four hands of thirteen and plays them out in order with no
rules. Run ``python benchmarks/bench_boston.py [DEALS]``. Two rows:

- random legal actions: mostly the auction, since a random adversary soon says "I pay" and a random
  high call is soon decided (the cards played a deal are shown);
- whole deals: the eldest hand calls Boston (five tricks), the others pass, and all 52 cards are
  played at random, as in OpenSpiel's bridge;
- OpenSpiel's bridge (C++, driven from Python), random whole deals, when ``open_spiel`` is installed
  (the benchmark-only extra: ``pip install -e ".[bench]"``).
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
    """One random legal deal: auction, trump, discards, play and settlement; the cards played."""
    state = rules.new_state(deal(PLAYERS, "Z", SPEC.pattern, rng, turn_up=True))
    draws = uniforms(rng)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[int(next(draws) * len(legal))])
    state.result()
    return sum(len(trick.cards) for trick in state.play.completed) if state.play else 0


def whole_deal(rules: BostonRules, rng: random.Random) -> int:
    """Boston called and passed out, then all 52 cards played at random and the deal settled."""
    state = rules.new_state(deal(PLAYERS, "Z", SPEC.pattern, rng, turn_up=True))
    draws = uniforms(rng)
    for action in ("boston", "pass", "pass", "pass"):
        state.apply(action)
    while not state.is_over():
        legal = [a for a in state.legal_actions() if a != "i pay"]
        state.apply(legal[int(next(draws) * len(legal))])
    state.result()
    return len(state.play.completed)


def openspiel_rate(count: int, rng: random.Random) -> float | None:
    """OpenSpiel's bridge: random whole deals a second (deal, auction, play), if it is installed."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("bridge(use_double_dummy_result=false)")

    def play() -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])

    return rate(play, count)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rng = random.Random(0)
    rules = BostonRules()
    base = rate(lambda: baseline_deal(rng), count)
    boston = rate(lambda: boston_deal(rules, rng), count)
    cards = sum(boston_deal(rules, random.Random(n)) for n in range(200)) / 200
    assert {whole_deal(rules, random.Random(n)) for n in range(20)} == {13}, "every trick is played"
    whole = rate(lambda: whole_deal(rules, rng), count)
    print(f"{'baseline (shuffle, deal, play in order)':<42} {base:10.0f} deals/s   1.0")
    random_row = f"Boston, random legal actions ({cards:.0f} cards)"
    print(f"{random_row:<42} {boston:10.0f} deals/s   {base / boston:.1f} × slower")
    print(
        f"{'Boston, whole deals (52 cards played)':<42} {whole:10.0f} deals/s   {base / whole:.1f} × slower"
    )
    bridge = openspiel_rate(count, rng)
    if bridge is not None:
        row = "OpenSpiel's bridge, random whole deals"
        print(f"{row:<42} {bridge:10.0f} deals/s   {base / bridge:.1f} × slower")
        print(f"Boston's whole deals take {bridge / whole:.1f} × as long as OpenSpiel's bridge (aim: 3 ×)")


if __name__ == "__main__":
    main()
