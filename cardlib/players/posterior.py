"""Worlds that fit everything the others did: a Markov chain over deals, kept from one decision to the next.

Against players whose way of bidding and playing is known (a *model*, here the rule-of-thumb
player), every action of theirs says something about their cards: a defender who throws his lowest
card instead of winning the trick cheaply holds no card that wins it. A world *fits* when the model,
given the cards that world deals, would have taken every action the others took. Few random deals fit
a whole auction and a few tricks, so worlds are not drawn afresh: each is moved by swapping two
unseen cards between two holders, and a swap is kept when the world fits at least as many of the
actions as before. Among the worlds that fit every action this is Metropolis sampling, each as
likely as any other; a world that does not yet fit is moved by swaps aimed at the hand of a player
whose action it does not fit. The chains go on from one decision to the next, so each new action
needs only a few swaps.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from cardlib.core.cards import Card
from cardlib.core.game import State
from cardlib.core.pack import below
from cardlib.core.player import Player
from cardlib.core.view import SeatView, seat_view
from cardlib.players.consistent import Fit, Memo, fitted_worlds, placing
from cardlib.players.sampling import Dealt, Placing, deal_again, deal_of, replay_on

#: Swaps tried for each world at each decision.
MOVES = 2
#: Swaps more, at most, for a world that does not fit every action.
CLIMB = 6
#: Fresh draws for each world a new deal's chains start from.
DRAWS = 16


def actions_fitted(world: State, seat: str, model: Player) -> tuple[int, bool]:
    """How many of the others' actions in ``world`` the ``model`` would have taken, and whether all."""
    discarded = world.discards()
    fit = Fit(seat, model, discarded)
    replay_on(world, seat, Dealt(world.deal, discarded, {}), fit)
    return fit.fitted, not fit.unfitting


def given_by(where: Placing, view: SeatView) -> dict[str, list[Card]]:
    """The unseen cards each hidden holder gets where ``where`` puts them.

    Before the play a hidden discard is still in its player's hand.
    """
    given: dict[str, list[Card]] = {holder: [] for holder in view.hidden_counts}
    for card in view.unseen:
        holder = where[card]
        given[holder if holder in given else holder.removesuffix(" discard")].append(card)
    return given


def swapped(where: Placing, view: SeatView, rng: random.Random, holder: str | None = None) -> Placing | None:
    """``where`` with two unseen cards of two holders exchanged, or ``None`` if that breaks a shown void.

    With ``holder``, the first card is one of that holder's.
    """
    unseen = view.unseen
    if len(unseen) < 2:  # every card but one is seen (a face-up stock drawn to its end): nothing to swap
        return None
    own = [card for card in unseen if where[card] == holder] or unseen
    first, second = own[below(rng, len(own))], unseen[below(rng, len(unseen))]
    a, b = where[first], where[second]
    if a == b or second.suit in view.voids.get(a, ()) or first.suit in view.voids.get(b, ()):
        return None
    moved = dict(where)
    moved[first], moved[second] = b, a
    return moved


@dataclass
class _Chain:
    """One world of a chain: where it puts the cards, and the others' actions it fits and does not."""

    where: Placing
    fit: Fit | None = None


class Posterior:
    """Chains of worlds that fit the others' actions as ``model`` would take them, one set per seat.

    ``model`` must be a fair player that chooses the same way every time (the rule-of-thumb player).
    A new deal starts the chains from ``draws`` fresh draws each, those that fit the auction furthest.
    Each decision moves every chain by ``moves`` swaps, and by up to ``climb`` more while it does not
    fit every action (aimed at the hand of a player whose action it does not fit).
    """

    def __init__(self, model: Player, moves: int = MOVES, climb: int = CLIMB, draws: int = DRAWS) -> None:
        self.model, self.moves, self.climb, self.draws = model, moves, climb, draws
        self.kept: dict[str, tuple[tuple[object, ...], list[_Chain], Memo]] = {}

    def _try(self, state: State, seat: str, dealt: Dealt, memo: Memo) -> tuple[State, Fit]:
        fit = Fit(seat, self.model, dealt.discarded, memo)
        return replay_on(state, seat, dealt, fit)[0], fit

    def _settle(
        self, state: State, seat: str, view: SeatView, chain: _Chain, rng: random.Random, memo: Memo
    ) -> State:
        """Move ``chain`` by its swaps and return its world, replayed to ``state``'s moment."""
        dealt = deal_again(state, seat, rng, view, chain.where)
        world, chain.fit = self._try(state, seat, dealt, memo)
        chain.where = placing(world, seat)
        for step in range(self.moves + self.climb):
            misfits = chain.fit.unfitting
            if step >= self.moves and not misfits:
                break
            aim = misfits[below(rng, len(misfits))] if misfits else None
            proposal = swapped(chain.where, view, rng, aim)
            if proposal is None:
                continue
            moved = deal_of(state, seat, rng, view, given_by(proposal, view))
            tried, fit = self._try(state, seat, moved, memo)
            if fit.fitted >= chain.fit.fitted:
                world, chain.fit, chain.where = tried, fit, proposal
        return world

    def worlds(self, state: State, seat: str, count: int, rng: random.Random) -> Iterator[State]:
        """``count`` worlds for ``seat`` in ``state``, each its chain moved on by this decision's swaps."""
        key = (seat, state.deal.dealer, tuple(state.deal.hands[seat]))
        if seat not in self.kept or self.kept[seat][0] != key or len(self.kept[seat][1]) < count:
            fresh = fitted_worlds(state, seat, count, rng, self.model, count * self.draws)
            self.kept[seat] = key, [_Chain(placing(world, seat)) for world in fresh], {}
        _, chains, memo = self.kept[seat]
        view = seat_view(state, seat)
        for chain in chains[:count]:
            yield self._settle(state, seat, view, chain, rng, memo)
