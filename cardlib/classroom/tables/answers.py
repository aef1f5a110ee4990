"""A class's exercise answers: the sheet the teacher sets, and every answer checked and kept.

The teacher sets what the class works on as a worksheet is set (topics, a seed, questions a topic),
so that every student answers the same questions. A student's answer is checked here, by the same
``Question.check`` the exercise notebooks use, and written to the class's database (the tables' own
file) before the page is told the verdict: an answer acknowledged is never lost, even to ``kill -9``.
Each answer carries an id the page chose, so that one sent again after a lost line is kept once.

Nothing here knows of the web; the server (``exercise_server``) passes on what a page sent, as it
came, and every refusal is one line in the student's words, with nothing written.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cardlib.classroom.tables.room import Refusal
from cardlib.classroom.tables.store import Store
from cardlib.core.errors import CardlibError
from cardlib.core.words import shown
from cardlib.exercises.attempt import option_label
from cardlib.exercises.questions import Question
from cardlib.exercises.topics import all_topics, make_questions

SCHEMA = """
CREATE TABLE IF NOT EXISTS sheets (
    id INTEGER PRIMARY KEY, topics TEXT NOT NULL, seed INTEGER NOT NULL, count INTEGER NOT NULL,
    UNIQUE (topics, seed, count)
);
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY, sheet INTEGER NOT NULL, student TEXT NOT NULL, number INTEGER NOT NULL,
    given TEXT NOT NULL, verdict TEXT NOT NULL, feedback TEXT NOT NULL, at REAL NOT NULL,
    sent TEXT NOT NULL, UNIQUE (student, sent)
);
"""

#: The verdicts an answer may have: right, wrong, or not read at all (asked again, not marked wrong).
VERDICTS = ("right", "wrong", "unreadable")
#: The longest answer a student may type (the longest right answer is a few words).
LONGEST = 200
#: The most questions a topic may have on a class's sheet, and the most topics on one sheet.
MOST_QUESTIONS, MOST_TOPICS = 20, 8
#: The most answers one student may give to one question (a learner tries a few times; a script
#: sending without end would fill the teacher's page and the disk).
MOST_TRIES = 30
#: What a page's own id for an answer may be: a few letters and digits.
SENT = re.compile(r"[A-Za-z0-9_-]{1,40}")


@dataclass(frozen=True)
class Asked:
    """One question of a sheet: its number on the sheet, its topic and its place among the topic's."""

    number: int
    topic: str
    index: int
    question: Question


@dataclass(frozen=True)
class Sheet:
    """What the class works on: ``count`` questions on each topic, from ``seed``."""

    id: int
    topics: tuple[str, ...]
    seed: int
    count: int

    @property
    def asked(self) -> tuple[Asked, ...]:
        """Every question of the sheet, numbered as the students' page numbers them."""
        return make_sheet(self.topics, self.seed, self.count)

    def question(self, number: int) -> Asked:
        """Question ``number`` (from 1)."""
        return self.asked[number - 1]

    def titles(self) -> str:
        """The topics' titles, as a heading says them."""
        return " · ".join(all_topics()[t].title for t in self.topics)

    def words(self) -> str:
        """What is set, in a line: "Who wins the trick? (seed 7, 8 questions)"."""
        each = "question" if self.count == 1 else "questions"
        topics = "" if len(self.topics) == 1 else " a topic"
        return f"{self.titles()} (seed {self.seed}, {self.count} {each}{topics})"


@lru_cache(maxsize=8)  # the sheets of one class: a few, asked for at each answer
def make_sheet(topics: tuple[str, ...], seed: int, count: int) -> tuple[Asked, ...]:
    """Every question of a sheet, numbered as the students' page numbers them."""
    found: list[Asked] = []
    for topic in topics:
        for index, question in enumerate(make_questions(topic, seed, count)):
            found.append(Asked(len(found) + 1, topic, index, question))
    return tuple(found)


@dataclass(frozen=True)
class Answer:
    """One answer as kept: who gave it, to which question, what he typed, the verdict and feedback."""

    id: int
    sheet: int
    student: str
    number: int
    given: str
    verdict: str
    feedback: str
    at: float
    sent: str


def read_sheet(topics: object, seed: object, count: object) -> tuple[tuple[str, ...], int, int]:
    """The teacher's choice read (topics by name, a seed, questions a topic), or a refusal in one line."""
    names = topics.replace(",", " ").split() if isinstance(topics, str) else topics
    if not isinstance(names, Sequence) or not names or not all(isinstance(n, str) for n in names):
        raise Refusal(f"choose one or more topics: {', '.join(all_topics())}")
    chosen = tuple(dict.fromkeys(names))
    unknown = [n for n in chosen if n not in all_topics()]
    if unknown:
        raise Refusal(f'topic "{unknown[0][:40]}": choose from {", ".join(all_topics())}')
    if len(chosen) > MOST_TOPICS:
        raise Refusal(f"{len(chosen)} topics: a sheet takes {MOST_TOPICS} at most")
    return chosen, _whole(seed, "the seed", 0, 10**9), _whole(count, "questions a topic", 1, MOST_QUESTIONS)


def _whole(value: object, what: str, low: int, high: int) -> int:
    """``value`` (a number, or its digits as typed) between ``low`` and ``high``, or a refusal."""
    text = value.strip() if isinstance(value, str) else value
    if isinstance(text, str) and text.isascii() and text.isdigit() and len(text) <= 10:
        text = int(text)
    if type(text) is not int or not low <= text <= high:
        raise Refusal(f"{what}: give a whole number from {low} to {high}, not {shown(value)[:40]}")
    return text


