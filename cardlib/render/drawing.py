"""The kit's pictures as the core's objects ask for them (``cardlib.core.plugs.Drawing``)."""

from __future__ import annotations

from cardlib.core.cards import Card
from cardlib.core.deal import Deal
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.tricks import Trick
from cardlib.render.state import state_svg, state_text
from cardlib.render.svg import card_svg, cards_svg
from cardlib.render.table import deal_svg, trick_svg


class KitDrawing:
    """Each core object drawn with the kit's faces (plugged into ``cardlib.core.plugs.DRAWING``)."""

    def card(self, card: Card) -> str:
        """One card's face, as inline HTML with its name in words."""
        return card_svg(card)

    def cards(self, cards: Cards) -> str:
        """A row of cards."""
        return cards_svg(cards)

    def trick(self, trick: Trick) -> str:
        """A trick, each card by its seat."""
        return trick_svg(trick)

    def deal(self, deal: Deal) -> str:
        """A deal, hand by hand."""
        return deal_svg(deal)

    def table(self, state: State, seat: str | None) -> str:
        """The table of a game in play; with ``seat``, only what that seat may see face up."""
        return state_svg(state, seat)

    def table_text(self, state: State) -> str:
        """The table in plain text, for ``print``."""
        return state_text(state)


DRAWING = KitDrawing()
