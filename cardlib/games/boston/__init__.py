"""Boston (Foster's *Complete Hoyle*, pp. 165–174; rules digest §2).

>>> from cardlib.games.boston import Call, outranks, trick_call
>>> outranks(Call("little misere"), trick_call(7))
(True, 'little misère stands above seven on the ladder (place 4 against 3)')
"""

from typing import TYPE_CHECKING

from cardlib.core.lazy import lazy_names

# What the package offers, imported on first use (cardlib/core/lazy.py): the command line's
# start-up imports every game's spec, and so this package, and need not load its engine.
if TYPE_CHECKING:
    from cardlib.games.boston.auction import BostonAuction
    from cardlib.games.boston.calls import (
        Call,
        Strength,
        call_trump,
        describe,
        ladder,
        ladder_lines,
        outranks,
        read_call,
        trick_call,
    )
    from cardlib.games.boston.engine import BostonRules, BostonState
    from cardlib.games.boston.match import BostonMatch
    from cardlib.games.boston.pools import add_to_pools, double_pool, take_pool
    from cardlib.games.boston.settlement import (
        call_value,
        is_pool_bid,
        misere_partout,
        settle_call,
        settle_partout,
    )
    from cardlib.games.boston.tables import loss_value, win_value
    from cardlib.games.solo.settlement import Settlement
else:
    __getattr__, __dir__ = lazy_names(globals())

__all__ = [
    "BostonAuction",
    "BostonMatch",
    "BostonRules",
    "BostonState",
    "Call",
    "Settlement",
    "Strength",
    "add_to_pools",
    "call_trump",
    "call_value",
    "describe",
    "double_pool",
    "is_pool_bid",
    "ladder",
    "ladder_lines",
    "loss_value",
    "misere_partout",
    "outranks",
    "read_call",
    "settle_call",
    "settle_partout",
    "take_pool",
    "trick_call",
    "win_value",
]
