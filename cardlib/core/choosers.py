"""Choosers: anything that picks an action for the player to act, and playing a hand out with them.

A chooser is a function from a :class:`State` to one of its legal actions. The
computer players of the kit are choosers; so is a random legal player.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import TypeVar

from cardlib.core.game import State
from cardlib.core.pack import pick

Chooser = Callable[[State], str]
Choosers = Mapping[str, Chooser] | Chooser | None
#: Any state: playing out gives back the state it was given, of the same kind.
S = TypeVar("S", bound=State)


def random_chooser(rng: random.Random) -> Chooser:
    """A player who picks uniformly among the legal actions, drawing from ``rng``."""

    def choose(state: State) -> str:
        return pick(rng, state.legal_actions())

    return choose


def play_out(state: S, choosers: Choosers, default: Chooser) -> S:
    """Apply actions until the hand is over: each player's chooser, else ``default``."""
    while not state.is_over():
        player = state.to_act()
        chooser = choosers.get(player, default) if isinstance(choosers, Mapping) else choosers or default
        state.apply(f"{player}: {chooser(state)}")
    return state
