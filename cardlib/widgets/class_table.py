"""``ClassTable``: a student plays the class's deal set at the card table and saves each hand he plays."""

from __future__ import annotations

from html import escape
from pathlib import Path

import ipywidgets as widgets

from cardlib.classroom.seat import ClassSeat
from cardlib.core.errors import CardlibError
from cardlib.widgets.controls import WRAP, fitted
from cardlib.widgets.table import Table


class ClassTable(widgets.VBox):
    """Your name, the deal to play, the card table, and **save my hand** (into ``results/NAME/``)."""

    def __init__(self, deal_set: str | Path = "deal-set", results: str | Path = "results", seat: str = "A"):
        self.seat = ClassSeat(deal_set, results)
        deals = list(self.seat.deal_set.deals)
        self.name = widgets.Text(description="your name", placeholder="e.g. Ann", **fitted(width="16em"))
        self.deal = widgets.Dropdown(options=deals, value=deals[0], description="deal", **fitted())
        start = widgets.Button(description="play this deal", button_style="primary", layout={"width": "auto"})
        start.add_class("class-play")
        start.on_click(lambda _: self.play())
        save = widgets.Button(description="save my hand", layout={"width": "auto"})
        save.add_class("class-save")
        save.on_click(lambda _: self.save())
        self.message = widgets.HTML()
        self.message.add_class("class-message")
        self.table = Table(self.seat.deal_set.game, seat)
        self.play()
        super().__init__(
            [widgets.HBox([self.name, self.deal, start, save], layout=WRAP), self.message, self.table]
        )
        self.add_class("class-table")

    def __repr__(self) -> str:
        return f"ClassTable(deals={len(self.seat.deal_set.deals)}, game={self.seat.deal_set.game!r})"

    def play(self) -> None:
        """Deal the chosen deal of the set at the table."""
        self.table.play_record(self.seat.deal_set.deals[self.deal.value], self.deal.value)
        self.message.value = (
            f"Playing {escape(self.deal.value)}. When the hand is over, press <b>save my hand</b>."
        )

    def save(self) -> None:
        """Save the hand on the table under your name; say why not when it cannot be saved."""
        try:
            path = self.seat.save(self.name.value, self.deal.value, self.table.game.state)
        except CardlibError as error:
            self.message.value = f'<span style="color:#b3111f">Not saved: {escape(str(error))}</span>'
            return
        self.message.value = f"Saved as {escape(str(path))}."
