"""The class's tables on the web: a tornado server (the one Jupyter runs on) with a websocket a page.

A student's page sends what he clicked, ``{"act": "10H", "seen": 17}``; the room checks it by the
rules, writes it, applies it; then every page at that table is sent its own view (``views.seat_view``)
and the teacher's page the table face up. A refusal goes back to the page that asked, in words, and
changes nothing. A seat is held by a secret token in a cookie, given when the student joins (and
given again to a student who comes back with his code); the teacher's actions need the teacher's
token, printed when the server starts.

Everything runs on the server's one thread, one coroutine a connection, which is also the one writer
of the database: a click is a few milliseconds of rules, one commit and four views. The computers'
searches, which take seconds at the expert level, are thought in other processes (``thinking``) and
played when they come back, so that no table waits on another. ``guard`` sets what one address may
hold: connections, a request's size and time, joins a minute.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import hmac
import json
import logging
import multiprocessing
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import tornado.httpserver
import tornado.iostream
import tornado.web
import tornado.websocket

from cardlib.classroom.deal_set import DealNote, DealSet
from cardlib.classroom.report import class_report
from cardlib.classroom.tables import guard, pages
from cardlib.classroom.tables.room import SEARCHING, ClassRoom, ClassTable, Refusal
from cardlib.classroom.tables.store import Store
from cardlib.classroom.tables.thinking import Thinkers, decide, follow_parent
from cardlib.classroom.tables.views import seat_view, teacher_view, waiting_view
from cardlib.classroom.tables.wire import pack
from cardlib.core.cards import Card
from cardlib.core.errors import CardlibError
from cardlib.core.words import shown
from cardlib.records import parse_record
from cardlib.render.svg import card_svg

STATIC = Path(__file__).parent / "static"
FACES = Path(__file__).parents[2] / "widgets" / "static"
STUDENT, TEACHER = "cardlib_seat", "cardlib_teacher"
#: The largest message a page sends is a few dozen bytes; anything far larger is not a page's.
MESSAGE_LIMIT = 4096
#: The least time between two sendings of changed tables to the teacher's pages, in seconds.
TEACHER_EVERY = 0.5
#: The least time between two class reports sent to the teacher, in seconds.
REPORT_EVERY = 2.0
#: Messages a page may send in a second before the rest are refused (a click is one; a person makes a
#: few a second, a script playing at full speed a few dozen).
MESSAGES_A_SECOND = 100
#: Messages all the pages of one computer may send in a second (a student has a page or two open).
MESSAGES_A_COMPUTER = 200
#: Names one address may try to join with in :data:`JOIN_SECONDS` (a student joins once; a typo or
#: two; coming back with a code counts too).
JOINS = 5
JOIN_SECONDS = 600.0
#: The most a student's page may be sent and not yet read (a view is about 30 KB).
UNREAD_BYTES = 2 * 2**20
#: The same for the teacher's page, which is sent every table when it opens (a school's: ~12 MB).
TEACHER_UNREAD_BYTES = 64 * 2**20
#: The server's own log (one line a happening: ``guard.OneLine``).
LOG = logging.getLogger("cardlib.tables")


@dataclass
class Presence:
    """Whether a student's page is open: how many are, and when the last one closed."""

    pages: int = 0
    left: float | None = None

    def words(self) -> str:
        """How the teacher's page says it: "here", "left at 10:42", or "not here yet"."""
        if self.pages:
            return "here"
        if self.left is None:
            return "not here yet"
        return f"left at {time.strftime('%H:%M', time.localtime(self.left))}"


