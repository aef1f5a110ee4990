"""The card picker and the Pitch points widget, clicked in a real browser: in JupyterLab and in Voilà."""

import os
from pathlib import Path


def _shot(page, locator, name):
    folder = Path(os.environ.get("CARDLIB_SCREENSHOTS", "test-results"))
    folder.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(folder / name))


def _click_and_check(page):
    ace = page.locator("button.card-AS").first
    ace.wait_for(timeout=60_000)
    ace.scroll_into_view_if_needed()
    ace.click()
    message = page.locator(".picker-message").first
    message.wait_for()
    page.wait_for_function(
        "() => document.querySelector('.picker-message').innerText.includes('A♠ chosen')", timeout=15_000
    )
    assert "mod-active" in (ace.get_attribute("class") or "")
    _shot(page, page.locator(".card-picker").first, "card-picker.png")
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


def _run_all(page, url):
    """Open a notebook in JupyterLab, wait for its kernel, and run every cell from the Run menu."""
    page.goto(url)
    page.wait_for_selector(".jp-Notebook", timeout=60_000)
    page.wait_for_function(
        "() => document.querySelector('#jp-main-statusbar').innerText.includes('Idle')", timeout=60_000
    )
    page.locator("#jp-MainMenu .lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()


def test_widgets_in_jupyterlab(browser, lab_server):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        _run_all(page, f"{lab_server}/lab/tree/notebooks/00_start_here.ipynb")
        _click_and_check(page)
    finally:
        page.close()


def test_widgets_in_voila(browser, voila_server):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(voila_server, timeout=120_000)
        _click_and_check(page)
        assert "card(" not in page.content(), "Voilà hides the code cells"
    finally:
        page.close()


def test_table_explains_and_analyses_in_jupyterlab(browser, lab_server):
    """The Table of notebook 8: an action, then "why?" and "analyse this deal", clicked for real."""
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    try:
        _run_all(page, f"{lab_server}/lab/workspaces/table/tree/notebooks/08_play_a_hand.ipynb?reset")
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
        while not table.locator(".table-result").inner_text().strip():  # play the hand out
            table.locator("button.table-action:not([disabled])").first.click()
            page.wait_for_timeout(300)
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
