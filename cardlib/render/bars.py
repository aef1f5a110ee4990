"""A bar chart drawn by the kit: one bar a name, to the right of zero when above it, to the left below.

The class duplicate's leaderboard is a chart a teacher wants in every view: JupyterLab, the class app,
the zero-install site (which has no matplotlib) and inside a folded answer. So it is drawn here as SVG,
the same bytes every time, like the cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from cardlib.render.svg import number, svg_document, text_label

BAR = "#2a4d8f"
ROW, BAR_HEIGHT, PLOT_WIDTH, CHAR = 20, 14, 320, 7.5


class BarChart:
    """Named values as horizontal bars, best first, with a caption under the axis."""

    def __init__(self, rows: Sequence[tuple[str, float]], caption: str) -> None:
        self.rows = list(rows)
        self.caption = caption

    def __str__(self) -> str:
        if not self.rows:
            return f"{self.caption}: no results yet"
        width = max(len(name) for name, _ in self.rows)
        lines = [f"  {name:<{width}}  {_signed(value)}" for name, value in self.rows]
        return "\n".join([self.caption, *lines])

    def __repr__(self) -> str:
        return f"BarChart({len(self.rows)} bars: {self.caption})"

    def _repr_html_(self) -> str:
        # inline, so that the chart's numbers in words (its aria-label) reach a screen reader
        return bar_chart_svg(self.rows, self.caption)


def _signed(value: float) -> str:
    """A value as the chart writes it: one decimal, signed, with no "-0.0" from rounding noise."""
    return f"{round(value, 1) + 0.0:+.1f}"


def bar_chart_svg(rows: Sequence[tuple[str, float]], caption: str) -> str:
    """``rows`` of (name, value) as bars from a zero line, each value written at its bar's end."""
    if not rows:
        words = f"{caption}: no results yet"
        return svg_document(PLOT_WIDTH, 24, text_label(4, 16, words, size=12), words)
    rows = [(name, round(value, 1) + 0.0) for name, value in rows]  # rounding noise is not a bar
    left = 8 + CHAR * max((len(name) for name, _ in rows), default=1)
    low = min([0.0, *(v for _, v in rows)])
    high = max([0.0, *(v for _, v in rows)])
    span = (high - low) or 1.0
    inner = PLOT_WIDTH - 90  # room for the value written beyond the longest bar on each side
    zero = left + 45 + inner * (-low / span)
    parts = []
    for index, (name, value) in enumerate(rows):
        y = 6 + index * ROW
        start, length = sorted((zero, zero + inner * value / span))
        parts.append(text_label(left - 6, y + 11, name, "end", size=12))
        parts.append(
            f'<rect x="{number(start)}" y="{y}" width="{number(max(length - start, 0.5))}" '
            f'height="{BAR_HEIGHT}" fill="{BAR}"><title>{escape(name)}: {_signed(value)}</title></rect>'
        )
        beside = (length + 4, "start") if value >= 0 else (start - 4, "end")
        parts.append(text_label(beside[0], y + 11, _signed(value), beside[1], size=12))
    bottom = 6 + len(rows) * ROW
    parts.append(f'<line x1="{number(zero)}" y1="2" x2="{number(zero)}" y2="{bottom}" stroke="#888"/>')
    width = left + PLOT_WIDTH
    parts.append(text_label(left + PLOT_WIDTH / 2, bottom + 18, caption, "middle", size=12))
    height = bottom + 26
    label = f"{caption}: " + ", ".join(f"{name} {_signed(value)}" for name, value in rows)
    return svg_document(width, height, "".join(parts), label)
