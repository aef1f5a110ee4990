"""Class tables in a real browser: students at their own pages play each other, the teacher watches.

The server runs as the teacher runs it (``cardlib class serve``, its own process); each student is a
browser context of its own (its own cookie, so its own seat), as four laptops would be.
"""

from __future__ import annotations

import json
import random

import pytest

from cardlib.classroom.deal_set import make_deal_set
from cardlib.classroom.report import class_report

STUDENTS = {"A": "Ann", "Y": "Yves", "B": "Bea", "Z": "Zoe"}


@pytest.fixture
def class_server(tmp_path):
    from class_server import ClassServer

    servers = []

    def start(game: str, players: int | None = None, tables: int = 1):
        make_deal_set(game, 5, 2, tmp_path / f"{game}-set", players)
        server = ClassServer(tmp_path / f"{game}-set", tmp_path / f"{game}-results", tables)
        server.start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.kill(hard=False)


def student_page(browser, base: str, name: str, place: str, phone: bool = False):
    """A new browser (its own cookies) joining as ``name`` and taking ``place`` ("1 A")."""
    size = {"width": 400, "height": 800} if phone else {"width": 1100, "height": 900}
    page = browser.new_context(viewport=size, bypass_csp=True).new_page()  # the test waits by script
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(base + "/")
    page.fill("input[name=name]", name)
    page.click("button[type=submit]")
    page.click(f"button[value='{place}']")
    page.wait_for_selector("#hand .cardlib-card")
    # The table's picture came after the view's JSON (wire.py) and is drawn, labelled for a screen reader.
    page.wait_for_selector("#picture svg[aria-label]")
    page.errors = errors
    return page


def clickable(page):
    """The cards and calls a page offers now."""
    return page.query_selector_all("#hand .cardlib-card.is-normal") + page.query_selector_all(
        "#actions button.call"
    )


def play_one(pages, rng) -> bool:
    """Whoever's turn it is clicks a card or call (opening a heading first); False once the hand is over."""
    for _ in range(200):
        for page in pages.values():
            offered = clickable(page)
            headings = page.query_selector_all("#actions button.heading")
            if offered or headings:
                seen = page.evaluate("document.body.dataset.seen")
                (rng.choice(offered) if offered else rng.choice(headings)).click()
                if offered:  # a card or call is taken when the page shows the next moment
                    page.wait_for_function("s => document.body.dataset.seen !== s", arg=seen, timeout=20_000)
                return True
        if all("hand is over" in p.inner_text("#status") for p in pages.values()):
            return False
        pages[next(iter(pages))].wait_for_timeout(100)
    raise AssertionError("nobody was offered a card or a call: " + pages["A"].inner_text("#status"))


def test_four_students_play_a_boston_hand_while_the_teacher_watches(browser, class_server, tmp_path):
    server = class_server("boston", tables=2)
    pages = {seat: student_page(browser, server.base, name, f"1 {seat}") for seat, name in STUDENTS.items()}
    teacher = browser.new_context(viewport={"width": 1400, "height": 1000}, bypass_csp=True).new_page()
    teacher.goto(f"{server.base}/teacher?key={server.key}")
    teacher.wait_for_selector(".table[data-table='1'] svg")
    # Each student sees his own hand face up and the others' backs; the others' cards are in no page.
    for seat, page in pages.items():
        assert page.query_selector_all("#hand .cardlib-card") and f"You are {seat}" in page.inner_text(
            "#status"
        )
    rng = random.Random(3)
    for _ in range(8):
        play_one(pages, rng)
    # The teacher pauses the table, then takes back a card.
    table = ".table[data-table='1']"
    teacher.click(f"{table} button.pause")
    teacher.wait_for_selector(f"{table} button.play-on")
    for page in pages.values():
        page.wait_for_function("document.getElementById('status').textContent.includes('paused')")
        assert not clickable(page)
    before = teacher.inner_text(f"{table} .turn")
    teacher.click(f"{table} button.take-back-a-card")
    teacher.wait_for_function(
        "([t, b]) => document.querySelector(t + ' .turn').textContent !== b", arg=[table, before]
    )
    teacher.click(f"{table} button.play-on")
    for page in pages.values():
        page.wait_for_function("!document.getElementById('status').textContent.includes('paused')")
    while play_one(pages, rng):
        pass
    for page in pages.values():
        page.wait_for_selector("#result table")
        assert not page.errors, page.errors
    # The teacher's report counts the hand for all four, each at his own seat.
    teacher.wait_for_function("document.getElementById('report').textContent.includes('Zoe')")
    report = class_report(
        make_deal_set("boston", 5, 2, tmp_path / "again"), tmp_path / "boston-results", analyse=False
    )
    assert sorted(report.students) == sorted(STUDENTS.values())
    assert {report.seat_of(name, "deal-01.json") for name in STUDENTS.values()} == set(STUDENTS)
    teacher.click(f"{table} button.next-deal")
    pages["A"].wait_for_function("document.getElementById('status').textContent.includes('deal 2 of 2')")


