"""On the zero-install site, a cell that needs a package the site lacks says so in one line.

The site runs Python in the browser with the standard library only (see docs/site.md); a lesson's
simulations need numpy and its charts matplotlib. Run there, such a cell would end in a
``ModuleNotFoundError`` traceback. Once the kit is imported on the site, the notebook's shell shows
instead one note naming the package and where the cell runs; every other error is shown as usual.
"""

from __future__ import annotations

import sys
from html import escape
from typing import Any

#: The packages a lesson uses that the zero-install site does not have, with what they do there.
NOT_ON_THE_SITE = {
    "numpy": "the simulations",
    "matplotlib": "the charts",
    "numba": "the compiled search",
}


def note(package: str) -> str:
    """The one line a learner reads when a cell needs ``package`` on the site."""
    return (
        f"This cell needs {package} ({NOT_ON_THE_SITE[package]}), which the zero-install site does not "
        "have: run the page in JupyterLab or the class app to see it. To go on here, click the next cell "
        "and choose Run ▸ Run Selected Cell and All Below."
    )


class SiteNote:
    """The note shown in place of the traceback: one styled line, or the line as text."""

    def __init__(self, package: str) -> None:
        self.text = note(package)

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return (
            '<div class="cardlib-site-note" role="note" style="border-left:4px solid #2a4d8f;'
            'background:#eef3fb;color:#222;padding:4px 10px;margin:2px 0;max-width:50em">'
            f"{escape(self.text)}</div>"
        )


def _handler(shell: Any, etype: type, value: BaseException, tb: Any, tb_offset: int | None = None) -> None:
    """IPython's custom handler for ``ModuleNotFoundError``: the note, or the usual traceback."""
    package = (getattr(value, "name", None) or "").split(".")[0]
    if package not in NOT_ON_THE_SITE:
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset)
        return
    from IPython.display import display

    display(SiteNote(package))


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
    shell.set_custom_exc((ModuleNotFoundError,), _handler)
    return True
