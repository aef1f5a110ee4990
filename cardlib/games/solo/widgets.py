"""The two Bostons' widgets: ``BidLadder`` (the ladder of calls) and ``Settlement`` (what a call pays).

Each view reads its controls into its controller (``ladder_question.py``, ``settlement_question.py``,
plain objects the tests drive) and draws what it says. Only a notebook imports this module: nothing the
games' engines or specs load imports it, so the games run without ipywidgets. It builds on the views'
shared controls (``cardlib.widgets.controls``), as the games' exercise topics build on the exercises.
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from cardlib.core.cards import Suit
from cardlib.core.said import action_words
from cardlib.games.solo.book import OPENING_GAME
from cardlib.games.solo.ladder_question import LadderQuestion
from cardlib.games.solo.settlement_question import SettlementQuestion, taken_from
from cardlib.render.sheet import html_table
from cardlib.widgets.controls import KIT_STYLE, WRAP, Pictured, fitted


class BidLadder(Pictured, widgets.VBox):
    """Explore a Boston or Fontainebleau ladder."""

    def __init__(self, game: str = OPENING_GAME, turn_up: Suit = Suit.HEARTS) -> None:
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
        self.ladder.value = KIT_STYLE + "<ol>" + "".join(rows) + "</ol>"
        keep = [a for a in offers if a.startswith("keep")]
        extra = f" Also: {', '.join(keep)}." if keep else ""
        self.answer.value = escape(question.compare(self.first.value, self.second.value)) + escape(extra)


#: The rule options that change what a call pays, shown as dropdowns when a game has them.
PAYMENT_OPTIONS = ("payments", "slam_table", "grand_payment")


class Settlement(Pictured, widgets.VBox):
    """Choose the call (played by A), the tricks taken and the payment options."""

    def __init__(self, game: str = OPENING_GAME) -> None:
        self.question = question = SettlementQuestion(game)
        calls = question.book.calls(question.options)
        self.call = widgets.Dropdown(
            options=[c.words() for c in calls], value=question.call, description="call", **fitted()
        )
        # a number box, not a slider: ipywidgets' slider handle has no name a screen reader can say
        self.taken = widgets.BoundedIntText(
            value=7, min=0, max=13, description="A took (tricks)", **fitted(max_width="200px")
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
        opening = int(sum(question.pools))  # the pool of a game's first deal, in this game
        self.pool = widgets.BoundedIntText(
            value=min(opening, limit), min=0, max=limit, description="pool", **fitted(max_width="160px")
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
        self.answer.value = KIT_STYLE + table + "<br>".join(escape(line) for line in question.explain())

    def static_html(self) -> str:
        """The table row used, and the payments."""
        return self.answer.value
