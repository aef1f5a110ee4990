"""``CardFaces``: the kit's own card pictures as clickable buttons, in rows (an anywidget).

The front end (``static/card_faces.js``) draws each card from its SVG, with its accessible name
("ace of spades") and its state: ``normal`` (clickable), ``selected`` (raised and outlined),
``disabled`` (greyed, the reason on hover and read aloud) or ``used`` (taken elsewhere). Tab moves
between cards; Enter, Space or a click sends the card back here, where ``on_click`` callbacks decide.
The views above keep their logic in plain controllers; this class only shows and reports.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from cardlib.core.cards import Card
from cardlib.core.errors import CardError
from cardlib.render.spoken import card_said
from cardlib.render.svg import card_svg, deck

STATIC = Path(__file__).parent / "static"
STATES = ("normal", "selected", "disabled", "used")
#: A card's state and the reason it may not be clicked ("" when it may).
Look = tuple[str, str]


class CardFaces(anywidget.AnyWidget):
    """Rows of card pictures; ``show(rows)`` lays them out, ``on_click(callback)`` hears the clicks."""

    _esm = STATIC / "card_faces.js"
    _css = STATIC / "card_faces.css"
    faces = traitlets.Dict().tag(sync=True)
    groups: traitlets.List[Any] = traitlets.List().tag(sync=True)
    announce = traitlets.Unicode("").tag(sync=True)
    toggles = traitlets.Bool(False).tag(sync=True)
    size = traitlets.Unicode("normal").tag(sync=True)
    #: What a screen reader calls the cards as a whole ("your hand", "cards to pick").
    label = traitlets.Unicode("cards").tag(sync=True)

    def __init__(
        self, *, toggles: bool = False, size: str = "normal", label: str = "cards", **kwargs: Any
    ) -> None:
        super().__init__(toggles=toggles, size=size, label=label, **kwargs)
        self._callbacks: list[Callable[[Card], None]] = []
        self._deck = deck()
        self.on_msg(self._message)

    def show(
        self,
        rows: Sequence[tuple[str, Iterable[tuple[Card, Look]]]],
        announce: str | None = None,
        names: Sequence[str] = (),
    ) -> None:
        """Lay out ``rows`` of (title, [(card, (state, reason)), …]); ``announce`` is read aloud.

        ``names`` gives each row's name for screen readers when its title is a sign (``♠``).
        """
        # the pictures are sent once, drawn in the deck of the moment: a change of deck draws them again
        faces = dict(self.faces) if self._deck == deck() else {}
        self._deck = deck()
        groups = []
        for index, (title, cards) in enumerate(rows):
            items = []
            for card, (state, reason) in cards:
                if state not in STATES:
                    raise ValueError(f"card state {state!r}: choose one of {', '.join(STATES)}")
                faces.setdefault(card.ascii, card_svg(card))
                said = card_said(card, state, reason)  # its name for a screen reader, the reason in words
                items.append(
                    {"code": card.ascii, "label": card.name, "state": state, "reason": reason, "said": said}
                )
            label = names[index] if index < len(names) else title
            groups.append({"title": title, "label": label, "cards": items})
        if faces != self.faces:
            self.faces = faces
        self.groups = groups
        if announce is not None:
            self.announce = announce

    def focus_cards(self) -> None:
        """Put the keyboard's focus on the cards (on the card last used, or the first playable)."""
        self.send({"event": "focus"})

    def on_click(self, callback: Callable[[Card], None]) -> None:
        """Call ``callback(card)`` when a card is clicked (or chosen with Enter or Space)."""
        self._callbacks.append(callback)

    def click(self, card: Card | str) -> None:
        """Click ``card`` as the browser would (for tests, and the keyboard's model)."""
        self._message(self, {"event": "click", "card": card if isinstance(card, str) else card.ascii}, [])

    def shown(self) -> dict[str, str]:
        """Every card shown, by its code, with its state."""
        return {item["code"]: item["state"] for group in self.groups for item in group["cards"]}

    def _message(self, _widget: Any, content: dict[str, Any], _buffers: list[Any]) -> None:
        if not isinstance(content, dict) or content.get("event") != "click":
            return
        try:
            card = Card.parse(str(content.get("card", "")))
        except CardError:  # a message the front end never sends: ignore it
            return
        if card.ascii not in self.shown():
            return
        for callback in self._callbacks:
            callback(card)
