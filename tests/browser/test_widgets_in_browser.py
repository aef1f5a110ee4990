"""The card picker and the Pitch points widget, clicked in a real browser: in JupyterLab and in Voilà."""

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT
from playwright.sync_api import TimeoutError as PlaywrightTimeout


def _shot(page, locator, name):
    folder = Path(os.environ.get("CARDLIB_SCREENSHOTS", "test-results"))
    folder.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(folder / name))


def _click_and_check(page):
    picker = page.locator(".card-picker").first
    ace = picker.get_by_role("option", name="ace of spades")
    ace.wait_for(timeout=60_000)
    ace.scroll_into_view_if_needed()
    ace.click()
    page.wait_for_function(
        "() => document.querySelector('.picker-message').innerText.includes('A♠ chosen')", timeout=15_000
    )
    assert ace.get_attribute("aria-selected") == "true" and "is-selected" in ace.get_attribute("class")
    king = picker.get_by_role("option", name="king of spades")
    king.focus()
    page.keyboard.press("Space")  # the keyboard toggles a card as a click does
    page.wait_for_function(
        "() => document.querySelector('.picker-message').innerText.includes('K♠ chosen')", timeout=15_000
    )
    page.keyboard.press("ArrowRight")  # the cards are one control: the arrows move in it
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "queen of spades"
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => document.querySelector('.picker-message').innerText.includes('Q♠ chosen')", timeout=15_000
    )
    assert picker.locator("svg").count() >= 52, "every card is drawn as a picture"
    _shot(page, picker, "card-picker.png")
    play = page.locator("button.points-play").first
    play.scroll_into_view_if_needed()
    play.click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.points-answer')]"
        ".some(e => e.innerText.includes('Game counts'))",
        timeout=15_000,
    )
    answer = page.locator(".points-answer").first.inner_text()
    assert "High:" in answer and "Jack:" in answer
    _shot(page, page.locator(".pitch-points").first, "pitch-points.png")


def _play_out(page, table):
    """Play the hand to its end by clicking a legal card's face (or the first action) each turn."""
    for _ in range(200):
        if table.locator(".table-result").inner_text().strip():
            return
        legal = table.locator(".table-hand button.cardlib-card.is-normal")
        actions = table.locator("button.table-action")
        target = legal.first if legal.count() else actions.first if actions.count() else None
        if target is not None:
            with contextlib.suppress(PlaywrightTimeout):  # the table was drawn again after the look
                target.click(timeout=5_000)
        page.wait_for_timeout(250)
    raise AssertionError("the hand did not end")


#: JupyterLab's status bar says its kernel is idle.
IDLE = (
    "() => { const s = document.querySelector('#jp-main-statusbar');"
    " return s && s.innerText.includes('Idle'); }"
)


