"""Gone (issue 35): kept so that a notebook written before runs, handing on its names with a warning.

Its questions live in the games' packages, ``cardlib.games.boston.exercises.hands`` and
``cardlib.games.pitch.exercises.sample_deals``.
"""

from cardlib.forwarding import old_module

__getattr__, __dir__ = old_module(__name__)
