"""Dealing the unseen cards again, consistently with what a seat has seen, and the sampling player.

A *world* is a complete deal that agrees with a :class:`SeatView`: the seat's own cards, every card
played, exposed hands and shown voids are as they were, and the unseen cards are spread at random
over the other hands (and hidden discards, and the stock). Replaying the actions so far on a world
gives a state the seat cannot tell from the real one. The sampling player tries each legal action in
many such worlds, plays the rest of the deal out with a rule-of-thumb player, and takes the action
with the best average result for its seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

from cardlib.core.cards import Card, Suit, card_or_none
from cardlib.core.choosers import play_out
from cardlib.core.deal import Deal
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.pack import Seed, full_pack, generator, permutation, pick, weighted_order
from cardlib.core.player import Player, seat_value
from cardlib.core.view import STOCK, SeatView, holder_of, seat_view

#: Where each card should go if it can: a holder (a player, "A discard", the stock) for each card.
Placing = dict[Card, str]


class Dealt(NamedTuple):
    """A world's deal: the deal, each other player's hidden discards in it, and how its unseen cards differ.

    ``renamed`` maps each card the seat has not seen to the card in its place in the world (the same
    holder, another card): a world renames the deal, the others' discards and the cards of the pack
    a record keeps (the rest of the pack), so that every action replays in it.
    """

    deal: Deal
    discarded: dict[str, Cards]
    renamed: dict[Card, Card]


def _fits(left: dict[Suit, int], room: dict[str, int], barred: dict[str, frozenset[Suit]]) -> bool:
    """Whether ``left`` cards of each suit can fill the holders' ``room`` without breaking a void.

    A small flow problem, settled by Hall's condition: every set of suits must have, among the
    holders who may take one of them, room for all their cards.
    """
    counts = [n for n in left.values() if n]
    suits = [suit for suit, n in left.items() if n]
    takers = [
        (sum(1 << i for i, suit in enumerate(suits) if suit not in barred.get(h, ())), n)
        for h, n in room.items()
        if n
    ]
    for mask in range(1, 1 << len(suits)):
        need = sum(n for i, n in enumerate(counts) if mask >> i & 1)
        if need > sum(n for allowed, n in takers if allowed & mask):
            return False
    return True


def _spread(view: SeatView, rng: random.Random, prefer: Placing | None = None) -> dict[str, list[Card]]:
    """Give every hidden holder its count of unseen cards at random, keeping every shown void.

    Each card goes to a holder drawn in proportion to the room left, among those for whom the rest
    can still be placed; a position whose voids cannot all be kept (after a revoke) ignores them.
    With ``prefer``, a card goes to the holder it names whenever that holder can still take it.
    """
    room = dict(view.hidden_counts)
    barred = {h: view.voids.get(h, frozenset()) for h in room}
    left = {s: 0 for s in Suit}
    for card in view.unseen:
        left[card.suit] += 1
    if not any(barred.values()) or not _fits(left, room, barred):
        barred = {}
    given: dict[str, list[Card]] = {h: [] for h in room}
    for index in permutation(rng, len(view.unseen)):
        card = view.unseen[index]
        left[card.suit] -= 1
        able = [h for h in room if room[h] and card.suit not in barred.get(h, ())]
        wanted = prefer.get(card) if prefer else None
        if wanted in able:
            able.remove(wanted)
            able.insert(0, wanted)
            order = [0, *(i + 1 for i in weighted_order(rng, [room[h] for h in able[1:]]))]
        else:
            order = weighted_order(rng, [room[h] for h in able])
        for chosen in order:
            holder = able[chosen]
            room[holder] -= 1
            if not barred or _fits(left, room, barred):
                break
            room[holder] += 1
        given[holder].append(card)
    return given


#: Asked before each action of a replay on a new deal: may it be taken there? (the state, player, action)
Check = Callable[[State, str, str], bool]


def sample_world(state: State, seat: str, rng: random.Random, view: SeatView | None = None) -> State:
    """A state that ``seat`` cannot tell from ``state``, with the hidden cards dealt again at random.

    ``view`` is ``seat_view(state, seat)``, if it is already at hand.
    """
    return replay_on(state, seat, deal_again(state, seat, rng, view or seat_view(state, seat)))[0]


def deal_again(
    state: State, seat: str, rng: random.Random, view: SeatView, prefer: Placing | None = None
) -> Dealt:
    """A new deal of the cards ``seat`` has not seen (and each hidden discard), keeping what it has seen.

    ``prefer`` keeps each unseen card where it names whenever it can (see :func:`_spread`).
    """
    return deal_of(state, seat, rng, view, _spread(view, rng, prefer))


def deal_of(
    state: State, seat: str, rng: random.Random, view: SeatView, given: dict[str, list[Card]]
) -> Dealt:
    """The deal that gives each hidden holder the unseen cards ``given`` it, with what ``seat`` has seen.

    Each holder's unseen cards are renamed, one for one, by the cards it is given. Before the play
    hidden discards are drawn from their player's cards.
    """
    real = dict(holders(state, seat, view))
    discards = state.discards()
    renamed: dict[Card, Card] = {}
    if not state.play_begun():  # discards are still among their player's cards: the world's are drawn
        for player in state.deal.players:  # from his new ones, in seating order
            if player != seat and player in discards:
                for thrown in discards[player]:
                    new = pick(rng, given.get(player, []))
                    renamed[thrown] = new
                    real[player] = [c for c in real[player] if c != thrown]
                    given = {**given, player: [c for c in given.get(player, []) if c != new]}
    for holder, cards in real.items():  # in the play hidden discards are a holder of their own
        renamed.update(zip(cards, given.get(holder, []), strict=True))
    discarded = {p: Cards.trusted(renamed.get(c, c) for c in cards) for p, cards in discards.items()}
    hands = {
        player: Cards.trusted(renamed.get(c, c) for c in state.deal.hands[player]).sorted()
        if player != seat
        else state.deal.hands[player]
        for player in state.deal.players
    }
    return Dealt(Deal(state.deal.players, state.deal.dealer, hands, state.deal.turn_up), discarded, renamed)


def holders(state: State, seat: str, view: SeatView) -> Iterator[tuple[str, list[Card]]]:
    """Each hidden holder of ``view`` with the unseen cards it really holds (as the view counts them)."""
    unseen = set(view.unseen)
    discarded = state.discards()
    in_play = state.play_begun()
    placed: set[Card] = set()
    seen = frozenset(full_pack()) - unseen
    for player in state.deal.players:
        if player == seat or player in view.exposed:
            continue
        split: dict[str, list[Card]] = {player: []}  # his hand, and any cards he drew unseen (by draw)
        for card in state.hand(player):
            if card in unseen:
                split.setdefault(holder_of(state, player, card, seen), []).append(card)
        if player in discarded and not in_play:
            split[player].extend(discarded[player])
        for holder, cards in split.items():
            placed.update(cards)
            yield holder, cards
    for player, thrown in discarded.items():
        if player != seat and in_play:
            placed.update(thrown)
            yield f"{player} discard", list(thrown)
    rest = [c for c in view.unseen if c not in placed]
    if rest:
        yield STOCK, rest


def replay_on(state: State, seat: str, dealt: Dealt, check: Check | None = None) -> tuple[State, bool]:
    """``state``'s actions replayed on ``dealt``, and whether they all were; ``check`` may stop the replay.

    The others' discards, and the record's cards of the pack (the rest of the pack), are the world's.
    The replay stops before the first action ``check`` refuses, and the state it returns is then the
    replay so far.
    """
    renamed = dealt.renamed
    fields = dict(state.fields)
    for field in state.rules.spec.fields:
        if field.of_the_pack and field.name in fields:
            fields[field.name] = _renamed(fields[field.name], renamed)
    world = state.rules.new_state(dealt.deal, **fields)
    for player, action in state.history:
        head, _, rest = action.partition(" ")
        if head.lower() == "discard" and player != seat:
            thrown = card_or_none(rest)
            action = f"discard {renamed.get(thrown, thrown).ascii}" if thrown else action
        if check is not None and not check(world, player, action):
            return world, False
        world.apply(f"{player}: {action}")
    return world, True


def _renamed(value: Any, renamed: dict[Card, Card]) -> Any:
    """A field's cards (a card, or a list of them) with each unseen card renamed as the world has it."""
    if isinstance(value, Card):
        return renamed.get(value, value)
    if isinstance(value, list | tuple):
        return type(value)(_renamed(item, renamed) for item in value)
    return value


