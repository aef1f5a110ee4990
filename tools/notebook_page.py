"""Driving a notebook page in a browser (JupyterLab's or the Notebook interface): run it, wait for it.

Shared by the site's browser tests and ``benchmarks/bench_site.py``. When an awaited output never comes,
:func:`wait_for` fails with what the page showed (dialogs, the kernel's state, which cells ran, error
outputs, the browser's console errors) and a screenshot, so that a failure far away (in CI) says why.
"""

from __future__ import annotations

import tempfile
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

#: The kernel is idle: the execution indicator of the notebook's toolbar, in JupyterLab and Notebook.
IDLE = "document.querySelector(\".jp-Notebook-ExecutionIndicator[data-status='idle']\") !== null"

#: What a page's script reported as an error, by page (filled by :func:`watch`).
_CONSOLE: dict[int, list[str]] = {}


def watch(page) -> None:
    """Keep the page's console errors and uncaught exceptions, for :func:`describe`."""
    seen = _CONSOLE.setdefault(id(page), [])
    page.on("console", lambda m: seen.append(m.text[:300]) if m.type == "error" else None)
    page.on("pageerror", lambda e: seen.append(f"uncaught: {str(e)[:300]}"))


#: A dialog is open over the page.
DIALOG = "document.querySelector('.jp-Dialog') !== null"


#: Words of a kernel dialog that is not asking for a kernel, which a reader would not simply accept.
_NOT_ASKING = ("restart", "shut down", "shutdown", "interrupt")


def accept_kernel_dialog(page) -> bool:
    """Answer a dialog asking for the page's kernel ("Select Kernel"), if one is open, with Python.

    It comes now and then when a page opens, or Run All is clicked, before the site has started its
    kernel (it held CI runs' pages for minutes); the page is then without a kernel until somebody
    chooses one, as a reader would.
    """
    dialog = page.locator(".jp-Dialog")
    if not dialog.count():
        return False
    said = (dialog.first.text_content() or "").lower()
    if "kernel" not in said or any(word in said for word in _NOT_ASKING):
        return False
    choice = dialog.locator("select")
    if choice.count():
        python = [label for label in choice.first.locator("option").all_text_contents() if "Python" in label]
        if python:
            choice.first.select_option(label=python[0])
    dialog.locator(".jp-mod-accept").first.click()
    return True


def _clear_the_way(page, timeout: float) -> None:
    """Answer a kernel dialog and wait for the kernel; fail, saying what it says, on any other dialog."""
    if accept_kernel_dialog(page):
        page.wait_for_function(IDLE, timeout=timeout)
    if page.locator(".jp-Dialog").count():
        raise AssertionError(f"a dialog stands in the way of running the page\n{describe(page)}")


def run_all(page, timeout: float = 240_000) -> None:
    """Wait for the page's kernel (choosing it if the page asks), then Run ▸ Run All Cells."""
    page.wait_for_selector(".jp-Notebook", timeout=timeout)
    page.wait_for_function(f"{IDLE} || {DIALOG}", timeout=timeout)
    _clear_the_way(page, timeout)
    page.wait_for_function(IDLE, timeout=timeout)
    _click_run_all(page)
    page.wait_for_timeout(1_000)  # Run All on a page without a kernel asks for one: answer it
    if page.locator(".jp-Dialog").count():
        _clear_the_way(page, timeout)
        if page.evaluate(NONE_RAN):
            _click_run_all(page)


def _click_run_all(page) -> None:
    """Run ▸ Run All Cells, from the menu bar."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()


def describe(page) -> str:
    """What the page shows a reader who wonders why nothing came: a few lines."""
    lines = [f"page: {page.url}"]
    try:
        indicator = page.locator(".jp-Notebook-ExecutionIndicator").first
        lines.append(f"kernel: {indicator.get_attribute('data-status', timeout=2_000)}")
        prompts = [p.strip() for p in page.locator(".jp-CodeCell .jp-InputPrompt").all_text_contents()]
        lines.append(f"code cells' prompts: {' '.join(prompts)}")
        for dialog in page.locator(".jp-Dialog").all_text_contents():
            lines.append(f"dialog: {' '.join(dialog.split())[:300]}")
        errors = page.locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'],"
            " .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error']"
        )
        for text in errors.all_text_contents()[:3]:
            lines.append(f"error output: {' '.join(text.split())[:400]}")
        shot = Path(tempfile.mkdtemp(prefix="cardlib-page-")) / "page.png"
        page.screenshot(path=str(shot), full_page=True)
        lines.append(f"screenshot: {shot}")
    except Exception as error:  # the page may itself be gone: say so rather than hide the first failure
        lines.append(f"(could not read the page: {error})")
    lines += [f"console: {text}" for text in _CONSOLE.get(id(page), [])[:10]]
    return "\n".join(lines)


def wait_for(page, locator, what: str, timeout: float = 240_000, state: str = "visible") -> None:
    """Wait for ``locator``; if it never comes, fail saying what the page showed instead."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        locator.wait_for(state=state, timeout=timeout)
    except PlaywrightTimeout:
        raise AssertionError(f"{what} did not come within {timeout / 1000:.0f} s\n{describe(page)}") from None


#: True when no code cell has run, nor is running: every prompt empty ("[ ]:").
NONE_RAN = (
    "() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]"
    ".every(p => !/\\[(\\*|\\d+)\\]/.test(p.textContent))"
)


def ran(page, locator, what: str, timeout: float = 240_000, state: str = "visible") -> None:
    """Wait for ``locator``, which Run All draws; if no cell ran at all, or the page asked for its
    kernel, Run All once more.

    Under load a CI run once saw Run All take every cell's outputs away and run none (the kernel idle,
    every prompt empty, as if it had restarted under the run); a reader would run the page again.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        locator.wait_for(state=state, timeout=timeout / 2)
        return
    except PlaywrightTimeout:
        if not accept_kernel_dialog(page) and not page.evaluate(NONE_RAN):
            wait_for(page, locator, what, timeout / 2, state)
            return
    run_all(page, timeout)
    wait_for(page, locator, what, timeout, state)


def table_drawn(page, table, what: str, timeout: float = 240_000) -> None:
    """Wait for a card table drawn by Run All, bring it into view, and wait for its cards.

    The page follows the cells as they run, and a cell scrolled out of view may not be drawn (nor its
    cards visible) until it comes back.
    """
    ran(page, table, what, timeout=timeout, state="attached")
    table.scroll_into_view_if_needed(timeout=60_000)
    wait_for(page, table.locator(".table-hand button.cardlib-card").first, f"the cards of {what}")


def once_more(attempt: Callable[[], T], what: str) -> T:
    """``attempt()``, and if it fails waiting, a second time (in a new tab, as a student would reload).

    A site page opened right after another one closed has, once in CI, never drawn its table; the first
    failure is kept as a warning with what the page showed, so a second try that works still says why.
    """
    try:
        return attempt()
    except AssertionError as failure:
        warnings.warn(f"{what}: tried a second time after: {failure}", stacklevel=2)
        return attempt()
