"""OpenSpiel's bridge (C++, driven from Python): the yardstick the engine benchmarks measure against."""

from __future__ import annotations

import random
from collections.abc import Callable

#: Pitch's aim, issue 36: 8,000 five-player hands a second where OpenSpiel's bridge played 6,310 random
#: whole deals a second, so 1.27 × OpenSpiel's rate on the machine at hand.
PITCH_AIM = 8000 / 6310
#: Boston's aim, issue 36: a random whole deal takes at most 3 × as long as OpenSpiel's.
BOSTON_AIM = 3.0


def bridge_deal(rng: random.Random) -> Callable[[], None] | None:
    """A random whole deal of OpenSpiel's bridge (deal, auction, play), or ``None`` if it is not installed.

    Install it with the benchmark-only extra: ``pip install -e ".[bench]"``.
    """
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

    return play
