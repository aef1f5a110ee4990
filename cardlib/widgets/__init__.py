"""Widgets for learning in Jupyter: thin ipywidgets views, each over a plain controller pytest can drive.

>>> from cardlib.widgets import CardSelection
>>> choice = CardSelection(limit=2)
>>> choice.toggle(__import__("cardlib").card("AS")), choice.cards
(True, Cards.parse('AS'))
"""

from cardlib.widgets.card_picker import CardPicker
from cardlib.widgets.pitch_points import PitchPoints, PitchPointsQuestion
from cardlib.widgets.selection import CardSelection
from cardlib.widgets.trick_explorer import TrickExplorer
from cardlib.widgets.trick_question import TrickQuestion

__all__ = [
    "CardPicker",
    "CardSelection",
    "PitchPoints",
    "PitchPointsQuestion",
    "TrickExplorer",
    "TrickQuestion",
]
