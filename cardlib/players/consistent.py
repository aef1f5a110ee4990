"""Worlds that fit the auction: deal the unseen cards again until the others' bids make sense.

A world drawn by :func:`sample_world` keeps what a seat has seen, but not what the bidding told it:
a caller of eleven tricks may be dealt a poor hand. Here each world is drawn afresh until every
auction call of the other players is the one a model bidder (the rule-of-thumb player) would have
made with the hand that world gives him, up to a number of tries; if no try fits, the world that
fitted the longest stretch of the auction is used.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from cardlib.core.game import State
from cardlib.players.base import Player
from cardlib.players.sampling import sample_world
from cardlib.players.view import seat_view

#: Worlds drawn at most for each one used.
TRIES = 8


def calls_fitted(world: State, seat: str, model: Player) -> tuple[int, bool]:
    """How many of the others' auction calls in ``world`` the ``model`` bidder would have made, in a row.

    Counts the calls up to the first one the model would not have made, and says whether all fitted.
    """
    replay = world.rules.new_state(world.deal, **world.fields)
    fitted = 0
    for player, action in world.history:
        if replay.play_begun():
            break
        if player != seat and not action.lower().startswith("discard "):
            if model.choose(replay) != action:
                return fitted, False
            fitted += 1
        replay.apply(f"{player}: {action}")
    return fitted, True


def consistent_worlds(
    state: State, seat: str, count: int, rng: random.Random, model: Player, tries: int = TRIES
) -> Iterator[State]:
    """``count`` worlds for ``seat``, each the first of ``tries`` draws whose auction ``model`` would bid."""
    view = seat_view(state, seat)
    for _ in range(count):
        best, best_fit = None, -1
        for _ in range(tries):
            world = sample_world(state, seat, rng, view)
            fit, whole = calls_fitted(world, seat, model)
            if whole:
                best = world
                break
            if fit > best_fit:
                best, best_fit = world, fit
        yield best
