"""``TrickExplorer``: a trump and a card for each seat; who wins, and which plays broke a rule."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as widgets

from cardlib.core.cards import Suit
from cardlib.core.errors import CardError
from cardlib.core.tricks import FollowRule
from cardlib.widgets.announcer import Announcer
from cardlib.widgets.controls import WRAP, Pictured, board, dropdown, fitted, read
from cardlib.widgets.trick_question import TrickQuestion


class TrickExplorer(Pictured, widgets.VBox):
    """One row a seat: the card played and, if you like, the hand held; the answer below."""

    def __init__(
        self, players: Sequence[str] = ("A", "Y", "B", "Z"), rule: FollowRule = FollowRule.WHIST
    ) -> None:
        self.question = TrickQuestion(players, rule)
        suits = [(f"{s.symbol} {s.name.lower()}", s) for s in reversed(Suit)]  # the sign and the word
        self.trump = dropdown("trump", [("no trumps", None), *suits])
        self.rule = dropdown(
            "rule",
            [
                ("must follow suit (Boston)", FollowRule.WHIST),
                ("follow suit or trump (Pitch)", FollowRule.PITCH),
            ],
            rule,
        )
        self.cards: dict[str, widgets.Text] = {}
        self.hands: dict[str, widgets.Text] = {}
        rows = []
        for position, player in enumerate(self.question.players):
            label = f"{player} leads" if position == 0 else f"{player} plays"
            # read when the learner presses Enter or moves on, not at each letter: a half-typed card
            # ("1" of "10H") is not an error to show, nor to read aloud
            self.cards[player] = widgets.Text(
                description=label,
                placeholder="e.g. 10H",
                continuous_update=False,
                **fitted(max_width="200px"),
            )
            self.hands[player] = widgets.Text(
                description=f"{player}'s hand",
                placeholder="to check the rules",
                continuous_update=False,
                **fitted(max_width="340px"),
            )
            rows.append(widgets.HBox([self.cards[player], self.hands[player]], layout=WRAP))
        self.answer = widgets.HTML()
        self.answer.add_class("trick-answer")
        self.announcer = Announcer()  # the answer read out each time it changes
        for control in (self.trump, self.rule, *self.cards.values(), *self.hands.values()):
            control.observe(lambda _: self.update(), "value")
        self.picture = widgets.HTML()
        self.picture.add_class("trick-picture")
        super().__init__(
            [
                widgets.HBox([self.trump, self.rule], layout=WRAP),
                *rows,
                self.picture,
                self.answer,
                self.announcer,
            ]
        )
        self.add_class("trick-explorer")
        self.update()

    def __repr__(self) -> str:
        return f"TrickExplorer(players={self.question.players!r})"

    def update(self) -> None:
        """Read every control into the question and show the answer (or what is wrong with the input)."""
        try:
            self.question.trump = read(self.trump)
            self.question.rule = self.rule.value
            for player in self.question.players:
                self.question.set_card(player, None)
            for player in self.question.players:
                self.question.set_card(player, self.cards[player].value)
                hand = self.hands[player].value
                if hand.strip():
                    self.question.set_hand(player, hand)
                else:
                    self.question.hands.pop(player, None)
            said = list(self.question.explain())
            lines = [escape(line) for line in said]
        except CardError as error:
            said = [str(error)]
            lines = [f"<span style='color:#c0122c'>{escape(str(error))}</span>"]
        self.answer.value = "<br>".join(lines)
        self.announcer.say(" ".join(said))
        self.picture.value = board(self.question.picture())

    def static_html(self) -> str:
        """The trick and hands drawn, and the answer."""
        return self.picture.value + self.answer.value
