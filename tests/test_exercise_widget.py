"""Answering in the page (issue 18): an Exercise widget per question, driven as a learner clicks and types."""

import html

import pytest

from cardlib.core.cards import Card
from cardlib.exercises import all_topics, make_questions
from cardlib.exercises.attempt import Attempt, option_label


def _typed(question):
    """The right answer as a learner would type it."""
    if question.kind == "card":
        return question.answer.ascii
    return question.shown_answer()


def _reveal_button(exercise):
    row = exercise.children[1]
    return next(w for w in row.children if getattr(w, "description", "") == "Show the answer")


@pytest.mark.parametrize("topic", list(all_topics()))
def test_each_topic_is_answered_by_clicking_or_typing_and_the_feedback_shows_beside_it(topic):
    question = make_questions(topic, 3, 1)[0]
    exercise = question.ask(1)
    assert "Question 1" in exercise.prompt.value and question.prompt.split(".")[0] in exercise.prompt.value
    wrong = next(o for o in question.options if not question.is_right(o)) if question.options else None
    if question.kind == "card":
        exercise.faces.click(wrong)
        assert exercise.faces.shown()[wrong.ascii] == (
            "disabled" if wrong in question.refused else "selected"
        )
        assert "✘" in exercise.feedback.value and "Not quite" in exercise.feedback.value
        exercise.faces.click(question.answer)
    elif question.options:
        exercise.buttons[option_label(wrong)].click()
        assert exercise.buttons[option_label(wrong)].button_style == "danger"
        assert "Not quite" in exercise.feedback.value
        right = next(o for o in question.options if question.is_right(o))
        exercise.buttons[option_label(right)].click()
        assert exercise.buttons[option_label(right)].button_style == "success"
        assert exercise.buttons[option_label(wrong)].button_style == ""
    else:
        exercise.box.value = "a lot"
        assert "could not read" in exercise.feedback.value and exercise.attempt.tries == 0
        exercise.box.value = _typed(question)
    assert "✔" in exercise.feedback.value and exercise.attempt.solved
    assert exercise.attempt.status() in exercise.feedback.value
    _reveal_button(exercise).click()
    assert html.escape(question.reveal()) in exercise.feedback.value
    assert "is-shown" in exercise.feedback.value and "✔" not in exercise.feedback.value, "not marked right"
    assert exercise.static_html().startswith(exercise.prompt.value)


def test_the_check_button_reads_the_box_and_an_empty_box_is_not_a_try():
    question = make_questions("boston-payments", 4, 1)[0]
    exercise = question.ask()
    check = next(w for w in exercise.children[1].children if getattr(w, "description", "") == "Check")
    check.click()
    assert "Type your answer" in exercise.feedback.value and exercise.attempt.tries == 0
    exercise.box.value = str(question.answer + 5)
    check.click()  # Check after Enter: the same answer is not another try
    assert exercise.attempt.tries == 1 and "Not quite" in exercise.feedback.value
    exercise.box.value = str(question.answer + 6)
    assert "2 tries so far." in exercise.feedback.value


def test_an_attempt_counts_tries_and_says_how_it_went():
    question = make_questions("tricks", 9, 1)[0]
    attempt = Attempt(question)
    assert attempt.status() == "" and not attempt.solved
    attempt.answer("nonsense")
    assert attempt.tries == 0 and attempt.feedback.unreadable
    attempt.answer(next(s for s in question.choices if s != question.answer))
    attempt.answer(question.answer)
    assert attempt.solved and attempt.status() == "Right after 2 tries."
    fresh = Attempt(question)
    fresh.answer(question.answer)
    assert fresh.status() == "Right first time."
    assert Attempt(question).reveal() == question.reveal()


def test_a_card_answer_may_be_typed_too_and_a_card_not_offered_is_explained():
    question = make_questions("play", 5, 1)[0]
    assert question.check(question.answer.name).correct  # "king of hearts"
    assert question.check(question.answer.symbol).correct
    outside = next(c for c in __import__("cardlib").full_pack() if c not in question.options)
    assert "does not hold" in question.check(outside.ascii).message


def test_a_card_the_rules_forbid_is_greyed_with_its_reason_and_clicking_it_says_the_rule():
    """Issue 32: exercise 9's row of cards offered cards that may not be played as if they could be."""
    question = next(q for q in make_questions("play", 2, 6) if q.refused)
    exercise = question.ask(1)
    shown = exercise.faces.shown()
    for card, reason in question.refused.items():
        assert shown[card.ascii] == "disabled" and "must follow suit" in reason
    assert [c for c, s in shown.items() if s == "normal"], "the cards that may be played stay plain"
    assert question.answer not in question.refused
    item = next(i for g in exercise.faces.groups for i in g["cards"] if i["state"] == "disabled")
    assert item["reason"] == question.refused[Card.parse(item["code"])]
    exercise.faces.click(item["code"])
    assert "is not allowed" in exercise.feedback.value and "must follow suit" in exercise.feedback.value
