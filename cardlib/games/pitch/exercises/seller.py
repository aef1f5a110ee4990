"""Pitch's seller question: the ceiling, accepting, refusing, and bidding to the board.

Every situation is dealt and bid through the engine as the question says; whether a bid is allowed
is what the engine itself says.
"""

from __future__ import annotations

import random
from typing import Any

from cardlib.core.choosers import play_out
from cardlib.core.game import State
from cardlib.core.pack import below, in_turn
from cardlib.core.words import counted
from cardlib.exercises.questions import Question
from cardlib.games.pitch.spec import SPEC as PITCH
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, replay
from cardlib.render.svg import fluid

#: What a seller question asks, each a quarter of the time.
SELLER_CASES = ("ceiling", "accept", "refuse", "board")


def _pitch_deal(rng: random.Random, to_go: dict[str, int], options: dict[str, Any] | None = None) -> State:
    record = new_record(PITCH.name, ["A", "B", "C", "D"], seed=rng.randrange(2**31), options=options or {})
    record.fields["to_go"] = to_go
    return replay(record)


def seller_question(rng: random.Random) -> Question:
    """A question on the Pitch seller: the ceiling, accepting, refusing, and bidding to the board."""
    case = in_turn(rng, SELLER_CASES)
    seller_to_go = 2 + below(rng, 6)
    to_go = {"A": seller_to_go, "B": 2 + below(rng, 6), "C": 7, "D": 7}
    if case == "board":
        state = _pitch_deal(rng, to_go, {"auction": "board"})
        first = below(rng, 4)
        state.apply(f"A: bid {first}" if first else "A: pass")
        bid = 1 + below(rng, 4)
        said = f"A bids {first}" if first else "A passes"
        said_before = f"A bid {first}" if first else "A passed"
        prompt = (
            f"Auction Pitch, bidding to the board. B has {to_go['B']} to go; {said}. May B bid {bid}? "
            "(yes or no)"
        )
        allowed = f"bid {bid}" in state.legal_actions()
        rule = "to the board the points bid go to nobody, so anyone may bid up to four whatever the scores"
        if allowed:
            working = f"Yes: {bid} is higher than any bid before it, and {rule}."
        else:
            working = f"No: each bid must be higher than the last, and A bid {first}."
        return Question(
            "seller",
            prompt,
            allowed,
            working,
            fluid(state.picture()),
            kind="yes/no",
            options=(True, False),
            why_not=lambda said: (
                f"B has {to_go['B']} to go and {said_before}: "
                + (
                    f"{rule}; B's {to_go['B']} to go sets no ceiling, and {bid} beats what was bid before."
                    if allowed
                    else f"each bid must be higher than the one before it: A bid {first}."
                )
            ),
            situation={"record": state.to_record(), "case": case},
        )
    state = _pitch_deal(rng, to_go)
    state.apply("A: sell")
    ceiling = max(int(a.split()[1]) for a in state.legal_actions() if a.startswith("bid"))
    if case == "ceiling":
        working = (
            f"A has {seller_to_go} to go. A bid is scored by the seller if he accepts, so no bid may put him "
            f"out: the most anyone may bid is {ceiling}"
            + (", since four is the most there is." if ceiling == 4 else f", one less than {seller_to_go}.")
        )
        return Question(
            "seller",
            f"Auction Pitch. A, the seller, has {seller_to_go} to go and sells. What is the highest bid B "
            "may make?",
            ceiling,
            working,
            fluid(state.picture()),
            why_not=lambda said: (
                f"A sells with {seller_to_go} to go; you said {said}: "
                + (
                    f"a bid of {said} would give A enough to go out with {seller_to_go} to go: no bid may."
                    if ceiling < said <= 4
                    else f"no bid may put the seller out, and with {seller_to_go} to go a higher bid than "
                    f"{said} still would not."
                    if 1 <= said < ceiling
                    else "bids run 1 to 4 (a bid names how many of the four points, High, Low, Jack and "
                    "Game, the bidder will make), and none may put the seller out."
                )
            ),
            situation={"record": state.to_record(), "case": case},
        )
    bid = 1 + below(rng, ceiling)
    state.apply(f"B: bid {bid}")
    state.apply("C: pass")
    state.apply("D: pass")
    if case == "accept":
        state.apply("A: accept")
        after = state.result()["to_go"]["A"]
        return Question(
            "seller",
            f"Auction Pitch. A, the seller, has {seller_to_go} to go. B bids {bid}, C and D pass, and A "
            "accepts. How many does A have to go now, before a card is played?",
            after,
            f"A seller who accepts scores the bid at once: {seller_to_go} − {bid} = {after} to go. B must "
            f"now make {bid} or be set back.",
            fluid(state.picture()),
            kind="to-go",
            answer_words=f"{counted(after, 'point')} to go",
            why_not=lambda said: (
                f"A had {seller_to_go} to go and B bid {bid}: "
                + (
                    f"accepting, A scores the {bid} bid at once, from his {seller_to_go} to go."
                    if said != seller_to_go
                    else "a seller who accepts scores the bid straight away: it is his price for the pitch."
                )
            ),
            situation={"record": state.to_record(), "case": case},
        )
    state.apply("A: refuse")
    play_out(state, None, rule_of_thumb(PITCH.name))
    result = state.result()
    took = sum(p == "A" for p in result["points"].values())
    after = max(0, result["to_go"]["A"])
    made = took >= bid
    if not made:
        working = f"A took {counted(took, 'point')}, short of {bid}: set back {bid}, {seller_to_go} + {bid}"
        working += f" = {after} to go."
    elif after:
        working = f"A took {counted(took, 'point')}, at least {bid}: he scores them all, "
        working += f"{seller_to_go} − {took} = {after} to go."
    else:
        working = f"A took {counted(took, 'point')}, at least {bid} and at least the {seller_to_go} he "
        working += "needed: he goes out."
    return Question(
        "seller",
        f"Auction Pitch. A, the seller, has {seller_to_go} to go. B bids {bid}, C and D pass, and A refuses: "
        f"he pitches himself and must make {bid}. He takes {counted(took, 'point')}. How many does A have to "
        "go after the deal? (0, or “out”, if he goes out)",
        after,
        "A seller who refuses must make the bid himself. " + working,
        fluid(state.picture()),
        kind="to-go",
        answer_words="he goes out" if after == 0 else f"{counted(after, 'point')} to go",
        why_not=lambda said: (
            f"A had {seller_to_go} to go, refused {bid} and took {took}: "
            + (
                f"refusing, A scores nothing for the bid itself; he needed {bid} and "
                + (
                    f"fell short, so he scores nothing and goes back by {bid}."
                    if not made
                    else "made it, so every point he took counts."
                )
            )
        ),
        situation={"record": state.to_record(), "case": case},
    )
