"""California Jack's own exercise topic: who wins the trick, and so which card of the stock each draws.

The exercises find it through ``GameSpec.topics``; it builds on the exercises' ``Question`` and is
loaded only by them, so the game's rules never depend on the teaching layer.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardlib.core.choosers import random_chooser
from cardlib.core.deal import deal
from cardlib.core.pack import below
from cardlib.core.spec import Topic
from cardlib.games.allfours.points import game_value
from cardlib.games.californiajack.engine import CaliforniaJackRules, CaliforniaJackState
from cardlib.games.californiajack.spec import SPEC
from cardlib.render.svg import cards_svg
from cardlib.render.table import trick_svg

if TYPE_CHECKING:  # the exercises load this module while they load: Question is imported when asked for
    from cardlib.exercises.questions import Question


def _mid_deal(rng: random.Random) -> CaliforniaJackState:
    """A deal played at random up to a trick with both cards on the table, the stock not yet gone."""
    while True:
        dealt = deal("AB", "B", SPEC.pattern, rng)
        trump = "CDHS"[below(rng, 4)]
        state = CaliforniaJackRules().new_state(dealt, trump=trump, stock=list(dealt.stock))
        choose = random_chooser(rng)
        for _ in range(2 * below(rng, 18)):  # up to seventeen whole tricks: the stock still lasts
            state.apply(f"{state.to_act()}: {choose(state)}")
        state.apply(f"{state.to_act()}: {choose(state)}")  # the lead; the second card is the question's
        return state


def draw_question(rng: random.Random) -> Question:
    """A question: who draws the card on top of the stock, once the second card is played to a trick."""
    from cardlib.exercises.questions import Question

    state = _mid_deal(rng)
    second = state.to_act()
    card = random_chooser(rng)(state)
    state.apply(f"{second}: {card}")
    trick = state.completed_tricks()[-1]
    trump = state.trump
    winner = trick.winner(trump)
    loser = next(p for p in "AB" if p != winner)
    top, below_top = state.pack[state.next_card - 2 : state.next_card]  # the winner's draw, then the other's
    worth = game_value(top)
    counts = f", which counts {worth} for Game" if worth else ""
    led = trick.plays[0][1]
    won_with = dict(trick.plays)[winner]
    how = (
        f"{won_with.symbol} is the only trump"
        if won_with.suit == trump and sum(c.suit == trump for c in trick.cards) == 1
        else f"{won_with.symbol} is the higher trump"
        if won_with.suit == trump
        else f"{won_with.symbol} is the only card of the suit led, and no trump was played"
        if sum(c.suit == led.suit for c in trick.cards) == 1
        else f"{won_with.symbol} is the higher card of the suit led, and no trump was played"
    )

    def why_not(seat: str | None) -> str:
        if seat not in ("A", "B"):
            return "one of the two players always wins the trick: he draws the stock's top card."
        played = dict(trick.plays)[seat]
        return f"{seat}'s {played.symbol} does not win the trick; only its winner draws the top card."

    asked = f"Who draws {top.symbol}, the top card of the stock?"
    about = (
        f"California Jack, {trump.symbol} trumps. {trick.plays[0][0]} leads {led.symbol}, "
        f"{trick.plays[1][0]} plays {trick.plays[1][1].symbol}; the top of the stock is {top.symbol}."
    )
    picture = f"<div>{trick_svg(trick)}</div><div>stock: {cards_svg([top])}</div>"
    return Question(
        "californiajack-draw",
        f"{about} {asked}",
        winner,
        f"{winner} wins the trick ({how}), so {winner} draws {top.symbol}{counts}, and {loser} the next "
        f"card, {below_top.symbol}.",
        picture,
        kind="seat",
        choices=("A", "B"),
        why_not=why_not,
        options=("A", "B"),
        situation={"record": state.to_record()},
        beside_picture=f"{about} The trick and the stock's top card are drawn. {asked}",
    )


#: California Jack's exercise topics, by name.
TOPICS: dict[str, Topic] = {
    "californiajack-draw": Topic(
        "Who draws the stock's card?",
        "After each trick its winner draws the top card of the stock and the other player the next; the "
        "trick goes to the higher trump, or else to the higher card of the suit led.",
        draw_question,
        "13_california_jack",
        "13. California Jack",
        "who wins a trick of California Jack, and so which card of the face-up stock each player draws",
        "17_californiajack_draw",
    ),
}
