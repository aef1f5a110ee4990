"""Gone (issue 35): kept so that a notebook written before runs, handing on its names with a warning.

The player interface lives in the core, ``cardlib.core.player``, below the games whose players build on it;
``cardlib.players`` still offers it.
"""

from cardlib.core.spec import Moved
from cardlib.forwarding import old_module

__getattr__, __dir__ = old_module(
    __name__, Moved.each(__name__, "cardlib.core.player", "Player", "RandomPlayer", "own_hand", "seat_value")
)
