"""A game state shown as python-chess shows a board: a small text table, and a picture of the table.

Both use only the game interface, so they work for every game at every phase: the seats round
the table with their hands (face up, or face down but for one seat's), the trick in the middle
with who led it and who is winning it, the turn-up or trump, the contract, the auction so far,
and the tricks and returns of each seat.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from cardlib.core.cards import Card, card_or_none
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.said import action_words
from cardlib.core.tricks import winning_position
from cardlib.core.words import counted
from cardlib.render.spoken import cards_words, hand_words, in_words, trick_words
from cardlib.render.svg import (
    CARD_HEIGHT,
    CARD_WIDTH,
    back_group,
    card_group,
    number,
    svg_document,
    text_label,
)

LINE = 16
PANEL_WIDTH = 150
SEAT_HEIGHT = CARD_HEIGHT + 2 * LINE + 6


def _number(value: float) -> str:
    return f"{value:+g}" if value else "0"


def auction_so_far(state: State, seen_by: str | None = None) -> list[str]:
    """Every action that was not a card played, as ``"A: bid 2"`` (as a learner reads it: ``"Z: trump ♠"``).

    With ``seen_by``, a card another seat laid face down (a misère's discard) is not named: that seat's
    ``"A: discard 5S"`` reads ``"A: discard a card"``.
    """
    hidden = _face_down(state, seen_by)
    return [
        f"{p}: {action_words(_unnamed(a, hidden) if p != seen_by else a)}"
        for p, a in state.history
        if card_or_none(a) is None
    ]


def _face_down(state: State, seen_by: str | None) -> set[Card]:
    """The cards ``seen_by`` may not see among the discards (none when every card is shown)."""
    if seen_by is None:
        return set()
    return {card for seat, cards in state.discards().items() if seat != seen_by for card in cards}


def _unnamed(action: str, hidden: set[Card]) -> str:
    """``action`` with every card of ``hidden`` it names written as "a card"."""
    if not hidden:
        return action
    return " ".join("a card" if card_or_none(word) in hidden else word for word in action.split(" "))


def _contract_words(state: State) -> str | None:
    """The contract with its trump, or the trump alone, once either is known."""
    contract = state.contract()
    if contract is not None:
        return str(contract)
    return f"trumps {state.trump.symbol}" if state.trump is not None else None


def _phase_words(state: State) -> str:
    """The phase as the table says it: the steps before the play by the game's own word for them."""
    phase = state.phase()
    return state.rules.spec.before_play if phase == "auction" else phase


def headline(state: State) -> str:
    """``"Boston, play: A: seven in colour (♦); Y to play"``."""
    player = state.current_player()
    said = [f"{state.rules.spec.title}, {_phase_words(state)}", _contract_words(state)]
    said.append(f"{player} to act" if player else "the deal is over")
    parts = [part for part in said if part]
    return ": ".join(parts[:2]) + "".join(f"; {p}" for p in parts[2:])


#: A seat's label (name, dealer, to act) and its score (tricks, and returns at the end).
SeatLabel = tuple[str, str]


def seat_labels(state: State) -> dict[str, SeatLabel]:
    """Every seat's label and score, worked out once for the whole table."""
    player = state.current_player()
    won = state.tricks_won() if state.play_begun() else None
    returns = state.returns() if state.is_over() else None
    labels = {}
    for seat in state.deal.players:
        marks = [m for m, on in (("dealer", seat == state.deal.dealer), ("to act", seat == player)) if on]
        score = f"tricks {won[seat]}" if won is not None else ""
        if returns is not None:  # a dot between, or "tricks 1 0" reads as ten tricks
            score += f" · {_number(returns[seat])}"
        labels[seat] = (f"{seat} ({', '.join(marks)})" if marks else seat, score.strip())
    return labels


def state_text(state: State) -> str:
    """The state as a text table, as ``print(state)`` shows it: a row a seat, the trick, the auction.

    Every hand is named: a picture's label, which hides what its seat may not see, is :func:`state_words`.
    """
    labels = seat_labels(state)
    width = max(len(words) for words, _ in labels.values())
    lines = [headline(state)]
    for seat, (words, score) in labels.items():
        hand = state.hand(seat).sorted().symbol or "-"
        lines.append(f"  {words:<{width}}  {hand}" + (f"   {score}" if score else ""))
    if state.deal.turn_up is not None:
        lines.append(f"  turn-up: {state.deal.turn_up.symbol}")
    shown = state.shown()
    if shown:
        lines.append(f"  {shown_words(state, shown)}: {shown.symbol}")
    trick = state.current_trick()
    if trick:
        lines.append("  trick: " + "  ".join(f"{p} {c.symbol}" for p, c in trick))
    auction = auction_so_far(state)
    if auction:
        lines.append(f"  {state.rules.spec.before_play}: " + "; ".join(auction))
    return "\n".join(lines)


def state_words(state: State, labels: dict[str, SeatLabel] | None = None, seen_by: str | None = None) -> str:
    """The table in words, seat by seat, for a screen reader: the picture's text alternative.

    "Boston, play: A: seven in colour (diamonds); Y to act. A (dealer): 12 cards: …; tricks 0. Y (to act):
    13 cards face down. Trick: A led the ten of hearts; A is winning. Auction: …". With ``seen_by``,
    the hands it may not see are counted, not named, as the picture draws them face down.
    """
    labels = labels or seat_labels(state)
    exposed = state.exposed() if seen_by is not None else {}
    said = [in_words(headline(state))]
    for seat, (words, score) in labels.items():
        cards = state.hand(seat).sorted()
        if seen_by is None or seat == seen_by or seat in exposed:
            hand = hand_words(cards)
        else:
            hand = f"{counted(len(cards), 'card')} face down"
        said.append(f"{words}: {hand}" + (f"; {score}" if score else ""))
    if state.deal.turn_up is not None:
        said.append(f"turn-up: the {state.deal.turn_up.name}")
    shown = state.shown()
    if shown and state.deal.turn_up is None:
        said.append(f"{shown_words(state, shown)}: {cards_words(shown)}")
    trick = state.current_trick()
    if trick:
        said.append(f"trick: {trick_words(trick, state.trump)}")
    elif state.completed_tricks():
        said.append(f"last trick: {trick_words(state.completed_tricks()[-1], state.trump, done=True)}")
    auction = auction_so_far(state, seen_by)
    if auction:
        said.append(f"{state.rules.spec.before_play}: " + in_words("; ".join(auction)))
    return ". ".join(s[0].upper() + s[1:] for s in said) + "."


def _seat_places(count: int, across: float, down: float) -> list[tuple[float, float]]:
    """Seat centres round an ellipse, the dealer at the bottom and play passing to the left."""
    turns = [2 * math.pi * k / count for k in range(count)]
    return [(-across * math.sin(turn), down * math.cos(turn)) for turn in turns]


def hand_step(size: int) -> float:
    """How far apart the cards of a hand are drawn: a short hand has room to show more of each card."""
    return 18 if size > 8 else 26


def shown_words(state: State, shown: Sequence[Card]) -> str:
    """What the cards of the pack lying face up are called: the game's name, or "turn-up"(s)."""
    return state.rules.spec.shown_as or ("turn-up" if len(shown) == 1 else "turned up")


def _largest_hand(state: State) -> int:
    """The most cards a hand is drawn with: the deal's, or more where a game deals on (a run)."""
    return max(state.rules.spec.pattern.hand_size, *(len(state.hand(p)) for p in state.deal.players), 1)


def _hand(
    state: State, seat: str, label: SeatLabel, x: float, y: float, width: float, face_up: bool, step: float
) -> str:
    """A seat's name, tricks and cards; once a deal is played out, the hand it played, faded.

    That is the hand as dealt, unless the seat played other cards (a discard before the play, or
    Seven-Up's run of the cards, which gives and throws out cards): then the cards it played.
    """
    cards = state.hand(seat).sorted()
    played_out = not cards and state.is_over()
    note = ""
    if played_out:
        dealt = state.deal.hands[seat]
        played = [c for trick in state.completed_tricks() for s, c in trick.plays if s == seat]
        same = sorted(played) == sorted(dealt)
        cards, note = (dealt.sorted(), " (as dealt)") if same else (Cards(played).sorted(), " (as played)")
    words, score = label
    # the note only where it fits beside the score (13 px text is about 7.5 px a character); the
    # faded cards say it too
    if note and (len(words) + len(note) + len(score) + 2) * 7.5 <= width:
        words += note
    body = text_label(x, y + 13, words, bold=seat == state.current_player())
    body += text_label(x + width, y + 13, score, "end")
    top = y + LINE + 4
    row = "".join(
        card_group(card, x + i * step, top) if face_up else back_group(x + i * step, top)
        for i, card in enumerate(cards)
    )
    if not cards:
        row = text_label(x, top + CARD_HEIGHT / 2, "no cards left", size=12)
    return body + (f'<g opacity="0.5">{row}</g>' if played_out else row)


def _trick_places(
    trick: Sequence[tuple[str, Card]],
    centre: tuple[float, float],
    places: dict[str, tuple[float, float]],
    reach: tuple[float, float],
) -> list[tuple[float, float]]:
    """Where each card of the trick goes: in front of its player round a table of four, else in a row."""
    if len(places) > 4:
        step = min(CARD_WIDTH * 0.7, (2 * reach[0] + CARD_WIDTH / 2) / (len(places) - 1))
        left = centre[0] - (CARD_WIDTH + step * (len(places) - 1)) / 2
        return [(left + i * step, centre[1] - CARD_HEIGHT / 2 - 24) for i in range(len(trick))]
    spots = []
    for seat, _ in trick:
        dx, dy = places[seat]
        length = math.hypot(dx / reach[0], dy / reach[1]) or 1
        spots.append((centre[0] + dx / length - CARD_WIDTH / 2, centre[1] + dy / length - CARD_HEIGHT / 2))
    return spots


def _trick(
    state: State,
    centre: tuple[float, float],
    places: dict[str, tuple[float, float]],
    reach: tuple[float, float],
) -> str:
    """The trick under way; between tricks, the last one, greyed, with who won it."""
    trick, last = state.current_trick(), False
    if not trick and state.completed_tricks():
        trick, last = state.completed_tricks()[-1].plays, True
    if not trick:
        return ""
    best = winning_position([c for _, c in trick], state.trump)
    cards, labels = "", ""
    spots = _trick_places(trick, centre, places, reach)
    for i, ((seat, card), (x, y)) in enumerate(zip(trick, spots, strict=True)):
        cards += card_group(card, x, y)
        if i == best:
            cards += (
                f'<rect x="{number(x - 2)}" y="{number(y - 2)}" width="{CARD_WIDTH + 4}" '
                f'height="{CARD_HEIGHT + 4}" rx="8" fill="none" stroke="#d4a017" stroke-width="3"/>'
            )
        marks = ", ".join(["led"] * (i == 0) + ["wins"] * (i == best))
        four = len(places) <= 4
        notes = [f"{seat} {marks}".strip()] if four else [seat, marks]
        middle = x + CARD_WIDTH / 2 if four else x + CARD_WIDTH * 0.35
        for k, note in enumerate(n for n in notes if n):
            below = y + CARD_HEIGHT + 14 + 13 * k
            labels += text_label(middle, below, note, "middle", bold=i == best, size=12)
    # a finished trick's cards are greyed, but never its labels: text stays at full contrast
    return (f'<g opacity="0.55">{cards}</g>' if last else cards) + labels


def _notes(state: State) -> list[str]:
    """The game's state in words: whose turn, the contract, the last trick, made or not."""
    player = state.current_player()
    lines = [f"{_phase_words(state)}: {player} to act" if player else "the deal is over"]
    contract = _contract_words(state)
    if contract:
        lines.append(contract)
    tricks = state.completed_tricks()
    if tricks and not state.current_trick():
        lines.append(f"last trick won by {tricks[-1].winner(state.trump)}")
    made = state.outcome().made if state.is_over() else None
    if made is not None:
        lines.append("made" if made else "defeated")
    return lines


def _column(x: float, y: float, title: str, lines: list[str], anchor: str = "start") -> str:
    body = text_label(x, y, title, anchor, bold=True)
    return body + "".join(
        text_label(x, y + (LINE - 1) * (i + 1), line, anchor, size=12) for i, line in enumerate(lines)
    )


def _latest(lines: list[str], room: int) -> list[str]:
    """The last ``room`` lines, the first of them an ellipsis when some are left out."""
    return lines if len(lines) <= room else ["…", *lines[len(lines) - room + 1 :]]


def _corners(state: State, width: float, height: float, room: int, seen_by: str | None = None) -> str:
    """Round a table of four: the notes top left, the auction top right, the turn-up bottom left."""
    body = _column(6, 16, state.rules.spec.title, _notes(state))
    auction = auction_so_far(state, seen_by)
    if auction:
        body += _column(width - 6, 16, state.rules.spec.before_play, _latest(auction, room), "end")
    y = height - CARD_HEIGHT - 8
    if state.deal.turn_up is not None:
        body += text_label(8, y - 6, "turn-up", size=12) + card_group(state.deal.turn_up, 8, y)
    elif state.shown():
        body += _shown(state, state.shown(), 8, y)
    return body


def _shown(state: State, shown: Sequence[Card], x: float, y: float) -> str:
    """The cards of the pack lying face up (a turn-up; the turn-ups a run laid aside, the last on top)."""
    row = "".join(card_group(card, x + i * 18, y) for i, card in enumerate(shown))
    return text_label(x, y - 6, shown_words(state, shown), size=12) + row


def _panel(state: State, x: float, seen_by: str | None = None) -> tuple[str, float, float]:
    """A panel beside a larger table: the notes and the auction; with its width and height."""
    notes, auction = _notes(state), auction_so_far(state, seen_by)
    body = _column(x, 16, state.rules.spec.title, notes)
    y = 16 + (LINE - 1) * (len(notes) + 2)
    if auction:
        body += _column(x, y, state.rules.spec.before_play, auction)
    longest = max(len(line) for line in [state.rules.spec.title, *notes, *auction])
    bottom = y + (LINE - 1) * (len(auction) + 1)
    shown = state.shown()
    if shown:
        body += _shown(state, shown, x, bottom + 16)
        bottom += 16 + CARD_HEIGHT + 8
    return body, max(PANEL_WIDTH, 7 * longest + 16, CARD_WIDTH + 18 * len(shown)), bottom


def state_svg(state: State, seat: str | None = None, parts: dict[Any, Any] | None = None) -> str:
    """A picture of the table; with ``seat``, only that seat's hand (and any exposed one) face up.

    ``parts``: a dict the caller keeps while it draws one state for several seats (a class table
    draws each moment for four pages and the teacher); each hand, face up or down, and the trick
    are drawn once and reused, the same bytes.
    """
    parts = {} if parts is None else parts
    seats = state.deal.players
    size = _largest_hand(state)
    hand_width = CARD_WIDTH + hand_step(size) * (size - 1)
    four = len(seats) <= 4
    reach = (86, 58) if four else (112, 80)
    across, down = hand_width / 2 + reach[0] + 50, SEAT_HEIGHT / 2 + reach[1] + 70
    table_width = 2 * across + hand_width + 16
    table_height = 2 * down + SEAT_HEIGHT + 16
    centre = (table_width / 2, down + SEAT_HEIGHT / 2 + 8)
    offsets = _seat_places(len(seats), across, down)
    places = dict(zip(state.deal.order_from_dealer(), offsets, strict=True))
    if "labels" not in parts:
        parts["labels"], parts["exposed"] = seat_labels(state), state.exposed()
    exposed, labels = parts["exposed"], parts["labels"]
    body = ""
    for player, (dx, dy) in places.items():
        face_up = seat is None or player == seat or player in exposed
        if (player, face_up) not in parts:
            x, y = centre[0] + dx - hand_width / 2, centre[1] + dy - SEAT_HEIGHT / 2
            parts[player, face_up] = _hand(
                state, player, labels[player], x, y, hand_width, face_up, hand_step(size)
            )
        body += parts[player, face_up]
    if "trick" not in parts:
        parts["trick"] = _trick(state, centre, places, reach)
    body += parts["trick"]
    if four:
        room = int((centre[1] - SEAT_HEIGHT / 2 - 16) // (LINE - 1)) - 1
        body += _corners(state, table_width, table_height, room, seat)
        return svg_document(table_width, table_height, body, state_words(state, labels, seat))
    panel, panel_width, panel_height = _panel(state, table_width + 8, seat)
    height = max(table_height, panel_height)
    return svg_document(table_width + panel_width, height, body + panel, state_words(state, labels, seat))
