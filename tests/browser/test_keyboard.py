"""The kit by keyboard alone, in the class app (issue 55): a picker question answered, cards picked, and
a whole hand played at the Table, with only Tab, the arrow keys and Enter; a long auction's heading opened and
closed, the focus on its first call and back on the heading.

After every action the focus stays where the learner is (never back on the page's ``<body>``), the
plays are said in words in the hand's live region, and axe-core finds nothing critical or serious.
"""

from __future__ import annotations

import json

from axe_check import axe_violations, serious
from conftest import voila_serving
from test_widgets_in_browser import _watch

from cardlib.exercises import make_questions

SEED = 2026
QUESTION = make_questions("play", SEED, 1)[0]
#: Where the keyboard is: the card's name, or the element's tag and class.
FOCUSED = (
    "() => { const e = document.activeElement; if (!e || e === document.body) return 'body';"
    " return e.getAttribute('aria-label') || e.textContent.trim() || e.tagName; }"
)
NAME = "document.activeElement.textContent.trim()"
IN = "(selector) => !!document.activeElement && !!document.activeElement.closest(selector)"


def _notebook() -> dict:
    sources = [
        "from cardlib.exercises import make_questions\nfrom cardlib.widgets import CardPicker, Table",
        f'make_questions("play", seed={SEED}, count=1)[0].ask(1)',
        'CardPicker(limit=2, description="Pick two cards")',
        'Table("pitch", seat="A", seed=3)',
        'Table("fontainebleau", seat="A", seed=2)',
    ]
    cells = [
        {"cell_type": "code", "source": s, "metadata": {}, "outputs": [], "execution_count": None}
        for s in sources
    ]
    kernel = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return {"cells": cells, "metadata": {"kernelspec": kernel}, "nbformat": 4, "nbformat_minor": 5}


def _tab_to(page, selector: str, most: int = 80) -> None:
    """Press Tab until the focus is inside ``selector``."""
    for _ in range(most):
        page.keyboard.press("Tab")
        if page.evaluate(IN, selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def _answer_by_keyboard(page) -> None:
    """The picker question: Tab into its cards, arrows to the right one, Enter."""
    exercise = page.locator(".cardlib-exercise").first
    _tab_to(page, ".exercise-cards [role=listbox]")
    cards = exercise.locator("[role=option]")
    names = [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())]
    here = names.index(page.evaluate(FOCUSED))
    wanted = next(i for i, name in enumerate(names) if name.startswith(QUESTION.answer.name))
    for _ in range(abs(wanted - here)):
        page.keyboard.press("ArrowRight" if wanted > here else "ArrowLeft")
    assert page.evaluate(FOCUSED).startswith(QUESTION.answer.name)
    page.keyboard.press("Enter")
    exercise.locator(".exercise-feedback.is-right").wait_for(timeout=15_000)
    assert page.evaluate(IN, ".exercise-cards"), "the focus stays on the cards"


def _pick_by_keyboard(page) -> None:
    """The picker: Tab in, Enter picks the first card, Down and Enter one of the next suit."""
    picker = page.locator(".card-picker").first
    _tab_to(page, ".card-picker [role=listbox]")
    first = page.evaluate(FOCUSED)
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowDown")
    second = page.evaluate(FOCUSED)
    assert first.split(" of ")[1] != second.split(" of ")[1], "Down goes to the next suit's row"
    page.keyboard.press("Enter")
    picker.locator("[role=option][aria-selected=true]").nth(1).wait_for(timeout=15_000)
    assert page.evaluate(IN, ".card-picker [role=listbox]")


def _hand_size(table) -> int:
    return table.locator(".table-hand [role=option]").count()


def _play_by_keyboard(page) -> list[str]:
    """The Table's whole hand: Enter on the hand's Tab stop (a playable card) or on a call's button."""
    table = page.locator(".cardlib-table").first
    said = []
    _tab_to(page, ".cardlib-table .table-hand [role=listbox], .cardlib-table .table-action")
    for _ in range(120):
        if table.locator(".table-result").inner_text().strip():
            return said
        before = (_hand_size(table), table.locator(".table-message").inner_text())
        if page.evaluate(IN, ".table-hand") and not table.locator(".table-hand .is-normal").count():
            _tab_to(page, ".cardlib-table .table-action")  # a call to make: the buttons follow the hand
        page.keyboard.press("Enter")
        page.wait_for_function(
            "([before, message]) => { const t = document.querySelector('.cardlib-table');"
            " return t.querySelectorAll('.table-hand [role=option]').length !== before"
            " || t.querySelector('.table-message').innerText !== message; }",
            arg=list(before),
            timeout=30_000,
        )
        page.wait_for_timeout(150)
        assert page.evaluate(FOCUSED) != "body", "after an action the focus stays on the table"
        said.append(table.locator(".table-hand .cardlib-live").inner_text())
    raise AssertionError("the hand did not end")


def _headings_by_keyboard(page) -> None:
    """Fontainebleau's long auction: Enter on "six …" focuses its first call, and "‹ back" the heading."""
    table = page.locator(".cardlib-table").nth(1)
    _tab_to(page, ".cardlib-table .table-heading")
    heading = page.evaluate(FOCUSED)
    page.keyboard.press("Enter")
    page.wait_for_function(f"(h) => {NAME} !== h", arg=heading, timeout=15_000)
    first = table.locator(".table-action").first.inner_text().strip()
    assert page.evaluate(FOCUSED) == first and first.startswith(heading.split()[0]), (heading, first)
    while page.evaluate(FOCUSED) != "‹ back":
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.wait_for_function(f"(h) => {NAME} === h", arg=heading, timeout=15_000)


def test_a_question_cards_and_a_whole_hand_by_keyboard_alone(browser, tmp_path):
    notebook = tmp_path / "keyboard.ipynb"
    notebook.write_text(json.dumps(_notebook()))
    with voila_serving(tmp_path, notebook) as url:
        page = browser.new_page(viewport={"width": 1200, "height": 1000})
        outside, errors = _watch(page)
        try:
            page.goto(url, timeout=180_000)
            page.locator(".cardlib-table .table-hand [role=option]").first.wait_for(timeout=120_000)
            _answer_by_keyboard(page)
            _pick_by_keyboard(page)
            said = _play_by_keyboard(page)
            _headings_by_keyboard(page)
            heard = " ".join(said)
            assert " plays the " in heard and " the trick" in heard, heard
            assert not any(sign in heard for sign in "♠♥♦♣"), "plays said in words"
            assert serious(axe_violations(page)) == []
            assert outside == [] and errors == [], (outside, errors)
        finally:
            page.close()
