"""Pictures of a trick and of a whole deal, built from the card faces in :mod:`svg`."""

from __future__ import annotations

from cardlib.core.deal import Deal
from cardlib.core.tricks import Trick
from cardlib.render.spoken import deal_words, trick_words
from cardlib.render.svg import CARD_HEIGHT, CARD_WIDTH, card_group, cards_row, svg_document, text_label

LABEL = 18
HAND_STEP = 18


def trick_svg(trick: Trick) -> str:
    """The cards of a trick in the order played, each with its player's name beneath."""
    step = CARD_WIDTH + 10
    body = ""
    for i, (player, played) in enumerate(trick.plays):
        x = 4 + i * step
        body += card_group(played, x, 4)
        name = f"{player} (led)" if i == 0 else player
        body += text_label(x + CARD_WIDTH / 2, CARD_HEIGHT + 4 + LABEL - 4, name, "middle")
    width = 8 + CARD_WIDTH + step * (len(trick.plays) - 1)
    return svg_document(width, CARD_HEIGHT + LABEL + 8, body, trick_words(trick))


def _seat_name(deal: Deal, player: str) -> str:
    if player == deal.dealer:
        return f"{player} (dealer)"
    if player == deal.eldest:
        return f"{player} (eldest)"
    return player


def _hand_width(size: int) -> float:
    return CARD_WIDTH + HAND_STEP * (size - 1) if size else CARD_WIDTH


def _hand(deal: Deal, player: str, x: float, y: float) -> str:
    cards, _ = cards_row(deal.hands[player].sorted(), x, y + LABEL, HAND_STEP)
    return text_label(x, y + 13, _seat_name(deal, player), bold=player == deal.dealer) + cards


def _compass(deal: Deal) -> str:
    """Four seats round a table: the dealer at the bottom, the eldest on his left (west)."""
    dealer_index = deal.players.index(deal.dealer)
    south, west, north, east = (deal.players[(dealer_index + k) % 4] for k in range(4))
    hand_w = max(_hand_width(len(deal.hands[p])) for p in deal.players)
    row_h = CARD_HEIGHT + LABEL + 10
    width = 2 * hand_w + CARD_WIDTH + 48
    middle_x = (width - hand_w) / 2
    body = _hand(deal, north, middle_x, 4)
    body += _hand(deal, west, 4, row_h + 4)
    body += _hand(deal, east, width - hand_w - 4, row_h + 4)
    body += _hand(deal, south, middle_x, 2 * row_h + 4)
    if deal.turn_up is not None:
        x = width / 2 - CARD_WIDTH / 2
        body += text_label(width / 2, row_h + 18, "turn-up", "middle") + card_group(
            deal.turn_up, x, row_h + 24
        )
    return svg_document(width, 3 * row_h + 8, body, deal_words(deal))


def _rows(deal: Deal) -> str:
    """One row a player, in seating order from the eldest."""
    row_h = CARD_HEIGHT + LABEL + 10
    body = "".join(_hand(deal, p, 4, 4 + i * row_h) for i, p in enumerate(deal.order_from_eldest()))
    width = 8 + max(_hand_width(len(h)) for h in deal.hands.values())
    return svg_document(width, len(deal.players) * row_h + 8, body, deal_words(deal))


def deal_svg(deal: Deal) -> str:
    """A picture of the deal: a table of four seats, or one row a player for more."""
    return _compass(deal) if len(deal.players) == 4 else _rows(deal)
