"""Class tables under load and under faults, on loopback.

Run ``python benchmarks/bench_tables.py [--tables 30] [--deals 2] [--faults 20]``.

**Load.** ``cardlib class serve`` runs as its own process, as a teacher starts it. ``--tables`` tables of
four simulated students (a websocket each: 120 for 30 tables) play whole Boston deals at bot speed,
every table at once. For each click it reports the time until all four pages at that table show the
new moment (median and 99th percentile; the aim is p99 under 100 ms), beside the baseline: the same
click taken in this process with no network (the room's rules, store and four views). It also reports
the server's memory and processor time, and checks that no action was lost or applied twice: every
click is sent twice, as a double click, and the second must be refused; at the end each table's moment
(its count of changes) is the number of clicks it took and the new deals it was moved on to.

**Faults.** One table is played while the server is killed (``kill -9``) at a random moment
``--faults`` times and started again; after each restart every page must come back at the moment it
last saw acknowledged.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from class_server import ClassServer, click, offered, seat_table, settle  # noqa: E402

from cardlib.classroom.deal_set import make_deal_set  # noqa: E402
from cardlib.classroom.tables.client import Page  # noqa: E402
from cardlib.classroom.tables.room import ClassRoom  # noqa: E402
from cardlib.classroom.tables.store import Store  # noqa: E402
from cardlib.classroom.tables.views import seat_view  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def baseline(folder: Path, clicks: int = 200) -> float:
    """Seconds a click takes in this process: the room checks, writes and applies it; four views."""
    deal_set = make_deal_set("boston", 11, 20, folder / "base-set")
    room = ClassRoom(deal_set, folder / "base-results", Store(folder / "base.sqlite"), 1, "random")
    tokens = {}
    for seat in deal_set.players:
        tokens[seat] = room.join(f"base {seat}")
        room.sit(tokens[seat], 1, seat)
    rng, table, times = random.Random(1), room.tables[1], []
    while len(times) < clicks:
        if table.state.is_over():
            if table.deal + 1 < len(room.names):
                room.next_deal(1)
            else:
                room.replay(1)
                room.pause(1, False)
            continue
        start = time.perf_counter()
        room.act(tokens[table.whose_turn()], rng.choice(table.state.legal_actions()), table.seen)
        for seat in deal_set.players:
            seat_view(room, table, seat, seat)
        times.append(time.perf_counter() - start)
    room.store.close()
    return statistics.median(times)


async def play_table(
    pages: dict,
    rng: random.Random,
    latencies: list[float],
    counts: dict,
    teacher: Page,
    deals: int,
    think: tuple[float, float] = (0.0, 0.0),
    until: float = float("inf"),
) -> None:
    """Play ``deals`` deals at the table: click, double-click, and time until all four pages show it.

    The teacher moves the table on after each deal. ``think``: the least and most seconds a student
    waits before he clicks (none: bot speed); ``until``: the clock time to stop at, if sooner.
    """
    played = 0
    while time.perf_counter() < until:
        view = await settle(pages)
        actor = next((p for p in pages.values() if p.view.get("yours")), None)
        if actor is None:  # the hand is over
            played += 1
            if played == deals:
                return
            counts["new deals"] += 1  # a new deal is a moment of the table's too
            await teacher.send({"do": "next deal", "table": view["table"]})
            while view["deal"] == (await settle_moved(pages, view["deal"]))["deal"]:
                pass
            continue
        if think[1]:
            await asyncio.sleep(rng.uniform(*think))
        action, seen = rng.choice(offered(actor.view)), view["seen"]
        start = time.perf_counter()
        message = {"act": action, "seen": seen}
        await actor.send(message)
        await actor.send(message)  # a double click: the server must refuse the second
        await settle_after(pages, seen)
        latencies.append(time.perf_counter() - start)
        counts["clicks"] += 1
        while (await asyncio.wait_for(actor.receive(), 20))["kind"] != "refusal":
            pass  # views of the next moments may come first
        counts["refused doubles"] += 1


async def play_beside_computers(page: Page, rng: random.Random, counts: dict, stop: asyncio.Event) -> None:
    """One student at a table of computers: he plays when it is his turn; they think the rest."""
    while not stop.is_set():
        try:
            message = await asyncio.wait_for(page.receive(), 0.5)
        except asyncio.TimeoutError:
            continue
        if message.get("kind") == "seat" and message.get("yours"):
            await page.act(rng.choice(offered(message)))
            counts["beside computers"] += 1


async def settle_moved(pages: dict, deal: str) -> dict:
    """Wait until every page shows a deal other than ``deal``; the view."""
    for page in pages.values():
        while page.view.get("deal") == deal:
            await asyncio.wait_for(page.receive(), 20)
    return await settle(pages)


async def settle_after(pages: dict, seen: int) -> None:
    """Wait until every page shows a moment after ``seen``."""
    for page in pages.values():
        while (page.view.get("seen") or 0) <= seen:
            message = await asyncio.wait_for(page.receive(), 20)
            if message["kind"] == "refusal":
                raise RuntimeError(f"a click was refused: {message['message']}")


async def watch(teacher: Page) -> None:
    """The teacher's page reads every view it is sent, as a browser would."""
    while True:
        await teacher.receive()