class Tables:
    """The room, its pages' sockets, who is here, and the computers thinking for the tables.

    Everything here runs on the server's one thread; only the computers' searches and the class report
    (which reads the saved files) run elsewhere, in processes of their own.
    """

    def __init__(self, room: ClassRoom, thinkers: Thinkers | None = None, files: int = 1 << 16) -> None:
        self.room = room
        self.thinkers = thinkers
        # The class report reads the saved hands (a tenth of a second for a class, seconds for a
        # school): in a process of its own, so that no click waits for it, started when the teacher's
        # page first opens. It reads files only, each saved whole.
        self.reporter: ProcessPoolExecutor | None = None
        # The deal set as the report's process is sent it: a record holds its game's rules, which do
        # not travel between processes; its text does.
        deal_set = room.deal_set
        self.sent_set = (
            deal_set.game,
            deal_set.seed,
            {n: r.to_json() for n, r in deal_set.deals.items()},
            {n: note.to_dict() for n, note in deal_set.notes.items()},
        )
        self.students: set[StudentSocket] = set()
        #: The students' pages by the table they show (None: a page that waits for a seat).
        self.at: dict[int | None, set[StudentSocket]] = collections.defaultdict(set)
        self.teachers: set[TeacherSocket] = set()
        #: Whose pages are open, by the student's token.
        self.presence: dict[str, Presence] = collections.defaultdict(Presence)
        #: The computer (its address) each student last joined from, by name (kept while the server runs).
        self.joined_from: dict[str, str] = {}
        #: When each table last changed (the teacher sees a table that waits long).
        self.changed_at: dict[int, float] = {}
        #: The tables whose computer is being thought for.
        self.thinking: set[int] = set()
        self.gate = guard.Gate(files)
        self.joins = guard.Rate(JOINS, JOIN_SECONDS, exempt_loopback=True)
        #: Messages one computer's pages may send in a second, all together.
        self.messages = guard.Rate(MESSAGES_A_COMPUTER, 1.0, exempt_loopback=True)
        #: The least time between two class reports, in seconds: longer for a class whose report is slow.
        self.report_every = REPORT_EVERY
        #: The class report waiting to be made (hands finished since the last one), if any.
        self.reporting: asyncio.TimerHandle | None = None
        #: Tables changed since the teacher's pages were last sent them, and the sending to come.
        self.unseen: set[int] = set()
        self.watching: asyncio.TimerHandle | None = None
        #: Work started and not awaited, kept until done (a task nobody holds may be collected).
        self.tasks: set[asyncio.Future[Any]] = set()

    def spawn(self, work: Coroutine[Any, Any, Any]) -> None:
        """Run ``work`` on its own; a failure is one line in the log, never a traceback."""
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Future[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            error = task.exception()
            LOG.warning("%s", f"a page's work failed ({type(error).__name__}: {error})")

    # -- pages -----------------------------------------------------------------------------------

    def changed(self, *tables: ClassTable, seating: bool = False) -> None:
        """Send every page at ``tables`` its new view, and the teacher the tables; computers think on.

        With ``seating`` (someone sat, stood or was forgotten), the pages of students who sit nowhere
        are sent the seats free now.
        """
        now = time.time()
        numbers = {t.number for t in tables}
        for number in numbers:
            self.changed_at[number] = now
        for page in [p for n in numbers for p in self.at.get(n, ())]:
            page.send_view()
        if seating:
            for page in list(self.at.get(None, ())):
                page.send_view()
        self.watch(numbers, students=seating)
        if any(t.state.is_over() for t in tables):
            self.report_soon()
        for table in tables:
            self.think(table)

    def watch(self, numbers: set[int], students: bool = False) -> None:
        """Note ``numbers`` for the teacher's pages, sent together a few times a second at most."""
        if not self.teachers:
            return
        self.unseen |= numbers
        if students:
            self.unseen.add(0)  # no table: the students' list alone
        if self.watching is None:
            self.watching = asyncio.get_running_loop().call_later(TEACHER_EVERY, self._send_tables)

    def _send_tables(self) -> None:
        self.spawn(self.send_tables())

    async def send_tables(self) -> None:
        """Send the teacher's pages the tables changed since they were last sent, a table a message.

        Drawing a table face up takes a few milliseconds: between two tables, the clicks waiting are
        taken, so that thirty tables changed at once never hold up a student's click for long.
        """
        numbers, self.unseen = sorted(self.unseen), set()
        here, since = self.here(), self.since()
        for index, number in enumerate(numbers):
            if index:
                await asyncio.sleep(0)
            view = self.teacher_message(number, here, since)
            for page in list(self.teachers):
                page.send(view)
        self.watching = None
        if self.unseen:  # changed while these were sent
            self.watch(set())

    async def send_all(self, page: TeacherSocket) -> None:
        """Send a teacher's page that has just opened every table, a table a message.

        A school's tables together would be megabytes in one message, and hold every click while drawn.
        """
        here, since = self.here(), self.since()
        for number in [0, *self.room.tables]:
            page.send(self.teacher_message(number, here, since))
            await asyncio.sleep(0)

    def teacher_message(self, number: int, here: dict[str, str], since: dict[int, str]) -> dict[str, Any]:
        """The teacher's message of table ``number`` (0: the students' list alone, which comes first)."""
        return teacher_view(
            self.room, {number} - {0}, here, since, students=number == 0, computers=self.joined_from
        )

    def here(self) -> dict[str, str]:
        """Whether each student's page is open, by name, as the teacher's page says it."""
        return {s.name: self.presence[s.token].words() for s in self.room.students.values()}

    def since(self) -> dict[int, str]:
        """When each table last changed, by number ("10:42")."""
        return {n: time.strftime("%H:%M", time.localtime(t)) for n, t in self.changed_at.items()}

    def report_soon(self) -> None:
        """Make the class report within :data:`REPORT_EVERY` seconds, once however many hands end."""
        if self.teachers and self.reporting is None:
            self.reporting = asyncio.get_running_loop().call_later(self.report_every, self._send_report)

    def _send_report(self) -> None:
        self.reporting = None
        self.spawn(self.send_report())

    def report_process(self) -> ProcessPoolExecutor:
        """The process the class report is made in (started the first time it is asked for)."""
        if self.reporter is None:
            self.reporter = _reporter()
        return self.reporter

    def close(self) -> None:
        """Stop the report's process (a report being made is dropped)."""
        if self.reporter is not None:
            self.reporter.shutdown(wait=False, cancel_futures=True)
            self.reporter = None

    async def send_report(self) -> None:
        """Send the teacher's pages the class report as it stands (the hands just finished written first)."""
        for writing in list(self.room.writing):
            await asyncio.wrap_future(writing)
        started = time.monotonic()
        try:
            made = await asyncio.get_running_loop().run_in_executor(
                self.report_process(), report_html, *self.sent_set, self.room.seat_book.results
            )
        except BrokenProcessPool:  # the report's process died (killed): a new one next time
            self.reporter = None
            return
        # A school's report reads thousands of files: made no more often than it keeps a processor
        # busy a tenth of the time.
        self.report_every = max(REPORT_EVERY, 10 * (time.monotonic() - started))
        report = {"kind": "report", "report": made}
        for page in list(self.teachers):
            page.send(report)

    # -- presence --------------------------------------------------------------------------------

    def arrived(self, page: StudentSocket) -> None:
        """A student's page is open."""
        self.students.add(page)
        self.at[page.number].add(page)
        self._here_changed(page.token, 1)

    def left(self, page: StudentSocket) -> None:
        """A student's page has closed."""
        if page in self.students:
            self.students.discard(page)
            self.at[page.number].discard(page)
            self._here_changed(page.token, -1)

    def moved(self, page: StudentSocket, number: int | None) -> None:
        """A student's page now shows table ``number`` (None: it waits for a seat)."""
        if page.number != number:
            self.at[page.number].discard(page)
            page.number = number
            if page in self.students:
                self.at[number].add(page)

    def _here_changed(self, token: str | None, pages: int) -> None:
        student = self.room.students.get(token) if token else None
        if student is None:
            return
        presence = self.presence[student.token]
        presence.pages = max(0, presence.pages + pages)
        if not presence.pages:
            presence.left = time.time()
        # the students' list, and the table he sits at (whose turn line names him)
        self.watch({student.number} if student.number else set(), students=True)

    # -- the computers ---------------------------------------------------------------------------

    def think(self, table: ClassTable) -> None:
        """If a computer is to act at ``table`` (and the room leaves it to the server), think for it."""
        if self.thinkers is None or table.number in self.thinking:
            return
        turn = self.room.computer_turn(table)
        if turn is None:
            return
        _, state, moment = turn
        self.thinking.add(table.number)
        seed = self.room.deal_set.seed
        try:
            future = self.thinkers.think(seed, table.number, table.deal, state)
        except RuntimeError:  # the pool is shut down (the server is stopping)
            self.thinking.discard(table.number)
            return
        loop = asyncio.get_running_loop()
        future.add_done_callback(
            lambda done: loop.call_soon_threadsafe(self.thought, table.number, moment, state, done)
        )

    def thought(self, number: int, moment: int, state: Any, done: Future[str]) -> None:
        """A computer's decision for table ``number`` at ``moment`` has come back: play it if still due."""
        self.thinking.discard(number)
        if done.cancelled():
            return
        error = done.exception()
        if error is not None:
            # A thinking process that failed (killed, out of memory): the rule of thumb plays this card,
            # so that the table never waits for a decision that will not come.
            LOG.warning("%s", f"a computer's search failed ({type(error).__name__}); a rule of thumb played")
            deal = self.room.tables[number].deal if number in self.room.tables else 0
            action = decide(
                self.room.deal_set.game, "rule of thumb", self.room.deal_set.seed, number, deal, state
            )
        else:
            action = done.result()
        table = self.room.computer_plays(number, moment, action)
        if table is not None:
            self.changed(table)
        elif number in self.room.tables:
            self.think(self.room.tables[number])  # the table moved on meanwhile: think for it as it is now


def _reporter() -> ProcessPoolExecutor:
    """The process the class report is made in, started now (not in the middle of a class's clicks)."""
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=_ready)
    pool.submit(int)  # the process starts now
    return pool


