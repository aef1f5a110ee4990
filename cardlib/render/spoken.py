"""Every picture in words, as a screen reader should say it: no suit signs, whole sentences.

Many screen readers read "8♠" as "eight black spade suit" or skip the sign, so a picture's text
alternative names every card ("eight of spades") and every suit ("trumps diamonds"). A row of cards
reads by runs of one suit ("ace, queen and nine of hearts; ten of clubs"), a table seat by seat with
the trick and whose turn it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from cardlib.core.cards import Card, Rank, Suit, card_or_none
from cardlib.core.said import action_words
from cardlib.core.tricks import Trick, winning_position
from cardlib.core.words import and_list, counted

if TYPE_CHECKING:  # only named: the pictures of a card need no game
    from cardlib.core.deal import Deal
    from cardlib.core.game import State

#: Each rank and suit sign as printed ("10", "♥"), in words ("ten", "hearts"): the cards' own names.
_RANKS = {rank.text: rank.name.lower() for rank in Rank}
_SUITS = {suit.symbol: suit.name.lower() for suit in Suit}
_SIGN = re.compile(f"[{''.join(_SUITS)}]")
_CARD = re.compile(rf"\b({'|'.join(sorted(_RANKS, key=len, reverse=True))})({_SIGN.pattern})")


def in_words(text: str) -> str:
    """``text`` with every card and suit sign in words: ``"trump ♦; A led 10♥"`` → ``"trump diamonds; …"``."""
    named = _CARD.sub(lambda m: f"{_RANKS[m.group(1)]} of {_SUITS[m.group(2)]}", text)
    return _SIGN.sub(lambda m: _SUITS[m.group()], named)


def cards_words(cards: Iterable[Card]) -> str:
    """Cards in the order given, a run of one suit said once: "ace and nine of hearts; ten of clubs"."""
    runs: list[tuple[Suit, list[str]]] = []
    for card in cards:
        if runs and runs[-1][0] == card.suit:
            runs[-1][1].append(card.rank.name.lower())
        else:
            runs.append((card.suit, [card.rank.name.lower()]))
    return "; ".join(f"{and_list(ranks)} of {suit.name.lower()}" for suit, ranks in runs) or "no cards"


def card_said(card: Card, look: str, reason: str = "") -> str:
    """A card of a hand or a picker as a screen reader names it: "seven of spades", and more if need be.

    Greyed, why it may not be played, in words ("seven of spades is not allowed: …"); used elsewhere,
    so. ``look`` is the card's state in :class:`~cardlib.widgets.faces.CardFaces` ("disabled", "used"…).
    """
    name = card.name
    if look == "disabled" and reason:
        said = in_words(reason)  # a reason naming the card says it once; one that does not follows it
        name = said if said.startswith(name) else f"{name}, not allowed: {said}"
    if look == "used":
        name += ", used elsewhere"
    return name


def hand_words(cards: Sequence[Card]) -> str:
    """A hand counted, then said by suits: "13 cards: two of spades; ace, queen … of hearts; …"."""
    return f"{counted(len(cards), 'card')}: {cards_words(cards)}" if cards else "no cards"


def trick_words(
    trick: Trick | Sequence[tuple[str, Card]], trump: Suit | None = None, done: bool = False
) -> str:
    """A trick in the order played: "A led the ten of hearts, B played the queen of hearts".

    With the ``trump`` known, who wins it ("B is winning", or when ``done`` "B won it").
    """
    plays = trick.plays if isinstance(trick, Trick) else tuple(trick)
    if not plays:
        return "no cards played"
    said = [f"{seat} {'led' if i == 0 else 'played'} the {card.name}" for i, (seat, card) in enumerate(plays)]
    if trump is not None or done:
        best = plays[winning_position([c for _, c in plays], trump)][0]
        said[-1] += f"; {best} {'won it' if done else 'is winning'}"
    return ", ".join(said)


def deal_words(deal: Deal) -> str:
    """A deal seat by seat from the eldest, with the dealer and the turn-up."""
    seats = [
        f"{p}{' (dealer)' if p == deal.dealer else ''}: {hand_words(deal.hands[p].sorted())}"
        for p in deal.order_from_eldest()
    ]
    turn_up = [f"turn-up: the {deal.turn_up.name}"] if deal.turn_up is not None else []
    return ". ".join(seats + turn_up) + "."


def play_words(seat: str, action: str, you: str | None = None) -> str:
    """One action said as it happens: "B plays the queen of spades", "A: bid 2" ("You play …" for ``you``)."""
    card = card_or_none(action)
    if card is not None:
        return f"{'You play' if seat == you else f'{seat} plays'} the {card.name}"
    return f"{'You' if seat == you else seat}: {in_words(action_words(action))}"


def action_sentences(state: State, since: int, you: str | None = None) -> list[tuple[str, list[str]]]:
    """Each action from the ``since``-th on, with its seat and its sentences, in words.

    ``("B", ["B plays the queen of spades", "B wins the trick"])``: a play, then the trick's winner if
    it ended the trick. A card another seat laid face down (a misère's discard) is never named: that
    action says only "A discards". The seat ``you`` is said as "You".
    """
    # a card is played once a deal, so a trick is known by its last card
    ends = {trick.plays[-1]: trick for trick in state.completed_tricks()}
    said = []
    for seat, action in state.history[since:]:
        if action.lower().startswith("discard") and seat != you:
            said.append((seat, [f"{seat} discards"]))
            continue
        sentences = [play_words(seat, action, you)]
        card = card_or_none(action)
        if card is not None and (seat, card) in ends:
            winner = ends[seat, card].winner(state.trump)
            sentences.append(f"{'You win' if winner == you else f'{winner} wins'} the trick")
        said.append((seat, sentences))
    return said


def plays_words(state: State, since: int, you: str | None = None) -> str:
    """What happened since the ``since``-th action, a sentence each, with each trick's winner.

    "B plays the queen of spades. C plays the two of spades. B wins the trick." (See
    :func:`action_sentences`.)
    """
    return " ".join(f"{s}." for _, sentences in action_sentences(state, since, you) for s in sentences)
