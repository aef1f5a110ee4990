"""Boston's open-hand questions: which card to play with every hand face up, and the first slip.

Every position comes from a real deal bid and played through the engine by the rule-of-thumb
players (the ending at random, for slips to find); the right cards are those the open-hand
analysis (:mod:`cardlib.analysis`) finds best.
"""

from __future__ import annotations

import random
from html import escape

from cardlib.analysis import Analysis, analyse, value, where_it_went_wrong
from cardlib.core.cards import Card
from cardlib.core.choosers import play_out, random_chooser
from cardlib.core.game import State
from cardlib.core.tricks import illegal_reason
from cardlib.core.words import counted
from cardlib.exercises.questions import Question
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, replay
from cardlib.render.svg import fluid
from cardlib.render.table import trick_svg

#: Cards each player holds in the play and slip questions: small enough to analyse at once.
CARDS_LEFT = 4


def _seed(rng: random.Random) -> int:
    return rng.randrange(2**31)


def _boston_position(rng: random.Random, cards_left: int = CARDS_LEFT) -> State | None:
    """A Boston deal bid and played by the rules of thumb until a trick starts with few cards each.

    ``None`` when nobody called (Misère Partout has no sides to analyse) or the hand ended early.
    """
    state = replay(new_record(BOSTON.name, BOSTON.seats, seed=_seed(rng)))
    guide = rule_of_thumb(BOSTON.name)
    while not state.is_over():
        if state.play_begun():
            if state.contract() is None:
                return None
            if not state.current_trick() and len(state.hand(state.to_act())) <= cards_left:
                return state
        state.apply(guide(state))
    return None


def _score_line(state: State) -> str:
    """Who called what, the trump, and the tricks each side has taken so far."""
    contract = state.contract()
    if contract is None:
        raise TypeError("a position asked about has a contract")
    own = state.side_tricks()
    others = sum(state.tricks_won().values()) - own
    trumps = "no trumps" if state.trump is None else f"{state.trump.symbol} trumps"
    return (
        f"Boston, {trumps}. {contract.declarer} called {contract.bid.capitalize()}. So far the caller's side "
        f"has taken {counted(own, 'trick')} and the others {others}."
    )


def _aim(player: str, side: tuple[str, ...], higher_is_better: bool) -> str:
    """What the player to move wants, the caller's side wanting tricks or (a misère) none."""
    if player in side:
        return (
            "take as many tricks as possible for the caller's side"
            if higher_is_better
            else "avoid taking any trick"
        )
    return (
        "hold the caller to as few tricks as possible"
        if higher_is_better
        else "force the caller to take a trick"
    )


def _outcome(found: Analysis, value: int) -> str:
    """A value in words: the caller's side's tricks, or whether a misère's caller must take a trick."""
    if found.higher_is_better:
        return f"the caller's side ends with {counted(value, 'trick')} (needing {found.target})"
    return "the others can force the caller to take a trick" if value else "the caller can avoid every trick"


def play_question(rng: random.Random) -> Question:
    """A question: with every card face up, which card should the player to move play."""
    guide = rule_of_thumb(BOSTON.name)
    found = None
    while found is None:
        state = _boston_position(rng, CARDS_LEFT + 1)
        while state is not None and not state.is_over():  # the first card of the ending that matters
            found = analyse(state)
            if len(set(found.cards.values())) > 1:
                break
            found = None
            state.apply(guide(state))
    if state is None:  # a choice was found, so in a position
        raise TypeError("a choice is found in a position")
    player = found.player
    hand = state.hand(player).sorted()
    best = {Card.parse(c) for c in found.best_for_player()}
    turn = "to lead" if not state.current_trick() else "to play to this trick"
    aim = _aim(player, found.side, found.higher_is_better)
    prompt = (
        f"{_score_line(state)} It is {player}'s turn {turn}, holding {counted(len(hand), 'card')}. "
        f"With every card face up, which card should {player} play to {aim}?"
    )

    def forbidden(card: Card) -> str:
        led = state.current_trick()[0][1].suit  # a card is refused only when following to a lead
        reason = illegal_reason(player, card, hand, led, state.trump, state.follow_rule)
        return f"{card.symbol} is not allowed: {reason}"

    refused = {card: forbidden(card) for card in hand if card.ascii not in found.cards}

    def why_not(card: Card) -> str:
        if card not in hand:
            return f"{player} does not hold {card.symbol}: choose one of {player}'s cards."
        if card in refused:
            return refused[card] + "."
        return (
            f"after {card.symbol} {_outcome(found, found.cards[card.ascii])} with best play, and {player} "
            "can do better than that with another card."
        )

    cards = ", ".join(c.symbol for c in sorted(best, key=hand.index))
    return Question(
        "play",
        prompt,
        min(best, key=hand.index),
        f"With every card face up, {_outcome(found, found.value)} after {cards}; "
        + ", ".join(
            f"{Card.parse(c).symbol} gives {v}"
            if found.higher_is_better
            else f"after {Card.parse(c).symbol} {_outcome(found, v)}"
            for c, v in found.cards.items()
            if Card.parse(c) not in best
        )
        + ".",
        fluid(state.picture()),
        kind="card",
        options=tuple(hand),
        refused=refused,
        accepts=lambda card: card in best,
        answer_words=cards,
        why_not=why_not,
        situation={"record": state.to_record()},
    )


