"""Worlds that fit the auction: deals drawn afresh until the others' bids make sense, and the check.

A world drawn by :func:`sample_world` keeps what a seat has seen, but not what the bidding told it:
a caller of eleven tricks may be dealt a poor hand. Here worlds are drawn afresh and kept when
every auction call of the other players is the one a model bidder (the rule-of-thumb player) would
have made with the hand that world gives him; if too few draws fit, those that fitted the longest
stretch of the auction. They start the chains of :mod:`cardlib.players.posterior`, whose
:class:`Fit` check is defined here.
"""

from __future__ import annotations

import random

from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.pack import full_pack
from cardlib.core.player import Player
from cardlib.core.view import STOCK, SeatView, holder_of, seat_view
from cardlib.players.sampling import Dealt, Placing, deal_again, replay_on

#: The model's choices already worked out: (actions so far, player, his cards, his discard) -> action.
Memo = dict[tuple[object, ...], str]


class Fit:
    """A check on a replay: counts the others' actions ``model`` would have taken, noting who took others.

    A fair model's choice depends only on the actions so far and the chooser's own cards, which every
    world shares but his, so ``memo`` keeps each choice for the next world that deals him the same
    cards. ``bids_only`` lets the card play through uncounted; ``stop`` ends the replay at the first
    action the model would not have taken (else it lets every action through, to the end).
    """

    def __init__(
        self,
        seat: str,
        model: Player,
        discarded: dict[str, Cards] | None = None,
        memo: Memo | None = None,
        *,
        bids_only: bool = False,
        stop: bool = False,
    ) -> None:
        self.seat, self.model, self.discarded, self.memo = seat, model, discarded or {}, memo
        self.bids_only, self.stop = bids_only, stop
        self.fitted = 0
        self.unfitting: list[str] = []

    def choice(self, world: State, player: str) -> str:
        """What the model would do in ``world`` for ``player``."""
        if self.memo is None:
            return self.model.choose(world)
        key = (len(world.history), player, world.hand(player), self.discarded.get(player))
        if key not in self.memo:
            self.memo[key] = self.model.choose(world)
        return self.memo[key]

    def __call__(self, world: State, player: str, action: str) -> bool:  # noqa: D102 - a Check
        if player == self.seat or action.lower().startswith("discard "):
            return True
        if self.bids_only and world.play_begun():
            return True
        if self.choice(world, player) == action:
            self.fitted += 1
            return True
        self.unfitting.append(player)
        return not self.stop


def _draw(
    state: State, seat: str, rng: random.Random, model: Player, view: SeatView
) -> tuple[State, int, bool, Dealt]:
    """One deal drawn afresh and replayed as far as ``model`` would have bid it.

    The world so far, how many of the others' calls fitted, whether all did, and the deal drawn.
    """
    dealt = deal_again(state, seat, rng, view)
    fit = Fit(seat, model, bids_only=True, stop=True)
    world, whole = replay_on(state, seat, dealt, fit)
    return world, fit.fitted, whole, dealt


def placing(world: State, seat: str) -> Placing:
    """Where ``world`` puts each card ``seat`` does not hold: its player, a hidden discard or the stock.

    A card's player is the one who played it or holds it now; the stock holds the cards never dealt,
    laid aside or thrown out.
    """
    where: Placing = {}
    played = {
        p: [c for t in world.completed_tricks() for q, c in t.plays if q == p] for p in world.deal.players
    }
    for player, card in world.current_trick():
        played[player].append(card)
    drawn_seen = frozenset(c for cs in world.seen_in_hands().values() for c in cs)
    for player in world.deal.players:
        if player != seat:
            where.update(dict.fromkeys(played[player], player))
            # a card he drew unseen is a holder of its own (see cardlib.core.view.holder_of)
            where.update({card: holder_of(world, player, card, drawn_seen) for card in world.hand(player)})
    for player, cards in world.discards().items():
        if player != seat:
            where.update(dict.fromkeys(cards, f"{player} discard"))
    own = {*world.deal.hands[seat], *world.hand(seat)}
    where.update({card: STOCK for card in full_pack() if card not in where and card not in own})
    return where


def fitted_worlds(
    state: State, seat: str, count: int, rng: random.Random, model: Player, draws: int
) -> list[State]:
    """``count`` worlds for ``seat`` from at most ``draws`` draws.

    Every draw that fits the whole auction (up to ``count``), then the draws that fitted the longest
    stretches of it, the first drawn first.
    """
    view = seat_view(state, seat)
    found: list[State] = []
    partial: list[tuple[int, int, Dealt]] = []
    for number in range(draws):
        world, fitted, whole, drawn = _draw(state, seat, rng, model, view)
        if whole:
            found.append(world)
            if len(found) == count:
                break
        else:
            partial.append((-fitted, number, drawn))
    partial.sort(key=lambda entry: entry[:2])
    return found + [replay_on(state, seat, drawn)[0] for _, _, drawn in partial[: count - len(found)]]
