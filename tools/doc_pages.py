"""Write the teacher's documents as pages that open rendered in JupyterLab and in the class app.

``python tools/doc_pages.py`` turns ``docs/teachers-guide.md``, ``docs/glossary.md``,
``docs/class-tables.md`` and ``docs/accessibility.md`` into their ``.ipynb`` pages: one Markdown cell
a section, no code. A
Markdown file opens as source in JupyterLab, and Voilà serves it as a download with no character set
(so "misères" reads "misÃ¨res"); a notebook of Markdown cells opens rendered in both, and its links
to lessons open the lessons as pages. The ``.md`` files stay the source (GitHub shows them); a test
checks that the pages are current.
"""

from __future__ import annotations

import re
import sys
from html import escape
from pathlib import Path

from notebook_json import cell, notebook_text

ROOT = Path(__file__).resolve().parent.parent
#: The documents a class page links to, by name in docs/.
PAGES = ("teachers-guide", "glossary", "class-tables", "accessibility")
_LINK = re.compile(r"\]\((" + "|".join(re.escape(name) for name in PAGES) + r")\.md(#[^)]*)?\)")
#: A code span with a hyphen (``--port``, ``class deals pitch --players 6``): browsers may break a
#: line after a hyphen, which splits an option from its dashes; the page keeps each such word whole.
_CODE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")  # spans read left to right, so none spans two
_WHOLE = '<span style="white-space:nowrap">{}</span>'


def _unbroken(code: str) -> str:
    """A code span as HTML whose hyphened words do not break (it may still break between words)."""
    words = [_WHOLE.format(escape(w)) if "-" in w else escape(w) for w in code.split(" ")]
    return f"<code>{' '.join(words)}</code>"


def page(name: str) -> str:
    """The notebook for ``docs/NAME.md``, as the JSON text written to ``docs/NAME.ipynb``."""
    text = (ROOT / "docs" / f"{name}.md").read_text(encoding="utf-8")
    text = _LINK.sub(lambda m: f"]({m.group(1)}.ipynb{m.group(2) or ''})", text)  # page to page
    text = _CODE.sub(lambda m: _unbroken(m.group(1)) if "-" in m.group(1) else m.group(0), text)
    sections = re.split(r"\n(?=## )", text.strip())  # one cell a section: the lab's contents list them
    cells = [cell("markdown", section, f"{name}-{number}") for number, section in enumerate(sections, 1)]
    return notebook_text(cells)


def main() -> int:
    for name in PAGES:
        target = ROOT / "docs" / f"{name}.ipynb"
        target.write_text(page(name), encoding="utf-8")
        print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
