"""Re-execute notebooks in place so that their stored outputs are what the code prints now.

``python tools/execute_notebooks.py`` runs every notebook under notebooks/ and exercises/;
name files to run only those. Widget state and cell timings are not stored, so a re-run of
unchanged code leaves the files unchanged. A widget's output keeps its picture (``text/html``, for
the kit's widgets) and its repr, not the link to a live model that is not stored: a notebook opened
without a kernel, on GitHub or in an HTML export shows the cards, and JupyterLab logs no "model not
found".
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

ROOT = Path(__file__).resolve().parent.parent


def main(names: list[str]) -> int:
    notebooks = [Path(n) for n in names] or sorted(
        p
        for folder in ("notebooks", "exercises")
        for p in (ROOT / folder).rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts
    )
    for notebook in notebooks:
        print(f"executing {notebook}", flush=True)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "jupyter",
                "nbconvert",
                "--to",
                "notebook",
                "--execute",
                "--inplace",
                "--NotebookClient.store_widget_state=False",
                "--NotebookClient.record_timing=False",
                f"--ExecutePreprocessor.cwd={notebook.parent}",
                str(notebook),
            ],
            check=True,
            capture_output=True,
        )
        keep_pictures(notebook)
    return 0


def keep_pictures(notebook: Path) -> None:
    """Drop the links to live widget models, which are never stored: the picture and repr stay."""
    import nbformat

    book = nbformat.read(notebook, as_version=4)
    for cell in book.cells:
        for output in cell.get("outputs", []):
            bundle = output.get("data", {})
            bundle.pop(WIDGET_VIEW, None)
    nbformat.write(book, notebook)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
