"""Fresh questions from random deals, one generator a topic; the same seed gives the same questions."""

from __future__ import annotations

import random
from collections.abc import Callable

from cardlib.core.cards import Suit
from cardlib.core.choosers import play_out, random_chooser
from cardlib.core.deal import deal
from cardlib.core.errors import CardlibError
from cardlib.core.hand import Cards
from cardlib.core.pack import below, full_pack, generator, permutation, pick
from cardlib.core.said import action_words
from cardlib.core.spec import Topic
from cardlib.core.tricks import FollowRule, Trick, illegal_reason, suit_word
from cardlib.core.words import and_list, call_title, counted
from cardlib.exercises.auctions import next_call_question, seller_question
from cardlib.exercises.chances import chance_question
from cardlib.exercises.hands import analysis_question, play_question, sample_deal_question
from cardlib.exercises.questions import HINTS, Question
from cardlib.exercises.settling import boston_settlement_question, fontainebleau_call_question
from cardlib.games.boston.calls import ladder as boston_ladder
from cardlib.games.boston.settlement import call_value
from cardlib.games.boston.spec import PAYMENTS
from cardlib.games.boston.tables import loss_value, win_value
from cardlib.games.fontainebleau.calls import call_trump, read_call
from cardlib.games.fontainebleau.settlement import Valuation, settle_call
from cardlib.games.pitch.engine import PitchRules
from cardlib.games.pitch.scoring import settle
from cardlib.games.pitch.spec import SPEC as PITCH
from cardlib.games.registry import GAMES, load
from cardlib.games.solo.ladder import Call, outranks
from cardlib.render.html import PILE_HEIGHT, piles_html
from cardlib.render.svg import cards_svg

SEATS = ("A", "Y", "B", "Z")


POINTS = ("high", "low", "jack", "game")


def trick_question(rng: random.Random) -> Question:
    """A question: who wins this trick."""
    played = [full_pack()[i] for i in permutation(rng, 52)[:4]]
    trump = pick(rng, [None, *Suit])
    trick = Trick(tuple(zip(SEATS, played, strict=True)))
    winner = trick.winner(trump)
    trumps = "no trumps" if trump is None else f"{trump.symbol} trumps"
    why = dict(trick.plays)[winner].symbol

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
        trick._repr_svg_(),
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
    reason = illegal_reason("Y", card, hand, led, trump, rule)
    game = "Boston" if rule is FollowRule.WHIST else "Auction Pitch"
    prompt = (
        f"{game}, {trump.symbol} trumps. {suit_word(led).capitalize()} is led. Y holds {hand} and plays "
        f"{card.symbol}. Is that allowed? (yes or no)"
    )
    if reason is not None:
        wrong = f"{reason}, and {card.symbol} does not."
    elif card.suit == led:
        wrong = f"{card.symbol} is allowed here: it follows the suit led."
    elif rule is FollowRule.PITCH and card.suit == trump:
        wrong = f"{card.symbol} is allowed here: in Pitch a trump may always be played."
    else:
        wrong = f"{card.symbol} is allowed here: Y holds no {suit_word(led)[2:]}, so any card may be played."
    return Question(
        "legal",
        prompt,
        reason is None,
        reason or "It is allowed.",
        cards_svg(hand),
        kind="yes/no",
        why_not=lambda said: wrong,
        options=(True, False),
        situation={"hand": hand, "led": led, "trump": trump, "rule": rule, "card": card},
    )


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
    first, second = _two_calls(rng, pick(rng, LADDER_CASES))
    beats, reason = outranks(first, second)
    higher = first if beats else second
    one, other = action_words(first.words()), action_words(second.words())  # as read: "little misère"
    return Question(
        "ladder",
        f"In Boston, which ranks higher: {one} or {other}?",
        higher.words(),
        reason + ".",
        kind="call",
        why_not=lambda said: (
            f"{action_words(said)} is not one of the two calls: choose {one} or {other}."
            if said not in (first.words(), second.words())
            else f"{action_words(said)} is the lower of the two: {reason}."
        ),
        options=(one, other),
        situation={"calls": (first, second)},
    )


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
    payments = pick(rng, list(PAYMENTS.values))
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
        why_not=why_not,
        situation={"call": call, "taken": taken, "payments": payments},
    )


