"""The class's exercises on the class server: the students answer, the teacher watches the answers come.

A student opens ``/exercises`` (joined with his name, as at the tables): the questions the teacher set,
drawn. Each answer his page sends (``{"sheet": 3, "q": 2, "sent": "k3x9", "answer": "B"}``, or
``"option": 1`` for an answer clicked) is checked and written (``answers.AnswerBook``) before his page
is told the verdict; the teacher's page of answers (``/answers``) is sent the class's counts a
moment later, gathered, so that thirty answers at once are one sending. The teacher sets the
questions there, shows one to the class (``/show?q=2``), and takes the answers away as CSV
(``/answers.csv``) or a page a student (``/answers-by-student``).
"""

from __future__ import annotations

import asyncio
import re
import secrets
import time
from typing import Any

import tornado.web

from cardlib.classroom.tables import pages
from cardlib.classroom.tables.answer_summary import answers_csv, everyone, question_counts
from cardlib.classroom.tables.answers import AnswerBook, Sheet, make_sheet, read_sheet
from cardlib.classroom.tables.exercise_pages import (
    answers_body,
    exercises_body,
    feedback,
    questions_html,
    show_body,
    student_sheet,
    students_html,
)
from cardlib.classroom.tables.server import STUDENT, Page, Socket, Tables, TeacherOnly
from cardlib.core.errors import CardlibError
from cardlib.core.words import counted
from cardlib.exercises.worksheet import STYLE
from cardlib.render.html import printable_page

#: The least time between two sendings of the class's answers to the teacher's pages, in seconds: the
#: answers that come meanwhile go together.
ANSWERS_EVERY = 0.05


class AnswerHub:
    """The class's answers, the pages that send them and the teacher's pages that watch them."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.book = AnswerBook(tables.room.store)
        self.pages: set[AnswerSocket] = set()
        self.teachers: set[TeachersAnswers] = set()
        self.sending: asyncio.TimerHandle | None = None

    def names(self) -> list[str]:
        """Every student of the class (who joined)."""
        return [s.name for s in self.tables.room.students.values()]

    def changed(self) -> None:
        """Send the teacher's pages the counts soon, with whatever else comes meanwhile."""
        if self.teachers and self.sending is None:
            self.sending = asyncio.get_running_loop().call_later(self.every, self.send)

    #: The time between two sendings: :data:`ANSWERS_EVERY`, or longer while drawing the counts takes
    #: long (a school's answers), so that the tables' clicks are never held up by it.
    every = ANSWERS_EVERY

    def send(self) -> None:
        """Send every teacher's page of answers the class's counts now."""
        self.sending = None
        if self.teachers:
            began = time.perf_counter()
            message = self.message()
            self.every = min(1.0, max(ANSWERS_EVERY, 4 * (time.perf_counter() - began)))
            for page in list(self.teachers):
                page.send(message)

    def message(self) -> dict[str, Any]:
        """The class's counts, as the teacher's page shows them."""
        sheet, answers = self.book.sheet, self.book.answers
        if sheet is None:
            return {
                "kind": "answers",
                "sheet": None,
                "answers": 0,
                "latest": 0,
                "status": "No questions set yet.",
            }
        names = self.names()
        counts = question_counts(sheet, answers, names)
        students = {a.student for a in answers}
        last = time.strftime("%H:%M:%S", time.localtime(answers[-1].at)) if answers else ""
        status = (
            f"{counted(len(answers), 'answer')} from {counted(len(students), 'student')}, the last at {last}."
            if answers
            else "No answers yet: they show here as they come."
        )
        return {
            "kind": "answers",
            "sheet": sheet.id,
            "answers": len(answers),
            "latest": answers[-1].id if answers else 0,
            "status": status,
            "questions": questions_html(sheet, counts),
            "students": students_html(sheet, answers, names),
        }

    def set_sheet(self, topics: object, seed: object, count: object) -> Sheet:
        """Set the class's questions; every student's page is told to show them."""
        sheet = self.book.set_sheet(topics, seed, count)
        for page in list(self.pages):
            page.send({"kind": "sheet", "sheet": sheet.id})
        self.changed()
        return sheet


