"""The class's tables on the web: a tornado server (the one Jupyter runs on) with a websocket a page.

A student's page sends what he clicked, ``{"act": "10H", "seen": 17}``; the room checks it by the
rules, writes it, applies it and the computers answer; then every page at that table is sent its own
view (``views.seat_view``) and the teacher's page the table face up. A refusal goes back to the page that
asked, in words, and changes nothing. A seat is held by a secret token in a cookie, given when the
student joins; the teacher's actions need the teacher's token, printed when the server starts.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import hmac
import json
import signal
import socket
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from html import escape
from pathlib import Path
from typing import Any

import tornado.web
import tornado.websocket

from cardlib.classroom.deal_set import DealSet
from cardlib.classroom.report import class_report
from cardlib.classroom.tables.room import ClassRoom, ClassTable
from cardlib.classroom.tables.store import Store
from cardlib.classroom.tables.views import seat_view, teacher_view
from cardlib.classroom.tables.wire import pack
from cardlib.core.cards import Card
from cardlib.core.errors import CardlibError
from cardlib.core.words import counted, shown
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


class Tables:
    """The room, its pages' sockets, and one worker thread that does all the room's work in turn.

    The room runs on its own thread (an expert's decision can take a second or two), one call at a
    time, so the sockets stay answered while it thinks and no two changes interleave.
    """

    def __init__(self, room: ClassRoom) -> None:
        self.room = room
        self.worker = ThreadPoolExecutor(1, thread_name_prefix="cardlib-room")
        # The class report reads the saved hands (a tenth of a second for a class): on a thread of its
        # own, so that no table waits for it. It reads files only, each saved whole (HandRecord.save).
        self.reporter = ThreadPoolExecutor(1, thread_name_prefix="cardlib-report")
        self.students: set[StudentSocket] = set()
        self.teachers: set[TeacherSocket] = set()
        #: The class report waiting to be made (hands finished since the last one), if any.
        self.reporting: asyncio.TimerHandle | None = None
        #: Tables changed since the teacher's pages were last sent them, and the sending to come.
        self.unseen: set[int] = set()
        self.watching: asyncio.TimerHandle | None = None

    async def run(self, work: Any, *args: Any) -> Any:
        """``work(*args)`` on the room's thread."""
        return await asyncio.get_running_loop().run_in_executor(self.worker, work, *args)

    async def changed(self, *tables: ClassTable) -> None:
        """Send every page at ``tables`` its new view, and the teacher the tables."""
        self.deliver(tables, await self.run(self.views_now, tables, list(self.students)))

    async def act_then_send(self, work: Any) -> None:
        """``work()`` (which changes a table and returns it), then its pages' views, in one trip to the room.

        A click costs one hand-over between the sockets' thread and the room's rather than two (under
        load, a tenth of a click's time). A refusal (:class:`CardlibError`) is raised from ``work``.
        """
        pages = list(self.students)  # the pages open now, listed on the sockets' thread that changes them

        def act() -> tuple[ClassTable, list[tuple[StudentSocket, dict[str, Any]]]]:
            table = work()
            return table, self.views_now((table,), pages)

        table, views = await self.run(act)
        self.deliver((table,), views)

    def views_now(
        self, tables: tuple[ClassTable, ...], pages: list[StudentSocket]
    ) -> list[tuple[StudentSocket, dict[str, Any]]]:
        """Those of ``pages`` at ``tables`` (or still waiting for a seat) with their views (room's thread)."""
        numbers = {t.number for t in tables}
        return [(p, p.view_now()) for p in pages if p.number is None or p.number in numbers]

    def deliver(
        self, tables: tuple[ClassTable, ...], views: list[tuple[StudentSocket, dict[str, Any]]]
    ) -> None:
        """Send the views made, and note the tables for the teacher's pages."""
        numbers = {t.number for t in tables}
        for page, view in views:
            page.send(view)
        if self.teachers:
            # The teacher watches every table: the tables changed are sent together, a few times a
            # second at most, rather than one message a card.
            self.unseen |= numbers
            if self.watching is None:
                self.watching = asyncio.get_running_loop().call_later(TEACHER_EVERY, self._send_tables)
            if any(t.state.is_over() for t in tables) and self.reporting is None:
                # A report reads every hand saved: made at most once every REPORT_EVERY seconds.
                self.reporting = asyncio.get_running_loop().call_later(REPORT_EVERY, self._send_report)

    def _send_tables(self) -> None:
        self.watching = None
        self.keep_tables = asyncio.ensure_future(self.send_tables())

    async def send_tables(self) -> None:
        """Send the teacher's pages the tables changed since they were last sent."""
        numbers, self.unseen = self.unseen, set()
        view = await self.run(teacher_view, self.room, numbers)
        for page in list(self.teachers):
            page.send(view)

    def _send_report(self) -> None:
        self.reporting = None
        self.keep = asyncio.ensure_future(self.send_report())

    async def send_report(self) -> None:
        """Send the teacher's pages the class report as it stands."""
        made = await asyncio.get_running_loop().run_in_executor(self.reporter, self.report)
        report = {"kind": "report", "report": made}
        for page in list(self.teachers):
            page.send(report)

    def report(self) -> str:
        """The class report so far, as HTML (the hands saved so far, without the slow analysis)."""
        self.room.saved()  # the hands just finished, written
        try:
            report = class_report(self.room.deal_set, self.room.seat_book.results, analyse=False)
        except CardlibError as error:
            return f"<p>No report yet: {escape(str(error))}.</p>"
        return report._repr_html_()


def is_key(given: str | None, key: str) -> bool:
    """True when ``given`` is the teacher's key (compared in constant time, so that no timing tells)."""
    return given is not None and hmac.compare_digest(given.encode(), key.encode())


class Page(tornado.web.RequestHandler):
    """A page of the class: the tables and the pages are shared through the application's settings."""

    @property
    def tables(self) -> Tables:
        """The class's room and sockets."""
        tables: Tables = self.application.settings["tables"]
        return tables

    def token(self) -> str | None:
        """The student's token from his cookie, if any."""
        value = self.get_cookie(STUDENT)
        return value if value and len(value) < 100 else None

    def write_page(self, title: str, body: str, script: str = "") -> None:
        """Write a whole page of the class."""
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header(
            "Content-Security-Policy",
            "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
        )
        self.write(_page(title, body, script))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """An error page in words, never a traceback."""
        words = {
            404: "There is no such page here.",
            403: "That needs the teacher's link, or the form is too old: go back, reload, try again.",
        }
        self.write_page(
            "cardlib",
            f"<p>{words.get(status_code, 'Something went wrong; go back and try again.')}</p>"
            '<p><a href=".">The class\'s tables</a></p>',
        )


class JoinPage(Page):
    """``/``: a name to join with, or (once joined) the seats to choose from."""

    async def get(self) -> None:
        """The join form, or the seats once joined."""
        room = self.tables.room
        try:
            student = room.student(self.token())
        except CardlibError:
            self.write_page("Join the class", await self.tables.run(_join_form, self.xsrf_form_html(), room))
            return
        if student.seat is not None:
            self.redirect("play")
            return
        form = await self.tables.run(_seat_form, self.xsrf_form_html(), room, student.name)
        self.write_page("Choose a seat", form)

    async def post(self) -> None:
        """Join with the name given, or say why not."""
        room = self.tables.room
        name = self.get_body_argument("name", "")
        try:
            token = await self.tables.run(room.join, name)
        except CardlibError as error:
            form = await self.tables.run(_join_form, self.xsrf_form_html(), room)
            self.write_page("Join the class", f'<p class="refusal">{escape(str(error))}.</p>' + form)
            return
        self.set_cookie(STUDENT, token, httponly=True, samesite="Strict", expires_days=2)
        self.redirect(".")


class SitPage(Page):
    """``/sit``: take a free seat."""

    async def post(self) -> None:
        """Sit at the seat chosen, or say why not."""
        room = self.tables.room
        place = self.get_body_argument("place", "")
        number, _, seat = place.partition(" ")
        token = self.token()
        before = room.students.get(token) if token else None
        try:
            table = int(number) if number.isascii() and number.isdigit() else number
            await self.tables.run(room.sit, token, table, seat)
        except CardlibError as error:
            student = room.students.get(token) if token else None
            if student is None:
                self.redirect(".")
                return
            form = await self.tables.run(_seat_form, self.xsrf_form_html(), room, student.name)
            self.write_page("Choose a seat", f'<p class="refusal">{escape(str(error))}.</p>' + form)
            return
        # The table he left (if any) and the one he sat at; the others are as they were.
        seated = room.students[token].number if token else None
        numbers = {n for n in (seated, before.number if before else None) if n is not None}
        await self.tables.changed(*(room.tables[n] for n in numbers))
        self.redirect("play")


class PlayPage(Page):
    """``/play``: the student's table, kept live by its websocket."""

    def get(self) -> None:
        """The table page; its script fills it."""
        self.write_page("Your table", _table_page(), "static/student.js")


class TeacherPage(Page):
    """``/teacher?key=…``: the teacher's view of every table; the key is kept in a cookie."""

    def get(self) -> None:
        """Keep the key from the teacher's link, then show the teacher's page."""
        key = self.get_query_argument("key", None)
        room = self.tables.room
        if key is not None:
            if not is_key(key, room.teacher_token):
                raise tornado.web.HTTPError(403)
            self.set_cookie(TEACHER, key, httponly=True, samesite="Strict", expires_days=2)
            self.redirect("teacher")
            return
        if not is_key(self.get_cookie(TEACHER), room.teacher_token):
            raise tornado.web.HTTPError(403)
        self.write_page("The class's tables", _teacher_page(), "static/teacher.js")


class NoIcon(tornado.web.RequestHandler):
    """``/favicon.ico``: the browser asks; there is none (and no error in its console)."""

    def get(self) -> None:
        """No content."""
        self.set_status(204)


class Socket(tornado.websocket.WebSocketHandler):
    """A page's live line: messages in are checked and throttled; views out are JSON (``wire.pack``)."""

    @property
    def tables(self) -> Tables:
        """The class's room and sockets."""
        tables: Tables = self.application.settings["tables"]
        return tables

    def open(self, *args: str, **kwargs: str) -> None:
        """Start counting the page's messages."""
        self.window: collections.deque[float] = collections.deque()
        self.flooded = False
        self.teacher = False

    def send(self, message: dict[str, Any]) -> None:
        """Send a message, unless the page has gone."""
        with contextlib.suppress(tornado.websocket.WebSocketClosedError):
            self.write_message(pack(message))

    def refuse(self, words: str) -> None:
        """Tell the page, in words, why what it asked for was not done."""
        self.send({"kind": "refusal", "message": words if words.endswith(".") else words + "."})

    def read(self, message: str | bytes) -> dict[str, Any] | None:
        """The message as a dict, or ``None`` (and a refusal) for anything a page of the kit never sends."""
        now = time.monotonic()
        while self.window and now - self.window[0] >= 1:
            self.window.popleft()
        if len(self.window) >= MESSAGES_A_SECOND:
            if not self.flooded:  # said once; the rest of a flood is dropped, and costs nothing more
                self.refuse("too many messages at once: wait a moment, then click again")
            self.flooded = True
            return None
        self.flooded = False
        self.window.append(now)
        try:
            data = json.loads(message)
        except (ValueError, TypeError, RecursionError):  # RecursionError: brackets nested thousands deep
            data = None
        if not isinstance(data, dict):
            self.refuse("that message is not one this page sends: reload the page")
            return None
        return data


class StudentSocket(Socket):
    """``/ws``: a student's page."""

    def open(self, *args: str, **kwargs: str) -> None:
        """Know the student by his cookie and send him his table."""
        super().open()
        self.token = self.get_cookie(STUDENT)
        #: The table the student sits at, as last seen (None: not seated, or not known yet).
        self.number: int | None = None
        #: The cards whose faces this page has been sent.
        self.faces_sent: set[str] = set()
        self.tables.students.add(self)
        self.first = asyncio.ensure_future(self.send_view())

    def on_close(self) -> None:
        """Forget the page."""
        self.tables.students.discard(self)

    async def send_view(self) -> None:
        """Send the student his view."""
        self.send(await self.tables.run(self.view_now))

    def view_now(self) -> dict[str, Any]:
        """The student's view now (on the room's thread); notes which table he sits at.

        A card's face is sent once a page: the page keeps the faces it was sent.
        """
        room = self.tables.room
        try:
            student = room.student(self.token)
        except CardlibError as error:
            self.number = None
            return {"kind": "lost", "message": str(error) + "."}
        self.number = student.number
        if student.number is None or student.seat is None:
            return {
                "kind": "waiting",
                "name": student.name,
                "message": f"{student.name}, you have no seat yet: the teacher will seat you.",
            }
        view = seat_view(room, room.tables[student.number], student.seat, student.name)
        new = [item["code"] for item in view["hand"] if item["code"] not in self.faces_sent]
        view["faces"] = {code: card_svg(Card.parse(code)) for code in new}
        self.faces_sent.update(new)
        return view

    async def on_message(self, message: str | bytes) -> None:
        """A click: act on it, then send the table's pages their views."""
        data = self.read(message)
        if data is None:
            return
        room = self.tables.room
        try:
            await self.tables.act_then_send(lambda: room.act(self.token, data.get("act"), data.get("seen")))
        except CardlibError as error:
            self.refuse(str(error))


class TeacherSocket(Socket):
    """``/ws/teacher``: the teacher's page; every message needs the teacher's cookie."""

    def open(self, *args: str, **kwargs: str) -> None:
        """Only the teacher's page may open this line."""
        super().open()
        self.teacher = is_key(self.get_cookie(TEACHER), self.tables.room.teacher_token)
        if not self.teacher:
            self.close(4403, "the teacher's link is needed")
            return
        self.tables.teachers.add(self)
        self.first = asyncio.ensure_future(self.first_view())

    async def first_view(self) -> None:
        """Every table and the report, when the teacher's page opens."""
        self.send(await self.tables.run(teacher_view, self.tables.room))
        await self.tables.send_report()

    def on_close(self) -> None:
        """Forget the page."""
        self.tables.teachers.discard(self)

    async def on_message(self, message: str | bytes) -> None:
        """A teacher's control: do it, then send every page its view."""
        if not self.teacher:  # a line being closed still hears messages for a moment: none counts
            return
        data = self.read(message)
        if data is None:
            return
        room, number = self.tables.room, data.get("table")
        doings = {
            "pause": lambda: room.pause(number),
            "play on": lambda: room.pause(number, False),
            "take back a card": lambda: room.take_back(number),
            "take back the trick": lambda: room.take_back(number, whole_trick=True),
            "deal again": lambda: room.replay(number),
            "next deal": lambda: room.next_deal(number),
            "seat": lambda: room.seat_by_teacher(data.get("name"), number, data.get("seat")),
        }
        doing = data.get("do")
        if not isinstance(doing, str) or doing not in doings:
            self.refuse(f"{shown(doing)}: the teacher may {', '.join(doings)}")
            return
        # The tables it may change: this one, and (seating a student) the one he leaves.
        name = data.get("name")
        moving = None
        if doing == "seat" and isinstance(name, str):
            moving = (await self.tables.run(room.students_by_name)).get(name)
        try:
            await self.tables.run(doings[doing])
        except CardlibError as error:
            self.refuse(str(error))
            return
        numbers = {
            n for n in (number, moving.number if moving else None) if n is not None and n in room.tables
        }
        await self.tables.changed(*(room.tables[n] for n in numbers))
        if doing == "seat":  # the students' list and the seats' choices change on every table
            self.send(await self.tables.run(teacher_view, room))


def application(room: ClassRoom) -> tornado.web.Application:
    """The class's web application over ``room``."""
    return tornado.web.Application(
        [
            (r"/", JoinPage),
            (r"/sit", SitPage),
            (r"/play", PlayPage),
            (r"/teacher", TeacherPage),
            (r"/favicon.ico", NoIcon),
            (r"/ws", StudentSocket),
            (r"/ws/teacher", TeacherSocket),
            (r"/static/faces/(.*)", tornado.web.StaticFileHandler, {"path": str(FACES)}),
            (r"/static/(.*)", tornado.web.StaticFileHandler, {"path": str(STATIC)}),
        ],
        tables=Tables(room),
        xsrf_cookies=True,
        websocket_max_message_size=MESSAGE_LIMIT,
        websocket_ping_interval=20,
    )


def _page(title: str, body: str, script: str) -> str:
    tag = f'<script type="module" src="{script}"></script>' if script else ""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{escape(title)}</title><link rel="stylesheet" href="static/faces/card_faces.css">'
        f'<link rel="stylesheet" href="static/tables.css">{tag}</head>'
        f"<body><h1>{escape(title)}</h1>{body}</body></html>"
    )


