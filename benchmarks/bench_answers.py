"""The class's exercise answers under load and under faults, on loopback (issue 57).

Run ``python benchmarks/bench_answers.py [--students 120] [--count 5] [--kills 10]``.

**Load.** ``cardlib class serve`` runs as its own process, as a teacher starts it, and the teacher sets
a sheet of four topics (``--count`` questions each). ``--students`` students (a websocket each) answer
every question at once, each as fast as his page is told the last verdict, a third of the answers
wrong or unreadable; the teacher's page of answers is open. For each answer it reports the time from
the student's "Check" to the teacher's page being sent counts that hold it (median and 99th
percentile; the aim is p99 under 200 ms), beside the baseline: the same answer checked and kept in
this process with no network. It also checks that the teacher's last counts hold every answer.

**Faults.** Four students answer while the server is killed (``kill -9``) at a random moment
``--kills`` times and started again; their pages send again every answer not yet acknowledged, as the
page's script does. At the end every acknowledged answer must be in the class's database, once.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from class_server import ClassServer  # noqa: E402

from cardlib.classroom.deal_set import make_deal_set  # noqa: E402
from cardlib.classroom.tables.answers import AnswerBook, Sheet  # noqa: E402
from cardlib.classroom.tables.client import Page  # noqa: E402
from cardlib.classroom.tables.store import Store  # noqa: E402

TOPICS = ("tricks", "legal", "setback", "pitch-points")


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def an_answer(sheet: Sheet, number: int, rng: random.Random) -> dict:
    """What a student sends for question ``number``: right, wrong or unreadable, clicked or typed."""
    question = sheet.question(number).question
    if question.options:
        return {"option": rng.randrange(len(question.options))}
    return {"answer": rng.choice([question.shown_answer(), "3", "out", "no idea at all"])}


def baseline(folder: Path, count: int, answers: int = 400) -> float:
    """Seconds an answer takes in this process: read, checked by the question, written, counted."""
    book = AnswerBook(Store(folder / "base.sqlite"))
    sheet = book.set_sheet(TOPICS, 1, count)
    rng, times = random.Random(1), []
    for n in range(answers):
        number = 1 + n % len(sheet.asked)
        message = {"sheet": sheet.id, "q": number, "sent": f"b{n}", **an_answer(sheet, number, rng)}
        start = time.perf_counter()
        book.answer(f"student {n % 30}", message)
        times.append(time.perf_counter() - start)
    book.store.close()
    return statistics.median(times)


async def set_sheet(server: ClassServer, count: int) -> tuple[Page, Sheet]:
    """The teacher's page: the sheet set, the line to the counts open; the sheet as the server made it."""
    teacher = Page(server.base)
    await teacher.teacher(server.key)
    fields = [("topic", t) for t in TOPICS] + [("seed", "1"), ("count", str(count))]
    await teacher.post("/answers", fields)  # the topics as the form's checkboxes send them
    first = await teacher.open("/ws/teacher/answers")
    return teacher, Sheet(first["sheet"], TOPICS, 1, count)


async def load(server: ClassServer, students: int, count: int, rng: random.Random) -> dict:
    """Every student answers every question at once; each answer's time to the teacher's counts."""
    teacher, sheet = await set_sheet(server, count)
    seen: list[tuple[float, int]] = []  # (when, the newest answer the counts hold)

    async def watch() -> None:
        with contextlib.suppress(ConnectionError, asyncio.CancelledError):
            while True:
                message = await teacher.receive()
                if message.get("kind") == "answers":
                    seen.append((time.perf_counter(), message["latest"]))

    watching = asyncio.ensure_future(watch())
    pages = []
    for n in range(students):
        page = Page(server.base)
        await page.join(f"student {n + 1}")
        await page.open("/ws/answers")
        pages.append(page)
    sent: list[tuple[float, int]] = []  # (when Check was pressed, the answer's id)

    async def answer_all(page: Page, who: int) -> None:
        own = random.Random(rng.random())
        for number in range(1, len(sheet.asked) + 1):
            start = time.perf_counter()
            reply = await page.answer(sheet.id, number, f"s{who}-{number}", **an_answer(sheet, number, own))
            if reply.get("kind") != "verdict":
                raise RuntimeError(f"an answer was refused: {reply}")
            sent.append((start, reply["id"]))

    began = time.perf_counter()
    await asyncio.gather(*(answer_all(page, n) for n, page in enumerate(pages)))
    wall = time.perf_counter() - began
    newest = max(i for _, i in sent)
    while not seen or seen[-1][1] < newest:
        await asyncio.sleep(0.05)
    watching.cancel()
    latencies = [next(when for when, latest in seen if latest >= i) - start for start, i in sent]
    for page in [*pages, teacher]:
        page.close()
    return {"latencies": latencies, "answers": len(sent), "wall": wall, "sendings": len(seen)}


