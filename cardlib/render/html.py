"""Cards drawn into HTML, for widgets, exercises and worksheets."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from cardlib.core.cards import Card
from cardlib.core.hand import Cards
from cardlib.render.svg import cards_svg, pile_height, pile_svg, scaled

#: How high a Pitch hand or pile is drawn in a table of piles: high enough that the rank in the
#: corner of each overlapped card can be read when a pile of sixteen is counted for Game.
PILE_HEIGHT = 80


def drawn(cards: Iterable[Card], height: int, pile: bool = False) -> str:
    """The cards sorted, a row of them ``height`` pixels high (as a pile: in rows), or a dash for none."""
    cards = Cards(cards)
    if not cards:
        return "—"
    if not pile:
        return scaled(cards_svg(cards.sorted()), height)
    rows_high = round(height * pile_height(len(cards)) / pile_height(1))
    return scaled(pile_svg(cards.sorted()), rows_high)


def piles_html(
    hands: Mapping[str, Iterable[Card]], captured: Mapping[str, Iterable[Card]], height: int
) -> str:
    """Each player's hand as dealt and his captured pile, drawn, one row a player."""
    # headings and cards from the left (JupyterLab right-aligns a table's cells, so its stored outputs
    # would push a short pile, or the dash of none, far from its heading)
    left = "style='text-align:left'"
    rows = "".join(
        f"<tr><td><b>{escape(p)}</b></td><td {left}>{drawn(hands[p], height)}</td>"
        f"<td {left}>{drawn(captured[p], height, pile=True)}</td></tr>"
        for p in hands
    )
    head = "".join(f"<th {left}>{h}</th>" for h in ("player", "dealt", "captured"))
    head = f"<tr>{head}</tr>"
    table = f"<table class='cardlib-piles'>{head}{rows}</table>"
    return f"<div style='overflow-x:auto;max-width:100%'>{table}</div>"  # a phone scrolls it sideways


class Piles:
    """Each player's hand as dealt beside the cards he captured, drawn (a Pitch hand after play)."""

    def __init__(self, hands: Mapping[str, Iterable[Card]], captured: Mapping[str, Iterable[Card]]) -> None:
        self.hands = {p: Cards(c) for p, c in hands.items()}
        self.captured = {p: Cards(captured.get(p, ())) for p in self.hands}

    def __str__(self) -> str:
        return "\n".join(
            f"{p}: dealt {self.hands[p].sorted()}; captured {self.captured[p].sorted() or '-'}"
            for p in self.hands
        )

    def __repr__(self) -> str:
        return f"Piles({', '.join(self.hands)})"

    def _repr_html_(self) -> str:
        return piles_html(self.hands, self.captured, PILE_HEIGHT)


def printable_page(title: str, body: str, style: str) -> str:
    """A whole HTML page to open in a browser and print: UTF-8, its own style, nothing fetched."""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f'<meta name="viewport" content="width=device-width, initial-scale=1"><style>{style}</style>'
        f"</head><body>{body}</body></html>\n"
    )
