"""What a notebook imports of Boston from the kit's shared packages, as Boston's spec names it.

``MOVED``: its names that lived above the games before issue 35 moved them here, which their old
places still hand on with a warning (``GameSpec.moved``), so that a notebook written then still runs.
``WIDGETS``: its widgets, the two Bostons' shared ones (``cardlib.games.solo.notebook``), which
``cardlib.widgets`` offers (``GameSpec.widgets``). Only strings here: nothing is imported until a
notebook asks for it.
"""

from cardlib.core.spec import Moved
from cardlib.games.solo import notebook as solo

WIDGETS = solo.WIDGETS

_RULE_OF_THUMB = "cardlib.games.boston.rule_of_thumb"
_HANDS = "cardlib.games.boston.exercises.hands"

MOVED = (
    *solo.MOVED,
    *Moved.each("cardlib.players", _RULE_OF_THUMB, "BostonRuleOfThumb", "estimated_tricks"),
    *Moved.each(
        "cardlib.players.boston_rules_of_thumb",
        _RULE_OF_THUMB,
        "BostonRuleOfThumb",
        "estimated_tricks",
        "misere_safe",
    ),
    *Moved.each("cardlib.exercises.hands", _HANDS, "CARDS_LEFT", "play_question", "analysis_question"),
    *Moved.each(
        "cardlib.exercises.settling",
        "cardlib.games.boston.exercises.settlement",
        "BOSTON_CASES",
        "boston_settlement_question",
    ),
)
