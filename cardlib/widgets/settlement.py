"""``Settlement``: what a Boston or Fontainebleau call pays, with the table cell, the players and the pool."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.render.sheet import html_table
from cardlib.widgets.controls import WRAP, Pictured, fitted
from cardlib.widgets.settlement_question import SettlementQuestion, taken_from

#: The rule options that change what a call pays, shown as dropdowns when a game has them.
PAYMENT_OPTIONS = ("payments", "slam_table", "grand_payment")


class Settlement(Pictured, widgets.VBox):
    """Choose the call (played by A), the tricks taken and the payment options."""

    def __init__(self, game: str = BOSTON.name) -> None:
        self.question = question = SettlementQuestion(game)
        calls = question.book.calls(question.options)
        self.call = widgets.Dropdown(
            options=[c.words() for c in calls], value=question.call, description="call", **fitted()
        )
        self.taken = widgets.IntSlider(
            value=7,
            min=0,
            max=13,
            description="A took",
            style={"description_width": "initial"},
            layout={"width": "320px", "max_width": "100%"},
        )
        spec = question.book.spec
        #: A dropdown for each option of the game that changes what a call pays.
        self.rules = {
            o.name: widgets.Dropdown(
                options=list(o.values), value=o.default, description=o.name.replace("_", " "), **fitted()
            )
            for o in spec.options
            if o.name in PAYMENT_OPTIONS
        }
        self.honours = widgets.Dropdown(
            options=[("none", 0), ("three (2 tricks)", 2), ("four (4 tricks)", 4)],
            description="honours",
            **fitted(),
        )
        limit = min(question.pool_limit, 100_000)
        self.pool = widgets.BoundedIntText(
            value=40, min=0, max=limit, description="pool", **fitted(max_width="160px")
        )
        if not any(o.name == "honours" for o in spec.options):
            self.honours.layout.display = "none"
        self.answer = widgets.HTML()
        self.answer.add_class("settlement-answer")
        for control in (self.call, self.taken, *self.rules.values(), self.honours, self.pool):
            control.observe(lambda _: self.update(), "value")
        super().__init__(
            [
                widgets.HBox([self.call, self.taken], layout=WRAP),
                widgets.HBox([*self.rules.values(), self.honours, self.pool], layout=WRAP),
                self.answer,
            ]
        )
        self.add_class("settlement")
        self.update()

    def __repr__(self) -> str:
        return f"Settlement(game={self.question.game!r})"

    def update(self) -> None:
        """Read the controls and show the payments."""
        question = self.question
        question.call, question.taken = self.call.value, self.taken.value
        question.options.update({name: control.value for name, control in self.rules.items()})
        question.honours = self.honours.value
        question.pools = [self.pool.value] if self.pool.value else []
        paid = None if question.pool_problem() else question.paid()
        row = paid.row if paid else None
        table = (
            html_table(
                row.headings,
                [[str(c) for c in row.cells]],
                f"{taken_from(row.title)}:",
                marked={(0, row.used)},
            )
            if row
            else ""
        )
        self.answer.value = table + "<br>".join(escape(line) for line in question.explain())

    def static_html(self) -> str:
        """The table row used, and the payments."""
        return self.answer.value
