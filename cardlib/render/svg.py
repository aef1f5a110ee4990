"""Card faces drawn as SVG by the package itself: no fonts for the suits, no ids, no dates.

Every function returns the same bytes for the same input, so notebooks that
show cards re-run to identical outputs.
"""

from __future__ import annotations

import functools
import math
import os
import re
from collections.abc import Iterable
from html import escape

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.errors import CardlibError
from cardlib.core.words import shown
from cardlib.render.spoken import cards_words

CARD_WIDTH = 72
CARD_HEIGHT = 100
RED = "#c0122c"
BLACK = "#1b1b1b"
#: The four-colour deck's diamonds and clubs (as online bridge draws them): at least 4.5:1 on the card.
BLUE = "#1f5fbf"
GREEN = "#17753a"
FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"

#: The inks of each deck: the usual two colours, or four (spades black, hearts red, diamonds blue,
#: clubs green), so that no two suits share a colour and a learner who cannot tell red from green
#: still tells the suits apart by their shapes and letters as well.
DECKS: dict[str, dict[Suit, str]] = {
    "two": {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.DIAMONDS: RED, Suit.CLUBS: BLACK},
    "four": {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.DIAMONDS: BLUE, Suit.CLUBS: GREEN},
}
#: The deck drawn now (:func:`use_deck` chooses it); the environment's ``CARDLIB_DECK`` sets it at start.
_ASKED = os.environ.get("CARDLIB_DECK", "two")
_deck = [_ASKED if _ASKED in DECKS else "two"]

# Suit outlines in a 100 × 100 box.
_SUIT_SHAPES = {
    Suit.DIAMONDS: '<path d="M50 0L88 50L50 100L12 50Z"/>',
    Suit.HEARTS: (
        '<path d="M50 96C36 80 0 62 0 30C0 11 14 0 28 0C40 0 47 8 50 18'
        'C53 8 60 0 72 0C86 0 100 11 100 30C100 62 64 80 50 96Z"/>'
    ),
    Suit.SPADES: (
        '<path d="M50 0C36 20 0 40 0 64C0 81 13 90 27 90C37 90 44 85 47 79'
        "C46 90 41 97 32 100L68 100C59 97 54 90 53 79C56 85 63 90 73 90"
        'C87 90 100 81 100 64C100 40 64 20 50 0Z"/>'
    ),
    Suit.CLUBS: (
        '<circle cx="50" cy="26" r="24"/><circle cx="25" cy="62" r="24"/>'
        '<circle cx="75" cy="62" r="24"/><path d="M50 50C48 78 43 94 32 100L68 100C57 94 52 78 50 50Z"/>'
    ),
}

# Pip centres for 2 to 10, as fractions of the card's width and height.
_L, _M, _R = 0.31, 0.5, 0.69
_CORNERS = [(_L, 0.2), (_R, 0.2), (_L, 0.8), (_R, 0.8)]
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(_M, 0.2), (_M, 0.8)],
    3: [(_M, 0.2), (_M, 0.5), (_M, 0.8)],
    4: _CORNERS,
    5: _CORNERS + [(_M, 0.5)],
    6: _CORNERS + [(_L, 0.5), (_R, 0.5)],
    7: _CORNERS + [(_L, 0.5), (_R, 0.5), (_M, 0.35)],
    8: _CORNERS + [(_L, 0.5), (_R, 0.5), (_M, 0.35), (_M, 0.65)],
    9: _CORNERS + [(_L, 0.4), (_R, 0.4), (_L, 0.6), (_R, 0.6), (_M, 0.5)],
    10: _CORNERS + [(_L, 0.4), (_R, 0.4), (_L, 0.6), (_R, 0.6), (_M, 0.3), (_M, 0.7)],
}


