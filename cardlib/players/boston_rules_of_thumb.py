"""Gone (issue 35): kept so that a notebook written before runs, handing on its names with a warning.

Boston's rule-of-thumb player lives in its package, ``cardlib.games.boston.rule_of_thumb``.
"""

from cardlib.forwarding import old_module

__getattr__, __dir__ = old_module(__name__)
