"""DDS, the bridge solver (through ``endplay``, a benchmark-only extra), on the kit's four-hand boards.

A board's first seat is North and leads; the trump is the board's (a trump suit, or no trumps).
"""

from __future__ import annotations

from cardlib.analysis import Board
from cardlib.core.cards import Suit

#: Suits in the order a PBN hand writes them.
PBN_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def pbn(board: Board) -> str:
    """The board's four hands as a PBN deal, North (the first seat) first."""
    hands = []
    for player in range(4):
        held = board.cards(player)
        suits = [sorted((c for c in held if c.suit == s), reverse=True) for s in PBN_SUITS]
        hands.append(".".join("".join(c.rank.text.replace("10", "T") for c in suit) for suit in suits))
    return "N:" + " ".join(hands)


def dds_tricks(board: Board) -> int:
    """The tricks the leader's side (the first and third seats) takes with best play, by DDS."""
    from endplay import dds
    from endplay.types import Deal, Denom, Player

    deal = Deal(pbn(board))
    deal.first = Player.north
    deal.trump = (
        Denom.nt
        if board.trump < 0
        else (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs)[PBN_SUITS.index(Suit(board.trump))]
    )
    return max(tricks for _, tricks in dds.solve_board(deal))