def _run_all(page, url, timeout=60_000):
    """Open a notebook in JupyterLab, wait for its kernel, and run every cell from the Run menu."""
    page.goto(url, timeout=timeout)
    page.wait_for_selector(".jp-Notebook", timeout=timeout)
    page.wait_for_function(IDLE, timeout=timeout)
    page.locator("#jp-MainMenu .lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()


def test_widgets_in_jupyterlab(browser, lab_server):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    outside, errors = _watch(page)
    try:
        _run_all(page, f"{lab_server}/lab/tree/notebooks/00_start_here.ipynb")
        _click_and_check(page)
        assert outside == [] and errors == [], (outside, errors)
    finally:
        page.close()


def _watch(page) -> tuple[list[str], list[str]]:
    """Collect requests that leave the loopback address, and console errors."""
    outside, errors = [], []
    page.on(
        "request",
        lambda r: None if r.url.startswith(("http://127.0.0.1", "data:", "blob:")) else outside.append(r.url),
    )
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return outside, errors


def test_widgets_in_voila(browser, voila_server):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    outside, errors = _watch(page)
    try:
        page.goto(voila_server, timeout=120_000)
        _click_and_check(page)
        assert "card(" not in page.content(), "Voilà hides the code cells"
        assert outside == [], "an offline classroom works: nothing is fetched from outside"
        assert errors == []
    finally:
        page.close()


def test_widgets_fit_a_phone_screen_in_voila(browser, voila_server):
    page = browser.new_page(viewport={"width": 400, "height": 800})
    try:
        page.goto(voila_server, timeout=120_000)
        picker = page.locator(".card-picker").first
        picker.get_by_role("option", name="ace of spades").wait_for(timeout=60_000)
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= 420, f"the page is {wide} px wide on a 400 px screen"
        _shot(page, picker, "card-picker-phone.png")
    finally:
        page.close()


def test_table_explains_and_analyses_in_jupyterlab(browser, lab_server):
    """The Table of notebook 9: an action, then "why?" and "analyse this deal", clicked for real."""
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    try:
        _run_all(page, f"{lab_server}/lab/workspaces/table/tree/notebooks/09_play_a_hand.ipynb?reset")
        sell = page.locator(".cardlib-table button.table-sell").first
        sell.wait_for(timeout=120_000)
        sell.scroll_into_view_if_needed()
        sell.click()
        page.wait_for_function(
            "() => document.querySelector('.table-message').innerText.includes('You: sell.')", timeout=15_000
        )
        page.locator(".cardlib-table .table-why").first.click()
        page.wait_for_function(
            "() => document.querySelector('.table-reasons').innerText.includes('B: I ')", timeout=15_000
        )
        page.locator(".cardlib-table button.table-analyse").first.click()
        page.wait_for_function(
            "() => document.querySelector('.table-analysis').innerText.includes('Open-hand analysis')",
            timeout=30_000,
        )
        _shot(page, page.locator(".cardlib-table").first, "table-why-and-analysis.png")
        table = page.locator(".cardlib-table").first
        _play_out(page, table)
        table.locator("button.table-analyse").click()
        page.wait_for_function(
            "() => document.querySelector('.table-analysis').innerText.includes('with best play')",
            timeout=60_000,
        )
        label = table.locator(".table-progress .widget-label").inner_text()
        done, total = label.split(" of ")
        assert done == total and int(total) >= 20, label  # the bar counted every card of the hand
        assert not table.locator(".table-progress").is_visible()
    finally:
        page.close()


def test_a_boston_hand_is_played_by_clicking_faces_and_a_greyed_card_says_why(browser, lab_server):
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    try:
        _run_all(page, f"{lab_server}/lab/workspaces/boston/tree/notebooks/09_play_a_hand.ipynb?reset")
        table = page.locator(".cardlib-table").nth(1)
        table.locator(".table-hand button.cardlib-card").first.wait_for(timeout=120_000)
        greyed = table.locator(".table-hand button.cardlib-card.is-disabled").first
        assert greyed.get_attribute("aria-disabled") == "true" and greyed.get_attribute("title")
        greyed.scroll_into_view_if_needed()
        greyed.focus()  # by keyboard: Playwright's click() would wait for an aria-disabled card to enable
        page.keyboard.press("Enter")
        page.wait_for_function(
            "() => [...document.querySelectorAll('.table-message')]"
            ".some(e => e.innerText.includes('Not allowed'))",
            timeout=15_000,
        )
        _play_out(page, table)
        assert "payments" in table.locator(".table-result").inner_text()
        assert table.locator(".table-picture svg").count() == 1
        _shot(page, table, "table-boston.png")
    finally:
        page.close()


@pytest.mark.skipif(
    not os.environ.get("CARDLIB_BROWSER_BENCHMARKS"),
    reason="the benchmarks in a browser: set CARDLIB_BROWSER_BENCHMARKS=1",
)
def test_the_browser_widget_benchmark_still_runs():
    """benchmarks/bench_widgets_browser.py with two clicks a widget (it times, this only checks it works).

    It starts a JupyterLab and a Voilà of its own for clicks the tests here make, so CI leaves it out.
    """
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "bench_widgets_browser.py"), "--clicks", "2"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0 and "baseline" in done.stdout, done.stdout + done.stderr[-2000:]


def test_a_seven_up_hand_is_played_at_its_lesson_s_table_in_jupyterlab(browser, lab_server):
    """The fourth game's lesson runs in JupyterLab, and its card table plays a hand to the end by clicks."""
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    outside, errors = _watch(page)
    try:
        _run_all(page, f"{lab_server}/lab/workspaces/sevenup/tree/notebooks/12_seven_up.ipynb?reset")
        table = page.locator(".cardlib-table").first
        table.locator(".table-hand button.cardlib-card").first.wait_for(timeout=120_000)
        _play_out(page, table)
        result = table.locator(".table-result").inner_text()
        assert "High" in result or "redeal" in result.lower(), result
        assert table.locator(".table-picture svg").count() == 1
        stderr = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        assert stderr.count() == 0 and outside == [] and errors == [], (outside, errors)
        _shot(page, table, "table-sevenup.png")
    finally:
        page.close()
