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
import random
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
    pages: dict, rng: random.Random, latencies: list[float], counts: dict, teacher: Page, deals: int
) -> None:
    """Play ``deals`` deals at the table: click, double-click, and time until all four pages show it.

    The teacher moves the table on after each deal.
    """
    played = 0
    while True:
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


async def load(server: ClassServer, tables: int, deals: int, rng: random.Random) -> dict:
    """Every table played at once, the teacher watching; the latencies, and the counts to check."""
    seated = [await seat_table(server.base, n, ("A", "Y", "B", "Z"), "load ") for n in range(1, tables + 1)]
    teacher = Page(server.base)
    await teacher.teacher(server.key)
    await teacher.open("/ws/teacher")
    watching = asyncio.ensure_future(watch(teacher))
    latencies: list[float] = []
    counts = {"clicks": 0, "refused doubles": 0, "new deals": 0}
    cpu = server.cpu_seconds()
    start = time.perf_counter()
    await asyncio.gather(
        *(play_table(p, random.Random(rng.random()), latencies, counts, teacher, deals) for p in seated)
    )
    wall = time.perf_counter() - start
    watching.cancel()
    teacher.close()
    final = 0
    for pages in seated:
        final += (await settle(pages))["seen"]
    final -= counts["new deals"]
    for pages in seated:
        for page in pages.values():
            page.close()
    return {
        "latencies": latencies,
        "clicks": counts["clicks"],
        "refused doubles": counts["refused doubles"],
        "moments": final,
        "wall": wall,
        "cpu": server.cpu_seconds() - cpu,
        "memory": server.memory(),
    }


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=30, help="tables played at once (default: 30)")
    parser.add_argument("--deals", type=int, default=2, help="deals each table plays (default: 2)")
    parser.add_argument("--faults", type=int, default=20, help="kills and restarts (default: 20)")
    args = parser.parse_args()
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder:
        where = Path(folder)
        base = baseline(where)
        make_deal_set("boston", 4, 3, where / "set")
        server = ClassServer(where / "set", where / "results", args.tables)
        server.start()
        try:
            found = asyncio.run(load(server, args.tables, args.deals, rng))
        finally:
            server.kill(hard=False)
        latencies = found["latencies"]
        p50, p99 = statistics.median(latencies), percentile(latencies, 0.99)
        print(
            f"load: {args.tables} tables, {4 * args.tables} websockets and the teacher's, "
            f"{args.deals} deals a table, "
            f"{found['clicks']} clicks in {found['wall']:.1f} s"
        )
        print(f"baseline (a click in this process, no network): {base * 1000:.1f} ms")
        print(
            f"click to all four pages updated: median {p50 * 1000:.1f} ms ({p50 / base:.1f}x baseline), "
            f"p99 {p99 * 1000:.1f} ms ({p99 / base:.1f}x baseline); "
            f"aim p99 < 100 ms: {'met' if p99 < 0.1 else 'missed'}"
        )
        print(
            f"server: {found['memory'] / 2**20:.0f} MB resident, {found['cpu']:.1f} s of processor "
            f"({found['cpu'] / found['wall']:.0%} of one core)"
        )
        lost = found["moments"] - found["clicks"]
        print(
            f"actions: {found['clicks']} clicks, {found['moments']} taken by the tables "
            f"({'none lost or doubled' if lost == 0 else f'{lost:+d} WRONG'}); "
            f"double clicks refused: {found['refused doubles']} of {found['clicks']}"
        )
        server = ClassServer(where / "set", where / "fault-results", 1)
        server.start()
        try:
            exact = asyncio.run(faults(server, args.faults, rng))
        finally:
            server.kill(hard=False)
        print(
            f"faults: killed (kill -9) and restarted {args.faults} times; every page back at the same card "
            f"{exact} of {args.faults} times"
        )


if __name__ == "__main__":
    main()
