"""Build the zero-install site: the kit's lessons and exercises running in the browser (JupyterLite).

    .venv/bin/python tools/build_site.py [--out _site] [--online] [--deal-set DIR]

The site is a folder of static files: serve it from any web server (``python -m http.server -d _site``)
or publish it on a static host such as GitHub Pages. Offline (the default), everything it needs is in
the folder: the Pyodide runtime from npm, and the pure-Python wheels the kernel needs, resolved from
PyPI into a local lock with the kit's own wheel. numpy and matplotlib have no such wheels, so the pages
that need them say so at the top; ``--online`` leaves Pyodide on its CDN, where they exist.
``--deal-set`` puts a class's deal set (``cardlib class deals``) beside the class's page, where each
student plays it and downloads his played hands to hand in.

The build needs Python 3.12 or newer for the lock step (``CARDLIB_SITE_PYTHON``, ``python3.12`` or
``python3.13`` on the PATH, or pyenv's), and npm; it reaches only PyPI and npm.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build" / "site"
PINS = [
    "jupyterlite-core==0.8.6",
    "jupyterlite-pyodide-kernel[lock]==0.8.6",
    "jupyterlab>=4.6,<4.7",
    "jupyterlab-widgets",
    "anywidget",
]
PYODIDE = "pyodide@314.0.6"
#: Where an ``--online`` build fetches Pyodide's lock (and where its site loads Pyodide from).
PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE.split('@')[1]}/full/"
#: What the kernel needs beside the kit, locked for the site.
KERNEL_SPECS = ["micropip", "packaging", "ipython", "jedi", "comm", "ipywidgets", "anywidget"]
#: The kit in the browser: the package alone, with the widget libraries it draws with.
LITE_DEPENDENCIES = ["ipywidgets>=8.1.2", "anywidget>=0.9"]
#: Loaded with Pyodide, before the first cell asks for them.
PRELOAD = ["hoyle-cardlib", "ipywidgets", "anywidget"]
NEEDS = re.compile(r"^\s*(?:import|from)\s+(numpy|matplotlib|cardlib\.sim)\b|^\s*!", re.M)
#: What a page whose questions or tables need Python says at its top: its stored outputs are only
#: pictures until it runs.
RUN_NOTE = (
    "> **Run this page to use it:** choose **Run ▸ Run All Cells**. The first run takes a little while "
    "Python starts in your browser; until then the questions and tables below are pictures only."
)
#: A live widget or exercise: the kit's widgets, or a game's own (``cardlib.games.NAME.widgets``).
LIVE = re.compile(r"\b(make_questions|cardlib\.(?:games\.\w+\.)?widgets|ClassTable|Table\()")
NOTICE = (
    "> **This page needs numpy and matplotlib (or a terminal), which this zero-install site does not "
    "have.** Read it here, but to run it open the kit in JupyterLab or in the class app, or use a site "
    "built with `--online`."
)


def site_python() -> str:
    """A Python 3.12 or newer to build with."""
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    named = [os.environ.get("CARDLIB_SITE_PYTHON"), shutil.which("python3.12"), shutil.which("python3.13")]
    named += [str(p) for p in sorted(pyenv.glob("3.1[2-9]*/bin/python"))] if pyenv.exists() else []
    for candidate in filter(None, named):
        works = subprocess.run(
            [candidate, "-c", "import sys; sys.exit(sys.version_info < (3, 12))"], capture_output=True
        )
        if works.returncode == 0:
            return candidate
    sys.exit("build_site: the lock step needs Python 3.12 or newer; set CARDLIB_SITE_PYTHON to one")


def run(*command: str | Path, cwd: Path | None = None) -> None:
    """Run a command, stopping the build with its output if it fails."""
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"build_site: {' '.join(map(str, command))} failed:\n{done.stdout}\n{done.stderr}")


def tools_venv() -> Path:
    """The venv with JupyterLite and its Pyodide kernel, made once."""
    venv = BUILD / "venv"
    if not (venv / "bin" / "jupyter").exists():
        run(site_python(), "-m", "venv", venv)
        run(venv / "bin" / "pip", "install", "-q", *PINS)
    return venv


def kit_wheel(folder: Path) -> None:
    """The kit's wheel with only the dependencies a browser can have."""
    source = BUILD / "kit"
    shutil.rmtree(source, ignore_errors=True)
    shutil.copytree(ROOT / "cardlib", source / "cardlib", ignore=shutil.ignore_patterns("__pycache__"))
    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)
    deps = ", ".join(json.dumps(d) for d in LITE_DEPENDENCIES)
    (source / "pyproject.toml").write_text(
        '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n'
        f'[project]\nname = "hoyle-cardlib"\nversion = "{version}"\ndependencies = [{deps}]\n\n'
        '[tool.hatch.build.targets.wheel]\npackages = ["cardlib"]\n'
    )
    folder.mkdir(parents=True, exist_ok=True)
    run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", source, "-w", folder)