@functools.lru_cache(maxsize=4096)
def number(value: float) -> str:
    """A coordinate written the same way on every machine: at most two decimals.

    Remembered: a table's picture writes the same few hundred coordinates each time it is drawn.
    """
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def use_deck(colours: str) -> None:
    """Draw every card from now on in the ``"two"``-colour deck or the ``"four"``-colour one."""
    if colours not in DECKS:
        raise CardlibError(f'deck {shown(colours)}: choose "two" or "four" (how many colours the suits have)')
    _deck[0] = colours


def deck() -> str:
    """The deck drawn now: ``"two"`` or ``"four"`` colours."""
    return _deck[0]


def colour_of(suit: Suit) -> str:
    """The ink for a suit, in the deck drawn now."""
    return DECKS[_deck[0]][suit]


def ink_class(suit: Suit) -> str:
    """The class of a suit's cards in every picture: a page may ink them anew (the four-colour deck)."""
    return f"cardlib-{suit.name.lower()}"


def suit_id(suit: Suit) -> str:
    """The id of a suit's outline in the ``<defs>`` of every cardlib picture."""
    return f"cardlib-suit-{suit.letter}"


def suit_defs() -> str:
    """The four suit outlines, defined once a picture and drawn with ``<use>``."""
    symbols = "".join(
        f'<symbol id="{suit_id(suit)}" viewBox="0 0 100 100">{shape}</symbol>'
        for suit, shape in _SUIT_SHAPES.items()
    )
    return f"<defs>{symbols}</defs>"


def suit_glyph(suit: Suit, cx: float, cy: float, size: float, upside_down: bool = False) -> str:
    """A suit sign of ``size`` pixels centred on (``cx``, ``cy``)."""
    turn = f' transform="rotate(180 {number(cx)} {number(cy)})"' if upside_down else ""
    x, y, k = number(cx - size / 2), number(cy - size / 2), number(size)
    return f'<use href="#{suit_id(suit)}" x="{x}" y="{y}" width="{k}" height="{k}"{turn}/>'


def _corner(card: Card) -> str:
    rank = card.rank.text
    ten = len(rank) == 2
    return (
        f'<text x="{1.5 if ten else 4.5}" y="17" font-family="{FONT}" font-size="{12 if ten else 15}" '
        f'font-weight="bold" letter-spacing="{-1.5 if ten else 0}">{rank}</text>'
        + suit_glyph(card.suit, 10.5, 26, 10)
    )


def _middle(card: Card) -> str:
    w, h = CARD_WIDTH, CARD_HEIGHT
    if card.rank == Rank.ACE:
        return suit_glyph(card.suit, w / 2, h / 2, 34)
    if card.rank in _PIPS:
        return "".join(suit_glyph(card.suit, fx * w, fy * h, 13, fy > 0.5) for fx, fy in _PIPS[card.rank])
    letter = card.rank.text
    return (
        f'<rect x="17" y="13" width="{w - 34}" height="{h - 26}" rx="3" fill="none" '
        f'stroke="currentColor" stroke-width="1.2"/>'
        f'<text x="{number(w / 2)}" y="{number(h / 2 + 2)}" text-anchor="middle" '
        f'font-family="Georgia, serif" '
        f'font-size="30" font-weight="bold">{letter}</text>' + suit_glyph(card.suit, w / 2, h / 2 + 20, 14)
    )


def card_group(card: Card, x: float = 0, y: float = 0, rotate: float = 0, pivot_y: float = 0) -> str:
    """One card face with its top-left corner at (``x``, ``y``).

    ``rotate`` turns it that many degrees clockwise round the point (half its width, ``pivot_y``).
    """
    turn = f" rotate({number(rotate)} {number(CARD_WIDTH / 2)} {number(pivot_y)})" if rotate else ""
    place = f"translate({number(x)} {number(y)}){turn}"
    ink = f'class="{ink_class(card.suit)}" color="{colour_of(card.suit)}" fill="currentColor"'
    return f'<g transform="{place}" {ink}>{_face(card)}</g>'


