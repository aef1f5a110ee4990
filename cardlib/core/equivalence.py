"""Touching cards: cards of one hand that are worth the same in the play for tricks.

Two cards of a suit in one hand *touch* when every card ranking between them has already been
played or is in the same hand: whichever of them is played, the trick goes the same way. Searching
players and the open-hand solver try one card of each group instead of all of them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from cardlib.core.cards import Card


def touching_groups(cards: Iterable[Card], live: Collection[Card]) -> list[list[Card]]:
    """Split ``cards`` (one hand's) into groups of touching cards, each lowest first.

    ``live`` holds every card still out, wherever it is (the hand's own cards included); a live card
    of another holder ranking between two cards keeps them apart.
    """
    mine = set(cards)
    groups: list[list[Card]] = []
    by_suit: dict[object, list[Card]] = {}
    for card in sorted({*live, *mine}, key=lambda c: (c.suit, c.rank)):
        by_suit.setdefault(card.suit, []).append(card)
    for suit_cards in by_suit.values():
        run: list[Card] = []
        for card in suit_cards:
            if card in mine:
                run.append(card)
            elif run:
                groups.append(run)
                run = []
        if run:
            groups.append(run)
    return groups
