"""Parsers for the game-specific fields of hand records; each raises ``ValueError`` with a reason."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, cast

from cardlib.core.cards import Card
from cardlib.core.errors import CardError
from cardlib.core.words import shown

#: No amount of counters in the kit comes near this; anything larger is a mistake.
LARGEST_AMOUNT = 10**9


def is_number(value: Any) -> bool:
    """True for a JSON number (not a boolean, ``NaN`` or ``Infinity``) of a size counters can have."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isfinite(value) and abs(value) <= LARGEST_AMOUNT


def card_value(value: Any, players: Sequence[str]) -> Card:
    """A single card string."""
    if not isinstance(value, str):
        raise ValueError('must be a card string such as "7H"')
    try:
        return Card.parse(value)
    except CardError as error:
        raise ValueError(str(error)) from None


def counters(value: Any, players: Sequence[str]) -> float:
    """A number of counters, 0 or more."""
    if not is_number(value) or value < 0:
        raise ValueError(f"{shown(value)} is not a number of counters (from 0 to {LARGEST_AMOUNT:,})")
    return cast(float, value)  # an int or a float, as the record wrote it


def true_or_false(value: Any, players: Sequence[str]) -> bool:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise ValueError(f"{shown(value)} is not true or false")
    return value


def counter_list(value: Any, players: Sequence[str]) -> list[float]:
    """A list of counter amounts, each 0 or more."""
    if not isinstance(value, list):
        raise ValueError("must be a list of numbers, oldest pool first, such as [40]")
    for position, amount in enumerate(value, start=1):
        if not is_number(amount) or amount < 0:
            raise ValueError(f"entry {position} ({shown(amount)}) is not a number of counters (0 or more)")
    return list(value)


def whole_number_between(low: int, high: int) -> Callable[[Any, Sequence[str]], int]:
    """A parser for a whole number from ``low`` to ``high``."""

    def parse(value: Any, players: Sequence[str]) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"{shown(value)} is not a whole number from {low} to {high}")
        return value

    return parse


def whole_number_per_player(value: Any, players: Sequence[str]) -> dict[str, int]:
    """An object giving every player a whole number."""
    if not isinstance(value, dict):
        raise ValueError('must be an object giving each player a number, such as {"A": 7}')
    for player in players:
        if player not in value:
            raise ValueError(f"{player} is missing; give a number for every player")
    for player, amount in value.items():
        if player not in players:
            raise ValueError(f"{shown(player)} is not one of the players")
        if isinstance(amount, bool) or not isinstance(amount, int) or abs(amount) > LARGEST_AMOUNT:
            raise ValueError(f"{player}: {shown(amount)} is not a whole number")
    return {player: value[player] for player in players}


def card_list(value: Any, players: Sequence[str]) -> list[Card]:
    """A list of cards written as a record writes them, such as ``["JS", "4H"]``."""
    if not isinstance(value, list):
        raise ValueError('must be a list of cards, top of the pack first, such as ["JS", "4H"]')
    cards = []
    for position, text in enumerate(value, start=1):
        try:
            cards.append(Card.parse(text) if isinstance(text, str) else Card.parse(str(text)))
        except CardError as error:
            raise ValueError(f"card {position} ({shown(text)}): {error}") from None
    return cards