def _join_form(xsrf: str, room: ClassRoom) -> str:
    return (
        f"<p>A class of {escape(room.deal_set.game.title())}: {len(room.tables)} tables. "
        "Write your name (as the teacher knows you) to join.</p>"
        f'<form method="post" action=".">{xsrf}<label>Your name <input name="name" maxlength="40" autofocus '
        'autocomplete="off"></label> <button type="submit">Join</button></form>'
    )


def _seat_form(xsrf: str, room: ClassRoom, name: str) -> str:
    free = [(n, s) for n, s in room.free_seats() if not room.tables[n].state.is_over()]
    if room.teacher_seats:
        return (
            f"<p>{escape(name)}, the teacher seats everyone in this class.</p>"
            "<p><a href='play'>Wait at your table's page</a>: it fills in when you are seated.</p>"
        )
    if not free:
        return (
            f"<p>{escape(name)}, every seat is taken: the teacher will seat you.</p>"
            "<p><a href='play'>Wait here</a></p>"
        )
    buttons = "".join(
        f'<button type="submit" name="place" value="{n} {escape(s)}" class="seat">table {n}, seat {escape(s)}'
        f"{_sitting(room, n)}</button>"
        for n, s in free
    )
    return (
        f"<p>{escape(name)}, choose a free seat (the computer plays it until you sit), "
        "or <a href='play'>wait for the teacher to seat you</a>.</p>"
        f'<form method="post" action="sit">{xsrf}<div class="seats">{buttons}</div></form>'
    )


