"""What a notebook imports of Pitch from the kit's shared packages, as Pitch's spec names it.

``WIDGETS``: its widgets and their controllers, which ``cardlib.widgets`` offers (``GameSpec.widgets``).
``MOVED``: its names that lived above the games before issue 35 moved them here, which their old
places still hand on with a warning (``GameSpec.moved``), so that a notebook written then still runs.
Only strings here: nothing is imported until a notebook asks for it.
"""

from __future__ import annotations

from typing import Any

from cardlib.core.spec import Moved

WIDGETS = (
    "cardlib.games.pitch.widgets:PitchPoints",
    "cardlib.games.pitch.widgets:SetBack",
    "cardlib.games.pitch.points_question:PitchPointsQuestion",
    "cardlib.games.pitch.setback_question:SetBackQuestion",
)

_WIDGETS = "cardlib.games.pitch.widgets"
_SEARCH = "cardlib.games.pitch.search"
_RULE_OF_THUMB = "cardlib.games.pitch.rule_of_thumb"

MOVED = (
    *Moved.each("cardlib.analysis", _SEARCH, "PitchSearch"),
    *Moved.each(
        "cardlib.analysis.pitch_search",
        _SEARCH,
        "PitchSearch",
        "GAME",
        "JACK",
        "COUNTING",
        "ALL_GAME_CARDS",
        "FIRST_BUDGET",
    ),
    *Moved.each("cardlib.players", _RULE_OF_THUMB, "PitchRuleOfThumb", "best_trump", "expected_points"),
    *Moved.each(
        "cardlib.players.pitch_rules_of_thumb",
        _RULE_OF_THUMB,
        "PitchRuleOfThumb",
        "best_trump",
        "expected_points",
    ),
    *Moved.each("cardlib.widgets.pitch_points", _WIDGETS, "PitchPoints"),
    *Moved.each("cardlib.widgets.pitch_points", "cardlib.games.pitch.points_question", "PitchPointsQuestion"),
    *Moved.each("cardlib.widgets.set_back", _WIDGETS, "SetBack", "POINT_NAMES"),
    *Moved.each(
        "cardlib.widgets.setback_question", "cardlib.games.pitch.setback_question", "SetBackQuestion"
    ),
    *Moved.each(
        "cardlib.exercises.hands", "cardlib.games.pitch.exercises.sample_deals", "sample_deal_question"
    ),
    Moved(
        "cardlib.sim.game_in_hands",
        "cardlib.games.pitch.notebook:game_in_hands",
        "count a hand's potential Game with count_in_hands(hands, game_value): count_in_hands from "
        "cardlib.sim, game_value from cardlib.games.pitch",
    ),
    Moved(
        "cardlib.sim.GAME_VALUES",
        "cardlib.games.pitch.notebook:game_values",
        "a card's worth towards Game is game_value(card), from cardlib.games.pitch; count_in_hands(hands, "
        "game_value), from cardlib.sim, counts a batch's hands",
    ),
)


def game_in_hands() -> Any:
    """The stand-in for ``cardlib.sim.game_in_hands(hands)``: each player's potential Game in a batch."""
    from functools import partial

    # Imported here: Pitch runs without numpy, and only an old notebook asks for this.
    from cardlib.games.pitch.points import game_value
    from cardlib.sim.deals import count_in_hands

    return partial(count_in_hands, value=game_value)


def game_values() -> Any:
    """The stand-in for ``cardlib.sim.GAME_VALUES``: each card's worth towards Game, by card index."""
    from cardlib.games.pitch.points import game_value
    from cardlib.sim.deals import card_values

    return card_values(game_value)
