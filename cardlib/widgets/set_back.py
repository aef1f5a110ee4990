"""Gone (issue 35): kept so that a notebook written before runs, handing on its names with a warning.

``SetBack`` lives in ``cardlib.games.pitch.widgets``; ``cardlib.widgets`` offers it.
"""

from cardlib.forwarding import old_module

__getattr__, __dir__ = old_module(__name__)
