"""One question of every exercise topic answered through its widgets, in JupyterLab and in Voilà (issue 18).

Each is answered wrongly first (the feedback says why, in red), then rightly (green), and then its
answer is shown; the clicks are the learner's: option buttons, card faces, or the box and Check.
"""

import json
import urllib.request
import warnings

from conftest import voila_serving
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_widgets_in_browser import _run_all, _shot, _watch

from cardlib.exercises import all_topics, make_questions
from cardlib.exercises.attempt import option_label

TOPICS = list(all_topics())

SEED = 2026
#: Topics whose questions are about calls and numbers, with no cards to draw.
WORDS_ONLY = ("ladder", "boston-payments", "fontainebleau-payments", "setback")
QUESTIONS = {topic: make_questions(topic, SEED, 1)[0] for topic in TOPICS}


def _notebook() -> dict:
    sources = ["from cardlib.exercises import make_questions"] + [
        f'make_questions("{topic}", seed={SEED}, count=1)[0].ask({n})' for n, topic in enumerate(TOPICS, 1)
    ]
    cells = [
        {"cell_type": "code", "source": s, "metadata": {}, "outputs": [], "execution_count": None}
        for s in sources
    ]
    return {
        "cells": cells,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _typed(question, right: bool) -> str:
    if question.kind == "percent":
        return f"{question.answer:.1f}" if right else "99"
    return question.shown_answer() if right else str(question.answer + 7)


def _answer(page, exercise, question) -> None:
    """Answer wrongly, then rightly, then show the answer, waiting for each feedback."""
    exercise.scroll_into_view_if_needed()
    feedback = exercise.locator(".exercise-feedback")
    if question.kind == "card":
        wrong = next(c for c in question.options if not question.is_right(c))
        exercise.get_by_role("option", name=wrong.name, exact=True).click()
        exercise.locator(".exercise-feedback.is-wrong").wait_for(timeout=15_000)
        exercise.get_by_role("option", name=question.answer.name, exact=True).click()
    elif question.options:
        wrong = next(o for o in question.options if not question.is_right(o))
        exercise.get_by_role("button", name=option_label(wrong), exact=True).click()
        exercise.locator(".exercise-feedback.is-wrong").wait_for(timeout=15_000)
        right = next(o for o in question.options if question.is_right(o))
        exercise.get_by_role("button", name=option_label(right), exact=True).click()
    else:
        box = exercise.locator("input[type=text]")
        box.fill("lots")
        box.press("Enter")
        exercise.locator(".exercise-feedback.is-unread").wait_for(timeout=15_000)
        box.fill(_typed(question, right=False))
        box.press("Enter")
        exercise.locator(".exercise-feedback.is-wrong").wait_for(timeout=15_000)
        box.fill(_typed(question, right=True))
        exercise.get_by_role("button", name="Check", exact=True).click()
    exercise.locator(".exercise-feedback.is-right").wait_for(timeout=15_000)
    assert "Right" in feedback.inner_text()
    exercise.get_by_role("button", name="Show the answer", exact=True).click()
    exercise.locator(".exercise-feedback", has_text="Answer: ").wait_for(timeout=15_000)


def _missing(page) -> str:
    """'' once every exercise is drawn (waiting up to two minutes), else what the page shows."""
    exercises = page.locator(".cardlib-exercise")
    try:
        exercises.nth(len(TOPICS) - 1).wait_for(timeout=120_000)
        return ""
    except PlaywrightTimeout:
        drawn = exercises.evaluate_all("els => els.map(e => e.getBoundingClientRect().height > 0)")
        text = " ".join(page.inner_text("body").split())
        return f"{len(drawn)} exercises on the page, {sum(drawn)} drawn; the page ends: {text[-600:]}"


def _answer_all(page, missing: str | None = None) -> None:
    """Answer every exercise; ``missing``: what :func:`_missing` said already (else it is asked)."""
    exercises = page.locator(".cardlib-exercise")
    missing = _missing(page) if missing is None else missing
    assert not missing, missing
    assert exercises.count() == len(TOPICS)
    for index, (topic, question) in enumerate(QUESTIONS.items()):
        exercise = exercises.nth(index)
        assert exercise.locator("svg").count() >= (0 if topic in WORDS_ONLY else 1), topic
        _answer(page, exercise, question)
        if topic in ("play", "experiments", "analysis"):
            _shot(page, exercise, f"exercise-{topic}.png")


def test_every_topic_is_answered_through_its_widgets_in_jupyterlab(browser, lab_server):
    body = json.dumps({"type": "notebook", "content": _notebook()}).encode()
    request = urllib.request.Request(
        f"{lab_server}/api/contents/exercises-check.ipynb", data=body, method="PUT"
    )
    request.add_header("Content-Type", "application/json")
    urllib.request.urlopen(request, timeout=30).read()
    page = browser.new_page(viewport={"width": 1200, "height": 1000})
    outside, errors = _watch(page)
    try:
        _run_all(page, f"{lab_server}/lab/workspaces/exercises/tree/exercises-check.ipynb?reset")
        _answer_all(page)
        assert (
            page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count()
            == 0
        )
        assert outside == [] and errors == [], (outside, errors)
    finally:
        page.close()


def test_every_topic_is_answered_through_its_widgets_in_voila(browser, tmp_path):
    notebook = tmp_path / "exercises-check.ipynb"
    book = _notebook()
    note = "Rather type code? `q[0].check('B')` in a new cell."
    book["cells"].insert(0, {"cell_type": "markdown", "source": note, "metadata": {"tags": ["lab-only"]}})
    notebook.write_text(json.dumps(book))
    with voila_serving(tmp_path, notebook) as url:
        # Voilà 0.5 now and then leaves a page's widgets undrawn on a loaded machine (voila issue 1428:
        # the kernel's messages not sent); once in CI (stop 61) the last exercise was missing after two
        # minutes. A learner opens such a page again, and so does this test, once, saying so: a page
        # that fails twice fails the test, with what it showed.
        for attempt in (1, 2):
            page = browser.new_page(viewport={"width": 1200, "height": 1000})
            outside, errors = _watch(page)
            try:
                page.goto(url, timeout=180_000)
                missing = _missing(page)
                if missing and attempt == 1:
                    warnings.warn(f"the page was opened again: {missing}", stacklevel=1)
                    continue
                _answer_all(page, missing)
                text = page.inner_text("body")
                assert "make_questions" not in text, "Voilà hides the code: no cell to type in"
                assert "Rather type code" not in text, "a note about typing code is left out of the app"
                assert page.locator(".jp-OutputArea-output .error, .voila-error").count() == 0
                assert outside == [] and errors == [], (outside, errors)
                break
            finally:
                page.close()