def fontainebleau_question(rng: random.Random) -> Question:
    """A question: what a Fontainebleau call is worth from each adversary."""
    tricks = 5 + below(rng, 8)
    suit = pick(rng, ["spades", "clubs", "hearts", "diamonds"])
    call = read_call(f"{tricks} {suit[0]}")
    if call is None:
        raise TypeError(f"{tricks} {suit} is a call on Fontainebleau's ladder")
    # A slam stops at its first lost trick (FO-5), so it ends with all 13 or one short.
    taken = 12 + below(rng, 2) if tricks == 13 else max(0, tricks - 4) + below(rng, 14 - max(0, tricks - 4))
    honours = pick(rng, [0, 2, 4])
    settled = settle_call(SEATS, ["A"], Valuation(call, call_trump(call)), taken, 0, honours=honours)
    value = settled.payments["A"] // 3
    held = {0: "no honours", 2: "three honours", 4: "all four honours"}[honours]
    made = taken >= tricks
    extra = taken - tricks if made else tricks - taken
    why = (
        f"{call_title(call.words())} taking {taken} is {'made with' if made else 'short by'} "
        f"{counted(extra, 'over-trick' if made else 'trick')}: Table 1 gives the value of {tricks} in "
        f"{suit}, plus 5 for each trick {'over' if made else 'short'}"
    )
    if honours:
        why += (
            f", and {held} count as {honours} more over-tricks"
            if made
            else ", and honours count only when made"
        )

    def why_not(said: int) -> str:
        if said == -value:
            return f"the amount is right but not its sign: {'A is paid' if made else 'A pays'}."
        return f"{why}."

    return Question(
        "fontainebleau-payments",
        f"Boston de Fontainebleau. A bid {call_title(call.words())}, holding {held}, and took "
        f"{counted(taken, 'trick')}. "
        "How much does each adversary pay A? (negative if A pays)",
        value,
        " ".join(settled.reasons),
        why_not=why_not,
        situation={"call": call, "taken": taken, "honours": honours},
    )


def pitch_points_question(rng: random.Random) -> Question:
    """A question: who scores a given point in a played Pitch hand."""
    name = pick(rng, list(POINTS))
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


#: What happens to the pitcher in a set-back question, each a third of the time.
SETBACK_CASES = ("made", "set back", "goes out")


def setback_question(rng: random.Random) -> Question:
    """A question: how many the pitcher has to go after the deal, or that he goes out."""
    players = ["A", "B", "C", "D"]
    to_go = {p: 2 + below(rng, 8) for p in players}
    pitcher = pick(rng, players[1:])
    contract = 1 + below(rng, 4)
    case = pick(rng, SETBACK_CASES)
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
        for i, name in enumerate(POINTS)
    }
    before = to_go[pitcher]
    settled = settle(players, to_go, pitcher, contract, points)
    after = settled.to_go[pitcher]
    made = [n.capitalize() for n in POINTS if points[n] == pitcher]
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
        if said < 0:
            return (
                "nobody has fewer than 0 to go: a player who reaches 0 has shed all his counters and "
                "goes out, winning the game."
            )
        if not settled.made and said in (before - len(made), before):
            return (
                "a pitcher short of his contract scores nothing at all, and goes back by the number he "
                f"bid, from {before} to go."
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


TOPICS: dict[str, Callable[[random.Random], Question]] = {
    # in the order of the lessons: 1 to 6, then 7 sample deals, 8 play, 9 experiments, 10 analysis
    "tricks": trick_question,
    "legal": legal_question,
    "ladder": ladder_question,
    "next-call": next_call_question,
    "boston-payments": boston_payment_question,
    "boston-settlement": boston_settlement_question,
    "fontainebleau-payments": fontainebleau_question,
    "fontainebleau-calls": fontainebleau_call_question,
    "pitch-points": pitch_points_question,
    "setback": setback_question,
    "seller": seller_question,
    "sample-deals": sample_deal_question,
    "play": play_question,
    "experiments": chance_question,
    "analysis": analysis_question,
}


def _add_the_games_topics() -> dict[str, Topic]:
    """Each game's own topics added to :data:`TOPICS` (and their rules to ``HINTS``), by name."""
    topics: dict[str, Topic] = {}
    for spec in GAMES.values():
        if spec.topics:
            for name, topic in load(spec.topics).items():
                if name in TOPICS:
                    raise CardlibError(f'{spec.title}\'s exercise topic "{name}" already names another topic')
                TOPICS[name], HINTS[name], topics[name] = topic.make, topic.rule, topic
    return topics


#: The games' own topics, after the shared ones (whose titles are the worksheets').
GAME_TOPICS = _add_the_games_topics()
#: The games' own topics' titles.
GAME_TITLES = {name: topic.title for name, topic in GAME_TOPICS.items()}


def make_questions(topic: str, seed: int, count: int = 8) -> list[Question]:
    """``count`` questions on ``topic`` from ``seed``."""
    if topic not in TOPICS:
        raise CardlibError(f'topic "{topic}": choose one of {", ".join(TOPICS)}')
    if not 1 <= count <= 100:
        raise CardlibError(f"count {count}: ask for 1 to 100 questions")
    rng = generator(seed)
    questions: list[Question] = []
    asked: set[tuple[str, str]] = set()
    for _ in range(50 * count):
        if len(questions) == count:
            break
        question = TOPICS[topic](rng)
        # No question twice on one sheet (the same words and the same cards): a repeat is drawn again.
        if (question.prompt, question.picture) not in asked:
            asked.add((question.prompt, question.picture))
            questions.append(question)
    if len(questions) < count:
        raise CardlibError(
            f"count {count}: {topic} has only {len(questions)} different questions; ask for fewer"
        )
    return questions
