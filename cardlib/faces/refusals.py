"""Refusals shown as a note in the learner's words, not a traceback: ``with refusal(): …``.

A lesson that shows what the rules refuse runs the refused step inside ``refusal()``. The kit's own
message appears as one styled line (in JupyterLab, in Voilà and as text), and the cell ends normally,
so a class app shows no error box. Anything that is not a rule's refusal is raised as usual.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from html import escape

from cardlib.core.errors import CardlibError


@dataclass(frozen=True)
class Refusal:
    """A rule's refusal, shown as a note: what was refused and why, in the kit's words."""

    message: str

    def __str__(self) -> str:
        return f"Refused: {self.message}"

    def _repr_html_(self) -> str:
        return (
            '<div class="cardlib-refusal" role="note" style="border-left:4px solid #b36b00;'
            'background:#fff6e5;color:#222;padding:4px 10px;margin:2px 0;max-width:50em">'
            f"<b>Refused:</b> {escape(self.message)}</div>"
        )


def _show(note: Refusal) -> None:
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:  # plain Python: print it
        print(note)
        return
    if get_ipython() is None:
        print(note)
    else:
        display(note)


@contextmanager
def refusal() -> Iterator[list[Refusal]]:
    """Run the block; if a rule refuses a step, show the refusal as a note and carry on.

    The list it yields holds the refusal afterwards (empty when nothing was refused), for tests.
    """
    caught: list[Refusal] = []
    try:
        yield caught
    except CardlibError as error:
        caught.append(Refusal(str(error)))
        _show(caught[0])
