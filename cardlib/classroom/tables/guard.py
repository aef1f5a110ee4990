"""What keeps one student's laptop from stopping a class: limits on what any one address may hold.

A class server is open to everyone on the class's network, and a page left open in a loop, a script or
a curious student can open connections, send bodies and join names without end. Each limit here is far
above what a browser does (a page holds one or two connections; a student joins once) and far below
what stops the server. The loopback address is the teacher's own machine, or a reverse proxy in front
of the server (which then sets its own limits): only the whole server's limit applies to it.
"""

from __future__ import annotations

import collections
import contextlib
import ipaddress
import logging
import os
import sys
import time
from pathlib import Path
from typing import IO, Any

from cardlib.core.errors import CardlibError

#: Connections one address may hold open at once (a browser opens six at most to a server, and a
#: student's page or two holds one websocket each).
PER_ADDRESS = 64
#: File descriptors the server keeps for itself (its database, logs, the processes that think).
KEPT_FILES = 64
#: Seconds a connection may take to send a request's headers, or wait idle between two requests.
HEADER_SECONDS = 10.0
#: Seconds a request's body may take to arrive (a form is a few hundred bytes).
BODY_SECONDS = 10.0
#: The largest request body taken: the forms send a name, a code and a seat.
BODY_BYTES = 16 * 1024
#: The largest request head taken (a browser's is under 8 KB).
HEADER_BYTES = 16 * 1024


def is_loopback(address: str) -> bool:
    """True for this machine's own address (127.0.0.1, ::1)."""
    try:
        return ipaddress.ip_address(address.split("%")[0]).is_loopback
    except ValueError:
        return False


def open_files_limit() -> int:
    """Raise the open-file limit as far as the system lets this process (a class holds many sockets).

    Returns the limit now, or a large number where the system keeps none that a process can read.
    """
    try:
        import resource
    except ImportError:  # Windows: no such limit on sockets
        return 1 << 16
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 16)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
    return soft if soft != resource.RLIM_INFINITY else 1 << 16


class Gate:
    """Counts the connections open, by address: one more is let in while under both limits.

    The whole server's limit leaves :data:`KEPT_FILES` files below the open-file limit, so that the
    server never fails to open a file of its own (the failure that writes a traceback a connection).
    """

    def __init__(self, files: int, per_address: int = PER_ADDRESS) -> None:
        self.most = max(16, files - KEPT_FILES)
        self.per_address = per_address
        self.open: collections.Counter[str] = collections.Counter()
        self.total = 0
        #: Connections turned away since the last :meth:`turned_away` (told on the console once).
        self.refused = 0

    def admit(self, address: str) -> bool:
        """Count one more connection from ``address`` if it may open one; False (and not counted) if not."""
        crowded = self.total >= self.most
        greedy = not is_loopback(address) and self.open[address] >= self.per_address
        if crowded or greedy:
            self.refused += 1
            return False
        self.open[address] += 1
        self.total += 1
        return True

    def release(self, address: str) -> None:
        """A connection from ``address`` has closed."""
        if self.open[address] > 0:
            self.open[address] -= 1
            self.total -= 1
            if not self.open[address]:
                del self.open[address]


class Rate:
    """How often each key (an address) has done something in the last ``seconds``: at most ``most``.

    With ``exempt_loopback``, this machine's own address (the teacher's, or a proxy's) is not counted.
    """

    def __init__(self, most: int, seconds: float, exempt_loopback: bool = False) -> None:
        self.most, self.seconds, self.exempt_loopback = most, seconds, exempt_loopback
        self.times: dict[str, collections.deque[float]] = {}
        self.swept = time.monotonic()

    def allow(self, key: str) -> bool:
        """Count one more for ``key`` if it is under the limit; False (not counted) if it is not."""
        if self.exempt_loopback and is_loopback(key):
            return True
        now = time.monotonic()
        if now - self.swept >= self.seconds:  # keys gone quiet are forgotten: the table never grows
            self.swept = now
            for old in [k for k, q in self.times.items() if not q or now - q[-1] >= self.seconds]:
                del self.times[old]
        done = self.times.setdefault(key, collections.deque())
        while done and now - done[0] >= self.seconds:
            done.popleft()
        if len(done) >= self.most:
            return False
        done.append(now)
        return True


class OneLine(logging.Handler):
    """The server's log: one line a happening, never a traceback, and a line said again is counted.

    A flood of one kind (a client that keeps failing in the same way) costs a line a minute.
    """

    def __init__(self, stream: IO[str] | None = None, every: float = 60.0) -> None:
        super().__init__(logging.WARNING)
        self.stream = stream
        self.every = every
        self.said: dict[str, tuple[float, int]] = {}

    def emit(self, record: logging.LogRecord) -> None:
        """Write the record's message on one line, unless the same was said within ``every`` seconds."""
        try:
            text = " ".join(record.getMessage().split())[:300]
        except Exception:  # a message that cannot be made: its template is said instead
            text = " ".join(str(record.msg).split())[:300]
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            text += f" ({type(error).__name__}: {' '.join(str(error).split())[:120]})"
        now = time.monotonic()
        last, times = self.said.get(text, (0.0, 0))
        if now - last < self.every:
            self.said[text] = (last, times + 1)
            return
        if len(self.said) > 1000:
            self.said.clear()
        again = f" (and {times} more like it)" if times else ""
        self.said[text] = (now, 0)
        stream = self.stream or sys.stderr
        with contextlib.suppress(OSError, ValueError):
            stream.write(f"cardlib class serve: {text}{again}\n")
            stream.flush()


#: The logs a class server writes to: tornado's, asyncio's, the processes', and its own.
LOGS = ("tornado.access", "tornado.application", "tornado.general", "asyncio", "concurrent", "cardlib.tables")


def quiet_logs(handler: logging.Handler | None = None) -> logging.Handler:
    """Send tornado's and asyncio's warnings through :class:`OneLine` (and no further)."""
    handler = handler or OneLine()
    for name in LOGS:
        log = logging.getLogger(name)
        log.handlers = [handler]
        log.propagate = False
        log.setLevel(logging.WARNING)
    return handler


class Busy(CardlibError):
    """Another server holds the class's tables or results; the message says which, in one line."""


class Lock:
    """An exclusive hold on a file beside what a server keeps (``RESULTS/.serving``), while it serves.

    A second server given the same results or database is refused at start, before it writes anything:
    two writers of one class would each think its tables were the only ones.
    """

    def __init__(self, path: Path, what: str) -> None:
        self.path, self.what = path, what
        self.file: IO[str] | None = None

    def take(self, saying: str) -> None:
        """Hold the lock, writing ``saying`` in it (where this server listens); :class:`Busy` if held."""
        try:
            file = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held open while serving
        except OSError as error:
            why = error.strerror or error
            raise Busy(f"{self.what}: cannot keep the lock file {self.path} ({why})") from None
        if not _lock(file):
            file.seek(0)
            holder = " ".join(file.read(200).split()) or "another server"
            file.close()
            raise Busy(
                f"{self.what} is served already ({holder}): stop that server first, or give other folders"
            )
        file.seek(0)
        file.truncate()
        file.write(saying)
        file.flush()
        self.file = file

    def release(self) -> None:
        """Let the lock go, and its file (a server stopped, or refused, leaves nothing behind)."""
        if self.file is not None:
            with contextlib.suppress(OSError):
                self.path.unlink()
            self.file.close()
            self.file = None


def _lock(file: IO[Any]) -> bool:
    """Take an exclusive lock on ``file`` without waiting; False when another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def process_line() -> str:
    """What a lock file says of this server: its process."""
    return f"by process {os.getpid()}"
