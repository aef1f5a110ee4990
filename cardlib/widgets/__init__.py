"""Widgets for learning in Jupyter: thin ipywidgets views, each over a plain controller pytest can drive.

>>> from cardlib import card
>>> from cardlib.widgets import CardSelection
>>> choice = CardSelection(limit=2)
>>> choice.toggle(card("AS")), choice.cards
(True, Cards.parse('AS'))
"""

from cardlib.players.table_game import TableGame
from cardlib.widgets.bid_ladder import BidLadder
from cardlib.widgets.card_picker import CardPicker
from cardlib.widgets.class_table import ClassTable
from cardlib.widgets.ladder_question import LadderQuestion
from cardlib.widgets.pitch_points import PitchPoints, PitchPointsQuestion
from cardlib.widgets.selection import CardSelection
from cardlib.widgets.set_back import SetBack
from cardlib.widgets.setback_question import SetBackQuestion
from cardlib.widgets.settlement import Settlement
from cardlib.widgets.settlement_question import SettlementQuestion
from cardlib.widgets.table import Table
from cardlib.widgets.trick_explorer import TrickExplorer
from cardlib.widgets.trick_question import TrickQuestion

__all__ = [
    "BidLadder",
    "CardPicker",
    "CardSelection",
    "ClassTable",
    "LadderQuestion",
    "PitchPoints",
    "PitchPointsQuestion",
    "SetBack",
    "SetBackQuestion",
    "Settlement",
    "SettlementQuestion",
    "Table",
    "TableGame",
    "TrickExplorer",
    "TrickQuestion",
]
