"""``CardPicker``: cards as clickable faces, grouped by suit; a thin view on ``CardSelection``."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import ipywidgets as widgets

from cardlib.core.cards import RANKS_HIGH_FIRST, SUITS_FOR_DISPLAY, Card
from cardlib.core.errors import CardlibError
from cardlib.core.hand import Cards
from cardlib.render.html import suit_ink
from cardlib.widgets.selection import CardSelection


class CardPicker(widgets.VBox):
    """Pick cards by clicking them. ``picker.cards`` reads or sets the choice; ``limit`` caps it."""

    def __init__(
        self, available: Iterable[Card] | None = None, limit: int | None = None, description: str = ""
    ) -> None:
        self.selection = CardSelection(available, limit)
        self._buttons: dict[Card, widgets.ToggleButton] = {}
        self._syncing = False
        rows = []
        for suit in SUITS_FOR_DISPLAY:
            buttons = []
            for rank in RANKS_HIGH_FIRST:
                card = Card(suit, rank)
                if card not in self.selection.available:
                    continue
                button = widgets.ToggleButton(
                    description=card.symbol,
                    tooltip=card.ascii,
                    layout=widgets.Layout(width="46px", height="40px", padding="0"),
                )
                button.style.text_color = suit_ink(suit)
                button.style.font_weight = "bold"
                button.add_class("card-btn")
                button.add_class(f"card-{card.ascii}")
                button.observe(self._clicked(card), "value")
                self._buttons[card] = button
                buttons.append(button)
            if buttons:
                rows.append(widgets.HBox(buttons))
        self.message = widgets.HTML(layout=widgets.Layout(min_height="1.6em"))
        self.message.add_class("picker-message")
        self.seed = widgets.BoundedIntText(
            value=1, min=0, max=2**31 - 1, description="seed", layout={"width": "150px"}
        )
        clear = widgets.Button(description="clear")
        clear.on_click(lambda _: self.selection.clear())
        deal = widgets.Button(description="deal at random")
        deal.on_click(lambda _: self._deal())
        for button in (clear, deal):
            button.add_class(f"picker-{button.description.split()[0]}")
        title = [widgets.HTML(f"<b>{description}</b>")] if description else []
        super().__init__([*title, *rows, widgets.HBox([clear, self.seed, deal]), self.message])
        self.add_class("card-picker")
        self.selection.observe(lambda _: self._refresh())
        self._refresh()

    def __repr__(self) -> str:
        return f"CardPicker(limit={self.selection.limit}, cards={self.cards.ascii!r})"

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
        """Show cards used elsewhere as disabled."""
        self.selection.mark_used(cards)
        self._refresh()

    def _deal(self) -> None:
        try:
            self.selection.deal_at_random(self.seed.value)
        except CardlibError as error:
            self.selection.message = str(error)
            self._refresh()

    def _clicked(self, card: Card) -> Callable[[dict], None]:
        def handle(change: dict) -> None:
            if self._syncing:
                return
            if not self.selection.toggle(card):
                self._refresh()

        return handle

    def _refresh(self) -> None:
        self._syncing = True
        try:
            for card, button in self._buttons.items():
                button.value = card in self.selection.chosen
                button.disabled = card in self.selection.used_elsewhere
        finally:
            self._syncing = False
        self.message.value = self.selection.message
