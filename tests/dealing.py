"""Hand-made deals for the worked examples: some hands given, the rest filled from a spare order."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from cardlib import Card, Cards, cards


def fill_hands(
    players: Sequence[str], size: int, hands: Mapping[str, str], spare: Iterable[Card]
) -> dict[str, str]:
    """Each player's card string: his given cards, topped up to ``size`` from ``spare`` in order."""
    given = {p: cards(h) for p, h in hands.items()}
    used = {c for h in given.values() for c in h}
    stock = [c for c in spare if c not in used]
    deal = {}
    for player in players:
        hand = list(given.get(player, Cards()))
        while len(hand) < size:
            hand.append(stock.pop(0))
        deal[player] = Cards(hand).ascii
    return deal
