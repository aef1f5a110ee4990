"""On the zero-install site, a cell that needs a package the site lacks says so in one line.

The site runs Python in the browser with the standard library only (see docs/site.md); a lesson's
simulations need numpy and its charts matplotlib. Run there, such a cell would end in a
``ModuleNotFoundError`` traceback, and a later cell using a name it would have made in a ``NameError``.
Once the
kit is imported on the site, the notebook's shell shows instead the cell's stored outputs again (the
page showed them before the cell ran, and running it cleared them) and one note naming the package
and where the cell runs; every other error is shown as usual.
"""

from __future__ import annotations

import ast
import json
import linecache
import sys
from html import escape
from pathlib import Path
from typing import Any

#: The packages a lesson uses that the zero-install site does not have, with what they do there.
NOT_ON_THE_SITE = {
    "numpy": "the simulations",
    "matplotlib": "the charts",
}


def note(package: str, earlier: bool = False) -> str:
    """The one line a learner reads when a cell needs ``package`` on the site (or an earlier one did)."""
    needs = f"needs {package} ({NOT_ON_THE_SITE[package]})"
    if earlier:  # a name an earlier cell would have made, had it run
        needs = f"uses what an earlier cell makes with {package} ({NOT_ON_THE_SITE[package]})"
    return (
        f"This cell {needs}, which the zero-install site does not have: run the page in JupyterLab or "
        "the class app to see it. The other cells run here."
    )


class SiteNote:
    """The note shown in place of the traceback: one styled line, or the line as text."""

    def __init__(self, package: str, earlier: bool = False) -> None:
        self.text = note(package, earlier)

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return (
            '<div class="cardlib-site-note" role="note" style="border-left:4px solid #2a4d8f;'
            'background:#eef3fb;color:#222;padding:4px 10px;margin:2px 0;max-width:50em">'
            f"{escape(self.text)}</div>"
        )


#: The names a cell that lacked a package would have made, each with that package: a later cell that
#: finds one of them missing is told why, and any other missing name is a real error.
_unmade: dict[str, str] = {}


def _names_made(source: str) -> set[str]:
    """The names a cell's code assigns, defines or imports (its top level and blocks alike)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    made: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            made.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            made.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            made.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    return made


def _cell_source(tb: Any) -> str:
    """The source of the notebook cell a traceback ran through (IPython keeps it in ``linecache``)."""
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_name == "<module>":
            return "".join(linecache.getlines(code.co_filename))
        tb = tb.tb_next
    return ""


def stored_outputs(source: str, folder: Path | None = None) -> list[dict[str, Any]]:
    """The outputs stored with the code cell ``source`` in a notebook of ``folder`` (the kernel's own).

    The site's kernel runs in the page's folder, so the page it runs is one of the notebooks there;
    a cell is known by its code. Nothing is found for a cell typed by the learner, or a changed one.
    """
    wanted = source.strip()
    if not wanted:
        return []
    for page in sorted((folder or Path.cwd()).glob("*.ipynb")):
        try:
            cells = json.loads(page.read_text(encoding="utf-8")).get("cells", [])
        except (OSError, ValueError, AttributeError):
            continue  # not a page the site wrote: look at the others
        for cell in cells if isinstance(cells, list) else []:
            if not isinstance(cell, dict) or cell.get("cell_type") != "code":
                continue
            text = cell.get("source", "")
            if ("".join(text) if isinstance(text, list) else str(text)).strip() == wanted:
                return [out for out in cell.get("outputs", []) if isinstance(out, dict)]
    return []


def show_stored(outputs: list[dict[str, Any]]) -> None:
    """Show ``outputs``, as stored in a notebook, again in the running cell."""
    from IPython.display import display

    for output in outputs:
        if output.get("output_type") == "stream":
            text = output.get("text", "")
            stream = sys.stderr if output.get("name") == "stderr" else sys.stdout
            stream.write("".join(text) if isinstance(text, list) else str(text))
            stream.flush()  # before the next picture, as the page stored them
        elif isinstance(output.get("data"), dict):
            display(output["data"], raw=True, metadata=output.get("metadata") or {})


def _handler(shell: Any, etype: type, value: BaseException, tb: Any, tb_offset: int | None = None) -> None:
    """IPython's custom handler: the note for a package the site lacks, else the usual traceback."""
    from IPython.display import display

    package = (getattr(value, "name", None) or "").split(".")[0]
    if isinstance(value, ModuleNotFoundError) and package in NOT_ON_THE_SITE:
        source = _cell_source(tb)
        _unmade.update(dict.fromkeys(_names_made(source), package))
        show_stored(stored_outputs(source))
        display(SiteNote(package))
    elif isinstance(value, NameError) and value.name in _unmade:
        package = _unmade[value.name]
        source = _cell_source(tb)
        # what this cell would have made is missing in turn, for the same reason
        _unmade.update(dict.fromkeys(_names_made(source), package))
        show_stored(stored_outputs(source))
        display(SiteNote(package, earlier=True))
    else:
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset)


def install(shell: Any = None, *, force: bool = False) -> bool:
    """Show the note for a missing site package in ``shell`` (the running one); whether it was set.

    Only in the browser (Pyodide), unless ``force``: elsewhere a missing package is a real error
    in the learner's set-up, and its traceback says how to mend it.
    """
    if sys.platform != "emscripten" and not force:
        return False
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
    if shell is None or not hasattr(shell, "set_custom_exc"):
        return False
    shell.set_custom_exc((ModuleNotFoundError, NameError), _handler)
    return True
