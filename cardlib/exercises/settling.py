"""Gone (issue 35): kept so that a notebook written before runs, handing on its names with a warning.

Its questions live in the Bostons' packages, ``cardlib.games.boston.exercises.settlement`` and
``cardlib.games.fontainebleau.exercises``.
"""

from cardlib.forwarding import old_module

__getattr__, __dir__ = old_module(__name__)
