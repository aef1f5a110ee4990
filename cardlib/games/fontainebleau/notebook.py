"""What a notebook imports of Fontainebleau from the kit's shared packages, as its spec names it.

``MOVED``: its names that lived above the games before issue 35 moved them here, which their old
places still hand on with a warning (``GameSpec.moved``), so that a notebook written then still runs.
``WIDGETS``: its widgets, the two Bostons' shared ones (``cardlib.games.solo.notebook``), which
``cardlib.widgets`` offers (``GameSpec.widgets``). Only strings here: nothing is imported until a
notebook asks for it.
"""

from cardlib.core.spec import Moved
from cardlib.games.solo import notebook as solo

WIDGETS = solo.WIDGETS

_RULE_OF_THUMB = "cardlib.games.fontainebleau.rule_of_thumb"

MOVED = (
    *solo.MOVED,
    *Moved.each("cardlib.players", _RULE_OF_THUMB, "FontainebleauRuleOfThumb"),
    *Moved.each(
        "cardlib.players.fontainebleau_rules_of_thumb",
        _RULE_OF_THUMB,
        "FontainebleauRuleOfThumb",
        "ACCEPT_AT",
        "PARTNER_HELP",
    ),
    *Moved.each(
        "cardlib.exercises.settling",
        "cardlib.games.fontainebleau.exercises",
        "FONTAINEBLEAU_CASES",
        "HONOURS",
        "fontainebleau_call_question",
    ),
)
