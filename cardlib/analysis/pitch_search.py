"""Gone (issue 35): kept so that a notebook written before runs, handing on its names with a warning.

Pitch's open-hand search lives in its package, ``cardlib.games.pitch.search``.
"""

from cardlib.forwarding import old_module

__getattr__, __dir__ = old_module(__name__)
