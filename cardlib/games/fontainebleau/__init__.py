"""Boston de Fontainebleau (Foster's *Complete Hoyle*, pp. 174–178; rules digest §3).

>>> from cardlib.games.fontainebleau import read_call
>>> read_call("7NT").words(), read_call("seven diamonds").key < read_call("seven grand").key
('seven grand', True)
"""

from typing import TYPE_CHECKING

from cardlib.core.lazy import lazy_names

# What the package offers, imported on first use (cardlib/core/lazy.py): the command line's
# start-up imports every game's spec, and so this package, and need not load its engine.
if TYPE_CHECKING:
    from cardlib.games.fontainebleau.calls import LADDERS, call_trump, describe, ladder, read_call
    from cardlib.games.fontainebleau.engine import (
        FontainebleauAuction,
        FontainebleauRules,
        FontainebleauState,
    )
    from cardlib.games.fontainebleau.match import FontainebleauMatch
    from cardlib.games.fontainebleau.settlement import Valuation, honour_tricks, settle_call, settle_partout
    from cardlib.games.fontainebleau.tables import FLAT, TABLE_1, trick_value
else:
    __getattr__, __dir__ = lazy_names(globals())

__all__ = [
    "FLAT",
    "LADDERS",
    "TABLE_1",
    "FontainebleauAuction",
    "FontainebleauMatch",
    "FontainebleauRules",
    "FontainebleauState",
    "Valuation",
    "call_trump",
    "describe",
    "honour_tricks",
    "ladder",
    "read_call",
    "settle_call",
    "settle_partout",
    "trick_value",
]