def analysis_question(rng: random.Random) -> Question:
    """A question: in these last tricks, played carelessly, which card first threw value away."""
    while True:
        start = _boston_position(rng)
        if start is None:
            continue
        played = play_out(start.clone(), None, random_chooser(rng))
        report = where_it_went_wrong(played, since=len(start.history) + 1)
        if report.slips:
            break
    order = [(p, Card.parse(a)) for p, a in played.history[len(start.history) :]]
    first = report.slips[0]
    cards = tuple(card for _, card in order)
    by_card = {slip.card: slip for slip in report.slips}
    prompt = (
        f"{_score_line(start)} With {CARDS_LEFT} cards each the last tricks were played as shown, "
        f"and the caller's side ended with {counted(played.side_tricks(), 'trick')}. With every card "
        "face up, which card was the first to throw value away (after it, the player's side could no "
        "longer do as well as before)?"
    )

    def why_not(card: Card) -> str:
        if card not in cards:
            return f"{card.symbol} was not played in these tricks: choose one of the cards shown."
        if card in by_card:
            slip = by_card[card]
            return (
                f"{slip.player}'s {card.symbol} did lose value (from {slip.before} to {slip.after}), but a "
                "card played before it had already lost some: look earlier."
            )
        player, position = next((p, n) for n, (p, c) in enumerate(order) if c == card)
        if position == len(order) - 1:  # the deal is over after it: nothing left to analyse
            return (
                f"{player}'s {card.symbol} was the last card of the deal, played with no choice: it cannot "
                "throw value away."
            )
        after = start.clone()
        for seat, played_card in order[: position + 1]:
            after.apply(f"{seat}: {played_card.ascii}")
        return (
            f"{player}'s {card.symbol} kept the value: after it the caller's side could still end with "
            f"{counted(value(after), 'trick')}, as it could before it."
        )

    better = ", ".join(c.symbol for c in first.better)
    tricks = "".join(
        f"<div><b>Trick {number}</b> ({escape(trick.winner(start.trump))} wins)<br>{trick_svg(trick)}</div>"
        for number, trick in enumerate(
            played.completed_tricks()[-CARDS_LEFT:], len(start.completed_tricks()) + 1
        )
    )
    table = fluid(start.picture())
    picture = f"{table}<div style='display:flex;flex-wrap:wrap;gap:8px'>{tricks}</div>"
    return Question(
        "analysis",
        prompt,
        first.card,
        f"{first.player}'s {first.card.symbol} (trick {first.trick}) changed what the caller's side could "
        f"take from {counted(first.before, 'trick')} to {first.after}; {better} would have kept it at "
        f"{first.before}.",
        picture,
        kind="card",
        options=cards,
        option_rows=tuple(
            (f"Trick {number}", tuple(c for _, c in trick.plays))
            for number, trick in enumerate(
                played.completed_tricks()[-CARDS_LEFT:], len(start.completed_tricks()) + 1
            )
        ),
        why_not=why_not,
        situation={"record": played.to_record(), "ending": len(start.history)},
    )
