"""``Match``: a whole game of many deals, as every game's is played (``GameSpec.match``).

A match deals a hand (``new_deal``), takes it back finished (``finish_deal``) to score it and pass
the deal on, and knows when the game is over; :func:`play_match` is the one loop that plays one to
its end, which every game's ``play()`` uses.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Protocol, TypeVar

from cardlib.core.choosers import Choosers, play_out, random_chooser
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.record import HandRecord
from cardlib.core.words import counted

S = TypeVar("S", bound=State)


class Match(Protocol):
    """A whole game of many deals: the deals so far as records, and what each player holds."""

    players: tuple[str, ...]
    records: list[HandRecord]

    @property
    def is_over(self) -> bool:
        """True once the game is over (a side gone out, the last deal played)."""

    def new_deal(self) -> State:
        """Shuffle and deal the next hand."""

    def finish_deal(self) -> object:
        """Score the hand dealt last, finished, into the game and pass the deal on; its sheet's row."""

    def holdings(self) -> Mapping[str, float]:
        """What each player has won or lost, and what lies in the pool or pools."""


def play_match(match: Match, choosers: Choosers, rng: random.Random, max_deals: int = 500) -> None:
    """Play ``match`` deal after deal to its end: each player's chooser, else a random one from ``rng``.

    A game that might never end (to seven points, at random) is stopped after ``max_deals`` with a
    one-line refusal.
    """
    default = random_chooser(rng)
    for _ in range(max_deals):
        if match.is_over:
            return
        play_out(match.new_deal(), choosers, default)
        match.finish_deal()
    if not match.is_over:
        raise CardlibError(f"nobody went out in {counted(max_deals, 'deal')}")


def finished(state: S | None, current: S | None, dealt_by: str = "match") -> S:
    """The hand a match's ``finish_deal`` is given, checked: by default ``current``, dealt last.

    Another hand, or one not over yet, is refused in one line.
    """
    state = state or current
    if state is None or state is not current:
        raise CardlibError(f"finish_deal takes the hand this {dealt_by} dealt last (call new_deal first)")
    if not state.is_over():
        raise CardlibError(f"the hand is not finished: it is {state.current_player()}'s turn")
    return state
