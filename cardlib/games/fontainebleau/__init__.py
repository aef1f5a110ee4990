"""Boston de Fontainebleau (Foster's *Complete Hoyle*, pp. 174–178; rules digest §3).

>>> from cardlib.games.fontainebleau import read_call
>>> read_call("7NT").words(), read_call("seven diamonds").key < read_call("seven grand").key
('seven grand', True)
"""

from cardlib.games.fontainebleau.calls import LADDERS, call_trump, describe, ladder, read_call
from cardlib.games.fontainebleau.engine import FontainebleauAuction, FontainebleauRules, FontainebleauState
from cardlib.games.fontainebleau.match import FontainebleauMatch
from cardlib.games.fontainebleau.settlement import Valuation, honour_tricks, settle_call, settle_partout
from cardlib.games.fontainebleau.tables import FLAT, TABLE_1, trick_value

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
