"""What a notebook imports of the two Bostons' shared package from the kit's shared packages.

Both Bostons' specs name these (the ladder and settlement serve either game): ``WIDGETS``, the
widgets and their controllers that ``cardlib.widgets`` offers (``GameSpec.widgets``), and ``MOVED``,
the names that lived in ``cardlib.widgets`` before issue 35 moved them here, which their old modules
still hand on with a warning (``GameSpec.moved``). Only strings here: nothing is imported until a
notebook asks for it.
"""

from cardlib.core.spec import Moved

WIDGETS = (
    "cardlib.games.solo.widgets:BidLadder",
    "cardlib.games.solo.widgets:Settlement",
    "cardlib.games.solo.ladder_question:LadderQuestion",
    "cardlib.games.solo.settlement_question:SettlementQuestion",
)

_WIDGETS = "cardlib.games.solo.widgets"
_SETTLEMENT_QUESTION = "cardlib.games.solo.settlement_question"

MOVED = (
    *Moved.each("cardlib.widgets.bid_ladder", _WIDGETS, "BidLadder"),
    *Moved.each("cardlib.widgets.ladder_question", "cardlib.games.solo.ladder_question", "LadderQuestion"),
    *Moved.each("cardlib.widgets.settlement", _WIDGETS, "Settlement", "PAYMENT_OPTIONS"),
    *Moved.each(
        "cardlib.widgets.settlement_question", _SETTLEMENT_QUESTION, "SettlementQuestion", "taken_from"
    ),
)
