"""Browser tests: a real JupyterLab server and Debian's Chromium driven by Playwright.

They are skipped when Chromium or Playwright is missing, except under CI (``CI`` set), where a
missing browser is a failure: ``.ci/run`` installs it.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))  # notebook_page: driving a notebook page, shared with a benchmark


@pytest.fixture
def alone():
    """The heaviest browser tests take turns, through a lock file shared by the test processes.

    Each of them keeps a core busy for minutes (Pyodide in the site, a Voilà kernel a page in the
    class app); run side by side on a two-core machine, one starved the other past its waits.
    """
    with open(Path(tempfile.gettempdir()) / "cardlib-heavy-browser-tests.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _require_browser():
    missing = []
    if not Path(CHROMIUM).exists():
        missing.append(f"Chromium ({CHROMIUM}; apt-get install chromium fonts-dejavu-core)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("Playwright (pip install playwright)")
    if missing:
        if os.environ.get("CI"):
            pytest.fail("browser tests need " + " and ".join(missing))
        pytest.skip("browser tests need " + " and ".join(missing))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def browser():
    _require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-dev-shm-usage"]
        )
        yield chromium
        chromium.close()


@contextlib.contextmanager
def _serving(command, env, ready, name, cwd=None):
    """Run a server in its own process group until the block ends; fail if ``ready()`` never holds."""
    server = subprocess.Popen(
        command,
        env=env,
        cwd=cwd,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(120):
            if ready():
                break
            time.sleep(0.25)
        else:
            pytest.fail(f"{name} did not start within 30 s")
        yield
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=20)


def _answers(url):
    try:
        urllib.request.urlopen(url, timeout=1)
    except OSError:
        return False
    return True


def _listening(port):
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    """A JupyterLab server on a free port serving a copy of the notebooks."""
    _require_browser()
    home = tmp_path_factory.mktemp("lab")
    root = home / "root"
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    env = dict(
        os.environ,
        JUPYTERLAB_SETTINGS_DIR=str(home / "settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTER_DATA_DIR=str(home / "data"),
    )
    # As the README's lab command does: trust the committed outputs so that their pictures show.
    notebooks = sorted(str(p) for p in (root / "notebooks").glob("*.ipynb"))
    subprocess.run(
        [sys.executable, "-m", "jupyter", "trust", *notebooks], env=env, check=True, capture_output=True
    )
    port = _free_port()
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        f"--port={port}",
        "--ServerApp.token=",
        "--ServerApp.password=",
        "--ServerApp.ip=127.0.0.1",
        "--ServerApp.disable_check_xsrf=True",  # the tests write notebooks through the contents API
        f"--ServerApp.root_dir={root}",
        "--allow-root",
    ]
    url = f"http://127.0.0.1:{port}"
    with _serving(command, env, lambda: _answers(f"{url}/api/status"), "JupyterLab"):
        yield url


@contextlib.contextmanager
def voila_serving(home: Path, notebook: Path):
    """A Voilà server rendering ``notebook`` (or a folder) as an app, the code hidden; yields its URL."""
    _require_browser()
    if shutil.which("voila", path=str(Path(sys.executable).parent)) is None:
        if os.environ.get("CI"):
            pytest.fail("Voilà is not installed (pip install voila)")
        pytest.skip("Voilà is not installed (pip install voila)")
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTER_DATA_DIR=str(home / "data"),
    )
    port = _free_port()
    command = [
        sys.executable,
        "-m",
        "voila",
        str(notebook),
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--template=cardlib",
    ]
    folder = notebook if notebook.is_dir() else notebook.parent  # where voila.json is read
    with _serving(command, env, lambda: _listening(port), "Voilà", cwd=folder):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory):
    """A Voilà server rendering the start notebook as an app (the code hidden)."""
    home = tmp_path_factory.mktemp("voila")
    shutil.copytree(ROOT / "notebooks", home / "notebooks")
    with voila_serving(home, home / "notebooks" / "00_start_here.ipynb") as url:
        yield url
