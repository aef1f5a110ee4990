"""The player interface: given a state and a seat, choose a legal action, and say why in one line.

A player may read only what its seat can see: its own hand, the actions taken, the cards played
and the exposed hand of a spread. The helpers here give exactly that.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.pack import Seed, generator, pick


def own_hand(state: State, seat: str) -> Cards:
    """The cards ``seat`` holds now (after any discard, before play as dealt)."""
    return state.hand(seat) if state.play_begun() else state.deal.hands[seat]


def seat_value(state: State, seat: str) -> float:
    """What the deal so far is worth to ``seat``.

    Pitch: points scored less points set back. The Bostons: counters won from the others plus
    counters taken from the pools.
    """
    return state.returns()[seat]


class Player(ABC):
    """A computer player. ``choose(state)`` returns one of ``state.legal_actions()``; ``reason`` says why."""

    def __init__(self) -> None:
        self.reason = ""

    @abstractmethod
    def choose(self, state: State) -> str:
        """The action to take for the player whose turn it is."""

    def candidates(self, state: State) -> list[str]:
        """The actions worth trying in ``state`` (a searching player tries these); all legal ones here."""
        return state.legal_actions()

    def __call__(self, state: State) -> str:  # noqa: D102 - a player is also a chooser
        return self.choose(state)


class RandomPlayer(Player):
    """The baseline: any legal action, uniformly at random from a seeded generator."""

    def __init__(self, seed: Seed = None) -> None:
        super().__init__()
        self.rng = generator(seed)

    def choose(self, state: State) -> str:
        """A legal action drawn at random."""
        legal = state.legal_actions()
        action = pick(self.rng, legal)
        self.reason = f"I chose {action} at random among {len(legal)} legal actions."
        return action
