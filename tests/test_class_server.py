"""The class server as a class meets it: who is here, coming back, seats chosen live, the computers
thinking apart, and the limits that keep one student's laptop from stopping everyone."""

from __future__ import annotations

import asyncio
import io
import logging
import sys
import time
from pathlib import Path

import pytest
from test_class_tables import make_room, refusal, run_apart, seat_everyone, serve
from tornado.httpclient import AsyncHTTPClient

from cardlib.classroom.deal_set import make_deal_set
from cardlib.classroom.tables import guard
from cardlib.classroom.tables.client import Page
from cardlib.classroom.tables.room import ClassRoom
from cardlib.classroom.tables.server import open_room
from cardlib.classroom.tables.store import Store
from cardlib.classroom.tables.thinking import Thinkers

sys.path.insert(0, str(Path(__file__).parents[1] / "tools"))


async def teacher_of(base: str, room: ClassRoom) -> tuple[Page, dict]:
    """The teacher's page opened, and its first view: every table (sent a table a message)."""
    teacher = Page(base)
    await teacher.teacher(room.teacher_token)
    first = await teacher.open("/ws/teacher")
    tables = {t["table"]: t for t in first["tables"]}
    while len(tables) < len(room.tables):
        view = await asyncio.wait_for(teacher.receive(), 10)
        if view["kind"] == "teacher":
            tables.update({t["table"]: t for t in view["tables"]})
    return teacher, {**first, "tables": [tables[n] for n in sorted(tables)]}


async def next_teacher_view(teacher: Page, test) -> dict:
    """The teacher's views until one passes ``test``."""
    while True:
        view = await asyncio.wait_for(teacher.receive(), 10)
        if view["kind"] == "teacher" and "students" in view and test(view):
            return view


def test_the_teacher_sees_who_is_here_and_each_student_s_code(tmp_path):
    room = make_room(tmp_path)

    async def main():
        server, base = serve(room)
        teacher, first = await teacher_of(base, room)
        assert first["students"] == []
        ann = Page(base)
        await ann.join("Ann", "1 A")
        view = await ann.open()
        code = room.students_by_name()["Ann"].code
        assert view["kind"] == "seat" and view["code"] == code
        here = await next_teacher_view(
            teacher, lambda v: v["students"] and v["students"][0]["here"] == "here"
        )
        assert here["students"][0] == {
            "name": "Ann",
            "table": 1,
            "seat": "A",
            "code": code,
            "here": "here",
            "from": "127.0.0.1",  # the computer he joined from: many names from one stand out
        }
        ann.close()
        left = await next_teacher_view(teacher, lambda v: v["students"][0]["here"].startswith("left at"))
        assert left["students"][0]["here"] == f"left at {time.strftime('%H:%M')}"
        # A table that waits for its seats says so, and which are missing; one nobody sits at too.
        one = next(t for t in (await teacher_of(base, room))[1]["tables"] if t["table"] == 1)
        assert "starts when seat Y, seat B and seat Z are taken" in one["message"] and not one["started"]
        two = next(t for t in first["tables"] if t["table"] == 2)
        assert two["message"].startswith("Nobody sits at this table yet")
        teacher.close()
        server.stop()

    run_apart(main())


def test_a_student_whose_cookie_is_gone_comes_back_to_his_seat_with_his_code(tmp_path):
    room = make_room(tmp_path)

    async def main():
        server, base = serve(room)
        first = Page(base)
        await first.join("O'Brien", "2 B")
        code = room.students_by_name()["O'Brien"].code
        other = Page(base)  # another browser: no cookie
        _, text = await other.post("/", {"name": "o'brien"})
        assert "O&#x27;Brien has joined already: if that is you, write your code too" in text
        await first.open()
        await other.join("o'brien", code=code.lower())
        view = await other.open()
        assert view["kind"] == "seat" and view["table"] == 2 and view["seat"] == "B"
        # The page left open with the old token is told, at once, that the seat was opened elsewhere.
        while first.view.get("kind") != "lost":
            await asyncio.wait_for(first.receive(), 10)
        assert "your seat was opened on another page with your code" in first.view["message"]
        first.close()
        other.close()
        server.stop()

    run_apart(main())
    assert len(room.students) == 1


