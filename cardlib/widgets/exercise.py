"""``Exercise``: one question with its cards drawn, an answer to click or type, a check, the feedback beside.

A seat, yes/no or one of two calls is answered with a button each; a card by clicking its face; a
number or a chance is typed into a box and checked with the **Check** button (or Enter). Nothing needs
a code cell, so the same exercise works in JupyterLab and in a Voilà app. The logic is
:class:`cardlib.exercises.attempt.Attempt`.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from cardlib.core.cards import Card
from cardlib.exercises.attempt import Attempt, option_label
from cardlib.exercises.questions import Feedback, Question
from cardlib.widgets.announcer import Announcer
from cardlib.widgets.controls import WRAP, Pictured, board
from cardlib.widgets.faces import CardFaces

#: The feedback's colours: right, could not be read, wrong.
COLOURS = {"right": "#1e7b34", "unread": "#8a5200", "wrong": "#b3111f", "shown": "#1a5fb4"}


def feedback_html(feedback: Feedback | None, status: str = "", shown: bool = False) -> str:
    """The feedback as a coloured note, with how the tries went.

    ``shown``: the answer given on request, in a colour of its own and without the tick of a right
    answer (the learner did not find it).
    """
    if feedback is None:
        return ""
    tone = "shown" if shown else "right" if feedback.correct else "unread" if feedback.unreadable else "wrong"
    mark = {"right": "✔", "unread": "?", "wrong": "✘", "shown": "›"}[tone]
    tail = f"<br><small>{escape(status)}</small>" if status else ""
    return (
        f'<div class="exercise-feedback is-{tone}" style="border-left:4px solid '
        f'{COLOURS[tone]};padding:2px 8px;max-width:46em;white-space:normal">'
        f'<b style="color:{COLOURS[tone]}">{mark}</b> {escape(feedback.message)}{tail}</div>'
    )


class Exercise(Pictured, widgets.VBox):
    """A question to answer in the page. ``answer(value)`` does what a click or Check does."""

    def __init__(self, question: Question, number: int | None = None) -> None:
        self.attempt = Attempt(question)
        self.number = number
        title = f"<h4 style='margin:4px 0'>Question {number}</h4>" if number is not None else ""
        self.prompt = widgets.HTML(title + self._question_html())
        self.prompt.add_class("exercise-prompt")
        self.feedback = widgets.HTML(layout={"min_height": "1.6em"})
        self.feedback.add_class("exercise-feedback-box")
        self.buttons: dict[str, widgets.Button] = {}
        self.faces: CardFaces | None = None
        self.box: widgets.Text | None = None
        shown = widgets.Button(description="Show the answer", layout={"width": "auto"})
        shown.add_class("exercise-reveal")
        shown.on_click(lambda _: self._reveal())
        row = widgets.HBox([*self._controls(), shown], layout=WRAP)
        row.add_class("exercise-answer")
        #: Reads each feedback out once (the feedback's box is drawn anew each time: not a live region).
        self.announcer = Announcer()
        super().__init__([self.prompt, row, self.feedback, self.announcer])
        self.add_class("cardlib-exercise")

    def __repr__(self) -> str:
        return f"Exercise({self.attempt.question!r})"

    def _question_html(self) -> str:
        question = self.attempt.question
        picture = f"<div>{board(question.picture)}</div>" if question.picture else ""
        return f"<p><b>{escape(question.headline())}</b></p>{picture}"

    def _controls(self) -> list[widgets.Widget]:
        question = self.attempt.question
        if question.kind == "card":
            self.faces = CardFaces(size="large", label="cards to answer with")
            self.faces.add_class("exercise-cards")
            self._show_cards(None)
            self.faces.on_click(self._clicked)
            return [widgets.HTML("<b>Click a card:</b>"), self.faces]
        if question.options:
            for value in question.options:
                label = option_label(value)
                button = widgets.Button(description=label, layout={"width": "auto", "min_width": "3.2em"})
                button.add_class("exercise-option")
                button.on_click(lambda _, value=value: self.answer(value))
                self.buttons[label] = button
            return [widgets.HTML("<b>Your answer:</b>"), *self.buttons.values()]
        self.box = widgets.Text(placeholder="your answer", continuous_update=False, layout={"width": "14em"})
        self.box.add_class("exercise-box")
        check = widgets.Button(description="Check", button_style="primary", layout={"width": "auto"})
        check.add_class("exercise-check")
        check.on_click(lambda _: self.answer(self.box.value))
        self.box.observe(lambda change: self.answer(change["new"]), "value")
        return [self.box, check]

    def answer(self, given: Any) -> Feedback:
        """Answer as the learner would: a typed text, an offered value or a card; show the feedback."""
        feedback = self.attempt.answer(given)
        self._mark(given, feedback)
        self.feedback.value = feedback_html(feedback, self.attempt.status())
        self.announcer.say(f"{feedback.message} {self.attempt.status()}")
        return feedback

    def _clicked(self, card: Card) -> None:
        """A card clicked is the learner's answer."""
        self.answer(card)

    def _mark(self, given: Any, feedback: Feedback) -> None:
        """Colour the option clicked; leave the others plain."""
        for label, button in self.buttons.items():
            chosen = label == option_label(given)
            button.button_style = ("success" if feedback.correct else "danger") if chosen else ""
        if self.faces is not None and isinstance(given, Card):
            self._show_cards(given)

    def _show_cards(self, chosen: Card | None) -> None:
        question = self.attempt.question
        rows = question.option_rows or (("", question.options),)

        def state(card: Card) -> tuple[str, str]:
            if card in question.refused:  # greyed, and the rule that forbids it said on hover
                return ("disabled", question.refused[card])
            return ("selected" if card == chosen else "normal", "")

        if self.faces is None:
            return
        self.faces.show(
            [(title, [(c, state(c)) for c in cards]) for title, cards in rows],
            names=[title or "the cards" for title, _ in rows],
        )

    def _reveal(self) -> None:
        shown = Feedback(True, self.attempt.reveal())
        self.feedback.value = feedback_html(shown, self.attempt.status(), shown=True)
        self.announcer.say(shown.message)

    def static_html(self) -> str:
        """The question and its cards, as a page without a kernel shows it."""
        return self.prompt.value + self.feedback.value
