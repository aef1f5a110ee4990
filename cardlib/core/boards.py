"""``Board``: a deal worth studying, and what the boards of every game use to find their key moment.

Bridge is taught with prepared boards; these are the kit's. Each game's package names its own
(``GameSpec.boards``, in ``games/NAME/boards.py``): a seed whose deal, played by the rule-of-thumb
players, shows one point of a lesson, a test that finds the key moment in the played deal, and the
comment on it. The lessons' annotated deals (``cardlib.classroom.annotated``) play and draw them.

``Board`` and the helpers below live in the core, not beside the annotated deals, so that a game's
boards need not import the classroom: they read a played deal through the game interface (a board
that needs the open-hand analysis, as Boston's lesson-11 boards do, imports it when asked).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardlib.core.game import State


@dataclass(frozen=True)
class Board:
    """What makes a deal worth studying: a test on the played deal, its key moment and the comment."""

    name: str
    lesson: int
    game: str
    title: str
    point: str
    #: The key moment of a played deal, as the number of actions before it, or ``None`` if the deal
    #: does not show the point.
    moment: Callable[[State], int | None]
    #: The comment on the key moment, written from the played deal.
    comment: Callable[[State, int], str]
    seed: int
    #: A further deal of its lesson, shown after the lesson's first ones (of every game): the first
    #: deal is the one a lesson's text offers to play at the table.
    further: bool = False


def trick_ends(state: State) -> list[int]:
    """For each completed trick, the number of actions after which it was complete."""
    # The deal from its start, played again as undo does: the engine's own state, no record read.
    probe, ends = state.rules.new_state(state.deal, **state.fields), list[int]()
    for n, (player, action) in enumerate(state.history, 1):  # the moments count the state's history
        probe.apply(f"{player}: {action}")
        if len(probe.completed_tricks()) > len(ends):
            ends.append(n)
    return ends


def first_trick(state: State, test: Callable[[int], bool]) -> int | None:
    """The end of the first completed trick (by number) for which ``test`` holds."""
    return next((end for k, end in enumerate(trick_ends(state)) if test(k)), None)


def action_after(state: State, wanted: Callable[[str, str], bool]) -> int | None:
    """The number of actions up to and including the first (player, action) ``wanted`` accepts."""
    return next((n for n, (p, a) in enumerate(state.history, 1) if wanted(p, a)), None)
