"""The zero-install site against JupyterLab: seconds to the first executed cell and to the first card table.

Run ``python benchmarks/bench_site.py [--site _site]`` (Chromium at /usr/bin/chromium; the site is built
with ``tools/build_site.py`` first if the folder is missing). Both are timed in the same run, on the same
pages, from opening the page to the first output of exercise 1 and to the first card face of the table
in lesson 8, in a fresh browser page each; the ratios are site / JupyterLab.
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
IDLE = (
    "() => { const s = document.querySelector('#jp-main-statusbar');"
    " return s && s.innerText.includes('Idle'); }"
)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        """Say nothing of each request."""


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _times(browser, url: str) -> tuple[float, float]:
    """Seconds to the first output of exercise 1, and to the first card face of lesson 8's table."""
    found = []
    for number, (path, selector) in enumerate(
        (
            ("exercises/01_tricks.ipynb", ".jp-OutputArea-output"),
            ("notebooks/08_play_a_hand.ipynb", ".cardlib-table .table-hand button.cardlib-card"),
        )
    ):
        page = browser.new_page(viewport={"width": 1200, "height": 1000})
        start = time.monotonic()
        page.goto(url.format(path=path, n=number), timeout=240_000)
        page.wait_for_function(IDLE, timeout=240_000)
        page.locator("#jp-MainMenu .lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
        page.locator(selector).first.wait_for(timeout=240_000)
        found.append(time.monotonic() - start)
        page.close()
    return found[0], found[1]


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
    lab_port, site_port = _port(), _port()
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_RUNTIME_DIR=str(home / "run"))
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
            lab_cell, lab_table = _times(
                browser, f"http://127.0.0.1:{lab_port}/lab/workspaces/bench{{n}}/tree/{{path}}?reset"
            )
            site_cell, site_table = _times(
                browser, f"http://127.0.0.1:{site_port}/lab/index.html?path={{path}}"
            )
            browser.close()
    finally:
        os.killpg(lab.pid, signal.SIGTERM)
        server.shutdown()
    print(f"{'':28}{'JupyterLab':>12}{'site':>10}{'ratio':>8}")
    for what, a, b in (
        ("first executed cell", lab_cell, site_cell),
        ("first card table", lab_table, site_table),
    ):
        print(f"{what:28}{a:>10.1f} s{b:>8.1f} s{b / a:>7.1f}×")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
