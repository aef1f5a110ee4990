"""What the All Fours games' one-page summaries share: the Game values, as the engines count them."""

from __future__ import annotations

from cardlib.core.cards import RANKS_HIGH_FIRST, Card, Suit
from cardlib.games.allfours.points import game_value
from cardlib.render.sheet import Sheet


def game_values_sheet() -> Sheet:
    """What each card counts toward Game (the same in every suit, and in every game of the family)."""
    counting = [r for r in RANKS_HIGH_FIRST if game_value(Card(Suit.SPADES, r))]
    return Sheet(
        "Game: what captured cards count",
        ("card", *(r.text for r in counting), "others"),
        [("counts", *(str(game_value(Card(Suit.SPADES, r))) for r in counting), "0")],
    )
