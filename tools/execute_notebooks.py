"""Re-execute notebooks in place so that their stored outputs are what the code prints now.

``python tools/execute_notebooks.py`` runs every notebook under notebooks/ and exercises/;
name files to run only those. Widget state and cell timings are not stored, so a re-run of
unchanged code leaves the files unchanged.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