async def load(
    server: ClassServer,
    tables: int,
    deals: int,
    rng: random.Random,
    thinking: int = 0,
    think: tuple[float, float] = (0.0, 0.0),
    seconds: float = float("inf"),
) -> dict:
    """Every table played at once, the teacher watching; the latencies, and the counts to check.

    ``thinking`` more tables each seat one student beside three computers, started by the teacher, so
    that the computers think throughout (their clicks are not timed).
    """
    seated = [await seat_table(server.base, n, ("A", "Y", "B", "Z"), "load ") for n in range(1, tables + 1)]
    beside = []
    for number in range(tables + 1, tables + thinking + 1):
        page = Page(server.base)
        await page.join(f"beside {number}", f"{number} A")
        await page.open()
        beside.append(page)
    teacher = Page(server.base)
    await teacher.teacher(server.key)
    await teacher.open("/ws/teacher")
    for number in range(tables + 1, tables + thinking + 1):
        await teacher.send({"do": "start", "table": number})
    watching = asyncio.ensure_future(watch(teacher))
    latencies: list[float] = []
    counts = {"clicks": 0, "refused doubles": 0, "new deals": 0, "beside computers": 0}
    stop = asyncio.Event()
    others = [
        asyncio.ensure_future(play_beside_computers(page, random.Random(rng.random()), counts, stop))
        for page in beside
    ]
    cpu, own = server.cpu_seconds(children=True), server.cpu_seconds()
    start = time.perf_counter()
    until = start + seconds
    await asyncio.gather(
        *(
            play_table(p, random.Random(rng.random()), latencies, counts, teacher, deals, think, until)
            for p in seated
        )
    )
    wall = time.perf_counter() - start
    stop.set()
    await asyncio.gather(*others)
    watching.cancel()
    teacher.close()
    final = 0
    for pages in seated:
        final += (await settle(pages))["seen"]
    final -= counts["new deals"] + tables  # each table's start, when its fourth student sat, is a moment too
    for pages in seated:
        for page in pages.values():
            page.close()
    for page in beside:
        page.close()
    return {
        "latencies": latencies,
        "clicks": counts["clicks"],
        "refused doubles": counts["refused doubles"],
        "beside computers": counts["beside computers"],
        "moments": final,
        "wall": wall,
        "cpu": server.cpu_seconds(children=True) - cpu,
        "own cpu": server.cpu_seconds() - own,
        "memory": server.memory(),
    }


