"""Cards as short HTML text, each in its suit's colour, for widgets and tables."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from cardlib.core.cards import Card
from cardlib.render.svg import colour_of


def cards_html(cards: Iterable[Card], empty: str = "—") -> str:
    """``A♠ 10♥ …`` with red and black suits; ``empty`` when there are none."""
    spans = [f'<span style="color:{colour_of(c.suit)}">{escape(c.symbol)}</span>' for c in cards]
    return " ".join(spans) or empty
