"""Questions with self-checks: a prompt, a hidden answer, and the rule explained when the answer is wrong."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from typing import Any

from cardlib.core.plugs import QUESTION_WIDGET
from cardlib.core.said import action_words
from cardlib.exercises.reading import read_answer
from cardlib.games.registry import GAMES


@dataclass(frozen=True)
class Feedback:
    """The result of checking an answer: right or wrong, and what to learn from it."""

    correct: bool
    message: str
    #: True when the answer could not be read at all: it is not marked wrong, only asked again.
    unreadable: bool = False

    def __str__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        colour = "#1e7b34" if self.correct else "#9a5b00" if self.unreadable else "#c0122c"
        return f'<p style="color:{colour}">{escape(self.message)}</p>'


@dataclass(frozen=True)
class Question:
    """One question: ``check(answer)`` says right or wrong without the answer; ``reveal()`` gives it."""

    topic: str
    prompt: str
    answer: Any
    explanation: str
    picture: str = ""
    #: What kind of answer is wanted: a seat, yes/no, a number, an amount or a call (see ``reading.KINDS``).
    kind: str = "number"
    #: The seats a seat answer may name.
    choices: tuple[str, ...] = ()
    #: Why a given (read) answer is wrong for this question, in the rule's words, without the answer.
    why_not: Callable[[Any], str] | None = field(default=None, compare=False)
    #: The answers offered as buttons or cards to click; empty for a box to type into.
    options: tuple[Any, ...] = ()
    #: The card options in titled rows (a trick a row), when a single row would hide their order.
    option_rows: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    #: Whether a (read) answer is right, when more than one is (any best card, an estimate near enough).
    accepts: Callable[[Any], bool] | None = field(default=None, compare=False)
    #: Offered answers that the rules forbid (a card that may not be played), each with the rule's
    #: reason: drawn greyed, the reason on hover.
    refused: dict[Any, str] = field(default_factory=dict, compare=False, repr=False)
    #: The answer in words for ``reveal()``, when it is not plain ("57.7%, that is 30/52").
    answer_words: str = ""
    #: What the question was made from (a record, a trick, the numbers), for tests that re-derive it.
    situation: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    #: The prompt said above the picture, when the picture shows what ``prompt`` spells out in words
    #: (twenty captured cards read better drawn than listed); empty when the prompt is said as it is.
    beside_picture: str = ""
    #: The game whose calls a call answer names (one with a book of calls).
    game: str = ""
    #: The seat a number or an amount is about, so that "A wins 2 points" or "A pays 85" is read (as
    #: "he wins", "he pays" are); empty when the question names nobody.
    subject: str = ""
    #: The rule its topic is about, said when an answer is wrong and the question has no ``why_not``
    #: (``make_questions`` gives each question its topic's).
    rule: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        """A question never greys out a right answer (a question maker's mistake, not a learner's)."""
        if any(self.is_right(value) for value in self.refused):
            raise ValueError("a question cannot grey out a right answer")
        if self.kind == "call" and not (self.game in GAMES and GAMES[self.game].book):
            raise ValueError("a question wanting a call names a game with a book of calls to read it by")

    def is_right(self, value: Any) -> bool:
        """Whether ``value``, already read as this question's kind, is a right answer."""
        return self.accepts(value) if self.accepts is not None else value == self.answer

    def check(self, given: Any) -> Feedback:
        """Right or wrong; when wrong, the rule to look at again (not the answer).

        An answer that cannot be read as the kind wanted is not marked wrong: the feedback says
        what was wanted, with ``unreadable`` set.
        """
        if given is ...:
            return Feedback(False, "Replace ... with your answer, then run the cell again.")
        reading = read_answer(self.kind, given, self.choices, self.game, self.subject)
        if not reading.ok:
            return Feedback(False, reading.problem, unreadable=True)
        if self.is_right(reading.value):
            return Feedback(True, f"Right. {self.explanation}")
        if self.why_not is not None:
            return Feedback(False, f"Not quite: {self.why_not(reading.value)}")
        return Feedback(False, f"Not quite. Think again about the rule: {self.rule_hint()}")

    def rule_hint(self) -> str:
        """The rule the question is about, without its answer."""
        return self.rule or f"the rules of {self.topic}"

    def shown_answer(self) -> str:
        """The answer in words: "B", "nobody", "yes", "little misère", "Q♥, J♥", "46.2%"."""
        if self.answer_words:
            return self.answer_words
        if self.answer is None:
            return "nobody"
        if isinstance(self.answer, bool):
            return "yes" if self.answer else "no"
        return action_words(self.answer) if self.kind == "call" else str(self.answer)

    def reveal(self) -> str:
        """The answer and why."""
        return f"Answer: {self.shown_answer()}. {self.explanation}"

    def __str__(self) -> str:
        return self.prompt

    def __repr__(self) -> str:
        return f"Question({self.topic!r}: {self.prompt!r})"  # never the answer

    def headline(self) -> str:
        """The prompt as said above the question's picture (the whole prompt where there is none)."""
        return (self.beside_picture or self.prompt) if self.picture else self.prompt

    def _repr_html_(self) -> str:
        """The question as a learner reads it: the prompt, and the cards drawn when it has any."""
        picture = f"<div>{self.picture}</div>" if self.picture else ""
        return f"<p><b>{escape(self.headline())}</b></p>{picture}"

    def ask(self, number: int | None = None) -> Any:
        """The question as a widget: its cards drawn, an answer to click or type, a check, the feedback."""
        return QUESTION_WIDGET()(self, number)