@functools.cache
def _face(card: Card) -> str:
    """What is drawn of a card wherever it lies: the same 52 strings, made once (a table redraws often)."""
    w, h = CARD_WIDTH, CARD_HEIGHT
    flip = f"rotate(180 {number(w / 2)} {number(h / 2)})"
    return (
        f"<title>{card.name}</title>"
        f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="6" fill="#fffef9" stroke="#8a8a8a"/>'
        f'{_corner(card)}<g transform="{flip}">{_corner(card)}</g>{_middle(card)}'
    )


@functools.lru_cache(maxsize=1024)
def back_group(x: float = 0, y: float = 0) -> str:
    """The back of a card (a hidden card) at (``x``, ``y``); remembered, as hidden hands lie in few places."""
    w, h = CARD_WIDTH, CARD_HEIGHT
    return (
        f'<g transform="translate({number(x)} {number(y)})">'
        f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="6" fill="#fffef9" stroke="#8a8a8a"/>'
        f'<rect x="5" y="5" width="{w - 10}" height="{h - 10}" rx="4" fill="#2a4d8f"/>'
        f'<rect x="9" y="9" width="{w - 18}" height="{h - 18}" rx="3" fill="none" stroke="#c9d6ee"/></g>'
    )


def text_label(
    x: float, y: float, words: str, anchor: str = "start", bold: bool = False, size: int = 13
) -> str:
    """A line of dark text at (``x``, ``y``), escaped, in the kit's font."""
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text x="{number(x)}" y="{number(y)}" text-anchor="{anchor}" font-family="{FONT}" '
        f'font-size="{size}" fill="#222222"{weight}>{escape(words)}</text>'
    )


def svg_document(width: float, height: float, body: str, label: str) -> str:
    """Wrap drawing instructions in a standalone ``<svg>`` element, named by ``label``.

    The label is said in words, never in suit signs ("the ten of hearts": :mod:`cardlib.render.spoken`),
    as every caller makes it.
    """
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(width)}" height="{number(height)}" '
        f'viewBox="0 0 {number(width)} {number(height)}" role="img" aria-label="{escape(label)}">'
        # what is drawn inside is hidden from screen readers, which read the picture by its label alone
        # (some would read each card's corner letters and titles after the label: "K K K 4 4 9 9")
        f'{suit_defs()}<g aria-hidden="true">{body}</g></svg>'
    )


def scaled(svg: str, height: int) -> str:
    """An SVG picture drawn ``height`` pixels high, its width in proportion (for tables of hands).

    It keeps that size in a narrow table cell (a table would squeeze a picture that may shrink down to
    nothing, piling a captured pile's cards on one another): the table's box scrolls instead.
    """
    return svg.replace("<svg ", f'<svg style="height:{height}px;width:auto;max-width:none" ', 1)


#: How far a fluid picture shrinks before it scrolls sideways instead: below this its labels (13 px
#: drawn) and card indices would be too small to read on a phone.
LEAST_SCALE = 0.7


def fluid(svg: str) -> str:
    """An SVG picture that shrinks to the width it is given, down to :data:`LEAST_SCALE` of its size.

    On a page narrower than that (a phone), it scrolls sideways in its own box.
    """
    width = re.search(r'<svg [^>]*?\bwidth="([\d.]+)"', svg)
    least = f"min-width:{number(float(width.group(1)) * LEAST_SCALE)}px;" if width else ""
    picture = svg.replace("<svg ", f'<svg style="max-width:100%;{least}height:auto" ', 1)
    return f'<div class="cardlib-fluid" style="overflow-x:auto;max-width:100%">{picture}</div>'


def card_svg(card: Card) -> str:
    """A standalone picture of one card."""
    return svg_document(CARD_WIDTH, CARD_HEIGHT, card_group(card), f"the {card.name}")


def row_step(count: int) -> float:
    """Horizontal distance between cards in a row: apart when few, overlapping when many."""
    return CARD_WIDTH + 6 if count <= 6 else 24