def _ready() -> None:
    """The report's process ends with the server; what the report needs is loaded before it is asked for."""
    follow_parent()
    import cardlib.classroom.report  # noqa: F401


def report_html(
    game: str, seed: int, deals: dict[str, str], notes: dict[str, dict[str, Any]], results: Path
) -> str:
    """The class report so far, as HTML (the hands saved so far, without the slow analysis).

    The set is given as its game, seed, each deal's record as text and its notes as ``set.json``
    keeps them.
    """
    records = {name: parse_record(text) for name, text in deals.items()}
    kept = {
        name: DealNote(n["title"], n["point"], n["comment"], tuple(n["line"])) for name, n in notes.items()
    }
    deal_set = DealSet(game, seed, records, kept)
    try:
        report = class_report(deal_set, results, analyse=False)
    except CardlibError as error:
        return f"<p>No report yet: {escape(str(error))}.</p>"
    return report._repr_html_()


def is_key(given: str | None, key: str) -> bool:
    """True when ``given`` is the teacher's key (compared in constant time, so that no timing tells)."""
    return given is not None and hmac.compare_digest(given.encode(), key.encode())


class StaleForm(tornado.web.HTTPError):
    """A form sent with a token the browser no longer holds (its cookies were cleared since)."""


class OneLineErrors(tornado.web.RequestHandler):
    """A request's failure is one line in the server's log, never a traceback."""

    def log_exception(self, typ: Any, value: Any, tb: Any) -> None:
        """One line in the server's log (a client's mistakes, ``HTTPError``, not at all)."""
        if not isinstance(value, tornado.web.HTTPError):
            LOG.warning("%s", f"{self.request.method} {self.request.path}: {typ.__name__}: {value}")