def worlds(state: State, seat: str, count: int, seed: Seed = None) -> Iterator[State]:
    """``count`` independent worlds for ``seat``."""
    rng, view = generator(seed), seat_view(state, seat)
    for _ in range(count):
        yield sample_world(state, seat, rng, view)


def try_action(state: State, action: str, guide: Player) -> State:
    """A copy of ``state`` after ``action``, with ``guide`` playing out the rest of the deal."""
    trial = state.clone()
    trial.apply(action)
    return play_out(trial, None, guide)


def said(action: str) -> str:
    """An action as a reason says it: "play ♠K" for a card, "pass", or "say “six clubs”"."""
    card = card_or_none(action)
    if card:
        return f"play {card.symbol}"
    return action if action == "pass" else f"say “{action}”"


class SamplingPlayer(Player):
    """Tries every legal action in sampled worlds, finished by a rule-of-thumb player; takes the best.

    ``guide`` is the rule-of-thumb player that finishes each trial (and is asked outright when only
    one action is legal); ``samples`` is how many worlds are dealt per decision.
    """

    def __init__(self, guide: Player, samples: int = 24, seed: Seed = None) -> None:
        super().__init__()
        self.guide = guide
        self.samples = samples
        self.rng = generator(seed)

    def deal_worlds(self, state: State, seat: str) -> Iterator[State]:
        """The worlds this player tries its actions in: ``samples`` of them, dealt at random."""
        return worlds(state, seat, self.samples, self.rng)

    def evaluate(self, state: State) -> dict[str, float]:
        """The average result for the seat to act of each legal action, over the sampled worlds."""
        seat = state.to_act()
        legal = self.guide.candidates(state)
        totals = dict.fromkeys(legal, 0.0)
        for world in self.deal_worlds(state, seat):
            for action in legal:
                totals[action] += seat_value(try_action(world, action, self.guide), seat)
        return {action: total / self.samples for action, total in totals.items()}

    def choose(self, state: State) -> str:
        """The legal action with the best average over the sampled worlds."""
        legal = self.guide.candidates(state)
        if len(legal) == 1:
            self.reason = f"I {said(legal[0])}: it is the only action worth taking."
            return legal[0]
        means = self.evaluate(state)
        best = max(legal, key=lambda a: means[a])
        runner = max((a for a in legal if a != best), key=lambda a: means[a])
        self.reason = (
            f"I {said(best)}: it averaged {means[best]:+.2f} over {self.samples} sampled deals "
            f"(next best, {said(runner)}: {means[runner]:+.2f})."
        )
        return best
