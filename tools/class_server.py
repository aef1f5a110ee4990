"""Run `cardlib class serve` as its own process, as a teacher does, for the tests and the benchmarks.

``ClassServer`` starts the command on a free port, reads the addresses it prints, and can kill it
(``kill -9`` included) and start it again on the same database: what the fault test and the fault
benchmark do. ``play_table`` seats simulated students (``cardlib.classroom.tables.client.Page``) and
plays random legal clicks over the websockets.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from cardlib.classroom.tables.client import Page


def free_port() -> int:
    """A port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ClassServer:
    """``cardlib class serve SET RESULTS`` in a process of its own; ``start``, ``kill``, ``start`` again."""

    def __init__(
        self, deal_set: Path, results: Path, tables: int = 1, level: str = "random", host: str = "127.0.0.1"
    ) -> None:
        self.deal_set, self.results, self.tables, self.level = deal_set, results, tables, level
        self.host = host
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        self.key = ""

    @property
    def base(self) -> str:
        """The students' address."""
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> None:
        """Start the server and wait until it says it is open."""
        command = [sys.executable, "-m", "cardlib", "class", "serve", str(self.deal_set), str(self.results)]
        command += ["--tables", str(self.tables), "--level", self.level, "--port", str(self.port)]
        command += ["--host", self.host]
        # What the server says goes to a file (a pipe nobody read would fill and stop it): see said().
        self.log = self.results.parent / f"{self.results.name}.server.log"
        with open(self.log, "a", encoding="utf-8") as out:
            self.start_at = out.tell()
            self.process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env={**os.environ})
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            said = self.said()
            found = re.search(r"key=(\S+)", said)
            if found:
                self.key = found.group(1)
                return
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped before it opened: {said}")
            time.sleep(0.05)
        raise RuntimeError(f"the server did not open within {timeout} s: {self.said()}")

    def said(self) -> str:
        """Everything the server has said since it was last started (its console: output and errors)."""
        with open(self.log, encoding="utf-8") as log:
            log.seek(self.start_at)
            return log.read()

    def kill(self, hard: bool = True) -> None:
        """Stop the server: ``kill -9`` (hard) or a plain stop signal."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL if hard else signal.SIGTERM)
            self.process.wait(30)
        self.process = None

    def memory(self) -> int:
        """The server's resident memory in bytes (Linux), 0 where it cannot be read."""
        if self.process is None:
            return 0
        try:
            status = Path(f"/proc/{self.process.pid}/status").read_text()
        except OSError:
            return 0
        found = re.search(r"VmRSS:\s+(\d+) kB", status)
        return int(found.group(1)) * 1024 if found else 0

    def cpu_seconds(self, children: bool = False) -> float:
        """Processor time the server has used (Linux), 0 where it cannot be read.

        With ``children``, its thinking processes' too (those still running).
        """
        if self.process is None:
            return 0.0
        pids = [self.process.pid] + (self.children() if children else [])
        return sum(_cpu(pid) for pid in pids)

    def children(self) -> list[int]:
        """The server's own processes (the computers' thinking), by their parent (Linux)."""
        if self.process is None:
            return []
        found = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == self.process.pid:
                found.append(int(stat.parent.name))
        return found


def _cpu(pid: int) -> float:
    """A process's processor seconds, user and system (Linux), 0 where it cannot be read."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def seat_table(base: str, number: int, seats: tuple[str, ...], prefix: str = "") -> dict[str, Page]:
    """A student at every seat of table ``number``, each with his table's websocket open."""
    pages = {}
    for seat in seats:
        page = Page(base)
        await page.join(f"{prefix}T{number} {seat}", f"{number} {seat}")
        await page.open()
        pages[seat] = page
    return pages


async def settle(pages: dict[str, Page], seen: int | None = None, timeout: float = 20) -> dict:
    """Read every page's messages until they all show the same moment (``seen`` if given); that view."""
    deadline = time.monotonic() + timeout
    while True:
        views = [p.view for p in pages.values()]
        moments = {v.get("seen") for v in views}
        if (
            len(moments) == 1
            and (seen is None or seen in moments)
            and all(v.get("kind") == "seat" for v in views)
        ):
            return views[0]
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"the pages never agreed: {moments}")
        behind = [p for p in pages.values() if p.view.get("seen") != max(m or 0 for m in moments)]
        await asyncio.wait_for((behind or list(pages.values()))[0].receive(), left)


def offered(view: dict) -> list[str]:
    """What a seat's view lets its student click: his playable cards, then the calls."""
    return [c["code"] for c in view["hand"] if c["state"] == "normal"] + [
        a for _, calls in view["actions"] for a in calls
    ]


async def click(pages: dict[str, Page], rng: random.Random) -> tuple[str, str] | None:
    """The student to act clicks a random card or call offered: (seat, action); None once the hand is over."""
    view = await settle(pages)
    for seat, page in pages.items():
        mine = page.view
        if mine.get("yours"):
            action = rng.choice(offered(mine))
            before = mine["seen"]
            await page.act(action)
            while page.view.get("seen") == before:  # the click is taken when the page's view moves on
                message = await asyncio.wait_for(page.receive(), 20)
                if message["kind"] == "refusal":
                    raise RuntimeError(f"{seat}'s click {action} was refused: {message['message']}")
            return seat, action
    if "hand is over" in view.get("message", ""):
        return None
    raise RuntimeError(f"nobody may act: {view.get('message')}")
