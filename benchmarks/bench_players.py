"""How long the sampling and expert players think: seconds a decision at their default sizes, one core.

Every decision of the sampling player is timed over whole deals (Pitch: every action; Boston and
Fontainebleau: every card play), and every decision of the expert, bids too, against a baseline
measured in the same run: one deal played out by the rule-of-thumb players, which is what both do
many times a decision. Aims: the sampling player under 1 s a Pitch action and under 2 s a Boston
card (issue 8); the expert under 2 s a decision (issue 21). Run
``python benchmarks/bench_players.py [DEALS] [GAME ...]`` (every registered game unless some are named).
"""

from __future__ import annotations

import sys
import time

import numpy as np
from timing import rate

from cardlib.core.cards import card_or_none
from cardlib.core.choosers import play_out
from cardlib.games.registry import GAMES, game_spec
from cardlib.players import rule_of_thumb
from cardlib.players.roster import player
from cardlib.sim.tournament import deal_state

#: The sampling player's aims (issue 8); a game without one of its own is held to the expert's.
AIMS = {"pitch": 1.0, "boston": 2.0, "fontainebleau": 2.0}
EXPERT_AIM = 2.0


def decision_times(game: str, deals: int, level: str = "sampling") -> list[float]:
    """Seconds of each timed decision of a player of ``level`` in every seat, over ``deals`` deals."""
    thinker, guide = player(game, level, seed=1), rule_of_thumb(game)
    times = []
    for number in range(deals):
        state = deal_state(game, 11, number)
        while not state.is_over():
            legal = state.legal_actions()
            start = time.perf_counter()
            action = thinker(state)
            spent = time.perf_counter() - start
            if level == "expert" or game == "pitch" or any(card_or_none(a) for a in legal):
                times.append(spent)
            state.apply(action if number % 2 == 0 else guide(state))
    return times


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    games = sys.argv[2:] or list(GAMES)
    unknown = sorted(set(games) - set(GAMES))
    if unknown:
        raise SystemExit(f"no such game: {', '.join(unknown)}; the games are {', '.join(GAMES)}")
    head = f"{'game':<14} {'player':<9} {'samples':>7} {'playout':>9} {'median':>8} {'slowest':>8} {'aim':>5}"
    print(head + "  slowest/playout")
    for game in games:
        guide = rule_of_thumb(game)
        playout = 1 / rate(lambda g=game, p=guide: play_out(deal_state(g, 3, 0), None, p), 20)
        for level, aim in (("sampling", AIMS.get(game, EXPERT_AIM)), ("expert", EXPERT_AIM)):
            times = decision_times(game, deals, level)
            median, slowest = float(np.median(times)), max(times)
            verdict = "ok" if slowest < aim else "OVER"
            samples = game_spec(game).tuning.samples
            print(
                f"{game:<14} {level:<9} {samples:>7} {playout * 1000:>7.1f}ms {median:>7.3f}s "
                f"{slowest:>7.3f}s {aim:>4.0f}s  {slowest / playout:>6.0f} × ({verdict})"
            )


if __name__ == "__main__":
    main()