async def faults(
    server: ClassServer, db: Path, kills: int, count: int, rng: random.Random
) -> tuple[int, int]:
    """Answers through ``kills`` kill -9s; (answers acknowledged, of them found in the database once)."""
    teacher, sheet = await set_sheet(server, count)
    teacher.close()
    pages = []
    for n in range(4):
        page = Page(server.base)
        await page.join(f"fault {n + 1}")
        pages.append(page)
    acknowledged: set[tuple[str, str]] = set()
    waiting: dict[int, list[dict]] = {n: [] for n in range(4)}

    async def read_until(n: int, sent: str) -> None:
        """Read page ``n``'s replies up to the one to ``sent``; every verdict read is an acknowledgement."""
        while True:
            reply = await pages[n].receive()
            if reply.get("kind") == "verdict":
                acknowledged.add((f"fault {n + 1}", reply["sent"]))
                waiting[n] = [m for m in waiting[n] if m["sent"] != reply["sent"]]
            if reply.get("sent") == sent:
                return

    serial = 0
    for _ in range(kills + 1):
        for page in pages:
            await page.open("/ws/answers")
        for n, page in enumerate(pages):  # what was sent and not acknowledged before the kill, again
            for message in list(waiting[n]):
                await page.send(message)
                await read_until(n, message["sent"])
        for _ in range(rng.randint(1, 12)):
            n = rng.randrange(4)
            number = rng.randint(1, len(sheet.asked))
            serial += 1
            message = {"sheet": sheet.id, "q": number, "sent": f"f{serial}", **an_answer(sheet, number, rng)}
            waiting[n].append(message)
            await pages[n].send(message)
            if rng.random() < 0.8:  # now and then the kill comes before the verdict is read
                await read_until(n, message["sent"])
        server.kill(hard=True)
        for page in pages:
            page.close()
        server.start()
    server.kill(hard=False)
    with sqlite3.connect(db) as found:
        kept = found.execute("SELECT student, sent FROM answers").fetchall()
    once = sum(1 for pair in acknowledged if kept.count(pair) == 1)
    return len(acknowledged), once


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=120, help="students answering at once (default: 120)")
    parser.add_argument("--count", type=int, default=5, help="questions a topic, four topics (default: 5)")
    parser.add_argument("--kills", type=int, default=10, help="kills and restarts (default: 10)")
    args = parser.parse_args()
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder:
        where = Path(folder)
        base = baseline(where, args.count)
        print(f"baseline (an answer checked and kept in this process, no network): {base * 1000:.2f} ms")
        make_deal_set("boston", 4, 2, where / "set")
        # the class's tables laid as for the class (a table of four each), which also lets them all join
        server = ClassServer(where / "set", where / "results", max(1, args.students // 4))
        server.start()
        try:
            found = asyncio.run(load(server, args.students, args.count, rng))
            log = server.said()
        finally:
            server.kill(hard=False)
        p50, p99 = statistics.median(found["latencies"]), percentile(found["latencies"], 0.99)
        print(
            f"load: {args.students} students answering {4 * args.count} questions each at once, "
            f"{found['answers']} answers in {found['wall']:.1f} s, the teacher's page sent the counts "
            f"{found['sendings']} times"
        )
        print(
            f"answer to the teacher's page updated: median {p50 * 1000:.1f} ms ({p50 / base:.0f}x baseline), "
            f"p99 {p99 * 1000:.1f} ms ({p99 / base:.0f}x baseline); aim p99 < 200 ms: "
            f"{'met' if p99 < 0.2 else 'MISSED'}; the server's log: "
            f"{'no traceback' if 'Traceback' not in log else 'A TRACEBACK'}"
        )
        server = ClassServer(where / "set", where / "fault-results", 1)
        server.start()
        try:
            acknowledged, once = asyncio.run(
                faults(server, where / "fault-results" / ".tables.sqlite", args.kills, args.count, rng)
            )
        finally:
            server.kill(hard=False)
        print(
            f"faults: {args.kills} kill -9s while four students answered: {acknowledged} answers "
            f"acknowledged, "
            f"{once} of them in the database exactly once ({'none lost' if once == acknowledged else 'LOST'})"
        )


if __name__ == "__main__":
    main()
