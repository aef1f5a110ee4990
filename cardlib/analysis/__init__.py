"""Open-hand analysis: the best play with every card face up, for every game.

``analyse(state)`` values a position and each legal card; ``best_line`` plays the rest of the deal
perfectly; ``where_it_went_wrong`` finds the cards of a played hand that lost value; ``value``
alone is quicker, and counts the positions searched in an ``Effort`` if given one. Each takes a
``Solver`` to keep the searches' tables for the next call. The searches
themselves (``TrickSearch``, ``ExactlyOneSearch``, and a game's own such as Pitch's, found through
``GameSpec.search``) work on a ``Board`` and are checked against the plain ``Minimax``.
"""

from cardlib.analysis.board import Board, NotAnalysable, SearchTooBig
from cardlib.analysis.minimax import Minimax
from cardlib.analysis.report import Report, Slip, best_line, where_it_went_wrong
from cardlib.analysis.solve import Analysis, Effort, analyse, value
from cardlib.analysis.solver import Solver
from cardlib.analysis.tricks import ExactlyOneSearch, TrickSearch
from cardlib.forwarding import forward

__all__ = [
    "Analysis",
    "Board",
    "Effort",
    "ExactlyOneSearch",
    "Minimax",
    "NotAnalysable",
    "Report",
    "SearchTooBig",
    "Slip",
    "Solver",
    "TrickSearch",
    "analyse",
    "best_line",
    "value",
    "where_it_went_wrong",
]

# Pitch's search moved into its package (issue 35): handed on from here, with a warning.
__getattr__ = forward(__name__)
