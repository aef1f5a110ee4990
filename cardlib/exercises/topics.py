"""Fresh questions from random deals, one generator a topic; the same seed gives the same questions.

The topics that belong to no one game are here (tricks, legal plays, the next call, chances); each
game's own topics live in its package, found through ``GameSpec.topics``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

from cardlib.core.cards import Card, Suit
from cardlib.core.errors import CardlibError
from cardlib.core.hand import Cards
from cardlib.core.pack import below, full_pack, generator, in_turn, permutation, pick
from cardlib.core.spec import Topic
from cardlib.core.tricks import FollowRule, Trick, illegal_reason, suit_word
from cardlib.exercises.auctions import next_call_question
from cardlib.exercises.chances import chance_question
from cardlib.exercises.questions import Question
from cardlib.games.registry import GAMES
from cardlib.render.svg import cards_svg

SEATS = ("A", "Y", "B", "Z")


#: What decides a trick, each in its turn on a sheet: no trumps at all, trumps named but none played,
#: a trump played.
TRICK_CASES = ("no trumps", "none played", "trumped")


def _trick_cards(rng: random.Random) -> list[Card]:
    """Four cards for a trick, most players following the suit led (as they must when they can)."""
    order = [full_pack()[i] for i in permutation(rng, 52)]
    led = order[0]
    played = [led]
    for _ in range(3):
        follow = below(rng, 3) > 0  # two in three follow suit
        played.append(next(c for c in order if c not in played and (c.suit == led.suit) == follow))
    return played


def trick_question(rng: random.Random) -> Question:
    """A question: who wins this trick."""
    case = in_turn(rng, TRICK_CASES)
    while True:
        played = _trick_cards(rng)
        suits = {c.suit for c in played}
        # a trump played may be the suit led itself (trumps led), or a card trumping in
        named = [s for s in Suit if (s in suits) == (case == "trumped")]
        if case == "no trumps" or named:
            break
    trump = None if case == "no trumps" else pick(rng, named)
    trick = Trick(tuple(zip(SEATS, played, strict=True)))
    winner = trick.winner(trump)
    trumps = "no trumps" if trump is None else f"{trump.symbol} trumps"
    best = dict(trick.plays)[winner]
    led = suit_word(trick.led)[2:]
    why = (
        f"{best.symbol}, the highest trump played"
        if best.suit == trump
        else f"{best.symbol}, the highest {led} (the suit led), "
        + ("with no trumps" if trump is None else "as no trump was played")
    )

    def why_not(seat: str | None) -> str:
        if seat not in SEATS:
            return "somebody always wins a trick: name the seat whose card takes it."
        card = dict(trick.plays)[seat]
        if any(c.suit == trump for _, c in trick.plays) and card.suit != trump:
            return f"{seat}'s {card.symbol} is no trump, and a trump was played: the highest trump wins."
        if card.suit != trick.led and card.suit != trump:
            led = suit_word(trick.led)[2:]
            return f"{seat}'s {card.symbol} is not of the suit led ({led}), so it cannot win."
        return f"{seat}'s {card.symbol} is beaten: a higher {suit_word(card.suit)[2:]} was played."

    return Question(
        "tricks",
        f"With {trumps}, A leads, then Y, B and Z play in turn: {trick}. Who wins the trick?",
        winner,
        f"{winner} wins with {why}.",
        trick._repr_html_(),
        kind="seat",
        choices=SEATS,
        why_not=why_not,
        options=SEATS,
        situation={"trick": trick, "trump": trump},
    )


def legal_question(rng: random.Random) -> Question:
    """A question: is this play legal."""
    hand = Cards(full_pack()[i] for i in permutation(rng, 52)[:5]).sorted()
    led = pick(rng, list(Suit))
    rule = pick(rng, list(FollowRule))
    trump = pick(rng, list(Suit))
    card = pick(rng, list(hand))
    spec = next(spec for spec in GAMES.values() if spec.follow_rule is rule)  # the first to follow it
    seat = spec.seats[1]  # the second to play, in the game's own seat names (Y at Boston, B at Pitch)
    reason = illegal_reason(seat, card, hand, led, trump, rule)
    prompt = (
        f"{spec.title}, {trump.symbol} trumps. {suit_word(led).capitalize()} is led. {seat} holds {hand} and "
        f"plays {card.symbol}. Is that allowed? (yes or no)"
    )
    if card.suit == led:
        why = "it follows the suit led"
    elif rule is FollowRule.PITCH and card.suit == trump:
        why = "in Pitch a trump may always be played"
    else:
        why = f"{seat} holds no {suit_word(led)[2:]}, so any card may be played"
    # the working, for the answer key and for whoever said the other thing
    wrong = (
        f"{reason}, and {card.symbol} does not."
        if reason is not None
        else f"{card.symbol} is allowed here: {why}."
    )
    return Question(
        "legal",
        prompt,
        reason is None,
        reason or f"It is allowed: {why}.",
        cards_svg(hand),
        kind="yes/no",
        why_not=lambda said: wrong,
        options=(True, False),
        situation={"hand": hand, "led": led, "trump": trump, "rule": rule, "card": card},
    )


#: The topics of no one game, with what the worksheets, hints and exercise notebooks say of them.
SHARED = {
    "tricks": Topic(
        "Who wins the trick?",
        "the highest trump wins; with no trump in the trick, the highest card of the suit led wins.",
        trick_question,
        "01_cards_and_tricks",
        "1. Cards and tricks",
        "who wins each trick",
        "01_tricks",
    ),
    "legal": Topic(
        "Is the play legal?",
        "in Boston you must follow suit if you can; in Pitch you may always trump a plain suit, "
        "and must follow trumps with a trump.",
        legal_question,
        "01_cards_and_tricks",
        "1. Cards and tricks",
        "whether a card may be played",
        "02_legal",
    ),
    "next-call": Topic(
        "The next legal call",
        "a call must outrank the standing bid; in Boston a passed player may come back only with a "
        "misère or spread, in Fontainebleau never; in Pitch no bid may put the seller out.",
        next_call_question,
        "07_pitch_auction_and_setback",
        "7. The Pitch auction and the set-back",
        "which calls are open at a moment of the auction, in Boston, Fontainebleau and Pitch (lessons 2, 5 "
        "and 7)",
        "12_next_call",
    ),
    "experiments": Topic(
        "Chances of the deal",
        "a chance is the number of deals in which it happens over the number of all deals, "
        "each equally likely.",
        chance_question,
        "10_experiments",
        "10. Experiments",
        "how likely something is in the deal: estimate it, then compare with the exact count",
        "10_experiments",
    ),
}


@cache
def all_topics() -> dict[str, Topic]:
    """Every topic by name, the shared ones and each game's own, in the order of the lessons.

    Gathered on first use rather than on import, so that a game's topics module may build on the
    exercises' ``Question`` without importing itself in a circle.
    """
    found = dict(SHARED)
    for spec in GAMES.values():
        if spec.topics:
            for name, topic in spec.topics().items():
                if name in found:
                    raise CardlibError(f'{spec.title}\'s exercise topic "{name}" already names another topic')
                found[name] = topic
    return dict(sorted(found.items(), key=lambda item: (item[1].lesson, item[1].exercise)))


def ask(topic: Topic, rng: random.Random) -> Question:
    """A question on ``topic`` from ``rng``, carrying the topic's rule (said when an answer is wrong)."""
    made = topic.make(rng)
    if not isinstance(made, Question):  # a game's topic, which the core knows only as a maker
        raise CardlibError(f'topic "{topic.title}" made a {type(made).__name__}, not a Question')
    return replace(made, rule=topic.rule)


def make_questions(topic: str, seed: int, count: int = 8) -> list[Question]:
    """``count`` questions on ``topic`` from ``seed``."""
    if topic not in all_topics():
        raise CardlibError(f'topic "{topic}": choose one of {", ".join(all_topics())}')
    if not 1 <= count <= 100:
        raise CardlibError(f"count {count}: ask for 1 to 100 questions")
    rng = generator(seed)
    questions: list[Question] = []
    asked: set[tuple[str, str]] = set()
    for _ in range(50 * count):
        if len(questions) == count:
            break
        question = ask(all_topics()[topic], rng)
        # No question twice on one sheet (the same words and the same cards): a repeat is drawn again.
        if (question.prompt, question.picture) not in asked:
            asked.add((question.prompt, question.picture))
            questions.append(question)
    if len(questions) < count:
        raise CardlibError(
            f"count {count}: {topic} has only {len(questions)} different questions; ask for fewer"
        )
    return questions
