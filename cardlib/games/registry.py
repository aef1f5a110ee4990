"""The games cardlib knows, by the name hand records use."""

from __future__ import annotations

from cardlib.core.errors import RecordError
from cardlib.core.spec import GameSpec
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.games.fontainebleau.spec import SPEC as FONTAINEBLEAU
from cardlib.games.pitch.spec import SPEC as PITCH

GAMES: dict[str, GameSpec] = {spec.name: spec for spec in (BOSTON, FONTAINEBLEAU, PITCH)}


def game_spec(name: str) -> GameSpec:
    """The spec of the game called ``name``, or a :class:`RecordError` listing the games."""
    if name not in GAMES:
        known = ", ".join(f'"{g}"' for g in GAMES)
        raise RecordError(f'"{name}" is not a game cardlib knows; games are {known}')
    return GAMES[name]
