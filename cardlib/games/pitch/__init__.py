"""Auction Pitch (Foster's *Complete Hoyle*, pp. 330–333; rules digest §4).

>>> from cardlib import cards
>>> from cardlib.games.pitch import game_count
>>> game_count(cards("AS KH 10D 2C"))
17
"""

from typing import TYPE_CHECKING

from cardlib.core.lazy import lazy_names

# What the package offers, imported on first use (cardlib/core/lazy.py): the command line's
# start-up imports every game's spec, and so this package, and need not load its engine.
if TYPE_CHECKING:
    from cardlib.games.pitch.auction import BoardAuction, SellingAuction
    from cardlib.games.pitch.engine import PitchRules, PitchState
    from cardlib.games.pitch.match import PitchMatch, SheetRow
    from cardlib.games.pitch.points import GAME_VALUES, Points, award_points, game_count, game_value
    from cardlib.games.pitch.scoring import Settlement, in_the_hole, settle
else:
    __getattr__, __dir__ = lazy_names(globals())

__all__ = [
    "GAME_VALUES",
    "BoardAuction",
    "PitchMatch",
    "PitchRules",
    "PitchState",
    "Points",
    "SellingAuction",
    "Settlement",
    "SheetRow",
    "award_points",
    "game_count",
    "game_value",
    "in_the_hole",
    "settle",
]