def test_a_student_chooses_a_seat_on_the_live_page_and_a_teacher_seated_one_is_moved_there(tmp_path):
    deal_set = make_deal_set("boston", 7, 2, tmp_path / "set")
    room = ClassRoom(deal_set, tmp_path / "r", Store(tmp_path / "c.sqlite"), 2, "random")

    async def main():
        server, base = serve(room)
        ann, bea = Page(base), Page(base)
        await ann.join("Ann")
        await bea.join("Bea")
        waiting = await ann.open()
        assert waiting["kind"] == "waiting" and ["1 A", "table 1, seat A"] in waiting["seats"]
        await bea.open()
        await ann.send({"sit": "1 A"})
        while ann.view["kind"] != "seat":
            await asyncio.wait_for(ann.receive(), 10)
        # Bea's list of free seats follows: table 1's seat A is gone, and it says who sits there.
        while ["1 A", "table 1, seat A"] in bea.view["seats"] or bea.view["kind"] != "waiting":
            await asyncio.wait_for(bea.receive(), 10)
        assert ["1 Y", "table 1, seat Y (with Ann)"] in bea.view["seats"]
        teacher, _ = await teacher_of(base, room)
        await teacher.send({"do": "seat", "name": "Bea", "table": 2, "seat": "Z"})
        while bea.view["kind"] != "seat":
            await asyncio.wait_for(bea.receive(), 10)
        assert bea.view["table"] == 2 and bea.view["seat"] == "Z"
        for page in (ann, bea, teacher):
            page.close()
        server.stop()

    run_apart(main())


def test_the_pages_say_the_right_thing_for_a_reload_a_stale_form_and_an_odd_address(tmp_path):
    room = make_room(tmp_path)

    async def main():
        server, base = serve(room)
        page = Page(base)
        await page.join("Ann")
        # GET /sit (back, reload or a bookmark of the seat form's address): the seats to choose from
        found = await AsyncHTTPClient().fetch(base + "/sit", headers={"Cookie": page._cookie_header()})
        assert found.code == 200 and "Choose a seat" in found.body.decode()
        stale = Page(base)
        stale.cookies = {"_xsrf": "2|11|11|11"}
        status, text = await stale.post("/", {"name": "Bea"})
        assert status == 403 and "please send it again" in text and 'name="name"' in text
        odd = Page(base)
        for path in ("/static/%00", "/static/..%2f..%2fserver.py", "/static/faces/%01x"):
            assert "no such file" in await odd.get(path)
        server.stop()

    log = io.StringIO()
    guard.quiet_logs(guard.OneLine(log))
    try:
        run_apart(main())
    finally:
        for name in guard.LOGS:
            logging.getLogger(name).handlers = []
            logging.getLogger(name).propagate = True
    assert "Traceback" not in log.getvalue()


def test_a_double_click_s_refusal_names_the_moment_it_was_clicked_at(tmp_path):
    room = make_room(tmp_path)
    seat_everyone(room)

    async def main():
        server, base = serve(room)
        page = Page(base)
        await page.join("Dee")
        await page.open()
        await page.send({"act": "pass", "seen": 12345})
        answer = await refusal(page)
        assert answer["seen"] == 12345
        page.close()
        server.stop()

    run_apart(main())


def test_computers_thinking_apart_play_at_the_table_and_only_there(tmp_path):
    deal_set = make_deal_set("pitch", 7, 2, tmp_path / "set")
    room = ClassRoom(deal_set, tmp_path / "r", Store(tmp_path / "c.sqlite"), 2, "random", think_apart=True)
    thinkers = Thinkers("pitch", "random", 1)

    async def main():
        server, base = serve(room, thinkers)
        ann = Page(base)
        await ann.join("Ann", "1 C")
        await ann.open()
        teacher, _ = await teacher_of(base, room)
        await teacher.send({"do": "start", "table": 1})
        while not ann.view.get("yours"):  # the computers at A and B think in another process, then play
            await asyncio.wait_for(ann.receive(), 30)
        for page in (ann, teacher):
            page.close()
        server.stop()

    try:
        run_apart(main())
    finally:
        thinkers.close()
    table = room.tables[1]
    assert [seat for seat, _ in table.state.history][:2] == ["A", "B"]
    assert room.store.actions(1, 0) == [f"{p}: {a}" for p, a in table.state.history]
    assert room.tables[2].state.history == []


