"""Score and settlement sheets as aligned text and as HTML tables."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from html import escape


def text_table(columns: Sequence[str], rows: Sequence[Sequence[str]], footer: str = "") -> str:
    """Columns padded to their widest cell, a rule under the heading, then an optional footer line."""
    table = [list(columns), *[list(r) for r in rows]]
    widths = [max(len(r[i]) for r in table) for i in range(len(columns))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in table]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join([*lines, footer] if footer else lines)


#: How the cells and a marked cell look, given with the table so that static pages show it too.
STYLE = (
    "<style>.cardlib-sheet{border-collapse:collapse}"
    ".cardlib-sheet td,.cardlib-sheet th{border:1px solid #bbb;padding:2px 8px}"
    # A caption of no width of its own: a long one runs past a narrow table rather than stretching it.
    ".cardlib-sheet caption{text-align:left;font-weight:bold;white-space:nowrap;width:0;padding:2px 0}"
    "</style>"
)
#: How a marked cell stands out (its class, "used", names it for the tests and the page's style).
MARK_STYLE = "border:2px solid #c98a00;background:#ffe08a;color:#222;font-weight:bold"


def html_table(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    caption: str,
    footer: str = "",
    marked: Collection[tuple[int, int]] = (),
) -> str:
    """An HTML table with a caption, then an optional paragraph; ``marked`` (row, column) cells stand out.

    Each column is aligned in the cell's own style: numbers to the right, words to the left. (A page
    that drops the ``<style>`` block, as the zero-install site does, would right-align everything.)
    """
    aligns = [_alignment([row[j] for row in rows if j < len(row)]) for j in range(len(columns))]
    head = "".join(  # names unbroken
        f"<th style='white-space:nowrap;text-align:{a}'>{escape(c)}</th>"
        for c, a in zip(columns, aligns, strict=True)
    )
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="used" style="{MARK_STYLE};text-align:{_aligned(aligns, j)}">{escape(c)}</td>'
            if (i, j) in marked
            else f"<td style='text-align:{_aligned(aligns, j)}'>{escape(c)}</td>"
            for j, c in enumerate(r)
        )
        + "</tr>"
        for i, r in enumerate(rows)
    )
    after = f"<p>{escape(footer)}</p>" if footer else ""
    return (
        f'{STYLE}<table class="cardlib-sheet">'
        '<caption style="text-align:left;font-weight:bold;white-space:nowrap;width:0">'
        f"{escape(caption)}</caption>"
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{after}"
    )


#: A cell that reads as a number (a count, a score, a share): "+12", "-3.5", "40%", "1,000", or a dash.
_NUMBER = re.compile(r"[-+−]?\d[\d.,]*%?|[–—−-]?")


def _alignment(cells: Sequence[str]) -> str:
    """``right`` for a column of numbers, ``left`` for one that holds words (or only dashes)."""
    numbers = all(_NUMBER.fullmatch(str(c).strip()) for c in cells)
    return "right" if numbers and any(any(ch.isdigit() for ch in str(c)) for c in cells) else "left"


def _aligned(aligns: Sequence[str], column: int) -> str:
    """The alignment of ``column``; a row longer than the heading aligns its extra cells left."""
    return aligns[column] if column < len(aligns) else "left"


class Sheet:
    """A table to show a learner: HTML in Jupyter, aligned text when printed."""

    def __init__(
        self, caption: str, columns: Sequence[str], rows: Sequence[Sequence[str]], footer: str = ""
    ) -> None:
        self.caption, self.columns, self.rows, self.footer = caption, tuple(columns), tuple(rows), footer

    def __str__(self) -> str:
        return f"{self.caption}\n{text_table(self.columns, self.rows, self.footer)}"

    def __repr__(self) -> str:
        return f"Sheet({self.caption!r})"

    def _repr_html_(self) -> str:
        return html_table(self.columns, self.rows, self.caption, self.footer)


class Sheets(tuple[Sheet, ...]):
    """Several sheets shown one after another."""

    def __str__(self) -> str:
        return "\n\n".join(map(str, self))

    def _repr_html_(self) -> str:
        return "".join(sheet._repr_html_() for sheet in self)
