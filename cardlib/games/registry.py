"""The games cardlib knows, by the name hand records use."""

from __future__ import annotations

import importlib

from cardlib.core.errors import CardlibError, RecordError
from cardlib.core.spec import CallWords, GameSpec
from cardlib.core.words import shown

#: Each game's spec module, one line a game: adding a game to the kit is adding its line here.
SPECS = (
    "cardlib.games.boston.spec",
    "cardlib.games.fontainebleau.spec",
    "cardlib.games.pitch.spec",
    "cardlib.games.sevenup.spec",
    "cardlib.games.californiajack.spec",
)


def _spec(module: str) -> GameSpec:
    spec: GameSpec = importlib.import_module(module).SPEC
    return spec


GAMES: dict[str, GameSpec] = {spec.name: spec for spec in map(_spec, SPECS)}


def game_spec(name: str) -> GameSpec:
    """The spec of the game called ``name``, or a :class:`RecordError` listing the games."""
    if name not in GAMES:
        known = ", ".join(f'"{g}"' for g in GAMES)
        raise RecordError(f"{shown(name)} is not a game cardlib knows; games are {known}")
    return GAMES[name]


def call_book(game: str) -> CallWords:
    """The book of calls of a game with a ladder (the two Bostons), to read a call typed as an answer."""
    spec = game_spec(game)
    if spec.book is None:
        with_books = " or ".join(f'"{g}"' for g, s in GAMES.items() if s.book)
        raise CardlibError(f"{shown(game)} has no ladder of calls; choose {with_books}")
    return spec.book()