def _sitting(room: ClassRoom, number: int) -> str:
    names = sorted(room.tables[number].students.values())
    return f" <small>(with {escape(', '.join(names))})</small>" if names else ""


def _table_page() -> str:
    return (
        '<div id="status" role="status" aria-live="polite">Connecting…</div>'
        '<div id="refusal" class="refusal" role="alert"></div>'
        '<div id="picture" class="board"></div><p id="players"></p>'
        '<h2 id="hand-title">Your hand</h2><div id="hand"></div><div id="actions" class="actions"></div>'
        '<div id="last"></div><div id="result"></div><p id="scores"></p>'
    )


def _teacher_page() -> str:
    return (
        '<div id="status" role="status" aria-live="polite">Connecting…</div>'
        '<div id="refusal" class="refusal" role="alert"></div>'
        '<div id="students"></div><div id="tables" class="tables"></div>'
        '<h2>Class report</h2><div id="report"></div>'
    )


def addresses(host: str, port: int) -> list[str]:
    """The addresses to give the class: this machine's own on its network when it listens on all."""
    if host not in ("0.0.0.0", "::", ""):
        return [f"http://{host}:{port}/"]
    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the outgoing address
            found.append(probe.getsockname()[0])
        except OSError:
            pass
    return [f"http://{address}:{port}/" for address in [*found, "127.0.0.1"]]


