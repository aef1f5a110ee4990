"""``SetBack``: an Auction Pitch deal's scoring worked out, set-backs, going out and all."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as widgets

from cardlib.games.pitch.scoring import to_go_words
from cardlib.render.sheet import html_table
from cardlib.widgets.controls import WRAP, Pictured, dropdown, fitted, read
from cardlib.widgets.setback_question import SetBackQuestion

POINT_NAMES = ("high", "low", "jack", "game")


class SetBack(Pictured, widgets.VBox):
    """Scores before the deal, the auction, and who made each point; the result below."""

    def __init__(self, players: Sequence[str] = ("A", "B", "C", "D")) -> None:
        self.question = SetBackQuestion(players)
        players = self.question.players
        self.to_go = {
            p: widgets.BoundedIntText(
                value=7, min=1, max=30, description=f"{p} to go", **fitted(max_width="130px")
            )
            for p in players
        }
        self.seller = dropdown("seller", [(p, p) for p in players], players[0])
        # It opens on an ordinary deal to change (B buys the pitch for 2 and makes it), not on an empty one.
        self.bidder = dropdown("best bid by", [("nobody", None), *[(p, p) for p in players[1:]]], players[1])
        self.bid = dropdown("of", [(str(n), n) for n in range(5)], 2)
        self.answer = dropdown(
            "the seller's answer", [(a, a) for a in ("accept", "refuse", "pitch at once")], "accept"
        )
        self.full_value = widgets.Checkbox(description="full value custom", **fitted())
        made = dict(
            zip(
                POINT_NAMES,
                (players[1], players[min(2, len(players) - 1)], players[1], players[-1]),
                strict=True,
            )
        )
        self.points = {
            n: dropdown(n.capitalize(), [("nobody", None), *[(p, p) for p in players]], made[n])
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
                widgets.HBox(list(self.to_go.values()), layout=WRAP),
                widgets.HBox([self.seller, self.bidder, self.bid, self.answer], layout=WRAP),
                self.full_value,
                widgets.HBox(list(self.points.values()), layout=WRAP),
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
        question.bidder = read(self.bidder)
        question.bid = self.bid.value
        question.answer = self.answer.value
        question.full_value = self.full_value.value
        question.points = {n: read(box) for n, box in self.points.items()}
        lines = "<br>".join(escape(line) for line in question.explain())
        self.result.value = ("" if question.check() else self._figures()) + lines

    def _figures(self) -> str:
        """Each player's scores before and after, with the set-backs and the winner marked."""
        settled = self.question.settle()
        rows, marked = [], set()
        for i, player in enumerate(self.question.players):
            back = settled.set_back[player]
            rows.append(
                [
                    player,
                    str(self.question.to_go[player]),
                    str(settled.scored[player]),
                    str(back),
                    to_go_words(settled.to_go[player]),
                ]
            )
            if back:
                marked.add((i, 3))
            if player == settled.winner:
                marked.add((i, 4))
        columns = ["player", "to go before", "scored", "set back", "to go after"]
        return html_table(columns, rows, "The deal's scoring", marked=marked)

    def static_html(self) -> str:
        """The scoring table and its reasons."""
        return self.result.value