class Page(OneLineErrors):
    """A page of the class: the tables and the pages are shared through the application's settings."""

    @property
    def tables(self) -> Tables:
        """The class's room and sockets."""
        tables: Tables = self.application.settings["tables"]
        return tables

    def prepare(self) -> None:
        """Count the request with its computer's pages' messages.

        A script that sends forms without end is answered "too many" (429) rather than served.
        """
        if not self.tables.messages.allow(self.request.remote_ip or ""):
            raise tornado.web.HTTPError(429)

    def token(self) -> str | None:
        """The student's token from his cookie, if any."""
        value = self.get_cookie(STUDENT)
        return value if value and len(value) < 100 else None

    def keep(self, name: str, secret: str) -> None:
        """Keep ``secret`` in the browser: unreadable by the page's scripts and sent only to this site.

        Behind a proxy that speaks TLS (and says so), it is sent over TLS only.
        """
        secure = self.request.protocol == "https"
        self.set_cookie(name, secret, httponly=True, samesite="Strict", expires_days=2, secure=secure)

    def write_page(self, title: str, body: str, script: str = "") -> None:
        """Write a whole page of the class."""
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Content-Security-Policy", pages.POLICY)
        self.write(pages.page(title, body, script))

    def check_xsrf_cookie(self) -> None:
        """A form whose token no longer matches the browser's (its cookies cleared since) is said so."""
        try:
            super().check_xsrf_cookie()
        except tornado.web.HTTPError:
            raise StaleForm(403) from None

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """An error page in words, never a traceback."""
        error = kwargs.get("exc_info", (None, None, None))[1]
        if isinstance(error, StaleForm):
            form = (
                pages.join_form(self.xsrf_form_html(), self.tables.room) if self.request.path == "/" else ""
            )
            self.write_page(
                "Join the class",
                pages.refusal(
                    "This page was opened before your browser's cookies were cleared, so it was not sent: "
                    "please send it again"
                )
                + (form or '<p><a href=".">Choose your seat again</a></p>'),
            )
            return
        words = {
            404: "There is no such page here.",
            403: "That needs the teacher's link.",
            429: "Too much at once from this computer: wait a minute, then try again.",
        }
        self.write_page(
            "cardlib",
            f"<p>{words.get(status_code, 'Something went wrong; go back and try again.')}</p>"
            '<p><a href=".">The class\'s tables</a></p>',
        )


