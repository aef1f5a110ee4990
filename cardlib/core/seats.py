"""Seats at the table: who sits where, who deals, whose turn comes next."""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.errors import CardlibError

FOSTER_FOUR = ("A", "Y", "B", "Z")
LETTERS = ("A", "B", "C", "D", "E", "F", "G")


def default_players(count: int) -> tuple[str, ...]:
    """Foster's seat names: A Y B Z for four players, otherwise A B C …; the last one deals."""
    if count == 4:
        return FOSTER_FOUR
    if not 1 <= count <= len(LETTERS):
        raise CardlibError(f"{count} players: a table of cardlib seats 1 to {len(LETTERS)}")
    return LETTERS[:count]


def left_of(players: Sequence[str], player: str) -> str:
    """The player on ``player``'s left, who comes next in turn."""
    return players[(players.index(player) + 1) % len(players)]


def rotation_from(players: Sequence[str], first: str) -> tuple[str, ...]:
    """Every player once, in turn order, starting with ``first``."""
    start = players.index(first)
    return tuple(players[start:]) + tuple(players[:start])
