"""A game state shown as python-chess shows a board: a small text table, and a picture of the table.

Both use only the game interface, so they work for every game at every phase: the seats round
the table with their hands (face up, or face down but for one seat's), the trick in the middle
with who led it and who is winning it, the turn-up or trump, the contract, the auction so far,
and the tricks and returns of each seat.
"""

from __future__ import annotations

import math
from html import escape

from cardlib.core.cards import card_or_none
from cardlib.core.game import State
from cardlib.core.tricks import winning_position
from cardlib.render.svg import CARD_HEIGHT, CARD_WIDTH, FONT, back_group, card_group, number, svg_document

HAND_STEP = 18
LINE = 16
SEAT_HEIGHT = CARD_HEIGHT + 2 * LINE + 6
#: How far the trick's cards sit from the middle, across and down.
TRICK_REACH = (86, 58)
#: Auction lines shown at most (the latest ones).
AUCTION_LINES = 14


def _text(x: float, y: float, words: str, anchor: str = "start", bold: bool = False, size: int = 13) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text x="{number(x)}" y="{number(y)}" text-anchor="{anchor}" font-family="{FONT}" '
        f'font-size="{size}" fill="#222222"{weight}>{escape(words)}</text>'
    )


def _number(value: float) -> str:
    return f"{value:+g}" if value else "0"


def auction_so_far(state: State) -> list[str]:
    """Every action that was not a card played, as ``"A: bid 2"``."""
    return [f"{p}: {a}" for p, a in state.history if card_or_none(a) is None]


def headline(state: State) -> str:
    """``"Boston, play: A: seven in colour (♦); Y to play"``."""
    contract = state.contract()
    parts = [f"{state.rules.spec.title}, {state.phase()}"]
    if contract is not None:
        parts.append(str(contract))
    elif state.trump is not None:
        parts.append(f"trumps {state.trump.symbol}")
    player = state.current_player()
    parts.append(f"{player} to act" if player else "the deal is over")
    return ": ".join(parts[:2]) + "".join(f"; {p}" for p in parts[2:])


def _seat_words(state: State, seat: str) -> str:
    marks = [
        m
        for m, on in (("dealer", seat == state.deal.dealer), ("to act", seat == state.current_player()))
        if on
    ]
    return f"{seat} ({', '.join(marks)})" if marks else seat


def _seat_score(state: State, seat: str) -> str:
    score = f"tricks {state.tricks_won()[seat]}" if state.play_begun() else ""
    if state.is_over():
        score += f"   {_number(state.returns()[seat])}"
    return score.strip()


def state_text(state: State) -> str:
    """The state as a text table: a row a seat (hand, tricks, returns), then the trick and the auction."""
    seats = state.deal.players
    width = max(len(_seat_words(state, s)) for s in seats)
    lines = [headline(state)]
    for seat in seats:
        hand = state.hand(seat).sorted().symbol or "-"
        score = _seat_score(state, seat)
        lines.append(f"  {_seat_words(state, seat):<{width}}  {hand}" + (f"   {score}" if score else ""))
    if state.deal.turn_up is not None:
        lines.append(f"  turn-up: {state.deal.turn_up.symbol}")
    trick = state.current_trick()
    if trick:
        lines.append("  trick: " + "  ".join(f"{p} {c.symbol}" for p, c in trick))
    auction = auction_so_far(state)
    if auction:
        lines.append("  auction: " + "; ".join(auction))
    return "\n".join(lines)


def _seat_places(count: int, across: float, down: float) -> list[tuple[float, float]]:
    """Seat centres round an ellipse, the dealer at the bottom and play passing to the left."""
    return [
        (-across * math.sin(2 * math.pi * k / count), down * math.cos(2 * math.pi * k / count))
        for k in range(count)
    ]


def _hand(state: State, seat: str, x: float, y: float, hand_width: float, face_up: bool) -> str:
    cards = state.hand(seat).sorted()
    body = _text(x, y + 13, _seat_words(state, seat), bold=seat == state.current_player())
    body += _text(x + hand_width, y + 13, _seat_score(state, seat), "end")
    top = y + LINE + 4
    for i, card in enumerate(cards):
        body += card_group(card, x + i * HAND_STEP, top) if face_up else back_group(x + i * HAND_STEP, top)
    if not cards:
        body += _text(x, top + CARD_HEIGHT / 2, "no cards left", size=12)
    return body


def _trick(state: State, centre: tuple[float, float], places: dict[str, tuple[float, float]]) -> str:
    trick = state.current_trick()
    if not trick:
        return ""
    best = winning_position([c for _, c in trick], state.trump)
    body = ""
    for i, (seat, card) in enumerate(trick):
        dx, dy = places[seat]
        length = math.hypot(dx, dy) or 1
        x = centre[0] + TRICK_REACH[0] * dx / length - CARD_WIDTH / 2
        y = centre[1] + TRICK_REACH[1] * dy / length - CARD_HEIGHT / 2
        body += card_group(card, x, y)
        note = " led" if i == 0 else ""
        note += " wins" if i == best else ""
        body += _text(
            x + CARD_WIDTH / 2, y + CARD_HEIGHT + 12, f"{seat}{note}", "middle", bold=i == best, size=11
        )
    return body


def _notes(state: State, width: float) -> str:
    body = _text(6, 16, headline(state).split(": ", 1)[0], bold=True)
    contract = state.contract()
    lines = [str(contract)] if contract else []
    if state.trump is not None and contract is None:
        lines.append(f"trumps {state.trump.symbol}")
    body += "".join(_text(6, 16 + LINE * (i + 1), line) for i, line in enumerate(lines))
    auction = auction_so_far(state)
    if auction:
        shown = auction[-AUCTION_LINES:]
        if len(auction) > len(shown):
            shown = ["…", *shown[1:]]
        body += _text(width - 6, 16, "auction", "end", bold=True)
        body += "".join(
            _text(width - 6, 16 + LINE * (i + 1), line, "end", size=12) for i, line in enumerate(shown)
        )
    return body


def state_svg(state: State, seat: str | None = None) -> str:
    """A picture of the table; with ``seat``, only that seat's hand (and any exposed one) face up."""
    seats = state.deal.players
    size = max(state.rules.spec.pattern.hand_size, 1)
    hand_width = CARD_WIDTH + HAND_STEP * (size - 1)
    across, down = hand_width / 2 + 150, SEAT_HEIGHT / 2 + 128
    width = 2 * across + hand_width + 16
    height = 2 * down + SEAT_HEIGHT + 16
    centre = (width / 2, height / 2)
    offsets = _seat_places(len(seats), across, down)
    places = dict(zip(state.deal.order_from_dealer(), offsets, strict=True))
    exposed = state.exposed()
    body = _notes(state, width)
    for player, (dx, dy) in places.items():
        face_up = seat is None or player == seat or player in exposed
        x, y = centre[0] + dx - hand_width / 2, centre[1] + dy - SEAT_HEIGHT / 2
        body += _hand(state, player, x, y, hand_width, face_up)
    if state.deal.turn_up is not None:
        y = height - CARD_HEIGHT - 8
        body += _text(8, y - 6, "turn-up", size=12) + card_group(state.deal.turn_up, 8, y)
    body += _trick(state, centre, places)
    return svg_document(width, height, body, state_text(state))