class JoinPage(Page):
    """``/``: a name to join with, or (once joined) the seats to choose from."""

    def get(self) -> None:
        """The join form, or the seats once joined."""
        room = self.tables.room
        try:
            student = room.student(self.token())
        except CardlibError:
            self.write_page("Join the class", pages.join_form(self.xsrf_form_html(), room))
            return
        if student.seat is not None or room.teacher_seats:
            self.redirect("play")  # his table, or the live page that waits for the teacher to seat him
            return
        self.write_page("Choose a seat", pages.seat_form(self.xsrf_form_html(), room, student.name))

    def post(self) -> None:
        """Join with the name given (and code, coming back), or say why not."""
        room = self.tables.room
        name, code = self.get_body_argument("name", ""), self.get_body_argument("code", "")
        address = self.request.remote_ip or ""
        try:
            if not self.tables.joins.allow(address):
                raise Refusal(
                    "too many names joined from this computer in a short time: ask the teacher, who can "
                    "seat you, or wait ten minutes"
                )
            retired = set(room.retired)
            token = room.join(name, code)
        except CardlibError as error:
            then = "exercises" if self.get_body_argument("then", "") == "exercises" else ""
            form = pages.join_form(self.xsrf_form_html(), room, name if isinstance(name, str) else "", then)
            self.write_page("Join the class", pages.refusal(str(error)) + form)
            return
        self.keep(STUDENT, token)
        self.tables.joined_from[room.students[token].name] = address
        given_up = set(room.retired) - retired
        for page in [p for p in self.tables.students if p.token in given_up]:
            page.send_view()  # a page of his left open elsewhere: the seat was opened on another
        self.tables.watch(set(), students=True)
        # a student who joined to answer the class's questions goes back to them
        self.redirect("exercises" if self.get_body_argument("then", "") == "exercises" else ".")


class SitPage(Page):
    """``/sit``: take a free seat (the form for pages without their script; the table's page sits live)."""

    def get(self) -> None:
        """Back, reload or a bookmark of the form's address: the seats to choose from."""
        self.redirect(".")

    def post(self) -> None:
        """Sit at the seat chosen, or say why not."""
        room = self.tables.room
        token = self.token()
        try:
            moved = sit(room, token, self.get_body_argument("place", ""))
            if moved:  # a seat asked for again changes nothing, and sends nothing to anyone
                self.tables.changed(*moved, seating=True)
        except CardlibError as error:
            student = room.students.get(token) if token else None
            if student is None:
                self.redirect(".")
                return
            form = pages.seat_form(self.xsrf_form_html(), room, student.name)
            self.write_page("Choose a seat", pages.refusal(str(error)) + form)
            return
        self.redirect("play")


def sit(room: ClassRoom, token: str | None, place: object) -> list[ClassTable]:
    """The student holding ``token`` sits at ``place`` ("2 B"); the tables changed (left, and sat at)."""
    number, _, seat = place.partition(" ") if isinstance(place, str) else ("", "", "")
    before = room.students.get(token) if token else None
    # a table's number has a few digits; thousands of them are not a number Python reads quickly
    table = int(number) if number.isascii() and number.isdigit() and len(number) <= 6 else number
    if not room.sit(token, table, seat):
        return []  # he sits there already (a form sent twice): nothing changes, nothing is sent
    seated = room.students[token].number if token else None
    numbers = {n for n in (seated, before.number if before else None) if n is not None}
    return [room.tables[n] for n in sorted(numbers)]


class PlayPage(Page):
    """``/play``: the student's table, kept live by its websocket."""

    def get(self) -> None:
        """The table page; its script fills it."""
        self.write_page("Your table", pages.table_page(), "static/student.js")


