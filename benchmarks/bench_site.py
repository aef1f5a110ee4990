"""The zero-install site against JupyterLab: seconds until a student sees, answers and plays.

Run ``python benchmarks/bench_site.py [--site _site]`` (Chromium at /usr/bin/chromium; the site is built
with ``tools/build_site.py`` first if the folder is missing). JupyterLab and the site are timed in the
same run, on the same pages, each in a fresh browser page, from opening the page:

- **first picture**: exercise 1's first stored card picture drawn, before anything runs;
- **first answered question**: exercise 1 run (Run ▸ Run All Cells), its first question answered by a
  click, and the feedback shown;
- **first card table**: lesson 9 run and the first card of its table drawn.

The site opens each page in the Notebook interface (``notebooks/index.html?path=…``), one page and one
kernel to a browser tab, as its front door does. The ratios are site / JupyterLab.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from notebook_page import once_more, ran, run_all, table_drawn, wait_for, watch  # noqa: E402

from cardlib.exercises import make_questions  # noqa: E402
from cardlib.exercises.attempt import option_label  # noqa: E402

PICTURE = ".jp-OutputArea-output img, .jp-OutputArea-output svg"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        """Say nothing of each request."""


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _table(browser, url: str) -> None:
    """Lesson 9 opened in a new tab and run, until its table's first card is drawn."""
    page = browser.new_page(viewport={"width": 1200, "height": 1000})
    watch(page)
    try:
        page.goto(url.format(path="notebooks/09_play_a_hand.ipynb", n=1), timeout=240_000)
        run_all(page)
        table_drawn(page, page.locator(".cardlib-table").first, "lesson 9's card table", timeout=150_000)
    finally:
        page.close()


def _times(browser, url: str) -> tuple[float, float, float]:
    """Seconds to exercise 1's first picture and first answered question, and to lesson 9's table."""
    answer = option_label(make_questions("tricks", 2026, 6)[0].answer)
    page = browser.new_page(viewport={"width": 1200, "height": 1000})
    watch(page)
    start = time.monotonic()
    page.goto(url.format(path="exercises/01_tricks.ipynb", n=0), timeout=240_000)
    wait_for(page, page.locator(PICTURE).first, "exercise 1's first stored picture", state="attached")
    picture = time.monotonic() - start
    run_all(page)
    exercise = page.locator(".cardlib-exercise").first
    ran(page, exercise.get_by_role("button", name=answer, exact=True), "exercise 1's first question")
    exercise.get_by_role("button", name=answer, exact=True).click(timeout=60_000)
    exercise.locator(".exercise-feedback.is-right").wait_for(timeout=60_000)
    answered = time.monotonic() - start
    page.close()

    start = time.monotonic()
    once_more(lambda: _table(browser, url), "lesson 9's table")
    table = time.monotonic() - start
    return picture, answered, table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default=str(ROOT / "_site"), help="the built site (default: _site)")
    site = Path(parser.parse_args().site)
    if not (site / "index.html").exists():
        subprocess.run(
            [sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(site)], check=True
        )
    from playwright.sync_api import sync_playwright

    home = Path(tempfile.mkdtemp())
    for name in ("notebooks", "exercises"):
        shutil.copytree(ROOT / name, home / name)
    subprocess.run(
        [sys.executable, "-m", "jupyter", "trust", *map(str, home.glob("*/*.ipynb"))],
        env=dict(os.environ, JUPYTER_DATA_DIR=str(home / "data")), capture_output=True, check=False,
    )  # fmt: skip
    lab_port, site_port = _port(), _port()
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_RUNTIME_DIR=str(home / "run"),
        JUPYTER_DATA_DIR=str(home / "data"),
    )
    lab = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={lab_port}", "--ServerApp.token=",
         "--ServerApp.ip=127.0.0.1", f"--ServerApp.root_dir={home}", "--allow-root"],
        env=env, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", site_port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        for _ in range(120):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{lab_port}/api/status", timeout=1)
                break
            except OSError:
                time.sleep(0.5)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            lab_times = _times(
                browser, f"http://127.0.0.1:{lab_port}/lab/workspaces/bench{{n}}/tree/{{path}}?reset"
            )
            site_times = _times(browser, f"http://127.0.0.1:{site_port}/notebooks/index.html?path={{path}}")
            browser.close()
    finally:
        os.killpg(lab.pid, signal.SIGTERM)
        server.shutdown()
    print(f"{'':28}{'JupyterLab':>12}{'site':>10}{'ratio':>8}")
    moments = ("first picture", "first answered question", "first card table")
    for what, a, b in zip(moments, lab_times, site_times, strict=True):
        print(f"{what:28}{a:>10.1f} s{b:>8.1f} s{b / a:>7.1f}×")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