def pyodide_runtime(lite: Path) -> None:
    """Pyodide's JS and WASM from npm, with an empty lock for the build to fill."""
    packed = BUILD / "npm"
    packed.mkdir(parents=True, exist_ok=True)
    if not list(packed.glob("pyodide-*.tgz")):
        run("npm", "pack", PYODIDE, "--silent", cwd=packed)
    target = lite / "static" / "pyodide"
    with tarfile.open(next(packed.glob("pyodide-*.tgz"))) as archive:
        archive.extractall(BUILD / "npm", filter="data")
    shutil.copytree(packed / "package", target, dirs_exist_ok=True)
    lock = json.loads((target / "pyodide-lock.json").read_text())
    lock["packages"] = {}
    (target / "pyodide-lock.json").write_text(json.dumps(lock))


def reach_cdn() -> None:
    """Stop with a plain message when Pyodide's CDN, which an ``--online`` build needs, is out of reach."""
    import urllib.error
    import urllib.request

    try:
        urllib.request.urlopen(PYODIDE_CDN + "pyodide-lock.json", timeout=15).close()
    except (urllib.error.URLError, OSError) as error:
        sys.exit(
            f"build_site --online: cannot reach Pyodide's CDN ({PYODIDE_CDN}: {error}). Build without "
            "--online here, or on a machine that reaches the internet."
        )


def contents(folder: Path, deal_set: Path | None = None) -> None:
    """The notebooks and exercises, each page that cannot run offline saying so at its top."""
    shutil.rmtree(folder, ignore_errors=True)
    if deal_set is not None:
        if not (deal_set / "set.json").exists():
            make = ".venv/bin/cardlib class deals"
            sys.exit(f"build_site: {deal_set} is not a deal set; make one with `{make}`")
        shutil.copytree(deal_set, folder / "deal-set")
    for name in ("notebooks", "exercises"):
        shutil.copytree(ROOT / name, folder / name, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for page in ROOT.glob("*.ipynb"):
        shutil.copy(page, folder / page.name)
    # the teacher's pages the class page links to: the guide and glossary as pages, the printed rules
    (folder / "docs" / "rules").mkdir(parents=True)
    for page in [*ROOT.glob("docs/*.ipynb"), *ROOT.glob("docs/rules/*.html")]:
        shutil.copy(page, folder / page.relative_to(ROOT))
    for notebook in folder.rglob("*.ipynb"):
        book = drawn_untrusted(terminal_cells_shown(json.loads(notebook.read_text(encoding="utf-8"))))
        code = "\n".join("".join(c["source"]) for c in book["cells"] if c["cell_type"] == "code")
        if NEEDS.search(code):
            note = {"cell_type": "markdown", "id": "site-notice", "metadata": {}, "source": [NOTICE]}
            book["cells"].insert(0, note)
        elif LIVE.search(code):
            note = {"cell_type": "markdown", "id": "site-run", "metadata": {}, "source": [RUN_NOTE]}
            book["cells"].insert(0, note)
        notebook.write_text(json.dumps(book, indent=1, ensure_ascii=False), encoding="utf-8")


#: A code cell that runs terminal commands (``!cardlib …``): the site has no terminal.
TERMINAL = re.compile(r"^\s*!", re.M)


def terminal_cells_shown(book: dict) -> dict:
    """``book`` with each cell that runs terminal commands shown as its commands and their stored output.

    The site has no terminal: such a cell would fail when run and stop Run All there (and made the
    whole of lesson 0 a page to read only, its card picker dead). As text it shows what the commands
    do, and the page's other cells run.
    """
    for index, cell in enumerate(book["cells"]):
        source = "".join(cell["source"])
        if cell["cell_type"] != "code" or not TERMINAL.search(source):
            continue
        commands = [
            line.strip()[1:].replace("{sys.executable} -m cardlib", ".venv/bin/cardlib")
            for line in source.splitlines()
            if line.strip().startswith("!") and not line.strip().startswith("!rm ")
        ]
        printed = "".join(
            "".join(o.get("text", "")) for o in cell.get("outputs", []) if o.get("output_type") == "stream"
        ).replace("\r\n", "\n")
        text = (
            "*In a terminal (this site has none), with the kit installed, this runs:*\n\n```bash\n"
            + "\n".join(commands)
            + "\n```"
        )
        if printed.strip():
            text += "\n\n*and prints:*\n\n```text\n" + printed.rstrip("\n") + "\n```"
        book["cells"][index] = {
            "cell_type": "markdown",
            "id": cell.get("id", f"terminal-{index}"),
            "metadata": {},
            "source": [text],
        }
    return book


def drawn_untrusted(book: dict) -> dict:
    """``book`` with every stored picture an image that an untrusted notebook still draws.

    JupyterLite has no notebook trust, so a page opened on the site shows its stored outputs as
    untrusted: an ``image/svg+xml`` output falls back to its text (``Card.parse('10H')``), and the
    sanitizer strips ``<svg>`` out of HTML, leaving its labels run together. An ``<img>`` whose
    source is the SVG as a ``data:`` URL survives both (and runs no script, being an image).
    """
    for cell in book["cells"]:
        for output in cell.get("outputs", []):
            # A stored text kept as a list of lines (nbformat's way) is shown by the site joined with
            # commas, each line after the first starting with ","; one string each reads as printed.
            if isinstance(output.get("text"), list):
                output["text"] = "".join(output["text"])
            data = output.get("data")
            if not data:
                continue
            for kind, value in data.items():
                if isinstance(value, list):
                    data[kind] = "".join(value)
            svg = data.pop("image/svg+xml", None)
            if svg is not None and "text/html" not in data:
                data["text/html"] = _as_image("".join(svg))
            if "text/html" in data:
                data["text/html"] = _svgs_as_images("".join(data["text/html"]))
    return book


def _as_image(svg: str) -> str:
    label = re.search(r'aria-label="([^"]*)"', svg)
    alt = f' alt="{label.group(1)}"' if label else ""
    encoded = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    given = re.match(r'<svg style="([^"]*)"', svg)  # a fluid picture keeps its least width
    style = given.group(1) if given else "max-width:100%"
    return f'<img src="data:image/svg+xml;base64,{encoded}"{alt} style="{style}">'


def _svgs_as_images(html: str) -> str:
    """Each outermost ``<svg>…</svg>`` of ``html`` as an image."""
    out, at = [], 0
    for match in re.finditer(r"<svg\b", html):
        if match.start() < at:
            continue  # inside an svg already turned into an image
        depth, end = 0, match.start()
        for tag in re.finditer(r"<svg\b|</svg>", html[match.start() :]):
            depth += 1 if tag.group() != "</svg>" else -1
            if depth == 0:
                end = match.start() + tag.end()
                break
        out += [html[at : match.start()], _as_image(html[match.start() : end])]
        at = end
    return "".join([*out, html[at:]])


def build(out: Path, online: bool, deal_set: Path | None = None) -> Path:
    """Build the site into ``out`` and return it."""
    venv = tools_venv()
    lite = BUILD / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    lite.mkdir(parents=True)
    kit_wheel(BUILD / "wheels")
    if online:
        reach_cdn()
    else:
        pyodide_runtime(lite)
    lock = {"enabled": True, "specs": [*KERNEL_SPECS, "hoyle-cardlib"], "wheels": [str(BUILD / "wheels")]}
    config = {"LiteBuildConfig": {"output_dir": str(out)}, "PyodideLockAddon": lock}
    (lite / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2))
    contents(BUILD / "contents", deal_set)
    shutil.rmtree(out, ignore_errors=True)
    run(
        venv / "bin" / "jupyter",
        "lite",
        "build",
        "--lite-dir",
        lite,
        "--contents",
        BUILD / "contents",
        cwd=lite,
    )
    front_door(out)
    return out