class TeacherOnly(Page):
    """A page for the teacher alone: opened from his link (``?key=…``, kept in a cookie), or with it."""

    def prepare(self) -> None:
        """Keep the key of the teacher's link, or refuse a browser that has not been given it.

        The page opens again without the key in its address, so that it is not left in the address
        bar, the history or a projected screen.
        """
        super().prepare()
        key = self.get_query_argument("key", None)
        token = self.tables.room.teacher_token
        if key is not None:
            if not is_key(key, token):
                raise tornado.web.HTTPError(403)
            self.keep(TEACHER, key)
            rest = {k: v[-1].decode() for k, v in self.request.query_arguments.items() if k != "key"}
            # relative, so that it works behind a proxy's prefix too
            self.redirect(self.request.path.rsplit("/", 1)[-1] + (f"?{urlencode(rest)}" if rest else ""))
            return
        if not is_key(self.get_cookie(TEACHER), token):
            raise tornado.web.HTTPError(403)


class TeacherPage(TeacherOnly):
    """``/teacher?key=…``: the teacher's view of every table; the key is kept in a cookie."""

    def get(self) -> None:
        """The teacher's page."""
        self.write_page("The class's tables", pages.teacher_page(), "static/teacher.js")


class NoIcon(tornado.web.RequestHandler):
    """``/favicon.ico``: the browser asks; there is none (and no error in its console)."""

    def get(self) -> None:
        """No content."""
        self.set_status(204)


class Files(tornado.web.StaticFileHandler, OneLineErrors):
    """The pages' scripts, styles and card faces; an address no file could have is not found."""

    def parse_url_path(self, url_path: str) -> str:
        """A path with a NUL or other control character names no file (the system would refuse it)."""
        if any(ord(c) < 32 for c in url_path):
            raise tornado.web.HTTPError(404)
        return super().parse_url_path(url_path)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """No file here: said in words."""
        self.finish(f"{status_code}: there is no such file here.")


class Socket(tornado.websocket.WebSocketHandler):
    """A page's live line: messages in are checked and throttled; views out are JSON (``wire.pack``)."""

    @property
    def tables(self) -> Tables:
        """The class's room and sockets."""
        tables: Tables = self.application.settings["tables"]
        return tables

    def open(self, *args: str, **kwargs: str) -> None:
        """Start counting the page's messages; a computer holding too many lines gets no more.

        A page that does not read what it is sent (a script, not a browser) is closed once
        :attr:`unread_limit` waits for it (:meth:`send`), rather than kept in the server's memory.
        """
        self.window = guard.Rate(MESSAGES_A_SECOND, 1.0)
        self.flooded = False
        self.teacher = False
        self.address = self.request.remote_ip or ""
        stream = self.ws_connection.stream if self.ws_connection is not None else None
        if stream is not None:
            stream.max_write_buffer_size = self.unread_limit
        self.counted = self.tables.gate.admit(self.address)
        if not self.counted:
            self.close(1013, "too many pages open from this computer")

    def admit_teacher(self) -> bool:
        """Whether this line is the teacher's page (his cookie); any other is closed, in words."""
        self.teacher = is_key(self.get_cookie(TEACHER), self.tables.room.teacher_token)
        if not self.teacher:
            self.close(4403, "the teacher's link is needed")
        return self.teacher

    def on_close(self) -> None:
        """The line has closed: it no longer counts against its computer."""
        if getattr(self, "counted", False):
            self.counted = False
            self.tables.gate.release(self.address)

    #: The most a page may have sent to it and not yet read, in bytes (see :meth:`send`).
    unread_limit = UNREAD_BYTES

    def log_exception(self, typ: Any, value: Any, tb: Any) -> None:
        """One fixed line in the server's log (never the client's words, which could flood it)."""
        LOG.warning("%s", f"a page's line failed ({typ.__name__ if typ else 'error'}) and was closed")

    def send(self, message: dict[str, Any]) -> None:
        """Send a message, unless the page has gone (a line closed mid-send is only dropped).

        A page with :attr:`unread_limit` unread is closed (see :meth:`open`).
        """
        try:
            sending = self.write_message(pack(message))
        except tornado.websocket.WebSocketClosedError:
            return
        except tornado.iostream.StreamBufferFullError:
            self.close(1008, "this page does not read what it is sent")
            return
        sending.add_done_callback(_heard)

    def refuse(self, words: str, **more: Any) -> None:
        """Tell the page, in words, why what it asked for was not done."""
        self.send({"kind": "refusal", "message": words if words.endswith(".") else words + ".", **more})

    def read(self, message: str | bytes) -> dict[str, Any] | None:
        """The message as a dict, or ``None`` (and a refusal) for anything a page of the kit never sends."""
        if not self.window.allow("page") or not self.tables.messages.allow(self.address):
            if not self.flooded:  # said once; the rest of a flood is dropped, and costs nothing more
                self.refuse("too many messages at once: wait a moment, then click again")
            self.flooded = True
            return None
        self.flooded = False
        try:
            data = json.loads(message)
        except (ValueError, TypeError, RecursionError):  # RecursionError: brackets nested thousands deep
            data = None
        if not isinstance(data, dict):
            self.refuse("that message is not one this page sends: reload the page")
            return None
        return data


