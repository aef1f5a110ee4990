"""The answer to a "predict, then run" question, folded until the learner asks for it.

A lesson asks the learner to predict, then shows the kit's answer. In JupyterLab the answer appears
once the cell is run; in the class app and the zero-install site, where the outputs are already
there, it would sit right under the question. So the answer is drawn folded, as an HTML
``<details>`` that opens with one click, in every view and with no kernel; its text form (for a
terminal, and for the notebook tests) is the answer written out.
"""

from __future__ import annotations

from html import escape
from typing import Any

#: The style of a folded answer: a button-like summary, the answer indented beneath it.
STYLE = (
    "<style>.cardlib-answer>summary{cursor:pointer;display:inline-block;padding:2px 10px;"
    "border:1px solid #2a4d8f;border-radius:4px;color:#2a4d8f;font-weight:600}"
    ".cardlib-answer[open]>summary{margin-bottom:6px}"
    ".cardlib-answer>div{border-left:3px solid #2a4d8f;padding-left:10px}"
    ".cardlib-answer pre{margin:2px 0;white-space:pre-wrap}</style>"
)


class Answer:
    """Lines of text and pictures (anything that draws itself), shown folded behind "Show the answer"."""

    def __init__(self, *parts: Any) -> None:
        self.parts = parts

    def __str__(self) -> str:
        return "\n".join(str(part) for part in self.parts)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        body = "".join(_html(part) for part in self.parts)
        return (
            f"{STYLE}<details class='cardlib-answer'><summary>Show the answer</summary>"
            f"<div>{body}</div></details>"
        )


def _html(part: Any) -> str:
    """One part of an answer as HTML: its picture if it draws itself, else its text."""
    if isinstance(part, str):
        return f"<pre>{escape(part)}</pre>"
    for method in ("_repr_html_",):
        drawn = getattr(part, method, None)
        if drawn is not None:
            return f"<div>{drawn()}</div>"
    return f"<pre>{escape(str(part))}</pre>"
