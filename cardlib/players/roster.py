"""The players of each game by name: ``rule_of_thumb("boston")``, ``sampling("pitch", seed=1)``.

A game without a rule-of-thumb player of its own is played by the random player at every level.
"""

from __future__ import annotations

from cardlib.core.levels import level_name
from cardlib.core.pack import Seed
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.games.fontainebleau.spec import SPEC as FONTAINEBLEAU
from cardlib.games.pitch.spec import SPEC as PITCH
from cardlib.games.registry import game_spec
from cardlib.players.base import Player, RandomPlayer
from cardlib.players.boston_rules_of_thumb import BostonRuleOfThumb
from cardlib.players.expert import ExpertPlayer
from cardlib.players.fontainebleau_rules_of_thumb import FontainebleauRuleOfThumb
from cardlib.players.pitch_rules_of_thumb import PitchRuleOfThumb
from cardlib.players.sampling import SamplingPlayer

_RULES_OF_THUMB: dict[str, type[Player]] = {
    PITCH.name: PitchRuleOfThumb,
    BOSTON.name: BostonRuleOfThumb,
    FONTAINEBLEAU.name: FontainebleauRuleOfThumb,
}


def rule_of_thumb(game: str) -> Player:
    """The rule-of-thumb player of ``game``."""
    game_spec(game)
    return _RULES_OF_THUMB.get(game, RandomPlayer)()


#: Worlds dealt per decision by default: Pitch deals are short, so it can afford more.
SAMPLES = {PITCH.name: 48, BOSTON.name: 24, FONTAINEBLEAU.name: 24}
#: The expert's worlds for a decision solved open-handed (by trials it deals as many as :data:`SAMPLES`).
SOLVED = {PITCH.name: 16, BOSTON.name: 16, FONTAINEBLEAU.name: 16}
#: Cards held from which the expert solves open-handed: in Pitch only the last three, since the search
#: (the pitcher against the rest together, all seeing everything) is too gloomy a guide to a pitcher's
#: trump and first cards.
SOLVE_FROM = {PITCH.name: 3, BOSTON.name: 6, FONTAINEBLEAU.name: 6}
#: The games whose expert deals worlds that fit the others' card play as well as their bids
#: (:mod:`cardlib.players.posterior`): those where it has been measured over a whole strength match.
READS_PLAY = frozenset({PITCH.name, BOSTON.name, FONTAINEBLEAU.name})
#: The games whose expert fits an auction decision's worlds to the bids so far. In the Bostons that
#: showed no clear gain (in Boston even the real deal made the trials bid no better), so there the
#: expert bids on random worlds, as the sampling player does, and with the same seed the same way:
#: their match then measures the card play, with less noise.
FITS_AUCTION = frozenset({PITCH.name})


def sampling(game: str, samples: int | None = None, seed: Seed = None) -> SamplingPlayer:
    """The sampling player of ``game``, finishing its trials with the rule-of-thumb player."""
    guide = rule_of_thumb(game)
    return SamplingPlayer(guide, samples or SAMPLES.get(game, 24), seed)


def expert(game: str, samples: int | None = None, seed: Seed = None) -> ExpertPlayer:
    """The expert player of ``game``, the rule-of-thumb player modelling the bidders and finishing trials.

    ``samples`` sets both its counts of worlds (for trials and for solving), for quick runs.
    """
    trials, solved = (samples, samples) if samples else (SAMPLES.get(game, 24), SOLVED.get(game, 16))
    return ExpertPlayer(
        rule_of_thumb(game),
        trials,
        seed,
        solved,
        SOLVE_FROM.get(game, 6),
        read_play=game in READS_PLAY,
        fit_auction=game in FITS_AUCTION,
    )


def player(game: str, level: str, seed: Seed = None) -> Player:
    """A player of ``game`` at ``level`` (one of :data:`LEVELS`)."""
    level = level_name(level)
    if level == "random":
        return RandomPlayer(seed)
    if level == "expert":
        return expert(game, seed=seed)
    return rule_of_thumb(game) if level == "rule of thumb" else sampling(game, seed=seed)
