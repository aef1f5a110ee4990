"""California Jack as the core sees it: two players, six cards each, the trump cut for, the stock.

Rules: docs/californiajack.md (Foster's Complete Hoyle, p. 329, with Seven-Up's rules), whose
entries (CJ-…) the options cite.
"""

from __future__ import annotations

import hashlib
from typing import Any

from cardlib.core.cards import Suit
from cardlib.core.deal import Deal, DealPattern
from cardlib.core.errors import CardError
from cardlib.core.lazy import Ref
from cardlib.core.options import DEPARTURE, FOSTER, Option
from cardlib.core.spec import Field, GameSpec, Lesson, PlayerTuning
from cardlib.core.tricks import FollowRule
from cardlib.core.words import shown
from cardlib.games.allfours.fields import stock_field, to_go_field

STOCK = Option(
    "stock",
    ("face up", "face down"),
    "CJ-3, CJ-7",
    "The rest of the pack lies face up (California Jack) or face down (Shasta Sam). Face up, the kit "
    "shows its top card, so both players see every card drawn; face down, each sees only his own "
    "(the kit's reading, CJ-C6).",
    default_is=FOSTER,
)
#: Foster gives California Jack no revoke law of its own: the kit refuses a card that does not follow
#: (CJ-C7), and offers no penalty.
REVOKES = Option(
    "revokes",
    ("refuse",),
    "CJ-C7",
    "A card that does not follow suit when it must is refused, with the rule (no revoke penalty).",
    default_is=DEPARTURE,
    why="Foster gives California Jack no revoke law of its own, and as a variety of Seven-Up it would take "
    "Seven-Up's penalties; the kit refuses the card and says the rule, as it does by default in every "
    "game, and has no penalty in this game.",
)


def trump_suit(value: Any, players: object) -> Suit:
    """The trump suit, written as a record writes it (``"S"``)."""
    if not isinstance(value, str):
        raise ValueError('must be a suit\'s letter, such as "S"')
    try:
        return Suit.parse(value)
    except CardError:
        raise ValueError(f'{shown(value)} is not a suit: write C, D, H or S, such as "S"') from None


def cut_for_trumps(deal: Deal) -> str:
    """A new record's trump (CJ-C5): drawn from the deal as a cut would be, each suit alike.

    The cut comes before the shuffle, so the suit must tell nothing of the cards: it is taken from a
    hash of the whole deal, which no card or count of cards in it gives away.
    """
    order = "".join(card.ascii for card in [*(c for hand in deal.hands.values() for c in hand), *deal.stock])
    return "CDHS"[hashlib.sha256(order.encode()).digest()[0] % 4]


#: Nobody has measured California Jack's players yet. Its open-hand search plays the engine itself,
#: which can value only the last few tricks of a deal of twenty-six: the expert solves from four cards.
TUNING = PlayerTuning(solve_from=4)

SPEC = GameSpec(
    name="californiajack",
    title="California Jack",
    player_counts=(2,),
    pattern=DealPattern((3, 3)),
    options=(STOCK, REVOKES),
    engine=Ref("cardlib.games.californiajack.engine:CaliforniaJackRules"),
    match=Ref("cardlib.games.californiajack.match:CaliforniaJackMatch"),
    rule_of_thumb=Ref("cardlib.games.californiajack.rule_of_thumb:CaliforniaJackRuleOfThumb"),
    summary=Ref("cardlib.games.californiajack.summary:summary"),
    topics=Ref("cardlib.games.californiajack.exercises:TOPICS"),
    lessons=(
        Lesson(13, "13_california_jack", "California Jack", "California Jack: drawing from a face-up stock"),
    ),
    tuning=TUNING,
    follow_rule=FollowRule.PITCH,
    seats=("A", "B"),
    before_play="",
    shown_as="top of the stock",
    fields=(
        Field(
            "trump",
            required=True,
            parse=trump_suit,
            default=lambda players: "S",
            doc="the trump suit, cut for before the deal (a new record draws it from the deal's seed)",
            to_json=lambda suit: suit.letter if isinstance(suit, Suit) else suit,
            dealt=cut_for_trumps,
        ),
        stock_field("after each trick the winner draws its top card and the other the next"),
        to_go_field(),
    ),
    result_words="points scored",
)