def machine_address() -> str | None:
    """This machine's own address on its network (not the loopback), if it has one."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            found: str = probe.getsockname()[0]
        except OSError:
            return None
    return None if found.startswith("127.") else found


async def abuse(server: ClassServer, address: str, idle: int, posts: int) -> dict:
    """From ``address``: ``idle`` connections that never send a request and ``posts`` posts of 90 MB;
    meanwhile a new student (from the loopback) joins, sits and is sent his table. Timed, with memory."""
    before = server.memory()
    held = []
    for _ in range(idle):
        with contextlib.suppress(OSError):
            held.append((await asyncio.open_connection(address, server.port))[1])

    async def big_post() -> None:
        _, writer = await asyncio.open_connection(address, server.port)
        writer.write(
            b"POST / HTTP/1.1\r\nHost: class\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            b"Content-Length: 94371840\r\n\r\n"
        )
        with contextlib.suppress(OSError):
            for _ in range(90 * 16):
                writer.write(b"a" * 65536)
                await writer.drain()
        held.append(writer)

    sending = [asyncio.ensure_future(big_post()) for _ in range(posts)]
    await asyncio.sleep(0.5)
    start = time.perf_counter()
    page = Page(server.base)
    await page.join("newcomer", "1 A")
    view = await page.open()
    answered = time.perf_counter() - start
    grown = server.memory() - before
    await asyncio.gather(*sending)
    page.close()
    for writer in held:
        writer.close()
    return {"answered": answered, "kind": view.get("kind"), "grown": grown, "held": len(held) - posts}


async def faults(server: ClassServer, kills: int, rng: random.Random) -> int:
    """Kill the server at random moments of a table's play; how many restarts came back exactly."""
    pages = await seat_table(server.base, 1, ("A", "Y", "B", "Z"), "fault ")
    exact = 0
    for _ in range(kills):
        for _ in range(rng.randint(0, 5)):
            if await click(pages, rng) is None:
                break
        acknowledged = await settle(pages)
        server.kill(hard=True)
        for page in pages.values():
            page.close()
        server.start()
        for page in pages.values():
            await page.open()
        resumed = await settle(pages)
        exact += resumed["seen"] == acknowledged["seen"] and resumed["picture"] == acknowledged["picture"]
    for page in pages.values():
        page.close()
    return exact


#: A class's pace: each student takes half a second to two and a half before he clicks.
PACE = (0.5, 2.5)
PACE_WORDS = "at a class's pace (each student 0.5-2.5 s a click)"


