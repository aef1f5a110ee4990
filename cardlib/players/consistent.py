"""Worlds that fit the auction: deal the unseen cards again until the others' bids make sense.

A world drawn by :func:`sample_world` keeps what a seat has seen, but not what the bidding told it:
a caller of eleven tricks may be dealt a poor hand. Here each world is drawn afresh until every
auction call of the other players is the one a model bidder (the rule-of-thumb player) would have
made with the hand that world gives him, up to a number of tries; if no try fits, the world that
fitted the longest stretch of the auction is used.

Once the auction is over, what it tells stays the same for the rest of the deal, while a bid that
says much (a call of Eleven) often fits only a few draws in a hundred. So a :class:`FittedPool`
draws its worlds once a deal, from a bounded number of draws, and each later decision deals the
unseen cards again near them: every card stays where a fitted world put it unless the cards played
since rule that out.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from cardlib.core.cards import Card, card_or_none
from cardlib.core.deal import Deal
from cardlib.core.game import State
from cardlib.core.pack import full_pack
from cardlib.core.player import Player
from cardlib.core.view import STOCK, SeatView, seat_view
from cardlib.players.sampling import Placing, deal_again, replay_on

#: Worlds drawn at most for each one used.
TRIES = 8
#: Draws a :class:`FittedPool` makes in all, for each world it keeps (a bounded time once a deal).
POOL_DRAWS = 32


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


def _draw(
    state: State, seat: str, rng: random.Random, model: Player, view: SeatView
) -> tuple[State, int, bool, tuple[Deal, dict[str, Card]]]:
    """One deal drawn afresh and replayed as far as ``model`` would have bid it.

    The world so far, how many of the others' calls fitted, whether all did, and the deal drawn.
    """
    deal, discarded = deal_again(state, seat, rng, view)
    fit = _Fit(seat, model)
    world, whole = replay_on(state, seat, deal, discarded, fit)
    return world, fit.fitted, whole, (deal, discarded)


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
            world, fitted, whole, drawn = _draw(state, seat, rng, model, view)
            if whole:
                break
            if fitted > best_fit:
                best, best_fit = drawn, fitted
        else:
            world = replay_on(state, seat, *best)[0]
        yield world


def placing(world: State, seat: str) -> Placing:
    """Where ``world`` puts each card ``seat`` was not dealt: the player holding it, a discard, the stock."""
    return placing_of(world.deal, world.discards(), seat)


def placing_of(deal: Deal, discarded: dict[str, Card], seat: str) -> Placing:
    """Where ``deal`` and its hidden ``discarded`` cards put each card ``seat`` was not dealt."""
    where: Placing = {}
    for player in deal.players:
        if player != seat:
            where.update(dict.fromkeys(deal.hands[player], player))
    for player, card in discarded.items():
        if player != seat:
            where[card] = f"{player} discard"
    own = set(deal.hands[seat])
    where.update({card: STOCK for card in full_pack() if card not in where and card not in own})
    return where


def auction_key(state: State, seat: str) -> tuple[object, ...]:
    """What a pool of worlds fitted for ``seat`` depends on: its cards, the dealer and the calls made."""
    calls = tuple(entry for entry in state.history if card_or_none(entry[1]) is None)
    return seat, state.deal.dealer, tuple(state.deal.hands[seat]), calls


def fitted_worlds(
    state: State, seat: str, count: int, rng: random.Random, model: Player, draws: int
) -> list[State]:
    """``count`` worlds for ``seat`` from at most ``draws`` draws.

    Every draw that fits the whole auction (up to ``count``), then the draws that fitted the longest
    stretches of it, the first drawn first.
    """
    view = seat_view(state, seat)
    found: list[State] = []
    partial: list[tuple[int, int, tuple]] = []
    for number in range(draws):
        world, fitted, whole, drawn = _draw(state, seat, rng, model, view)
        if whole:
            found.append(world)
            if len(found) == count:
                break
        else:
            partial.append((-fitted, number, drawn))
    partial.sort(key=lambda entry: entry[:2])
    return found + [replay_on(state, seat, *drawn)[0] for _, _, drawn in partial[: count - len(found)]]


class FittedPool:
    """Worlds fitted to a finished auction, drawn once for a seat and dealt near again at each later decision.

    ``model`` is the bidder the others are taken to be; the pool keeps ``size`` worlds for each seat it
    plays (one player may sit in several seats), from ``draws`` draws a world at most: every draw that
    fits every call, then those fitting the longest stretch of the auction.
    """

    def __init__(self, model: Player, size: int, draws: int = POOL_DRAWS) -> None:
        self.model, self.size, self.draws = model, size, draws
        self.kept: dict[str, tuple[tuple[object, ...], list[Placing]]] = {}

    def placings(self, state: State, seat: str, rng: random.Random) -> list[Placing]:
        """Where the pool's worlds for ``seat`` put each card, drawn afresh for a new deal or auction."""
        key = auction_key(state, seat)
        if seat not in self.kept or self.kept[seat][0] != key:
            fitted = fitted_worlds(state, seat, self.size, rng, self.model, self.size * self.draws)
            self.kept[seat] = key, [placing(world, seat) for world in fitted]
        return self.kept[seat][1]

    def worlds(self, state: State, seat: str, count: int, rng: random.Random) -> Iterator[State]:
        """``count`` worlds for ``seat`` in ``state`` (the auction over), each near a world of the pool."""
        placings = self.placings(state, seat, rng)
        view = seat_view(state, seat)
        for index in range(count):
            prefer = placings[index % len(placings)]
            deal, discarded = deal_again(state, seat, rng, view, prefer)
            yield replay_on(state, seat, deal, discarded)[0]
