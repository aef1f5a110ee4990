"""``SetBack``: an Auction Pitch deal's scoring worked out, set-backs, going out and all."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as widgets

from cardlib.widgets.setback_question import SetBackQuestion

POINT_NAMES = ("high", "low", "jack", "game")


class SetBack(widgets.VBox):
    """Scores before the deal, the auction, and who made each point; the result below."""

    def __init__(self, players: Sequence[str] = ("A", "B", "C", "D")) -> None:
        self.question = SetBackQuestion(players)
        players = self.question.players
        short = {"layout": {"width": "150px"}}
        self.to_go = {
            p: widgets.BoundedIntText(value=7, min=1, max=30, description=f"{p} to go", **short)
            for p in players
        }
        self.seller = widgets.Dropdown(options=players, description="seller", **short)
        self.bidder = widgets.Dropdown(
            options=[("nobody", None), *[(p, p) for p in players[1:]]], description="best bid", **short
        )
        self.bid = widgets.Dropdown(options=[0, 1, 2, 3, 4], value=0, description="of", **short)
        self.answer = widgets.Dropdown(
            options=["accept", "refuse", "pitch at once"], description="seller", **short
        )
        self.full_value = widgets.Checkbox(description="full value custom (PI-15)")
        self.points = {
            n: widgets.Dropdown(
                options=[("nobody", None), *[(p, p) for p in players]], description=n.capitalize(), **short
            )
            for n in POINT_NAMES
        }
        self.result = widgets.HTML()
        self.result.add_class("setback-answer")
        controls = [
            *self.to_go.values(),
            self.seller,
            self.bidder,
            self.bid,
            self.answer,
            self.full_value,
            *self.points.values(),
        ]
        for control in controls:
            control.observe(lambda _: self.update(), "value")
        super().__init__(
            [
                widgets.HBox(list(self.to_go.values())),
                widgets.HBox([self.seller, self.bidder, self.bid, self.answer]),
                self.full_value,
                widgets.HBox(list(self.points.values())),
                self.result,
            ]
        )
        self.add_class("set-back")
        self.update()

    def __repr__(self) -> str:
        return f"SetBack(players={self.question.players!r})"

    def update(self) -> None:
        """Read the controls and show the scoring."""
        question = self.question
        question.to_go = {p: box.value for p, box in self.to_go.items()}
        question.seller = self.seller.value
        question.bidder = self.bidder.value
        question.bid = self.bid.value
        question.answer = self.answer.value
        question.full_value = self.full_value.value
        question.points = {n: box.value for n, box in self.points.items()}
        self.result.value = "<br>".join(escape(line) for line in question.explain())
