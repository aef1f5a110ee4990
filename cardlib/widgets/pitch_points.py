"""Gone (issue 35): kept so that a notebook written before runs, handing on its names with a warning.

``PitchPoints`` lives in ``cardlib.games.pitch.widgets`` and ``PitchPointsQuestion`` in
``cardlib.games.pitch.points_question``; ``cardlib.widgets`` offers both.
"""

from cardlib.forwarding import old_module

__getattr__, __dir__ = old_module(__name__)
