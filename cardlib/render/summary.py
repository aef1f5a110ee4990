"""What every game's one-page rules summary shares: its style, ladders, lists and tables side by side.

Each game writes its own page in ``cardlib/games/NAME/summary.py`` (named by its spec), with these.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from cardlib.render.html import printable_page
from cardlib.render.sheet import Sheet

STYLE = """
body { font-family: "DejaVu Sans", Arial, sans-serif; color: #111; max-width: 48em; margin: 1em auto;
  font-size: 9.5pt; line-height: 1.32; }
h1 { font-size: 1.45em; margin: 0 0 0.2em; }
h2 { font-size: 1.08em; margin: 0.7em 0 0.2em; border-bottom: 1px solid #999; break-after: avoid; }
p, ul { margin: 0.2em 0; } ul { padding-left: 1.3em; }
.tables { display: flex; flex-wrap: wrap; gap: 0 1.2em; align-items: flex-start; }
table.cardlib-sheet { border-collapse: collapse; margin: 0.3em 0; font-size: 0.92em; break-inside: avoid; }
table.cardlib-sheet td, table.cardlib-sheet th { border: 1px solid #aaa; padding: 0 4px; text-align: right; }
table.cardlib-sheet td:first-child { text-align: left; }
caption { text-align: left; font-weight: bold; padding-bottom: 2px; }
.ladder { font-size: 0.95em; }
@page { size: auto; margin: 12mm 13mm; }
@media print { body { margin: 0; max-width: none; } }
"""


def rungs(calls: Iterable[Any]) -> list[str]:
    """The names of a ladder's calls from lowest to highest, each once, accented as the learner reads them."""
    names: list[str] = []
    for call in calls:
        if call.name not in names:
            names.append(call.name)
    return [n.replace("misere", "misère") for n in names]


def ladder(calls: Iterable[Any]) -> str:
    """A ladder of calls as one line of HTML, lowest first."""
    names = " &lt; ".join(f"<b>{escape(n)}</b>" for n in rungs(calls))
    return f'<p class="ladder">From lowest to highest: {names}.</p>'


def bullets(items: list[str]) -> str:
    """A bulleted list of HTML items."""
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def tables(*sheets: Sheet) -> str:
    """Sheets side by side, as far as the page is wide."""
    return '<div class="tables">' + "".join(s._repr_html_() for s in sheets) + "</div>"


def summary_page(body: str) -> str:
    """The printable page of a summary's ``body``, titled by its heading."""
    title = body.split("</h1>")[0].removeprefix("<h1>")
    return printable_page(title, body, STYLE)
