"""Dealing hands from a seed, in a game's packets, with some cards fixed if wanted."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardlib.core.cards import Card
from cardlib.core.errors import CardError
from cardlib.core.hand import Cards
from cardlib.core.pack import Seed, below, full_pack, generator, permuted
from cardlib.core.plugs import DRAWING
from cardlib.core.quick import built
from cardlib.core.seats import left_of, rotation_from
from cardlib.core.words import counted, shown


@dataclass(frozen=True)
class DealPattern:
    """How many cards each player gets in each round of the deal, e.g. ``(4, 4, 5)``."""

    packets: tuple[int, ...]

    @property
    def hand_size(self) -> int:
        """Cards in each finished hand."""
        return sum(self.packets)


@dataclass(frozen=True)
class Deal:
    """Who sits where, who dealt, and the cards each player was dealt."""

    players: tuple[str, ...]
    dealer: str
    hands: Mapping[str, Cards]
    turn_up: Card | None = None
    #: The cards left in the pack after the deal, top first, for games that deal on from it (a fresh
    #: deal has them; a deal read back from a record keeps them in the game's own record field).
    stock: Cards = field(default=Cards(), compare=False, repr=False)

    @property
    def eldest(self) -> str:
        """The player on the dealer's left, who speaks or leads first."""
        return left_of(self.players, self.dealer)

    def order_from_eldest(self) -> tuple[str, ...]:
        """The players in turn order starting with the eldest hand."""
        return rotation_from(self.players, self.eldest)

    def order_from_dealer(self) -> tuple[str, ...]:
        """The players in turn order starting with the dealer."""
        return rotation_from(self.players, self.dealer)

    def __deepcopy__(self, memo: dict[int, Any]) -> Deal:
        return self

    def all_cards(self) -> Cards:
        """Every dealt card, hand after hand in seating order."""
        return Cards(c for p in self.players for c in self.hands[p])

    def holder(self, card: Card) -> str | None:
        """The player who was dealt ``card``, or ``None``."""
        return next((p for p in self.players if card in self.hands[p]), None)

    def __str__(self) -> str:
        width = max(len(p) for p in self.players)
        lines = [
            f"{p:<{width}}{' (dealer)' if p == self.dealer else '         '}  {self.hands[p].sorted().symbol}"
            for p in self.players
        ]
        if self.turn_up is not None:
            lines.append(f"turn-up: {self.turn_up.symbol}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        # The picture inline as HTML, not as an SVG output: JupyterLab draws an SVG output as an <img>
        # with no text alternative, and the picture's words (its aria-label) would be lost.
        return DRAWING().deal(self)


def _check_fixed(
    fixed: Mapping[str, Cards | str], players: Sequence[str], hand_size: int
) -> dict[str, Cards]:
    checked: dict[str, Cards] = {}
    seen: dict[Card, str] = {}
    for player, given in fixed.items():
        if player not in players:
            raise CardError(
                f"fixed cards for {shown(player)}: no such player; players are {', '.join(players)}"
            )
        given = given if isinstance(given, Cards) else Cards.parse(given)
        if len(given) > hand_size:
            raise CardError(
                f"fixed cards for {player}: {counted(len(given), 'card')}, but a hand has {hand_size}"
            )
        for c in given:
            if c in seen:
                raise CardError(
                    f"fixed cards: {c.ascii} is given to {seen[c]} and to {player}; "
                    "a pack has one of each card"
                )
            seen[c] = player
        checked[player] = given
    return checked


def deal(
    players: Sequence[str],
    dealer: str,
    pattern: DealPattern,
    seed: Seed = None,
    *,
    fixed: Mapping[str, Cards | str] | None = None,
    turn_up: bool = False,
) -> Deal:
    """Shuffle a pack with ``seed`` and deal it from the dealer's left in ``pattern``'s packets.

    ``fixed`` gives some players some of their cards in advance; the rest of the
    pack is shuffled and dealt to fill every hand. ``turn_up`` also turns a card
    from a second, separately shuffled pack (Boston, digest BO-1).
    """
    players = tuple(players)
    if dealer not in players:
        raise CardError(f'dealer "{dealer}": not one of the players ({", ".join(players)})')
    rng = generator(seed)
    size = pattern.hand_size
    given = _check_fixed(fixed, players, size) if fixed else {}
    if given:
        pack = full_pack().without([c for cs in given.values() for c in cs])
        hands = {p: list(given.get(p, ())) for p in players}
    else:
        pack = full_pack()
        hands = {p: [] for p in players}
    stock = permuted(pack, rng)
    order = rotation_from(players, left_of(players, dealer))
    top = 0  # the next card to deal
    for packet in pattern.packets:
        for player in order:
            hand = hands[player]
            need = min(packet, size - len(hand))
            hand += stock[top : top + need]
            top += need
    up = Card.from_index(below(rng, 52)) if turn_up else None
    dealt = {p: Cards.in_display_order(hand) for p, hand in hands.items()}
    rest = Cards.trusted(stock[top:])
    return built(Deal, {"players": players, "dealer": dealer, "hands": dealt, "turn_up": up, "stock": rest})
