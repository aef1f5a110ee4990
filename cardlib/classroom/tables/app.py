"""The class's web application, its tables' pages and its exercises' together, and serving it.

The tables' pages and sockets are :mod:`~cardlib.classroom.tables.server`'s, the exercises' are
:mod:`~cardlib.classroom.tables.exercise_server`'s, which build on them; this module puts both
behind one HTTP server with the limits of :mod:`~cardlib.classroom.tables.guard`.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import signal
import socket

import tornado.web

from cardlib.classroom.tables import guard
from cardlib.classroom.tables.exercise_server import ROUTES, AnswerHub
from cardlib.classroom.tables.room import ClassRoom
from cardlib.classroom.tables.server import (
    FACES,
    LOG,
    MESSAGE_LIMIT,
    STATIC,
    Files,
    GuardedServer,
    JoinPage,
    NoIcon,
    PlayPage,
    SitPage,
    StudentSocket,
    Tables,
    TeacherPage,
    TeacherSocket,
)
from cardlib.classroom.tables.thinking import Thinkers
from cardlib.core.words import counted


def _quiet_request_log(handler: tornado.web.RequestHandler) -> None:
    """Only a server's own failures (5xx) reach its log; a client's mistakes (4xx) are his."""
    if handler.get_status() >= 500:
        LOG.warning("%s", f"{handler.get_status()} {handler.request.method} {handler.request.path}")


def application(
    room: ClassRoom, thinkers: Thinkers | None = None, files: int = 1 << 16
) -> tornado.web.Application:
    """The class's web application over ``room`` (``thinkers``: the computers' searches, apart)."""
    tables = Tables(room, thinkers, files)
    return tornado.web.Application(
        [
            *ROUTES,
            (r"/", JoinPage),
            (r"/sit", SitPage),
            (r"/play", PlayPage),
            (r"/teacher", TeacherPage),
            (r"/favicon.ico", NoIcon),
            (r"/ws", StudentSocket),
            (r"/ws/teacher", TeacherSocket),
            (r"/static/faces/(.*)", Files, {"path": str(FACES)}),
            (r"/static/(.*)", Files, {"path": str(STATIC)}),
        ],
        tables=tables,
        answers=AnswerHub(tables),
        xsrf_cookies=True,
        websocket_max_message_size=MESSAGE_LIMIT,
        websocket_ping_interval=20,
        log_function=_quiet_request_log,
    )


def http_server(app: tornado.web.Application, proxy: bool = False) -> GuardedServer:
    """The HTTP server for ``app``, with the limits of ``guard`` (``proxy``: behind a reverse proxy)."""
    tables: Tables = app.settings["tables"]
    return GuardedServer(
        app,
        gate=tables.gate,
        xheaders=proxy,
        idle_connection_timeout=guard.HEADER_SECONDS,
        body_timeout=guard.BODY_SECONDS,
        max_body_size=guard.BODY_BYTES,
        max_header_size=guard.HEADER_BYTES,
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


#: How many collections of the young objects come before one of the whole heap is considered (Python's
#: default is 10; see :func:`short_collections`).
WHOLE_HEAP_AFTER = 100


def short_collections() -> tuple[int, int, int]:
    """Make Python's full collections of cycles rare while the server runs; the thresholds before.

    A school holds a thousand pages' objects for hours, and each full collection looks at all of them:
    a tenth of a second during which no click is taken (the slowest clicks of a school, measured).
    What the server loaded to start (the games, the room) is frozen out of them for good, and a full
    collection is considered ten times less often. (Freezing what each full collection left, too,
    kept the pages of a student who opened and closed them without end: memory without bound.)
    """
    before = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(before[0], before[1], WHOLE_HEAP_AFTER)
    return before


def serve(room: ClassRoom, host: str, port: int, proxy: bool = False) -> None:
    """Serve the room's tables until Ctrl-C (or a stop signal); its database keeps them for next time.

    ``proxy``: the server stands behind a reverse proxy on this machine, which says each student's
    address (``X-Real-IP``); the limits of one address then apply to it.
    """
    deal_set, store = room.deal_set, room.store
    files = guard.open_files_limit()
    guard.quiet_logs()
    thinkers = Thinkers(deal_set.game, room.level) if room.think_apart else None
    app = application(room, thinkers, files)
    tables: Tables = app.settings["tables"]

    thresholds = short_collections()

    async def main() -> None:
        server = http_server(app, proxy)
        server.listen(port, host)
        where = addresses(host, port)
        print(
            f"The class's tables ({deal_set.game}, {counted(len(room.tables), 'table')}) are open.",
            flush=True,
        )
        print(f"Students open: {where[0]}", flush=True)
        print(f"The teacher opens: {where[0]}teacher?key={room.teacher_token}", flush=True)
        print("Stop with Ctrl-C; the tables are kept in", store.path, flush=True)
        for table in room.tables.values():  # computers whose turn it was when the server stopped
            tables.think(table)
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
        gc.set_threshold(*thresholds)
        # The thinking stopped, then the records the room wrote, then the file and its locks.
        if thinkers is not None:
            thinkers.close()
        tables.close()
        store.close()
        room.close()  # its last records written, then the locks let go
