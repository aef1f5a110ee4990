"""Small helpers the widget views share: controls sized to their labels, and "none" that never blanks.

An ipywidgets ``Dropdown`` whose value is ``None`` shows nothing at all, so a choice of "nobody" or
"no trumps" is given the value :data:`NONE` and read back with :func:`read`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

#: The value of a dropdown's "nobody", "no trumps" or "choose" entry.
NONE = "-"
#: A row of controls that wraps on a narrow screen.
WRAP = {"flex_flow": "row wrap"}


#: A widget's HTML box may be narrower than its picture's least width (a phone): it shrinks, and the
#: picture scrolls sideways in its own box, instead of pushing the words beside it off the page.
SHRINKS = "<style>.widget-html-content:has(.cardlib-board){min-width:0}"
#: Every control on a page with the kit's widgets shows where the keyboard is, plainly: a 2 px ring
#: at more than 3:1 (ipywidgets' own is a 1 px light-blue line, hard to see).
FOCUS = (
    ".jupyter-widgets :is(button,input,select,textarea,summary):focus-visible,"
    ".cardlib-board :is(button,a,summary):focus-visible"
    "{outline:2px solid #1a5fb4 !important;outline-offset:1px}"
)
#: The kit's page style, carried by its pictures and widgets (a notebook has no style sheet of ours).
KIT_STYLE = f"{SHRINKS}{FOCUS}</style>"


def board(html: str) -> str:
    """Pictures on a light ground of their own, so that their dark labels read in a dark theme too."""
    return KIT_STYLE + (
        '<div class="cardlib-board" style="display:inline-block;max-width:100%;box-sizing:border-box;'
        f'background:#fbfbf6;color:#222;border-radius:8px;padding:6px">{html}</div>'
    )


def seed_box(value: int) -> widgets.BoundedIntText:
    """A box for a deal's seed, any whole number a seed may be (its tooltip set: ipywidgets says "null")."""
    return widgets.BoundedIntText(
        value=value,
        min=0,
        max=2**31 - 1,
        description="seed",
        tooltip="the seed of the deal",
        layout={"width": "150px"},
    )


def fitted(**layout: str) -> dict[str, Any]:
    """Keyword arguments that size a control to its whole label (never "noboc" for "nobody")."""
    return {"style": {"description_width": "initial"}, "layout": {"width": "auto", **layout}}


def dropdown(description: str, options: Sequence[tuple[str, Any]], value: Any = NONE) -> widgets.Dropdown:
    """A dropdown of ``(label, value)`` pairs, sized to fit; a ``None`` value is stored as :data:`NONE`."""
    pairs = [(label, NONE if v is None else v) for label, v in options]
    chosen = NONE if value is None else value
    return widgets.Dropdown(options=pairs, value=chosen, description=description, **fitted())


def read(control: widgets.Dropdown) -> Any:
    """The dropdown's value, with :data:`NONE` read as ``None``."""
    return None if control.value == NONE else control.value


class Pictured:
    """A widget view whose static form (GitHub, an HTML export, a stored notebook) is its picture.

    The mime bundle keeps the live widget and adds ``text/html``: the cards drawn and the answer
    shown, so that a notebook read without a kernel shows them instead of a bare repr.
    """

    def static_html(self) -> str:
        """What the widget shows now, as HTML."""
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc] # a widget's, mixed in
        bundle["text/html"] = self.static_html()
        return bundle