def test_a_phone_page_and_a_pitch_table_of_six(browser, class_server):
    server = class_server("pitch", players=6)
    seats = ["A", "B", "C", "D", "E", "F"]
    pages = {
        seat: student_page(browser, server.base, f"P{seat}", f"1 {seat}", phone=seat == "A") for seat in seats
    }
    phone = pages["A"]
    # On a phone the page fits its width: the table's picture shrinks to it, the hand wraps.
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 400, width
    rng = random.Random(6)
    while play_one(pages, rng):
        pass
    assert "the points went" in phone.inner_text("#result")
    assert len(phone.query_selector_all("#result table tr")) == 1 + len(seats)  # a row a player
    for page in pages.values():
        assert not page.errors, page.errors
    saved = json.loads((server.results / "PA" / "deal-01.json").read_text())
    assert len(saved["players"]) == 6


def test_a_lost_cookie_a_live_seat_choice_and_the_teacher_s_start_and_roster(browser, class_server):
    server = class_server("boston", tables=2)
    teacher = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True).new_page()
    teacher.goto(f"{server.base}/teacher?key={server.key}")
    teacher.wait_for_selector(".table[data-table='2'] svg")
    # Each table's picture is whole in its box at a laptop's width: nothing cut off at the right.
    widths = teacher.evaluate(
        "[...document.querySelectorAll('.table .cardlib-fluid')].map(d => d.scrollWidth - d.clientWidth)"
    )
    assert widths and max(widths) <= 1, widths
    # A student chooses his seat on the live page (no form to send, no reload).
    first = browser.new_context(viewport={"width": 375, "height": 800}, bypass_csp=True).new_page()
    first.goto(server.base + "/")
    first.fill("input[name=name]", "Zoë O'Brien")
    first.click("button[type=submit]")
    first.goto(server.base + "/play")
    first.click("#seats button:has-text('table 2, seat B')")
    first.wait_for_selector("#hand .cardlib-card")
    assert "starts when seat A, seat Y and seat Z are taken" in first.inner_text("#status")
    first.click("#code-box summary")  # shown only when asked for
    code = first.inner_text("#code")
    teacher.wait_for_function("document.getElementById('students').textContent.includes('here')")
    assert code in teacher.inner_text("#students")
    # His cookie is gone (another browser): his name and code give him his seat back.
    first.context.close()
    teacher.wait_for_function("document.getElementById('students').textContent.includes('left at')")
    again = browser.new_context(bypass_csp=True).new_page()  # the test waits by script
    again.goto(server.base + "/")
    again.fill("input[name=name]", "zoë o'brien")
    again.click("button[type=submit]")
    assert "write your code too" in again.inner_text(".refusal")
    again.click("summary")
    again.fill("input[name=code]", code.lower())
    again.click("button[type=submit]")
    again.wait_for_selector("#hand .cardlib-card")
    assert "You are B" in again.inner_text("#status")
    # The teacher starts the table: the computers play the empty seats up to his turn.
    teacher.click(".table[data-table='2'] button.start")
    again.wait_for_function(
        "document.getElementById('status').textContent.includes('Your turn')", timeout=20_000
    )
    # A greyed card clicked in the auction says why, and nothing is sent.
    seen = again.evaluate("document.body.dataset.seen")
    again.click("#hand .cardlib-card >> nth=0", force=True)  # aria-disabled: a mouse still clicks it
    assert "Not allowed" in again.inner_text("#refusal")
    assert again.evaluate("document.body.dataset.seen") == seen
