"""The class's exercise answers: the sheet the teacher sets, each answer checked and kept, the counts."""

from __future__ import annotations

import asyncio
import csv
import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_class_tables import make_room, run_apart, serve

from cardlib.classroom.tables.answer_summary import (
    answers_csv,
    mistakes,
    question_counts,
    standing,
    student_counts,
)
from cardlib.classroom.tables.answers import LONGEST, MOST_TRIES, Answer, AnswerBook
from cardlib.classroom.tables.client import Page
from cardlib.classroom.tables.exercise_pages import exercises_body, students_html
from cardlib.classroom.tables.room import Refusal
from cardlib.classroom.tables.store import Store
from cardlib.exercises.attempt import option_label
from cardlib.exercises.topics import make_questions


def rows(book: AnswerBook) -> int:
    return book.store.db.execute("SELECT COUNT(*) FROM answers").fetchone()[0]


def book_in(tmp_path) -> AnswerBook:
    return AnswerBook(Store(tmp_path / "class.sqlite"))


def test_the_sheet_is_the_worksheet_s_questions_and_comes_back_after_a_restart(tmp_path):
    book = book_in(tmp_path)
    assert book.sheet is None
    sheet = book.set_sheet(["tricks", "setback"], "7", "3")
    asked = sheet.asked
    assert [a.number for a in asked] == list(range(1, 7))
    assert [a.question.prompt for a in asked[:3]] == [q.prompt for q in make_questions("tricks", 7, 3)]
    assert [a.question.prompt for a in asked[3:]] == [q.prompt for q in make_questions("setback", 7, 3)]
    book.answer("Zoë", {"sheet": sheet.id, "q": 1, "sent": "a1", "answer": "B"})
    book.store.close()
    again = book_in(tmp_path)
    assert again.sheet == sheet
    assert [(a.student, a.given) for a in again.answers] == [("Zoë", "B")]
    # the same choice again keeps its answers; another starts a sheet of its own
    assert again.set_sheet("tricks setback", 7, 3).id == sheet.id and len(again.answers) == 1
    other = again.set_sheet("legal", 7, 3)
    assert other.id != sheet.id and again.answers == []


@pytest.mark.parametrize(
    ("topics", "seed", "count", "words"),
    [
        ([], 1, 8, "choose one or more topics"),
        (["whist"], 1, 8, 'topic "whist"'),
        (["tricks"], "seven", 8, "the seed: give a whole number"),
        (["tricks"], -1, 8, "the seed"),
        (["tricks"], 1, 0, "questions a topic: give a whole number from 1 to 20"),
        (["tricks"], 1, "21", "questions a topic"),
        ([1, 2], 1, 8, "choose one or more topics"),
        (None, 1, 8, "choose one or more topics"),
    ],
)
def test_a_sheet_that_cannot_be_set_is_refused_in_one_line_and_nothing_changes(
    tmp_path, topics, seed, count, words
):
    book = book_in(tmp_path)
    kept = book.set_sheet(["tricks"], 1, 2)
    with pytest.raises(Refusal, match=words) as refused:
        book.set_sheet(topics, seed, count)
    assert "\n" not in str(refused.value)
    assert book.sheet == kept and book.store.meta("sheet") == str(kept.id)


def test_each_answer_is_checked_as_the_notebooks_check_it_and_kept_once(tmp_path):
    book = book_in(tmp_path)
    sheet = book.set_sheet(["tricks", "setback"], 5, 2)
    trick = sheet.question(1).question
    right = trick.options.index(trick.answer)
    wrong = next(i for i, v in enumerate(trick.options) if v != trick.answer)
    answer, new = book.answer("Ann", {"sheet": sheet.id, "q": 1, "sent": "x1", "option": wrong})
    assert new and answer.verdict == "wrong" and answer.given == option_label(trick.options[wrong])
    assert answer.feedback == trick.check(trick.options[wrong]).message
    answer, _ = book.answer("Ann", {"sheet": sheet.id, "q": 1, "sent": "x2", "option": right})
    assert answer.verdict == "right" and answer.feedback.startswith("Right.")
    typed = sheet.question(3).question
    answer, _ = book.answer("Ann", {"sheet": sheet.id, "q": 3, "sent": "x3", "answer": "a lot"})
    assert answer.verdict == "unreadable" and answer.feedback == typed.check("a lot").message
    # sent again after a lost line: the answer kept before, not a second one
    again, new = book.answer("Ann", {"sheet": sheet.id, "q": 3, "sent": "x3", "answer": "a lot"})
    assert not new and again == answer and rows(book) == 3


