"""Pitch's points question: who scores High, Low, Jack or Game in a hand played out."""

from __future__ import annotations

import random

from cardlib.core.choosers import play_out, random_chooser
from cardlib.core.deal import deal
from cardlib.core.pack import below, in_turn
from cardlib.exercises.questions import Question
from cardlib.games.pitch.engine import PitchRules
from cardlib.games.pitch.points import POINT_ORDER
from cardlib.games.pitch.spec import SPEC as PITCH
from cardlib.render.html import PILE_HEIGHT, piles_html


def pitch_points_question(rng: random.Random) -> Question:
    """A question: who scores a given point in a played Pitch hand."""
    name = in_turn(rng, POINT_ORDER)
    tie = name == "game" and below(rng, 3) == 0  # a third of the Game questions are ties
    while True:
        dealt = deal("ABCD", "D", PITCH.pattern, rng)
        state = PitchRules().new_state(dealt)
        state.apply("A: pitch")
        play_out(state, None, random_chooser(rng))
        points = state.points()
        if points is not None and (not tie or points.game is None):
            break
    if points is None or state.trump is None:  # a deal played out has both
        raise TypeError("a Pitch deal played out has its points and its trump")
    hands = "; ".join(f"{p}: {dealt.hands[p]}" for p in dealt.players)
    taken = "; ".join(f"{p}: {cs or 'nothing'}" for p, cs in state.captured().items())
    trump = state.trump

    def why_not(seat: str | None) -> str:
        if name in ("high", "low") and seat is None:
            return f"the first card led was a {trump.symbol}, so some player was dealt the {name}est one."
        if name in ("high", "low") and seat is not None:
            ranks = [c for c in dealt.hands.get(seat, []) if c.suit == trump]
            best = (max if name == "high" else min)(ranks, default=None)
            has = f"{seat} was dealt {best.symbol}" if best else f"{seat} was dealt no {trump.symbol}"
            end = "highest" if name == "high" else "lowest"
            return f"{has}; {name.capitalize()} goes to the {end} {trump.symbol} dealt."
        if name == "jack":
            return f"Jack goes to whoever wins the trick holding J{trump.symbol}, if it was dealt at all."
        counts = points.game_count
        said = (
            f"{seat}'s pile counts {counts[seat]}"
            if seat is not None and seat in counts
            else "one pile counts more than the rest"
        )
        return (
            f"{said} for Game (A 4, K 3, Q 2, J 1, 10 ten); a single highest count takes it, "
            "a tie scores nothing."
        )

    return Question(
        "pitch-points",
        f"Auction Pitch, {state.trump.symbol} trumps. Dealt — {hands}. Captured — {taken}. Who scores "
        f"{name.capitalize()}? (a player, or nobody)",
        getattr(points, name),
        points.reasons[name] + ".",
        piles_html(dealt.hands, state.captured(), PILE_HEIGHT),
        kind="seat",
        choices=tuple(dealt.players),
        why_not=why_not,
        options=(*dealt.players, None),
        situation={"record": state.to_record(), "point": name},
        beside_picture=f"Auction Pitch, {state.trump.symbol} trumps. The table shows what each player was "
        f"dealt and captured. Who scores {name.capitalize()}? (a player, or nobody)",
    )
