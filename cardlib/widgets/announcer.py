"""``Announcer``: a live region a widget speaks through, so that a screen reader reads each answer once.

A live region must be on the page before its words change, or a screen reader may miss them: an
ipywidgets ``HTML`` whose whole content is replaced (the exercise's feedback, the table's result)
brings a new region each time. This one stays, shows nothing, and says what it is given, in words.
"""

from __future__ import annotations

import anywidget
import traitlets

from cardlib.render.spoken import in_words
from cardlib.widgets.faces import STATIC

_ESM = """
function render({ model, el }) {
  el.className = "cardlib-live";
  el.setAttribute("role", "status");
  el.setAttribute("aria-live", "polite");
  model.on("change:said", () => { el.textContent = model.get("words"); });
}
export default { render };
"""


class Announcer(anywidget.AnyWidget):
    """Says ``say(words)`` aloud through a screen reader, once each time, and shows nothing."""

    _esm = _ESM
    _css = STATIC / "card_faces.css"  # where the kit's live regions are hidden from the eye
    words = traitlets.Unicode("").tag(sync=True)
    #: How many times it has spoken: the same words said twice are said twice.
    said = traitlets.Int(0).tag(sync=True)

    def say(self, words: str) -> None:
        """Read ``words`` out, their cards and suit signs in words ("the ten of hearts")."""
        with self.hold_sync():
            self.words = in_words(words)
            self.said += 1
