"""Boston's payment question: what each adversary pays a caller, from the tables."""

from __future__ import annotations

import random

from cardlib.core.pack import below, in_turn, pick
from cardlib.core.words import call_title, counted
from cardlib.exercises.questions import Question
from cardlib.games.boston.calls import ladder as boston_ladder
from cardlib.games.boston.settlement import call_value
from cardlib.games.boston.spec import PAYMENTS
from cardlib.games.boston.tables import loss_value, win_value
from cardlib.games.solo.ladder import Call


def _boston_taken(rng: random.Random, call: Call) -> tuple[int, str]:
    """Tricks a Boston caller can end with, as the play allows, and how the question says it.

    A misère or spread stops at the caller's first trick, a Grand Slam at his first lost one, so
    each ends made or one trick the wrong side of its aim; a trick call is played out.
    """
    if call.is_misere:
        taken = below(rng, 2)
        return taken, "took no trick" if taken == 0 else "took a trick, and the hands were thrown up"
    if call.tricks == 13:
        taken = 12 + below(rng, 2)
        return taken, "took all 13 tricks" if taken == 13 else "lost a trick, and the hands were thrown up"
    taken = below(rng, 14)
    return taken, f"took {counted(taken, 'trick')}"


def boston_payment_question(rng: random.Random) -> Question:
    """A question: what each adversary pays a Boston caller (negative: is paid by him)."""
    calls = [c for c in boston_ladder() if c.strength == 0]
    call = pick(rng, calls)
    taken, took = _boston_taken(rng, call)
    payments = in_turn(rng, PAYMENTS.values)  # classic and American in turn
    system = "American" if payments == "american" else payments
    value = call_value(call, taken, payments)
    name, row = call_title(call.words()), call_title(call.name)
    bid = call.tricks or 0  # a misère bids no number
    short = 0 if call.is_misere else bid - taken
    if call.is_misere:
        fate = f"{name} is {'made (he took no trick)' if taken == 0 else 'lost (he took a trick)'}"
        hint = "a misère or spread is paid its flat value, with no over-tricks"
        working = f"{fate}. A misère or spread is paid its flat value, {abs(value)}, with no over-tricks"
    elif short <= 0 and payments == "classic":
        fate = f"{name} is made" + (f" with {counted(-short, 'over-trick')}" if short else " exactly")
        hint = f"read the classic win table, row {row}, column {taken} taken"
        working = f"{fate}. The classic win table, row {row}, column {taken} taken, gives {value}"
    elif short <= 0:
        fate = f"{name} is made"
        hint = f"the American table pays one flat amount for {row}, over-tricks or not"
        working = f"{fate}. The American table pays a flat {value} for {row}, and never pays over-tricks"
    else:
        stop = (
            "A Grand Slam stops at its first lost trick, so he is 1 trick short. "
            if call.tricks == 13
            else ""
        )
        fate = f"{stop}{name} with {counted(taken, 'trick')} is {counted(short, 'trick')} short"
        hint = f"read the {system} loss table, row {row}, column {short} short"
        working = f"{fate}. The {system} loss table, row {row}, column {short} short, gives {abs(value)}"
    side = (
        "each adversary pays him, so the answer is positive"
        if value > 0
        else "he pays each adversary, so the answer is negative"
    )

    def why_not(said: int) -> str:
        return f"{name}, {took}, {system} payments: {slip(said)}"

    def slip(said: int) -> str:
        if said == -value:
            return f"the amount is right but not its sign: {side}."
        if bid == 13 and short > 0 and said < 0:
            return "a Grand Slam ends at the first trick he loses: settle it as 1 trick short."
        if short < 0 and payments == "american" and said == win_value(bid, taken, "classic"):
            return "the American system pays no over-tricks: one amount for each bid, however many he took."
        if short < 0 and payments == "classic" and said == win_value(bid, bid, "classic"):
            return f"in the classic system over-tricks are paid: read the column for the {taken} he took."
        if short > 0 and 0 < taken <= bid and said == -loss_value(bid, taken, payments):
            return "a failed call's table is read by the tricks short of the bid, not the tricks taken."
        if not call.is_misere and short > 0 and said > 0:
            return f"he fell short of {call.tricks}, so he pays: {hint}."
        return f"{fate}: {hint}; {side}."

    return Question(
        "boston-payments",
        f"Boston, {system} payments. The caller bid {name} and {took}. "
        "How much does each adversary pay him? (a negative number if he pays them)",
        value,
        f"{working}: {'each adversary pays him' if value > 0 else 'he pays each adversary'} "
        f"{counted(abs(value), 'white counter')}.",
        kind="amount",
        why_not=why_not,
        situation={"call": call, "taken": taken, "payments": payments},
    )
