"""The class's exercises in real browsers (issue 57): four students answer, the teacher's page counts.

The server runs as the teacher runs it (``cardlib class serve``, its own process); each student is a
browser context of its own (his own cookie), as four laptops would be.
"""

from __future__ import annotations

import csv
import io

import pytest
from axe_check import axe_violations
from axe_check import serious as axe_serious

from cardlib.classroom.deal_set import make_deal_set
from cardlib.exercises.attempt import option_label
from cardlib.exercises.topics import make_questions

SEED, COUNT = 3, 2


@pytest.fixture
def server(tmp_path):
    from class_server import ClassServer

    make_deal_set("boston", 5, 2, tmp_path / "set")
    serving = ClassServer(tmp_path / "set", tmp_path / "results", 1)
    serving.start()
    yield serving
    serving.kill(hard=False)


def new_page(browser, width: int = 1100):
    page = browser.new_context(
        viewport={"width": width, "height": 900}, bypass_csp=True
    ).new_page()  # waits by script
    page.errors = []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    return page


def student(browser, base: str, name: str, width: int = 1100):
    """A browser of its own joining at the exercises' address, as a student given it would."""
    page = new_page(browser, width)
    page.goto(base + "/exercises")
    page.fill("input[name=name]", name)
    page.click("button[type=submit]")
    page.wait_for_selector("#q1")
    page.wait_for_function("document.getElementById('status').textContent === 'Connected.'")
    return page


def click_option(page, number: int, label: str) -> str:
    page.click(f"#q{number} button:text-is('{label}')")
    return verdict(page, number)


def type_answer(page, number: int, text: str) -> str:
    page.fill(f"#a{number}", text)
    page.press(f"#a{number}", "Enter")  # the keyboard alone: Enter checks, the focus stays in the box
    assert page.evaluate("document.activeElement.id") == f"a{number}"
    return verdict(page, number)


def verdict(page, number: int) -> str:
    page.wait_for_selector(f"#f{number} .verdict:not(.is-checking)")
    return page.inner_text(f"#f{number}")


def test_four_students_answer_and_the_teacher_counts_groups_and_exports_them(browser, server):
    base = server.base
    teacher = new_page(browser)
    teacher.goto(f"{base}/answers?key={server.key}")
    teacher.check("input[value=tricks]")
    teacher.check("input[value=setback]")
    teacher.fill("input[name=seed]", str(SEED))
    teacher.fill("input[name=count]", str(COUNT))
    teacher.click("text=Set these questions for the class")
    teacher.wait_for_selector("#questions #c4")

    trick, setback = make_questions("tricks", SEED, COUNT)[0], make_questions("setback", SEED, COUNT)[0]
    right = option_label(trick.answer)
    wrong = next(option_label(v) for v in trick.options if v != trick.answer)
    typed_right = setback.shown_answer()
    typed_wrong = "1" if typed_right != "1" else "2"
    sent = []  # (student, question, answer) as each was sent

    pages = {name: student(browser, base, name) for name in ("Ann", "Bob", "Zoë", "李雷")}
    assert "✔" in click_option(pages["Ann"], 1, right)
    sent.append(("Ann", 1, right))
    assert "Right" in type_answer(pages["Ann"], 3, typed_right)
    sent.append(("Ann", 3, typed_right))
    assert "✘" in click_option(pages["Bob"], 1, wrong)
    sent.append(("Bob", 1, wrong))
    assert "Not quite" in type_answer(pages["Bob"], 3, typed_wrong)
    sent.append(("Bob", 3, typed_wrong))
    assert "✘" in click_option(pages["Zoë"], 1, wrong)
    sent.append(("Zoë", 1, wrong))
    said = type_answer(pages["Zoë"], 3, "lots and lots")  # not read: asked again, not marked wrong
    assert "?" in said and "Not quite" not in said
    sent.append(("Zoë", 3, "lots and lots"))
    assert "Right" in type_answer(pages["李雷"], 3, typed_right)
    sent.append(("李雷", 3, typed_right))

    teacher.wait_for_selector(f"body[data-answers='{len(sent)}']")
    first = teacher.inner_text("#c1")
    assert "1 right (1 first time), ✘ 2 wrong, … 1 not yet" in first
    assert "2 students" in first and wrong in first  # Bob's and Zoë's one mistake, grouped
    third = teacher.inner_text("#c3")
    assert "2 right (2 first time), ✘ 1 wrong, … 1 not yet, 1 not read" in third
    assert "李雷" in teacher.inner_text("#students")

    # the question on the teacher's screen, with its answer and working, for the class to discuss
    with teacher.context.expect_page() as shown:
        teacher.click("#show1")
    board = shown.value
    board.wait_for_load_state()
    assert f"Answer: {trick.shown_answer()}" in board.inner_text("main")

    # the CSV, a row an answer, equal to what was sent
    exported = teacher.request.get(f"{base}/answers.csv").text()
    table = list(csv.DictReader(io.StringIO(exported.removeprefix("\ufeff"))))
    assert [(r["student"], int(r["question"]), r["answer"]) for r in table] == sent
    assert [r["verdict"] for r in table] == [
        "right",
        "right",
        "wrong",
        "wrong",
        "wrong",
        "unreadable",
        "right",
    ]

    # axe-core: nothing serious on the student's page, the teacher's page and the question shown
    for page in (pages["Ann"], teacher, board):
        assert axe_serious(axe_violations(page)) == [], page.url
    for page in (teacher, *pages.values()):
        assert page.errors == [], page.errors


def test_an_answer_checked_with_the_server_gone_is_kept_and_sent_when_it_is_back(browser, server):
    teacher = new_page(browser)
    teacher.goto(f"{server.base}/answers?key={server.key}")
    teacher.check("input[value=setback]")
    teacher.click("text=Set these questions for the class")
    teacher.wait_for_selector("#questions #c1")
    page = student(browser, server.base, "Ann", width=400)  # a phone: nothing scrolls sideways
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    server.kill()  # kill -9: the answers written so far are all there is
    page.wait_for_function("document.getElementById('status').textContent.includes('lost')")
    said = type_answer(page, 1, "3")
    assert "not sent yet" in said and "sent and checked as soon as the server is back" in said
    server.start()  # the page, left open, sends it when its line comes back
    page.wait_for_selector("#f1 .verdict:is(.is-right, .is-wrong)", timeout=30_000)
    assert "You answered “3”" in page.inner_text("#f1")
    server.kill()
    page.wait_for_function("document.getElementById('status').textContent.includes('lost')")
    assert "not sent yet" in type_answer(page, 2, "4")
    server.start()
    page.goto(server.base + "/exercises")  # a reload, once the server is back: the browser kept it
    page.wait_for_selector("#f2 .verdict:is(.is-right, .is-wrong)", timeout=30_000)
    assert "You answered “4”" in page.inner_text("#f2")
    rows = teacher.request.get(f"{server.base}/answers.csv?key={server.key}").text().splitlines()
    assert len(rows) == 3  # the heading and the two answers, each sent once