def test_a_student_may_answer_one_question_only_so_many_times(tmp_path):
    book = book_in(tmp_path)
    sheet = book.set_sheet(["tricks"], 5, 1)
    for n in range(MOST_TRIES):
        book.answer("Ann", {"sheet": sheet.id, "q": 1, "sent": f"s{n}", "option": n % 4})
    with pytest.raises(Refusal, match="ask the teacher"):
        book.answer("Ann", {"sheet": sheet.id, "q": 1, "sent": "one-more", "option": 0})
    assert rows(book) == MOST_TRIES
    book.answer("Bob", {"sheet": sheet.id, "q": 1, "sent": "one-more", "option": 0})  # another student's own


BAD = [
    ({"q": 1, "sent": "a", "answer": "B"}, "other questions"),  # no sheet: an old page's
    ({"sheet": 99, "q": 1, "sent": "a", "answer": "B"}, "other questions"),
    ({"sheet": "1", "q": 1, "sent": "a", "answer": "B"}, "other questions"),
    ({"sheet": 1, "q": 1, "answer": "B"}, "without its id"),
    ({"sheet": 1, "q": 1, "sent": "a b", "answer": "B"}, "without its id"),
    ({"sheet": 1, "q": 1, "sent": "x" * 41, "answer": "B"}, "without its id"),
    ({"sheet": 1, "q": 0, "sent": "a", "answer": "B"}, "numbered 1 to 4"),
    ({"sheet": 1, "q": 1.0, "sent": "a", "answer": "B"}, "numbered 1 to 4"),
    ({"sheet": 1, "q": True, "sent": "a", "answer": "B"}, "numbered 1 to 4"),
    ({"sheet": 1, "q": "1", "sent": "a", "answer": "B"}, "numbered 1 to 4"),
    ({"sheet": 1, "q": 10**30, "sent": "a", "answer": "B"}, "numbered 1 to 4"),
    ({"sheet": 1, "q": 1, "sent": "a"}, "holds no answer"),
    ({"sheet": 1, "q": 1, "sent": "a", "answer": ["B"]}, "holds no answer"),
    ({"sheet": 1, "q": 1, "sent": "a", "answer": "   "}, "write your answer in the box first"),
    ({"sheet": 1, "q": 1, "sent": "a", "answer": "\x00\x07"}, "write your answer in the box first"),
    ({"sheet": 1, "q": 1, "sent": "a", "answer": "B" * (LONGEST + 1)}, "characters long"),
    ({"sheet": 1, "q": 1, "sent": "a", "option": 4}, "not one of those offered"),
    ({"sheet": 1, "q": 1, "sent": "a", "option": -1}, "not one of those offered"),
    ({"sheet": 1, "q": 1, "sent": "a", "option": "0"}, "not one of those offered"),
    ({"sheet": 1, "q": 1, "sent": "a", "option": None}, "not one of those offered"),
]


@pytest.mark.parametrize(("message", "words"), BAD)
def test_a_bad_answer_is_refused_in_one_line_and_nothing_is_kept(tmp_path, message, words):
    book = book_in(tmp_path)
    book.set_sheet(["tricks", "legal"], 3, 2)
    with pytest.raises(Refusal, match=words) as refused:
        book.answer("Ann", {**message, "student": "Bob"})  # naming another student changes nothing
    assert "\n" not in str(refused.value)
    assert rows(book) == 0 and book.answers == []


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=300),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    message=st.fixed_dictionaries(
        {},
        optional={
            "sheet": st.sampled_from([1, 2, "1"]) | JSON,
            "q": st.integers(-2, 6) | JSON,
            "sent": st.sampled_from(["a", "b-2", ""]) | JSON,
            "answer": st.sampled_from(["B", "yes", "nobody", ""]) | JSON,
            "option": st.integers(-1, 5) | JSON,
        },
    )
)
def test_whatever_a_page_sends_is_kept_checked_or_refused_with_nothing_kept(tmp_path_factory, message):
    book = book_in(tmp_path_factory.mktemp("fuzz"))
    sheet = book.set_sheet(["tricks", "legal"], 3, 2)
    try:
        answer, _ = book.answer("Ann", message)
    except Refusal as refused:
        assert str(refused) and "\n" not in str(refused)
        assert rows(book) == 0
        return
    assert rows(book) == 1
    question = sheet.question(answer.number).question
    value = question.options[message["option"]] if "option" in message else answer.given
    assert answer.feedback == question.check(value).message