def hub(handler: tornado.web.RequestHandler) -> AnswerHub:
    """The class's answers, shared through the application's settings."""
    found: AnswerHub = handler.application.settings["answers"]
    return found


class ExercisesPage(Page):
    """``/exercises``: the questions the teacher set, for a student who joined."""

    def get(self) -> None:
        """The questions, with the feedback of his latest answers; the join form if he has not joined."""
        room = self.tables.room
        try:
            student = room.student(self.token())
        except CardlibError:
            form = pages.join_form(self.xsrf_form_html(), room, then="exercises")
            self.write_page("Join the class", form)
            return
        self.write_page("Exercises", self._questions(student.name), "static/exercises.js")

    def _questions(self, name: str) -> str:
        book = hub(self).book
        return exercises_body(book.sheet, name, book.latest(name), self.xsrf_form_html())

    def post(self) -> None:
        """An answer from a page without its script: checked and kept, then the page again at it."""
        room = self.tables.room
        try:
            student = room.student(self.token())
        except CardlibError:
            self.redirect("exercises")
            return
        message: dict[str, Any] = {
            "sent": secrets.token_urlsafe(12),
            "q": _number(self.get_body_argument("q", "")),
        }
        message["sheet"] = _number(self.get_body_argument("sheet", ""))
        option = self.get_body_argument("option", None)
        if option is not None:
            message["option"] = _number(option)
        else:
            message["answer"] = self.get_body_argument("answer", "")
        try:
            hub(self).book.answer(student.name, message)
        except CardlibError as error:
            body = pages.refusal(str(error)) + self._questions(student.name)
            self.write_page("Exercises", body, "static/exercises.js")
            return
        hub(self).changed()
        self.redirect(f"exercises#q{message['q']}")


def _number(text: str) -> int | str:
    return int(text) if re.fullmatch(r"[0-9]{1,6}", text) else text


class AnswersPage(TeacherOnly):
    """``/answers``: the teacher's page of the class's answers, and the choice of questions."""

    def get(self) -> None:
        """The page; its script keeps it live."""
        self.write_page("The class's answers", self._body(), "static/answers.js")

    def _body(self) -> str:
        address = f"{self.request.protocol}://{self.request.host}/"
        return answers_body(self.xsrf_form_html(), hub(self).book.sheet, address)

    async def post(self) -> None:
        """Set the questions the class works on, or say why not.

        The questions are made in a thread (a second for a sheet of searched positions), so that the
        tables play on meanwhile; the sheet is then set with them made.
        """
        topics = self.get_body_arguments("topic")
        seed, count = self.get_body_argument("seed", ""), self.get_body_argument("count", "")
        try:
            await asyncio.get_running_loop().run_in_executor(
                None, make_sheet, *read_sheet(topics, seed, count)
            )
            hub(self).set_sheet(topics, seed, count)
        except CardlibError as error:
            self.write_page(
                "The class's answers", pages.refusal(str(error)) + self._body(), "static/answers.js"
            )
            return
        self.redirect("answers")


class AnswersCsv(TeacherOnly):
    """``/answers.csv``: every answer to the questions set, a row an answer."""

    def get(self) -> None:
        """The CSV, as a file to save."""
        book = hub(self).book
        if book.sheet is None:
            raise tornado.web.HTTPError(404)
        name = f"answers-{'+'.join(book.sheet.topics)}-{book.sheet.seed}.csv"
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", f'attachment; filename="{name}"')
        self.write(answers_csv(book.sheet, book.answers))


