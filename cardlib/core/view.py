"""What one seat may see of a deal: its own cards, the cards played, voids shown, exposed hands.

A :class:`SeatView` is everything a fair player can know at its turn. The other hands are not in
it: only how many cards each still holds (and, in Pitch, how many were never dealt), and the suits
each has shown out of. The sampling player deals the unseen cards again from it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from cardlib.core.cards import Card, Suit
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.pack import full_pack
from cardlib.core.tricks import FollowRule
from cardlib.core.words import counted

#: The holder name for the cards no player was dealt (Pitch deals only six cards each).
STOCK = "stock"


@dataclass(frozen=True)
class SeatView:
    """A seat's knowledge at one moment of a deal."""

    seat: str
    #: The seat's own cards now (its discards removed once the play has begun).
    hand: Cards
    #: The cards each player has played so far, in order.
    played: dict[str, Cards]
    #: The hands lying face up (a spread caller's), keyed by player.
    exposed: dict[str, Cards]
    #: Suits each player has shown out of (cannot hold any more).
    voids: dict[str, frozenset[Suit]]
    #: How many unseen cards each other holder has: players' hands, hidden discards, the stock.
    hidden_counts: dict[str, int]
    #: Every card the seat has not seen.
    unseen: Cards

    def __str__(self) -> str:
        voids = {p: "".join(s.symbol for s in v) for p, v in self.voids.items() if v}
        lines = [f"{self.seat} holds {self.hand.sorted().symbol}"]
        lines += [f"{p} has shown out of {v}" for p, v in voids.items()]
        lines += [f"{p}'s hand lies face up: {cs.sorted().symbol}" for p, cs in self.exposed.items()]
        lines.append(f"{counted(len(self.unseen), 'card')} unseen, held as {self.hidden_counts}")
        return "\n".join(lines)


def _tricks_so_far(state: State) -> list[list[tuple[str, Card]]]:
    tricks = [list(t.plays) for t in state.completed_tricks()]
    if state.current_trick():
        tricks.append(list(state.current_trick()))
    return tricks


def _shows(state: State) -> Iterator[tuple[int, str, Suit]]:
    """Each time a player showed out of the suit led: the trick's number, the player, the suit."""
    pitch_rule, trump = state.follow_rule is FollowRule.PITCH, state.trump
    for number, trick in enumerate(_tricks_so_far(state)):
        led = trick[0][1].suit
        for player, card in trick[1:]:
            trumped_by_choice = pitch_rule and led != trump and card.suit == trump
            if card.suit != led and not trumped_by_choice:
                yield number, player, led


def shown_voids(state: State) -> dict[str, frozenset[Suit]]:
    """The suits each player has shown out of by not following the suit led."""
    voids: dict[str, set[Suit]] = {p: set() for p in state.deal.players}
    for _, player, suit in _shows(state):
        voids[player].add(suit)
    return {p: frozenset(v) for p, v in voids.items()}


def holder_of(state: State, player: str, card: Card, seen: set[Card] | frozenset[Card]) -> str:
    """The hidden holder a card ``player`` holds is counted in: the player, or ``"B drawn after 7"``.

    A card he drew during the play that nobody saw (a face-down stock) is a holder of its own, by the
    tricks played before the draw: a void he showed before the draw does not hold for that card.
    """
    drawn = state.play.drawn_after if state.play is not None else {}
    return f"{player} drawn after {drawn[card]}" if card in drawn and card not in seen else player


def _drawn_voids(state: State, holders: list[str]) -> dict[str, frozenset[Suit]]:
    """The voids that hold for each holder of cards drawn unseen: those shown after its draw."""
    shows = list(_shows(state))
    found = {}
    for holder in holders:
        player, _, after = holder.partition(" drawn after ")
        found[holder] = frozenset(
            suit for number, who, suit in shows if who == player and number >= int(after)
        )
    return found


def seat_view(state: State, seat: str) -> SeatView:
    """What ``seat`` knows now."""
    players = state.deal.players
    in_play = state.play_begun()
    played: dict[str, list[Card]] = {p: [] for p in players}
    for trick in _tricks_so_far(state):
        for player, card in trick:
            played[player].append(card)
    exposed = {p: cs for p, cs in state.exposed().items() if p != seat}
    discarded = state.discards()
    # before the play discards still count in their player's hand (a world may draw them again)
    hand = state.hand(seat)
    if not in_play and seat in discarded:
        hand = (hand + discarded[seat]).sorted()
    seen = {
        *state.deal.hands[seat],
        *state.hand(seat),
        *state.shown(),
        *(c for cs in state.seen_in_hands().values() for c in cs),
        *(c for cs in played.values() for c in cs),
    }
    seen.update(c for cs in exposed.values() for c in cs)
    seen.update(discarded.get(seat, ()))  # its own discards: it knows them, wherever they lie
    counts: dict[str, int] = {}
    for player in players:
        if player == seat:
            continue
        if player not in exposed:
            # Only its hidden cards: a card seen taken into a hand (drawn face up) is no secret.
            counts[player] = 0 if in_play else len(discarded.get(player, ()))
            for card in state.hand(player):
                if card not in seen:
                    holder = holder_of(state, player, card, seen)
                    counts[holder] = counts.get(holder, 0) + 1
        if player in discarded and in_play:
            counts[f"{player} discard"] = len(discarded[player])
    unseen = [c for c in full_pack() if c not in seen]
    if len(unseen) > sum(counts.values()):  # cards no player holds: never dealt, laid aside, thrown out
        counts[STOCK] = len(unseen) - sum(counts.values())
    return SeatView(
        seat=seat,
        hand=hand,
        played={p: Cards.trusted(cs) for p, cs in played.items()},
        exposed=exposed,
        voids={**shown_voids(state), **_drawn_voids(state, [h for h in counts if " drawn after " in h])},
        hidden_counts=counts,
        unseen=Cards.trusted(unseen),
    )