def test_one_address_holds_only_so_many_connections_and_the_loopback_any(tmp_path):
    gate = guard.Gate(files=1000, per_address=3)
    assert all(gate.admit("192.0.2.7") for _ in range(3)) and not gate.admit("192.0.2.7")
    assert gate.admit("192.0.2.8") and all(gate.admit("127.0.0.1") for _ in range(50))
    gate.release("192.0.2.7")
    assert gate.admit("192.0.2.7")
    full = guard.Gate(files=guard.KEPT_FILES + 20, per_address=100)
    assert sum(full.admit(f"192.0.2.{n}") for n in range(30)) == 20  # files kept for the server itself
    rate = guard.Rate(2, 60)
    assert rate.allow("a") and rate.allow("a") and not rate.allow("a") and rate.allow("b")


def test_the_log_says_each_thing_once_a_minute_on_one_line():
    out = io.StringIO()
    log = logging.getLogger("cardlib.test.oneline")
    log.handlers, log.propagate = [guard.OneLine(out)], False
    try:
        raise ValueError("bad\nthing")
    except ValueError:
        for _ in range(1000):
            log.error("Uncaught exception", exc_info=True)
    assert out.getvalue() == "cardlib class serve: Uncaught exception (ValueError: bad thing)\n"


def test_a_second_server_on_the_same_results_is_refused_before_it_writes(tmp_path):
    deal_set = make_deal_set("boston", 7, 2, tmp_path / "set")
    (tmp_path / "results").mkdir()
    db = tmp_path / "results" / ".tables.sqlite"
    room = open_room(deal_set, tmp_path / "results", db, 1, "random", where="on port 8765")
    try:
        with pytest.raises(guard.Busy, match=r"served already \(by process \d+, on port 8765\)"):
            open_room(deal_set, tmp_path / "results", tmp_path / "other.sqlite", 1, "random")
        assert not (tmp_path / "other.sqlite").exists()
        with pytest.raises(guard.Busy, match="the class's tables"):
            open_room(deal_set, tmp_path / "results2", db, 1, "random")
    finally:
        room.close()
        room.store.close()
    again = open_room(deal_set, tmp_path / "results", db, 1, "random")  # once stopped, it may serve again
    again.close()
    again.store.close()


def test_what_a_script_sends_costs_the_class_nothing(tmp_path, monkeypatch):
    """From an attack: a seat asked for again sends nothing; an odd moment is not echoed; a table
    number of thousands of digits is no table; a page that never reads is closed, not kept."""
    from cardlib.classroom.tables import server as served

    room = make_room(tmp_path)
    monkeypatch.setattr(served.StudentSocket, "unread_limit", 300_000)  # a few views (one is ~60 KB)

    async def main():
        server, base = serve(room)
        ann = Page(base)
        await ann.join("Ann", "1 A")
        await ann.open()
        waiting = Page(base)  # a classmate who sits nowhere yet: his page lists the free seats
        await waiting.join("Wes")
        await waiting.open()
        await ann.send({"sit": "1 A"})
        for page in (ann, waiting):  # nothing changed, so nothing is sent, to him or anyone
            with pytest.raises(asyncio.TimeoutError):
                await asyncio.wait_for(page.receive(), 0.5)
        await ann.send({"act": "pass", "seen": [[[1]]]})
        assert "seen" not in await refusal(ann)
        bea = Page(base)
        await bea.join("Bea")
        status, text = await bea.post("/sit", {"place": "9" * 5000 + " A"})
        assert status == 200 and "the tables are 1 to 2" in text
        # A page that reads nothing it is sent: closed once 300 KB wait for it, not kept in memory.
        opened = set(server.request_callback.settings["tables"].students)
        _, writer = await asyncio.open_connection("127.0.0.1", int(base.rsplit(":", 1)[1]))
        cookie = "; ".join(f"{k}={v}" for k, v in ann.cookies.items())
        writer.write(
            f"GET /ws HTTP/1.1\r\nHost: {base[7:]}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {'x' * 22}==\r\nSec-WebSocket-Version: 13\r\nCookie: {cookie}\r\n"
            f"Origin: {base}\r\n\r\n".encode()
        )
        await writer.drain()
        await asyncio.sleep(0.3)
        tables = server.request_callback.settings["tables"]
        (silent,) = tables.students - opened
        for _ in range(3000):
            tables.changed(room.tables[1])
            await asyncio.sleep(0)
            if silent.ws_connection is None:  # closed: what it did not read is let go
                break
        assert silent.ws_connection is None, "a page that read nothing was kept"
        for _ in range(200):  # its line's close is heard within seconds; then it is forgotten
            if silent not in tables.students:
                break
            await asyncio.sleep(0.05)
        assert silent not in tables.students
        writer.close()
        ann.close()
        server.stop()

    run_apart(main())