def _heard(sending: Future[None] | asyncio.Future[None]) -> None:
    """A message's sending is over: a line that closed meanwhile is no failure of the server's."""
    if not sending.cancelled():
        sending.exception()  # read, so that no "exception was never retrieved" is logged


class StudentSocket(Socket):
    """``/ws``: a student's page."""

    def open(self, *args: str, **kwargs: str) -> None:
        """Know the student by his cookie and send him his table."""
        super().open()
        if not self.counted:
            return
        self.token = self.get_cookie(STUDENT)
        #: The table the student sits at, as last seen (None: not seated, or not known yet).
        self.number: int | None = None
        #: The cards whose faces this page has been sent.
        self.faces_sent: set[str] = set()
        self.tables.arrived(self)
        self.send_view()

    def on_close(self) -> None:
        """Forget the page."""
        super().on_close()
        self.tables.left(self)

    def send_view(self) -> None:
        """Send the student his view."""
        self.send(self.view_now())

    def view_now(self) -> dict[str, Any]:
        """The student's view now; notes which table he sits at.

        A card's face is sent once a page: the page keeps the faces it was sent.
        """
        room = self.tables.room
        try:
            student = room.student(self.token)
        except CardlibError as error:
            self.tables.moved(self, None)
            return {"kind": "lost", "message": str(error) + "."}
        self.tables.moved(self, student.number)
        if student.number is None or student.seat is None:
            return waiting_view(room, student.name, student.code)
        view = seat_view(room, room.tables[student.number], student.seat, student.name, student.code)
        new = [item["code"] for item in view["hand"] if item["code"] not in self.faces_sent]
        view["faces"] = {code: card_svg(Card.parse(code)) for code in new}
        self.faces_sent.update(new)
        return view

    def on_message(self, message: str | bytes) -> None:
        """A click (or a seat chosen): act on it, then send the table's pages their views."""
        data = self.read(message)
        if data is None:
            return
        room = self.tables.room
        try:
            if "sit" in data:
                moved = sit(room, self.token, data.get("sit"))
                if moved:  # a seat asked for again changes nothing, and sends nothing to anyone
                    self.tables.changed(*moved, seating=True)
                return
            table = room.act(self.token, data.get("act"), data.get("seen"))
        except CardlibError as error:
            # the moment the click was made at, so that a page already past it (a double click) can
            # let the refusal go unsaid
            seen = data.get("seen")
            self.refuse(str(error), **({"seen": seen} if type(seen) is int else {}))
            return
        self.tables.changed(table, seating=table.state.is_over())


class TeacherSocket(Socket):
    """``/ws/teacher``: the teacher's page; every message needs the teacher's cookie."""

    unread_limit = TEACHER_UNREAD_BYTES

    def open(self, *args: str, **kwargs: str) -> None:
        """Only the teacher's page may open this line."""
        super().open()
        if not self.counted:
            return
        if not self.admit_teacher():
            return
        self.tables.teachers.add(self)
        self.tables.report_process()  # started now, not in the middle of the class's clicks
        self.tables.spawn(self.tables.send_all(self))
        self.tables.spawn(self.tables.send_report())

    def on_close(self) -> None:
        """Forget the page."""
        super().on_close()
        self.tables.teachers.discard(self)

    def on_message(self, message: str | bytes) -> None:
        """A teacher's control: do it, then send every page its view."""
        if not self.teacher:  # a line being closed still hears messages for a moment: none counts
            return
        data = self.read(message)
        if data is None:
            return
        room, number, name = self.tables.room, data.get("table"), data.get("name")
        doings: dict[str, Callable[[], object]] = {
            "start": lambda: room.start(number),
            "start every table": lambda: [room.start(n) for n in room.tables],
            "pause": lambda: room.pause(number),
            "play on": lambda: room.pause(number, False),
            "take back a card": lambda: room.take_back(number),
            "take back the trick": lambda: room.take_back(number, whole_trick=True),
            "deal again": lambda: room.replay(number),
            "next deal": lambda: room.next_deal(number),
            "seat": lambda: room.seat_by_teacher(name, number, data.get("seat")),
            "forget": lambda: room.forget(name),
            "new code": lambda: room.renew_code(name),
        }
        doing = data.get("do")
        if not isinstance(doing, str) or doing not in doings:
            self.refuse(f"{shown(doing)}: the teacher may {', '.join(doings)}")
            return
        # The tables it may change: this one, and (seating a student) the one he leaves.
        moving = room.students_by_name().get(name) if isinstance(name, str) else None
        before = moving.number if moving else None
        try:
            doings[doing]()
        except CardlibError as error:
            self.refuse(str(error))
            return
        if doing == "start every table":
            numbers = set(room.tables)
        else:
            numbers = {n for n in (number, before) if isinstance(n, int) and n in room.tables}
        # Seating someone changes the students' list, and the seats free for those still waiting; so do
        # a table started (its empty seats go to the computer) and one moved on (its seats free again).
        seating = doing in ("seat", "forget", "start", "start every table", "next deal", "new code")
        self.tables.changed(*(room.tables[n] for n in sorted(numbers)), seating=seating)


