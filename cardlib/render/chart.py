"""A matplotlib chart with its text alternative: what it shows in words, and the numbers it draws.

A chart shown the usual way (``plt.show()``) reaches the page as a bare image that a screen reader
cannot read. :func:`chart` shows it as an image named in words, with the numbers it draws in a table
under "The numbers drawn", so that a learner who cannot see it reads the same thing.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Sequence
from html import escape
from typing import Any

from cardlib.render.sheet import html_table


class Chart:
    """A drawn chart, its words and its numbers; in a notebook, the image with both beside it."""

    def __init__(self, png: bytes, words: str, columns: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        self.png, self.words = png, words
        self.columns, self.rows = list(columns), [list(row) for row in rows]

    def __repr__(self) -> str:
        return f"Chart: {self.words}"

    def _repr_html_(self) -> str:
        encoded = base64.b64encode(self.png).decode("ascii")
        table = html_table(self.columns, self.rows, "The numbers drawn")
        return (
            f'<figure class="cardlib-chart" style="margin:0">'
            f'<img src="data:image/png;base64,{encoded}" alt="{escape(self.words)}" style="max-width:100%">'
            f"<figcaption><details><summary>The numbers drawn</summary>{table}</details></figcaption>"
            "</figure>"
        )


def chart(figure: Any, words: str, columns: Sequence[str], rows: Sequence[Sequence[object]]) -> Chart:
    """``figure`` (matplotlib's) shown with ``words`` as its text alternative, instead of ``plt.show()``.

    The numbers it draws come beside it as a table (``columns``, then one row of values each).
    Numbers are written with at most four significant figures; the figure is closed, so that it is not
    shown a second time as a bare image.
    """
    import matplotlib.pyplot as plt  # only a page that draws a chart needs matplotlib

    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100, bbox_inches="tight", metadata={"Software": None})
    plt.close(figure)
    return Chart(buffer.getvalue(), words, columns, [[_written(value) for value in row] for row in rows])


def _written(value: object) -> str:
    """A value as the table writes it: whole numbers whole, others to four significant figures."""
    if isinstance(value, (str, bool)) or not hasattr(value, "__float__"):
        return str(value)
    number = float(value)  # a Python or numpy number
    return str(int(number)) if number.is_integer() else f"{number:.4g}"
