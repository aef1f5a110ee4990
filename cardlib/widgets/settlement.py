"""``Settlement``: what a Boston or Fontainebleau call pays, with the table cell, the players and the pool."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from cardlib.games.boston.calls import ladder as boston_ladder
from cardlib.games.fontainebleau.calls import ladder as fontainebleau_ladder
from cardlib.widgets.settlement_question import SettlementQuestion


class Settlement(widgets.VBox):
    """Choose the call (played by A), the tricks taken and the payment options."""

    def __init__(self, game: str = "boston") -> None:
        self.question = SettlementQuestion(game)
        calls = boston_ladder() if game == "boston" else fontainebleau_ladder()
        self.call = widgets.Dropdown(
            options=[c.words() for c in calls], value=self.question.call, description="call"
        )
        self.taken = widgets.IntSlider(value=7, min=0, max=13, description="A took")
        self.payments = widgets.Dropdown(options=["classic", "american"], description="payments")
        self.honours = widgets.Dropdown(
            options=[("none", 0), ("three (2 tricks)", 2), ("four (4 tricks)", 4)], description="honours"
        )
        self.pool = widgets.BoundedIntText(value=40, min=0, max=100_000, description="pool")
        (self.honours if game == "boston" else self.payments).layout.display = "none"
        self.answer = widgets.HTML()
        self.answer.add_class("settlement-answer")
        for control in (self.call, self.taken, self.payments, self.honours, self.pool):
            control.observe(lambda _: self.update(), "value")
        super().__init__(
            [
                widgets.HBox([self.call, self.taken]),
                widgets.HBox([self.payments, self.honours, self.pool]),
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
        question.payments, question.honours = self.payments.value, self.honours.value
        question.pools = [self.pool.value] if self.pool.value else []
        self.answer.value = "<br>".join(escape(line) for line in question.explain())
