"""Experiment questions: estimate a chance of the deal, then compare it with the exact count.

The learner may reason, or deal many hands with the kit and count; an estimate is right when it
is as near as :func:`near_enough` allows, a margin that shrinks with the chance, so that 2% is not
a right estimate of 4%. The answer's working gives the exact
fraction beside a seeded simulation of :data:`TRIALS` deals, dealt with the standard library.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import sqrt

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.hand import Cards
from cardlib.core.odds import holding_at_least, holding_exactly, jack_dealt_exactly
from cardlib.core.pack import full_pack, generator
from cardlib.core.words import counted
from cardlib.exercises.questions import Question
from cardlib.render.svg import cards_svg, fluid

#: The most (in percentage points) an estimate may be off, for chances near one half.
NEAR = 3.0
#: The least margin, for the rarest chances: half a point.
NEAREST = 0.5
HAND_WORDS = {6: "six", 13: "thirteen"}
#: Deals in the simulation shown beside the exact answer.
TRIALS = 2000


@dataclass(frozen=True)
class Experiment:
    """A chance to estimate: the question, its exact value, how to count it, and one deal's test."""

    question: str
    exact: Fraction
    counting: str
    cards_each: int
    hit: Callable[[Sequence[Card]], bool]


def _experiment(rng: random.Random) -> Experiment:
    suit = rng.choice(list(Suit))
    name = suit.name.lower()
    form = rng.randrange(4)
    if form == 0:
        players = rng.randrange(4, 8)
        return Experiment(
            f"In Auction Pitch with {players} players, six cards each, what is the chance that the jack of "
            f"{name} is dealt to somebody at all?",
            jack_dealt_exactly(players),
            f"{6 * players} of the 52 cards are dealt, and the jack of {name} is as likely to be any of them",
            6 * players,
            lambda cards: any(c.suit == suit and c.rank == Rank.JACK for c in cards),
        )
    if form == 1:
        held = rng.randrange(0, 4)
        # Boston has no honours; Fontainebleau's are the A, K, Q and J of trumps.
        return Experiment(
            f"In Boston de Fontainebleau, with {name} trumps, what is the chance that your thirteen cards "
            f"hold exactly {held} of the four honours (A, K, Q and J of trumps)?",
            holding_exactly(held, 4, 13),
            f"choose {held} of the 4 honours of {name} and {13 - held} of the other 48 cards, out of all "
            "the ways to choose 13 of 52",
            13,
            lambda cards: sum(c.suit == suit and c.rank >= Rank.JACK for c in cards) == held,
        )
    if form == 2:
        length = rng.randrange(2, 7)
        return Experiment(
            f"In Boston, what is the chance that your thirteen cards hold exactly {length} {name}?",
            holding_exactly(length, 13, 13),
            f"choose {length} of the 13 {name} and {13 - length} of the other 39 cards, out of all the ways "
            "to choose 13 of 52",
            13,
            lambda cards: sum(c.suit == suit for c in cards) == length,
        )
    game, cards_each = rng.choice([("Auction Pitch", 6), ("Boston", 13)])
    least = rng.randrange(1, 3)
    if rng.randrange(2):
        return Experiment(
            f"In {game}, what is the chance that your {HAND_WORDS[cards_each]} cards hold at least {least} "
            f"ace{'s' if least > 1 else ''}?",
            holding_at_least(least, 4, cards_each),
            f"add the chances of exactly {least} to 4 aces; for exactly k, choose k of the 4 aces and the "
            f"rest of the {cards_each} cards from the 48 others, out of all the ways to choose {cards_each} "
            "of 52",
            cards_each,
            lambda cards: sum(c.rank == Rank.ACE for c in cards) >= least,
        )
    least = rng.randrange(2, 4) if cards_each == 6 else rng.randrange(3, 6)
    return Experiment(
        f"In {game}, what is the chance that your {HAND_WORDS[cards_each]} cards hold at least {least} "
        f"{name}?",
        holding_at_least(least, 13, cards_each),
        f"add the chances of exactly {least} or more {name}; for exactly k, choose k of the 13 {name} and "
        f"the rest from the 39 others, out of all the ways to choose {cards_each} of 52",
        cards_each,
        lambda cards: sum(c.suit == suit for c in cards) >= least,
    )


def near_enough(exact: float) -> float:
    """How far (in points) an estimate of ``exact`` per cent may be off and still be right.

    A quarter of the chance (or of its complement, for chances above one half), between
    :data:`NEAREST` and :data:`NEAR` points, rounded to a half point: 4% may be estimated as
    3% to 5%, 50% as 47% to 53%. Counting ten thousand deals, as the kit lets a learner do,
    lands inside it nearly always.
    """
    quarter = min(exact, 100 - exact) / 4
    return max(NEAREST, min(NEAR, round(quarter * 2) / 2))


def simulated(experiment: Experiment, seed: int, trials: int = TRIALS) -> tuple[float, float, Cards]:
    """How often the event happens in ``trials`` seeded deals, and the first deal's cards.

    The share and its standard error are both in per cent.
    """
    rng = generator(seed)
    pack = full_pack()
    deals = [rng.sample(pack, experiment.cards_each) for _ in range(trials)]
    share = sum(map(experiment.hit, deals)) / trials
    return 100 * share, 100 * sqrt(share * (1 - share) / trials), Cards(deals[0])


def chance_question(rng: random.Random) -> Question:
    """A question: estimate a chance of the deal, in per cent."""
    experiment = _experiment(rng)
    exact = 100 * float(experiment.exact)
    seed = rng.randrange(10_000)
    share, error, first = simulated(experiment, seed)
    counts = "it counts" if experiment.hit(first) else "it does not count"
    picture = (
        f"<p>The first of {TRIALS:,} deals a simulation might make ({counts}):</p>"
        f"{fluid(cards_svg(first.sorted()))}"
    )

    near = near_enough(exact)
    margin = counted(near, "percentage point")

    def why_not(said: float) -> str:
        side = "high" if said > exact else "low"
        return (
            f"{said:g}% is too {side} (an estimate within {margin} is right). Count it: "
            f"{experiment.counting}; or deal a few thousand hands and count how often it happens."
        )

    return Question(
        "experiments",
        f"{experiment.question} Answer in per cent (an estimate within {margin} is right).",
        round(exact, 1),
        f"Exactly {experiment.exact} ≈ {exact:.1f}%: {experiment.counting}. Dealing {TRIALS:,} hands "
        f"(seed {seed}) gives {share:.1f}% ± {2 * error:.1f} (two standard errors), "
        f"{'agreeing with' if abs(share - exact) <= 2 * error else 'just off'} the exact answer.",
        picture,
        kind="percent",
        accepts=lambda said: abs(said - exact) <= near,
        answer_words=f"{exact:.1f}%",
        why_not=why_not,
        situation={"experiment": experiment, "simulated": (share, error)},
    )
