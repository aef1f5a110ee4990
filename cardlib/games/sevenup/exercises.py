"""Seven-Up's own exercise topic: who scores High, Low, Jack and Game in a deal played out.

The exercises find it through ``GameSpec.topics``; it builds on the exercises' ``Question`` and is
loaded only by them, so the game's rules never depend on the teaching layer.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardlib.core.choosers import play_out, random_chooser
from cardlib.core.deal import deal
from cardlib.core.pack import below, in_turn
from cardlib.core.spec import Topic
from cardlib.core.words import counted
from cardlib.games.sevenup.engine import SevenUpRules
from cardlib.games.sevenup.points import POINT_ORDER, play_points
from cardlib.games.sevenup.spec import SPEC
from cardlib.render.html import PILE_HEIGHT, piles_html

if TYPE_CHECKING:  # the exercises load this module while they load: Question is imported when asked for
    from cardlib.exercises.questions import Question


def points_question(rng: random.Random) -> Question:
    """A question: who scores a given point of the play in a Seven-Up deal the eldest stood on."""
    from cardlib.exercises.questions import Question

    name = in_turn(rng, POINT_ORDER)
    players = "AB" if below(rng, 3) else "ABC"  # two players twice as often as three
    tie = name == "game" and below(rng, 3) == 0  # a third of the Game questions are ties
    while True:
        dealt = deal(players, players[-1], SPEC.pattern, rng)
        state = SevenUpRules().new_state(dealt, stock=list(dealt.stock))
        state.apply(f"{dealt.eldest}: stand")
        play_out(state, None, random_chooser(rng))
        trump = state.pack[0].suit
        points = play_points(dealt.hands, state.completed_tricks(), trump, dealt.dealer)
        counts = list(points.game_count.values())
        if not tie or counts.count(max(counts)) > 1:
            break
    hands = "; ".join(f"{p}: {dealt.hands[p]}" for p in dealt.players)
    taken = "; ".join(f"{p}: {cs or 'nothing'}" for p, cs in state.captured().items())
    dealer = dealt.dealer

    def why_not(seat: str | None) -> str:
        if name in ("high", "low"):
            if seat is None:
                return (
                    f"look for the {name}est {trump.symbol} held (the turn-up is dealt to nobody and never "
                    "counts): if anybody held a trump, it scores."
                )
            ranks = [c for c in dealt.hands.get(seat, []) if c.suit == trump]
            best = (max if name == "high" else min)(ranks, default=None)
            has = f"{seat} held {best.symbol}" if best else f"{seat} held no {trump.symbol}"
            return f"{has}; {name.capitalize()} goes to whoever held the {name}est {trump.symbol} in play."
        if name == "jack":
            return f"Jack goes to whoever wins the trick holding J{trump.symbol}, if anybody held it."
        said = f"{seat}'s pile counts {points.game_count[seat]}" if seat in points.game_count else ""
        rule = (
            "the highest count alone takes Game; a tie goes to the player who did not deal"
            if len(players) == 2
            else "the highest count alone takes Game; a tie of the two who did not deal goes to nobody, "
            "and a tie the dealer shares with one other goes to that other (Foster does not say; the kit's "
            "reading)"
        )
        return f"{said + '; ' if said else ''}count A 4, K 3, Q 2, J 1, 10 ten: {rule}."

    asked = f"Who scores {name.capitalize()}? (a player, or nobody)"
    table = f"Seven-Up, {counted(len(players), 'player')}, {dealer} dealt"
    about = f"{table}, the turn-up {state.pack[0].symbol}: {trump.symbol} trumps."
    return Question(
        "sevenup-points",
        f"{about} Held — {hands}. Captured — {taken}. {asked}",
        getattr(points, name),
        points.reasons[name] + ".",
        piles_html(dealt.hands, state.captured(), PILE_HEIGHT),
        kind="seat",
        choices=tuple(dealt.players),
        why_not=why_not,
        options=(*dealt.players, None),
        situation={"record": state.to_record(), "point": name},
        beside_picture=f"{about} The table shows what each player held and captured. {asked}",
    )


#: Seven-Up's exercise topics, by name.
TOPICS: dict[str, Topic] = {
    "sevenup-points": Topic(
        "The four points of Seven-Up",
        "High and Low go by the trumps held, Jack and Game by the cards captured; with two players a tie "
        "for Game goes to the non-dealer, with three a tie of the two non-dealers to nobody.",
        points_question,
        "12_seven_up",
        "12. Seven-Up",
        "who scores High, Low, Jack and Game in a deal of Seven-Up",
        "16_sevenup_points",
    ),
}