def made(student, number, given, verdict, feedback="", sent=None) -> Answer:
    return Answer(0, 1, student, number, given, verdict, feedback, 0.0, sent or f"{student}{number}{given}")


def test_a_student_stands_right_once_right_wrong_while_only_wrong_and_not_yet_before():
    assert standing([]) == "not yet"
    assert standing([made("A", 1, "?", "unreadable")]) == "not yet"
    assert standing([made("A", 1, "B", "wrong"), made("A", 1, "?", "unreadable")]) == "wrong"
    assert standing([made("A", 1, "B", "wrong"), made("A", 1, "Y", "right")]) == "right"


def test_wrong_answers_are_grouped_by_the_mistake_their_feedback_names_and_counted_in_students():
    counted_twice = "Not quite: you counted the set-back as a gain."
    found = mistakes(
        [
            made("Ann", 1, "12", "wrong", counted_twice),
            made("Ann", 1, "12 ", "wrong", counted_twice, sent="again"),
            made("Bob", 1, "12", "wrong", counted_twice),
            made("Cy", 1, "14", "wrong", counted_twice),
            made("Dee", 1, "3", "wrong", "Not quite: you forgot the pool."),
        ]
    )
    assert [(m.feedback, m.students) for m in found] == [
        (counted_twice, 3),
        ("Not quite: you forgot the pool.", 1),
    ]
    assert found[0].said == (("12", 2), ("14", 1))


def test_the_counts_of_each_question_and_each_student(tmp_path):
    book = book_in(tmp_path)
    sheet = book.set_sheet(["tricks"], 2, 3)
    question = sheet.question(1).question
    right = question.options.index(question.answer)
    wrong = (right + 1) % 4
    say = lambda who, q, sent, **given: book.answer(who, {"sheet": sheet.id, "q": q, "sent": sent, **given})  # noqa: E731
    say("Ann", 1, "1", option=right)
    say("Bob", 1, "2", option=wrong)
    say("Bob", 1, "3", option=right)
    say("Cy", 1, "4", option=wrong)
    say("Dee", 2, "5", answer="somebody")  # not read: he has not answered 2 yet
    counts = question_counts(sheet, book.answers, ["Ann", "Bob", "Cy", "Dee", "Eve"])
    first = counts[0]
    assert (first.right, first.first_time, first.wrong, first.not_yet) == (2, 1, 1, 2)
    assert [m.students for m in first.mistakes] == [2]  # Bob's and Cy's
    assert (counts[1].not_yet, counts[1].unreadable) == (5, 1)
    bob = student_counts(sheet, book.answers, "Bob")["tricks"]
    assert (bob.right, bob.first_time, bob.wrong, bob.of) == (1, 0, 0, 3)
    assert bob.words() == "1 of 3 right (0 first time)"
    assert "Eve" in students_html(sheet, book.answers, ["Eve"])


def test_the_csv_holds_every_answer_as_sent_and_no_formula(tmp_path):
    book = book_in(tmp_path)
    sheet = book.set_sheet(["setback"], 4, 2)
    sent = [("李雷", 1, "-85"), ("Zoë", 1, "=HYPERLINK(1)"), ("O'Brien", 2, "he pays 30")]
    for i, (who, q, text) in enumerate(sent):
        book.answer(who, {"sheet": sheet.id, "q": q, "sent": f"s{i}", "answer": text})
    text = answers_csv(sheet, book.answers)
    assert text.startswith("\ufeff")
    table = list(csv.DictReader(io.StringIO(text.removeprefix("\ufeff"))))
    assert [(r["student"], int(r["question"]), r["answer"]) for r in table] == [
        ("李雷", 1, "-85"),
        ("Zoë", 1, "'=HYPERLINK(1)"),
        ("O'Brien", 2, "he pays 30"),
    ]
    assert [r["verdict"] for r in table] == [a.verdict for a in book.answers]
    assert all(r["seed"] == "4" and r["topic"] == "setback" for r in table)


