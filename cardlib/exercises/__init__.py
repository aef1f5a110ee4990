"""Exercises with self-checks, and worksheets for teachers.

>>> from cardlib.exercises import make_questions
>>> question = make_questions("tricks", seed=1, count=1)[0]
>>> question.check("nobody").correct
False
"""

from cardlib.exercises.questions import Feedback, Question
from cardlib.exercises.topics import all_topics, make_questions
from cardlib.exercises.worksheet import answer_key_html, sheets, worksheet_html, write_worksheet

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
