"""Auction Pitch's widgets: ``PitchPoints`` (who scores each point) and ``SetBack`` (a deal's scoring).

Each view reads its controls into its controller (``points_question.py``, ``setback_question.py``,
plain objects the tests drive) and draws what it says. Only a notebook imports this module: nothing the
game's engine or spec loads imports it, so the game runs without ipywidgets. It builds on the views'
shared controls (``cardlib.widgets.controls``), as the game's exercise topics build on the exercises.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as widgets

from cardlib.core.cards import Suit
from cardlib.core.errors import CardError
from cardlib.games.pitch.points_question import PitchPointsQuestion
from cardlib.games.pitch.scoring import to_go_words
from cardlib.games.pitch.setback_question import SetBackQuestion
from cardlib.render.sheet import html_table
from cardlib.widgets.controls import KIT_STYLE, NONE, WRAP, Pictured, board, dropdown, fitted, read, seed_box

POINT_NAMES = ("high", "low", "jack", "game")


class PitchPoints(Pictured, widgets.VBox):
    """Deal, play or assign the captured cards, choose the trump, and read who scores each point."""

    def __init__(self, players: Sequence[str] = ("A", "B", "C", "D"), seed: int = 1) -> None:
        self.question = PitchPointsQuestion(players)
        self.seed = seed_box(seed)
        deal_button = widgets.Button(description="deal", layout={"width": "auto"})
        deal_button.on_click(lambda _: self._act(lambda: self.question.deal(self.seed.value)))
        play_button = widgets.Button(description="play at random", layout={"width": "auto"})
        play_button.on_click(lambda _: self._act(lambda: self.question.play_at_random(self.seed.value)))
        for button in (deal_button, play_button):
            button.add_class("points-" + button.description.split()[0])
        self.trump = dropdown("trump", [("choose", None)] + [(s.symbol, s) for s in reversed(Suit)])
        self.trump.observe(
            lambda change: self._act(lambda: setattr(self.question, "trump", read(self.trump))), "value"
        )
        self.card = widgets.Text(description="card", placeholder="e.g. JS", **fitted(max_width="180px"))
        self.to = dropdown("goes to", [(p, p) for p in players], players[0])
        self.hand_boxes = {
            p: widgets.Text(description=p, placeholder="dealt cards", **fitted(max_width="230px"))
            for p in players
        }
        set_hands = widgets.Button(description="use these hands", layout={"width": "auto"})
        set_hands.add_class("points-set")
        set_hands.on_click(
            lambda _: self._act(
                lambda: self.question.set_hands({p: box.value for p, box in self.hand_boxes.items()})
            )
        )
        give = widgets.Button(description="give", layout={"width": "auto"})
        give.on_click(lambda _: self._act(lambda: self.question.give(self.card.value, self.to.value)))
        self.table = widgets.HTML()
        self.answer = widgets.HTML()
        self.answer.add_class("points-answer")
        super().__init__(
            [
                widgets.HBox([self.seed, deal_button, play_button, self.trump], layout=WRAP),
                widgets.HBox([*self.hand_boxes.values(), set_hands], layout=WRAP),
                widgets.HBox([self.card, self.to, give], layout=WRAP),
                self.table,
                self.answer,
            ]
        )
        self.add_class("pitch-points")
        self._act(lambda: self.question.deal(seed))

    def __repr__(self) -> str:
        return f"PitchPoints(players={self.question.players!r}, seed={self.seed.value})"

    def static_html(self) -> str:
        """The hands and piles drawn, and the answer."""
        return self.table.value + self.answer.value

    def _act(self, action: Callable[[], object]) -> None:
        message = ""
        try:
            action()
        except CardError as error:
            message = f"<p style='color:#c0122c'>{escape(str(error))}</p>"
        if read(self.trump) != self.question.trump:
            self.trump.value = NONE if self.question.trump is None else self.question.trump
        self.table.value = board(self.question.picture())
        self.answer.value = message + "<br>".join(escape(line) for line in self.question.explain())


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
        self.result.value = KIT_STYLE + ("" if question.check() else self._figures()) + lines

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
