"""``BidLadder``: the ladder with the standing bid marked and the legal over-calls lit; two calls compared."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from cardlib.core.cards import Suit
from cardlib.core.said import action_words
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.widgets.controls import WRAP, Pictured, fitted
from cardlib.widgets.ladder_question import LadderQuestion


class BidLadder(Pictured, widgets.VBox):
    """Explore a Boston or Fontainebleau ladder."""

    def __init__(self, game: str = BOSTON.name, turn_up: Suit = Suit.HEARTS) -> None:
        self.question = LadderQuestion(game, turn_up)
        # Each call as a learner reads it ("little misère"), standing for the call itself.
        words = [(action_words(c.words()), c.words()) for c in self.question.calls()]
        self.turn_up = widgets.Dropdown(
            options=[(s.symbol, s) for s in reversed(Suit)], value=turn_up, description="turn-up", **fitted()
        )
        self.turn_up.layout.display = "" if self.question.book.spec.turn_up else "none"
        self.standing = widgets.Dropdown(
            options=[("(no bid yet)", "(no bid yet)"), *words], description="standing", **fitted()
        )
        self.first = widgets.Dropdown(options=words, description="compare", value=words[0][1], **fitted())
        self.second = widgets.Dropdown(options=words, description="with", value=words[-1][1], **fitted())
        self.ladder = widgets.HTML()
        self.answer = widgets.HTML()
        self.answer.add_class("ladder-answer")
        for control in (self.turn_up, self.standing, self.first, self.second):
            control.observe(lambda _: self.update(), "value")
        super().__init__(
            [
                widgets.HBox([self.turn_up, self.standing], layout=WRAP),
                widgets.HBox([self.first, self.second], layout=WRAP),
                self.answer,
                self.ladder,
            ]
        )
        self.add_class("bid-ladder")
        self.update()

    def __repr__(self) -> str:
        return f"BidLadder(game={self.question.game!r})"

    def static_html(self) -> str:
        """The comparison and the ladder."""
        return self.answer.value + self.ladder.value

    def update(self) -> None:
        """Redraw the ladder and the comparison."""
        question = self.question
        question.turn_up = self.turn_up.value
        standing = self.standing.value
        question.standing = None if standing.startswith("(") else question.read(standing)
        offers = question.overcalls()
        allowed = set(offers)
        rows = []
        for call in question.calls():
            text = escape(question.describe(call))
            if question.standing is not None and call.key == question.standing.key:
                rows.append(f"<li><b>▶ {text} (standing)</b></li>")
            elif call.words() in allowed:
                rows.append(f'<li style="background:#e6f4ea">{text}</li>')
            else:
                rows.append(f'<li style="color:#888">{text}</li>')
        self.ladder.value = "<ol>" + "".join(rows) + "</ol>"
        keep = [a for a in offers if a.startswith("keep")]
        extra = f" Also: {', '.join(keep)}." if keep else ""
        self.answer.value = escape(question.compare(self.first.value, self.second.value)) + escape(extra)
