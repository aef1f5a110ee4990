"""From a click in a real browser to the redrawn view: the card picker against a bare ipywidgets button.

Run ``python benchmarks/bench_widgets_browser.py [--clicks N]`` (Chromium at /usr/bin/chromium).
It starts JupyterLab on a scratch folder, runs a two-cell notebook and clicks each widget ``N``
times (50 by default), timing each click until the browser shows the answer the kernel sent back:

- baseline: an ipywidgets ``Button`` whose handler writes a counter into a ``Label``;
- ``CardPicker``: a click on a card face until the card shows as chosen (or put back).

Each click is timed inside the page (``performance.now()`` from the click until a mutation shows the
answer), so Playwright's own overhead is left out. The controller's share is the same click handled
in Python alone (``picker.faces.click``), timed in this process. The aims: the picker's median under
100 ms, the controller's under 20 ms. Measured on the development machine (2 cores): baseline
49 ms, picker 54 ms (1.09 ×), controller 2.9 ms.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

CELLS = [
    "import ipywidgets as w\ncount = w.Label('0')\nbare = w.Button(description='bare')\n"
    "bare.add_class('bare-button')\n"
    "bare.on_click(lambda _: setattr(count, 'value', str(int(count.value) + 1)))\nw.HBox([bare, count])",
    "from cardlib.widgets import CardPicker\nCardPicker()",
]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def jupyterlab(root: Path):
    """A JupyterLab server on ``root``, stopped with its kernels at the end."""
    port = _free_port()
    env = dict(os.environ, **{f"JUPYTER{k}": str(root / k.lower()) for k in ("_CONFIG_DIR", "_RUNTIME_DIR")})
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(root / "workspaces")
    command = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.token=",
               "--ServerApp.password=", "--ServerApp.ip=127.0.0.1", f"--ServerApp.root_dir={root}",
               "--allow-root"]  # fmt: skip
    server = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            with contextlib.suppress(OSError):
                urllib.request.urlopen(f"{url}/api/status", timeout=1)
                break
            time.sleep(0.1)
        yield url
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def _notebook(root: Path) -> None:
    cells = [
        {"cell_type": "code", "source": s, "metadata": {}, "outputs": [], "execution_count": None}
        for s in CELLS
    ]
    book = {"cells": cells, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
            "nbformat": 4, "nbformat_minor": 5}  # fmt: skip
    (root / "bench.ipynb").write_text(json.dumps(book), encoding="utf-8")


#: In the page: click ``selector`` and resolve, in milliseconds, once ``done`` (an expression) holds.
TIMED = """async ([selector, done]) => {
  const check = new Function(`return (${done});`);
  const start = performance.now();
  document.querySelector(selector).click();
  await new Promise((resolve) => {
    if (check()) return resolve();
    const watch = new MutationObserver(() => { if (check()) { watch.disconnect(); resolve(); } });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return performance.now() - start;
}"""
ACE = 'button[aria-label="ace of spades"]'
BARE_DONE = "[...document.querySelectorAll('.widget-label')].some((e) => e.innerText === '{n}')"
PICKER_DONE = (
    "document.querySelector('" + ACE.replace("'", "\\'") + "').getAttribute('aria-pressed') === '{pressed}'"
)


def browser_clicks(url: str, clicks: int) -> tuple[list[float], list[float]]:
    """Milliseconds from each click to the redrawn answer: the bare button's, and the picker's."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path="/usr/bin/chromium",
            headless=True,
            args=["--no-sandbox", "--disable-dev-shm-usage"],
        )
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.goto(f"{url}/lab/tree/bench.ipynb")
        idle = "() => document.querySelector('#jp-main-statusbar')?.innerText.includes('Idle')"
        page.wait_for_function(idle, timeout=120_000)
        page.locator("#jp-MainMenu .lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
        ace = page.get_by_role("button", name="ace of spades")
        ace.wait_for(timeout=120_000)
        bare_times = [
            page.evaluate(TIMED, [".bare-button", BARE_DONE.format(n=i + 1)]) for i in range(clicks)
        ]
        picker_times = [
            page.evaluate(TIMED, [ACE, PICKER_DONE.format(pressed="true" if i % 2 == 0 else "false")])
            for i in range(clicks)
        ]
        browser.close()
    return bare_times, picker_times


def controller_ms(clicks: int) -> float:
    """The median Python-side cost of the same click."""
    from cardlib.widgets import CardPicker

    picker, times = CardPicker(), []
    for _ in range(clicks):
        start = time.perf_counter()
        picker.faces.click("AS")
        times.append(1000 * (time.perf_counter() - start))
    return statistics.median(times)


def main() -> None:
    """Print the medians and the ratio to the baseline."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=50)
    clicks = parser.parse_args().clicks
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        _notebook(root)
        with jupyterlab(root) as url:
            bare, picker = browser_clicks(url, clicks)
    base = statistics.median(bare)
    rows = [
        ("ipywidgets Button round trip (baseline)", base),
        ("CardPicker: click to redrawn card", statistics.median(picker)),
        ("CardPicker controller alone (Python)", controller_ms(clicks)),
    ]
    print(f"| over {clicks} clicks | median | × baseline |\n|---|---|---|")
    for name, ms in rows:
        print(f"| {name} | {ms:.1f} ms | {ms / base:.2f} |")


if __name__ == "__main__":
    main()