def front_door(out: Path) -> None:
    """Open the site on its file list, each page in a tab of its own, with the kit loaded as Python starts.

    JupyterLab (``lab/``) reopens every page opened before in the same browser, each starting its own
    kernel; the Notebook interface (``tree/``, ``notebooks/``) shows one page to a browser tab, whose
    kernel ends with the tab. Loading the kit's wheel with Pyodide, rather than when the first cell
    imports it, saves the student a round of fetching before the first answer.
    """
    path = out / "jupyter-lite.json"
    config = json.loads(path.read_text())
    data = config["jupyter-config-data"]
    data["appUrl"] = "./tree"
    kernel = data["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    preload = kernel["loadPyodideOptions"]["packages"]
    preload += [name for name in PRELOAD if name not in preload]
    path.write_text(json.dumps(config, indent=2))
    if (out / "lab" / "favicon.ico").exists():  # browsers ask the root for one; spare them a 404
        shutil.copy(out / "lab" / "favicon.ico", out / "favicon.ico")


def main() -> int:
    parser = argparse.ArgumentParser(description="Build the kit's zero-install JupyterLite site.")
    parser.add_argument(
        "--out", default=str(ROOT / "_site"), help="the folder to build into (default: _site)"
    )
    parser.add_argument(
        "--online", action="store_true", help="load Pyodide from its CDN (numpy and matplotlib then work)"
    )
    parser.add_argument(
        "--deal-set", type=Path, help="a class's deal set to play on the site (from `cardlib class deals`)"
    )
    args = parser.parse_args()
    site = build(Path(args.out).resolve(), args.online, args.deal_set and args.deal_set.resolve())
    print(f"built {site}; serve it with: python -m http.server --directory {site}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
