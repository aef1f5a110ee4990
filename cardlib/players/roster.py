"""The players of each game by name: ``rule_of_thumb("boston")``, ``sampling("pitch", seed=1)``."""

from __future__ import annotations

from cardlib.core.errors import CardlibError
from cardlib.core.pack import Seed
from cardlib.players.base import Player, RandomPlayer
from cardlib.players.boston_rules_of_thumb import BostonRuleOfThumb
from cardlib.players.fontainebleau_rules_of_thumb import FontainebleauRuleOfThumb
from cardlib.players.pitch_rules_of_thumb import PitchRuleOfThumb
from cardlib.players.sampling import SamplingPlayer

_RULES_OF_THUMB: dict[str, type[Player]] = {
    "pitch": PitchRuleOfThumb,
    "boston": BostonRuleOfThumb,
    "fontainebleau": FontainebleauRuleOfThumb,
}
#: The seats of each game, as the Table and the tournaments name them.
SEATS: dict[str, tuple[str, ...]] = {
    "pitch": ("A", "B", "C", "D"),
    "boston": ("A", "Y", "B", "Z"),
    "fontainebleau": ("A", "Y", "B", "Z"),
}
#: The levels of play, weakest first.
LEVELS = ("random", "rule of thumb", "sampling")


def rule_of_thumb(game: str) -> Player:
    """The rule-of-thumb player of ``game``."""
    if game not in _RULES_OF_THUMB:
        raise CardlibError(f'no players for "{game}"; the games are {", ".join(_RULES_OF_THUMB)}')
    return _RULES_OF_THUMB[game]()


#: Worlds dealt per decision by default: Pitch deals are short, so it can afford more.
SAMPLES = {"pitch": 48, "boston": 24, "fontainebleau": 24}


def sampling(game: str, samples: int | None = None, seed: Seed = None) -> SamplingPlayer:
    """The sampling player of ``game``, finishing its trials with the rule-of-thumb player."""
    guide = rule_of_thumb(game)
    return SamplingPlayer(guide, samples or SAMPLES[game], seed)


def player(game: str, level: str, seed: Seed = None) -> Player:
    """A player of ``game`` at ``level`` (one of :data:`LEVELS`)."""
    if level not in LEVELS:
        raise CardlibError(f'no player level "{level}"; the levels are {", ".join(LEVELS)}')
    if level == "random":
        return RandomPlayer(seed)
    return rule_of_thumb(game) if level == "rule of thumb" else sampling(game, seed=seed)
