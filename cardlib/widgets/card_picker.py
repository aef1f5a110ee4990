"""``CardPicker``: cards as clickable faces, grouped by suit; a thin view on ``CardSelection``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape

import ipywidgets as widgets

from cardlib.core.cards import RANKS_HIGH_FIRST, SUITS_FOR_DISPLAY, Card
from cardlib.core.errors import CardlibError
from cardlib.core.hand import Cards
from cardlib.render.svg import cards_svg
from cardlib.widgets.controls import Pictured, board, seed_box
from cardlib.widgets.faces import CardFaces
from cardlib.widgets.selection import CardSelection


class CardPicker(Pictured, widgets.VBox):
    """Pick cards by clicking their faces. ``picker.cards`` reads or sets the choice; ``limit`` caps it."""

    def __init__(
        self, available: Iterable[Card] | None = None, limit: int | None = None, description: str = ""
    ) -> None:
        self.selection = CardSelection(available, limit)
        self.faces = CardFaces(toggles=True, label=description or "cards to pick")
        self.faces.add_class("card-picker-faces")
        self.faces.on_click(self._clicked)
        self.chosen = widgets.HTML()
        self.chosen.add_class("picker-chosen")
        self.message = widgets.HTML(layout=widgets.Layout(min_height="1.6em"))
        self.message.add_class("picker-message")
        self.seed = seed_box(1)
        clear = widgets.Button(description="clear", layout={"width": "auto"})
        clear.on_click(lambda _: self.selection.clear())
        deal = widgets.Button(description="deal at random", layout={"width": "auto"})
        deal.on_click(lambda _: self._deal())
        for button in (clear, deal):
            button.add_class(f"picker-{button.description.split()[0]}")
        title = [widgets.HTML(f"<b>{escape(description)}</b>")] if description else []  # text, not markup
        controls = widgets.HBox([clear, self.seed, deal], layout={"flex_flow": "row wrap"})
        super().__init__([*title, self.faces, controls, self.chosen, self.message])
        self.add_class("card-picker")
        self.selection.observe(lambda _: self._refresh())
        self._refresh()

    def __repr__(self) -> str:
        return f"CardPicker(limit={self.selection.limit}, cards={self.cards.ascii!r})"

    def static_html(self) -> str:
        """The chosen cards, drawn."""
        return self.chosen.value

    @property
    def cards(self) -> Cards:
        """The chosen cards."""
        return self.selection.cards

    @cards.setter
    def cards(self, cards: Iterable[Card] | str) -> None:
        self.selection.set_cards(cards)

    def observe_cards(self, callback: Callable[[Cards], None]) -> None:
        """Call ``callback(cards)`` whenever the choice changes."""
        self.selection.observe(callback)

    def mark_used(self, cards: Iterable[Card]) -> None:
        """Show cards used elsewhere as taken: they cannot be picked."""
        self.selection.mark_used(cards)
        self._refresh()

    def _deal(self) -> None:
        try:
            self.selection.deal_at_random(self.seed.value)
        except CardlibError as error:
            self.selection.message = str(error)
            self._refresh()

    def _clicked(self, card: Card) -> None:
        if not self.selection.toggle(card):
            self._refresh()

    def _refresh(self) -> None:
        rows, names = [], []
        for suit in SUITS_FOR_DISPLAY:
            cards = [Card(suit, rank) for rank in RANKS_HIGH_FIRST]
            cards = [c for c in cards if c in self.selection.available]
            if cards:
                rows.append((suit.symbol, [(c, self.selection.look(c)) for c in cards]))
                names.append(suit.name.lower())
        self.faces.show(rows, announce=self.selection.message, names=names)
        chosen = self.cards
        self.chosen.value = board(cards_svg(chosen)) if chosen else "<i>none chosen yet</i>"
        self.message.value = self.selection.message
