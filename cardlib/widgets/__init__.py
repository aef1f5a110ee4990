"""Widgets for learning in Jupyter: thin ipywidgets views, each over a plain controller pytest can drive.

Every widget of the kit is here, each game's included: a widget made for one game lives in that
game's package (``cardlib/games/NAME/widgets.py``), built on the views' shared
:mod:`cardlib.widgets.controls`, and its spec names it (``GameSpec.widgets``), so that this package
offers it too, found through the registry and imported on first use (PEP 562).

>>> from cardlib import card
>>> from cardlib.widgets import CardSelection
>>> choice = CardSelection(limit=2)
>>> choice.toggle(card("AS")), choice.cards
(True, Cards.parse('AS'))
"""

from cardlib.core.errors import CardlibError
from cardlib.core.lazy import on_first_use
from cardlib.games.registry import GAMES
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


def _game_widgets() -> dict[str, str]:
    """Each game's widgets and controllers by name, with the module each lives in."""
    found: dict[str, str] = {}
    for spec in GAMES.values():
        paths = spec.widgets() if spec.widgets else ()
        for path in paths:
            module, _, name = path.rpartition(":")
            # The two Bostons name the widgets they share both: the same path twice is one widget.
            if name in __all__ or found.setdefault(name, module) != module:
                raise CardlibError(f"{spec.title}'s widget {name} has the name of another widget")
    return found


#: Only the names are read now (each game's list of strings): a game's widget module (ipywidgets, its
#: controllers, its engine) is imported when a notebook first uses one of its widgets.
_FROM_GAMES = _game_widgets()
__all__ += sorted(_FROM_GAMES)
__getattr__, __dir__ = on_first_use(globals(), _FROM_GAMES)