class GuardedServer(tornado.httpserver.HTTPServer):
    """The HTTP server, counting each connection against its address (``guard.Gate``)."""

    def initialize(self, *args: Any, gate: guard.Gate | None = None, **kwargs: Any) -> None:
        """As tornado's, with the gate that counts connections."""
        super().initialize(*args, **kwargs)
        self.gate = gate or guard.Gate(1 << 16)
        self.held: dict[object, str] = {}

    def handle_stream(self, stream: tornado.iostream.IOStream, address: tuple[Any, ...]) -> None:
        """A new connection: closed at once when its address holds too many (or the server is full)."""
        host = str(address[0]) if isinstance(address, tuple) and address else ""
        if not self.gate.admit(host):
            stream.close()
            return
        before = set(self._connections)
        super().handle_stream(stream, address)
        for conn in set(self._connections) - before:
            self.held[conn] = host

    def on_close(self, server_conn: object) -> None:
        """A connection's HTTP life is over (closed, or become a page's websocket)."""
        host = self.held.pop(server_conn, None)
        if host is not None:
            self.gate.release(host)
        super().on_close(server_conn)


def open_room(
    deal_set: DealSet,
    results: Path,
    db: Path,
    tables: int,
    level: str,
    teacher_seats: bool = False,
    where: str = "",
) -> ClassRoom:
    """The class's room, kept in the database ``db`` (made if new), for :func:`serve`.

    A file that is not a class's tables, or is damaged, is refused in one line
    (:class:`~cardlib.core.database.FileRefused`) before anything is written to it; so are results or a
    database another server serves now (:class:`~cardlib.classroom.tables.guard.Busy`, which says
    ``where`` that server listens, as it gave it here). The computers
    of the levels that search think apart (:mod:`~cardlib.classroom.tables.thinking`).
    """
    results = Path(results)
    # The results folder is made now (if new, with any folders above it that are new), so that its
    # lock is held from the start: a second server given the same new folder must find it. Refused,
    # the server leaves the folders as it found them. Each lock is named by the file's real path, so
    # that the same database reached through a link is found held too.
    made = [folder for folder in [results, *results.parents] if not folder.exists()]
    locks = [
        guard.Lock(Path(str(Path(db).resolve()) + ".serving"), f"the class's tables {db}"),
        guard.Lock(results / ".serving", f"the results folder {results}"),
    ]
    taken: list[guard.Lock] = []

    def undo() -> None:
        for lock in taken:
            lock.release()
        for folder in made:  # the deepest first
            with contextlib.suppress(OSError):
                folder.rmdir()

    try:
        if made:
            results.mkdir(parents=True)
        for lock in locks:
            if lock.path.parent.is_dir():
                lock.take(", ".join(filter(None, [guard.process_line(), where])))
                taken.append(lock)
        store = Store(db)
    except BaseException:
        undo()
        raise
    try:
        room = ClassRoom(
            deal_set, results, store, tables, level, teacher_seats, think_apart=level in SEARCHING
        )
    except BaseException:
        store.close()
        undo()
        raise
    room.on_close += [lock.release for lock in taken]
    return room