def test_a_student_s_page_escapes_his_name_and_draws_each_question(tmp_path):
    book = book_in(tmp_path)
    sheet = book.set_sheet(["tricks", "legal"], 1, 2)
    page = exercises_body(sheet, "<b>Ann</b>", {})
    assert "&lt;b&gt;Ann&lt;/b&gt;" in page and "<b>Ann</b>" not in page
    assert page.count('class="question"') == 4 and page.count("<svg") >= 4
    assert "teacher has not set" in exercises_body(None, "Ann", {})


# -- over the server, as pages send it ------------------------------------------------------------------


async def teacher_page(base: str, room) -> Page:
    teacher = Page(base)
    await teacher.teacher(room.teacher_token)
    return teacher


async def counts_with(teacher: Page, answers: int) -> dict:
    while True:
        message = await asyncio.wait_for(teacher.receive(), 10)
        if message.get("kind") == "answers" and message["answers"] >= answers:
            return message


def on_server(tmp_path, work) -> None:
    """Run ``work(room, base)`` against a class server in this process."""
    room = make_room(tmp_path)

    async def main():
        server, base = serve(room)
        try:
            await work(room, base)
        finally:
            server.stop()

    run_apart(main())
    room.close()


def test_students_answer_over_the_server_and_the_teacher_s_page_counts_them(tmp_path):
    async def work(room, base):
        teacher = await teacher_page(base, room)
        code, _ = await teacher.post("/answers", {"topic": "tricks", "seed": "3", "count": "2"})
        assert code == 302
        first = await teacher.open("/ws/teacher/answers")
        assert first["kind"] == "answers" and first["answers"] == 0
        sheet = first["sheet"]
        question = make_questions("tricks", 3, 2)[0]
        right = question.options.index(question.answer)
        ann, bob = Page(base), Page(base)
        await ann.join("Ann")
        await bob.join("Bob")
        assert (await ann.open("/ws/answers")) == {"kind": "sheet", "sheet": sheet}
        await bob.open("/ws/answers")
        verdict = await ann.answer(sheet, 1, "k1", option=right)
        assert verdict["kind"] == "verdict" and verdict["verdict"] == "right" and "✔" in verdict["html"]
        verdict = await bob.answer(sheet, 1, "k1", answer="the queen")  # his own k1: Ann's is hers
        assert verdict["verdict"] == "unreadable"
        verdict = await bob.answer(sheet, 1, "k2", option=(right + 1) % 4)
        assert verdict["verdict"] == "wrong"
        counts = await counts_with(teacher, 3)
        assert "1 right (1 first time), ✘ 1 wrong" in counts["questions"]
        assert "3 answers from 2 students" in counts["status"]
        # a forged token, a message of another kind, an old sheet: each refused in one line, nothing kept
        forged = Page(base)
        forged.cookies["cardlib_seat"] = "forged"
        await forged.open("/ws/answers")
        refused = await forged.answer(sheet, 1, "f1", option=right)
        assert refused["kind"] == "refusal" and "join with your name" in refused["message"]
        await ann.send("[1, 2")
        assert "not one this page sends" in (await ann.receive())["message"]
        refused = await ann.answer(sheet + 1, 1, "k9", option=right)
        assert refused["kind"] == "refusal" and refused["sent"] == "k9"
        assert len(room.store.db.execute("SELECT * FROM answers").fetchall()) == 3
        # the exports are the teacher's alone
        assert "That needs the teacher" in await Page(base).get("/answers.csv")
        exported = await teacher.get("/answers.csv")
        assert [r["student"] for r in csv.DictReader(io.StringIO(exported.removeprefix("\ufeff")))] == [
            "Ann",
            "Bob",
            "Bob",
        ]
        sheets = await teacher.get("/answers-by-student?name=Bob")
        assert "Bob" in sheets and "Ann" not in sheets
        shown = await teacher.get("/show?q=1")
        assert "Answer:" in shown and question.explanation.split(".")[0] in shown
        # a page without its script answers by its form
        code, _ = await bob.post("/exercises", {"sheet": str(sheet), "q": "2", "answer": "Z"})
        assert code == 302
        assert len(room.store.db.execute("SELECT * FROM answers").fetchall()) == 4
        for page in (teacher, ann, bob, forged):
            page.close()

    on_server(tmp_path, work)