def report_load(name: str, found: dict, base: float, aim: float | None) -> None:
    """Print one load run's figures: latencies against the baseline and the aim, the server's cost."""
    latencies = found["latencies"]
    p50, p99 = statistics.median(latencies), percentile(latencies, 0.99)
    print(
        f"{name}: click to all four pages updated: median {p50 * 1000:.1f} ms ({p50 / base:.1f}x baseline), "
        f"p99 {p99 * 1000:.1f} ms ({p99 / base:.1f}x baseline)"
        + (f"; aim p99 < {aim * 1000:.0f} ms: {'met' if p99 < aim else 'MISSED'}" if aim else "")
    )
    print(
        f"{name}: server {found['memory'] / 2**20:.0f} MB resident, {found['own cpu']:.1f} s of processor "
        f"({found['own cpu'] / found['wall']:.0%} of one core) over {found['wall']:.0f} s, and "
        f"{found['cpu'] - found['own cpu']:.1f} s in its processes that think and report"
    )
    lost = found["moments"] - found["clicks"]
    print(
        f"{name}: actions: {found['clicks']} clicks, {found['moments']} taken by the tables "
        f"({'none lost or doubled' if lost == 0 else f'{lost:+d} WRONG'}); "
        f"double clicks refused: {found['refused doubles']} of {found['clicks']}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=30, help="tables of four students (default: 30)")
    parser.add_argument(
        "--thinking", type=int, default=6, help="more tables, each one student and three experts (default: 6)"
    )
    parser.add_argument("--deals", type=int, default=2, help="deals each table plays (default: 2)")
    parser.add_argument("--school", type=int, default=250, help="tables of the school run (default: 250)")
    parser.add_argument("--seconds", type=float, default=60, help="how long the school plays (default: 60)")
    parser.add_argument(
        "--idle", type=int, default=1100, help="idle connections of the abuse (default: 1100)"
    )
    parser.add_argument("--faults", type=int, default=20, help="kills and restarts (default: 20)")
    parser.add_argument("--only", choices=["class", "school", "abuse", "faults"], help="one part alone")
    args = parser.parse_args()
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder:
        where = Path(folder)
        base = baseline(where)
        print(f"baseline (a click in this process, no network): {base * 1000:.1f} ms")
        make_deal_set("boston", 4, 12, where / "set")  # enough deals for a minute at any pace
        if args.only in (None, "class"):
            for pace, think, deals in (("at bot speed", (0.0, 0.0), args.deals), (PACE_WORDS, PACE, 99)):
                server = ClassServer(
                    where / "set", where / f"results {pace}", args.tables + args.thinking, "expert"
                )
                server.start()
                try:
                    run = load(server, args.tables, deals, rng, args.thinking, think, args.seconds)
                    found = asyncio.run(run)
                finally:
                    server.kill(hard=False)
                print(
                    f"class {pace}: {args.tables} tables of four students ({4 * args.tables} websockets) and "
                    f"the teacher's, {found['clicks']} clicks in {found['wall']:.0f} s; beside them "
                    f"{args.thinking} tables of one student and three expert computers thinking "
                    f"({found['beside computers']} of those students' clicks meanwhile)"
                )
                # At bot speed every table clicks the instant it may: a stress, with no aim of its own.
                report_load(f"class {pace}", found, base, 0.100 if think == PACE else None)
        if args.only in (None, "school"):
            server = ClassServer(where / "set", where / "school-results", args.school)
            server.start()
            try:
                found = asyncio.run(
                    load(server, args.school, 99, rng, think=(0.5, 2.5), seconds=args.seconds)
                )
            finally:
                server.kill(hard=False)
            print(
                f"school: {args.school} tables of four students ({4 * args.school} websockets) and the "
                f"teacher's, {PACE_WORDS}, {found['clicks']} clicks in "
                f"{found['wall']:.0f} s"
            )
            report_load("school", found, base, 0.150)
        address = machine_address()
        if args.only in (None, "abuse") and address is None:
            print("abuse: this machine has no address but the loopback; not tried")
        elif args.only in (None, "abuse"):
            server = ClassServer(where / "set", where / "abuse-results", 2, host="0.0.0.0")
            server.start()
            try:
                found = asyncio.run(abuse(server, address, args.idle, 3))
                log = server.said()
            finally:
                server.kill(hard=False)
            print(
                f"abuse: {found['held']} idle connections and 3 posts of 90 MB from {address}; a new student "
                f"joined, sat and was sent his table in {found['answered'] * 1000:.0f} ms (aim < 1 s: "
                f"{'met' if found['answered'] < 1 else 'MISSED'}); the server grew by "
                f"{found['grown'] / 2**20:.0f} MB "
                f"(aim < 100 MB: {'met' if found['grown'] < 100 * 2**20 else 'MISSED'}); "
                f"its log: {len(log.splitlines())} lines, "
                f"{'no traceback' if 'Traceback' not in log else 'A TRACEBACK'}"
            )
        if args.only in (None, "faults"):
            server = ClassServer(where / "set", where / "fault-results", 1)
            server.start()
            try:
                exact = asyncio.run(faults(server, args.faults, rng))
            finally:
                server.kill(hard=False)
            print(
                f"faults: killed (kill -9) and restarted {args.faults} times; every page back at the same "
                f"card {exact} of {args.faults} times"
            )


if __name__ == "__main__":
    main()
