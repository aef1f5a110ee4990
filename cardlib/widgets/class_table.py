"""``ClassTable``: a student plays the class's deal set at the card table and saves each hand he plays."""

from __future__ import annotations

import base64
import sys
from html import escape
from pathlib import Path

import ipywidgets as widgets

from cardlib.classroom.deal_set import MANIFEST, deal_label
from cardlib.classroom.seat import ClassSeat
from cardlib.core.errors import CardlibError
from cardlib.core.words import counted
from cardlib.games.registry import game_spec
from cardlib.widgets.controls import WRAP, fitted
from cardlib.widgets.table import Table


class ClassTable(widgets.VBox):
    """Your name, the deal to play, the card table, and **save my hand** (into ``results/NAME/``).

    After a save, a link downloads every hand saved so far as ``NAME.zip``, for a student whose
    results folder the teacher cannot read (the zero-install site keeps files in the browser).
    """

    def __init__(self, deal_set: str | Path = "deal-set", results: str | Path = "results", seat: str = "A"):
        self.message = widgets.HTML()
        self.message.add_class("class-message")
        if not (Path(deal_set) / MANIFEST).exists():
            self.seat = None
            self.message.value = _no_deal_set(str(deal_set))
            super().__init__([self.message])
            self.add_class("class-table")
            return
        self.seat = ClassSeat(deal_set, results)
        deals = [(deal_label(name), name) for name in self.seat.deal_set.deals]
        self.name = widgets.Text(description="your name", placeholder="e.g. Ann", **fitted(width="16em"))
        self.deal = widgets.Dropdown(options=deals, value=deals[0][1], description="deal", **fitted())
        start = widgets.Button(description="play this deal", button_style="primary", layout={"width": "auto"})
        start.add_class("class-play")
        start.on_click(lambda _: self.play())
        save = widgets.Button(description="save my hand", layout={"width": "auto"})
        save.add_class("class-save")
        save.on_click(lambda _: self.save())
        self.table = Table(self.seat.deal_set.game, seat)
        for control in (self.table.seed, self.table.level, self.table.new_deal):  # the set's deals only
            control.layout.display = "none"
        # everyone plays the same deal blind: the other hands and the analysis wait for its end
        self.table.hidden_in_play = (self.table.open_hands, self.table.analyse)
        self.play()
        super().__init__(
            [widgets.HBox([self.name, self.deal, start, save], layout=WRAP), self.message, self.table]
        )
        self.add_class("class-table")

    def __repr__(self) -> str:
        # what a page shows of the table where no widget can be drawn (a stored page, a terminal)
        if self.seat is None:
            return "The class's card table: there is no deal set here yet."
        deals = counted(len(self.seat.deal_set.deals), "deal")
        return f"The class's card table: {deals} of {game_spec(self.seat.deal_set.game).title} to play."

    def play(self) -> None:
        """Deal the chosen deal of the set at the table."""
        self.table.open_hands.value = False
        label = deal_label(self.deal.value)
        if self.seat is None:
            return
        self.table.play_record(self.seat.deal_set.deals[self.deal.value], label.capitalize())
        self.message.value = f"Playing {escape(label)}. When the hand is over, press <b>save my hand</b>."

    def save(self) -> None:
        """Save the hand on the table under your name; say why not when it cannot be saved."""
        if self.seat is None:
            return
        try:
            game = self.table.game  # the record names his seat, so that the report scores him there
            path = self.seat.save(self.name.value, self.deal.value, game.state, {"x_seat": game.seat})
        except CardlibError as error:
            self.message.value = f'<span style="color:#b3111f">Not saved: {escape(str(error))}</span>'
            return
        name = self.seat.folder(self.name.value).name
        hands = base64.b64encode(self.seat.archive(self.name.value)).decode("ascii")
        count = len(list(path.parent.glob("*.json")))
        self.message.value = (
            f"Saved as {escape(str(path))}. To hand in your {count} saved hand{'s' * (count != 1)}, "
            f'<a class="class-download" download="{escape(name)}.zip" '
            f'href="data:application/zip;base64,{hands}"><b>download {escape(name)}.zip</b></a> '
            "and give it to your teacher."
        )


def _no_deal_set(folder: str) -> str:
    """What a student reads where the class's deal set is missing: who makes it, and how, here."""
    where = escape(folder)
    if sys.platform == "emscripten":  # the zero-install site: its files come with the site
        make = (
            "This site was built without the class's deals. Your teacher builds it with them "
            "(<code>.venv/bin/python tools/build_site.py --deal-set deal-set</code>, see docs/site.md)."
        )
    else:
        make = (
            f"There is no deal set in <code>{where}</code> yet. Your teacher makes one "
            f"(<code>.venv/bin/cardlib class deals pitch --seed 7 --out {where}</code>) and puts it "
            "beside this page; then open the page again."
        )
    return f"{make} Until then, play a practice hand against the computer in lesson 9."
