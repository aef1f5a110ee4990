"""What the class's answers say: for each question, who has it right, wrong or not yet, and the mistakes.

A student has a question right once any answer of his was right, wrong while every answer he gave that
could be read was wrong, and not yet while he gave none that could be read. The wrong answers to a
question are grouped by the mistake their feedback names (the rule the student missed: the same
mistake gets the same words, but for the cards, seats and numbers of the answer), and each group is
counted in students, not tries, so that one student trying the same thing five times is one.
"""

from __future__ import annotations

import csv
import io
import re
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from cardlib.classroom.tables.answers import Answer, Sheet


@dataclass(frozen=True)
class Mistake:
    """One mistake made on a question: the feedback that named it, how many students, what they said."""

    feedback: str
    students: int
    #: The answers as typed (the most common spelling of each), with how many students gave each.
    said: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class QuestionCount:
    """How the class stands on one question."""

    number: int
    topic: str
    right: int
    first_time: int
    wrong: int
    not_yet: int
    unreadable: int
    mistakes: tuple[Mistake, ...]


@dataclass(frozen=True)
class StudentCount:
    """How one student stands on one topic of the sheet: right, of them first time, wrong, of how many."""

    right: int
    first_time: int
    wrong: int
    of: int

    def words(self) -> str:
        """How it reads: "5 of 8 right (4 first time), 1 wrong"."""
        first = f" ({self.first_time} first time)" if self.right else ""
        wrong = f", {self.wrong} wrong" if self.wrong else ""
        return f"{self.right} of {self.of} right{first}{wrong}"


def standing(answers: Iterable[Answer]) -> str:
    """One student's standing on one question, from his answers in order: right, wrong or not yet."""
    read = [a for a in answers if a.verdict != "unreadable"]
    if any(a.verdict == "right" for a in read):
        return "right"
    return "wrong" if read else "not yet"


def first_time(answers: Iterable[Answer]) -> bool:
    """Whether the first answer that could be read was right."""
    return next((a.verdict for a in answers if a.verdict != "unreadable"), None) == "right"


def everyone(students: Iterable[str], answers: Iterable[Answer]) -> list[str]:
    """The class: who joined, and who answered (a name since taken off the list), in the order of names."""
    return sorted(set(students) | {a.student for a in answers}, key=str.casefold)


def _by(answers: Iterable[Answer]) -> dict[tuple[int, str], list[Answer]]:
    found: dict[tuple[int, str], list[Answer]] = defaultdict(list)
    for answer in answers:
        found[(answer.number, answer.student)].append(answer)
    return found


def question_counts(sheet: Sheet, answers: list[Answer], students: Iterable[str]) -> list[QuestionCount]:
    """Each question's counts and mistakes; ``students``: the class (who joined, and who answered)."""
    names = everyone(students, answers)
    each = _by(answers)
    counts = []
    for asked in sheet.asked:
        states = Counter(standing(each.get((asked.number, name), [])) for name in names)
        first = sum(first_time(each.get((asked.number, name), [])) for name in names)
        mine = [a for a in answers if a.number == asked.number]
        counts.append(
            QuestionCount(
                asked.number,
                asked.topic,
                states["right"],
                first,
                states["wrong"],
                states["not yet"],
                # those who sent only answers that could not be read (counted among the "not yet")
                sum(
                    1
                    for name in names
                    if each.get((asked.number, name))
                    and all(a.verdict == "unreadable" for a in each[(asked.number, name)])
                ),
                mistakes([a for a in mine if a.verdict == "wrong"]),
            )
        )
    return counts


#: What a feedback says of one answer in particular: a card ("9♠"), a seat standing alone ("Y"), a
#: number ("85", "-30", "12.5%"). Put aside, the words left name the mistake itself.
PARTICULAR = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]|\b[A-Z]\b|[-−]?\d+(?:[.,]\d+)?%?")


def mistake_of(feedback: str) -> str:
    """The mistake a feedback names, whatever answer it was given to.

    "Y's 9♠ is beaten: a higher spade was played" and "A's 5♠ is beaten: …" are one mistake, as are
    "you counted the set-back of 3 as a gain" said of two sums: the feedback is written from one
    template a mistake, and only the particulars differ.
    """
    return PARTICULAR.sub("…", feedback)


def mistakes(wrong: list[Answer]) -> tuple[Mistake, ...]:
    """The wrong answers grouped by the mistake their feedback names, the commonest first.

    Each group is counted in students, and named by its commonest feedback as it was given.
    """
    groups: dict[str, list[Answer]] = defaultdict(list)
    for answer in wrong:
        groups[mistake_of(answer.feedback)].append(answer)
    found = []
    for group in groups.values():
        feedback = Counter(a.feedback for a in group).most_common(1)[0][0]
        spelled: dict[str, Counter[str]] = defaultdict(Counter)
        who: dict[str, set[str]] = defaultdict(set)
        for answer in group:
            key = " ".join(answer.given.casefold().split())
            spelled[key][answer.given] += 1
            who[key].add(answer.student)
        said = sorted(
            ((spelled[k].most_common(1)[0][0], len(who[k])) for k in who), key=lambda s: (-s[1], s[0])
        )
        found.append(Mistake(feedback, len({a.student for a in group}), tuple(said)))
    return tuple(sorted(found, key=lambda m: (-m.students, m.feedback)))


def student_counts(sheet: Sheet, answers: list[Answer], name: str) -> dict[str, StudentCount]:
    """How ``name`` stands on each topic of the sheet."""
    each = _by(a for a in answers if a.student == name)
    found = {}
    for topic in sheet.topics:
        mine = [each.get((asked.number, name), []) for asked in sheet.asked if asked.topic == topic]
        states = Counter(standing(given) for given in mine)
        first = sum(first_time(given) for given in mine)
        found[topic] = StudentCount(states["right"], first, states["wrong"], len(mine))
    return found


#: The columns of the class's answers as CSV, a row an answer.
COLUMNS = (
    "time",
    "student",
    "question",
    "topic",
    "seed",
    "question of the topic",
    "question asked",
    "answer",
    "verdict",
    "feedback",
)


def answers_csv(sheet: Sheet, answers: list[Answer]) -> str:
    """The answers to ``sheet`` as CSV, a row an answer in the order given.

    UTF-8 with a byte-order mark, which spreadsheets need to read names in any alphabet.
    """
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for answer in answers:
        asked = sheet.question(answer.number)
        writer.writerow(
            (
                time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(answer.at)),
                _cell(answer.student),
                answer.number,
                asked.topic,
                sheet.seed,
                asked.index + 1,
                _cell(asked.question.prompt),
                _cell(answer.given),
                answer.verdict,
                _cell(answer.feedback),
            )
        )
    return out.getvalue()


def _cell(text: str) -> str:
    """A student's words as a spreadsheet cell: never read as a formula (``=``, ``+``, ``-``, ``@``).

    A plain number ("-85") stays as it is: a spreadsheet reads it as the number it is.
    """
    try:
        float(text)
    except ValueError:
        return "'" + text if text[:1] in ("=", "+", "-", "@") else text
    return text
