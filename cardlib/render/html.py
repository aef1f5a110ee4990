"""Cards as short HTML text, each in its suit's colour, for widgets and tables."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from cardlib.core.cards import Card, Suit
from cardlib.render.svg import BLACK, RED


def suit_ink(suit: Suit) -> str:
    """A suit's text colour that follows JupyterLab's light or dark theme (plain red or black elsewhere)."""
    return f"var(--jp-error-color1, {RED})" if suit.is_red else f"var(--jp-ui-font-color0, {BLACK})"


def cards_html(cards: Iterable[Card], empty: str = "—") -> str:
    """``A♠ 10♥ …`` with red and black suits; ``empty`` when there are none."""
    spans = [f'<span style="color:{suit_ink(c.suit)}">{escape(c.symbol)}</span>' for c in cards]
    return " ".join(spans) or empty
