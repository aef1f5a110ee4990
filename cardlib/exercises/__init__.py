"""Exercises with self-checks, and worksheets for teachers.

>>> from cardlib.exercises import make_questions
>>> question = make_questions("tricks", seed=1, count=1)[0]
>>> question.check("nobody").correct
False
"""

import random
from collections.abc import Callable

from cardlib.core.spec import Moved
from cardlib.exercises.questions import Feedback, Question
from cardlib.exercises.topics import all_topics, make_questions
from cardlib.exercises.worksheet import answer_key_html, sheets, worksheet_html, write_worksheet
from cardlib.forwarding import forward

__all__ = [
    "Feedback",
    "Question",
    "all_topics",
    "answer_key_html",
    "make_questions",
    "sheets",
    "worksheet_html",
    "write_worksheet",
]


def _question_makers() -> dict[str, Callable[[random.Random], object]]:
    """The old ``TOPICS``: each topic's question maker by its name (a function of a ``random.Random``)."""
    return {name: topic.make for name, topic in all_topics().items()}


# TOPICS became all_topics(), which gathers each game's topics from its package on first use (issue
# 35); the old dict is still handed on from here, with a warning.
__getattr__ = forward(
    __name__,
    [
        Moved(
            f"{__name__}.TOPICS",
            f"{__name__}:_question_makers",
            "all_topics() gives every topic by name, and a topic's question maker is its .make",
        )
    ],
)