class ByStudent(TeacherOnly):
    """``/answers-by-student``: a page a student (or one, ``?name=``), to print or hand back."""

    def get(self) -> None:
        """The students' pages, each on its own sheet of paper."""
        book = hub(self).book
        if book.sheet is None:
            raise tornado.web.HTTPError(404)
        students = everyone(hub(self).names(), book.answers)
        name = self.get_query_argument("name", None)
        if name is not None:
            if name not in students:
                raise tornado.web.HTTPError(404)
            students = [name]
        body = (
            "".join(student_sheet(book.sheet, book.answers, n) for n in students) or "<p>No student yet.</p>"
        )
        style = STYLE + ".student { break-after: page; page-break-after: always; }"
        self.set_header("Content-Security-Policy", pages.POLICY)
        self.write(printable_page(f"Answers: {book.sheet.titles()}", body, style))


class ShowPage(TeacherOnly):
    """``/show?q=N``: one question on the teacher's screen, for the class to discuss."""

    def get(self) -> None:
        """The question, its answer and working, and how the class answered it."""
        book = hub(self).book
        number = _number(self.get_query_argument("q", ""))
        if book.sheet is None or type(number) is not int or not 1 <= number <= len(book.sheet.asked):
            raise tornado.web.HTTPError(404)
        count = question_counts(book.sheet, book.answers, hub(self).names())[number - 1]
        self.write_page(f"Question {number}", show_body(book.sheet, count))


class AnswerSocket(Socket):
    """``/ws/answers``: a student's page of questions sends its answers and hears their verdicts."""

    def open(self, *args: str, **kwargs: str) -> None:
        """Know the student by his cookie; say which questions are set."""
        super().open()
        if not self.counted:
            return
        self.token = self.get_cookie(STUDENT)
        hub(self).pages.add(self)
        sheet = hub(self).book.sheet
        self.send({"kind": "sheet", "sheet": sheet.id if sheet else None})

    def on_close(self) -> None:
        """Forget the page."""
        super().on_close()
        hub(self).pages.discard(self)

    def on_message(self, message: str | bytes) -> None:
        """An answer: checked, kept, then its verdict to the page and the counts to the teacher."""
        data = self.read(message)
        if data is None:
            return
        sent = data.get("sent")
        about = {"sent": sent} if isinstance(sent, str) and len(sent) <= 40 else {}
        try:
            student = self.tables.room.student(self.token)
            answer, new = hub(self).book.answer(student.name, data)
        except CardlibError as error:
            self.refuse(str(error), **about)
            return
        self.send(
            {
                "kind": "verdict",
                "q": answer.number,
                "sent": answer.sent,
                "id": answer.id,
                "verdict": answer.verdict,
                "html": feedback(answer),
                "said": f"Question {answer.number}: {answer.feedback}",
            }
        )
        if new:
            hub(self).changed()


class TeachersAnswers(Socket):
    """``/ws/teacher/answers``: the teacher's page of answers, sent the counts as answers come."""

    unread_limit = 16 * 2**20

    def open(self, *args: str, **kwargs: str) -> None:
        """Only the teacher's page may open this line; it is sent the counts at once."""
        super().open()
        if not self.counted:
            return
        if not self.admit_teacher():
            return
        hub(self).teachers.add(self)
        self.send(hub(self).message())

    def on_close(self) -> None:
        """Forget the page."""
        super().on_close()
        hub(self).teachers.discard(self)

    def on_message(self, message: str | bytes) -> None:
        """The page sends nothing; whatever comes is refused."""
        if self.read(message) is not None:
            self.refuse("this page only shows the answers")


#: The routes of the exercises, added to the class server's own.
ROUTES: list[tuple[str, type[tornado.web.RequestHandler]]] = [
    (r"/exercises", ExercisesPage),
    (r"/answers", AnswersPage),
    (r"/answers\.csv", AnswersCsv),
    (r"/answers-by-student", ByStudent),
    (r"/show", ShowPage),
    (r"/ws/answers", AnswerSocket),
    (r"/ws/teacher/answers", TeachersAnswers),
]
