"""California Jack and Shasta Sam (Foster's Complete Hoyle, p. 329; rules: docs/californiajack.md)."""

from typing import TYPE_CHECKING

from cardlib.core.lazy import lazy_names

# What the package offers, imported on first use (cardlib/core/lazy.py): the command line's
# start-up imports every game's spec, and so this package, and need not load its engine.
if TYPE_CHECKING:
    from cardlib.games.allfours.points import PlayPoints
    from cardlib.games.californiajack.engine import CaliforniaJackRules, CaliforniaJackState
    from cardlib.games.californiajack.match import CaliforniaJackMatch
    from cardlib.games.californiajack.outcome import CaliforniaJackOutcome
    from cardlib.games.californiajack.points import taken_points
    from cardlib.games.californiajack.rule_of_thumb import CaliforniaJackRuleOfThumb
else:
    __getattr__, __dir__ = lazy_names(globals())

__all__ = [
    "CaliforniaJackMatch",
    "CaliforniaJackOutcome",
    "CaliforniaJackRuleOfThumb",
    "CaliforniaJackRules",
    "CaliforniaJackState",
    "PlayPoints",
    "taken_points",
]
