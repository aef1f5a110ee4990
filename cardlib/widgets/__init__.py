"""Widgets for learning in Jupyter: thin ipywidgets views, each over a plain controller pytest can drive.

These are the widgets of every game. A widget made for one game lives in that game's package
(``cardlib/games/NAME/widgets.py``), built on the views' shared :mod:`cardlib.widgets.controls`.

>>> from cardlib import card
>>> from cardlib.widgets import CardSelection
>>> choice = CardSelection(limit=2)
>>> choice.toggle(card("AS")), choice.cards
(True, Cards.parse('AS'))
"""

from cardlib.players.table_game import TableGame
from cardlib.widgets.card_picker import CardPicker
from cardlib.widgets.class_table import ClassTable
from cardlib.widgets.selection import CardSelection
from cardlib.widgets.table import Table
from cardlib.widgets.trick_explorer import TrickExplorer
from cardlib.widgets.trick_question import TrickQuestion

__all__ = [
    "CardPicker",
    "CardSelection",
    "ClassTable",
    "Table",
    "TableGame",
    "TrickExplorer",
    "TrickQuestion",
]
