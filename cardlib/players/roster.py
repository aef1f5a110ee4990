"""The players of each game by name: ``rule_of_thumb("boston")``, ``sampling("pitch", seed=1)``.

A game without a rule-of-thumb player of its own is played by the random player at every level.
"""

from __future__ import annotations

from cardlib.core.levels import level_name
from cardlib.core.pack import Seed
from cardlib.core.player import Player, RandomPlayer
from cardlib.games.registry import game_spec
from cardlib.players.expert import ExpertPlayer
from cardlib.players.sampling import SamplingPlayer


def rule_of_thumb(game: str) -> Player:
    """The rule-of-thumb player of ``game`` (its spec names it), or the random player if it has none."""
    spec = game_spec(game)
    return spec.rule_of_thumb()() if spec.rule_of_thumb else RandomPlayer()


def sampling(game: str, samples: int | None = None, seed: Seed = None) -> SamplingPlayer:
    """The sampling player of ``game``, finishing its trials with the rule-of-thumb player."""
    guide = rule_of_thumb(game)
    return SamplingPlayer(guide, samples or game_spec(game).tuning.samples, seed)


def expert(game: str, samples: int | None = None, seed: Seed = None) -> ExpertPlayer:
    """The expert player of ``game``, the rule-of-thumb player modelling the bidders and finishing trials.

    ``samples`` sets both its counts of worlds (for trials and for solving), for quick runs.
    """
    tuning = game_spec(game).tuning
    trials, solved = (samples, samples) if samples else (tuning.samples, tuning.solved)
    return ExpertPlayer(
        rule_of_thumb(game),
        trials,
        seed,
        solved,
        tuning.solve_from,
        fit_auction=tuning.fits_auction,
    )


def player(game: str, level: str, seed: Seed = None) -> Player:
    """A player of ``game`` at ``level`` (one of :data:`LEVELS`)."""
    level = level_name(level)
    if level == "random":
        return RandomPlayer(seed)
    if level == "expert":
        return expert(game, seed=seed)
    return rule_of_thumb(game) if level == "rule of thumb" else sampling(game, seed=seed)
