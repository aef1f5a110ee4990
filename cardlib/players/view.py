"""Gone (issue 35): kept so that a notebook written before runs, handing on its names with a warning.

A seat's view lives in the core, ``cardlib.core.view``, below the games whose players build on it;
``cardlib.players`` still offers ``SeatView`` and ``seat_view``.
"""

from cardlib.core.spec import Moved
from cardlib.forwarding import old_module

__getattr__, __dir__ = old_module(
    __name__, Moved.each(__name__, "cardlib.core.view", "SeatView", "seat_view", "shown_voids", "STOCK")
)