def cards_row(cards: Iterable[Card], x: float, y: float, step: float | None = None) -> tuple[str, float]:
    """Cards side by side starting at (``x``, ``y``); returns the drawing and its width."""
    items = list(cards)
    step = row_step(len(items)) if step is None else step
    body = "".join(card_group(c, x + i * step, y) for i, c in enumerate(items))
    width = CARD_WIDTH + step * (len(items) - 1) if items else 0
    return body, width


def cards_svg(cards: Iterable[Card], fan: bool = False) -> str:
    """A picture of cards in a row (overlapping when there are many), or fanned like a held hand."""
    items = list(cards)
    label = cards_words(items)
    if not items:
        return svg_document(
            CARD_WIDTH,
            CARD_HEIGHT,
            '<rect x="0.5" y="0.5" width="71" height="99" rx="6" '
            'fill="none" stroke="#bbbbbb" stroke-dasharray="4 3"/>',
            label,
        )
    if not fan:
        body, width = cards_row(items, 2, 2)
        return svg_document(width + 4, CARD_HEIGHT + 4, body, label)
    spread = min(9.0, 70.0 / max(len(items) - 1, 1))
    angles = [spread * (i - (len(items) - 1) / 2) for i in range(len(items))]
    pivot = (CARD_WIDTH / 2, CARD_HEIGHT * 2.5)
    corners = [
        _turned(x, y, angle, pivot) for angle in angles for x in (0, CARD_WIDTH) for y in (0, CARD_HEIGHT)
    ]
    left = min(x for x, _ in corners) - 2
    top = min(y for _, y in corners) - 2
    width = max(x for x, _ in corners) - left + 2
    height = max(y for _, y in corners) - top + 2
    body = "".join(card_group(c, -left, -top, a, pivot[1]) for c, a in zip(items, angles, strict=True))
    return svg_document(width, height, body, label)


#: A captured pile is drawn in rows of this many cards at most, each card's corner clear of the next,
#: so that a learner counting a pile of sixteen for Game can count it card by card.
PILE_ROW = 8
#: How far apart a pile's cards are: the whole corner (rank and suit) of each shows.
PILE_STEP = 30


#: The space between a pile's rows.
PILE_GAP = 8


def pile_rows(count: int) -> int:
    """How many rows a pile of ``count`` cards is drawn in (few enough lie apart in one, as a hand)."""
    return 1 if count <= 6 else -(-count // PILE_ROW)


def pile_height(count: int) -> float:
    """The height of the picture of a pile of ``count`` cards, in the units a card is drawn in."""
    return pile_rows(count) * (CARD_HEIGHT + PILE_GAP) - PILE_GAP + 4


def pile_svg(cards: Iterable[Card]) -> str:
    """A picture of a pile of won cards: rows of at most :data:`PILE_ROW`, each card's corner showing."""
    items = list(cards)
    if pile_rows(len(items)) == 1:
        return cards_svg(items)
    rows = [items[i : i + PILE_ROW] for i in range(0, len(items), PILE_ROW)]
    drawn = [cards_row(row, 2, 2 + r * (CARD_HEIGHT + PILE_GAP), PILE_STEP) for r, row in enumerate(rows)]
    body = "".join(part for part, _ in drawn)
    width = max(w for _, w in drawn)
    return svg_document(width + 4, pile_height(len(items)), body, cards_words(items))


def _turned(x: float, y: float, degrees: float, pivot: tuple[float, float]) -> tuple[float, float]:
    """Where (``x``, ``y``) goes when turned by ``degrees`` clockwise round ``pivot``."""
    angle = math.radians(degrees)
    dx, dy = x - pivot[0], y - pivot[1]
    return (
        pivot[0] + dx * math.cos(angle) - dy * math.sin(angle),
        pivot[1] + dx * math.sin(angle) + dy * math.cos(angle),
    )
