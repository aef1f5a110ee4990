"""Boston's ladder question: which of two calls ranks higher."""

from __future__ import annotations

import random

from cardlib.core.pack import in_turn, permutation, pick
from cardlib.core.said import action_words
from cardlib.exercises.questions import Question
from cardlib.games.boston.calls import ladder as boston_ladder
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.games.solo.ladder import Call, outranks

#: What a ladder question compares, each a third of the time.
LADDER_CASES = ("two numbers", "one number", "misere or spread")


def ladder_case(first: Call, second: Call) -> str:
    """Which of :data:`LADDER_CASES` a pair of calls is."""
    if first.is_misere or second.is_misere:
        return "misere or spread"
    return "one number" if first.tricks == second.tricks else "two numbers"


def _two_calls(rng: random.Random, case: str) -> tuple[Call, Call]:
    """Two different Boston calls of the case asked for, in a random order."""
    calls = boston_ladder()
    while True:
        first, second = (calls[i] for i in permutation(rng, len(calls))[:2])
        if case == "one number" and not first.is_misere:
            second = pick(rng, [c for c in calls if c.name == first.name and c != first])
        if ladder_case(first, second) == case:
            return first, second


def ladder_question(rng: random.Random) -> Question:
    """A question: which of two Boston calls ranks higher."""
    first, second = _two_calls(rng, in_turn(rng, LADDER_CASES))
    beats, reason = outranks(first, second)
    higher = first if beats else second
    one, other = action_words(first.words()), action_words(second.words())  # as read: "little misère"
    return Question(
        "ladder",
        f"In Boston, which ranks higher: {one} or {other}?",
        higher.words(),
        reason + ".",
        kind="call",
        game=BOSTON.name,
        why_not=lambda said: (
            f"{action_words(said)} is not one of the two calls: choose {one} or {other}."
            if said not in (first.words(), second.words())
            else f"{action_words(said)} is the lower of the two: {reason}."
        ),
        options=(one, other),
        situation={"calls": (first, second)},
    )
