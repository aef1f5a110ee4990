"""One learner's go at one question: what was answered, how many tries, and whether it was revealed.

The widget (:class:`cardlib.widgets.exercise.Exercise`) only shows this controller; pytest drives it
directly. An answer that cannot be read is not counted as a try.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlib.core.cards import Card
from cardlib.exercises.questions import Feedback, Question


def option_label(value: Any) -> str:
    """How an answer offered as a button reads: "nobody", "yes", "no", "K♠", or the text itself."""
    if value is None:
        return "nobody"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Card):
        return value.symbol
    return str(value)


@dataclass
class Attempt:
    """The answers given to ``question`` so far, and the latest feedback."""

    question: Question
    tries: int = 0
    feedback: Feedback | None = None
    revealed: bool = False
    last: Any = None

    @property
    def solved(self) -> bool:
        """Whether the latest answer was right."""
        return self.feedback is not None and self.feedback.correct

    def answer(self, given: Any) -> Feedback:
        """Check ``given`` (typed text, a clicked option or card) and keep the feedback.

        The same answer again (Enter, then Check) is not counted as another try.
        """
        if self.feedback is not None and given == self.last and not self.feedback.unreadable:
            return self.feedback
        self.last = given
        if isinstance(given, str) and not given.strip():
            self.feedback = Feedback(False, "Type your answer in the box first, then press Check.", True)
            return self.feedback
        self.feedback = self.question.check(given)
        if not self.feedback.unreadable:
            self.tries += 1
        return self.feedback

    def reveal(self) -> str:
        """The answer and its working; the question counts as revealed."""
        self.revealed = True
        return self.question.reveal()

    def status(self) -> str:
        """A line on how it went: "Right first time.", "Right after 3 tries.", or the tries so far."""
        if self.solved:
            return "Right first time." if self.tries == 1 else f"Right after {self.tries} tries."
        if self.revealed:
            return "Answer shown."
        return "" if not self.tries else f"{self.tries} {'try' if self.tries == 1 else 'tries'} so far."