class AnswerBook:
    """The class's sheet and answers, in the tables' database; the current sheet's answers in memory."""

    def __init__(self, store: Store) -> None:
        self.store = store
        store.db.executescript(SCHEMA)
        self.sheet: Sheet | None = None
        self.answers: list[Answer] = []
        kept = store.meta("sheet")
        if kept is not None and kept.isdigit():
            self.sheet = self._sheet(int(kept))
            self.answers = self.of_sheet(self.sheet.id) if self.sheet else []

    def _sheet(self, sheet_id: int) -> Sheet | None:
        row = self.store.db.execute(
            "SELECT topics, seed, count FROM sheets WHERE id = ?", (sheet_id,)
        ).fetchone()
        if row is None:
            return None
        topics = tuple(row[0].split())
        if not all(t in all_topics() for t in topics):  # a topic a later kit no longer has
            return None
        return Sheet(sheet_id, topics, row[1], row[2])

    def set_sheet(self, topics: object, seed: object, count: object) -> Sheet:
        """Set what the class works on; the same choice again keeps its answers so far."""
        chosen, seed_read, count_read = read_sheet(topics, seed, count)
        try:
            make_sheet(chosen, seed_read, count_read)  # made now, so that a sheet that cannot be made is said
        except CardlibError as error:
            raise Refusal(str(error)) from None
        with self.store.transaction() as db:
            db.execute(
                "INSERT OR IGNORE INTO sheets (topics, seed, count) VALUES (?, ?, ?)",
                (" ".join(chosen), seed_read, count_read),
            )
            (sheet_id,) = db.execute(
                "SELECT id FROM sheets WHERE topics = ? AND seed = ? AND count = ?",
                (" ".join(chosen), seed_read, count_read),
            ).fetchone()
            db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('sheet', ?)", (str(sheet_id),))
        self.sheet = Sheet(sheet_id, chosen, seed_read, count_read)
        self.answers = self.of_sheet(sheet_id)
        return self.sheet

    def of_sheet(self, sheet_id: int) -> list[Answer]:
        """Every answer to one sheet, in the order given."""
        return [
            Answer(*row)
            for row in self.store.db.execute(
                "SELECT id, sheet, student, number, given, verdict, feedback, at, sent FROM answers "
                "WHERE sheet = ? ORDER BY id",
                (sheet_id,),
            )
        ]

    def answer(self, student: str, message: dict[str, Any]) -> tuple[Answer, bool]:
        """Check and keep what a student's page sent; the answer, and whether it is new.

        ``message`` is ``{"sheet": id, "q": number, "sent": id, "answer": text}`` (a typed answer) or
        with ``"option": i`` (the ``i``-th answer offered). An answer sent again (the same ``sent``)
        is the one kept before, not kept twice.
        """
        sent = message.get("sent")
        if not isinstance(sent, str) or not SENT.fullmatch(sent):
            raise Refusal("that answer came without its id: reload the page")
        # An answer kept before is found first: its verdict was lost with the line, not the answer,
        # even if the teacher has set other questions since.
        before = self.store.db.execute(
            "SELECT id, sheet, student, number, given, verdict, feedback, at, sent FROM answers "
            "WHERE student = ? AND sent = ?",
            (student, sent),
        ).fetchone()
        if before is not None:
            return Answer(*before), False
        sheet = self.sheet
        if sheet is None:
            raise Refusal("the teacher has not set any questions yet: wait for the teacher")
        if message.get("sheet") != sheet.id:
            raise Refusal("the teacher has set other questions since: reload the page to see them")
        number = message.get("q")
        if type(number) is not int or not 1 <= number <= len(sheet.asked):
            raise Refusal(
                f"question {shown(number)[:20]}: the questions are numbered 1 to {len(sheet.asked)}"
            )
        question = sheet.question(number).question
        value, given = _given(question, message)
        tries = sum(1 for a in self.answers if a.student == student and a.number == number)
        if tries >= MOST_TRIES:
            raise Refusal(f"{MOST_TRIES} answers to question {number} already: ask the teacher about it")
        try:
            feedback = question.check(value)
        except Exception:
            # A reading the kit got wrong must not break a student's line (his page would send the
            # answer again at each reconnection, for ever): it is said, and nothing is kept.
            raise Refusal(
                "that answer could not be checked: write it another way, or ask the teacher"
            ) from None
        verdict = "right" if feedback.correct else "unreadable" if feedback.unreadable else "wrong"
        row = (sheet.id, student, number, given, verdict, feedback.message, time.time(), sent)
        with self.store.transaction() as db:
            cursor = db.execute(
                "INSERT INTO answers (sheet, student, number, given, verdict, feedback, at, sent) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )
        kept = Answer(cursor.lastrowid or 0, *row)
        self.answers.append(kept)
        return kept, True

    def latest(self, student: str) -> dict[int, Answer]:
        """Each question's latest answer from ``student`` (a page opened again shows them)."""
        return {a.number: a for a in self.answers if a.student == student}


def _given(question: Question, message: dict[str, Any]) -> tuple[Any, str]:
    """The answer a page sent, as ``Question.check`` takes it, and as it is kept in words."""
    if "option" in message:
        option = message["option"]
        if type(option) is not int or not 0 <= option < len(question.options):
            raise Refusal("that answer is not one of those offered: reload the page")
        value = question.options[option]
        if value in question.refused:
            raise Refusal(question.refused[value])
        return value, option_label(value)
    text = message.get("answer")
    if not isinstance(text, str):
        raise Refusal("that message holds no answer: reload the page")
    if len(text) > LONGEST:
        raise Refusal(f"that answer is {len(text)} characters long: write it in {LONGEST} or fewer")
    text = "".join(c for c in text if c.isprintable()).strip()
    if not text:
        raise Refusal("write your answer in the box first, then press Check")
    return text, text
