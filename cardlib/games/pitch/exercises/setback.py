"""Pitch's set-back question: where the pitcher stands after the deal."""

from __future__ import annotations

import random

from cardlib.core.pack import below, in_turn, permutation, pick
from cardlib.core.words import and_list, counted
from cardlib.exercises.questions import Question
from cardlib.games.pitch.points import POINT_ORDER
from cardlib.games.pitch.scoring import settle

#: What happens to the pitcher in a set-back question, each a third of the time.
SETBACK_CASES = ("made", "set back", "goes out")


def setback_question(rng: random.Random) -> Question:
    """A question: how many the pitcher has to go after the deal, or that he goes out."""
    players = ["A", "B", "C", "D"]
    to_go = {p: 2 + below(rng, 8) for p in players}
    pitcher = pick(rng, players[1:])
    contract = 1 + below(rng, 4)
    case = in_turn(rng, SETBACK_CASES)
    # How many points the pitcher takes: short of his contract, or at least it.
    low, high = (0, contract - 1) if case == "set back" else (contract, 4)
    took = low + below(rng, high - low + 1)
    if case == "goes out":
        to_go[pitcher] = 1 + below(rng, took)
    elif case == "made":
        to_go[pitcher] = max(to_go[pitcher], took + 1)
    # High and Low always go to somebody, since the pitched card is a trump; Jack and Game may not.
    others = [p for p in players if p != pitcher]
    mine = set(permutation(rng, 4)[:took])
    points = {
        name: pitcher if i in mine else pick(rng, others + ([None] if name in ("jack", "game") else []))
        for i, name in enumerate(POINT_ORDER)
    }
    before = to_go[pitcher]
    settled = settle(players, to_go, pitcher, contract, points)
    after = settled.to_go[pitcher]
    made = [n.capitalize() for n in POINT_ORDER if points[n] == pitcher]
    named = and_list(made) if made else "none of the four points"
    answer = max(after, 0)
    if not settled.made:
        working = (
            f"He took {counted(len(made), 'point')} against a contract of {contract}: short, so he scores "
            f"nothing and is set back {contract}: {before} + {contract} = {after} to go."
        )
    elif after > 0:
        working = (
            f"He took {counted(len(made), 'point')} against a contract of {contract}: made, so he scores "
            f"every one of them: {before} − {len(made)} = {after} to go."
        )
    else:
        working = (
            f"He took {counted(len(made), 'point')} against a contract of {contract}: made, so he scores "
            f"every one of them, and {len(made)} is at least the {before} he still needed: he reaches 0, "
            "goes out and wins the game."
        )

    def why_not(said: int) -> str:
        return f"{pitcher} took {named} and bid {contract}: {slip(said)}"

    def slip(said: int) -> str:
        if not settled.made and said in (before - len(made), before):  # the usual slip, even below 0
            return (
                "a pitcher short of his contract scores nothing at all, and goes back by the number he "
                f"bid, from {before} to go."
            )
        if said < 0:
            return (
                "nobody has fewer than 0 to go: a player who reaches 0 has shed all his counters and "
                "goes out, winning the game."
            )
        if not settled.made and said == 0:
            return (
                "short of his contract he scores nothing, so he cannot go out: he goes back by the "
                f"number he bid, from {before} to go."
            )
        if not settled.made:
            return f"he goes back by what he bid, not by what he took, from {before} to go."
        if said in (before + contract, before + len(made)):
            return "he took at least what he bid, so he made it and is not set back."
        if said == max(before - contract, 0) and len(made) != contract:
            return "a pitcher who makes his contract scores every point he took, not only the number bid."
        return f"he made his contract, so every point he took counts against his {before} to go."

    return Question(
        "setback",
        f"Auction Pitch. {pitcher} has {before} to go, bid {contract} and pitched. He made {named}. How many "
        'does he have to go after the deal? (0, or "out", if he goes out)',
        answer,
        working,
        kind="to-go",
        answer_words="he goes out" if answer == 0 else counted(answer, "point") + " to go",
        why_not=why_not,
        situation={"to_go": to_go, "pitcher": pitcher, "contract": contract, "points": points},
    )