def test_a_student_not_joined_is_asked_to_join_and_comes_back_to_the_questions(tmp_path):
    async def work(room, base):
        page = Page(base)
        form = await page.get("/exercises")
        assert 'name="then" value="exercises"' in form
        code, _ = await page.post("/", {"name": "Zoë", "then": "exercises"})
        assert code == 302
        shown = await page.get("/exercises")
        assert "Zoë, answer each question" in shown and "The teacher has not set any questions yet" in shown

    on_server(tmp_path, work)


def test_the_teacher_s_choice_of_questions_is_refused_in_words(tmp_path):
    async def work(room, base):
        teacher = await teacher_page(base, room)
        code, page = await teacher.post("/answers", {"topic": "whist", "seed": "3", "count": "2"})
        assert code == 200 and "topic &quot;whist&quot;" in page
        code, page = await teacher.post("/answers", {"seed": "3", "count": "2"})
        assert "choose one or more topics" in page
        assert "That needs the teacher" in await Page(base).get("/answers")

    on_server(tmp_path, work)


def test_an_answer_kept_before_the_sheet_changed_is_still_its_own_and_a_checker_s_failure_is_a_refusal(
    tmp_path, monkeypatch
):
    book = book_in(tmp_path)
    sheet = book.set_sheet(["setback"], 1, 2)
    first, _ = book.answer("Ann", {"sheet": sheet.id, "q": 1, "sent": "k1", "answer": "3"})
    book.set_sheet(["tricks"], 1, 2)
    again, new = book.answer("Ann", {"sheet": sheet.id, "q": 1, "sent": "k1", "answer": "3"})
    assert again == first and not new  # its verdict was lost with the line, not the answer
    question = book.sheet.question(1).question
    monkeypatch.setattr(type(question), "check", lambda self, given: 1 / 0)
    with pytest.raises(Refusal, match="could not be checked"):
        book.answer("Ann", {"sheet": book.sheet.id, "q": 1, "sent": "k2", "option": 0})
    assert rows(book) == 1


def test_the_no_script_form_carries_its_token_and_the_csv_quotes_every_formula(tmp_path):
    book = book_in(tmp_path)
    sheet = book.set_sheet(["setback"], 1, 1)
    page = exercises_body(sheet, "Ann", {}, '<input type="hidden" name="_xsrf" value="t0k">')
    assert page.count('name="_xsrf"') == 1 and 'name="q" value="1"' in page
    book.answer("-Ann", {"sheet": sheet.id, "q": 1, "sent": "k1", "answer": "3"})
    row = next(csv.DictReader(io.StringIO(answers_csv(sheet, book.answers).removeprefix("\ufeff"))))
    assert row["student"] == "'-Ann"


def test_one_mistake_said_of_different_answers_is_one_group():
    beaten = [
        made("Ann", 1, "Y", "wrong", "Not quite: Y's 9♠ is beaten: a higher spade was played."),
        made("Bob", 1, "A", "wrong", "Not quite: A's 5♠ is beaten: a higher spade was played."),
        made("Cy", 1, "Y", "wrong", "Not quite: Y's 9♠ is beaten: a higher spade was played."),
        made("Dee", 1, "Z", "wrong", "Not quite: Z's 10♦ is no trump, and a trump was played."),
    ]
    found = mistakes(beaten)
    assert [(m.students, m.said) for m in found] == [(3, (("Y", 2), ("A", 1))), (1, (("Z", 1),))]
    assert found[0].feedback == "Not quite: Y's 9♠ is beaten: a higher spade was played."  # the commonest
