"""The games cardlib knows, by the name hand records use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from cardlib.core.errors import CardlibError, RecordError
from cardlib.core.spec import GameSpec
from cardlib.core.words import shown

if TYPE_CHECKING:
    from cardlib.games.solo.book import CallBook

#: Each game's spec module, one line a game: adding a game to the kit is adding its line here.
SPECS = (
    "cardlib.games.boston.spec",
    "cardlib.games.fontainebleau.spec",
    "cardlib.games.pitch.spec",
    "cardlib.games.sevenup.spec",
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


def load(path: str) -> Any:
    """The object a spec names as ``"package.module:NAME"``, imported on first use."""
    module_name, _, name = path.partition(":")
    return getattr(importlib.import_module(module_name), name)


def call_book(game: str) -> CallBook:
    """The book of calls of a game with a ladder (the two Bostons), for the ladder widgets and questions."""
    spec = game_spec(game)
    if spec.book is None:
        with_books = " or ".join(f'"{g}"' for g, s in GAMES.items() if s.book)
        raise CardlibError(f"{shown(game)} has no ladder of calls; choose {with_books}")
    book: CallBook = load(spec.book)
    return book