def open_room(
    deal_set: DealSet, results: Path, db: Path, tables: int, level: str, teacher_seats: bool = False
) -> ClassRoom:
    """The class's room, kept in the database ``db`` (made if new), for :func:`serve`.

    A file that is not a class's tables, or is damaged, is refused in one line
    (:class:`~cardlib.core.database.FileRefused`) before anything is written to it.
    """
    store = Store(db)
    try:
        return ClassRoom(deal_set, results, store, tables, level, teacher_seats)
    except BaseException:
        store.close()
        raise


def serve(room: ClassRoom, host: str, port: int) -> None:
    """Serve the room's tables until Ctrl-C (or a stop signal); its database keeps them for next time."""
    # The room thinks on its own thread; a shorter switch interval than the default 5 ms lets the
    # sockets' thread answer between its steps, which keeps a click's round trip short under load.
    sys.setswitchinterval(0.0005)
    deal_set, store = room.deal_set, room.store
    app = application(room)

    async def main() -> None:
        server = app.listen(port, host)
        where = addresses(host, port)
        print(
            f"The class's tables ({deal_set.game}, {counted(len(room.tables), 'table')}) are open.",
            flush=True,
        )
        print(f"Students open: {where[0]}", flush=True)
        print(f"The teacher opens: {where[0]}teacher?key={room.teacher_token}", flush=True)
        print("Stop with Ctrl-C; the tables are kept in", store.path, flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for number in (signal.SIGINT, signal.SIGTERM):
            # Not on every system; where not, Ctrl-C ends the server anyway.
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(number, stop.set)
        await stop.wait()
        server.stop()

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
    finally:
        # The room's last work first (an expert may be thinking), then the records it wrote, then the file.
        sockets: Tables = app.settings["tables"]
        sockets.worker.shutdown(wait=True)
        sockets.reporter.shutdown(wait=True)
        room.close()
        store.close()