def test_a_new_results_folder_is_locked_from_the_start(tmp_path):
    deal_set = make_deal_set("boston", 7, 2, tmp_path / "set")
    room = open_room(deal_set, tmp_path / "new" / "class" / "results", tmp_path / "one.sqlite", 1, "random")
    (tmp_path / "link.sqlite").symlink_to(tmp_path / "one.sqlite")
    try:
        with pytest.raises(guard.Busy, match="the results folder"):
            open_room(deal_set, tmp_path / "new" / "class" / "results", tmp_path / "two.sqlite", 1, "random")
        with pytest.raises(guard.Busy, match="the class's tables"):  # the same file, by a link
            open_room(deal_set, tmp_path / "other", tmp_path / "link.sqlite", 1, "random")
    finally:
        room.close()
        room.store.close()
    # Refused with a folder it made itself, a server leaves nothing behind.
    with pytest.raises(guard.Busy):
        held = guard.Lock(tmp_path / "three.sqlite.serving", "x")
        held.take("by a test")
        try:
            open_room(deal_set, tmp_path / "newer", tmp_path / "three.sqlite", 1, "random")
        finally:
            held.release()
    assert not (tmp_path / "newer").exists()


def test_a_computer_s_pages_share_one_count_of_messages():
    rate = guard.Rate(3, 1.0, exempt_loopback=True)
    assert [rate.allow("192.0.2.7") for _ in range(4)] == [True, True, True, False]
    assert all(rate.allow("127.0.0.1") for _ in range(100))


def test_the_teacher_gives_a_student_whose_code_was_seen_a_new_one(tmp_path):
    room = make_room(tmp_path)

    async def main():
        server, base = serve(room)
        ann = Page(base)
        await ann.join("Ann", "1 A")
        view = await ann.open()
        teacher, _ = await teacher_of(base, room)
        await teacher.send({"do": "new code", "name": "Ann"})
        while ann.view.get("code") == view["code"]:  # his page shows the new one
            await asyncio.wait_for(ann.receive(), 10)
        assert ann.view["code"] == room.students_by_name()["Ann"].code != view["code"]
        for page in (ann, teacher):
            page.close()
        server.stop()

    run_apart(main())


def test_with_teacher_seats_a_joined_student_waits_on_the_live_page_and_is_moved_to_his_seat(tmp_path):
    deal_set = make_deal_set("boston", 7, 2, tmp_path / "set")
    room = ClassRoom(deal_set, tmp_path / "r", Store(tmp_path / "c.sqlite"), 2, "random", teacher_seats=True)

    async def main():
        server, base = serve(room)
        ann = Page(base)
        await ann.join("Ann")
        found = await AsyncHTTPClient().fetch(
            base + "/", headers={"Cookie": ann._cookie_header()}, follow_redirects=False, raise_error=False
        )
        assert found.code == 302 and found.headers["Location"] == "play"  # the live page, not a form
        waiting = await ann.open()
        assert waiting["kind"] == "waiting" and waiting["seats"] == []
        assert "the teacher will seat you" in waiting["message"]
        await ann.send({"sit": "1 A"})
        assert "the teacher seats everyone" in (await refusal(ann))["message"]
        teacher, _ = await teacher_of(base, room)
        await teacher.send({"do": "seat", "name": "Ann", "table": 2, "seat": "Y"})
        while ann.view["kind"] != "seat":
            await asyncio.wait_for(ann.receive(), 10)
        assert (ann.view["table"], ann.view["seat"]) == (2, "Y")
        for page in (ann, teacher):
            page.close()
        server.stop()

    run_apart(main())
