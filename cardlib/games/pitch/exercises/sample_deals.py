"""Pitch's hand-record question: read a deal and its actions, and say what the pitcher made."""

from __future__ import annotations

import random
from html import escape

from cardlib.core.choosers import play_out
from cardlib.exercises.questions import Question
from cardlib.games.pitch.engine import PitchState
from cardlib.games.pitch.points import POINT_ORDER
from cardlib.games.pitch.spec import SPEC as PITCH
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, replay
from cardlib.render.svg import fluid
from cardlib.render.table import deal_svg


def sample_deal_question(rng: random.Random) -> Question:
    """A question: read a Pitch hand record, and say what the pitcher made of it."""
    record = new_record(PITCH.name, ["A", "B", "C", "D"], seed=rng.randrange(2**31))
    state = play_out(replay(record), None, rule_of_thumb(PITCH.name))
    played = state.to_record()
    result = state.result()
    pitcher, contract = result["pitcher"], result["contract"]
    points = state.points() if isinstance(state, PitchState) else None
    if points is None:
        raise TypeError("a Pitch deal played out has its points")
    won = [n for n in POINT_ORDER if getattr(points, n) == pitcher]
    # numbered and laid out in rows, so that the record reads left to right as it was played
    lines = "".join(f"<div>{n}. {escape(a)}</div>" for n, a in enumerate(played.actions, 1))
    grid = "display:grid;grid-template-columns:repeat(auto-fill,minmax(9em,1fr));font-family:monospace"
    picture = f"{fluid(deal_svg(state.deal))}<div style='{grid}'>{lines}</div>"
    trump = state.trump
    if trump is None:
        raise TypeError("a Pitch deal played out has its trump")
    lead = state.completed_tricks()[0].plays[0][1]  # the pitch: the first card led
    counting = (
        f"trumps are {trump.symbol}, the suit of {pitcher}'s first card ({lead.symbol}); High and Low go "
        f"to the highest and lowest {trump.symbol} dealt, Jack to whoever takes J{trump.symbol} (if dealt), "
        "Game to the pile with the most (A 4, K 3, Q 2, J 1, 10 ten)"
    )
    working = " ".join(f"{n.capitalize()}: {points.reasons[n]}." for n in POINT_ORDER)
    if rng.randrange(2):
        return Question(
            "sample-deals",
            f"Read this Auction Pitch hand record: the deal, then every action in order. {pitcher} pitched "
            f"for {contract}. How many of the four points (High, Low, Jack, Game) does {pitcher} win?",
            len(won),
            working,
            picture,
            why_not=lambda said: (
                f"{pitcher} cannot win {said}: there are only four points (High, Low, Jack, Game), each "
                f"won by one player or by nobody; {counting}."
                if said > len(POINT_ORDER)
                else f"{pitcher} wins anything from none to all four of the points; {counting}."
                if said < 0
                else f"{pitcher} does not win {said}; count his points again: {counting}."
            ),
            situation={"record": played, "asks": "points"},
            subject=pitcher,
        )
    return Question(
        "sample-deals",
        f"Read this Auction Pitch hand record: the deal, then every action in order. {pitcher} pitched "
        f"for {contract}. Is {pitcher} set back? (yes or no)",
        not result["made"],
        f"{pitcher} won {len(won)} of the points against a contract of {contract}. {working}",
        picture,
        kind="yes/no",
        options=(True, False),
        why_not=lambda said: (
            f"a pitcher is set back when he wins fewer points than he bid ({contract} here); {counting}."
        ),
        situation={"record": played, "asks": "set back"},
    )
