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
from cardlib.players.sampling import deal_again, replay_on
from cardlib.players.view import seat_view

#: Worlds drawn at most for each one used.
TRIES = 8


class _Fit:
    """The check that stops a replay at the first call of another player that the model would not make."""

    def __init__(self, seat: str, model: Player) -> None:
        self.seat, self.model, self.fitted = seat, model, 0

    def __call__(self, world: State, player: str, action: str) -> bool:
        if player == self.seat or world.play_begun() or action.lower().startswith("discard "):
            return True
        if self.model.choose(world) != action:
            return False
        self.fitted += 1
        return True


def calls_fitted(world: State, seat: str, model: Player) -> tuple[int, bool]:
    """How many of the others' auction calls in ``world`` the ``model`` bidder would have made, in a row.

    Counts the calls up to the first one the model would not have made, and says whether all fitted.
    """
    fit = _Fit(seat, model)
    whole = replay_on(world, seat, world.deal, world.discards(), fit)[1]
    return fit.fitted, whole


def consistent_worlds(
    state: State, seat: str, count: int, rng: random.Random, model: Player, tries: int = TRIES
) -> Iterator[State]:
    """``count`` worlds for ``seat``, each the first of ``tries`` draws whose auction ``model`` would bid.

    A draw is replayed only as far as its first unfitting call; if none fits, the draw that fitted
    most calls is replayed in full.
    """
    view = seat_view(state, seat)
    for _ in range(count):
        best, best_fit = None, -1
        for _ in range(tries):
            deal, discarded = deal_again(state, seat, rng, view)
            fit = _Fit(seat, model)
            world, whole = replay_on(state, seat, deal, discarded, fit)
            if whole:
                break
            if fit.fitted > best_fit:
                best, best_fit = (deal, discarded), fit.fitted
        else:
            world = replay_on(state, seat, *best)[0]
        yield world
